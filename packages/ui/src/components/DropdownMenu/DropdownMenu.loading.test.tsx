import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithUi } from '../../testing/render';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, SettingsMenuTrigger } from './DropdownMenu';

// A file of its own: its module registry has not loaded Radix's menu yet (DropdownMenu.test.tsx loads it in its first
// test), so the gear here is the plain button that stands in until the menu is first wanted.
describe('given a menu whose machinery has not loaded yet', () => {
  it('opens on Enter pressed at once and focuses the first item, as a keyboard opening of the loaded menu does', async () => {
    renderWithUi(
      <DropdownMenu>
        <SettingsMenuTrigger />
        <DropdownMenuContent>
          <DropdownMenuItem href="/secteurs">Gestion des secteurs</DropdownMenuItem>
          <DropdownMenuItem href="/categories">Gestion des catégories</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>,
    );
    const gear = screen.getByRole('button', { name: 'Paramètres' });
    expect(gear).toHaveAttribute('aria-haspopup', 'menu');
    // focus starts the loading; Enter comes before it has finished
    act(() => gear.focus());
    fireEvent.keyDown(gear, { key: 'Enter' });
    expect(gear).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Gestion des secteurs' })).toHaveFocus());
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });
});
