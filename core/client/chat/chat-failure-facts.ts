import { ApiError } from '../../domain/api-error.ts';
import type { FailureFacts } from '../../domain/agents/chat-rules.ts';

/** What a failed chat call tells the error texts (`chatErrorText`): the message, and the API's code when it has one. */
export function facts(error: unknown): FailureFacts {
  if (error instanceof ApiError) return { text: error.message, code: error.code };
  return { text: error instanceof Error ? error.message : String(error) };
}
