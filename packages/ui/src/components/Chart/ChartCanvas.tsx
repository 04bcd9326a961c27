import EChartsReactCore from 'echarts-for-react/esm/core';
import type { EChartsCoreOption } from 'echarts/core';
import { useMemo } from 'react';
import { echarts } from './echarts';

export interface ChartCanvasProps {
  option: EChartsCoreOption;
  /** ECharts' own locale ('FR' or 'EN'): a change disposes the chart and builds it again in that language. */
  locale: 'FR' | 'EN';
  onReady: () => void;
  /** A failure inside ECharts' init (an unregistered renderer or chart kind, a detached element). */
  onError: (error: unknown) => void;
}

/**
 * echarts-for-react's core component over the tree-shaken ECharts core (echarts.ts). It resizes with its container
 * and rebuilds the chart when `opts` change (the locale). Its init runs in a promise nobody awaits, so an error
 * there would only be an unhandled rejection: the init handed to it reports the cause first.
 */
export default function ChartCanvas({ option, locale, onReady, onError }: ChartCanvasProps) {
  // echarts-for-react reads `echarts` once, when it mounts.
  const guarded = useMemo(
    () => ({
      ...echarts,
      init: (...args: Parameters<typeof echarts.init>) => {
        try {
          return echarts.init(...args);
        } catch (error) {
          onError(error);
          throw error;
        }
      },
    }),
    [onError],
  );
  const opts = useMemo(() => ({ renderer: 'svg' as const, locale }), [locale]);
  return <EChartsReactCore echarts={guarded} option={option} opts={opts} notMerge onChartReady={onReady} style={{ width: '100%', height: '100%' }} />;
}
