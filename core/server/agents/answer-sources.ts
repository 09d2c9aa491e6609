import { SPACE_PROFILE_SOURCE_TITLE } from '../../domain/answer-source.ts';

/** A source as retrieval found it for a run (see AgentContext.sources). */
export interface FoundSource {
  type?: 'space_profile' | 'document' | 'url';
  id?: string;
  title: string;
  name?: string;
  snippet: string;
  chunkIndex?: number;
}

/** A source as an answer keeps it (in its metadata) and the API shows it. */
export interface AnswerSourceView {
  type: 'space_profile' | 'document' | 'url';
  id: string | null;
  title: string;
  passage: string;
  chunk_index: number | null;
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
