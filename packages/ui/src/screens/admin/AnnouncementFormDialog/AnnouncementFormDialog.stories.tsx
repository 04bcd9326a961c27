import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleCategoryOptions } from '../AdminAnnouncementsScreen/fixtures';
import { shapesImage } from '../AdminBannersScreen/fixtures';
import { AnnouncementFormDialog, emptyAnnouncementForm } from './AnnouncementFormDialog';

const filled = {
  title: 'Petit-déjeuner networking',
  titleEn: '',
  description: "Rencontre mensuelle des membres autour d'un petit-déjeuner.",
  startDate: '2026-12-10',
  endDate: '2026-12-10',
  startTime: '08:00',
  endTime: '10:00',
  address: 'Hôtel Ivoire, Abidjan',
  categoryId: '5',
};

const meta = {
  title: 'Screens/Admin/AnnouncementFormDialog',
  component: AnnouncementFormDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    mode: 'add',
    values: filled,
    categories: sampleCategoryOptions,
    onChange: fn(),
    onBlur: fn(),
    onImageChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof AnnouncementFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The English title, right under the title, is optional: a form filled but for it saves. */
export const AddWithoutEnglishTitle: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const titleEn = await body.findByRole('textbox', { name: 'Titre en anglais' });
    await expect(titleEn).toHaveValue('');
    await expect(titleEn).not.toBeRequired();
    await expect(titleEn).toHaveAccessibleDescription('Facultatif : affiché sur les pages en anglais ; sans lui, elles affichent le titre ci-dessus.');
    // right under the title
    const boxes = body.getAllByRole('textbox');
    await expect(boxes.indexOf(titleEn)).toBe(boxes.indexOf(body.getByRole('textbox', { name: /^Titre(?! en anglais)/ })) + 1);
    await userEvent.type(titleEn, 'B');
    await expect(args.onChange).toHaveBeenCalledWith('titleEn', 'B');
    await userEvent.click(body.getByRole('button', { name: 'Enregistrer' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const Add: Story = {
  args: { values: emptyAnnouncementForm },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText("PNG, JPG, JPEG jusqu'à 5MB")).toBeVisible();
    await userEvent.type(body.getByLabelText(/^Titre(?! en anglais)/), 'A');
    await expect(args.onChange).toHaveBeenCalledWith('title', 'A');
    // an invalid submit is reported: the container marks every field touched (spec admin §5)
    await userEvent.click(body.getByRole('button', { name: 'Enregistrer' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

/** Every field touched after an invalid submit, with its message. */
export const Invalid: Story = {
  args: {
    values: { ...filled, title: '', endDate: '2026-12-09', address: '' },
    errors: {
      title: 'Le titre est requis',
      endDate: 'La date de fin ne peut pas précéder la date de début',
      address: "L'adresse est requise",
      image: "L'image ne doit pas dépasser 5MB",
    },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Le titre est requis')).toBeVisible();
    await expect(body.getByText("L'image ne doit pas dépasser 5MB")).toBeVisible();
  },
};

export const Saving: Story = { args: { saving: true, submitDisabled: true } };

export const Failed: Story = {
  args: { serverError: 'Une annonce avec ce titre existe déjà' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement.ownerDocument.body).findByText('Une annonce avec ce titre existe déjà')).toBeVisible();
  },
};

/** Edit pre-fills the form, the stored English title with it, and the current image as a preview (spec admin §4). */
export const EditWithCurrentImage: Story = {
  args: { mode: 'edit', values: { ...filled, titleEn: 'Networking breakfast' }, currentImageUrl: shapesImage('#0b2a5b', '#ffffff', 7) },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('heading', { name: "Modifier l'annonce" })).toBeVisible();
    await expect(body.getByRole('textbox', { name: 'Titre en anglais' })).toHaveValue('Networking breakfast');
    await expect(body.getByRole('img', { name: 'Image actuelle' })).toBeVisible();
  },
};

/** A non-image refused before upload with the spec's message. */
export const ImageRefused: Story = {
  args: { validateImage: () => 'Veuillez sélectionner un fichier image valide' },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.upload(await body.findByLabelText('Image'), new File(['texte'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
    await expect(await body.findByText(/Veuillez sélectionner un fichier image valide/)).toBeVisible();
    await expect(args.onImageChange).not.toHaveBeenCalled();
  },
};

export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('button', { name: 'Annuler' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { mode: 'edit', values: { ...filled, titleEn: 'Networking breakfast' }, currentImageUrl: shapesImage('#1b6e3a', '#ffffff', 3) },
  play: async ({ canvasElement }) => {
    const titleEn = await within(canvasElement.ownerDocument.body).findByRole('textbox', { name: 'English title' });
    await expect(titleEn).toHaveValue('Networking breakfast');
    await expect(titleEn).toHaveAccessibleDescription('Optional: shown on the English pages; without it they show the title above.');
  },
};

/** The English add form saves without the English title. */
export const EnglishAddWithoutEnglishTitle: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const titleEn = await body.findByRole('textbox', { name: 'English title' });
    await expect(titleEn).toHaveValue('');
    await expect(titleEn).not.toBeRequired();
    await userEvent.click(body.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const EnglishInvalid: Story = {
  globals: { locale: 'en' },
  args: {
    values: { ...emptyAnnouncementForm, titleEn: 'Networking breakfast '.repeat(10) },
    errors: {
      title: 'Title is required',
      titleEn: 'Maximum 200 characters allowed.',
      description: 'Description is required',
      categoryId: 'Category is required',
    },
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

export const PhoneInvalid: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { values: { ...filled, title: '' }, errors: { title: 'Le titre est requis' } },
};

/**
 * Opened, untouched: no message; Enregistrer stays enabled, an invalid submit marking every field (spec admin §5).
 */
export const OpenedUntouched: Story = {
  args: { values: emptyAnnouncementForm, errors: {} },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('button', { name: 'Enregistrer' })).toBeEnabled();
    await expect(canvasElement.ownerDocument.body.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    await expect(body.queryByRole('alert')).toBeNull();
  },
};
