import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmDialog, confirmDialogTones, type ConfirmDialogProps } from './ConfirmDialog';

/** Holds open state like a screen does; starts open so the screenshot shows the dialog. */
function Harness(args: Omit<ConfirmDialogProps, 'open' | 'onOpenChange'> & { defaultOpen?: boolean }) {
  const { defaultOpen = true, ...props } = args;
  const [open, setOpen] = useState(defaultOpen);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Supprimer l&apos;Amcham
      </Button>
      <ConfirmDialog {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Components/ConfirmDialog',
  component: Harness,
  args: {
    title: 'Supprimer',
    message: 'Êtes-vous sûr de vouloir supprimer cet Amcham ?',
    confirmLabel: 'Supprimer',
    tone: 'danger',
    busy: false,
    onConfirm: fn(),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: confirmDialogTones },
    busy: { control: 'boolean' },
  },
  parameters: {
    // The open dialog hides the page behind it and traps focus: axe's aria-hidden-focus does not apply (see Dialog).
    a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
  },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer' }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};

export const Danger: Story = {
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer' });
    await expect(dialog).toHaveAccessibleDescription('Êtes-vous sûr de vouloir supprimer cet Amcham ?');
    // Cancel, the safe choice, has the focus first
    await expect(screen.getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await expect(screen.getByRole('button', { name: 'Supprimer' })).toHaveAttribute('data-variant', 'danger');
  },
};

export const DefaultTone: Story = {
  args: { title: 'Publier', message: "Publier l'annonce sur le portail ?", confirmLabel: undefined, tone: 'default' },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Confirmer' })).toHaveAttribute('data-variant', 'primary');
    await expect(screen.getByRole('button', { name: 'Annuler' })).toBeVisible();
  },
};

/** While the action runs, confirm is busy and cancel is disabled. */
export const Busy: Story = {
  args: { busy: true, busyLabel: 'Suppression…' },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Suppression…' })).toHaveAttribute('aria-busy', 'true');
    await expect(screen.getByRole('button', { name: 'Annuler' })).toBeDisabled();
  },
};

export const CancelCloses: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: /Annuler|Cancel/ }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const DeleteCategory: Story = {
  args: { message: 'Êtes-vous sûr de vouloir supprimer cette catégorie ?' },
};
