import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleLogoUrl } from '../../public/fixtures';
import { AmchamFormDialog, emptyAmchamForm, type AmchamFormDialogProps } from './AmchamFormDialog';

const countries = [
  { value: '1', label: "Côte d'Ivoire", flag: '🇨🇮' },
  { value: '2', label: 'Sénégal', flag: '🇸🇳' },
  { value: '3', label: 'Cameroun', flag: '🇨🇲' },
  { value: '4', label: 'Maroc', flag: '🇲🇦' },
];

const filled = {
  name: 'AmCham Maroc',
  countryId: '4',
  email: 'contact@amcham-ma.example.org',
  telephone: '+212 5 22 00 00 00',
  address: '10 boulevard Anfa, Casablanca',
  website: 'https://amcham-ma.example.org',
};

// spec admin §5: the container's logo rule, the same in stories.
const logoRule = (file: File) =>
  !file.type.startsWith('image/') ? 'Veuillez sélectionner une image' : file.size > 5 * 1024 * 1024 ? 'Le fichier est trop volumineux (max 5MB)' : undefined;

const meta = {
  title: 'Screens/Admin/AmchamFormDialog',
  component: AmchamFormDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    mode: 'add',
    values: filled,
    countries,
    onChange: fn(),
    onBlur: fn(),
    onLogoChange: fn(),
    validateLogo: logoRule,
    onSubmit: fn(),
  },
} satisfies Meta<typeof AmchamFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Add mode: the form starts empty, save waits for a valid form. */
export const Add: Story = {
  args: { values: emptyAmchamForm, submitDisabled: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('heading', { name: 'Ajouter un pays' })).toBeVisible();
    await expect(body.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
    await expect(body.getByText('PNG, JPG, GIF (max. 5MB)')).toBeVisible();
  },
};

/** Edit mode: pre-filled, with the current logo. */
export const Edit: Story = {
  args: { mode: 'edit', currentLogoUrl: sampleLogoUrl },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('heading', { name: "Modifier l'Amcham" })).toBeVisible();
    await expect(body.getByRole('textbox', { name: /Nom de l'Amcham/ })).toHaveValue('AmCham Maroc');
    await userEvent.click(body.getByRole('button', { name: 'Enregistrer' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

/** Touched fields with the spec's messages (admin §5); save disabled while invalid. */
export const Invalid: Story = {
  args: {
    values: { ...emptyAmchamForm, name: 'AM', email: 'contact', website: 'amcham.example.org' },
    errors: {
      name: 'Le nom est requis (min. 3 caractères)',
      countryId: 'Le pays est requis',
      email: 'Email valide requis',
      telephone: 'Le téléphone est requis',
      address: "L'adresse est requise",
      website: 'URL valide requise (http:// ou https://)',
    },
    submitDisabled: true,
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Le nom est requis (min. 3 caractères)')).toBeVisible();
    await expect(body.getByText('Email valide requis')).toBeVisible();
    await expect(body.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
  },
};

export const Saving: Story = { args: { saving: true } };

/** The save failed: the error banner, the modal stays (spec admin §4). */
export const ServerError: Story = {
  args: { serverError: 'Un pays AMCHAM avec ce nom existe déjà' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('alert')).toHaveTextContent('Un pays AMCHAM avec ce nom existe déjà');
  },
};

function WithLogo(props: AmchamFormDialogProps) {
  const [logo, setLogo] = useState<File | null>(null);
  return <AmchamFormDialog {...props} logo={logo} onLogoChange={setLogo} />;
}

/** A non-image logo is refused with 'Veuillez sélectionner une image'; the chooser is cleared. */
export const LogoRefused: Story = {
  render: (args) => <WithLogo {...args} />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const input = (await body.findByLabelText(/^Logo/, { selector: 'input' })) as HTMLInputElement;
    await userEvent.upload(input, new File(['%PDF'], 'statuts.pdf', { type: 'application/pdf' }), { applyAccept: false });
    await expect(await body.findByText('statuts.pdf : Veuillez sélectionner une image')).toBeVisible();
    await expect(input.value).toBe('');
  },
};

/** A chamber administrator edits its own chamber without moving it to another country. */
export const CountryLocked: Story = { args: { mode: 'edit', countryLocked: true } };

export const English: Story = { globals: { locale: 'en' }, args: { mode: 'edit', currentLogoUrl: sampleLogoUrl } };

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

export const PhoneEnglish: Story = { globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } }, args: { values: emptyAmchamForm } };

/**
 * Opened, untouched: no message, Enregistrer disabled while the form is invalid (spec admin §5).
 */
export const OpenedUntouched: Story = {
  args: { values: emptyAmchamForm, errors: {}, submitDisabled: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('button', { name: 'Enregistrer' })).toBeDisabled();
    await expect(canvasElement.ownerDocument.body.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    await expect(body.queryByRole('alert')).toBeNull();
  },
};
