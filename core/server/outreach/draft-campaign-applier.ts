import { inject, injectable } from 'inversify';
import { CreateCampaignDraft, checkedDraft } from './create-campaign-draft.ts';
import { draftPayload } from './draft-campaign-tool.ts';
import { ServerError } from '../errors.ts';
import type { AppliedAction, ProposalApplier } from '../integrations/actions/proposal-applier.ts';
import type { Principal } from '../auth/principal.ts';
import { skippedReasons } from '../../domain/outreach/outreach.ts';

/** Applies a `draft_campaign` proposal a person confirmed: the payload (a model's) is checked again, then the draft is created (and audit-logged) by CreateCampaignDraft. */
@injectable()
export class DraftCampaignApplier implements ProposalApplier {
  readonly action = 'draft_campaign';

  constructor(@inject(CreateCampaignDraft) private readonly createDraft: CreateCampaignDraft) {}

  async apply(principal: Principal, spaceId: string, payload: Record<string, unknown>): Promise<AppliedAction> {
    const raw = draftPayload(payload ?? {});
    const draft = checkedDraft(raw);
    if (raw.leadListId !== undefined && raw.leadListId.length > 100) {
      throw new ServerError('VALIDATION.INVALID', 'That lead list was not found in this space', [{ loc: ['body', 'lead_list_id'], msg: 'That lead list was not found in this space', type: 'value_error' }]);
    }
    const result = await this.createDraft.execute(principal, spaceId, { name: draft.name, steps: draft.steps, leadListId: raw.leadListId });
    return {
      summary: `Draft campaign '${result.campaign.name}' created in Instantly with ${result.leads_added} lead${result.leads_added === 1 ? '' : 's'}${result.leads_skipped ? ` (${result.leads_skipped} skipped: ${skippedReasons(result.skipped)})` : ''}`,
      externalId: result.campaign.id,
      link: '/instantly/campaigns',
    };
  }
}
