import { HTMLTable } from '@blueprintjs/core';
import type { OutreachAnalyticsView } from '../../core/domain/outreach.ts';
import { useChartJs } from './chart-loader.ts';
import { TableScroll } from './table-scroll.tsx';
import { WebText } from '../text.ts';

const SERIES = [
  { key: 'sent', colour: '#2D72D2' },
  { key: 'opened', colour: '#238551' },
  { key: 'replied', colour: '#C87619' },
  { key: 'bounced', colour: '#CD4246' },
] as const;

/** A campaign's daily figures as a bar chart; the same figures are in the table beside it (its alternative). */
export function OutreachChart({ analytics }: { analytics: OutreachAnalyticsView }) {
  const { canvas, failed } = useChartJs(
    (muted) => ({
      type: 'bar',
      data: {
        labels: analytics.daily.map((d) => d.date.slice(5)),
        // Bounces Instantly does not give by day are left out, not drawn as 0.
        datasets: SERIES.filter((s) => analytics.daily.some((d) => d[s.key] !== null)).map((s) => ({ label: WebText.outreachFigure[s.key], data: analytics.daily.map((d) => d[s.key]), backgroundColor: s.colour })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        scales: { x: { ticks: { color: muted, maxRotation: 0, autoSkip: true } }, y: { beginAtZero: true, ticks: { color: muted, precision: 0 } } },
        plugins: { legend: { labels: { color: muted } } },
      },
    }),
    [analytics],
  );
  if (failed) return null;
  return (
    <div className="trend-chart" data-testid="outreach-chart">
      <canvas ref={canvas} role="img" aria-label={WebText.outreachChartLabel(analytics.daily.length, analytics.totals.sent)} />
    </div>
  );
}

/** A figure, or "n/a" (with its reason for assistive technology) where Instantly does not give it. */
export function OutreachFigure({ value }: { value: number | null }) {
  return value === null ? <abbr title={WebText.outreachBouncedUnavailable} aria-label={WebText.outreachBouncedUnavailable}>{WebText.outreachUnavailable}</abbr> : <>{value}</>;
}

/** The daily figures as a table, with the totals in its last row. */
export function OutreachTable({ analytics }: { analytics: OutreachAnalyticsView }) {
  const totalOnly = analytics.totals.bounced !== null && analytics.daily.every((d) => d.bounced === null);
  return (
    <TableScroll label={WebText.outreachTableLabel}>
      {totalOnly && <p className="bp6-text-muted" data-testid="outreach-bounced-total-only">{WebText.outreachBouncedTotalOnly}</p>}
      <HTMLTable compact striped className="full-width" data-testid="outreach-table">
        <thead>
          <tr>
            <th scope="col">{WebText.outreachDay}</th>
            {SERIES.map((s) => <th key={s.key} scope="col">{WebText.outreachFigure[s.key]}</th>)}
          </tr>
        </thead>
        <tbody>
          {analytics.daily.map((d) => (
            <tr key={d.date}>
              <th scope="row">{d.date}</th>
              {SERIES.map((s) => <td key={s.key}><OutreachFigure value={d[s.key]} /></td>)}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{WebText.outreachTotal}</th>
            {SERIES.map((s) => <td key={s.key}><OutreachFigure value={analytics.totals[s.key]} /></td>)}
          </tr>
        </tfoot>
      </HTMLTable>
    </TableScroll>
  );
}
