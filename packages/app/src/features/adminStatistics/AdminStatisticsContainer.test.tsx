import type { StatisticsSummary } from '@annuaire/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderContainer } from '../../testing/renderWithProviders';
import { api, server } from '../../testing/server';
import AdminStatisticsContainer from './AdminStatisticsContainer';

const summary: StatisticsSummary = {
  days: 30,
  countryAmchamId: 1,
  from: '2026-10-26',
  to: '2026-11-24',
  members: { total: 1243, newThisMonth: 12, monthlyGrowth: 4.2 },
  views: { total: 18904, previous: 16800, growth: 12.5 },
  contacts: { total: 734, previous: 758, growth: -3.1 },
  searches: { total: 5120, previous: 5120, growth: 0 },
  adClicks: { total: 412, previous: 349, growth: 18 },
};

/** The five calls of the screen, each answering as given; every request is recorded. */
function statistics({ failing }: { failing?: string } = {}) {
  const asked: URL[] = [];
  const fail = (path: string) => failing !== undefined && path.startsWith(failing);
  server.use(
    api.get('/api/statistics/summary', ({ request, response }) => {
      asked.push(new URL(request.url));
      return fail('/api/statistics/summary')
        ? // Not in the contract's answers of this call: an unexpected failure of the service.
          HttpResponse.json({ message: 'boom', status: 500, error: 'Internal Server Error' }, { status: 500 })
        : response(200).json(summary);
    }),
    api.get('/api/companies/daily-visit', ({ request, response }) => {
      asked.push(new URL(request.url));
      return fail('/api/companies/daily-visit')
        ? response(403).json({ message: 'no', status: 403, error: 'Forbidden' })
        : response(200).json([
            { date: '2026-11-23', number: 4 },
            { date: '2026-11-24', number: 9 },
          ]);
    }),
    api.get('/api/companies/search/popular', ({ request, response }) => {
      asked.push(new URL(request.url));
      return response(200).json([
        { sectorId: 1, sectorName: 'Technologie', sectorNameEn: 'Technology', searchNumber: 12 },
        { sectorId: 3, sectorName: 'Santé', sectorNameEn: 'Health', searchNumber: 5 },
      ]);
    }),
    api.get('/api/companies/companies-by-sector/kpi', ({ request, response }) => {
      asked.push(new URL(request.url));
      // Shares that add up to 99.9 (rounding): the members card shows the total scaled by them, rounded (spec admin §2).
      return response(200).json([
        { sectorId: 1, sectorName: 'Technologie', sectorNameEn: 'Technology', count: 600, percentage: 60, color: '#1D4ED8' },
        { sectorId: 3, sectorName: 'Santé', sectorNameEn: 'Health', count: 400, percentage: 39.9, color: '#0EA5E9' },
      ]);
    }),
    api.get('/api/ads/kpi/top6', ({ request, response }) => {
      asked.push(new URL(request.url));
      return response(200).json([{ id: 4, title: 'Forum économique', clicks: 40 }]);
    }),
  );
  return asked;
}

const block = async (name: string) => within(await screen.findByRole('region', { name }));

describe('AdminStatisticsContainer: the statistics screen (spec admin §2-§9)', () => {
  describe("given a chamber administrator's session", () => {
    it('shows the real figures of its chamber over 30 days, the members total scaled by the sector shares', async () => {
      const asked = statistics();
      renderContainer(<AdminStatisticsContainer />, { session: 'chamberAdmin' });
      expect(await screen.findByText('18 904')).toBeInTheDocument();
      // 1243 × 99.9 % = 1241.757, rounded.
      await waitFor(() => expect(screen.getByText('1 242')).toBeInTheDocument());
      expect(screen.getByText('-3,1 %')).toBeInTheDocument();
      expect(screen.getAllByText('vs 30 jours précédents')).toHaveLength(4);
      // The service scopes a chamber administrator's calls to its chamber: no chamber is named.
      await waitFor(() => expect(asked).toHaveLength(5));
      for (const url of asked) expect(url.searchParams.has('countryAmchamId')).toBe(false);
      expect(asked.filter((url) => url.searchParams.get('days') === '30')).toHaveLength(4);
      // Members by sector is today's snapshot: no period.
      expect(asked.find((url) => url.pathname === '/api/companies/companies-by-sector/kpi')?.searchParams.has('days')).toBe(false);
      expect(screen.queryByRole('combobox', { name: 'Périmètre' })).toBeNull();
    });

    it('asks every block again for the period picked', async () => {
      const user = userEvent.setup();
      const asked = statistics();
      renderContainer(<AdminStatisticsContainer />, { session: 'chamberAdmin' });
      await screen.findByText('18 904');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Période' }), '7 derniers jours');
      await waitFor(() => expect(asked.filter((url) => url.searchParams.get('days') === '7')).toHaveLength(4));
      expect(await screen.findAllByText('vs 7 jours précédents')).toHaveLength(4);
    });

    it('shows a failing block with the catalogue message and a Retry, the others loaded', async () => {
      const user = userEvent.setup();
      const asked = statistics({ failing: '/api/companies/daily-visit' });
      renderContainer(<AdminStatisticsContainer />, { session: 'chamberAdmin' });
      const visits = await block('Visites par jour');
      expect(await visits.findByRole('alert')).toHaveTextContent('Erreur lors du chargement des données');
      expect(visits.getByRole('alert')).toHaveTextContent('Accès interdit');
      expect(await screen.findByText('18 904')).toBeInTheDocument();
      expect((await block('Recherches populaires')).queryByRole('alert')).toBeNull();
      expect((await block('Membres par secteur')).queryByRole('alert')).toBeNull();
      await user.click(visits.getByRole('button', { name: 'Réessayer' }));
      await waitFor(() => expect(asked.filter((url) => url.pathname === '/api/companies/daily-visit').length).toBeGreaterThan(1));
    });

    it('words a failure of the cards with the KPI catalogue (500: Erreur interne du serveur)', async () => {
      statistics({ failing: '/api/statistics/summary' });
      renderContainer(<AdminStatisticsContainer />, { session: 'chamberAdmin' });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Erreur lors du chargement des données');
      expect(alert).toHaveTextContent('Erreur interne du serveur');
    });
  });

  describe("given the network administrator's session", () => {
    it('asks for the first chamber until one is picked, for the whole network once the scope says so, and reads the scope from the URL', async () => {
      const user = userEvent.setup();
      const asked = statistics();
      renderContainer(<AdminStatisticsContainer />, { session: 'networkAdmin' });
      const scope = await screen.findByRole('combobox', { name: 'Périmètre' });
      await waitFor(() => expect(scope).toHaveValue('1'));
      await screen.findByText('18 904');
      await waitFor(() => expect(asked.some((url) => url.searchParams.get('countryAmchamId') === '1')).toBe(true));
      expect(asked.filter((url) => !url.searchParams.has('countryAmchamId'))).toHaveLength(0);

      await user.selectOptions(scope, 'Toutes les chambres');
      await waitFor(() => expect(asked.filter((url) => !url.searchParams.has('countryAmchamId'))).toHaveLength(5));
    });

    it('asks for the chamber the URL names', async () => {
      const asked = statistics();
      renderContainer(<AdminStatisticsContainer />, { route: '/statistics?chambre=2', session: 'networkAdmin' });
      await waitFor(() => expect(asked.filter((url) => url.searchParams.get('countryAmchamId') === '2')).toHaveLength(5));
      expect(screen.getByRole('combobox', { name: 'Périmètre' })).toHaveValue('2');
    });
  });
});
