import type { Sector } from '@annuaire/api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { company, companyPage } from '../../testing/fixtures';
import { renderContainer } from '../../testing/renderWithProviders';
import { api, server } from '../../testing/server';
import EmbedDirectoryContainer from './EmbedDirectoryContainer';
import { EmbedAddressProvider } from './embedAddress';

const directorySectors: Sector[] = [
  { id: 2, nameFr: 'Finance', nameEn: 'Finance' },
  { id: 4, nameFr: 'Santé', nameEn: 'Health' },
  { id: 5, nameFr: 'Transport', nameEn: 'Transport' },
];

/** The sector filters of each search the embedded directory asked for. */
function embedHandlers(offered: number[]) {
  const searches: { keyword: string | null; sectorId: string | null; sectorIds: string[]; source: string | null }[] = [];
  server.use(
    api.get('/api/country-amchams/{id}/embed/options', ({ response }) =>
      response(200).json({
        language: 'fr',
        scope: 'chamber',
        sectorIds: offered,
        accent: null,
        font: 'kit',
        perPage: 12,
        chamberName: 'AmCham Sénégal',
        countryId: 3,
      }),
    ),
    api.get('/api/sectors/all', ({ response }) => response(200).json(directorySectors)),
    api.get('/api/companies/search', ({ request, response }) => {
      const query = new URL(request.url).searchParams;
      searches.push({ keyword: query.get('keyword'), sectorId: query.get('sectorId'), sectorIds: query.getAll('sectorIds'), source: query.get('source') });
      return response(200).json(companyPage([company({ id: 1, name: 'Banque du Fleuve' })]));
    }),
  );
  return searches;
}

describe('embedded directory (/embed/:chamberId)', () => {
  describe('given a chamber offering a subset of the sectors', () => {
    it("searches 'Tous les secteurs' within that subset, and one chosen sector alone", async () => {
      const user = userEvent.setup();
      const searches = embedHandlers([2, 5]);
      renderContainer(
        <EmbedAddressProvider initialSearch="">
          <EmbedDirectoryContainer chamberId={3} />
        </EmbedAddressProvider>,
      );
      expect(await screen.findByRole('heading', { name: 'Nos membres (1)' })).toBeInTheDocument();
      expect(searches).toEqual([{ keyword: null, sectorId: null, sectorIds: ['2', '5'], source: 'embed' }]);

      const sector = screen.getByRole('combobox', { name: 'Secteur d’activité' });
      expect(Array.from(sector.querySelectorAll('option'), (option) => option.textContent)).toEqual(['Tous les secteurs', 'Finance', 'Transport']);
      await user.selectOptions(sector, 'Transport');
      await user.click(screen.getByRole('button', { name: 'Rechercher' }));
      await waitFor(() => expect(searches).toHaveLength(2));
      expect(searches[1]).toEqual({ keyword: null, sectorId: '5', sectorIds: [], source: 'embed' });

      await user.selectOptions(sector, 'Tous les secteurs');
      await user.type(screen.getByRole('searchbox', { name: 'Mot-clé' }), 'fleuve');
      await user.click(screen.getByRole('button', { name: 'Rechercher' }));
      await waitFor(() => expect(searches).toHaveLength(3));
      expect(searches[2]).toEqual({ keyword: 'fleuve', sectorId: null, sectorIds: ['2', '5'], source: 'embed' });
    });
  });

  describe('given a chamber offering every sector', () => {
    it("searches 'Tous les secteurs' without a sector filter", async () => {
      const searches = embedHandlers([]);
      renderContainer(
        <EmbedAddressProvider initialSearch="">
          <EmbedDirectoryContainer chamberId={3} />
        </EmbedAddressProvider>,
      );
      expect(await screen.findByRole('heading', { name: 'Nos membres (1)' })).toBeInTheDocument();
      expect(searches).toEqual([{ keyword: null, sectorId: null, sectorIds: [], source: 'embed' }]);
    });
  });
});
