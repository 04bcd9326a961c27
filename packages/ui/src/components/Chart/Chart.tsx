import type { EChartsCoreOption } from 'echarts/core';
import { Component, lazy, Suspense, useCallback, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formatNumber, intlLocale } from '../../format/format';
import type { UiLocale } from '../../i18n/messages';
import { cx } from '../../styles/cx';
import { visuallyHidden } from '../../styles/a11y.css';
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
  /** The heading of the categories' column in the chart's data table ('Jour', 'Secteur'). */
  categoryLabel: string;
  className?: string;
}

/** The CSS custom property behind a contract token ('var(--x)' -> '--x'), read on the element so themes apply. */
function tokenValue(element: Element, token: string): string {
  const name = /^var\((--[^),]+)/.exec(token)?.[1];
  return name ? getComputedStyle(element).getPropertyValue(name).trim() : token;
}

function readTheme(element: Element): ChartTheme {
  const read = (token: string) => tokenValue(element, token);
  const base = [
    read(vars.color.brand),
    read(vars.color.accent),
    read(vars.color.borderStrong),
    read(vars.color.info),
    read(vars.color.success),
    read(vars.color.warning),
  ];
  return {
    // Twelve colours, so that a pie of up to twelve slices never repeats one: the theme's six, then their tints.
    palette: [...base, ...base.map((colour) => tint(colour, 0.45))],
    text: read(vars.color.text),
    textMuted: read(vars.color.textMuted),
    border: read(vars.color.border),
    surface: read(vars.color.surface),
    fontFamily: read(vars.font.body),
  };
}

/** A colour mixed with white by `amount` (0 to 1), for the palette's second round; a colour it cannot read stays as is. */
export function tint(colour: string, amount: number): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour.trim())?.[1];
  const rgb = /^rgba?\((\d+)[ ,]+(\d+)[ ,]+(\d+)/i.exec(colour.trim());
  const channels = hex ? [0, 2, 4].map((start) => Number.parseInt(hex.slice(start, start + 2), 16)) : rgb ? [rgb[1], rgb[2], rgb[3]].map(Number) : null;
  if (!channels) return colour;
  return `#${channels
    .map((channel) =>
      Math.round(channel + (255 - channel) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/**
 * The chart's width in pixels, followed as its container resizes (to 10 px, so that a pixel does not rebuild it);
 * null until measured, 0 where nothing is laid out.
 */
function useWidth(element: HTMLElement | null): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (!element) return undefined;
    const measure = () => setWidth(Math.round(element.getBoundingClientRect().width / 10) * 10);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
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
 * An ECharts line, bar or pie chart (echarts-for-react over the tree-shaken ECharts core, in ECharts' own locale of
 * the page), loaded on demand the first time a chart mounts. It resizes with its container, its labels and legend
 * fit its width, and it is rebuilt when the language changes (admin §9: charts rebuilt after a language change).
 * Its figures are also a table in the page's language (DESIGN.md: a chart has a data equivalent), there for screen
 * readers and shown on demand ('Voir les données'). A chart that cannot be drawn says so on screen and logs why.
 */
export function Chart({
  type,
  categories,
  series,
  smooth,
  yAxisMin,
  horizontal,
  itemColors,
  label,
  height = 320,
  tooltipValue,
  categoryLabel,
  className,
}: ChartProps) {
  const intl = useIntl();
  const locale: UiLocale = intl.locale === 'en' ? 'en' : 'fr';
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const width = useWidth(root);
  const [option, setOption] = useState<EChartsCoreOption>();
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [tableShown, setTableShown] = useState(false);
  const tableId = useId();
  // The option is rebuilt when the data changes in value, not when a parent passes equal arrays again.
  const dataKey = JSON.stringify({ type, categories, series, smooth, yAxisMin, horizontal, itemColors });
  // The tooltip reads the latest wording through a ref: a parent's new function each render rebuilds nothing.
  const tooltipValueRef = useRef(tooltipValue);
  useLayoutEffect(() => {
    tooltipValueRef.current = tooltipValue;
  });

  // The theme's colours and font are CSS custom properties: read on the element once it is in the page.
  useLayoutEffect(() => {
    // Built once the width is known: an option replaced while ECharts draws its first frame warns of a disposed chart.
    if (!root || width === null) return;
    const share = new Intl.NumberFormat(intlLocale[locale], { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const parsed = JSON.parse(dataKey) as ChartData;
    const data = {
      ...parsed,
      series: parsed.series.map((entry) => (entry.color ? { ...entry, color: tokenValue(root, entry.color) } : entry)),
      itemColors: parsed.itemColors?.map((colour) => tokenValue(root, colour)),
    };
    setOption(
      buildChartOption(
        data,
        readTheme(root),
        (value) => formatNumber(value, locale),
        !isMotionReduced(root),
        (percent) => share.format(percent / 100),
        (value) => tooltipValueRef.current?.(value) ?? formatNumber(value, locale),
        width || undefined,
      ),
    );
  }, [dataKey, locale, root, width]);

  const fail = useCallback(
    (error: unknown) => {
      console.error(`The chart "${label}" could not be drawn:`, error);
      setState('error');
    },
    [label],
  );
  const ready = useCallback(() => setState('ready'), []);

  return (
    <div className={cx(styles.frame, className)}>
      <div ref={setRoot} className={styles.root} style={{ height }} data-state={state} data-type={type}>
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
      <button type="button" className={styles.toggle} aria-expanded={tableShown} aria-controls={tableId} onClick={() => setTableShown((shown) => !shown)}>
        {intl.formatMessage({ id: tableShown ? 'ui.chart.table.hide' : 'ui.chart.table.show' })}
      </button>
      <div id={tableId} className={tableShown ? styles.tableWrap : visuallyHidden}>
        <ChartTable type={type} categories={categories} series={series} label={label} categoryLabel={categoryLabel} locale={locale} />
      </div>
    </div>
  );
}

/** The chart's figures as a table: a row per category (or slice), a column per series, and each slice's share. */
function ChartTable({
  type,
  categories,
  series,
  label,
  categoryLabel,
  locale,
}: Pick<ChartProps, 'type' | 'categories' | 'series' | 'label' | 'categoryLabel'> & { locale: UiLocale }) {
  const intl = useIntl();
  const values = series[0]?.values ?? [];
  const total = values.reduce((sum, value) => sum + value, 0);
  const share = new Intl.NumberFormat(intlLocale[locale], { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{label}</caption>
      <thead>
        <tr>
          <th scope="col">{categoryLabel}</th>
          {series.map((entry) => (
            <th key={entry.name} scope="col" className={styles.number}>
              {entry.name}
            </th>
          ))}
          {type === 'pie' ? (
            <th scope="col" className={styles.number}>
              {intl.formatMessage({ id: 'ui.chart.table.share' })}
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {categories.map((category, index) => (
          <tr key={`${index}-${category}`}>
            <th scope="row">{category}</th>
            {series.map((entry) => (
              <td key={entry.name} className={styles.number}>
                {formatNumber(entry.values[index] ?? 0, locale)}
              </td>
            ))}
            {type === 'pie' ? <td className={styles.number}>{share.format(total > 0 ? (values[index] ?? 0) / total : 0)}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
