import { RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../components/Alert';
import { Badge } from '../../../components/Badge';
import { Button, ButtonLink } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { Spinner } from '../../../components/Spinner';
import { MembersGrid } from '../MembersSection';
import { SearchPanel } from '../SearchPanel';
import { hasActiveFilters } from '../types';
import type { FilterOption, MemberFilters, MemberSummary } from '../types';
import * as styles from './MembersScreen.css';

export const membersScreenStatuses = ['loading', 'error', 'loaded'] as const;
export type MembersScreenStatus = (typeof membersScreenStatuses)[number];

/** The members as a list or on a map. */
export const membersViews = ['list', 'map'] as const;
export type MembersView = (typeof membersViews)[number];

/** The toggle's label of each view (a table, so the message-id check reads every id). */
const VIEW_LABEL_IDS: Record<MembersView, string> = {
  list: 'public.membersPage.view.list',
  map: 'public.membersPage.view.map',
};

export interface MembersScreenProps {
  /** The filters of the last search (the app's filters slice): the search form shows them, the banner lists them. */
  filters: MemberFilters;
  countries: readonly FilterOption[];
  sectors: readonly FilterOption[];
  /** Search or Enter, with the filters the form holds. */
  onSearch: (filters: MemberFilters) => void;
  /** Where the filters go without the app (SearchPanel's `action`, a GET), e.g. this page's own address. */
  searchAction?: string;
  /** Clears the three filters and reloads page 0. */
  onResetFilters: () => void;
  /** loading: the first page is on its way (spinner); error: it failed (Retry); loaded: the list. */
  status: MembersScreenStatus;
  /** A search is under way (button disabled, 'Recherche en cours…'). */
  searching?: boolean;
  /** The search failed: the spec's error banner under the filters. */
  searchError?: boolean;
  /** The banner's text when the app knows better than the spec's general one (a search the service refused). */
  searchErrorMessage?: string;
  /** The longest keyword the search accepts (the service's limit): the box takes no more. */
  keywordMaxLength?: number;
  onRetry: () => void;
  members: readonly MemberSummary[];
  /** totalElements of the paged answer. */
  total: number;
  /**
   * The translations of the keyword the search also matched (the answer's `alsoFor`, e.g. 'banque' for 'bank'): the
   * heading says 'Résultats aussi pour « banque »' under it.
   */
  alsoFor?: readonly string[];
  /** More pages exist while the answer's `last` is false (spec public §4). */
  hasMore: boolean;
  /** The next page is loading: 'Voir plus' shows a spinner. */
  loadingMore?: boolean;
  /** The next page failed: the list stays (spec public §4) and a message says so above 'Voir plus', which asks again. */
  loadMoreError?: boolean;
  onSeeMore: () => void;
  /** The address of the next page: 'See more' is then a link (it works without JavaScript; a click still calls onSeeMore). */
  seeMoreHref?: string;
  /** Where a member's page is (the app's route table: the kit knows no path). */
  memberHref: (member: Pick<MemberSummary, 'id'>) => string;
  onContact?: (member: MemberSummary) => void;
  /** List or map; the toggle shows only with `onViewChange`. */
  view?: MembersView;
  onViewChange?: (view: MembersView) => void;
  /** What the map view shows (the app's map of the current search, e.g. a MemberMap). */
  map?: ReactNode;
}

/** /membres: filters, active-filters banner, 'Nos membres' with the total, grid, empty and failure states, see more (spec public §2.4). */
export function MembersScreen({
  filters,
  countries,
  sectors,
  onSearch,
  searchAction,
  onResetFilters,
  status,
  searching = false,
  searchError = false,
  searchErrorMessage,
  keywordMaxLength,
  onRetry,
  members,
  total,
  alsoFor = [],
  hasMore,
  loadingMore = false,
  loadMoreError = false,
  onSeeMore,
  seeMoreHref,
  memberHref,
  onContact,
  view = 'list',
  onViewChange,
  map,
}: MembersScreenProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const active = hasActiveFilters(filters);
  const chips = [
    filters.keyword.trim() !== '' ? `« ${filters.keyword.trim()} »` : undefined,
    countries.find((country) => country.value === filters.countryId)?.label,
    sectors.find((sector) => sector.value === filters.sectorId)?.label,
  ].filter((chip): chip is string => chip !== undefined);

  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>{t('public.membersPage.title')}</h1>
        <p className={styles.subtitle}>{t('public.membersPage.subtitle')}</p>
      </header>
      <SearchPanel
        defaultValues={filters}
        countries={countries}
        sectors={sectors}
        onSearch={onSearch}
        action={searchAction}
        searching={searching}
        error={searchError}
        errorMessage={searchErrorMessage}
        keywordMaxLength={keywordMaxLength}
      />
      {active ? (
        <div className={styles.activeFilters} role="region" aria-label={t('public.membersPage.activeFilters')}>
          <p className={styles.activeFiltersLabel}>{t('public.membersPage.activeFilters')}</p>
          <ul className={styles.chips}>
            {chips.map((chip) => (
              <li key={chip} className={styles.chip}>
                <Badge tone="info" className={styles.chipBadge}>
                  {/* a long keyword is cut at the chip's width (the whole of it stays in the search box) */}
                  <span className={styles.chipText}>{chip}</span>
                </Badge>
              </li>
            ))}
          </ul>
          <Button variant="secondary" size="sm" leadingIcon={<RotateCcw size={16} />} onClick={onResetFilters}>
            {t('public.membersPage.resetFilters')}
          </Button>
        </div>
      ) : null}
      <section aria-labelledby="members-heading" aria-busy={status === 'loading' || undefined}>
        <h2 id="members-heading" className={styles.heading}>
          {status === 'loaded' ? t('public.membersPage.headingWithTotal', { total }) : t('public.membersPage.heading')}
        </h2>
        {status === 'loaded' && members.length > 0 && alsoFor.length > 0 ? (
          <p className={styles.alsoFor}>
            {t('public.membersPage.alsoFor', {
              terms: intl.formatList(alsoFor.map((term) => t('public.membersPage.alsoForTerm', { term }))),
            })}
          </p>
        ) : null}
        {onViewChange ? (
          <div className={styles.viewToggle} role="group" aria-label={t('public.membersPage.view.label')}>
            {membersViews.map((option) => (
              <Button
                key={option}
                variant={view === option ? 'primary' : 'secondary'}
                size="sm"
                aria-pressed={view === option}
                onClick={() => onViewChange(option)}
              >
                {t(VIEW_LABEL_IDS[option])}
              </Button>
            ))}
          </div>
        ) : null}
        {status === 'loading' ? (
          <div className={styles.centered}>
            <Spinner size="lg" label={t('public.membersPage.loading')} showLabel />
          </div>
        ) : status === 'error' ? (
          <div className={styles.centered}>
            <p className={styles.failureText}>{t('public.membersPage.failure')}</p>
            <Button onClick={onRetry} leadingIcon={<RotateCcw size={18} />}>
              {t('public.membersPage.retry')}
            </Button>
          </div>
        ) : members.length === 0 ? (
          <EmptyState
            title={t('public.membersPage.empty')}
            description={t('public.membersPage.emptyHint')}
            action={
              <Button variant="secondary" onClick={onResetFilters}>
                {t('public.membersPage.resetFilters')}
              </Button>
            }
          />
        ) : view === 'map' && map !== undefined ? (
          map
        ) : (
          <>
            <MembersGrid members={members} memberHref={memberHref} onContact={onContact} />
            {hasMore ? (
              <div className={styles.more}>
                {loadMoreError && !loadingMore ? (
                  <Alert tone="error" className={styles.loadMoreFailure}>
                    {t('public.membersPage.loadMoreFailure')}
                  </Alert>
                ) : null}
                {seeMoreHref !== undefined && !loadingMore ? (
                  <ButtonLink
                    variant="secondary"
                    size="lg"
                    href={seeMoreHref}
                    onClick={(event) => {
                      event.preventDefault();
                      onSeeMore();
                    }}
                  >
                    {t('public.membersPage.seeMore')}
                  </ButtonLink>
                ) : (
                  <Button variant="secondary" size="lg" busy={loadingMore} busyLabel={t('public.membersPage.loadingMore')} onClick={onSeeMore}>
                    {t('public.membersPage.seeMore')}
                  </Button>
                )}
              </div>
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}
