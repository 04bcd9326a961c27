import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { company } from '../../testing/fixtures';
import { renderContainer } from '../../testing/renderWithProviders';
import { api, server } from '../../testing/server';
import MemberStatisticsContainer from './MemberStatisticsContainer';
import { memberUser, signedInMember } from './testing';

const acme = company({ id: 12, name: 'Acme Conseil', updatedAt: '2026-11-18T09:30:00Z' });
const serverError = () =>
  HttpResponse.json<{ status: number; error: string; message: string }>({ status: 500, error: 'Internal Server Error', message: 'boom' }, { status: 500 });

function statisticsHandlers({ views = 1284 } = {}) {
  server.use(
    api.get('/api/companies/views/company/{companyId}/weekly-daily', ({ response }) =>
      response(200).json([
        { date: '2026-11-16', count: 12 },
        { date: '2026-11-17', count: 20 },
      ]),
    ),
    api.get('/api/companies/views/company/{companyId}', ({ response }) => response(200).json({ total: views, weeklyEvolution: 12.5 })),
    api.get('/api/companies/contacts/total/{companyId}', ({ response }) => response(200).json({ total: 37, weeklyEvolution: -4.2 })),
    api.get('/api/companies/contacts/{id}/circular-stats', ({ response }) => response(200).json({ today: 2, lastWeek: 9, lastMonth: 21, currentYear: 37 })),
  );
}

function renderStatistics(options: Parameters<typeof signedInMember>[0] = {}) {
  return renderContainer(<MemberStatisticsContainer />, { path: '/statistique', route: '/statistique', preloadedState: signedInMember(options) });
}

const card = (name: string) => screen.getByRole('heading', { name, level: 3 }).closest('article') as HTMLElement;

describe('/statistique member statistics (spec public §2.7, §4, §7, §9)', () => {
  describe('given the user, the company and the four statistics load', () => {
    it('shows the metric cards with the weekly evolutions and the last update dd/mm/yyyy', async () => {
      server.use(
        api.get('/api/v1/user/me', ({ response }) => response(200).json(memberUser(12))),
        api.get('/api/companies/{id}', ({ response }) => response(200).json(acme)),
      );
      statisticsHandlers();
      renderStatistics();
      expect(await screen.findByRole('heading', { name: 'Vues du profil', level: 3 })).toBeInTheDocument();
      expect(card('Vues du profil')).toHaveTextContent(/1\s284/);
      expect(card('Vues du profil')).toHaveTextContent(/\+12,5/);
      expect(card('Contacts reçus')).toHaveTextContent('37');
      expect(card('Dernière mise à jour')).toHaveTextContent('18/11/2026');
      expect(screen.getByRole('img', { name: 'Vues du profil par jour' })).toBeInTheDocument();
    });
  });

  describe('given a stored user with a company', () => {
    it('asks for the statistics without waiting for the user call', async () => {
      let statisticsAsked: () => void = () => undefined;
      const asked = new Promise<void>((resolve) => {
        statisticsAsked = resolve;
      });
      server.use(
        // The user call answers only once the statistics were asked for: a sequential load would never finish.
        api.get('/api/v1/user/me', async ({ response }) => {
          await asked;
          return response(200).json(memberUser(12));
        }),
        api.get('/api/companies/{id}', ({ response }) => response(200).json(acme)),
      );
      statisticsHandlers();
      server.use(
        api.get('/api/companies/contacts/{id}/circular-stats', ({ response }) => {
          statisticsAsked();
          return response(200).json({ today: 2, lastWeek: 9, lastMonth: 21, currentYear: 37 });
        }),
      );
      renderStatistics({ storedCompanyId: 12 });
      expect(await screen.findByRole('heading', { name: 'Contacts reçus', level: 3 })).toBeInTheDocument();
    });
  });

  describe('given the company call fails', () => {
    it("still shows the statistics, with the last update as '--/--/----'", async () => {
      server.use(
        api.get('/api/v1/user/me', ({ response }) => response(200).json(memberUser(12))),
        api.get('/api/companies/{id}', serverError),
      );
      statisticsHandlers();
      renderStatistics();
      expect(await screen.findByRole('heading', { name: 'Vues du profil', level: 3 })).toBeInTheDocument();
      expect(card('Dernière mise à jour')).toHaveTextContent('--/--/----');
    });
  });

  describe('given one statistics call fails', () => {
    it("fails the whole load with the statistics catalogue's message and Retry loads again", async () => {
      const user = userEvent.setup();
      let fail = true;
      server.use(
        api.get('/api/v1/user/me', ({ response }) => response(200).json(memberUser(12))),
        api.get('/api/companies/{id}', ({ response }) => response(200).json(acme)),
      );
      statisticsHandlers();
      server.use(
        api.get('/api/companies/contacts/total/{companyId}', ({ response }) =>
          fail ? serverError() : response(200).json({ total: 37, weeklyEvolution: -4.2 }),
        ),
      );
      renderStatistics();
      expect(await screen.findByText('Erreur interne du serveur lors du traitement des statistiques')).toBeInTheDocument();
      fail = false;
      await user.click(screen.getByRole('button', { name: 'Réessayer' }));
      expect(await screen.findByRole('heading', { name: 'Contacts reçus', level: 3 })).toBeInTheDocument();
    });
  });

  describe('given the session expired', () => {
    it('shows the session-expired message without Retry', async () => {
      statisticsHandlers();
      server.use(api.get('/api/v1/user/me', () => HttpResponse.json({ status: 403, error: 'Forbidden', message: 'Accès interdit' }, { status: 403 })));
      renderStatistics();
      expect(await screen.findByText('Session expirée. Veuillez vous reconnecter.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
    });
  });

  describe('when Refresh is pressed', () => {
    it('clears the figures and loads them again', async () => {
      const user = userEvent.setup();
      let views = 1284;
      server.use(
        api.get('/api/v1/user/me', ({ response }) => response(200).json(memberUser(12))),
        api.get('/api/companies/{id}', ({ response }) => response(200).json(acme)),
      );
      statisticsHandlers();
      server.use(api.get('/api/companies/views/company/{companyId}', ({ response }) => response(200).json({ total: views, weeklyEvolution: 12.5 })));
      renderStatistics();
      expect(await screen.findByRole('heading', { name: 'Vues du profil', level: 3 })).toBeInTheDocument();
      views = 1285;
      await user.click(screen.getByRole('button', { name: 'Actualiser' }));
      await waitFor(() => expect(card('Vues du profil')).toHaveTextContent(/1\s285/));
    });
  });
});
