import type { ChatMessage } from '../../core/domain/agents/chat-entities.ts';
import { withoutSourcesList } from '../../core/domain/agents/answer-source.ts';

/**
 * An answer's text as the chat shows it. An answer stored with a citation list at its end (before sources became
 * chips) shows without it when it has chips that name the same sources.
 */
export function shownAnswerText(message: ChatMessage): string {
  return message.sources?.length ? withoutSourcesList(message.content) : message.content;
}

/** What Copy copies: the deliverable alone when the answer keeps it apart from its summary and notes, else the text as shown. */
export function copiedAnswerText(message: ChatMessage): string {
  return message.deliverable?.trim() ? message.deliverable : shownAnswerText(message);
}
