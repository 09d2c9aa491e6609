import { type Kysely, type Selectable } from 'kysely';
import type { EnrichedLead, LeadList, LeadListRepository, NewSavedLead, SavedLead } from '../../../core/server/leads/lead-list-repository.ts';
import type { DatabaseSchema } from '../db/schema.ts';
import type { LeadListMembersTable } from './leads-tables.ts';

function toLead(r: Selectable<LeadListMembersTable>): SavedLead {
  return {
    id: r.id,
    listId: r.list_id,
    externalId: r.external_id,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    title: r.title,
    company: r.company,
    companySize: r.company_size,
    industry: r.industry,
    location: r.location,
    linkedinUrl: r.linkedin_url,
    savedAt: new Date(r.saved_at),
  };
}

/** Saved lead lists over Kysely (SQLite or PostgreSQL); every statement is scoped by space. */
export class KyselyLeadListRepository implements LeadListRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  private listsQuery(spaceId: string) {
    return this.db
      .selectFrom('lead_lists as l')
      .select(['l.id', 'l.org_id', 'l.space_id', 'l.name', 'l.created_by', 'l.created_at'])
      .select((eb) => eb.selectFrom('lead_list_members as m').whereRef('m.list_id', '=', 'l.id').select(eb.fn.countAll().as('n')).as('lead_count'))
      .where('l.space_id', '=', spaceId);
  }

  private static toList(r: { id: string; org_id: string; space_id: string; name: string; created_by: string; created_at: string; lead_count: unknown }): LeadList {
    return { id: r.id, orgId: r.org_id, spaceId: r.space_id, name: r.name, leadCount: Number(r.lead_count ?? 0), createdBy: r.created_by, createdAt: new Date(r.created_at) };
  }

  async listsForSpace(spaceId: string): Promise<LeadList[]> {
    const rows = await this.listsQuery(spaceId).orderBy('l.created_at', 'desc').orderBy('l.id').execute();
    return rows.map(KyselyLeadListRepository.toList);
  }

  async find(spaceId: string, listId: string): Promise<LeadList | null> {
    const row = await this.listsQuery(spaceId).where('l.id', '=', listId).executeTakeFirst();
    return row ? KyselyLeadListRepository.toList(row) : null;
  }

  async leads(spaceId: string, listId: string): Promise<SavedLead[]> {
    const rows = await this.db.selectFrom('lead_list_members').selectAll().where('space_id', '=', spaceId).where('list_id', '=', listId).orderBy('saved_at').orderBy('id').execute();
    return rows.map(toLead);
  }

  async create(list: Omit<LeadList, 'leadCount'>): Promise<void> {
    await this.db
      .insertInto('lead_lists')
      .values({ id: list.id, org_id: list.orgId, space_id: list.spaceId, name: list.name, created_by: list.createdBy, created_at: list.createdAt.toISOString(), enriching_until: null })
      .execute();
  }

  async addLeads(spaceId: string, listId: string, leads: NewSavedLead[]): Promise<{ added: number; alreadyThere: number }> {
    if (leads.length === 0) return { added: 0, alreadyThere: 0 };
    let added = 0;
    // In chunks (SQLite's bound-parameter limit); the unique (list, dedupe_key) makes a double save add nothing.
    for (let i = 0; i < leads.length; i += 50) {
      const chunk = leads.slice(i, i + 50);
      const result = await this.db
        .insertInto('lead_list_members')
        .values(
          chunk.map((l) => ({
            id: l.id,
            list_id: listId,
            space_id: spaceId,
            dedupe_key: l.dedupeKey,
            external_id: l.externalId ?? null,
            first_name: l.firstName,
            last_name: l.lastName,
            email: l.email ?? null,
            title: l.title ?? null,
            company: l.company ?? null,
            company_size: l.companySize ?? null,
            industry: l.industry ?? null,
            location: l.location ?? null,
            linkedin_url: l.linkedinUrl ?? null,
            saved_at: l.savedAt.toISOString(),
          })),
        )
        .onConflict((oc) => oc.columns(['list_id', 'dedupe_key']).doNothing())
        .executeTakeFirst();
      added += Number(result.numInsertedOrUpdatedRows ?? 0n);
    }
    return { added, alreadyThere: leads.length - added };
  }

  async rename(spaceId: string, listId: string, name: string): Promise<boolean> {
    const result = await this.db.updateTable('lead_lists').set({ name }).where('space_id', '=', spaceId).where('id', '=', listId).executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async remove(spaceId: string, listId: string): Promise<boolean> {
    // Members first: SQLite enforces the cascade only with foreign keys switched on.
    await this.db.deleteFrom('lead_list_members').where('space_id', '=', spaceId).where('list_id', '=', listId).execute();
    const result = await this.db.deleteFrom('lead_lists').where('space_id', '=', spaceId).where('id', '=', listId).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async claimEnrichment(spaceId: string, listId: string, now: Date, until: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('lead_lists')
      .set({ enriching_until: until.toISOString() })
      .where('space_id', '=', spaceId)
      .where('id', '=', listId)
      .where((eb) => eb.or([eb('enriching_until', 'is', null), eb('enriching_until', '<', now.toISOString())]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async releaseEnrichment(spaceId: string, listId: string): Promise<void> {
    await this.db.updateTable('lead_lists').set({ enriching_until: null }).where('space_id', '=', spaceId).where('id', '=', listId).execute();
  }

  async updateLead(spaceId: string, leadId: string, found: EnrichedLead): Promise<void> {
    await this.db
      .updateTable('lead_list_members')
      .set({
        email: found.email,
        ...(found.lastName ? { last_name: found.lastName } : {}),
        ...(found.title ? { title: found.title } : {}),
        ...(found.company ? { company: found.company } : {}),
        ...(found.companySize ? { company_size: found.companySize } : {}),
        ...(found.industry ? { industry: found.industry } : {}),
        ...(found.location ? { location: found.location } : {}),
        ...(found.linkedinUrl ? { linkedin_url: found.linkedinUrl } : {}),
      })
      .where('space_id', '=', spaceId)
      .where('id', '=', leadId)
      .execute();
  }
}
