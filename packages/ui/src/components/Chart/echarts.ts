// Loaded on demand by Chart (dynamic import): only the chart kinds and components the kit uses are registered,
// so a screen without a chart never downloads ECharts.
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent, AriaComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

use([LineChart, BarChart, PieChart, GridComponent, LegendComponent, TooltipComponent, AriaComponent, SVGRenderer]);

export { init };
export type { EChartsType, EChartsCoreOption } from 'echarts/core';
