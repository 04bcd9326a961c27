import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleSectors } from '../../public/fixtures';
import { emptyMemberForm, MemberFormDialog } from './MemberFormDialog';

const filled = {
  ...emptyMemberForm,
  name: 'Atelier Bois & Design',
  sectorId: '1',
  description: "Menuiserie d'agencement et mobilier sur mesure pour les bureaux et les hôtels d'Abidjan.",
  address: '8 rue des Jardins, Cocody',
  telephone: '+225 07 08 09 10 11',
  email: 'contact@boisdesign.example.org',
  webLink: 'boisdesign.example.org',
};

const meta = {
  title: 'Screens/Admin/MemberFormDialog',
  component: MemberFormDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    values: filled,
    sectors: sampleSectors,
    onChange: fn(),
    onBlur: fn(),
    onLogoChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof MemberFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Enregistrer' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

/** Touched fields with their messages; submit disabled while invalid (spec admin §5). */
export const Invalid: Story = {
  args: {
    values: { ...emptyMemberForm, name: 'A', description: 'Trop court', email: 'pas-un-email' },
    errors: {
      name: 'Minimum 2 caractères requis.',
      description: 'Minimum 50 caractères requis.',
      address: 'Ce champ est obligatoire.',
      telephone: 'Ce champ est obligatoire.',
      email: 'Veuillez saisir une adresse email valide.',
      sectorId: 'Ce champ est obligatoire.',
    },
    submitDisabled: true,
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('button', { name: 'Enregistrer' })).toBeDisabled();
    await expect(body.getByText('Veuillez saisir une adresse email valide.')).toBeVisible();
  },
};

export const Saving: Story = { args: { saving: true } };

/** A name already used: the catalogue's 409 message (spec public §8 company service). */
export const DuplicateName: Story = {
  args: { serverError: 'Une entreprise avec ce nom existe déjà' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement.ownerDocument.body).findByRole('alert')).toHaveTextContent('Une entreprise avec ce nom existe déjà');
  },
};

/** Cancel asks the container to close (and reset) the form. */
export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('button', { name: 'Annuler' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const English: Story = { globals: { locale: 'en' } };

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

/**
 * Opened, untouched: no message, Enregistrer disabled while the form is invalid (spec admin §5).
 */
export const OpenedUntouched: Story = {
  args: { values: emptyMemberForm, errors: {}, submitDisabled: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('button', { name: 'Enregistrer' })).toBeDisabled();
    await expect(canvasElement.ownerDocument.body.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    await expect(body.queryByRole('alert')).toBeNull();
  },
};
