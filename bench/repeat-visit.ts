import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../adapters/server/start-server.ts';
import { account, json, results, root, rows } from './support.ts';
import { CHROMIUM, CHROMIUM_FLAGS, signInPage } from './signed-in-page.ts';

const LATENCY_MS = 150;
const VISITS = 5;

/**
 * 5c. A signed-in person coming back: the app's files are in the browser's cache (hashed files are immutable),
 * so what the page waits for is the chain of API requests before its first meaningful content. Chromium
 * (Debian's, through puppeteer-core) with 150 ms added to every request, as Lighthouse's phone has; the time
 * from navigation to the Dashboard's space name and to a chat's first message, median of five visits, also
 * given in round trips (the latency is the baseline: a chain of n requests costs at least n of them).
 */
export async function repeatVisitBench() {
  const puppeteer = await import('puppeteer-core');
  const dataDir = mkdtempSync(join(tmpdir(), 'mw-repeat-'));
  // BENCH_WEB_ROOT=<dir> measures another build of the web app (an older commit's) against the same server.
  const server = await startServer({ port: 0, dataDir, webRoot: process.env.BENCH_WEB_ROOT ?? join(root, 'dist/web') });
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const a = await account(server.url, 'repeat-visit@bench.io');
    const as = { authorization: `Bearer ${a.token}`, 'x-space-id': a.spaceId };
    const session = await json(server.url, 'POST', '/agents/email-agent/sessions/create', {}, as);
    // A chat with a message in it: what it shows first is that message, not an empty state.
    await json(server.url, 'POST', '/agents/email-agent/messages/async', { session_id: session.session_id, message: 'Draft a welcome email for new trial users' }, as);
    const pages = [
      ['Dashboard, to the space name', '/dashboard', '#dashboard-space-name'],
      ['agent chat, to its first message', `/agents/email-agent/chat/${session.session_id}`, '[data-testid="chat-message"]'],
    ] as const;
    for (const [label, path, selector] of pages) {
      const times: number[] = [];
      for (let visit = 0; visit < VISITS; visit++) {
        const context = await browser.createBrowserContext();
        const page = await context.newPage();
        await signInPage(page, server.url, 'repeat-visit@bench.io', a.spaceId);
        // The first visit fills the cache; the second, over the slow network, is measured.
        await page.goto(`${server.url}${path}`);
        await page.waitForSelector(selector, { visible: true });
        const cdp = await page.createCDPSession();
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: LATENCY_MS, downloadThroughput: -1, uploadThroughput: -1 });
        const started = performance.now();
        await page.goto(`${server.url}${path}`, { waitUntil: 'domcontentloaded' });
        await page.waitForSelector(selector, { visible: true, timeout: 60_000 });
        times.push(performance.now() - started);
        await context.close();
      }
      const median = Math.round(times.sort((x, y) => x - y)[Math.floor(VISITS / 2)]!);
      results[`repeat_visit_${path.split('/')[1]}`] = { median_ms: median, visits_ms: times.map(Math.round), latency_ms: LATENCY_MS };
      rows.push([`Repeat visit, signed in: ${label}`, `median ${median} ms (${(median / LATENCY_MS).toFixed(1)} round trips)`, `${LATENCY_MS} ms per request, files cached`, '']);
    }
  } finally {
    await browser.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
