import { inject, injectable } from 'inversify';
import { OutreachWorkspace } from './outreach-workspace.ts';
import { CampaignLeadSource, type LeadSource } from './campaign-lead-source.ts';
import { AuditTrail } from '../ports/audit-trail.ts';
import { ServerError } from '../errors.ts';
import type { Principal } from '../auth/principal.ts';
import type { LeadsAddedView } from '../../domain/outreach/outreach.ts';

/**
 * Adds leads from a saved list or a CSV to a campaign, skipping those it has (by email), those without one, and
 * those Instantly skips (in another campaign of the workspace, blocklisted); says how many were skipped and why.
 */
@injectable()
export class AddCampaignLeads {
  constructor(
    @inject(OutreachWorkspace) private readonly workspace: OutreachWorkspace,
    @inject(CampaignLeadSource) private readonly leadSource: CampaignLeadSource,
    @inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  async execute(principal: Principal, spaceId: string, campaignId: string, source: LeadSource): Promise<LeadsAddedView> {
    const space = await this.workspace.mayWrite(principal, spaceId);
    const sourced = await this.leadSource.read(spaceId, source);
    if (!sourced) {
      const msg = 'Choose a saved lead list or a CSV file';
      throw new ServerError('VALIDATION.INVALID', msg, [{ loc: ['body', 'lead_list_id'], msg, type: 'missing' }]);
    }
    const open = await this.workspace.forWriting(principal, spaceId);
    const result = await this.workspace.call(open, (key) => this.leadSource.addNew(key, campaignId, sourced));
    await this.audit.record({
      action: 'outreach.leads_added',
      actorId: principal.userId,
      orgId: space.orgId,
      target: spaceId,
      details: { provider: 'instantly', campaign: campaignId, leads_added: result.leads_added, leads_skipped: result.leads_skipped, skipped: result.skipped, lead_list: source.leadListId ?? null },
    });
    return result;
  }
}
