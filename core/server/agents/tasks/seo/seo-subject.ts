import type { Brief } from '../../brief/brief.ts';
import type { FactSheet } from '../../facts/fact-sheet.ts';
import { headPhrase, qualifierOf } from './fact-phrases.ts';
import { escapeRegExp } from '../../../../domain/escape-reg-exp.ts';

/** What a piece of SEO work targets: the phrase to rank for, the page it is for and whom it speaks to. */
export interface SeoSubject {
  /** The phrase to rank for in search case ('invoicing software'); null when neither the brief nor the facts give one. */
  keyword: string | null;
  /** Whether the keyword is the request's topic (else it came from the space's product or industry). */
  fromRequest: boolean;
  /** The page the request is about, when it names one ('pricing page'). */
  page: string | null;
  pageKind: 'pricing' | 'home' | 'product' | 'other' | null;
  /** Who it is for, short ('small accounting firms'). */
  audience: string | null;
  company: string | null;
  /** A title the request gives in quotes ('Freezer to bowl: how to serve fresh dog food'), kept as written. */
  title: string | null;
  /** What the request's audience is searched by ('fussy eaters' for 'owners of fussy eaters'); null when the request names none. */
  focus: string | null;
}

/** An audience as searches name it: 'owners of fussy eaters' gives 'fussy eaters'; 'Shopify merchants' stays. */
function focusOf(audience: string | null): string | null {
  if (!audience) return null;
  const of = /\b(?:owners?|parents?|people|users?|buyers?|customers?)\s+(?:of|with|who have)\s+(?:a\s+|an\s+)?(.+)$/i.exec(audience);
  return headPhrase(of ? of[1]! : audience, 4);
}

/** Deliverable words a reader may leave in a topic ('pricing page FAQs'): they name the work, not the subject. */
const WORK_WORDS = /\b(seo|faqs?|keywords?( ideas?)?|meta( titles?| descriptions?| tags?)?|title tags?|outlines?|articles?|blog posts?|posts?|drafts?|audits?|internal links?|links?|ideas?|questions?|answers?|content)\b/gi;
/** Words that name a page or a document to work on rather than a subject to rank for ('our product sheet'). */
const PAGE = /\b(?:(?:landing|home|product|pricing|features?|about|contact|services?|sales|category|signup|sign-up)\s+)?page\b|\b(?:homepage|website|site|one-pager|sheet|brochure|document|doc|file|pdf|deck|copy|text)\b|\.(?:md|pdf|docx?|txt|html?)\b/i;

const SITE_SECTION = /^(pricing|prices|plans?|features?|home|about( us)?|integrations?|contact|sign[- ]?up|checkout|faq)$/i;

function cleanTopic(topic: string | null): string | null {
  if (!topic) return null;
  const t = topic
    .replace(WORK_WORDS, ' ')
    .replace(/^\s*(?:(?:a|an|the|our|my|your|their|its|some|\d+)\s+)+/i, '')
    .replace(/\s+/g, ' ')
    .replace(/^(?:for|about|on|of)\s+|\s+(?:for|about|on|of|with)$/gi, '')
    .trim();
  return t && /[a-z]/i.test(t) ? t : null;
}

function pageKindOf(page: string): SeoSubject['pageKind'] {
  if (/pric|plan|cost/i.test(page)) return 'pricing';
  if (/home/i.test(page)) return 'home';
  if (/product|feature|service|landing|sheet|one-pager|brochure/i.test(page)) return 'product';
  return 'other';
}

/** The product's search phrase from the facts: its head ('invoicing software'), else the industry's. */
export function productKeyword(facts: FactSheet): string | null {
  // ('Day passes, memberships, an intro course, a kids club and team socials' lists what is sold: what the business is,
  // 'bouldering gym', is what people search for it by.)
  const list = (facts.product?.match(/,/g)?.length ?? 0) >= 2;
  // ('An independent bouldering gym': 'independent' says how it is run, not what anyone types.)
  const whole = list ? (headPhrase(facts.description)?.replace(/^(?:(?:independent|family[- ]run|family[- ]owned|local|small|friendly|award[- ]winning|boutique|new|modern|premium|leading|specialist)\s+)+/i, '') || null) : null;
  return whole ?? headPhrase(facts.product) ?? headPhrase(facts.industry) ?? headPhrase(facts.description);
}

// A way of buying anything ('the subscription', 'gift boxes', 'the club'): nobody searches for it without what it is of.
const WAY_OF_BUYING = /^(?:the\s+|our\s+)?(?:subscriptions?|memberships?|gift (?:boxes|box|cards?|vouchers?|sets?|hampers?)|bundles?|boxes|box|club|clubs|delivery|deliveries|refills?|samples?|starter kits?|kits?|plans?|trial|trials|wholesale)$/i;

/** 'subscription' for a soap maker is searched as 'soap bar subscription': a way of buying takes the product's name before it. */
function qualifiedKeyword(keyword: string | null, facts: FactSheet): string | null {
  if (!keyword || !WAY_OF_BUYING.test(keyword.trim())) return keyword;
  const product = productKeyword(facts)?.toLowerCase().replace(/\s*[$£€]\s?\d.*$/, '').trim();
  if (!product || product.split(/\s+/).length > 3 || keyword.includes(product)) return keyword;
  const one = product.replace(/(?<=[a-z]{3})(?<!s)s$/, '');
  return `${one} ${keyword.replace(/^(?:the|our)\s+/i, '')}`;
}

const QUOTED = /(?:^|[\s(:])['‘"“]([^'’"”\n]{3,120}?)['’"”](?=[\s,.;:)!?]|$)/g;

/** Phrases the request quotes only to rule them out ('we'll never beat the big parks for "holiday park dorset", so don't bother'). */
export function excludedPhrases(request: string): string[] {
  const out: string[] = [];
  for (const m of request.matchAll(QUOTED)) {
    const before = request.slice(Math.max(0, m.index! - 80), m.index!);
    const after = request.slice(m.index! + m[0].length, m.index! + m[0].length + 60);
    // ('What keywords apart from "IT support Plymouth"?': the phrase they already have is not one to give back.)
    if (/\b(?:never|not|don'?t|won'?t|can'?t|avoid|skip|except|without|no|apart from|other than|besides|aside from)\b[^.!?]*$/i.test(before) || /^[^.!?]{0,40}\b(?:don'?t bother|leave (?:it|that|them) out|skip (?:it|that|them)|not worth)/i.test(after)) out.push(m[1]!.trim());
  }
  return out;
}

/** A title or phrase the request quotes ('a post targeting "how much to feed"'): at least two words, not pasted material. */
export function quotedTitle(brief: Brief): string | null {
  // A quoted line of a few words with no full stop in it is a title or a question, even when read as material.
  const short = !!brief.pasted && brief.pasted.trim().split(/\s+/).length <= 20 && !/\n|[.!](?=\s)/.test(brief.pasted.trim());
  const request = brief.pasted && !short ? brief.request.replace(brief.pasted, ' ') : brief.request;
  const excluded = excludedPhrases(request);
  for (const m of request.matchAll(/(?:^|[\s(:])['‘"“]([^'’"”\n]{6,120}?)['’"”](?=[\s,.;:)!?]|$)/g)) {
    const t = m[1]!.trim();
    // ('… for "holiday park dorset", so don't bother': a phrase ruled out is no title.)
    if (t.split(/\s+/).length >= 2 && !excluded.includes(t)) return t;
  }
  return null;
}

/** A quoted title that is not the keyword itself. */
function quotedTitleExcept(brief: Brief, keyword: string): string | null {
  const title = quotedTitle(brief);
  return title && title.toLowerCase() !== keyword.toLowerCase() ? title : null;
}

/** A phrase the request names as the one to rank for: 'Keyword: help desk pricing', 'Target: boiler service Bristol'. */
function labelledKeyword(request: string): string | null {
  const m = /\b(?:(?:target|focus|primary|main)\s+)?(?:keyword|key phrase|search term|target)s?\s*(?:is|:)\s*['‘"“]?([^.'’"”\n;]{3,60})/i.exec(request)
    // 'targeting the keyword "physio Bishopston"': the quoted phrase after the word.
    ?? /\b(?:keyword|key phrase|search term)\s+["“‘']([^"”’'\n]{3,60})["”’']/i.exec(request);
  return m ? m[1]!.trim().replace(/[,\s]+$/, '') : null;
}

/** What a quoted title ranks for: its how-to or question part when it has one ('Freezer to bowl: how to serve…' gives 'how to serve…'). */
function titleKeyword(title: string): string {
  const parts = title.split(/:\s+|\s+[–—-]\s+|\?\s+/);
  const question = parts.find((p) => /^(how|what|why|when|which|where|should|can|is|are|do|does)\b/i.test(p.trim()));
  // ('How to spot a phishing email, for small accountancy firms': whom it is for is the audience, not what is searched.)
  return (question ?? title).trim().replace(/[?.!]+$/, '').replace(/,?\s+for\s+[^,]*\b(?:firms|businesses|companies|practices|owners|teams|people|parents|families|managers|beginners|landlords|shops|clients|customers|users|schools|charities)$/i, '').toLowerCase();
}

/** Who the request says to focus on ('Focus on owners of fussy eaters') when the brief read no audience. */
function focusAudience(request: string): string | null {
  const m = /\bfocus(?:ed|ing)?\s+on\s+([^.;\n]{3,60})/i.exec(request);
  return m && /\b(owners?|people|customers?|buyers?|parents?|families|homeowners?|landlords?|merchants?|teams?|managers?|founders?|donors?|volunteers?|users?|readers?|businesses|shops?|brands?)\b/i.test(m[1]!) ? m[1]!.trim() : null;
}

/** The profile's audience when its head reads as a group on its own ('small accounting firms'), not a cut ('heads', 'dog owners aged 28'). */
function profileAudience(audience: string | null): string | null {
  const head = headPhrase(audience);
  if (!head || !audience) return null;
  const next = audience.trim().split(/\s+/)[head.split(' ').length] ?? '';
  return /^(of|aged|who|with|at|in|from)$/i.test(next) || /\d/.test(head) ? null : head;
}

/**
 * What a piece is about when the brief read no topic: the words after 'article on', 'post about', 'outline comparing'
 * ('a 400-word article on choosing pet-safe houseplants' gives 'choosing pet-safe houseplants').
 */
function pieceSubject(brief: Brief): string | null {
  const request = brief.pasted ? brief.request.replace(brief.pasted, ' ') : brief.request;
  const m = /\b(?:article|post|blog post|guide|outline|piece|faqs?)\s+(?:on|about|comparing)\s+(?!(?:our|my|the)\s+(?:blog|site|website)\b)([^.?!,;:\n]{3,80})/i.exec(request);
  return m ? cleanTopic(m[1]!.trim())?.toLowerCase() ?? null : null;
}

/** 'whether sea kayaking is safe for beginners' as the question it is: 'Is sea kayaking safe for beginners?' */
/** A how-to or question the request gives after a colon as the piece's title ('a blog post: how to prepare your dog for …'). */
function titleAfterColon(request: string): string | null {
  const m = /\b(?:post|article|blog|guide|piece|page|draft)\b[^:\n]{0,40}:\s*((?:how|why|what|when|where|which|should|is|are|can|do|does)\b[^.?!\n]{8,110})([?])?/i.exec(request);
  if (!m) return null;
  // (', for small accountancy firms' at the end reads as the title's own 'for', without the comma.)
  const t = m[1]!.trim().replace(/,\s+(for\s+[^,]+)$/i, ' $1');
  return `${t.charAt(0).toUpperCase()}${t.slice(1)}${m[2] ?? ''}`;
}

function questionOfWhether(topic: string | null): string | null {
  const m = /^(?:whether|if)\s+(.+?)\s+(is|are|can|should|does|do|will|was|were)\s+(.+?)[.?]?$/i.exec(topic?.trim() ?? '');
  if (!m || m[1]!.split(/\s+/).length > 5) return null;
  return `${m[2]!.charAt(0).toUpperCase()}${m[2]!.slice(1).toLowerCase()} ${m[1]} ${m[3]}?`;
}

export function seoSubjectOf(brief: Brief, facts: FactSheet): SeoSubject {
  const labelled = labelledKeyword(brief.request);
  // A quoted topic beside a quoted keyword ('… the keyword "physio Bishopston" on the topic "Physio or massage?"') is the title.
  const quotedTopic = brief.topic && labelled && brief.topic !== labelled && new RegExp(`["“‘']${escapeRegExp(brief.topic)}["”’']`).test(brief.request) ? brief.topic : null;
  // 'an article on whether sea kayaking is safe for beginners' is the question itself: 'Is sea kayaking safe for beginners?'
  const title = quotedTopic ?? (labelled ? quotedTitleExcept(brief, labelled) : quotedTitle(brief)) ?? questionOfWhether(brief.topic) ?? titleAfterColon(brief.request);
  const given = labelled ?? (title ? titleKeyword(title) : null);
  if (given) {
    const page = cleanTopic(brief.topic);
    const named = page && (PAGE.test(page) || SITE_SECTION.test(page)) ? (SITE_SECTION.test(page) ? `${page.toLowerCase()} page` : page) : null;
    return {
      keyword: given,
      fromRequest: true,
      page: named,
      pageKind: named ? pageKindOf(named) : null,
      audience: brief.audience ?? focusAudience(brief.request) ?? qualifierOf(facts.product) ?? profileAudience(facts.audience),
      company: facts.company,
      title: labelled && !title ? null : title,
      focus: focusOf(brief.audience ?? focusAudience(brief.request)),
    };
  }
  // A page the request names that the brief read no topic for ('for our gutter clear page') is still the page.
  const pageNamed = brief.topic ? null : /\b(?:our|the|your|my)\s+([a-z][\w'’ -]{1,40}?\s+page)\b/i.exec(brief.pasted ? brief.request.replace(brief.pasted, ' ') : brief.request)?.[1] ?? null;
  const topic = cleanTopic(brief.topic) ?? (pageNamed ? pageNamed.toLowerCase() : null) ?? (brief.topic ? null : pieceSubject(brief));
  // "Our pricing" is a page of the site, not a phrase to rank for.
  const page = topic && PAGE.test(topic) ? topic : topic && SITE_SECTION.test(topic) ? `${topic.toLowerCase()} page` : null;
  // "Our pricing page" names where the words go; what they rank for is still the product. A page named for a thing
  // the business offers ("our kids' clubs page") ranks for that thing.
  const pageSubject = page ? /^(?:the\s+|our\s+)?([a-z][\w'’ -]{2,40}?)\s+page$/i.exec(page)?.[1] ?? null : null;
  const subjectOfPage = pageSubject && !/^(?:landing|home|product|pricing|features?|about|contact|services?|sales|category|signup|sign-up|main|new|web|this|that|one|same)$/i.test(pageSubject.trim()) && !SITE_SECTION.test(pageSubject.trim()) ? pageSubject.trim().toLowerCase() : null;
  const fromTopic = topic && !page ? topic.toLowerCase() : subjectOfPage;
  return {
    keyword: qualifiedKeyword(fromTopic, facts) ?? productKeyword(facts),
    fromRequest: Boolean(fromTopic),
    page,
    pageKind: page ? pageKindOf(page) : null,
    audience: brief.audience ?? focusAudience(brief.request) ?? qualifierOf(facts.product) ?? profileAudience(facts.audience),
    company: facts.company,
    title: null,
    focus: focusOf(brief.audience ?? focusAudience(brief.request)),
  };
}
