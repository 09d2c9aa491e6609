/**
 * A server in a process of its own, for the measures where the clients must not share its event loop or its
 * memory (10,000 sockets, concurrent runs). Prints `URL <url>` when listening; answers IPC messages: `rss` (its
 * resident memory after a collection), `publish` (one event to a session through the run event bus, stamped
 * with the time) and `fund` (credits for an organization's runs).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../adapters/server/start-server.ts';

// BENCH_DATA_DIR: a data folder the bench also opens (its SQLite database seeded from the bench's side); removed by the bench.
const ownDataDir = !process.env.BENCH_DATA_DIR;
const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'mw-bench-server-'));
// BENCH_DATABASE_URL: a PostgreSQL database for this server (bench/support.ts makes and drops it); SQLite in dataDir otherwise.
const server = await startServer({ port: 0, dataDir, databaseUrl: process.env.BENCH_DATABASE_URL, webRoot: null });
process.on('message', (message: { type: string; sessionId?: string; orgId?: string }) => {
  if (message.type === 'rss') {
    global.gc?.();
    process.send!({ type: 'rss', rss: process.memoryUsage().rss });
  } else if (message.type === 'publish') {
    const sentAt = performance.timeOrigin + performance.now();
    // The new session's first event, as its first run would publish it. A seq past the next one is a gap, which
    // each open stream fills from the store before delivering (SessionEvents.live): the row then timed 10,000
    // reads of the run events, not the fan-out (4.3-5.7 s against the floor's 0.1 s).
    server.bus.publish({ sessionId: message.sessionId!, seq: 1, requestId: null, type: 'bench', payload: { type: 'bench', sent_at: sentAt }, createdAt: new Date() });
    process.send!({ type: 'published' });
  } else if (message.type === 'fund') {
    // Enough credits for every run the bench starts (the plan's monthly credits are far fewer).
    void server.database.db.updateTable('credit_accounts').set({ balance: 10_000_000, total: 10_000_000 }).where('org_id', '=', message.orgId!).execute().then(() => process.send!({ type: 'funded' }));
  } else if (message.type === 'stop') {
    void server.close().then(() => {
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
  }
});
process.stdout.write(`URL ${server.url}\n`);
