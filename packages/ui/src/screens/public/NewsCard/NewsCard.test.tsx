import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../../testing/render';
import { NewsCard, truncateDescription } from './NewsCard';

const description = 'a'.repeat(60) + ' ' + 'b'.repeat(60);
const announcement = { id: 7, title: 'Forum', description, category: { nameFr: 'Événement', nameEn: 'Event' }, startDate: '03-12-2026' };

describe('truncateDescription', () => {
  it('keeps a description of 100 characters whole', () => {
    expect(truncateDescription('x'.repeat(100))).toBe('x'.repeat(100));
  });

  it('cuts a longer description at 100 characters and adds an ellipsis', () => {
    expect(truncateDescription('x'.repeat(101))).toBe(`${'x'.repeat(100)}…`);
  });
});

describe('NewsCard', () => {
  describe('given a description over 100 characters', () => {
    it('shows it truncated, then whole with read more, then truncated again with read less', async () => {
      const { user } = renderWithUi(<NewsCard announcement={announcement} />);
      expect(screen.getByText(truncateDescription(description))).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Lire la suite' }));
      expect(screen.getByText(description)).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Réduire' }));
      expect(screen.getByText(truncateDescription(description))).toBeInTheDocument();
    });

    it('reports the toggle when the container controls it', async () => {
      const onExpandedChange = vi.fn();
      const { user } = renderWithUi(<NewsCard announcement={announcement} expanded={false} onExpandedChange={onExpandedChange} />);
      await user.click(screen.getByRole('button', { name: 'Lire la suite' }));
      expect(onExpandedChange).toHaveBeenCalledWith(true);
    });
  });

  describe('given a short description', () => {
    it('offers no read more', () => {
      renderWithUi(<NewsCard announcement={{ ...announcement, description: 'Court.' }} />);
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    });
  });

  describe('given the language', () => {
    it('shows the French category name and a dd/mm/yyyy start date in French', () => {
      renderWithUi(<NewsCard announcement={announcement} />);
      expect(screen.getByText('Événement')).toBeInTheDocument();
      expect(screen.getByText('03/12/2026')).toBeInTheDocument();
    });

    it('shows the English category name and a mm/dd/yyyy start date in English', () => {
      renderWithUi(<NewsCard announcement={announcement} />, { locale: 'en' });
      expect(screen.getByText('Event')).toBeInTheDocument();
      expect(screen.getByText('12/03/2026')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Read more' })).toBeInTheDocument();
    });
  });
});
