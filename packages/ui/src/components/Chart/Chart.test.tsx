import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../../provider/UiProvider';
import { Chart, tint } from './Chart';
import { buildChartOption, legendLines, PIE_LABELS_MIN_WIDTH } from './chartOption';
import type { ChartTheme } from './chartOption';

// A stand-in for the ECharts core that echarts-for-react drives: init, getInstanceByDom and dispose, with instances
// that record their options. echarts-for-react measures with a first instance, disposes it on 'finished' and draws
// with a second one.
const fake = vi.hoisted(() => {
  interface FakeInstance {
    opts: { locale?: string };
    setOption: ReturnType<typeof vi.fn>;
    hideLoading: ReturnType<typeof vi.fn>;
    showLoading: ReturnType<typeof vi.fn>;
    resize: ReturnType<typeof vi.fn>;
    on: ReturnType<typeof vi.fn>;
    off: ReturnType<typeof vi.fn>;
    disposed: boolean;
  }
  const byElement = new Map<Element, FakeInstance>();
  const created: FakeInstance[] = [];
  const failure: { error?: Error } = {};
  const init = vi.fn((element: Element, _theme: unknown, opts: { locale?: string }) => {
    if (failure.error) throw failure.error;
    const instance: FakeInstance = {
      opts,
      setOption: vi.fn(),
      hideLoading: vi.fn(),
      showLoading: vi.fn(),
      resize: vi.fn(),
      on: vi.fn((event: string, callback: () => void) => {
        if (event === 'finished') queueMicrotask(callback);
      }),
      off: vi.fn(),
      disposed: false,
    };
    byElement.set(element, instance);
    created.push(instance);
    return instance;
  });
  const dispose = vi.fn((element: Element) => {
    const instance = byElement.get(element);
    if (instance) instance.disposed = true;
    byElement.delete(element);
  });
  const getInstanceByDom = (element: Element) => byElement.get(element);
  /** The instances that were drawn (given an option), oldest first. */
  const drawn = () => created.filter((instance) => instance.setOption.mock.calls.length > 0);
  return { echarts: { init, dispose, getInstanceByDom }, created, drawn, failure };
});

vi.mock('./echarts', () => ({ echarts: fake.echarts }));

beforeEach(() => {
  fake.created.length = 0;
  fake.failure.error = undefined;
  fake.echarts.init.mockClear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

const visits = { type: 'line' as const, categories: ['01/03', '02/03', '03/03'], series: [{ name: 'Visites', values: [12, 30, 18] }] };

// The chart's code loads on demand (a dynamic import), which a busy machine can take over a second to resolve: the
// waits below allow for that (a ceiling, not a speed check; testing-library's default is one second).
const LOADED = { timeout: 15_000 };

describe('Chart', () => {
  describe('given line data', () => {
    it('loads ECharts on demand, draws once and says it is ready', async () => {
      render(
        <UiProvider locale="fr">
          <Chart {...visits} categoryLabel="Jour" label="Visites quotidiennes" />
        </UiProvider>,
      );
      await waitFor(
        () => expect(screen.getByRole('img', { name: 'Visites quotidiennes' }).closest('[data-state]')).toHaveAttribute('data-state', 'ready'),
        LOADED,
      );
      expect(fake.drawn()).toHaveLength(1);
      const option = fake.drawn()[0]?.setOption.mock.calls[0]?.[0] as { series: Array<{ type: string; data: number[] }> };
      expect(option.series[0]).toMatchObject({ type: 'line', data: [12, 30, 18] });
      expect(fake.drawn()[0]?.opts).toMatchObject({ renderer: 'svg', locale: 'FR' });
    });
  });

  describe('when the language changes', () => {
    it('disposes the chart and rebuilds it in the new language', async () => {
      const { rerender } = render(
        <UiProvider locale="fr">
          <Chart {...visits} categoryLabel="Jour" label="Visites" />
        </UiProvider>,
      );
      await waitFor(() => expect(fake.drawn()).toHaveLength(1), LOADED);
      rerender(
        <UiProvider locale="en">
          <Chart {...visits} categoryLabel="Jour" label="Visits" />
        </UiProvider>,
      );
      await waitFor(() => expect(fake.drawn()).toHaveLength(2), LOADED);
      expect(fake.drawn()[0]?.disposed).toBe(true);
      expect(fake.drawn()[1]?.opts.locale).toBe('EN');
    });
  });

  describe('when the parent re-renders with equal data', () => {
    it('keeps the chart', async () => {
      const { rerender } = render(
        <UiProvider locale="fr">
          <Chart {...visits} categoryLabel="Jour" label="Visites" />
        </UiProvider>,
      );
      await waitFor(() => expect(fake.drawn()).toHaveLength(1), LOADED);
      const inits = fake.echarts.init.mock.calls.length;
      rerender(
        <UiProvider locale="fr">
          <Chart {...visits} categoryLabel="Jour" categories={[...visits.categories]} label="Visites" />
        </UiProvider>,
      );
      expect(fake.echarts.init).toHaveBeenCalledTimes(inits);
      expect(fake.drawn()[0]?.setOption).toHaveBeenCalledTimes(1);
    });
  });

  describe('when it unmounts', () => {
    it('disposes the chart', async () => {
      const { unmount } = render(
        <UiProvider locale="fr">
          <Chart {...visits} categoryLabel="Jour" label="Visites" />
        </UiProvider>,
      );
      await waitFor(() => expect(fake.drawn()).toHaveLength(1), LOADED);
      unmount();
      expect(fake.drawn()[0]?.disposed).toBe(true);
    });
  });

  describe('given ECharts fails to initialise (e.g. a renderer that was never registered)', () => {
    it('shows the chart error and logs the cause', async () => {
      const cause = new TypeError('nm[a] is not a constructor');
      fake.failure.error = cause;
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      // echarts-for-react's init runs in a promise nobody awaits: its rejection is expected here.
      const unhandled = (reason: unknown) => expect(reason).toBe(cause);
      process.on('unhandledRejection', unhandled);
      try {
        render(
          <UiProvider locale="fr">
            <Chart {...visits} categoryLabel="Jour" label="Visites" />
          </UiProvider>,
        );
        expect(await screen.findByRole('alert', {}, LOADED)).toHaveTextContent('Le graphique n’a pas pu être affiché.');
        expect(logged).toHaveBeenCalledWith('The chart "Visites" could not be drawn:', cause);
        await new Promise((resolve) => setTimeout(resolve, 0));
      } finally {
        process.off('unhandledRejection', unhandled);
      }
    });
  });
});

const theme: ChartTheme = {
  palette: ['#0b2a5b', '#b3122e'],
  text: '#14213d',
  textMuted: '#4a5568',
  border: '#d5dbe5',
  surface: '#ffffff',
  fontFamily: 'Source Sans 3',
};

describe('tint', () => {
  it('mixes a colour with white', () => {
    expect(tint('#000000', 0.5)).toBe('#808080');
    expect(tint('rgb(0, 0, 255)', 0.5)).toBe('#8080ff');
    expect(tint('var(--unknown)', 0.5)).toBe('var(--unknown)');
  });
});

describe('buildChartOption', () => {
  describe('given the width of the chart', () => {
    const clicks = {
      type: 'bar' as const,
      categories: ['Devenez membre - Rejoignez le premier réseau', 'Programme export', 'Annuaire', 'Salon', 'Forum', 'Gala'],
      series: [{ name: 'Clics', values: [115, 103, 76, 53, 28, 10] }],
    };
    it('names every bar, each label cut to the room it has', () => {
      const option = buildChartOption(clicks, theme, String, false, undefined, undefined, 375) as { xAxis: { axisLabel: Record<string, unknown> } };
      expect(option.xAxis.axisLabel).toMatchObject({ interval: 0, overflow: 'truncate', width: expect.any(Number) });
      expect(option.xAxis.axisLabel.width as number).toBeLessThanOrEqual((375 - 64) / 6);
    });
    it('gives the labels beside horizontal bars a third of the width', () => {
      const option = buildChartOption({ ...clicks, horizontal: true }, theme, String, false, undefined, undefined, 1000) as {
        yAxis: { axisLabel: Record<string, unknown> };
      };
      expect(option.yAxis.axisLabel).toMatchObject({ interval: 0, overflow: 'truncate', width: 220 });
    });
    it('leaves the days of a line to ECharts, which skips some when they do not fit', () => {
      const option = buildChartOption(visits, theme, String, false, undefined, undefined, 375) as { xAxis: { axisLabel: Record<string, unknown> } };
      expect(option.xAxis.axisLabel.interval).toBeUndefined();
    });
    it('on a phone, names the slices of a pie in its legend only, and leaves the legend room under the pie', () => {
      const sectors = [
        'Agroalimentaire',
        'Finance',
        'Santé',
        'Commerce',
        'Énergie',
        'Technologie',
        'Éducation',
        'Industrie',
        'Tourisme',
        'Transport et logistique',
      ];
      const pie = { type: 'pie' as const, categories: sectors, series: [{ name: 'Membres', values: sectors.map(() => 5) }] };
      const narrow = buildChartOption(pie, theme, String, false, undefined, undefined, PIE_LABELS_MIN_WIDTH - 140) as {
        series: Array<{ label: { show?: boolean }; bottom: number }>;
      };
      expect(narrow.series[0]?.label.show).toBe(false);
      expect(legendLines(sectors, PIE_LABELS_MIN_WIDTH - 140)).toBeGreaterThan(2);
      expect(narrow.series[0]?.bottom).toBe(legendLines(sectors, PIE_LABELS_MIN_WIDTH - 140) * 22 + 10);
      const wide = buildChartOption(pie, theme, String, false, undefined, undefined, 640) as {
        series: Array<{ label: { show?: boolean; overflow?: string } }>;
      };
      expect(wide.series[0]?.label).toMatchObject({ overflow: 'truncate' });
      expect(wide.series[0]?.label.show).toBeUndefined();
    });
  });

  it('keeps tooltips inside the chart, so that the edge of a phone never cuts them', () => {
    expect(buildChartOption(visits, theme, String, false)).toMatchObject({ tooltip: { confine: true } });
  });

  it("colours a pie's slices with their own colours when given", () => {
    const option = buildChartOption(
      { type: 'pie', categories: ['Technologie', 'Finance'], series: [{ name: 'Membres', values: [12, 7] }], itemColors: ['#2563eb', '#0f766e'] },
      theme,
      String,
      false,
    ) as { series: Array<{ data: unknown }> };
    expect(option.series[0]?.data).toEqual([
      { name: 'Technologie', value: 12, itemStyle: { color: '#2563eb' } },
      { name: 'Finance', value: 7, itemStyle: { color: '#0f766e' } },
    ]);
  });

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
  it('lays bars along a horizontal value axis with the first category on top when asked', () => {
    const option = buildChartOption(
      { type: 'bar', horizontal: true, categories: ['Technologie', 'Finance'], series: [{ name: 'Recherches', values: [12, 7] }] },
      theme,
      String,
      false,
    ) as { xAxis: { type: string }; yAxis: { type: string; data: string[]; inverse: boolean } };
    expect(option.xAxis.type).toBe('value');
    expect(option.yAxis).toMatchObject({ type: 'category', data: ['Technologie', 'Finance'], inverse: true });
  });

  it("gives a series its own colour when it has one, the palette's otherwise", () => {
    const option = buildChartOption(
      {
        ...visits,
        series: [
          { name: 'Visites', values: [1, 2, 3], color: '#1d4f91' },
          { name: 'Autres', values: [3, 2, 1] },
        ],
      },
      theme,
      String,
      false,
    ) as { series: Array<{ itemStyle?: { color: string }; lineStyle?: { color: string } }> };
    expect(option.series[0]).toMatchObject({ itemStyle: { color: '#1d4f91' }, lineStyle: { color: '#1d4f91' } });
    expect(option.series[1]?.itemStyle).toBeUndefined();
  });

  it('words tooltip values with the given wording', () => {
    const option = buildChartOption(visits, theme, String, false, undefined, (value) => `${value} recherches`) as {
      tooltip: { valueFormatter: (value: unknown) => string };
    };
    expect(option.tooltip.valueFormatter(12)).toBe('12 recherches');
  });
});
