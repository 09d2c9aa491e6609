import type { Kysely } from 'kysely';
import type { PageKey } from '../../../core/domain/list-cursor.ts';
import type { AuthenticationRead, UserRepository } from '../../../core/server/ports/user-repository.ts';
import type { UserRecord } from '../../../core/server/ports/records.ts';
import type { DatabaseSchema, UsersTable } from './schema.ts';
import { isRole } from '../../../core/domain/roles.ts';
import { toDate, toOptionalDate } from './row-conversions.ts';
import { PreparedQuery } from './prepared-query.ts';
import type { AccountCacheLink } from './account-read-cache.ts';

/** Every authenticated request runs one of these two, the second also for a socket's account checks (compiled once: see PreparedQuery). */
const userWithEndedSession = new PreparedQuery((db, { id, sessionId }: { id: string; sessionId: string }) =>
  db
    .selectFrom('users')
    .selectAll('users')
    .select((eb) =>
      eb.exists(eb.selectFrom('refresh_tokens').select('refresh_tokens.id').where('refresh_tokens.family_id', '=', sessionId).where('refresh_tokens.ended_at', 'is not', null)).as('session_ended'),
    )
    .where('users.id', '=', id),
);
const userAlone = new PreparedQuery((db, { id }: { id: string }) => db.selectFrom('users').selectAll('users').where('users.id', '=', id));

export class KyselyUserRepository implements UserRepository {
  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    /** Without it (tests, tools) nothing is cached and nobody is told of changes. */
    private readonly accounts?: AccountCacheLink,
  ) {}

  async findById(id: string): Promise<UserRecord | null> {
    const [row] = await userAlone.execute(this.db, { id });
    return row ? toUser(row) : null;
  }

  knownForAuthentication(id: string, sessionId: string | null): AuthenticationRead | undefined {
    return this.accounts?.cache?.get(id, sessionId);
  }

  async findForAuthentication(id: string, sessionId: string | null): Promise<AuthenticationRead | null> {
    const cache = this.accounts?.cache;
    if (!cache) return this.readForAuthentication(id, sessionId);
    const cached = cache.get(id, sessionId);
    if (cached) return cached;
    const mark = cache.mark();
    const found = await this.readForAuthentication(id, sessionId);
    // An unknown account is not kept: a forged subject cannot fill the cache (and needs a valid signature anyway).
    if (found) cache.store(id, sessionId, found, mark);
    return found;
  }

  private async readForAuthentication(id: string, sessionId: string | null): Promise<AuthenticationRead | null> {
    if (sessionId === null) {
      const user = await this.findById(id);
      return user ? { user, sessionEnded: false } : null;
    }
    const [row] = await userWithEndedSession.execute(this.db, { id, sessionId });
    if (!row) return null;
    const { session_ended, ...user } = row;
    // SQLite answers 0 or 1, PostgreSQL a boolean.
    return { user: toUser(user), sessionEnded: Boolean(session_ended) };
  }

  async findByEmail(email: string): Promise<UserRecord | null> {
    const row = await this.db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
    return row ? toUser(row) : null;
  }

  async create(user: UserRecord): Promise<void> {
    await this.db
      .insertInto('users')
      .values({
        id: user.id,
        email: user.email.toLowerCase(),
        name: user.name,
        password_hash: user.passwordHash,
        role: user.role,
        org_id: user.orgId,
        created_at: user.createdAt.toISOString(),
        last_login_at: user.lastLoginAt?.toISOString() ?? null,
        disabled_at: user.disabledAt?.toISOString() ?? null,
        email_domain: user.email.toLowerCase().split('@')[1] ?? null,
        email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
      })
      .execute();
  }

  async recordLogin(id: string, at: Date): Promise<void> {
    await this.db.updateTable('users').set({ last_login_at: at.toISOString() }).where('id', '=', id).execute();
    this.accounts?.changed(id);
  }

  async listByOrganization(orgId: string): Promise<UserRecord[]> {
    const rows = await this.db.selectFrom('users').selectAll().where('org_id', '=', orgId).execute();
    return rows.map(toUser);
  }

  async domainHasOrganization(domain: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('users')
      .select('org_id')
      .where('email_domain', '=', domain.toLowerCase())
      .where('org_id', 'is not', null)
      .orderBy('created_at')
      .executeTakeFirst();
    return row?.org_id ?? null;
  }

  async setMembership(id: string, orgId: string | null, role: UserRecord['role']): Promise<void> {
    await this.db.updateTable('users').set({ org_id: orgId, role }).where('id', '=', id).execute();
    this.accounts?.changed(id);
  }

  async markEmailVerified(id: string, at: Date): Promise<void> {
    await this.db.updateTable('users').set({ email_verified_at: at.toISOString() }).where('id', '=', id).execute();
    this.accounts?.changed(id);
  }

  async setPasswordHash(id: string, passwordHash: string): Promise<void> {
    await this.db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', id).execute();
    this.accounts?.changed(id);
  }

  async setName(id: string, name: string): Promise<void> {
    await this.db.updateTable('users').set({ name }).where('id', '=', id).execute();
    this.accounts?.changed(id);
  }

  async setDisabled(id: string, at: Date | null): Promise<void> {
    await this.db.updateTable('users').set({ disabled_at: at?.toISOString() ?? null }).where('id', '=', id).execute();
    this.accounts?.changed(id);
  }

  async search(query: string, limit: number, offset: number, after?: PageKey): Promise<{ rows: UserRecord[]; total: number | null }> {
    const words = query.trim().toLowerCase().replace(/[%_\\]/g, '');
    const pattern = `%${words}%`;
    // No words, no filter: LIKE '%%' would still test every row.
    const base = words ? this.db.selectFrom('users').where((eb) => eb.or([eb('email', 'like', pattern), eb(eb.fn('lower', ['name']), 'like', pattern)])) : this.db.selectFrom('users');
    // After a cursor the page starts at its key in users(created_at, id): the rows before it are never read.
    const page = after ? base.where((eb) => eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(after.at, after.id))) : base.offset(offset);
    const [rows, count] = await Promise.all([
      page.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute(),
      // A page after a cursor is not counted: the first page's total stands (a count reads every match).
      after ? null : base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map(toUser), total: count ? Number(count.n) : null };
  }

  async count(): Promise<number> {
    const row = await this.db.selectFrom('users').select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  }
}

function toUser(row: UsersTable): UserRecord {
  if (!isRole(row.role)) throw new Error(`Unknown role '${row.role}' stored for user ${row.id}`);
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    passwordHash: row.password_hash,
    role: row.role,
    orgId: row.org_id,
    createdAt: toDate(row.created_at),
    lastLoginAt: toOptionalDate(row.last_login_at),
    disabledAt: toOptionalDate(row.disabled_at),
    emailVerifiedAt: toOptionalDate(row.email_verified_at),
  };
}
