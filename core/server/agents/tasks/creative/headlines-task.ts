import type { AgentTask, TaskInput } from '../agent-task.ts';
import { hooksOf } from './angles.ts';
import { spreadOverAngles } from './spread-over-angles.ts';
import { askedCount } from './asked-pieces.ts';
import { counted, fitCharacters, shortPoint, withoutStop, wordCount } from './copy-text.ts';
import { creativeKit, creativeOutput, forWhom } from './creative-output.ts';

const NOUNS = ['headline', 'hook', 'title'];

export const headlinesTask: AgentTask = {
  id: 'creative.headlines',
  agent: 'creative-agent',
  label: 'headlines',
  cues: ['headline', 'hook', 'title idea', 'heading'],
  delivers: ['headline', 'hook'],
  starter: 'Write 5 headlines for our main offer',
  generate(input: TaskInput) {
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
    const lines = spreadOverAngles(kit, count, (a) => hooksOf(kit.m, a), shape);
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
