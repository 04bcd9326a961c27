import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { company, companyPage, countries, sectors } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { api, server } from '../../testing/server';
import { MembersContainer } from './MembersContainer';

const nine = (from: number) => Array.from({ length: 9 }, (_, i) => company({ id: from + i, name: `Entreprise ${from + i}` }));

function reference() {
  server.use(
    api.get('/api/countries', ({ response }) => response(200).json(countries)),
    api.get('/api/sectors/all', ({ response }) => response(200).json(sectors)),
  );
}

describe('members page (spec public §2.4, §4)', () => {
  describe('given more pages exist', () => {
    it("'Voir plus' appends the next page of 9 and disappears on the last one", async () => {
      const user = userEvent.setup();
      reference();
      const pages: string[] = [];
      server.use(
        api.get('/api/companies/search', ({ request, response }) => {
          const query = new URL(request.url).searchParams;
          pages.push(`${query.get('page')}/${query.get('size')}`);
          return query.get('page') === '0'
            ? response(200).json(companyPage(nine(1), { last: false, totalElements: 12 }))
            : response(200).json(
                companyPage([company({ id: 10, name: 'Entreprise 10' }), company({ id: 11, name: 'Entreprise 11' })], {
                  last: true,
                  totalElements: 12,
                  number: 1,
                }),
              );
        }),
      );
      renderWithProviders(<MembersContainer />);
      expect(await screen.findByRole('heading', { name: 'Nos membres (12)' })).toBeInTheDocument();
      expect(screen.getAllByRole('article')).toHaveLength(9);

      await user.click(screen.getByRole('link', { name: 'Voir plus' }));
      await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(11));
      expect(screen.getByRole('article', { name: 'Entreprise 1' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Voir plus' })).not.toBeInTheDocument();
      expect(pages).toEqual(['0/9', '1/9']);
    });
  });

  describe('given a filter is set and searched', () => {
    it("shows the 'Filtres actifs' banner, and 'Réinitialiser les filtres' reloads the whole list", async () => {
      const user = userEvent.setup();
      reference();
      const keywords: Array<string | null> = [];
      server.use(
        api.get('/api/companies/search', ({ request, response }) => {
          const keyword = new URL(request.url).searchParams.get('keyword');
          keywords.push(keyword);
          return response(200).json(companyPage(keyword === 'banque' ? [company({ id: 4, name: 'Banque Atlantique' })] : nine(1)));
        }),
      );
      renderWithProviders(<MembersContainer />);
      await screen.findByRole('heading', { name: 'Nos membres (9)' });

      await user.type(screen.getByRole('searchbox', { name: 'Mot-clé' }), 'banque');
      await user.click(screen.getByRole('button', { name: 'Rechercher' }));
      expect(await screen.findByRole('heading', { name: 'Nos membres (1)' })).toBeInTheDocument();
      const banner = screen.getByRole('region', { name: 'Filtres actifs' });

      await user.click(within(banner).getByRole('button', { name: 'Réinitialiser les filtres' }));
      expect(await screen.findByRole('heading', { name: 'Nos membres (9)' })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Filtres actifs' })).not.toBeInTheDocument();
      await waitFor(() => expect(keywords).toEqual([null, 'banque', null]));
    });
  });

  describe('given a keyword whose translation the search also used', () => {
    it("says 'Résultats aussi pour « banque »' under the heading, and nothing once the keyword is gone", async () => {
      const user = userEvent.setup();
      reference();
      server.use(
        api.get('/api/companies/search', ({ request, response }) =>
          new URL(request.url).searchParams.get('keyword') === 'bank'
            ? response(200).json({ ...companyPage([company({ id: 4, name: 'Banque Atlantique' })]), alsoFor: ['banque'] })
            : response(200).json(companyPage(nine(1))),
        ),
      );
      renderWithProviders(<MembersContainer />);
      await screen.findByRole('heading', { name: 'Nos membres (9)' });
      expect(screen.queryByText(/Résultats aussi pour/)).not.toBeInTheDocument();

      await user.type(screen.getByRole('searchbox', { name: 'Mot-clé' }), 'bank');
      await user.click(screen.getByRole('button', { name: 'Rechercher' }));
      expect(await screen.findByText('Résultats aussi pour « banque »')).toBeInTheDocument();

      await user.click(within(screen.getByRole('region', { name: 'Filtres actifs' })).getByRole('button', { name: 'Réinitialiser les filtres' }));
      await screen.findByRole('heading', { name: 'Nos membres (9)' });
      expect(screen.queryByText(/Résultats aussi pour/)).not.toBeInTheDocument();
    });
  });

  describe('given the first page fails', () => {
    it('empties the list and Retry asks again', async () => {
      const user = userEvent.setup();
      reference();
      let calls = 0;
      server.use(
        api.get('/api/companies/search', ({ response }) => {
          calls += 1;
          return calls === 1
            ? HttpResponse.json({ message: 'boom', status: 500, error: 'Internal Server Error' }, { status: 500 })
            : response(200).json(companyPage(nine(1)));
        }),
      );
      renderWithProviders(<MembersContainer />);
      await user.click(await screen.findByRole('button', { name: 'Réessayer' }));
      expect(await screen.findByRole('heading', { name: 'Nos membres (9)' })).toBeInTheDocument();
      expect(screen.getAllByRole('article')).toHaveLength(9);
    });
  });

  describe("given 'Voir plus' fails", () => {
    it('keeps the members shown, says the next ones could not be loaded, and asks again on the next click', async () => {
      const user = userEvent.setup();
      reference();
      let nextPageCalls = 0;
      server.use(
        api.get('/api/companies/search', ({ request, response }) => {
          if (new URL(request.url).searchParams.get('page') === '0') return response(200).json(companyPage(nine(1), { last: false, totalElements: 12 }));
          nextPageCalls += 1;
          return nextPageCalls === 1
            ? HttpResponse.json({ message: 'boom', status: 500, error: 'Internal Server Error' }, { status: 500 })
            : response(200).json(companyPage([company({ id: 10, name: 'Entreprise 10' })], { last: true, totalElements: 10, number: 1 }));
        }),
      );
      renderWithProviders(<MembersContainer />);
      await user.click(await screen.findByRole('link', { name: 'Voir plus' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Les membres suivants n’ont pas pu être chargés. Réessayez avec « Voir plus ».');
      expect(screen.getAllByRole('article')).toHaveLength(9);

      await user.click(screen.getByRole('link', { name: 'Voir plus' }));
      await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  describe('given the service refuses the search (400)', () => {
    it('says why in the banner, in the visitor’s language, and the keyword box takes at most 200 characters', async () => {
      const user = userEvent.setup();
      reference();
      server.use(
        api.get('/api/companies/search', ({ request, response }) =>
          new URL(request.url).searchParams.get('keyword')
            ? HttpResponse.json({ message: 'Données invalides', status: 400, error: 'Bad Request' }, { status: 400 })
            : response(200).json(companyPage(nine(1))),
        ),
      );
      renderWithProviders(<MembersContainer />);
      const keyword = await screen.findByRole('searchbox', { name: 'Mot-clé' });
      expect(keyword).toHaveAttribute('maxlength', '200');
      await user.type(keyword, 'banque');
      await user.click(screen.getByRole('button', { name: 'Rechercher' }));
      expect(await screen.findByText('Cette recherche n’est pas acceptée : le mot-clé compte au plus 200 caractères.')).toBeInTheDocument();
    });
  });
});
