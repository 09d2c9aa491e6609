import type { AgentTask, TaskInput } from '../agent-task.ts';
import type { Angle } from './angles.ts';
import { askedCount } from './asked-pieces.ts';
import { pointsOf, type CopyMaterial } from './copy-material.ts';
import { capital, cleanCut, counted, fitCharacters, nearCopy, sentencesIn, shortPoint, withoutStop, wordCount } from './copy-text.ts';
import { creativeKit, creativeOutput, forWhom, type CreativeKit } from './creative-output.ts';
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
      // A claim that joins two ('with free call-out in town and a 30-day guarantee') gives each its own line.
      out.push(...claimParts(m).map((p) => shortPoint(p, MAX_WORDS)).filter(Boolean).map((p) => capital(p!)));
      // What the request names, and what is sold, in a few words where a phrase ends.
      // What the request names, but never a customer's story: a tagline is the brand's own promise.
      out.push(...m.subjectLines.filter((l) => !FIGURE.test(l)).filter((l) => !m.proofs.some((p) => p.fact.text.includes(l.slice(0, 30)) || l.includes(p.fact.text.slice(0, 30)))).map((l) => shortPoint(l, MAX_WORDS)).filter(Boolean).map((l) => capital(l!)));
      out.push(...(m.product ? pointsOf(m.product).concat(m.product) : []).map((p) => shortPoint(p, MAX_WORDS)).filter(Boolean).map((p) => capital(p!)));
      out.push(promise && cleanCut(m.differentiator!, promise) && capital(promise), productHead && m.audienceShort && `${capital(productHead)} for ${m.audienceShort}`, m.audienceShort && `Made for ${m.audienceShort}`);
      // Where the business works, when the facts say it ('in Sheffield', 'across England and Wales').
      const place = placeOf(m);
      out.push(place && productHead && !productHead.includes(place) && `${capital(productHead)} ${place}`, place && m.audienceShort && `For ${m.audienceShort} ${place}`);
      break;
    case 'problem':
      out.push(problems.length >= 2 && `${lessOf(problems[0]!)}. ${lessOf(problems[1]!)}.`, ...problems.map((p) => `${lessOf(p)}.`));
      // A problem the profile states as a list ('no car to carry it, long waits at bike shops'): each part taken away.
      out.push(...problemParts(m).map((p) => `No more ${p}.`));
      break;
    case 'proof':
    case 'curiosity': {
      // Two short promises side by side ('Grown in Bristol. Plastic-free packaging.'): a set of them gives a regenerate other lines.
      // A standing term (a guarantee, free call-out, no setup fee) is a promise too; a price or a deadline is not.
      out.push(...m.terms.filter((t) => !FIGURE.test(t) && !/\b(?:until|ends?|before|deadline)\b/i.test(t)).map((t) => shortPoint(t, MAX_WORDS)).filter(Boolean).map((t) => capital(t!)));
      const short = [...m.points, ...claimParts(m)].map((p) => shortPoint(p, 4)).filter((p): p is string => Boolean(p) && wordCount(p!) <= 4).map(capital);
      for (let i = 0; i < short.length; i++) for (let j = i + 1; j < short.length; j++) out.push(`${short[i]}. ${short[j]}.`);
      out.push(m.knownBrand && m.audienceShort && `${m.brand}. Made for ${m.audienceShort}.`, m.knownBrand && promise && cleanCut(m.differentiator!, promise) && `${m.brand}. ${capital(promise)}.`, m.knownBrand && productHead && !productHead.toLowerCase().includes(m.brand.toLowerCase()) && `${m.brand}. ${capital(productHead)}.`);
      break;
    }
    case 'offer':
      break;
  }
  // A tagline stands alone: one opening on a preposition or a conjunction ('With a 14-day free trial') does not.
  // (Nor is a question from an FAQ, 'Can I learn in an automatic?', or a line with its Markdown left on.)
  return out.filter((t): t is string => typeof t === 'string' && t.trim().length > 0 && !/^(with|and|or|but|after|before|for|from|to|in|on|at|by)\b/i.test(t) && !/\?|\*\*|__/.test(t));
}

const ANGLES: Angle[] = ['benefit', 'problem', 'proof', 'curiosity'];

/** A line that ends on a hyphenated modifier ('Full-day.') or on a plural noun's participle ('couples marrying.'). */
const DANGLING_END = /\b[A-Za-z]+-(?:day|time|week|year|size|scale|length|service|term|page|hour|night)\.?$|\b[a-z]+s\s+[a-z]+ing\.?$/;

/** A price, a percentage or any figure, or what something costs: campaign facts ('Monthly billing costs 20% more'), never a tagline. */
const FIGURE = /\d|\b(?:costs?|priced?|prices|fees?)\b/i;

/**
 * The differentiator's joined claims one by one: 'with free call-out in town and a 30-day guarantee' is two, and so
 * is 'set-up in an afternoon with free migration'; what is in brackets is detail a tagline leaves out.
 */
function claimParts(m: CopyMaterial): string[] {
  return m.points
    .flatMap((p) => p.replace(/\s*\([^)]*\)/g, '').replace(/^(?:with|and|plus)\s+/i, '').split(/,?\s+(?:and|plus)\s+(?=(?:a|an|the|free|no|every|\d)\b)/i))
    .map((p) => p.trim())
    .filter((p) => wordCount(p) >= 2 && !m.points.includes(p));
}

/** Where the business works as the facts put it ('in Sheffield', 'across England and Wales'), or null. */
function placeOf(m: CopyMaterial): string | null {
  for (const text of [m.audience, m.what, m.differentiator]) {
    const at = /\b(in|across|around|throughout)\s+((?:central\s+|north\s+|south\s+|east\s+|west\s+)?[A-Z][\w-]+(?:\s+and\s+[A-Z][\w-]+|\s+[A-Z][\w-]+)*)/.exec(text ?? '');
    if (at && !at[2]!.toLowerCase().includes(m.brand.toLowerCase()) && !/^(?:The|Our|Your|We|It)$/.test(at[2]!)) return `${at[1]} ${at[2]}`;
  }
  return null;
}

/** The parts of a problem sentence that name a nuisance ('long waits at bike shops'), not the ones already negative ('no time to …'). */
function problemParts(m: CopyMaterial): string[] {
  // Problems the profile lists as things ('long waits at grooming salons') are the parts already.
  const source = m.problemSentence ?? (m.problems.length ? m.problems.join('; ') : null);
  if (!source) return [];
  // ('long waits; fitting lessons around school, college or shift work': with semicolons between the problems, a
  // comma is inside one of them, and 'college or shift work' alone is no problem.)
  return source
    .split(source.includes(';') ? /\s*;\s*/ : /\s*[,;]\s*|\s+and\s+(?=[a-z])/i)
    .map((p) => p.trim().replace(/^(?:and|or)\s+/i, '').replace(/[.?!]+$/, ''))
    .filter((p) => wordCount(p) >= 2 && wordCount(p) <= MAX_WORDS - 1 && !/^(?:no|not|never|can'?t|don'?t|nothing|too)\b/i.test(p) && !/\b(?:is|are|was|were|have|has|had|do|does)\b/i.test(p))
    // ('descriptions they can trust', 'someone to ring': what buyers want is no nuisance to take away.)
    .filter((p) => !/\b(?:can|could|will|would|should|want|wants|need|needs)\b/i.test(p) && !/^(?:someone|somewhere|something|finding|getting|fitting|a place|a way)\b/i.test(p))
    .map((p) => p.charAt(0).toLowerCase() + p.slice(1));
}

/**
 * A regenerate's taglines: the lines the answer before gave are set aside, and what is left is filled by two
 * short promises side by side ('Free migration. No per-ticket fees.'), so the options are new lines rather
 * than the same few reordered; a line comes back only when the facts give nothing else.
 */
function alternatives(kit: CreativeKit, rows: string[], count: number, maxWords: number, ideas: (a: Angle) => string[], shape: (l: string) => string | null): string[] {
  const before = spreadOverAngles({ ...kit, input: { ...kit.input, variant: kit.input.variant - 1 } }, count, ideas, shape).map((l) => l.line);
  // A two-part line ('Fewer bills. Less worry.') is two lines to compare: either part said again is no new line.
  const echoes = (line: string, list: readonly string[]) => sentencesIn(line).some((part) => list.flatMap(sentencesIn).some((o) => o === part || nearCopy(o, part)));
  // Nor does an option say again what one kept already says ('Set-up in an afternoon. No per-ticket fees.' after 'No per-ticket fees.').
  const kept: string[] = [];
  for (const r of rows) if (!echoes(r, before) && !echoes(r, kept)) kept.push(r);
  const short = [...new Set(ANGLES.flatMap(ideas).map((i) => shape(kit.voiced(i))).filter((i): i is string => Boolean(i)))].filter((i) => !/\.\s/.test(i) && wordCount(i) <= maxWords - 2 && !echoes(i, before));
  const pairs: string[] = [];
  const turn = kit.input.variant;
  for (let i = 0; i < short.length; i++) for (let j = 0; j < short.length; j++) {
    const a = short[(i + turn) % short.length]!;
    const b = short[(j + turn + 1) % short.length]!;
    if (a === b || nearCopy(a, b)) continue;
    // Two noun phrases read as one line ('A fixed monthly fee, a named bookkeeper.'): one claim made of two, not two old lines.
    const clause = /^(?:we|you|it|they|i|our|your|made|no more)\b/i;
    const pair = clause.test(a) || clause.test(b) ? `${a} ${b}` : `${withoutStop(a)}, ${b.charAt(0).toLowerCase()}${b.slice(1)}`;
    if (wordCount(pair) <= maxWords && !echoes(pair, before) && !pairs.some((p) => p.startsWith(a) || p.endsWith(b))) pairs.push(pair);
  }
  const out = [...kept];
  for (const p of pairs) if (out.length < count && !echoes(p, out)) out.push(p);
  // The answer's own lines fill what is left: first those no option already says, then any.
  for (const r of rows) if (out.length < count && !out.includes(r) && !echoes(r, out)) out.push(r);
  for (const r of rows) if (out.length < count && !out.includes(r)) out.push(r);
  return out.slice(0, count);
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
      // ('Lumen Photography. Full-day.', 'Made for couples marrying.': a modifier or a participle left without what it describes.)
      if (DANGLING_END.test(out)) return null;
      return out.length >= 3 ? (/[.?!]$/.test(out) ? out : `${withoutStop(out)}.`) : null;
    };
    const ideas = (a: Angle) => taglineIdeas(kit.m, a);
    const lines = spreadOverAngles(kit, count, ideas, shape);
    let rows = lines.map((l) => l.line);
    if (input.variant > 0) rows = alternatives(kit, rows, count, maxWords, ideas, shape);
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
