import { useChartJs } from './chart-loader.ts';

/**
 * A daily trend as a line chart (the Dashboard's sessions). The canvas is an image whose label says what it
 * shows; the figures it draws are also on the page as numbers.
 */
export function TrendChart({ days, values, label, series }: { days: string[]; values: number[]; label: string; series: string }) {
  const { canvas, failed } = useChartJs(
    (muted) => ({
      type: 'line',
      data: {
        labels: days.map((day) => day.slice(5)),
        datasets: [{ label: series, data: values, borderColor: '#2D72D2', backgroundColor: 'rgba(45, 114, 210, 0.12)', fill: true, pointRadius: 0, tension: 0.25 }],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        scales: { x: { ticks: { color: muted, maxRotation: 0, autoSkip: true } }, y: { beginAtZero: true, ticks: { color: muted, precision: 0 } } },
        plugins: { legend: { display: false } },
      },
    }),
    [days, values, series],
  );

  if (failed) return null;
  return (
    <div className="trend-chart" data-testid="trend-chart">
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
