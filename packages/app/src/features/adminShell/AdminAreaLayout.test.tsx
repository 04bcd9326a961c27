import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { company, companyPage } from '../../testing/fixtures';
import { adminShellHandlers, signedInAdmin } from '../../testing/adminSession';
import { renderApp } from '../../testing/renderWithProviders';
import { api, server } from '../../testing/server';

// The frame of the back-office around its pages, through the route table: the header's title per path, its
// Parameters menu, its chamber (one chamber context with the pages) and its count of applications. What each page
// asks and shows is its container's test.

const emptyPage = { content: [], totalElements: 0, totalPages: 0, last: true, number: 0, size: 20 };

function members(asked: URL[] = []) {
  server.use(
    api.get('/api/companies/country-amcham/{id}', ({ request, response }) => {
      const url = new URL(request.url);
      asked.push(url);
      const pending = url.searchParams.get('application') === 'pending';
      const listed = pending ? company({ id: 81, name: 'Ingénierie Lagune', status: 'PENDING' }) : company({ id: 12, name: 'Société Générale des Travaux' });
      return response(200).json(companyPage([listed], { size: 10 }));
    }),
    api.get('/api/companies/country-amcham/{id}/summary', ({ response }) =>
      response(200).json({
        active: 1,
        inactive: 0,
        pending: 0,
        newThisMonth: 0,
        views: { total: 0, weeklyEvolution: 0 },
        searches: { total: 0, weeklyEvolution: 0 },
      }),
    ),
  );
  return asked;
}

function statistics(asked: URL[] = []) {
  const record = (request: Request) => asked.push(new URL(request.url));
  const growth = { total: 0, previous: 0, growth: 0 };
  server.use(
    api.get('/api/statistics/summary', ({ request, response }) => {
      record(request);
      const countryAmchamId = Number(new URL(request.url).searchParams.get('countryAmchamId')) || null;
      return response(200).json({
        days: 30,
        countryAmchamId,
        from: '2026-10-26',
        to: '2026-11-24',
        members: { total: 0, newThisMonth: 0, monthlyGrowth: 0 },
        views: growth,
        contacts: growth,
        searches: growth,
        adClicks: growth,
      });
    }),
    api.get('/api/companies/daily-visit', ({ request, response }) => (record(request), response(200).json([]))),
    api.get('/api/companies/search/popular', ({ request, response }) => (record(request), response(200).json([]))),
    api.get('/api/companies/companies-by-sector/kpi', ({ request, response }) => (record(request), response(200).json([]))),
    api.get('/api/ads/kpi/top6', ({ request, response }) => (record(request), response(200).json([]))),
  );
  return asked;
}

describe('AdminAreaLayout, the frame of every back-office page (spec admin §2)', () => {
  describe('given a path under /admin', () => {
    it('/admin/categories is the categories page, titled in the header', async () => {
      adminShellHandlers('ADMIN_AMCHAM', 1);
      server.use(api.get('/api/categories', ({ response }) => response(200).json([{ id: 4, nameFr: 'Formation', nameEn: 'Training' }])));
      renderApp('/admin/categories', { preloadedState: signedInAdmin('ADMIN_AMCHAM', 1) });
      expect(await screen.findByRole('heading', { level: 1, name: 'Gestion des catégories' })).toBeInTheDocument();
      expect(await screen.findAllByText('Formation')).not.toHaveLength(0);
    });

    it('/admin/secteurs is the sectors page, titled in the header', async () => {
      adminShellHandlers('ADMIN_AMCHAM', 1);
      server.use(
        api.get('/api/sectors', ({ response }) =>
          response(200).json({ ...emptyPage, content: [{ id: 1, nameFr: 'Secteur 1', nameEn: 'Sector 1' }], totalElements: 1 }),
        ),
        api.get('/api/sectors/total/kpi', ({ response }) => response(200).json(1)),
      );
      renderApp('/admin/secteurs', { preloadedState: signedInAdmin('ADMIN_AMCHAM', 1) });
      expect(await screen.findByRole('heading', { level: 1, name: 'Gestion des secteurs' })).toBeInTheDocument();
      expect(await screen.findAllByText('Secteur 1')).not.toHaveLength(0);
    });
  });

  describe("given a chamber administrator's session", () => {
    it("names its chamber in the header, and the Parameters menu offers the change log but not the network's mails", async () => {
      const user = userEvent.setup();
      adminShellHandlers();
      members();
      renderApp('/members', { preloadedState: signedInAdmin() });
      expect(await screen.findByText('Société Générale des Travaux')).toBeInTheDocument();
      expect(screen.getByText("AmCham Côte d'Ivoire")).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Paramètres' }));
      expect(await screen.findByRole('menuitem', { name: 'Journal des modifications' })).toBeInTheDocument();
      expect(screen.queryByRole('menuitem', { name: 'Courriels' })).toBeNull();
    });

    it("counts the applications awaiting an answer beside Members, and the count leads to the members list's 'Candidatures'", async () => {
      const user = userEvent.setup();
      adminShellHandlers();
      const asked = members();
      server.use(api.get('/api/country-amchams/{id}/applications', ({ response }) => response(200).json({ pending: 2, overdue: 1, content: [] })));
      renderApp('/members', { preloadedState: signedInAdmin() });
      const count = await screen.findByRole('link', { name: '2 candidatures en attente' });
      expect(count).toHaveAttribute('href', '/members?filtre=candidatures');
      await user.click(count);
      expect(await within(await screen.findByRole('table')).findByText('Ingénierie Lagune')).toBeInTheDocument();
      expect(asked.at(-1)?.searchParams.get('application')).toBe('pending');
    });
  });

  describe('given a chamber administrator without a chamber', () => {
    it('goes to /login (spec admin §2: the header requires a countryAmchamId)', async () => {
      server.use(api.post('/api/visits', ({ response }) => response(204).empty()));
      renderApp('/members', { preloadedState: signedInAdmin('ADMIN_AMCHAM', null) });
      expect(await screen.findByRole('heading', { name: 'Espace membre', level: 1 })).toBeInTheDocument();
    });
  });

  describe("given the network administrator's session", () => {
    it('the Parameters menu leads to the mails and to the accounts', async () => {
      const user = userEvent.setup();
      adminShellHandlers('ADMIN_RESEAU', null);
      server.use(
        api.get('/api/audit', ({ response }) => response(200).json(emptyPage)),
        api.get('/api/mails', ({ response }) => response(200).json(emptyPage)),
        api.get('/api/accounts', ({ response }) => response(200).json(emptyPage)),
      );
      renderApp('/journal', { preloadedState: signedInAdmin('ADMIN_RESEAU', null) });
      await user.click(await screen.findByRole('button', { name: 'Paramètres' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Courriels' }));
      expect(await screen.findByRole('heading', { name: 'Courriels', level: 1 })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Paramètres' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Comptes' }));
      expect(await screen.findByRole('heading', { name: 'Comptes', level: 1 })).toBeInTheDocument();
    });

    it("the header's chamber picker picks the page's chamber", async () => {
      const user = userEvent.setup();
      adminShellHandlers('ADMIN_RESEAU', null);
      const asked = members();
      renderApp('/admin/members', { preloadedState: signedInAdmin('ADMIN_RESEAU', null) });
      await screen.findByText('Société Générale des Travaux');
      expect(asked[0]?.pathname).toBe('/api/companies/country-amcham/1');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Chambre' }), 'AmCham Sénégal');
      await waitFor(() => expect(asked.at(-1)?.pathname).toBe('/api/companies/country-amcham/2'));
    });

    it("the header and the statistics' scope are one chamber context, which the header's links carry", async () => {
      const user = userEvent.setup();
      adminShellHandlers('ADMIN_RESEAU', null);
      const asked = statistics();
      renderApp('/statistics', { preloadedState: signedInAdmin('ADMIN_RESEAU', null) });
      const scope = await screen.findByRole('combobox', { name: 'Périmètre' });
      const header = screen.getByRole('combobox', { name: 'Chambre' });
      await waitFor(() => expect(scope).toHaveValue('1'));
      expect(header).toHaveValue('1');

      await user.selectOptions(scope, 'Toutes les chambres');
      await waitFor(() => expect(header).toHaveValue(''));
      expect(screen.getAllByText('Tout le réseau').length).toBeGreaterThan(0);

      await user.selectOptions(header, '2');
      await waitFor(() => expect(scope).toHaveValue('2'));
      await waitFor(() => expect(asked.at(-1)?.searchParams.get('countryAmchamId')).toBe('2'));
      expect(screen.getByRole('link', { name: 'Bannières' })).toHaveAttribute('href', '/admin/banners?chambre=2');
    });
  });
});
