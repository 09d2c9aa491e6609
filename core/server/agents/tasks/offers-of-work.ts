import type { AgentSlug } from '../brief/brief.ts';
import type { FactSheet } from '../facts/fact-sheet.ts';
import { phrasePrice } from '../facts/fact-phrases.ts';
import { pricesAbout } from '../facts/prices-about.ts';

/** 'ok, so what can you do for the annual plan?', 'what could you do about our Kids Club?': (1) what the work would be for. */
const WHAT_CAN_YOU_DO = /^\W*(?:(?:ok(?:ay)?|so|right|fine|then|well)[\s,]+)*(?:so\s+)?what\s+(?:can|could|would)\s+you\s+(?:do|write|make|help with)\s+(?:for|about|on|with)\s+(.{3,80}?)\s*\??\s*$/i;

/** Pieces each agent writes, as requests to send, with what the work is for in them. */
const OFFERS: Record<AgentSlug, ((t: string) => string)[]> = {
  'email-agent': [(t) => `Write an email announcing ${t} to our current customers`, (t) => `3 subject lines for the ${t} email`, (t) => `An SMS reminder about ${t}, under 160 characters`],
  'seo-agent': [(t) => `Meta title and description for the ${t} page`, (t) => `5 FAQs about ${t} with short answers`, (t) => `An H1 and intro paragraph for the ${t} page`],
  'creative-agent': [(t) => `3 Instagram captions about ${t}`, (t) => `Google Ads: 3 headlines and 2 descriptions for ${t}`, (t) => `A square Instagram image plus a caption for ${t}`],
  'strategy-review-agent': [(t) => `Who should ${t} be for, and is its price right?`, (t) => `Which channel should promote ${t} first, from our results?`, (t) => `The 3 numbers to track for ${t}`],
  'brand-voice': [(t) => `Rewrite our copy about ${t} in our voice (paste it)`, (t) => `Check this text about ${t} against our voice (paste it)`, (t) => `3 taglines for ${t}`],
  cmo: [(t) => `A launch plan for ${t}, with a budget split`, (t) => `An email to current customers about ${t}`, (t) => `Landing page copy for ${t}`, (t) => `5 FAQs about ${t}`],
};

/**
 * 'So what can you do for the annual plan?' (often after a decline): the pieces this agent can write about it, each as
 * a request to send, with what the facts say of it (its price), so the next message is one tap away. Null when the
 * message asks something else.
 */
export function offersOfWork(message: string, agent: AgentSlug, factsOf: () => FactSheet): string | null {
  const asked = WHAT_CAN_YOU_DO.exec(message.trim());
  if (!asked) return null;
  const facts = factsOf();
  const topic = asked[1]!.replace(/[.?!]+$/, '').trim();
  const bare = topic.replace(/^(?:the|our|my|your)\s+/i, '');
  const priced = pricesAbout(facts, bare);
  const known = priced.length ? `What your facts say of it: ${priced.slice(0, 2).map((p) => phrasePrice(p).replace(/[.]+$/, '')).join('; ')}.` : `Your facts say nothing of ${topic} yet: add its price and terms to a document and every piece will carry them.`;
  return [`For ${topic}, I can write any of these; send one as it is, or change it:`, ...OFFERS[agent].map((offer) => `- ${offer(topic)}`), '', known].join('\n');
}
