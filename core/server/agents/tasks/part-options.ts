import type { AgentTask, TaskInput, TaskOutput } from './agent-task.ts';
import { parseCount } from '../brief/parse-count.ts';

/**
 * 'Give me three punchier options for slide 1', 'an alternative opening line, something less salesy': other
 * wordings of one part of the answer, not the whole piece again. They are that part as the same task writes it in
 * its other versions (the regenerate's angle, and the ones after it), each new to the chat; fewer than asked are
 * said to be fewer. Null when the follow-up names no such part or the answer has none.
 */
const ASKED = /\b(?:(\d{1,2}|an?|one|two|three|four|five|six)\s+)?(?:(?:more|other|different|new|alternative|punchier|shorter|snappier|catchier|bolder|softer|better|stronger)\s+){0,2}(?:options?|alternatives?|versions?|lines?|ideas?|takes?)?\s*(?:for|of|on)?\s*(?:the\s+)?(opening line|first line|opening|hook|slide\s+\d{1,2}|headline|title(?: tag)?|subject(?: line)?|meta description)s?\b/i;

/** The part's text in a deliverable: the first line of copy, or a slide's headline. */
function partIn(deliverable: string, part: string): string | null {
  const lines = deliverable.split('\n').map((l) => l.trim());
  const slide = /^slide\s+(\d{1,2})$/i.exec(part)?.[1];
  if (slide) {
    const at = lines.findIndex((l) => new RegExp(`^\\*\\*Slide\\s+${slide}\\b`, 'i').test(l));
    const headline = at >= 0 ? lines.slice(at + 1, at + 4).find((l) => /^[-*]\s+\*\*Headline:\*\*/i.test(l)) : undefined;
    return headline ? headline.replace(/^[-*]\s+\*\*Headline:\*\*\s*/i, '').trim() : null;
  }
  if (/headline/i.test(part)) {
    const h = lines.find((l) => /^(?:[-*]\s+)?\*\*Headline:\*\*/i.test(l));
    if (h) return h.replace(/^(?:[-*]\s+)?\*\*Headline:\*\*\s*/i, '').trim();
  }
  // ('Title tag: … _(46/60 characters)_', 'Subject: …': the labelled line, without its count.)
  const label = /^title/i.test(part) ? 'Title(?: tag)?' : /^subject/i.test(part) ? 'Subject(?: line)?' : /^meta description/i.test(part) ? 'Meta description' : null;
  if (label) {
    // (Several pieces with one each, an email series' subjects: which one is meant is not this reader's to guess.)
    if (lines.filter((l) => new RegExp(`^(?:[-*]\\s+)?(?:\\*\\*)?${label}:`, 'i').test(l)).length > 1) return null;
    const line = lines.map((l) => new RegExp(`^(?:[-*]\\s+)?(?:\\*\\*)?${label}:(?:\\*\\*)?\\s*(.+?)(?:\\s+_\\(\\d[\\d,]*\\/\\d[\\d,]*(?: characters)?\\)_)?$`, 'i').exec(l)?.[1]).find(Boolean);
    return line?.trim() ?? null;
  }
  // The first line of the copy itself, past headings, labels, counts and subject lines.
  const first = lines.find((l) => l && !/^#{1,4}\s|^\*\*[^*]+\*\*(?:\s*_\(.*\)_)?$|^(?:subject|preview|subject options):|^---$|^_?\(/i.test(l) && /[a-z]/i.test(l));
  return first ? first.replace(/^[-*]\s+\*\*[A-Z][\w ]{0,20}:\*\*\s*/, '').trim() : null;
}

export function partOptions(input: TaskInput, tasks: readonly AgentTask[], seed: (version: number) => TaskInput['pick']): TaskOutput | null {
  const { brief, previous } = input;
  if (!previous?.brief?.task || brief.revision?.kind === 'fix') return null;
  const asked = ASKED.exec(brief.request);
  if (!asked || !/\b(?:options?|alternatives?|versions?|another|alternative|other|different|new)\b/i.test(brief.request)) return null;
  const part = asked[2]!.toLowerCase().replace(/\s+/g, ' ');
  // ('three alternative subject lines, each under 45 characters, and a preview text': new lines to a brief of their own,
  // which the subject-line task writes.)
  if (/^(?:title|subject|meta)/.test(part) && /\b(?:preview|characters?|chars)\b|\band (?:a|the) (?:\w+ )?(?:description|preview|body)\b/i.test(brief.request)) return null;
  const current = partIn(previous.deliverable, part);
  const task = tasks.find((t) => t.id === previous.brief!.task);
  if (!current || !task) return null;
  const counted = /\b(\d{1,2}|two|three|four|five|six)\s+(?:[a-z-]+\s+){0,2}(?:options|alternatives|versions|lines|ideas|takes|headlines|hooks|titles|subject lines|subjects|descriptions)\b/i.exec(brief.request)?.[1];
  const want = Math.max(1, Math.min(6, parseCount(counted ?? null) ?? 1));
  // ('something less salesy', 'softer': no price, share or code leads it.)
  const soft = /\b(?:less salesy|less pushy|softer|gentler|warmer|less hard-sell|not so salesy)\b/i.test(brief.request);
  const seen = new Set([current.toLowerCase(), ...(previous.brief.written ?? []).flatMap((w) => [partIn(w, part)?.toLowerCase() ?? ''])]);
  const options: string[] = [];
  const version = previous.brief.version ?? 1;
  for (let v = version + 1; v <= version + 12 && options.length < want; v++) {
    const other = task.generate({ ...input, brief: { ...previous.brief, revision: null }, pick: seed(v), variant: v - 1, earlier: [] });
    const said = partIn(other.deliverable, part);
    if (said && !seen.has(said.toLowerCase()) && !/\[[^\]]+\]/.test(said) && !(soft && /[£$€%]|\bcode\b/i.test(said))) {
      seen.add(said.toLowerCase());
      options.push(said);
    }
  }
  // ('3 subject line options': the subject-line task writes more than one version's subject line can.)
  const writer = /^subject/.test(part) && options.length < want ? tasks.find((t) => t.id === 'email.subject-lines') : undefined;
  if (writer) {
    const lines = writer.generate({ ...input, brief: { ...previous.brief, task: writer.id, revision: null, deliverables: [{ noun: 'subject line', count: want + 3, platforms: [], seconds: null }] }, earlier: [] });
    for (const line of lines.deliverable.split('\n')) {
      const said = /^\d{1,2}\.\s+(.+)$/.exec(line.trim())?.[1]?.trim();
      if (options.length >= want || !said || seen.has(said.toLowerCase()) || /\[[^\]]+\]|\{\{/.test(said) || (soft && /[£$€%]|\bcode\b/i.test(said))) continue;
      seen.add(said.toLowerCase());
      options.push(said);
    }
  }
  if (!options.length) return null;
  const name = /^slide/.test(part) ? `${part.replace(/^s/, 'S')}'s headline` : part === 'hook' ? 'the hook' : `the ${part}`;
  return {
    summary: `${options.length === 1 ? `Another ${name.replace(/^the /, '')}` : `${options.length} other wordings for ${name}`}, from the other ways this piece can be written${options.length < want ? ` (${options.length} of the ${want} asked: the facts give no more that say something new)` : ''}. Now: "${current}".`,
    deliverable: options.map((o, i) => `${i + 1}. ${o}`).join('\n'),
    notes: ['Say which to use and I will put it in the piece.'],
    used: [],
    steps: [{ tool: 'revision', summary: `${options.length} options for ${name}` }],
    artifacts: [],
  };
}
