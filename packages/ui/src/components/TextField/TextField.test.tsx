import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithUi } from '../../testing/render';
import { TextField } from './TextField';

describe('TextField', () => {
  describe('given a label', () => {
    it('names the input with the label', () => {
      renderWithUi(<TextField label="Nom de l'entreprise" />);
      expect(screen.getByRole('textbox', { name: "Nom de l'entreprise" })).toBeInTheDocument();
    });

    it('keeps a hidden label as the accessible name', () => {
      renderWithUi(<TextField label="Mot-clé" hideLabel />);
      expect(screen.getByRole('textbox', { name: 'Mot-clé' })).toBeInTheDocument();
    });
  });

  describe('given required', () => {
    it('marks the input required and shows a marker hidden from the accessible name', () => {
      renderWithUi(<TextField label="Email" required />);
      const input = screen.getByRole('textbox', { name: 'Email' });
      expect(input).toBeRequired();
      expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    });
  });

  describe('given a hint', () => {
    it('describes the input with the hint', () => {
      renderWithUi(<TextField label="Téléphone" hint="Format international accepté" />);
      expect(screen.getByRole('textbox', { name: 'Téléphone' })).toHaveAccessibleDescription('Format international accepté');
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

  describe('given no error', () => {
    it('is not marked invalid and has no description', () => {
      renderWithUi(<TextField label="Email" />);
      const input = screen.getByRole('textbox', { name: 'Email' });
      expect(input).not.toHaveAttribute('aria-invalid');
      expect(input).not.toHaveAttribute('aria-describedby');
    });
  });

  describe('when the user types', () => {
    it('calls onChange with the typed value', async () => {
      const onChange = vi.fn();
      const { user } = renderWithUi(<TextField label="Ville" onChange={(event) => onChange(event.target.value)} />);
      await user.type(screen.getByRole('textbox', { name: 'Ville' }), 'Dakar');
      expect(onChange).toHaveBeenLastCalledWith('Dakar');
    });
  });

  describe('given disabled', () => {
    it('does not accept input', async () => {
      const { user } = renderWithUi(<TextField label="Ville" disabled defaultValue="Paris" />);
      const input = screen.getByRole('textbox', { name: 'Ville' });
      await user.type(input, 'X');
      expect(input).toBeDisabled();
      expect(input).toHaveValue('Paris');
    });
  });

  describe('given a size', () => {
    it('exposes the size on the box as data-size', () => {
      renderWithUi(<TextField label="Ville" size="sm" />);
      expect(screen.getByRole('textbox', { name: 'Ville' }).parentElement).toHaveAttribute('data-size', 'sm');
    });
  });
});
