import type { DailySpending } from '../../core/domain/billing/billing.ts';
import { useChartJs } from '../components/chart-loader.ts';

/** Distinct series colours that read on light and dark backgrounds (Blueprint's extended palette). */
const COLOURS = ['#2D72D2', '#238551', '#C87619', '#CD4246', '#7961DB', '#147EB3', '#D1980B', '#634DBF', '#29A634', '#B83211'];

/**
 * Daily spending by agent as a stacked bar chart. The canvas is an image with a summary for
 * assistive technology; the screen offers the same numbers as a table.
 */
export function SpendingChart({ spending, label }: { spending: DailySpending; label: string }) {
  const { canvas, failed } = useChartJs(
    (muted) => ({
      type: 'bar',
      data: {
        labels: spending.days.map((day) => day.slice(5)),
        datasets: spending.series.map((series, i) => ({
          label: series.label,
          data: series.credits,
          backgroundColor: COLOURS[i % COLOURS.length],
          stack: 'spending',
        })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        scales: {
          x: { stacked: true, ticks: { color: muted, maxRotation: 0, autoSkip: true } },
          y: { stacked: true, beginAtZero: true, ticks: { color: muted, precision: 0 } },
        },
        plugins: { legend: { position: 'bottom', labels: { color: muted, boxWidth: 12 } } },
      },
    }),
    [spending],
  );

  if (failed) return null;
  return (
    <div className="spending-chart" data-testid="spending-chart">
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
