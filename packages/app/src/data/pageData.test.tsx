import { HttpResponse } from 'msw';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDirectoryClient, createMemoryTokenStore, ratingsOf, type Rating, type RatingInput } from '@annuaire/api';
import { makeStore } from '../app/store';
import { countries } from '../testing/fixtures';
import { renderWithProviders } from '../testing/renderWithProviders';
import { api, server, TEST_ORIGIN } from '../testing/server';
import { useMemberRatingsQuery } from './carouselFeeds';
import { directoryApi } from './directoryApi';
import { pageApi } from './pageData';
import { referenceApi, useCountriesQuery } from './reference';

// The page layer (pageData.ts) over the real client on MSW, with the app's own endpoints: countries (no tags), a
// member's ratings (tagged by member) and the review that refreshes them.

function Countries() {
  const query = useCountriesQuery();
  if (query.isLoading) return <p>chargement</p>;
  if (query.isError) return <p>erreur : {query.error?.message}</p>;
  return (
    <>
      <p>{(query.data ?? []).map((country) => country.name).join(', ')}</p>
      <button type="button" onClick={() => void query.refetch()}>
        recharger
      </button>
    </>
  );
}

function Ratings({ companyId }: { companyId: number }) {
  const query = useMemberRatingsQuery(companyId);
  return <p>{query.currentData === undefined ? 'chargement' : `${query.currentData.length} avis`}</p>;
}

// A write of the page layer as the member page's review is defined (features/memberDetails/memberDetailsApi.ts).
const { useSendReviewMutation } = pageApi.injectEndpoints({
  endpoints: (build) => ({
    sendReview: build.mutation<Rating, RatingInput>({
      query: (input) => (api) => ratingsOf(api).create(input),
      invalidatesTags: (_result, _error, input) => [{ type: 'Ratings', id: input.companyId }],
    }),
  }),
});

function SendReview() {
  const [createRating] = useSendReviewMutation();
  return (
    <button type="button" onClick={() => void createRating({ companyId: 3, firstName: 'Ana', lastName: 'Diallo', score: 5, comment: 'Bien' })}>
      envoyer
    </button>
  );
}

const rating = (id: number, companyId: number): Rating => ({
  id,
  firstName: 'Ana',
  lastName: 'Diallo',
  score: 5,
  comment: 'Bien',
  companyId,
  companyName: 'Acme',
  createdAt: '2026-01-05T10:00:00Z',
});

/** Answers /api/countries with the given lists in turn (the last one again), counting the requests. */
function countriesAnswering(...answers: (typeof countries)[]) {
  const asked = vi.fn();
  server.use(
    api.get('/api/countries', ({ response }) => {
      asked();
      return response(200).json(answers[Math.min(asked.mock.calls.length, answers.length) - 1] ?? []);
    }),
  );
  return asked;
}

/** Answers a member's ratings with one more rating at each of its requests, counting the requests by member. */
function ratingsAnswering() {
  const asked = vi.fn();
  server.use(
    api.get('/api/ratings/company/{id}', ({ params, response }) => {
      asked(Number(params.id));
      // one more rating at each request of the same member
      const requests = asked.mock.calls.filter(([id]) => id === Number(params.id)).length;
      return response(200).json(Array.from({ length: requests }, (_, index) => rating(index + 1, Number(params.id))));
    }),
  );
  return asked;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the page layer', () => {
  describe('given two parts of a page asking for the same data', () => {
    it('sends one request and both show its answer', async () => {
      const asked = countriesAnswering(countries);
      renderWithProviders(
        <>
          <Countries />
          <Countries />
        </>,
      );
      expect(await screen.findAllByText(countries.map((country) => country.name).join(', '))).toHaveLength(2);
      expect(asked).toHaveBeenCalledTimes(1);
    });
  });

  describe('given an answer the server rendered (the page hydrated from its state)', () => {
    it('shows it and does not ask again on mount', async () => {
      const asked = countriesAnswering([{ id: 9, name: 'Ghana', icon: '🇬🇭' }]);
      const { store } = renderWithProviders(<Countries />, {
        preloadedState: {
          pageData: {
            'countries(undefined)': { endpoint: 'countries', arg: undefined, status: 'fulfilled', requestId: 's1', data: countries, tags: [], stale: false },
          },
        },
      });
      expect(screen.getByText(countries.map((country) => country.name).join(', '))).toBeInTheDocument();
      // the effects have run: a request would be on its way now
      await act(async () => undefined);
      expect(store.dispatch(pageApi.util.runningQueries())).toHaveLength(0);
      expect(asked).not.toHaveBeenCalled();
    });
  });

  describe('when a part asks again (refetch)', () => {
    it('sends a new request and shows the new answer', async () => {
      const asked = countriesAnswering(countries, [{ id: 9, name: 'Ghana', icon: '🇬🇭' }]);
      renderWithProviders(<Countries />);
      await screen.findByText(countries.map((country) => country.name).join(', '));
      await act(async () => screen.getByRole('button', { name: 'recharger' }).click());
      expect(await screen.findByText('Ghana')).toBeInTheDocument();
      expect(asked).toHaveBeenCalledTimes(2);
    });
  });

  describe('given the service fails', () => {
    it("keeps the api's error value (the catalogue's message) in the entry and gives it to the hook", async () => {
      server.use(api.get('/api/countries', () => HttpResponse.json({ message: 'boom', status: 500, error: 'Internal Server Error' }, { status: 500 })));
      const { store } = renderWithProviders(<Countries />);
      expect(await screen.findByText('erreur : Erreur interne du serveur')).toBeInTheDocument();
      expect(store.getState().pageData['countries(undefined)']).toMatchObject({
        status: 'rejected',
        error: { message: 'Erreur interne du serveur', status: 500, error: 'Internal Server Error' },
      });
    });
  });

  describe("in the server's render", () => {
    it('starts the requests while rendering, which the render waits for before rendering again with the answers', async () => {
      vi.stubEnv('SSR', true);
      const asked = countriesAnswering(countries);
      const store = makeStore({
        client: createDirectoryClient({ baseUrl: TEST_ORIGIN, tokens: createMemoryTokenStore(), language: () => 'fr' }),
      });
      const page = () =>
        renderToString(
          <Provider store={store} serverState={store.getState()}>
            <Countries />
          </Provider>,
        );
      expect(page()).toContain('chargement');
      const running = store.dispatch(pageApi.util.runningQueries());
      expect(running).toHaveLength(1);
      await Promise.all(running);
      expect(page()).toContain(countries.map((country) => country.name).join(', '));
      expect(store.dispatch(pageApi.util.runningQueries())).toHaveLength(0);
      expect(asked).toHaveBeenCalledTimes(1);
    });
  });

  describe('given a write made through RTK Query (the member space, the back-office)', () => {
    it('marks the cached answers stale: the parts showing them ask again', async () => {
      const asked = countriesAnswering(countries, [{ id: 9, name: 'Ghana', icon: '🇬🇭' }]);
      const write = directoryApi.injectEndpoints({
        endpoints: (build) => ({ pageDataTestWrite: build.mutation<null, void>({ query: () => () => Promise.resolve({ data: null }) }) }),
      });
      const { store } = renderWithProviders(<Countries />);
      await screen.findByText(countries.map((country) => country.name).join(', '));
      await act(async () => {
        await store.dispatch(write.endpoints.pageDataTestWrite.initiate());
      });
      expect(await screen.findByText('Ghana')).toBeInTheDocument();
      expect(asked).toHaveBeenCalledTimes(2);
    });

    it("reaches, by RTK Query's tags, only the entries providing them", async () => {
      const asked = ratingsAnswering();
      const { store } = renderWithProviders(
        <>
          <Ratings companyId={3} />
          <Ratings companyId={4} />
        </>,
      );
      expect(await screen.findAllByText('1 avis')).toHaveLength(2);
      act(() => {
        store.dispatch(directoryApi.util.invalidateTags([{ type: 'Ratings', id: 4 }]));
      });
      expect(await screen.findByText('2 avis')).toBeInTheDocument();
      expect(asked.mock.calls.map(([id]) => id)).toEqual([3, 4, 4]);
    });
  });

  describe('given a review sent from a member page (a write of the page layer)', () => {
    it("invalidates that member's ratings, which the page shows again", async () => {
      const asked = ratingsAnswering();
      server.use(api.post('/api/ratings', ({ response }) => response(201).json(rating(99, 3))));
      renderWithProviders(
        <>
          <Ratings companyId={3} />
          <Ratings companyId={4} />
          <SendReview />
        </>,
      );
      expect(await screen.findAllByText('1 avis')).toHaveLength(2);
      await act(async () => screen.getByRole('button', { name: 'envoyer' }).click());
      expect(await screen.findByText('2 avis')).toBeInTheDocument();
      expect(asked.mock.calls.map(([id]) => id)).toEqual([3, 4, 3]);
    });
  });

  it('answers initiate from the cache while the entry is fresh, and asks again when forced', async () => {
    const asked = countriesAnswering(countries);
    const { store } = renderWithProviders(<></>);
    const endpoint = referenceApi.endpoints.countries;
    expect((await store.dispatch(endpoint.initiate())).data).toEqual(countries);
    expect((await store.dispatch(endpoint.initiate())).data).toEqual(countries);
    expect(asked).toHaveBeenCalledTimes(1);
    await store.dispatch(endpoint.initiate(undefined, { forceRefetch: true }));
    expect(asked).toHaveBeenCalledTimes(2);
  });
});
