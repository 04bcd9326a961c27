import type { Sector } from '@annuaire/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderContainer } from '../../testing/renderWithProviders';
import { api, server } from '../../testing/server';
import { clickWhenEnabled } from '../../testing/interactions';
import AdminSectorsContainer from './AdminSectorsContainer';

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

describe('AdminSectorsContainer: the activity sectors (spec admin §2, §4, §8, §9)', () => {
  describe("given the network administrator's session", () => {
    it('pages 10 at a time from the service, with the count card and the results line', async () => {
      const user = userEvent.setup();
      const { asked } = sectors();
      renderContainer(<AdminSectorsContainer />, { session: 'networkAdmin' });
      expect(await screen.findByText('Affichage de 1 à 10 sur 23 résultats')).toBeInTheDocument();
      expect(screen.getByText('23')).toBeInTheDocument();
      expect(asked[0]?.searchParams.get('size')).toBe('10');
      await user.click(screen.getByRole('button', { name: /Suivant/ }));
      expect(await screen.findByText('Affichage de 11 à 20 sur 23 résultats')).toBeInTheDocument();
      expect(asked.at(-1)?.searchParams.get('page')).toBe('1');
    });

    it('searches the name of the current language and goes back to page 0', async () => {
      const user = userEvent.setup();
      const { asked } = sectors();
      renderContainer(<AdminSectorsContainer />, { session: 'networkAdmin' });
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
      renderContainer(<AdminSectorsContainer />, { session: 'networkAdmin' });
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
      sectors();
      server.use(api.delete('/api/sectors/{id}', () => HttpResponse.json({ message: 'x', status: 409, error: 'Conflict', code: 'IN_USE' }, { status: 409 })));
      renderContainer(<AdminSectorsContainer />, { session: 'networkAdmin' });
      await user.click(await screen.findByRole('button', { name: 'Supprimer Secteur 2' }));
      const confirm = await screen.findByRole('alertdialog');
      await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
      expect(await screen.findByText('Ce secteur compte encore des entreprises : déplacez-les d’abord.')).toBeInTheDocument();
      expect(screen.queryByText('Une ressource avec ce nom existe déjà')).toBeNull();
    });
  });

  describe("given a chamber administrator's session", () => {
    it('reads the sectors without any write button', async () => {
      sectors();
      renderContainer(<AdminSectorsContainer />, { session: 'chamberAdmin' });
      expect(await screen.findAllByText('Secteur 1')).not.toHaveLength(0);
      expect(screen.queryByRole('button', { name: 'Ajouter un secteur' })).toBeNull();
    });
  });
});
