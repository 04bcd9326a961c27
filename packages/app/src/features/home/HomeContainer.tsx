import { SEARCH_KEYWORD_MAX_LENGTH, type MemberSearchFilters } from '@annuaire/api';
import { PUBLIC_PATHS, memberPath } from '../../shared/publicPaths';
import { HomeScreen, type HeroSlide as HeroSlideView, type MemberFilters } from '@annuaire/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useInstall } from '../../shared/installOffer';
import { PageHead } from '../../shared/PageHead';
import { filtersActions, type SearchFilters } from '../../state/filters/filtersSlice';
import { PublicPage } from '../../shared/PublicPage';
import { countryOptions, fromScreenFilters, sectorOptions, toMemberSummary, toScreenFilters } from '../../shared/memberMappers';
import { useContactMember } from '../../shared/useContactMember';
import { toAnnouncement } from '../../shared/announcementMappers';
import { useCountriesQuery, useSectorsQuery } from '../../data/reference';
import { useRecordAdClickMutation } from '../../data/tracking';
import { deferred } from '../../shared/deferred';
import { searchRefusedMessage } from '../../shared/searchRefused';
import { HeroContainer } from './HomeCarousels';
import { homeApi, useHomeAnnouncementsQuery, useHomeMembersQuery, useHomeStatsQuery } from './homeApi';
import { toHomeStatistics } from './mappers';
import { scrollToElement } from './sections';
import { useHomeSections } from './useHomeSections';

/**
 * Where the store buttons lead; the App Store one only says the app is not available yet (spec public §1). Where the
 * browser offers to install the portal, an install button takes the App Store one's place (shared/installOffer.ts).
 */
const GOOGLE_PLAY_URL = 'https://play.google.com/store/search?q=AmCham%20annuaire&c=apps';

function searchArgs(filters: Pick<SearchFilters, 'keyword' | 'countryId' | 'sectorId'>): MemberSearchFilters {
  return { keyword: filters.keyword, countryId: filters.countryId, sectorId: filters.sectorId };
}

// Below the first screen: rendered by the server, hydrated once their code has arrived.
const HomeNews = deferred(() => import('./belowTheFold').then((parts) => parts.NewsSection));
const HomePartners = deferred(() => import('./belowTheFold').then((parts) => parts.PartnersContainer));

/** The home page (spec public §2.3): hero, search, statistics, news, members, app promotion. */
export function HomeContainer() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const language = useAppSelector((state) => state.language.current);
  const filters = useAppSelector((state) => state.filters.home);
  const sections = useHomeSections();
  const contact = useContactMember();
  const [recordAdClick] = useRecordAdClickMutation();
  const install = useInstall();

  // The members list follows the filters of the last Search (spec public §4: Reset goes back to the default list).
  const [applied, setApplied] = useState<MemberSearchFilters>(() => (filters.searchActive ? searchArgs(filters) : {}));
  const [searching, setSearching] = useState(false);
  const cancelScroll = useRef<() => void>(() => undefined);
  useEffect(() => () => cancelScroll.current(), []);

  const countries = useCountriesQuery();
  const sectors = useSectorsQuery();
  const stats = useHomeStatsQuery();
  const news = useHomeAnnouncementsQuery();
  const members = useHomeMembersQuery(applied);

  const countryChoices = useMemo(() => countryOptions(countries.data, language), [countries.data, language]);
  const sectorChoices = useMemo(() => sectorOptions(sectors.data, language), [sectors.data, language]);
  // the same list while the answer is the same: a deferred part waiting for its code must not receive new props
  const announcements = useMemo(() => (news.data ?? []).map((event) => toAnnouncement(event, language)), [news.data, language]);
  const memberCards = useMemo(() => (members.data?.content ?? []).map((company) => toMemberSummary(company, language)), [members.data, language]);

  // the form's filters (its fields are the browser's: what was typed before the app started is in them)
  const search = async (values: MemberFilters) => {
    const chosen = fromScreenFilters(values);
    const args = searchArgs(chosen);
    dispatch(filtersActions.keywordChanged({ scope: 'home', keyword: chosen.keyword }));
    dispatch(filtersActions.countryChanged({ scope: 'home', countryId: chosen.countryId }));
    dispatch(filtersActions.sectorChanged({ scope: 'home', sectorId: chosen.sectorId }));
    dispatch(filtersActions.searchSubmitted({ scope: 'home' }));
    setApplied(args);
    setSearching(true);
    const result = await dispatch(homeApi.endpoints.homeMembers.initiate(args, { forceRefetch: true }));
    setSearching(false);
    // spec public §2.3: after a search with results, scroll to the members list after 100 ms.
    if (result.data && result.data.content.length > 0) {
      cancelScroll.current();
      cancelScroll.current = scrollToElement('annuaires');
    }
  };

  // spec public §4: Reset clears the three filters and reloads the default member list (page 0).
  const reset = () => {
    dispatch(filtersActions.filtersReset({ scope: 'home' }));
    setApplied({});
    void dispatch(homeApi.endpoints.homeMembers.initiate({}, { forceRefetch: true }));
  };

  const seeMore = (slide: HeroSlideView) => {
    if (!slide.link) return;
    if (slide.link.startsWith('#')) {
      cancelScroll.current();
      cancelScroll.current = scrollToElement(slide.link.slice(1));
      return;
    }
    window.open(slide.link, '_blank', 'noopener,noreferrer');
    const adId = Number(slide.id);
    if (slide.builtIn === undefined && Number.isInteger(adId)) void recordAdClick(adId);
  };

  const searchFailed = filters.searchActive && members.isError;
  const membersStatus =
    members.isLoading || (members.isFetching && !filters.searchActive) ? 'loading' : members.isError && !filters.searchActive ? 'error' : 'loaded';

  return (
    <PublicPage home={sections}>
      <PageHead />
      <HomeScreen
        hero={<HeroContainer onSeeMore={seeMore} />}
        search={{
          defaultValues: toScreenFilters(filters),
          countries: countryChoices,
          sectors: sectorChoices,
          onSearch: (values) => void search(values),
          // before the app has started (or without JavaScript), the search opens the members page of that search
          action: PUBLIC_PATHS.members,
          onReset: reset,
          searching,
          searchActive: filters.searchActive,
          error: searchFailed,
          errorMessage: searchFailed ? searchRefusedMessage(members.error, intl) : undefined,
          keywordMaxLength: SEARCH_KEYWORD_MAX_LENGTH,
        }}
        stats={{ stats: toHomeStatistics(stats.data, countries.data?.length), loading: stats.isLoading }}
        news={
          <HomeNews
            id="annonces"
            announcements={announcements}
            status={news.isLoading ? 'loading' : news.isError ? 'error' : 'loaded'}
            errorMessage={news.error?.message}
            allNewsHref={PUBLIC_PATHS.news}
          />
        }
        members={{
          members: searchFailed ? [] : memberCards,
          status: membersStatus,
          errorMessage: members.error?.message,
          onContact: contact,
          memberHref: memberPath,
          allMembersHref: PUBLIC_PATHS.members,
          applyHref: PUBLIC_PATHS.apply,
        }}
        app={{
          onAppleStore: () => window.alert(intl.formatMessage({ id: 'public.app.notAvailable' })),
          onGooglePlay: () => window.open(GOOGLE_PLAY_URL, '_blank', 'noopener,noreferrer'),
          onInstall: install,
        }}
        partners={<HomePartners />}
      />
    </PublicPage>
  );
}
