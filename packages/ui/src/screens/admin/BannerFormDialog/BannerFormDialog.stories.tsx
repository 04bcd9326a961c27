import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { shapesImage } from '../AdminBannersScreen/fixtures';
import { BannerFormDialog, emptyBannerForm, type BannerFormDialogProps, type BannerFormErrors, type BannerFormValues } from './BannerFormDialog';

const filled = {
  ...emptyBannerForm,
  title: 'Forum économique 2026 - Inscriptions ouvertes',
  description: 'Deux jours de rencontres entre entreprises membres et investisseurs.',
  link: 'https://forum.example.org',
  startDate: '2026-12-01',
  endDate: '2026-12-31',
};

const meta = {
  title: 'Screens/Admin/BannerFormDialog',
  component: BannerFormDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    mode: 'add',
    values: filled,
    onChange: fn(),
    onPermanentChange: fn(),
    onBlur: fn(),
    onImageChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof BannerFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The English title, right under the title, is optional: the form saves without it. */
export const Add: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('heading', { name: 'Nouvelle bannière' })).toBeVisible();
    const titleEn = body.getByRole('textbox', { name: 'Titre en anglais' });
    await expect(titleEn).toHaveValue('');
    await expect(titleEn).not.toBeRequired();
    await expect(titleEn).toHaveAccessibleDescription('Facultatif : affiché sur les pages en anglais ; sans lui, elles affichent le titre ci-dessus.');
    // right under the title
    const boxes = body.getAllByRole('textbox');
    await expect(boxes.indexOf(titleEn)).toBe(boxes.indexOf(body.getByRole('textbox', { name: /^Titre(?! en anglais)/ })) + 1);
    await expect(body.getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
    await userEvent.click(body.getByRole('button', { name: 'Enregistrer' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

/** Typing the English title reports it under its own name. */
export const AddEnglishTitle: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(await body.findByRole('textbox', { name: 'Titre en anglais' }), 'F');
    await expect(args.onChange).toHaveBeenCalledWith('titleEn', 'F');
  },
};

/** The form says where the banner lands: the chamber picked, or the whole network. */
export const AddForChamber: Story = {
  args: { chamberScope: { kind: 'chamber', name: 'AmCham Gabon' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement.ownerDocument.body).findByText('Chambre : AmCham Gabon')).toBeVisible();
  },
};

export const AddForWholeNetworkEnglish: Story = {
  globals: { locale: 'en' },
  args: { chamberScope: { kind: 'network' } },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('The whole network: for every chamber')).toBeVisible();
    const titleEn = body.getByRole('textbox', { name: 'English title' });
    await expect(titleEn).not.toBeRequired();
    await expect(titleEn).toHaveAccessibleDescription('Optional: shown on the English pages; without it they show the title above.');
    await userEvent.click(body.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

/** Touched fields with their messages; submit disabled while invalid (spec admin §5). */
export const Invalid: Story = {
  args: {
    values: { ...emptyBannerForm, link: 'forum', startDate: '2026-12-10', endDate: '2026-12-01' },
    errors: {
      title: 'Le titre est requis',
      link: 'Le lien doit commencer par http:// ou https://',
      endDate: 'La date de fin doit suivre la date de début',
    },
    submitDisabled: true,
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('button', { name: 'Enregistrer' })).toBeDisabled();
    await expect(body.getByText('La date de fin doit suivre la date de début')).toBeVisible();
  },
};

/** Permanent ticked: the end date is not required and its field is disabled (spec admin §5). */
export const PermanentTicked: Story = {
  args: { values: { ...filled, endDate: '', permanent: true } },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByLabelText('Date de fin')).toBeDisabled();
    await userEvent.click(body.getByRole('checkbox', { name: 'Bannière permanente' }));
    await expect(args.onPermanentChange).toHaveBeenCalledWith(false);
  },
};

export const Saving: Story = { args: { saving: true } };

/**
 * A save that failed: the banner catalogue's message (the original only logged it), next to the buttons and scrolled
 * into view in a dialog taller than the screen.
 */
export const Failed: Story = {
  args: { serverError: 'Une bannière avec ce titre existe déjà' },
  play: async ({ canvasElement }) => {
    const message = await within(canvasElement.ownerDocument.body).findByText('Une bannière avec ce titre existe déjà');
    await expect(message).toBeVisible();
    const { top, bottom } = message.getBoundingClientRect();
    await expect(top).toBeGreaterThanOrEqual(0);
    await expect(bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

/** Editing: the stored English title, the current images shown (kept unless replaced) and the banner's clicks. */
export const EditWithCurrentImages: Story = {
  args: {
    mode: 'edit',
    values: { ...filled, titleEn: 'Economic forum 2026 - Registration open' },
    clicks: 1348,
    currentWebImageUrl: shapesImage('#0b2a5b', '#ffffff', 2),
    currentMobileImageUrl: shapesImage('#0b2a5b', '#ffffff', 1),
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('heading', { name: 'Modifier la bannière' })).toBeVisible();
    await expect(body.getByRole('textbox', { name: 'Titre en anglais' })).toHaveValue('Economic forum 2026 - Registration open');
    await expect(body.getByText('Clics depuis la page d’accueil : 1 348'.replace('’', "'"))).toBeVisible();
    await expect(body.getAllByRole('img', { name: 'Image actuelle' })).toHaveLength(2);
  },
};

/** A file refused by the container's check, before any upload. */
export const ImageRefused: Story = {
  args: { validateImage: () => 'Type de fichier non supporté' },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.upload(await body.findByLabelText('Image web'), new File(['texte'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
    await expect(await body.findByText(/Type de fichier non supporté/)).toBeVisible();
    await expect(args.onImageChange).not.toHaveBeenCalled();
  },
};

/** Cancel asks the container to close (and reset) the form. */
export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('button', { name: 'Annuler' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    mode: 'edit',
    values: { ...filled, titleEn: 'Economic forum 2026 - Registration open' },
    clicks: 348,
    currentMobileImageUrl: shapesImage('#5b3a8a', '#ffffff', 5),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement.ownerDocument.body).findByRole('textbox', { name: 'English title' })).toHaveValue(
      'Economic forum 2026 - Registration open',
    );
  },
};

export const EnglishInvalid: Story = {
  globals: { locale: 'en' },
  args: {
    values: { ...emptyBannerForm, titleEn: 'Economic forum - Registration open '.repeat(6) },
    errors: { title: 'Title is required', titleEn: 'Maximum 200 characters allowed.', link: 'Link is required', startDate: 'Start date is required' },
    submitDisabled: true,
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

export const PhonePermanent: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { values: { ...filled, endDate: '', permanent: true } },
};

/**
 * Opened, untouched (DESIGN.md forms): no message, Enregistrer disabled while the form is invalid (spec admin §5).
 */
export const OpenedUntouched: Story = {
  args: { values: emptyBannerForm, errors: {}, submitDisabled: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('button', { name: 'Enregistrer' })).toBeDisabled();
    await expect(canvasElement.ownerDocument.body.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    await expect(body.queryByRole('alert')).toBeNull();
  },
};

/** The dialog as a container drives it, at its harshest: leaving the title empty shows its message at once. */
function TitleMessageOnBlur(props: BannerFormDialogProps) {
  const [values, setValues] = useState<BannerFormValues>(props.values);
  const [errors, setErrors] = useState<BannerFormErrors>({});
  return (
    <BannerFormDialog
      {...props}
      values={values}
      errors={errors}
      onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
      onPermanentChange={(permanent) => setValues((current) => ({ ...current, permanent }))}
      onBlur={(field) => setErrors((current) => (field === 'title' && values.title.trim() === '' ? { ...current, title: 'Le titre est requis' } : current))}
    />
  );
}

/**
 * The title focused, the first click on 'Bannière permanente': the title's message appears on its line, the box does
 * not move under the pointer, and the click ticks it (DESIGN.md: nothing moves under the pointer).
 */
export const FirstClickOnCheckbox: Story = {
  args: { values: emptyBannerForm, submitDisabled: true },
  render: (args) => <TitleMessageOnBlur {...args} />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByLabelText(/^Titre(?! en anglais)/));
    const checkbox = body.getByRole('checkbox', { name: 'Bannière permanente' });
    const before = checkbox.getBoundingClientRect().top;
    await userEvent.click(checkbox);
    await expect(await body.findByText('Le titre est requis')).toBeVisible();
    await expect(checkbox.getBoundingClientRect().top).toBe(before);
    await expect(checkbox).toBeChecked();
  },
};
