import { screen } from '@testing-library/react';
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
  describe('given the review is being sent', () => {
    it('does not send twice', async () => {
      const onSubmit = vi.fn();
      const { user } = renderWithUi(<ReviewDialog {...props({ values: filled, onSubmit, submitting: true })} />);
      await user.click(screen.getByRole('button', { name: 'Publication…' }));
      expect(onSubmit).not.toHaveBeenCalled();
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
