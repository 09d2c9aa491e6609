import type { MarketingFigures } from '../../../domain/integrations/marketing-figures.ts';
import type { AnalyticsBreakdownRow } from '../../../domain/integrations/analytics.ts';

export interface FigureFindings {
  /** Findings, each a sentence with its numbers. */
  findings: string[];
  /** Where the numbers come from, to cite. */
  sources: string[];
  /** What connecting (or reconnecting) a tool would add. */
  gaps: string[];
}

const pct = (current: number, previous: number): number | null => (previous > 0 ? ((current - previous) / previous) * 100 : null);
const whole = (n: number) => Math.round(n).toLocaleString('en-US');
const money = (n: number, currency: string) => `${currency === 'USD' ? '$' : `${currency} `}${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const change = (p: number) => `${p < 0 ? 'fell' : 'rose'} ${Math.abs(Math.round(p))} %`;
/** Moves smaller than this are noise for a month's figures: not reported as findings. */
const NOTABLE = 5;

/** Picks one of a part's wordings (the run's VariantPicker: a regenerate words it differently). */
export type PickWording = (options: readonly string[], part: string) => string;
const firstWording: PickWording = (options) => options[0]!;

const GAP_TEXT = {
  analytics: {
    not_connected: [
      'Connect Google Analytics 4 (Connections) and this advice will rest on your traffic: sessions, key events and revenue by channel and landing page.',
      'With Google Analytics 4 connected (Connections), this advice would use your own traffic: sessions, key events and revenue by channel and page.',
      'Your traffic is not in this answer yet: connect Google Analytics 4 (Connections) for sessions, key events and revenue by channel.',
    ],
    no_property: [
      'Google Analytics is connected but no property is chosen for this space: pick one under Manage GA4 properties so the advice can use your traffic.',
      'Pick the GA4 property this space reports on (Manage GA4 properties): Google Analytics is connected, but no property is chosen yet.',
    ],
    expired: [
      'Google Analytics needs to be reconnected (Connections): its figures could not be read for this answer.',
      'Google Analytics could not be read for this answer: it needs to be reconnected (Connections).',
    ],
    unavailable: [
      'Google Analytics could not be reached just now, so this answer does not use your traffic figures.',
      'This answer leaves out your traffic figures: Google Analytics could not be reached just now.',
    ],
  },
  ads: {
    not_connected: [
      'Connect Meta Ads (Connections) to add spend, CPC and ROAS by campaign.',
      'Spend, CPC and ROAS by campaign come in once Meta Ads is connected (Connections).',
      'For ad spend, CPC and ROAS by campaign, connect Meta Ads (Connections).',
    ],
    no_property: ['Connect Meta Ads (Connections) to add spend, CPC and ROAS by campaign.'],
    expired: [
      'Meta Ads needs to be reconnected (Connections): its figures could not be read for this answer.',
      'Meta Ads could not be read for this answer: it needs to be reconnected (Connections).',
    ],
    unavailable: [
      'Meta Ads could not be reached just now, so this answer does not use your ad figures.',
      'This answer leaves out your ad figures: Meta Ads could not be reached just now.',
    ],
  },
} as const;

const NO_FIGURES = ['No connected tool has figures for this space yet.', 'None of this space\'s tools has figures to read yet.', 'There are no figures from connected tools yet.'];

/** The paid-social channel of GA4's default channel group, where Meta's ads land. */
const PAID_SOCIAL = /paid social/i;

/**
 * What the space's figures say, as findings with their numbers (the offline engine's grounding, and the text
 * model-backed agents get from their tools). Only what the figures show: no forecast, no invented cause.
 */
export function figureFindings(figures: MarketingFigures, pick: PickWording = firstWording): FigureFindings {
  const findings: string[] = [];
  const sources: string[] = [];
  const gaps: string[] = [];
  let paidSocialChange: number | null = null;

  if ('report' in figures.analytics) {
    const r = figures.analytics.report;
    sources.push(`Google Analytics 4, ${r.property.name}: ${r.range.since} to ${r.range.until}, compared with ${r.previous_range.since} to ${r.previous_range.until}`);
    const sessions = pct(r.totals.sessions, r.previous_totals.sessions);
    if (sessions !== null) findings.push(`Sessions ${Math.abs(sessions) < NOTABLE ? 'held steady' : change(sessions)} (${whole(r.previous_totals.sessions)} -> ${whole(r.totals.sessions)}).`);
    const keyEvents = pct(r.totals.key_events, r.previous_totals.key_events);
    if (keyEvents !== null && Math.abs(keyEvents) >= NOTABLE) findings.push(`Key events ${change(keyEvents)} (${whole(r.previous_totals.key_events)} -> ${whole(r.totals.key_events)}).`);
    if (r.totals.sessions > 0) findings.push(`${(r.totals.key_events / r.totals.sessions * 100).toFixed(1)} % of sessions ended in a key event.`);
    const moves = channelMoves(r.by_channel, r.previous_by_channel);
    const biggest = moves.filter((m) => Math.abs(m.change) >= NOTABLE).sort((a, b) => Math.abs(b.change) - Math.abs(a.change))[0];
    if (biggest) findings.push(`Sessions from ${biggest.label} ${change(biggest.change)} (${whole(biggest.previous)} -> ${whole(biggest.current)}).`);
    paidSocialChange = moves.find((m) => PAID_SOCIAL.test(m.label))?.change ?? null;
    const top = r.by_channel[0];
    if (top && r.totals.sessions > 0) findings.push(`${top.label} brings the most sessions: ${Math.round((top.sessions / r.totals.sessions) * 100)} % of them.`);
    const page = r.by_landing_page[0];
    if (page) findings.push(`The top landing page is ${page.label} (${whole(page.sessions)} sessions, ${whole(page.key_events)} key events).`);
  } else {
    gaps.push(pick(GAP_TEXT.analytics[figures.analytics.gap], `figures.gap.analytics.${figures.analytics.gap}`));
  }

  if ('performance' in figures.ads) {
    const a = figures.ads.performance;
    sources.push(`Meta Ads, ${a.account.name}: ${a.range.since} to ${a.range.until}, compared with ${a.previous_range.since} to ${a.previous_range.until}`);
    const spend = pct(a.totals.spend, a.previous_totals.spend);
    findings.push(`Ad spend was ${money(a.totals.spend, a.account.currency)}${spend !== null && Math.abs(spend) >= NOTABLE ? `, ${spend < 0 ? 'down' : 'up'} ${Math.abs(Math.round(spend))} % on the period before` : ''}.`);
    const cpc = a.totals.cpc !== null && a.previous_totals.cpc !== null ? pct(a.totals.cpc, a.previous_totals.cpc) : null;
    if (a.totals.cpc !== null) findings.push(`CPC was ${money(a.totals.cpc, a.account.currency)}${cpc !== null && Math.abs(cpc) >= NOTABLE ? ` (${cpc < 0 ? 'down' : 'up'} ${Math.abs(Math.round(cpc))} %)` : ''}.`);
    if (paidSocialChange !== null && cpc !== null && paidSocialChange <= -NOTABLE && cpc >= NOTABLE) {
      findings.push(`Sessions from paid social fell ${Math.abs(Math.round(paidSocialChange))} % while CPC rose ${Math.round(cpc)} %: each visit from ads costs more; check audiences and creative fatigue before adding budget.`);
    }
    const withRoas = a.campaigns.filter((c) => c.roas !== null && c.spend > 0);
    if (withRoas.length > 1) {
      const best = withRoas.reduce((x, y) => (y.roas! > x.roas! ? y : x));
      const worst = withRoas.reduce((x, y) => (y.roas! < x.roas! ? y : x));
      findings.push(`Best ROAS: "${best.name}" at ${best.roas!.toFixed(2)}; weakest: "${worst.name}" at ${worst.roas!.toFixed(2)}.`);
    } else if (a.totals.roas !== null) {
      findings.push(`ROAS was ${a.totals.roas.toFixed(2)}.`);
    }
  } else {
    gaps.push(pick(GAP_TEXT.ads[figures.ads.gap], `figures.gap.ads.${figures.ads.gap}`));
  }

  if (figures.erp && 'revenue' in figures.erp) {
    const e = figures.erp.revenue;
    sources.push(`Odoo, ${e.connection.label}: ${e.range.since} to ${e.range.until}, compared with ${e.previous_range.since} to ${e.previous_range.until}`);
    const revenue = pct(e.totals.revenue, e.previous_totals.revenue);
    findings.push(`Invoiced revenue was ${money(e.totals.revenue, e.currency)}${revenue !== null && Math.abs(revenue) >= NOTABLE ? `, ${revenue < 0 ? 'down' : 'up'} ${Math.abs(Math.round(revenue))} % on the period before` : ''}, from ${whole(e.totals.orders)} confirmed orders.`);
    const best = e.top_products[0];
    if (best && e.totals.revenue > 0) findings.push(`${best.name} sold the most: ${money(best.revenue, e.currency)} in orders.`);
  } else if (figures.erp) {
    gaps.push(`Odoo could not be read for this answer (${figures.erp.gap === 'expired' ? 'it needs to be connected again' : 'it could not be reached just now'}), so it leaves out your sales.`);
  }
  return { findings, sources, gaps };
}

function channelMoves(current: AnalyticsBreakdownRow[], previous: AnalyticsBreakdownRow[]) {
  return current.flatMap((row) => {
    const before = previous.find((p) => p.label === row.label);
    const moved = before ? pct(row.sessions, before.sessions) : null;
    return moved === null ? [] : [{ label: row.label, current: row.sessions, previous: before!.sessions, change: moved }];
  });
}

/** The findings as an answer's section (the offline engine's), with where the numbers come from. */
export function figuresSection(figures: MarketingFigures | undefined, pick: PickWording = firstWording): string[] {
  if (!figures) return [];
  const { findings, sources, gaps } = figureFindings(figures, pick);
  return [
    '## What your numbers say',
    '',
    ...(findings.length ? findings.map((f) => `- ${f}`) : [`- ${pick(NO_FIGURES, 'figures.none')}`]),
    ...(gaps.length ? ['', ...gaps.map((g) => `- ${g}`)] : []),
    ...(sources.length ? ['', `*Figures from ${sources.join('; ')}.*`] : []),
    '',
  ];
}

/** The analytics report as a model reads it from the `analytics_report` tool: totals, channels, pages, days. */
export function analyticsToolText(figures: MarketingFigures): string {
  if (!('report' in figures.analytics)) return GAP_TEXT.analytics[figures.analytics.gap][0];
  const r = figures.analytics.report;
  const row = (b: AnalyticsBreakdownRow) => `${b.label}: ${b.sessions} sessions, ${b.users} users, ${b.key_events} key events`;
  return [
    `Google Analytics 4 property ${r.property.name}, ${r.range.since} to ${r.range.until} (previous period ${r.previous_range.since} to ${r.previous_range.until}).`,
    `Totals: ${r.totals.sessions} sessions (previous ${r.previous_totals.sessions}), ${r.totals.users} users (previous ${r.previous_totals.users}), ${r.totals.new_users} new users, engagement rate ${(r.totals.engagement_rate * 100).toFixed(1)} %, ${r.totals.key_events} key events (previous ${r.previous_totals.key_events})${r.totals.revenue !== null ? `, revenue ${r.totals.revenue} (previous ${r.previous_totals.revenue ?? 'n/a'})` : ''}.`,
    'Channels now:', ...r.by_channel.map(row),
    'Channels in the previous period:', ...r.previous_by_channel.map(row),
    'Landing pages:', ...r.by_landing_page.map(row),
    'Source / medium:', ...r.by_source_medium.map(row),
  ].join('\n');
}

/** The ad platform's figures as a model reads them from the `ad_performance` tool. */
export function adsToolText(figures: MarketingFigures): string {
  if (!('performance' in figures.ads)) return GAP_TEXT.ads[figures.ads.gap][0];
  const a = figures.ads.performance;
  const ratio = (n: number | null, digits = 2) => (n === null ? 'n/a' : n.toFixed(digits));
  return [
    `Meta Ads account ${a.account.name} (${a.account.currency}), ${a.range.since} to ${a.range.until} (previous period ${a.previous_range.since} to ${a.previous_range.until}).`,
    `Totals: spend ${a.totals.spend} (previous ${a.previous_totals.spend}), ${a.totals.impressions} impressions, ${a.totals.clicks} clicks, CTR ${ratio(a.totals.ctr === null ? null : a.totals.ctr * 100)} %, CPC ${ratio(a.totals.cpc)} (previous ${ratio(a.previous_totals.cpc)}), ${a.totals.conversions} conversions, ROAS ${ratio(a.totals.roas)} (previous ${ratio(a.previous_totals.roas)}).`,
    'Campaigns:',
    ...a.campaigns.map((c) => `${c.name}: spend ${c.spend}, ${c.clicks} clicks, CPC ${ratio(c.cpc)}, ${c.conversions} conversions, ROAS ${ratio(c.roas)}`),
  ].join('\n');
}
