import { beforeAll, expect, it } from 'vitest';
import { Mailer } from '../../../core/server/ports/mailer.ts';
import type { RefreshTokenRecord } from '../../../core/server/ports/records.ts';
import { AT, at, newTenant, contractSuite, unique, userRecord } from '../../support/contract-database.ts';
import { databaseUnavailable } from '../../support/test-database.ts';

/** Accounts: users, organizations, refresh tokens (sessions), one-time tokens, the waitlist and the mail outbox. */
const suite = contractSuite();
const { kind, describe, run } = suite;
const storedUser = (id: string) => suite.database.other.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe(`users (${kind})`, () => {
  it('create stores the email lowercased with its domain; findById and findByEmail (any case) read every field back', async () => {
    const id = unique('ada');
    const record = userRecord(id, { email: `${id}@Example.ORG`, role: 'org_admin', lastLoginAt: at(1), disabledAt: at(2), emailVerifiedAt: at(3) });
    const expected = { ...record, email: record.email.toLowerCase() };
    await run((repos) => repos.users.create(record));
    expect(await storedUser(id)).toMatchObject({ email: `${id}@example.org`, email_domain: 'example.org', role: 'org_admin', password_hash: `hash-of-${id}`, created_at: AT.toISOString() });
    expect(await run((repos) => repos.users.findById(id))).toEqual(expected);
    expect(await run((repos) => repos.users.findByEmail(`${id.toUpperCase()}@EXAMPLE.org`))).toEqual(expected);
    expect(await run((repos) => repos.users.findById(unique('nobody')))).toBeNull();
    expect(await run((repos) => repos.users.findByEmail('nobody@example.org'))).toBeNull();
  });

  it('refuses a second account with the same email, whatever its case, and that unit stores nothing', async () => {
    const id = unique('taken');
    await run((repos) => repos.users.create(userRecord(id)));
    const other = unique('second');
    await expect(run((repos) => repos.users.create(userRecord(other, { email: `${id.toUpperCase()}@CONTRACT.io` })))).rejects.toThrow();
    expect(await suite.database.other.db.selectFrom('users').select('id').where('id', '=', other).execute()).toEqual([]);
  });

  it('recordLogin, setMembership, setDisabled, markEmailVerified, setPasswordHash and setName each change their column', async () => {
    const t = await newTenant(suite.database.uow, 'changes');
    const id = unique('changing');
    await run((repos) => repos.users.create(userRecord(id)));
    await run(async (repos) => {
      await repos.users.recordLogin(id, at(10));
      await repos.users.setMembership(id, t.orgId, 'org_admin');
      await repos.users.setDisabled(id, at(20));
      await repos.users.markEmailVerified(id, at(30));
      await repos.users.setPasswordHash(id, 'new-hash');
      await repos.users.setName(id, 'New Name');
    });
    expect(await storedUser(id)).toMatchObject({ last_login_at: at(10).toISOString(), org_id: t.orgId, role: 'org_admin', disabled_at: at(20).toISOString(), email_verified_at: at(30).toISOString(), password_hash: 'new-hash', name: 'New Name' });
    await run(async (repos) => {
      await repos.users.setDisabled(id, null);
      await repos.users.setMembership(id, null, 'org_member');
    });
    expect(await storedUser(id)).toMatchObject({ disabled_at: null, org_id: null, role: 'org_member' });
  });

  it('count, listByOrganization and domainHasOrganization (the oldest member\'s organization on the domain)', async () => {
    const before = await run((repos) => repos.users.count());
    const t = await newTenant(suite.database.uow, 'members');
    const first = await newTenant(suite.database.uow, 'first-on-domain');
    const domain = `${unique('domain')}.io`;
    await run(async (repos) => {
      await repos.users.create(userRecord(unique('late'), { email: `late@${domain}`, orgId: t.orgId, createdAt: at(50) }));
      await repos.users.create(userRecord(unique('early'), { email: `early@${domain}`, orgId: first.orgId, createdAt: at(10) }));
      await repos.users.create(userRecord(unique('loner'), { email: `loner@${domain}`, orgId: null, createdAt: at(0) }));
    });
    expect(await run((repos) => repos.users.count())).toBe(before + 5);
    expect((await run((repos) => repos.users.listByOrganization(t.orgId))).map((u) => u.email).sort()).toEqual([`${t.ownerId}@contract.io`, `late@${domain}`].sort());
    expect(await run((repos) => repos.users.domainHasOrganization(domain.toUpperCase()))).toBe(first.orgId);
    expect(await run((repos) => repos.users.domainHasOrganization('no-such-domain.io'))).toBeNull();
  });

  it('search matches the email or the name in any case, newest first, paged, with the total; wildcards in the query match only themselves', async () => {
    const tag = unique('zyx').replace('-', '');
    await run(async (repos) => {
      await repos.users.create(userRecord(unique('s1'), { email: `one-${tag}@search.io`, name: 'Plain', createdAt: at(1) }));
      await repos.users.create(userRecord(unique('s2'), { email: 'two@search.io', name: `Named ${tag.toUpperCase()}`, createdAt: at(2) }));
      await repos.users.create(userRecord(unique('s3'), { email: `three-${tag}@search.io`, name: 'Plain', createdAt: at(3) }));
    });
    const found = await run((repos) => repos.users.search(` ${tag.toUpperCase()} `, 2, 0));
    expect(found.total).toBe(3);
    expect(found.rows.map((u) => u.email)).toEqual([`three-${tag}@search.io`, 'two@search.io']);
    expect((await run((repos) => repos.users.search(tag, 2, 2))).rows.map((u) => u.email)).toEqual([`one-${tag}@search.io`]);
    expect((await run((repos) => repos.users.search(`${tag}%`, 10, 0))).total).toBe(3);
    expect((await run((repos) => repos.users.search(`${tag}_x`, 10, 0))).total).toBe(0);
  });

  it('search after a cursor continues newest first from that key (created_at, then id), the offset left unused', async () => {
    const tag = unique('keyset').replace('-', '');
    const ids = [unique('k1'), unique('k2'), unique('k3'), unique('k4')];
    await run(async (repos) => {
      // Two at the same moment: the id orders them.
      for (const [i, id] of ids.entries()) await repos.users.create(userRecord(id, { email: `${i}-${tag}@keyset.io`, createdAt: at(i < 2 ? 1 : i) }));
    });
    const first = await run((repos) => repos.users.search(tag, 2, 0));
    expect(first.rows.map((u) => u.id)).toEqual([ids[3], ids[2]]);
    const last = first.rows.at(-1)!;
    const next = await run((repos) => repos.users.search(tag, 2, 99, { at: last.createdAt.toISOString(), id: last.id }));
    expect([next.total, next.rows.map((u) => u.id)]).toEqual([null, [ids[0], ids[1]].sort().reverse()]);
    const end = next.rows.at(-1)!;
    expect((await run((repos) => repos.users.search(tag, 2, 0, { at: end.createdAt.toISOString(), id: end.id }))).rows).toEqual([]);
  });
});

describe(`organizations (${kind}) R-ORG-01 R-ORG-02`, () => {
  it('create, findById and update keep the name and the settings as JSON; an empty update changes nothing', async () => {
    const id = unique('org');
    await run((repos) => repos.organizations.create({ id, name: 'Acme', createdAt: AT, settings: { website: 'https://acme.example', properties: [{ id: 'p1', isDefault: true }] } }));
    expect(await run((repos) => repos.organizations.findById(id))).toEqual({ id, name: 'Acme', createdAt: AT, settings: { website: 'https://acme.example', properties: [{ id: 'p1', isDefault: true }] } });
    await run((repos) => repos.organizations.update(id, { name: 'Acme Ltd' }));
    await run((repos) => repos.organizations.update(id, { settings: { industry: 'bakery' } }));
    await run((repos) => repos.organizations.update(id, {}));
    expect(await suite.database.other.db.selectFrom('organizations').select(['name', 'settings']).where('id', '=', id).execute()).toEqual([{ name: 'Acme Ltd', settings: JSON.stringify({ industry: 'bakery' }) }]);
    expect(await run((repos) => repos.organizations.findById(unique('none')))).toBeNull();
  });

  it('search matches the name in any case with each organization\'s member count, newest first, paged; count counts them all', async () => {
    const before = await run((repos) => repos.organizations.count());
    const tag = unique('Qorg').replace('-', '');
    const a = unique('org-a');
    const b = unique('org-b');
    await run(async (repos) => {
      await repos.organizations.create({ id: a, name: `${tag} Alpha`, createdAt: at(1), settings: {} });
      await repos.organizations.create({ id: b, name: `Beta ${tag.toLowerCase()}`, createdAt: at(2), settings: {} });
      await repos.users.create(userRecord(unique('a1'), { orgId: a }));
      await repos.users.create(userRecord(unique('a2'), { orgId: a }));
    });
    expect(await run((repos) => repos.organizations.count())).toBe(before + 2);
    const found = await run((repos) => repos.organizations.search(tag.toUpperCase(), 10, 0));
    expect(found).toEqual({ total: 2, rows: [{ id: b, name: `Beta ${tag.toLowerCase()}`, createdAt: at(2), settings: {}, memberCount: 0 }, { id: a, name: `${tag} Alpha`, createdAt: at(1), settings: {}, memberCount: 2 }] });
    expect((await run((repos) => repos.organizations.search(tag, 1, 1))).rows.map((o) => o.id)).toEqual([a]);
  });
});

describe(`refresh tokens and sessions (${kind}) R-API-13 R-API-14`, () => {
  let userId: string;
  const token = (id: string, familyId: string, extra: Partial<RefreshTokenRecord> = {}): RefreshTokenRecord => ({
    id, userId, familyId, tokenHash: `hash-${id}`, expiresAt: at(86_400_000), createdAt: AT, usedAt: null, revokedAt: null, userAgent: null, ip: null, ...extra,
  });
  const storedTokens = (familyId: string) => suite.database.other.db.selectFrom('refresh_tokens').select(['id', 'used_at', 'revoked_at', 'ended_at']).where('family_id', '=', familyId).orderBy('id').execute();

  beforeAll(async () => {
    if (databaseUnavailable) return;
    userId = unique('session-user');
    await run((repos) => repos.users.create(userRecord(userId)));
  });

  it('create and findByHash read every field back', async () => {
    const record = token(unique('t'), unique('fam'), { userAgent: 'Firefox on Linux', ip: '203.0.113.9', createdAt: at(5) });
    await run((repos) => repos.refreshTokens.create(record));
    expect(await run((repos) => repos.refreshTokens.findByHash(record.tokenHash))).toEqual(record);
    expect(await run((repos) => repos.refreshTokens.findByHash('no-such-hash'))).toBeNull();
  });

  it('markUsed succeeds once for a live token: of ten rotations racing with one token exactly one wins; a revoked token cannot be used', async () => {
    const family = unique('race-fam');
    const id = unique('race-token');
    await run((repos) => repos.refreshTokens.create(token(id, family)));
    const wins = await Promise.all(Array.from({ length: 10 }, () => run((repos) => repos.refreshTokens.markUsed(id, at(1)))));
    expect(wins.filter(Boolean)).toHaveLength(1);
    expect(await storedTokens(family)).toEqual([{ id, used_at: at(1).toISOString(), revoked_at: null, ended_at: null }]);
    const revoked = unique('revoked-token');
    await run(async (repos) => {
      await repos.refreshTokens.create(token(revoked, family));
      await repos.refreshTokens.revoke(revoked, at(2));
      await repos.refreshTokens.revoke(revoked, at(3));
    });
    expect(await run((repos) => repos.refreshTokens.markUsed(revoked, at(4)))).toBe(false);
    expect((await storedTokens(family)).find((r) => r.id === revoked)).toEqual({ id: revoked, used_at: null, revoked_at: at(2).toISOString(), ended_at: null });
  });

  it('revokeFamily and revokeAllForUser revoke what is not revoked yet, keeping the earlier revocation time', async () => {
    const family = unique('fam');
    const other = unique('other-fam');
    await run(async (repos) => {
      await repos.refreshTokens.create(token(`${family}-1`, family));
      await repos.refreshTokens.create(token(`${family}-2`, family));
      await repos.refreshTokens.create(token(`${other}-1`, other));
      await repos.refreshTokens.revoke(`${family}-1`, at(1));
      await repos.refreshTokens.revokeFamily(family, at(2));
    });
    expect((await storedTokens(family)).map((r) => r.revoked_at)).toEqual([at(1).toISOString(), at(2).toISOString()]);
    expect((await storedTokens(other)).map((r) => r.revoked_at)).toEqual([null]);
    await run((repos) => repos.refreshTokens.revokeAllForUser(userId, at(3)));
    expect((await storedTokens(other)).map((r) => r.revoked_at)).toEqual([at(3).toISOString()]);
    expect((await storedTokens(family)).map((r) => r.revoked_at)).toEqual([at(1).toISOString(), at(2).toISOString()]);
  });

  it('listLiveSessions lists families whose newest token is live, newest first, started at their first token; endSessions ends one or all but one', async () => {
    const person = unique('devices');
    await run((repos) => repos.users.create(userRecord(person)));
    const mine = (id: string, familyId: string, extra: Partial<RefreshTokenRecord> = {}) => ({ ...token(id, familyId, extra), userId: person });
    await run(async (repos) => {
      // phone: rotated once (first token used); laptop: one token; expired and revoked families are not live.
      await repos.refreshTokens.create(mine('phone-1', 'phone', { createdAt: at(0), userAgent: 'Phone', ip: '198.51.100.1' }));
      await repos.refreshTokens.markUsed('phone-1', at(100));
      await repos.refreshTokens.create(mine('phone-2', 'phone', { createdAt: at(100), userAgent: 'Phone', ip: '198.51.100.2' }));
      await repos.refreshTokens.create(mine('laptop-1', 'laptop', { createdAt: at(50), userAgent: 'Laptop' }));
      await repos.refreshTokens.create(mine('old-1', 'old', { createdAt: at(10), expiresAt: at(20) }));
      await repos.refreshTokens.create(mine('gone-1', 'gone', { createdAt: at(30) }));
      await repos.refreshTokens.revoke('gone-1', at(40));
    });
    const now = at(200);
    expect(await run((repos) => repos.refreshTokens.listLiveSessions(person, now))).toEqual([
      { id: 'phone', startedAt: at(0), lastUsedAt: at(100), userAgent: 'Phone', ip: '198.51.100.2' },
      { id: 'laptop', startedAt: at(50), lastUsedAt: at(50), userAgent: 'Laptop', ip: null },
    ]);
    expect(await run((repos) => repos.refreshTokens.endSessions(person, { only: 'laptop' }, at(300)))).toBe(1);
    expect(await storedTokens('laptop')).toEqual([{ id: 'laptop-1', used_at: null, revoked_at: at(300).toISOString(), ended_at: at(300).toISOString() }]);
    expect(await run((repos) => repos.users.findForAuthentication(person, 'laptop'))).toMatchObject({ sessionEnded: true });
    expect(await run((repos) => repos.users.findForAuthentication(person, 'phone'))).toMatchObject({ sessionEnded: false });
    expect(await run((repos) => repos.refreshTokens.endSessions(person, { only: 'no-such-family' }, at(300)))).toBe(0);
    await run((repos) => repos.refreshTokens.create(mine('tablet-1', 'tablet', { createdAt: at(150) })));
    expect(await run((repos) => repos.refreshTokens.endSessions(person, { allBut: 'tablet' }, at(400)))).toBe(1);
    expect(await storedTokens('phone')).toEqual([
      { id: 'phone-1', used_at: at(100).toISOString(), revoked_at: at(400).toISOString(), ended_at: at(400).toISOString() },
      { id: 'phone-2', used_at: null, revoked_at: at(400).toISOString(), ended_at: at(400).toISOString() },
    ]);
    expect((await run((repos) => repos.refreshTokens.listLiveSessions(person, at(500)))).map((s) => s.id)).toEqual(['tablet']);
    expect(await run((repos) => repos.refreshTokens.endSessions(person, { allBut: null }, at(600)))).toBe(1);
    expect(await run((repos) => repos.refreshTokens.listLiveSessions(person, at(700)))).toEqual([]);
  });
});

describe(`one-time tokens (${kind})`, () => {
  it('create and findByHash by purpose; consume once, also when two clicks race; consumeAllFor spends the subject\'s other links of that purpose', async () => {
    const subject = unique('subject');
    const t = (id: string, purpose: 'verify_email' | 'password_reset') => ({ id, purpose, subjectId: subject, tokenHash: `hash-${id}`, expiresAt: at(3_600_000), usedAt: null, createdAt: AT });
    const reset1 = unique('reset-1');
    const reset2 = unique('reset-2');
    const verify = unique('verify');
    await run(async (repos) => {
      await repos.oneTimeTokens.create(t(reset1, 'password_reset'));
      await repos.oneTimeTokens.create(t(reset2, 'password_reset'));
      await repos.oneTimeTokens.create(t(verify, 'verify_email'));
    });
    expect(await run((repos) => repos.oneTimeTokens.findByHash('password_reset', `hash-${reset1}`))).toEqual(t(reset1, 'password_reset'));
    expect(await run((repos) => repos.oneTimeTokens.findByHash('verify_email', `hash-${reset1}`))).toBeNull();
    const clicks = await Promise.all(Array.from({ length: 5 }, () => run((repos) => repos.oneTimeTokens.consume(reset1, at(1)))));
    expect(clicks.filter(Boolean)).toHaveLength(1);
    await run((repos) => repos.oneTimeTokens.consumeAllFor('password_reset', subject, at(2)));
    const used = await suite.database.other.db.selectFrom('one_time_tokens').select(['id', 'used_at']).where('subject_id', '=', subject).orderBy('id').execute();
    expect(Object.fromEntries(used.map((r) => [r.id, r.used_at]))).toEqual({ [reset1]: at(1).toISOString(), [reset2]: at(2).toISOString(), [verify]: null });
    expect(await run((repos) => repos.oneTimeTokens.consume(reset2, at(3)))).toBe(false);
  });
});

describe(`the waitlist (${kind})`, () => {
  it('add, findByEmail, findById, list by status (oldest first, paged, counted) and approve', async () => {
    const tag = unique('wait');
    const entry = (id: string, created: number) => ({ id, email: `${id}@${tag}.io`, name: `Person ${id}`, company: created % 2 ? 'Acme' : null, status: 'pending' as const, createdAt: at(created), approvedAt: null });
    const ids = [unique('w1'), unique('w2'), unique('w3')];
    await run(async (repos) => {
      for (const [i, id] of ids.entries()) await repos.waitlist.add(entry(id, i + 1));
    });
    expect(await run((repos) => repos.waitlist.findByEmail(`${ids[1]}@${tag}.io`))).toEqual(entry(ids[1]!, 2));
    expect(await run((repos) => repos.waitlist.findById(ids[0]!))).toEqual(entry(ids[0]!, 1));
    expect(await run((repos) => repos.waitlist.findById(unique('none')))).toBeNull();
    await expect(run((repos) => repos.waitlist.add(entry(ids[0]!, 9)))).rejects.toThrow();
    await run((repos) => repos.waitlist.approve(ids[1]!, at(100)));
    expect(await run((repos) => repos.waitlist.findById(ids[1]!))).toEqual({ ...entry(ids[1]!, 2), status: 'approved', approvedAt: at(100) });
    const pending = await run((repos) => repos.waitlist.list('pending', 100, 0));
    expect(pending.rows.filter((e) => e.email.endsWith(`@${tag}.io`)).map((e) => e.id)).toEqual([ids[0], ids[2]]);
    expect(pending.total).toBe(pending.rows.length);
    const approved = await run((repos) => repos.waitlist.list('approved', 100, 0));
    expect(approved.rows.some((e) => e.id === ids[1])).toBe(true);
    const all = await run((repos) => repos.waitlist.list(undefined, 1, 1));
    expect([all.total, all.rows.length]).toEqual([pending.total + approved.total, 1]);
  });
});

describe(`the mail outbox (${kind})`, () => {
  it('the default mailer keeps each message with its link', async () => {
    const to = `${unique('reader')}@outbox.io`;
    await suite.database.container.get(Mailer).send({ to, subject: 'Verify your email', text: 'Open the link', link: 'https://app.example/verify?token=t' });
    await suite.database.container.get(Mailer).send({ to, subject: 'No link', text: 'Plain' });
    const rows = await suite.database.other.db.selectFrom('mail_outbox').select(['to_address', 'subject', 'body', 'link']).where('to_address', '=', to).orderBy('subject', 'desc').execute();
    expect(rows).toEqual([
      { to_address: to, subject: 'Verify your email', body: 'Open the link', link: 'https://app.example/verify?token=t' },
      { to_address: to, subject: 'No link', body: 'Plain', link: null },
    ]);
  });
});
