import { createServer, type Server } from 'node:http';

/**
 * A model server on loopback speaking the OpenAI chat-completions stream, for the scenarios that need a
 * model's behaviour the offline engine never shows (@model): an answer cut off at the token limit
 * ('length'), then its continuation. No network, no model.
 */
export interface ModelStub {
  /** The OpenAI-compatible base URL (…/v1). */
  baseUrl: string;
  stop(): Promise<void>;
}

/** What the stub answers: an agent's answer is cut off; a continuation completes it. */
export const CUT_OFF_ANSWER = 'Title tags audit: three of your blog titles run past 60 characters and';
export const CONTINUATION = ' will be cut in search results. (continued)';

export async function startModelStub(): Promise<ModelStub> {
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as { messages?: { role: string; content: string }[] };
      const continuing = body.messages?.[0]?.content.startsWith('Continue exactly') === true;
      const text = continuing ? CONTINUATION : CUT_OFF_ANSWER;
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const words = text.match(/\S+\s*|\s+/g) ?? [];
      words.forEach((word, i) => {
        const finish = i < words.length - 1 ? null : continuing ? 'stop' : 'length';
        res.write(`data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 0, model: 'stub-model', choices: [{ index: 0, delta: { content: word }, finish_reason: finish }] })}\n\n`);
      });
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
