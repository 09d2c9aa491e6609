import { inject, injectable, optional } from 'inversify';
import { SaveLeadsToList } from '../../leads/save-leads-to-list.ts';
import { EnrichLeadList } from '../../leads/enrich-lead-list.ts';
import { LeadListRepository, type LeadInput } from '../../leads/lead-list-repository.ts';
import { leadListName } from '../../leads/lead-list-name.ts';
import { CreateCampaignDraft, checkedDraft } from '../../outreach/create-campaign-draft.ts';
import { draftPayload } from '../../outreach/draft-campaign-tool.ts';
import { ServerError } from '../../errors.ts';
import { AgentsServerMessages } from '../agents-server-messages.ts';
import type { AppliedAction, ProposalApplier } from '../../integrations/actions/proposal-applier.ts';
import type { Principal } from '../../auth/principal.ts';

const MAX_LEADS = 100;
const LEAD_FIELDS = ['externalId', 'firstName', 'lastName', 'email', 'title', 'company', 'companySize', 'industry', 'location', 'linkedinUrl'] as const;

/**
 * Applies the CMO's combined proposal (`lead_campaign`) a person confirmed: saves the people the lead search
 * found as a list of the space, reveals their emails (spending Apollo credits, as the card said), and creates the
 * Instantly campaign draft with that list. The payload came from the run: it is checked again here. A retry
 * after a failure reuses the list of that name, so the leads are not saved twice.
 */
@injectable()
export class LeadCampaignApplier implements ProposalApplier {
  readonly action = 'lead_campaign';

  constructor(
    // Optional: a server without lead search or outreach answers that it cannot apply this, instead of failing to start.
    @inject(SaveLeadsToList) @optional() private readonly save?: SaveLeadsToList,
    @inject(EnrichLeadList) @optional() private readonly enrich?: EnrichLeadList,
    @inject(LeadListRepository) @optional() private readonly lists?: LeadListRepository,
    @inject(CreateCampaignDraft) @optional() private readonly createDraft?: CreateCampaignDraft,
  ) {}

  async apply(principal: Principal, spaceId: string, payload: Record<string, unknown>): Promise<AppliedAction> {
    if (!this.save || !this.enrich || !this.lists || !this.createDraft) throw new ServerError('AGENT.PROPOSAL_CONFLICT', AgentsServerMessages.proposalUnknownAction(this.action));
    const name = leadListName(typeof payload.list_name === 'string' ? payload.list_name : undefined);
    const leads = leadsOf(payload.leads);
    const campaign = payload.campaign && typeof payload.campaign === 'object' ? (payload.campaign as Record<string, unknown>) : {};
    const draft = checkedDraft(draftPayload(campaign));
    const existing = (await this.lists.listsForSpace(spaceId)).find((l) => l.name === name);
    const saved = await this.save.execute(principal, spaceId, existing ? { listId: existing.id, leads } : { newListName: name, leads });
    const revealed = payload.reveal_emails === true ? await this.enrich.execute(principal, spaceId, saved.list.id) : null;
    const created = await this.createDraft.execute(principal, spaceId, { name: draft.name, steps: draft.steps, leadListId: saved.list.id });
    const parts = [
      `Saved ${leads.length} lead${leads.length === 1 ? '' : 's'} to '${saved.list.name}'`,
      ...(revealed ? [`revealed ${revealed.enriched} email${revealed.enriched === 1 ? '' : 's'}${revealed.still_without_email ? ` (${revealed.still_without_email} without one)` : ''}`] : []),
      `created the draft campaign '${created.campaign.name}' in Instantly with ${created.leads_added} lead${created.leads_added === 1 ? '' : 's'}`,
    ];
    return { summary: `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`, externalId: created.campaign.id, link: '/instantly/campaigns' };
  }
}

/** The leads of the payload: 1 to 100 objects, only the known fields, only strings. */
function leadsOf(value: unknown): LeadInput[] {
  const raw = Array.isArray(value) ? value : [];
  if (!raw.length || raw.length > MAX_LEADS) {
    throw new ServerError('VALIDATION.INVALID', 'This proposal has no leads to save', [{ loc: ['body', 'payload', 'leads'], msg: `Between 1 and ${MAX_LEADS} leads`, type: 'value_error' }]);
  }
  return raw.map((item) => {
    const source = item && typeof item === 'object' ? (item as Record<string, unknown>) : {};
    const lead: Record<string, string | null> = {};
    for (const field of LEAD_FIELDS) lead[field] = typeof source[field] === 'string' ? (source[field] as string) : null;
    return { ...lead, firstName: lead.firstName ?? '', lastName: lead.lastName ?? '' } as LeadInput;
  });
}
