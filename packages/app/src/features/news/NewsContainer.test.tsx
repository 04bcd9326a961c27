import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Event } from '@annuaire/api';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { api, server } from '../../testing/server';
import NewsContainer from './NewsContainer';

const event = (id: number): Event => ({
  id,
  title: `Annonce ${id}`,
  description: 'Une rencontre entre membres.',
  startDate: '15-06-2026',
  endDate: '15-06-2026',
  startTime: '09:00',
  endTime: '12:00',
  address: 'Dakar',
  image: null,
  category: { id: 1, nameFr: 'Événement', nameEn: 'Event' },
  countryAmchamId: 2,
  past: false,
});

describe('news page /actualites', () => {
  beforeEach(() => vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined));

  it('shows a page of 9 upcoming announcements and goes to the next page', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    server.use(
      api.get('/api/categories', ({ response }) => response(200).json([{ id: 1, nameFr: 'Événement', nameEn: 'Event' }])),
      api.get('/api/events/upcoming', ({ request, response }) => {
        const query = new URL(request.url).searchParams;
        const page = Number(query.get('page'));
        asked.push(`${page}/${query.get('size')}/${query.get('categoryId') ?? ''}`);
        const ids = page === 0 ? [1, 2, 3, 4, 5, 6, 7, 8, 9] : [10, 11];
        return response(200).json({ content: ids.map(event), totalElements: 11, totalPages: 2, last: page === 1, number: page, size: 9 });
      }),
    );
    renderWithProviders(<NewsContainer />);
    expect(await screen.findByRole('heading', { name: 'Annonce 9' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Page 2/ }));
    expect(await screen.findByRole('heading', { name: 'Annonce 11' })).toBeInTheDocument();
    await waitFor(() => expect(asked).toEqual(['0/9/', '1/9/']));
  });
});
