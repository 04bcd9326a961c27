import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { companyPage } from '../testing/fixtures';
import { renderWithProviders } from '../testing/renderWithProviders';
import { api, server } from '../testing/server';
import { AppRoutes } from './router';

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
      renderWithProviders(<AppRoutes />, { route: '/nulle-part' });
      expect(await screen.findByRole('heading', { name: 'Annuaire des membres' })).toBeInTheDocument();
      expect(await screen.findByRole('region', { name: 'L’annuaire en chiffres' })).toBeInTheDocument();
    });
  });
  describe('given no session', () => {
    it('/espace-membre leads to /login through /apropos', async () => {
      renderWithProviders(<AppRoutes />, { route: '/espace-membre' });
      expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    });
    it('an admin route leads to /login', async () => {
      renderWithProviders(<AppRoutes />, { route: '/admin/banners' });
      expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    });
  });
  it('/accueil is the home page too', async () => {
    emptyDirectory();
    renderWithProviders(<AppRoutes />, { route: '/accueil' });
    expect(await screen.findByRole('region', { name: 'L’annuaire en chiffres' })).toBeInTheDocument();
  });
});
