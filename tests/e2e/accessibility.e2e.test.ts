import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { ROUTES, type RouteDefinition } from '../../core/domain/route-table.ts';
import { GHOST_SANDBOX_KEY } from '../../adapters/server/integrations/sandbox/ghost-sandbox.ts';
import { opened, seriousA11yViolations, settled, signInThroughPage, startE2eApp, type E2eApp } from './support/e2e-app.ts';

/**
 * The accessibility sweep: axe finds nothing serious or critical on any route of the route table, at 1280 and at
 * 390 px, opened by the person it is for (a visitor for public pages, an owner for the app, a platform admin for
 * the admin area; a new route is swept as soon as it is in the table), nor in the states that matter most: the
 * open dialogs, menus, drawers and toasts, the empty and refused states, a member's read-only views. One test per
 * route or state, so a failure names it. The other browser tests check behaviour; this file checks the pages.
 *
 * One server with the integrations' sandbox holds the data the pages show, set up through the API: an owner's
 * space with a document, a brand voice, chats with each kind of answer, every tool connected; a second owner with
 * nothing yet; a member; platform staff. A second server in waitlist mode with verified addresses required has the
 * pages only that mode shows. Each test opens a page of its own, so the tests of a block can run side by side.
 */

const PASSWORD = 'correct horse battery';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
type Viewport = typeof DESKTOP;
const EMAIL = 'Subject: A calmer Monday for {{firstName}}\nHi {{firstName}},\n\nZephyr plans your marketing week in five minutes. Want to see how?\n\nBest,\nZoe';
const PLAN = `# Launch plan\n\nThe **Quillbright** kettle launches in March with a tasting tour for baristas.\n\n## Pricing\n\nEach kettle costs forty euros.\n`;

/** An account and what the sweep needs to act as it through the API. */
interface Account {
  name: string;
  email: string;
  password: string;
  token: string;
  spaceId: string | null;
}

interface Answer {
  id: string;
  content: string;
  artifacts: { id: string; filename?: string }[];
}

/** Calls the API as `account` (its token and space), or anonymously. */
async function api(app: E2eApp, method: string, path: string, options: { as?: Account; body?: unknown; form?: FormData; spaceId?: string; again?: boolean } = {}): Promise<any> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.as) headers.Authorization = `Bearer ${options.as.token}`;
  const spaceId = options.spaceId ?? options.as?.spaceId;
  if (spaceId) headers['X-Space-ID'] = spaceId;
  const response = await fetch(`${app.url}/api/v1${path}`, { method, headers, body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)) });
  if (response.status === 401 && options.as && !options.again) {
    // A run slow enough to outlast the access token signs in again, once.
    options.as.token = (await api(app, 'POST', '/login', { body: { email: options.as.email, password: options.as.password } })).access_token;
    return api(app, method, path, { ...options, again: true });
  }
  const text = await response.text();
  let body: any = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  if (response.status >= 300) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return body;
}

async function signIn(app: E2eApp, email: string, name = '', password = PASSWORD): Promise<Account> {
  const login = await api(app, 'POST', '/login', { body: { email, password } });
  const account: Account = { name: name || login.user.name, email, password, token: login.access_token, spaceId: null };
  if (login.user.org_id) account.spaceId = ((await api(app, 'GET', '/spaces/', { as: account })) as { id: string }[])[0]?.id ?? null;
  return account;
}

async function register(app: E2eApp, name: string, email: string, org: string, extra: Record<string, string> = {}): Promise<Account> {
  await api(app, 'POST', '/register', { body: { email, password: PASSWORD, name, org_name: org, ...extra } });
  return signIn(app, email, name);
}

/** The newest link mailed to `email` (the server keeps mail in its outbox without SMTP). */
async function mailedLink(app: E2eApp, email: string, subject?: string): Promise<string> {
  let query = app.server.database.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', email);
  if (subject) query = query.where('subject', '=', subject);
  const mail = await query.orderBy('created_at', 'desc').executeTakeFirst();
  if (!mail) throw new Error(`no mail to ${email}`);
  const link = new URL(mail.link ?? /https?:\/\/\S+/.exec(mail.body)![0]);
  return `${link.pathname}${link.search}`;
}

/** Sends a message to an agent and waits for its answer (with its files, for agents that make them). */
async function ask(app: E2eApp, as: Account, slug: string, message: string, extra: Record<string, unknown> = {}, files = false): Promise<{ session: string; answer: Answer }> {
  const sent = await api(app, 'POST', `/agents/${slug}/messages/async`, { as, body: { message, ...extra } });
  const session = sent.session_id as string;
  const answer = await answerIn(app, as, session, (m) => !files || m.artifacts.length > 0);
  return { session, answer };
}

/** The newest completed answer of a session that `accept` takes, once there is one (not one of `after`). */
async function answerIn(app: E2eApp, as: Account, session: string, accept: (answer: Answer) => boolean = () => true, after: string[] = []): Promise<Answer> {
  return vi.waitFor(
    async () => {
      const messages = (await api(app, 'GET', `/agents/sessions/${session}/messages`, { as })) as (Answer & { role: string; outcome: string })[];
      const answer = messages.filter((m) => m.role === 'assistant' && m.outcome === 'completed' && !after.includes(m.id) && accept(m)).at(-1);
      if (!answer) throw new Error(`no answer yet in session ${session}`);
      return answer;
    },
    { timeout: 60_000, interval: 250 },
  );
}

/** Browser contexts shared by the pages of one person at one width: the app's code is loaded once, and the person signed in once. */
const sharedContexts = new Map<string, BrowserContext>();
/**
 * Pages of the shared contexts that tests have closed, kept for the next test of that person and width, which loads
 * its own address in one: a new page for each test cost more than the test's own page load.
 */
const idlePages = new Map<BrowserContext, Page[]>();

/**
 * A page signed in as `as` (a session of its own, stored as the app stores one), the guided tour marked done unless
 * `tour`. It shares a context with the person's other pages at that width, unless it stores something of its own
 * (`storage`, `dark`, `tour`) or changes what the browser stores (`own`). What is stored is stored once: later
 * loads keep what the app changed. A shared page may be one an earlier test closed: load an address first.
 * `close` it when done.
 */
async function openPage(app: E2eApp, options: { as?: Account; viewport?: Viewport; dark?: boolean; tour?: boolean; storage?: Record<string, string>; own?: boolean } = {}): Promise<Page> {
  const viewport = options.viewport ?? DESKTOP;
  const shared = !options.storage && !options.dark && !options.tour && !options.own;
  const key = `${app.url} ${options.as?.email ?? 'visitor'} ${viewport.width}`;
  const existing = shared ? sharedContexts.get(key) : undefined;
  const context = existing ?? (await newContext(app, options, viewport));
  if (shared && !existing) sharedContexts.set(key, context);
  const idle = idlePages.get(context)?.pop();
  if (idle) return idle;
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[browser] ${error.message}`));
  return page;
}

/** Keeps a shared context's page for the next test, without the requests this test intercepted; closes a context of its own. */
async function close(page: Page): Promise<void> {
  const context = page.context();
  if (![...sharedContexts.values()].includes(context)) return context.close();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  // A signed-in page left open keeps its animations and sockets running while it waits for the next test.
  await page.goto('about:blank');
  idlePages.set(context, [...(idlePages.get(context) ?? []), page]);
}

async function newContext(app: E2eApp, options: { as?: Account; dark?: boolean; tour?: boolean; storage?: Record<string, string> }, viewport: Viewport): Promise<BrowserContext> {
  // Reduced motion, as the other browser tests ask (support/e2e-app.ts): what axe reads does not move.
  const context = await app.browser.newContext({ baseURL: app.url, viewport, colorScheme: options.dark ? 'dark' : 'light', reducedMotion: 'reduce' });
  const stored: Record<string, string> = { ...options.storage };
  if (!options.tour) stored.tour_completed = 'true';
  if (options.as) {
    const login = await api(app, 'POST', '/login', { body: { email: options.as.email, password: options.as.password } });
    stored.access_token = login.access_token;
    stored.refresh_token = login.refresh_token;
  }
  await context.addInitScript((entries: Record<string, string>) => {
    try {
      if (window.localStorage.getItem('e2e_seeded') !== null) return;
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
      window.localStorage.setItem('e2e_seeded', 'true');
    } catch {
      // A sandboxed frame (an artifact's preview) has no storage.
    }
  }, stored);
  return context;
}

/**
 * Waits until the page shows what it has loaded: its main region, no spinner or busy region in sight (a tab not
 * shown may wait to load), no overlay moving. A state's test waits for that state first; a route's test also waits
 * for the network to go quiet (`loaded`), as it knows nothing of the page.
 */
async function shown(page: Page): Promise<void> {
  await page.locator('main').first().waitFor();
  await page.waitForFunction(() => [...document.querySelectorAll('.bp6-spinner, [aria-busy="true"]')].every((el) => !el.checkVisibility()));
  await settled(page);
}

async function loaded(page: Page): Promise<void> {
  await page.locator('main').first().waitFor();
  await page.waitForLoadState('networkidle');
  await shown(page);
}

async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousA11yViolations(page), `axe on ${new URL(page.url()).pathname}${new URL(page.url()).search}`).toEqual([]);
}

describe('accessibility sweep', () => {
  let app: E2eApp;
  const admin = { email: 'root@platform.test', password: 'a long admin password' };
  /** The owner of the space with data. */
  let owner: Account;
  /** An owner who has done nothing yet. */
  let fresh: Account;
  let member: Account;
  let platformAdmin: Account;
  let supportAdmin: Account;
  /** An owner whose space changes (spaces created, deleted). */
  let spaces: Account;
  /** An owner on the Free plan with one step of "Get started" done; another upgraded to Pro. */
  let plans: Account;
  let pro: Account;
  const sessions = { email: '', creative: '', seo: '', brandVoice: '', proposal: '', versions: '' };
  let emailAnswer: Answer;
  let googleOrigin = '';
  const pendingInvite = 'ben@partners.test';
  const waiting = { name: 'Charles Babbage', email: 'charles@difference.test' };

  beforeAll(async () => {
    // The sweep keeps a signed-in context per account for the whole file, which outlasts the 15-minute access token on
    // a slow machine (over 30 minutes beside the other files); an hour keeps its pages signed in. Refresh and expiry
    // have tests of their own.
    app = await startE2eApp({ admin, integrations: { sandbox: true }, offlineEnginePaceMs: 5, accessTokenTtlSeconds: 3600 });
    platformAdmin = await signIn(app, admin.email, 'System Admin', admin.password);
    owner = await register(app, 'Olga Owner', 'olga@sweep-co.test', 'Sweep Co');
    fresh = await register(app, 'Fiona Fresh', 'fiona@fresh-co.test', 'Fresh Co');
    spaces = await register(app, 'Sam Spaces', 'sam@spaces-co.test', 'Spaces Co');
    plans = await register(app, 'Pat Plans', 'pat@plans-co.test', 'Plans Co');
    await api(app, 'PUT', '/brand-voice', { as: plans, body: { content: 'Plain and friendly.' } });
    pro = await register(app, 'Percy Pro', 'percy@pro-co.test', 'Pro Co');
    const offered = (await api(app, 'GET', '/payments/plans', { as: pro })).plans as { type: string; name: string }[];
    await api(app, 'POST', '/billing/plan/upgrade', { as: pro, body: { plan_type: offered.find((plan) => /^Pro\b/.test(plan.name))!.type } });

    // The owner's space: a document, a brand voice and a complete profile.
    const form = new FormData();
    form.append('file', new Blob([PLAN], { type: 'text/markdown' }), 'launch-plan.md');
    const document = await api(app, 'POST', '/knowledge-base/documents', { as: owner, form });
    await vi.waitFor(async () => expect((await api(app, 'GET', `/knowledge-base/documents/${document.id}`, { as: owner })).status).toBe('ready'), { timeout: 30_000, interval: 250 });
    await api(app, 'PUT', '/brand-voice', { as: owner, body: { content: 'Warm, precise and never breathless.' } });
    const profile = await api(app, 'GET', `/spaces/${owner.spaceId}/profile`, { as: owner });
    const answers = Object.fromEntries((profile.questions as { id: string; options?: string[] }[]).map((q) => [q.id, q.options?.[0] ?? `Answer to ${q.id}`]));
    await api(app, 'PUT', `/spaces/${owner.spaceId}/profile`, { as: owner, body: { answers } });

    // Every tool connected (the sandbox's fakes), a lead list and a launched campaign. What does not depend on
    // something else is asked for at once.
    const connect = (provider: string, body: Record<string, string>) => api(app, 'POST', `/integrations/${provider}/connect`, { as: owner, body });
    await Promise.all([
      connect('instantly', { access_token: 'sandbox-instantly-sweep-0123456789' }),
      connect('apollo', { access_token: 'sandbox-apollo-sweep-0123456789' }),
      connect('meta_ads', { access_token: 'sandbox-sweep-token-0123456789abcdefgh' }),
      connect('wordpress', { site_url: 'https://blog.sweep.example', username: 'olga', access_token: 'sandbox abcd efgh ijkl' }),
      connect('ghost', { site_url: 'https://sweep.ghost.example', access_token: GHOST_SANDBOX_KEY }),
      (async () => {
        for (const database of ['acme', 'northwind']) await connect('odoo', { site_url: `https://${database}.odoo.example`, database, access_token: 'sandbox-odoo-sweep-key-0123456789abcdefghijkl' });
      })(),
      (async () => {
        const mcp = await api(app, 'GET', '/integrations/mcp-servers', { as: owner });
        const helpdesk = await api(app, 'POST', '/integrations/mcp-servers', { as: owner, body: { name: 'Helpdesk', url: mcp.sandbox.url, token: mcp.sandbox.token } });
        await api(app, 'PATCH', `/integrations/mcp-servers/${helpdesk.id}/tools/lookup_customer`, { as: owner, body: { enabled: true } });
      })(),
    ]);
    const lead = (first: string, email: string | null) => ({ first_name: first, last_name: 'Lead', email, title: 'Head of Marketing', company: 'Acme', company_size: '51-200', industry: 'Software', location: 'Berlin, Germany', linkedin_url: null, external_id: `apollo-${first.toLowerCase()}` });
    const list = await api(app, 'POST', '/lead-lists', { as: owner, body: { name: 'Heads of marketing DE', leads: [lead('Ana', 'ana@acme.example'), lead('Ben', 'ben@acme.example'), lead('Cy', null)] } });
    const draft = await api(app, 'POST', '/integrations/instantly/campaigns', { as: owner, body: { name: 'Analytics dashboard outreach', steps: [{ subject: 'Your week, planned', body: 'Hi {{firstName}}', delay_days: 0 }], lead_list_id: list.id } });
    await api(app, 'POST', `/integrations/instantly/campaigns/${draft.campaign.id}/launch`, { as: owner, body: { confirm: true } });

    // Chats with each kind of answer (the tools connected first, as answers offer them): files and sources, an
    // image, an article, a brand voice, an action, and versions (an answer regenerated, then its question edited).
    const [email, creative, seo, brandVoice, proposal] = await Promise.all([
      ask(app, owner, 'email-agent', 'Draft a launch email for the Quillbright kettle.', { referenced_document_ids: [document.id] }, true),
      ask(app, owner, 'creative-agent', 'An image card for the Quillbright kettle launch.', {}, true),
      ask(app, owner, 'seo-agent', 'Write an article about choosing a kettle'),
      ask(app, owner, 'brand-voice', "Analyse the voice of this sample: Hey folks! We're super excited to share our new kettle. It's quiet, it's fast, and you're gonna love it!"),
      ask(app, owner, 'email-agent', `Create an Instantly campaign draft from this email\n${EMAIL}`),
      (async () => {
        const versions = await ask(app, owner, 'email-agent', 'Write a short launch email for the Ferrous kettle.');
        sessions.versions = versions.session;
        await api(app, 'POST', `/agents/messages/${versions.answer.id}/regenerate`, { as: owner });
        const messages = (await api(app, 'GET', `/agents/sessions/${sessions.versions}/messages`, { as: owner })) as { id: string; role: string }[];
        const question = messages.find((m) => m.role === 'user')!;
        await api(app, 'POST', `/agents/messages/${question.id}/edit`, { as: owner, body: { message: 'Write a short launch email for the Ferrous kettle, for coffee shops.' } });
        await answerIn(app, owner, sessions.versions, () => true, messages.map((m) => m.id));
      })(),
    ]);
    sessions.email = email.session;
    emailAnswer = email.answer;
    sessions.creative = creative.session;
    sessions.seo = seo.session;
    sessions.brandVoice = brandVoice.session;
    sessions.proposal = proposal.session;
    await api(app, 'PATCH', `/agents/sessions/${sessions.versions}`, { as: owner, body: { pinned: true } });
    await api(app, 'POST', '/publishing/wordpress/drafts', { as: owner, body: { title: 'Choosing a kettle', message_id: seo.answer.id } });
    await api(app, 'POST', '/email-bookmarks', { as: owner, body: { message_id: emailAnswer.id } });
    // One agent switched off, so Manage Agents shows both states.
    await api(app, 'PUT', '/agents/cmo/config', { as: owner, body: { enabled: false } });

    // The organization: a member, an invitation not answered yet, a request to join.
    await api(app, 'POST', '/orgs/invites', { as: owner, body: { email: 'mia@partners.test', role: 'org_member' } });
    const invite = new URL(await mailedLink(app, 'mia@partners.test'), app.url).searchParams.get('invite')!;
    member = await register(app, 'Mia Member', 'mia@partners.test', '-', { invite_token: invite });
    await api(app, 'POST', '/orgs/invites', { as: owner, body: { email: pendingInvite, role: 'org_admin' } });
    await api(app, 'POST', '/register/with-domain', { body: { choice: 'join_existing', email: 'kim@sweep-co.test', password: PASSWORD, name: 'Kim Lee' } });

    // Platform staff: a support admin (the role is set in the database: no API makes platform staff), a waitlist entry.
    await api(app, 'POST', '/register', { body: { email: 'sue@support.test', password: PASSWORD, name: 'Sue Support', org_name: 'Support Co' } });
    await app.server.database.db.updateTable('users').set({ role: 'support_admin', org_id: null }).where('email', '=', 'sue@support.test').execute();
    supportAdmin = await signIn(app, 'sue@support.test', 'Sue Support');
    await api(app, 'POST', '/waitlist', { body: waiting });

    // Google Analytics, connected through the fake Google's consent page.
    const page = await openPage(app, { as: owner });
    await connectGoogleAnalytics(page);
    await close(page);
    await api(app, 'PUT', '/integrations/ga4/properties', { as: owner, body: { linked: ['300001'], selected: '300001' } });
  }, 240_000);

  /** Through Google's consent page and back to /ga4-setup, where the properties are chosen. */
  async function connectGoogleAnalytics(page: Page): Promise<void> {
    await page.goto('/ga4-setup');
    await page.getByRole('button', { name: 'Connect with Google' }).click();
    await page.waitForURL((url) => url.pathname === '/o/oauth2/v2/auth');
    googleOrigin = new URL(page.url()).origin;
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL((url) => url.pathname === '/ga4-setup');
    await page.getByText('Google Analytics is connected. Choose the properties this space reports on.').waitFor();
  }

  afterAll(async () => {
    await app?.stop();
  });

  // The tests of a block are independent reads of pages, each with its own page: three at a time, as most of
  // a test's time is spent waiting for its page (the project's maxConcurrency).
  describe.concurrent('every route', () => {
    const params = (): Record<string, string> => ({ slug: 'email-agent', sessionId: sessions.email, id: 'no-such-source' });
    // At 390, public pages as the owner too (those with the shell show it; the others redirect or look the same).
    const peopleFor = (route: RouteDefinition, viewport: Viewport): ('visitor' | 'owner' | 'platform admin')[] => {
      if (route.access === 'admin') return ['platform admin'];
      if (route.access !== 'public') return ['owner'];
      return viewport === PHONE || route.shell ? ['visitor', 'owner'] : ['visitor'];
    };
    for (const viewport of [DESKTOP, PHONE]) {
      for (const route of ROUTES) {
        for (const who of peopleFor(route, viewport)) {
          it(`${route.pattern} as ${who === 'owner' ? 'the owner' : who === 'visitor' ? 'a visitor' : 'the platform admin'} at ${viewport.width} px`, async () => {
            const page = await openPage(app, { as: who === 'owner' ? owner : who === 'platform admin' ? platformAdmin : undefined, viewport });
            const values = params();
            await page.goto(route.pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name]!)));
            await loaded(page);
            await expectAccessible(page);
            await close(page);
          });
        }
      }
    }
  });

  describe.concurrent('public pages in their states', () => {
    it('/login in a dark colour scheme', async () => {
      const page = await openPage(app, { dark: true });
      await page.goto('/login');
      await expect.poll(() => page.evaluate(() => document.body.classList.contains('bp6-dark'))).toBe(true);
      await page.getByRole('heading', { name: 'Sign in to your workspace' }).waitFor();
      await shown(page);
      await expectAccessible(page);
      await close(page);
    });

    it('/register with an error under a field', async () => {
      const page = await openPage(app);
      await page.goto('/register');
      await page.getByLabel('Password').fill('short');
      await page.getByText('Password must be at least 8 characters').waitFor();
      await expectAccessible(page);
      await close(page);
    });

    for (const viewport of [DESKTOP, PHONE]) {
      it(`/register offering to join the organization of the typed address's domain, at ${viewport.width} px`, async () => {
        const page = await openPage(app, { viewport });
        await typeColleague(page, `ada.${viewport.width}@sweep-co.test`);
        await expectAccessible(page);
        await close(page);
      });

      it(`/register after a request to join was sent, at ${viewport.width} px`, async () => {
        const page = await openPage(app, { viewport });
        await typeColleague(page, `alan.${viewport.width}@sweep-co.test`);
        await page.getByRole('button', { name: 'Request to join' }).click();
        await expect.poll(() => page.getByTestId('join-result').innerText()).toBe('Your request to join has been sent to the organization admins. You can sign in, and you will get access once it is approved.');
        await expectAccessible(page);
        await close(page);
      });

      it(`/register with an invitation, at ${viewport.width} px`, async () => {
        const invited = `bob.${viewport.width}@outside.test`;
        await api(app, 'POST', '/orgs/invites', { as: owner, body: { email: invited, role: 'org_member' } });
        const page = await openPage(app, { viewport });
        await page.goto(await mailedLink(app, invited));
        await page.getByRole('heading', { name: 'Join Sweep Co on Marketing Workspace' }).waitFor();
        await expect.poll(() => page.getByTestId('invited-by').innerText()).toBe('Olga Owner invited you to join Sweep Co as a member.');
        await expectAccessible(page);
        await close(page);
      });

      it(`/register with an invitation that is no longer valid, at ${viewport.width} px`, async () => {
        const page = await openPage(app, { viewport });
        await page.goto('/register?invite=not-a-real-token&email=eve%40outside.test');
        await page.getByRole('heading', { name: 'This invitation is no longer valid' }).waitFor();
        await expectAccessible(page);
        await close(page);
      });
    }

    it('/verify-email with a good link: the address is verified', async () => {
      const page = await openPage(app);
      await page.goto(await mailedLink(app, fresh.email));
      await expect.poll(() => page.getByTestId('verify-result').innerText()).toBe('Your email address is verified');
      await expectAccessible(page);
      await close(page);
    });

    it('/verify-email with a bad link, and an error under the address typed for a new one', async () => {
      const page = await openPage(app);
      await page.goto('/verify-email?token=not-a-real-token');
      await expect.poll(() => page.getByTestId('verify-result').innerText()).toBe('This verification link is invalid or has expired');
      await page.getByLabel('Email').fill('grace@');
      await page.getByLabel('Email').blur();
      await page.getByText('Enter a valid email address').waitFor();
      await expectAccessible(page);
      await close(page);
    });

    it('/verify-email after a new link was asked for', async () => {
      const page = await openPage(app);
      await page.goto('/verify-email?token=not-a-real-token');
      await expect.poll(() => page.getByTestId('verify-result').innerText()).toBe('This verification link is invalid or has expired');
      await page.getByLabel('Email').fill(fresh.email);
      await page.getByRole('button', { name: 'Send a new link' }).click();
      await expect.poll(() => page.getByTestId('resend-result').innerText()).toBe('If that account exists and is not verified yet, we sent a new link');
      await expectAccessible(page);
      await close(page);
    });

    it('/waitlist after a refused request, with what was typed kept', async () => {
      const page = await openPage(app);
      await page.goto('/waitlist');
      await page.getByLabel('Email').fill('alan@bletchley.test');
      await page.getByLabel('Your name').fill('Alan Turing');
      await page.getByLabel('Company (optional)').fill('B'.repeat(201));
      await page.getByRole('button', { name: 'Join the waitlist' }).click();
      await page.getByRole('alert').first().waitFor();
      await expectAccessible(page);
      await close(page);
    });

    it('/waitlist once joined', async () => {
      const page = await openPage(app);
      await page.goto('/waitlist');
      await page.getByLabel('Email').fill('joan@bletchley.test');
      await page.getByLabel('Your name').fill('Joan Clarke');
      await page.getByRole('button', { name: 'Join the waitlist' }).click();
      await expect.poll(() => page.getByTestId('waitlist-joined').innerText()).toBe('You are on the waitlist. We will email you when your access is ready.');
      await expectAccessible(page);
      await close(page);
    });

    it('/forgot-password once the link is sent', async () => {
      const page = await openPage(app);
      await page.goto('/forgot-password');
      await page.getByLabel('Email').fill('nobody@sweep-co.test');
      await page.getByRole('button', { name: 'Email me a reset link' }).click();
      await expect.poll(() => page.getByTestId('forgot-result').innerText()).toBe('If an account uses this address, we sent it a link to set a new password. The link is valid for 30 minutes.');
      await expectAccessible(page);
      await close(page);
    });

    it('/reset-password with two passwords that do not match', async () => {
      const page = await openPage(app);
      await page.goto('/reset-password?token=not-a-real-token');
      await page.getByLabel('New password', { exact: true }).fill('violet glacier compass 91');
      await page.getByLabel('Confirm new password', { exact: true }).fill('violet glacier compass 92');
      await page.getByRole('button', { name: 'Set new password' }).click();
      await page.getByText('The two passwords do not match').waitFor();
      await expectAccessible(page);
      await close(page);
    });

    it('/reset-password with a link that is used or expired', async () => {
      const page = await openPage(app);
      await page.goto('/reset-password?token=not-a-real-token');
      await page.getByLabel('New password', { exact: true }).fill('another strong lantern 27');
      await page.getByLabel('Confirm new password', { exact: true }).fill('another strong lantern 27');
      await page.getByRole('button', { name: 'Set new password' }).click();
      await expect.poll(() => page.getByRole('alert').innerText()).toContain('This password reset link is invalid, already used or expired. Ask for a new one.');
      await expectAccessible(page);
      await close(page);
    });

    it('/reset-password once the new password is set', async () => {
      await api(app, 'POST', '/register', { body: { email: 'rita@reset-co.test', password: PASSWORD, name: 'Rita Reset', org_name: 'Reset Co' } });
      await api(app, 'POST', '/password/forgot', { body: { email: 'rita@reset-co.test' } });
      const page = await openPage(app);
      await page.goto(await mailedLink(app, 'rita@reset-co.test', 'Reset your password'));
      await page.getByLabel('New password', { exact: true }).fill('violet glacier compass 91');
      await page.getByLabel('Confirm new password', { exact: true }).fill('violet glacier compass 91');
      await page.getByRole('button', { name: 'Set new password' }).click();
      await expect.poll(() => page.getByTestId('reset-result').innerText()).toBe('Your password has been changed. Sign in with your new password.');
      await expectAccessible(page);
      await close(page);
    });

    /** Types a colleague's address on Register and leaves the field: the domain check runs. */
    async function typeColleague(page: Page, email: string): Promise<void> {
      await page.goto('/register');
      await page.getByLabel('Your name').fill('Ada Lovelace');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByTestId('domain-offer').waitFor();
    }
  });

  describe.concurrent('the signed-in shell', () => {
    it('the welcome modal of a first sign-in', async () => {
      const page = await openPage(app, { as: owner, storage: { show_welcome_modal: 'true' } });
      await page.goto('/dashboard');
      await page.getByRole('dialog').getByRole('heading', { name: 'Welcome to your marketing workspace' }).waitFor();
      await settled(page);
      await expectAccessible(page);
      await close(page);
    });

    it("the guided tour's first step", async () => {
      const page = await openPage(app, { as: owner, tour: true });
      await page.goto('/dashboard');
      await page.locator('.tour-card').getByRole('heading', { name: 'Knowledge Base' }).waitFor();
      await settled(page);
      await expectAccessible(page);
      await close(page);
    });

    it('the account menu open', async () => {
      const page = await openPage(app, { as: owner });
      await page.goto('/dashboard');
      await page.getByRole('button', { name: owner.name }).click();
      await page.getByRole('menu', { name: 'Account menu' }).waitFor();
      await settled(page);
      await expectAccessible(page);
      await close(page);
    });

    it('the logout confirmation', async () => {
      const page = await openPage(app, { as: owner });
      await page.goto('/dashboard');
      await page.getByRole('button', { name: owner.name }).click();
      await (await opened(page.getByRole('menu', { name: 'Account menu' }))).getByRole('menuitem', { name: 'Logout' }).click();
      await page.getByRole('dialog').getByRole('heading', { name: 'Confirm Logout' }).waitFor();
      await settled(page);
      await expectAccessible(page);
      await close(page);
    });

    it('the sidebar collapsed, with a tooltip', async () => {
      // An owner who has spent nothing, as the shell's own test had. The gauge link's name holds the percentage the
      // ring shows ("1% · 64/5.5K credits used"); credits-reading.e2e.test.ts checks it with every credit spent.
      const page = await openPage(app, { as: fresh, storage: { 'sidebar-collapsed': 'true' } });
      await page.goto('/dashboard');
      const panel = page.getByTestId('credits-panel');
      await panel.getByRole('button', { name: 'Upgrade your plan' }).focus();
      await expect.poll(() => page.locator('.bp6-tooltip').innerText()).toBe('Upgrade your plan');
      await shown(page);
      await expectAccessible(page);
      await close(page);
    });

    it('the space selector open', async () => {
      const page = await openPage(app, { as: owner });
      await page.goto('/dashboard');
      await page.getByRole('heading', { name: 'General', level: 1 }).waitFor();
      await page.evaluate(() => window.dispatchEvent(new Event('open-space-selector')));
      await page.getByRole('menu', { name: 'Spaces' }).getByRole('menuitem', { name: 'Create New Space' }).waitFor();
      await settled(page);
      await expectAccessible(page);
      await close(page);
    });

    it('the space selector with no space', async () => {
      const page = await openPage(app, { as: owner });
      await page.route('**/api/v1/spaces/', (route) => (route.request().method() === 'GET' ? route.fulfill({ json: [] }) : route.continue()));
      await page.goto('/dashboard');
      await page.getByRole('heading', { name: 'No spaces available' }).waitFor();
      await page.evaluate(() => window.dispatchEvent(new Event('open-space-selector')));
      await page.getByRole('menu', { name: 'Spaces' }).getByText('Create your first space below').waitFor();
      await settled(page);
      await expectAccessible(page);
      await close(page);
    });

    it('the create space dialog, filled in', async () => {
      const page = await openPage(app, { as: spaces });
      await page.goto('/dashboard');
      await openCreateSpace(page, 'Growth & Brand 2026');
      await page.getByRole('dialog', { name: 'Create Space' }).getByLabel('Description (optional)').fill('Campaigns for growth');
      await expectAccessible(page);
      await close(page);
    });

    it('the toasts after a space is created', async () => {
      const page = await openPage(app, { as: spaces, own: true });
      await page.goto('/dashboard');
      await openCreateSpace(page, 'Second Brand');
      await page.getByRole('dialog', { name: 'Create Space' }).getByRole('button', { name: 'Create Space' }).click();
      await page.getByRole('heading', { name: 'Second Brand', level: 1 }).waitFor();
      const region = page.getByRole('region', { name: 'Notifications' });
      await region.getByText('Space created successfully! Complete onboarding to get personalized AI insights.').waitFor();
      // A toast under the pointer stays (Blueprint pauses its timer): the pointer leaves, as a person's would.
      await page.mouse.move(10, 10);
      await region.getByRole('button', { name: 'Set Up Now' }).waitFor();
      await settled(page);
      await expectAccessible(page);
      await close(page);
    });

    async function openCreateSpace(page: Page, name: string): Promise<void> {
      await page.getByRole('heading', { name: 'General', level: 1 }).waitFor();
      await page.evaluate(() => window.dispatchEvent(new Event('open-space-selector')));
      await (await opened(page.getByRole('menu', { name: 'Spaces' }))).getByRole('menuitem', { name: 'Create New Space' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create Space' });
      await dialog.getByLabel('Name').fill(name);
      await expect.poll(() => dialog.getByRole('button', { name: 'Create Space' }).isEnabled()).toBe(true);
      await settled(page);
    }

    for (const viewport of [PHONE, { width: 600, height: 800 }]) {
      it(`the navigation drawer open at ${viewport.width} px`, async () => {
        const page = await openPage(app, { as: owner, viewport });
        await page.goto('/dashboard');
        await shown(page);
        await page.getByRole('button', { name: 'Open navigation' }).click();
        await page.getByRole('dialog', { name: 'Main navigation' }).waitFor();
        await settled(page);
        await expectAccessible(page);
        await close(page);
      });
    }
  });

  describe.concurrent('the owner’s screens in their states', () => {
    it('/dashboard with some steps of "Get started" done', async () => {
      const page = await openPage(app, { as: plans });
      await page.goto('/dashboard');
      await page.getByTestId('dashboard-start').getByText('1 of 4 done').waitFor();
      await shown(page);
      await expectAccessible(page);
      await close(page);
    });

    it('/success back from a checkout, the payment being confirmed', async () => {
      const page = await openPage(app, { as: plans });
      await page.goto('/success?session_id=cs_test_e2e');
      await expect.poll(() => page.getByTestId('payment-result').innerText()).toContain('Confirming your payment');
      await expectAccessible(page);
      await close(page);
    });

    it('/payment/success after an upgrade', async () => {
      const page = await openPage(app, { as: pro });
      await page.goto('/payment/success');
      await expect.poll(() => page.getByTestId('payment-result').innerText()).toContain('Thank you: your plan is active');
      await expectAccessible(page);
      await close(page);
    });

    it('/pricing with the upgrade dialog open', async () => {
      const page = await openPage(app, { as: owner });
      await page.goto('/pricing');
      const pro = page.locator('.pricing-card').filter({ has: page.getByRole('heading', { name: /^Pro\b/ }) });
      await pro.getByRole('button', { name: 'Upgrade' }).click();
      await expect.poll(() => page.getByRole('dialog').getByTestId('plan-change-summary').innerText()).toContain('You will have');
      await settled(page);
      await expectAccessible(page);
      await close(page);
    });

    it('/credits after a pack is bought', async () => {
      const page = await openPage(app, { as: owner });
      await page.goto('/credits');
      const packs = page.getByTestId('credit-packs');
      await packs.getByRole('button', { name: 'Buy 5,000 credits for $45.00' }).click();
      await expect.poll(() => packs.getByRole('status').innerText()).toContain('5,500 credits added');
      await shown(page);
      await expectAccessible(page);
      await close(page);
    });

    it('/credits with the spending shown as a table', async () => {
      const page = await openPage(app, { as: owner });
      await page.goto('/credits');
      const spending = page.getByTestId('spending');
      await spending.getByRole('button', { name: 'Show as table' }).click();
      await expect.poll(() => spending.getByRole('table').innerText()).toContain('Email Agent');
      await shown(page);
      await expectAccessible(page);
      await close(page);
    });

    it('/settings with desktop notifications on', async () => {
      const page = await openPage(app, { as: owner, own: true });
      await page.goto('/settings');
      await page.getByRole('checkbox', { name: 'Desktop notifications' }).click({ force: true });
      await expect.poll(() => page.getByTestId('notification-permission').innerText()).not.toBe('');
      await shown(page);
      await expectAccessible(page);
      await close(page);
    });

    it('/settings with the current password refused', async () => {
      const page = await openPage(app, { as: owner });
      await page.goto('/settings');
      await page.getByLabel('Current password', { exact: true }).fill('not my password at all');
      await page.getByLabel('New password', { exact: true }).fill('violet glacier compass 91');
      await page.getByLabel('Confirm new password', { exact: true }).fill('violet glacier compass 91');
      await page.getByRole('button', { name: 'Change password' }).click();
      await page.getByText('The current password is not correct').waitFor();
      await shown(page);
      await expectAccessible(page);
      await close(page);
    });

    it('/settings at 390 px with errors under the password fields', async () => {
      const page = await openPage(app, { as: owner, viewport: PHONE });
      await page.goto('/settings');
      await page.getByLabel('Current password', { exact: true }).fill('wrong guess here');
      await page.getByLabel('New password', { exact: true }).fill('x');
      await page.getByLabel('New password', { exact: true }).blur();
      await page.getByRole('button', { name: 'Change password' }).click();
      await page.getByText('Type the new password again').waitFor();
      await shown(page);
      await expectAccessible(page);
      await close(page);
    });

    for (const viewport of [DESKTOP, PHONE]) {
      it(`/settings asking before signing out the other sessions, at ${viewport.width} px`, async () => {
        const page = await openPage(app, { as: owner, viewport });
        await page.goto('/settings');
        await expect.poll(() => page.getByTestId('session-row').count()).toBeGreaterThan(1);
        await page.getByRole('button', { name: 'Sign out of all other sessions' }).click();
        await page.getByRole('alertdialog').getByText('You stay signed in here.').waitFor();
        await settled(page);
        await expectAccessible(page);
        await close(page);
      });
    }

    it('/workspace-settings with the delete space dialog, confirmed by typing', async () => {
      const created = await api(app, 'POST', '/spaces/', { as: spaces, body: { name: 'Launch Plans', slug: 'launch-plans' } });
      const page = await openPage(app, { as: spaces, storage: { currentSpaceId: created.id } });
      await page.goto('/workspace-settings');
      await expect.poll(() => page.locator('#workspace-name').inputValue()).toBe('Launch Plans');
      await page.getByRole('button', { name: 'Delete space' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete Launch Plans?' });
      await dialog.getByLabel('Type Launch Plans to confirm').fill('Launch Plans');
      await expect.poll(() => dialog.getByRole('button', { name: 'Delete space' }).isEnabled()).toBe(true);
      await settled(page);
      await expectAccessible(page);
      await close(page);
    });

    it('/org-admin/dashboard renaming the organization', async () => {
      const page = await openPage(app, { as: owner });
      await page.goto('/org-admin/dashboard');
      await page.getByRole('button', { name: 'Rename' }).click();
      await page.getByLabel('Organization name').fill('Sweep Co Studio');
      await shown(page);
      await expectAccessible(page);
      await close(page);
    });

    it('/org-admin/users asking before an invitation is revoked', async () => {
      const page = await openPage(app, { as: owner });
      await page.goto('/org-admin/users');
      await page.getByRole('button', { name: `Revoke the invitation to ${pendingInvite}` }).click();
      await page.getByRole('alertdialog').getByText(`Revoke the invitation to ${pendingInvite}? The link in their email stops working.`).waitFor();
      await settled(page);
      await expectAccessible(page);
      await close(page);
    });

    it('/agents/:slug/configure after a failed save, with what was typed kept', async () => {
      const page = await openPage(app, { as: owner });
      await page.route('**/api/v1/agents/email-agent/config', (route) =>
        route.request().method() === 'PUT' ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ detail: 'Service unavailable, try again' }) }) : route.fallback(),
      );
      await page.goto('/agents/email-agent/configure');
      await page.getByLabel('Passages from the knowledge base').fill('12');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByRole('alert').filter({ hasText: 'Service unavailable, try again' }).waitFor();
      await shown(page);
      await expectAccessible(page);
      await close(page);
    });

    it('/knowledge-base with search results', async () => {
      const page = await openPage(app, { as: owner });
      await searchKnowledgeBase(page);
      await shown(page);
      await expectAccessible(page);
      await close(page);
    });

    it('/knowledge-base with a search hit open in the document viewer, the match marked', async () => {
      const page = await openPage(app, { as: owner });
      await searchKnowledgeBase(page);
      await page.getByTestId('kb-hit').first().getByRole('button', { name: 'launch-plan.md', exact: true }).click();
      const viewer = page.getByRole('dialog');
      await expect.poll(async () => (await viewer.getByTestId('document-viewer-highlight').allInnerTexts()).join('\n')).toContain('Quillbright');
      await settled(page);
      await expectAccessible(page);
      await close(page);
    });

    it('/knowledge-base?tab=urls with a private address refused', async () => {
      const page = await openPage(app, { as: owner });
      await page.goto('/knowledge-base?tab=urls');
      await page.getByLabel('Web address').fill('http://127.0.0.1:9/');
      await page.getByRole('button', { name: 'Add URL' }).click();
      await page.getByText(/Refused: .* not a public one/).first().waitFor({ timeout: 15_000 });
      await shown(page);
      await expectAccessible(page);
      await close(page);
    });

    it('/connections/mcp with a private address refused', async () => {
      const page = await openPage(app, { as: owner });
      await page.goto('/connections/mcp');
      await page.getByLabel('Name').fill('Intranet');
      await page.getByLabel('Address').fill('http://10.0.0.5/mcp');
      await page.getByRole('button', { name: 'Add a tool server' }).click();
      await page.getByText('Refused: 10.0.0.5 is a private address, not a public site').waitFor();
      await shown(page);
      await expectAccessible(page);
      await close(page);
    });

    it('/apollo with search results and a saved list', async () => {
      const page = await openPage(app, { as: owner });
      await page.goto('/apollo');
      await page.getByRole('textbox', { name: 'Job titles' }).fill('Head of Marketing');
      await page.getByRole('combobox', { name: 'Company size' }).selectOption('51,200');
      await page.getByRole('textbox', { name: 'Industry' }).fill('SaaS');
      await page.getByRole('textbox', { name: 'Location' }).fill('Germany');
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByRole('heading', { name: '72 people found, page 1 of 3' }).waitFor();
      await page.getByRole('button', { name: 'Open Heads of marketing DE' }).waitFor();
      await shown(page);
      await expectAccessible(page);
      await close(page);
    });

    async function searchKnowledgeBase(page: Page): Promise<void> {
      await page.goto('/knowledge-base');
      await page.getByLabel('Search the knowledge base').fill('Quillbright kettle');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByTestId('kb-hit').first().waitFor();
    }

    it('/ga4-setup back from Google, choosing the properties', async () => {
      const page = await openPage(app, { as: owner });
      await connectGoogleAnalytics(page);
      await shown(page);
      await expectAccessible(page);
      await close(page);
      // Connected again: the properties the Dashboard reads stay as they were.
      await api(app, 'PUT', '/integrations/ga4/properties', { as: owner, body: { linked: ['300001'], selected: '300001' } });
    });
  });

  describe.concurrent('a space with nothing in it yet', () => {
    for (const viewport of [DESKTOP, PHONE]) {
      it(`/dashboard on a first run, at ${viewport.width} px`, async () => {
        const page = await openPage(app, { as: fresh, viewport });
        await page.goto('/dashboard');
        await page.getByTestId('dashboard-start').getByText('0 of 4 done').waitFor();
        await shown(page);
        await expectAccessible(page);
        await close(page);
      });

      it(`/knowledge-base empty, at ${viewport.width} px`, async () => {
        const page = await openPage(app, { as: fresh, viewport });
        await page.goto('/knowledge-base');
        await page.getByText('No documents yet').waitFor();
        await shown(page);
        await expectAccessible(page);
        await close(page);
      });
    }

    it('/assets empty', async () => {
      const page = await openPage(app, { as: fresh });
      await page.goto('/assets');
      await page.getByText('No assets yet').waitFor();
      await shown(page);
      await expectAccessible(page);
      await close(page);
    });

    it('/agents/:slug, a new chat with its starters and a mode picked', async () => {
      const page = await openPage(app, { as: fresh });
      await page.goto('/agents/email-agent');
      await expect.poll(() => page.getByRole('region', { name: 'Try one of these' }).getByTestId('chat-starter').count()).toBe(4);
      await page.getByRole('radio', { name: /^Medium/ }).click();
      await expect.poll(() => page.getByTestId('chat-cost').innerText()).toBe('This message costs 30 credits');
      await shown(page);
      await expectAccessible(page);
      await close(page);
    });

    it('/connections with nothing connected', async () => {
      const page = await openPage(app, { as: fresh });
      await page.goto('/connections');
      await expect.poll(() => page.getByTestId('connection-meta_ads').getByTestId('connection-status').innerText()).toBe('Not connected');
      await shown(page);
      await expectAccessible(page);
      await close(page);
    });

    it("/connections with the provider's refusal in the connect dialog", async () => {
      const page = await openPage(app, { as: fresh });
      await page.goto('/connections');
      await page.getByRole('button', { name: 'Connect Meta Ads' }).click();
      const dialog = page.getByRole('dialog', { name: 'Connect Meta Ads' });
      await dialog.getByLabel('Access token').fill('EAAbad-e2e-token-0123456789abcdefghijklmnop');
      await dialog.getByRole('button', { name: 'Connect' }).click();
      await expect.poll(() => dialog.getByRole('alert').innerText()).toContain('Meta Ads refused the connection');
      await settled(page);
      await expectAccessible(page);
      await close(page);
    });

    it('/connections with an error under a field of the connect dialog', async () => {
      const page = await openPage(app, { as: fresh });
      await page.goto('/connections');
      await page.getByRole('button', { name: 'Connect WordPress' }).click();
      const dialog = page.getByRole('dialog', { name: 'Connect WordPress' });
      await dialog.getByLabel('Site address').fill('blog.example.com');
      await dialog.getByLabel('Username').fill('editor');
      await dialog.getByLabel('Application password').fill('sandbox abcd efgh ijkl');
      await dialog.getByRole('button', { name: 'Connect' }).click();
      await expect.poll(() => dialog.innerText()).toContain('Enter the address starting with https://');
      await settled(page);
      await expectAccessible(page);
      await close(page);
    });

    it('/apollo not connected', async () => {
      const page = await openPage(app, { as: fresh });
      await page.goto('/apollo');
      await page.getByText('Apollo is not connected to this space.').waitFor();
      await shown(page);
      await expectAccessible(page);
      await close(page);
    });

    it('/instantly not connected', async () => {
      const page = await openPage(app, { as: fresh });
      await page.goto('/instantly');
      await expect.poll(() => page.getByTestId('instantly-connection').innerText()).toContain('Instantly is not connected to this space');
      await shown(page);
      await expectAccessible(page);
      await close(page);
    });
  });

  describe.concurrent('chats', () => {
    const chat = (session: string, slug = 'email-agent') => `/agents/${slug}/chat/${session}`;
    const answers = (page: Page) => page.locator('[data-testid="chat-message"][data-role="assistant"][data-outcome="completed"]');

    async function openChat(page: Page, path: string): Promise<void> {
      await page.goto(path);
      await expect.poll(() => answers(page).count()).toBeGreaterThan(0);
      await shown(page);
    }

    it('an answer with two versions', async () => {
      const page = await openPage(app, { as: owner });
      await openChat(page, chat(sessions.versions));
      const question = page.locator('[data-testid="chat-message"][data-role="user"]').first();
      await question.getByRole('button', { name: 'Previous version' }).click();
      await expect.poll(() => answers(page).first().getByTestId('chat-version-position').innerText()).toBe('2 / 2');
      await expectAccessible(page);
      await close(page);
    });

    it('an edited question on its own branch', async () => {
      const page = await openPage(app, { as: owner });
      await openChat(page, chat(sessions.versions));
      await expect.poll(() => page.locator('[data-testid="chat-message"][data-role="user"]').first().getByTestId('chat-version-position').innerText()).toBe('2 / 2');
      await expectAccessible(page);
      await close(page);
    });

    it('a cancelled answer, cut off where it stopped', async () => {
      const page = await openPage(app, { as: owner });
      // Cancelling needs a run still streaming; the server's copy of a cancelled answer is shown instead.
      await page.route(/\/api\/v1\/agents\/sessions\/[^/]+\/messages(\?|$)/, async (route) => {
        const response = await route.fetch();
        const list = (await response.json()) as Record<string, unknown>[];
        const last = list.findLast((m) => m.role === 'assistant');
        await route.fulfill({
          response,
          json: list.map((m) => (m === last ? { ...m, outcome: 'cancelled', content: 'Request cancelled by user', partial_text: String(m.content).slice(0, 200), credits_charged: null, artifacts: [] } : m)),
        });
      });
      await page.goto(chat(sessions.seo, 'seo-agent'));
      await page.locator('[data-testid="chat-message"][data-outcome="cancelled"]').getByTestId('chat-cut-off').waitFor();
      await shown(page);
      await expectAccessible(page);
      await close(page);
    });

    it('an answer with a highlighted code block', async () => {
      const page = await openPage(app, { as: owner });
      await page.route(/\/api\/v1\/agents\/sessions\/[^/]+\/messages(\?|$)/, async (route) => {
        const response = await route.fetch();
        const list = (await response.json()) as Record<string, unknown>[];
        await route.fulfill({ response, json: list.map((m) => (m.id === emailAnswer.id ? { ...m, content: `${String(m.content)}\n\n\`\`\`ts\nconst launch = "Quillbright";\nconsole.log(launch);\n\`\`\`` } : m)) });
      });
      await openChat(page, chat(sessions.email));
      // The highlighter and its grammar are chunks fetched after the answer shows: a loaded CI machine took
      // more than the poll's usual 10 s to bring them.
      const keyword = page.locator(`[data-message-id="${emailAnswer.id}"] .markdown-code .hljs-keyword`).first();
      await expect.poll(() => keyword.count(), { timeout: 45_000 }).toBe(1);
      expect(await keyword.innerText()).toBe('const');
      await shown(page);
      await expectAccessible(page);
      await close(page);
    });

    it("an answer's source opened in the document viewer at the cited passage", async () => {
      const page = await openPage(app, { as: owner });
      await openChat(page, chat(sessions.email));
      // Clicked again if no dialog came: on a loaded machine the chat may still move as it scrolls to its last
      // answer, and a click can land beside the chip (a CI run: no dialog, the chip untouched).
      const chip = answers(page).last().getByTestId('chat-source-chip').filter({ hasText: 'launch-plan.md' });
      await vi.waitFor(
        async () => {
          await chip.click();
          await page.getByRole('dialog').waitFor({ timeout: 5_000 });
        },
        { timeout: 30_000, interval: 100 },
      );
      await expect.poll(async () => (await page.getByRole('dialog').getByTestId('document-viewer-highlight').allInnerTexts()).join('\n')).toContain('Quillbright');
      await settled(page);
      await expectAccessible(page);
      await close(page);
    });

    it("a Creative Agent's image card previewed", async () => {
      const page = await openPage(app, { as: owner });
      await openChat(page, chat(sessions.creative, 'creative-agent'));
      const answer = answers(page).last();
      const name = (await answer.getByTestId('chat-artifact').filter({ hasText: /\.(png|svg)/ }).first().innerText()).trim();
      await answer.getByRole('button', { name: `Preview ${name}` }).click();
      await expect.poll(() => answer.locator('img[data-testid="artifact-preview"]').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await expectAccessible(page);
      await close(page);
    });

    it('search results across the chats', async () => {
      const page = await openPage(app, { as: owner });
      await openChat(page, chat(sessions.email));
      await page.getByRole('searchbox', { name: 'Search chats' }).fill('kettle');
      await expect.poll(() => page.getByRole('region', { name: 'Search results' }).getByTestId('chat-search-result').count()).toBeGreaterThan(0);
      await shown(page);
      await expectAccessible(page);
      await close(page);
    });

    it('the bookmarked emails panel', async () => {
      const page = await openPage(app, { as: owner });
      await openChat(page, chat(sessions.email));
      await page.getByRole('button', { name: 'Bookmarked emails' }).click();
      await expect.poll(() => page.getByRole('region', { name: 'Bookmarked emails' }).locator('li').count()).toBe(1);
      await shown(page);
      await expectAccessible(page);
      await close(page);
    });

    it('the Instantly campaign draft dialog opened from an answer', async () => {
      const page = await openPage(app, { as: owner });
      await openChat(page, chat(sessions.email));
      await answers(page).last().getByRole('button', { name: 'Create an Instantly campaign draft' }).last().click();
      const dialog = page.getByRole('dialog', { name: 'Create an Instantly campaign draft' });
      await dialog.getByLabel('Campaign name').fill('Quillbright outreach');
      await dialog.getByText('A saved lead list').click();
      await expect.poll(() => dialog.getByLabel('Lead list').locator('option').allInnerTexts()).toEqual(['Heads of marketing DE (3 leads)']);
      await settled(page);
      await expectAccessible(page);
      await close(page);
    });

    it('the send to WordPress dialog opened from an article', async () => {
      const page = await openPage(app, { as: owner });
      await openChat(page, chat(sessions.seo, 'seo-agent'));
      await answers(page).last().getByRole('button', { name: 'Send to WordPress as draft' }).click();
      const dialog = page.getByRole('dialog', { name: 'Send to WordPress as a draft' });
      await dialog.getByRole('checkbox', { name: 'Marketing' }).waitFor({ state: 'attached' });
      await settled(page);
      await expectAccessible(page);
      await close(page);
    });

    it("the confirmation before a Brand Voice answer is saved as the space's brand voice", async () => {
      const page = await openPage(app, { as: owner });
      await openChat(page, chat(sessions.brandVoice, 'brand-voice'));
      await answers(page).last().getByRole('button', { name: "Save as the space's brand voice" }).click();
      await page.getByRole('alertdialog').getByTestId('brand-voice-proposal').waitFor();
      await settled(page);
      await expectAccessible(page);
      await close(page);
    });

    it('a file dropped on the composer, read and ready', async () => {
      const page = await openPage(app, { as: owner });
      await page.goto('/agents/email-agent');
      await page.getByRole('button', { name: 'New chat' }).click();
      const dropped = await page.evaluateHandle(() => {
        const files = new DataTransfer();
        files.items.add(new File(['# Opening hours\n\nThe Harbour Bakery opens at seven.'], 'opening-hours.md', { type: 'text/markdown' }));
        return files;
      });
      await page.locator('form.chat-composer').dispatchEvent('drop', { dataTransfer: dropped });
      await expect.poll(() => page.getByTestId('chat-attachment').first().getAttribute('data-status'), { timeout: 30_000 }).toBe('ready');
      await shown(page);
      await expectAccessible(page);
      await close(page);
    });

    it('an action proposed as a card, not applied yet', async () => {
      const page = await openPage(app, { as: owner });
      await openChat(page, chat(sessions.proposal));
      await answers(page).last().getByTestId('proposal-card').getByRole('button', { name: 'Apply' }).waitFor();
      await expectAccessible(page);
      await close(page);
    });

    it('an action card once applied, with its link', async () => {
      const { session } = await ask(app, owner, 'email-agent', `Create an Instantly campaign draft from this email\n${EMAIL.replace('A calmer Monday', 'A brighter Tuesday')}`);
      const page = await openPage(app, { as: owner });
      await openChat(page, chat(session));
      const card = answers(page).last().getByTestId('proposal-card');
      await card.getByRole('button', { name: 'Apply' }).click();
      await expect.poll(() => card.getByRole('status').innerText(), { timeout: 20_000 }).toContain('Done');
      await card.getByRole('link', { name: 'Open' }).waitFor();
      await shown(page);
      await expectAccessible(page);
      await close(page);
    });

    it('the chats drawer open at 390 px', async () => {
      const page = await openPage(app, { as: owner, viewport: PHONE });
      await openChat(page, chat(sessions.email));
      await page.getByRole('button', { name: 'Chats' }).click();
      await page.getByRole('dialog', { name: 'Chat sessions' }).waitFor();
      await settled(page);
      await expectAccessible(page);
      await close(page);
    });
  });

  describe.concurrent("a member's views", () => {
    it('/agents/manage, read-only', async () => {
      const page = await openPage(app, { as: member });
      await page.goto('/agents/manage');
      await expect.poll(() => page.getByTestId('managed-agent').count()).toBe(6);
      await page.getByText('Only organization owners and admins can change this.').waitFor();
      await shown(page);
      await expectAccessible(page);
      await close(page);
    });

    it('/agents/:slug/configure, read-only', async () => {
      const page = await openPage(app, { as: member });
      await page.goto('/agents/email-agent/configure');
      await page.getByText('Only organization owners and admins can change this.').waitFor();
      await shown(page);
      await expectAccessible(page);
      await close(page);
    });

    it('/credits with the packs they may not buy', async () => {
      const page = await openPage(app, { as: member });
      await page.goto('/credits');
      await page.getByTestId('credit-packs').getByText('Only organization owners and admins can buy credits.').waitFor();
      await shown(page);
      await expectAccessible(page);
      await close(page);
    });

    it('/connections at 390 px, read-only', async () => {
      const page = await openPage(app, { as: member, viewport: PHONE });
      await page.goto('/connections');
      await page.getByText('Only organization owners and admins can connect or disconnect tools.').waitFor();
      await shown(page);
      await expectAccessible(page);
      await close(page);
    });

    it('a chat at 390 px with an action card they may not apply', async () => {
      const { session } = await ask(app, member, 'email-agent', `Create an Instantly campaign draft from this email\n${EMAIL.replace('A calmer Monday', 'A member Monday')}`);
      const page = await openPage(app, { as: member, viewport: PHONE });
      await page.goto(`/agents/email-agent/chat/${session}`);
      await page.getByTestId('proposal-card').getByText("Only organization owners and admins can apply this. An owner or admin can allow members to apply agents' actions in the organization settings.").waitFor();
      await shown(page);
      await expectAccessible(page);
      await close(page);
    });

    for (const viewport of [DESKTOP, PHONE]) {
      it(`/org-admin/users sending them to the Dashboard with the reason, at ${viewport.width} px`, async () => {
        const page = await openPage(app, { as: member, viewport });
        await page.goto('/org-admin/users');
        await page.waitForURL((url) => url.pathname === '/dashboard');
        await page.getByText('Only owners and admins can manage users and the organization.').waitFor();
        await shown(page);
        await expectAccessible(page);
        await close(page);
      });
    }
  });

  describe.concurrent('platform staff', () => {
    it('/admin/dashboard on the audit log tab', async () => {
      const page = await openPage(app, { as: platformAdmin });
      await page.goto('/admin/dashboard');
      await page.getByRole('tab', { name: /Audit log/ }).click();
      await expect.poll(() => page.getByRole('tab', { name: /Audit log/ }).getAttribute('aria-selected')).toBe('true');
      await shown(page);
      await expectAccessible(page);
      await close(page);
    });

    it('/admin/users asking before a user is disabled', async () => {
      const page = await openPage(app, { as: platformAdmin });
      await page.goto('/admin/users');
      await page.getByLabel('Search users').fill('fiona');
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: `Disable ${fresh.name}` }).click();
      await page.getByRole('alertdialog').getByText(`Disable ${fresh.name}?`).waitFor();
      await settled(page);
      await expectAccessible(page);
      await close(page);
    });

    it('/admin/organizations with the grant credits dialog filled in', async () => {
      const page = await openPage(app, { as: platformAdmin });
      await page.goto('/admin/organizations');
      await page.getByRole('button', { name: 'Grant credits to Sweep Co' }).click();
      const dialog = page.getByRole('dialog', { name: 'Grant credits to Sweep Co' });
      await dialog.getByLabel('Credits').fill('250');
      await dialog.getByLabel('Reason').fill('Apology for the outage');
      await settled(page);
      await expectAccessible(page);
      await close(page);
    });

    it('/admin/security on the waitlist tab', async () => {
      const page = await openPage(app, { as: platformAdmin });
      await page.goto('/admin/security');
      await page.getByRole('tab', { name: 'Waitlist' }).click();
      await page.getByRole('table', { name: 'Waitlist' }).getByRole('row', { name: new RegExp(waiting.name) }).waitFor();
      await shown(page);
      await expectAccessible(page);
      await close(page);
    });

    it('/admin/organizations as a support admin, read-only', async () => {
      const page = await openPage(app, { as: supportAdmin });
      await page.goto('/admin/organizations');
      await page.getByRole('table', { name: 'Organizations' }).waitFor();
      await shown(page);
      expect(await page.getByRole('button', { name: /^Grant credits/ }).count()).toBe(0);
      await expectAccessible(page);
      await close(page);
    });
  });

  describe('after Google refused the stored authorization', () => {
    it('/connections with a connection that needs reconnecting', async () => {
      const google = await openPage(app, { own: true });
      await google.goto(`${googleOrigin}/account/permissions`);
      await google.getByRole('button', { name: 'Remove access' }).click();
      await google.getByRole('heading', { name: 'Access removed' }).waitFor();
      await close(google);
      // The app learns of it the next time it asks Google for something: Google's authorization expired. The owner
      // signs in afresh: the file's first token may have outlived its 15 minutes on a slow machine, and a 401 for
      // that is not Google's refusal. (A 503, Google's fake too slow on a loaded machine, changes nothing: asked again.)
      const now = await signIn(app, owner.email, owner.name);
      await vi.waitFor(async () => {
        const answer = await fetch(`${app.url}/api/v1/integrations/ga4/accounts`, { headers: { Authorization: `Bearer ${now.token}`, 'X-Space-ID': owner.spaceId! } });
        expect([answer.status, ((await answer.json()) as { detail?: string }).detail]).toEqual([401, 'Google Analytics authentication has expired. Please reconnect your account.']);
      }, { timeout: 30_000, interval: 500 });
      const page = await openPage(app, { as: owner });
      await page.goto('/connections');
      await expect.poll(() => page.getByTestId('connection-ga4').getByTestId('connection-status').innerText()).toBe('Needs reconnecting');
      await shown(page);
      await expectAccessible(page);
      await close(page);
    });
  });
});

describe('accessibility sweep: registration in waitlist mode with verified addresses required', () => {
  let app: E2eApp;
  const admin = { email: 'ada.admin@platform.test', password: 'platform admin password' };
  let platformAdmin: Account;

  /** A waitlist entry approved by the platform admin: the path of the emailed registration link. */
  async function approvedPass(email: string, name: string): Promise<string> {
    await api(app, 'POST', '/waitlist', { body: { email, name } });
    const waitlist = (await api(app, 'GET', '/admin/waitlist', { as: platformAdmin })) as { entries: { id: string; email: string }[] };
    await api(app, 'PUT', `/admin/waitlist/${waitlist.entries.find((e) => e.email === email)!.id}/approve`, { as: platformAdmin });
    return mailedLink(app, email);
  }

  beforeAll(async () => {
    app = await startE2eApp({ admin, registration: { mode: 'waitlist', requireVerifiedEmail: true } });
    platformAdmin = await signIn(app, admin.email, 'System Admin', admin.password);
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('/admin/organizations with no organization yet', async () => {
    const page = await openPage(app, { as: platformAdmin });
    await page.goto('/admin/organizations');
    await page.getByText('No organizations yet').waitFor();
    await shown(page);
    await expectAccessible(page);
    await close(page);
  });

  it('/register refused, leading to the waitlist', async () => {
    const page = await openPage(app);
    await page.goto('/register');
    await page.getByLabel('Your name').fill('Linus Torvalds');
    await page.getByLabel('Email').fill('linus@kernel.test');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByLabel('Organization name').fill('Kernel Org');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('link', { name: 'Join the waitlist' }).waitFor();
    await expectAccessible(page);
    await close(page);
  });

  it('/register with an approved waitlist pass', async () => {
    const page = await openPage(app);
    await page.goto(await approvedPass('grace@cobol.test', 'Grace Hopper'));
    await page.getByText('Your place on the waitlist came up.').waitFor();
    await page.getByLabel('Your name').fill('Grace Hopper');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByLabel('Organization name').fill('Cobol Co');
    await shown(page);
    await expectAccessible(page);
    await close(page);
  });

  it('/login refused until the address is verified', async () => {
    const pass = new URL(await approvedPass('barbara@liskov.test', 'Barbara Liskov'), app.url).searchParams;
    await api(app, 'POST', '/register', { body: { email: 'barbara@liskov.test', password: PASSWORD, name: 'Barbara Liskov', org_name: 'Substitution Ltd', waitlist_token: pass.get('waitlist')! } });
    // The pass's link proved the address; the account is made unverified again in the database (no API does that).
    await app.server.database.db.updateTable('users').set({ email_verified_at: null }).where('email', '=', 'barbara@liskov.test').execute();
    const page = await openPage(app);
    await signInThroughPage(page, { email: 'barbara@liskov.test', password: PASSWORD });
    await page.getByRole('link', { name: 'Send me a new link' }).waitFor();
    await expectAccessible(page);
    await close(page);
  });

  it('/verify-email asking for a new link for an address not verified yet', async () => {
    const page = await openPage(app);
    await signInThroughPage(page, { email: 'barbara@liskov.test', password: PASSWORD });
    await page.getByRole('link', { name: 'Send me a new link' }).click();
    await expect.poll(() => page.getByTestId('verify-result').innerText()).toContain('Your email address is not verified yet.');
    await shown(page);
    await expectAccessible(page);
    await close(page);
  });
});
