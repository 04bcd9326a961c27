import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderContainer } from '../../testing/renderWithProviders';
import AdminCategoriesContainer from './AdminCategoriesContainer';
import { api, server } from '../../testing/server';
import { clickWhenEnabled } from '../../testing/interactions';

const stored = [
  { id: 1, nameFr: 'Événement', nameEn: 'Event' },
  { id: 2, nameFr: 'Actualité', nameEn: 'News' },
  { id: 4, nameFr: 'Formation', nameEn: 'Training' },
];

function categories(listed: { n: number } = { n: 0 }) {
  server.use(
    api.get('/api/categories', ({ response }) => {
      listed.n += 1;
      return response(200).json(stored);
    }),
  );
  return listed;
}

/** What a failed wait for the reloaded list saw: the names sent, the modal's text and the status of the store's calls. */
function seenAfterSave(store: { getState: () => unknown }, sent: unknown[]): string {
  const calls = (store.getState() as { directoryApi: Record<string, Record<string, { status?: string } | undefined>> }).directoryApi;
  const statuses = (entries: Record<string, { status?: string } | undefined> = {}) =>
    Object.entries(entries).map(([key, entry]) => `${key}: ${entry?.status ?? '?'}`);
  return JSON.stringify({
    sent,
    modal: screen.queryByRole('dialog')?.textContent ?? null,
    queries: statuses(calls.queries),
    mutations: statuses(calls.mutations),
  });
}

describe('AdminCategoriesContainer: the announcement categories stored by the service (spec admin §2, §4, §5)', () => {
  describe("given the network administrator's session", () => {
    it("lists the service's categories and filters them by either name, accents ignored", async () => {
      const user = userEvent.setup();
      categories();
      renderContainer(<AdminCategoriesContainer />, { session: 'networkAdmin' });
      expect(await screen.findAllByText('Formation')).not.toHaveLength(0);
      const search = screen.getByRole('searchbox', { name: 'Rechercher une catégorie' });
      await user.type(search, 'evenem');
      await waitFor(() => expect(screen.queryAllByText('Formation')).toHaveLength(0));
      expect(screen.getAllByText('Événement')).not.toHaveLength(0);
      await user.clear(search);
      await user.type(search, 'TRAIN');
      await waitFor(() => expect(screen.queryAllByText('Événement')).toHaveLength(0));
      expect(screen.getAllByText('Formation')).not.toHaveLength(0);
    });

    it('sends trimmed names, reloads the list, and shows a duplicate in the modal', async () => {
      const user = userEvent.setup();
      const listed = categories();
      const sent: unknown[] = [];
      server.use(
        api.post('/api/categories', async ({ request }) => {
          sent.push(await request.json());
          return sent.length === 1
            ? HttpResponse.json({ id: 6, nameFr: 'Webinaire', nameEn: 'Webinar' }, { status: 201 })
            : HttpResponse.json({ message: 'x', status: 409, error: 'Conflict' }, { status: 409 });
        }),
      );
      const { store } = renderContainer(<AdminCategoriesContainer />, { session: 'networkAdmin' });
      await screen.findAllByText('Formation');
      const before = listed.n;
      await user.click(screen.getByRole('button', { name: 'Ajouter une catégorie' }));
      let dialog = await screen.findByRole('dialog', { name: 'Ajouter une catégorie' });
      await user.type(within(dialog).getByRole('textbox', { name: /^Nom français/ }), ' Webinaire ');
      await user.type(within(dialog).getByRole('textbox', { name: /^Nom anglais/ }), 'Webinar');
      await clickWhenEnabled(user, within(dialog).getByRole('button', { name: 'Enregistrer' }));
      // Failed twice in whole-suite runs ('expected 1 to be 2', never alone): the message says what the test saw (the
      // save sent or not, the modal, the store's calls).
      await waitFor(() => expect(listed.n, seenAfterSave(store, sent)).toBe(before + 1));
      expect(sent[0]).toEqual({ nameFr: 'Webinaire', nameEn: 'Webinar' });
      await user.click(screen.getByRole('button', { name: 'Ajouter une catégorie' }));
      dialog = await screen.findByRole('dialog', { name: 'Ajouter une catégorie' });
      expect(within(dialog).getByRole('textbox', { name: /^Nom français/ })).toHaveValue('');
      await user.type(within(dialog).getByRole('textbox', { name: /^Nom français/ }), 'evenement');
      await user.type(within(dialog).getByRole('textbox', { name: /^Nom anglais/ }), 'Happening');
      await clickWhenEnabled(user, within(dialog).getByRole('button', { name: 'Enregistrer' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Une ressource avec ce nom existe déjà');
    });

    it('says a category that still has announcements cannot be deleted, in its own words', async () => {
      const user = userEvent.setup();
      categories();
      server.use(
        api.delete('/api/categories/{id}', () => HttpResponse.json({ message: 'x', status: 409, error: 'Conflict', code: 'IN_USE' }, { status: 409 })),
      );
      renderContainer(<AdminCategoriesContainer />, { session: 'networkAdmin' });
      await user.click(await screen.findByRole('button', { name: 'Supprimer Événement' }));
      const confirm = await screen.findByRole('alertdialog');
      await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
      expect(await screen.findByText('Cette catégorie compte encore des annonces : déplacez-les d’abord.')).toBeInTheDocument();
    });
  });

  describe("given a chamber administrator's session", () => {
    it('reads the categories without any write button', async () => {
      categories();
      renderContainer(<AdminCategoriesContainer />, { session: 'chamberAdmin' });
      expect(await screen.findAllByText('Formation')).not.toHaveLength(0);
      expect(screen.queryByRole('button', { name: 'Ajouter une catégorie' })).toBeNull();
    });
  });
});
