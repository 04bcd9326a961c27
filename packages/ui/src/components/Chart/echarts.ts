// Loaded on demand (ChartCanvas.tsx, a lazy module): only the chart kinds and components the kit uses are registered
// with the tree-shaken ECharts core, so a screen without a chart never downloads ECharts. This registration is a
// top-level effect: package.json lists this file in "sideEffects" so that no bundler drops it.
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { echartsFrench } from './echartsFrench';

echarts.use([LineChart, BarChart, PieChart, GridComponent, LegendComponent, TooltipComponent, AriaComponent, SVGRenderer]);
// ECharts ships English and Chinese only: its texts (the description it gives the chart) in French on French pages.
echarts.registerLocale('FR', echartsFrench);

export { echarts };
