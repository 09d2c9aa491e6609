import type { Kysely } from 'kysely';
import type { WaitlistRepository } from '../../../core/server/ports/waitlist-repository.ts';
import type { WaitlistEntryRecord } from '../../../core/server/ports/records.ts';
import type { DatabaseSchema, WaitlistTable } from './schema.ts';
import { toDate, toOptionalDate } from './row-conversions.ts';

export class KyselyWaitlistRepository implements WaitlistRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async add(e: WaitlistEntryRecord): Promise<void> {
    await this.db
      .insertInto('waitlist')
      .values({ id: e.id, email: e.email, name: e.name, company: e.company, status: e.status, created_at: e.createdAt.toISOString(), approved_at: null })
      .execute();
  }

  async findByEmail(email: string): Promise<WaitlistEntryRecord | null> {
    const r = await this.db.selectFrom('waitlist').selectAll().where('email', '=', email).executeTakeFirst();
    return r ? toEntry(r) : null;
  }

  async findById(id: string): Promise<WaitlistEntryRecord | null> {
    const r = await this.db.selectFrom('waitlist').selectAll().where('id', '=', id).executeTakeFirst();
    return r ? toEntry(r) : null;
  }

  async list(status: WaitlistEntryRecord['status'] | undefined, limit: number, offset: number) {
    let q = this.db.selectFrom('waitlist');
    if (status) q = q.where('status', '=', status);
    const [rows, count] = await Promise.all([
      q.selectAll().orderBy('created_at').limit(limit).offset(offset).execute(),
      q.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map(toEntry), total: Number(count.n) };
  }

  async approve(id: string, at: Date): Promise<void> {
    await this.db.updateTable('waitlist').set({ status: 'approved', approved_at: at.toISOString() }).where('id', '=', id).execute();
  }
}

function toEntry(r: WaitlistTable): WaitlistEntryRecord {
  return { id: r.id, email: r.email, name: r.name, company: r.company, status: r.status as WaitlistEntryRecord['status'], createdAt: toDate(r.created_at), approvedAt: toOptionalDate(r.approved_at) };
}
