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

/** A source as an answer keeps it (in its metadata) and the API shows it. */
export interface AnswerSourceView {
  type: AnswerSourceType;
  id: string | null;
  title: string;
  passage: string;
  chunk_index: number | null;
}

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

/** Which chip a source belongs to: a document or web page by its id (else its title), the space profile as one. */
export function sourceKey(source: { type: AnswerSourceType; id: string | null; title: string }): string {
  return source.type === 'space_profile' ? 'space_profile' : `${source.type}:${source.id ?? source.title}`;
}

/**
 * One chip per source: a document cited by several passages opens at the first; the space profile shows once.
 * The chips are numbered in this order, and a marker like [1] in an answer points at the first.
 */
export function distinctSources<T extends { type: AnswerSourceType; id: string | null; title: string }>(sources: T[]): T[] {
  const seen = new Set<string>();
  return sources.filter((s) => {
    const key = sourceKey(s);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * An answer's text without the citation list that answers stored before their sources became chips carry
 * ("**Sources**", then one "[n] ..." line each, before the end or a section on connected tools): the chips show
 * those sources, and Copy leaves the list out. A "Sources" heading with prose under it is the answer's own.
 */
export function withoutSourcesList(text: string): string {
  const lines = text.split('\n');
  const at = lines.findLastIndex((line) => /^\s*\*\*Sources\*\*\s*$/.test(line));
  if (at < 0) return text;
  const blank = lines.findIndex((line, i) => i > at && !line.trim());
  const end = blank < 0 ? lines.length : blank;
  if (end === at + 1 || !lines.slice(at + 1, end).every((line) => /^\s*\[\d+\]\s/.test(line))) return text;
  const before = lines.slice(0, at).join('\n').trimEnd();
  const after = lines.slice(end).join('\n').trim();
  return after ? `${before}\n\n${after}` : before;
}
