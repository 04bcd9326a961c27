import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithUi } from '../../testing/render';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  describe('given the default state', () => {
    it('hides the password and offers to show it', () => {
      renderWithUi(<PasswordField label="Mot de passe" />);
      expect(screen.getByLabelText('Mot de passe')).toHaveAttribute('type', 'password');
      expect(screen.getByRole('button', { name: 'Afficher le mot de passe' })).toBeInTheDocument();
    });
  });

  describe('when the user presses the toggle', () => {
    it('shows the password, then hides it again', async () => {
      const { user } = renderWithUi(<PasswordField label="Mot de passe" defaultValue="secret1" />);
      await user.click(screen.getByRole('button', { name: 'Afficher le mot de passe' }));
      expect(screen.getByRole('textbox', { name: 'Mot de passe' })).toHaveValue('secret1');
      await user.click(screen.getByRole('button', { name: 'Masquer le mot de passe' }));
      expect(screen.getByLabelText('Mot de passe')).toHaveAttribute('type', 'password');
    });
  });

  describe('given the English locale', () => {
    it('labels the toggle in English', () => {
      renderWithUi(<PasswordField label="Password" />, { locale: 'en' });
      expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
    });
  });

  describe('given an error', () => {
    it('marks the input invalid and describes it with the message', () => {
      renderWithUi(<PasswordField label="Mot de passe" error="Minimum 6 caractères" />);
      const input = screen.getByLabelText('Mot de passe');
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription('Minimum 6 caractères');
    });
  });

  describe('given a label override for the toggle', () => {
    it("uses the screen's own label", () => {
      renderWithUi(<PasswordField label="Mot de passe" showPasswordLabel="Voir" />);
      expect(screen.getByRole('button', { name: 'Voir' })).toBeInTheDocument();
    });
  });
});
