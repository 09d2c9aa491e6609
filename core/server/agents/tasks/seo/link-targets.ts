import type { Fact, FactSheet, FactSource } from '../../facts/fact-sheet.ts';
import type { ReferencedSource } from '../../offline/request-material.ts';
import { resultsOf, trialFacts } from './plan-facts.ts';

export type PageKind = 'pricing' | 'integrations' | 'features' | 'customers' | 'signup' | 'contact' | 'blog' | 'about' | 'home' | 'page';

/** A page a link can point to: a URL the facts or a read source give, or a marked blank for a page the facts imply. */
export interface LinkTarget {
  /** The URL, or a marked blank ('[URL of your pricing page]'). */
  url: string;
  label: string;
  kind: PageKind;
  /** Words whose presence on a page makes a sentence a good place for this link. */
  terms: RegExp;
  /** Where the target came from, for the citation. */
  source: FactSource | null;
  /** The facts it stands for (prices for a pricing page), for anchor text. */
  facts: Fact[];
}

const KINDS: [PageKind, RegExp, RegExp][] = [
  ['pricing', /pric|plans?\b|cost/i, /\b(pric\w*|plans?|costs?)\b/i],
  ['integrations', /integrat|connect|apps?\b/i, /\b(integrat\w*|connects?|works with)\b/i],
  ['features', /feature|product|how-it-works/i, /\b(features?|how it works)\b/i],
  ['customers', /customer|case|stor(y|ies)|results?|review/i, /\b(customers?|case stud\w*|results?|reviews?)\b/i],
  ['signup', /sign-?up|trial|start|register|demo|get-started/i, /\b(sign up|trial|get started|demo)\b/i],
  ['contact', /contact|support|help/i, /\b(contact|support|help)\b/i],
  ['blog', /blog|guide|article|resource/i, /\b(guides?|articles?|blog)\b/i],
  ['about', /about|team|story/i, /\b(about us|our team|our story)\b/i],
];

function kindOf(text: string): { kind: PageKind; terms: RegExp } {
  for (const [kind, pattern, terms] of KINDS) if (pattern.test(text)) return { kind, terms };
  return { kind: 'page', terms: /$^/ };
}

const URL = /https?:\/\/[^\s)<>\]"']+/g;
const tidyUrl = (u: string) => u.replace(/[.,;:]+$/, '');

function labelOf(text: string, url: string): string {
  const given = text.replace(url, '').replace(/[\s:–—\-()[\]]+$/g, '').replace(/^[\s:–—\-()[\]]+/g, '').trim();
  const path = new globalThis.URL(url).pathname.split('/').filter(Boolean).pop();
  const label = (given && given.length <= 60 ? given : path ? path.replace(/[-_]+/g, ' ').replace(/\.\w+$/, '') : 'home').toLowerCase();
  // "Pricing" names a page: "the pricing page".
  return /\b(page|story|post|guide|article)\b/.test(label) ? label : `${label} page`;
}

/** The pages the facts and the read sources name, each once; the pages the facts imply but do not link become marked blanks. */
export function linkTargets(facts: FactSheet, referenced: readonly ReferencedSource[]): LinkTarget[] {
  const out: LinkTarget[] = [];
  const add = (url: string, label: string, source: FactSource | null, implied: Fact[] = []) => {
    const u = tidyUrl(url);
    if (out.some((t) => t.url.replace(/\/$/, '') === u.replace(/\/$/, ''))) return;
    let path = '';
    try {
      path = new globalThis.URL(u).pathname;
    } catch {
      return;
    }
    const home = path === '/' || path === '';
    const { kind, terms } = home ? { kind: 'home' as const, terms: /$^/ } : kindOf(`${path} ${label}`);
    out.push({ url: u, label, kind, terms, source, facts: implied });
  };
  for (const link of facts.links) for (const url of link.text.match(URL) ?? []) add(url, labelOf(link.text, url), link.source);
  for (const r of referenced) {
    const source: FactSource = facts.sources.find((s) => s.id === r.id) ?? { title: r.title, kind: r.kind, id: r.id };
    for (const m of r.text.matchAll(/\[([^\]]{2,60})\]\((https?:\/\/[^)\s]+)\)/g)) add(m[2]!, m[1]!, source);
    for (const url of r.text.match(URL) ?? []) add(url, labelOf('', tidyUrl(url)), source);
  }
  if (facts.website) add(/^https?:/.test(facts.website) ? facts.website : `https://${facts.website}`, 'home page', facts.sources.find((s) => s.kind === 'profile') ?? null);
  // Keep only the site's own pages when the site is known: outside links are not internal links.
  const host = facts.website ? hostOf(/^https?:/.test(facts.website) ? facts.website : `https://${facts.website}`) : null;
  const own = host ? out.filter((t) => hostOf(t.url) === host) : out;
  const implied: [PageKind, string, Fact[], RegExp][] = [
    ['pricing', 'pricing page', facts.prices, KINDS[0]![2]],
    ['integrations', 'integrations page', facts.integrations, KINDS[1]![2]],
    ['customers', 'customer story', resultsOf(facts), KINDS[3]![2]],
    ['signup', 'sign-up or trial page', trialFacts(facts), KINDS[4]![2]],
  ];
  for (const [kind, label, list, terms] of implied) {
    const existing = own.find((t) => t.kind === kind);
    if (existing) existing.facts = list;
    else if (list.length) own.push({ url: `[URL of your ${label}]`, label, kind, terms, source: list[0]!.source, facts: list });
  }
  return own;
}

function hostOf(url: string): string | null {
  try {
    return new globalThis.URL(url).hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
}
