import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OpenAiLlmProvider } from '../../adapters/server/agents/openai-llm-provider.ts';
import type { LlmEnd, LlmTool, LlmToolCall } from '../../core/server/agents/ports.ts';

/** A local stub speaking the OpenAI streaming tool-call protocol: no network, no model. */
type Delta = { content?: string; tool_calls?: unknown[] };
type Chunk = { delta: Delta; finish?: string | null };
type Turn = { chunks: Chunk[]; usage?: { prompt_tokens: number; completion_tokens: number } };

let server: Server;
let baseUrl = '';
/** Every request body the stub received, in order. */
let bodies: any[] = [];
/** What the stub answers to request number `n` (0-based). */
let script: (body: any, n: number) => Turn = () => answer('Nothing scripted.');

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', async () => {
      const body = JSON.parse(raw);
      bodies.push(body);
      const turn = script(body, bodies.length - 1);
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const write = (payload: unknown) => res.write(`data: ${JSON.stringify(payload)}\n\n`);
      for (const chunk of turn.chunks) {
        if (res.destroyed) return;
        write({ id: 'c1', object: 'chat.completion.chunk', created: 0, model: 'stub', choices: [{ index: 0, delta: chunk.delta, finish_reason: chunk.finish ?? null }] });
        await new Promise((r) => setTimeout(r, 5));
      }
      if (turn.usage) write({ id: 'c1', object: 'chat.completion.chunk', created: 0, model: 'stub', choices: [], usage: { ...turn.usage, total_tokens: turn.usage.prompt_tokens + turn.usage.completion_tokens } });
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  bodies = [];
});

/** A final answer streamed word by word. */
function answer(text: string, finish = 'stop'): Turn {
  const words = text.match(/\S+\s*/g) ?? [];
  return { chunks: words.map((w, i) => ({ delta: { content: w }, finish: i === words.length - 1 ? finish : null })), usage: { prompt_tokens: 10, completion_tokens: words.length } };
}

/**
 * A turn asking for tools, as models stream it: each call's id and name first, then its arguments JSON in pieces
 * split mid-string, the calls' fragments interleaved by index.
 */
function toolTurn(calls: { id: string; name: string; args: string }[], opts: { finish?: string; lead?: string } = {}): Turn {
  const chunks: Chunk[] = [];
  if (opts.lead) chunks.push({ delta: { content: opts.lead } });
  calls.forEach((c, index) => chunks.push({ delta: { tool_calls: [{ index, id: c.id, type: 'function', function: { name: c.name, arguments: '' } }] } }));
  const pieces = calls.map((c) => {
    const a = Math.floor(c.args.length / 3);
    const b = Math.floor((2 * c.args.length) / 3);
    return [c.args.slice(0, a), c.args.slice(a, b), c.args.slice(b)];
  });
  for (let p = 0; p < 3; p++) calls.forEach((_, index) => chunks.push({ delta: { tool_calls: [{ index, function: { arguments: pieces[index]![p] } }] } }));
  chunks.push({ delta: {}, finish: opts.finish ?? 'tool_calls' });
  return { chunks, usage: { prompt_tokens: 20, completion_tokens: 7 } };
}

function lastMessage(body: any): any {
  return body.messages[body.messages.length - 1];
}

/** A tool that records its calls and answers with `reply`. */
function recordingTool(name: string, reply: (args: Record<string, unknown>) => Promise<string> | string): LlmTool & { calls: Record<string, unknown>[] } {
  const calls: Record<string, unknown>[] = [];
  return {
    name,
    description: `The ${name} tool.`,
    parameters: { type: 'object', properties: { url: { type: 'string' } }, required: ['url'] },
    calls,
    async run(args) {
      calls.push(args);
      return reply(args);
    },
  };
}

async function run(llm: OpenAiLlmProvider, tools: LlmTool[], extra: { signal?: AbortSignal; onToken?: (t: string) => void; maxToolCalls?: number } = {}) {
  const events: LlmToolCall[] = [];
  const ends: LlmEnd[] = [];
  let text = '';
  for await (const token of llm.stream({
    system: 'You are the SEO Agent.',
    prompt: 'Check my page',
    context: 'Flesch 42',
    draft: '',
    maxTokens: 500,
    signal: extra.signal ?? new AbortController().signal,
    tools,
    ...(extra.maxToolCalls ? { maxToolCalls: extra.maxToolCalls } : {}),
    onToolCall: (call) => void events.push(call),
    onEnd: (end) => ends.push(end),
  })) {
    text += token;
    extra.onToken?.(token);
  }
  return { text, events, ends };
}

const newLlm = () => new OpenAiLlmProvider('stub-model', 'test-key', baseUrl);

describe('OpenAI-compatible LLM adapter: tool calls', () => {
  it('runs the tool the model calls, sends its result back, then streams the answer', async () => {
    const fetchPage = recordingTool('fetch_page', () => 'Page title: Hello');
    script = (body) => (lastMessage(body).role === 'tool' ? answer('The page is titled Hello.') : toolTurn([{ id: 'call_a', name: 'fetch_page', args: '{"url":"https://ex.com/p"}' }]));
    const { text, events, ends } = await run(newLlm(), [fetchPage]);

    expect(text).toBe('The page is titled Hello.');
    expect(fetchPage.calls).toEqual([{ url: 'https://ex.com/p' }]);
    expect(events).toEqual([
      { tool: 'fetch_page', phase: 'start', message: '{"url":"https://ex.com/p"}' },
      { tool: 'fetch_page', phase: 'output', message: 'Page title: Hello' },
    ]);
    expect(ends).toEqual(['complete']);
    expect(bodies).toHaveLength(2);
    expect(bodies[0].tools).toEqual([{ type: 'function', function: { name: 'fetch_page', description: 'The fetch_page tool.', parameters: fetchPage.parameters } }]);
    expect(bodies[0].tool_choice).toBeUndefined();
    expect(bodies[0].messages).toEqual([
      { role: 'system', content: 'You are the SEO Agent.' },
      { role: 'user', content: 'Findings from your tools:\nFlesch 42\n\nRequest:\nCheck my page' },
    ]);
    expect(bodies[1].messages.slice(2)).toEqual([
      { role: 'assistant', content: null, tool_calls: [{ id: 'call_a', type: 'function', function: { name: 'fetch_page', arguments: '{"url":"https://ex.com/p"}' } }] },
      { role: 'tool', tool_call_id: 'call_a', content: 'Page title: Hello' },
    ]);
  });

  it('runs two tool calls from one turn in order and answers each by its id', async () => {
    const fetchPage = recordingTool('fetch_page', (args) => `Fetched ${String(args.url)}`);
    script = (body) =>
      lastMessage(body).role === 'tool'
        ? answer('Both pages read.')
        : toolTurn(
            [
              { id: 'call_1', name: 'fetch_page', args: '{"url":"https://a.example/one"}' },
              { id: 'call_2', name: 'fetch_page', args: '{"url":"https://b.example/two"}' },
            ],
            // Some servers (Ollama) say 'stop' even when they ask for tools: the calls themselves count.
            { finish: 'stop', lead: 'Let me look. ' },
          );
    const { text, events } = await run(newLlm(), [fetchPage]);

    expect(text).toBe('Let me look. Both pages read.');
    expect(fetchPage.calls).toEqual([{ url: 'https://a.example/one' }, { url: 'https://b.example/two' }]);
    expect(events.map((e) => `${e.phase}:${e.message}`)).toEqual([
      'start:{"url":"https://a.example/one"}',
      'output:Fetched https://a.example/one',
      'start:{"url":"https://b.example/two"}',
      'output:Fetched https://b.example/two',
    ]);
    const history = bodies[1].messages.slice(2);
    expect(history[0]).toMatchObject({ role: 'assistant', content: 'Let me look. ' });
    expect(history[0].tool_calls.map((c: any) => c.id)).toEqual(['call_1', 'call_2']);
    expect(history.slice(1)).toEqual([
      { role: 'tool', tool_call_id: 'call_1', content: 'Fetched https://a.example/one' },
      { role: 'tool', tool_call_id: 'call_2', content: 'Fetched https://b.example/two' },
    ]);
  });

  it('answers a malformed call and an unknown tool with error messages, and the run still completes', async () => {
    const fetchPage = recordingTool('fetch_page', () => 'never');
    script = (body) =>
      lastMessage(body).role === 'tool'
        ? answer('I could not fetch the page.')
        : toolTurn([
            { id: 'bad_json', name: 'fetch_page', args: '{"url":"https://ex.com' },
            { id: 'no_such', name: 'delete_everything', args: '{}' },
          ]);
    const { text, events, ends } = await run(newLlm(), [fetchPage]);

    expect(text).toBe('I could not fetch the page.');
    expect(ends).toEqual(['complete']);
    expect(fetchPage.calls).toEqual([]);
    expect(events.map((e) => [e.tool, e.phase])).toEqual([
      ['fetch_page', 'error'],
      ['delete_everything', 'error'],
    ]);
    const [bad, unknown] = bodies[1].messages.slice(3);
    expect(bad).toMatchObject({ role: 'tool', tool_call_id: 'bad_json' });
    expect(bad.content).toMatch(/^Tool error: Invalid arguments for fetch_page/);
    expect(unknown).toMatchObject({ role: 'tool', tool_call_id: 'no_such' });
    expect(unknown.content).toMatch(/^Tool error: Unknown tool "delete_everything"\. Available tools: fetch_page/);
  });

  it('checks the arguments against the tool\'s JSON Schema: a call of the wrong shape never reaches the tool, and the model is told what is wrong', async () => {
    const fetchPage = recordingTool('fetch_page', () => 'Fetched');
    script = (body) =>
      lastMessage(body).role === 'tool'
        ? answer('Done.')
        : toolTurn([
            { id: 'wrong_type', name: 'fetch_page', args: '{"url":42}' },
            { id: 'missing', name: 'fetch_page', args: '{"page":"https://ex.com"}' },
            { id: 'good', name: 'fetch_page', args: '{"url":"https://ex.com"}' },
          ]);
    const { text, events } = await run(newLlm(), [fetchPage]);

    expect(text).toBe('Done.');
    expect(fetchPage.calls).toEqual([{ url: 'https://ex.com' }]);
    expect(events.map((e) => [e.tool, e.phase])).toEqual([
      ['fetch_page', 'error'],
      ['fetch_page', 'error'],
      ['fetch_page', 'start'],
      ['fetch_page', 'output'],
    ]);
    const [wrongType, missing] = bodies[1].messages.slice(3);
    expect(wrongType.content).toBe('Tool error: Invalid arguments for fetch_page: /url must be string.');
    expect(missing.content).toBe("Tool error: Invalid arguments for fetch_page: arguments must have required property 'url'.");
  });

  it('gives the model "Tool error: ..." when a tool throws, and carries on', async () => {
    const fetchPage = recordingTool('fetch_page', () => {
      throw new Error('connection refused');
    });
    script = (body) => (lastMessage(body).role === 'tool' ? answer('The site is down.') : toolTurn([{ id: 'call_x', name: 'fetch_page', args: '{"url":"https://down.example"}' }]));
    const { text, events, ends } = await run(newLlm(), [fetchPage]);

    expect(text).toBe('The site is down.');
    expect(ends).toEqual(['complete']);
    expect(events.map((e) => `${e.phase}:${e.message}`)).toEqual(['start:{"url":"https://down.example"}', 'error:connection refused']);
    expect(lastMessage(bodies[1])).toEqual({ role: 'tool', tool_call_id: 'call_x', content: 'Tool error: connection refused' });
  });

  it('runs at most 8 tools by default, then asks with tool_choice none and gets the answer', async () => {
    const fetchPage = recordingTool('fetch_page', () => 'ok');
    // A model that would call tools forever unless told not to.
    script = (body, n) => (body.tool_choice === 'none' ? answer('Enough: here is the answer.') : toolTurn([{ id: `call_${n}`, name: 'fetch_page', args: `{"url":"https://ex.com/${n}"}` }]));
    const { text, events, ends } = await run(newLlm(), [fetchPage]);

    expect(fetchPage.calls).toHaveLength(8);
    expect(events.filter((e) => e.phase === 'start')).toHaveLength(8);
    expect(bodies).toHaveLength(9);
    expect(bodies.slice(0, 8).every((b) => b.tool_choice === undefined)).toBe(true);
    expect(bodies[8].tool_choice).toBe('none');
    expect(bodies[8].tools).toHaveLength(1);
    expect(text).toBe('Enough: here is the answer.');
    expect(ends).toEqual(['complete']);
  });

  it('counts every call toward the cap, refusing the ones past it without running them', async () => {
    const fetchPage = recordingTool('fetch_page', () => 'ok');
    const three = (n: number) => [0, 1, 2].map((i) => ({ id: `c${n}_${i}`, name: 'fetch_page', args: `{"url":"https://ex.com/${n}/${i}"}` }));
    script = (body, n) => (body.tool_choice === 'none' ? answer('Done.') : toolTurn(three(n)));
    const { text } = await run(newLlm(), [fetchPage]);

    // 3 + 3 + 2 run, the ninth call refused; then the model must answer.
    expect(fetchPage.calls).toHaveLength(8);
    expect(bodies).toHaveLength(4);
    expect(bodies[3].tool_choice).toBe('none');
    expect(lastMessage(bodies[3])).toMatchObject({ role: 'tool', tool_call_id: 'c2_2' });
    expect(lastMessage(bodies[3]).content).toMatch(/limit \(8\) reached/);
    expect(text).toBe('Done.');
  });

  it('stops after a ceiling of turns when the server ignores tool_choice none', async () => {
    const fetchPage = recordingTool('fetch_page', () => 'ok');
    script = (_body, n) => toolTurn([{ id: `call_${n}`, name: 'fetch_page', args: '{"url":"https://ex.com"}' }]);
    const { ends } = await run(newLlm(), [fetchPage], { maxToolCalls: 2 });

    expect(fetchPage.calls).toHaveLength(2);
    expect(bodies).toHaveLength(4);
    expect(ends).toEqual(['complete']);
  });

  it('stops when aborted inside a tool run: no further requests, no end', async () => {
    const controller = new AbortController();
    const fetchPage = recordingTool('fetch_page', () => {
      controller.abort();
      return 'late result';
    });
    script = (body) => (lastMessage(body).role === 'tool' ? answer('Should never be asked.') : toolTurn([{ id: 'call_a', name: 'fetch_page', args: '{"url":"https://ex.com"}' }]));
    let result: Awaited<ReturnType<typeof run>> | null = null;
    // The adapter may end the stream or throw an abort error; either way nothing after the abort happens.
    await run(newLlm(), [fetchPage], { signal: controller.signal })
      .then((r) => (result = r))
      .catch(() => undefined);
    await new Promise((r) => setTimeout(r, 50));

    expect(fetchPage.calls).toHaveLength(1);
    expect(bodies).toHaveLength(1);
    if (result) {
      expect((result as { ends: LlmEnd[] }).ends).toEqual([]);
      expect((result as { events: LlmToolCall[] }).events.map((e) => e.phase)).toEqual(['start']);
    }
  });

  it('stops when aborted after the first token: the pending tool calls are not run', async () => {
    const controller = new AbortController();
    const fetchPage = recordingTool('fetch_page', () => 'ok');
    const ends: LlmEnd[] = [];
    script = () => toolTurn([{ id: 'call_a', name: 'fetch_page', args: '{"url":"https://ex.com"}' }], { lead: 'Checking. ' });
    let text = '';
    const reading = (async () => {
      for await (const token of newLlm().stream({ system: '', prompt: 'p', context: '', draft: '', maxTokens: 50, signal: controller.signal, tools: [fetchPage], onEnd: (e) => ends.push(e) })) {
        text += token;
        controller.abort();
      }
    })();
    await reading.catch(() => undefined);
    await new Promise((r) => setTimeout(r, 50));

    expect(text).toBe('Checking. ');
    expect(fetchPage.calls).toEqual([]);
    expect(bodies).toHaveLength(1);
    expect(ends).toEqual([]);
  });

  it('sums usage over the turns and says when the final answer was cut off', async () => {
    const fetchPage = recordingTool('fetch_page', () => 'ok');
    script = (_body, n) => (n < 2 ? toolTurn([{ id: `call_${n}`, name: 'fetch_page', args: '{"url":"https://ex.com"}' }]) : answer('Three words here', 'length'));
    const llm = newLlm();
    const { text, ends } = await run(llm, [fetchPage]);

    expect(text).toBe('Three words here');
    expect(ends).toEqual(['cut_off']);
    // Two tool turns (20 in, 7 out each) and the answer (10 in, 3 out).
    expect(llm.usage()).toEqual({ inputTokens: 50, outputTokens: 17 });
  });
});
