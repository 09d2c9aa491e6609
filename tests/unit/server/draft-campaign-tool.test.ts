import { describe, expect, it } from 'vitest';
import { DraftCampaignTool } from '../../../core/server/outreach/draft-campaign-tool.ts';
import { DraftCampaignApplier } from '../../../core/server/outreach/draft-campaign-applier.ts';
import { connectedAccounts } from '../../support/connected-accounts.ts';
import type { LeadListRepository } from '../../../core/server/leads/lead-list-repository.ts';
import type { CreateCampaignDraft, CampaignDraftInput } from '../../../core/server/outreach/create-campaign-draft.ts';
import { ServerError } from '../../../core/server/errors.ts';

/**
 * R-OPEN-38: the `draft_campaign` write tool only proposes (what will be created where), and its applier
 * checks the model-written payload again before CreateCampaignDraft creates anything.
 */
const scope = { principal: { userId: 'u1', role: 'org_owner' as const, orgId: 'o1' }, orgId: 'o1', spaceId: 's1' };
const accounts = connectedAccounts([{ provider: 'instantly', status: 'connected' }]);
const lists = {
  find: async (spaceId: string, id: string) => (spaceId === 's1' && id === 'list-1' ? { id, name: 'Heads of marketing DE', leadCount: 50 } : null),
} as unknown as LeadListRepository;

describe('draft_campaign', () => {
  it('proposes the draft with its name, steps and leads, and creates nothing', async () => {
    const tool = new DraftCampaignTool(accounts, lists);
    expect(await tool.available(scope)).toBe(true);
    const outcome = await tool.run(scope, {
      name: 'Q3 launch',
      steps: [{ subject: 'Hello {{firstName}}', body: 'Hi {{firstName}}' }, { subject: 'Following up', body: 'Any thoughts?', delay_days: 3 }],
      lead_list_id: 'list-1',
    });
    expect(outcome.proposal).toEqual({
      action: 'draft_campaign',
      title: 'Create an Instantly campaign draft',
      target: 'Instantly',
      details: ['Name: Q3 launch', 'Step 1: Hello {{firstName}}', 'Step 2 (after 3 days): Following up', "Leads: from list 'Heads of marketing DE' (50)"],
      payload: {
        name: 'Q3 launch',
        steps: [{ subject: 'Hello {{firstName}}', body: 'Hi {{firstName}}', delay_days: 0 }, { subject: 'Following up', body: 'Any thoughts?', delay_days: 3 }],
        lead_list_id: 'list-1',
      },
    });
    const foreign = await tool.run(scope, { name: 'X', steps: [{ subject: 's', body: 'b' }], lead_list_id: 'list-of-another-space' });
    expect(foreign.proposal).toBeUndefined();
    expect(foreign.text).toBe('The campaign draft cannot be proposed: that lead list was not found in this space.');
    expect((await tool.run(scope, { name: '', steps: [] })).proposal).toBeUndefined();
  });

  it('applies a proposal only after checking its payload again', async () => {
    const calls: CampaignDraftInput[] = [];
    const create = {
      execute: async (_p: unknown, _s: string, input: CampaignDraftInput) => {
        calls.push(input);
        return { campaign: { id: 'c1', name: input.name }, leads_added: 2, leads_skipped: 0, skipped: { without_email: 0, already_in_campaign: 0, in_other_campaign: 0, blocklisted: 0, invalid_email: 0 } };
      },
    } as unknown as CreateCampaignDraft;
    const applier = new DraftCampaignApplier(create);
    const applied = await applier.apply(scope.principal, 's1', { name: 'Q3 launch', steps: [{ subject: 'Hi {{firstName}}', body: 'Hello', delay_days: 0 }], lead_list_id: 'list-1' });
    expect(applied).toEqual({ summary: "Draft campaign 'Q3 launch' created in Instantly with 2 leads", externalId: 'c1', link: '/instantly/campaigns' });
    expect(calls).toEqual([{ name: 'Q3 launch', steps: [{ subject: 'Hi {{firstName}}', body: 'Hello', delayDays: 0 }], leadListId: 'list-1' }]);
    await expect(applier.apply(scope.principal, 's1', { name: 'Tampered', steps: [{ subject: '', body: 'x' }] })).rejects.toBeInstanceOf(ServerError);
    await expect(applier.apply(scope.principal, 's1', { name: 'Tampered', steps: 'all of them' })).rejects.toBeInstanceOf(ServerError);
    expect(calls).toHaveLength(1);
  });
});
