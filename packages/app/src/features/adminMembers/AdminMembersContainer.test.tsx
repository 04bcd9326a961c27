import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { company, companyPage } from '../../testing/fixtures';
import { renderContainer } from '../../testing/renderWithProviders';
import { api, server } from '../../testing/server';
import AdminMembersContainer from './AdminMembersContainer';
import { adminShellHandlers, signedInAdmin } from './adminTesting';

/**
 * A field given its whole value as a paste gives it: one input event, where typing re-validates the whole form at
 * each character (enough, on a loaded machine, to run past the test's time). The name is still typed key by key.
 */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

const summary = {
  active: 2,
  inactive: 1,
  pending: 1,
  newThisMonth: 1,
  views: { total: 1240, weeklyEvolution: 12.5 },
  searches: { total: 30, weeklyEvolution: -4 },
};

function members(asked: URL[] = []) {
  server.use(
    api.get('/api/companies/country-amcham/{id}', ({ request, response }) => {
      const url = new URL(request.url);
      asked.push(url);
      const status = url.searchParams.get('status');
      const all = [
        company({ id: 12, name: 'Société Générale des Travaux', status: 'ACTIVE' }),
        company({ id: 31, name: 'Banque du Sahel', status: 'INACTIVE' }),
        company({ id: 44, name: 'Clinique Les Palmiers', status: 'PENDING' }),
      ].filter((entry) => status === null || entry.status === status);
      return response(200).json(companyPage(all, { totalElements: status === null ? 23 : all.length, last: status !== null, size: 10 }));
    }),
    api.get('/api/companies/country-amcham/{id}/summary', ({ response }) => response(200).json(summary)),
  );
  return asked;
}

describe('AdminMembersContainer: the chamber administrator members screen (spec admin §2-§9)', () => {
  describe("given a chamber administrator's session", () => {
    it("lists its chamber's members with real summary cards and a pager of 10", async () => {
      const asked = members();
      renderContainer(<AdminMembersContainer />, { session: 'chamberAdmin' });
      expect(await screen.findByText('Société Générale des Travaux')).toBeInTheDocument();
      expect(screen.getByText('1 240')).toBeInTheDocument();
      expect(screen.getByText('+12,5 %')).toBeInTheDocument();
      expect(asked[0]?.pathname).toBe('/api/companies/country-amcham/1');
      expect(asked[0]?.searchParams.get('size')).toBe('10');
      expect(screen.getByRole('button', { name: /Suivant/ })).toBeEnabled();
    });

    it('sends the status filter as `status` and goes back to page 0', async () => {
      const user = userEvent.setup();
      const asked = members();
      renderContainer(<AdminMembersContainer />, { session: 'chamberAdmin' });
      await screen.findByText('Société Générale des Travaux');
      await user.click(screen.getByRole('button', { name: /Suivant/ }));
      await waitFor(() => expect(asked.at(-1)?.searchParams.get('page')).toBe('1'));
      await user.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'En attente');
      await waitFor(() => expect(asked.at(-1)?.searchParams.get('status')).toBe('PENDING'));
      expect(asked.at(-1)?.searchParams.get('page')).toBe('0');
      expect(asked.at(-1)?.searchParams.has('sector')).toBe(false);
    });

    it('searches by name once typing pauses, from page 0', async () => {
      const user = userEvent.setup();
      const asked = members();
      renderContainer(<AdminMembersContainer />, { session: 'chamberAdmin' });
      await screen.findByText('Société Générale des Travaux');
      await user.type(screen.getByRole('searchbox', { name: 'Rechercher un membre' }), 'societe');
      await waitFor(() => expect(asked.at(-1)?.searchParams.get('name')).toBe('societe'));
      expect(asked.filter((url) => url.searchParams.get('name')?.startsWith('soc'))).toHaveLength(1);
    });

    it('asks before deactivating, then changes the status at once and puts it back with the message when the service refuses', async () => {
      const user = userEvent.setup();
      members();
      const patched = vi.fn();
      server.use(
        api.patch('/api/companies/{id}/status', () => {
          patched();
          return HttpResponse.json({ message: 'Accès interdit', status: 403, error: 'Forbidden' }, { status: 403 });
        }),
      );
      renderContainer(<AdminMembersContainer />, { session: 'chamberAdmin' });
      const row = (await screen.findByText('Société Générale des Travaux')).closest('tr') as HTMLElement;
      await user.click(within(row).getByRole('button', { name: 'Désactiver Société Générale des Travaux' }));
      const confirm = await screen.findByRole('alertdialog', { name: 'Désactiver ce membre ?' });
      expect(patched).not.toHaveBeenCalled();
      await user.click(within(confirm).getByRole('button', { name: 'Désactiver' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Accès interdit');
      expect(patched).toHaveBeenCalledTimes(1);
      expect(within(row).getByText('Actif')).toBeInTheDocument();
    });
  });

  describe('when a status changes while a search is on its way', () => {
    it('shows the status as saved, not the one of a search answer that left before the change', async () => {
      const user = userEvent.setup();
      const saved = { status: 'ACTIVE' as 'ACTIVE' | 'INACTIVE' };
      let answerSearch = () => {};
      const searchAnswered = new Promise<void>((resolve) => (answerSearch = resolve));
      const asked: URL[] = [];
      server.use(
        api.get('/api/companies/country-amcham/{id}', async ({ request, response }) => {
          const url = new URL(request.url);
          asked.push(url);
          // what the service reads when the request arrives, sent back only once the test lets the search answer
          const status = saved.status;
          if (url.searchParams.get('name') && asked.filter((entry) => entry.searchParams.get('name')).length === 1) await searchAnswered;
          return response(200).json(
            companyPage([company({ id: 12, name: 'Société Générale des Travaux', status })], { totalElements: 1, last: true, size: 10 }),
          );
        }),
        api.get('/api/companies/country-amcham/{id}/summary', ({ response }) => response(200).json(summary)),
        api.patch('/api/companies/{id}/status', () => {
          saved.status = 'INACTIVE';
          return HttpResponse.json(company({ id: 12, name: 'Société Générale des Travaux', status: 'INACTIVE' }));
        }),
      );
      renderContainer(<AdminMembersContainer />, { session: 'chamberAdmin' });
      const row = (await screen.findByText('Société Générale des Travaux')).closest('tr') as HTMLElement;
      await user.type(screen.getByRole('searchbox', { name: 'Rechercher un membre' }), 'soc');
      await waitFor(() => expect(asked.some((url) => url.searchParams.get('name') === 'soc')).toBe(true));
      await user.click(within(row).getByRole('button', { name: 'Désactiver Société Générale des Travaux' }));
      await user.click(within(await screen.findByRole('alertdialog', { name: 'Désactiver ce membre ?' })).getByRole('button', { name: 'Désactiver' }));
      await waitFor(() => expect(saved.status).toBe('INACTIVE'));
      answerSearch();
      const shown = await screen.findByText('Société Générale des Travaux');
      await waitFor(() => expect(within(shown.closest('tr') as HTMLElement).getByText('Inactif')).toBeInTheDocument());
      expect(within(shown.closest('tr') as HTMLElement).queryByText('Actif')).toBeNull();
    });
  });

  describe('when a member is added', () => {
    it("keeps Save disabled until the form is valid, sends the administrator's chamber, and shows a 409 in the catalogue's words", async () => {
      const user = userEvent.setup();
      adminShellHandlers('ADMIN_AMCHAM', 2);
      members();
      const sent: FormData[] = [];
      server.use(
        api.get('/api/sectors/all', ({ response }) => response(200).json([{ id: 2, nameFr: 'Finance', nameEn: 'Finance' }])),
        api.post('/api/companies/save', async ({ request }) => {
          sent.push(await request.formData());
          return HttpResponse.json({ message: 'Une entreprise avec ce nom existe déjà', status: 409, error: 'Conflict' }, { status: 409 });
        }),
      );
      renderContainer(<AdminMembersContainer />, { preloadedState: signedInAdmin('ADMIN_AMCHAM', 2) });
      await user.click(await screen.findByRole('button', { name: 'Ajouter un membre' }));
      const dialog = await screen.findByRole('dialog', { name: 'Nouveau membre' });
      const save = within(dialog).getByRole('button', { name: 'Enregistrer' });
      expect(save).toBeDisabled();
      await user.type(within(dialog).getByRole('textbox', { name: /^Nom de l'entreprise/ }), 'Banque du Sahel');
      await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Secteur d'activité/ }), 'Finance');
      await fill(
        user,
        within(dialog).getByRole('textbox', { name: /^Description/ }),
        'Banque commerciale au service des entreprises et des particuliers du Sahel.',
      );
      await fill(user, within(dialog).getByRole('textbox', { name: /^Adresse/ }), '4 rue Carnot, Plateau');
      await fill(user, within(dialog).getByRole('textbox', { name: /^Téléphone/ }), '+221 33 800 00 00');
      await user.type(within(dialog).getByRole('textbox', { name: /^E-mail/ }), 'pas-un-email');
      await user.tab();
      expect(await within(dialog).findByText('Veuillez saisir une adresse email valide.')).toBeInTheDocument();
      expect(save).toBeDisabled();
      await user.clear(within(dialog).getByRole('textbox', { name: /^E-mail/ }));
      await fill(user, within(dialog).getByRole('textbox', { name: /^E-mail/ }), 'info@banque-sahel.example.org');
      await waitFor(() => expect(save).toBeEnabled());
      await user.click(save);
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Une entreprise avec ce nom existe déjà');
      expect(sent[0]?.get('countryAmchamId')).toBe('2');
      expect(sent[0]?.get('sectorId')).toBe('2');
    });
  });

  describe('when a CSV that French Excel saved (Windows-1252) is checked', () => {
    it('sends its bytes as they are, without a charset, for the service to tell their encoding', async () => {
      const user = userEvent.setup();
      members();
      const sent: { bytes: number[]; type: string | null; dryRun: string | null }[] = [];
      server.use(
        api.post('/api/companies/country-amcham/{id}/import', async ({ request, response }) => {
          sent.push({
            bytes: [...new Uint8Array(await request.arrayBuffer())],
            type: request.headers.get('content-type'),
            dryRun: new URL(request.url).searchParams.get('dryRun'),
          });
          return response(200).json({ dryRun: true, applied: false, created: 1, updated: 0, errors: [] });
        }),
      );
      renderContainer(<AdminMembersContainer />, { session: 'chamberAdmin' });
      await user.click(await screen.findByRole('button', { name: 'Importer CSV' }));
      const dialog = await screen.findByRole('dialog', { name: 'Importer des membres (CSV)' });
      // 'nom\nSociété\n' in Windows-1252: é is the one byte 0xE9, which no UTF-8 reading keeps
      const bytes = [0x6e, 0x6f, 0x6d, 0x0a, 0x53, 0x6f, 0x63, 0x69, 0xe9, 0x74, 0xe9, 0x0a];
      await user.upload(within(dialog).getByLabelText('Fichier CSV'), new File([new Uint8Array(bytes)], 'membres.csv', { type: 'text/csv' }));
      await user.click(within(dialog).getByRole('button', { name: 'Vérifier' }));
      expect(await within(dialog).findByText('1 membre(s) à créer, 0 à mettre à jour.')).toBeInTheDocument();
      expect(sent).toEqual([{ bytes, type: 'text/csv', dryRun: 'true' }]);
    });
  });

  describe('given the new-member form filled with the sector chosen last', () => {
    it("shows no 'Ce champ est obligatoire.' and enables Enregistrer", async () => {
      const user = userEvent.setup();
      adminShellHandlers('ADMIN_AMCHAM', 2);
      members();
      server.use(api.get('/api/sectors/all', ({ response }) => response(200).json([{ id: 2, nameFr: 'Finance', nameEn: 'Finance' }])));
      renderContainer(<AdminMembersContainer />, { preloadedState: signedInAdmin('ADMIN_AMCHAM', 2) });
      await user.click(await screen.findByRole('button', { name: 'Ajouter un membre' }));
      const dialog = await screen.findByRole('dialog', { name: 'Nouveau membre' });
      await user.type(within(dialog).getByRole('textbox', { name: /^Nom de l'entreprise/ }), 'Banque du Sahel');
      await fill(
        user,
        within(dialog).getByRole('textbox', { name: /^Description/ }),
        'Banque commerciale au service des entreprises et des particuliers du Sahel.',
      );
      await fill(user, within(dialog).getByRole('textbox', { name: /^Adresse/ }), '4 rue Carnot, Plateau');
      await fill(user, within(dialog).getByRole('textbox', { name: /^Téléphone/ }), '+221 33 800 00 00');
      await fill(user, within(dialog).getByRole('textbox', { name: /^E-mail/ }), 'info@banque-sahel.example.org');
      await user.click(within(dialog).getByRole('combobox', { name: /^Secteur d'activité/ }));
      await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Secteur d'activité/ }), 'Finance');
      await user.tab();
      expect(within(dialog).queryByText('Ce champ est obligatoire.')).not.toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
    });
  });

  describe('given the network administrator', () => {
    it('asks for the first chamber’s members until one is picked, then the chamber the URL names', async () => {
      const asked = members();
      const { unmount } = renderContainer(<AdminMembersContainer />, { session: 'networkAdmin' });
      await screen.findByText('Société Générale des Travaux');
      expect(asked[0]?.pathname).toBe('/api/companies/country-amcham/1');
      unmount();
      renderContainer(<AdminMembersContainer />, { route: '/admin/members?chambre=2', session: 'networkAdmin' });
      await waitFor(() => expect(asked.at(-1)?.pathname).toBe('/api/companies/country-amcham/2'));
    });
  });
});

describe('AdminMembersContainer: the chamber’s membership applications ("Candidatures")', () => {
  const application = (companyId: number, companyName: string, overdue: boolean) => ({
    companyId,
    companyName,
    sector: 'Industrie',
    sectorNameEn: 'Industry',
    country: 'Côte d’Ivoire',
    email: 'contact@candidat.example',
    telephone: '+225 27 22 00 11 22',
    representativeName: 'Awa Koné',
    representativeEmail: 'awa@candidat.example',
    language: 'fr' as const,
    submittedAt: overdue ? '2026-10-01T09:00:00.000Z' : '2026-11-25T09:00:00.000Z',
    overdue,
    nameInDirectory: false,
  });

  it('lists them oldest first with the overdue one marked; approving one calls the service, says so and drops it', async () => {
    const user = userEvent.setup();
    members();
    let pending = [application(81, 'Dossier Oublié SARL', true), application(82, 'Ingénierie Lagune', false)];
    const approved: number[] = [];
    server.use(
      api.get('/api/country-amchams/{id}/applications', ({ response }) =>
        response(200).json({ pending: pending.length, overdue: pending.filter((a) => a.overdue).length, content: pending }),
      ),
      api.post('/api/companies/{id}/application/approve', ({ params, response }) => {
        approved.push(Number(params.id));
        pending = pending.filter((a) => a.companyId !== Number(params.id));
        return response(200).json(company({ id: Number(params.id), name: 'Dossier Oublié SARL', status: 'ACTIVE' }));
      }),
    );
    renderContainer(<AdminMembersContainer />, { session: 'chamberAdmin' });
    const panel = (await screen.findByRole('heading', { name: 'Candidatures (2)', level: 2 })).closest('section') as HTMLElement;
    const names = within(panel)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(['Dossier Oublié SARL', 'Ingénierie Lagune']);
    expect(within(panel).getByText('Sans réponse depuis 30 jours')).toBeInTheDocument();
    await user.click(within(panel).getAllByRole('button', { name: 'Accepter' })[0]!);
    expect(await screen.findByText(/La candidature de Dossier Oublié SARL est acceptée/)).toBeInTheDocument();
    expect(approved).toEqual([81]);
    expect((await screen.findByRole('heading', { name: 'Candidatures (1)', level: 2 })).closest('section') as HTMLElement).toBeInTheDocument();
  });

  it('refuses one with the reason typed', async () => {
    const user = userEvent.setup();
    members();
    const reasons: unknown[] = [];
    server.use(
      api.get('/api/country-amchams/{id}/applications', ({ response }) =>
        response(200).json({ pending: 1, overdue: 0, content: [application(83, 'Société Refusée', false)] }),
      ),
      api.post('/api/companies/{id}/application/refuse', async ({ request, response }) => {
        reasons.push(await request.json());
        return response(200).json(company({ id: 83, name: 'Société Refusée', status: 'INACTIVE' }));
      }),
    );
    renderContainer(<AdminMembersContainer />, { session: 'chamberAdmin' });
    const panel = (await screen.findByRole('heading', { name: 'Candidatures (1)', level: 2 })).closest('section') as HTMLElement;
    await user.click(within(panel).getByRole('button', { name: 'Refuser' }));
    await user.type(within(panel).getByRole('textbox', { name: /Motif du refus/ }), 'Hors du périmètre.');
    await user.click(within(panel).getByRole('button', { name: 'Refuser la candidature' }));
    expect(await screen.findByText(/La candidature de Société Refusée est refusée/)).toBeInTheDocument();
    expect(reasons).toEqual([{ reason: 'Hors du périmètre.' }]);
  });
  it("the 'Candidatures' filter of the URL asks the service for the applications, the overdue one marked, and another filter leaves them", async () => {
    const user = userEvent.setup();
    const asked: URL[] = [];
    const pending = [application(81, 'Dossier Oublié SARL', true), application(82, 'Ingénierie Lagune', false)];
    server.use(
      api.get('/api/country-amchams/{id}/applications', ({ response }) => response(200).json({ pending: 2, overdue: 1, content: pending })),
      api.get('/api/companies/country-amcham/{id}', ({ request, response }) => {
        const url = new URL(request.url);
        asked.push(url);
        const all =
          url.searchParams.get('application') === 'pending'
            ? [company({ id: 81, name: 'Dossier Oublié SARL', status: 'PENDING' }), company({ id: 82, name: 'Ingénierie Lagune', status: 'PENDING' })]
            : [company({ id: 12, name: 'Société Générale des Travaux', status: 'ACTIVE' })];
        return response(200).json(companyPage(all, { totalElements: all.length, last: true, size: 10 }));
      }),
      api.get('/api/companies/country-amcham/{id}/summary', ({ response }) => response(200).json(summary)),
    );
    renderContainer(<AdminMembersContainer />, { route: '/members?filtre=candidatures', session: 'chamberAdmin' });

    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Ingénierie Lagune')).toBeInTheDocument();
    expect(asked.at(-1)?.searchParams.get('application')).toBe('pending');
    expect(asked.at(-1)?.searchParams.get('status')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Statut' })).toHaveValue('APPLICATIONS');
    const overdue = within(table).getByText('Dossier Oublié SARL').closest('tr') as HTMLElement;
    expect(within(overdue).getByText('Sans réponse depuis 30 jours')).toBeInTheDocument();
    expect(within(within(table).getByText('Ingénierie Lagune').closest('tr') as HTMLElement).queryByText('Sans réponse depuis 30 jours')).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'Tous les statuts');
    // the whole list again (the first answer, kept)
    expect(await within(table).findByText('Société Générale des Travaux')).toBeInTheDocument();
    expect(within(table).queryByText('Ingénierie Lagune')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Statut' })).toHaveValue('');
  });
});
