import { CalendarClock, Eye, Mail, RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { Chart } from '../../../components/Chart';
import { EmptyState } from '../../../components/EmptyState';
import { MetricCard } from '../../../components/MetricCard';
import { DATE_PLACEHOLDER, toDate } from '../../../format/format';
import { useFormat } from '../../../format/useFormat';
import { visuallyHidden } from '../../../styles/a11y.css';
import { MemberStateFrame } from '../MemberStateFrame';
import type { MemberLoadState } from '../types';
import * as styles from './MemberStatisticsScreen.css';
import { contactPeriods, contactsChartData, contactsLegend, hasContacts, hasDailyViews, profileViewsChartData } from './statisticsCharts';
import type { ContactPeriod, ContactsByPeriod, DailyViews } from './statisticsCharts';

/** A total with its weekly evolution in percent (spec public §3: {total, weeklyEvolution}). */
export interface WeeklyTotal {
  total: number;
  weeklyEvolution: number;
}

/** The member statistics as the screen shows them (spec public §3 member statistics, §9 display rules). */
export interface MemberStatistics {
  profileViews: WeeklyTotal;
  contacts: WeeklyTotal;
  /** The company's last update (ISO, 'yyyy-mm-dd' or 'dd-mm-yyyy'); '--/--/----' when there is none. */
  lastUpdate?: string | null;
  dailyViews: readonly DailyViews[];
  contactsByPeriod: ContactsByPeriod;
}

export interface MemberStatisticsScreenProps {
  /** Loading on entry and on refresh; the error shows the statistics catalogue's message (spec public §4). */
  load: MemberLoadState;
  /** Reloads after an error (spec public §2.7: error box with a Retry button, none when the session expired). */
  onRetry?: () => void;
  statistics?: MemberStatistics;
  /** Refresh clears the data and reloads (spec public §4). */
  onRefresh: () => void;
}

const periodMessage: Record<ContactPeriod, string> = {
  today: 'member.statistics.period.today',
  lastWeek: 'member.statistics.period.lastWeek',
  lastMonth: 'member.statistics.period.lastMonth',
  currentYear: 'member.statistics.period.currentYear',
};

/** /statistique: the company's profile views and contacts (spec public §2.7, §4, §9). */
export function MemberStatisticsScreen({ load, onRetry, statistics, onRefresh }: MemberStatisticsScreenProps) {
  const intl = useIntl();
  const format = useFormat();
  const t = (id: string) => intl.formatMessage({ id });

  const ready = load.status === 'ready' && statistics !== undefined;
  const frameLoad: MemberLoadState = load.status === 'ready' && statistics === undefined ? { status: 'loading' } : load;

  return (
    <div className={styles.screen}>
      <div className={styles.heading}>
        <div>
          <h1 className={styles.title}>{t('member.statistics.title')}</h1>
          <p className={styles.subtitle}>{t('member.statistics.subtitle')}</p>
        </div>
        {ready ? (
          <Button variant="secondary" leadingIcon={<RefreshCw size={16} />} onClick={onRefresh}>
            {t('member.statistics.refresh')}
          </Button>
        ) : null}
      </div>
      <MemberStateFrame load={frameLoad} onRetry={onRetry} defaultErrorMessage={t('member.statistics.loadError')}>
        {statistics ? <StatisticsContent statistics={statistics} labels={periodLabels(t)} locale={format.locale} /> : null}
      </MemberStateFrame>
    </div>
  );
}

function periodLabels(t: (id: string) => string): Record<ContactPeriod, string> {
  return Object.fromEntries(contactPeriods.map((period) => [period, t(periodMessage[period])])) as Record<ContactPeriod, string>;
}

/** spec public §9: dd/mm/yyyy (fr) or mm/dd/yyyy (en), '--/--/----' when none; §5: an unreadable date as the raw value. */
function useLastUpdate(value: string | null | undefined): string {
  const format = useFormat();
  if (value === null || value === undefined || value === '') return DATE_PLACEHOLDER;
  return toDate(value) ? format.date(value) : value;
}

function StatisticsContent({ statistics, labels, locale }: { statistics: MemberStatistics; labels: Record<ContactPeriod, string>; locale: 'fr' | 'en' }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const lastUpdate = useLastUpdate(statistics.lastUpdate);
  const caption = t('member.statistics.weeklyEvolution');
  const viewsName = t('member.statistics.profileViews');
  const contactsName = t('member.statistics.contacts');
  const metricsId = useId();

  return (
    <div className={styles.content}>
      <section aria-labelledby={metricsId}>
        {/* The metric cards title themselves with h3: this heading keeps the outline in order. */}
        <h2 id={metricsId} className={visuallyHidden}>
          {t('member.statistics.metrics')}
        </h2>
        <div className={styles.metrics}>
          <MetricCard
            label={viewsName}
            value={statistics.profileViews.total}
            growth={statistics.profileViews.weeklyEvolution}
            caption={caption}
            icon={<Eye size={20} />}
          />
          <MetricCard
            label={contactsName}
            value={statistics.contacts.total}
            growth={statistics.contacts.weeklyEvolution}
            caption={caption}
            icon={<Mail size={20} />}
          />
          <MetricCard label={t('member.statistics.lastUpdate')} value={lastUpdate} icon={<CalendarClock size={20} />} />
        </div>
      </section>
      <div className={styles.charts}>
        <Card as="section" padding="lg" headingLevel={2} title={t('member.statistics.viewsChart')} aria-label={t('member.statistics.viewsChart')}>
          {hasDailyViews(statistics.dailyViews) ? (
            <Chart
              {...profileViewsChartData(statistics.dailyViews, viewsName, locale)}
              label={t('member.statistics.viewsChart')}
              categoryLabel={t('member.statistics.day')}
              height={300}
            />
          ) : (
            <EmptyState headingLevel={3} title={t('member.statistics.noData')} />
          )}
        </Card>
        <Card as="section" padding="lg" headingLevel={2} title={t('member.statistics.contactsChart')} aria-label={t('member.statistics.contactsChart')}>
          {hasContacts(statistics.contactsByPeriod) ? (
            <>
              <Chart
                {...contactsChartData(statistics.contactsByPeriod, labels, contactsName)}
                label={t('member.statistics.contactsChart')}
                categoryLabel={t('member.statistics.period')}
                height={260}
              />
              <dl className={styles.legend}>
                {contactsLegend(statistics.contactsByPeriod, labels, locale).map((row) => (
                  <div key={row.period} className={styles.legendRow}>
                    <dt className={styles.legendLabel}>{row.label}</dt>
                    <dd className={styles.legendValue}>
                      {row.value} <span className={styles.legendShare}>({row.share})</span>
                    </dd>
                  </div>
                ))}
              </dl>
            </>
          ) : (
            <EmptyState headingLevel={3} title={t('member.statistics.noData')} />
          )}
        </Card>
      </div>
    </div>
  );
}
