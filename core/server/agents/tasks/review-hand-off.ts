import type { AgentSlug, Brief } from '../brief/brief.ts';
import { requestParts } from '../brief/request-parts.ts';

/** 'Can you review this post before I put it up', 'check this email before I send it': a verdict on text given, not new copy. */
const REVIEW_ASK = /\b(?:review|check|look over|proof-?read|sense[- ]check|give (?:me )?feedback on|feedback on|thoughts on|what do you think (?:of|about)|is this (?:ok|okay|alright|fine|good)|anything wrong with)\b|\bbefore (?:i|we) (?:put|post|send|publish|share|print) (?:it|this)\b|\bbefore it goes (?:out|live|up)\b/i;
/** Asks to change the text: the agent's own rewrite or audit does that. */
const CHANGE_ASK = /\b(?:rewrite|re-write|redo|improve|fix|edit|tighten|shorten|make (?:it|this) (?:better|shorter|punchier)|turn (?:it|this) into|audit|seo)\b/i;

/**
 * A specialist asked only to check pasted copy (a post, an email, a page's text) hands it to the Brand Voice
 * agent's check, which names each breach of the space's voice and rules: the specialists write copy and have no
 * task that judges it, and answering with new copy of their own would answer another question.
 */
export function reviewHandedTo(own: Brief, agent: AgentSlug, readAs: (agent: AgentSlug) => Brief): { agent: AgentSlug; brief: Brief } | null {
  if (agent === 'brand-voice' || agent === 'cmo' || agent === 'strategy-review-agent' || !own.pasted || own.revision) return null;
  // (The SEO agent's audit of a pasted page, the Email agent's rewrite: a task of the agent's own that works on the text does it.)
  if (/audit|review|rewrite|check/.test(own.task ?? '')) return null;
  const instructions = requestParts(own.request).instructions;
  if (!REVIEW_ASK.test(instructions) || CHANGE_ASK.test(instructions)) return null;
  const theirs = readAs('brand-voice');
  return theirs.task === 'brand-voice.check' ? { agent: 'brand-voice', brief: theirs } : null;
}
