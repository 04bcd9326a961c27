import type { Company, ContactChannel, EmbedOptions, Language, MemberSearchFilters } from '@annuaire/api';
import { EmbedDirectoryScreen, emptyMemberFilters, type EmbedOpenedMember, type MemberDetails, type MemberFilters, type MemberSummary } from '@annuaire/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useCountriesQuery, useSectorsQuery } from '../../data/reference';
import { countryOptions, fromScreenFilters, sectorOptions, toMemberSummary } from '../../shared/memberMappers';
import { PageHead } from '../../shared/PageHead';
import { memberPath } from '../../shared/publicPaths';
import { mailClient } from '../../shared/useContactMember';
import { languageChanged } from '../../state/language/languageSlice';
import { useEmbedSearchParams } from './embedAddress';
import { useEmbedMemberQuery, useEmbedMembersPageQuery, useEmbedOptionsQuery, useRecordEmbedContactMutation, useRecordEmbedViewMutation } from './embedApi';

/** The query parameter of the member opened inside the embedded directory. */
const OPENED = 'membre';

const embedMemberHref = (member: Pick<MemberSummary, 'id'>) => `?${OPENED}=${encodeURIComponent(String(member.id))}`;

/**
 * The page's height, told to the page that frames it (the loader script, /embed.js, sets the frame's height from it):
 * the chamber's site never shows a scroll bar inside the frame. The body's own height, not the document's scroll
 * height, which is never less than the frame's (the frame could then grow and never shrink).
 */
function usePostHeight(): void {
  useEffect(() => {
    if (window.parent === window) return;
    const body = document.body;
    let last = 0;
    const post = () => {
      const height = Math.ceil(body.getBoundingClientRect().height);
      if (height === last || height <= 0) return;
      last = height;
      window.parent.postMessage({ type: 'annuaire:height', height }, '*');
    };
    const observer = new ResizeObserver(post);
    observer.observe(body);
    post();
    return () => observer.disconnect();
  }, []);
}

/** A member's details as the embedded directory shows them (no gallery, video or map: those are on its portal page). */
function toEmbedMember(company: Company, language: Language): MemberDetails {
  return {
    ...toMemberSummary(company, language),
    description: company.description,
    averageRating: company.averageRating ?? undefined,
    reviewCount: company.ratingCount,
  };
}

/**
 * The search the options allow: a chamber's own country in scope 'chamber' (one chamber per country), and the sector
 * chosen among those offered; 'Tous les secteurs' over a subset of the sectors searches that subset (`sectorIds`), not
 * the whole directory's.
 */
function searchedFilters(filters: MemberFilters, options: EmbedOptions | undefined): MemberSearchFilters {
  const { keyword, countryId, sectorId } = fromScreenFilters(filters);
  const offered = options?.sectorIds ?? [];
  const chosen = sectorId !== null && (offered.length === 0 || offered.includes(sectorId)) ? sectorId : null;
  return {
    keyword,
    countryId: options?.scope === 'chamber' ? (options.countryId ?? null) : countryId,
    sectorId: chosen,
    ...(chosen === null && offered.length > 0 ? { sectorIds: offered } : {}),
  };
}

/**
 * /embed/:chamberId: the member directory a chamber shows on its own site, with the chamber's options (its own entry:
 * src/embed/, without the portal's router; the query of its address names the member opened).
 */
function EmbedDirectoryContainer({ chamberId }: { chamberId: number }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const language = useAppSelector((state) => state.language.current);
  const [searchParams, setSearchParams] = useEmbedSearchParams();
  const [filters, setFilters] = useState<MemberFilters>(emptyMemberFilters);
  const [page, setPage] = useState(0);
  usePostHeight();

  const options = useEmbedOptionsQuery(chamberId, { skip: !Number.isInteger(chamberId) || chamberId < 1 });
  const settings = options.data;
  // The chamber's language inside the frame only: the embed's boot writes no preference (app/bootstrap.ts).
  useEffect(() => {
    if (settings && settings.language !== language) dispatch(languageChanged(settings.language));
    // once per answer: the visitor has no language switch inside the frame
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settings, dispatch]);

  const sectors = useSectorsQuery(undefined, { skip: !settings });
  const countries = useCountriesQuery(undefined, { skip: settings?.scope !== 'network' });
  const offeredSectors = useMemo(() => {
    const offered = new Set(settings?.sectorIds ?? []);
    return sectorOptions(
      (sectors.data ?? []).filter((sector) => offered.size === 0 || offered.has(sector.id)),
      language,
    );
  }, [sectors.data, settings, language]);

  const search = useEmbedMembersPageQuery({ filters: searchedFilters(filters, settings), page, perPage: settings?.perPage ?? 12 }, { skip: !settings });
  const list = search.data;
  const members = useMemo(() => (list?.content ?? []).map((company) => toMemberSummary(company, language)), [list, language]);

  const openedParam = searchParams.get(OPENED);
  const openedId = openedParam !== null && /^[1-9]\d{0,8}$/.test(openedParam) ? Number(openedParam) : undefined;
  const details = useEmbedMemberQuery(openedId ?? 0, { skip: openedId === undefined });
  const [recordView] = useRecordEmbedViewMutation();
  const [recordContact] = useRecordEmbedContactMutation();
  const shownId = details.data?.company.id;
  useEffect(() => {
    if (shownId !== undefined && shownId === openedId) void recordView(shownId);
  }, [shownId, openedId, recordView]);

  const opened: EmbedOpenedMember | undefined =
    openedId === undefined
      ? undefined
      : {
          status: details.isFetching && details.data?.company.id !== openedId ? 'loading' : details.data ? 'loaded' : details.isError ? 'notFound' : 'loading',
          member: details.data && details.data.company.id === openedId ? toEmbedMember(details.data.company, language) : undefined,
          schedules: details.data?.schedules.map(({ dayOfWeek, closed, openingTime, closingTime }) => ({ dayOfWeek, closed, openingTime, closingTime })),
          portalHref: memberPath({ id: openedId }),
        };

  const closeMember = useCallback(() => {
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(OPENED);
      return next;
    });
  }, [setSearchParams]);

  const contact = useCallback(
    (member: MemberSummary) => {
      const email = member.email?.trim();
      if (!email || !email.includes('@')) {
        window.alert(intl.formatMessage({ id: 'public.member.noEmail' }));
        return;
      }
      void recordContact({ companyId: Number(member.id), channel: 'email' });
      mailClient.open(email);
    },
    [intl, recordContact],
  );
  const contactChannel = useCallback(
    (channel: ContactChannel) => {
      if (openedId !== undefined) void recordContact({ companyId: openedId, channel });
    },
    [openedId, recordContact],
  );

  const status = options.isError || (search.isError && !list) ? 'error' : !settings || !list || (search.isFetching && page === 0) ? 'loading' : 'loaded';
  return (
    <>
      <PageHead />
      <EmbedDirectoryScreen
        chamberName={settings?.scope === 'chamber' ? settings.chamberName : undefined}
        look={{ accent: settings?.accent, font: settings?.font }}
        status={status}
        filters={filters}
        countries={countryOptions(countries.data, language)}
        hideCountry={settings?.scope !== 'network'}
        sectors={offeredSectors}
        onSearch={(next) => {
          setFilters(next);
          setPage(0);
        }}
        searching={search.isFetching && page === 0}
        searchError={search.isError && list !== undefined && page === 0}
        onRetry={() => {
          if (options.isError) void options.refetch();
          else void search.refetch();
        }}
        members={members}
        total={list?.totalElements ?? 0}
        hasMore={list !== undefined && !list.last}
        loadingMore={search.isFetching && page > 0}
        loadMoreError={search.isError && page > 0}
        onSeeMore={() => setPage((current) => current + 1)}
        memberHref={embedMemberHref}
        onContact={contact}
        opened={opened}
        onCloseMember={closeMember}
        onContactChannel={contactChannel}
      />
    </>
  );
}

export default EmbedDirectoryContainer;
