import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Event } from '@annuaire/api';
import { useLocation, useNavigate } from 'react-router';
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

/** The memory router's address, and its history's back. */
function AddressProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="address">{location.pathname + location.search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        back
      </button>
    </>
  );
}

const categories = [
  { id: 1, nameFr: 'Événement', nameEn: 'Event' },
  { id: 2, nameFr: 'Formation', nameEn: 'Training' },
];

/** Two pages per category; records what was asked (page/size/category). */
function serveNews(asked: string[]) {
  server.use(
    api.get('/api/categories', ({ response }) => response(200).json(categories)),
    api.get('/api/events/upcoming', ({ request, response }) => {
      const query = new URL(request.url).searchParams;
      const page = Number(query.get('page'));
      const category = Number(query.get('categoryId') ?? 0);
      asked.push(`${page}/${query.get('size')}/${query.get('categoryId') ?? ''}`);
      const ids = (page === 0 ? [1, 2, 3, 4, 5, 6, 7, 8, 9] : [10, 11]).map((id) => id + 100 * category);
      return response(200).json({ content: ids.map(event), totalElements: 11, totalPages: 2, last: page === 1, number: page, size: 9 });
    }),
  );
}

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
    await user.click(screen.getByRole('link', { name: /^Page 2/ }));
    expect(await screen.findByRole('heading', { name: 'Annonce 11' })).toBeInTheDocument();
    await waitFor(() => expect(asked).toEqual(['0/9/', '1/9/']));
  });

  it('reads its category and page from the address, writes them there, and goes back through them', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    serveNews(asked);
    renderWithProviders(
      <>
        <NewsContainer />
        <AddressProbe />
      </>,
      { route: '/actualites?categorie=2&page=1' },
    );
    // the address's page of the address's category
    expect(await screen.findByRole('heading', { name: 'Annonce 211' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Catégorie' })).toHaveValue('2');
    // the pager's pages are links to their addresses (they work without JavaScript)
    expect(screen.getByRole('link', { name: /^Page 1/ })).toHaveAttribute('href', '/actualites?categorie=2');
    expect(screen.getByRole('link', { name: /^Page 2/ })).toHaveAttribute('href', '/actualites?categorie=2&page=1');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Catégorie' }), '1');
    expect(await screen.findByRole('heading', { name: 'Annonce 101' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\/actualites\?categorie=1$/);

    await user.click(screen.getByRole('link', { name: /^Page 2/ }));
    expect(await screen.findByRole('heading', { name: 'Annonce 111' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\/actualites\?categorie=1&page=1$/);

    // back: the first page of that category, then the first address
    await user.click(screen.getByRole('button', { name: 'back' }));
    expect(await screen.findByRole('heading', { name: 'Annonce 101' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'back' }));
    expect(await screen.findByRole('heading', { name: 'Annonce 211' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Catégorie' })).toHaveValue('2');
    await waitFor(() => expect(asked.slice(0, 3)).toEqual(['1/9/2', '0/9/1', '1/9/1']));
  });

  it('takes an unreadable address for the first page of every category', async () => {
    const asked: string[] = [];
    serveNews(asked);
    renderWithProviders(<NewsContainer />, { route: '/actualites?categorie=x&page=-3' });
    expect(await screen.findByRole('heading', { name: 'Annonce 9' })).toBeInTheDocument();
    expect(asked).toEqual(['0/9/']);
  });
});
