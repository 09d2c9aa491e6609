import { statedFigures } from '../tasks/strategy/stated-figures.ts';
import type { Fact, FactSheet, FactSource, PriceFact, ProofFact } from './fact-sheet.ts';
import type { ReferencedSource } from '../offline/request-material.ts';
import { documentItems, forCustomers, tidyLine, type DocumentItem } from './document-items.ts';
import { amountsIn, priceFacts, RESULT_MEASURE } from './price-facts.ts';
import { isProof, proofFacts } from './proof-facts.ts';
import { isTerm, termFacts } from './term-facts.ts';
import { integrationFacts, isFeatureNamingIntegration, isIntegration } from './integration-facts.ts';
import { featureFacts } from './feature-facts.ts';
import { linkFacts } from './link-facts.ts';
import { dateFacts } from './date-facts.ts';
import { listedNames } from './profile-lists.ts';
import { channelResultFacts, isChannelResultRow } from './channel-results.ts';

export const PROFILE_SOURCE: FactSource = { title: 'Space profile', kind: 'profile', id: null };

/**
 * Reads a space's fact sheet from its profile answers and documents: prices and plans, features, integrations,
 * terms, proof points with their figures and who achieved them, and links, each with its source. Deterministic;
 * each document is read once per call.
 */
/** A line that states what a result cost. */
const STATED_COST = /\b(?:cost|price)\s+per\b|\b(?:cpa|cpl|cac)\b/i;
/** A line that breaks marketing spend down. */
const STATED_SPEND = /\b(?:marketing|ad|advertising)\s+(?:spend|budget)\b|\bspend\b[^.]*:/i;

export function readFactSheet(profile: Record<string, string>, documents: readonly ReferencedSource[]): FactSheet {
  const value = (key: string) => tidyLine(profile[key] ?? '').replace(/[.;,]+$/, '') || null;
  const sheet: FactSheet = {
    company: value('business_name'),
    product: offerPhrase(value('offer_main')),
    description: value('business_description'),
    industry: value('industry'),
    website: value('website'),
    audience: value('audience_primary'),
    audienceType: value('audience_type'),
    problems: value('audience_problems'),
    differentiator: value('offer_differentiator'),
    competitors: listedNames(profile.competitors),
    goal: value('goal_primary'),
    kpis: value('goal_kpis'),
    budget: value('budget'),
    channels: listedNames(profile.channels_current),
    bestChannel: value('channels_best'),
    tone: value('tone_words'),
    avoid: value('tone_avoid'),
    prices: [],
    features: [],
    integrations: [],
    terms: [],
    proof: [],
    links: [],
    dates: [],
    channelResults: [],
    sources: [PROFILE_SOURCE],
  };
  // The profile's price answer and its description hold facts too ('From $49 a month'; 'trusted by 400 practices').
  const priceAnswer = profile.offer_price_point?.trim();
  if (priceAnswer) addAll(sheet.prices, priceFacts(priceItems(priceAnswer), PROFILE_SOURCE));
  const told = ['business_description', 'offer_differentiator', 'offer_main'].flatMap((k) => documentItems(profile[k] ?? '')).filter(isProof);
  addAll(sheet.proof, proofFacts(told, PROFILE_SOURCE));
  if (sheet.website) addAll(sheet.links, [{ text: sheet.website, source: PROFILE_SOURCE }]);

  for (const doc of documents) {
    const source: FactSource = { title: doc.title, kind: doc.kind, id: doc.id };
    sheet.sources.push(source);
    // (The team's own notes and figures are read for the business's record below, never for what customers are told.)
    const every = documentItems(doc.text);
    const all = every.filter(forCustomers);
    // A report on the business's own campaign or year ('Steam Trail: Half-Term Campaign Report') is its record: what it
    // spent, did and counted is no price, term, feature or proof to tell customers; only the customers quoted in it are.
    // A plan or working notes ('Autumn 2027 Plan & Seasonal Notes') are the business's own thinking in the same way: its
    // budgets and ideas are no prices or benefits.
    // A results table's rows are what marketing cost, wherever they sit: never prices.
    const own = [all[0]?.title, doc.title].some((t) => !!t && (isOwnReport(t) || isOwnPlan(t)));
    // 'Average booking value: £310' anywhere is the business's own measure, labelled like a price but charged to nobody.
    const measure = (item: DocumentItem) => !item.cells && RESULT_MEASURE.test(item.text);
    const items = own ? all.filter((item) => item.kind === 'quote') : all.filter((item) => !isChannelResultRow(item) && !measure(item));
    const averages = every.filter((item) => /\baverage\b/i.test(item.text) && !isChannelResultRow(item) && (own || measure(item)));
    if (averages.length) (sheet.ownAverages ??= []).push(...priceFacts(averages, source));
    for (const item of every) {
      if (item.cells) continue;
      // A channel's cost per result stated in a line ('Cost per new client from Instagram ads: £42; from Google Ads: £19').
      if (STATED_COST.test(item.text) && statedFigures(item.text).some((f) => f.metric === 'cost')) (sheet.statedCosts ??= []).push(item.text);
      // ('Marketing spend: £2,400 (Instagram ads £1,300, Google Ads £800, leaflets £300)': what each channel cost.)
      if (STATED_SPEND.test(item.text) && statedFigures(item.text).filter((f) => f.metric === 'spend').length >= 2) (sheet.statedSpends ??= []).push(item.text);
    }
    // What each channel cost and brought, wherever a results table gives it (reports most of all).
    for (const row of channelResultFacts(every, source)) if (!sheet.channelResults!.some((r) => r.name === row.name && r.source.title === row.source.title)) sheet.channelResults!.push(row);
    const prices = priceFacts(items, source);
    const proof = proofFacts(items, source);
    const terms = termFacts(items, source);
    const integrations = integrationFacts(items, source);
    // A statement read as a price, proof, terms or an integration is not also a feature.
    // 'Online booking that syncs with Google Calendar' is a feature that names an integration: it stays a feature.
    const taken = new Set<DocumentItem>(items.filter((item) => amountsIn(item.text).length || isProof(item) || isTerm(item) || (isIntegration(item) && !isFeatureNamingIntegration(item))));
    addAll(sheet.prices, prices);
    addAll(sheet.proof, proof);
    addAll(sheet.terms, terms);
    addAll(sheet.integrations, integrations);
    addAll(sheet.features, featureFacts(items, source, taken));
    addAll(sheet.links, linkFacts(doc.text, source));
    addAll(sheet.dates!, dateFacts(items, source));
  }
  // 'From £4 a month' or 'Care Plan £14.50 a month' in the profile says again what a document's plan says in full: the plan is enough.
  sheet.prices = sheet.prices.filter((p) => p.source.kind !== 'profile' || !sheet.prices.some((d) => d.source.kind !== 'profile' && d.amount === p.amount && (!p.plan || !d.plan || d.plan.toLowerCase() === p.plan.toLowerCase())));
  return sheet;
}

/**
 * What the business sells, as a phrase that reads in 'X offers …': a product answer written as a sentence about it
 * ('Monthly memberships with unlimited visits are the core of the business and bring in about 60% of revenue') is its
 * subject; one that names it after 'our main product is' is the words after. Noun phrases and other sentences as written.
 */
function offerPhrase(answer: string | null): string | null {
  if (!answer) return answer;
  const first = answer.split(/(?<=[.!?])\s+/)[0]!.replace(/[.!?]+$/, '');
  const copula = /^(.{6,90}?)\s+(?:is|are)\s+(.{3,})$/.exec(first);
  if (!copula || /^(?:we|i|it|this|that|they|there)\b/i.test(copula[1]!)) return answer;
  const [subject, complement] = [copula[1]!.trim(), copula[2]!.trim()];
  // 'Our main offer is the Relay inbox': the complement names it.
  if (/\b(?:main|core|key|flagship|primary|biggest)\b.*\b(?:product|service|offer|line|seller)s?$/i.test(subject)) return complement.replace(/,\s.*$/, '');
  // 'Memberships are the core of the business', 'Bouquets are what most people buy': the subject names it.
  if (/^(?:the|our|what|where|how|about|most|half|\d)/i.test(complement) && /\b(?:core|heart|bulk|main|most|majority|biggest|backbone|mainstay|revenue|business|buy|sell)\b/i.test(complement)) return subject;
  return answer;
}

/** Whether a document's title says it reports on the business's own work ('Campaign Report', 'Q3 review', 'Year in numbers'). */
function isOwnReport(title: string): boolean {
  // ('Q3 results (internal)', 'Staff handbook (internal only)': a document marked internal is the business's own.)
  if (/\(\s*internal(?:\s+only)?\s*\)|\binternal\s+(?:only|use)\b/i.test(title)) return true;
  // ('channel-results-q4-q1', 'Customer feedback Q1 2025': a record of results or feedback named for its period, either way round.)
  if (/\b(?:channel[\s-]+results|results|feedback|survey|surveys)\b[^.\n]{0,40}\b(?:q[1-4]|h[12]|quarter|(?:19|20)\d\d|january|february|march|april|may|june|july|august|september|october|november|december)\b/i.test(title.replace(/[-_]/g, ' '))) return true;
  return /\b(?:campaign|quarter(?:ly)?|q[1-4]|h[12]|annual|year(?:ly)?|monthly|half-term|season(?:al)?|marketing|performance|board|trustees?|(?:19|20)\d\d|january|february|march|april|may|june|july|august|september|october|november|december)\b[^.\n]{0,40}\b(?:report|review|debrief|results|round-?up|wash-?up|retrospective|post-?mortem)\b|\b(?:report|debrief|retrospective|post-?mortem)\s*$/i.test(title) && !/\b(?:customer|client|case)\s+(?:stor|stud|review)/i.test(title);
}

/** Whether a document's title says it holds the business's own plan or working notes ('Autumn 2027 Plan & Seasonal Notes', 'Marketing plan 2027'). */
function isOwnPlan(title: string): boolean {
  return /\b(?:marketing|business|growth|content|campaign|launch|media|promotion|sales|annual|quarterly|season(?:al)?|spring|summer|autumn|fall|winter|q[1-4]|20\d\d)\s+(?:plan|planner|planning|strategy|budget|roadmap)s?\b|\b(?:plan|planner|planning|strategy)\s*(?:&|and)\s*(?:\w+\s+)?notes\b|\b(?:internal|staff|team|working|seasonal|planning)\s+notes\b/i.test(title);
}

/** A price answer's parts: 'Starter $49/month; Pro $99/month' is two statements. */
function priceItems(answer: string): DocumentItem[] {
  return answer
    .split(/\n|;|\.\s+(?=[A-Z])/)
    .map((part) => tidyLine(part))
    .filter(Boolean)
    .map((text) => ({ kind: 'sentence' as const, text, section: 'Pricing' }));
}

/** Adds facts not already there (the same text, amount and source once). */
function addAll<T extends Fact | PriceFact | ProofFact>(into: T[], facts: readonly T[]): void {
  const key = (f: T) => `${f.source.title}\u0000${'amount' in f ? f.amount : ''}\u0000${f.text.toLowerCase()}`;
  const seen = new Set(into.map(key));
  for (const fact of facts) {
    const k = key(fact);
    if (seen.has(k)) continue;
    seen.add(k);
    into.push(fact);
  }
}
