import type { EChartsCoreOption } from 'echarts/core';
import { Component, lazy, Suspense, useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formatNumber, intlLocale } from '../../format/format';
import type { UiLocale } from '../../i18n/messages';
import { cx } from '../../styles/cx';
import { isMotionReduced } from '../../styles/motion';
import { vars } from '../../theme/contract.css';
import { Spinner } from '../Spinner';
import * as styles from './Chart.css';
import { buildChartOption } from './chartOption';
import type { ChartData, ChartTheme } from './chartOption';

// ECharts and its React binding are a chunk of their own, fetched the first time a chart mounts.
const ChartCanvas = lazy(() => import('./ChartCanvas'));

export interface ChartProps extends ChartData {
  /** Accessible name of the chart (what it shows). */
  label: string;
  /** Height in pixels; the width follows the container. */
  height?: number;
  /** A value as the tooltip says it ('12 recherches'); the number in the locale when absent. */
  tooltipValue?: (value: number) => string;
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
    palette: [
      read(vars.color.brand),
      read(vars.color.accent),
      read(vars.color.borderStrong),
      read(vars.color.info),
      read(vars.color.success),
      read(vars.color.warning),
    ],
    text: read(vars.color.text),
    textMuted: read(vars.color.textMuted),
    border: read(vars.color.border),
    surface: read(vars.color.surface),
    fontFamily: read(vars.font.body),
  };
}

/** A failure to load the chart's code or to render it: reported once, then the chart's error state. */
class ChartBoundary extends Component<{ onError: (error: unknown) => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * An ECharts line, bar or pie chart (echarts-for-react over the tree-shaken ECharts core), loaded on demand the first
 * time a chart mounts. It resizes with its container and is rebuilt when the language changes (admin §9: charts
 * rebuilt after a language change). A chart that cannot be drawn says so on screen and logs why in the console.
 */
export function Chart({ type, categories, series, smooth, yAxisMin, horizontal, label, height = 320, tooltipValue, className }: ChartProps) {
  const intl = useIntl();
  const locale: UiLocale = intl.locale === 'en' ? 'en' : 'fr';
  const rootRef = useRef<HTMLDivElement>(null);
  const [option, setOption] = useState<EChartsCoreOption>();
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  // The option is rebuilt when the data changes in value, not when a parent passes equal arrays again.
  const dataKey = JSON.stringify({ type, categories, series, smooth, yAxisMin, horizontal });
  // The tooltip reads the latest wording through a ref: a parent's new function each render rebuilds nothing.
  const tooltipValueRef = useRef(tooltipValue);
  useLayoutEffect(() => {
    tooltipValueRef.current = tooltipValue;
  });

  // The theme's colours and font are CSS custom properties: read on the element once it is in the page.
  useLayoutEffect(() => {
    const element = rootRef.current;
    if (!element) return;
    const share = new Intl.NumberFormat(intlLocale[locale], { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const parsed = JSON.parse(dataKey) as ChartData;
    const data = { ...parsed, series: parsed.series.map((entry) => (entry.color ? { ...entry, color: tokenValue(element, entry.color) } : entry)) };
    setOption(
      buildChartOption(
        data,
        readTheme(element),
        (value) => formatNumber(value, locale),
        !isMotionReduced(element),
        (percent) => share.format(percent / 100),
        (value) => tooltipValueRef.current?.(value) ?? formatNumber(value, locale),
      ),
    );
  }, [dataKey, locale]);

  const fail = useCallback(
    (error: unknown) => {
      console.error(`The chart "${label}" could not be drawn:`, error);
      setState('error');
    },
    [label],
  );
  const ready = useCallback(() => setState('ready'), []);

  return (
    <div ref={rootRef} className={cx(styles.root, className)} style={{ height }} data-state={state} data-type={type}>
      <div className={styles.canvas} role="img" aria-label={label}>
        <ChartBoundary onError={fail}>
          <Suspense fallback={null}>
            {option ? <ChartCanvas option={option} locale={locale === 'fr' ? 'FR' : 'EN'} onReady={ready} onError={fail} /> : null}
          </Suspense>
        </ChartBoundary>
      </div>
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
