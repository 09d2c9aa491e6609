import { inject, injectable } from 'inversify';
import { CheckSpaceAccess } from '../spaces/check-space-access.ts';
import { ConnectedAccounts } from '../integrations/connected-accounts.ts';
import { ExternalWritePolicy } from '../integrations/actions/external-write-policy.ts';
import { AuditTrail } from '../ports/audit-trail.ts';
import { Clock } from '../ports/clock.ts';
import { ServerError } from '../errors.ts';
import { LeadListRepository } from './lead-list-repository.ts';
import { LeadSearchProvider } from './lead-search-provider.ts';
import type { Principal } from '../auth/principal.ts';
import { LeadsServerMessages } from './leads-server-messages.ts';

export const MAX_ENRICH = 1000;
/** How long a reveal may hold its list: 1000 lookups at Apollo's pace, with room; a crash frees it after this. */
const CLAIM_MS = 15 * 60_000;

/**
 * Reveals the work emails of a list's leads with Apollo's enrichment (with the rest search does not give: the real
 * last name, location, LinkedIn, company size and industry), which spends the customer's Apollo
 * credits (one per person): only on this explicit call, only for leads without an email that carry Apollo's id,
 * and only for those the external-write policy allows (owners and admins, or members where the organization
 * allows it). Audit-logged with how many were asked and found.
 */
@injectable()
export class EnrichLeadList {
  constructor(
    @inject(CheckSpaceAccess) private readonly spaceAccess: CheckSpaceAccess,
    @inject(ExternalWritePolicy) private readonly policy: ExternalWritePolicy,
    @inject(ConnectedAccounts) private readonly accounts: ConnectedAccounts,
    @inject(LeadListRepository) private readonly lists: LeadListRepository,
    @inject(LeadSearchProvider) private readonly provider: LeadSearchProvider,
    @inject(AuditTrail) private readonly audit: AuditTrail,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async execute(principal: Principal, spaceId: string, listId: string, leadIds?: string[]): Promise<{ enriched: number; still_without_email: number }> {
    const space = await this.spaceAccess.execute(principal, spaceId);
    await this.policy.check(principal, space.orgId);
    if (!(await this.lists.find(spaceId, listId))) throw new ServerError('INTEGRATION.NOT_FOUND', LeadsServerMessages.leadListNotFound);
    const now = this.clock.now();
    if (!(await this.lists.claimEnrichment(spaceId, listId, now, new Date(now.getTime() + CLAIM_MS)))) {
      throw new ServerError('INTEGRATION.BUSY', LeadsServerMessages.leadEnrichRunning);
    }
    try {
      return await this.enrich(principal, space.orgId, spaceId, listId, leadIds);
    } finally {
      await this.lists.releaseEnrichment(spaceId, listId);
    }
  }

  /** Under the list's claim: the leads still without an email are read after claiming, so none is paid for twice. */
  private async enrich(principal: Principal, orgId: string, spaceId: string, listId: string, leadIds?: string[]): Promise<{ enriched: number; still_without_email: number }> {
    const wanted = leadIds ? new Set(leadIds) : null;
    const leads = (await this.lists.leads(spaceId, listId)).filter((l) => !l.email && l.externalId && (!wanted || wanted.has(l.id)));
    if (leads.length > MAX_ENRICH) throw new ServerError('VALIDATION.INVALID', LeadsServerMessages.leadEnrichTooMany, [{ loc: ['body', 'lead_ids'], msg: LeadsServerMessages.leadEnrichTooMany, type: 'value_error' }]);
    if (leads.length === 0) return { enriched: 0, still_without_email: 0 };
    const connection = await this.accounts.open(spaceId, 'apollo');
    let enriched = 0;
    let failure: unknown = null;
    for (const lead of leads) {
      try {
        const found = await this.accounts.call(connection, (key) => this.provider.enrich(key, lead.externalId!));
        if (found) {
          // Everything the product shows that search did not give: the real last name, location, LinkedIn, size, industry.
          await this.lists.updateLead(spaceId, lead.id, {
            email: found.email,
            lastName: (!found.lastNameMasked && found.lastName) || undefined,
            title: found.title ?? undefined,
            company: found.company ?? undefined,
            companySize: found.companySize ?? undefined,
            industry: found.industry ?? undefined,
            location: found.location ?? undefined,
            linkedinUrl: found.linkedinUrl ?? undefined,
          });
          if (found.email) enriched++;
        }
      } catch (error) {
        // Stop at the first failure (a refused key, Apollo down): what was revealed so far is kept and counted.
        failure = error;
        break;
      }
    }
    await this.audit.record({
      action: 'leads.enriched',
      actorId: principal.userId,
      orgId,
      target: listId,
      details: { provider: 'apollo', space: spaceId, requested: leads.length, enriched, failed: failure !== null },
    });
    if (failure && enriched === 0) throw failure;
    return { enriched, still_without_email: leads.length - enriched };
  }
}
