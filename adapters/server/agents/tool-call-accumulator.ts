import type { ChatCompletionChunk, ChatCompletionMessageFunctionToolCall } from 'openai/resources/chat/completions';

/** One tool call the model asked for, whole. */
export interface AccumulatedToolCall {
  id: string;
  name: string;
  /** The raw JSON text the model wrote; it may be invalid. */
  arguments: string;
}

/**
 * A streamed turn sends each tool call in fragments keyed by `index` (id and name first, the arguments JSON in
 * pieces); this joins them back into whole calls.
 */
export class ToolCallAccumulator {
  private readonly byIndex = new Map<number, AccumulatedToolCall>();

  /** `idPrefix` names calls whose server sent no id (some OpenAI-compatible servers omit it). */
  constructor(private readonly idPrefix = 'call') {}

  add(fragments: ChatCompletionChunk.Choice.Delta.ToolCall[] | undefined): void {
    for (const fragment of fragments ?? []) {
      const call = this.byIndex.get(fragment.index) ?? { id: '', name: '', arguments: '' };
      if (fragment.id) call.id = fragment.id;
      // Names come whole in practice, but concatenating is what the protocol allows.
      if (fragment.function?.name) call.name += fragment.function.name;
      if (fragment.function?.arguments) call.arguments += fragment.function.arguments;
      this.byIndex.set(fragment.index, call);
    }
  }

  get size(): number {
    return this.byIndex.size;
  }

  /** The calls in the order the model made them. */
  calls(): AccumulatedToolCall[] {
    return [...this.byIndex.entries()]
      .sort(([a], [b]) => a - b)
      .map(([index, call]) => ({ ...call, id: call.id || `${this.idPrefix}_${index}` }));
  }
}

/** The assistant message's form of a call, for the history sent back to the model. */
export function toMessageToolCall(call: AccumulatedToolCall): ChatCompletionMessageFunctionToolCall {
  return { id: call.id, type: 'function', function: { name: call.name, arguments: call.arguments } };
}
