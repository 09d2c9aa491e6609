import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../adapters/server/start-server.ts';
import { account, json, results, root, rows } from './support.ts';
import { CHROMIUM, CHROMIUM_FLAGS, signInPage } from './signed-in-page.ts';
import { startTlsProxy } from './tls-proxy.ts';


// 5b. Lighthouse (the npm package driving Debian's Chromium) on the built app: the sign-in pages a new visitor
// sees first, then signed in (tokens put in the page's storage as the app keeps them) the Dashboard and a chat.
// Each page twice: from the app's own port (HTTP/1.1, six connections per host), and as deployed, behind a
// reverse proxy that ends TLS and speaks HTTP/2 to the browser (docs/SECURITY.md; bench/tls-proxy.ts).
export async function lighthouseBench() {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const puppeteer = await import('puppeteer-core');
  const dataDir = mkdtempSync(join(tmpdir(), 'mw-lh-'));
  // BENCH_WEB_ROOT=<dir>: another build of the web app (one built before a change), to compare on the same machine.
  const server = await startServer({ port: 0, dataDir, webRoot: process.env.BENCH_WEB_ROOT ?? join(root, 'dist/web') });
  const proxy = await startTlsProxy(server.url);
  // The proxy's certificate is a throwaway self-signed one.
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: [...CHROMIUM_FLAGS, '--ignore-certificate-errors'] });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  // BENCH_LH_RUNS=<n> audits each page n times and reports the run with the median score beside every run's score:
  // on a two-core machine one page's score moves by up to 15 points between runs of one build (its blocking time
  // by 500 ms), so one run cannot tell a change from the spread (bench/notes/3-web.md, thirteenth reading).
  const runs = Math.max(1, Math.floor(Number(process.env.BENCH_LH_RUNS ?? 1)) || 1);
  const lighthouseRun = async (url: string, signedIn: boolean) => {
    const page = await browser.newPage();
    try {
      // A first visit: nothing cached from the audits before (Lighthouse clears the cache only with the storage).
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
      const run = await lighthouse(
        url,
        // Signed in, the storage holding the tokens must survive: Lighthouse otherwise clears it first.
        { output: 'json', onlyCategories: ['performance', 'accessibility'], logLevel: 'error', disableStorageReset: signedIn },
        undefined,
        page as never,
      );
      return run?.lhr;
    } finally {
      await page.close();
    }
  };
  const audit = async (label: string, path: string, signedIn: boolean, origin = server.url) => {
    const reports: NonNullable<Awaited<ReturnType<typeof lighthouseRun>>>[] = [];
    for (let i = 0; i < runs; i++) {
      const report = await lighthouseRun(`${origin}${path}`, signedIn);
      if (!report) continue;
      reports.push(report);
      // BENCH_LH_DIR=<dir> keeps each full report, to read what holds a page back (largest paint's element, request chains).
      if (process.env.BENCH_LH_DIR) {
        mkdirSync(process.env.BENCH_LH_DIR, { recursive: true });
        const name = `${label.replace(/[^\w]+/g, '-').replace(/^-|-$/g, '')}${runs > 1 ? `-${i + 1}` : ''}`;
        writeFileSync(join(process.env.BENCH_LH_DIR, `${name}.json`), JSON.stringify(report));
      }
    }
    const score = (report: (typeof reports)[number]) => (report.runtimeError ? null : Math.round((report.categories.performance?.score ?? 0) * 100));
    // The run with the median score stands for the page; a run without a score (Lighthouse's runtime error) counts
    // only when no run has one.
    const scored = reports.filter((report) => score(report) !== null).sort((x, y) => score(x)! - score(y)!);
    const lhr = scored.length ? scored[Math.floor((scored.length - 1) / 2)] : reports[0];
    const perf = lhr ? (score(lhr) ?? 0) : 0;
    const everyRun = runs > 1 ? ` (median of ${runs} runs: ${reports.map((report) => score(report) ?? 'no score').join(', ')})` : '';
    const a11y = Math.round((lhr?.categories.accessibility?.score ?? 0) * 100);
    const metric = (id: string) => lhr?.audits[id]?.displayValue ?? '?';
    const finalPath = lhr ? new URL(lhr.finalDisplayedUrl).pathname : '?';
    // What keeps accessibility under 100, by audit id, so a report says what to fix.
    const a11yFailing = (lhr?.categories.accessibility?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr?.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
    // A run without a score says why (Lighthouse's own code, e.g. no largest paint seen), not a bare 0.
    const failure = lhr?.runtimeError ? ` (no score: ${lhr.runtimeError.code})` : '';
    results[`lighthouse_${label}`] = {
      runtime_error: lhr?.runtimeError?.code,
      performance: perf,
      performance_runs: runs > 1 ? reports.map(score) : undefined,
      accessibility: a11y,
      accessibility_failing: a11yFailing,
      final_path: finalPath,
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      speed_index: metric('speed-index'),
    };
    rows.push([`Lighthouse ${label}`, `performance ${perf}${failure}${everyRun}, accessibility ${a11y}${a11yFailing.length ? ` (${a11yFailing.join(', ')})` : ''}`, `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}${finalPath === path.split('?')[0] ? '' : `; ended on ${finalPath}`}`, '']);
  };
  try {
    const a = await account(server.url, 'lighthouse@bench.io');
    const session = await json(server.url, 'POST', '/agents/email-agent/sessions/create', {}, { authorization: `Bearer ${a.token}`, 'x-space-id': a.spaceId });
    for (const [how, origin] of [['', server.url], [' behind TLS, HTTP/2', proxy.url]] as const) {
      for (const path of ['/login', '/register']) await audit(`${path}${how}`, path, false, origin);
      // Storage belongs to an origin: the session is put where the pages are opened.
      const setup = await browser.newPage();
      await signInPage(setup, server.url, 'lighthouse@bench.io', a.spaceId, origin);
      await setup.close();
      await audit(`/dashboard (signed in)${how}`, '/dashboard', true, origin);
      await audit(`agent chat (signed in)${how}`, `/agents/email-agent/chat/${session.session_id}`, true, origin);
    }
  } finally {
    await browser.disconnect();
    await chrome.kill();
    await proxy.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
