import type { Sector } from '@annuaire/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/renderWithProviders';
import { api, server } from '../../testing/server';
import { adminShellHandlers, signedInAdmin } from '../../testing/adminSession';
import { clickWhenEnabled } from '../../testing/interactions';

const all: Sector[] = Array.from({ length: 23 }, (_, index) => ({ id: index + 1, nameFr: `Secteur ${index + 1}`, nameEn: `Sector ${index + 1}` }));

function sectors(asked: URL[] = [], counted: { n: number } = { n: 0 }) {
  server.use(
    api.get('/api/sectors', ({ request, response }) => {
      const url = new URL(request.url);
      asked.push(url);
      const page = Number(url.searchParams.get('page'));
      const size = Number(url.searchParams.get('size'));
      const fr = url.searchParams.get('nameFr');
      const en = url.searchParams.get('nameEn');
      const found = all.filter((s) => (!fr || s.nameFr.includes(fr)) && (!en || s.nameEn.includes(en)));
      const content = found.slice(page * size, (page + 1) * size);
      return response(200).json({
        content,
        totalElements: found.length,
        totalPages: Math.ceil(found.length / size),
        last: (page + 1) * size >= found.length,
        number: page,
        size,
      });
    }),
    api.get('/api/sectors/total/kpi', ({ response }) => {
      counted.n += 1;
      return response(200).json(all.length);
    }),
  );
  return { asked, counted };
}

describe('/secteurs, the activity sectors (spec admin §2, §4, §8, §9)', () => {
  describe("given the network administrator's session", () => {
    it('pages 10 at a time from the service, with the count card and the results line', async () => {
      const user = userEvent.setup();
      adminShellHandlers('ADMIN_RESEAU', null);
      const { asked } = sectors();
      renderApp('/secteurs', { preloadedState: signedInAdmin('ADMIN_RESEAU', null) });
      // the page's code loads on demand: a ceiling for a cold first render on a busy machine, not a speed check
      expect(await screen.findByText('Affichage de 1 à 10 sur 23 résultats', {}, { timeout: 10_000 })).toBeInTheDocument();
      expect(screen.getByText('23')).toBeInTheDocument();
      expect(asked[0]?.searchParams.get('size')).toBe('10');
      expect(screen.getByRole('button', { name: /Précédent/ })).toBeDisabled();
      await user.click(screen.getByRole('button', { name: /Suivant/ }));
      expect(await screen.findByText('Affichage de 11 à 20 sur 23 résultats')).toBeInTheDocument();
      expect(asked.at(-1)?.searchParams.get('page')).toBe('1');
    });

    it('searches the name of the current language and goes back to page 0', async () => {
      const user = userEvent.setup();
      adminShellHandlers('ADMIN_RESEAU', null);
      const { asked } = sectors();
      renderApp('/secteurs', { preloadedState: signedInAdmin('ADMIN_RESEAU', null) });
      await screen.findByText('Affichage de 1 à 10 sur 23 résultats');
      await user.click(screen.getByRole('button', { name: /Suivant/ }));
      await waitFor(() => expect(asked.at(-1)?.searchParams.get('page')).toBe('1'));
      await user.type(screen.getByRole('searchbox', { name: 'Rechercher un secteur' }), 'Secteur 2');
      await waitFor(() => expect(asked.at(-1)?.searchParams.get('nameFr')).toBe('Secteur 2'));
      expect(asked.at(-1)?.searchParams.get('page')).toBe('0');
      expect(asked.at(-1)?.searchParams.has('nameEn')).toBe(false);
    });

    it('reloads the list and the count after an add; an edit reloads only the list', async () => {
      const user = userEvent.setup();
      adminShellHandlers('ADMIN_RESEAU', null);
      const { asked, counted } = sectors();
      server.use(
        api.post('/api/sectors', async ({ request, response }) => {
          const body = (await request.json()) as { nameFr: string; nameEn: string };
          return response(201).json({ id: 99, ...body });
        }),
        api.put('/api/sectors/{id}', async ({ request, response }) =>
          response(200).json({ id: 1, ...((await request.json()) as { nameFr: string; nameEn: string }) }),
        ),
      );
      renderApp('/secteurs', { preloadedState: signedInAdmin('ADMIN_RESEAU', null) });
      await screen.findByText('Affichage de 1 à 10 sur 23 résultats');
      const [lists, counts] = [asked.length, counted.n];
      await user.click(screen.getByRole('button', { name: 'Ajouter un secteur' }));
      const dialog = await screen.findByRole('dialog', { name: 'Ajouter un secteur' });
      await user.type(within(dialog).getByRole('textbox', { name: /^Nom français/ }), '  Énergie ');
      await user.tab();
      // focus alone is not touched: the English name, entered and left empty, shows no message yet
      await user.tab();
      expect(within(dialog).queryByText('Le nom anglais est requis')).toBeNull();
      expect(within(dialog).getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
      await user.type(within(dialog).getByRole('textbox', { name: /^Nom anglais/ }), 'E');
      await user.clear(within(dialog).getByRole('textbox', { name: /^Nom anglais/ }));
      await user.tab();
      expect(await within(dialog).findByText('Le nom anglais est requis')).toBeInTheDocument();
      await user.type(within(dialog).getByRole('textbox', { name: /^Nom anglais/ }), 'Energy');
      await clickWhenEnabled(user, within(dialog).getByRole('button', { name: 'Enregistrer' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(asked.length).toBe(lists + 1));
      await waitFor(() => expect(counted.n).toBe(counts + 1));
      await user.click(screen.getByRole('button', { name: 'Modifier Secteur 1' }));
      const edit = await screen.findByRole('dialog', { name: 'Modifier le secteur' });
      expect(within(edit).getByRole('textbox', { name: /^Nom anglais/ })).toHaveValue('Sector 1');
      await clickWhenEnabled(user, within(edit).getByRole('button', { name: 'Enregistrer' }));
      await waitFor(() => expect(asked.length).toBe(lists + 2));
      expect(counted.n).toBe(counts + 1);
    });

    it('says a sector still in use cannot be deleted in its own words, not as a duplicate name', async () => {
      const user = userEvent.setup();
      adminShellHandlers('ADMIN_RESEAU', null);
      sectors();
      server.use(api.delete('/api/sectors/{id}', () => HttpResponse.json({ message: 'x', status: 409, error: 'Conflict', code: 'IN_USE' }, { status: 409 })));
      renderApp('/secteurs', { preloadedState: signedInAdmin('ADMIN_RESEAU', null) });
      await user.click(await screen.findByRole('button', { name: 'Supprimer Secteur 2' }));
      const confirm = await screen.findByRole('alertdialog');
      expect(confirm).toHaveTextContent('Êtes-vous sûr de vouloir supprimer ce secteur ?');
      await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
      expect(await screen.findByText('Ce secteur compte encore des entreprises : déplacez-les d’abord.')).toBeInTheDocument();
      expect(screen.queryByText('Une ressource avec ce nom existe déjà')).toBeNull();
    });
  });

  describe('given the path under /admin', () => {
    it('/admin/secteurs is the sectors page, titled in the header', async () => {
      adminShellHandlers('ADMIN_AMCHAM', 1);
      sectors();
      renderApp('/admin/secteurs', { preloadedState: signedInAdmin('ADMIN_AMCHAM', 1) });
      expect(await screen.findAllByText('Secteur 1', {}, { timeout: 10_000 })).not.toHaveLength(0);
      expect(screen.getByRole('heading', { level: 1, name: 'Gestion des secteurs' })).toBeInTheDocument();
    });
  });

  describe("given a chamber administrator's session", () => {
    it('reads the sectors without any write button', async () => {
      adminShellHandlers('ADMIN_AMCHAM', 1);
      sectors();
      renderApp('/secteurs', { preloadedState: signedInAdmin('ADMIN_AMCHAM', 1) });
      expect(await screen.findAllByText('Secteur 1')).not.toHaveLength(0);
      expect(screen.queryByRole('button', { name: 'Ajouter un secteur' })).toBeNull();
      expect(screen.queryByRole('button', { name: /^Modifier|^Supprimer/ })).toBeNull();
    });
  });
});
