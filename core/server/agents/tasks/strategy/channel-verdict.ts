import { singular } from './channel-lines.ts';
import type { Brief } from '../../brief/brief.ts';
import type { FactSheet } from '../../facts/fact-sheet.ts';
import { CHANNEL_KINDS, channelsIn, mentionsIn, type ChannelKind } from './channel-lexicon.ts';
import { statedFigures, type StatedFigure } from './stated-figures.ts';
import { keyEventRate, type CampaignFigures, type FigureEvidence, type TrafficFigures } from './figure-evidence.ts';
import { formatMoney, formatNumber } from './money.ts';

/** One channel or campaign the advice can cut, keep or fund, with what is known of it. */
export interface ChannelOption {
  name: string;
  level: 'campaign' | 'channel';
  cost: 'money' | 'time';
  /** Money figures: a Meta campaign, or the Meta account's totals for 'Meta ads'. */
  money: { spend: number; conversions: number } | null;
  traffic: TrafficFigures | null;
  /** The profile names it as the channel that brings the best customers. */
  best: boolean;
  /** The request names it. */
  named: boolean;
  /** The channel kind it is, when its name is the request's own words ('webinars' is Events). */
  kindName?: string;
  /** A cost per result the request states for it. */
  stated?: StatedFigure;
  /** What its counted results are, when a results table names them ('new subscribers'); else conversions. */
  resultNoun?: string;
}

/** A channel as the request writes it, as a name: 'the Shopify App Store' is 'Shopify App Store', 'webinars' 'Webinars'. */
export function displayName(written: string): string {
  const bare = written.replace(/^the\s+/i, '');
  return bare.charAt(0).toUpperCase() + bare.slice(1);
}

/**
 * What a channel costs as the space writes it: 'Instagram' or 'LinkedIn' alone is posting (time); 'Instagram ads'
 * is money. Without connected ad figures nothing says that a social account is paid.
 */
export function costAsWritten(kind: ChannelKind, written: string | undefined): 'money' | 'time' {
  if (kind.cost !== 'money' || !written) return kind.cost;
  const social = ['Meta ads', 'LinkedIn', 'TikTok'].includes(kind.name);
  return social && !/\b(ads?|adverts?|advertising|paid|sponsored|boost(ed)?|campaigns?)\b/i.test(written) ? 'time' : kind.cost;
}

/** The channel kind an option stands for, to match it with figures and the profile. */
export const kindNameOf = (o: ChannelOption) => o.kindName ?? o.name;

export type VerdictBasis = 'stated-cost' | 'no-conversions' | 'cost-per-conversion' | 'key-event-rate' | 'even-rates' | 'even-costs' | 'profile' | 'none';

/** Which channel to cut and which to grow, and the evidence for both, each sentence with its numbers. */
export interface Verdict {
  cut: ChannelOption | null;
  grow: ChannelOption | null;
  /** A single channel the request asks about that the evidence says to keep. */
  keep: ChannelOption | null;
  basis: VerdictBasis;
  evidence: string[];
  /** The cut campaign's spend in the figures' period (money it frees). */
  freed: number | null;
  currency: string;
  /** Whether the profile's answers were part of the call (to cite the profile). */
  usedProfile: boolean;
  /** Whether connected figures were part of the call. */
  usedFigures: boolean;
}

/** The channels a space knows of: named in the request, listed in the profile, and the one it calls best. */
export interface ChannelPicture {
  named: ChannelKind[];
  listed: { name: string; kind: ChannelKind | null; written?: string }[];
  best: ChannelKind[];
  /** The profile's best-channel answer as written. */
  bestText: string | null;
  /** How the request writes each channel it names, by kind name ('Events' -> 'webinars'). */
  written: Map<string, string>;
  /** Per-channel figures the request states. */
  stated: StatedFigure[];
}

export function channelPicture(brief: Brief, facts: FactSheet): ChannelPicture {
  const listed = facts.channels.flatMap((text): { name: string; kind: ChannelKind | null; written?: string }[] => {
    const found = mentionsIn(text);
    return found.length ? found.map((m) => ({ name: m.kind.name, kind: m.kind, written: m.written })) : [{ name: text.trim(), kind: null }];
  });
  const seen = new Set<string>();
  const unique = listed.filter((c) => (seen.has(c.name) ? false : (seen.add(c.name), true)));
  const request = brief.pasted ? brief.request.replace(brief.pasted, '') : brief.request;
  const mentions = mentionsIn(request);
  // What the request states comes first; a document's stated costs count for the channels the request gives none for.
  const asked = statedFigures(request);
  const documented = statedFigures((facts.statedCosts ?? []).join('\n')).filter((f) => f.metric === 'cost' && !asked.some((a) => a.metric === 'cost' && a.channel.kind.name === f.channel.kind.name)).map((f) => ({ ...f, fromDocument: true }));
  return { named: mentions.map((m) => m.kind), listed: unique, best: channelsIn(facts.bestChannel ?? ''), bestText: facts.bestChannel, written: new Map(mentions.map((m) => [m.kind.name, m.written])), stated: [...asked, ...documented] };
}

const quoteName = (o: ChannelOption) => (o.level === 'campaign' ? `"${o.name}"` : o.name);
export const optionName = quoteName;

/** 'Google Ads'' and '"Retargeting"'s': the possessive of a name as the advice writes it. */
export function possessive(name: string): string {
  return /s"?$/.test(name) && !name.endsWith('"') ? `${name}'` : `${name}'s`;
}

export function costPerConversion(o: ChannelOption): number | null {
  return o.money && o.money.conversions > 0 ? o.money.spend / o.money.conversions : null;
}

/** The options to weigh: the channels the request names, else the campaigns with spend, else the traffic channels, else the profile's channels. */
export function channelOptions(picture: ChannelPicture, figures: FigureEvidence | null): ChannelOption[] {
  const isBest = (name: string) => picture.best.some((b) => b.name === name);
  const kindOption = (kind: ChannelKind, named: boolean, listedAs?: string): ChannelOption => {
    const traffic = figures?.traffic.find((t) => t.channel === kind.name) ?? null;
    const money = kind.name === 'Meta ads' && figures?.adTotals ? { spend: figures.adTotals.spend, conversions: figures.adTotals.conversions } : null;
    const stated = picture.stated.find((f) => f.metric === 'cost' && f.channel.kind.name === kind.name && (named || f.fromDocument));
    const written = named ? picture.written.get(kind.name) : listedAs;
    return { name: written ? displayName(written) : kind.name, kindName: kind.name, level: 'channel', cost: money ? kind.cost : costAsWritten(kind, written), money, traffic, best: isBest(kind.name), named, ...(stated ? { stated } : {}) };
  };
  if (picture.named.length) return picture.named.map((k) => kindOption(k, true));
  if (figures?.campaigns.length) return figures.campaigns.map((c) => campaignOption(c));
  if (figures?.traffic.length) {
    return figures.traffic.map((t) => {
      const kind = CHANNEL_KINDS.find((k) => k.name === t.channel);
      return { name: kind?.name ?? t.label, level: 'channel', cost: kind?.cost ?? 'time', money: null, traffic: t, best: kind ? isBest(kind.name) : false, named: false };
    });
  }
  const listed = picture.listed.map((c) => (c.kind ? kindOption(c.kind, false, c.written) : { name: c.name, level: 'channel' as const, cost: 'time' as const, money: null, traffic: null, best: false, named: false }));
  // The best channel counts even when the channel list leaves it out.
  for (const b of picture.best) if (!listed.some((o) => kindNameOf(o) === b.name)) listed.push(kindOption(b, false));
  return listed;
}

function campaignOption(c: CampaignFigures): ChannelOption {
  return { name: c.name, level: 'campaign', cost: 'money', money: { spend: c.spend, conversions: c.conversions }, traffic: null, best: false, named: false };
}

/** Evidence sentences, each with its numbers and arithmetic. */
export function moneyLine(o: ChannelOption, currency: string): string | null {
  if (!o.money) return null;
  const cpc = costPerConversion(o);
  const noun = o.resultNoun ?? 'conversions';
  if (cpc === null) return `${quoteName(o)} spent ${formatMoney(o.money.spend, currency, o.resultNoun ? 'auto' : 2)} and brought 0 ${noun}.`;
  return `${quoteName(o)}: ${formatMoney(o.money.spend, currency, o.resultNoun ? 'auto' : 2)} ÷ ${formatNumber(o.money.conversions)} ${noun} = ${formatMoney(cpc, currency, o.resultNoun ? 'auto' : 2)} per ${singular(noun)}.`;
}

export function trafficLine(o: ChannelOption): string | null {
  const t = o.traffic;
  if (!t) return null;
  const rate = keyEventRate(t);
  const before = t.previousSessions !== null && t.previousKeyEvents !== null ? ` (the period before: ${formatNumber(t.previousKeyEvents)} from ${formatNumber(t.previousSessions)} sessions)` : '';
  return `${o.name === t.label ? t.label : `${o.name} (${t.label} in Google Analytics)`}: ${formatNumber(t.keyEvents)} key events from ${formatNumber(t.sessions)} sessions${rate === null ? '' : ` = ${formatNumber(rate, 1)} per 100 sessions`}${before}.`;
}

/**
 * The cut and the channel to grow, on the strongest evidence there is: spend with no conversions first, then
 * cost per conversion, then key events per session, then what the profile says. Ties keep the listed order.
 */
export function decideCut(picture: ChannelPicture, figures: FigureEvidence | null): Verdict {
  const options = channelOptions(picture, figures);
  const currency = figures?.currency ?? 'USD';
  const base = { currency, keep: null, freed: null } as const;
  const withMoney = options.filter((o) => o.money && o.money.spend > 0);
  const converting = withMoney.filter((o) => costPerConversion(o) !== null).sort((a, b) => costPerConversion(a)! - costPerConversion(b)!);
  const lines = (list: ChannelOption[]) => list.map((o) => moneyLine(o, currency) ?? trafficLine(o)).filter((l): l is string => Boolean(l));
  const bestOfRest = (exclude: ChannelOption) => converting.find((o) => o !== exclude) ?? byRate(options).filter((o) => o !== exclude).at(-1) ?? options.find((o) => o.best && o !== exclude) ?? null;

  // Costs per result the request states are the question's own evidence: the dearest goes, the cheapest grows.
  const stated = options.filter((o) => o.stated).sort((a, b) => a.stated!.value - b.stated!.value);
  if (stated.length >= 2) {
    const cut = stated.at(-1)!;
    const grow = stated[0]!;
    const per = (o: ChannelOption) => `${o.stated!.text} per ${o.stated!.result ?? 'result'}`;
    const others = stated.filter((o) => o !== cut).map((o) => `${o.name} ${per(o)}`);
    const evidence = [
      `${quoteName(cut)} costs ${per(cut)}, the dearest of the ${stated.length} you gave (${list(others)}).`,
      `${quoteName(grow)} costs ${per(grow)}, the cheapest: ${formatNumber(cut.stated!.value / grow.stated!.value, 1)} times less than ${quoteName(cut)} (${cut.stated!.text} ÷ ${grow.stated!.text}).`,
    ];
    return { ...base, currency: cut.stated!.currency, cut, grow, basis: 'stated-cost', evidence, usedProfile: false, usedFigures: false };
  }
  const idle = withMoney.filter((o) => costPerConversion(o) === null).sort((a, b) => b.money!.spend - a.money!.spend);
  if (idle.length) {
    const cut = idle[0]!;
    const grow = bestOfRest(cut);
    return { ...base, cut, grow, basis: 'no-conversions', evidence: lines([cut, ...(grow ? [grow] : [])]), freed: cut.money!.spend, usedProfile: Boolean(grow?.best && !grow.money && !grow.traffic), usedFigures: true };
  }
  if (converting.length >= 2 && !costsDiffer(converting[0]!, converting.at(-1)!)) {
    // Costs per conversion within a month's noise of each other: the figures name nothing to cut, only where extra goes.
    const grow = converting[0]!;
    const low = formatMoney(costPerConversion(grow)!, currency, 2);
    const high = formatMoney(costPerConversion(converting.at(-1)!)!, currency, 2);
    const evidence = [`Every ${grow.level} with spend costs between ${low} and ${high} per conversion, less than ${formatNumber(EVEN_COST * 100)} % apart, so none is clearly weaker.`, ...lines(converting)];
    return { ...base, cut: null, grow, basis: 'even-costs', evidence, usedProfile: false, usedFigures: true };
  }
  if (converting.length >= 2) {
    const cut = converting.at(-1)!;
    const grow = converting[0]!;
    return { ...base, cut, grow, basis: 'cost-per-conversion', evidence: lines([cut, grow]), freed: cut.money!.spend, usedProfile: false, usedFigures: true };
  }
  const rated = byRate(options);
  if (rated.length >= 2 && ratesDiffer(rated[0]!, rated.at(-1)!)) {
    const cut = rated[0]!;
    const grow = rated.at(-1)!;
    return { ...base, cut, grow, basis: 'key-event-rate', evidence: lines([cut, grow]), usedProfile: false, usedFigures: true };
  }
  if (rated.length >= 2) {
    // Every channel converts at about the same rate: the figures name nothing to cut, only volume differs.
    const lead = rated.find((o) => o.best) ?? [...rated].sort((a, b) => b.traffic!.keyEvents - a.traffic!.keyEvents)[0]!;
    const low = formatNumber(keyEventRate(rated[0]!.traffic!)!, 1);
    const high = formatNumber(keyEventRate(rated.at(-1)!.traffic!)!, 1);
    const evidence = [
      `Every channel with traffic turns ${low === high ? `about ${low}` : `${low} to ${high}`} of 100 sessions into a key event, so none is weaker on conversion and the figures name nothing to cut.`,
      ...lines([lead]),
      ...(lead.best && picture.bestText ? [`Your profile says the best customers come from: "${picture.bestText}".`] : []),
    ];
    return { ...base, cut: null, grow: lead, basis: 'even-rates', evidence, usedProfile: lead.best, usedFigures: true };
  }
  return profileVerdict(options, picture, currency, figures !== null && (converting.length > 0 || rated.length > 0) ? lines([...converting, ...rated]) : []);
}

/** Costs per conversion closer than this share of the lower one are a month's noise, not a reason to cut. */
export const EVEN_COST = 0.15;

/** Whether the dearest cost per conversion is clearly above the cheapest. */
export function costsDiffer(cheapest: ChannelOption, dearest: ChannelOption): boolean {
  const a = costPerConversion(cheapest)!;
  return costPerConversion(dearest)! - a >= EVEN_COST * a;
}

/** Whether two channels' key-event rates differ by more than rounding: at least a tenth of the higher one. */
export function ratesDiffer(low: ChannelOption, high: ChannelOption): boolean {
  const a = keyEventRate(low.traffic!)!;
  const b = keyEventRate(high.traffic!)!;
  return b - a >= 0.1 * b && formatNumber(a, 1) !== formatNumber(b, 1);
}

/** Channels with traffic, weakest key-event rate first (more sessions first among equals: more time spent for it). */
function byRate(options: ChannelOption[]): ChannelOption[] {
  return options.filter((o) => o.traffic && o.traffic.sessions > 0).sort((a, b) => keyEventRate(a.traffic!)! - keyEventRate(b.traffic!)! || b.traffic!.sessions - a.traffic!.sessions);
}

function profileVerdict(options: ChannelOption[], picture: ChannelPicture, currency: string, figureLines: string[]): Verdict {
  const base = { currency, freed: null, usedFigures: figureLines.length > 0 } as const;
  const best = options.find((o) => o.best) ?? null;
  const bestSentence = picture.bestText ? `Your profile says the best customers come from: "${picture.bestText}".` : null;
  const rest = options.filter((o) => !o.best);
  if (options.length === 1 && options[0]!.named) {
    const only = options[0]!;
    if (only.best) return { ...base, cut: null, grow: only, keep: only, basis: 'profile', evidence: [...figureLines, ...(bestSentence ? [bestSentence] : [])], usedProfile: true };
    return { ...base, cut: only, grow: null, keep: null, basis: picture.bestText ? 'profile' : 'none', evidence: [...figureLines, ...(bestSentence ? [bestSentence] : []), `No connected figure shows what ${only.name} returns.`], usedProfile: Boolean(bestSentence) };
  }
  if (!rest.length) return { ...base, cut: null, grow: best, keep: null, basis: best ? 'profile' : 'none', evidence: [...figureLines, ...(bestSentence ? [bestSentence] : [])], usedProfile: Boolean(best) };
  // With no figures, the paid channel that is not the best one goes first: cutting it frees money at once.
  // Among equals, a list the business owns (its newsletter, its customers' referrals) stays: it reaches people who
  // already know the business without paying for each reach, where the other channel must win attention anew.
  const moneyCut = rest.find((o) => o.cost === 'money');
  const owned = (o: ChannelOption) => OWNED.test(`${o.name} ${o.kindName ?? ''}`) && !/\bcold\b/i.test(o.name);
  const ownedKept = !moneyCut && rest.some(owned) && rest.some((o) => !owned(o)) ? rest.find(owned)! : null;
  const cut = moneyCut ?? (ownedKept ? rest.find((o) => !owned(o))! : rest[0]!);
  const unproven = rest.map((o) => o.name);
  const evidence = [
    ...figureLines,
    ...(bestSentence ? [bestSentence] : []),
    `No connected figure shows what ${list(unproven)} ${unproven.length > 1 ? 'return' : 'returns'}${best ? `, and the profile does not name ${unproven.length > 1 ? 'them' : 'it'} as a source of its best customers` : ''}.`,
  ];
  if (rest.length > 1) {
    const others = rest.filter((o) => o !== cut).map((o) => o.name);
    const why = moneyCut
      ? `it is paid every month while ${list(others)} ${others.length > 1 ? 'cost' : 'costs'} mostly hours, so cutting it frees budget at once`
      : ownedKept
        ? `${ownedKept.name} is a list you own: it reaches people who already know you without paying for each reach, while ${cut.name} has to win attention anew every time`
        : `nothing in your facts separates them, so the call is a trial cut you can reverse`;
    evidence.push(`Of those, ${cut.name} goes first: ${why}.`);
    evidence.push(`What would settle it: for each of ${list(rest.map((o) => o.name))}, the results of the last four weeks against its spend or hours (spend or hours ÷ results); the one with the higher cost per result goes.`);
  }
  return { ...base, cut, grow: best, keep: null, basis: best ? 'profile' : 'none', evidence, usedProfile: true };
}

// Channels the business owns the audience of: its own list, its customers' referrals.
const OWNED = /\b(newsletter|mailing list|email list|email|referrals?|word of mouth|loyalty|sms list)\b/i;

export function list(items: string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');
}
