import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OpenAiLlmProvider } from '../../adapters/server/agents/openai-llm-provider.ts';

/** A local stub speaking the OpenAI streaming format: no network, no model. */
let server: Server;
let baseUrl = '';
let lastBody: any = null;

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', async () => {
      lastBody = JSON.parse(raw);
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      // A token limit of 3 cuts the answer off after three words, as a model does ('length').
      const limit = lastBody.max_tokens === 3 ? 3 : Infinity;
      const words = ['Grounded ', 'answer ', 'from ', 'the ', 'findings.'].slice(0, limit);
      for (const [i, w] of words.entries()) {
        const finish = i < words.length - 1 ? null : limit === 3 ? 'length' : 'stop';
        res.write(`data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 0, model: 'stub', choices: [{ index: 0, delta: { content: w }, finish_reason: finish }] })}\n\n`);
        await new Promise((r) => setTimeout(r, 20));
      }
      res.write(`data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 0, model: 'stub', choices: [], usage: { prompt_tokens: 12, completion_tokens: 5, total_tokens: 17 } })}\n\n`);
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('OpenAI-compatible LLM adapter', () => {
  it('streams tokens, sends the tools findings and the token limit, and reports usage', async () => {
    const llm = new OpenAiLlmProvider('stub-model', 'test-key', baseUrl);
    let text = '';
    for await (const token of llm.stream({ system: 'You are the SEO Agent.', prompt: 'Check my page', context: 'Flesch 42', draft: '', maxTokens: 321, signal: new AbortController().signal })) text += token;
    expect(text).toBe('Grounded answer from the findings.');
    expect(lastBody).toMatchObject({ model: 'stub-model', stream: true, max_tokens: 321 });
    expect(lastBody.messages[1].content).toContain('Flesch 42');
    expect(llm.usage()).toEqual({ inputTokens: 12, outputTokens: 5 });
    expect(llm.offline).toBe(false);
  });

  it('says how the answer ended: complete, or cut off at the token limit so it can be continued', async () => {
    const llm = new OpenAiLlmProvider('stub-model', 'test-key', baseUrl);
    const ends: string[] = [];
    const read = async (maxTokens: number) => {
      let text = '';
      for await (const token of llm.stream({ system: '', prompt: 'p', context: '', draft: '', maxTokens, signal: new AbortController().signal, onEnd: (e) => ends.push(e) })) text += token;
      return text;
    };
    expect(await read(100)).toBe('Grounded answer from the findings.');
    expect(await read(3)).toBe('Grounded answer from ');
    expect(ends).toEqual(['complete', 'cut_off']);
  });

  it('stops when the AbortSignal fires', async () => {
    const llm = new OpenAiLlmProvider('stub-model', 'test-key', baseUrl);
    const controller = new AbortController();
    let text = '';
    const run = (async () => {
      for await (const token of llm.stream({ system: '', prompt: '', context: '', draft: '', maxTokens: 10, signal: controller.signal })) {
        text += token;
        controller.abort();
      }
    })();
    // The SDK may end the stream or throw an abort error; either way nothing after the abort arrives.
    await run.catch(() => undefined);
    expect(text).toBe('Grounded ');
  });
});
