import type { Brief } from '../../brief/brief.ts';
import type { FactSheet } from '../../facts/fact-sheet.ts';
import { headPhrase, qualifierOf } from './fact-phrases.ts';

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
  return headPhrase(facts.product) ?? headPhrase(facts.industry) ?? headPhrase(facts.description);
}

export function seoSubjectOf(brief: Brief, facts: FactSheet): SeoSubject {
  const topic = cleanTopic(brief.topic);
  // "Our pricing" is a page of the site, not a phrase to rank for.
  const page = topic && PAGE.test(topic) ? topic : topic && SITE_SECTION.test(topic) ? `${topic.toLowerCase()} page` : null;
  // "Our pricing page" names where the words go; what they rank for is still the product.
  const fromTopic = topic && !page ? topic.toLowerCase() : null;
  return {
    keyword: fromTopic ?? productKeyword(facts),
    fromRequest: Boolean(fromTopic),
    page,
    pageKind: page ? pageKindOf(page) : null,
    audience: brief.audience ?? qualifierOf(facts.product) ?? headPhrase(facts.audience),
    company: facts.company,
  };
}
