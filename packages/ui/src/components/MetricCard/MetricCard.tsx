import { cva } from 'class-variance-authority';
import { TrendingDown, TrendingUp } from 'lucide-react';
import type { HTMLAttributes, ReactNode } from 'react';
import { growthTone } from '../../format/format';
import { useFormat } from '../../format/useFormat';
import { cx } from '../../styles/cx';
import { Skeleton } from '../Skeleton';
import * as styles from './MetricCard.css';

export const metricFormats = ['number', 'counter'] as const;
export type MetricFormat = (typeof metricFormats)[number];

const growthBadge = cva(styles.growth, { variants: { tone: styles.growthTone } });

export interface MetricCardProps extends HTMLAttributes<HTMLElement> {
  label: ReactNode;
  /** A number is formatted in the locale; a string is shown as is. */
  value: number | string;
  /** 'counter' adds the plus from 1000 (home statistics strip). */
  format?: MetricFormat;
  /** Growth in percent: shown signed with one decimal, green when 0 or more, red otherwise. */
  growth?: number;
  /** Text after the growth ('vs. semaine dernière'). */
  caption?: ReactNode;
  icon?: ReactNode;
  loading?: boolean;
}

/** A statistic: label, value, signed growth (spec public §10, admin §9). */
export function MetricCard({ label, value, format = 'number', growth, caption, icon, loading = false, className, ...rest }: MetricCardProps) {
  const formatter = useFormat();
  const shown = typeof value === 'number' ? (format === 'counter' ? formatter.counter(value) : formatter.number(value)) : value;
  const tone = growth === undefined ? undefined : growthTone(growth);
  return (
    <article {...rest} aria-busy={loading || undefined} className={cx(styles.root, className)}>
      <div className={styles.header}>
        {/* A placeholder card whose label is not known yet shows a line, not an empty heading. */}
        {loading && (label === '' || label == null) ? <Skeleton width="40%" height="1rem" /> : <h3 className={styles.label}>{label}</h3>}
        {icon ? (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        ) : null}
      </div>
      {loading ? <Skeleton width="60%" height="2rem" /> : <p className={styles.value}>{shown}</p>}
      {!loading && (growth !== undefined || caption !== undefined) ? (
        <p className={styles.footer} style={{ margin: 0 }}>
          {growth !== undefined && tone ? (
            <span className={growthBadge({ tone })} data-tone={tone}>
              {tone === 'positive' ? <TrendingUp size={16} aria-hidden="true" /> : <TrendingDown size={16} aria-hidden="true" />}
              {formatter.signedPercent(growth)}
            </span>
          ) : null}
          {caption !== undefined ? <span className={styles.caption}>{caption}</span> : null}
        </p>
      ) : null}
    </article>
  );
}
