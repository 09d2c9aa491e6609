import { inject, injectable } from 'inversify';
import { OutreachProvider, type CampaignStep } from './outreach-provider.ts';
import { OutreachWorkspace } from './outreach-workspace.ts';
import { CampaignLeadSource } from './campaign-lead-source.ts';
import { scheduleOf, storedPreferences } from './outreach-preferences.ts';
import { campaignView, type CampaignView } from './campaign-view.ts';
import { AuditTrail } from '../ports/audit-trail.ts';
import { Clock } from '../ports/clock.ts';
import { ServerError } from '../errors.ts';
import type { Principal } from '../auth/principal.ts';
import type { LeadsAddedView } from '../../domain/outreach/outreach.ts';
import { OutreachServerMessages } from './outreach-server-messages.ts';

export interface CampaignDraftInput {
  name: string;
  steps: CampaignStep[];
  leadListId?: string;
  csv?: string;
}

export interface CampaignDraftResult extends LeadsAddedView {
  campaign: CampaignView;
}

export const MAX_STEPS = 10;

/** The draft's name and steps as given (by a person's form or a model's proposal): field errors otherwise. */
export function checkedDraft(input: { name?: unknown; steps?: unknown }): { name: string; steps: CampaignStep[] } {
  const problems: { loc: (string | number)[]; msg: string; type: string }[] = [];
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  if (!name) problems.push({ loc: ['body', 'name'], msg: 'Give the campaign a name', type: 'missing' });
  else if (name.length > 200) problems.push({ loc: ['body', 'name'], msg: 'The name is too long (at most 200 characters)', type: 'value_error' });
  const rawSteps = Array.isArray(input.steps) ? input.steps : [];
  if (rawSteps.length === 0) problems.push({ loc: ['body', 'steps'], msg: OutreachServerMessages.outreachNoSteps, type: 'missing' });
  if (rawSteps.length > MAX_STEPS) problems.push({ loc: ['body', 'steps'], msg: `A sequence has at most ${MAX_STEPS} steps`, type: 'value_error' });
  const steps: CampaignStep[] = rawSteps.slice(0, MAX_STEPS).map((raw: unknown, i: number) => {
    const s = (raw ?? {}) as { subject?: unknown; body?: unknown; delayDays?: unknown };
    const subject = typeof s.subject === 'string' ? s.subject.trim() : '';
    // The body is kept as written: `{{firstName}}` and the like are Instantly's to fill in.
    const body = typeof s.body === 'string' ? s.body : '';
    const delayDays = i === 0 ? 0 : s.delayDays;
    if (!subject) problems.push({ loc: ['body', 'steps', i, 'subject'], msg: 'Give every step a subject', type: 'missing' });
    else if (subject.length > 300) problems.push({ loc: ['body', 'steps', i, 'subject'], msg: 'The subject is too long (at most 300 characters)', type: 'value_error' });
    if (!body.trim()) problems.push({ loc: ['body', 'steps', i, 'body'], msg: 'Give every step a body', type: 'missing' });
    else if (body.length > 20_000) problems.push({ loc: ['body', 'steps', i, 'body'], msg: 'The body is too long (at most 20,000 characters)', type: 'value_error' });
    if (typeof delayDays !== 'number' || !Number.isInteger(delayDays) || delayDays < 0 || delayDays > 90) {
      problems.push({ loc: ['body', 'steps', i, 'delayDays'], msg: 'Wait a whole number of days, from 0 to 90', type: 'value_error' });
    }
    return { subject, body, delayDays: typeof delayDays === 'number' ? delayDays : 0 };
  });
  if (problems.length) throw new ServerError('VALIDATION.INVALID', problems[0]!.msg, problems.map((p) => ({ ...p, loc: p.loc.map(String) })));
  return { name, steps };
}

/**
 * Creates an Instantly campaign as a draft (nothing is sent until a person launches it) with its sequence, the
 * space's sending accounts and schedule defaults, and its first leads from a saved list or a CSV, deduplicated by
 * email. Owners and admins (or members where the organization allows it); audit-logged.
 */
@injectable()
export class CreateCampaignDraft {
  constructor(
    @inject(OutreachWorkspace) private readonly workspace: OutreachWorkspace,
    @inject(OutreachProvider) private readonly outreach: OutreachProvider,
    @inject(CampaignLeadSource) private readonly leadSource: CampaignLeadSource,
    @inject(AuditTrail) private readonly audit: AuditTrail,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async execute(principal: Principal, spaceId: string, input: CampaignDraftInput): Promise<CampaignDraftResult> {
    const space = await this.workspace.mayWrite(principal, spaceId);
    const draft = checkedDraft(input);
    const sourced = await this.leadSource.read(spaceId, { leadListId: input.leadListId, csv: input.csv });
    const open = await this.workspace.forWriting(principal, spaceId);
    const preferences = storedPreferences(open.connection.record.settings.preferences, this.clock.now());
    const campaign = await this.workspace.call(open, (key) =>
      this.outreach.createDraft(key, { name: draft.name, steps: draft.steps, schedule: scheduleOf(preferences), dailyLimit: preferences.dailyLimit, sendingAccounts: preferences.sendingAccounts }),
    );
    const leads = sourced ? await this.workspace.call(open, (key) => this.leadSource.addNew(key, campaign.id, sourced)) : CampaignLeadSource.NONE;
    await this.audit.record({
      action: 'outreach.campaign_drafted',
      actorId: principal.userId,
      orgId: space.orgId,
      target: spaceId,
      details: { provider: 'instantly', campaign: campaign.id, name: campaign.name, steps: draft.steps.length, leads_added: leads.leads_added, leads_skipped: leads.leads_skipped, skipped: leads.skipped, lead_list: input.leadListId ?? null },
    });
    return { campaign: campaignView(campaign), ...leads };
  }
}
