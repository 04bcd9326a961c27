import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithUi } from '../../testing/render';
import { Button } from '../Button';
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from './Popover';

function Help() {
  return (
    <div>
      <Popover>
        <PopoverTrigger asChild>
          <Button variant="secondary">Aide</Button>
        </PopoverTrigger>
        <PopoverContent aria-label="Aide sur le logo">
          <p>PNG ou JPG, 2 Mo au plus.</p>
          <PopoverClose asChild>
            <Button variant="ghost">Compris</Button>
          </PopoverClose>
        </PopoverContent>
      </Popover>
      <p>Ailleurs sur la page</p>
    </div>
  );
}

describe('Popover', () => {
  describe('when the trigger is pressed', () => {
    it('opens the panel and marks the trigger expanded', async () => {
      const { user } = renderWithUi(<Help />);
      const trigger = screen.getByRole('button', { name: 'Aide' });
      expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await user.click(trigger);
      expect(screen.getByRole('dialog', { name: 'Aide sur le logo' })).toHaveTextContent('PNG ou JPG, 2 Mo au plus.');
      expect(trigger).toHaveAttribute('aria-expanded', 'true');
    });
  });

  describe('given an open panel', () => {
    it('closes on Escape and returns focus to the trigger', async () => {
      const { user } = renderWithUi(<Help />);
      await user.click(screen.getByRole('button', { name: 'Aide' }));
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Aide' })).toHaveFocus();
    });

    it('closes on a click outside', async () => {
      const { user } = renderWithUi(<Help />);
      await user.click(screen.getByRole('button', { name: 'Aide' }));
      await user.click(screen.getByText('Ailleurs sur la page'));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('closes with PopoverClose', async () => {
      const { user } = renderWithUi(<Help />);
      await user.click(screen.getByRole('button', { name: 'Aide' }));
      await user.click(screen.getByRole('button', { name: 'Compris' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });
});
