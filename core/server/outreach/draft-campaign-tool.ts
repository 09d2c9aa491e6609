import { inject, injectable, optional } from 'inversify';
import { checkedDraft, MAX_STEPS } from './create-campaign-draft.ts';
import { ConnectedAccounts } from '../integrations/connected-accounts.ts';
import { LeadListRepository } from '../leads/lead-list-repository.ts';
import { ServerError } from '../errors.ts';
import type { IntegrationTool, ToolOutcome, ToolScope } from '../integrations/actions/integration-tool.ts';

/** The proposal's payload as a model wrote it, read into the draft's shape (checked again when applied). */
export function draftPayload(args: Record<string, unknown>): { name: unknown; steps: unknown; leadListId: string | undefined } {
  const steps = Array.isArray(args.steps)
    ? args.steps.map((s: unknown) => {
        const step = (s ?? {}) as Record<string, unknown>;
        return { subject: step.subject, body: step.body, delayDays: step.delay_days ?? step.delayDays ?? 0 };
      })
    : args.steps;
  const list = args.lead_list_id;
  return { name: args.name, steps, leadListId: typeof list === 'string' && list ? list : undefined };
}

/**
 * Write tool: proposes an Instantly campaign draft (its name, sequence and leads from a saved list). It never
 * creates anything: the chat shows the proposal, and only a person applying it calls CreateCampaignDraft.
 */
@injectable()
export class DraftCampaignTool implements IntegrationTool {
  readonly name = 'draft_campaign';
  readonly kind = 'outreach' as const;
  readonly effect = 'write' as const;
  readonly description = 'Proposes an Instantly email campaign draft (name, a sequence of emails with subject, body and days to wait, leads from a saved lead list). A person confirms before it is created; nothing is sent until they launch it.';
  readonly inputSchema = {
    type: 'object',
    properties: {
      name: { type: 'string', maxLength: 200 },
      steps: {
        type: 'array',
        minItems: 1,
        maxItems: MAX_STEPS,
        items: {
          type: 'object',
          properties: {
            subject: { type: 'string', maxLength: 300 },
            body: { type: 'string', maxLength: 20000, description: 'Keep variables such as {{firstName}} as they are' },
            delay_days: { type: 'integer', minimum: 0, maximum: 90, description: 'Days to wait after the previous email (0 for the first)' },
          },
          required: ['subject', 'body'],
        },
      },
      lead_list_id: { type: 'string', maxLength: 100, description: "A saved lead list of the space whose leads the campaign writes to" },
    },
    required: ['name', 'steps'],
    additionalProperties: false,
  };

  constructor(
    @inject(ConnectedAccounts) private readonly accounts: ConnectedAccounts,
    @inject(LeadListRepository) @optional() private readonly lists?: LeadListRepository,
  ) {}

  async available(scope: ToolScope): Promise<boolean> {
    return this.accounts.isConnected(scope.spaceId, 'instantly');
  }

  async run(scope: ToolScope, args: Record<string, unknown>): Promise<ToolOutcome> {
    const payload = draftPayload(args);
    let draft: ReturnType<typeof checkedDraft>;
    try {
      draft = checkedDraft(payload);
    } catch (error) {
      if (error instanceof ServerError) return { text: `The campaign draft cannot be proposed: ${error.message}.` };
      throw error;
    }
    const details = [`Name: ${draft.name}`, ...draft.steps.map((s, i) => `Step ${i + 1}${i > 0 ? ` (after ${s.delayDays} days)` : ''}: ${s.subject}`)];
    if (payload.leadListId) {
      const list = this.lists ? await this.lists.find(scope.spaceId, payload.leadListId) : null;
      if (!list) return { text: 'The campaign draft cannot be proposed: that lead list was not found in this space.' };
      details.push(`Leads: from list '${list.name}' (${list.leadCount})`);
    } else details.push('Leads: none yet (add them in Instantly Campaigns)');
    return {
      text: `Proposed an Instantly campaign draft '${draft.name}' with ${draft.steps.length} step(s); it is created only when a person applies the proposal.`,
      proposal: {
        action: 'draft_campaign',
        title: 'Create an Instantly campaign draft',
        target: 'Instantly',
        details,
        payload: {
          name: draft.name,
          steps: draft.steps.map((s) => ({ subject: s.subject, body: s.body, delay_days: s.delayDays })),
          ...(payload.leadListId ? { lead_list_id: payload.leadListId } : {}),
        },
      },
    };
  }
}
