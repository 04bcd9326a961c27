import { SEARCH_KEYWORD_MAX_LENGTH, type MemberSearchFilters } from '@annuaire/api';
import { memberPath } from '../../shared/publicPaths';
import { MembersScreen, Spinner, type MemberFilters, type MembersView } from '@annuaire/ui';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PageHead } from '../../shared/PageHead';
import { filtersActions, type SearchFilters } from '../../state/filters/filtersSlice';
import { PublicPage } from '../../shared/PublicPage';
import { useCountriesQuery, useSectorsQuery } from '../../data/reference';
import { countryOptions, fromScreenFilters, sectorOptions, toMemberSummary, toScreenFilters } from '../../shared/memberMappers';
import { membersApi, useMembersPageQuery } from './membersApi';
import { useContactMember } from '../../shared/useContactMember';
import { membersSearchHref } from '../../shared/membersAddress';
import { searchRefusedMessage } from '../../shared/searchRefused';

function searchArgs(filters: Pick<SearchFilters, 'keyword' | 'countryId' | 'sectorId'>): MemberSearchFilters {
  return { keyword: filters.keyword, countryId: filters.countryId, sectorId: filters.sectorId };
}

const emptySearch = { keyword: '', countryId: null, sectorId: null };

// the map view (its calls, the kit's map and, further on, Leaflet) loads when a visitor asks for it
const MembersMapContainer = lazy(() => import('./MembersMapContainer'));

/** /membres (spec public §2.4, §4): filters, active filters, paged list with 'See more', failure with Retry. */
export function MembersContainer() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const language = useAppSelector((state) => state.language.current);
  const filters = useAppSelector((state) => state.filters.members);
  const contact = useContactMember();
  const countries = useCountriesQuery();
  const sectors = useSectorsQuery();

  // The list follows the filters of the last Search; the page is the filters slice's (spec public §4).
  const [applied, setApplied] = useState<MemberSearchFilters>(() => (filters.searchActive ? searchArgs(filters) : {}));
  const list = useMembersPageQuery({ filters: applied, page: filters.page });
  // the list first (what the server renders); the map of the same search on demand
  const [view, setView] = useState<MembersView>('list');

  const countryChoices = useMemo(() => countryOptions(countries.data, language), [countries.data, language]);
  const sectorChoices = useMemo(() => sectorOptions(sectors.data, language), [sectors.data, language]);
  const members = useMemo(() => (list.data?.content ?? []).map((company) => toMemberSummary(company, language)), [list.data, language]);

  const loadingFirstPage = list.isFetching && filters.page === 0;
  const loadingMore = list.isFetching && filters.page > 0;
  // spec public §4: a failed first page empties the list; a failed next page keeps what was shown, and says so.
  const failed = list.isError && filters.page === 0;
  const nextPageFailed = list.isError && filters.page > 0 && !list.isFetching;

  // the form's filters (its fields are the browser's: what was typed before the app started is in them)
  const search = (values: MemberFilters) => {
    const chosen = fromScreenFilters(values);
    const next = searchArgs(chosen);
    dispatch(filtersActions.keywordChanged({ scope: 'members', keyword: chosen.keyword }));
    dispatch(filtersActions.countryChanged({ scope: 'members', countryId: chosen.countryId }));
    dispatch(filtersActions.sectorChanged({ scope: 'members', sectorId: chosen.sectorId }));
    const sameQuery = JSON.stringify(next) === JSON.stringify(applied) && filters.page === 0;
    dispatch(filtersActions.searchSubmitted({ scope: 'members' }));
    // The same filters on page 0 make no new query argument: ask again explicitly.
    if (sameQuery) void list.refetch();
    else setApplied(next);
  };

  const reset = () => {
    dispatch(filtersActions.filtersReset({ scope: 'members' }));
    setApplied({});
    // spec public §4: Reset reloads the whole list, even when its answer is already in the cache.
    void dispatch(membersApi.endpoints.membersPage.initiate({ filters: {}, page: 0 }, { forceRefetch: true }));
  };

  return (
    <PublicPage>
      <PageHead />
      <MembersScreen
        memberHref={memberPath}
        filters={toScreenFilters(filters)}
        countries={countryChoices}
        sectors={sectorChoices}
        onSearch={search}
        searchAction="/membres"
        onResetFilters={reset}
        status={loadingFirstPage ? 'loading' : failed ? 'error' : 'loaded'}
        searching={loadingFirstPage}
        searchError={failed && filters.searchActive}
        searchErrorMessage={searchRefusedMessage(list.error, intl)}
        keywordMaxLength={SEARCH_KEYWORD_MAX_LENGTH}
        onRetry={() => void list.refetch()}
        members={members}
        total={list.data?.totalElements ?? 0}
        alsoFor={list.data?.alsoFor}
        hasMore={list.data !== undefined && !list.data.last}
        loadingMore={loadingMore}
        loadMoreError={nextPageFailed}
        // the page that failed is the one to ask for again
        seeMoreHref={membersSearchHref(filters.searchActive ? filters : emptySearch, nextPageFailed ? filters.page : filters.page + 1)}
        onSeeMore={() => {
          // spec public §4: ignored while loading; only while more pages exist.
          if (list.isFetching || list.data === undefined || list.data.last) return;
          // A next page that failed is asked again rather than skipped.
          if (list.isError) {
            void list.refetch();
            return;
          }
          dispatch(filtersActions.pageAdvanced({ scope: 'members' }));
        }}
        onContact={contact}
        view={view}
        onViewChange={setView}
        map={
          view === 'map' ? (
            <Suspense fallback={<Spinner size="lg" />}>
              <MembersMapContainer filters={applied} language={language} />
            </Suspense>
          ) : undefined
        }
      />
    </PublicPage>
  );
}
