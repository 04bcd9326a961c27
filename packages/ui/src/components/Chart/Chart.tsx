import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { formatNumber, intlLocale } from '../../format/format';
import type { UiLocale } from '../../i18n/messages';
import { vars } from '../../theme/contract.css';
import { cx } from '../../styles/cx';
import { isMotionReduced } from '../../styles/motion';
import { Spinner } from '../Spinner';
import * as styles from './Chart.css';
import { buildChartOption } from './chartOption';
import type { ChartData, ChartTheme } from './chartOption';

export interface ChartProps extends ChartData {
  /** Accessible name of the chart (what it shows). */
  label: string;
  /** Height in pixels; the width follows the container. */
  height?: number;
  className?: string;
}

/** The CSS custom property behind a contract token ('var(--x)' -> '--x'), read on the element so themes apply. */
function tokenValue(element: Element, token: string): string {
  const name = /^var\((--[^),]+)/.exec(token)?.[1];
  return name ? getComputedStyle(element).getPropertyValue(name).trim() : token;
}

function readTheme(element: Element): ChartTheme {
  const read = (token: string) => tokenValue(element, token);
  return {
    palette: [read(vars.color.brand), read(vars.color.accent), read(vars.color.borderStrong), read(vars.color.info), read(vars.color.success), read(vars.color.warning)],
    text: read(vars.color.text),
    textMuted: read(vars.color.textMuted),
    border: read(vars.color.border),
    surface: read(vars.color.surface),
    fontFamily: read(vars.font.body),
  };
}

/**
 * An ECharts line, bar or pie chart. ECharts is imported on demand the first time a chart mounts; the chart
 * resizes with its container and is rebuilt when the language changes (admin §9: charts rebuilt after a language change).
 */
export function Chart({ type, categories, series, smooth, yAxisMin, label, height = 320, className }: ChartProps) {
  const intl = useIntl();
  const locale: UiLocale = intl.locale === 'en' ? 'en' : 'fr';
  const containerRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  // Rebuild when the data changes in value, not when a parent passes equal arrays again.
  const dataKey = JSON.stringify({ type, categories, series, smooth, yAxisMin });
  const dataRef = useRef<ChartData>({ type, categories, series, smooth, yAxisMin });
  dataRef.current = { type, categories, series, smooth, yAxisMin };

  useEffect(() => {
    const element = containerRef.current;
    if (!element) return;
    let disposed = false;
    let chart: { setOption: (option: object) => void; resize: () => void; dispose: () => void } | undefined;
    let observer: ResizeObserver | undefined;
    setState('loading');

    import('./echarts')
      .then(({ init }) => {
        if (disposed) return;
        chart = init(element, undefined, { renderer: 'svg', locale: locale === 'fr' ? 'FR' : 'EN' });
        const share = new Intl.NumberFormat(intlLocale[locale], { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
        const formatPercent = (percent: number) => share.format(percent / 100);
        chart.setOption(buildChartOption(dataRef.current, readTheme(element), (value) => formatNumber(value, locale), !isMotionReduced(element), formatPercent));
        if (typeof ResizeObserver === 'function') {
          observer = new ResizeObserver(() => chart?.resize());
          observer.observe(element);
        }
        setState('ready');
      })
      .catch(() => {
        if (!disposed) setState('error');
      });

    return () => {
      disposed = true;
      observer?.disconnect();
      chart?.dispose();
    };
  }, [dataKey, locale]);

  return (
    <div className={cx(styles.root, className)} style={{ height }} data-state={state} data-type={type}>
      <div ref={containerRef} className={styles.canvas} role="img" aria-label={label} />
      {state === 'loading' ? (
        <div className={styles.overlay}>
          <Spinner />
        </div>
      ) : null}
      {state === 'error' ? (
        <div className={styles.overlay} role="alert">
          {intl.formatMessage({ id: 'ui.chart.error' })}
        </div>
      ) : null}
    </div>
  );
}
