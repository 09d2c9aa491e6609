import { describe, expect, it, vi } from 'vitest';
import { OfflineAgentActions } from '../../../core/server/agents/actions/offline-agent-actions.ts';
import type { AgentToolSource } from '../../../core/server/agents/actions/agent-tool-source.ts';
import { PublishDraftTool } from '../../../core/server/publishing/publish-draft-tool.ts';
import { DraftCampaignTool } from '../../../core/server/outreach/draft-campaign-tool.ts';
import { connectedAccounts } from '../../support/connected-accounts.ts';
import type { ConnectionRecord } from '../../../core/server/integrations/connection-repository.ts';
import type { LeadListRepository } from '../../../core/server/leads/lead-list-repository.ts';
import type { IntegrationTool } from '../../../core/server/integrations/actions/integration-tool.ts';
import type { Principal } from '../../../core/server/auth/principal.ts';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';
import { runPipeline } from '../../../core/server/agents/pipelines/run-pipeline.ts';
import type { AgentContext } from '../../../core/server/agents/tools/agent-context.ts';

/**
 * Cards only from deliverables: the offline engine's acting proposes a card (an article for WordPress, an email
 * for Instantly) only when that deliverable was produced, and an error text never becomes its title or body. The
 * catalogue engine runs here with a stand-in task in place of the agent's catalogue, which other work fills: it
 * writes an article from the space's facts, or, when the profile does not say what the company sells, no
 * article and a line saying why, as a task that cannot do its work does.
 */
vi.mock('../../../core/server/agents/tasks/catalogue.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../core/server/agents/tasks/catalogue.ts')>();
  const { standInTasks } = await import('../../support/stand-in-tasks.ts');
  return { ...original, tasksOf: (agent: Parameters<typeof original.tasksOf>[0]) => standInTasks[agent] ?? original.tasksOf(agent) };
});

const principal = { userId: 'u1', orgId: 'o1', role: 'org_owner' } as Principal;
const scope = { principal, orgId: 'o1', spaceId: 'sp1' };
const wordpress = { provider: 'wordpress', status: 'connected', accountLabel: 'Acme Blog (blog.acme.test)', settings: { site: { url: 'https://blog.acme.test', username: 'ed' } } } as unknown as ConnectionRecord;
const instantly = { provider: 'instantly', status: 'connected', accountLabel: 'Instantly', settings: {} } as unknown as ConnectionRecord;

const accounts = connectedAccounts;

/** The acting the server runs, with WordPress and Instantly connected to the space. */
function acting(): OfflineAgentActions {
  const connected = accounts([wordpress, instantly]);
  const tools: IntegrationTool[] = [new PublishDraftTool(connected), new DraftCampaignTool(connected, {} as LeadListRepository)];
  const source: AgentToolSource = { toolsFor: async () => tools };
  return new OfflineAgentActions([source], connected);
}

const PROFILE = { business_name: 'Harbour Roasters', offer_main: 'a weekly coffee subscription for offices', business_description: 'We roast beans every Monday and deliver them by Wednesday.' };

function context(message: string, profile: Record<string, string> = PROFILE): AgentContext {
  return { message, mode: 'balanced', profile, brandVoice: null, spaceName: 'Harbour', sources: [], referenced: [] };
}

const NO_ARTICLE = '## In your connected tools\n\nNo article was written here, so nothing was prepared for WordPress. To send an article you have, paste it below your first line (its first heading becomes the title).';

describe('cards only from deliverables (R-PROD-02)', () => {
  it('R-PROD-02 "write an article and publish it to WordPress": the card carries the article the engine wrote, its title and its body', async () => {
    const request = 'Write an article about our subscription and publish it to WordPress';
    const answer = catalogueAnswer('seo-agent', context(request), null)!;
    const outcome = (await acting().run('seo-agent', request, answer, scope))!;
    expect(outcome.proposals).toEqual([{
      action: 'publish_draft',
      title: 'Send to WordPress as draft',
      target: 'WordPress: blog.acme.test',
      details: ['Title: Harbour Roasters: a weekly coffee subscription for offices', 'Length: 18 words'],
      payload: { site: 'wordpress', title: 'Harbour Roasters: a weekly coffee subscription for offices', markdown: '# Harbour Roasters: a weekly coffee subscription for offices\n\nWe roast beans every Monday and deliver them by Wednesday.', categories: [], tags: [] },
    }]);
    expect(outcome.section).toContain('Nothing is created until you apply the card below.');
  });

  it('R-PROD-02 no card when no article was written: the answer says nothing was prepared, and its error text is never a title or body', async () => {
    const request = 'Write an article about our subscription and publish it to WordPress';
    const answer = catalogueAnswer('seo-agent', context(request, { business_name: 'Harbour Roasters' }), null)!;
    expect(answer.draft).toContain('I could not write the article');
    const outcome = (await acting().run('seo-agent', request, answer, scope))!;
    expect(outcome.proposals).toEqual([]);
    expect(outcome.section).toBe(NO_ARTICLE);
    expect(outcome.steps).toEqual([{ tool: 'publish_draft', summary: 'no article to send' }]);
  });

  it('R-PROD-02 an article pasted below "send this to WordPress" is what the card sends, whether or not the engine wrote one', async () => {
    const request = `Send this to WordPress as a draft\n# Choosing a coffee grinder\n\n${'Burr grinders give an even grind, and an even grind gives a better cup. '.repeat(4)}`;
    for (const profile of [PROFILE, { business_name: 'Harbour Roasters' }]) {
      const answer = catalogueAnswer('seo-agent', context(request, profile), null)!;
      const [card] = (await acting().run('seo-agent', request, answer, scope))!.proposals;
      expect(card!.details[0]).toBe('Title: Choosing a coffee grinder');
      expect(card!.payload.markdown).toMatch(/^# Choosing a coffee grinder\n\nBurr grinders/);
    }
  });

  it('R-PROD-02 the Instantly card carries the email the engine wrote, and none is proposed without one', async () => {
    const request = 'Write a launch email for our subscription and create an Instantly campaign draft from it';
    const written = catalogueAnswer('email-agent', context(request), null)!;
    const [card] = (await acting().run('email-agent', request, written, scope))!.proposals;
    expect(card).toMatchObject({ action: 'draft_campaign', payload: { name: 'Meet a weekly coffee subscription for offices', steps: [{ subject: 'Meet a weekly coffee subscription for offices', body: 'Hi {{firstName}},\n\nWe roast beans every Monday and deliver them by Wednesday.', delay_days: 0 }] } });

    const unwritten = catalogueAnswer('email-agent', context(request, { business_name: 'Harbour Roasters' }), null)!;
    const outcome = (await acting().run('email-agent', request, unwritten, scope))!;
    expect(outcome.proposals).toEqual([]);
    expect(outcome.section).toBe('## In your connected tools\n\nI found no email to put in a campaign: paste it with a "Subject:" line, or ask me to write one first.');
  });

  it('R-PROD-02 an older pipeline proposes no card from an answer that holds no article (its "no page" note is never a title)', async () => {
    const request = 'Write an article and publish it to WordPress';
    const answer = runPipeline('seo-agent', context(request));
    expect(answer.draft).toMatch(/^I did not get a page to audit/);
    const outcome = (await acting().run('seo-agent', request, answer, scope))!;
    expect(outcome.proposals).toEqual([]);
    expect(outcome.section).toBe(NO_ARTICLE);
  });

  it('R-PROD-02 an older pipeline still proposes the article pasted in the request, and an outline it wrote under its own heading', async () => {
    const pasted = `Send this to WordPress as a draft\n# Choosing a coffee grinder\n\n${'Burr grinders give an even grind, and an even grind gives a better cup. '.repeat(4)}`;
    const [card] = (await acting().run('seo-agent', pasted, runPipeline('seo-agent', context(pasted)), scope))!.proposals;
    expect(card!.details[0]).toBe('Title: Choosing a coffee grinder');

    const request = 'Write an outline for a post about office coffee and send it to WordPress as a draft';
    const outline = runPipeline('seo-agent', context(request));
    const [drafted] = (await acting().run('seo-agent', request, outline, scope))!.proposals;
    expect(String(drafted!.payload.title)).toMatch(/: a practical guide from Harbour Roasters$/);
    expect(String(drafted!.payload.markdown)).toMatch(/^# .+: a practical guide from Harbour Roasters\n/);
  });
});
