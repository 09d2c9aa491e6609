import { applyVoice } from '../../offline/voice-rules.ts';
import type { TaskInput } from '../agent-task.ts';

/** Copy meant for readers (answers, titles, an article) in the space's voice: banned words, register, sentence length. */
export function readerCopy(text: string, input: Pick<TaskInput, 'voice' | 'variant'>): string {
  return applyVoice(text, input.voice, { variant: input.variant }).text;
}
