import { requestParts } from '../../brief/request-parts.ts';
import { editCopySentences, plain, sentencesOfLine } from './copy-lines.ts';

/**
 * Copy that repeats the request instead of answering it: a sentence of the request's instructions pasted into
 * the copy is taken out; a source's raw row ('Kitchen knife — Price: £6', '| Scissors | £5 |') is said as a
 * sentence or taken out.
 */
const MIN_ECHO_WORDS = 6;

export function withoutRequestEchoes(deliverable: string, request: string): { text: string; removed: string[] } {
  const instructions = sentencesOfLine(requestParts(request).instructions.replace(/\n+/g, ' '))
    // A sentence that gives the offer, the code or the link is what the copy must carry, not an echo.
    .filter((s) => !/\bcode\b|\d\s?%|[$£€]\s?\d|https?:\/\//i.test(s))
    .map((s) => plain(s).replace(/[.!?:;,]+$/, ''))
    .filter((s) => s.split(' ').length >= MIN_ECHO_WORDS);
  if (!instructions.length) return { text: deliverable, removed: [] };
  return editCopySentences(deliverable, (sentence) => (instructions.some((i) => plain(sentence).includes(i)) ? null : sentence));
}

/** 'Label — Price: £6 per knife' and 'Label: costs £6' as a sentence: 'Label costs £6 per knife'. */
const LABEL_PRICE = /^(["“]?[A-Z][^.:!?|]{1,60}?)\s*(?:[—–-]\s*)?(?:Price|Cost|Fee|Rate)s?\s*:\s*(?=[$£€¥]?\s?\d)/;
const LABEL_COSTS = /^(["“]?[A-Z][^.:!?|]{1,60}?):\s+(costs?|is)\s+(?=[$£€¥]\s?\d)/;

export function withoutFactDumps(deliverable: string, sources: readonly string[]): { text: string; reworded: string[]; removed: string[] } {
  const reworded: string[] = [];
  const rows = new Set(sources.flatMap((s) => s.split('\n')).filter((l) => /^\s*\|.*\|\s*$/.test(l) && !/^\s*\|?\s*:?-{3,}/.test(l)).map(cellsOf));
  const lines = deliverable.split('\n');
  const removed: string[] = [];
  const kept = lines.filter((line) => {
    // A source table's row pasted as it is.
    if (/^\s*\|.*\|\s*$/.test(line) && rows.has(cellsOf(line))) {
      removed.push(line.trim());
      return false;
    }
    return true;
  });
  const edited = editCopySentences(kept.join('\n'), (sentence) => {
    const now = sentence.replace(LABEL_PRICE, '$1 costs ').replace(LABEL_COSTS, (_, label: string) => `${label} costs `);
    if (now !== sentence) reworded.push(sentence.trim());
    return now;
  });
  return { text: edited.text, reworded, removed };
}

const cellsOf = (row: string) => row.split('|').map((c) => plain(c)).filter(Boolean).join('|');
