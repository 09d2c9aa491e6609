import type { AgentSlug, Brief, Deliverable } from '../brief/brief.ts';
import { lemmaLine, lowerLine, parseEnglish } from '../brief/english-words.ts';
import { requestParts } from '../brief/request-parts.ts';
import { containersOf, isGeneralPiece, pieceOf, samePiece } from '../brief/deliverable-nouns.ts';
import { scoreOf } from '../brief/choose-task.ts';
import { channelName } from './channel-name.ts';
import type { AgentTask, TaskInput, TaskOutput } from './agent-task.ts';
import { otherAgentFor, referralLine, type Elsewhere } from './other-agent.ts';
import { capitalise, countWord, listOf } from './email/copy-phrases.ts';
import { withIndefinite } from './english-phrases.ts';

/** One piece of a request that asks for several ('a post and a leaflet headline'): the task that writes it here, or the agent that does. */
export interface Part {
  deliverables: Deliverable[];
  task: AgentTask | null;
  elsewhere: Elsewhere | null;
}

/**
 * The pieces a request names, each with the task of this agent that writes it ('3 subject lines and the email'
 * gives the subject-lines task and an email task), or, when none of this agent's tasks does, the agent that does.
 * Empty when one task writes everything asked, so the request is answered as one piece.
 */
export function partsOf(brief: Brief, tasks: readonly AgentTask[], agent: AgentSlug): Part[] {
  if (agent === 'cmo' || brief.deliverables.length < 2) return [];
  const words = parseEnglish(requestParts(brief.request).instructions).words;
  const lemmas = lemmaLine(words);
  const lower = lowerLine(words);
  const chosen = tasks.find((t) => t.id === brief.task);
  const parts: Part[] = [];
  const asked = brief.deliverables.filter((d) => !d.part);
  for (const d of asked) {
    // 'a headline' with the lines of a poster, 'a subject line' with the email: one written inside the other, unless
    // counted as pieces of their own ('3 subject lines and the email') or for another channel ('a leaflet headline').
    const inside = (d.count ?? 1) <= 1 && asked.some((c) => c !== d && containersOf(d.noun).includes(pieceOf(c.noun)) && d.platforms.every((p) => c.platforms.includes(p)));
    if (inside) continue;
    const deliverers = tasks.filter((t) => t.delivers.some((n) => samePiece(n, d.noun)));
    // 'ideas', 'copy', 'a line': too general to be a piece of its own unless a task here writes it.
    if (!deliverers.length && isGeneralPiece(d.noun)) continue;
    const task = chosen && deliverers.includes(chosen)
      ? chosen
      : deliverers.reduce<AgentTask | null>((best, t) => (!best || scoreOf(t, [d], lemmas, lower) > scoreOf(best, [d], lemmas, lower) ? t : best), null);
    const same = parts.find((p) => p.task && p.task === task);
    if (same) {
      same.deliverables.push(d);
      continue;
    }
    // A piece no agent writes ('between our pricing page and the blog') is what the work is about, not a piece asked for.
    const elsewhere = task ? null : otherAgentFor(brief, agent, [d]);
    if (task || elsewhere) parts.push({ deliverables: [d], task, elsewhere });
  }
  const here = parts.filter((p) => p.task);
  return here.length >= 2 || (here.length >= 1 && parts.length > here.length) ? parts : [];
}

/** 'a Facebook post', '3 subject lines', '10 keywords' (without the article for a heading: 'Facebook post'). */
export function pieceName(d: Deliverable, article = true): string {
  const platform = d.platforms.length === 1 ? d.platforms[0]! : null;
  const channel = platform && !['email', 'web'].includes(platform) ? `${/^(print|radio|podcast)$/.test(platform) ? platform : channelName(platform)} ` : '';
  const count = d.count ?? 1;
  const noun = (d.of ? `${d.of} ${d.noun}` : d.noun).replace(/\bfaq\b/, 'FAQ');
  // 'priority' gives 'priorities', 'story' 'stories'; 'day' stays 'days'.
  const plural = /[^aeiou]y$/.test(noun) ? `${noun.slice(0, -1)}ies` : /(s|sh|ch|x)$/.test(noun) ? `${noun}es` : `${noun}s`;
  const named = `${d.seconds ? `${d.seconds}-second ` : ''}${channel}${count === 1 ? noun : plural}`;
  if (count !== 1) return `${d.count} ${named}`;
  return article ? withIndefinite(named) : named;
}

/**
 * Every piece asked for, each written by its own task from the same brief narrowed to that piece, under its own
 * heading; a piece this agent does not write is named as not done, with the agent that does it.
 */
export function answerParts(input: TaskInput, parts: readonly Part[]): TaskOutput {
  const done = parts.filter((p) => p.task);
  const outputs = done.map((p) => ({ part: p, output: p.task!.generate({ ...input, brief: { ...input.brief, task: p.task!.id, deliverables: p.deliverables } }) }));
  const names = (p: Part) => listOf(p.deliverables.map((d) => pieceName(d)));
  const heading = (p: Part) => capitalise(listOf(p.deliverables.map((d) => pieceName(d, false))));
  const missing = parts.filter((p) => !p.task);
  const summary = `${capitalise(countWord(parts.length))} pieces, as asked: ${listOf(parts.flatMap((p) => p.deliverables.map((d) => pieceName(d))))}.${missing.length ? ` ${capitalise(listOf(missing.map(names)))} ${missing.length === 1 && missing[0]!.deliverables.length === 1 && (missing[0]!.deliverables[0]!.count ?? 1) === 1 ? 'is' : 'are'} not written here (see the notes).` : ''}`;
  const deliverable = outputs.map(({ part, output }) => `## ${heading(part)}\n\n${output.deliverable.trim()}`).join('\n\n---\n\n');
  const notes = [
    // Each piece's own notes under its name; a task's separator line means nothing here.
    ...outputs.flatMap(({ part, output }) => [`**${heading(part)}:** ${output.summary}`, ...output.notes.filter((n) => !/^\s*-{3,}\s*$/.test(n))]),
    ...missing.map((p) => `**Not done here: ${names(p)}.** ${p.elsewhere ? referralLine(p.elsewhere) : 'No agent writes this.'}`),
  ];
  return {
    summary,
    deliverable,
    notes,
    used: [...new Map(outputs.flatMap(({ output }) => output.used).map((u) => [`${u.kind}:${u.title}`, u])).values()],
    steps: [{ tool: 'parts', summary: parts.map((p) => `${names(p)} → ${p.task?.id ?? p.elsewhere?.agent ?? 'not done'}`).join('; ') }, ...outputs.flatMap(({ output }) => output.steps)],
    artifacts: outputs.flatMap(({ output }) => output.artifacts),
    ...(outputs.some(({ output }) => output.measured?.length) ? { measured: outputs.flatMap(({ output }) => output.measured ?? []) } : {}),
    ...(outputs.find(({ output }) => output.publishable) ? { publishable: outputs.find(({ output }) => output.publishable)!.output.publishable } : {}),
    ...(outputs.find(({ output }) => output.brandVoiceProposal) ? { brandVoiceProposal: outputs.find(({ output }) => output.brandVoiceProposal)!.output.brandVoiceProposal } : {}),
  };
}
