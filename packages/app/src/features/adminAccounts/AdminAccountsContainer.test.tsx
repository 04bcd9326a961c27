import type { AccountSummary } from '@annuaire/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderContainer } from '../../testing/renderWithProviders';
import { api, server } from '../../testing/server';
import AdminAccountsContainer from './AdminAccountsContainer';

// the signed-in chamber administrator of renderContainer's session is user 3
const own: AccountSummary = {
  id: 3,
  email: 'admin.ci@annuaire.demo',
  profil: 'ADMIN_AMCHAM',
  countryAmchamId: 1,
  chamberName: "AmCham Côte d'Ivoire",
  companyId: null,
  companyName: null,
  state: 'active',
  lastSignInAt: '2026-11-24T10:15:00.000Z',
};
const invited: AccountSummary = {
  id: 9,
  email: 'secretariat.ci@annuaire.demo',
  profil: 'ADMIN_AMCHAM',
  countryAmchamId: 1,
  chamberName: "AmCham Côte d'Ivoire",
  companyId: null,
  companyName: null,
  state: 'active',
  lastSignInAt: null,
};
const representative: AccountSummary = {
  id: 21,
  email: 'direction@sgt.example.org',
  profil: 'MEMBER',
  countryAmchamId: 1,
  chamberName: "AmCham Côte d'Ivoire",
  companyId: 12,
  companyName: 'Société Générale des Travaux',
  state: 'disabled',
  lastSignInAt: '2026-11-20T08:00:00.000Z',
};

function accountsHandler(asked: URL[] = [], accounts: AccountSummary[] = [own, invited, representative]) {
  server.use(
    api.get('/api/accounts', ({ request, response }) => {
      asked.push(new URL(request.url));
      return response(200).json({ content: accounts, totalElements: accounts.length, totalPages: 1, last: true, number: 0, size: 20 });
    }),
  );
  return asked;
}

describe('AdminAccountsContainer: the accounts an administrator looks after', () => {
  describe("given a chamber administrator's session", () => {
    it('lists the accounts as the service answers, with no action on its own account, and asks no chamber', async () => {
      const asked = accountsHandler();
      renderContainer(<AdminAccountsContainer />, { session: 'chamberAdmin' });
      const mine = (await screen.findByText('admin.ci@annuaire.demo')).closest('tr') as HTMLElement;
      expect(within(mine).getByText('Administrateur de chambre')).toBeInTheDocument();
      expect(within(mine).queryAllByRole('button')).toHaveLength(0);
      const member = screen.getByText('direction@sgt.example.org').closest('tr') as HTMLElement;
      expect(within(member).getByText('Société Générale des Travaux')).toBeInTheDocument();
      expect(within(member).getByText('Désactivé')).toBeInTheDocument();
      expect(within(member).getByRole('button', { name: 'Réactiver direction@sgt.example.org' })).toBeInTheDocument();
      expect(screen.queryByRole('combobox', { name: 'Chambre' })).toBeNull();
      expect(asked[0]?.searchParams.get('size')).toBe('20');
      expect(asked[0]?.searchParams.has('countryAmchamId')).toBe(false);
    });

    it('invites an administrator into its own chamber: the e-mail and language sent, "Invitation envoyée", the list asked again', async () => {
      const user = userEvent.setup();
      const asked = accountsHandler();
      const sent: unknown[] = [];
      server.use(
        api.post('/api/accounts/administrators', async ({ request, response }) => {
          sent.push(await request.json());
          return response(201).json({ ...invited, id: 30, email: 'nouveau@amcham-ci.example.org' });
        }),
      );
      renderContainer(<AdminAccountsContainer />, { session: 'chamberAdmin' });
      await screen.findByText('admin.ci@annuaire.demo');
      await user.click(screen.getByRole('button', { name: 'Inviter un administrateur' }));
      const dialog = await screen.findByRole('dialog', { name: 'Inviter un administrateur' });
      // opened untouched: no message yet
      expect(within(dialog).queryByText('Email valide requis')).toBeNull();
      expect(within(dialog).queryByRole('combobox', { name: /Chambre/ })).toBeNull();
      await user.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'nouveau@amcham-ci.example.org');
      await user.click(within(dialog).getByRole('button', { name: 'Envoyer l’invitation' }));
      expect(await screen.findByText('Invitation envoyée')).toBeInTheDocument();
      expect(sent).toEqual([{ email: 'nouveau@amcham-ci.example.org', language: 'fr' }]);
      await waitFor(() => expect(asked.length).toBeGreaterThanOrEqual(2));
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('disables an account after confirming, and shows the refusal of its own account in the catalogue’s words', async () => {
      const user = userEvent.setup();
      accountsHandler();
      const disabled: number[] = [];
      server.use(
        api.post('/api/accounts/{id}/disable', ({ params }) => {
          disabled.push(Number(params.id));
          return HttpResponse.json(
            { message: 'Vous ne pouvez pas désactiver votre propre compte.', status: 409, error: 'Conflict', code: 'OWN_ACCOUNT' },
            { status: 409 },
          );
        }),
      );
      renderContainer(<AdminAccountsContainer />, { session: 'chamberAdmin' });
      const row = (await screen.findByText('secretariat.ci@annuaire.demo')).closest('tr') as HTMLElement;
      await user.click(within(row).getByRole('button', { name: 'Désactiver secretariat.ci@annuaire.demo' }));
      const confirm = await screen.findByRole('alertdialog', { name: 'Désactiver secretariat.ci@annuaire.demo ?' });
      await user.click(within(confirm).getByRole('button', { name: 'Désactiver' }));
      expect(await screen.findByText('Vous ne pouvez pas désactiver votre propre compte.')).toBeInTheDocument();
      expect(disabled).toEqual([invited.id]);
    });

    it('enables a disabled account again, and invites a representative who never signed in again through its company', async () => {
      const user = userEvent.setup();
      const neverSignedIn: AccountSummary = {
        ...representative,
        id: 22,
        email: 'contact@labo.example.org',
        companyId: 14,
        state: 'active',
        lastSignInAt: null,
      };
      accountsHandler([], [own, representative, neverSignedIn]);
      const enabled: number[] = [];
      const invitations: Array<{ company: number; body: unknown }> = [];
      server.use(
        api.post('/api/accounts/{id}/enable', ({ params, response }) => {
          enabled.push(Number(params.id));
          return response(200).json({ ...representative, state: 'active' });
        }),
        api.post('/api/companies/{id}/invitations', async ({ params, request, response }) => {
          invitations.push({ company: Number(params.id), body: await request.json() });
          return response(202).json({ email: 'contact@labo.example.org' });
        }),
      );
      renderContainer(<AdminAccountsContainer />, { session: 'chamberAdmin' });
      await user.click(await screen.findByRole('button', { name: 'Réactiver direction@sgt.example.org' }));
      expect(await screen.findByText('Compte réactivé.')).toBeInTheDocument();
      expect(enabled).toEqual([representative.id]);
      await user.click(screen.getByRole('button', { name: 'Inviter à nouveau contact@labo.example.org' }));
      expect(await screen.findByText('Invitation envoyée')).toBeInTheDocument();
      expect(invitations).toEqual([{ company: 14, body: { email: 'contact@labo.example.org' } }]);
    });
  });

  describe("given the network administrator's session", () => {
    it('reads its filters from the URL, names the chamber picked, and invites into the chamber it picks, in the language it picks', async () => {
      const user = userEvent.setup();
      const asked = accountsHandler();
      const sent: unknown[] = [];
      server.use(
        api.post('/api/accounts/administrators', async ({ request, response }) => {
          sent.push(await request.json());
          return response(201).json({ ...invited, id: 31, countryAmchamId: 2, chamberName: 'AmCham Sénégal' });
        }),
      );
      renderContainer(<AdminAccountsContainer />, { route: '/comptes?role=ADMIN_AMCHAM&state=active&chamber=2&q=ci&page=1', session: 'networkAdmin' });
      await screen.findByText('secretariat.ci@annuaire.demo');
      const query = asked[0]?.searchParams;
      expect(query?.get('profil')).toBe('ADMIN_AMCHAM');
      expect(query?.get('state')).toBe('active');
      expect(query?.get('countryAmchamId')).toBe('2');
      expect(query?.get('email')).toBe('ci');
      expect(query?.get('page')).toBe('1');

      await user.click(screen.getByRole('button', { name: 'Inviter un administrateur' }));
      const dialog = await screen.findByRole('dialog', { name: 'Inviter un administrateur' });
      await user.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'direction@amcham-sn.example.org');
      // no chamber picked yet: nothing can be sent
      expect(within(dialog).getByRole('button', { name: 'Envoyer l’invitation' })).toBeDisabled();
      await user.selectOptions(within(dialog).getByRole('combobox', { name: /Chambre/ }), '2');
      await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Langue de l’invitation' }), 'en');
      await user.click(within(dialog).getByRole('button', { name: 'Envoyer l’invitation' }));
      expect(await screen.findByText('Invitation envoyée')).toBeInTheDocument();
      expect(sent).toEqual([{ email: 'direction@amcham-sn.example.org', language: 'en', countryAmchamId: 2 }]);
    });
  });
});
