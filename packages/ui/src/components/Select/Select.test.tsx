import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithUi } from '../../testing/render';
import { Select } from './Select';

const countries = [
  { value: '1', label: 'Sénégal' },
  { value: '2', label: "Côte d'Ivoire" },
  { value: '3', label: 'Maroc', disabled: true },
];

describe('Select', () => {
  describe('given a label and options', () => {
    it('marks a disabled option as unavailable', () => {
      renderWithUi(<Select label="Pays" options={countries} />);
      expect(screen.getByRole('option', { name: 'Maroc' })).toBeDisabled();
    });

    it('carries its name and value in a form', async () => {
      const { user } = renderWithUi(
        <form aria-label="Profil">
          <Select label="Pays" name="countryId" options={countries} placeholder="Choisir un pays" />
        </form>,
      );
      await user.selectOptions(screen.getByRole('combobox', { name: 'Pays' }), 'Sénégal');
      expect(new FormData(screen.getByRole('form', { name: 'Profil' }) as HTMLFormElement).get('countryId')).toBe('1');
    });
  });

  describe('given required and nothing chosen', () => {
    it('leaves the form invalid until a value is chosen', async () => {
      const { user } = renderWithUi(<Select label="Pays" options={countries} placeholder="Choisir un pays" required />);
      const select = screen.getByRole('combobox', { name: 'Pays' });
      expect(select).toBeInvalid();
      await user.selectOptions(select, 'Sénégal');
      expect(select).toBeValid();
    });
  });

  describe('given a controlled value', () => {
    it('shows the placeholder while the value is undefined and the parent value once set', async () => {
      function Field() {
        const [value, setValue] = useState<string | undefined>(undefined);
        return (
          <>
            <Select label="Pays" options={countries} placeholder="Choisir un pays" value={value} onValueChange={setValue} />
            <button type="button" onClick={() => setValue(undefined)}>
              Effacer
            </button>
          </>
        );
      }
      const { user } = renderWithUi(<Field />);
      const select = screen.getByRole('combobox', { name: 'Pays' });
      expect(select).toHaveDisplayValue('Choisir un pays');
      await user.selectOptions(select, 'Sénégal');
      expect(select).toHaveDisplayValue('Sénégal');
      await user.click(screen.getByRole('button', { name: 'Effacer' }));
      expect(select).toHaveDisplayValue('Choisir un pays');
    });

    it('keeps the parent value when the parent does not take the choice', async () => {
      const onValueChange = vi.fn();
      const { user } = renderWithUi(<Select label="Pays" options={countries} value="1" onValueChange={onValueChange} />);
      const select = screen.getByRole('combobox', { name: 'Pays' });
      await user.selectOptions(select, "Côte d'Ivoire");
      expect(onValueChange).toHaveBeenCalledWith('2');
      expect(select).toHaveDisplayValue('Sénégal');
    });
  });

  describe('given a hint', () => {
    it('describes the combobox with the hint', () => {
      renderWithUi(<Select label="Secteur" options={countries} hint="Le secteur principal de la société." />);
      expect(screen.getByRole('combobox', { name: 'Secteur' })).toHaveAccessibleDescription('Le secteur principal de la société.');
    });
  });
});
