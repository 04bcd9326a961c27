import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { emptyNameForm, NameFormDialog } from './NameFormDialog';

const meta = {
  title: 'Screens/Admin/NameFormDialog',
  component: NameFormDialog,
  args: {
    kind: 'sector',
    mode: 'add',
    onClose: fn(),
    values: { nameFr: 'Énergie', nameEn: 'Energy' },
    onChange: fn(),
    onBlur: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof NameFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const AddSector: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('heading', { name: 'Ajouter un secteur' })).toBeVisible();
    await userEvent.type(body.getByRole('textbox', { name: /Nom anglais/ }), 's');
    await expect(args.onChange).toHaveBeenCalledWith('nameEn', 'Energys');
    await userEvent.click(body.getByRole('button', { name: 'Enregistrer' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const EditSector: Story = { args: { mode: 'edit', values: { nameFr: 'Technologie', nameEn: 'Technology' } } };

export const AddCategory: Story = {
  args: { kind: 'category', values: emptyNameForm, submitDisabled: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('heading', { name: 'Ajouter une catégorie' })).toBeVisible();
    await expect(body.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
  },
};

export const EditCategory: Story = { args: { kind: 'category', mode: 'edit', values: { nameFr: 'Formation', nameEn: 'Training' } } };

/** Both names required, with the spec's messages once touched (admin §5). */
export const Invalid: Story = {
  args: {
    values: emptyNameForm,
    errors: { nameFr: 'Le nom français est requis', nameEn: 'Le nom anglais est requis' },
    submitDisabled: true,
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Le nom français est requis')).toBeVisible();
    await expect(body.getByText('Le nom anglais est requis')).toBeVisible();
  },
};

export const Saving: Story = { args: { saving: true } };

/** A name another sector has: the catalogue's duplicate message. */
export const Duplicate: Story = {
  args: { values: { nameFr: 'sante', nameEn: 'Care' }, serverError: 'Une ressource avec ce nom existe déjà' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement.ownerDocument.body).findByRole('alert')).toHaveTextContent('Une ressource avec ce nom existe déjà');
  },
};

export const English: Story = { globals: { locale: 'en' }, args: { mode: 'edit', kind: 'category' } };

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

/**
 * Opened, untouched: no message, Enregistrer disabled while a name is missing (spec admin §5).
 */
export const OpenedUntouched: Story = {
  args: { values: emptyNameForm, errors: {}, submitDisabled: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('button', { name: 'Enregistrer' })).toBeDisabled();
    await expect(canvasElement.ownerDocument.body.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    await expect(body.queryByRole('alert')).toBeNull();
  },
};
