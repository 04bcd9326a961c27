import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithUi } from '../../testing/render';
import { Select, selectAllValue } from './Select';

// jsdom lacks the pointer-capture and scrolling APIs Radix Select calls while opening.
beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
});

const countries = [
  { value: '1', label: 'Sénégal' },
  { value: '2', label: "Côte d'Ivoire" },
  { value: '3', label: 'Maroc', disabled: true },
];

describe('Select', () => {
  describe('given a label and options', () => {
    it('names the combobox with the label and shows the placeholder', () => {
      renderWithUi(<Select label="Pays" options={countries} placeholder="Choisir un pays" />);
      const trigger = screen.getByRole('combobox', { name: 'Pays' });
      expect(trigger).toHaveTextContent('Choisir un pays');
    });

    it('lists the options when opened and reports the chosen value', async () => {
      const onValueChange = vi.fn();
      const { user } = renderWithUi(<Select label="Pays" options={countries} onValueChange={onValueChange} />);
      await user.click(screen.getByRole('combobox', { name: 'Pays' }));
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Sénégal', "Côte d'Ivoire", 'Maroc']);
      await user.click(screen.getByRole('option', { name: "Côte d'Ivoire" }));
      expect(onValueChange).toHaveBeenCalledWith('2');
      expect(screen.getByRole('combobox', { name: 'Pays' })).toHaveTextContent("Côte d'Ivoire");
    });

    it('marks a disabled option as unavailable', async () => {
      const onValueChange = vi.fn();
      const { user } = renderWithUi(<Select label="Pays" options={countries} onValueChange={onValueChange} />);
      await user.click(screen.getByRole('combobox', { name: 'Pays' }));
      expect(screen.getByRole('option', { name: 'Maroc' })).toHaveAttribute('aria-disabled', 'true');
    });
  });

  describe('given an "all" option', () => {
    it('shows the all option first and selected when no value is given', async () => {
      const { user } = renderWithUi(<Select label="Pays" options={countries} allOption="Tous les pays" />);
      const trigger = screen.getByRole('combobox', { name: 'Pays' });
      expect(trigger).toHaveTextContent('Tous les pays');
      await user.click(trigger);
      expect(screen.getAllByRole('option')[0]).toHaveTextContent('Tous les pays');
    });

    it('reports the no-filter value when the all option is chosen', async () => {
      function Filter({ onChange }: { onChange: (value: string) => void }) {
        const [value, setValue] = useState('1');
        return (
          <Select
            label="Pays"
            options={countries}
            allOption="Tous les pays"
            value={value}
            onValueChange={(next) => {
              setValue(next);
              onChange(next);
            }}
          />
        );
      }
      const onChange = vi.fn();
      const { user } = renderWithUi(<Filter onChange={onChange} />);
      const trigger = screen.getByRole('combobox', { name: 'Pays' });
      expect(trigger).toHaveTextContent('Sénégal');
      await user.click(trigger);
      await user.click(screen.getByRole('option', { name: 'Tous les pays' }));
      expect(onChange).toHaveBeenCalledWith(selectAllValue);
      expect(selectAllValue).toBe('');
      expect(trigger).toHaveTextContent('Tous les pays');
    });
  });

  describe('given disabled', () => {
    it('cannot be opened', async () => {
      const { user } = renderWithUi(<Select label="Secteur" options={countries} disabled />);
      const trigger = screen.getByRole('combobox', { name: 'Secteur' });
      expect(trigger).toBeDisabled();
      await user.click(trigger);
      expect(screen.queryByRole('option')).not.toBeInTheDocument();
    });
  });

  describe('given an error', () => {
    it('marks the combobox invalid and describes it with the message', () => {
      renderWithUi(<Select label="Secteur" options={countries} required error="Ce champ est obligatoire." />);
      const trigger = screen.getByRole('combobox', { name: 'Secteur' });
      expect(trigger).toHaveAttribute('aria-invalid', 'true');
      expect(trigger).toHaveAccessibleDescription('Ce champ est obligatoire.');
    });
  });

  describe('when the user uses the keyboard', () => {
    it('opens with Enter and chooses with the arrows and Enter', async () => {
      const onValueChange = vi.fn();
      const { user } = renderWithUi(<Select label="Pays" options={countries} allOption="Tous les pays" onValueChange={onValueChange} />);
      screen.getByRole('combobox', { name: 'Pays' }).focus();
      await user.keyboard('{Enter}');
      await user.keyboard('{ArrowDown}{Enter}');
      expect(onValueChange).toHaveBeenCalledWith('1');
    });
  });
});
