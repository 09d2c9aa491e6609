import { HTMLTable } from '@blueprintjs/core';
import type { OutreachAnalyticsView } from '../../core/domain/outreach/outreach.ts';
import { useChartJs } from '../components/chart-loader.ts';
import { TableScroll } from '../components/table-scroll.tsx';
import { OutreachText } from './outreach-text.ts';

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
        datasets: SERIES.filter((s) => analytics.daily.some((d) => d[s.key] !== null)).map((s) => ({ label: OutreachText.figure[s.key], data: analytics.daily.map((d) => d[s.key]), backgroundColor: s.colour })),
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
      <canvas ref={canvas} role="img" aria-label={OutreachText.chartLabel(analytics.daily.length, analytics.totals.sent)} />
    </div>
  );
}

/** A figure, or "n/a" (with its reason for assistive technology) where Instantly does not give it. */
export function OutreachFigure({ value }: { value: number | null }) {
  return value === null ? <abbr title={OutreachText.bouncedUnavailable} aria-label={OutreachText.bouncedUnavailable}>{OutreachText.unavailable}</abbr> : <>{value}</>;
}

/** The daily figures as a table, with the totals in its last row. */
export function OutreachTable({ analytics }: { analytics: OutreachAnalyticsView }) {
  const totalOnly = analytics.totals.bounced !== null && analytics.daily.every((d) => d.bounced === null);
  return (
    <TableScroll label={OutreachText.tableLabel}>
      {totalOnly && <p className="bp6-text-muted" data-testid="outreach-bounced-total-only">{OutreachText.bouncedTotalOnly}</p>}
      <HTMLTable compact striped className="full-width" data-testid="outreach-table">
        <thead>
          <tr>
            <th scope="col">{OutreachText.day}</th>
            {SERIES.map((s) => <th key={s.key} scope="col">{OutreachText.figure[s.key]}</th>)}
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
            <th scope="row">{OutreachText.total}</th>
            {SERIES.map((s) => <td key={s.key}><OutreachFigure value={analytics.totals[s.key]} /></td>)}
          </tr>
        </tfoot>
      </HTMLTable>
    </TableScroll>
  );
}
