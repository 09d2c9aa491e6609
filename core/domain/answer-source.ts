/** What an answer stands on, as the client keeps it: a document, a URL source, or the space profile (one source however many answers it quoted). */
export interface AnswerSource {
  type: AnswerSourceType;
  /** The document or URL source id; null for the space profile. */
  id: string | null;
  /** The file name, the page title, or "Space profile". */
  title: string;
  /** The cited passage (the profile's quoted answers, one a line). */
  passage: string;
  /** Which chunk of the source the passage comes from, when known: the viewer scrolls to it. */
  chunkIndex: number | null;
}

export type AnswerSourceType = 'space_profile' | 'document' | 'url';

export const SPACE_PROFILE_SOURCE_TITLE = 'Space profile';

type Raw = Record<string, unknown>;

/** The server's `sources` field (snake_case) as the client keeps it; malformed entries are dropped. */
export function toAnswerSources(value: unknown): AnswerSource[] {
  if (!Array.isArray(value)) return [];
  return (value as Raw[]).flatMap((raw) => {
    if (!raw || typeof raw !== 'object') return [];
    const type = raw.type;
    if (type !== 'space_profile' && type !== 'document' && type !== 'url') return [];
    const chunk = raw.chunk_index ?? raw.chunkIndex;
    return [{
      type,
      id: typeof raw.id === 'string' ? raw.id : null,
      title: typeof raw.title === 'string' ? raw.title : SPACE_PROFILE_SOURCE_TITLE,
      passage: typeof raw.passage === 'string' ? raw.passage : '',
      chunkIndex: typeof chunk === 'number' && Number.isInteger(chunk) && chunk >= 0 ? chunk : null,
    }];
  });
}

/** One chip per source: a document cited by several passages opens at the first; the space profile shows once. */
export function distinctSources(sources: AnswerSource[]): AnswerSource[] {
  const seen = new Set<string>();
  return sources.filter((s) => {
    const key = s.type === 'space_profile' ? 'space_profile' : `${s.type}:${s.id ?? s.title}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
