import { useEffect, useRef, useState } from 'react';
import { loadChartJs } from './chart-loader.ts';

/**
 * A daily trend as a line chart (the Dashboard's sessions). The canvas is an image whose label says what it
 * shows; the figures it draws are also on the page as numbers.
 */
export function TrendChart({ days, values, label, series }: { days: string[]; values: number[]; label: string; series: string }) {
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let chart: { destroy(): void } | null = null;
    let cancelled = false;
    loadChartJs()
      .then(({ Chart }) => {
        if (cancelled || !canvas.current) return;
        const muted = getComputedStyle(canvas.current).color || '#5F6B7C';
        chart = new Chart(canvas.current, {
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
        });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [days, values, series]);

  if (failed) return null;
  return (
    <div className="trend-chart" data-testid="trend-chart">
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
