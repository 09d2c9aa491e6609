import OpenAI from 'openai';
import type { ChatCompletionFunctionTool, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { MAX_TOOL_CALLS, type LlmProvider, type LlmRequest, type LlmTool, type LlmUsage } from '../../../core/server/agents/ports.ts';
import { ToolArgumentSchemas } from './tool-argument-schemas.ts';
import { ToolCallAccumulator, toMessageToolCall, type AccumulatedToolCall } from './tool-call-accumulator.ts';
import { ModelIdleWatch } from './model-idle-watch.ts';
import { ModelFailure } from '../../../core/server/agents/model-failure.ts';
import { AgentsServerMessages } from '../../../core/server/agents/agents-server-messages.ts';

/** What the model gets back from one tool run, at most (a long page would crowd out the rest of the context). */
const TOOL_RESULT_CHARS = 8000;
/** What the run shows of a tool's output or arguments. */
const OUTPUT_PREVIEW_CHARS = 200;
const ARGS_PREVIEW_CHARS = 120;

/** Any OpenAI-compatible chat API (OpenAI, vLLM, Ollama, llama.cpp server), streamed, with AbortSignal. */
export class OpenAiLlmProvider implements LlmProvider {
  readonly offline = false;
  private readonly client: OpenAI;
  private last: LlmUsage | null = null;
  private readonly schemas = new ToolArgumentSchemas();

  private readonly idleMs: number;

  constructor(
    private readonly model: string,
    apiKey: string,
    baseURL?: string,
    options: { idleMs?: number } = {},
  ) {
    this.client = new OpenAI({ apiKey, baseURL, maxRetries: 1 });
    this.idleMs = options.idleMs ?? 60_000;
  }

  get name(): string {
    return this.model;
  }

  async *stream(request: LlmRequest): AsyncIterable<string> {
    if (request.tools?.length) {
      yield* this.streamWithTools(request, request.tools);
      return;
    }
    const watch = new ModelIdleWatch(this.idleMs, request.signal);
    let finish: string | null = null;
    try {
      const stream = await this.client.chat.completions.create(
        {
          model: this.model,
          stream: true,
          stream_options: { include_usage: true },
          max_tokens: request.maxTokens,
          messages: this.opening(request),
        },
        { signal: watch.signal },
      );
      for await (const chunk of stream) {
        watch.touch();
        const token = chunk.choices[0]?.delta?.content;
        if (token) yield token;
        finish = chunk.choices[0]?.finish_reason ?? finish;
        if (chunk.usage) this.last = { inputTokens: chunk.usage.prompt_tokens, outputTokens: chunk.usage.completion_tokens };
      }
      // An aborted stream may simply end: a stall must not pass for a complete answer.
      if (watch.fired) throw watch.signal.reason;
    } catch (error) {
      throw failureOf(error, watch, request.signal);
    } finally {
      watch.stop();
    }
    // 'length': the model stopped at max_tokens, so the answer is cut off and can be continued.
    if (!request.signal.aborted) request.onEnd?.(finish === 'length' ? 'cut_off' : 'complete');
  }

  usage(): LlmUsage | null {
    return this.last;
  }

  private opening(request: LlmRequest): ChatCompletionMessageParam[] {
    return [
      { role: 'system', content: request.system },
      { role: 'user', content: `Findings from your tools:\n${request.context}\n\nRequest:\n${request.prompt}` },
    ];
  }

  /** One completion per turn; tool calls are run and their results sent back until the model answers. */
  private async *streamWithTools(request: LlmRequest, tools: LlmTool[]): AsyncIterable<string> {
    const { signal } = request;
    const byName = new Map(tools.map((tool) => [tool.name, tool]));
    const specs: ChatCompletionFunctionTool[] = tools.map((tool) => ({
      type: 'function',
      function: { name: tool.name, description: tool.description, parameters: tool.parameters },
    }));
    const cap = request.maxToolCalls ?? MAX_TOOL_CALLS;
    const messages = this.opening(request);
    let callsMade = 0;
    const total: LlmUsage = { inputTokens: 0, outputTokens: 0 };
    // A server that ignores tool_choice 'none' would otherwise loop forever.
    const maxTurns = cap + 2;
    for (let turn = 0; turn < maxTurns; turn++) {
      if (signal.aborted) return;
      const pending = new ToolCallAccumulator(`call_${turn}`);
      let content = '';
      let finish: string | null = null;
      const watch = new ModelIdleWatch(this.idleMs, signal);
      try {
        const stream = await this.client.chat.completions.create(
          {
            model: this.model,
            stream: true,
            stream_options: { include_usage: true },
            max_tokens: request.maxTokens,
            messages,
            // Tools stay listed once the cap is reached so the history's tool calls remain valid.
            tools: specs,
            ...(callsMade >= cap ? { tool_choice: 'none' as const } : {}),
          },
          { signal: watch.signal },
        );
        for await (const chunk of stream) {
          watch.touch();
          const delta = chunk.choices[0]?.delta;
          if (delta?.content) {
            content += delta.content;
            yield delta.content;
          }
          pending.add(delta?.tool_calls);
          finish = chunk.choices[0]?.finish_reason ?? finish;
          if (chunk.usage) {
            total.inputTokens += chunk.usage.prompt_tokens;
            total.outputTokens += chunk.usage.completion_tokens;
            this.last = { ...total };
          }
        }
        if (watch.fired) throw watch.signal.reason;
      } catch (error) {
        throw failureOf(error, watch, signal);
      } finally {
        watch.stop();
      }
      if (signal.aborted) return;
      if (pending.size === 0) {
        request.onEnd?.(finish === 'length' ? 'cut_off' : 'complete');
        return;
      }
      const calls = pending.calls();
      messages.push({ role: 'assistant', content: content || null, tool_calls: calls.map(toMessageToolCall) });
      for (const call of calls) {
        if (signal.aborted) return;
        let result: string;
        if (callsMade >= cap) {
          result = `Tool call limit (${cap}) reached: not run. Answer with what you have.`;
        } else {
          callsMade++;
          result = await this.runCall(call, byName, request);
          if (signal.aborted) return;
        }
        messages.push({ role: 'tool', tool_call_id: call.id, content: result });
      }
    }
    // Turn ceiling reached: the model answered what it could between tool calls; end the run rather than loop.
    if (!signal.aborted) request.onEnd?.('complete');
  }

  /** Runs one call and says what the model gets back; bad calls and failing tools become messages, never throws. */
  private async runCall(call: AccumulatedToolCall, byName: Map<string, LlmTool>, request: LlmRequest): Promise<string> {
    const report = request.onToolCall ?? (() => undefined);
    const tool = byName.get(call.name);
    if (!tool) {
      const message = `Unknown tool "${call.name}". Available tools: ${[...byName.keys()].join(', ')}.`;
      await report({ tool: call.name, phase: 'error', message });
      return `Tool error: ${message}`;
    }
    const args = parseArguments(call.arguments);
    // The model's arguments are checked against the tool's own JSON Schema before the tool sees them; the model gets
    // the schema's complaint back and can call again.
    const invalid = args ? this.schemas.errorsOf(tool, args) : null;
    if (!args || invalid) {
      const message = `Invalid arguments for ${call.name}: ${invalid ?? `expected a JSON object, got ${preview(call.arguments, ARGS_PREVIEW_CHARS) || 'nothing'}`}.`;
      await report({ tool: call.name, phase: 'error', message });
      return `Tool error: ${message}`;
    }
    await report({ tool: call.name, phase: 'start', message: preview(JSON.stringify(args), ARGS_PREVIEW_CHARS) });
    try {
      const output = await tool.run(args, request.signal);
      if (request.signal.aborted) return output;
      await report({ tool: call.name, phase: 'output', message: preview(output, OUTPUT_PREVIEW_CHARS) });
      return output.length > TOOL_RESULT_CHARS ? `${output.slice(0, TOOL_RESULT_CHARS)}\n[truncated]` : output;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (!request.signal.aborted) await report({ tool: call.name, phase: 'error', message: preview(message, OUTPUT_PREVIEW_CHARS) });
      return `Tool error: ${message}`;
    }
  }
}

/**
 * What a failed model call becomes: a cancel stays a cancel; a stall, a busy, unreachable or refusing provider
 * becomes a ModelFailure the person can read (with the provider's words kept for the log); anything else is
 * rethrown as it is.
 */
function failureOf(error: unknown, watch: ModelIdleWatch, run: AbortSignal): unknown {
  if (run.aborted) return error;
  if (watch.fired) return new ModelFailure('stalled', AgentsServerMessages.modelStalled(Math.round(watch.ms / 1000)), `no chunk from the model for ${watch.ms} ms`);
  if (error instanceof OpenAI.APIError) {
    const detail = `${error.status ?? 'no status'} ${error.message}`;
    if (error instanceof OpenAI.APIConnectionError || error.status === undefined) return new ModelFailure('unreachable', AgentsServerMessages.modelUnreachable, detail);
    if (error.status === 429) return new ModelFailure('busy', AgentsServerMessages.modelBusy, detail);
    if (error.status >= 500) return new ModelFailure('unreachable', AgentsServerMessages.modelUnreachable, detail);
    return new ModelFailure('refused', AgentsServerMessages.modelRefused, detail);
  }
  return error;
}

/** The model's arguments as an object, or null when they are not a JSON object (empty means no arguments). */
function parseArguments(raw: string): Record<string, unknown> | null {
  if (raw.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(raw);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function preview(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
