import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MembershipApplicationScreen } from './MembershipApplicationScreen';
import type { ApplicationValues } from './MembershipApplicationScreen';

const sectors = [
  { value: '1', label: 'Technologie' },
  { value: '2', label: 'Industrie' },
  { value: '3', label: 'Santé' },
];
const countries = [
  { value: '1', label: 'Côte d’Ivoire' },
  { value: '2', label: 'Sénégal' },
];
const chambers = [
  { value: '1', label: 'AmCham Côte d’Ivoire' },
  { value: '2', label: 'AmCham Sénégal' },
];

const empty: ApplicationValues = {
  companyName: '',
  sectorId: '',
  description: '',
  countryId: '',
  address: '',
  email: '',
  phone: '',
  website: '',
  chamberId: '1',
  representativeName: '',
  representativeEmail: '',
  acceptTerms: false,
};

const filled: ApplicationValues = {
  companyName: 'Ingénierie Lagune',
  sectorId: '2',
  description: 'Bureau d’études en ingénierie des réseaux électriques, présent à Abidjan depuis 2004.',
  countryId: '1',
  address: '12 boulevard Lagunaire, Plateau',
  email: 'contact@lagune.example',
  phone: '+225 27 22 00 11 22',
  website: 'lagune.example',
  chamberId: '1',
  representativeName: 'Awa Koné',
  representativeEmail: 'awa.kone@lagune.example',
  acceptTerms: true,
};

const meta = {
  title: 'Screens/Public/MembershipApplicationScreen',
  component: MembershipApplicationScreen,
  args: { values: empty, sectors, countries, chambers, onChange: fn(), onTermsChange: fn(), onBlur: fn(), onSubmit: fn() },
} satisfies Meta<typeof MembershipApplicationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A new form: the visitor's country filter preselected the chamber; no message before a field is touched. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Devenir membre' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Nom de l'entreprise/ }), 'A');
    await expect(args.onChange).toHaveBeenCalledWith('companyName', 'A');
    await userEvent.click(canvas.getByRole('checkbox', { name: /J'accepte les conditions/ }));
    await expect(args.onTermsChange).toHaveBeenCalledWith(true);
  },
};

export const EmptyEnglish: Story = { globals: { locale: 'en' } };

export const Filled: Story = {
  args: { values: filled },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer ma demande' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** An invalid submit: the profile form's messages under each field, and the form's own. */
export const WithErrors: Story = {
  args: {
    values: { ...empty, companyName: 'A', description: 'Trop court.' },
    errors: {
      companyName: 'Minimum 2 caractères requis.',
      sectorId: 'Ce champ est obligatoire.',
      description: 'Minimum 50 caractères requis.',
      representativeEmail: 'Veuillez saisir une adresse email valide.',
      acceptTerms: 'Ce champ est obligatoire.',
    },
    formError: true,
  },
};

export const WithErrorsEnglish: Story = {
  globals: { locale: 'en' },
  args: {
    values: { ...empty, companyName: 'A' },
    errors: { companyName: 'Minimum 2 characters required.', acceptTerms: 'This field is required.' },
    formError: true,
  },
};

export const Submitting: Story = {
  args: { values: filled, submitting: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Envoi/ }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = { args: { values: filled, serverError: 'Trop de requêtes, veuillez réessayer plus tard' } };

export const Sent: Story = {
  args: { values: filled, sent: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Demande envoyée')).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

export const SentEnglish: Story = { globals: { locale: 'en' }, args: { values: filled, sent: true } };

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } }, args: { values: filled } };

export const PhoneEnglish: Story = { globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } }, args: { values: filled } };
