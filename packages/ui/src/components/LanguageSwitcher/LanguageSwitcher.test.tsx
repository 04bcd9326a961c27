import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithUi } from '../../testing/render';
import { LanguageSwitcher } from './LanguageSwitcher';

describe('LanguageSwitcher', () => {
  describe('when the user opens it with the keyboard', () => {
    it('opens on Enter and on Space', async () => {
      const { user } = renderWithUi(<LanguageSwitcher value="fr" onChange={() => undefined} />);
      await user.tab();
      expect(screen.getByRole('button', { name: 'Langue : Français, FR' })).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(screen.getByRole('button', { name: 'Français' })).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('list', { name: 'Choisir la langue' })).not.toBeInTheDocument();
      await user.keyboard(' ');
      expect(screen.getByRole('list', { name: 'Choisir la langue' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Français' })).toHaveFocus();
    });

    it('moves between the languages with Arrow Down and Arrow Up, round the ends', async () => {
      const { user } = renderWithUi(<LanguageSwitcher value="fr" onChange={() => undefined} />);
      await user.click(screen.getByRole('button', { name: 'Langue : Français, FR' }));
      await user.keyboard('{ArrowDown}');
      expect(screen.getByRole('button', { name: 'English' })).toHaveFocus();
      await user.keyboard('{ArrowDown}');
      expect(screen.getByRole('button', { name: 'Français' })).toHaveFocus();
      await user.keyboard('{ArrowUp}');
      expect(screen.getByRole('button', { name: 'English' })).toHaveFocus();
      await user.keyboard('{ArrowUp}');
      expect(screen.getByRole('button', { name: 'Français' })).toHaveFocus();
    });

    it('chooses the focused language with Enter', async () => {
      const onChange = vi.fn();
      const { user } = renderWithUi(<LanguageSwitcher value="fr" onChange={onChange} />);
      await user.tab();
      await user.keyboard('{Enter}{ArrowDown}{Enter}');
      expect(onChange).toHaveBeenCalledWith('en');
      expect(screen.queryByRole('list', { name: 'Choisir la langue' })).not.toBeInTheDocument();
    });
  });

  describe('when the user picks the active language', () => {
    it('closes without calling onChange', async () => {
      const onChange = vi.fn();
      const { user } = renderWithUi(<LanguageSwitcher value="fr" onChange={onChange} />);
      await user.click(screen.getByRole('button', { name: 'Langue : Français, FR' }));
      await user.click(screen.getByRole('button', { name: 'Français' }));
      expect(onChange).not.toHaveBeenCalled();
      expect(screen.queryByRole('list', { name: 'Choisir la langue' })).not.toBeInTheDocument();
    });
  });

  describe('given the pop-up open', () => {
    it('closes on a second click on the trigger', async () => {
      const { user } = renderWithUi(<LanguageSwitcher value="fr" onChange={() => undefined} />);
      const trigger = screen.getByRole('button', { name: 'Langue : Français, FR' });
      await user.click(trigger);
      await user.click(trigger);
      expect(screen.queryByRole('list', { name: 'Choisir la langue' })).not.toBeInTheDocument();
      expect(trigger).toHaveAttribute('aria-expanded', 'false');
    });

    it('closes when focus leaves it', async () => {
      const { user } = renderWithUi(
        <div>
          <LanguageSwitcher value="fr" onChange={() => undefined} />
          <a href="/membres">Membres</a>
        </div>,
      );
      await user.click(screen.getByRole('button', { name: 'Langue : Français, FR' }));
      await user.tab();
      expect(screen.getByRole('button', { name: 'English' })).toHaveFocus();
      await user.tab();
      expect(screen.getByRole('link', { name: 'Membres' })).toHaveFocus();
      expect(screen.queryByRole('list', { name: 'Choisir la langue' })).not.toBeInTheDocument();
    });
  });

  describe('given the English interface', () => {
    it('names the trigger and the list in English', async () => {
      const { user } = renderWithUi(<LanguageSwitcher value="en" onChange={() => undefined} />, { locale: 'en' });
      const trigger = screen.getByRole('button', { name: 'Language: English, EN' });
      expect(trigger).toHaveTextContent('EN');
      await user.click(trigger);
      expect(screen.getByRole('list', { name: 'Choose the language' })).toBeInTheDocument();
    });
  });
});
