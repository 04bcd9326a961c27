import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { landedOnRenderedPage } from '../shared/landing';
import { company, companyPage } from '../testing/fixtures';
import { renderApp } from '../testing/renderWithProviders';
import { api, server } from '../testing/server';

function visits(paths: string[] = []) {
  server.use(
    api.post('/api/visits', async ({ request, response }) => {
      paths.push(((await request.json()) as { path: string }).path);
      return response(204).empty();
    }),
  );
  return paths;
}

function emptyDirectory() {
  const emptyPage = { content: [], totalElements: 0, totalPages: 0, last: true, number: 0, size: 10 };
  server.use(
    api.get('/api/ads/portal', ({ response }) => response(200).json(emptyPage)),
    api.get('/api/partners', ({ response }) => response(200).json([])),
    api.get('/api/companies/contacts/kpi/global', ({ response }) => response(200).json(0)),
    api.get('/api/companies/total/kpi', ({ response }) => response(200).json({ totalCompanies: 0, percentageChange: 0, monthlyStats: [] })),
    api.get('/api/sectors/total/kpi', ({ response }) => response(200).json(0)),
    api.get('/api/events/upcoming', ({ response }) => response(200).json(emptyPage)),
    api.get('/api/countries', ({ response }) => response(200).json([])),
    api.get('/api/sectors/all', ({ response }) => response(200).json([])),
    api.get('/api/companies/search', ({ response }) => response(200).json(companyPage([]))),
  );
}

describe('routes (DESIGN.md, spec public §2.1)', () => {
  describe('given an unknown path', () => {
    it('lands on the home page', async () => {
      emptyDirectory();
      const paths = visits();
      renderApp('/nulle-part');
      expect(await screen.findByRole('heading', { name: 'Annuaire des membres' })).toBeInTheDocument();
      expect(await screen.findByRole('region', { name: 'L’annuaire en chiffres' })).toBeInTheDocument();
      // The visit recorded is the page the visitor landed on.
      await waitFor(() => expect(paths).toContain('/'));
    });
  });
  describe('given the page the service rendered for this load', () => {
    it('asks for no visit of it (the service counted it as it served it), and counts the pages reached from it', async () => {
      emptyDirectory();
      const paths = visits();
      landedOnRenderedPage('/');
      try {
        renderApp('/');
        await userEvent.click((await screen.findAllByRole('link', { name: 'Membres' }))[0] as HTMLElement);
        await waitFor(() => expect(paths).toContain('/membres'));
        expect(paths).toEqual(['/membres']);
      } finally {
        // the module is shared by the other tests of the run (isolate: false): no page rendered for them
        landedOnRenderedPage('');
      }
    });
  });
  describe('given no session', () => {
    it('/espace-membre leads to /login through /apropos', async () => {
      visits();
      renderApp('/espace-membre');
      expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    });
    it('an admin route leads to /login', async () => {
      visits();
      renderApp('/admin/members');
      expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    });
    it('an admin path that names no back-office screen is an unknown path: the home page', async () => {
      emptyDirectory();
      visits();
      renderApp('/admin/parametres');
      expect(await screen.findByRole('region', { name: 'L’annuaire en chiffres' })).toBeInTheDocument();
    });
  });
  it('/accueil is the home page too', async () => {
    emptyDirectory();
    visits();
    renderApp('/accueil');
    expect(await screen.findByRole('region', { name: 'L’annuaire en chiffres' })).toBeInTheDocument();
  });

  describe('given a member page', () => {
    it("asks for the member's details and schedules as the route matches, and the page shows them from the cache", async () => {
      visits();
      const asked = vi.fn();
      server.use(
        api.get(
          '/api/companies/{id}',
          ({ params, response }) => (asked(`company ${params.id}`), response(200).json(company({ id: Number(params.id), name: 'Acme Conseil' }))),
        ),
        api.get('/api/companies/{id}/schedules', ({ params, response }) => (asked(`schedules ${params.id}`), response(200).json([]))),
        api.get('/api/companies/{id}/similar', ({ response }) => response(200).json([])),
        api.get('/api/ratings/company/{id}', ({ response }) => response(200).json([])),
        api.post('/api/companies/{id}/views', ({ response }) => response(204).empty()),
      );
      const { store } = renderApp('/membre/12');
      expect(await screen.findByRole('heading', { name: 'Acme Conseil', level: 1 })).toBeInTheDocument();
      expect(asked.mock.calls.map(([call]) => call).sort()).toEqual(['company 12', 'schedules 12']);
      expect(store.getState().pageData['memberDetails(12)']?.status).toBe('fulfilled');
    });
  });
});
