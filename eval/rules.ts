/** Short builders for the expectations the request files use, so each request reads like a brief. */
import type { BriefUse, Rule } from './checks.ts';

export const greeting: Rule = { kind: 'matches', pattern: /^\s*(?:\*\*)?(?:hi|hello|hey|dear)\b/im, label: 'is an email (greeting line)' };
export const subject: Rule = { kind: 'matches', pattern: /\bsubject\b/i, label: 'gives a subject line' };
export const noEmail: Rule = { kind: 'not-matches', pattern: /^\s*(?:\*\*)?(?:hi|hello|hey|dear)\b[^\n]{0,40}$/im, label: 'writes no email' };
export const noScorecard: Rule = { kind: 'not-matches', pattern: /\b\d{1,3}\s*\/\s*(?:10|16|20|100)\b|\bscore(?:card)?\s*:/i, label: 'answers the question, not a scorecard' };
export const score: Rule = { kind: 'score', label: 'gives a score' };

export const any = (label: string, ...terms: string[]): Rule => ({ kind: 'mentions-any', terms, label });
export const all = (label: string, ...terms: string[]): Rule => ({ kind: 'mentions-all', terms, label });
export const atLeast = (label: string, min: number, ...terms: string[]): Rule => ({ kind: 'mentions-at-least', terms, min, label });
export const has = (label: string, pattern: RegExp): Rule => ({ kind: 'matches', pattern, label });
export const lacks = (label: string, pattern: RegExp): Rule => ({ kind: 'not-matches', pattern, label });

export const emails = (n: number, opts: { maxWords?: number; minWords?: number; subjects?: boolean } = {}): Rule => ({
  kind: 'emails',
  n,
  ...opts,
  label: n === 1 ? `one email${opts.maxWords ? ` of at most ${opts.maxWords} words` : ''}` : `${n} emails${opts.maxWords ? ` of at most ${opts.maxWords} words each` : ''}`,
});

/** Exactly n pieces of one kind (`what`, plural), with optional limits per piece. */
export const count = (n: number, what: string, opts: { maxWords?: number; minWords?: number; maxChars?: number; itemPattern?: RegExp; matching?: number; wholePiece?: boolean } = {}): Rule => {
  const limits = [opts.maxWords ? `at most ${opts.maxWords} words` : '', opts.maxChars ? `at most ${opts.maxChars} characters` : '', opts.minWords ? `at least ${opts.minWords} words` : ''].filter(Boolean).join(', ');
  return { kind: 'count', n, ...opts, label: `exactly ${n} ${what}${limits ? ` (${limits} each)` : ''}` };
};

export const searchAd = (headlines: [number, number], descriptions: [number, number]): Rule => ({ kind: 'search-ad', headlines, descriptions, label: 'a search ad within 30/90 characters' });
export const meta = (keyword?: string): Rule => ({ kind: 'meta', titleMax: 60, descriptionMax: 155, ...(keyword ? { keyword } : {}), label: 'meta title (60) and description (155)' });
export const script = (seconds: number): Rule => ({ kind: 'script', seconds, label: `a ${seconds}-second script` });
export const faqs = (n: number): Rule => ({ kind: 'faqs', n, label: `exactly ${n} FAQs with answers` });
export const keywordGroups = (n: number, groups = 2): Rule => ({ kind: 'keyword-groups', n, groups, label: `${n} keywords grouped by intent` });
export const headings = (min: number, max?: number): Rule => ({ kind: 'headings', min, ...(max !== undefined ? { max } : {}), label: `at least ${min} section headings` });
export const words = (min: number | undefined, max: number | undefined, what = 'the answer'): Rule => ({ kind: 'words', ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}), label: `${what} ${min !== undefined && max !== undefined ? `${min} to ${max}` : min !== undefined ? `at least ${min}` : `at most ${max}`} words` });
export const image = (...sizes: [number, number][]): Rule => ({ kind: 'image-size', sizes, label: `an image in ${sizes.map(([w, h]) => `${w}×${h}`).join(' or ')}` });
export const rewriteOf = (source: string): Rule => ({ kind: 'rewrite-of', source, label: 'rewrites the pasted text' });
export const emailMaxWords = (max: number): Rule => ({ kind: 'email-max-words', max, label: `the email at most ${max} words` });

export const buildsOn: Rule = { kind: 'builds-on-previous', label: 'revises the previous answer' };
export const anotherVersion: Rule = { kind: 'differs-from-previous', label: 'is another version, not the previous one again' };
export const shorter: Rule = { kind: 'shorter-than-previous', label: 'is shorter than the previous answer' };

/** A decision that names one of `options` with a verb of choosing (cut, drop, pause, focus, move…). */
export const decides = (verbs: string, options: string[], label: string): Rule => {
  const opts = options.map((o) => o.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+')).join('|');
  return { kind: 'matches', pattern: new RegExp(`\\b(?:${verbs})\\b[^.\\n]{0,60}\\b(?:${opts})\\b|\\b(?:${opts})\\b[^.\\n]{0,60}\\b(?:${verbs})\\b`, 'i'), label };
};

export const use = (label: string, ...anyOf: string[]): BriefUse => ({ label, anyOf });

/** `total` split across channels (each channel: its names), amounts adding up. */
export const budgetSplit = (total: number, ...channels: string[][]): Rule => ({ kind: 'budget-split', total, channels, label: `a split of ${total.toLocaleString('en-GB')} that adds up` });
/** Exactly n lines labelled `field`, each at most maxChars characters. */
export const fieldLimit = (field: string, n: number, maxChars: number): Rule => ({ kind: 'field-limit', field, n, maxChars, label: `${n} "${field}" of at most ${maxChars} characters` });
