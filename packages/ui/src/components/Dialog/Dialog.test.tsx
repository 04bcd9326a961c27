import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithUi } from '../../testing/render';
import { Button } from '../Button';
import { Dialog, DialogBody, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle, DialogTrigger } from './Dialog';

function NewMemberDialog({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <Dialog onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button>Ajouter un membre</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Nouveau membre</DialogTitle>
        <DialogDescription>Renseignez les informations de l'entreprise.</DialogDescription>
        <DialogBody>
          <label>
            Nom
            <input />
          </label>
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Annuler</Button>
          </DialogClose>
          <Button>Enregistrer</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

describe('Dialog', () => {
  describe('when the trigger is pressed', () => {
    it('opens a dialog named by its title and described by its description', async () => {
      const { user } = renderWithUi(<NewMemberDialog />);
      await user.click(screen.getByRole('button', { name: 'Ajouter un membre' }));
      const dialog = screen.getByRole('dialog', { name: 'Nouveau membre' });
      expect(dialog).toHaveAccessibleDescription("Renseignez les informations de l'entreprise.");
    });

    it('moves focus into the dialog', async () => {
      const { user } = renderWithUi(<NewMemberDialog />);
      await user.click(screen.getByRole('button', { name: 'Ajouter un membre' }));
      expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    });
  });

  describe('given an open dialog', () => {
    it('keeps Tab focus inside the dialog (focus trap)', async () => {
      const { user } = renderWithUi(<NewMemberDialog />);
      await user.click(screen.getByRole('button', { name: 'Ajouter un membre' }));
      const dialog = screen.getByRole('dialog');
      for (let step = 0; step < 6; step += 1) {
        await user.tab();
        expect(dialog).toContainElement(document.activeElement as HTMLElement);
      }
    });

    it('closes on Escape and gives focus back to the trigger', async () => {
      const onOpenChange = vi.fn();
      const { user } = renderWithUi(<NewMemberDialog onOpenChange={onOpenChange} />);
      await user.click(screen.getByRole('button', { name: 'Ajouter un membre' }));
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(onOpenChange).toHaveBeenLastCalledWith(false);
      expect(screen.getByRole('button', { name: 'Ajouter un membre' })).toHaveFocus();
    });

    it('closes on a click on the backdrop', async () => {
      const { user } = renderWithUi(<NewMemberDialog />);
      await user.click(screen.getByRole('button', { name: 'Ajouter un membre' }));
      await user.click(screen.getByTestId('dialog-backdrop'));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('closes with the labelled corner button', async () => {
      const { user } = renderWithUi(<NewMemberDialog />);
      await user.click(screen.getByRole('button', { name: 'Ajouter un membre' }));
      await user.click(screen.getByRole('button', { name: 'Fermer' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('closes with a DialogClose action in the footer', async () => {
      const { user } = renderWithUi(<NewMemberDialog />);
      await user.click(screen.getByRole('button', { name: 'Ajouter un membre' }));
      await user.click(screen.getByRole('button', { name: 'Annuler' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('does not close on a click inside the box', async () => {
      const { user } = renderWithUi(<NewMemberDialog />);
      await user.click(screen.getByRole('button', { name: 'Ajouter un membre' }));
      await user.click(screen.getByRole('textbox', { name: 'Nom' }));
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    });
  });

  describe('given the English locale', () => {
    it('labels the close button in English', async () => {
      const { user } = renderWithUi(<NewMemberDialog />, { locale: 'en' });
      await user.click(screen.getByRole('button', { name: 'Ajouter un membre' }));
      expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    });
  });

  describe('given a size', () => {
    it('exposes it as data-size', () => {
      renderWithUi(
        <Dialog open>
          <DialogContent size="lg" aria-describedby={undefined}>
            <DialogTitle>Modifier la bannière</DialogTitle>
          </DialogContent>
        </Dialog>,
      );
      expect(screen.getByRole('dialog', { name: 'Modifier la bannière' })).toHaveAttribute('data-size', 'lg');
    });
  });
});
