import type { CountryAmcham } from '@annuaire/api';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderContainer } from '../../testing/renderWithProviders';
import { api, server } from '../../testing/server';
import { adminShellHandlers, signedInAdmin } from '../../testing/adminSession';
import AdminAmchamContainer from './AdminAmchamContainer';
import { SEARCH_DEBOUNCE_MS } from '../../shared/useSettledSearch';

function chamber(id: number, name: string, countryName: string | null = `Pays ${id}`): CountryAmcham {
  return {
    id,
    countryId: id,
    countryName: countryName ?? '',
    countryIcon: '',
    name,
    address: '1 rue de la Paix',
    telephone: '+225 27 20 00 00 00',
    email: `contact${id}@amcham.example.org`,
    website: null,
    logo: null,
  };
}

const network = Array.from({ length: 9 }, (_, index) => chamber(index + 1, `AmCham ${String.fromCharCode(65 + index)}`));

function chambers(asked: URL[] = []) {
  server.use(
    api.get('/api/country-amchams', ({ response }) => response(200).json({ content: network })),
    api.get('/api/country-amchams/search', ({ request, response }) => {
      const url = new URL(request.url);
      asked.push(url);
      const query = url.searchParams.get('query') ?? '';
      return response(200).json({ content: network.filter((entry) => entry.name.toLowerCase().includes(query.toLowerCase())) });
    }),
    api.get('/api/countries', ({ response }) => response(200).json(network.map((entry) => ({ id: entry.countryId, name: entry.countryName, icon: '' })))),
  );
  return asked;
}

describe('AdminAmchamContainer: the country chambers (spec admin §2-§9)', () => {
  afterEach(() => vi.useRealTimers());

  describe("given the network administrator's session", () => {
    it('shows 4 chambers a page with numbered pages, and the search box filters from page 0', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const asked = chambers();
      renderContainer(<AdminAmchamContainer />, { session: 'networkAdmin' });
      const table = await screen.findByRole('table');
      expect(await within(table).findByText('AmCham A')).toBeInTheDocument();
      expect(within(table).getByText('AmCham D')).toBeInTheDocument();
      expect(within(table).queryByText('AmCham E')).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Page 3' }));
      expect(await within(table).findByText('AmCham I')).toBeInTheDocument();
      // the page chosen right after the list appeared stays chosen once the search box's pause has passed
      await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 100));
      expect(within(table).getByText('AmCham I')).toBeInTheDocument();
      expect(within(table).queryByText('AmCham A')).toBeNull();
      await user.type(screen.getByRole('searchbox', { name: 'Rechercher un Amcham' }), 'cham b');
      await waitFor(() => expect(asked.at(-1)?.searchParams.get('query')).toBe('cham b'));
      expect(await within(screen.getByRole('table')).findByText('AmCham B')).toBeInTheDocument();
      expect(within(screen.getByRole('table')).queryByText('AmCham I')).toBeNull();
      expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    });

    it('shows the unknown country as N/A and opens the read-only panel', async () => {
      const user = userEvent.setup();
      network[0] = chamber(1, 'AmCham A', null);
      chambers();
      renderContainer(<AdminAmchamContainer />, { session: 'networkAdmin' });
      await user.click(await screen.findByRole('button', { name: 'Voir AmCham A' }));
      const panel = await screen.findByRole('dialog', { name: 'AmCham A' });
      expect(within(panel).getByText('N/A')).toBeInTheDocument();
      expect(within(panel).queryByRole('textbox')).toBeNull();
      network[0] = chamber(1, 'AmCham A');
    });

    it("refuses a non-image logo with the spec's message, and shows a 409 in the catalogue's words in the modal", async () => {
      // the picker's accept filter is bypassed, as a drop would: the form's own rule refuses the file
      const user = userEvent.setup({ applyAccept: false });
      chambers();
      let posted: FormData | undefined;
      server.use(
        api.post('/api/country-amchams/save', async ({ request }) => {
          posted = await request.formData();
          return HttpResponse.json({ message: 'x', status: 409, error: 'Conflict' }, { status: 409 });
        }),
      );
      renderContainer(<AdminAmchamContainer />, { session: 'networkAdmin' });
      await user.click(await screen.findByRole('button', { name: 'Ajouter un pays' }));
      const dialog = await screen.findByRole('dialog', { name: 'Ajouter un pays' });
      const save = within(dialog).getByRole('button', { name: 'Enregistrer' });
      expect(save).toBeDisabled();
      await user.type(within(dialog).getByRole('textbox', { name: /^Nom de l'Amcham/ }), 'AM');
      await user.tab();
      expect(await within(dialog).findByText('Le nom est requis (min. 3 caractères)')).toBeInTheDocument();
      await user.type(within(dialog).getByRole('textbox', { name: /^Nom de l'Amcham/ }), 'CHAM B');
      await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Pays/ }), 'Pays 3');
      await user.type(within(dialog).getByRole('textbox', { name: /^E-mail/ }), 'contact@b.example.org');
      await user.type(within(dialog).getByRole('textbox', { name: /^Téléphone/ }), '+225 01 02 03 04');
      await user.type(within(dialog).getByRole('textbox', { name: /^Adresse/ }), 'Abidjan');
      await user.type(within(dialog).getByRole('textbox', { name: /^Site web/ }), 'amcham.example.org');
      await user.tab();
      expect(await within(dialog).findByText('URL valide requise (http:// ou https://)')).toBeInTheDocument();
      expect(save).toBeDisabled();
      await user.clear(within(dialog).getByRole('textbox', { name: /^Site web/ }));
      const input = within(dialog).getByLabelText(/^Logo/, { selector: 'input' }) as HTMLInputElement;
      await user.upload(input, new File(['%PDF'], 'statuts.pdf', { type: 'application/pdf' }));
      expect(await within(dialog).findByText('statuts.pdf : Veuillez sélectionner une image')).toBeInTheDocument();
      expect(input.value).toBe('');
      // a refused logo keeps the chamber from being saved without it
      expect(save).toBeDisabled();
      await user.upload(input, new File(['logo'], 'logo.png', { type: 'image/png' }));
      await waitFor(() => expect(save).toBeEnabled());
      await user.click(save);
      expect(await within(dialog).findByText('Un pays AMCHAM avec ce nom existe déjà')).toBeInTheDocument();
      expect(posted?.get('name')).toBe('AMCHAM B');
      expect(posted?.get('logoFile')).toMatchObject({ type: 'image/png' });
    });

    it('asks before deleting, and a chamber that still has members is refused in its own words, not the duplicate-name ones', async () => {
      const user = userEvent.setup();
      chambers();
      server.use(
        api.delete('/api/country-amchams/{id}', () => HttpResponse.json({ message: 'x', status: 409, error: 'Conflict', code: 'IN_USE' }, { status: 409 })),
      );
      renderContainer(<AdminAmchamContainer />, { session: 'networkAdmin' });
      await user.click(await screen.findByRole('button', { name: 'Supprimer AmCham B' }));
      const confirm = await screen.findByRole('alertdialog');
      await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
      const banner = await screen.findByText('Cette chambre compte encore des membres ou des utilisateurs : déplacez-les d’abord.');
      expect(banner).toBeInTheDocument();
      expect(screen.queryByText('Un pays AMCHAM avec ce nom existe déjà')).toBeNull();
    });
  });

  describe('given countries with and without a chamber (one chamber per country)', () => {
    const world = [
      { id: 1, name: 'Sénégal', icon: '🇸🇳', countryAmchamId: 1 },
      { id: 2, name: 'Maroc', icon: '🇲🇦', countryAmchamId: null },
      { id: 3, name: 'États-Unis', icon: '🇺🇸', countryAmchamId: null },
      { id: 4, name: 'Égypte', icon: '🇪🇬', countryAmchamId: null },
      { id: 5, name: 'Canada', icon: '🇨🇦', countryAmchamId: null },
      { id: 6, name: 'Zambie', icon: '🇿🇲', countryAmchamId: 2 },
    ];
    const offered = (dialog: HTMLElement) =>
      within(within(dialog).getByRole('combobox', { name: /^Pays/ }))
        .getAllByRole('option')
        .map((option) => option.textContent?.trim())
        .filter((label) => label && !/^Sélectionn/.test(label));

    it('the add form offers the countries without a chamber, by name with the É among the E, and a 409 COUNTRY_TAKEN reads in its own words', async () => {
      const user = userEvent.setup();
      chambers();
      server.use(
        api.get('/api/countries', ({ response }) => response(200).json(world)),
        api.post('/api/country-amchams/save', () =>
          HttpResponse.json({ message: 'x', status: 409, error: 'Conflict', code: 'COUNTRY_TAKEN' }, { status: 409 }),
        ),
      );
      renderContainer(<AdminAmchamContainer />, { session: 'networkAdmin' });
      await user.click(await screen.findByRole('button', { name: 'Ajouter un pays' }));
      const dialog = await screen.findByRole('dialog', { name: 'Ajouter un pays' });
      await waitFor(() => expect(offered(dialog)).toEqual(['Canada', 'Égypte', 'États-Unis', 'Maroc']));

      await user.type(within(dialog).getByRole('textbox', { name: /^Nom de l'Amcham/ }), 'AmCham Maroc');
      await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Pays/ }), 'Maroc');
      await user.type(within(dialog).getByRole('textbox', { name: /^E-mail/ }), 'contact@ma.example.org');
      await user.type(within(dialog).getByRole('textbox', { name: /^Téléphone/ }), '+212 5 22 00 00 00');
      await user.type(within(dialog).getByRole('textbox', { name: /^Adresse/ }), 'Casablanca');
      const save = within(dialog).getByRole('button', { name: 'Enregistrer' });
      await waitFor(() => expect(save).toBeEnabled());
      await user.click(save);
      expect(await within(dialog).findByText('Ce pays a déjà une chambre de commerce.')).toBeInTheDocument();
      expect(within(dialog).queryByText('Un pays AMCHAM avec ce nom existe déjà')).toBeNull();
    });

    it("the edit form offers the chamber's own country too", async () => {
      const user = userEvent.setup();
      chambers();
      server.use(api.get('/api/countries', ({ response }) => response(200).json(world)));
      renderContainer(<AdminAmchamContainer />, { session: 'networkAdmin' });
      // AmCham A is chamber 1, in country 1 (Sénégal here)
      await user.click(await screen.findByRole('button', { name: 'Modifier AmCham A' }));
      const dialog = await screen.findByRole('dialog', { name: /Modifier/ });
      await waitFor(() => expect(offered(dialog)).toEqual(['Canada', 'Égypte', 'États-Unis', 'Maroc', 'Sénégal']));
    });
  });

  describe("given a chamber administrator's session", () => {
    it('has no add or delete button, and edits only its own chamber', async () => {
      adminShellHandlers('ADMIN_AMCHAM', 2);
      chambers();
      renderContainer(<AdminAmchamContainer />, { preloadedState: signedInAdmin('ADMIN_AMCHAM', 2) });
      expect(await screen.findByRole('button', { name: 'Modifier AmCham B' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Modifier AmCham A' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Ajouter un pays' })).toBeNull();
    });
  });
});
