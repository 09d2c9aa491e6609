import type { AgentTask, TaskInput } from '../agent-task.ts';
import type { Angle } from './angles.ts';
import { askedCount } from './asked-pieces.ts';
import { pointsOf, type CopyMaterial } from './copy-material.ts';
import { capital, cleanCut, counted, fitCharacters, fitWords, shortPoint, withoutStop, wordCount } from './copy-text.ts';
import { creativeKit, creativeOutput, forWhom } from './creative-output.ts';
import { spreadOverAngles } from './spread-over-angles.ts';

const NOUNS = ['tagline', 'slogan', 'strapline', 'motto'];
const MAX_WORDS = 6;

/** 'fewer no-shows' for a plural, 'less stale coffee' for a mass noun. */
const lessOf = (problem: string) => (/s$/i.test(problem.split(/\s+/).at(-1) ?? '') ? `Fewer ${problem}` : `Less ${problem}`);

/**
 * Brand lines of a few words: the differentiator's promise, the problem taken away, who it is for. No offer
 * or figure: a tagline outlives a campaign.
 */
function taglineIdeas(m: CopyMaterial, angle: Angle): string[] {
  const out: (string | null | false | undefined)[] = [];
  const productHead = m.productShort?.split(/\s+(?:for|that|with|to)\s+/)[0];
  const promise = m.differentiator ? shortPoint(m.differentiator, MAX_WORDS) : null;
  const problems = m.problems.filter((p) => wordCount(p) <= 3);
  switch (angle) {
    case 'benefit':
      // Each claim of the differentiator, cut where a phrase ends, is a promise of its own.
      out.push(...m.points.map((p) => shortPoint(p, MAX_WORDS)).filter(Boolean).map((p) => capital(p!)));
      // What the request names, and what is sold, in a few words where a phrase ends.
      out.push(...m.subjectLines.map((l) => shortPoint(l, MAX_WORDS)).filter(Boolean).map((l) => capital(l!)));
      out.push(...(m.product ? pointsOf(m.product).concat(m.product) : []).map((p) => shortPoint(p, MAX_WORDS)).filter(Boolean).map((p) => capital(p!)));
      out.push(promise && cleanCut(m.differentiator!, promise) && capital(promise), productHead && m.audienceShort && `${capital(productHead)} for ${m.audienceShort}`, m.audienceShort && `Made for ${m.audienceShort}`);
      break;
    case 'problem':
      out.push(problems.length >= 2 && `${lessOf(problems[0]!)}. ${lessOf(problems[1]!)}.`, ...problems.map((p) => `${lessOf(p)}.`));
      break;
    case 'proof':
    case 'curiosity':
      out.push(m.knownBrand && m.audienceShort && `${m.brand}. Made for ${m.audienceShort}.`, m.knownBrand && promise && cleanCut(m.differentiator!, promise) && `${m.brand}. ${capital(promise)}.`, m.knownBrand && productHead && !productHead.toLowerCase().includes(m.brand.toLowerCase()) && `${m.brand}. ${capital(productHead)}.`);
      break;
    case 'offer':
      break;
  }
  // A tagline stands alone: one opening on a preposition or a conjunction ('With a 14-day free trial') does not.
  return out.filter((t): t is string => typeof t === 'string' && t.trim().length > 0 && !/^(with|and|or|but|after|before|for|from|to|in|on|at|by)\b/i.test(t));
}

export const taglinesTask: AgentTask = {
  id: 'creative.taglines',
  agent: 'creative-agent',
  label: 'taglines',
  cues: ['tagline', 'slogan', 'strapline', 'motto', 'catchphrase', 'brand line'],
  delivers: ['tagline', 'slogan', 'strapline'],
  starter: 'Suggest 5 taglines for our brand',
  generate(input: TaskInput) {
    const kit = creativeKit(input);
    input = kit.input;
    const count = askedCount(input.brief, NOUNS, 5, 15);
    const maxWords = input.brief.limits.words ?? MAX_WORDS + 2;
    const shape = (line: string) => {
      // Too long a line is cut only where a phrase ends; a line cut mid-phrase ('for dog owners aged') is left out.
      const fitted = wordCount(line) <= maxWords ? line : shortPoint(line, maxWords);
      if (!fitted) return null;
      let out = fitted;
      if (input.brief.limits.characters) out = fitCharacters(out, input.brief.limits.characters);
      out = out.trim();
      return out.length >= 3 ? (/[.?!]$/.test(out) ? out : `${withoutStop(out)}.`) : null;
    };
    const lines = spreadOverAngles(kit, count, (a) => taglineIdeas(kit.m, a), shape);
    const rows = lines.map((l) => l.line);
    while (rows.length < count) rows.push('[another tagline]');
    return creativeOutput(kit, {
      summary: `${counted(count, 'tagline')}${forWhom(kit)}, each a few words long.`,
      deliverable: rows.map((r, i) => `${i + 1}. ${r}`).join('\n'),
      notes: [
        'A tagline lasts longer than a campaign: pick one, say it the same way everywhere, and test it in headlines first.',
        ...(kit.m.offer ? ['The offer and its code belong in the ad copy, not in a tagline.'] : []),
        ...(lines.length < count ? [`The facts gave ${lines.length} distinct taglines; the rest are marked for you to write.`] : []),
      ],
      steps: [{ tool: 'copy_variants', summary: `${count} taglines` }],
    });
  },
};
