import type { Kysely } from 'kysely';
import type { OrganizationRepository } from '../../../core/server/ports/organization-repository.ts';
import type { OrganizationRecord } from '../../../core/server/ports/records.ts';
import type { DatabaseSchema } from './schema.ts';
import { toDate } from './row-conversions.ts';

export class KyselyOrganizationRepository implements OrganizationRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async findById(id: string): Promise<OrganizationRecord | null> {
    const row = await this.db.selectFrom('organizations').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? { id: row.id, name: row.name, createdAt: toDate(row.created_at), settings: JSON.parse(row.settings || '{}') } : null;
  }

  async create(org: OrganizationRecord): Promise<void> {
    await this.db
      .insertInto('organizations')
      .values({ id: org.id, name: org.name, created_at: org.createdAt.toISOString(), settings: JSON.stringify(org.settings ?? {}) })
      .execute();
  }

  async search(query: string, limit: number, offset: number) {
    const words = query.trim().toLowerCase().replace(/[%_\\]/g, '');
    const pattern = `%${words}%`;
    // No words, no filter: LIKE '%%' would still test every row.
    const base = words ? this.db.selectFrom('organizations').where((eb) => eb(eb.fn('lower', ['name']), 'like', pattern)) : this.db.selectFrom('organizations');
    const [rows, count] = await Promise.all([
      base
        .selectAll('organizations')
        .select((eb) => eb.selectFrom('users').select((e) => e.fn.countAll<string | number>().as('c')).whereRef('users.org_id', '=', 'organizations.id').as('member_count'))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return {
      total: Number(count.n),
      rows: rows.map((row) => ({
        id: row.id,
        name: row.name,
        createdAt: toDate(row.created_at),
        settings: JSON.parse(row.settings || '{}'),
        memberCount: Number(row.member_count ?? 0),
      })),
    };
  }

  async count(): Promise<number> {
    const row = await this.db.selectFrom('organizations').select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async update(id: string, changes: { name?: string; settings?: Record<string, unknown> }): Promise<void> {
    const values: { name?: string; settings?: string } = {};
    if (changes.name) values.name = changes.name;
    if (changes.settings) values.settings = JSON.stringify(changes.settings);
    if (Object.keys(values).length === 0) return;
    await this.db.updateTable('organizations').set(values).where('id', '=', id).execute();
  }
}
