import { Eye, Mail, MousePointerClick, Search, Users } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Card } from '../../../components/Card';
import { Chart } from '../../../components/Chart';
import { EmptyState } from '../../../components/EmptyState';
import { MetricCard } from '../../../components/MetricCard';
import { Select, selectAllValue } from '../../../components/Select';
import { Spinner } from '../../../components/Spinner';
import { useFormat } from '../../../format/useFormat';
import { visuallyHidden } from '../../../styles/a11y.css';
import type { AdminChamber } from '../types';
import * as styles from './AdminStatisticsScreen.css';
import { BlockError } from '../BlockError';
import {
  bannerClicksChartData,
  hasFigures,
  hasVisitDays,
  membersBySectorChartData,
  popularSearchesChartData,
  statisticsPeriods,
  visitsChartData,
  type StatisticsDailyVisits,
  type StatisticsItem,
  type StatisticsPeriod,
} from './statisticsCharts';

/** Where a block of the screen stands: each loads and fails on its own. */
export type StatisticsBlockState<T> = { status: 'loading' } | { status: 'error'; message?: string } | { status: 'loaded'; data: T };

/** The summary cards, in the order shown; a card the service has no source for is simply not given. */
export const statisticsCardKinds = ['members', 'profileViews', 'contacts', 'searches', 'bannerClicks'] as const;
export type StatisticsCardKind = (typeof statisticsCardKinds)[number];

export interface StatisticsCard {
  kind: StatisticsCardKind;
  value: number;
  /** Growth in percent: this month's for the members, against the previous period for the others. */
  growth?: number;
  /** Nothing to compare with (none before this month, or during the previous period): 'nouveau', not '+100 %'. */
  isNew?: boolean;
}

/** The blocks a Retry reloads. */
export const statisticsBlocks = ['summary', 'visits', 'popularSearches', 'membersBySector', 'bannerClicks'] as const;
export type StatisticsBlock = (typeof statisticsBlocks)[number];

export interface AdminStatisticsScreenProps {
  /** The period every block covers (7, 30 or 90 days). */
  period: StatisticsPeriod;
  onPeriodChange: (period: StatisticsPeriod) => void;
  /** The network administrator's chamber picker: every chamber; undefined (a chamber administrator) hides it. */
  chambers?: readonly AdminChamber[];
  /** The chamber shown; null for the whole network. */
  chamberId?: number | null;
  onChamberChange?: (chamberId: number | null) => void;
  summary: StatisticsBlockState<readonly StatisticsCard[]>;
  /** Portal visits per day, oldest first. */
  visits: StatisticsBlockState<readonly StatisticsDailyVisits[]>;
  /** Searches per sector, sector names in the current language. */
  popularSearches: StatisticsBlockState<readonly StatisticsItem[]>;
  /** Members per sector, sector names in the current language. */
  membersBySector: StatisticsBlockState<readonly StatisticsItem[]>;
  /** Clicks per banner. */
  bannerClicks: StatisticsBlockState<readonly StatisticsItem[]>;
  onRetry: (block: StatisticsBlock) => void;
}

// Static message ids (the message-id check reads them from the code).
const periodMessage: Record<StatisticsPeriod, string> = {
  7: 'admin.statistics.period.7',
  30: 'admin.statistics.period.30',
  90: 'admin.statistics.period.90',
};

const cardMessage: Record<StatisticsCardKind, string> = {
  members: 'admin.statistics.card.members',
  profileViews: 'admin.statistics.card.profileViews',
  contacts: 'admin.statistics.card.contacts',
  searches: 'admin.statistics.card.searches',
  bannerClicks: 'admin.statistics.card.bannerClicks',
};

const cardIcon: Record<StatisticsCardKind, ReactNode> = {
  members: <Users size={20} />,
  profileViews: <Eye size={20} />,
  contacts: <Mail size={20} />,
  searches: <Search size={20} />,
  bannerClicks: <MousePointerClick size={20} />,
};

const CHART_HEIGHT = 280;

/**
 * /statistics and /admin/statistics (spec admin §2, §4, §8, §9): title and subtitle, the
 * period picker (and the network administrator's chamber picker), the summary cards and four chart blocks (visits
 * per day, popular searches, members by sector, banner clicks), each with its own spinner, error and Retry.
 */
export function AdminStatisticsScreen({
  period,
  onPeriodChange,
  chambers,
  chamberId = null,
  onChamberChange,
  summary,
  visits,
  popularSearches,
  membersBySector,
  bannerClicks,
  onRetry,
}: AdminStatisticsScreenProps) {
  const intl = useIntl();
  const format = useFormat();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const titleId = useId();

  return (
    <section className={styles.screen} aria-labelledby={titleId}>
      <div className={styles.heading}>
        <div>
          <h2 id={titleId} className={styles.title}>
            {t('admin.statistics.title')}
          </h2>
          <p className={styles.subtitle}>{t('admin.statistics.subtitle')}</p>
        </div>
        <div className={styles.pickers}>
          {chambers ? (
            <Select
              className={styles.picker}
              label={t('admin.statistics.chamber.label')}
              allOption={t('admin.statistics.chamber.all')}
              options={chambers.map((chamber) => ({ value: String(chamber.id), label: chamber.name }))}
              value={chamberId === null ? selectAllValue : String(chamberId)}
              onValueChange={(value) => onChamberChange?.(value === selectAllValue ? null : Number(value))}
            />
          ) : null}
          <Select
            className={styles.picker}
            label={t('admin.statistics.period.label')}
            options={statisticsPeriods.map((days) => ({ value: String(days), label: t(periodMessage[days]) }))}
            value={String(period)}
            onValueChange={(value) => {
              const days = statisticsPeriods.find((candidate) => String(candidate) === value);
              if (days !== undefined) onPeriodChange(days);
            }}
          />
        </div>
      </div>

      <SummaryBlock state={summary} period={period} onRetry={() => onRetry('summary')} />

      <div className={styles.charts}>
        <ChartBlock title={t('admin.statistics.chart.visits')} state={visits} isEmpty={(data) => !hasVisitDays(data)} onRetry={() => onRetry('visits')}>
          {(data) => (
            <Chart
              {...visitsChartData(data, t('admin.statistics.chart.visits.series'), format.locale)}
              label={t('admin.statistics.chart.visits')}
              categoryLabel={t('admin.statistics.chart.visits.category')}
              height={CHART_HEIGHT}
            />
          )}
        </ChartBlock>
        <ChartBlock
          title={t('admin.statistics.chart.popularSearches')}
          state={popularSearches}
          isEmpty={(data) => !hasFigures(data)}
          onRetry={() => onRetry('popularSearches')}
          // spec admin §2: a grey placeholder labelled as loading, while loading and when there is nothing to draw.
          placeholder
        >
          {(data) => (
            <Chart
              {...popularSearchesChartData(data, t('admin.statistics.chart.popularSearches.series'))}
              label={t('admin.statistics.chart.popularSearches')}
              categoryLabel={t('admin.statistics.chart.sector')}
              height={CHART_HEIGHT}
              tooltipValue={(value) => t('admin.statistics.chart.popularSearches.tooltip', { n: format.number(value) })}
            />
          )}
        </ChartBlock>
        <ChartBlock
          title={t('admin.statistics.chart.membersBySector')}
          state={membersBySector}
          isEmpty={(data) => !hasFigures(data)}
          onRetry={() => onRetry('membersBySector')}
        >
          {(data) => (
            <Chart
              {...membersBySectorChartData(data, t('admin.statistics.chart.membersBySector.series'))}
              label={t('admin.statistics.chart.membersBySector')}
              categoryLabel={t('admin.statistics.chart.sector')}
              height={CHART_HEIGHT}
            />
          )}
        </ChartBlock>
        <ChartBlock
          title={t('admin.statistics.chart.bannerClicks')}
          state={bannerClicks}
          isEmpty={(data) => !hasFigures(data)}
          onRetry={() => onRetry('bannerClicks')}
        >
          {(data) => (
            <Chart
              {...bannerClicksChartData(data, t('admin.statistics.chart.bannerClicks.series'))}
              label={t('admin.statistics.chart.bannerClicks')}
              categoryLabel={t('admin.statistics.chart.bannerClicks.category')}
              height={CHART_HEIGHT}
            />
          )}
        </ChartBlock>
      </div>
    </section>
  );
}

function SummaryBlock({ state, period, onRetry }: { state: StatisticsBlockState<readonly StatisticsCard[]>; period: StatisticsPeriod; onRetry: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} aria-busy={state.status === 'loading' || undefined}>
      {/* The metric cards title themselves with h3: this heading keeps the outline in order. */}
      <h3 id={headingId} className={visuallyHidden}>
        {t('admin.statistics.summary')}
      </h3>
      {state.status === 'error' ? (
        <BlockError message={state.message} onRetry={onRetry} />
      ) : (
        <div className={styles.cards}>
          {state.status === 'loading'
            ? statisticsCardKinds.map((kind) => <MetricCard key={kind} label={t(cardMessage[kind])} value="" loading icon={cardIcon[kind]} />)
            : statisticsCardKinds.flatMap((kind) => {
                const card = state.data.find((candidate) => candidate.kind === kind);
                if (!card) return [];
                return [
                  <MetricCard
                    key={kind}
                    label={t(cardMessage[kind])}
                    value={card.value}
                    growth={card.isNew ? undefined : card.growth}
                    caption={
                      card.isNew
                        ? kind === 'members'
                          ? t('admin.statistics.card.newThisMonth')
                          : t('admin.statistics.card.newInPeriod', { days: period })
                        : card.growth === undefined
                          ? undefined
                          : kind === 'members'
                            ? t('admin.statistics.card.thisMonth')
                            : t('admin.statistics.card.previousPeriod', { days: period })
                    }
                    icon={cardIcon[kind]}
                    data-kind={kind}
                  />,
                ];
              })}
        </div>
      )}
    </section>
  );
}

interface ChartBlockProps<T> {
  title: string;
  state: StatisticsBlockState<T>;
  isEmpty: (data: T) => boolean;
  onRetry: () => void;
  /** Loading and empty show the grey placeholder labelled as loading instead of a spinner or an empty state. */
  placeholder?: boolean;
  children: (data: T) => ReactNode;
}

/** A chart block: its title, then its own spinner, error with Retry, empty state or chart. */
function ChartBlock<T>({ title, state, isEmpty, onRetry, placeholder = false, children }: ChartBlockProps<T>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const loadingLabel = t('admin.statistics.loading');
  let body: ReactNode;
  if (state.status === 'error') body = <BlockError message={state.message} onRetry={onRetry} />;
  else if (placeholder && (state.status === 'loading' || isEmpty(state.data)))
    body = (
      <div className={styles.placeholder} data-placeholder="">
        {state.status === 'loading' ? <Spinner label={loadingLabel} showLabel /> : <span>{loadingLabel}</span>}
      </div>
    );
  else if (state.status === 'loading')
    body = (
      <div className={styles.centered}>
        <Spinner label={loadingLabel} size="lg" />
      </div>
    );
  else if (isEmpty(state.data)) body = <EmptyState headingLevel={4} title={t('admin.statistics.empty')} />;
  else body = children(state.data);
  return (
    <Card as="section" padding="lg" headingLevel={3} title={title} aria-label={title} aria-busy={state.status === 'loading' || undefined}>
      <div className={styles.blockBody}>{body}</div>
    </Card>
  );
}
