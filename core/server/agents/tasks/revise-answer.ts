import nlp from 'compromise';
import type { Brief } from '../brief/brief.ts';
import { applyVoice, type VoiceRules } from '../offline/voice-rules.ts';
import type { PreviousAnswer, TaskOutput } from './agent-task.ts';
import { revisionChanges } from './revision-changes.ts';

/** What a shorter version aims at when the follow-up gives no number: about two thirds of the words. */
const SHORTER_SHARE = 0.65;

const wordCount = (text: string) => text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;

/** A block of the deliverable that a shorter or focused version keeps whole: headings, subject and preview lines, greetings, sign-offs, lists. */
function isFixed(block: string): boolean {
  return /^(#{1,6}\s|\*\*[^*]+\*\*\s*$|(subject|preview|headline|title|meta)\b[^:\n]{0,20}:)/i.test(block.trim()) || /^(hi|hello|dear|hey)\b[^.!?\n]{0,40},?$/i.test(block.trim()) || block.trim().split('\n').length > 1 && block.trim().split('\n').every((l) => /^\s*([-*]|\d+\.)\s/.test(l));
}

/**
 * A follow-up that revises the chat's previous answer (shorter, focused on one thing, a line fixed, another
 * tone) works on that answer's deliverable, not on a new template, and says what changed from the actual diff.
 */
export function reviseAnswer(previous: PreviousAnswer, brief: Brief, voice: VoiceRules): TaskOutput {
  const before = previous.deliverable.trim();
  const revision = brief.revision!;
  let after = before;
  if (revision.kind === 'shorter' || brief.limits.words) after = shorten(before, brief.limits.words ?? Math.max(20, Math.round(wordCount(before) * SHORTER_SHARE)));
  if (revision.kind === 'focus' && revision.detail) after = focusOn(after, revision.detail);
  if (revision.kind === 'fix' && revision.detail) after = fixLine(after, revision.detail);
  if (revision.kind === 'tone') after = retone(after, revision.detail ?? '');
  after = applyVoice(after, voice).text;
  const changes = revisionChanges(before, after);
  const limit = brief.limits.words;
  return {
    summary: changes.length
      ? `Here is the previous answer, revised${limit ? ` to at most ${limit} words (now ${wordCount(after)})` : ''}.`
      : `The previous answer already does this${limit ? `: it is ${wordCount(after)} words, within ${limit}` : ''}, so here it is unchanged.`,
    deliverable: after,
    notes: changes.length ? ['**What changed**', ...changes.map((c) => `- ${c}`)] : [],
    used: [],
    steps: [{ tool: 'revision', summary: `${revision.kind}: ${changes.join('; ') || 'no change'}` }],
    artifacts: [],
  };
}

/** Cuts whole sentences from the longest free paragraphs until the text fits, keeping fixed blocks and the last paragraph (the call to action). */
function shorten(text: string, maxWords: number): string {
  const blocks = text.split(/\n{2,}/);
  const total = () => wordCount(blocks.join('\n\n'));
  const closing = lastFreeBlock(blocks);
  for (let guard = 0; total() > maxWords && guard < 200; guard++) {
    const candidates = blocks
      .map((block, index) => ({ block, index, sentences: sentences(block) }))
      .filter((b) => !isFixed(b.block) && b.index !== closing && b.block.trim());
    const longest = candidates.sort((a, b) => b.sentences.length - a.sentences.length || wordCount(b.block) - wordCount(a.block))[0];
    if (!longest) break;
    if (longest.sentences.length > 1) blocks[longest.index] = longest.sentences.slice(0, -1).join(' ');
    else blocks[longest.index] = '';
    if (!blocks[longest.index]!.trim()) blocks.splice(longest.index, 1);
  }
  // Still over: the closing paragraph keeps only its first sentence.
  if (total() > maxWords) {
    const at = lastFreeBlock(blocks);
    if (at >= 0) blocks[at] = sentences(blocks[at]!)[0] ?? blocks[at]!;
  }
  return blocks.filter((b) => b.trim()).join('\n\n');
}

function lastFreeBlock(blocks: string[]): number {
  for (let i = blocks.length - 1; i >= 0; i--) if (!isFixed(blocks[i]!) && !/^(best|thanks|cheers|regards|kind regards|warm regards|sincerely)\b/i.test(blocks[i]!.trim())) return i;
  return -1;
}

function sentences(block: string): string[] {
  return nlp(block.replace(/\s*\n\s*/g, ' ')).sentences().out('array') as string[];
}

/** Keeps the sentences about the focus (by lemma) and the fixed blocks, and moves the first of them to the lead. */
function focusOn(text: string, focus: string): string {
  const wanted = lemmas(focus);
  if (!wanted.size) return text;
  const about = (sentence: string) => [...lemmas(sentence)].some((l) => wanted.has(l));
  const blocks = text.split(/\n{2,}/);
  const closing = lastFreeBlock(blocks);
  return blocks
    .map((block, index) => {
      if (isFixed(block) || index === closing) return block;
      const kept = sentences(block).filter(about);
      return kept.join(' ');
    })
    .filter((b) => b.trim())
    .join('\n\n');
}

/** "change the second line to …", "replace X with Y". */
function fixLine(text: string, detail: string): string {
  const replace = /^(?:replace|swap)\s+["“']?(.+?)["”']?\s+(?:with|for)\s+["“']?(.+?)["”']?$/i.exec(detail.trim());
  if (replace && text.includes(replace[1]!)) return text.split(replace[1]!).join(replace[2]!);
  const line = /^(?:the\s+)?(first|second|third|fourth|fifth|last|\d+(?:st|nd|rd|th)?)\s+(?:line|sentence|subject(?: line)?|headline)\s+(?:to|should (?:be|say))\s+["“']?(.+?)["”']?$/i.exec(detail.trim());
  if (!line) return text;
  const lines = text.split('\n');
  const content = lines.map((l, i) => ({ l, i })).filter((x) => x.l.trim());
  const ordinal = line[1]!.toLowerCase();
  const index = ordinal === 'last' ? content.length - 1 : (['first', 'second', 'third', 'fourth', 'fifth'].indexOf(ordinal) + 1 || Number.parseInt(ordinal, 10)) - 1;
  const target = content[index];
  if (!target) return text;
  const prefix = /^(\s*(?:[-*]|\d+\.)\s+|\s*\*\*[^*]+\*\*:?\s*|\s*[A-Z][a-z]+:\s+)/.exec(target.l)?.[0] ?? '';
  lines[target.i] = `${prefix}${line[2]}`;
  return lines.join('\n');
}

/** More formal: contractions written out; more casual: the common ones contracted. */
function retone(text: string, detail: string): string {
  const doc = nlp(text);
  if (/formal|professional|serious/i.test(detail) && !/less formal|informal/i.test(detail)) {
    doc.contractions().expand();
    return doc.text();
  }
  if (/casual|informal|friendl|relaxed|less formal|warmer/i.test(detail)) {
    doc.contract();
    return doc.text();
  }
  return text;
}

function lemmas(text: string): Set<string> {
  const doc = nlp(text);
  doc.compute('root');
  return new Set(
    (doc.json() as { terms: { root?: string; normal: string; tags: string[] }[] }[])
      .flatMap((s) => s.terms)
      .filter((t) => t.tags.some((tag) => tag === 'Noun' || tag === 'Verb' || tag === 'Adjective' || tag === 'Value') && !t.tags.includes('Pronoun') && !t.tags.includes('Auxiliary'))
      .map((t) => t.root ?? t.normal)
      .filter((w) => w.length > 2),
  );
}
