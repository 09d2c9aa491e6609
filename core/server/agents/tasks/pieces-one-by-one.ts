import { uniqueSources } from './strategy/advice-sources.ts';
import type { Brief } from '../brief/brief.ts';
import { readBrief } from '../brief/read-brief.ts';
import { pieceRequest, pieceWordings } from '../brief/piece-requests.ts';
import { samePiece } from '../brief/deliverable-nouns.ts';
import type { AgentTask, TaskInput, TaskOutput } from './agent-task.ts';
import { capitalise, countWord } from './email/copy-phrases.ts';

/**
 * 'Two emails: one for pupils whose test is next week (wish them luck), and one for pupils who have just passed,
 * offering Pass Plus': two emails for two groups, each read from its own words as a request of its own (whom it is
 * for, what it says, what it offers) and written by the task that fits it, never one email or a two-step sequence.
 * The request's limits ('each under 100 words') hold for every piece. Null when the request gives no pieces one by one.
 */
export function piecesOneByOne(input: TaskInput, tasks: readonly AgentTask[], piece: string): TaskOutput | null {
  const { brief } = input;
  if (brief.revision) return null;
  const asked = brief.deliverables.filter((d) => !d.part);
  const d = asked.length === 1 ? asked[0]! : null;
  if (!d?.subjects || d.subjects.length < 2 || !samePiece(d.noun, piece) || (d.count !== null && d.count !== d.subjects.length)) return null;
  const wordings = pieceWordings(brief.request);
  if (wordings.length !== d.subjects.length) return null;
  const single = (t: AgentTask | undefined) => (t && !t.delivers.some((n) => /sequence|series/.test(n)) && t.delivers.some((n) => samePiece(n, piece)) ? t : undefined);
  const fallback = single(tasks.find((t) => t.id === brief.task)) ?? tasks.find((t) => single(t))!;
  const written = wordings.map((wording, i) => {
    const read = readBrief({ request: pieceRequest(piece, wording), agent: brief.agent, tasks, sourceTitles: brief.sources, ticked: brief.sources, previous: null });
    const task = single(tasks.find((t) => t.id === read.task)) ?? fallback;
    const own: Brief = {
      ...read,
      task: task.id,
      deliverables: [{ ...d, count: 1, subjects: undefined }],
      limits: Object.fromEntries(Object.entries(read.limits).map(([k, v]) => [k, v ?? brief.limits[k as keyof Brief['limits']]])) as Brief['limits'],
      sources: brief.sources,
      links: read.links.length ? read.links : brief.links,
      language: read.language ?? brief.language,
    };
    return { wording, output: task.generate({ ...input, brief: own }), index: i };
  });
  const n = written.length;
  return {
    summary: `${capitalise(countWord(n))} ${piece}s, one for each group you named.`,
    deliverable: written.map((w) => `### ${capitalise(piece)} ${w.index + 1} of ${n}: ${capitalise(w.wording)}\n\n${w.output.deliverable.trim()}`).join('\n\n---\n\n'),
    notes: [...new Set(written.flatMap((w) => w.output.notes))],
    used: uniqueSources(written.flatMap((w) => w.output.used)),
    steps: written.flatMap((w) => w.output.steps),
    artifacts: written.flatMap((w) => w.output.artifacts),
    publishable: undefined,
  };
}
