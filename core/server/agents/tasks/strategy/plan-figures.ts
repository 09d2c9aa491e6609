import { channelsIn } from './channel-lexicon.ts';
import { keyEventRate, type FigureEvidence, type TrafficFigures } from './figure-evidence.ts';
import { formatMoney, formatNumber } from './money.ts';

/** Moves smaller than this are a month's noise, not a finding (as figure-findings reads them). */
const NOTABLE = 5;
/** A channel bringing at least this share of the site's key events is one a plan should not drop unremarked. */
const MAJOR_SHARE = 15;

/** A problem the figures show in the plan, with its fix. */
export interface FigureRisk {
  aspect: string;
  text: string;
  fix: string;
}

/** What the connected figures say about a plan: each planned channel's numbers, and the problems they show. */
export interface PlanFigures {
  lines: string[];
  risks: FigureRisk[];
}

const change = (now: number, before: number | null) => (before && before > 0 ? ((now - before) / before) * 100 : null);
const ga4Name = (t: TrafficFigures, name: string) => (t.label.toLowerCase() === name.toLowerCase() ? t.label : `${name} (${t.label} in Google Analytics 4)`);

/**
 * The plan's channels checked against what the connected tools report for the same period: Meta ads on spend
 * and cost per conversion, the others on sessions and key events by GA4 channel group. Only what the figures
 * show; a channel they cannot see is left unsaid.
 */
export function planFigures(planText: string, figures: FigureEvidence): PlanFigures {
  const planned = channelsIn(planText).map((k) => k.name);
  const lines: string[] = [];
  const risks: FigureRisk[] = [];
  const money = (v: number) => formatMoney(v, figures.currency, 2);
  for (const name of planned) {
    if (name === 'Meta ads' && figures.adTotals) {
      const a = figures.adTotals;
      if (a.conversions > 0) lines.push(`Meta ads: ${money(a.spend)} ÷ ${formatNumber(a.conversions)} conversions = ${money(a.spend / a.conversions)} per conversion${a.previousConversions > 0 ? ` (the period before: ${money(a.previousSpend / a.previousConversions)})` : ''}.`);
      else {
        lines.push(`Meta ads: ${money(a.spend)} spent for 0 conversions.`);
        if (a.spend > 0) risks.push({ aspect: 'Meta ads', text: `The plan funds Meta ads, which spent ${money(a.spend)} for 0 conversions in the figures' period.`, fix: 'Give Meta ads a test budget and the first conversions it must show by a date, or move its money to a channel that converts.' });
      }
      continue;
    }
    const t = figures.traffic.find((row) => row.channel === name);
    if (!t) continue;
    const rate = keyEventRate(t);
    const moved = change(t.sessions, t.previousSessions);
    lines.push(`${ga4Name(t, name)}: ${formatNumber(t.sessions)} sessions and ${formatNumber(t.keyEvents)} key events${rate === null ? '' : ` (${formatNumber(rate, 1)} per 100 sessions)`}${moved !== null && Math.abs(moved) >= NOTABLE ? `; sessions ${moved < 0 ? 'fell' : 'rose'} ${formatNumber(Math.abs(moved))} % (${formatNumber(t.previousSessions!)} -> ${formatNumber(t.sessions)})` : ''}.`);
    if (moved !== null && moved <= -NOTABLE) risks.push({ aspect: name, text: `The plan counts on ${name}, but its sessions fell ${formatNumber(Math.abs(moved))} % against the period before (${formatNumber(t.previousSessions!)} -> ${formatNumber(t.sessions)}).`, fix: `Find what changed for ${name} (a page, a post, a ranking) before the plan adds to it.` });
  }
  // A channel that brings a large share of the site's key events and is not in the plan.
  const allKeyEvents = figures.trafficTotals?.keyEvents ?? 0;
  if (planned.length && allKeyEvents > 0) {
    const left = figures.traffic
      .filter((t) => t.channel && !planned.includes(t.channel) && (t.keyEvents / allKeyEvents) * 100 >= MAJOR_SHARE)
      .sort((a, b) => b.keyEvents - a.keyEvents)[0];
    if (left) {
      const share = (left.keyEvents / allKeyEvents) * 100;
      risks.push({ aspect: 'Channels', text: `The plan leaves out ${left.channel}, which brought ${formatNumber(left.keyEvents)} of the site's ${formatNumber(allKeyEvents)} key events (${formatNumber(share)} %) as ${left.label} in Google Analytics 4.`, fix: `Keep ${left.channel} in the plan, or say what replaces the key events it brings.` });
    }
  }
  return { lines, risks };
}
