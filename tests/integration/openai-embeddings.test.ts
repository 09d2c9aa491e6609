import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OpenAiEmbeddings } from '../../adapters/server/agents/openai-embeddings.ts';
import { NoEmbeddings } from '../../adapters/server/agents/no-embeddings.ts';

/** A local stub of `POST /v1/embeddings`: no network, no model. It answers in reverse order, as the API may. */
let server: Server;
let baseUrl = '';
let lastBody: any = null;
let status = 200;

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      lastBody = JSON.parse(raw);
      if (status !== 200) return res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'no such model' } }));
      const data = (lastBody.input as string[]).map((text, index) => ({ object: 'embedding', index, embedding: [text.length, index] })).reverse();
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ object: 'list', data, model: lastBody.model, usage: { prompt_tokens: 3, total_tokens: 3 } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('OpenAI-compatible embeddings adapter', () => {
  it('asks for float vectors of every input with the configured model and returns them in input order', async () => {
    const embeddings = new OpenAiEmbeddings('embed-stub', 'test-key', baseUrl);
    expect(embeddings.model).toBe('embed-stub');
    expect(await embeddings.embed(['a', 'bbb'])).toEqual([[1, 0], [3, 1]]);
    expect(lastBody).toMatchObject({ model: 'embed-stub', input: ['a', 'bbb'], encoding_format: 'float' });
    expect(await embeddings.embed([])).toEqual([]);
  });

  it('a server without the model fails the call (the caller falls back to full-text search)', async () => {
    status = 404;
    await expect(new OpenAiEmbeddings('missing', 'test-key', baseUrl).embed(['x'])).rejects.toThrow();
    status = 200;
  });

  it('the offline engine has no embeddings', () => {
    expect(new NoEmbeddings().model).toBeNull();
  });
});
