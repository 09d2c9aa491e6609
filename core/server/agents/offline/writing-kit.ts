import type { AgentContext } from '../tools/agent-context.ts';
import { nounPhraseOf } from '../brief/phrase-type.ts';
import { spaceFactsOf, firstSentence, headOf, midSentence, type SpaceFacts } from './space-facts.ts';
import { materialOf, type Material } from './request-material.ts';
import { requestTopic } from './request-topic.ts';
import { VariantPicker } from './variant-picker.ts';
import { avoidWordsOfProfile, voiceRulesOf, type VoiceRules } from './voice-rules.ts';
import { instructionPlanOf, type InstructionPlan } from './extra-instructions.ts';
import type { Slots } from './template-grammar.ts';
import { requestDetails, type RequestDetails } from './request-details.ts';

/** Everything the offline engine writes from, worked out once per run. */
export interface WritingKit {
  facts: SpaceFacts;
  material: Material;
  /** The saved voice's rules, with the space's instructions and the profile's "avoid" words merged in. */
  rules: VoiceRules;
  savedVoice: boolean;
  instructions: InstructionPlan;
  /** The request's own specifics: recipient, counts, a word limit, quoted names, the brief's points. */
  details: RequestDetails;
  pick: VariantPicker;
  /** 0 for a first answer, 1 for its first regenerate, ...: rewrites take their next wording by it. */
  variant: number;
  /** The facts as template slots (short forms), plus what the request is about. */
  slots: Slots;
  /** Knowledge-base passages retrieval found for the request (documents and web pages), first sentences only. */
  passages: { title: string; text: string }[];
}

export function writingKitOf(ctx: AgentContext): WritingKit {
  const facts = spaceFactsOf(ctx.profile);
  const material = materialOf(ctx.message, ctx.referenced ?? []);
  const voice = voiceRulesOf(ctx.brandVoice);
  const details = requestDetails(ctx.message);
  const configured = instructionPlanOf(ctx.extraInstructions);
  // A length the request sets wins over the configuration's.
  const instructions = details.maxWords ? { ...configured, maxWords: details.maxWords } : configured;
  const rules: VoiceRules = {
    ...voice,
    signOff: instructions.signOff ?? voice.signOff,
    avoid: [...new Set([...voice.avoid, ...instructions.avoid, ...avoidWordsOfProfile(facts.avoid)])],
  };
  const asked = requestTopic(ctx.message);
  const offerShort = firstSentence(facts.offer);
  const slots: Slots = {
    company: facts.company,
    offer: offerShort && midSentence(offerShort),
    differentiator: firstSentence(facts.differentiator) && midSentence(firstSentence(facts.differentiator)!),
    audience: asked.audience ?? (firstSentence(facts.audience) && midSentence(firstSentence(facts.audience)!)),
    audienceShort: asked.audience ?? (headOf(facts.audience) && midSentence(headOf(facts.audience)!)),
    // Templates put it where a noun phrase goes ('Still dealing with {problems}?'): a clause is left out.
    problems: (firstSentence(facts.problems) && nounPhraseOf(midSentence(firstSentence(facts.problems)!))) || undefined,
    // Without a topic in the request, the offer's first clause ("a weekly coffee subscription for offices").
    topic: asked.topic ?? (offerShort && midSentence(offerShort.split(/,\s|:\s|\s[–—]\s/)[0]!)),
    askedTopic: asked.topic,
    offerName: offerShort && midSentence(offerShort.split(/,\s|:\s|\s[–—]\s/)[0]!),
    audienceAt: asked.audienceAt,
    website: facts.website,
    goal: firstSentence(facts.goal) && midSentence(firstSentence(facts.goal)!),
  };
  const passages = (ctx.sources ?? [])
    .filter((s) => s.type !== 'space_profile')
    .map((s) => ({ title: s.name ?? s.title, text: firstSentence(s.snippet.replace(/^#+\s+[^\n]*\n/, '').replace(/\s+/g, ' ').trim()) ?? '' }))
    .filter((p) => p.text.split(' ').length >= 5);
  return { facts, material, rules, savedVoice: Boolean(ctx.brandVoice?.trim()), instructions, details, variant: Math.max(0, (ctx.version ?? 1) - 1), pick: new VariantPicker(`${ctx.message}\u0000${ctx.profile.business_name ?? ''}`, ctx.version ?? 1), slots, passages };
}

/** Cuts copy to the instructions' word limit at a paragraph boundary, keeping the first and the last paragraph. */
export function withinWordLimit(paragraphs: string[], maxWords: number | null, keep: (p: string) => boolean = () => false): string[] {
  if (!maxWords) return paragraphs;
  const count = (ps: string[]) => ps.join(' ').split(/\s+/).filter(Boolean).length;
  const kept = [...paragraphs];
  // Drop from the end's side first, never the greeting, the call to action or a paragraph marked to keep.
  for (let i = kept.length - 2; i >= 1 && count(kept) > maxWords; i--) if (!keep(kept[i]!)) kept.splice(i, 1);
  return kept;
}
