import { isPrintedPieceWithParts, printCopyTask } from './print-copy-task.ts';
import type { AgentTask, TaskInput } from '../agent-task.ts';
import { hooksOf } from './angles.ts';
import { spreadOverAngles } from './spread-over-angles.ts';
import { askedCount, requestMentions } from './asked-pieces.ts';
import { factPool } from './fact-pool.ts';
import type { Angle } from './angles.ts';
import type { CreativeKit } from './creative-output.ts';
import { asSentence, counted, fitCharacters, mostlyRepeats, nearCopy, shortPoint, withoutStop, wordCount } from './copy-text.ts';
import { creativeKit, creativeOutput, forWhom, pieceKit } from './creative-output.ts';

const NOUNS = ['headline', 'hook', 'title'];
const SUBHEADING = /\bsub-?(?:head(?:ing|line|er)?|title)s?\b|\bstandfirsts?\b|\bstrap ?lines? under\b/i;
// A subheading reads in one glance: one sentence of at most this many words.
const SUBHEADING_WORDS = 22;

/** Headline and subheading pairs: each subheading a whole sentence from the facts, not one its headline already says. */
function withSubheadings(kit: CreativeKit, lines: { line: string; angle: Angle }[], count: number) {
  const pool = factPool(kit.m).flatMap((f) => f.forms).filter((s) => wordCount(s) <= SUBHEADING_WORDS);
  const offset = kit.input.variant;
  const used: string[] = [];
  const pairs = lines.map((l) => {
    const ordered = [...pool.slice(offset % Math.max(pool.length, 1)), ...pool.slice(0, offset % Math.max(pool.length, 1))];
    const sub = ordered.find((s) => !nearCopy(s, l.line) && !mostlyRepeats(l.line, s) && !s.toLowerCase().includes(l.line.toLowerCase()) && !used.some((u) => u === s || nearCopy(u, s)));
    if (sub) used.push(sub);
    return { ...l, sub: sub ? kit.voiced(asSentence(sub)) : '[subheading: one sentence on what they get]' };
  });
  const rows = pairs.map((p, i) => `${pairs.length > 1 ? `${i + 1}. ` : ''}**Headline:** ${p.line}\n${pairs.length > 1 ? '   ' : ''}**Subheading:** ${p.sub}`);
  for (let i = pairs.length; i < count; i++) rows.push(`${i + 1}. **Headline:** [another headline]\n   **Subheading:** [one sentence under it]`);
  return creativeOutput(kit, {
    summary: `${count === 1 ? 'A headline and its subheading' : `${counted(count, 'headline')}, each with its subheading`}${forWhom(kit)}.`,
    deliverable: rows.join('\n\n'),
    notes: [`Angles, in order: ${pairs.map((p, i) => `${i + 1} ${p.angle}`).join(', ')}. The subheading says what the headline leaves out, from the space's facts.`],
    steps: [{ tool: 'copy_variants', summary: `${pairs.length} headline and subheading pairs` }],
  });
}

/** A headline for each subject the request names, in its order, each from what the facts say of that subject. */
function headlinePerSubject(kit: CreativeKit, subjects: readonly string[], shape: (line: string) => string | null) {
  const written: { subject: string; line: string; angle: Angle }[] = [];
  for (const subject of subjects) {
    const own = pieceKit(kit, subject);
    const said = written.map((w) => w.line);
    const options = spreadOverAngles(own, 4, (a) => hooksOf(own.m, a), shape).filter((l) => !said.some((s) => s === l.line || nearCopy(s, l.line)));
    // The one that names its subject, else the first of its own facts.
    const words = subject.toLowerCase().replace(/^(?:the|our|a|an)\s+/, '').split(/\s+/).map((w) => w.replace(/(?:ies|s)$/, ''));
    const names = options.find((l) => words.every((w) => l.line.toLowerCase().includes(w)));
    const chosen = names ?? options[0];
    // (A headline says the price, not its small print: '… costs £45 a month', without the bracket of who it covers.)
    const line = chosen?.line.replace(/\s*\([^()]*\)\s*$/, '').trim();
    written.push(chosen && line ? { subject, line, angle: chosen.angle } : { subject, line: `[a headline about ${subject}]`, angle: 'benefit' });
  }
  return creativeOutput(kit, {
    summary: `${counted(subjects.length, 'headline')}${forWhom(kit)}, one for each you named.`,
    deliverable: written.map((w, i) => `${i + 1}. ${w.line}`).join('\n'),
    notes: [`In order: ${written.map((w, i) => `${i + 1} ${w.subject}`).join(', ')}.`],
    steps: [{ tool: 'copy_variants', summary: `${subjects.length} headlines, one a subject` }],
  });
}

export const headlinesTask: AgentTask = {
  id: 'creative.headlines',
  agent: 'creative-agent',
  label: 'headlines',
  cues: ['headline', 'hook', 'title idea', 'heading'],
  delivers: ['headline', 'hook'],
  starter: 'Write 5 headlines for our main offer',
  generate(input: TaskInput) {
    // 'Copy for an A5 leaflet: headline, 3 bullet points and a call to action': the headline is one part of a printed piece.
    if (isPrintedPieceWithParts(input.brief.request)) return printCopyTask.generate(input);
    const kit = creativeKit(input);
    input = kit.input;
    const { limits } = input.brief;
    const count = askedCount(input.brief, NOUNS, 5, 20);
    const shape = (line: string) => {
      let out = withoutStop(line);
      // Cut only where a phrase ends: a headline cut mid-phrase reads as a mistake.
      if (limits.words && wordCount(out) > limits.words) {
        const cut = shortPoint(out, limits.words);
        if (!cut) return null;
        out = cut;
      }
      if (limits.characters) out = fitCharacters(out, limits.characters);
      return out.split(/\s+/).length >= 2 ? out : null;
    };
    // 'One for each of: the membership, the pool party, private lessons': each headline from its own subject's facts.
    const subjects = input.brief.deliverables.find((d) => !d.part && d.subjects?.length === count)?.subjects;
    if (subjects && !requestMentions(input.brief, SUBHEADING)) return headlinePerSubject(kit, subjects, shape);
    const lines = spreadOverAngles(kit, count, (a) => hooksOf(kit.m, a), shape);
    // 'A headline and a subheading': each headline comes with the line under it, a sentence from the facts that says what the headline does not.
    if (requestMentions(input.brief, SUBHEADING)) return withSubheadings(kit, lines, count);
    const missing = count - lines.length;
    const rows = [...lines.map((l) => l.line), ...Array.from({ length: Math.max(0, missing) }, () => '[another headline]')];
    const limitNote = limits.characters ? ` Each is at most ${limits.characters} characters.` : limits.words ? ` Each is at most ${limits.words} words.` : '';
    return creativeOutput(kit, {
      summary: `${counted(count, 'headline')}${forWhom(kit)}, each from a different angle.`,
      deliverable: rows.map((r, i) => `${i + 1}. ${r}`).join('\n'),
      notes: [
        `Angles, in order: ${lines.map((l, i) => `${i + 1} ${l.angle}`).join(', ')}.${limitNote}`,
        ...(missing > 0 ? [`The facts ran out after ${counted(lines.length, 'distinct headline').toLowerCase()}; the rest are marked for you to write (add a feature, price or customer result to the space for more).`] : []),
      ],
      steps: [{ tool: 'copy_variants', summary: `${count} headlines over ${new Set(lines.map((l) => l.angle)).size} angles` }],
    });
  },
};
