import type { EmbedSettings, EmbedStatistics } from '@annuaire/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderContainer } from '../../testing/renderWithProviders';
import { api, server } from '../../testing/server';
import AdminEmbedContainer from './AdminEmbedContainer';

const saved: EmbedSettings = {
  allowedOrigins: ['https://www.amcham-ci.example.org'],
  language: 'fr',
  scope: 'chamber',
  sectorIds: [2],
  accent: '#0b5cad',
  font: 'kit',
  perPage: 12,
  chamberName: "AmCham Côte d'Ivoire",
  countryId: 1,
};

const audience: EmbedStatistics = { portal: { searches: 1240, views: 860, contacts: 95 }, embed: { searches: 310, views: 204, contacts: 18 } };

/** The screen's calls, answering as given; every request is recorded, the saves' bodies too. */
function embed({ failSave, failSettings }: { failSave?: boolean; failSettings?: boolean } = {}) {
  const asked: string[] = [];
  const bodies: unknown[] = [];
  server.use(
    api.get('/api/sectors/all', ({ response }) =>
      response(200).json([
        { id: 2, nameFr: 'Finance', nameEn: 'Finance' },
        { id: 3, nameFr: 'Santé', nameEn: 'Health' },
      ]),
    ),
    api.get('/api/country-amchams/{id}/embed', ({ params, response }) => {
      asked.push(`GET settings ${params.id}`);
      return failSettings ? response(403).json({ message: 'no', status: 403, error: 'Forbidden' }) : response(200).json(saved);
    }),
    api.put('/api/country-amchams/{id}/embed', async ({ params, request, response }) => {
      const body = (await request.json()) as EmbedSettings;
      asked.push(`PUT settings ${params.id}`);
      bodies.push(body);
      return failSave
        ? response(400).json({ message: 'sectorIds : Secteur inconnu.', status: 400, error: 'Bad Request' })
        : response(200).json({ ...saved, ...body });
    }),
    api.get('/api/country-amchams/{id}/embed/statistics', ({ params, request, response }) => {
      asked.push(`GET statistics ${params.id} days=${new URL(request.url).searchParams.get('days')}`);
      return response(200).json(audience);
    }),
  );
  return { asked, bodies };
}

describe('AdminEmbedContainer: the "Intégration" screen', () => {
  describe("given a chamber administrator's session", () => {
    it("shows its chamber's saved settings, the code to paste with its id, the preview and the audience per source", async () => {
      const { asked } = embed();
      renderContainer(<AdminEmbedContainer />, { session: 'chamberAdmin' });
      expect(await screen.findByRole('textbox', { name: 'Site autorisé 1' })).toHaveValue('https://www.amcham-ci.example.org');
      expect(await screen.findByRole('checkbox', { name: 'Finance' })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'Santé' })).not.toBeChecked();
      expect(screen.getByRole('textbox', { name: "Couleur d'accent" })).toHaveValue('#0b5cad');
      expect(screen.getByRole('spinbutton', { name: 'Résultats par page' })).toHaveValue(12);
      expect(screen.getByText(`<script src="${window.location.origin}/embed.js?chamber=1" async></script>`)).toBeInTheDocument();
      expect(screen.getByText(/<iframe src=".*\/embed\/1"/)).toBeInTheDocument();
      expect(screen.getByTitle("Aperçu de l'annuaire intégré")).toHaveAttribute('src', '/embed/1');
      const row = within(await screen.findByRole('row', { name: /Site de la chambre/ }));
      expect(row.getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['310', '204', '18']);
      expect(asked).toEqual(expect.arrayContaining(['GET settings 1', 'GET statistics 1 days=30']));
      // no chamber picker for a chamber administrator
      expect(screen.queryByRole('combobox', { name: 'Chambre' })).toBeNull();
    });

    it("refuses a site that is not an origin with the contract's message, then saves the settings as the contract has them", async () => {
      const user = userEvent.setup();
      const { bodies } = embed();
      renderContainer(<AdminEmbedContainer />, { session: 'chamberAdmin' });
      await screen.findByRole('textbox', { name: 'Site autorisé 1' });
      const preview = screen.getByTitle("Aperçu de l'annuaire intégré");

      await user.click(screen.getByRole('button', { name: 'Ajouter un site' }));
      const added = screen.getByRole('textbox', { name: 'Site autorisé 2' });
      expect(added).toHaveFocus();
      await user.type(added, 'http://exemple.org/annuaire');
      expect(await screen.findByText('Adresse de site invalide (https://exemple.org)')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();

      await user.clear(added);
      await user.type(added, 'https://www.exemple.org');
      await user.click(screen.getByRole('button', { name: 'Ajouter un site' }));
      await user.click(screen.getByRole('checkbox', { name: 'Santé' }));
      await user.clear(screen.getByRole('textbox', { name: "Couleur d'accent" }));
      await user.selectOptions(screen.getByRole('combobox', { name: 'Langue' }), 'Anglais');
      expect(screen.queryByText('Adresse de site invalide (https://exemple.org)')).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

      expect(await screen.findByText('Réglages enregistrés')).toBeInTheDocument();
      // the blank site is dropped; the empty accent is the kit's
      expect(bodies).toEqual([
        {
          allowedOrigins: ['https://www.amcham-ci.example.org', 'https://www.exemple.org'],
          language: 'en',
          scope: 'chamber',
          sectorIds: [2, 3],
          accent: null,
          font: 'kit',
          perPage: 12,
        },
      ]);
      // the preview loads again: a new frame
      await waitFor(() => expect(screen.getByTitle("Aperçu de l'annuaire intégré")).not.toBe(preview));
    });

    it("says why a save failed, in the catalogue's words", async () => {
      const user = userEvent.setup();
      embed({ failSave: true });
      renderContainer(<AdminEmbedContainer />, { session: 'chamberAdmin' });
      await user.click(await screen.findByRole('checkbox', { name: 'Santé' }));
      await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Données invalides');
      expect(screen.queryByText('Réglages enregistrés')).toBeNull();
    });

    it('copies each snippet and says so', async () => {
      const user = userEvent.setup();
      embed();
      renderContainer(<AdminEmbedContainer />, { session: 'chamberAdmin' });
      await user.click(await screen.findByRole('button', { name: 'Copier le script' }));
      expect(await navigator.clipboard.readText()).toBe(`<script src="${window.location.origin}/embed.js?chamber=1" async></script>`);
      expect(await screen.findByText('Copié !')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: "Copier l'iframe" }));
      expect(await navigator.clipboard.readText()).toMatch(/^<iframe src=".*\/embed\/1"/);
      expect(screen.getAllByText('Copié !')).toHaveLength(1);
    });

    it('shows a failed load with Retry, which asks again', async () => {
      const user = userEvent.setup();
      const { asked } = embed({ failSettings: true });
      renderContainer(<AdminEmbedContainer />, { session: 'chamberAdmin' });
      expect(await screen.findByRole('alert')).toHaveTextContent('Erreur lors du chargement des données');
      await user.click(screen.getByRole('button', { name: 'Réessayer' }));
      await waitFor(() => expect(asked.filter((call) => call === 'GET settings 1').length).toBeGreaterThan(1));
    });
  });

  describe("given the network administrator's session", () => {
    it('sets the first chamber until it picks another, then the one picked', async () => {
      const user = userEvent.setup();
      const { asked } = embed();
      renderContainer(<AdminEmbedContainer />, { session: 'networkAdmin' });
      const picker = await screen.findByRole('combobox', { name: 'Chambre' });
      await waitFor(() => expect(picker).toHaveValue('1'));
      await waitFor(() => expect(asked).toContain('GET settings 1'));
      await user.selectOptions(picker, 'AmCham Sénégal');
      await waitFor(() => expect(asked).toEqual(expect.arrayContaining(['GET settings 2', 'GET statistics 2 days=30'])));
      expect(await screen.findByText(`<script src="${window.location.origin}/embed.js?chamber=2" async></script>`)).toBeInTheDocument();
    });
  });
});
