import { describe, expect, it } from 'vitest';
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
  describe('given the English locale', () => {
    it('labels the close button in English', async () => {
      const { user } = renderWithUi(<NewMemberDialog />, { locale: 'en' });
      await user.click(screen.getByRole('button', { name: 'Ajouter un membre' }));
      expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    });
  });
});
