import nlp from 'compromise';
import { claimBrokenBy, stemsOf } from '../../offline/avoided-claims.ts';
import { detailsAskedOf, missingDetails } from '../../offline/required-details.ts';
import { sentenceWords } from '../../offline/sentence-limit.ts';
import { applyVoice, bannedWordsIn, type VoiceEdit, type VoiceRules } from '../../offline/voice-rules.ts';
import { factSentence } from './fact-sentence.ts';
import { backingText, withoutUnbackedClaims } from './unbacked-claims.ts';
import { unlistedPricesIn } from './unlisted-prices.ts';
import { detailLine, leadingFact, topicsOf, trueLinesFor, type TrueLine } from './true-details.ts';
import type { AgentTask, TaskInput, TaskOutput } from '../agent-task.ts';
import { changeList } from './change-list.ts';
import { restructure } from './rewrite-structure.ts';
import { spaceVoiceOf } from './space-voice.ts';
import { isLetter, proseSentences } from './voice-breaches.ts';
import { voiceMaterialOf } from './voice-material.ts';
import { noMaterial } from './no-material.ts';
import { bannedPhrasesSaid } from './said-in-other-words.ts';
import { STARTERS } from './starters.ts';
import { plainTerms, wantsPlainTerms } from './plain-terms.ts';
import { consistentWorkerName, emptySentencesIn, voiceIsPlain, withoutExclamations } from './plain-copy.ts';
import { escapeRegExp } from '../../../../domain/escape-reg-exp.ts';
import { brushOffsIn } from '../brush-offs.ts';
import { offerClaimsIn, withOfferFixed } from './offer-claims.ts';
import { beforeSignOff } from '../before-sign-off.ts';

/** The closing block of a letter: the one that holds its sign-off. */
const signedOff = (signOff: string | null) => (block: string) => Boolean(signOff) && block.includes(signOff!);

/** A request whose text answers a customer: a reply to a review, a complaint or an email. */
const REPLY_CONTEXT = /\b(?:repl(?:y|ies)|respon(?:se|d)|answer)\b[^.!?]{0,40}\b(?:review|complaint|comment|customer|email|message)\b|\b(?:review|complaint)\b[^.!?]{0,40}\b(?:repl(?:y|ies)|response|answer)\b/i;

/**
 * Rewrites a text in the space's voice: claims the rules forbid taken out, banned words replaced in every
 * form, every sentence within the limit, fake urgency and shouting toned down, the sign-off on a letter; the
 * notes list what changed, from the edits made. A regenerate gives the text another structure and other words.
 */
function rewrite(input: TaskInput): TaskOutput {
  const material = voiceMaterialOf(input);
  if (!material) return noMaterial('rewrite');
  const voice = spaceVoiceOf(input, { defaultLimit: true });
  // A text the request calls an email is a letter even when the draft has no greeting yet: it ends with the sign-off.
  const letter = isLetter(material.text) || (material.text.split(/\n\s*\n/).length > 1 && /\b(e-?mail|letter|newsletter)\b/i.test(input.brief.request));
  // A reply to a review or a complaint loses its brush-offs ('Sorry you feel that way', 'Policy is policy.'): no voice
  // a business sets is meant to shut a customer out.
  const reply = REPLY_CONTEXT.test(input.brief.request) ? brushOffsIn(material.text) : { text: material.text, changes: [] };
  const voicedFirst = applyVoice(reply.text, voice.rules, { tighten: true, variant: input.variant, signOff: letter });
  const voicedOnce = { ...voicedFirst, edits: [...reply.changes.map((c) => ({ kind: 'stock' as const, from: c.from, to: c.to })), ...voicedFirst.edits] };
  // A banned phrase said in other words ('100% accurate' for '100% accuracy') is the same claim: its sentence goes too.
  const reworded = bannedPhrasesSaid(proseSentences(voicedOnce.text), voice.rules.avoid);
  const applied = {
    ...voicedOnce,
    text: reworded.reduce((text, r) => withoutSentence(text, r.sentence), voicedOnce.text),
    edits: [...voicedOnce.edits, ...reworded.map((r) => ({ kind: 'claim' as const, removed: r.sentence, rule: r.phrase }))],
  };
  // Claims of standing the facts do not back ("the best in Harrogate", "trusted by leading wholesalers") go, as hype does.
  const unbacked = withoutUnbackedClaims(applied.text, backingText(input.facts));
  const backed = { ...applied, text: unbacked.text, edits: [...applied.edits, ...unbacked.edits.filter((e) => e.whole).map((e) => ({ kind: 'claim' as const, removed: e.removed, rule: '' }))] };
  // A sentence left with nothing a reader can use once its hype is out ("Our staff use tools to deliver results") goes:
  // a fact from the space may stand in its place. Kept only when nothing else would be left to say.
  const emptied = emptySentencesIn(backed.text, material.text);
  const hasFacts = input.facts.proof.length + input.facts.terms.length > 0 || Boolean(input.facts.differentiator);
  const empties = emptied.length && (hasFacts || proseSentences(backed.text).length > emptied.length) ? emptied : [];
  const voiced = { ...backed, text: empties.reduce((t, e) => withoutSentence(t, e), backed.text), edits: [...backed.edits, ...empties.map((e) => ({ kind: 'claim' as const, removed: e, rule: '' }))] };
  // A rewrite stays about the length of the text: a fact stands in for a claim on the same point, one or two at most.
  const budget = sentenceWords(material.text) < 40 ? 1 : 2;
  // Hype and forbidden claims become what is true: a fact on what they were about, after the sentence on it.
  // The benefit-first regenerate is the short one: it leads with one fact the first version did not say, instead of its facts.
  const short = input.variant % 3 === 1;
  const firstTruths = trueLinesFor(voiced.edits, input.facts, voiced.text, 3, 0).map((t) => t.line);
  const allTruths = short ? [] : trueLinesFor(voiced.edits, input.facts, voiced.text, 3, input.variant).flatMap((t) => inVoice(t, voice.rules));
  const build = (truths: TrueLine[]) => {
    let body = voiced.text;
    for (const t of truths) body = insertAfter(body, heldIn(material.text, body, t.why, voice.rules.signOff) ?? proseSentences(body).find((s) => topicsOf(s).some((topic) => topicsOf(t.why).includes(topic))) ?? heldBefore(material.text, body, t.why, voice.rules.signOff), t.line, letter ? voice.rules.signOff : null);
    // The details the voice's rules say to include ("what a job costs and how long it takes"), from the facts or as marked blanks.
    const details: TrueLine[] = [];
    // (A rule that swaps words ('Always say "service", never "tune-up"') is kept by the swap itself: the voice pass has
    // already written its word wherever the text said the other; a text that never did asks for nothing.)
    for (const miss of missingDetails(proseSentences(body), detailsAskedOf(body, voice.rules.requires ?? [], voice.rules.swaps))) {
      // The prices the writer's own text names, not those of a fact added above.
      const detail = detailLine(miss, input.facts, material.text);
      const [said] = inVoice(detail, voice.rules);
      if (!said) continue;
      details.push(said);
      // A rule on the text goes after its opening sentence, before it says why it is worth it; a rule on a sentence, after that sentence.
      body = insertAfter(body, miss.sentence ?? openingSentence(body), said.line, letter ? voice.rules.signOff : null);
    }
    return { body, details };
  };
  // What the voice's rules ask for comes first; facts for hype fill what is left of the budget.
  let truths = allTruths.slice(0, budget);
  let built = build(truths);
  // A marked blank is a line for the writer to fill, not copy that lengthens the text.
  const filled = (details: TrueLine[]) => details.filter((d) => d.from).length;
  while (truths.length && truths.length + filled(built.details) > budget) {
    truths = truths.slice(0, -1);
    built = build(truths);
  }
  const { body, details } = built;
  const room = () => budget - truths.length - filled(details);
  // A regenerate says what is true where a forbidden claim stood: another substance, not just other words.
  const removedClaim = voiced.edits.some((e) => e.kind === 'claim' || e.kind === 'manner');
  // When the rules leave little of the text, the first version says what is true too, so it is still usable.
  const little = proseSentences(body).length < Math.max(1, Math.ceil(proseSentences(material.text).length / 2));
  // Each version that says what is true takes another fact, so a regenerate is new substance too.
  const truth = removedClaim && !truths.length && (input.variant > 0 || little) && (room() > 0 || little) ? trueLine(input, voice.rules, little ? input.variant : input.variant - 1) : null;
  const withTruth = truth ? beforeSignOff(body, truth.line, signedOff(letter ? voice.rules.signOff : null)) : body;
  // A benefit-first regenerate leads with a fact the first version did not say: another substance, not the same lines moved.
  const unsaid = `${withTruth} ${firstTruths.join(' ')}`;
  const leading = short && room() - (truth ? 1 : 0) > 0 ? leadingFact(input.facts, unsaid, input.variant) ?? leadingFact(input.facts, withTruth, input.variant) : null;
  const lead = leading ? (inVoice(leading, voice.rules)[0] ?? null) : null;
  const withLead = lead ? insertAfter(withTruth, openingSentence(withTruth), lead.line, letter ? voice.rules.signOff : null) : withTruth;
  const added = [...(lead ? [lead] : []), ...truths, ...details, ...(truth ? [truth] : [])].map((t) => t.line);
  // A price claim ("cheap prices") goes when a true line on the price stands in for it, rather than becoming "affordable".
  const priced = added.some((l) => topicsOf(l).includes('price'));
  const priceWords = priced ? voiced.edits.filter((e): e is Extract<VoiceEdit, { kind: 'banned' }> => e.kind === 'banned' && Boolean(e.to) && topicsOf(e.from).includes('price')) : [];
  const unpriced = priceWords.reduce((text, e) => withoutWord(text, e.to!), withLead);
  const made = voiced.edits.filter((e) => !(e.kind === 'claim' && e.rule === '')).map((e) => (priceWords.includes(e as never) ? { ...e, to: '' } : e));
  const shaped = restructure(unpriced, input.variant, { lead: added, opening: openingQuestion(input, unpriced) });
  // A word limit in the request ("under 50 words") is kept: added lines go first, then the sentences with least in them.
  const fitted = withinWords(shaped.text, input.brief.limits.words, added);
  // A plain voice carries no exclamation marks, and one thing keeps one name: the voice's word, then the profile's.
  const calm = voiceIsPlain(voice.rules.tone ?? input.facts.tone, input.facts.avoid) ? withoutExclamations(fitted.text) : { text: fitted.text, count: 0 };
  const named = consistentWorkerName(calm.text, [voice.rules.tone ?? '', input.facts.tone ?? '', input.facts.differentiator ?? '', input.facts.description ?? '']);
  // Asked for plain words, or told by the voice to explain terms: long sentences split, technical terms marked to explain.
  const plainly = wantsPlainTerms(input.brief.request, [...(voice.rules.manners ?? []).map((m) => m.rule), ...(voice.rules.requires ?? []).map((r) => r.rule)].join('\n')) ? plainTerms(withoutStrandedNouns(named.text.trim()), input.facts.company) : null;
  const drafted = plainly ? plainly.text : withoutStrandedNouns(named.text.trim());
  // An offer said for more than its code gives ('15% off everything') is put as the documents state it.
  const offerFixes = offerClaimsIn(proseSentences(drafted), [...input.referenced, ...(input.library ?? [])]).filter((o) => o.fix);
  const offered = withOfferFixed(drafted, offerFixes);
  // A price the list does not give ('from just £40 a month') becomes a marked blank: the rewrite never keeps a wrong price.
  const unlisted = unlistedPricesIn(proseSentences(offered), input.facts, [...input.referenced, ...(input.library ?? [])].map((d) => d.text));
  const text = unlisted.reduce((t, u) => t.replace(u.phrase, u.fix ?? `[check: your list gives ${u.listed}]`), offered);
  // "What changed" lists only what the final text shows: a word swapped in a sentence that later went is no change to report.
  const edits = made.filter((e) => !('to' in e) || !e.to || e.kind === 'sign-off' || hasWords(text, e.to));
  const changes = [
    ...changeList(edits, shaped.note, material.text),
    ...offerFixes.map((o) => `Said the offer as your documents give it: "${o.phrase}" is now "${/\boff\b/i.test(o.phrase) ? `${o.phrase.replace(/\boff\b.*$/i, '').trim()} ${o.fix}`.trim() : o.fix}".`),
    ...unlisted.map((u) => (u.fix ? `Put the price your list gives: "${u.phrase}" is now "${u.fix}".` : `Marked "${u.phrase}", which is not on your list (${u.listed}), for you to check.`)),
    ...(unbacked.edits.length ? [`Took out claims your facts do not back: ${unbacked.edits.map((e) => `"${clipWords(e.removed)}"`).join(', ')}.`] : []),
    ...(empties.length ? [`Took out ${empties.length === 1 ? 'a sentence' : 'sentences'} that said nothing a reader can use once the hype was out: ${empties.map((e) => `"${e.trim().replace(/[.!?]+$/, '')}"`).join(', ')}.`] : []),
    ...(calm.count ? [`Made ${calm.count === 1 ? 'the exclamation mark a full stop' : `${calm.count} exclamation marks full stops`}, as your voice is plain.`] : []),
    ...(named.swaps.length ? [`Kept one word for the people who do the work: ${named.swaps.map((w) => `"${w.from}" → "${w.to}"`).join(', ')}, as your voice and profile say.`] : []),
    ...truths.map((t) => `Said what is true in place of "${clipWords(t.why)}", from ${t.from}: "${t.line}"`),
    ...details.map((d) => (d.from ? `Added what your rule "${d.why}" asks for, from ${d.from}: "${d.line}"` : `Left a marked blank for what your rule "${d.why}" asks for, as your facts don't give it: "${d.line}"`)),
    ...(truth ? [`Said what is true in place of the claim, from ${truth.from}: "${truth.line}"`] : []),
    ...(lead ? [`Led with what the reader gets, from ${lead.from}: "${lead.line}"`] : []),
    ...(fitted.note ? [fitted.note] : []),
    ...(plainly?.split ? [`Split ${plainly.split === 1 ? 'a sentence' : `${plainly.split} sentences`} at ${plainly.split === 1 ? 'its semicolon' : 'their semicolons'}, one thought each.`] : []),
    ...(plainly?.marked.length ? [`Marked ${plainly.marked.map((t) => `"${t}"`).join(', ')} to explain in everyday words: I have no definitions for ${plainly.marked.length === 1 ? 'it' : 'them'} offline, so ${plainly.marked.length === 1 ? 'it is' : 'they are'} left for you.`] : []),
  ].filter((c) => !fitted.dropped.some((d) => c.endsWith(`"${d}"`)));
  // Verified on the result, not assumed from the steps: what is still there is said, never hidden.
  const left = bannedWordsIn(text, voice.rules);
  const claimsLeft = proseSentences(text).filter((s) => claimBrokenBy(s, voice.rules.claims ?? []));
  // A rule given a marked blank is answered for the writer to fill: only a rule with nothing added is still missing.
  const stillMissing = missingDetails(proseSentences(text), detailsAskedOf(text, voice.rules.requires ?? [], voice.rules.swaps)).filter((m) => !details.some((d) => d.why === m.rule.rule));
  const notes = [
    '**What changed**',
    ...(changes.length ? changes.map((c) => `- ${c}`) : ['- Nothing: the text already follows these rules.']),
    ...(voiced.overLimit.length ? [`Still over ${voice.rules.maxSentenceWords} words, with no clause to split at: ${voiced.overLimit.map((s) => `"${s}"`).join(', ')}. Shorten ${voiced.overLimit.length === 1 ? 'it' : 'them'} by hand.`] : []),
    ...(left.length ? [`Still in the text: ${left.join(', ')}.`] : []),
    ...(claimsLeft.length ? [`Check these sentences against your rules: ${claimsLeft.map((s) => `"${s}"`).join(', ')}.`] : []),
    ...(stillMissing.length ? [`Still missing what your rules ask for: ${[...new Set(stillMissing.map((m) => `"${m.rule.rule}"`))].join(', ')}.`] : []),
    ...(voice.assumed.length ? [`Assumed: ${voice.assumed.join('; ')}.`] : []),
  ];
  const name = material.from === 'your text' ? 'your text' : `"${material.from}"`;
  // A regenerate says how it differs from the first version, measured, not assumed.
  const first = input.variant > 0 ? applyVoice(material.text, voice.rules, { tighten: true, variant: 0, signOff: letter }).text : text;
  const summary =
    input.variant === 0
      ? `${name.charAt(0).toUpperCase()}${name.slice(1)}, rewritten in ${voice.basis}.`
      : text === first
        ? `${name.charAt(0).toUpperCase()}${name.slice(1)}, rewritten in ${voice.basis}: the same as the first version, as a text this short has one way to meet the rules.`
        : `Another version of ${name} in ${voice.basis}, ${shaped.note ? 'with a different structure' : 'with other word choices'}.`;
  return {
    summary,
    deliverable: text,
    notes,
    used: material.source ? [material.source] : [],
    steps: [
      { tool: 'voice_rules', summary: voice.basis },
      { tool: 'rewrite', summary: changes.length ? `${voiced.edits.length} edit${voiced.edits.length === 1 ? '' : 's'}` : 'no change needed' },
    ],
    artifacts: [],
  };
}

/** Whether a text has these words, as words, in any case. */
function hasWords(text: string, words: string): boolean {
  return new RegExp(`(?<![\\w-])${escapeRegExp(words.trim())}(?![\\w-])`, 'i').test(text);
}

/** The text without one sentence, its spacing tidied. */
function withoutSentence(text: string, sentence: string): string {
  return text.replace(sentence, '').replace(/[ \t]{2,}/g, ' ').replace(/ +\n/g, '\n').replace(/\n +/g, '\n').replace(/\n{3,}/g, '\n\n').trim();
}

/** The longest sentence a fact may add: the voice's limit, and never more than a reader takes in at once. */
const factCap = (rules: VoiceRules) => Math.min(rules.maxSentenceWords ?? 25, 25);

/**
 * A line as the voice says it: one grammatical sentence within the sentence limit, banned words out; none when
 * a rule would take it out or it cannot be said whole in one sentence. A marked blank is kept as it is.
 */
function inVoice(t: TrueLine, rules: VoiceRules): TrueLine[] {
  const line = /\[[^\]]+\]/.test(t.line) ? t.line : t.line.split(/(?<=[.!?])\s+/).map((s) => factSentence(s, factCap(rules))).filter(Boolean).slice(0, 1).join(' ');
  if (!line) return [];
  const voiced = applyVoice(line, rules);
  return voiced.text.trim() && !voiced.edits.some((e) => e.kind === 'claim' || e.kind === 'manner' || e.kind === 'split') ? [{ ...t, line: voiced.text.trim() }] : [];
}

/** Takes a word out of the copy: "at affordable prices" goes whole, "affordable family check-ups" loses the word. */
function withoutWord(text: string, word: string): string {
  const w = escapeRegExp(word);
  // ('Way more affordable than the shops in town.': a comparison without its comparative says nothing; it goes whole.)
  return text
    .replace(new RegExp(`(?:^|(?<=[.!?]\\s))[^.!?\\n]*\\b${w}\\s+than\\b[^.!?\\n]*[.!?]?[ \\t]*`, 'gim'), '')
    .replace(new RegExp(`\\s+(?:at|for|with)\\s+${w}\\s+(?:prices?|rates?|fees?|costs?)\\b`, 'gi'), '').replace(new RegExp(`\\b${w}\\s+`, 'gi'), '');
}

/**
 * The text within the word limit the request sets: the lines the rewrite added go first (last added first),
 * then the sentences with no figure in them, longest first; the opening and the closing sentence stay.
 */
function withinWords(text: string, limit: number | null, added: readonly string[]): { text: string; note: string | null; dropped: string[] } {
  const count = (t: string) => sentenceWords(t.replace(/\*\*/g, ''));
  if (!limit || count(text) <= limit) return { text, note: null, dropped: [] };
  const before = count(text);
  let out = text;
  const dropped: string[] = [];
  const cut = (s: string) => {
    out = out.replace(s, '').replace(/[ \t]{2,}/g, ' ').replace(/ +\n/g, '\n').replace(/\n{3,}/g, '\n\n').trim();
  };
  for (const line of [...added].reverse()) {
    if (count(out) <= limit) break;
    if (out.includes(line)) {
      cut(line);
      dropped.push(line);
    }
  }
  const taken: string[] = [];
  while (count(out) > limit) {
    const sentences = proseSentences(out);
    const candidates = sentences.slice(1, -1).filter((s) => !/\d|[£$€]|\[/.test(s)).sort((a, b) => count(b) - count(a));
    if (!candidates.length) break;
    cut(candidates[0]!);
    taken.push(candidates[0]!);
  }
  const after = count(out);
  const what = [...dropped.map((d) => `"${clipWords(d)}"`), ...taken.map((t) => `"${clipWords(t)}"`)];
  const note = after <= limit ? `Kept it under ${limit} words, as you asked (${before} before, ${after} now)${what.length ? `: left out ${what.join(', ')}` : ''}.` : `Still ${after} words, over the ${limit} you asked for: no sentence could go without losing the point, so shorten it by hand.`;
  return { text: out, note, dropped };
}

const clipWords = (text: string) => {
  const words = text.trim().replace(/[.!?]+$/, '').split(/\s+/);
  return words.length > 6 ? `${words.slice(0, 5).join(' ')}…` : words.join(' ');
};

/** The rewritten sentence that came from the one the words were in: the one sharing most of its words. */
function heldIn(original: string, body: string, words: string, signOff: string | null): string | null {
  const from = proseSentences(original).find((s) => s.includes(words) || words.includes(s.replace(/[.!?]+$/, '')));
  if (!from) return null;
  const stems = new Set(stemsOf(from));
  let best: { s: string; share: number } | null = null;
  // Never a sign-off or a greeting: a line of a few words shares half its words by chance.
  for (const s of proseSentences(body).filter((s) => s.trim() !== signOff && s.split(/\s+/).length >= 4)) {
    const own = stemsOf(s);
    const share = own.length ? own.filter((w) => stems.has(w)).length / own.length : 0;
    if (share >= 0.5 && (!best || share > best.share)) best = { s, share };
  }
  return best?.s ?? null;
}

/**
 * Where a sentence taken out whole stood: after the rewritten form of the sentence before it, so the fact
 * that replaces it lands in its place and not after the call to action.
 */
function heldBefore(original: string, body: string, words: string, signOff: string | null): string | null {
  const sentences = proseSentences(original);
  // The original sentence sharing most of the words: the rewrite may have dropped a word of it already ("unbeatable").
  const stems = new Set(stemsOf(words));
  const share = (s: string) => stemsOf(s).filter((w) => stems.has(w)).length / Math.max(1, stemsOf(s).length);
  const at = sentences.reduce((best, s, i) => (share(s) > 0.5 && (best < 0 || share(s) > share(sentences[best]!)) ? i : best), -1);
  for (let i = at - 1; i >= 0; i--) {
    const kept = heldIn(original, body, sentences[i]!, signOff);
    if (kept) return kept;
  }
  return null;
}

/** The text's first prose sentence: after a greeting or a heading. */
function openingSentence(text: string): string | null {
  return proseSentences(text).find((s) => !/^(hi|hello|dear|hey)\b[^.!?]{0,40},?$/i.test(s.trim())) ?? null;
}

/** Puts a line after a sentence of the text (in its paragraph), or at the end of the body when there is none. */
function insertAfter(text: string, sentence: string | null, line: string, signOff: string | null): string {
  if (!sentence) return beforeSignOff(text, line, signedOff(signOff));
  const lines = text.split('\n');
  const at = lines.findIndex((l) => l.includes(sentence));
  if (at < 0) return beforeSignOff(text, line, signedOff(signOff));
  const own = lines[at]!;
  if (/^\s*(#|\|)/.test(own)) lines.splice(at + 1, 0, '', line);
  else {
    const end = own.indexOf(sentence) + sentence.length;
    lines[at] = `${own.slice(0, end)} ${line}${own.slice(end)}`.replace(/ {2,}/g, ' ');
  }
  return lines.join('\n');
}

/** A question a regenerate may open with: the audience's own problem from the profile, on what the text is about. */
function openingQuestion(input: TaskInput, text: string): string | null {
  const problems = (input.facts.problems ?? '').replace(/\.$/, '').split(/,\s*(?:and\s+)?|;\s*|\s+and\s+(?=[a-z]+ing\b)/).map((p) => p.trim()).filter((p) => p.split(/\s+/).length >= 2);
  if (!problems.length) return null;
  const about = new Set(topicsOf(text));
  const fit = problems.find((p) => topicsOf(p).some((t) => about.has(t))) ?? problems[0]!;
  return `${fit.charAt(0).toUpperCase()}${fit.slice(1)}?`;
}

/** A fact from the space that keeps every rule: the proof, what sets it apart, or a term. */
function trueLine(input: TaskInput, rules: VoiceRules, pick: number): { line: string; from: string } | null {
  const f = input.facts;
  const from = (source: { kind: string; title: string }) => (source.kind === 'profile' ? 'your profile' : `"${source.title}"`);
  // A customer's own words ('I'd never been in a kayak') are quoted and signed as they said them, never put in the
  // company's voice, and never reworded.
  const own = (text: string) => /\b(?:i|i'd|i'm|i've|me|my|we|we're|we've|our|us)\b/i.test(text);
  const quoted = f.proof.filter((p) => p.who && own(p.text)).map((p) => ({ line: `“${p.text.trim().replace(/^["“]|["”]$/g, '').replace(/([^.!?…])$/, '$1.')}” — ${p.who}`, from: from(p.source) }));
  const candidates = [...f.proof.filter((p) => !own(p.text)).map((p) => ({ text: p.text, from: from(p.source) })), ...(f.differentiator ? [{ text: f.differentiator, from: 'your profile' }] : []), ...f.terms.map((t) => ({ text: t.text, from: from(t.source) }))];
  const usable = [...quoted, ...candidates.flatMap((c) => inVoice({ line: c.text.trim(), from: c.from, why: '' }, rules).map((t) => ({ line: t.line, from: c.from })))];
  return usable.length ? usable[pick % usable.length]! : null;
}

export const REWRITE_TASK: AgentTask = {
  id: 'brand-voice.rewrite',
  agent: 'brand-voice',
  label: 'a rewrite of your text in the brand voice',
  cues: ['rewrite', 'rephrase', 'reword', 'edit', 'polish', 'tidy', 'clean up', 'fix', 'improve', 'rework', 'redo', 'tone down', 'in our voice', 'in our brand voice', 'in the brand voice', 'in our tone', 'make it sound', 'make this sound', 'make it on-brand', 'make this on-brand', 'make this', 'sound like us', 'sound more like us', 'adapt'],
  delivers: ['rewrite', 'version'],
  starter: STARTERS.rewrite,
  generate: rewrite,
};

/**
 * A noun left alone before an instruction once the words around it went ('Best in town prices – hurry, book now!'
 * becomes 'Prices, book now.'): the instruction stands on its own ('Book now.').
 */
function withoutStrandedNouns(text: string): string {
  return text.replace(/(^|[.!?]\s+|\n)([A-Z][a-z]+),\s+([a-z]+)\b/g, (whole, start: string, noun: string, verb: string) => {
    // Read after 'the', so a plural the tagger alone takes for a verb ('prices') is read as the noun it is.
    const stranded = nlp(`the ${noun.toLowerCase()}`).has('^the #Noun') && nlp(`${verb} it`).has('^#Imperative');
    return stranded ? `${start}${verb.charAt(0).toUpperCase()}${verb.slice(1)}` : whole;
  });
}
