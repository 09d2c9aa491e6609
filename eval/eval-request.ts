/**
 * What one eval request is: a message a marketer types to one agent in one seeded space, what a
 * demanding reader expects of the answer, and the follow-ups typed after it in the same chat. Written
 * by hand from the agents' task catalogue; nothing here is derived from the engine.
 */
import type { BriefUse, Rule } from './checks.ts';

export type AgentSlug = 'email-agent' | 'seo-agent' | 'strategy-review-agent' | 'brand-voice' | 'creative-agent' | 'cmo';
export const AGENT_SLUGS: readonly AgentSlug[] = ['email-agent', 'seo-agent', 'strategy-review-agent', 'brand-voice', 'creative-agent', 'cmo'];

/** Which voice checks apply: customer-facing copy, or copy that is (or holds) full emails, which end with the sign-off. */
export type VoiceScope = 'copy' | 'email';

export interface FollowUp {
  message: string;
  /** follows-up: what the revised answer must do (usually builds-on-previous plus the new limit). */
  expect: Rule[];
  uses?: BriefUse[];
  voice?: VoiceScope;
}

export interface EvalRequest {
  id: string;
  /** The space fixture's key. */
  space: string;
  agent: AgentSlug;
  /** The catalogue task it asks for, in a few words. */
  task: string;
  message: string;
  /** Material pasted into the message (a draft, a plan, a page): copy of it in the answer is not an echo. */
  pasted?: string;
  /** Documents ticked in the chat (sent as referenced_document_ids). A document only named in the message is not ticked. */
  referencedDocs?: string[];
  /** does-task: the deliverable, its counts, limits and format. */
  expect: Rule[];
  /** uses-brief: what the brief gave that the answer must use (offer, code, audience, product). */
  uses?: BriefUse[];
  /** uses-brief: a document the request names or ticks; at least `min` of its distinctive terms must appear. */
  doc?: { key: string; min?: number };
  /** follows-voice applies to this answer's copy. */
  voice?: VoiceScope;
  /** An out-of-remit request: declines-honestly applies, with `deliverable` what a template answer would contain. */
  outOfRemit?: { deliverable: RegExp };
  followUps?: FollowUp[];
}
