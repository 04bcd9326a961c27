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
  describe('when the user cancels', () => {
    it('closes on Escape', async () => {
      const { user } = renderWithUi(<DeleteAmcham />);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });
  });

  describe('given busy', () => {
    it('ignores confirm and stays open on Escape', async () => {
      const onConfirm = vi.fn();
      const { user } = renderWithUi(<DeleteAmcham busy onConfirm={onConfirm} busyLabel="Suppression…" />);
      const confirm = screen.getByRole('button', { name: 'Suppression…' });
      expect(confirm).toHaveAttribute('aria-busy', 'true');
      await user.click(confirm);
      expect(onConfirm).not.toHaveBeenCalled();
      await user.keyboard('{Escape}');
      expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    });
  });

  describe('given default labels', () => {
    it('reads Confirm / Cancel in English', () => {
      renderWithUi(<ConfirmDialog open onOpenChange={() => undefined} title="Publish" message="Publish it?" onConfirm={() => undefined} />, { locale: 'en' });
      expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    });
  });
});
