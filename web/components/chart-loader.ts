import { useEffect, useRef, useState, type DependencyList, type RefObject } from 'react';
import type { ChartConfiguration } from 'chart.js';

type ChartModule = typeof import('chart.js');
let chartModule: Promise<ChartModule> | null = null;

/**
 * chart.js, fetched the first time a chart draws (the Credits spending chart, the Dashboard's trend), with only
 * the bar and line charts' parts registered so the rest of the library is left out of the chunk.
 */
function loadChartJs(): Promise<ChartModule> {
  chartModule ??= import('chart.js').then((module) => {
    module.Chart.register(
      module.BarController, module.BarElement, module.LineController, module.LineElement, module.PointElement, module.Filler,
      module.CategoryScale, module.LinearScale, module.Legend, module.Tooltip,
    );
    return module;
  });
  return chartModule;
}

/**
 * A chart on a canvas for as long as the component shows it: drawn once chart.js has loaded, redrawn when `deps`
 * change, destroyed on unmount. `configure` gets the canvas's text colour, so axes read in light and dark themes.
 * `failed` is true when chart.js could not load (the screens then show their numbers without the picture).
 */
export function useChartJs(configure: (muted: string) => ChartConfiguration, deps: DependencyList): { canvas: RefObject<HTMLCanvasElement | null>; failed: boolean } {
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let chart: { destroy(): void } | null = null;
    let cancelled = false;
    loadChartJs()
      .then(({ Chart }) => {
        if (cancelled || !canvas.current) return;
        chart = new Chart(canvas.current, configure(getComputedStyle(canvas.current).color || '#5F6B7C'));
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
    // The configuration is rebuilt from `deps`; the callback itself changes every render.
  }, deps);
  return { canvas, failed };
}
