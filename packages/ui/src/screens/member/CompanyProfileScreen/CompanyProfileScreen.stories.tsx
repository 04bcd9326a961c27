import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { sampleCompany, sampleCountries, sampleProfileValues, sampleSectors } from '../fixtures';
import { CompanyProfileScreen } from './CompanyProfileScreen';
import type { CompanyProfileScreenProps, CompanyProfileValues } from './CompanyProfileScreen';

const meta = {
  title: 'Screens/Member/CompanyProfileScreen',
  component: CompanyProfileScreen,
  args: {
    load: { status: 'ready' },
    company: sampleCompany,
    values: sampleProfileValues,
    sectors: sampleSectors,
    countries: sampleCountries,
    dirty: false,
    onRetry: fn(),
    onChange: fn(),
    onBlur: fn(),
    onSubmit: fn(),
    onCancel: fn(),
    onEdit: fn(),
    onLogoChange: fn(),
  },
} satisfies Meta<typeof CompanyProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The loaded profile: the summary card, the four sections and every field with its value. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Atlantique Technologies', level: 2 })).toBeVisible();
    for (const name of ["Logo de l'entreprise", "Informations de l'entreprise", 'Localisation', 'Contact']) {
      await expect(canvas.getByRole('heading', { name, level: 2 })).toBeVisible();
    }
    await expect(canvas.getByLabelText(/Nom de l'entreprise/)).toHaveValue('Atlantique Technologies');
    await expect(canvas.getByRole('combobox', { name: /Secteur d'activité/ })).toHaveDisplayValue('Technologie');
    await expect(canvas.getByLabelText(/^Description/)).toHaveValue(sampleProfileValues.description);
    await expect(canvas.getByRole('combobox', { name: /Pays/ })).toHaveDisplayValue('Sénégal');
    await expect(canvas.getByLabelText(/^Adresse/)).toHaveValue('12 avenue Léopold Sédar Senghor, Dakar');
    await expect(canvas.getByLabelText(/E-mail/)).toHaveValue('contact@atlantique-tech.example.sn');
    await expect(canvas.getByLabelText(/^Téléphone/)).toHaveValue('+221 33 123 45 67');
    await expect(canvas.getByLabelText(/^Site web/)).toHaveValue('https://atlantique-tech.example.sn');
    await expect(canvas.getByLabelText('Choisir un logo')).toHaveAttribute('accept', 'image/png,image/jpeg');
  },
};

/** A container stand-in holding the values, as the app's form would, so typing shows. */
function EditableProfile(args: CompanyProfileScreenProps) {
  const [values, setValues] = useState<CompanyProfileValues>(args.values);
  return (
    <CompanyProfileScreen
      {...args}
      values={values}
      dirty={JSON.stringify(values) !== JSON.stringify(args.values)}
      onChange={(field, value) => {
        args.onChange(field, value);
        setValues((current) => ({ ...current, [field]: value }));
      }}
      onCancel={() => {
        args.onCancel();
        setValues(args.values);
      }}
    />
  );
}

export const Form: Story = {
  render: (args) => <EditableProfile {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByLabelText(/Nom de l'entreprise/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Atlantique Tech SA');
    await expect(args.onChange).toHaveBeenLastCalledWith('companyName', 'Atlantique Tech SA');
    await expect(name).toHaveValue('Atlantique Tech SA');
    const description = canvas.getByLabelText(/^Description/);
    await userEvent.clear(description);
    await userEvent.type(description, 'Courte');
    await expect(description).toHaveAccessibleDescription(/6\s*\/\s*500/);
    // Leaving a field reports it, so the container marks it touched.
    await userEvent.click(canvas.getByLabelText(/^Adresse/));
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledWith('address');
    const logo = new File([new Uint8Array(1000)], 'logo.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText('Choisir un logo'), logo);
    await expect(args.onLogoChange).toHaveBeenCalledWith(logo);
    await userEvent.click(canvas.getByRole('button', { name: 'Annuler' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(name).toHaveValue('Atlantique Technologies');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const FormEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Company information' })).toBeVisible();
  },
};

/** The edit action of the summary card moves to the form (DESIGN.md: never a dead alert). */
export const EditScrollsToForm: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Modifier le profil' }));
    await expect(canvas.getByLabelText(/Nom de l'entreprise/)).toHaveFocus();
    await expect(args.onEdit).toHaveBeenCalled();
  },
};

export const FormWithErrors: Story = {
  args: {
    values: { ...sampleProfileValues, description: 'Trop court.', email: 'contact@', phone: '12', website: 'pas une url' },
    errors: {
      description: 'Minimum 50 caractères requis.',
      email: 'Veuillez saisir une adresse email valide.',
      phone: 'Format de téléphone invalide.',
      website: 'Veuillez saisir une URL valide.',
    },
    formError: true,
    dirty: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('alert')[0]).toHaveTextContent('Veuillez corriger les erreurs dans le formulaire.');
    await expect(canvas.getByLabelText(/E-mail/)).toHaveAccessibleDescription('Veuillez saisir une adresse email valide.');
    await expect(canvas.getByLabelText(/^Description/)).toHaveAccessibleDescription(/Minimum 50 caractères requis\./);
    await expect(canvas.getByLabelText(/^Adresse/)).not.toHaveAccessibleDescription();
    await expect(canvas.getByLabelText(/Nom de l'entreprise/)).not.toHaveAttribute('aria-invalid');
  },
};

export const DescriptionTooLong: Story = {
  args: {
    values: { ...sampleProfileValues, description: sampleProfileValues.description.repeat(4) },
    errors: { description: 'Maximum 500 caractères autorisés.' },
    dirty: true,
  },
};

/** The container refuses files with the spec's messages (spec public §5: PNG or JPEG only, at most 2 MB). */
export const LogoRejected: Story = {
  args: {
    validateLogo: (file: File) => (file.size > 2 * 1024 * 1024 ? 'La taille du fichier ne doit pas dépasser 2MB.' : undefined),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Choisir un logo'), new File([new Uint8Array(3 * 1024 * 1024)], 'logo.png', { type: 'image/png' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('La taille du fichier ne doit pas dépasser 2MB.');
    await expect(args.onLogoChange).not.toHaveBeenCalled();
  },
};

export const LogoUnreadable: Story = {
  args: { logo: { error: 'Erreur lors de la lecture du fichier.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Erreur lors de la lecture du fichier.');
  },
};

export const Saving: Story = {
  args: { save: { saving: true }, dirty: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Enregistrement…' });
    await userEvent.click(save);
    // A submit that bypasses the busy button (Enter in a field) is ignored as well.
    await fireEvent.submit(save.closest('form') as HTMLFormElement);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Annuler' })).toBeDisabled();
  },
};

export const Saved: Story = {
  args: { save: { saved: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent("Les informations de l'entreprise ont été sauvegardées avec succès !");
  },
};

export const SavedEnglish: Story = {
  args: { save: { saved: true } },
  globals: { locale: 'en' },
};

export const SaveFailed: Story = {
  args: { save: { error: 'Une entreprise avec ce nom existe déjà' }, dirty: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Une entreprise avec ce nom existe déjà');
  },
};

export const Loading: Story = {
  args: { load: { status: 'loading' } },
};

export const Error: Story = {
  args: { load: { status: 'error' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent("Erreur lors du chargement des informations de l'entreprise");
  },
};

export const SessionExpired: Story = {
  args: { load: { status: 'sessionExpired' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Session expirée. Veuillez vous reconnecter.');
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

export const SessionExpiredEnglish: Story = {
  args: { load: { status: 'sessionExpired' } },
  globals: { locale: 'en' },
};

export const NoCompany: Story = {
  args: { load: { status: 'noCompany' } },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const PhoneEnglish: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'en' },
};

/**
 * Opened, untouched: the loaded profile without any message; Enregistrer stays enabled (an invalid submit shows 'Veuillez corriger les erreurs dans le formulaire.'), Annuler disabled until a change.
 */
export const OpenedUntouched: Story = {
  args: { dirty: false },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('button', { name: 'Enregistrer' })).toBeEnabled();
    await expect(body.getByRole('button', { name: 'Annuler' })).toBeDisabled();
    await expect(canvasElement.ownerDocument.body.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    await expect(body.queryByRole('alert')).toBeNull();
  },
};
