import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithUi } from '../../testing/render';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  describe('given a label', () => {
    it('is a checkbox named by its label, unchecked by default', () => {
      renderWithUi(<Checkbox label="Se souvenir de moi" />);
      expect(screen.getByRole('checkbox', { name: 'Se souvenir de moi' })).not.toBeChecked();
    });
  });

  describe('when the user clicks the box or the label', () => {
    it('toggles and reports a boolean', async () => {
      const onCheckedChange = vi.fn();
      const { user } = renderWithUi(<Checkbox label="Se souvenir de moi" onCheckedChange={onCheckedChange} />);
      await user.click(screen.getByRole('checkbox', { name: 'Se souvenir de moi' }));
      expect(onCheckedChange).toHaveBeenLastCalledWith(true);
      expect(screen.getByRole('checkbox', { name: 'Se souvenir de moi' })).toBeChecked();
      await user.click(screen.getByText('Se souvenir de moi'));
      expect(onCheckedChange).toHaveBeenLastCalledWith(false);
      expect(screen.getByRole('checkbox', { name: 'Se souvenir de moi' })).not.toBeChecked();
    });
  });

  describe('when the user presses Space', () => {
    it('toggles the focused checkbox', async () => {
      const { user } = renderWithUi(<Checkbox label="Ouvert" />);
      await user.tab();
      await user.keyboard(' ');
      expect(screen.getByRole('checkbox', { name: 'Ouvert' })).toBeChecked();
    });
  });

  describe('given a controlled value', () => {
    it('follows the owner state', async () => {
      function Permanent() {
        const [permanent, setPermanent] = useState(true);
        return (
          <>
            <Checkbox label="Permanente" checked={permanent} onCheckedChange={setPermanent} />
            <output>{permanent ? 'oui' : 'non'}</output>
          </>
        );
      }
      const { user } = renderWithUi(<Permanent />);
      expect(screen.getByRole('checkbox', { name: 'Permanente' })).toBeChecked();
      await user.click(screen.getByRole('checkbox', { name: 'Permanente' }));
      expect(screen.getByRole('status')).toHaveTextContent('non');
    });
  });

  describe('given indeterminate', () => {
    it('exposes the mixed state', () => {
      renderWithUi(<Checkbox label="Tous les jours" checked="indeterminate" />);
      expect(screen.getByRole('checkbox', { name: 'Tous les jours' })).toHaveAttribute('aria-checked', 'mixed');
    });
  });

  describe('given disabled', () => {
    it('does not toggle', async () => {
      const onCheckedChange = vi.fn();
      const { user } = renderWithUi(<Checkbox label="Ouvert" disabled onCheckedChange={onCheckedChange} />);
      await user.click(screen.getByRole('checkbox', { name: 'Ouvert' }));
      expect(onCheckedChange).not.toHaveBeenCalled();
      expect(screen.getByRole('checkbox', { name: 'Ouvert' })).toBeDisabled();
    });
  });

  describe('given an error', () => {
    it('marks the checkbox invalid and describes it with the message', () => {
      renderWithUi(<Checkbox label="J'accepte les conditions" required error="Ce champ est obligatoire." />);
      const box = screen.getByRole('checkbox', { name: "J'accepte les conditions" });
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveAccessibleDescription('Ce champ est obligatoire.');
    });
  });
});
