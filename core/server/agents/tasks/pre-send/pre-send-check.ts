import { mergedOffer } from '../../brief/merged-offer.ts';
import type { AgentSlug, Brief } from '../../brief/brief.ts';
import type { VoiceRules } from '../../offline/voice-rules.ts';
import type { TaskOutput } from '../agent-task.ts';
import { checkedStatements } from './change-statements.ts';
import { withoutEmptyLeadIns } from './copy-lines.ts';
import { fillBlanksFromRequest } from './filled-blanks.ts';
import { withoutForbiddenCopy } from './forbidden-copy.ts';
import { withHouseWords } from './house-words.ts';
import { withinChannelLimits, withinRequestLimits } from './piece-limits.ts';
import { withoutFactDumps, withoutRequestEchoes } from './request-echoes.ts';
import { missingPieces } from './requested-pieces.ts';
import { withoutStockOffers } from './template-offers.ts';
import { UNTRACED_BLANK, withTracedFigures } from './traced-figures.ts';
import { withDeterminersJoined } from './doubled-determiners.ts';

/**
 * The one check every offline deliverable passes before it is sent (R-AGENT briefs, facts first): the pieces
 * asked for, the limits, the figures traced to the space, no forbidden word or claim, no stock offer the business
 * does not make, no request pasted into the copy, blanks the request answers filled, and every "what changed" true
 * of the final text. It repairs what it can and says in the notes what it changed and what it could not.
 */
export interface PreSendInput {
  agent: AgentSlug;
  brief: Brief;
  voice: VoiceRules;
  /** Everything the space says, as text: the profile's answers, the saved voice, the documents read. */
  sources: string[];
  /** The previous answer, for a follow-up: its deliverable, and the request and brief it was written from. */
  previous: { deliverable: string; request: string; brief: Brief | null } | null;
}

/**
 * Tasks whose deliverable is copy a customer reads. An audit, a keyword list, internal links, a voice check or guide
 * report to the marketer, and the strategy and CMO answers are advice: their figures are measurements and their
 * quotes are the text under review.
 */
const COPY_TASKS = /^(?:email\.|creative\.|seo\.(?:article|outline|faq|meta)$|brand-voice\.rewrite$)/;

const clip = (text: string) => (text.length > 80 ? `${text.slice(0, 77).replace(/\s+\S*$/, '')}…` : text);
const quoted = (items: readonly string[]) => items.map((t) => `"${clip(t)}"`).join(', ');

export function preSendCheck(output: TaskOutput, input: PreSendInput): TaskOutput {
  if (!input.brief.task || !output.deliverable.trim()) return output;
  // A follow-up works on the previous answer: what its request gave (the offer, the code, the date) still holds.
  const earlier = input.previous;
  const brief: Brief = earlier
    ? { ...input.brief, request: `${input.brief.request}\n${earlier.request}`, offer: mergedOffer(input.brief.offer, earlier.brief?.offer), links: [...input.brief.links, ...(earlier.brief?.links ?? [])] }
    : input.brief;
  const sources = earlier ? [...input.sources, earlier.deliverable] : input.sources;
  const copy = COPY_TASKS.test(brief.task ?? '');
  const notes: string[] = [];

  const blanks = fillBlanksFromRequest(output.deliverable, output.notes, brief);
  let text = blanks.deliverable;
  let taskNotes = blanks.notes;
  if (blanks.filled.length) notes.push(`Filled from your request: ${blanks.filled.map((f) => `${f.blank} with "${f.value}"`).join(', ')}.`);

  // ('your the Calm Coat promise': one determiner, in every answer, copy or not.)
  text = withDeterminersJoined(text).text;
  if (copy) {
    const echoes = withoutRequestEchoes(text, input.brief.request);
    text = echoes.text;
    if (echoes.removed.length) notes.push(`Took out words of your request that had ended up in the copy: ${quoted(echoes.removed)}.`);
    const dumps = withoutFactDumps(text, sources);
    text = dumps.text;
    if (dumps.removed.length) notes.push(`Took out a table row pasted from your documents: ${quoted(dumps.removed)}.`);
    if (dumps.reworded.length) notes.push(`Said as a sentence what read as a price list's row: ${quoted(dumps.reworded)}.`);

    const offers = withoutStockOffers(text, brief, sources);
    text = offers.text;
    const kinds = { trial: 'a trial', deadline: 'an end date', discount: 'a discount' } as const;
    for (const kind of ['trial', 'deadline', 'discount'] as const) {
      const gone = offers.removed.filter((r) => r.kind === kind);
      if (gone.length) notes.push(`Neither your request nor your facts give ${kinds[kind]}, so the copy does not offer one: changed or took out ${quoted(gone.map((g) => g.text))}.`);
    }

    const forbidden = withoutForbiddenCopy(text, input.voice, brief.request);
    text = forbidden.text;
    for (const r of forbidden.removed) notes.push(r.kind === 'word' ? `Took out a sentence with "${r.why}", a word your voice avoids: "${clip(r.text)}".` : `Took out a sentence your rule "${r.why}" forbids: "${clip(r.text)}".`);

    const figures = withTracedFigures(text, sources, brief.request, output.measured ?? []);
    text = figures.text;
    if (figures.removed.length) notes.push(`Took out ${figures.removed.length === 1 ? 'a sentence' : 'sentences'} with a figure neither your request nor your facts give: ${quoted(figures.removed)}.`);
    if (figures.blanked.length) notes.push(`${quoted([...new Set(figures.blanked)])} ${figures.blanked.length === 1 ? 'is' : 'are'} not in your request or facts: marked ${UNTRACED_BLANK} to fill or cut.`);
  }

  // The voice's own words for things ('clients', never 'customers') hold in advice as much as in copy; the Brand
  // Voice agent's checks, analyses and guides quote the text under review or the rule itself, and keep their words.
  if (!/^brand-voice\.(?!rewrite$)/.test(brief.task ?? '')) {
    const house = withHouseWords(text, input.voice.swaps);
    text = house.text;
    // (The note names the word written, never the banned one again.)
    if (house.swapped.length) notes.push(`Used your voice's own ${house.swapped.length === 1 ? 'word' : 'words'} ${house.swapped.map((w) => `"${input.voice.swaps![w]}"`).join(', ')} throughout.`);
  }

  if (text !== output.deliverable) text = withoutEmptyLeadIns(text);
  const channel = withinChannelLimits(text, brief);
  text = channel.text;
  // 'Email 2 is too long: under 60 words' was held on email 2 by the revision; the other pieces stay as they were.
  const onePiece = earlier && /^\w+ (?:\d{1,2}|last)$/.test(brief.revision?.part ?? '');
  const asked = onePiece ? { text, trimmed: [], over: [] } : withinRequestLimits(text, brief);
  text = asked.text;
  for (const t of [...channel.trimmed, ...asked.trimmed]) notes.push(`To fit the limit: ${t}.`);
  for (const o of [...channel.over, ...asked.over]) notes.push(`Still over the limit: ${o}.`);

  notes.push(...missingPieces(text, taskNotes, output.summary, brief));

  const statements = checkedStatements(output.summary, taskNotes, text, input.voice, earlier?.deliverable ?? null);
  taskNotes = statements.notes;
  if (statements.corrected.length) notes.push(`Corrected what this answer said it changed, to match the final text (${statements.corrected.join(', ')}).`);

  if (text === output.deliverable && !notes.length && statements.summary === output.summary && taskNotes.length === output.notes.length) return output;
  return {
    ...output,
    summary: statements.summary,
    deliverable: text,
    notes: [...taskNotes, ...notes],
    ...(output.publishable ? { publishable: { ...output.publishable, body: output.publishable.body === output.deliverable ? text : output.publishable.body } } : {}),
  };
}
