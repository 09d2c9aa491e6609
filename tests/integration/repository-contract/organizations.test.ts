import { sql } from 'kysely';
import { keyedPhrase, searchKey } from '../../../adapters/server/db/tenant-search-terms.ts';
import { expect, it } from 'vitest';
import { AgentConfigRepository } from '../../../core/server/agents/agent-config-repository.ts';
import { ProposalRepository } from '../../../core/server/agents/actions/proposal-repository.ts';
import { RunEventRepository } from '../../../core/server/agents/run-event-repository.ts';
import { EmailBookmarkRepository } from '../../../core/server/email-bookmarks/email-bookmark-repository.ts';
import { ConnectionRepository } from '../../../core/server/integrations/connection-repository.ts';
import { LeadListRepository } from '../../../core/server/leads/lead-list-repository.ts';
import { McpServerRepository } from '../../../core/server/mcp-servers/mcp-server-repository.ts';
import { PublishedDraftRepository } from '../../../core/server/publishing/published-draft-repository.ts';
import { KnowledgeRepository } from '../../../core/server/knowledge/ports.ts';
import { AuditTrail } from '../../../core/server/ports/audit-trail.ts';
import type { InviteRecord } from '../../../core/server/ports/records.ts';
import {
  AT, at, chatMessageRecord, chatSessionRecord, connectionRecord, documentRecord, newTenant, contractSuite, unique, urlSourceRecord, userRecord, type Tenant,
} from '../../support/contract-database.ts';

/** Organizations' spaces (and what deleting one removes), invitations, join requests and the audit log. */
const suite = contractSuite();
const { kind, describe, run } = suite;

describe(`spaces (${kind}) R-CONST-18`, () => {
  it('create, findById, findBySlug and listByOrganization read every field; a slug is unique within its organization only', async () => {
    const t = await newTenant(suite.database.uow, 'spaces');
    const other = await newTenant(suite.database.uow, 'other-spaces');
    const id = unique('campaigns');
    const space = { id, orgId: t.orgId, name: 'Campaigns', slug: 'campaigns', description: 'Spring launch', isDefault: false, createdAt: at(5) };
    await run((repos) => repos.spaces.create(space));
    expect(await run((repos) => repos.spaces.findById(id))).toEqual(space);
    expect(await run((repos) => repos.spaces.findBySlug(t.orgId, 'campaigns'))).toEqual(space);
    expect(await run((repos) => repos.spaces.findBySlug(other.orgId, 'campaigns'))).toBeNull();
    expect((await run((repos) => repos.spaces.listByOrganization(t.orgId))).map((s) => [s.slug, s.isDefault]).sort()).toEqual([['campaigns', false], ['general', true]]);
    await expect(run((repos) => repos.spaces.create({ ...space, id: unique('dup') }))).rejects.toThrow();
    await run((repos) => repos.spaces.create({ ...space, id: unique('elsewhere'), orgId: other.orgId }));
    expect(await run((repos) => repos.spaces.findBySlug(other.orgId, 'campaigns'))).toMatchObject({ orgId: other.orgId });
    expect(await run((repos) => repos.spaces.findById(unique('none')))).toBeNull();
  });

  it('update changes the name and the description (also to none); an empty update changes nothing', async () => {
    const t = await newTenant(suite.database.uow, 'rename');
    await run((repos) => repos.spaces.update(t.spaceId, { name: 'Renamed', description: 'Now described' }));
    expect(await run((repos) => repos.spaces.findById(t.spaceId))).toMatchObject({ name: 'Renamed', description: 'Now described' });
    await run((repos) => repos.spaces.update(t.spaceId, { description: null }));
    await run((repos) => repos.spaces.update(t.spaceId, {}));
    expect(await suite.database.other.db.selectFrom('spaces').select(['name', 'description', 'slug']).where('id', '=', t.spaceId).execute()).toEqual([{ name: 'Renamed', description: null, slug: 'general' }]);
  });

  it('profile answers are saved per question, an empty answer removes one, and answeredQuestionIds groups them by space', async () => {
    const t = await newTenant(suite.database.uow, 'profile');
    const second = unique('second-space');
    await run(async (repos) => {
      await repos.spaces.create({ id: second, orgId: t.orgId, name: 'Second', slug: 'second', description: null, isDefault: false, createdAt: AT });
      await repos.spaces.saveProfileAnswers(t.spaceId, { company: 'Acme', audience: 'Bakers', tone: 'Warm' }, t.ownerId, at(1));
      await repos.spaces.saveProfileAnswers(second, { company: 'Acme Two' }, t.ownerId, at(1));
    });
    await run((repos) => repos.spaces.saveProfileAnswers(t.spaceId, { audience: 'Pastry chefs', tone: '' }, t.ownerId, at(2)));
    expect(await run((repos) => repos.spaces.profileAnswers(t.spaceId))).toEqual({ company: 'Acme', audience: 'Pastry chefs' });
    const rows = await suite.database.other.db.selectFrom('space_profile_answers').selectAll().where('space_id', '=', t.spaceId).orderBy('question_id').execute();
    expect(rows).toEqual([
      { space_id: t.spaceId, question_id: 'audience', value: 'Pastry chefs', updated_at: at(2).toISOString(), updated_by: t.ownerId },
      { space_id: t.spaceId, question_id: 'company', value: 'Acme', updated_at: at(1).toISOString(), updated_by: t.ownerId },
    ]);
    const answered = await run((repos) => repos.spaces.answeredQuestionIds([t.spaceId, second, unique('no-answers')]));
    expect(new Map([...answered].map(([space, ids]) => [space, [...ids].sort()]))).toEqual(new Map([[t.spaceId, ['audience', 'company']], [second, ['company']]]));
    expect(await run((repos) => repos.spaces.answeredQuestionIds([]))).toEqual(new Map());
  });

  it('delete removes the space with everything in it, in the caller\'s unit of work; the organization\'s runs and ledger stay', async () => {
    const t = await newTenant(suite.database.uow, 'doomed');
    const keep = await newTenant(suite.database.uow, 'kept');
    const c = suite.database.container;
    const session = unique('session');
    const seed = async (tenant: Tenant, sessionId: string) => {
      await run(async (repos) => {
        await repos.spaces.saveProfileAnswers(tenant.spaceId, { company: 'Acme' }, tenant.ownerId, AT);
        await repos.chats.createSession(chatSessionRecord(tenant, sessionId));
        await repos.chats.addMessage(chatMessageRecord(sessionId, `${sessionId}-m1`, { content: 'Sourdough workshop notes' }));
        await repos.agentRuns.create({ requestId: `${sessionId}-run`, sessionId, orgId: tenant.orgId, spaceId: tenant.spaceId, userId: tenant.ownerId, agentSlug: 'email-agent', mode: 'normal', cost: 20, transactionId: null, status: 'completed', input: {}, error: null, createdAt: AT, finishedAt: null, attempt: 1, workerId: null });
        await repos.artifacts.add({ id: `${sessionId}-artifact`, orgId: tenant.orgId, spaceId: tenant.spaceId, sessionId, messageId: `${sessionId}-m1`, artifactType: 'email', artifactSubtype: null, filename: 'email.md', mimeType: 'text/markdown', sizeBytes: 10, generationStatus: 'completed', errorMessage: null, storageKey: 'k', createdAt: AT });
        await repos.ledger.append({ id: `${sessionId}-charge`, orgId: tenant.orgId, userId: tenant.ownerId, spaceId: tenant.spaceId, credits: 20, transactionType: 'debit', feature: 'ai_agents', activity: 'Run', agentName: null, mode: null, baseCredits: null, status: 'completed', activityDetails: null, relatedType: null, relatedId: null, idempotencyKey: null, balanceAfter: 0, createdAt: AT });
      });
      await c.get(RunEventRepository).append({ sessionId, requestId: `${sessionId}-run`, type: 'progress_update', payload: {}, createdAt: AT });
      const knowledge = c.get(KnowledgeRepository);
      await knowledge.addDocument(documentRecord(tenant, `${sessionId}-doc`));
      expect(await knowledge.completeDocument(`${sessionId}-doc`, ['Sourdough starter feeding schedule'], AT)).toBe(true);
      await knowledge.saveEmbeddings('model-1', (await knowledge.chunksOf('document', `${sessionId}-doc`)).map((chunk) => ({ chunkId: chunk.chunkId, vector: [1, 0] })));
      await knowledge.addUrlSource(urlSourceRecord(tenant, `${sessionId}-url`));
      await knowledge.saveBrandVoice({ spaceId: tenant.spaceId, orgId: tenant.orgId, content: 'Warm', createdBy: tenant.ownerId, updatedBy: tenant.ownerId, createdAt: AT, updatedAt: AT });
      await c.get(AgentConfigRepository).save(tenant.spaceId, { agent_slug: 'email-agent', enabled: true, default_mode: 'normal', extra_instructions: '', k_value_ref_docs: 5, k_value_kb: 10, k_value_url: 15 }, tenant.ownerId, AT);
      await c.get(ConnectionRepository).save(connectionRecord(tenant, `${sessionId}-connection`));
      await c.get(LeadListRepository).create({ id: `${sessionId}-list`, orgId: tenant.orgId, spaceId: tenant.spaceId, name: 'Leads', createdBy: tenant.ownerId, createdAt: AT });
      await c.get(LeadListRepository).addLeads(tenant.spaceId, `${sessionId}-list`, [{ id: `${sessionId}-lead`, dedupeKey: 'a@b.io', firstName: 'A', lastName: 'B', email: 'a@b.io', savedAt: AT }]);
      await c.get(PublishedDraftRepository).reserve({ id: `${sessionId}-draft`, orgId: tenant.orgId, spaceId: tenant.spaceId, provider: 'wordpress', siteLabel: 'Blog', title: 'Post', status: 'sending', externalId: null, editLink: null, previewLink: null, sourceMessageId: `${sessionId}-m1`, sourceArtifactId: null, dedupeKey: null, sentBy: tenant.ownerId, createdAt: AT });
      await c.get(McpServerRepository).insert({ id: `${sessionId}-mcp`, orgId: tenant.orgId, spaceId: tenant.spaceId, name: 'Tools', handle: 'tools', url: 'https://mcp.example/', credentialHeader: null, sealedCredential: null, keyId: null, status: 'connected', statusReason: null, tools: [], enabledTools: [], createdBy: tenant.ownerId, createdAt: AT, checkedAt: null });
      await c.get(EmailBookmarkRepository).add({ id: `${sessionId}-bookmark`, orgId: tenant.orgId, spaceId: tenant.spaceId, userId: tenant.ownerId, messageId: `${sessionId}-m1`, artifactId: null, sessionId, subject: 'S', body: 'B', createdAt: AT });
      await c.get(ProposalRepository).addAll([{ id: `${sessionId}-proposal`, orgId: tenant.orgId, spaceId: tenant.spaceId, sessionId, messageId: `${sessionId}-m1`, requestId: `${sessionId}-run`, action: 'draft_campaign', title: 'T', target: 'Instantly', details: [], payload: {}, status: 'pending', createdFor: tenant.ownerId, createdAt: AT, claimedAt: null, appliedBy: null, appliedAt: null, resultSummary: null, resultLink: null, externalId: null, error: null }]);
    };
    await seed(t, session);
    const kept = unique('kept-session');
    await seed(keep, kept);

    const bySpace = ['space_profile_answers', 'chat_sessions', 'artifacts', 'knowledge_documents', 'url_sources', 'knowledge_chunks', 'knowledge_chunk_embeddings', 'brand_voices', 'agent_configs', 'integration_connections', 'lead_lists', 'lead_list_members', 'published_drafts', 'mcp_servers', 'email_bookmarks', 'action_proposals'] as const;
    const counts = async (tenant: Tenant, sessionId: string) => {
      const read = suite.database.other.db;
      const result: Record<string, number> = {};
      for (const table of bySpace) result[table] = Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)} where space_id = ${tenant.spaceId}`.execute(read)).rows[0]!.n);
      for (const table of ['chat_messages', 'run_events'] as const) result[table] = Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)} where session_id = ${sessionId}`.execute(read)).rows[0]!.n);
      result.spaces = (await read.selectFrom('spaces').select('id').where('id', '=', tenant.spaceId).execute()).length;
      result.agent_runs = (await read.selectFrom('agent_runs').select('request_id').where('space_id', '=', tenant.spaceId).execute()).length;
      result.credit_transactions = (await read.selectFrom('credit_transactions').select('id').where('space_id', '=', tenant.spaceId).execute()).length;
      if (kind === 'sqlite') result.knowledge_chunks_fts = Number((await sql<{ n: number }>`select count(*) as n from knowledge_chunks_fts where knowledge_chunks_fts match ${keyedPhrase(searchKey(tenant.spaceId), 'sourdough')}`.execute(read)).rows[0]!.n);
      return result;
    };
    const full = await counts(t, session);
    expect(Object.entries(full).filter(([, n]) => n === 0)).toEqual([]);

    // In a unit of work that fails afterwards, nothing goes.
    await expect(run(async (repos) => {
      await repos.spaces.delete(t.spaceId);
      throw new Error('changed my mind');
    })).rejects.toThrow('changed my mind');
    expect(await counts(t, session)).toEqual(full);

    await run((repos) => repos.spaces.delete(t.spaceId));
    const after = await counts(t, session);
    const expected = Object.fromEntries(Object.keys(full).map((table) => [table, 0]));
    expect(after).toEqual({ ...expected, agent_runs: 1, credit_transactions: 1 });
    // The other organization's space is untouched (its chunk and its FTS entry too).
    expect(Object.entries(await counts(keep, kept)).filter(([, n]) => n === 0)).toEqual([]);
  });
});

describe(`invitations (${kind}) R-ORG-06`, () => {
  const invite = (t: Tenant, id: string, extra: Partial<InviteRecord> = {}): InviteRecord => ({ id, orgId: t.orgId, email: `${id}@invited.io`, role: 'org_member', tokenHash: `hash-${id}`, invitedBy: t.ownerId, createdAt: AT, expiresAt: at(86_400_000), acceptedAt: null, ...extra });

  it('create, findByTokenHash and findById read every field; listUnaccepted lists the open ones, newest first, expired included', async () => {
    const t = await newTenant(suite.database.uow, 'inviting');
    const [a, b, c] = [unique('inv-a'), unique('inv-b'), unique('inv-c')];
    await run(async (repos) => {
      await repos.invites.create(invite(t, a, { role: 'org_admin', createdAt: at(1) }));
      await repos.invites.create(invite(t, b, { createdAt: at(2), expiresAt: at(3) }));
      await repos.invites.create(invite(t, c, { createdAt: at(3) }));
    });
    expect(await run((repos) => repos.invites.findByTokenHash(`hash-${a}`))).toEqual(invite(t, a, { role: 'org_admin', createdAt: at(1) }));
    expect(await run((repos) => repos.invites.findById(b))).toEqual(invite(t, b, { createdAt: at(2), expiresAt: at(3) }));
    expect(await run((repos) => repos.invites.findById(unique('none')))).toBeNull();
    expect(await run((repos) => repos.invites.markAccepted(c, at(10)))).toBe(true);
    expect((await run((repos) => repos.invites.listUnaccepted(t.orgId))).map((i) => i.id)).toEqual([b, a]);
    await expect(run((repos) => repos.invites.create(invite(t, unique('same-hash'), { tokenHash: `hash-${a}` })))).rejects.toThrow();
  });

  it('one waiting invitation per person: findWaiting finds it; a second, also when five race, is refused (false) until the first is accepted or revoked', async () => {
    const t = await newTenant(suite.database.uow, 'waiting');
    const email = `${unique('once')}@invited.io`;
    const first = unique('first');
    expect(await run((repos) => repos.invites.create(invite(t, first, { email })))).toBe(true);
    expect(await run((repos) => repos.invites.findWaiting(t.orgId, email))).toEqual(invite(t, first, { email }));
    expect(await run((repos) => repos.invites.findWaiting(t.orgId, `other-${email}`))).toBeNull();
    const racing = await Promise.all(Array.from({ length: 5 }, () => run((repos) => repos.invites.create(invite(t, unique('racing'), { email })))));
    expect(racing).toEqual([false, false, false, false, false]);
    // Another organization may invite the same person.
    const other = await newTenant(suite.database.uow, 'waiting-other');
    expect(await run((repos) => repos.invites.create(invite(other, unique('elsewhere'), { email })))).toBe(true);
    expect(await run((repos) => repos.invites.markAccepted(first, at(5)))).toBe(true);
    expect(await run((repos) => repos.invites.findWaiting(t.orgId, email))).toBeNull();
    const next = unique('next');
    expect(await run((repos) => repos.invites.create(invite(t, next, { email })))).toBe(true);
    expect(await run((repos) => repos.invites.deleteUnaccepted(next))).toBe(true);
    expect(await run((repos) => repos.invites.create(invite(t, unique('after-revoke'), { email })))).toBe(true);
  });

  it('markAccepted succeeds once, also when five acceptances race; reissue replaces the link of an open invitation only; deleteUnaccepted revokes an open one only', async () => {
    const t = await newTenant(suite.database.uow, 'accepting');
    const [open, accepted] = [unique('open'), unique('accepted')];
    await run(async (repos) => {
      await repos.invites.create(invite(t, open));
      await repos.invites.create(invite(t, accepted));
    });
    const wins = await Promise.all(Array.from({ length: 5 }, (_, i) => run((repos) => repos.invites.markAccepted(accepted, at(i)))));
    expect(wins.filter(Boolean)).toHaveLength(1);
    expect(await run((repos) => repos.invites.reissue(accepted, { tokenHash: 'late-hash', sentAt: at(20), expiresAt: at(30) }))).toBe(false);
    expect(await run((repos) => repos.invites.reissue(open, { tokenHash: `new-${open}`, sentAt: at(20), expiresAt: at(30) }))).toBe(true);
    expect(await run((repos) => repos.invites.findByTokenHash(`hash-${open}`))).toBeNull();
    expect(await run((repos) => repos.invites.findByTokenHash(`new-${open}`))).toMatchObject({ id: open, createdAt: at(20), expiresAt: at(30) });
    expect(await run((repos) => repos.invites.deleteUnaccepted(accepted))).toBe(false);
    expect(await run((repos) => repos.invites.deleteUnaccepted(open))).toBe(true);
    expect(await run((repos) => repos.invites.deleteUnaccepted(open))).toBe(false);
    expect((await suite.database.other.db.selectFrom('org_invites').select('id').where('org_id', '=', t.orgId).execute()).map((r) => r.id)).toEqual([accepted]);
  });
});

describe(`join requests (${kind}) R-ORG-07 R-ORG-08 R-ORG-09`, () => {
  it('create, findById, listByOrganization (by status, oldest first) and decide, once per request even when an approval and a denial race', async () => {
    const t = await newTenant(suite.database.uow, 'joining');
    const [alice, bob] = [unique('alice'), unique('bob')];
    const [r1, r2] = [unique('req-1'), unique('req-2')];
    await run(async (repos) => {
      await repos.users.create(userRecord(alice));
      await repos.users.create(userRecord(bob));
      await repos.joinRequests.create({ id: r1, orgId: t.orgId, userId: alice, status: 'pending', createdAt: at(1), decidedAt: null, decidedBy: null });
      await repos.joinRequests.create({ id: r2, orgId: t.orgId, userId: bob, status: 'pending', createdAt: at(2), decidedAt: null, decidedBy: null });
    });
    expect(await run((repos) => repos.joinRequests.findById(r1))).toEqual({ id: r1, orgId: t.orgId, userId: alice, status: 'pending', createdAt: at(1), decidedAt: null, decidedBy: null });
    const decisions = await Promise.all([run((repos) => repos.joinRequests.decide(r1, 'approved', t.ownerId, at(5))), run((repos) => repos.joinRequests.decide(r1, 'denied', t.ownerId, at(6)))]);
    expect(decisions.filter(Boolean)).toHaveLength(1);
    const decided = await run((repos) => repos.joinRequests.findById(r1));
    expect(decided).toMatchObject({ status: decisions[0] ? 'approved' : 'denied', decidedBy: t.ownerId, decidedAt: decisions[0] ? at(5) : at(6) });
    expect((await run((repos) => repos.joinRequests.listByOrganization(t.orgId))).map((r) => r.id)).toEqual([r1, r2]);
    expect((await run((repos) => repos.joinRequests.listByOrganization(t.orgId, 'pending'))).map((r) => r.id)).toEqual([r2]);
    expect(await run((repos) => repos.joinRequests.findById(unique('none')))).toBeNull();
  });
});

describe(`the audit log (${kind})`, () => {
  it('an entry recorded in a unit of work commits with it, and goes with it when the unit rolls back', async () => {
    const t = await newTenant(suite.database.uow, 'audited');
    await run((repos) => repos.auditLog.record({ action: 'credits.added', actorId: t.ownerId, orgId: t.orgId, target: 'tx-1', details: { amount: 5 }, ip: '192.0.2.1' }));
    await expect(run(async (repos) => {
      await repos.auditLog.record({ action: 'credits.deducted', actorId: t.ownerId, orgId: t.orgId });
      throw new Error('rolled back');
    })).rejects.toThrow('rolled back');
    const rows = await suite.database.other.db.selectFrom('audit_log').selectAll().where('org_id', '=', t.orgId).execute();
    expect(rows).toEqual([{ id: expect.any(String), at: expect.any(String), action: 'credits.added', actor_id: t.ownerId, org_id: t.orgId, target: 'tx-1', details: JSON.stringify({ amount: 5 }), ip: '192.0.2.1' }]);
  });

  it('the audit trail writes on its own and lists entries newest first with the actor, organization and target named, filtered and paged', async () => {
    const t = await newTenant(suite.database.uow, 'trail');
    const member = unique('member');
    await run((repos) => repos.users.create(userRecord(member, { orgId: t.orgId, name: 'Target Person' })));
    const trail = suite.database.container.get(AuditTrail);
    await trail.record({ action: 'member.role_changed', actorId: t.ownerId, orgId: t.orgId, target: member, details: { role: 'org_admin' } });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await trail.record({ action: 'space.deleted', actorId: t.ownerId, orgId: t.orgId, target: t.spaceId });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await trail.record({ action: 'auth.login_failed', actorId: null, orgId: t.orgId, target: t.orgId, ip: '198.51.100.7' });
    const listed = await trail.list({ orgId: t.orgId, limit: 10, offset: 0 });
    expect(listed.total).toBe(3);
    expect(listed.rows.map((r) => [r.action, r.actorName, r.actorEmail, r.orgName, r.targetName, r.targetEmail])).toEqual([
      ['auth.login_failed', null, null, 'Org trail', 'Org trail', null],
      ['space.deleted', `Name of ${t.ownerId}`, `${t.ownerId}@contract.io`, 'Org trail', 'General', null],
      ['member.role_changed', `Name of ${t.ownerId}`, `${t.ownerId}@contract.io`, 'Org trail', 'Target Person', `${member}@contract.io`],
    ]);
    expect(listed.rows[2]).toMatchObject({ details: { role: 'org_admin' }, target: member, ip: null });
    expect(listed.rows[0]).toMatchObject({ ip: '198.51.100.7', details: undefined });
    const filtered = await trail.list({ orgId: t.orgId, action: 'space.deleted', limit: 10, offset: 0 });
    expect([filtered.total, filtered.rows.map((r) => r.target)]).toEqual([1, [t.spaceId]]);
    const paged = await trail.list({ orgId: t.orgId, limit: 1, offset: 1 });
    expect([paged.total, paged.rows.map((r) => r.action)]).toEqual([3, ['space.deleted']]);
  });
});
