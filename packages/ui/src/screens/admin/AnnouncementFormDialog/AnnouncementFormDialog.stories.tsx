import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleCategoryOptions } from '../AdminAnnouncementsScreen/fixtures';
import { shapesImage } from '../AdminBannersScreen/fixtures';
import { AnnouncementFormDialog, emptyAnnouncementForm } from './AnnouncementFormDialog';

const filled = {
  title: 'Petit-déjeuner networking',
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

export const Add: Story = {
  args: { values: emptyAnnouncementForm },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText("PNG, JPG, JPEG jusqu'à 5MB")).toBeVisible();
    await userEvent.type(body.getByLabelText(/^Titre/), 'A');
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

/** Edit pre-fills the form with the current image as a preview (spec admin §4). */
export const EditWithCurrentImage: Story = {
  args: { mode: 'edit', currentImageUrl: shapesImage('#0b2a5b', '#ffffff', 7) },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('heading', { name: "Modifier l'annonce" })).toBeVisible();
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

export const English: Story = { globals: { locale: 'en' }, args: { mode: 'edit', currentImageUrl: shapesImage('#1b6e3a', '#ffffff', 3) } };

export const EnglishInvalid: Story = {
  globals: { locale: 'en' },
  args: { values: emptyAnnouncementForm, errors: { title: 'Title is required', description: 'Description is required', categoryId: 'Category is required' } },
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
