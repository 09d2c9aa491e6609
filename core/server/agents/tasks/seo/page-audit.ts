import type { Fact, FactSheet } from '../../facts/fact-sheet.ts';
import { readabilityLabel, textStats, type TextStats } from '../../tools/text-stats.ts';
import { listOf } from './fact-phrases.ts';
import { plansInProse, resultsOf, trialFacts } from './plan-facts.ts';
import { phraseProof, phraseTerm } from '../../facts/fact-phrases.ts';

export type Priority = 'high' | 'medium' | 'low';
export type AuditArea = 'Title and meta' | 'Structure' | 'Content' | 'Links and media';

/** One on-page check: what was measured, whether it passes, and the fix when it does not. */
export interface AuditCheck {
  area: AuditArea;
  check: string;
  passed: boolean;
  observation: string;
  /** The fix; empty when the check passes. */
  fix: string;
  priority: Priority;
  /** Quick to fix (a title, a description, alt text) rather than a rewrite. */
  quick: boolean;
}

export interface PageAudit {
  title: string;
  /** The page's own meta description, when the text carries one ('Meta description: ...'). */
  metaDescription: string | null;
  /** The page's opening prose (no headings), for a proposed description. */
  opening: string;
  stats: TextStats;
  checks: AuditCheck[];
  /** Facts the page leaves out (prices, the trial, a customer result), as section ideas. */
  missing: { heading: string; fact: string; facts: Fact[] }[];
}

const CTA_VERB = '(?:sign up|start|book|try|buy|order|subscribe|contact|get started|request|download|call|register|join|get in touch|learn more|claim|reserve|shop|see|compare|choose|pick|apply|donate|enrol|enroll|visit|email|message|find out)';
/**
 * A call to action asks the reader to act: a sentence or line that opens with the verb ('Book a placement test'),
 * or a link whose text does. 'Course book' or 'starts on Monday' mid-sentence is no call to action.
 */
const CTA = new RegExp(`(?:^|[.!?]\\s+|\\n\\s*(?:[-*]\\s+|#+\\s+)?|\\[)(?:\\*\\*)?(?:please\\s+)?${CTA_VERB}\\b`, 'i');
const PRICE = /[$£€¥]\s?\d|\b\d+(?:[.,]\d+)?\s?(?:usd|eur|gbp|dollars|euros|pounds)\b/i;

/**
 * An on-page SEO audit of a page's text (Markdown or plain): title, meta description, headings, length,
 * readability, the target phrase's placement, links and images, and the space's facts the page leaves out.
 */
export function auditPage(text: string, keyword: string | null, facts: FactSheet, local: { places: string[] } | null = null): PageAudit {
  const stats = textStats(text);
  const lines = text.split('\n').map((l) => l.trim()).filter(Boolean);
  const h1s = stats.headings.filter((h) => h.level === 1);
  // A 'Title:' line gives the page's title tag as stated; else the H1, else the first line.
  const stated = /^\s*title(?:\s+tag)?\s*:\s*(.+)$/im.exec(text)?.[1]?.trim();
  // (Text pasted as one paragraph, 'Acme Plumbing. Boilers fixed in Leeds. Call us.', opens on its name: the first
  // sentence is what a page would carry as its title, not the whole paragraph.)
  const firstLine = lines[0]?.replace(/^#+\s*/, '') ?? '';
  const firstSentence = /^([^.!?]{3,70})[.!?]\s+[A-Z]/.exec(firstLine)?.[1];
  const title = stated ?? h1s[0]?.text ?? (lines.length === 1 && firstSentence ? firstSentence : firstLine.slice(0, 120));
  const metaDescription = /^\s*meta description\s*:\s*(.+)$/im.exec(text)?.[1]?.trim() ?? null;
  const prose = lines.filter((l) => !/^(#|!\[|\||meta description\s*:|title\s*:)/i.test(l));
  const opening = prose.slice(0, 3).join(' ');
  const paragraphs = text.split(/\n\s*\n/).map((p) => p.trim()).filter((p) => p && !p.startsWith('#'));
  const first100 = stats.words > 0 ? prose.join(' ').split(/\s+/).slice(0, 100).join(' ') : '';
  const kw = keyword?.toLowerCase() ?? null;
  // A phrase counts as present when most of its words are (search engines read "software for invoicing" too).
  const mentions = (where: string) => {
    if (!kw) return true;
    const words = kw.split(/\s+/).filter((w) => w.length > 2);
    const lower = where.toLowerCase();
    return words.filter((w) => lower.includes(w.replace(/s$/, ''))).length >= Math.ceil(words.length * 0.6);
  };
  // The space's own facts the page never states: the strongest material for new sections.
  const missing: PageAudit['missing'] = [];
  if (facts.prices.length && !PRICE.test(text)) missing.push({ heading: 'Pricing', fact: plansInProse(facts.prices), facts: facts.prices });
  // A trial the business offers; 'No free trial' is none to add.
  const trial = trialFacts(facts)[0];
  if (trial && !/\btrial\b/i.test(text)) missing.push({ heading: 'Try it first', fact: phraseTerm(trial).replace(/\.$/, ''), facts: [trial] });
  const proof = resultsOf(facts)[0];
  if (proof && !proof.figures.some((f) => text.includes(f))) missing.push({ heading: 'Results', fact: phraseProof(proof, { company: facts.company ?? undefined }).replace(/\.$/, ''), facts: [proof] });
  const ints = facts.integrations.filter((f) => !text.toLowerCase().includes((f.text.split(/[\s,:(–—-]/)[0] ?? '').toLowerCase()));
  if (ints.length && facts.integrations.length && ints.length === facts.integrations.length) missing.push({ heading: 'Integrations', fact: listOf(facts.integrations.slice(0, 4).map((f) => f.text.split(/[,:(–—]/)[0]!.trim())), facts: facts.integrations.slice(0, 4) });
  const checks: AuditCheck[] = [];
  const check = (c: Omit<AuditCheck, 'fix'> & { fix?: string }) => checks.push({ ...c, fix: c.passed ? '' : (c.fix ?? '') });

  check({ area: 'Title and meta', check: 'Title', passed: Boolean(title) && title.length >= 20 && title.length <= 60, observation: title ? `"${title}" (${title.length} characters)` : 'no title or heading found', fix: !title ? 'Give the page an H1 that says what it offers.' : title.length > 60 ? 'Over 60 characters is cut off in search results: use the proposed title tag below.' : 'Under 20 characters says too little: use the proposed title tag below.', priority: title ? 'medium' : 'high', quick: true });
  if (kw) check({ area: 'Title and meta', check: 'Keyword in the title', passed: mentions(title), observation: mentions(title) ? `the title mentions "${kw}"` : `the title does not mention "${kw}"`, fix: `Lead the title with "${kw}", the phrase people search for.`, priority: 'high', quick: true });
  check({ area: 'Title and meta', check: 'Meta description', passed: Boolean(metaDescription && metaDescription.length <= 155 && metaDescription.length >= 70), observation: metaDescription ? `${metaDescription.length} characters` : 'none in the text', fix: metaDescription && metaDescription.length > 155 ? 'Over 155 characters is cut off: use the proposed description below.' : 'Add a meta description: the proposed one below fits in 155 characters.', priority: 'medium', quick: true });
  check({ area: 'Structure', check: 'One H1', passed: h1s.length === 1, observation: `${h1s.length} H1 heading${h1s.length === 1 ? '' : 's'}`, fix: h1s.length ? 'Keep one H1 and make the others H2.' : 'Mark the page title as the one H1.', priority: h1s.length ? 'medium' : 'high', quick: true });
  const h2 = stats.headings.filter((h) => h.level === 2).length;
  check({ area: 'Structure', check: 'Sections', passed: h2 > 0 || stats.words < 150, observation: `${h2} H2 heading${h2 === 1 ? '' : 's'}${h2 === 0 && stats.words < 150 ? ' (fine at this length)' : ''}`, fix: 'Split the text under H2 headings that each answer one question a buyer asks.', priority: 'high', quick: false });
  const firstH2 = stats.headings.findIndex((h) => h.level === 2);
  const earlyH3 = stats.headings.findIndex((h) => h.level === 3);
  if (earlyH3 >= 0) check({ area: 'Structure', check: 'Heading order', passed: firstH2 >= 0 && firstH2 < earlyH3, observation: firstH2 >= 0 && firstH2 < earlyH3 ? 'H3s sit under H2s' : 'an H3 comes before any H2', fix: 'Put each H3 under an H2.', priority: 'low', quick: true });
  const long = paragraphs.filter((p) => p.split(/\s+/).length > 120).length;
  check({ area: 'Structure', check: 'Paragraph length', passed: long === 0, observation: long ? `${long} paragraph${long === 1 ? '' : 's'} over 120 words` : 'paragraphs are short enough to scan', fix: 'Break long paragraphs into two or three, one idea each.', priority: 'low', quick: true });
  check({ area: 'Content', check: 'Length', passed: stats.words >= 300, observation: `${stats.words} words`, fix: `Grow the page past 300 words by answering what buyers ask before they buy${missing.length ? ' (the facts below it leaves out are a start)' : ''}.`, priority: 'medium', quick: false });
  if (kw) check({ area: 'Content', check: 'Keyword early', passed: mentions(first100), observation: mentions(first100) ? `"${kw}" appears in the first 100 words` : `"${kw}" is not in the first 100 words`, fix: `Use "${kw}" in the opening paragraph.`, priority: 'medium', quick: true });
  check({ area: 'Content', check: 'Readability', passed: stats.fleschReadingEase >= 50, observation: `Flesch ${stats.fleschReadingEase} (${readabilityLabel(stats.fleschReadingEase)}), ${stats.averageSentenceLength} words a sentence on average`, fix: 'Shorten sentences and prefer plain words.', priority: 'medium', quick: false });
  const top = stats.keywords[0];
  // Repetition means something only on a page long enough to have a spread of words.
  if (top && stats.words >= 150) {
    const share = Math.round((top.count / stats.words) * 1000) / 10;
    check({ area: 'Content', check: 'Repetition', passed: share <= 4, observation: `"${top.word}" is ${share}% of the words`, fix: 'Vary the wording: past about 3% it reads as keyword stuffing.', priority: 'low', quick: false });
  }
  // The verdict names what it found, so a reader can check it.
  const cta = CTA.exec(text);
  const ctaText = cta ? text.slice(cta.index + cta[0].search(/\w/)).split(/[.!?\n\]]/)[0]!.replace(/\*\*/g, '').trim().slice(0, 60) : null;
  check({ area: 'Content', check: 'Call to action', passed: Boolean(cta), observation: ctaText ? `the page asks the reader to act ("${ctaText}")` : 'no call to action found', fix: 'End with one clear next step (start a trial, book a call) and a link to it.', priority: 'medium', quick: true });
  const internal = facts.website ? stats.links.filter((l) => l.includes(facts.website!.replace(/^https?:\/\//, '').replace(/\/$/, ''))).length : null;
  check({ area: 'Links and media', check: 'Links', passed: stats.links.length > 0, observation: `${stats.links.length} link${stats.links.length === 1 ? '' : 's'}${internal !== null && stats.links.length ? ` (${internal} to your own site)` : ''}`, fix: 'Link to your pricing, features or sign-up page with descriptive anchor text.', priority: 'medium', quick: true });
  // ('We help children.', 'Please donate.': short lines with no figure and nothing specific give a searcher and a buyer nothing to go on.)
  const specific = new Set((([facts.product, facts.differentiator, facts.industry, ...facts.features.map((f) => f.text)].filter(Boolean).join(' ').toLowerCase().match(/[a-z]{5,}/g)) ?? []).filter((w) => !(facts.company ?? '').toLowerCase().includes(w)).map((w) => w.slice(0, 5)));
  const thin = prose
    .flatMap((l) => l.split(/(?<=[.!?])\s+/))
    .map((x) => x.replace(/\*\*/g, '').trim())
    .filter((x) => /[a-z]/i.test(x) && x.split(/\s+/).length >= 2 && x.split(/\s+/).length <= 6 && !/\d/.test(x) && !/^(?:title|meta description)\s*:/i.test(x) && x.replace(/[.!?]+$/, '') !== title && !(x.toLowerCase().match(/[a-z]{5,}/g) ?? []).some((w) => specific.has(w.slice(0, 5))) && !/\b[A-Z][a-z]+\b/.test(x.slice(1)));
  if (thin.length >= 2) check({ area: 'Content', check: 'Vague lines', passed: false, observation: `${listOf(thin.slice(0, 3).map((x) => `"${x.replace(/[.!?]+$/, '')}"`))} say nothing specific`, fix: 'Make each one specific: what you do, for whom, where, and a figure from your facts.', priority: 'medium', quick: false });
  // ('Click here to give': link words that say nothing of where they go tell a search engine and a screen reader nothing.)
  const vague = /\b(?:click here|read more|learn more|find out more|more info|here)\b(?=[^.!?\n]{0,40})/i.exec(text.replace(/^[^\n]*\bhere's\b/gi, ''));
  const vagueLine = vague && /\bclick here|read more|learn more|find out more|more info\b/i.test(vague[0]) ? text.slice(vague.index).split(/[.!?\n]/)[0]!.trim().slice(0, 60) : null;
  if (vagueLine) check({ area: 'Links and media', check: 'Link wording', passed: false, observation: `"${vagueLine}" says nothing of where the link goes`, fix: 'Word each link for where it goes ("See our prices", "Book a visit"): search engines and screen readers read those words.', priority: 'low', quick: true });
  const images = [...text.matchAll(/!\[([^\]]*)\]\([^)]*\)|<img\b[^>]*>/gi)];
  if (images.length) {
    const noAlt = images.filter((m) => (m[0].startsWith('!') ? !m[1]?.trim() : !/\balt\s*=\s*["'][^"']+["']/i.test(m[0]))).length;
    check({ area: 'Links and media', check: 'Image alt text', passed: noAlt === 0, observation: `${noAlt} of ${images.length} image${images.length === 1 ? '' : 's'} without alt text`, fix: 'Describe each image in its alt text.', priority: 'medium', quick: true });
  }

  if (local) {
    const named = local.places.filter((pl) => text.toLowerCase().includes(pl.toLowerCase()));
    const inTitle = local.places.some((pl) => title.toLowerCase().includes(pl.toLowerCase()));
    check({ area: 'Content', check: 'Local search', passed: inTitle && named.length > 0, observation: named.length ? `${listOf(named)} ${named.length === 1 ? 'is' : 'are'} on the page but not in the title` : `the page never names ${listOf(local.places)}, the area you serve`, fix: `Put "${local.places[0]}" in the title and the H1, name the area you cover in the opening line, and use the same business name, address and phone number as your Google Business Profile.`, priority: 'high', quick: true });
  }
  if (missing.length) check({ area: 'Content', check: 'Your facts on the page', passed: false, observation: `the page leaves out ${listOf(missing.map((m) => m.heading.toLowerCase()))}`, fix: `Add ${missing.length === 1 ? 'a section' : 'sections'} on ${listOf(missing.map((m) => m.heading.toLowerCase()))} from your facts (below).`, priority: 'medium', quick: false });
  const order = { high: 0, medium: 1, low: 2 } as const;
  checks.sort((a, b) => Number(a.passed) - Number(b.passed) || order[a.priority] - order[b.priority]);
  return { title, metaDescription, opening, stats, checks, missing };
}
