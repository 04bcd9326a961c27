import type { Event } from '@annuaire/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderContainer } from '../../testing/renderWithProviders';
import { api, server } from '../../testing/server';
import AdminAnnouncementsContainer from './AdminAnnouncementsContainer';

function event(overrides: Partial<Event> & Pick<Event, 'id' | 'title'>): Event {
  return {
    description: 'Rencontre des membres.',
    startDate: '10-12-2026',
    endDate: '10-12-2026',
    startTime: '08:00',
    endTime: '10:00',
    address: 'Hôtel Ivoire, Abidjan',
    image: 'petit-dejeuner.jpg',
    category: { id: 5, nameFr: 'Networking', nameEn: 'Networking' },
    countryAmchamId: 1,
    past: false,
    ...overrides,
  };
}

const upcoming = [event({ id: 9, title: 'Petit-déjeuner networking' })];
const past = [
  event({
    id: 7,
    title: 'Atelier export',
    startDate: '02-10-2026',
    endDate: '02-10-2026',
    past: true,
    category: { id: 4, nameFr: 'Formation', nameEn: 'Training' },
  }),
];
const categories = [
  { id: 4, nameFr: 'Formation', nameEn: 'Training' },
  { id: 5, nameFr: 'Networking', nameEn: 'Networking' },
];

function announcements(asked: URL[] = []) {
  server.use(
    api.get('/api/events/admin', ({ request, response }) => {
      const url = new URL(request.url);
      asked.push(url);
      const period = url.searchParams.get('period');
      const content = period === 'past' ? past : period === 'all' ? [...upcoming, ...past] : upcoming;
      return response(200).json({ content, totalElements: content.length, totalPages: 1, last: true, number: 0, size: 10 });
    }),
    api.get('/api/categories', ({ response }) => response(200).json(categories)),
  );
  return asked;
}

const table = () => within(screen.getByRole('table'));

describe('AdminAnnouncementsContainer: the chamber administrator announcements screen (spec admin §2-§9)', () => {
  describe("given a chamber administrator's session", () => {
    it("lists its chamber's upcoming announcements by default, pages of 10, Publié; past ones Passé on demand", async () => {
      const user = userEvent.setup();
      const asked = announcements();
      renderContainer(<AdminAnnouncementsContainer />, { session: 'chamberAdmin' });
      expect(await screen.findByText('Petit-déjeuner networking')).toBeInTheDocument();
      expect(asked[0]?.searchParams.get('period')).toBe('upcoming');
      expect(asked[0]?.searchParams.get('countryAmchamId')).toBe('1');
      expect(asked[0]?.searchParams.get('size')).toBe('10');
      expect(table().getByText('Publié')).toBeInTheDocument();
      await user.selectOptions(screen.getByRole('combobox', { name: 'Période' }), 'Passées');
      expect(await table().findByText('Atelier export')).toBeInTheDocument();
      expect(table().getByText('Passé')).toBeInTheDocument();
      expect(asked.at(-1)?.searchParams.get('period')).toBe('past');
    });

    it('filters by category and searches by title once typing pauses', async () => {
      const user = userEvent.setup();
      const asked = announcements();
      renderContainer(<AdminAnnouncementsContainer />, { session: 'chamberAdmin' });
      await screen.findByText('Petit-déjeuner networking');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Catégorie' }), 'Formation');
      await waitFor(() => expect(asked.at(-1)?.searchParams.get('categoryId')).toBe('4'));
      await user.type(screen.getByRole('searchbox', { name: 'Rechercher une annonce' }), 'atelier');
      await waitFor(() => expect(asked.at(-1)?.searchParams.get('title')).toBe('atelier'));
      expect(asked.filter((url) => url.searchParams.get('title')?.startsWith('at'))).toHaveLength(1);
    });

    it('marks every field touched on an invalid submit and sends nothing', async () => {
      const user = userEvent.setup();
      announcements();
      renderContainer(<AdminAnnouncementsContainer />, { session: 'chamberAdmin' });
      await screen.findByText('Petit-déjeuner networking');
      await user.click(screen.getByRole('button', { name: 'Ajouter une annonce' }));
      const dialog = within(await screen.findByRole('dialog'));
      await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));
      expect(await dialog.findByText('Le titre est requis')).toBeInTheDocument();
      expect(dialog.getByText('La description est requise')).toBeInTheDocument();
      expect(dialog.getByText("L'adresse est requise")).toBeInTheDocument();
      expect(dialog.getByText('La catégorie est requise')).toBeInTheDocument();
      expect(dialog.getByText("L'heure de fin est requise")).toBeInTheDocument();
      // the focus goes to the first invalid field
      expect(dialog.getByLabelText(/^Titre(?! en anglais)/)).toHaveFocus();
    });

    it('sends the announcement when the category is chosen last and Enregistrer clicked at once', async () => {
      const user = userEvent.setup();
      announcements();
      const sent: FormData[] = [];
      server.use(
        api.post('/api/events/save', async ({ request, response }) => {
          sent.push(await request.formData());
          return response(201).json(event({ id: 12, title: 'Atelier export' }));
        }),
      );
      renderContainer(<AdminAnnouncementsContainer />, { session: 'chamberAdmin' });
      await screen.findByText('Petit-déjeuner networking');
      await user.click(screen.getByRole('button', { name: 'Ajouter une annonce' }));
      const dialog = within(await screen.findByRole('dialog'));
      await user.type(dialog.getByLabelText(/^Titre(?! en anglais)/), 'Atelier export');
      await user.type(dialog.getByLabelText(/^Description/), 'Les formalités douanières pas à pas.');
      await user.type(dialog.getByLabelText(/^Date de début/), '2026-12-10');
      await user.type(dialog.getByLabelText(/^Date de fin/), '2026-12-10');
      await user.type(dialog.getByLabelText(/^Heure de début/), '09:00');
      await user.type(dialog.getByLabelText(/^Heure de fin/), '12:00');
      await user.type(dialog.getByLabelText(/^Adresse/), 'Chambre de commerce, Plateau');
      await user.selectOptions(dialog.getByRole('combobox', { name: /^Catégorie/ }), 'Formation');
      await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]?.get('categoryId')).toBe('4');
      expect(dialog.queryByText('La catégorie est requise')).not.toBeInTheDocument();
    });

    it('refuses an end before the start, on the same day by the hour', async () => {
      const user = userEvent.setup();
      announcements();
      renderContainer(<AdminAnnouncementsContainer />, { session: 'chamberAdmin' });
      await screen.findByText('Petit-déjeuner networking');
      await user.click(screen.getByRole('button', { name: 'Ajouter une annonce' }));
      const dialog = within(await screen.findByRole('dialog'));
      await user.type(dialog.getByLabelText(/^Date de début/), '2026-12-10');
      await user.type(dialog.getByLabelText(/^Date de fin/), '2026-12-09');
      await user.type(dialog.getByLabelText(/^Heure de début/), '10:00');
      await user.type(dialog.getByLabelText(/^Heure de fin/), '09:00');
      await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));
      expect(await dialog.findByText('La date de fin ne peut pas précéder la date de début')).toBeInTheDocument();
      await user.clear(dialog.getByLabelText(/^Date de fin/));
      await user.type(dialog.getByLabelText(/^Date de fin/), '2026-12-10');
      expect(await dialog.findByText("L'heure de fin ne peut pas précéder l'heure de début")).toBeInTheDocument();
    });

    it("refuses a file that is not an image and an image over 5 MB with the spec's messages", async () => {
      const user = userEvent.setup({ applyAccept: false });
      announcements();
      renderContainer(<AdminAnnouncementsContainer />, { session: 'chamberAdmin' });
      await screen.findByText('Petit-déjeuner networking');
      await user.click(screen.getByRole('button', { name: 'Ajouter une annonce' }));
      const dialog = within(await screen.findByRole('dialog'));
      expect(dialog.getByText("PNG, JPG, JPEG jusqu'à 5MB")).toBeInTheDocument();
      await user.upload(dialog.getByLabelText('Image'), new File(['texte'], 'notes.txt', { type: 'text/plain' }));
      expect(await dialog.findByText(/Veuillez sélectionner un fichier image valide/)).toBeInTheDocument();
      await user.upload(dialog.getByLabelText('Image'), new File([new Uint8Array(6 * 1024 * 1024)], 'grande.jpg', { type: 'image/jpeg' }));
      expect(await dialog.findByText(/L'image ne doit pas dépasser 5MB/)).toBeInTheDocument();
    });

    it('edits an announcement pre-filled with its current image and sends trimmed values with dd-mm-yyyy dates', async () => {
      const user = userEvent.setup();
      const asked = announcements();
      const sent: FormData[] = [];
      server.use(
        api.put('/api/events/{id}', async ({ request, response }) => {
          sent.push(await request.formData());
          return response(200).json(event({ id: 9, title: 'Petit-déjeuner networking de décembre' }));
        }),
      );
      renderContainer(<AdminAnnouncementsContainer />, { session: 'chamberAdmin' });
      await screen.findByText('Petit-déjeuner networking');
      await user.click(screen.getByRole('button', { name: 'Modifier Petit-déjeuner networking' }));
      const dialog = within(await screen.findByRole('dialog'));
      expect(dialog.getByLabelText(/^Date de début/)).toHaveValue('2026-12-10');
      expect(dialog.getByRole('img', { name: 'Image actuelle' })).toHaveAttribute('src', '/api/files/petit-dejeuner.jpg');
      await user.type(dialog.getByLabelText(/^Titre(?! en anglais)/), ' de décembre  ');
      await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]?.get('title')).toBe('Petit-déjeuner networking de décembre');
      expect(sent[0]?.get('startDate')).toBe('10-12-2026');
      expect(sent[0]?.get('categoryId')).toBe('5');
      expect(sent[0]?.has('imageFile')).toBe(false);
      expect(await screen.findByText("L'annonce « Petit-déjeuner networking de décembre » a été modifiée.")).toBeInTheDocument();
      await waitFor(() => expect(asked.length).toBeGreaterThan(1));
    });

    it('shows a load failure with its message and Retry, which loads the list again', async () => {
      const user = userEvent.setup();
      let calls = 0;
      server.use(
        api.get('/api/events/admin', ({ response }) => {
          calls += 1;
          return calls === 1
            ? response(403).json({ message: 'Accès refusé', status: 403, error: 'Forbidden' })
            : response(200).json({ content: upcoming, totalElements: 1, totalPages: 1, last: true, number: 0, size: 10 });
        }),
        api.get('/api/categories', ({ response }) => response(200).json(categories)),
      );
      renderContainer(<AdminAnnouncementsContainer />, { session: 'chamberAdmin' });
      expect(await screen.findByText('Accès interdit')).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Réessayer' }));
      expect(await screen.findByText('Petit-déjeuner networking')).toBeInTheDocument();
      expect(calls).toBe(2);
    });

    it('deletes after the confirmation and shows a failure in a dismissible banner', async () => {
      const user = userEvent.setup();
      announcements();
      server.use(api.delete('/api/events/{id}', ({ response }) => response(403).json({ message: 'Accès refusé', status: 403, error: 'Forbidden' })));
      renderContainer(<AdminAnnouncementsContainer />, { session: 'chamberAdmin' });
      await screen.findByText('Petit-déjeuner networking');
      await user.click(screen.getByRole('button', { name: 'Supprimer Petit-déjeuner networking' }));
      const confirm = within(await screen.findByRole('alertdialog'));
      await user.click(confirm.getByRole('button', { name: 'Supprimer' }));
      expect(await screen.findByText('Accès interdit')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: /Fermer/ }));
      await waitFor(() => expect(screen.queryByText('Accès interdit')).not.toBeInTheDocument());
    });
  });
});
