import type { Schedule } from '@annuaire/api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { company } from '../../testing/fixtures';
import { renderContainer } from '../../testing/renderWithProviders';
import { api, server } from '../../testing/server';
import OpeningHoursContainer from './OpeningHoursContainer';
import { memberUser, signedInMember } from './testing';

const acme = company({ id: 12, name: 'Acme Conseil' });

function memberHandlers(schedules: Schedule[] | 'fail' = []) {
  server.use(
    api.get('/api/v1/user/me', ({ response }) => response(200).json(memberUser(12))),
    api.get('/api/companies/{id}', ({ response }) => response(200).json(acme)),
    api.get('/api/companies/{id}/schedules', ({ response }) =>
      schedules === 'fail'
        ? HttpResponse.json({ status: 500, error: 'Internal Server Error', message: 'boom' }, { status: 500 })
        : response(200).json(schedules),
    ),
  );
}

function renderHours() {
  return renderContainer(<OpeningHoursContainer editProfileHref="/apropos" />, {
    path: '/horaire',
    route: '/horaire',
    preloadedState: signedInMember(),
  });
}

const open = (day: string) => screen.getByRole('checkbox', { name: `${day}, ouvert` });
const opening = (day: string) => screen.getByRole('textbox', { name: new RegExp(`^${day}, ouverture`) });
const closing = (day: string) => screen.getByRole('textbox', { name: new RegExp(`^${day}, fermeture`) });

afterEach(() => {
  vi.useRealTimers();
});

describe('/horaire opening hours (spec public §2.7, §4, §5)', () => {
  describe('given the company has no hours yet', () => {
    it('opens Monday to Friday 09:00-18:00 with the weekend closed', async () => {
      memberHandlers([]);
      renderHours();
      await screen.findByRole('checkbox', { name: 'Lundi, ouvert' });
      for (const day of ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi']) {
        expect(open(day)).toBeChecked();
        expect(opening(day)).toHaveValue('09:00');
        expect(closing(day)).toHaveValue('18:00');
      }
      expect(open('Samedi')).not.toBeChecked();
      expect(open('Dimanche')).not.toBeChecked();
      expect(screen.queryByRole('textbox', { name: /^Samedi/ })).not.toBeInTheDocument();
    });
  });

  describe('given loaded entries', () => {
    it('sets each day from its entry', async () => {
      memberHandlers([
        { dayOfWeek: 'MONDAY', closed: true, openingTime: null, closingTime: null },
        { dayOfWeek: 'SATURDAY', closed: false, openingTime: '10:00', closingTime: '13:30' },
      ]);
      renderHours();
      await screen.findByRole('checkbox', { name: 'Lundi, ouvert' });
      expect(open('Lundi')).not.toBeChecked();
      expect(open('Samedi')).toBeChecked();
      expect(opening('Samedi')).toHaveValue('10:00');
      expect(closing('Samedi')).toHaveValue('13:30');
      expect(opening('Mardi')).toHaveValue('09:00');
    });
  });

  describe('when a day is switched', () => {
    it('to open sets 09:00-18:00, and to closed empties the times', async () => {
      const user = userEvent.setup();
      memberHandlers([]);
      renderHours();
      await user.click(await screen.findByRole('checkbox', { name: 'Samedi, ouvert' }));
      expect(opening('Samedi')).toHaveValue('09:00');
      expect(closing('Samedi')).toHaveValue('18:00');
      await user.click(open('Lundi'));
      expect(screen.queryByRole('textbox', { name: /^Lundi/ })).not.toBeInTheDocument();
    });
  });

  describe('when a time is invalid', () => {
    it("shows 'Format horaire invalide (HH:MM).' once edited, and an invalid submit shows the form message", async () => {
      const user = userEvent.setup();
      memberHandlers([]);
      const puts = vi.fn();
      server.use(api.put('/api/companies/{id}/schedules', ({ response }) => (puts(), response(200).json([]))));
      renderHours();
      await screen.findByRole('checkbox', { name: 'Lundi, ouvert' });
      await user.clear(opening('Lundi'));
      await user.type(opening('Lundi'), '25:00');
      expect(await screen.findByText('Format horaire invalide (HH:MM).')).toBeInTheDocument();
      await user.clear(closing('Mardi'));
      await user.click(screen.getByRole('button', { name: 'Enregistrer les horaires' }));
      expect(await screen.findByText('Veuillez corriger les erreurs dans le formulaire.')).toBeInTheDocument();
      expect(screen.getByText('Ce champ est obligatoire.')).toBeInTheDocument();
      expect(puts).not.toHaveBeenCalled();
    });

    it('saves a day that closes after midnight, 22:00-02:00 (spec public §5: no closing-after-opening check)', async () => {
      const user = userEvent.setup();
      memberHandlers([]);
      const sent: Schedule[][] = [];
      server.use(
        api.put('/api/companies/{id}/schedules', async ({ request, response }) => {
          const body = await request.json();
          sent.push(body.schedules);
          return response(200).json(body.schedules);
        }),
      );
      renderHours();
      await screen.findByRole('checkbox', { name: 'Vendredi, ouvert' });
      await user.clear(opening('Vendredi'));
      await user.type(opening('Vendredi'), '22:00');
      await user.clear(closing('Vendredi'));
      await user.type(closing('Vendredi'), '02:00');
      await user.click(screen.getByRole('button', { name: 'Enregistrer les horaires' }));
      expect(await screen.findByText('Les horaires ont été sauvegardés avec succès !')).toBeInTheDocument();
      expect(sent[0]?.find((day) => day.dayOfWeek === 'FRIDAY')).toEqual({ dayOfWeek: 'FRIDAY', closed: false, openingTime: '22:00', closingTime: '02:00' });
    });
  });

  describe('when the week is saved', () => {
    it('sends the whole week, closed days without times, and shows the success message for 3 s', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      memberHandlers([]);
      const sent: Schedule[][] = [];
      server.use(
        api.put('/api/companies/{id}/schedules', async ({ request, response }) => {
          const body = await request.json();
          sent.push(body.schedules);
          return response(200).json(body.schedules);
        }),
      );
      renderHours();
      await user.click(await screen.findByRole('checkbox', { name: 'Vendredi, ouvert' }));
      await user.click(screen.getByRole('button', { name: 'Enregistrer les horaires' }));
      expect(await screen.findByText('Les horaires ont été sauvegardés avec succès !')).toBeInTheDocument();
      expect(sent[0]).toHaveLength(7);
      expect(sent[0]?.find((day) => day.dayOfWeek === 'FRIDAY')).toEqual({ dayOfWeek: 'FRIDAY', closed: true, openingTime: null, closingTime: null });
      expect(sent[0]?.find((day) => day.dayOfWeek === 'MONDAY')).toEqual({ dayOfWeek: 'MONDAY', closed: false, openingTime: '09:00', closingTime: '18:00' });
      await vi.advanceTimersByTimeAsync(3100);
      await waitFor(() => expect(screen.queryByText('Les horaires ont été sauvegardés avec succès !')).not.toBeInTheDocument());
    });

    it("shows the failure's message from the company catalogue", async () => {
      const user = userEvent.setup();
      memberHandlers([]);
      server.use(
        api.put('/api/companies/{id}/schedules', () => HttpResponse.json({ status: 500, error: 'Internal Server Error', message: '' }, { status: 500 })),
      );
      renderHours();
      await user.click(await screen.findByRole('button', { name: 'Enregistrer les horaires' }));
      expect(await screen.findByText('Erreur interne du serveur')).toBeInTheDocument();
    });
  });

  describe('given the hours fail to load', () => {
    it("shows 'Erreur lors du chargement des horaires' and Retry loads them again", async () => {
      const user = userEvent.setup();
      let fail = true;
      server.use(
        api.get('/api/v1/user/me', ({ response }) => response(200).json(memberUser(12))),
        api.get('/api/companies/{id}', ({ response }) => response(200).json(acme)),
        api.get('/api/companies/{id}/schedules', ({ response }) =>
          fail ? HttpResponse.json({ status: 500, error: 'Internal Server Error', message: 'boom' }, { status: 500 }) : response(200).json([]),
        ),
      );
      renderHours();
      expect(await screen.findByText('Erreur lors du chargement des horaires')).toBeInTheDocument();
      fail = false;
      await user.click(screen.getByRole('button', { name: 'Réessayer' }));
      expect(await screen.findByRole('checkbox', { name: 'Lundi, ouvert' })).toBeChecked();
    });
  });
});
