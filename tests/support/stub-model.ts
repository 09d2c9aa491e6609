import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One chunk of an OpenAI-compatible streamed chat completion, as the server-sent event a model writes. */
export const chunk = (delta: Record<string, unknown>, finish: string | null = null) => `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 0, model: 'stub-model', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

/** The two chunks of a turn in which the model calls the tool `name` with `args`: the call, then its arguments. */
export const toolCallChunks = (id: string, name: string, args: Record<string, unknown>) => [
  chunk({ role: 'assistant', tool_calls: [{ index: 0, id, type: 'function', function: { name, arguments: '' } }] }),
  chunk({ tool_calls: [{ index: 0, function: { arguments: JSON.stringify(args) } }] }, 'tool_calls'),
];

export interface StubModel {
  /** The server's `llm` settings for this model. */
  llm: { apiKey: string; model: string; baseUrl: string; embeddingModel: null };
  close(): Promise<void>;
}

/**
 * An OpenAI-compatible model on loopback: it answers each chat completion request with the chunks `turn` gives for
 * the request's JSON body, streamed, then `[DONE]`.
 */
export async function startStubModel(turn: (body: any) => string[]): Promise<StubModel> {
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const chunks = turn(JSON.parse(raw));
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const written of chunks) res.write(written);
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return {
    llm: { apiKey: 'stub-key', model: 'stub-model', baseUrl, embeddingModel: null },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
