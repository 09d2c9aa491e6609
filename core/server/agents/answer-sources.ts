import { SPACE_PROFILE_SOURCE_TITLE } from '../../domain/agents/answer-source.ts';
import type { FactSource } from './facts/fact-sheet.ts';
import type { ReferencedSource } from './offline/request-material.ts';
import type { AnswerSourceView } from '../../domain/agents/answer-source.ts';

/** The longest opening of a document quoted on its chip when retrieval found no passage of it. */
const OPENING_MAX = 500;

/** A source as retrieval found it for a run (see AgentContext.sources). */
export interface FoundSource {
  type?: 'space_profile' | 'document' | 'url';
  id?: string;
  title: string;
  name?: string;
  snippet: string;
  chunkIndex?: number;
}


/**
 * The sources an answer cites, in citation order: each document or URL passage, then the space profile
 * once (its quoted answers are one source, not one per answer).
 */
export function answerSources(found: FoundSource[]): AnswerSourceView[] {
  const cited: AnswerSourceView[] = found
    .filter((s) => s.type !== 'space_profile')
    .map((s) => ({ type: s.type ?? 'document', id: s.id ?? null, title: s.name ?? s.title, passage: s.snippet, chunk_index: s.chunkIndex ?? null }));
  const profile = found.filter((s) => s.type === 'space_profile');
  if (profile.length) cited.push({ type: 'space_profile', id: null, title: SPACE_PROFILE_SOURCE_TITLE, passage: profile.map((s) => `${s.name ?? s.title}: ${s.snippet}`).join('\n'), chunk_index: null });
  return cited;
}

/** What an answer of the catalogue engine was written from, and what the run found and read, to cite it by. */
export interface UsedSourcesInput {
  /** The sources the deliverable used (EngineResult.used), in the order it used them. */
  used: FactSource[];
  /** What retrieval found for the request (AgentContext.sources). */
  found: FoundSource[];
  /** The documents and web pages the request referenced or named, read whole. */
  referenced: ReferencedSource[];
  /** The space profile's answers. */
  profile: Record<string, string>;
}

/**
 * The sources a catalogue answer cites. When its deliverable reports the sources it used, those: each document or
 * web page with the passages retrieval found in it (else the opening of the text read whole), then the space
 * profile once, with the passages retrieval found in it or else its answers; retrieval's other finds are not
 * cited, the answer did not stand on them. A deliverable that reports none was still handed retrieval's passages,
 * so those are cited as for an older pipeline. An answer without a deliverable (a decline) cites nothing.
 */
export function catalogueSources(input: UsedSourcesInput & { produced: boolean }): AnswerSourceView[] {
  if (input.used.length) return usedSources(input);
  return input.produced ? answerSources(input.found) : [];
}

function usedSources({ used, found, referenced, profile }: UsedSourcesInput): AnswerSourceView[] {
  const cited: AnswerSourceView[] = [];
  const seen = new Set<string>();
  for (const source of used) {
    if (source.kind === 'profile') continue;
    const key = `${source.kind}:${source.id ?? source.title}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const passages = found.filter((s) => s.type === source.kind && (source.id ? s.id === source.id : (s.name ?? s.title) === source.title));
    if (passages.length) {
      cited.push(...answerSources(passages));
      continue;
    }
    const read = referenced.find((r) => r.kind === source.kind && (source.id ? r.id === source.id : r.title === source.title));
    cited.push({ type: source.kind, id: source.id ?? read?.id ?? null, title: source.title, passage: read ? openingOf(read.text) : '', chunk_index: null });
  }
  if (used.some((s) => s.kind === 'profile')) {
    const quoted = answerSources(found.filter((s) => s.type === 'space_profile'));
    const answers = Object.entries(profile).filter(([, v]) => v.trim()).map(([k, v]) => `${k.replace(/_/g, ' ')}: ${v.trim()}`).join('\n');
    cited.push(quoted[0] ?? { type: 'space_profile', id: null, title: SPACE_PROFILE_SOURCE_TITLE, passage: answers, chunk_index: null });
  }
  return cited;
}

/** A text's first paragraph, bounded: what a chip shows of a source retrieval did not quote. */
function openingOf(text: string): string {
  const first = text.split(/\n\s*\n/).map((p) => p.trim()).find(Boolean) ?? '';
  return first.slice(0, OPENING_MAX);
}

/** Reads back what answerSources stored in a message's metadata, dropping anything malformed. */
export function storedSources(value: unknown): AnswerSourceView[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw: Record<string, unknown>) => {
    if (!raw || typeof raw !== 'object' || (raw.type !== 'space_profile' && raw.type !== 'document' && raw.type !== 'url')) return [];
    return [{
      type: raw.type,
      id: typeof raw.id === 'string' ? raw.id : null,
      title: String(raw.title ?? ''),
      passage: String(raw.passage ?? ''),
      chunk_index: typeof raw.chunk_index === 'number' ? raw.chunk_index : null,
    }];
  });
}
