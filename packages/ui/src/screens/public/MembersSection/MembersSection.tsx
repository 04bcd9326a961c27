import { ArrowRight, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../components/Alert';
import { ButtonLink } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { Skeleton } from '../../../components/Skeleton';
import { MemberCard } from '../MemberCard';
import type { MemberSummary } from '../types';
import * as styles from './MembersSection.css';

export const membersStatuses = ['loading', 'error', 'loaded'] as const;
export type MembersStatus = (typeof membersStatuses)[number];

export interface MembersGridProps {
  members: readonly MemberSummary[];
  /** Where a member's page is (the app's route table: the kit knows no path). */
  memberHref: (member: Pick<MemberSummary, 'id'>) => string;
  onContact?: (member: MemberSummary) => void;
  /** Placeholder cards instead of the members (first load). */
  loading?: boolean;
  placeholders?: number;
}

/** The cards of member companies: three columns on a desktop, two on a tablet, one on a phone. */
export function MembersGrid({ members, memberHref, onContact, loading = false, placeholders = 6 }: MembersGridProps) {
  if (loading) {
    return (
      <ul className={styles.grid}>
        {Array.from({ length: placeholders }, (_, index) => (
          <li key={index} className={styles.skeletonCard}>
            <span className={styles.skeletonHead}>
              <Skeleton shape="circle" width="3.5rem" />
              <Skeleton width="60%" height="1.5rem" />
            </span>
            <Skeleton lines={3} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={styles.grid}>
      {members.map((member) => (
        <li key={member.id} className={styles.item}>
          <MemberCard member={member} detailsHref={memberHref(member)} onContact={onContact} />
        </li>
      ))}
    </ul>
  );
}

export interface MembersSectionProps {
  members: readonly MemberSummary[];
  /** Where a member's page is (the app's route table: the kit knows no path). */
  memberHref: (member: Pick<MemberSummary, 'id'>) => string;
  status?: MembersStatus;
  errorMessage?: string;
  onContact?: (member: MemberSummary) => void;
  /** Anchor of the section (the home page's #annuaires). */
  id?: string;
  /** The members page; no link when null. */
  allMembersHref: string | null;
  /** Where a company not yet listed applies ('Devenir membre'): a call to action under the cards; none when omitted. */
  applyHref?: string;
  /** Replaces the default title (a search result heading, for instance). */
  title?: ReactNode;
}

/** The home page's members: cards, 'n membres affichés', empty state (spec public §2.3). */
export function MembersSection({
  members,
  memberHref,
  status = 'loaded',
  errorMessage,
  onContact,
  id = 'annuaires',
  allMembersHref,
  applyHref,
  title,
}: MembersSectionProps) {
  const intl = useIntl();
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} aria-busy={status === 'loading' || undefined} className={styles.section}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title ?? intl.formatMessage({ id: 'public.members.title' })}
        </h2>
        {status === 'loaded' && members.length > 0 ? (
          <p className={styles.count} role="status">
            {intl.formatMessage({ id: 'public.members.displayed' }, { count: members.length })}
          </p>
        ) : null}
      </div>
      {status === 'error' ? (
        <Alert tone="error">{errorMessage ?? intl.formatMessage({ id: 'public.members.error' })}</Alert>
      ) : status === 'loaded' && members.length === 0 ? (
        <EmptyState title={intl.formatMessage({ id: 'public.members.empty' })} />
      ) : (
        <MembersGrid members={members} memberHref={memberHref} onContact={onContact} loading={status === 'loading'} />
      )}
      {allMembersHref !== null ? (
        <div className={styles.footer}>
          <ButtonLink href={allMembersHref} variant="secondary" trailingIcon={<ArrowRight size={16} />}>
            {intl.formatMessage({ id: 'public.members.all' })}
          </ButtonLink>
        </div>
      ) : null}
      {applyHref !== undefined ? (
        <div className={styles.apply}>
          <p className={styles.applyPrompt}>{intl.formatMessage({ id: 'public.members.applyPrompt' })}</p>
          <ButtonLink href={applyHref} leadingIcon={<UserPlus size={16} />}>
            {intl.formatMessage({ id: 'public.members.apply' })}
          </ButtonLink>
        </div>
      ) : null}
    </section>
  );
}
