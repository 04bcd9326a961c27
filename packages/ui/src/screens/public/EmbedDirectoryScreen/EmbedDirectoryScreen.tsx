import { ArrowLeft, ExternalLink, RotateCcw } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../components/Alert';
import { Button, ButtonLink } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { Logo } from '../../../components/Logo';
import { Spinner } from '../../../components/Spinner';
import { StarRating } from '../../../components/StarRating';
import { MemberContactSections, type ContactChannel } from '../MemberDetailsScreen/MemberContactSections';
import type { MemberDetails, OpeningHours } from '../MemberDetailsScreen/model';
import { MembersGrid } from '../MembersSection';
import { SearchPanel } from '../SearchPanel';
import type { FilterOption, MemberFilters, MemberSummary } from '../types';
import { embedThemeStyle, type EmbedLook } from './embedTheme';
import * as styles from './EmbedDirectoryScreen.css';

export const embedDirectoryStatuses = ['loading', 'error', 'loaded'] as const;
export type EmbedDirectoryStatus = (typeof embedDirectoryStatuses)[number];

export const embedMemberStatuses = ['loading', 'notFound', 'loaded'] as const;
export type EmbedMemberStatus = (typeof embedMemberStatuses)[number];

/** The member opened inside the embedded directory (in place of the results, which come back on close). */
export interface EmbedOpenedMember {
  status: EmbedMemberStatus;
  member?: MemberDetails;
  schedules?: readonly OpeningHours[];
  openNow?: boolean;
  /** The member's page on the portal: opens in a new tab (the visitor stays on the chamber's site). */
  portalHref: string;
}

export interface EmbedDirectoryScreenProps {
  /** The chamber whose site shows the directory (its name under the title). */
  chamberName?: string;
  /** The chamber's accent colour and typeface, over the kit's theme. */
  look?: EmbedLook;
  /** loading: the settings or the first page are on their way; error: they failed (Retry); loaded: the results. */
  status: EmbedDirectoryStatus;
  filters: MemberFilters;
  /** The countries to filter by; none shown with `hideCountry` (a search within the chamber's own country). */
  countries: readonly FilterOption[];
  hideCountry?: boolean;
  /** The sectors the chamber offers. */
  sectors: readonly FilterOption[];
  onSearch: (filters: MemberFilters) => void;
  searching?: boolean;
  searchError?: boolean;
  searchErrorMessage?: string;
  keywordMaxLength?: number;
  onRetry: () => void;
  members: readonly MemberSummary[];
  total: number;
  hasMore: boolean;
  loadingMore?: boolean;
  loadMoreError?: boolean;
  onSeeMore: () => void;
  /** Where a card's 'Voir la fiche' leads: the member opened inside the embedded directory. */
  memberHref: (member: Pick<MemberSummary, 'id'>) => string;
  onContact?: (member: MemberSummary) => void;
  /** The member opened, if any: its details replace the results. */
  opened?: EmbedOpenedMember;
  /** Back to the results ('Retour aux résultats' or Escape). */
  onCloseMember: () => void;
  onContactChannel?: (channel: ContactChannel) => void;
}

/**
 * The member directory a chamber embeds on its own site: the portal's search panel, member cards and member details
 * in one page without the portal's header and footer, as tall as its content (the frame takes its height).
 */
export function EmbedDirectoryScreen({
  chamberName,
  look = {},
  status,
  filters,
  countries,
  hideCountry = false,
  sectors,
  onSearch,
  searching = false,
  searchError = false,
  searchErrorMessage,
  keywordMaxLength,
  onRetry,
  members,
  total,
  hasMore,
  loadingMore = false,
  loadMoreError = false,
  onSeeMore,
  memberHref,
  onContact,
  opened,
  onCloseMember,
  onContactChannel,
}: EmbedDirectoryScreenProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const root = useRef<HTMLDivElement>(null);
  // The card whose member was opened gets the focus back when the results come back.
  const openedId = useRef<string | undefined>(undefined);
  const openedMemberId = opened?.member?.id;
  useEffect(() => {
    if (openedMemberId !== undefined) {
      openedId.current = String(openedMemberId);
      return;
    }
    const id = openedId.current;
    if (id === undefined || opened !== undefined) return;
    openedId.current = undefined;
    // compared resolved: a router's link writes its address in full ('/embed/1?membre=3' for '?membre=3')
    const href = new URL(memberHref({ id }), document.baseURI).href;
    const link = [...(root.current?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? [])].find((anchor) => anchor.href === href);
    link?.focus();
  }, [openedMemberId, opened, memberHref]);

  return (
    <div ref={root} className={styles.root} style={embedThemeStyle(look)}>
      <header>
        <h1 className={styles.title}>{t('public.membersPage.title')}</h1>
        {chamberName ? <p className={styles.meta}>{chamberName}</p> : null}
      </header>
      {opened ? (
        <OpenedMember opened={opened} onClose={onCloseMember} onContactChannel={onContactChannel} onContact={onContact} />
      ) : (
        <>
          <SearchPanel
            defaultValues={filters}
            countries={countries}
            hideCountry={hideCountry}
            sectors={sectors}
            onSearch={onSearch}
            searching={searching}
            error={searchError}
            errorMessage={searchErrorMessage}
            keywordMaxLength={keywordMaxLength}
          />
          <section aria-labelledby="embed-members-heading" aria-busy={status === 'loading' || undefined}>
            <h2 id="embed-members-heading" className={styles.heading}>
              {status === 'loaded' ? t('public.membersPage.headingWithTotal', { total }) : t('public.membersPage.heading')}
            </h2>
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
              <EmptyState title={t('public.membersPage.empty')} description={t('public.membersPage.emptyHint')} />
            ) : (
              <>
                <MembersGrid members={members} memberHref={memberHref} onContact={onContact} />
                {hasMore ? (
                  <div className={styles.more}>
                    {loadMoreError && !loadingMore ? <Alert tone="error">{t('public.membersPage.loadMoreFailure')}</Alert> : null}
                    <Button variant="secondary" size="lg" busy={loadingMore} busyLabel={t('public.membersPage.loadingMore')} onClick={onSeeMore}>
                      {t('public.membersPage.seeMore')}
                    </Button>
                  </div>
                ) : null}
              </>
            )}
          </section>
        </>
      )}
    </div>
  );
}

function OpenedMember({
  opened,
  onClose,
  onContactChannel,
  onContact,
}: {
  opened: EmbedOpenedMember;
  onClose: () => void;
  onContactChannel?: (channel: ContactChannel) => void;
  onContact?: (member: MemberSummary) => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const heading = useRef<HTMLHeadingElement>(null);
  const { status, member } = opened;
  // The details take the results' place: the focus goes to their heading, so a screen reader reads where it is.
  useEffect(() => {
    if (status !== 'loading') heading.current?.focus();
  }, [status, member?.id]);
  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  };
  const back = (
    <Button variant="secondary" leadingIcon={<ArrowLeft size={18} />} onClick={onClose}>
      {t('public.memberDetails.embed.backToResults')}
    </Button>
  );

  if (status === 'loading') {
    return (
      <section className={styles.member} aria-busy="true" onKeyDown={closeOnEscape}>
        <div>{back}</div>
        <div className={styles.centered}>
          <Spinner size="lg" label={t('public.memberDetails.loading')} showLabel />
        </div>
      </section>
    );
  }
  if (status === 'notFound' || member === undefined) {
    return (
      <section className={styles.member} onKeyDown={closeOnEscape}>
        <h2 ref={heading} tabIndex={-1} className={styles.memberName}>
          <span role="alert">{t('public.memberDetails.notFound')}</span>
        </h2>
        <div>{back}</div>
      </section>
    );
  }
  const meta = [member.sector, member.country].filter(Boolean).join(' · ');
  return (
    <section className={styles.member} aria-labelledby="embed-member-name" onKeyDown={closeOnEscape}>
      <div>{back}</div>
      <div className={styles.memberHead}>
        <Logo name={member.name} src={member.logoUrl} size="xl" fallback="initial" loading="eager" />
        <div className={styles.identity}>
          <h2 id="embed-member-name" ref={heading} tabIndex={-1} className={styles.memberName}>
            {member.name}
          </h2>
          {meta ? <p className={styles.meta}>{meta}</p> : null}
          {member.averageRating !== undefined && member.reviewCount ? <StarRating average={member.averageRating} count={member.reviewCount} /> : null}
        </div>
      </div>
      <div className={styles.columns}>
        <MemberContactSections
          member={member}
          schedules={opened.schedules}
          openNow={opened.openNow}
          onContactChannel={onContactChannel}
          onContactMember={onContact}
        />
        <div className={styles.panel}>
          <h3 className={styles.panelTitle}>{t('public.memberDetails.presentationTitle')}</h3>
          <p className={styles.text}>{member.description || t('public.memberDetails.noDescription')}</p>
          <div className={styles.actions}>
            <ButtonLink
              href={opened.portalHref}
              target="_blank"
              rel="noopener"
              variant="secondary"
              leadingIcon={<ExternalLink size={18} />}
              aria-label={`${t('public.memberDetails.embed.portalPage')} ${t('public.memberDetails.newTab')}`}
            >
              {t('public.memberDetails.embed.portalPage')}
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
