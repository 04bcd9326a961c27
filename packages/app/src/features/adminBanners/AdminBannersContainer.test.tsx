import type { Ad } from '@annuaire/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderContainer } from '../../testing/renderWithProviders';
import { api, server } from '../../testing/server';
import AdminBannersContainer from './AdminBannersContainer';
import { clickWhenEnabled } from '../../testing/interactions';

function ad(overrides: Partial<Ad> & Pick<Ad, 'id' | 'title'>): Ad {
  return {
    description: 'Une bannière',
    link: 'https://forum.example.org',
    permanent: false,
    startDate: '01-11-2026',
    endDate: '30-11-2026',
    webImg: 'web.jpg',
    mobileImg: 'mobile.jpg',
    status: 'ACTIVE',
    clicks: 0,
    countryAmchamId: 1,
    ...overrides,
  };
}

const all = [
  ad({ id: 4, title: 'Forum économique - Inscriptions', status: 'PENDING', startDate: '01-12-2026', endDate: '31-12-2026' }),
  ad({ id: 3, title: 'Semaine de l’export', description: 'Ateliers douane', status: 'ACTIVE', clicks: 1348 }),
  ad({ id: 2, title: 'Salon passé', status: 'EXPIRED', startDate: '01-09-2026', endDate: '30-09-2026', link: 'https://salon.example.org' }),
  ad({ id: 1, title: 'Bienvenue - Réseau', permanent: true, endDate: null, countryAmchamId: null, clicks: 348 }),
];

function banners(asked: URL[] = [], list: Ad[] = all) {
  server.use(
    api.get('/api/ads/all', ({ request, response }) => {
      asked.push(new URL(request.url));
      return response(200).json(list);
    }),
  );
  return asked;
}

const table = () => within(screen.getByRole('table'));

describe('AdminBannersContainer: the chamber administrator banners screen (spec admin §2-§9)', () => {
  describe("given a chamber administrator's session", () => {
    it("lists its chamber's banners with the service's status, the clicks and the network-wide mark", async () => {
      const asked = banners();
      renderContainer(<AdminBannersContainer />, { session: 'chamberAdmin' });
      expect(await screen.findByText('Semaine de l’export')).toBeInTheDocument();
      expect(asked[0]?.searchParams.get('countryAmchamId')).toBe('1');
      expect(table().getByText('En attente')).toBeInTheDocument();
      expect(table().getByText('Expiré')).toBeInTheDocument();
      expect(table().getAllByText('Actif')).toHaveLength(2);
      expect(table().getByText('1 348')).toBeInTheDocument();
      expect(table().getByText('Tout le réseau')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: /Voir le lien de Salon passé/ })).toHaveAttribute('href', 'https://salon.example.org');
    });

    it('searches title, description and link on the client, accents and case ignored, then filters by status', async () => {
      const user = userEvent.setup();
      const asked = banners();
      renderContainer(<AdminBannersContainer />, { session: 'chamberAdmin' });
      await screen.findByText('Semaine de l’export');
      await user.type(screen.getByRole('searchbox', { name: 'Rechercher une bannière' }), 'DOUANE');
      expect(table().queryByText('Salon passé')).not.toBeInTheDocument();
      expect(table().getByText('Semaine de l’export')).toBeInTheDocument();
      await user.clear(screen.getByRole('searchbox', { name: 'Rechercher une bannière' }));
      await user.type(screen.getByRole('searchbox', { name: 'Rechercher une bannière' }), 'reseau');
      expect(table().getByText('Bienvenue - Réseau')).toBeInTheDocument();
      await user.clear(screen.getByRole('searchbox', { name: 'Rechercher une bannière' }));
      await user.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'Expiré');
      expect(table().getByText('Salon passé')).toBeInTheDocument();
      expect(table().queryByText('Semaine de l’export')).not.toBeInTheDocument();
      expect(asked).toHaveLength(1);
    });

    it("shows 'Erreur lors du chargement des bannières' and asks again on Retry", async () => {
      const user = userEvent.setup();
      let calls = 0;
      server.use(
        api.get('/api/ads/all', ({ response }) => {
          calls += 1;
          return calls === 1 ? response(403).json({ message: 'Accès refusé', status: 403, error: 'Forbidden' }) : response(200).json(all);
        }),
      );
      renderContainer(<AdminBannersContainer />, { session: 'chamberAdmin' });
      expect(await screen.findByText('Erreur lors du chargement des bannières')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Réessayer' }));
      expect(await screen.findByText('Semaine de l’export')).toBeInTheDocument();
    });

    it('creates a permanent banner: submit waits for a valid form, the end date is disabled, dates go as dd-mm-yyyy', async () => {
      const user = userEvent.setup();
      const asked = banners();
      const sent: FormData[] = [];
      server.use(
        api.post('/api/ads/save', async ({ request, response }) => {
          sent.push(await request.formData());
          return response(201).json(ad({ id: 9, title: 'Nouvelle - Bannière', permanent: true, endDate: null }));
        }),
      );
      renderContainer(<AdminBannersContainer />, { session: 'chamberAdmin' });
      await screen.findByText('Semaine de l’export');
      await user.click(screen.getByRole('button', { name: 'Ajouter une bannière' }));
      const dialog = within(await screen.findByRole('dialog'));
      const save = dialog.getByRole('button', { name: 'Enregistrer' });
      expect(save).toBeDisabled();
      await user.type(dialog.getByLabelText(/^Titre(?! en anglais)/), '  Nouvelle - Bannière ');
      await user.type(dialog.getByLabelText(/^Lien/), 'https://nouvelle.example.org');
      await user.type(dialog.getByLabelText(/^Date de début/), '2026-12-01');
      expect(save).toBeDisabled();
      await user.click(dialog.getByRole('checkbox', { name: 'Bannière permanente' }));
      expect(dialog.getByLabelText(/^Date de fin/)).toBeDisabled();
      await waitFor(() => expect(save).toBeEnabled());
      await user.click(save);
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]?.get('title')).toBe('Nouvelle - Bannière');
      expect(sent[0]?.get('startDate')).toBe('01-12-2026');
      expect(sent[0]?.get('permanent')).toBe('true');
      expect(sent[0]?.has('endDate')).toBe(false);
      expect(await screen.findByText('La bannière « Nouvelle - Bannière » a été créée.')).toBeInTheDocument();
      await waitFor(() => expect(asked.length).toBeGreaterThan(1));
    });

    it('refuses an end date before the start date', async () => {
      const user = userEvent.setup();
      banners();
      renderContainer(<AdminBannersContainer />, { session: 'chamberAdmin' });
      await screen.findByText('Semaine de l’export');
      await user.click(screen.getByRole('button', { name: 'Ajouter une bannière' }));
      const dialog = within(await screen.findByRole('dialog'));
      await user.type(dialog.getByLabelText(/^Titre(?! en anglais)/), 'Titre');
      await user.type(dialog.getByLabelText(/^Lien/), 'https://x.example.org');
      await user.type(dialog.getByLabelText(/^Date de début/), '2026-12-10');
      await user.type(dialog.getByLabelText(/^Date de fin/), '2026-12-01');
      await user.tab();
      expect(await dialog.findByText('La date de fin ne peut pas précéder la date de début')).toBeInTheDocument();
      expect(dialog.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
    });

    it('refuses a file that is not an image and an image over 5 MB before any upload', async () => {
      const user = userEvent.setup({ applyAccept: false });
      banners();
      renderContainer(<AdminBannersContainer />, { session: 'chamberAdmin' });
      await screen.findByText('Semaine de l’export');
      await user.click(screen.getByRole('button', { name: 'Ajouter une bannière' }));
      const dialog = within(await screen.findByRole('dialog'));
      await user.upload(dialog.getByLabelText('Image web'), new File(['texte'], 'notes.txt', { type: 'text/plain' }));
      expect(await dialog.findByText(/Type de fichier non supporté/)).toBeInTheDocument();
      const big = new File([new Uint8Array(6 * 1024 * 1024)], 'grande.png', { type: 'image/png' });
      await user.upload(dialog.getByLabelText('Image mobile'), big);
      expect(await dialog.findByText(/Fichier trop volumineux/)).toBeInTheDocument();
    });

    it("opens the new-banner dialog untouched: the title focused then the checkbox clicked, no 'Le titre est requis', the box is checked at the first click", async () => {
      const user = userEvent.setup();
      banners();
      renderContainer(<AdminBannersContainer />, { session: 'chamberAdmin' });
      await screen.findByText('Semaine de l’export');
      await user.click(screen.getByRole('button', { name: 'Ajouter une bannière' }));
      const dialog = within(await screen.findByRole('dialog'));
      expect(dialog.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
      await user.click(dialog.getByLabelText(/^Titre(?! en anglais)/));
      await user.click(dialog.getByRole('checkbox', { name: 'Bannière permanente' }));
      expect(dialog.getByRole('checkbox', { name: 'Bannière permanente' })).toBeChecked();
      expect(dialog.queryByText('Le titre est requis')).not.toBeInTheDocument();
      expect(dialog.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
    });

    it('a refused image keeps the banner from being saved without it; the service refusing an image says why', async () => {
      const user = userEvent.setup({ applyAccept: false });
      banners();
      const sent: FormData[] = [];
      server.use(
        api.post('/api/ads/save', async ({ request, response }) => {
          sent.push(await request.formData());
          return response(415).json({ message: 'Type de fichier non supporté (WebP animé)', status: 415, error: 'Unsupported Media Type' });
        }),
      );
      renderContainer(<AdminBannersContainer />, { session: 'chamberAdmin' });
      await screen.findByText('Semaine de l’export');
      await user.click(screen.getByRole('button', { name: 'Ajouter une bannière' }));
      const dialog = within(await screen.findByRole('dialog'));
      await user.type(dialog.getByLabelText(/^Titre(?! en anglais)/), 'Forum');
      await user.type(dialog.getByLabelText(/^Lien/), 'https://forum.example.org');
      await user.type(dialog.getByLabelText(/^Date de début/), '2026-12-01');
      await user.click(dialog.getByRole('checkbox', { name: 'Bannière permanente' }));
      await waitFor(() => expect(dialog.getByRole('button', { name: 'Enregistrer' })).toBeEnabled());
      await user.upload(dialog.getByLabelText('Image web'), new File(['texte'], 'notes.txt', { type: 'text/plain' }));
      expect(await dialog.findByText(/Type de fichier non supporté/)).toBeInTheDocument();
      expect(dialog.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
      await user.upload(dialog.getByLabelText('Image web'), new File(['image'], 'forum.png', { type: 'image/png' }));
      await clickWhenEnabled(user, dialog.getByRole('button', { name: 'Enregistrer' }));
      expect(await dialog.findByText('Type de fichier non supporté (WebP animé)')).toBeInTheDocument();
      expect(sent[0]?.get('webImg')).toMatchObject({ type: 'image/png' });
    });

    it('refuses an image of more than 40 million pixels before any preview', async () => {
      const user = userEvent.setup();
      banners();
      renderContainer(<AdminBannersContainer />, { session: 'chamberAdmin' });
      await screen.findByText('Semaine de l’export');
      await user.click(screen.getByRole('button', { name: 'Ajouter une bannière' }));
      const dialog = within(await screen.findByRole('dialog'));
      // a PNG header declaring 20000 x 20000 pixels
      const header = new Uint8Array(24);
      header.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
      new DataView(header.buffer).setUint32(16, 20_000);
      new DataView(header.buffer).setUint32(20, 20_000);
      await user.upload(dialog.getByLabelText('Image web'), new File([header], 'immense.png', { type: 'image/png' }));
      expect(await dialog.findByText(/Image trop grande : 40 millions de pixels au maximum\./)).toBeInTheDocument();
      expect(dialog.queryByRole('img', { name: /immense/ })).not.toBeInTheDocument();
    });

    it("edits a banner with its current images and clicks, and shows a failed save in the banner catalogue's words", async () => {
      const user = userEvent.setup();
      banners();
      server.use(api.put('/api/ads/{id}', ({ response }) => response(409).json({ message: 'Conflit', status: 409, error: 'Conflict' })));
      renderContainer(<AdminBannersContainer />, { session: 'chamberAdmin' });
      await screen.findByText('Semaine de l’export');
      await user.click(screen.getByRole('button', { name: 'Modifier Semaine de l’export' }));
      const dialog = within(await screen.findByRole('dialog'));
      expect(dialog.getByLabelText(/^Titre(?! en anglais)/)).toHaveValue('Semaine de l’export');
      expect(dialog.getByLabelText(/^Date de début/)).toHaveValue('2026-11-01');
      expect(dialog.getByText("Clics depuis la page d'accueil : 1 348")).toBeInTheDocument();
      expect(dialog.getAllByRole('img', { name: 'Image actuelle' })).toHaveLength(2);
      await waitFor(() => expect(dialog.getByRole('button', { name: 'Enregistrer' })).toBeEnabled());
      await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));
      expect(await dialog.findByText('Une bannière avec ce titre existe déjà')).toBeInTheDocument();
    });

    it('edits the English title: the dialog opens with the stored one, the PUT carries the typed one, an emptied one goes as blank', async () => {
      const user = userEvent.setup();
      banners([], [ad({ id: 3, title: 'Semaine de l’export', titleEn: 'Export week' })]);
      const sent: FormData[] = [];
      server.use(
        api.put('/api/ads/{id}', async ({ request, response }) => {
          sent.push(await request.formData());
          return response(200).json(ad({ id: 3, title: 'Semaine de l’export' }));
        }),
      );
      renderContainer(<AdminBannersContainer />, { session: 'chamberAdmin' });
      await screen.findByText('Semaine de l’export');
      await user.click(screen.getByRole('button', { name: 'Modifier Semaine de l’export' }));
      let dialog = within(await screen.findByRole('dialog'));
      const titleEn = dialog.getByRole('textbox', { name: /^Titre en anglais/ });
      expect(titleEn).toHaveValue('Export week');
      await user.clear(titleEn);
      await user.type(titleEn, ' Export week 2026 ');
      await clickWhenEnabled(user, dialog.getByRole('button', { name: 'Enregistrer' }));
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]?.get('titleEn')).toBe('Export week 2026');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      await user.click(screen.getByRole('button', { name: 'Modifier Semaine de l’export' }));
      dialog = within(await screen.findByRole('dialog'));
      await user.clear(dialog.getByRole('textbox', { name: /^Titre en anglais/ }));
      await clickWhenEnabled(user, dialog.getByRole('button', { name: 'Enregistrer' }));
      await waitFor(() => expect(sent).toHaveLength(2));
      expect(sent[1]?.get('titleEn')).toBe('');
    });

    it('refuses an English title of more than 200 characters, as the service does', async () => {
      const user = userEvent.setup();
      banners();
      renderContainer(<AdminBannersContainer />, { session: 'chamberAdmin' });
      await screen.findByText('Semaine de l’export');
      await user.click(screen.getByRole('button', { name: 'Modifier Semaine de l’export' }));
      const dialog = within(await screen.findByRole('dialog'));
      const titleEn = dialog.getByRole('textbox', { name: /^Titre en anglais/ });
      await user.click(titleEn);
      await user.paste('x'.repeat(201));
      await user.tab();
      expect(await dialog.findByText('Maximum 200 caractères autorisés.')).toBeInTheDocument();
      expect(dialog.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
    });

    it('deletes a banner only after confirmation, then reloads the list', async () => {
      const user = userEvent.setup();
      const asked = banners();
      const deleted: string[] = [];
      server.use(
        api.delete('/api/ads/{id}', ({ params, response }) => {
          deleted.push(String(params.id));
          return response(204).empty();
        }),
      );
      renderContainer(<AdminBannersContainer />, { session: 'chamberAdmin' });
      await screen.findByText('Semaine de l’export');
      await user.click(screen.getByRole('button', { name: 'Supprimer Salon passé' }));
      const confirm = within(await screen.findByRole('alertdialog'));
      expect(deleted).toEqual([]);
      await user.click(confirm.getByRole('button', { name: 'Supprimer' }));
      await waitFor(() => expect(deleted).toEqual(['2']));
      await waitFor(() => expect(asked.length).toBeGreaterThan(1));
      expect(await screen.findByText('La bannière « Salon passé » a été supprimée.')).toBeInTheDocument();
    });
  });

  describe("given the network administrator's session", () => {
    it('lists the chosen chamber’s banners', async () => {
      const asked = banners();
      renderContainer(<AdminBannersContainer />, { session: 'networkAdmin' });
      expect(await screen.findByText('Bienvenue - Réseau')).toBeInTheDocument();
      expect(asked[0]?.searchParams.get('countryAmchamId')).toBe('1');
    });

    it('reads the chamber picked from the URL, and a new banner belongs to it, as its form says', async () => {
      const user = userEvent.setup();
      const asked = banners();
      const sent: FormData[] = [];
      server.use(
        api.post('/api/ads/save', async ({ request, response }) => {
          sent.push(await request.formData());
          return response(201).json(ad({ id: 9, title: 'Sénégal - Rencontre', permanent: true, endDate: null, countryAmchamId: 2 }));
        }),
      );
      // A reload or a shared link of /banners?chambre=2: Senegal's chamber, not the first one.
      renderContainer(<AdminBannersContainer />, { route: '/banners?chambre=2', session: 'networkAdmin' });
      await screen.findByText('Bienvenue - Réseau');
      expect(asked.map((url) => url.searchParams.get('countryAmchamId'))).toEqual(['2']);

      await user.click(screen.getByRole('button', { name: 'Ajouter une bannière' }));
      const dialog = within(await screen.findByRole('dialog'));
      expect(dialog.getByText('Chambre : AmCham Sénégal')).toBeInTheDocument();
      await user.type(dialog.getByLabelText(/^Titre(?! en anglais)/), 'Sénégal - Rencontre');
      await user.type(dialog.getByLabelText(/^Lien/), 'https://rencontre.example.org');
      await user.type(dialog.getByLabelText(/^Date de début/), '2026-12-01');
      await user.click(dialog.getByRole('checkbox', { name: 'Bannière permanente' }));
      await clickWhenEnabled(user, dialog.getByRole('button', { name: 'Enregistrer' }));
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]?.get('countryAmchamId')).toBe('2');
    });

    it('says a banner added for the whole network is network-wide, and sends no chamber', async () => {
      const user = userEvent.setup();
      const asked = banners();
      renderContainer(<AdminBannersContainer />, { route: '/banners?chambre=reseau', session: 'networkAdmin' });
      await screen.findByText('Bienvenue - Réseau');
      expect(asked[0]?.searchParams.has('countryAmchamId')).toBe(false);
      await user.click(screen.getByRole('button', { name: 'Ajouter une bannière' }));
      expect(within(await screen.findByRole('dialog')).getByText('Tout le réseau : pour toutes les chambres')).toBeInTheDocument();
    });
  });
});
