import { CalendarDays, Megaphone } from 'lucide-react';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { toDate, useFormat } from '../../../format';
import { useCategoryName } from '../i18n';
import type { Announcement } from '../types';
import { cx } from '../../../styles/cx';
import * as styles from './NewsCard.css';

/** Spec public §9: announcement descriptions are truncated at 100 characters. */
export const DESCRIPTION_LIMIT = 100;

/** The first 100 characters and an ellipsis, or the text itself when it is short enough. */
export function truncateDescription(text: string, limit = DESCRIPTION_LIMIT): string {
  return text.length > limit ? `${text.slice(0, limit).trimEnd()}…` : text;
}

export interface NewsCardProps {
  announcement: Announcement;
  /** Controlled expansion (spec public §4: per announcement, truncated <-> full); uncontrolled when omitted. */
  expanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
  headingLevel?: 2 | 3 | 4;
}

/** An announcement: image, category badge in the current language, title, description with read more, start date. */
export function NewsCard({ announcement, expanded, onExpandedChange, headingLevel = 3 }: NewsCardProps) {
  const intl = useIntl();
  const format = useFormat();
  const categoryName = useCategoryName();
  const descriptionId = useId();
  const [uncontrolled, setUncontrolled] = useState(false);
  // The image that failed: another image is tried as usual.
  const [brokenImage, setBrokenImage] = useState<string>();
  const imageBroken = brokenImage === announcement.imageUrl;
  const isExpanded = expanded ?? uncontrolled;
  const long = announcement.description.length > DESCRIPTION_LIMIT;
  const Heading = `h${headingLevel}` as const;
  const start = toDate(announcement.startDate);

  const toggle = () => {
    if (expanded === undefined) setUncontrolled(!isExpanded);
    onExpandedChange?.(!isExpanded);
  };

  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {announcement.imageUrl && !imageBroken ? (
          <img className={styles.image} src={announcement.imageUrl} alt="" loading="lazy" onError={() => setBrokenImage(announcement.imageUrl)} />
        ) : (
          <Megaphone size={40} aria-hidden="true" />
        )}
        {announcement.category ? (
          <Badge tone="brand" className={styles.badge}>
            {categoryName(announcement.category)}
          </Badge>
        ) : null}
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>{announcement.title}</Heading>
        <p id={descriptionId} className={cx(styles.description, long && !isExpanded ? styles.collapsed : undefined)}>
          {long && !isExpanded ? truncateDescription(announcement.description) : announcement.description}
        </p>
        {long ? (
          <Button variant="link" size="sm" className={styles.toggle} aria-expanded={isExpanded} aria-controls={descriptionId} onClick={toggle}>
            {intl.formatMessage({ id: isExpanded ? 'public.news.readLess' : 'public.news.readMore' })}
          </Button>
        ) : null}
        {start ? (
          <p className={styles.date}>
            <CalendarDays size={16} aria-hidden="true" />
            <span>
              {intl.formatMessage(
                { id: 'public.news.startDate' },
                {
                  date: (
                    <time
                      key="date"
                      dateTime={`${start.getFullYear()}-${String(start.getMonth() + 1).padStart(2, '0')}-${String(start.getDate()).padStart(2, '0')}`}
                    >
                      {format.date(start)}
                    </time>
                  ),
                },
              )}
            </span>
          </p>
        ) : null}
      </div>
    </article>
  );
}
