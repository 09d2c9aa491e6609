import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, api, signIn, mailedLink, openPage, shown, expectAccessible, type Account } from './support/accessibility-sweep.ts';
import { park, signInThroughPage, startE2eApp, type E2eApp } from './support/e2e-app.ts';

/**
 * The accessibility sweep (support/accessibility-sweep.ts), on a server in waitlist mode with verified addresses
 * required: axe finds nothing serious or critical on the pages only that mode shows.
 */
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
    await park(page);
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
    await park(page);
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
    await park(page);
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
    await park(page);
  });

  it('/verify-email asking for a new link for an address not verified yet', async () => {
    const page = await openPage(app);
    await signInThroughPage(page, { email: 'barbara@liskov.test', password: PASSWORD });
    await page.getByRole('link', { name: 'Send me a new link' }).click();
    await expect.poll(() => page.getByTestId('verify-result').innerText()).toContain('Your email address is not verified yet.');
    await shown(page);
    await expectAccessible(page);
    await park(page);
  });
});
