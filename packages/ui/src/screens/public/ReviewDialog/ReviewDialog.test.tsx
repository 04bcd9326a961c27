import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../../testing/render';
import { ReviewDialog, emptyReview } from './ReviewDialog';
import type { ReviewDialogProps } from './ReviewDialog';

function props(overrides: Partial<ReviewDialogProps> = {}): ReviewDialogProps {
  return {
    open: true,
    onOpenChange: vi.fn(),
    memberName: 'Atlantique Finance',
    values: emptyReview,
    onFieldChange: vi.fn(),
    onSubmit: vi.fn(),
    ...overrides,
  };
}

const filled = { score: 5, comment: 'Parfait', lastName: 'Diop', firstName: 'Awa' };

describe('ReviewDialog', () => {
  describe('given it is open', () => {
    it('names the member and offers stars 1 to 5, comment, last name and first name', () => {
      renderWithUi(<ReviewDialog {...props()} />);
      const dialog = screen.getByRole('dialog', { name: 'Donner un avis' });
      expect(dialog).toHaveAccessibleDescription('Votre avis sur Atlantique Finance');
      expect(within(dialog).getAllByRole('radio')).toHaveLength(5);
      expect(within(dialog).getByLabelText(/Commentaire/)).toBeInTheDocument();
      expect(within(dialog).getByLabelText(/^Nom/)).toBeInTheDocument();
      expect(within(dialog).getByLabelText(/Prénom/)).toBeInTheDocument();
    });
  });

  describe('when the visitor fills the form', () => {
    it('reports each field to the container', async () => {
      const onFieldChange = vi.fn();
      const { user } = renderWithUi(<ReviewDialog {...props({ onFieldChange })} />);
      await user.click(screen.getAllByRole('radio')[2]!);
      await user.type(screen.getByLabelText(/Commentaire/), 'B');
      await user.type(screen.getByLabelText(/^Nom/), 'D');
      await user.type(screen.getByLabelText(/Prénom/), 'A');
      expect(onFieldChange).toHaveBeenCalledWith('score', 3);
      expect(onFieldChange).toHaveBeenCalledWith('comment', 'B');
      expect(onFieldChange).toHaveBeenCalledWith('lastName', 'D');
      expect(onFieldChange).toHaveBeenCalledWith('firstName', 'A');
    });
  });

  describe('given an invalid form (spec public §4)', () => {
    it('disables Publier', () => {
      renderWithUi(<ReviewDialog {...props({ submitDisabled: true })} />);
      expect(screen.getByRole('button', { name: 'Publier' })).toBeDisabled();
    });

    it('shows the required-fields message when the container says so, in French and English', () => {
      const { unmount } = renderWithUi(<ReviewDialog {...props({ showRequiredMessage: true })} />);
      expect(screen.getByRole('alert')).toHaveTextContent('Veuillez remplir tous les champs obligatoires');
      unmount();
      renderWithUi(<ReviewDialog {...props({ showRequiredMessage: true })} />, { locale: 'en' });
      expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    });
  });

  describe('when Publier is clicked on a valid form', () => {
    it('asks the container to send the review', async () => {
      const onSubmit = vi.fn();
      const { user } = renderWithUi(<ReviewDialog {...props({ values: filled, onSubmit })} />);
      await user.click(screen.getByRole('button', { name: 'Publier' }));
      expect(onSubmit).toHaveBeenCalledTimes(1);
    });
  });

  describe('given the review is being sent', () => {
    it('keeps Publier busy and does not send twice', async () => {
      const onSubmit = vi.fn();
      const { user } = renderWithUi(<ReviewDialog {...props({ values: filled, onSubmit, submitting: true })} />);
      const publish = screen.getByRole('button', { name: 'Publication…' });
      expect(publish).toHaveAttribute('aria-busy', 'true');
      await user.click(publish);
      expect(onSubmit).not.toHaveBeenCalled();
    });
  });

  describe('given sending failed', () => {
    it('stays open with the spec message', () => {
      renderWithUi(<ReviewDialog {...props({ values: filled, submitError: true })} />);
      expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent(
        "Une erreur s'est produite lors de l'envoi de votre avis. Veuillez réessayer.",
      );
    });
  });

  describe('when Annuler is clicked', () => {
    it('asks to close', async () => {
      const onOpenChange = vi.fn();
      const { user } = renderWithUi(<ReviewDialog {...props({ onOpenChange })} />);
      await user.click(screen.getAllByRole('button', { name: 'Annuler' })[0]!);
      expect(onOpenChange).toHaveBeenCalledWith(false);
    });
  });

  describe('given touched fields with errors', () => {
    it('shows the error under the field', () => {
      renderWithUi(<ReviewDialog {...props({ errors: { lastName: 'Ce champ est obligatoire.' }, touched: { lastName: true } })} />);
      expect(screen.getByLabelText(/^Nom/)).toHaveAccessibleDescription('Ce champ est obligatoire.');
    });
  });
});
