import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithUi } from '../../testing/render';
import { TextField } from './TextField';

describe('TextField', () => {
  describe('given a label', () => {
    it('keeps a hidden label as the accessible name', () => {
      renderWithUi(<TextField label="Mot-clé" hideLabel />);
      expect(screen.getByRole('textbox', { name: 'Mot-clé' })).toBeInTheDocument();
    });
  });

  describe('given an error', () => {
    it('sets aria-invalid and describes the input with the hint then the error', () => {
      renderWithUi(<TextField label="Email" hint="Adresse professionnelle" error="Email invalide" />);
      const input = screen.getByRole('textbox', { name: 'Email' });
      expect(input).toBeInvalid();
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription('Adresse professionnelle Email invalide');
    });
  });
});
