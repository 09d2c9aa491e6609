import type { Kysely } from 'kysely';
import type { OrganizationRepository } from '../../../core/server/ports/organization-repository.ts';
import type { OrganizationRecord } from '../../../core/server/ports/records.ts';
import type { DatabaseSchema } from './schema.ts';
import { toDate } from './row-conversions.ts';

export class KyselyOrganizationRepository implements OrganizationRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async findById(id: string): Promise<OrganizationRecord | null> {
    const row = await this.db.selectFrom('organizations').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? { id: row.id, name: row.name, createdAt: toDate(row.created_at) } : null;
  }

  async create(org: OrganizationRecord): Promise<void> {
    await this.db
      .insertInto('organizations')
      .values({ id: org.id, name: org.name, created_at: org.createdAt.toISOString() })
      .execute();
  }
}
