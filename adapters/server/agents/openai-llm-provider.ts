import OpenAI from 'openai';
import type { LlmProvider, LlmRequest, LlmUsage } from '../../../core/server/agents/ports.ts';

/** Any OpenAI-compatible chat API (OpenAI, vLLM, Ollama, llama.cpp server), streamed, with AbortSignal. */
export class OpenAiLlmProvider implements LlmProvider {
  readonly offline = false;
  private readonly client: OpenAI;
  private last: LlmUsage | null = null;

  constructor(
    private readonly model: string,
    apiKey: string,
    baseURL?: string,
  ) {
    this.client = new OpenAI({ apiKey, baseURL, maxRetries: 1 });
  }

  get name(): string {
    return this.model;
  }

  async *stream(request: LlmRequest): AsyncIterable<string> {
    const stream = await this.client.chat.completions.create(
      {
        model: this.model,
        stream: true,
        stream_options: { include_usage: true },
        max_tokens: request.maxTokens,
        messages: [
          { role: 'system', content: request.system },
          { role: 'user', content: `Findings from your tools:\n${request.context}\n\nRequest:\n${request.prompt}` },
        ],
      },
      { signal: request.signal },
    );
    let finish: string | null = null;
    for await (const chunk of stream) {
      const token = chunk.choices[0]?.delta?.content;
      if (token) yield token;
      finish = chunk.choices[0]?.finish_reason ?? finish;
      if (chunk.usage) this.last = { inputTokens: chunk.usage.prompt_tokens, outputTokens: chunk.usage.completion_tokens };
    }
    // 'length': the model stopped at max_tokens, so the answer is cut off and can be continued.
    if (!request.signal.aborted) request.onEnd?.(finish === 'length' ? 'cut_off' : 'complete');
  }

  usage(): LlmUsage | null {
    return this.last;
  }
}
