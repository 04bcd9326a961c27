import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithUi } from '../../testing/render';
import type { LinkComponentProps } from '../../provider/LinkProvider';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, SettingsMenuTrigger } from './DropdownMenu';

function ParametersMenu({ onExport }: { onExport?: () => void }) {
  return (
    <div>
      <DropdownMenu>
        <SettingsMenuTrigger />
        <DropdownMenuContent>
          <DropdownMenuLabel>Paramètres</DropdownMenuLabel>
          <DropdownMenuItem href="/secteurs">Gestion des secteurs</DropdownMenuItem>
          <DropdownMenuItem href="/categories">Gestion des catégories</DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={onExport}>Exporter</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <p>Tableau de bord</p>
    </div>
  );
}

describe('DropdownMenu', () => {
  describe('given the settings gear', () => {
    it('is named Settings in English', () => {
      renderWithUi(<ParametersMenu />, { locale: 'en' });
      expect(screen.getByRole('button', { name: 'Settings' })).toBeInTheDocument();
    });
  });

  describe('given link items', () => {
    it('renders them through the provider link component with their href', async () => {
      const navigate = vi.fn();
      function RouterLink({ href, onClick, ...props }: LinkComponentProps) {
        return (
          <a
            href={href}
            {...props}
            onClick={(event) => {
              onClick?.(event);
              event.preventDefault();
              navigate(href);
            }}
          />
        );
      }
      const { user } = renderWithUi(<ParametersMenu />, { linkComponent: RouterLink });
      await user.click(screen.getByRole('button', { name: 'Paramètres' }));
      expect(await screen.findByRole('menuitem', { name: 'Gestion des secteurs' })).toHaveAttribute('href', '/secteurs');
      await user.click(screen.getByRole('menuitem', { name: 'Gestion des catégories' }));
      expect(navigate).toHaveBeenCalledWith('/categories');
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    });
  });

  describe('when the user chooses an action with the keyboard', () => {
    it('moves with the arrows and selects with Enter', async () => {
      const onExport = vi.fn();
      const { user } = renderWithUi(<ParametersMenu onExport={onExport} />);
      screen.getByRole('button', { name: 'Paramètres' }).focus();
      await user.keyboard('{Enter}');
      // the first item has the focus once the menu is there, whether it had loaded before Enter or not
      await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Gestion des secteurs' })).toHaveFocus());
      await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
      expect(onExport).toHaveBeenCalledTimes(1);
    });
  });
});
