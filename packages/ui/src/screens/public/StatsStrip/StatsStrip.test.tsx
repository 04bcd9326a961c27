import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../../testing/render';
import { StatsStrip } from './StatsStrip';

const stats = { contacts: 999, companies: 1000, countries: 18, sectors: 12480 };

function valueOf(label: string): string {
  const item = screen.getByText(label).closest('li');
  if (!item) throw new Error(`no item for ${label}`);
  return item.textContent?.replace(label, '') ?? '';
}

describe('StatsStrip', () => {
  describe('given counters around 1000', () => {
    it('adds the separator and a plus from 1000 on, in French', () => {
      renderWithUi(<StatsStrip stats={stats} />);
      expect(valueOf('Contacts établis')).toBe('999');
      expect(valueOf('Entreprises')).toBe('1\u202f000+');
      expect(valueOf('Secteurs d’activité')).toBe('12\u202f480+');
      expect(valueOf('Pays représentés')).toBe('18');
    });
  });
});
