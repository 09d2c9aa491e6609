import type { AgentSlug, Brief } from '../brief/brief.ts';
import { requestParts } from '../brief/request-parts.ts';

/** 'Can you review this post before I put it up', 'check this email before I send it': a verdict on text given, not new copy. */
const REVIEW_ASK = /\b(?:review|check|look over|proof-?read|sense[- ]check|critique|critici[sz]e|roast|pull (?:it|this) apart|tear (?:it|this) apart|give (?:me )?(?:honest )?feedback on|feedback on|thoughts on|what do you think (?:of|about)|is this (?:ok|okay|alright|fine|good)|anything wrong with)\b|\bbefore (?:i|we) (?:put|post|send|publish|share|print) (?:it|this)\b|\bbefore it goes (?:out|live|up)\b/i;
/** Asks to change the text: the agent's own rewrite or audit does that. */
const CHANGE_ASK = /\b(?:rewrite|re-write|redo|improve|fix|edit|tighten|shorten|make (?:it|this) (?:better|shorter|punchier)|turn (?:it|this) into|audit|seo)\b/i;

/**
 * A specialist asked only to check pasted copy (a post, an email, a page's text) hands it to the Brand Voice
 * agent's check, which names each breach of the space's voice and rules: the specialists write copy and have no
 * task that judges it, and answering with new copy of their own would answer another question.
 */
/** Copy for readers, named as what is pasted ('this LinkedIn post', 'our email'): not a plan for Strategy or the CMO to review. */
// ('Review this draft before it goes out on Instagram': a draft going out on a platform is copy too.)
const COPY_NAMED = /\b(?:post|caption|tweet|email|newsletter|ad|advert|headline|tagline|bio|blurb|flyer|leaflet|copy|landing page text|homepage text|hero|draft|instagram|facebook|linkedin|tiktok)\b/i;
/** A critique with the text put right: 'critique this post and rewrite it'. */
const CRITIQUE_AND_REWRITE = /\b(?:critique|critici[sz]e|review|check|feedback|roast|tear (?:it|this) apart|pull (?:it|this) apart)\b[^.?!]*\b(?:rewrite|re-write|redo|fix|improve)\b|\b(?:rewrite|re-write|redo|fix|improve)\b[^.?!]*\b(?:critique|critici[sz]e|feedback|what(?:'s| is) wrong)\b/i;

export function reviewHandedTo(own: Brief, agent: AgentSlug, readAs: (agent: AgentSlug) => Brief): { agent: AgentSlug; brief: Brief } | null {
  if (agent === 'brand-voice' || !own.pasted || own.revision) return null;
  const instructions = requestParts(own.request).instructions;
  // Strategy and the CMO review plans; copy pasted for a critique is the Brand Voice agent's to judge and fix.
  if ((agent === 'cmo' || agent === 'strategy-review-agent') && !(COPY_NAMED.test(instructions) && !/\b(?:plan|strategy|budget|calendar|campaign plan)\b/i.test(instructions) && REVIEW_ASK.test(instructions))) return null;
  // (The SEO agent's audit of a pasted page, the Email agent's rewrite: a task of the agent's own that works on the text does it.
  // Strategy's and the CMO's reviews are of plans, so copy named above is never theirs.)
  const specialist = agent !== 'cmo' && agent !== 'strategy-review-agent';
  if (specialist && /audit|review|rewrite|check/.test(own.task ?? '') && !CRITIQUE_AND_REWRITE.test(instructions)) return null;
  if (!REVIEW_ASK.test(instructions) || (CHANGE_ASK.test(instructions) && !CRITIQUE_AND_REWRITE.test(instructions))) return null;
  const theirs = readAs('brand-voice');
  return theirs.task === 'brand-voice.check' ? { agent: 'brand-voice', brief: theirs } : null;
}
