import { inject, injectable, multiInject } from 'inversify';
import { AgentToolSource } from './agent-tool-source.ts';
import { ConnectedAccounts } from '../../integrations/connected-accounts.ts';
import { actionIntent, type ActionIntent, type LeadCriteria } from '../offline/action-intent.ts';
import { emailOfRequest } from '../offline/email-of-request.ts';
import { draftArticle, pastedArticle, type Article } from '../offline/article-of-request.ts';
import { integrationProvider, type IntegrationProviderId } from '../../../domain/integrations/integrations.ts';
import type { IntegrationTool, ProposalDraft, ToolOutcome, ToolScope } from '../../integrations/actions/integration-tool.ts';
import type { PipelineResult, ToolStep } from '../tools/agent-context.ts';
import type { EngineResult } from '../tasks/offline-engine.ts';
import { peopleCount } from '../../../domain/leads/leads.ts';

/** What acting added to an offline answer: its steps, a section for the answer, context, and the proposals. */
export interface OfflineActionsOutcome {
  steps: ToolStep[];
  section: string;
  proposals: ProposalDraft[];
}

/** The answer acting works from: the catalogue engine's (with what it can publish), or an older pipeline's. */
export type ActedOnAnswer = EngineResult | PipelineResult;

type Email = { subject: string; body: string };

const NOTHING_YET = 'Nothing is created until you apply the card below.';

/**
 * The offline engine's side of agents that act: when the request asks to act through a connected tool, it calls
 * the same tool functions a model calls (through MCP), and the answer says what it prepared and that nothing is
 * created until a person applies the card. A tool that is not connected: the answer says what connecting it
 * would allow, and nothing is pretended.
 */
@injectable()
export class OfflineAgentActions {
  constructor(
    @multiInject(AgentToolSource) private readonly sources: AgentToolSource[],
    @inject(ConnectedAccounts) private readonly accounts: ConnectedAccounts,
  ) {}

  /**
   * A card carries only a deliverable that exists: a text pasted in the request (the person's own), what the
   * catalogue engine produced (its `publishable`), or for an older pipeline an article or email its answer holds.
   * When there is none, nothing is proposed and the answer says so: an error never becomes a card's content.
   */
  async run(agentSlug: string, message: string, answer: ActedOnAnswer, scope: ToolScope): Promise<OfflineActionsOutcome | null> {
    const intent = actionIntent(agentSlug, message);
    if (!intent) return null;
    const tools = (await Promise.all(this.sources.map((s) => s.toolsFor(scope).catch(() => [])))).flat();
    const tool = (name: string) => tools.find((t) => t.name === name);
    switch (intent.kind) {
      case 'draft_campaign': {
        const email = emailOf(message, answer);
        if (!email) return said('draft_campaign', 'no email to use', NO_EMAIL);
        const found = tool('draft_campaign');
        if (!found) return this.notConnected(scope, ['instantly'], 'prepare this email as a campaign draft in Instantly for you to apply');
        return this.call(found, scope, { name: campaignName(email.subject), steps: [{ subject: email.subject, body: email.body, delay_days: 0 }] });
      }
      case 'publish_draft': {
        const site = integrationProvider(intent.site).name;
        const article = articleOf(message, answer);
        if (!article) return said('publish_draft', 'no article to send', `No article was written here, so nothing was prepared for ${site}. To send an article you have, paste it below your first line (its first heading becomes the title).`);
        const found = tool('publish_draft');
        if (!found) return this.notConnected(scope, [intent.site], `send this article to ${site} as a draft for you to apply`);
        return this.call(found, scope, { site: intent.site, title: article.title, markdown: article.markdown });
      }
      case 'lead_campaign':
        return this.leadCampaign(intent, message, answer, scope, tool('lead_search'), tool('draft_campaign'));
    }
  }

  /**
   * The CMO's combined task: the lead search runs now (a read), then one proposal saves the people found as a
   * list, reveals their emails (spending Apollo credits: the card says how many at most) and creates the
   * Instantly draft with them, applied by LeadCampaignApplier.
   */
  private async leadCampaign(intent: Extract<ActionIntent, { kind: 'lead_campaign' }>, message: string, answer: ActedOnAnswer, scope: ToolScope, search: IntegrationTool | undefined, draft: IntegrationTool | undefined): Promise<OfflineActionsOutcome> {
    if (!search || !draft) return this.notConnected(scope, ['apollo', 'instantly'], 'find these people with Apollo, save them as a lead list and prepare an Instantly campaign draft with them, for you to apply');
    const email = emailOf(message, answer);
    if (!email) return said('lead_campaign', 'no email to use', 'I found no email to put in the campaign: paste it with a "Subject:" line, or ask me to write one first.');
    const { criteria } = intent;
    let found: ToolOutcome;
    try {
      found = await search.run(scope, searchArgs(search, criteria));
    } catch (error) {
      return said(search.name, 'failed', `The lead search failed: ${error instanceof Error ? error.message : 'unknown reason'}`);
    }
    const people = peopleOf(found.data).slice(0, criteria.limit);
    if (!people.length) return said(search.name, 'nobody found', found.text);
    const step = { tool: search.name, summary: `${peopleCount(people.length)} found` };
    const described = [...criteria.titles, ...criteria.companySizes.map((s) => `${s.replace(',', '–')} employees`), ...criteria.industries, ...criteria.locations].join(', ');
    const listName = `${criteria.titles[0] ?? 'Leads'}${criteria.locations[0] ? ` (${criteria.locations[0]})` : ''}`.slice(0, 120);
    const name = campaignName(email.subject);
    const proposal: ProposalDraft = {
      action: 'lead_campaign',
      title: 'Save the leads, reveal their emails and create an Instantly campaign draft',
      target: 'Apollo and Instantly',
      details: [
        `Leads: ${people.length} found by Apollo (${described || 'your criteria'})`,
        `Lead list: '${listName}' (new, in this space)`,
        `Reveal emails: spends up to ${people.length} Apollo ${people.length === 1 ? 'credit' : 'credits'}`,
        `Campaign draft: '${name}' in Instantly, with the leads that have an email`,
        `Step 1: ${email.subject}`,
      ],
      payload: { list_name: listName, leads: people, reveal_emails: true, campaign: { name, steps: [{ subject: email.subject, body: email.body, delay_days: 0 }] } },
    };
    return {
      steps: [step, { tool: 'lead_campaign', summary: `proposed: ${proposal.title}` }],
      section: ['## Ready for you to apply', '', `I found ${peopleCount(people.length)} with Apollo (${described || 'your criteria'}) and prepared one action:`, '', `**${proposal.title}** in ${proposal.target}:`, ...proposal.details.map((d) => `- ${d}`), '', NOTHING_YET].join('\n'),
      proposals: [proposal],
    };
  }

  private async call(tool: IntegrationTool, scope: ToolScope, args: Record<string, unknown>): Promise<OfflineActionsOutcome> {
    let outcome: ToolOutcome;
    try {
      outcome = await tool.run(scope, args);
    } catch (error) {
      const reason = error instanceof Error && error.message ? error.message : 'it failed';
      return said(tool.name, `failed: ${reason}`, `I could not prepare this: ${reason}`);
    }
    const proposal = tool.effect === 'write' ? outcome.proposal : undefined;
    if (!proposal) return said(tool.name, outcome.text.slice(0, 200), outcome.text);
    return {
      steps: [{ tool: tool.name, summary: `proposed: ${proposal.title} (${proposal.target})` }],
      section: ['## Ready for you to apply', '', outcome.text, '', `**${proposal.title}** in ${proposal.target}:`, ...proposal.details.map((d) => `- ${d}`), '', NOTHING_YET].join('\n'),
      proposals: [proposal],
    };
  }

  /** Names the tools that would have to be connected, and what connecting them would allow. */
  private async notConnected(scope: ToolScope, providers: IntegrationProviderId[], wouldAllow: string): Promise<OfflineActionsOutcome> {
    const missing: string[] = [];
    for (const id of providers) {
      if (!(await this.accounts.isConnected(scope.spaceId, id).catch(() => false))) missing.push(integrationProvider(id).name);
    }
    const names = (missing.length ? missing : providers.map((p) => integrationProvider(p).name)).join(' and ');
    const verb = missing.length > 1 || (!missing.length && providers.length > 1) ? 'are' : 'is';
    return said('connected_tools', `${names} ${verb} not connected`, `${names} ${verb} not connected to this space, so I prepared nothing there. Connecting ${missing.length > 1 ? 'them' : 'it'} (Connections, by an owner or admin) would let me ${wouldAllow}.`);
  }
}

const NO_EMAIL = 'I found no email to put in a campaign: paste it with a "Subject:" line, or ask me to write one first.';

/** The catalogue engine's answer (it says what it can publish), told from an older pipeline's. */
function fromCatalogue(answer: ActedOnAnswer): answer is EngineResult {
  return 'brief' in answer;
}

/**
 * The article a card may send. One pasted below the request is the person's own ("send this to WordPress"), so it
 * comes first; else the one the catalogue engine wrote (its `publishable`), or for an older pipeline the article
 * its answer holds. Null when no article exists: then nothing is proposed.
 */
function articleOf(message: string, answer: ActedOnAnswer): Article | null {
  const pasted = pastedArticle(message);
  if (pasted) return pasted;
  if (!fromCatalogue(answer)) return draftArticle(answer.draft);
  const written = answer.publishable?.kind === 'article' ? answer.publishable : null;
  return written && written.title.trim() && written.body.trim() ? { title: written.title.trim().slice(0, 200), markdown: written.body } : null;
}

/** The email a card may use: one pasted with its "Subject:" line first, else the one the engine (or pipeline) wrote. */
function emailOf(message: string, answer: ActedOnAnswer): Email | null {
  if (!fromCatalogue(answer)) return emailOfRequest(message, answer.draft, answer.field);
  const pasted = emailOfRequest(message, '', null);
  if (pasted) return pasted;
  const written = answer.publishable?.kind === 'email' ? answer.publishable : null;
  return written && written.title.trim() && written.body.trim() ? { subject: written.title.trim().slice(0, 200), body: written.body.slice(0, 20_000) } : null;
}

function said(tool: string, summary: string, text: string): OfflineActionsOutcome {
  return { steps: [{ tool, summary }], section: ['## In your connected tools', '', text].join('\n'), proposals: [] };
}

function campaignName(subject: string): string {
  return subject.replace(/\s+/g, ' ').trim().slice(0, 80) || 'Campaign from the Email Agent';
}

/** The lead search's arguments from the request's criteria, named as the tool's schema names them. */
function searchArgs(tool: IntegrationTool, criteria: LeadCriteria): Record<string, unknown> {
  const properties = Object.entries(((tool.inputSchema as { properties?: Record<string, { type?: string }> }).properties ?? {}));
  const args: Record<string, unknown> = {};
  const put = (pattern: RegExp, values: string[] | number) => {
    const found = properties.find(([key]) => pattern.test(key));
    if (!found || (Array.isArray(values) && !values.length)) return;
    const [key, schema] = found;
    args[key] = typeof values === 'number' ? values : schema.type === 'array' ? values : values.join(', ');
  };
  put(/title/i, criteria.titles);
  put(/size|employee/i, criteria.companySizes);
  put(/industr|keyword/i, criteria.industries);
  put(/location/i, criteria.locations);
  put(/limit|per_?page|count/i, criteria.limit);
  return args;
}

/** The people a lead search returned as data: a list, or `{ people }`. */
function peopleOf(data: unknown): Record<string, unknown>[] {
  const list = Array.isArray(data) ? data : data && typeof data === 'object' && Array.isArray((data as { people?: unknown }).people) ? (data as { people: unknown[] }).people : [];
  return list.filter((p): p is Record<string, unknown> => !!p && typeof p === 'object');
}
