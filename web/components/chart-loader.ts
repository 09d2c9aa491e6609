type ChartModule = typeof import('chart.js');
let chartModule: Promise<ChartModule> | null = null;

/**
 * chart.js, fetched the first time a chart draws (the Credits spending chart, the Dashboard's trend), with only
 * the bar and line charts' parts registered so the rest of the library is left out of the chunk.
 */
export function loadChartJs(): Promise<ChartModule> {
  chartModule ??= import('chart.js').then((module) => {
    module.Chart.register(
      module.BarController, module.BarElement, module.LineController, module.LineElement, module.PointElement, module.Filler,
      module.CategoryScale, module.LinearScale, module.Legend, module.Tooltip,
    );
    return module;
  });
  return chartModule;
}
