import { describe, expect, it, vi } from 'vitest';
import type { CreditsStore } from '../../../core/client/credits/credits-store.ts';
import type { CreditTransaction } from '../../../core/domain/billing/billing.ts';
import { CreditsViewModel } from '../../../web/credits/credits.view-model.ts';
import { CreditsStore as CreditsStoreClass } from '../../../core/client/credits/credits-store.ts';
import { clientHarness } from '../../support/client-harness.ts';
import { ok } from '../../support/scripted-http.ts';

const rows: CreditTransaction[] = [
  { transaction_id: 't2', credits: 30, feature: 'ai_agents', activity: 'Refund: cancelled cmo run', transaction_type: 'credit', agent_name: 'cmo', status: 'completed', user_name: 'Mia Member', user_email: 'mia@acme.io' },
  { transaction_id: 't1', credits: 30, feature: 'ai_agents', activity: 'Write a launch email', transaction_type: 'debit', agent_name: 'email-agent', status: 'completed', user_name: null, user_email: 'mia@acme.io' },
  { transaction_id: 't0', credits: 5000, feature: 'plan_change', activity: 'Pro Plan credits', transaction_type: 'credit', status: 'completed', user_name: null, user_email: null },
];

function viewModel(role: 'org_owner' | 'org_member') {
  const store = {
    fetchTransactions: async () => ({ transactions: rows, total: rows.length, has_more: false }),
  } as unknown as CreditsStore;
  return new CreditsViewModel(store, { role });
}

describe('the Credits screen transactions table', () => {
  it('reads in words, names the agent and, for an owner, who spent', async () => {
    const vm = viewModel('org_owner');
    await vm.loadTransactions();
    expect(vm.showsSpender).toBe(true);
    expect(vm.transactionRows.map((r) => [r.label, r.spender, r.amount])).toEqual([
      ['Refund: CMO Agent run', 'Mia Member', '+30'],
      ['Email Agent run', 'mia@acme.io', '-30'],
      ['Plan change', '', '+5K'],
    ]);
  });

  it('a plain member gets no "By" column (the server sends only their own rows)', () => {
    expect(viewModel('org_member').showsSpender).toBe(false);
  });

  it('usage by feature names the feature', () => {
    const vm = viewModel('org_owner');
    vm.usage = { total_credits_used: 40, breakdown: [{ feature: 'ai_agents', credits: 40, percentage: 100 }] };
    expect(vm.usageRows).toEqual([{ feature: 'ai_agents', label: 'AI agents', credits: '40', percentage: 100 }]);
  });

  it('Next reads the page after the cursor the server gave, Previous the page again from its own; a filter starts again from the first page', async () => {
    const h = clientHarness().serveSignIn();
    await h.auth.login({ email: 'owner@acme.io', password: 'pw' });
    const page = (n: number) => rows.map((r) => ({ ...r, transaction_id: `${r.transaction_id}-${n}` }));
    h.http
      .on('GET', '/billing/credits/transactions?limit=10&offset=0', ok({ transactions: page(1), total: 25, has_more: true, next_cursor: 'k10' }))
      .on('GET', '/billing/credits/transactions?limit=10&cursor=k10', ok({ transactions: page(2), has_more: true, next_cursor: 'k20' }))
      .on('GET', '/billing/credits/transactions?limit=10&cursor=k20', ok({ transactions: page(3), has_more: false, next_cursor: null }))
      .on('GET', '/billing/credits/transactions?limit=10&offset=0&feature=ai_agents', ok({ transactions: page(4), total: 3, has_more: false, next_cursor: null }));
    const vm = new CreditsViewModel(h.get(CreditsStoreClass), { role: 'org_owner' });
    await vm.loadTransactions();
    vm.nextPage();
    await vi.waitFor(() => expect(vm.transactions[0]!.transaction_id).toBe('t2-2'));
    expect([vm.page + 1, vm.pageCount, vm.total, vm.hasMore]).toEqual([2, 3, 25, true]);
    vm.nextPage();
    await vi.waitFor(() => expect(vm.transactions[0]!.transaction_id).toBe('t2-3'));
    expect([vm.page + 1, vm.hasMore, vm.hasPrevious]).toEqual([3, false, true]);
    vm.previousPage();
    await vi.waitFor(() => expect(vm.transactions[0]!.transaction_id).toBe('t2-2'));
    vm.setFeature('ai_agents');
    await vi.waitFor(() => expect(vm.transactions[0]!.transaction_id).toBe('t2-4'));
    expect([vm.page + 1, vm.pageCount, vm.total]).toEqual([1, 1, 3]);
    const asked = h.http.requests.map((r) => new URL(r.url, 'http://x')).filter((u) => u.pathname.endsWith('/billing/credits/transactions')).map((u) => u.search);
    expect(asked).toEqual(['?limit=10&offset=0', '?limit=10&cursor=k10', '?limit=10&cursor=k20', '?limit=10&cursor=k10', '?limit=10&offset=0&feature=ai_agents']);
  });
});
