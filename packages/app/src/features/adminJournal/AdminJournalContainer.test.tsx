import type { AuditEntry } from '@annuaire/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderContainer } from '../../testing/renderWithProviders';
import { api, server } from '../../testing/server';
import AdminJournalContainer from './AdminJournalContainer';

const statusChange: AuditEntry = {
  id: 42,
  at: '2026-11-24T10:15:00.000Z',
  actor: { id: 3, email: 'admin.ci@annuaire.demo', profil: 'ADMIN_AMCHAM' },
  countryAmchamId: 1,
  kind: 'status',
  action: 'update',
  operationId: 'updateCompanyStatus',
  targetId: 12,
  before: { id: 12, name: 'Société Générale des Travaux', status: 'PENDING', country_amcham_id: 1 },
  after: { id: 12, name: 'Société Générale des Travaux', status: 'ACTIVE', country_amcham_id: 1 },
};

const sectorCreated: AuditEntry = {
  id: 41,
  at: '2026-11-23T08:30:00.000Z',
  actor: { id: 1, email: 'admin.reseau@annuaire.demo', profil: 'ADMIN_RESEAU' },
  countryAmchamId: null,
  kind: 'sector',
  action: 'create',
  operationId: 'createSector',
  targetId: 18,
  before: null,
  after: { id: 18, name_fr: 'Énergies renouvelables', name_en: 'Renewable energy' },
};

function journal(asked: URL[] = [], entries: AuditEntry[] = [statusChange, sectorCreated], totalElements = entries.length) {
  server.use(
    api.get('/api/audit', ({ request, response }) => {
      asked.push(new URL(request.url));
      return response(200).json({ content: entries, totalElements, totalPages: Math.ceil(totalElements / 20), last: true, number: 0, size: 20 });
    }),
  );
  return asked;
}

/** Leaves the page and comes back to it, in the same store (the store keeps what was read before). */
function Revisited({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(true);
  return (
    <>
      {shown && children}
      <button type="button" onClick={() => setShown(!shown)}>
        {shown ? 'Leave' : 'Come back'}
      </button>
    </>
  );
}

describe('AdminJournalContainer: the change log of the audit trail', () => {
  describe("given a chamber administrator's session", () => {
    it("lists the entries, newest first as the service answers, with who, kind, action and item, and asks for its chamber's by default", async () => {
      const asked = journal();
      renderContainer(<AdminJournalContainer />, { session: 'chamberAdmin' });
      const row = (await screen.findByText('admin.ci@annuaire.demo')).closest('tr') as HTMLElement;
      expect(within(row).getByText('Administrateur de chambre')).toBeInTheDocument();
      expect(within(row).getByText('Statut')).toBeInTheDocument();
      expect(within(row).getByText('Modification')).toBeInTheDocument();
      expect(within(row).getByText('#12')).toBeInTheDocument();
      expect(asked[0]?.searchParams.get('size')).toBe('20');
      expect(asked[0]?.searchParams.get('page')).toBe('0');
      // The service scopes a chamber administrator's reads; the app names no chamber and shows no chamber filter.
      expect(asked[0]?.searchParams.has('countryAmchamId')).toBe(false);
      expect(screen.queryByRole('combobox', { name: 'Chambre concernée' })).toBeNull();
    });

    it('shows only the fields a write changed, before -> after, and every field of a creation', async () => {
      const user = userEvent.setup();
      journal();
      renderContainer(<AdminJournalContainer />, { session: 'chamberAdmin' });
      await user.click(await screen.findByRole('button', { name: "Voir le détail de l'entrée 42" }));
      const dialog = await screen.findByRole('dialog', { name: 'Statut · Modification' });
      expect(
        within(dialog)
          .getAllByRole('rowheader')
          .map((cell) => cell.textContent),
      ).toEqual(['status']);
      expect(within(dialog).getByRole('cell', { name: 'PENDING' })).toBeInTheDocument();
      expect(within(dialog).getByRole('cell', { name: 'ACTIVE' })).toBeInTheDocument();
      await user.keyboard('{Escape}');
      await user.click(screen.getByRole('button', { name: "Voir le détail de l'entrée 41" }));
      const created = await screen.findByRole('dialog', { name: 'Secteur · Création' });
      expect(
        within(created)
          .getAllByRole('rowheader')
          .map((cell) => cell.textContent),
      ).toEqual(['id', 'name_fr', 'name_en']);
    });

    it('reads its filters from the URL (a reload keeps them) and a new filter asks from page 0', async () => {
      const user = userEvent.setup();
      const asked = journal([], [statusChange], 45);
      renderContainer(<AdminJournalContainer />, {
        route: '/journal?kind=status&person=admin.ci&from=2026-11-01&to=2026-11-30&page=1',
        session: 'chamberAdmin',
      });
      await screen.findByText('admin.ci@annuaire.demo');
      expect(asked[0]?.searchParams.get('kind')).toBe('status');
      expect(asked[0]?.searchParams.get('person')).toBe('admin.ci');
      expect(asked[0]?.searchParams.get('from')).toBe('2026-11-01');
      expect(asked[0]?.searchParams.get('to')).toBe('2026-11-30');
      expect(asked[0]?.searchParams.get('page')).toBe('1');
      expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('status');
      expect(screen.getByRole('searchbox', { name: 'Personne' })).toHaveValue('admin.ci');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Bannière');
      await waitFor(() => expect(asked.at(-1)?.searchParams.get('kind')).toBe('banner'));
      expect(asked.at(-1)?.searchParams.get('page')).toBe('0');
      expect(asked.at(-1)?.searchParams.get('person')).toBe('admin.ci');
      await user.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
      await waitFor(() => expect(asked.at(-1)?.searchParams.has('kind')).toBe(false));
      expect(asked.at(-1)?.searchParams.has('person')).toBe(false);
      expect(screen.getByRole('searchbox', { name: 'Personne' })).toHaveValue('');
    });

    it('asks by person once typing pauses, not per keystroke', async () => {
      const user = userEvent.setup();
      const asked = journal();
      renderContainer(<AdminJournalContainer />, { session: 'chamberAdmin' });
      await screen.findByText('admin.ci@annuaire.demo');
      await user.type(screen.getByRole('searchbox', { name: 'Personne' }), 'reseau');
      await waitFor(() => expect(asked.at(-1)?.searchParams.get('person')).toBe('reseau'));
      expect(asked.filter((url) => url.searchParams.has('person'))).toHaveLength(1);
    });

    it("shows the service's refusal in the catalogue's words, and Retry asks again", async () => {
      const user = userEvent.setup();
      let calls = 0;
      server.use(
        api.get('/api/audit', () => {
          calls += 1;
          return HttpResponse.json({ message: 'Forbidden', status: 403, error: 'Forbidden' }, { status: 403 });
        }),
      );
      renderContainer(<AdminJournalContainer />, { session: 'chamberAdmin' });
      expect(await screen.findByText('Accès interdit')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Réessayer' }));
      await waitFor(() => expect(calls).toBe(2));
    });

    it('asks again on each visit, so the writes of a moment ago show', async () => {
      const user = userEvent.setup();
      const asked = journal();
      renderContainer(<Revisited>{<AdminJournalContainer />}</Revisited>, { session: 'chamberAdmin' });
      await screen.findByText('admin.ci@annuaire.demo');
      expect(asked).toHaveLength(1);
      await user.click(screen.getByRole('button', { name: 'Leave' }));
      await user.click(screen.getByRole('button', { name: 'Come back' }));
      await screen.findByText('admin.ci@annuaire.demo');
      await waitFor(() => expect(asked).toHaveLength(2));
    });

    it('says so when nothing was recorded', async () => {
      journal([], []);
      renderContainer(<AdminJournalContainer />, { session: 'chamberAdmin' });
      expect(await screen.findByRole('heading', { name: 'Aucune modification enregistrée' })).toBeInTheDocument();
    });
  });

  describe("given the network administrator's session", () => {
    it('reads every chamber by default and one chamber once picked, kept in the URL', async () => {
      const user = userEvent.setup();
      const asked = journal();
      renderContainer(<AdminJournalContainer />, { session: 'networkAdmin' });
      await screen.findByText('admin.ci@annuaire.demo');
      expect(asked[0]?.searchParams.has('countryAmchamId')).toBe(false);
      const picker = await screen.findByRole('combobox', { name: 'Chambre concernée' });
      await user.selectOptions(picker, 'AmCham Sénégal');
      await waitFor(() => expect(asked.at(-1)?.searchParams.get('countryAmchamId')).toBe('2'));
      expect(picker).toHaveValue('2');
    });
  });
});
