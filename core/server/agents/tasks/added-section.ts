import type { FactSheet } from '../facts/fact-sheet.ts';
import { sharedStems } from '../offline/stem-overlap.ts';
import { parseCount } from '../brief/parse-count.ts';
import type { TaskOutput } from './agent-task.ts';

/**
 * 'Add a short section on mock tests, two or three sentences, before the conclusion': the previous answer with a
 * section of its own on that, written from the facts that speak of it (a marked blank when none does), placed where
 * the follow-up says (before the last section, after a named one, or at the end). Everything else stays as it was.
 */
const ASK = /\badd\s+(?:a|an|one|another)?\s*(?:short\s+|brief\s+|small\s+|new\s+)?(section|paragraph|part|bit)\s+(?:on|about|covering|explaining)\s+(.+?)(?=,|;|\.(?:\s|$)|\s+(?:before|after|at the end|near the end|just before)\b|$)/i;

export function addedSection(previous: string, request: string, facts: FactSheet): TaskOutput | null {
  const ask = ASK.exec(request);
  if (!ask || !/^#{1,3}\s/m.test(previous)) return null;
  const topic = ask[2]!.trim().replace(/^(?:the|our)\s+/i, '');
  const most = /\b(?:(\d|one|two|three|four)\s+(?:or\s+(\d|two|three|four|five)\s+)?sentences?)\b/i.exec(request);
  const max = parseCount(most?.[2] ?? most?.[1]) ?? 3;
  const near = (text: string) => sharedStems(topic, text, { prefix: 4 });
  const sentence = (t: string) => `${t.trim().replace(/^[a-z]/, (c) => c.toUpperCase()).replace(/[.;:]+$/, '')}.`;
  const candidates = [
    ...facts.prices.filter((p) => !p.fee).map((p) => (p.plan ? `${p.plan} costs ${p.amount}${p.details?.length ? `: ${p.details.map((d) => d.replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase())).join(', ')}` : p.includes?.length ? `, with ${p.includes.join(', ')}` : ''}` : p.text)),
    ...facts.terms.map((t) => t.text),
    ...facts.features.map((f) => f.text),
    ...facts.proof.filter((p) => p.kind !== 'quote').map((p) => p.text),
  ].map((text) => ({ text, score: near(text) })).filter((c) => c.score > 0).sort((a, b) => b.score - a.score)
    // Only what speaks of the whole topic ('mock test', not any line with 'test' in it).
    .filter((c, _, all) => c.score >= (all[0]?.score ?? 0));
  const heading = `## ${topic.charAt(0).toUpperCase()}${topic.slice(1)}`;
  const body = candidates.length ? [...new Set(candidates.map((c) => sentence(c.text)))].slice(0, max).join(' ') : `[${topic}: what it is, what it costs and why it helps. Your profile and documents don't say.]`;
  const section = `${heading}\n\n${body}`;
  // Where it goes: 'before the conclusion' (or the last section), 'after <a heading>', else at the end.
  const blocks = previous.split(/\n(?=#{2,3}\s)/);
  const headingsAt = blocks.map((b, i) => ({ i, head: /^#{2,3}\s+(.+)/.exec(b)?.[1] ?? '' })).filter((h) => h.head);
  const after = /\bafter\s+(?:the\s+)?(.+?)(?:\s+section)?(?=[,.;]|$)/i.exec(request.slice(ask.index + ask[0].length))?.[1];
  let at = blocks.length;
  if (/\bbefore\s+(?:the\s+)?(?:conclusion|end|last section|final section|wrap-?up|summary|close)\b|\bnear the end\b/i.test(request) && headingsAt.length) {
    const closing = [...headingsAt].reverse().find((h) => /conclusion|next step|summary|wrap|final|in short|bottom line|get started|book/i.test(h.head)) ?? headingsAt[headingsAt.length - 1]!;
    at = closing.i;
  } else if (after) {
    const named = headingsAt.find((h) => near(h.head) > 0 || h.head.toLowerCase().includes(after.toLowerCase()));
    if (named) at = named.i + 1;
  }
  const text = [...blocks.slice(0, at), section, ...blocks.slice(at)].map((b) => b.trim()).join('\n\n').replace(/\n{3,}/g, '\n\n');
  const where = at >= blocks.length ? 'at the end' : `before "${/^#{2,3}\s+(.+)/.exec(blocks[at]!)?.[1] ?? 'the next section'}"`;
  return {
    summary: `Here is the previous answer with a section on ${topic} added ${where}.`,
    deliverable: text.trim(),
    notes: [candidates.length ? 'The new section is written from your facts; the rest is unchanged.' : `Your facts say nothing on ${topic}: the new section is a marked blank to fill.`],
    used: [],
    steps: [{ tool: 'revision', summary: `added a section on ${topic}` }],
    artifacts: [],
  };
}
