import { afterAll, beforeAll, expect, vi } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { GHOST_SANDBOX_KEY } from '../../../adapters/server/integrations/sandbox/ghost-sandbox.ts';
import { park, seriousA11yViolations, settled, startE2eApp, storeOnce, withErrorsLogged, type E2eApp } from './e2e-app.ts';

/**
 * The accessibility sweep's set-up, shared by its files (accessibility-*.e2e.test.ts): axe finds nothing serious or
 * critical on any route of the route table, at 1280 and at 390 px, opened by the person it is for, nor in the states
 * that matter most. The sweep is split into files so that the browser tests' workers share it out; each file starts
 * its own server with the same data (`useSweep`).
 *
 * One server with the integrations' sandbox holds the data the pages show, set up through the API: an owner's
 * space with a document, a brand voice, chats with each kind of answer, every tool connected; a second owner with
 * nothing yet; a member; platform staff. Each test opens a page of its own, so the tests of a block can run side by
 * side.
 */

export const PASSWORD = 'correct horse battery';
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };
export type Viewport = typeof DESKTOP;
export const EMAIL = 'Subject: A calmer Monday for {{firstName}}\nHi {{firstName}},\n\nZephyr plans your marketing week in five minutes. Want to see how?\n\nBest,\nZoe';
const PLAN = `# Launch plan\n\nThe **Quillbright** kettle launches in March with a tasting tour for baristas.\n\n## Pricing\n\nEach kettle costs forty euros.\n`;

/** An account and what the sweep needs to act as it through the API. */
export interface Account {
  name: string;
  email: string;
  password: string;
  token: string;
  spaceId: string | null;
}

export interface Answer {
  id: string;
  content: string;
  artifacts: { id: string; filename?: string }[];
}

/** Calls the API as `account` (its token and space), or anonymously. */
export async function api(app: E2eApp, method: string, path: string, options: { as?: Account; body?: unknown; form?: FormData; spaceId?: string; again?: boolean } = {}): Promise<any> {
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

export async function signIn(app: E2eApp, email: string, name = '', password = PASSWORD): Promise<Account> {
  const login = await api(app, 'POST', '/login', { body: { email, password } });
  const account: Account = { name: name || login.user.name, email, password, token: login.access_token, spaceId: null };
  if (login.user.org_id) account.spaceId = ((await api(app, 'GET', '/spaces/', { as: account })) as { id: string }[])[0]?.id ?? null;
  return account;
}

export async function register(app: E2eApp, name: string, email: string, org: string, extra: Record<string, string> = {}): Promise<Account> {
  await api(app, 'POST', '/register', { body: { email, password: PASSWORD, name, org_name: org, ...extra } });
  return signIn(app, email, name);
}

/** The newest link mailed to `email` (the server keeps mail in its outbox without SMTP). */
export async function mailedLink(app: E2eApp, email: string, subject?: string): Promise<string> {
  let query = app.server.database.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', email);
  if (subject) query = query.where('subject', '=', subject);
  const mail = await query.orderBy('created_at', 'desc').executeTakeFirst();
  if (!mail) throw new Error(`no mail to ${email}`);
  const link = new URL(mail.link ?? /https?:\/\/\S+/.exec(mail.body)![0]);
  return `${link.pathname}${link.search}`;
}

/** Sends a message to an agent and waits for its answer (with its files, for agents that make them). */
export async function ask(app: E2eApp, as: Account, slug: string, message: string, extra: Record<string, unknown> = {}, files = false): Promise<{ session: string; answer: Answer }> {
  const sent = await api(app, 'POST', `/agents/${slug}/messages/async`, { as, body: { message, ...extra } });
  const session = sent.session_id as string;
  const answer = await answerIn(app, as, session, (m) => !files || m.artifacts.length > 0);
  return { session, answer };
}

/** The newest completed answer of a session that `accept` takes, once there is one (not one of `after`). */
export async function answerIn(app: E2eApp, as: Account, session: string, accept: (answer: Answer) => boolean = () => true, after: string[] = []): Promise<Answer> {
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

/**
 * A page signed in as `as` (a session of its own, stored as the app stores one), the guided tour marked done unless
 * `tour`. It shares a context with the person's other pages at that width (`E2eApp.share`), unless it stores
 * something of its own (`storage`, `dark`, `tour`) or changes what the browser stores (`own`). What is stored is
 * stored once: later loads keep what the app changed. A shared page may be one an earlier test handed back: load an
 * address first. `park` it when done.
 */
export async function openPage(app: E2eApp, options: { as?: Account; viewport?: Viewport; dark?: boolean; tour?: boolean; storage?: Record<string, string>; own?: boolean } = {}): Promise<Page> {
  const viewport = options.viewport ?? DESKTOP;
  const open = () => newContext(app, options, viewport);
  if (options.storage || options.dark || options.tour || options.own) return withErrorsLogged(await (await open()).newPage());
  return app.share(`${options.as?.email ?? 'visitor'} ${viewport.width}`, open);
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
  await storeOnce(context, stored);
  return context;
}

/**
 * Waits until the page shows what it has loaded: its main region, no spinner or busy region in sight (a tab not
 * shown may wait to load), no overlay moving. A state's test waits for that state first; a route's test also waits
 * for the network to go quiet (`visit`), as it knows nothing of the page.
 */
export async function shown(page: Page): Promise<void> {
  await page.locator('main').first().waitFor();
  await page.waitForFunction(() => [...document.querySelectorAll('.bp6-spinner, [aria-busy="true"]')].every((el) => !el.checkVisibility()));
  await settled(page);
}

export async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousA11yViolations(page), `axe on ${new URL(page.url()).pathname}${new URL(page.url()).search}`).toEqual([]);
}

/*
 * The sweep's server and the people and chats on it, set by the hooks `useSweep` registers, before a file's first
 * test. (Bindings a file imports, so its tests read them as the one-file sweep read its own variables.)
 */
export let app: E2eApp;
export const admin = { email: 'root@platform.test', password: 'a long admin password' };
/** The owner of the space with data. */
export let owner: Account;
/** An owner who has done nothing yet. */
export let fresh: Account;
export let member: Account;
export let platformAdmin: Account;
export let supportAdmin: Account;
/** An owner whose space changes (spaces created, deleted). */
export let spaces: Account;
/** An owner on the Free plan with one step of "Get started" done; another upgraded to Pro. */
export let plans: Account;
export let pro: Account;
export const sessions = { email: '', creative: '', seo: '', brandVoice: '', proposal: '', versions: '' };
export let emailAnswer: Answer;
/** Where the fake Google answers, once Google Analytics was connected through it. */
export let googleOrigin = '';
export const pendingInvite = 'ben@partners.test';
export const waiting = { name: 'Charles Babbage', email: 'charles@difference.test' };

/** Starts the sweep's server with its data before the calling file's tests, and stops it after them. */
export function useSweep(): void {
  beforeAll(async () => {
    // The sweep keeps a signed-in context per account for the whole file, which outlasts the 15-minute access token on
    // a slow machine (over 30 minutes beside the other files); an hour keeps its pages signed in. Refresh and expiry
    // have tests of their own.
    app = await startE2eApp({ admin, integrations: { sandbox: true }, offlineEnginePaceMs: 5, accessTokenTtlSeconds: 3600 });
    platformAdmin = await signIn(app, admin.email, 'System Admin', admin.password);
    owner = await register(app, 'Olga Wolkenstein-Hohenberg', 'olga@sweep-co.test', 'Sweep Co');
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
    const answers = Object.fromEntries((profile.questions as { id: string; options?: string[]; format?: string }[]).map((q) => [q.id, q.options?.[0] ?? (q.format === 'web-address' ? 'grinders.example' : `Answer to ${q.id}`)]));
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
    await park(page);
    await api(app, 'PUT', '/integrations/ga4/properties', { as: owner, body: { linked: ['300001'], selected: '300001' } });
  }, 240_000);

  afterAll(async () => {
    await app?.stop();
  });
}

/** Through Google's consent page and back to /ga4-setup, where the properties are chosen. */
export async function connectGoogleAnalytics(page: Page): Promise<void> {
  await page.goto('/ga4-setup');
  await page.getByRole('button', { name: 'Connect with Google' }).click();
  await page.waitForURL((url) => url.pathname === '/o/oauth2/v2/auth');
  googleOrigin = new URL(page.url()).origin;
  await page.getByRole('button', { name: 'Allow' }).click();
  await page.waitForURL((url) => url.pathname === '/ga4-setup');
  await page.getByText('Google Analytics is connected. Choose the properties this space reports on.').waitFor();
}
