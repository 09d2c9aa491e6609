import type { FactSource } from '../../facts/fact-sheet.ts';
import { pastedText } from '../../offline/request-material.ts';
import type { TaskInput } from '../agent-task.ts';

/** The text a brand-voice task works on: what the request pasted, else the document it names, else none. */
export interface VoiceMaterial {
  text: string;
  /** How the answer names it: 'your text' or the document's title. */
  from: string;
  /** The document it came from, for the answer's citation chips. */
  source: FactSource | null;
}

export function voiceMaterialOf(input: TaskInput): VoiceMaterial | null {
  const pasted = input.brief.pasted?.trim();
  if (pasted) return { text: pasted, from: 'your text', source: null };
  // A text quoted in the request is the one to work on, even with a document ticked for its facts.
  const quoted = quotedText(input.brief.request);
  // A quotation that names a document ('Rewrite "Spring offers for new patients" in our voice') points at it instead.
  const namesDocument = (q: string) => input.referenced.some((r) => r.title.toLowerCase().replace(/\.[a-z0-9]+$/, '').replace(/[-_]+/g, ' ').includes(q.toLowerCase().replace(/[-_]+/g, ' ')) || input.brief.sources.some((t) => t.toLowerCase().includes(q.toLowerCase())));
  if (quoted && !namesDocument(quoted)) return { text: quoted, from: 'your text', source: null };
  const named = input.referenced.filter((r) => r.text.trim() && input.brief.sources.some((s) => s.toLowerCase() === r.title.toLowerCase()));
  const read = named[0] ?? input.referenced.find((r) => r.text.trim());
  if (read) return { text: read.text.trim(), from: read.title, source: input.facts.sources.find((s) => s.id === read.id) ?? { title: read.title, kind: read.kind, id: read.id } };
  // A brief read without its pasted text still has it in the request (after a colon or on the next lines).
  const inRequest = pastedText(input.brief.request) ?? shortText(input.brief.request);
  return inRequest ? { text: inRequest, from: 'your text', source: null } : null;
}

/** A quotation of a sentence or more in the request ('Check this: "Every payslip is checked by hand."'). */
function quotedText(request: string): string | null {
  const quoted = /["“]([^"”\n]{12,600})["”]/.exec(request)?.[1]?.trim();
  return quoted && quoted.split(/\s+/).length >= 4 ? quoted : null;
}

/**
 * A short text given in the request, too short to count as pasted elsewhere but what a voice check is often
 * about (a tagline, a headline): a quotation, or what follows the first line's colon or question.
 */
function shortText(request: string): string | null {
  const quoted = /["“]([^"”\n]{6,600})["”]/.exec(request)?.[1]?.trim();
  if (quoted && quoted.split(/\s+/).length >= 2) return quoted;
  const [first, ...rest] = request.trim().split('\n');
  const below = rest.join('\n').trim();
  if (below && /[:?]\s*$/.test(first!) && below.split(/\s+/).length >= 2) return below;
  const afterColon = /:\s+(.+)$/.exec(first!)?.[1]?.trim();
  return afterColon && afterColon.split(/\s+/).length >= 2 && !/^https?:/.test(afterColon) ? afterColon : null;
}
