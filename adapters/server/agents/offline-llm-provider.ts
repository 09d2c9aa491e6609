import type { LlmProvider, LlmRequest, LlmUsage } from '../../../core/server/agents/ports.ts';

/**
 * The offline engine, used when no model is configured: it returns the answer the agent's tools composed
 * (deterministic, grounded in their findings), streamed word by word like a model would.
 */
export class OfflineLlmProvider implements LlmProvider {
  readonly name = 'offline engine';
  readonly offline = true;
  private last: LlmUsage | null = null;

  /** `paceMs` between chunks mimics a model's speed (demos, and tests that cancel mid-stream). */
  constructor(private readonly paceMs = 0) {}

  async *stream(request: LlmRequest): AsyncIterable<string> {
    const pieces = request.draft.match(/\S+\s*|\s+/g) ?? [];
    this.last = { inputTokens: Math.ceil((request.prompt.length + request.context.length) / 4), outputTokens: pieces.length };
    for (let i = 0; i < pieces.length; i += 8) {
      if (request.signal.aborted) return;
      yield pieces.slice(i, i + 8).join('');
      // Let cancels and other runs in.
      await new Promise((resolve) => (this.paceMs > 0 ? setTimeout(resolve, this.paceMs) : setImmediate(resolve)));
    }
    // The offline engine streams its whole composed answer: never cut off.
    if (!request.signal.aborted) request.onEnd?.('complete');
  }

  usage(): LlmUsage | null {
    return this.last;
  }
}
