import type { Kysely } from 'kysely';
import type { SpaceRepository } from '../../../core/server/ports/space-repository.ts';
import type { SpaceRecord } from '../../../core/server/ports/records.ts';
import type { DatabaseSchema, SpacesTable } from './schema.ts';
import { toDate } from './row-conversions.ts';

export class KyselySpaceRepository implements SpaceRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async listByOrganization(orgId: string): Promise<SpaceRecord[]> {
    const rows = await this.db.selectFrom('spaces').selectAll().where('org_id', '=', orgId).execute();
    return rows.map(toSpace);
  }

  async findBySlug(orgId: string, slug: string): Promise<SpaceRecord | null> {
    const row = await this.db
      .selectFrom('spaces')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('slug', '=', slug)
      .executeTakeFirst();
    return row ? toSpace(row) : null;
  }

  async findById(id: string): Promise<SpaceRecord | null> {
    const row = await this.db.selectFrom('spaces').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toSpace(row) : null;
  }

  async create(space: SpaceRecord): Promise<void> {
    await this.db
      .insertInto('spaces')
      .values({
        id: space.id,
        org_id: space.orgId,
        name: space.name,
        slug: space.slug,
        description: space.description,
        is_default: space.isDefault ? 1 : 0,
        created_at: space.createdAt.toISOString(),
      })
      .execute();
  }
}

function toSpace(row: SpacesTable): SpaceRecord {
  return {
    id: row.id,
    orgId: row.org_id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    isDefault: Number(row.is_default) === 1,
    createdAt: toDate(row.created_at),
  };
}
