import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { company, companyPage, countries, sectors } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { api, server } from '../../testing/server';
import { mailClient } from '../../shared/useContactMember';
import { listenForInstallOffer } from '../../shared/installOffer';
import { HomeContainer } from './HomeContainer';

const defaultMembers = [company({ id: 1, name: 'Banque Atlantique' }), company({ id: 2, name: 'Clinique Santé Plus', email: '' })];

function homeService(searches: URLSearchParams[] = [], contacts: string[] = []) {
  server.use(
    api.get('/api/ads/portal', ({ response }) => response(200).json({ content: [], totalElements: 0, totalPages: 0, last: true, number: 0, size: 10 })),
    api.get('/api/partners', ({ response }) =>
      response(200).json([
        { id: 1, name: 'Port Autonome', link: 'https://port.example.sn', logo: null },
        { id: 2, name: 'Air Sénégal', link: 'https://air.example.sn', logo: 'air.png' },
      ]),
    ),
    api.get('/api/companies/contacts/kpi/global', ({ response }) => response(200).json(1250)),
    api.get('/api/companies/total/kpi', () => HttpResponse.json({ message: 'boom', status: 500, error: 'Internal Server Error' }, { status: 500 })),
    api.get('/api/sectors/total/kpi', ({ response }) => response(200).json(9)),
    api.get('/api/events/upcoming', ({ response }) => response(200).json({ content: [], totalElements: 0, totalPages: 0, last: true, number: 0, size: 3 })),
    api.get('/api/countries', ({ response }) => response(200).json(countries)),
    api.get('/api/sectors/all', ({ response }) => response(200).json(sectors)),
    api.get('/api/companies/search', ({ request, response }) => {
      const query = new URL(request.url).searchParams;
      searches.push(query);
      if (query.get('keyword') === 'societe') return response(200).json(companyPage([company({ id: 7, name: 'Société Générale de Conseil' })], { size: 6 }));
      return response(200).json(companyPage(defaultMembers, { size: 6 }));
    }),
    api.post('/api/companies/{id}/contacts', async ({ params, request, response }) => {
      contacts.push(`${params.id}:${((await request.json()) as { channel: string }).channel}`);
      return response(204).empty();
    }),
  );
}

describe('home page (spec public §2.3)', () => {
  beforeEach(() => vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  describe('given the service answers', () => {
    it('shows the members of page 0 (size 6) and the statistics with failed parts at 0', async () => {
      const searches: URLSearchParams[] = [];
      homeService(searches);
      renderWithProviders(<HomeContainer />);
      expect(await screen.findByRole('article', { name: 'Banque Atlantique' })).toBeInTheDocument();
      expect(searches[0]?.get('page')).toBe('0');
      expect(searches[0]?.get('size')).toBe('6');
      const stats = screen.getByRole('region', { name: /chiffres/i });
      await waitFor(() => expect(within(stats).getByText('1 250+')).toBeInTheDocument());
      expect(within(stats).getAllByText('0').length).toBeGreaterThanOrEqual(1);
    });
  });

  describe('given two partners', () => {
    it('the partners carousel repeats them to three', async () => {
      homeService();
      renderWithProviders(<HomeContainer />);
      const carousel = await screen.findByRole('region', { name: 'Nos partenaires' });
      await waitFor(() => expect(within(carousel).getAllByRole('link')).toHaveLength(3));
      expect(
        within(carousel)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual(['https://port.example.sn', 'https://air.example.sn', 'https://port.example.sn']);
    });
  });

  describe('when a keyword is searched', () => {
    it('sends the trimmed keyword, shows the results and then Reset brings the default list back', async () => {
      const user = userEvent.setup();
      const searches: URLSearchParams[] = [];
      homeService(searches);
      renderWithProviders(<HomeContainer />);
      await screen.findByRole('article', { name: 'Banque Atlantique' });

      await user.type(screen.getByRole('searchbox', { name: 'Mot-clé' }), '  societe {Enter}');
      expect(await screen.findByRole('article', { name: 'Société Générale de Conseil' })).toBeInTheDocument();
      expect(screen.queryByRole('article', { name: 'Banque Atlantique' })).not.toBeInTheDocument();
      expect(searches.at(-1)?.get('keyword')).toBe('societe');

      await user.click(screen.getByRole('button', { name: 'Réinitialiser' }));
      expect(await screen.findByRole('article', { name: 'Banque Atlantique' })).toBeInTheDocument();
      expect(screen.getByRole('searchbox', { name: 'Mot-clé' })).toHaveValue('');
      expect(screen.queryByRole('button', { name: 'Réinitialiser' })).not.toBeInTheDocument();
      expect(searches.at(-1)?.has('keyword')).toBe(false);
    });

    it('scrolls to the members list 100 ms after a search with results', async () => {
      const user = userEvent.setup();
      homeService();
      renderWithProviders(<HomeContainer />);
      await screen.findByRole('article', { name: 'Banque Atlantique' });
      await user.type(screen.getByRole('searchbox', { name: 'Mot-clé' }), 'societe{Enter}');
      await screen.findByRole('article', { name: 'Société Générale de Conseil' });
      await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' })));
    });
  });

  describe('when the search fails', () => {
    it('shows the spec message', async () => {
      const user = userEvent.setup();
      homeService();
      renderWithProviders(<HomeContainer />);
      await screen.findByRole('article', { name: 'Banque Atlantique' });
      server.use(api.get('/api/companies/search', () => HttpResponse.json({ message: 'boom', status: 500, error: 'Internal Server Error' }, { status: 500 })));
      await user.type(screen.getByRole('searchbox', { name: 'Mot-clé' }), 'banque{Enter}');
      expect(await screen.findByText('Une erreur est survenue lors de la recherche. Veuillez réessayer.')).toBeInTheDocument();
    });
  });

  describe('when Contacter is chosen', () => {
    it('opens the mail client and records an e-mail contact', async () => {
      const user = userEvent.setup();
      const contacts: string[] = [];
      homeService([], contacts);
      const open = vi.spyOn(mailClient, 'open').mockImplementation(() => undefined);
      renderWithProviders(<HomeContainer />);
      const card = await screen.findByRole('article', { name: 'Banque Atlantique' });
      await user.click(within(card).getByRole('button', { name: 'Contacter' }));
      expect(open).toHaveBeenCalledWith('contact1@exemple.sn');
      await waitFor(() => expect(contacts).toEqual(['1:email']));
    });
    it('says the e-mail is not available when the member has none', async () => {
      const user = userEvent.setup();
      homeService();
      const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
      renderWithProviders(<HomeContainer />);
      const card = await screen.findByRole('article', { name: 'Clinique Santé Plus' });
      await user.click(within(card).getByRole('button', { name: 'Contacter' }));
      expect(alert).toHaveBeenCalledWith('Adresse email non disponible pour ce membre.');
    });
  });

  describe('given banners and announcements with an English title', () => {
    const ad = (id: number, title: string, titleEn: string | null) => ({
      id,
      title,
      titleEn,
      description: null,
      link: 'https://www.example.org/forum',
      permanent: true,
      startDate: '01-01-2026',
      endDate: null,
      webImg: null,
      mobileImg: null,
      status: 'ACTIVE' as const,
      clicks: 0,
      countryAmchamId: null,
    });
    const announcement = (id: number, title: string, titleEn: string | null) => ({
      id,
      title,
      titleEn,
      description: 'Rencontres B2B et tables rondes.',
      startDate: '15-06-2026',
      endDate: '16-06-2026',
      startTime: '09:00',
      endTime: '18:00',
      address: 'Plateau, Abidjan',
      image: null,
      category: { id: 1, nameFr: 'Événement', nameEn: 'Event' },
      countryAmchamId: 1,
      past: false,
    });
    function bilingualService() {
      homeService();
      server.use(
        api.get('/api/ads/portal', ({ response }) =>
          response(200).json({
            content: [ad(1, 'Annuaire des membres - Trouvez le bon partenaire', 'Member directory - Find the right partner')],
            totalElements: 1,
            totalPages: 1,
            last: true,
            number: 0,
            size: 10,
          }),
        ),
        api.get('/api/events/upcoming', ({ response }) =>
          response(200).json({
            content: [announcement(1, 'Forum Investir en Afrique', 'Invest in Africa Forum'), announcement(2, 'Petit-déjeuner des membres', null)],
            totalElements: 2,
            totalPages: 1,
            last: true,
            number: 0,
            size: 3,
          }),
        ),
      );
    }

    it('English pages show the English titles, and the French one where there is none', async () => {
      bilingualService();
      renderWithProviders(<HomeContainer />, { preloadedState: { language: { current: 'en' } } });
      expect(await screen.findByRole('heading', { name: 'Member directory' })).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'Invest in Africa Forum' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Petit-déjeuner des membres' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Forum Investir en Afrique' })).not.toBeInTheDocument();
    });

    it('French pages show the French titles', async () => {
      bilingualService();
      renderWithProviders(<HomeContainer />);
      expect(await screen.findByRole('heading', { name: 'Annuaire des membres' })).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'Forum Investir en Afrique' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Invest in Africa Forum' })).not.toBeInTheDocument();
    });
  });

  describe('when the App Store button is chosen', () => {
    it('says the app is not available yet', async () => {
      const user = userEvent.setup();
      homeService();
      const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
      renderWithProviders(<HomeContainer />);
      await user.click(await screen.findByRole('button', { name: /App Store/ }));
      expect(alert).toHaveBeenCalledWith(expect.stringContaining('pas encore disponible'));
    });
  });

  describe('given the browser offers to install the portal', () => {
    /** What Chromium sends once the portal is installable; its prompt answers as the visitor does. */
    function offerInstall(outcome: 'accepted' | 'dismissed') {
      const prompt = vi.fn(() => Promise.resolve({ outcome }));
      act(() => {
        window.dispatchEvent(Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt }));
      });
      return prompt;
    }

    it("an install button takes the App Store button's place, Google Play stays, and once used the App Store button is back", async () => {
      const user = userEvent.setup();
      homeService();
      listenForInstallOffer(window);
      const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
      renderWithProviders(<HomeContainer />);
      const promotion = screen.getByRole('region', { name: 'L’annuaire dans votre poche' });
      expect(within(promotion).getByRole('button', { name: /App Store/ })).toBeInTheDocument();
      const prompt = offerInstall('dismissed');
      expect(within(promotion).queryByRole('button', { name: /App Store/ })).not.toBeInTheDocument();
      expect(within(promotion).getByRole('button', { name: 'Disponible sur Google Play' })).toBeInTheDocument();
      await user.click(within(promotion).getByRole('button', { name: "Installer l'application" }));
      expect(prompt).toHaveBeenCalledTimes(1);
      expect(alert).not.toHaveBeenCalled();
      // refused: that offer cannot be shown again; the section is the spec's again until the browser offers anew
      expect(within(promotion).queryByRole('button', { name: "Installer l'application" })).not.toBeInTheDocument();
      expect(within(promotion).getByRole('button', { name: /App Store/ })).toBeInTheDocument();
    });

    it('once the portal is installed from the browser, the install button goes', () => {
      homeService();
      listenForInstallOffer(window);
      renderWithProviders(<HomeContainer />);
      const promotion = screen.getByRole('region', { name: 'L’annuaire dans votre poche' });
      const prompt = offerInstall('accepted');
      expect(within(promotion).getByRole('button', { name: "Installer l'application" })).toBeInTheDocument();
      act(() => {
        window.dispatchEvent(new Event('appinstalled'));
      });
      expect(within(promotion).queryByRole('button', { name: "Installer l'application" })).not.toBeInTheDocument();
      expect(within(promotion).getByRole('button', { name: /App Store/ })).toBeInTheDocument();
      expect(prompt).not.toHaveBeenCalled();
    });
  });
});
