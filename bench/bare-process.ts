/**
 * The floor under the authenticated reads: a bare Fastify app in a process of its own, started with `npm start`'s
 * flags and compiled like the server (bench/support.ts), answering GET /bare with the body it was given (the
 * measured route's own answer, so both write the same bytes). Nothing else runs in it: no TypeScript loader, no
 * bench, no orchestrator. Prints `URL <url>` when listening; stops on the IPC message `stop`.
 */
import Fastify from 'fastify';

const body = JSON.parse(process.env.BENCH_BARE_BODY ?? '{"ok":true}') as Record<string, unknown>;
const app = Fastify();
app.get('/bare', async () => body);
const url = await app.listen({ port: 0, host: '127.0.0.1' });
process.on('message', (message: { type: string }) => {
  if (message.type === 'stop') void app.close().then(() => process.exit(0));
});
process.stdout.write(`URL ${url}\n`);
