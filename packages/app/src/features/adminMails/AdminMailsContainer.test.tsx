import type { Mail } from '@annuaire/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderContainer } from '../../testing/renderWithProviders';
import { api, server } from '../../testing/server';
import AdminMailsContainer from './AdminMailsContainer';

const refused: Mail = {
  id: 7,
  to: 'direction@societe.example.org',
  subject: 'Votre accès à l’annuaire : Société Générale des Travaux',
  kind: 'invitation',
  language: 'fr',
  state: 'pending',
  attempts: 2,
  lastError: '451 4.3.0 Mailbox busy, try later',
  createdAt: '2026-11-24T10:15:00.000Z',
  nextAttemptAt: '2026-11-24T10:17:00.000Z',
  sentAt: null,
};

const logged: Mail = {
  id: 6,
  to: 'contact@gabon-mines.example.org',
  subject: 'Password reset',
  kind: 'passwordReset',
  language: 'en',
  state: 'logged',
  attempts: 1,
  lastError: null,
  createdAt: '2026-11-23T16:02:00.000Z',
  nextAttemptAt: null,
  sentAt: '2026-11-23T16:02:00.000Z',
};

function outbox(asked: URL[] = [], mails: Mail[] = [refused, logged], totalElements = mails.length) {
  server.use(
    api.get('/api/mails', ({ request, response }) => {
      asked.push(new URL(request.url));
      return response(200).json({ content: mails, totalElements, totalPages: Math.ceil(totalElements / 20), last: true, number: 0, size: 20 });
    }),
  );
  return asked;
}

describe('AdminMailsContainer: the outbox of the service mails', () => {
  describe("given the network administrator's session", () => {
    it('lists the mails as the service answers: recipient, mail and language, subject, state, attempts, last error', async () => {
      const asked = outbox();
      renderContainer(<AdminMailsContainer />, { session: 'networkAdmin' });
      const row = (await screen.findByText('direction@societe.example.org')).closest('tr') as HTMLElement;
      expect(within(row).getByText('Invitation · FR')).toBeInTheDocument();
      expect(within(row).getByText('Votre accès à l’annuaire : Société Générale des Travaux')).toBeInTheDocument();
      expect(within(row).getByText('En attente')).toBeInTheDocument();
      expect(within(row).getByRole('cell', { name: '2' })).toBeInTheDocument();
      expect(within(row).getByText('451 4.3.0 Mailbox busy, try later')).toBeInTheDocument();
      const other = screen.getByText('contact@gabon-mines.example.org').closest('tr') as HTMLElement;
      expect(within(other).getByText('Écrit au journal')).toBeInTheDocument();
      expect(asked[0]?.searchParams.get('size')).toBe('20');
      expect(asked[0]?.searchParams.get('page')).toBe('0');
      expect(asked[0]?.searchParams.has('state')).toBe(false);
    });

    it('reads its state filter and page from the URL, and a new state asks from page 0', async () => {
      const user = userEvent.setup();
      const asked = outbox([], [refused], 45);
      renderContainer(<AdminMailsContainer />, { route: '/admin/courriels?state=pending&page=1', session: 'networkAdmin' });
      await screen.findByText('direction@societe.example.org');
      expect(asked[0]?.searchParams.get('state')).toBe('pending');
      expect(asked[0]?.searchParams.get('page')).toBe('1');
      expect(screen.getByRole('combobox', { name: 'État' })).toHaveValue('pending');
      await user.selectOptions(screen.getByRole('combobox', { name: 'État' }), 'Échec');
      await waitFor(() => expect(asked.at(-1)?.searchParams.get('state')).toBe('failed'));
      expect(asked.at(-1)?.searchParams.get('page')).toBe('0');
      await user.click(screen.getByRole('button', { name: /Suivant/ }));
      await waitFor(() => expect(asked.at(-1)?.searchParams.get('page')).toBe('1'));
      expect(asked.at(-1)?.searchParams.get('state')).toBe('failed');
    });

    it("shows the service's refusal in the catalogue's words, and Retry asks again", async () => {
      const user = userEvent.setup();
      let calls = 0;
      server.use(
        api.get('/api/mails', () => {
          calls += 1;
          return HttpResponse.json({ message: 'Forbidden', status: 403, error: 'Forbidden' }, { status: 403 });
        }),
      );
      renderContainer(<AdminMailsContainer />, { session: 'networkAdmin' });
      expect(await screen.findByText('Accès interdit')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Réessayer' }));
      await waitFor(() => expect(calls).toBe(2));
    });

    it('says so when no mail was written', async () => {
      outbox([], []);
      renderContainer(<AdminMailsContainer />, { session: 'networkAdmin' });
      expect(await screen.findByRole('heading', { name: 'Aucun courriel envoyé' })).toBeInTheDocument();
    });
  });

  describe("given a chamber administrator's session", () => {
    it('says the page is the network administrator’s and asks nothing', async () => {
      const asked = outbox();
      renderContainer(<AdminMailsContainer />, { session: 'chamberAdmin' });
      expect(await screen.findByText("Les courriels de l'annuaire sont réservés à l'administrateur réseau.")).toBeInTheDocument();
      expect(asked).toHaveLength(0);
    });
  });
});
