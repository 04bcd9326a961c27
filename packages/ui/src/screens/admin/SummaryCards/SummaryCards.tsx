import { useIntl } from 'react-intl';
import { MetricCard } from '../../../components/MetricCard';
import { visuallyHidden } from '../../../styles/a11y.css';
import type { AdminSummaryCard } from '../types';
import * as styles from './SummaryCards.css';

export interface SummaryCardsProps {
  /** Only cards with a real source: a figure the service does not compute is not shown (DESIGN.md). */
  cards: readonly AdminSummaryCard[];
  /** The figures are on their way: the cards show placeholders. */
  loading?: boolean;
  /** How many placeholders while loading. */
  loadingCount?: number;
}

/**
 * The row of summary cards above a back-office screen (spec admin §1, §9): value in the locale (a space as the
 * thousands separator in French), signed growth with one decimal, green at 0 or more, red below.
 */
export function SummaryCards({ cards, loading = false, loadingCount = 4 }: SummaryCardsProps) {
  const intl = useIntl();
  if (!loading && cards.length === 0) return null;
  return (
    <section className={styles.row} aria-busy={loading || undefined} aria-labelledby="admin-summary">
      <h2 id="admin-summary" className={visuallyHidden}>
        {intl.formatMessage({ id: 'admin.summary.title' })}
      </h2>
      {loading
        ? Array.from({ length: loadingCount }, (_, index) => <MetricCard key={index} label="" value="" loading />)
        : cards.map((card) => <MetricCard key={card.id} label={card.label} value={card.value} growth={card.growth} caption={card.caption} />)}
    </section>
  );
}
