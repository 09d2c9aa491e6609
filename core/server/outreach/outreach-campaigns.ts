import { inject, injectable } from 'inversify';
import { OutreachProvider, type OutreachCampaign } from './outreach-provider.ts';
import { OutreachWorkspace } from './outreach-workspace.ts';
import { campaignView, type CampaignView } from './campaign-view.ts';
import { AuditTrail, type AuditAction } from '../ports/audit-trail.ts';
import { ServerError } from '../errors.ts';
import type { Principal } from '../auth/principal.ts';
import { OutreachServerMessages } from './outreach-server-messages.ts';

/**
 * The space's Instantly campaigns: members read them; pausing, and with a person's explicit confirmation
 * launching and resuming (both start sending), are writes under the external write policy, audit-logged.
 */
@injectable()
export class OutreachCampaigns {
  constructor(
    @inject(OutreachWorkspace) private readonly workspace: OutreachWorkspace,
    @inject(OutreachProvider) private readonly outreach: OutreachProvider,
    @inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  async list(principal: Principal, spaceId: string): Promise<CampaignView[]> {
    const open = await this.workspace.forReading(principal, spaceId);
    return (await this.workspace.call(open, (key) => this.outreach.campaigns(key))).map(campaignView);
  }

  /** One campaign with its number of leads (what the launch confirmation names). */
  async detail(principal: Principal, spaceId: string, campaignId: string): Promise<{ campaign: CampaignView; lead_count: number }> {
    const open = await this.workspace.forReading(principal, spaceId);
    const [campaign, leads] = await this.workspace.call(open, (key) => Promise.all([this.outreach.campaign(key, campaignId), this.outreach.campaignLeads(key, campaignId)]));
    return { campaign: campaignView(campaign), lead_count: leads.length };
  }

  async pause(principal: Principal, spaceId: string, campaignId: string): Promise<CampaignView> {
    return this.write(principal, spaceId, campaignId, 'outreach.campaign_paused', (key) => this.outreach.pause(key, campaignId));
  }

  /** Starts sending a draft: only on a person's confirming call (`confirm: true`). */
  async launch(principal: Principal, spaceId: string, campaignId: string, confirm: boolean): Promise<CampaignView> {
    await this.workspace.mayWrite(principal, spaceId);
    if (confirm !== true) throw new ServerError('VALIDATION.INVALID', OutreachServerMessages.outreachConfirmLaunch, [{ loc: ['body', 'confirm'], msg: OutreachServerMessages.outreachConfirmLaunch, type: 'missing' }]);
    return this.write(principal, spaceId, campaignId, 'outreach.campaign_launched', (key) => this.outreach.activate(key, campaignId));
  }

  /** Sends again after a pause: only on a person's confirming call (`confirm: true`). */
  async resume(principal: Principal, spaceId: string, campaignId: string, confirm: boolean): Promise<CampaignView> {
    await this.workspace.mayWrite(principal, spaceId);
    if (confirm !== true) throw new ServerError('VALIDATION.INVALID', OutreachServerMessages.outreachConfirmResume, [{ loc: ['body', 'confirm'], msg: OutreachServerMessages.outreachConfirmResume, type: 'missing' }]);
    return this.write(principal, spaceId, campaignId, 'outreach.campaign_resumed', (key) => this.outreach.activate(key, campaignId));
  }

  private async write(principal: Principal, spaceId: string, campaignId: string, action: AuditAction, work: (key: string) => Promise<OutreachCampaign>): Promise<CampaignView> {
    const open = await this.workspace.forWriting(principal, spaceId);
    const campaign = await this.workspace.call(open, work);
    await this.audit.record({ action, actorId: principal.userId, orgId: open.space.orgId, target: spaceId, details: { provider: 'instantly', campaign: campaignId, name: campaign.name } });
    return campaignView(campaign);
  }
}
