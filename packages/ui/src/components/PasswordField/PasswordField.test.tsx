import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithUi } from '../../testing/render';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  describe('given the English locale', () => {
    it('labels the toggle in English', () => {
      renderWithUi(<PasswordField label="Password" />, { locale: 'en' });
      expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
    });
  });

  describe('given a label override for the toggle', () => {
    it("uses the screen's own label", () => {
      renderWithUi(<PasswordField label="Mot de passe" showPasswordLabel="Voir" />);
      expect(screen.getByRole('button', { name: 'Voir' })).toBeInTheDocument();
    });
  });
});
