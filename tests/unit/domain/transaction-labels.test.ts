import { describe, expect, it } from 'vitest';
import { featureLabel, transactionLabel, transactionSpender } from '../../../core/domain/billing/transaction-labels.ts';

describe('transaction labels', () => {
  it('names each feature in words', () => {
    expect(featureLabel('ai_agents')).toBe('AI agents');
    expect(featureLabel('knowledge_base')).toBe('Knowledge base');
    expect(featureLabel('creative_assets')).toBe('Creative assets');
    expect(featureLabel('plan_change')).toBe('Plan change');
    expect(featureLabel('plan_allowance')).toBe('Plan credits');
    expect(featureLabel('period_reset')).toBe('New credit period');
    expect(featureLabel('credit_purchase')).toBe('Credit purchase');
    expect(featureLabel('credit_addition')).toBe('Credits added');
    expect(featureLabel('admin_grant')).toBe('Credits granted by support');
    expect(featureLabel('some_new_thing')).toBe('Some new thing');
    expect(featureLabel('')).toBe('Other');
  });

  it('an agent run names the agent by its display name, and its refund says so', () => {
    expect(transactionLabel({ feature: 'ai_agents', transaction_type: 'debit', agent_name: 'email-agent' })).toBe('Email Agent run');
    expect(transactionLabel({ feature: 'ai_agents', transaction_type: 'debit', agent_name: 'cmo' })).toBe('CMO Agent run');
    expect(transactionLabel({ feature: 'ai_agents', transaction_type: 'credit', agent_name: 'cmo' })).toBe('Refund: CMO Agent run');
    expect(transactionLabel({ feature: 'ai_agents', transaction_type: 'debit', agent_name: 'future-agent' })).toBe('Future Agent run');
    expect(transactionLabel({ feature: 'ai_agents', transaction_type: 'debit', agent_name: null })).toBe('AI agents');
    expect(transactionLabel({ feature: 'knowledge_base', transaction_type: 'debit' })).toBe('Knowledge base');
  });

  it('bookkeeping rows read as what happened', () => {
    expect(transactionLabel({ feature: 'plan_change', transaction_type: 'credit' })).toBe('Plan change');
    expect(transactionLabel({ feature: 'plan_change', transaction_type: 'debit' })).toBe('Plan change: unused credits lapsed');
    expect(transactionLabel({ feature: 'period_reset', transaction_type: 'debit' })).toBe('New credit period: unused credits lapsed');
    expect(transactionLabel({ feature: 'period_reset', transaction_type: 'credit' })).toBe('New credit period');
    expect(transactionLabel({ feature: 'credit_purchase', transaction_type: 'credit' })).toBe('Credit purchase');
    expect(transactionLabel({ feature: 'admin_grant', transaction_type: 'credit' })).toBe('Credits granted by support');
  });

  it('who spent: the name, else the email, else nobody', () => {
    expect(transactionSpender({ user_name: 'Ada Lovelace', user_email: 'ada@acme.io' })).toBe('Ada Lovelace');
    expect(transactionSpender({ user_name: '  ', user_email: 'ada@acme.io' })).toBe('ada@acme.io');
    expect(transactionSpender({ user_name: null, user_email: null })).toBe('');
    expect(transactionSpender({})).toBe('');
  });
});
