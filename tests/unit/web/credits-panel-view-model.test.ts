import { describe, expect, it } from 'vitest';
import { clientHarness, OWNER } from '../../support/client-harness.ts';
import { ok } from '../../support/scripted-http.ts';
import { UserProfileStore } from '../../../core/client/user/user-profile-store.ts';
import { CreditsPanelViewModel } from '../../../web/shell/credits-panel.view-model.ts';

const PLAN = { id: 'plan_free', type: 'free', name: 'Free', is_active: true, days_left: 20, expires_at: '2026-06-21T00:00:00.000Z' };

async function panelFor(role: 'org_owner' | 'org_member', credits = { used: 0, total: 500 }) {
  const h = clientHarness().serveSignIn({ ...OWNER, role });
  let balance = credits;
  h.http.on('GET', '/billing/plan', ok(PLAN));
  h.http.on('GET', '/billing/credits', () => ok({ ...balance, remaining: balance.total - balance.used, reset_date: null, last_updated: null }));
  await h.auth.login({ email: OWNER.email, password: 'pw' });
  const panel = new CreditsPanelViewModel(h.get(UserProfileStore), { role });
  await panel.load();
  return { h, panel, setBalance: (next: { used: number; total: number }) => void (balance = next) };
}

const creditCalls = (h: ReturnType<typeof clientHarness>) => h.http.paths().filter((p) => p === 'GET /billing/credits').length;

describe('the sidebar credits panel (spec 2.3, 4.2)', () => {
  it('R-USER-07 refreshes in the background when the page is shown again, at most once a minute', async () => {
    const { h, panel, setBalance } = await panelFor('org_owner');
    expect(panel.reading?.usedOfTotal).toBe('0/500');
    setBalance({ used: 120, total: 500 });

    h.clock.advance(30_000);
    await panel.pageShown();
    expect(creditCalls(h)).toBe(1);
    expect(panel.reading?.usedOfTotal).toBe('0/500');

    h.clock.advance(30_000);
    await panel.pageShown();
    expect(creditCalls(h)).toBe(2);
    expect(panel.reading?.usedOfTotal).toBe('120/500');
  });

  it('a plain member has no panel and nothing refreshes for it', async () => {
    const { h, panel } = await panelFor('org_member');
    h.clock.advance(120_000);
    await panel.pageShown();
    expect(creditCalls(h)).toBe(0);
  });
});

describe('credits read one way', () => {
  it('the panel reads used of the total, labelled, as the Dashboard does', async () => {
    const { panel } = await panelFor('org_owner', { used: 1250, total: 5000 });
    expect(panel.amountText).toBe('1.3K/5K credits used');
    expect(panel.reading).toMatchObject({ percent: 25, colour: 'green', pulse: false });
  });

  it('keeps the spec gauge thresholds: yellow from 75 %, red from 85 %, a pulse above 75 %', async () => {
    expect((await panelFor('org_owner', { used: 375, total: 500 })).panel.reading).toMatchObject({ colour: 'yellow', pulse: false });
    expect((await panelFor('org_owner', { used: 380, total: 500 })).panel.reading).toMatchObject({ colour: 'yellow', pulse: true });
    expect((await panelFor('org_owner', { used: 425, total: 500 })).panel.reading).toMatchObject({ colour: 'red', pulse: true });
  });
});

describe('over the credit limit (spec 4.3)', () => {
  it('R-PLAN-06 R-PLAN-07 R-SIDEBAR-20 the collapsed gauge names its percentage and the reading, credits running low from 80 % used, and the limit once used reaches the total, not before', async () => {
    expect((await panelFor('org_owner', { used: 399, total: 500 })).panel.gaugeLabel).toBe('80% · 399/500 credits used');
    expect((await panelFor('org_owner', { used: 400, total: 500 })).panel.gaugeLabel).toBe('80% · 400/500 credits used · Credits running low');
    const below = await panelFor('org_owner', { used: 495, total: 500 });
    expect(below.panel.reading?.overLimit).toBe(false);
    expect(below.panel.gaugeLabel).toBe('99% · 495/500 credits used · Credits running low');

    const at = await panelFor('org_owner', { used: 500, total: 500 });
    expect(at.panel.reading?.overLimit).toBe(true);
    expect(at.panel.gaugeLabel).toBe('100% · 500/500 credits used · Credit limit reached');

    const over = await panelFor('org_owner', { used: 520, total: 500 });
    expect(over.panel.gaugeLabel).toBe('104% · 520/500 credits used · Credit limit reached');
  });
});
