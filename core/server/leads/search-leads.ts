import { inject, injectable } from 'inversify';
import { CheckSpaceAccess } from '../spaces/check-space-access.ts';
import { ConnectedAccounts } from '../integrations/connected-accounts.ts';
import { LeadSearchProvider, type LeadCandidate } from './lead-search-provider.ts';
import { leadCriteria, type LeadCriteriaInput } from './lead-criteria.ts';
import type { Principal } from '../auth/principal.ts';

export const LEAD_PAGE_SIZE = 25;
const MAX_PAGE = 500;

export interface LeadSearchResult {
  people: LeadCandidate[];
  page: number;
  total_pages: number;
  total: number;
}

/** People search with the space's Apollo key (free: no credits, no emails). Every member of the space may search. */
@injectable()
export class SearchLeads {
  constructor(
    @inject(CheckSpaceAccess) private readonly spaceAccess: CheckSpaceAccess,
    @inject(ConnectedAccounts) private readonly accounts: ConnectedAccounts,
    @inject(LeadSearchProvider) private readonly provider: LeadSearchProvider,
  ) {}

  async execute(principal: Principal, spaceId: string, criteria: LeadCriteriaInput, page = 1, perPage = LEAD_PAGE_SIZE): Promise<LeadSearchResult> {
    await this.spaceAccess.execute(principal, spaceId);
    const checked = leadCriteria(criteria);
    const wanted = Number.isInteger(page) ? Math.min(Math.max(1, page), MAX_PAGE) : 1;
    const size = Number.isInteger(perPage) ? Math.min(Math.max(1, perPage), 100) : LEAD_PAGE_SIZE;
    const connection = await this.accounts.open(spaceId, 'apollo');
    const found = await this.accounts.call(connection, (key) => this.provider.search(key, checked, wanted, size));
    return { people: found.people, page: found.page, total_pages: found.totalPages, total: found.total };
  }
}
