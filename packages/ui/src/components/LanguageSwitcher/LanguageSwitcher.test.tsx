import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithUi } from '../../testing/render';
import { LanguageSwitcher } from './LanguageSwitcher';

describe('LanguageSwitcher', () => {
  describe('given French active', () => {
    it('names the trigger with the active language', () => {
      renderWithUi(<LanguageSwitcher value="fr" onChange={() => undefined} />);
      expect(screen.getByRole('button', { name: 'Langue : Français, FR' })).toHaveTextContent('FR');
    });

    it('lists French and English with a check on French', async () => {
      const { user } = renderWithUi(<LanguageSwitcher value="fr" onChange={() => undefined} />);
      await user.click(screen.getByRole('button', { name: 'Langue : Français, FR' }));
      const panel = screen.getByRole('dialog', { name: 'Choisir la langue' });
      expect(panel).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Français' })).toHaveAttribute('aria-current', 'true');
      expect(screen.getByRole('button', { name: 'English' })).not.toHaveAttribute('aria-current');
      expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en');
    });
  });

  describe('when the user picks English', () => {
    it('calls onChange with en and closes', async () => {
      const onChange = vi.fn();
      const { user } = renderWithUi(<LanguageSwitcher value="fr" onChange={onChange} />);
      await user.click(screen.getByRole('button', { name: 'Langue : Français, FR' }));
      await user.click(screen.getByRole('button', { name: 'English' }));
      expect(onChange).toHaveBeenCalledWith('en');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  describe('when the user picks the active language', () => {
    it('closes without calling onChange', async () => {
      const onChange = vi.fn();
      const { user } = renderWithUi(<LanguageSwitcher value="fr" onChange={onChange} />);
      await user.click(screen.getByRole('button', { name: 'Langue : Français, FR' }));
      await user.click(screen.getByRole('button', { name: 'Français' }));
      expect(onChange).not.toHaveBeenCalled();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  describe('given the pop-up open', () => {
    it('closes on a click outside', async () => {
      const { user } = renderWithUi(
        <div>
          <LanguageSwitcher value="fr" onChange={() => undefined} />
          <p>Annuaire des membres</p>
        </div>,
      );
      await user.click(screen.getByRole('button', { name: 'Langue : Français, FR' }));
      await user.click(screen.getByText('Annuaire des membres'));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('closes on Escape', async () => {
      const { user } = renderWithUi(<LanguageSwitcher value="fr" onChange={() => undefined} />);
      await user.click(screen.getByRole('button', { name: 'Langue : Français, FR' }));
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Langue : Français, FR' })).toHaveFocus();
    });
  });

  describe('given the English interface', () => {
    it('names the trigger in English with English active', () => {
      renderWithUi(<LanguageSwitcher value="en" onChange={() => undefined} />, { locale: 'en' });
      expect(screen.getByRole('button', { name: 'Language: English, EN' })).toHaveTextContent('EN');
    });
  });
});
