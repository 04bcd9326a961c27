import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithUi } from '../../testing/render';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  describe('when the user presses Space', () => {
    it('toggles the focused checkbox', async () => {
      const { user } = renderWithUi(<Checkbox label="Ouvert" />);
      await user.tab();
      await user.keyboard(' ');
      expect(screen.getByRole('checkbox', { name: 'Ouvert' })).toBeChecked();
    });
  });

  describe('given a controlled value', () => {
    it('follows the owner state', async () => {
      function Permanent() {
        const [permanent, setPermanent] = useState(true);
        return (
          <>
            <Checkbox label="Permanente" checked={permanent} onCheckedChange={setPermanent} />
            <output>{permanent ? 'oui' : 'non'}</output>
          </>
        );
      }
      const { user } = renderWithUi(<Permanent />);
      expect(screen.getByRole('checkbox', { name: 'Permanente' })).toBeChecked();
      await user.click(screen.getByRole('checkbox', { name: 'Permanente' }));
      expect(screen.getByRole('status')).toHaveTextContent('non');
    });
  });
});
