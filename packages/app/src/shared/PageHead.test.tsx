import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { Link, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { frenchMessages } from '../i18n/messages';
import { renderWithProviders } from '../testing/renderWithProviders';
import { PageHead, RouteMetaContext, type PageMeta } from './PageHead';

const members: PageMeta = { title: 'app.page.members.title', description: 'app.page.members.description' };
const news: PageMeta = { title: 'app.page.news.title', description: 'app.page.news.description' };
const member: PageMeta = {
  title: 'app.page.member.title',
  description: 'app.page.member.description',
  unnamed: { title: 'app.page.memberLoading.title', description: 'app.page.memberLoading.description' },
};

const titles = () => [...document.querySelectorAll('title')].map((title) => title.textContent);
const descriptions = () => [...document.querySelectorAll('meta[name="description"]')].map((meta) => meta.getAttribute('content'));

afterEach(() => {
  cleanup();
  document.head.replaceChildren();
});

describe('PageHead', () => {
  it("puts the route's title, followed by the site's name, and its description in <head>, and takes them out with the page", () => {
    const { unmount } = renderWithProviders(
      <RouteMetaContext value={members}>
        <PageHead />
      </RouteMetaContext>,
    );
    expect(titles()).toEqual(['Nos membres · Annuaire AmCham']);
    expect(document.title).toBe('Nos membres · Annuaire AmCham');
    expect(descriptions()).toEqual(['Tous les membres de l’annuaire : filtrez par mot-clé, pays et secteur d’activité.']);

    unmount();

    expect(titles()).toEqual([]);
    expect(descriptions()).toEqual([]);
  });

  it('names the thing of a page about one thing, with its summary before the description', () => {
    renderWithProviders(
      <RouteMetaContext value={member}>
        <PageHead values={{ name: 'Acme' }} summary="Banque · Abidjan, Côte d’Ivoire" />
      </RouteMetaContext>,
    );
    expect(titles()).toEqual(['Acme · Annuaire AmCham']);
    expect(descriptions()).toEqual(['Banque · Abidjan, Côte d’Ivoire. Acme : coordonnées, horaires, présentation et avis des clients dans l’annuaire AmCham.']);
  });

  it('shows the texts for the thing unnamed until it is there', () => {
    renderWithProviders(
      <RouteMetaContext value={member}>
        <PageHead values={{ name: '' }} named={false} />
      </RouteMetaContext>,
    );
    expect(titles()).toEqual(['Fiche membre · Annuaire AmCham']);
    expect(descriptions()).toEqual(['La fiche d’une entreprise membre de l’annuaire AmCham.']);
  });

  it('is in the language shown, and sets <html lang>', async () => {
    renderWithProviders(
      <RouteMetaContext value={news}>
        <PageHead />
      </RouteMetaContext>,
      { preloadedState: { language: { current: 'en' } } },
    );
    // English texts load when first shown.
    await waitFor(() => expect(titles()).toEqual(['News · AmCham Directory']));
    expect(document.documentElement.lang).toBe('en');
  });

  describe('given the head of a server-rendered page (ssr/head.ts)', () => {
    it('takes over its <title>, and its description saying the same, when the page hydrates: one of each', async () => {
      const description = 'Tous les membres de l’annuaire : filtrez par mot-clé, pays et secteur d’activité.';
      const page = (
        <IntlProvider locale="fr" messages={frenchMessages}>
          <RouteMetaContext value={members}>
            <PageHead />
            <h1>Nos membres</h1>
          </RouteMetaContext>
        </IntlProvider>
      );
      // The server sends the page's title and description in the head (entry-server.tsx), and React's render of the
      // page without them.
      const markup = renderToString(page);
      expect(markup).toMatch(/^<title>Nos membres · Annuaire AmCham<\/title><meta name="description" content="[^"]*"\/><h1>/);
      document.head.innerHTML = `<title>Nos membres · Annuaire AmCham</title><meta name="description" content="${description}"><meta property="og:title" content="Nos membres · Annuaire AmCham">`;
      const container = document.body.appendChild(document.createElement('div'));
      container.innerHTML = markup.slice(markup.indexOf('<h1>'));

      const root = await act(async () => hydrateRoot(container, page));

      expect(titles()).toEqual(['Nos membres · Annuaire AmCham']);
      expect(descriptions()).toEqual([description]);
      act(() => root.unmount());
      container.remove();
    });
  });

  describe('when the visitor goes to another page', () => {
    it("shows the next page's title and description instead", async () => {
      renderWithProviders(
        <Routes>
          <Route
            path="/membres"
            element={
              <RouteMetaContext value={members}>
                <PageHead />
                <Link to="/actualites">Actualités</Link>
              </RouteMetaContext>
            }
          />
          <Route
            path="/actualites"
            element={
              <RouteMetaContext value={news}>
                <PageHead />
                <h1>Actualités</h1>
              </RouteMetaContext>
            }
          />
        </Routes>,
        { route: '/membres' },
      );
      expect(titles()).toEqual(['Nos membres · Annuaire AmCham']);

      await userEvent.click(screen.getByRole('link', { name: 'Actualités' }));

      await screen.findByRole('heading', { name: 'Actualités' });
      expect(titles()).toEqual(['Actualités · Annuaire AmCham']);
      expect(descriptions()).toEqual(['Les annonces et événements à venir des chambres de commerce américaines.']);
    });
  });
});
