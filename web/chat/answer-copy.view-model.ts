import type { ChatMessage } from '../../core/domain/agents/chat-entities.ts';
import { markdownToPlainText } from '../../core/domain/agents/plain-text.ts';
import type { Notifier } from '../view-models/notifier.ts';
import { copiedAnswerText } from './answer-text.ts';
import { ChatText } from './chat-text.ts';

/** Writes text to the system clipboard (the browser's Clipboard API in the app). */
export interface ClipboardWriter {
  writeText(text: string): Promise<void>;
}

/** A confirmation short enough not to stack up while copying several things. */
const COPIED_TOAST_MS = 1500;

/**
 * Copy actions of the chat: an answer as its Markdown or as plain text, and one code block of it. An answer's
 * copy is its deliverable alone when it has one (the email, the article), never its notes or its sources.
 */
export class AnswerCopyViewModel {
  constructor(
    private readonly clipboard: ClipboardWriter,
    private readonly notifier: Notifier,
  ) {}

  copyMarkdown(message: ChatMessage): Promise<boolean> {
    return this.copy(copiedAnswerText(message));
  }

  copyPlainText(message: ChatMessage): Promise<boolean> {
    return this.copy(markdownToPlainText(copiedAnswerText(message)));
  }

  /** An arrow, so a rendered answer can take it as a stable callback. */
  readonly copyCode = (code: string): Promise<boolean> => this.copy(code);

  private async copy(text: string): Promise<boolean> {
    try {
      await this.clipboard.writeText(text);
      this.notifier.show({ message: ChatText.copied, intent: 'success', timeoutMs: COPIED_TOAST_MS });
      return true;
    } catch {
      this.notifier.show({ message: ChatText.copyFailed, intent: 'danger' });
      return false;
    }
  }
}
