import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OfflineAgentActions } from '../../../core/server/agents/actions/offline-agent-actions.ts';
import type { AgentToolSource } from '../../../core/server/agents/actions/agent-tool-source.ts';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';
import type { AgentContext } from '../../../core/server/agents/tools/agent-context.ts';
import { LeadSearchTool } from '../../../core/server/leads/lead-search-tool.ts';
import { SearchLeads } from '../../../core/server/leads/search-leads.ts';
import { DraftCampaignTool } from '../../../core/server/outreach/draft-campaign-tool.ts';
import { connectedAccounts } from '../../support/connected-accounts.ts';
import type { ConnectionRecord } from '../../../core/server/integrations/connection-repository.ts';
import type { CheckSpaceAccess } from '../../../core/server/spaces/check-space-access.ts';
import type { LeadListRepository } from '../../../core/server/leads/lead-list-repository.ts';
import type { Principal } from '../../../core/server/auth/principal.ts';
import { ApolloLeadSearch } from '../../../adapters/server/leads/apollo-lead-search.ts';
import { startApolloSandbox, type ApolloSandbox } from '../../../adapters/server/integrations/sandbox/apollo-sandbox.ts';

/**
 * The CMO's lead step as the chat's offline engine runs it: the CMO catalogue's answer, then OfflineAgentActions
 * calling the real `lead_search` tool (SearchLeads and the Apollo adapter) against Apollo's contract fake on
 * loopback. A search that finds nobody says which criteria it searched with and how to widen them, with no empty
 * table and no card; one person reads as one person, never "1 people".
 */
const principal = { userId: 'u1', orgId: 'o1', role: 'org_owner' } as Principal;
const scope = { principal, orgId: 'o1', spaceId: 'sp1' };
const KEY = 'sandbox-cmo-lead-step-0123456789';
const connection = (provider: string) => ({ id: `c-${provider}`, provider, status: 'connected', statusReason: null, accountLabel: provider, settings: {}, sealedSecret: 'sealed' }) as unknown as ConnectionRecord;

/** Apollo and Instantly connected to the space; the Apollo key opened as the connection would open it. */
const accounts = connectedAccounts([connection('apollo'), connection('instantly')], KEY);
const spaceAccess = { execute: async () => ({ id: 'sp1' }) } as unknown as CheckSpaceAccess;

let apollo: ApolloSandbox;
let acting: OfflineAgentActions;

beforeAll(async () => {
  apollo = await startApolloSandbox();
  const search = new LeadSearchTool(new SearchLeads(spaceAccess, accounts, new ApolloLeadSearch(apollo.url, true)), accounts);
  const source: AgentToolSource = { toolsFor: async () => [search, new DraftCampaignTool(accounts, {} as LeadListRepository)] };
  acting = new OfflineAgentActions([source], accounts);
});
afterAll(async () => {
  await apollo?.close();
});

const PROFILE = { business_name: 'Zephyr', offer_main: 'a weekly planner for marketing teams', business_description: 'Zephyr plans a marketing week in five minutes.' };
const EMAIL = 'Subject: Your week, planned, {{firstName}}\nHi {{firstName}},\n\nZephyr plans your marketing week in five minutes.\n\nBest,\nZoe';

function context(message: string): AgentContext {
  return { message, mode: 'balanced', profile: PROFILE, brandVoice: null, spaceName: 'Zephyr', sources: [], referenced: [] };
}

/** The CMO's answer to the request with the acting step's section appended, as the chat's run joins them. */
async function ask(request: string) {
  const message = `${request}\n${EMAIL}`;
  const answer = catalogueAnswer('cmo', context(message), null);
  const acted = (await acting.run('cmo', message, answer, scope))!;
  return { ...acted, draft: `${answer.draft}\n\n${acted.section}` };
}

describe('the CMO lead step (R-OPEN-39)', () => {
  it('R-OPEN-39 Apollo finding nobody: the answer names the criteria searched, says how to widen them, and shows no empty table or card', async () => {
    const outcome = await ask('Find heads of marketing at 50-200 person SaaS companies in Iceland and draft a campaign from this email');
    expect(outcome.section).toBe(
      '## In your connected tools\n\nApollo found nobody matching these filters (Head of Marketing, 50–200 employees, SaaS, Iceland). To widen the search, drop the company size, the industry or the location, or try a broader job title.',
    );
    expect(outcome.steps).toEqual([{ tool: 'lead_search', summary: 'nobody found' }]);
    expect(outcome.proposals).toEqual([]);
    expect(outcome.draft).not.toMatch(/Apollo found 0|the first 0|\| Name \| Title \|/);
  });

  it('R-OPEN-39 one person found reads as one person, in the step, the answer and the card', async () => {
    const outcome = await ask('Find heads of sales at 11-50 person retail companies in Paris and draft a campaign from this email');
    expect(outcome.steps[0]).toEqual({ tool: 'lead_search', summary: '1 person found' });
    expect(outcome.section).toContain('I found 1 person with Apollo (Head of Sales, 11–50 employees, retail, Paris) and prepared one action:');
    expect(outcome.proposals[0]!.details.slice(0, 3)).toEqual([
      'Leads: 1 found by Apollo (Head of Sales, 11–50 employees, retail, Paris)',
      "Lead list: 'Head of Sales (Paris)' (new, in this space)",
      'Reveal emails: spends up to 1 Apollo credit',
    ]);
    expect(outcome.draft).not.toMatch(/\b1 people\b|\b1 credits\b/);
  });

  it('R-OPEN-39 the lead_search tool says "1 person" when Apollo finds one, and "the first N" only when it shows fewer than it found', async () => {
    const tool = new LeadSearchTool(new SearchLeads(spaceAccess, accounts, new ApolloLeadSearch(apollo.url, true)), accounts);
    const one = await tool.run(scope, { titles: ['Head of Sales'], company_sizes: ['11,50'], industries: ['retail'], locations: ['Paris'] });
    expect(one.text.split('\n')[0]).toBe('Apollo found 1 person:');
    const few = await tool.run(scope, { titles: ['Head of Sales'], company_sizes: ['11,50'], industries: ['retail'] });
    expect(few.text.split('\n')[0]).toBe('Apollo found 6 people:');
    const more = await tool.run(scope, { titles: ['Head of Sales'], company_sizes: ['11,50'], industries: ['retail'], limit: 2 });
    expect(more.text.split('\n')[0]).toBe('Apollo found 6 people; the first 2:');
  });
});
