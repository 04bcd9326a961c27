import { useIntl } from 'react-intl';
import { Skeleton } from '../../../components/Skeleton';
import { useFormat } from '../../../format';
import { visuallyHidden } from '../../../styles/a11y.css';
import * as styles from './StatsStrip.css';

/** The four headline counters of the home page, in their order on screen (spec public §2.3). */
export const homeStatistics = ['contacts', 'companies', 'countries', 'sectors'] as const;
export type HomeStatistic = (typeof homeStatistics)[number];

export type HomeStatistics = Record<HomeStatistic, number>;

const statisticMessage: Record<HomeStatistic, string> = {
  contacts: 'public.stats.contacts',
  companies: 'public.stats.companies',
  countries: 'public.stats.countries',
  sectors: 'public.stats.sectors',
};

export interface StatsStripProps {
  /** Each part defaults to 0 when its call failed (spec public §7: the combined call tolerates failures). */
  stats: HomeStatistics;
  loading?: boolean;
}

/** Contacts established, companies, countries represented, activity sectors; 1000 and over as '1 250+' (spec public §9). */
export function StatsStrip({ stats, loading = false }: StatsStripProps) {
  const intl = useIntl();
  const format = useFormat();
  const title = intl.formatMessage({ id: 'public.stats.title' });
  return (
    <section aria-label={title} aria-busy={loading || undefined} className={styles.strip}>
      <h2 className={visuallyHidden}>{title}</h2>
      <ul className={styles.list}>
        {homeStatistics.map((key) => (
          <li key={key} className={styles.item}>
            <span className={styles.label}>{intl.formatMessage({ id: statisticMessage[key] })}</span>
            <span className={styles.value}>{loading ? <Skeleton width="4ch" height="2.5rem" /> : format.counter(stats[key])}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
