/**
 * Keyset paging of newest-first lists (admin users, the audit log, credit transactions, chats, a chat's messages,
 * documents): a page starts just after the last row of the page before, found by that row's time and id through an
 * index, so a deep page reads its own rows, never the rows before it (an offset walks every one of them).
 *
 * A cursor is that row's key written as text: `<ISO time>~<id>`, with a leading `p~` for a pinned chat (pinned
 * chats list first). Clients hand back the `next_cursor` they were given, or build one from a row they hold with
 * `cursorOf` (the chat lists, whose answers are arrays with no room for a field).
 */
export interface PageKey {
  /** The row's time as stored: ISO-8601 UTC. */
  at: string;
  id: string;
  /** A chat list's pin: pinned chats come first, each group newest first. */
  pinned?: boolean;
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
/** The longest cursor accepted: a time, an id and the pin mark. */
export const CURSOR_MAX_LENGTH = 200;

export function cursorOf(key: PageKey): string {
  return `${key.pinned ? 'p~' : ''}${key.at}~${key.id}`;
}

/** The key a cursor names, or null for text that is not a cursor (the caller refuses it). */
export function keyOfCursor(cursor: string): PageKey | null {
  if (!cursor || cursor.length > CURSOR_MAX_LENGTH) return null;
  const pinned = cursor.startsWith('p~');
  const rest = pinned ? cursor.slice(2) : cursor;
  const split = rest.indexOf('~');
  if (split < 0) return null;
  const at = rest.slice(0, split);
  const id = rest.slice(split + 1);
  if (!ISO.test(at) || !id) return null;
  return pinned ? { at, id, pinned } : { at, id };
}

/** The cursor after a page: its last row's, when the page is full (a shorter page is the last one). */
export function nextCursor<T>(rows: readonly T[], limit: number, keyOf: (row: T) => PageKey): string | null {
  return rows.length >= limit && rows.length > 0 ? cursorOf(keyOf(rows[rows.length - 1]!)) : null;
}

/** A chat list's page: the sidebar asks for this many chats at a time, the server gives at most the maximum. */
export const SESSIONS_PAGE = 50;
/** A chat's page of turns (a question or answer with its versions): the newest this many first, earlier ones on "load". */
export const MESSAGE_TURNS_PAGE = 30;
/** What the chat lists answer when the caller names no limit, and the most they answer. */
export const CHAT_LIST_MAX = 200;
/** The knowledge base's documents: the screen asks for this many at a time, "Load more documents" for the next. */
export const DOCUMENTS_PAGE = 50;
/** What the documents list answers when the caller names no limit, and the most it answers. */
export const DOCUMENT_LIST_MAX = 200;
