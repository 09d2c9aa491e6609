import { inject, injectable } from 'inversify';
import { LeadLists } from './lead-lists.ts';
import { toCsv } from '../../domain/csv.ts';
import type { Principal } from '../auth/principal.ts';

const HEADER = ['first_name', 'last_name', 'email', 'title', 'company', 'company_size', 'industry', 'location', 'linkedin_url', 'apollo_id'];

/** A saved list as CSV (formula-looking cells neutralized), with a file name from the list's name. */
@injectable()
export class ExportLeadList {
  constructor(@inject(LeadLists) private readonly lists: LeadLists) {}

  async execute(principal: Principal, spaceId: string, listId: string): Promise<{ fileName: string; csv: string }> {
    const { list, leads } = await this.lists.read(principal, spaceId, listId);
    const rows = leads.map((l) => [l.firstName, l.lastName, l.email, l.title, l.company, l.companySize, l.industry, l.location, l.linkedinUrl, l.externalId]);
    const base = list.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'leads';
    return { fileName: `${base}.csv`, csv: toCsv([HEADER, ...rows]) };
  }
}
