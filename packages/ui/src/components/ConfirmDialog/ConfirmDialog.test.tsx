import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithUi } from '../../testing/render';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

function DeleteAmcham(props: Partial<ConfirmDialogProps> & { onConfirm?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <output>{open ? 'ouvert' : 'fermé'}</output>
      <ConfirmDialog
        title="Supprimer"
        message="Êtes-vous sûr de vouloir supprimer cet Amcham ?"
        tone="danger"
        confirmLabel="Supprimer"
        onConfirm={() => undefined}
        {...props}
        open={open}
        onOpenChange={setOpen}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  describe('given it is open', () => {
    it('is an alert dialog named by its title and described by its message', () => {
      renderWithUi(<DeleteAmcham />);
      const dialog = screen.getByRole('alertdialog', { name: 'Supprimer' });
      expect(dialog).toHaveAccessibleDescription('Êtes-vous sûr de vouloir supprimer cet Amcham ?');
    });

    it('focuses Cancel first, the safe choice', () => {
      renderWithUi(<DeleteAmcham />);
      expect(screen.getByRole('button', { name: 'Annuler' })).toHaveFocus();
    });

    it('shows the danger tone on the confirm button', () => {
      renderWithUi(<DeleteAmcham />);
      expect(screen.getByRole('button', { name: 'Supprimer' })).toHaveAttribute('data-variant', 'danger');
    });
  });

  describe('when the user confirms', () => {
    it('calls onConfirm', async () => {
      const onConfirm = vi.fn();
      const { user } = renderWithUi(<DeleteAmcham onConfirm={onConfirm} />);
      await user.click(screen.getByRole('button', { name: 'Supprimer' }));
      expect(onConfirm).toHaveBeenCalledTimes(1);
    });
  });

  describe('when the user cancels', () => {
    it('closes without confirming', async () => {
      const onConfirm = vi.fn();
      const { user } = renderWithUi(<DeleteAmcham onConfirm={onConfirm} />);
      await user.click(screen.getByRole('button', { name: 'Annuler' }));
      expect(screen.getByRole('status')).toHaveTextContent('fermé');
      expect(onConfirm).not.toHaveBeenCalled();
    });

    it('closes on Escape', async () => {
      const { user } = renderWithUi(<DeleteAmcham />);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });
  });

  describe('given busy', () => {
    it('blocks confirm and cancel and stays open on Escape', async () => {
      const onConfirm = vi.fn();
      const { user } = renderWithUi(<DeleteAmcham busy onConfirm={onConfirm} busyLabel="Suppression…" />);
      const confirm = screen.getByRole('button', { name: 'Suppression…' });
      expect(confirm).toHaveAttribute('aria-busy', 'true');
      await user.click(confirm);
      expect(onConfirm).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Annuler' })).toBeDisabled();
      await user.keyboard('{Escape}');
      expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    });
  });

  describe('given default labels', () => {
    it('reads Confirmer / Annuler in French and Confirm / Cancel in English', () => {
      const { unmount } = renderWithUi(
        <ConfirmDialog open onOpenChange={() => undefined} title="Publier" message="Publier l'annonce ?" onConfirm={() => undefined} />,
      );
      expect(screen.getByRole('button', { name: 'Confirmer' })).toHaveAttribute('data-variant', 'primary');
      expect(screen.getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
      unmount();
      renderWithUi(<ConfirmDialog open onOpenChange={() => undefined} title="Publish" message="Publish it?" onConfirm={() => undefined} />, { locale: 'en' });
      expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    });
  });
});
