import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { companyPage } from '../testing/fixtures';
import { renderWithProviders } from '../testing/renderWithProviders';
import { api, server } from '../testing/server';
import { AppRoutes } from './router';

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
      renderWithProviders(<AppRoutes />, { route: '/nulle-part' });
      expect(await screen.findByRole('heading', { name: 'Annuaire des membres' })).toBeInTheDocument();
      expect(await screen.findByRole('region', { name: 'L’annuaire en chiffres' })).toBeInTheDocument();
      // The visit recorded is the page the visitor landed on.
      await waitFor(() => expect(paths).toContain('/'));
    });
  });
  describe('given no session', () => {
    it('/espace-membre leads to /login through /apropos', async () => {
      visits();
      renderWithProviders(<AppRoutes />, { route: '/espace-membre' });
      expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    });
    it('an admin route leads to /login', async () => {
      visits();
      renderWithProviders(<AppRoutes />, { route: '/admin/banners' });
      expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    });
  });
  it('/accueil is the home page too', async () => {
    emptyDirectory();
    visits();
    renderWithProviders(<AppRoutes />, { route: '/accueil' });
    expect(await screen.findByRole('region', { name: 'L’annuaire en chiffres' })).toBeInTheDocument();
  });
});
