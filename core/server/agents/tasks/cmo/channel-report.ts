import { keyEventRate, type FigureEvidence, type TrafficFigures } from '../strategy/figure-evidence.ts';
import { formatMoney, formatNumber } from '../strategy/money.ts';

/** Moves smaller than this are a month's noise, not a finding (as figure-findings reads them). */
const NOTABLE = 5;

const pct = (now: number, before: number | null) => (before !== null && before > 0 ? ((now - before) / before) * 100 : null);
const signed = (p: number) => `${p > 0 ? '+' : p < 0 ? '-' : ''}${formatNumber(Math.abs(p))} %`;
const rateOf = (t: TrafficFigures) => keyEventRate(t);

/** GA4's channel groups, each with its sessions, key events, conversion and change against the period before. */
function trafficTable(figures: FigureEvidence): string[] {
  const rows = figures.channels.filter((t) => t.sessions > 0);
  if (!rows.length) return [];
  const totals = figures.trafficTotals;
  const changeCell = (now: number, before: number | null) => {
    const p = pct(now, before);
    return p === null ? 'new' : `${signed(p)} (was ${formatNumber(before!)})`;
  };
  const rateCell = (sessions: number, keyEvents: number) => (sessions > 0 ? formatNumber((keyEvents / sessions) * 100, 1) : '-');
  return [
    'Google Analytics 4, by channel:',
    '',
    '| Channel | Sessions | Change in sessions | Key events | Key events per 100 sessions |',
    '|---|---|---|---|---|',
    ...rows.map((t) => `| ${t.label} | ${formatNumber(t.sessions)} | ${changeCell(t.sessions, t.previousSessions)} | ${formatNumber(t.keyEvents)} | ${rateCell(t.sessions, t.keyEvents)} |`),
    ...(totals ? [`| All channels | ${formatNumber(totals.sessions)} | ${changeCell(totals.sessions, totals.previousSessions)} | ${formatNumber(totals.keyEvents)} | ${rateCell(totals.sessions, totals.keyEvents)} |`] : []),
  ];
}

/** Meta Ads campaigns with spend: spend, conversions, cost per conversion and ROAS, and the account's totals. */
function adsTable(figures: FigureEvidence): string[] {
  if (!figures.campaigns.length) return [];
  const money = (v: number) => formatMoney(v, figures.currency, 2);
  const roas = (r: number | null) => (r === null ? 'not reported' : r.toFixed(2));
  const a = figures.adTotals;
  return [
    'Meta Ads, by campaign:',
    '',
    '| Campaign | Spend | Conversions | Cost per conversion | ROAS |',
    '|---|---|---|---|---|',
    ...figures.campaigns.map((c) => `| "${c.name}" | ${money(c.spend)} | ${formatNumber(c.conversions)} | ${c.costPerConversion === null ? 'none' : money(c.costPerConversion)} | ${roas(c.roas)} |`),
    ...(a ? [`| All campaigns | ${money(a.spend)} | ${formatNumber(a.conversions)} | ${a.conversions > 0 ? money(a.spend / a.conversions) : 'none'} | ${roas(a.roas)} |`] : []),
  ];
}

/** What the tables say, each sentence with its numbers: where the traffic comes from, what converts, what moved. */
function readings(figures: FigureEvidence): string[] {
  const lines: string[] = [];
  const totals = figures.trafficTotals;
  if (totals && totals.sessions > 0) {
    const moved = pct(totals.sessions, totals.previousSessions);
    const top = [...figures.channels].sort((a, b) => b.sessions - a.sessions)[0];
    if (top) lines.push(`${top.label} brings the most visits: ${formatNumber(top.sessions)} of ${formatNumber(totals.sessions)} sessions (${formatNumber((top.sessions / totals.sessions) * 100)} %)${moved === null ? '' : `; all sessions ${Math.round(moved) === 0 ? 'held level' : `${moved < 0 ? 'fell' : 'rose'} ${formatNumber(Math.abs(moved))} %`} against the period before${Math.abs(moved) < NOTABLE && Math.round(moved) !== 0 ? ', a small move' : ''}`}.`);
    const rated = figures.traffic.filter((t) => t.sessions > 0 && rateOf(t) !== null).sort((a, b) => rateOf(b)! - rateOf(a)!);
    const best = rated[0];
    const worst = rated.at(-1);
    if (best && worst && best !== worst && formatNumber(rateOf(best)!, 1) !== formatNumber(rateOf(worst)!, 1)) {
      lines.push(`${best.label} converts best, ${formatNumber(rateOf(best)!, 1)} key events per 100 sessions; ${worst.label} converts least, ${formatNumber(rateOf(worst)!, 1)}.`);
    } else if (best && worst && best !== worst) {
      lines.push(`Every channel turns about ${formatNumber(rateOf(best)!, 1)} of 100 sessions into a key event, so none stands out on conversion: the difference between them is volume.`);
    }
    const mover = figures.channels
      .map((t) => ({ t, p: pct(t.sessions, t.previousSessions) }))
      .filter((m): m is { t: TrafficFigures; p: number } => m.p !== null && Math.abs(m.p) >= NOTABLE)
      .sort((a, b) => Math.abs(b.p) - Math.abs(a.p))[0];
    if (mover) lines.push(`The biggest move: sessions from ${mover.t.label} ${mover.p < 0 ? 'fell' : 'rose'} ${formatNumber(Math.abs(mover.p))} % (${formatNumber(mover.t.previousSessions!)} -> ${formatNumber(mover.t.sessions)}).`);
  }
  const a = figures.adTotals;
  if (a && a.spend > 0) {
    const money = (v: number) => formatMoney(v, figures.currency, 2);
    const now = a.conversions > 0 ? a.spend / a.conversions : null;
    const before = a.previousConversions > 0 ? a.previousSpend / a.previousConversions : null;
    lines.push(`Meta Ads spent ${money(a.spend)} for ${formatNumber(a.conversions)} conversions${now === null ? '' : `, ${money(now)} each`}${before === null ? '' : ` (the period before: ${money(a.previousSpend)} for ${formatNumber(a.previousConversions)}, ${money(before)} each)`}.`);
  }
  return lines;
}

/**
 * How the channels are doing, for a question that asks it: the connected tools' figures as tables (GA4 by
 * channel, Meta Ads by campaign) and what they say. Without figures it says what connecting each tool would add.
 */
export function channelReport(figures: FigureEvidence | null, connect: readonly string[], bestChannel: string | null): string[] {
  const tables = figures ? [trafficTable(figures), adsTable(figures)].filter((t) => t.length) : [];
  const said = figures ? readings(figures) : [];
  if (!tables.length) {
    return [
      '## How your channels are doing',
      '- No connected tool reports on your channels yet, so there are no figures to say how they are doing.',
      ...connect.map((c) => `- ${c}`),
      ...(bestChannel ? [`- Until then, what your profile says: the best customers come from "${bestChannel.trim().replace(/[.\s]+$/, '')}".`] : []),
      '',
    ];
  }
  return ['## How your channels are doing', ...tables.flatMap((t) => [...t, '']), ...said.map((l) => `- ${l}`), ...connect.map((c) => `- ${c}`), ...(said.length || connect.length ? [''] : [])];
}
