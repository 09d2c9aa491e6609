import { describe, expect, it } from 'vitest';
import type { CreditsStore } from '../../../core/client/credits/credits-store.ts';
import type { CreditTransaction } from '../../../core/domain/billing.ts';
import { CreditsViewModel } from '../../../web/view-models/credits.view-model.ts';

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

describe('the Credits screen transactions table (issue 17)', () => {
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
});
