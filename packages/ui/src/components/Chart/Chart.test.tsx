import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../../provider/UiProvider';
import { Chart } from './Chart';
import { buildChartOption } from './chartOption';
import type { ChartTheme } from './chartOption';

const echartsMock = vi.hoisted(() => {
  const instances: Array<{ setOption: ReturnType<typeof vi.fn>; resize: ReturnType<typeof vi.fn>; dispose: ReturnType<typeof vi.fn>; locale: string }> = [];
  const init = vi.fn((_element: HTMLElement, _theme: unknown, options: { locale: string }) => {
    const instance = { setOption: vi.fn(), resize: vi.fn(), dispose: vi.fn(), locale: options.locale };
    instances.push(instance);
    return instance;
  });
  return { instances, init };
});

vi.mock('./echarts', () => ({ init: echartsMock.init }));

let resizeCallbacks: Array<() => void> = [];

beforeEach(() => {
  echartsMock.instances.length = 0;
  echartsMock.init.mockClear();
  resizeCallbacks = [];
  // jsdom has no ResizeObserver: a stub that lets the test play the container resizing.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resizeCallbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const visits = { type: 'line' as const, categories: ['01/03', '02/03', '03/03'], series: [{ name: 'Visites', values: [12, 30, 18] }] };

describe('Chart', () => {
  describe('given line data', () => {
    it('loads ECharts on demand, draws once and says it is ready', async () => {
      render(
        <UiProvider locale="fr">
          <Chart {...visits} label="Visites quotidiennes" />
        </UiProvider>,
      );
      await waitFor(() => expect(screen.getByRole('img', { name: 'Visites quotidiennes' }).parentElement).toHaveAttribute('data-state', 'ready'));
      expect(echartsMock.init).toHaveBeenCalledTimes(1);
      const option = echartsMock.instances[0]?.setOption.mock.calls[0]?.[0] as { series: Array<{ type: string; data: number[] }> };
      expect(option.series[0]).toMatchObject({ type: 'line', data: [12, 30, 18] });
    });
  });

  describe('when the container resizes', () => {
    it('resizes the chart', async () => {
      render(
        <UiProvider locale="fr">
          <Chart {...visits} label="Visites" />
        </UiProvider>,
      );
      await waitFor(() => expect(resizeCallbacks).toHaveLength(1));
      act(() => resizeCallbacks[0]?.());
      expect(echartsMock.instances[0]?.resize).toHaveBeenCalledTimes(1);
    });
  });

  describe('when the language changes', () => {
    it('disposes the chart and rebuilds it in the new language', async () => {
      const { rerender } = render(
        <UiProvider locale="fr">
          <Chart {...visits} label="Visites" />
        </UiProvider>,
      );
      await waitFor(() => expect(echartsMock.init).toHaveBeenCalledTimes(1));
      rerender(
        <UiProvider locale="en">
          <Chart {...visits} label="Visits" />
        </UiProvider>,
      );
      await waitFor(() => expect(echartsMock.init).toHaveBeenCalledTimes(2));
      expect(echartsMock.instances[0]?.dispose).toHaveBeenCalledTimes(1);
      expect(echartsMock.instances[1]?.locale).toBe('EN');
    });
  });

  describe('when the parent re-renders with equal data', () => {
    it('keeps the chart', async () => {
      const { rerender } = render(
        <UiProvider locale="fr">
          <Chart {...visits} label="Visites" />
        </UiProvider>,
      );
      await waitFor(() => expect(echartsMock.init).toHaveBeenCalledTimes(1));
      rerender(
        <UiProvider locale="fr">
          <Chart {...visits} categories={[...visits.categories]} label="Visites" />
        </UiProvider>,
      );
      expect(echartsMock.init).toHaveBeenCalledTimes(1);
    });
  });

  describe('when it unmounts', () => {
    it('disposes the chart', async () => {
      const { unmount } = render(
        <UiProvider locale="fr">
          <Chart {...visits} label="Visites" />
        </UiProvider>,
      );
      await waitFor(() => expect(echartsMock.init).toHaveBeenCalledTimes(1));
      unmount();
      expect(echartsMock.instances[0]?.dispose).toHaveBeenCalledTimes(1);
    });
  });
});

const theme: ChartTheme = { palette: ['#0b2a5b', '#b3122e'], text: '#14213d', textMuted: '#4a5568', border: '#d5dbe5', surface: '#ffffff', fontFamily: 'Source Sans 3' };

describe('buildChartOption', () => {
  it('turns animation off when motion is not allowed', () => {
    expect(buildChartOption(visits, theme, String, false)).toMatchObject({ animation: false });
    expect(buildChartOption(visits, theme, String, true)).toMatchObject({ animation: true });
  });

  it('maps a pie to named slices', () => {
    const option = buildChartOption(
      { type: 'pie', categories: ['Technologie', 'Finance'], series: [{ name: 'Membres par secteur', values: [12, 7] }] },
      theme,
      String,
      false,
    ) as { series: Array<{ data: unknown }> };
    expect(option.series[0]?.data).toEqual([
      { name: 'Technologie', value: 12 },
      { name: 'Finance', value: 7 },
    ]);
  });

  it('formats tooltip values with the locale formatter', () => {
    const option = buildChartOption(visits, theme, (value) => `n=${value}`, false) as { tooltip: { valueFormatter: (value: unknown) => string } };
    expect(option.tooltip.valueFormatter(1243)).toBe('n=1243');
  });

  it('colours the series from the theme palette', () => {
    expect(buildChartOption(visits, theme, String, false)).toMatchObject({ color: theme.palette });
  });

  it('smooths a line by the given factor and starts the value axis where asked', () => {
    const option = buildChartOption({ ...visits, smooth: 0.4, yAxisMin: 0 }, theme, String, false) as {
      series: Array<{ smooth: unknown }>;
      yAxis: { min?: number };
    };
    expect(option.series[0]?.smooth).toBe(0.4);
    expect(option.yAxis.min).toBe(0);
  });

  it('leaves the value axis to ECharts when no minimum is given', () => {
    const option = buildChartOption(visits, theme, String, false) as { yAxis: { min?: number } };
    expect(option.yAxis.min).toBeUndefined();
  });

  it("shows a pie slice's value and its share with one decimal in the tooltip", () => {
    const option = buildChartOption(
      { type: 'pie', categories: ["Aujourd'hui", 'Cette semaine'], series: [{ name: 'Contacts', values: [1, 2] }] },
      theme,
      (value) => `${value}`,
      false,
      (percent) => `${percent.toFixed(1)} %`,
    ) as { tooltip: { formatter: (params: { name: string; value: unknown; percent?: number }) => string } };
    expect(option.tooltip.formatter({ name: 'Cette semaine', value: 2, percent: 66.67 })).toBe('Cette semaine: 2 (66.7 %)');
  });
});
