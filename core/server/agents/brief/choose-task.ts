import type { AgentTask } from '../tasks/agent-task.ts';
import type { Deliverable } from './brief.ts';
import { isDeliverableNoun, isGeneralPiece, pieceOf, samePiece } from './deliverable-nouns.ts';
import { parseEnglish } from './english-words.ts';

/** How much each kind of evidence weighs: a piece of work the task delivers, named as asked, weighs most. */
const WEIGHT = { asked: 10, named: 4, cue: 3, longCue: 4 } as const;

const cueLemmas = new Map<string, string>();

/** A cue in its lemma form ('win-back emails' reads 'win back email'), cached across requests. */
function lemmaOf(phrase: string): string {
  let lemma = cueLemmas.get(phrase);
  if (lemma === undefined) {
    lemma = parseEnglish(phrase).words.map((w) => w.lemma.replace(/[-–]/g, ' ')).join(' ').toLowerCase();
    cueLemmas.set(phrase, lemma);
  }
  return lemma;
}

/** A request's words for several pieces sent in turn. */
const SEQUENCE_WORDS = ['sequence', 'series', 'drip', 'cadence'];

// Words that say a thing is to be left out: 'put no links in it', 'without hashtags', 'not a blog post'.
const NEGATED = /\b(?:no|without|not|never|nor|zero|avoid|exclude|excluding)(?: any)?\s$/;

/** Whether the phrase is in the line, other than as something to leave out ('no links' asks for no link). */
function contains(line: string, phrase: string): boolean {
  const p = phrase.toLowerCase().replace(/[-–]/g, ' ').trim();
  if (!p) return false;
  for (const form of [` ${p} `, ` ${p}s `]) {
    for (let at = line.indexOf(form); at >= 0; at = line.indexOf(form, at + 1)) {
      if (!NEGATED.test(line.slice(Math.max(0, at - 16), at + 1))) return true;
    }
  }
  return false;
}

/**
 * The task of the agent's catalogue that the request asks for: each piece of work asked for that a task delivers
 * weighs most, then the pieces it delivers named anywhere, then its cues. Ties go to the earlier task; a request
 * with no evidence for any task gets the first, the agent's default.
 */
export function chooseTask(tasks: readonly AgentTask[], deliverables: readonly Deliverable[], lemmas: string, lower: string, namedCount = true): AgentTask | null {
  let best: AgentTask | null = null;
  let bestScore = 0;
  for (const task of tasks) {
    const score = scoreOf(task, deliverables, lemmas, lower, namedCount);
    if (score > bestScore) {
      best = task;
      bestScore = score;
    }
  }
  return best ?? tasks[0] ?? null;
}

/** `namedCount` false: pieces the request names without asking for them say nothing (channels weighed against each other). */
export function scoreOf(task: AgentTask, deliverables: readonly Deliverable[], lemmas: string, lower: string, namedCount = true): number {
  let score = 0;
  // 'Draft 3 emails for ...': several of one piece a task delivers as a sequence is a sequence.
  const series = deliverables.some((d) => (d.count ?? 0) >= 2 && task.delivers.some((n) => samePiece(n, d.noun)));
  if (series && task.delivers.some((n) => pieceOf(n) === 'sequence')) score += WEIGHT.cue;
  const asked = new Set<string>();
  for (const d of deliverables) {
    // A part of another piece ('a blog post … with a meta description at the end') is written inside it, by its task.
    if (d.part && deliverables.some((o) => !o.part)) continue;
    if (task.delivers.some((noun) => samePiece(noun, d.noun))) {
      score += WEIGHT.asked;
      // 'a newsletter' is an email to every email task, but a newsletter to the one that names it.
      // (The piece asked first, by its own name, outweighs a few topic words: 'a newsletter: our opening hours, a
      // reminder …' is a newsletter that holds a notice, not a notice.)
      if (task.delivers.some((noun) => noun.toLowerCase() === d.noun.toLowerCase())) score += WEIGHT.named * (!isGeneralPiece(d.noun) && d === deliverables.find((o) => !o.part) ? 2 : 1);
      asked.add(d.noun);
    }
  }
  // '10 subject lines for the launch email': when pieces are asked and this task delivers none of them, the
  // pieces it delivers that the request names are only what the asked ones are for.
  const askedElsewhere = !asked.size && deliverables.some((d) => !isGeneralPiece(d.noun));
  for (const noun of askedElsewhere ? [] : task.delivers) {
    if (!namedCount && isDeliverableNoun(noun)) continue;
    if (deliverables.some((d) => asked.has(d.noun) && samePiece(d.noun, noun))) continue;
    if (contains(lemmas, noun) || contains(lower, noun) || contains(lemmas, lemmaOf(noun))) score += WEIGHT.named;
  }
  let kindOfSeries = false;
  for (const cue of task.cues) {
    if (contains(lemmas, cue) || contains(lower, cue) || contains(lemmas, lemmaOf(cue))) score += cue.includes(' ') ? WEIGHT.longCue : WEIGHT.cue;
    const kind = ` ${cue.toLowerCase().replace(/[-–]/g, ' ')} `;
    kindOfSeries ||= SEQUENCE_WORDS.some((word) => lower.includes(`${kind}${word}`) || lower.includes(`${kind}email ${word}`));
  }
  // 'a two-email win-back sequence': 'sequence' says only that there are several, which the count says too; the kind
  // written right before it is what the emails are. A task of that kind that writes several weighs what the word
  // gives the task that writes sequences of any kind (its cue, its piece named, the series).
  if (series && kindOfSeries && !task.delivers.some((n) => pieceOf(n) === 'sequence')) score += 2 * WEIGHT.cue + WEIGHT.named;
  return score;
}

/** Whether any of the agent's tasks delivers this piece of work. */
export function anyTaskDelivers(tasks: readonly AgentTask[], noun: string): boolean {
  return tasks.some((t) => t.delivers.some((d) => samePiece(d, noun)));
}
