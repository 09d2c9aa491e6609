import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import type axe from 'axe-core';
import { startServer, type RunningServer, type ServerOptions } from '../../../adapters/server/start-server.ts';
import { nothingOpenOver } from './in-app-visit.ts';

/**
 * Debian's Chromium: its headless shell build (package chromium-headless-shell, the mode Playwright drives by default)
 * when installed, else the full browser in its headless mode. The shell opens a page for about half the CPU the full
 * browser spends on its window, and the two cores of a CI machine are what the browser tests wait on.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');
/** The built web app; E2E_WEB_ROOT lets parallel work test its own build (`npx vite build --outDir <dir>`). */
export const WEB_ROOT = resolve(process.env.E2E_WEB_ROOT ?? 'dist/web');
export const SCREENSHOT_DIR = resolve('test-results/e2e');

/** How a test's page starts: its width, its stored session, the guided tour and motion. */
export interface PageOptions {
  tour?: boolean;
  viewport?: { width: number; height: number };
  signedIn?: { access: string; refresh: string };
  motion?: boolean;
}

/** The real server serving the built web app, and a headless Debian Chromium pointed at it. */
export interface E2eApp {
  url: string;
  browser: Browser;
  /** The running server, for what only it knows (e.g. the mail outbox). */
  server: RunningServer;
  /**
   * A page in a fresh browser context. The guided tour is marked done unless `tour` is true, so
   * it does not pop up over tests about other things. With `signedIn`, the page starts with that session stored as
   * the app stores one (seeded once: later loads keep what the app changed).
   */
  newPage(options?: PageOptions): Promise<Page>;
  /**
   * A page of a browser context shared by one person at one width (`signedIn` and `viewport`), for tests that only
   * read what the app shows: it may be a page an earlier test handed back with `park`, so load an address first.
   * Loading the app in a page that already ran it costs the browser a third of a load in a page of its own: a new
   * page, like a new context, started a renderer and compiled the app afresh (1.2 against 0.45 CPU-s, measured).
   */
  sharedPage(options: Omit<PageOptions, 'tour'> & { signedIn: { access: string; refresh: string } }): Promise<Page>;
  /**
   * A page of the browser context this app shares under `key`, opened with `open` the first time: what `sharedPage`
   * is made of, for tests whose contexts start otherwise (the accessibility sweep's). Hand it back with `park`.
   */
  share(key: string, open: () => Promise<BrowserContext>): Promise<Page>;
  stop(): Promise<void>;
}

/**
 * One Chromium per test worker, shared by the files it runs one after another (isolate: false keeps this module
 * between them): a launch cost about a second of the CPU the pages are short of. One that crashed or was closed
 * is launched again for the next app.
 */
let workerBrowser: Promise<Browser> | undefined;
function browserOfThisWorker(): Promise<Browser> {
  if (workerBrowser) return workerBrowser;
  // At most three renderer processes per browser, shared by its pages: a file keeps many pages open across its
  // contexts, and a renderer per page (started cold, the app's code compiled again) cost the accessibility sweep
  // about a third of its time on two cores (179-219 s for its route block against 117-129 s with the cap).
  // Without GPU compositing, frames are composited in software without the GPU process's emulated GL: the route
  // sweep alone spent 87 CPU-s in Chromium against 114 with it, on a two-core host the browser tests are short of.
  // V8 keeps its helper threads: with `--js-flags=--single-threaded` (4% less CPU for the stage) a page's timer was
  // now and then never run, neither fired nor cleared, while later ones ran: a chat stayed on "Finalizing your
  // answer..." (first-visit.e2e, 4 failures in 12 runs of the file; none in 8 without the flag).
  const launching = chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-gpu-compositing', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-site-isolation-trials', '--renderer-process-limit=3'],
  });
  const forget = () => {
    if (workerBrowser === launching) workerBrowser = undefined;
  };
  launching.then((browser) => browser.on('disconnected', forget), forget);
  workerBrowser = launching;
  return launching;
}

/** A page whose uncaught errors go to the test's output, where a failure's cause is looked for. */
export function withErrorsLogged(page: Page): Page {
  page.on('pageerror', (error) => console.error(`[browser] ${error.message}`));
  return page;
}

/**
 * The pages of each shared context (`E2eApp.share`) handed back with `park`, waiting for the next test of that
 * person and width: a context is shared while it is in here.
 */
const idlePages = new WeakMap<BrowserContext, Page[]>();

/**
 * Hands a shared page back for the next test of that person and width, without the requests this test intercepted;
 * closes a context of its own. A page parked `loaded` keeps the app for the next test's `visit`
 * (support/in-app-visit.ts), unless something is open over it (a dialog, a menu, a toast), which a change of address
 * may leave open. Any other waits on a bare document of the same origin (not about:blank, from where the next load
 * may start a new renderer), as a signed-in page left open keeps its sockets, timers and animations running. A test
 * that intercepted what the app loads leaves it holding that: it does not park its page loaded.
 */
export async function park(page: Page, options: { loaded?: boolean } = {}): Promise<void> {
  const context = page.context();
  const idle = idlePages.get(context);
  if (!idle) return context.close();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  if (!(options.loaded && (await nothingOpenOver(page)))) await page.goto('/api/v1/health');
  idle.push(page);
}

/** The browsers of this test file's apps, whose open pages a failed test photographs (screenshot-on-failure.ts). */
const openBrowsers = new Set<Browser>();

/** What a browser test may set of the server's options. */
export type E2eAppOptions = Pick<ServerOptions, 'admin' | 'offlineEnginePaceMs' | 'registration' | 'integrations' | 'accessTokenTtlSeconds'>;

export async function startE2eApp(options: E2eAppOptions = {}): Promise<E2eApp> {
  if (!existsSync(join(WEB_ROOT, 'index.html'))) throw new Error(`No built web app in ${WEB_ROOT}: run \`npm run build\` first`);
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`No Chromium at ${CHROMIUM_PATH}: apt-get install -y chromium-headless-shell (or chromium)`);
  // Each app its own data folder and port, so test files can run side by side.
  const dataDir = mkdtempSync(join(tmpdir(), 'mw-e2e-'));
  const server = await startServer({ port: 0, dataDir, webRoot: WEB_ROOT, ...options });
  const browser = await browserOfThisWorker();
  // What this app's tests open is theirs: closed when it stops, while the browser goes on to the worker's next file.
  const before = new Set(browser.contexts());
  openBrowsers.add(browser);
  // Promises: concurrent tests (the sweep's) that ask for one key at once share the one context it opens.
  const sharedContexts = new Map<string, Promise<BrowserContext>>();
  const app: E2eApp = {
    url: server.url,
    browser,
    server,
    async newPage(pageOptions = {}) {
      // Pages ask for reduced motion, as the app honours it, unless a test is about motion: an endless pulse keeps
      // the compositor drawing every frame in software for as long as a page stays open, on cores the tests share.
      const context = await browser.newContext({ baseURL: server.url, viewport: pageOptions.viewport ?? { width: 1280, height: 800 }, reducedMotion: pageOptions.motion ? 'no-preference' : 'reduce' });
      if (pageOptions.signedIn) {
        await storeSignedIn(context, pageOptions.signedIn);
      } else if (!pageOptions.tour) {
        await context.addInitScript(() => {
          try {
            window.localStorage.setItem('tour_completed', 'true');
          } catch {
            // A sandboxed frame (an artifact's preview) has no storage.
          }
        });
      }
      return withErrorsLogged(await context.newPage());
    },
    sharedPage(pageOptions) {
      const key = `${pageOptions.signedIn.access} ${pageOptions.viewport?.width ?? 1280} ${pageOptions.motion ? 'motion' : 'still'}`;
      return app.share(key, async () => (await app.newPage(pageOptions)).context());
    },
    async share(key, open) {
      let opening = sharedContexts.get(key);
      if (!opening) {
        opening = open().then((context) => {
          idlePages.set(context, context.pages());
          return context;
        });
        sharedContexts.set(key, opening);
        opening.catch(() => sharedContexts.delete(key));
      }
      const context = await opening;
      return idlePages.get(context)!.pop() ?? withErrorsLogged(await context.newPage());
    },
    async stop() {
      openBrowsers.delete(browser);
      await Promise.all(browser.contexts().filter((context) => !before.has(context)).map((context) => context.close().catch(() => undefined)));
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return app;
}

/** How long one axe analysis may take before it is tried again (it takes about a second; see below). */
const AXE_TIMEOUT_MS = 30_000;
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/**
 * axe-core, defined in a frame only where that document has no axe yet: a page's tests may analyse it several
 * times, and evaluating axe again for each analysis cost more of the browser's CPU than the analysis. Its minified
 * build (654 KB where `axe.source` is 1.48 MB), the same version: every character goes through the protocol and the
 * parser for each document, and defining it in a bare document took about 130 ms against 200.
 * Frames answer the page's analysis only from its own origin (as @axe-core/playwright's legacy mode configures).
 */
const AXE_SOURCE = `if (typeof window.axe === 'undefined') {\n${readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')}\n;axe.configure({ allowedOrigins: ['<same_origin>'] });\n}`;

/**
 * axe violations of impact serious or critical on the page as it is now.
 *
 * axe runs in the page and its frames (the frames answer the page's run), without the blank page
 * @axe-core/playwright's default mode opens in the same browser context to finish each run: that page cost a third
 * of the sweep's CPU, and closing it could race with a test opening its own page in a shared context. Only the
 * violations come back: the passes, with every node they checked, were serialised for nothing.
 *
 * Transitions and animations are stopped while axe reads the page: something that arrives on its own (a toast
 * when an artifact is ready) and starts fading out mid-analysis is drawn half transparent, and axe then reports
 * its text as low contrast (seen in a CI run). Stopped, it is either fully shown, and checked, or hidden.
 * An analysis that has not answered in 30 s (one CI run saw axe's run never answer) is waited for as long again,
 * then fails the test with what was waited for.
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  await settled(page);
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('*, *::before, *::after { transition: none !important; animation: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    (window as unknown as { __e2eStill?: CSSStyleSheet }).__e2eStill = sheet;
  });
  try {
    const analyze = async () => {
      // A frame that cannot take axe (closing, or sandboxed without scripts) is left out, as the legacy mode did.
      // One call that checks and defines: the protocol keeps its order, so axe is defined before the run below even
      // when the wait here gives up on a busy frame.
      for (const frame of page.frames()) await within(frame.evaluate(AXE_SOURCE), 1000).catch(() => undefined);
      return page.evaluate(
        (tags) =>
          (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }).then((results) => results.violations),
        AXE_TAGS,
      );
    };
    // A run that has not answered is waited for, not started again: axe refuses a second run while one is going
    // ("Axe is already running"), which is all a new try met in a run on a busy two-core machine.
    const analysis = analyze();
    let violations = await within(analysis, AXE_TIMEOUT_MS);
    if (violations === 'timed out') {
      console.warn(`[e2e] axe gave no answer in ${AXE_TIMEOUT_MS} ms on ${page.url()}; waiting for it as long again`);
      violations = await within(analysis, AXE_TIMEOUT_MS);
      if (violations === 'timed out') throw new Error(`axe gave no answer in ${2 * AXE_TIMEOUT_MS} ms on ${page.url()}`);
    }
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  } finally {
    await page.evaluate(() => {
      const still = (window as unknown as { __e2eStill?: CSSStyleSheet }).__e2eStill;
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== still);
    });
  }
}

async function within<T>(work: Promise<T>, ms: number): Promise<T | 'timed out'> {
  // Given up on, it may still fail later (its page closed): that is not this test's error.
  work.catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timed out'>((resolve) => (timer = setTimeout(() => resolve('timed out'), ms)));
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The server, asked from the page as the app asks it: the page's stored token and current space. */
export function askAsPage(page: Page, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async ({ method, path, body, headers }) => {
      const response = await fetch(`/api/v1${path}`, {
        method,
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${localStorage.getItem('access_token')}`,
          'X-Space-ID': localStorage.getItem('currentSpaceId') ?? '',
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    { method, path, body, headers },
  );
}

/** Waits until no Blueprint overlay or popover is still animating in or out. */
export async function settled(page: Page): Promise<void> {
  // Blueprint overlays mount with an appear transition as well as enter/exit ones (a dialog opened on first render).
  // An overlay's focus traps are empty and never move, but Blueprint's transition can leave its enter classes on one
  // (its node ref moves from one trap to the other while the transition runs), and there they stay.
  const MOVING = ['-appear-active', '-enter-active', '-exit-active', '-appear ', '-enter ', '-exit ']
    .map((part) => `[class*="${part}"]:not(.bp6-overlay-start-focus-trap):not(.bp6-overlay-end-focus-trap)`)
    .join(', ');
  try {
    await page.waitForFunction((moving) => document.querySelector(moving) === null, MOVING);
  } catch (error) {
    // Which element never stopped moving is what a failure needs to be understood.
    const still = await page.evaluate((moving) => [...document.querySelectorAll(moving)].map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent ?? '').trim().slice(0, 60)}"`), MOVING).catch(() => []);
    throw new Error(`${(error as Error).message.split('\n')[0]}; still moving: ${still.join(' | ') || 'nothing'}`);
  }
}

/**
 * Writes a screenshot of every page still open in this file's browsers to test-results/e2e, named after the test
 * (`<file>--<test>-<hash>--<n>.png`), and returns their paths. A page that cannot be photographed (closing, hung) is
 * skipped with a warning: the test has failed already, and its error is what matters.
 */
export async function screenshotOpenPages(file: string, test: string): Promise<string[]> {
  const pages = [...openBrowsers].flatMap((browser) => browser.contexts().flatMap((context) => context.pages())).filter((page) => !page.isClosed());
  if (pages.length === 0) return [];
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const slug = (text: string) => text.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '');
  // The end of a long name tells tests apart better than its start (their describe); a hash of all of it keeps names unique.
  const name = `${slug(basename(file))}--${slug(test).slice(-80)}-${createHash('sha1').update(`${file} ${test}`).digest('hex').slice(0, 8)}`;
  const written: string[] = [];
  for (const [index, page] of pages.entries()) {
    const path = join(SCREENSHOT_DIR, `${name}--${index + 1}.png`);
    try {
      await page.screenshot({ path, fullPage: true, timeout: 10_000, animations: 'disabled' });
      written.push(path);
      // What a screenshot cannot show but often explains a stuck state (a toast's timer pauses on focus or hover).
      const state = await page.evaluate(() => {
        const describe = (el: Element | null) => (el ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].join('.')} "${(el.textContent ?? '').trim().slice(0, 60)}"` : 'none');
        return { url: location.href, focus: describe(document.activeElement), hovered: [...document.querySelectorAll(':hover')].map(describe), visibility: document.visibilityState, hasFocus: document.hasFocus(), text: (document.body?.innerText ?? '').replace(/\s+/g, ' ').slice(0, 600) };
      }, undefined);
      writeFileSync(path.replace(/\.png$/, '.json'), JSON.stringify(state, null, 2));
      // CI keeps the log, not the files: what the page showed goes there too.
      console.error(`[e2e] page ${index + 1} at ${state.url} showed: ${state.text}`);
    } catch (error) {
      console.warn(`[e2e] no screenshot of ${page.url()}: ${(error as Error).message.split('\n')[0]}`);
    }
  }
  return written;
}

export interface PageAccount {
  name: string;
  email: string;
  password: string;
  org: string;
}

/**
 * Waits until a menu (or another popover) that has just opened is in its place, and returns it. Blueprint draws a
 * popover first at the corner of its layer and moves it beside its button one render later, before its opening
 * transition ends; a busy machine can hold that render back for longer than the two still frames Playwright takes
 * for "stable", and a click on an item then lands on the page behind the menu (seen in parallel runs: the page
 * scrolled to the unplaced menu, and the click on Logout or Manage Users did nothing).
 */
export async function opened(popover: Locator): Promise<Locator> {
  await popover.waitFor();
  await settled(popover.page());
  return popover;
}

/**
 * Closes the welcome modal if this sign-in was the account's first, as the setup of a test about something else.
 * The app sets the modal's flag before it leaves Login, so it is known at once whether to wait for the modal.
 */
export async function closeWelcomeIfShown(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/dashboard');
  if ((await page.evaluate(() => window.localStorage.getItem('show_welcome_modal'))) !== 'true') return;
  await page.getByRole('button', { name: 'Get started' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

/**
 * Signs in through the Login page as a person does: opens it (unless the page is there already, say with a
 * redirect query or after signing out), fills Email and Password and presses Sign In. Where that leads (the
 * landing page, a refusal, the welcome modal) is for the test to wait for.
 */
export async function signInThroughPage(page: Page, account: { email: string; password: string }, options: { open?: boolean } = {}): Promise<void> {
  if (options.open !== false) await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * Registers through the Register page and closes the first sign-in's welcome modal, as the setup of a test about
 * something else; `keepWelcome` leaves it open on the Dashboard, for a test about the first visit itself.
 */
export async function registerThroughPage(page: Page, account: PageAccount, options: { keepWelcome?: boolean } = {}): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Your name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByLabel('Organization name').fill(account.org);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  if (options.keepWelcome) return;
  const welcome = page.getByRole('button', { name: 'Get started' });
  await welcome.waitFor({ state: 'visible', timeout: 10_000 });
  await welcome.click();
}

/**
 * A file's usual start for tests of an owner's signed-in screens: the app, and a page on which `owner` registered
 * through the Register page (the welcome modal closed). The app is stopped again if the registration fails.
 */
export async function startAppWithOwner(owner: PageAccount, options: E2eAppOptions = {}): Promise<{ app: E2eApp; page: Page }> {
  const app = await startE2eApp(options);
  try {
    const page = await app.newPage();
    await registerThroughPage(page, owner);
    return { app, page };
  } catch (error) {
    await app.stop();
    throw error;
  }
}

/** Registers `account` through the API (`POST /register`, with `extra` fields such as an invitation token) and answers the server's response. */
export function registerThroughApi(app: E2eApp, account: { email: string; password: string; name: string; org: string }, extra: Record<string, string> = {}): Promise<Response> {
  return fetch(`${app.url}/api/v1/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password, name: account.name, org_name: account.org, ...extra }),
  });
}

/**
 * A page signed in as `account`, registered through the API as the owner of an organization of its own: for a test
 * whose server state must be its own (a new account on each try is not met again by the test's retry).
 */
export async function newOwnerPage(app: E2eApp, account: PageAccount, options: Omit<PageOptions, 'signedIn'> = {}): Promise<Page> {
  const registered = await registerThroughApi(app, account);
  if (registered.status !== 201) throw new Error(`Registering ${account.email} through the API answered ${registered.status}`);
  const tokens = (await registered.json()) as { access_token: string; refresh_token: string };
  return app.newPage({ ...options, signedIn: { access: tokens.access_token, refresh: tokens.refresh_token } });
}

/** Registers `member` through the API with the invitation mailed to their address, into the inviting organization. */
export async function joinByInvitation(app: E2eApp, member: { email: string; password: string; name: string }): Promise<Response> {
  const mail = await app.server.database.db.selectFrom('mail_outbox').select('link').where('to_address', '=', member.email).executeTakeFirstOrThrow();
  const invite = new URL(mail.link!).searchParams.get('invite')!;
  return registerThroughApi(app, { ...member, org: '-' }, { invite_token: invite });
}

/**
 * The server, called through the API as `account`: signed in afresh for each call, in the first space of their
 * organization. For what a test sets up or checks beside the page.
 */
export async function callAs(app: E2eApp, account: { email: string; password: string }, method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const login = (await (await fetch(`${app.url}/api/v1/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: account.email, password: account.password }) })).json()) as { access_token: string };
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${login.access_token}` };
  const spaceId = ((await (await fetch(`${app.url}/api/v1/spaces/`, { headers })).json()) as { id: string }[])[0]!.id;
  const res = await fetch(`${app.url}/api/v1${path}`, { method, headers: { ...headers, 'X-Space-ID': spaceId }, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, body: await res.json() };
}

/** Has the pages of `context` start with what `page` has stored (its tokens and current space): signed in as it is. */
export async function copySession(page: Page, context: BrowserContext): Promise<void> {
  await storeOnce(context, Object.fromEntries(await page.evaluate(() => Object.entries(localStorage))));
}

/**
 * Has the pages of `context` start with `entries` in their storage, as the app stores them. Stored once: later loads
 * keep what the app changed (a refreshed token, a switched space).
 */
export async function storeOnce(context: BrowserContext, entries: Record<string, string>): Promise<void> {
  await context.addInitScript((stored: Record<string, string>) => {
    try {
      if (window.localStorage.getItem('e2e_seeded') !== null) return;
      for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
      window.localStorage.setItem('e2e_seeded', 'true');
    } catch {
      // A sandboxed frame (an artifact's preview) has no storage.
    }
  }, entries);
}

/** Has the pages of `context` start signed in with `tokens`, the tour already seen (stored once, as `storeOnce`). */
export async function storeSignedIn(context: BrowserContext, tokens: { access: string; refresh: string }): Promise<void> {
  await storeOnce(context, { tour_completed: 'true', access_token: tokens.access, refresh_token: tokens.refresh });
}

/** The chat screen's parts a test reads, on the page `page()` answers (a file's page, set before its tests). */
export function chatScreen(page: () => Page) {
  return {
    messages: () => page().getByTestId('chat-message'),
    questions: () => page().locator('[data-testid="chat-message"][data-role="user"]'),
    answers: () => page().locator('[data-testid="chat-message"][data-role="assistant"][data-outcome="completed"]'),
    composer: () => page().getByRole('textbox', { name: 'Message' }),
    notifications: () => page().getByRole('region', { name: 'Notifications' }),
  };
}
