import { Eye, Globe, MapPin, Pencil, Phone } from 'lucide-react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Badge } from '../../../components/Badge';
import { Button, ButtonLink } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { Logo } from '../../../components/Logo';
import { useFormat } from '../../../format/useFormat';
import type { MemberCompany } from '../types';
import * as styles from './ProfileSummaryCard.css';

export interface ProfileSummaryCardProps {
  company: MemberCompany;
  /**
   * The edit action (on /apropos: scroll to the form). DESIGN.md corrects the original's dead alert: the action is
   * shown only when it leads somewhere, through `onEdit` or `editHref`.
   */
  onEdit?: () => void;
  /** The edit action as a link (on /media: to /apropos), rendered through the provider's link component. */
  editHref?: string;
  /** Heading level of the company name, so the card fits the page outline. */
  headingLevel?: 2 | 3;
}

/** The public-profile summary of /apropos and /media (spec public §2.7): logo, identity, contact, views, edit. */
export function ProfileSummaryCard({ company, onEdit, editHref, headingLevel = 2 }: ProfileSummaryCardProps) {
  const intl = useIntl();
  const format = useFormat();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const editLabel = intl.formatMessage({ id: 'member.summary.edit' });
  const views = company.viewCount ?? 0;

  return (
    <Card as="section" variant="elevated" padding="lg" aria-labelledby={titleId} className={styles.card}>
      <div className={styles.layout}>
        <Logo name={company.name} src={company.logoUrl} size="xl" loading="eager" className={styles.logo} />
        <div className={styles.identity}>
          <p className={styles.eyebrow}>{intl.formatMessage({ id: 'member.summary.title' })}</p>
          <Heading id={titleId} className={styles.name}>
            {company.name}
          </Heading>
          {company.sector ? <p className={styles.sector}>{company.sector}</p> : null}
          <Badge tone="info" icon={<Eye size={14} />} className={styles.views}>
            {intl.formatMessage({ id: 'member.summary.views' }, { count: views, formatted: format.number(views) })}
          </Badge>
        </div>
        {onEdit ? (
          <Button variant="secondary" leadingIcon={<Pencil size={16} />} onClick={onEdit} className={styles.edit}>
            {editLabel}
          </Button>
        ) : editHref ? (
          <ButtonLink href={editHref} variant="secondary" leadingIcon={<Pencil size={16} />} className={styles.edit}>
            {editLabel}
          </ButtonLink>
        ) : null}
      </div>
      <dl className={styles.details}>
        <div className={styles.detail}>
          <dt className={styles.term}>
            <MapPin size={16} aria-hidden="true" />
            {intl.formatMessage({ id: 'member.summary.address' })}
          </dt>
          <dd className={styles.value}>{company.address || intl.formatMessage({ id: 'member.summary.notProvided' })}</dd>
        </div>
        <div className={styles.detail}>
          <dt className={styles.term}>
            <Phone size={16} aria-hidden="true" />
            {intl.formatMessage({ id: 'member.summary.phone' })}
          </dt>
          <dd className={styles.value}>
            {company.phone ? (
              <a className={styles.link} href={`tel:${company.phone.replace(/[^\d+]/g, '')}`}>
                {company.phone}
              </a>
            ) : (
              intl.formatMessage({ id: 'member.summary.notProvided' })
            )}
          </dd>
        </div>
        <div className={styles.detail}>
          <dt className={styles.term}>
            <Globe size={16} aria-hidden="true" />
            {intl.formatMessage({ id: 'member.summary.website' })}
          </dt>
          <dd className={styles.value}>
            {company.website ? (
              // An external site: a plain anchor, not the app's router link.
              <a className={styles.link} href={company.website} target="_blank" rel="noopener noreferrer">
                {company.website.replace(/^https?:\/\//, '')}
              </a>
            ) : (
              intl.formatMessage({ id: 'member.summary.notProvided' })
            )}
          </dd>
        </div>
      </dl>
    </Card>
  );
}
