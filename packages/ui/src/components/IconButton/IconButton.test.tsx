import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../testing/render';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  describe('given a label and an icon', () => {
    it('is named by its label, with the icon hidden from assistive technology', () => {
      renderWithUi(<IconButton label="Supprimer" icon={<svg data-testid="icon" />} />);
      const button = screen.getByRole('button', { name: 'Supprimer' });
      expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
      expect(button).toHaveAttribute('title', 'Supprimer');
    });

    it('calls onClick when pressed with the keyboard', async () => {
      const onClick = vi.fn();
      const { user } = renderWithUi(<IconButton label="Modifier" icon={<svg />} onClick={onClick} />);
      await user.tab();
      await user.keyboard('{Enter}');
      expect(onClick).toHaveBeenCalledTimes(1);
    });
  });
});
