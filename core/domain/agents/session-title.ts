export const NEW_CHAT_TITLE = 'New Chat';
const MAX_TITLE_LENGTH = 50;
const CUT_TITLE_LENGTH = 47;

/** A new session's title is the first message, trimmed; over 50 characters it is cut to 47 plus '...'. */
export function sessionTitleFromFirstMessage(message: string): string {
  const trimmed = message.trim();
  if (trimmed.length === 0) return NEW_CHAT_TITLE;
  return trimmed.length > MAX_TITLE_LENGTH ? `${trimmed.slice(0, CUT_TITLE_LENGTH)}...` : trimmed;
}

/** A title given by renaming: what the server accepts and the rename box allows. */
export const RENAMED_TITLE_MAX_LENGTH = 100;
