import { expect, it } from 'vitest';
import { ProposalRepository } from '../../../core/server/agents/actions/proposal-repository.ts';
import type { ProposalRecord } from '../../../core/server/agents/actions/proposal-record.ts';
import { EmailBookmarkRepository, type EmailBookmarkRecord } from '../../../core/server/email-bookmarks/email-bookmark-repository.ts';
import { ConnectionRepository } from '../../../core/server/integrations/connection-repository.ts';
import { LeadListRepository, type NewSavedLead } from '../../../core/server/leads/lead-list-repository.ts';
import { McpServerRepository, type McpServerRecord } from '../../../core/server/mcp-servers/mcp-server-repository.ts';
import { PublishedDraftRepository, type PublishedDraftRecord } from '../../../core/server/publishing/published-draft-repository.ts';
import { AT, at, chatMessageRecord, chatSessionRecord, connectionRecord, newTenant, contractSuite, unique, userRecord, type Tenant } from '../../support/contract-database.ts';

/**
 * The integrations' rows, kept outside the units of work: connections (sealed secrets, slots, the selected
 * one), saved lead lists, external MCP servers, agent proposals, drafts sent to publishing sites and email
 * bookmarks. Each guards its races with one conditional statement; these run them on the project's suite.database.
 */
const suite = contractSuite();
const { kind, describe } = suite;

describe(`integration connections (${kind}) R-OPEN-36 R-OPEN-37`, () => {
  it('save inserts, or replaces the space\'s connection to the same provider and slot (its id too); find, findById, findBySlot and listForSpace read it', async () => {
    const connections = suite.database.container.get(ConnectionRepository);
    const t = await newTenant(suite.database.uow, 'connect');
    const other = await newTenant(suite.database.uow, 'connect-other');
    const first = connectionRecord(t, unique('c1'), { checkedAt: at(1), settings: { linkedProperties: [{ id: 'p1', name: 'Site', account: 'a1' }], selectedProperty: 'p1' } });
    await connections.save(first);
    expect(await connections.find(t.spaceId, 'meta_ads')).toEqual({ ...first, selected: false });
    const replacement = connectionRecord(t, unique('c2'), { accountId: 'act_2', accountLabel: 'Other Ads', sealedSecret: 'v1.key-b.x', keyId: 'key-b', connectedAt: at(2) });
    await connections.save(replacement);
    expect(await connections.listForSpace(t.spaceId)).toEqual([{ ...replacement, selected: false }]);
    expect(await connections.findById(t.spaceId, first.id)).toBeNull();
    expect(await connections.findById(t.spaceId, replacement.id)).toMatchObject({ accountLabel: 'Other Ads' });
    expect(await connections.findById(other.spaceId, replacement.id)).toBeNull();
    expect(await connections.findBySlot(t.spaceId, 'meta_ads', '')).toMatchObject({ id: replacement.id });
    expect(await connections.find(other.spaceId, 'meta_ads')).toBeNull();
  });

  it('two connects racing leave one connection, whole: the id and the secret sealed with it come from the same write', async () => {
    const connections = suite.database.container.get(ConnectionRepository);
    const t = await newTenant(suite.database.uow, 'connect-race');
    const racers = Array.from({ length: 6 }, (_, i) => connectionRecord(t, unique(`race-${i}`), { sealedSecret: `sealed-for-${i}`, accountLabel: `Account ${i}` }));
    await Promise.all(racers.map((c) => connections.save(c)));
    const rows = await suite.database.other.db.selectFrom('integration_connections').select(['id', 'sealed_secret', 'account_label']).where('space_id', '=', t.spaceId).execute();
    expect(rows).toHaveLength(1);
    const i = racers.findIndex((c) => c.id === rows[0]!.id);
    expect(rows[0]).toEqual({ id: racers[i]!.id, sealed_secret: `sealed-for-${i}`, account_label: `Account ${i}` });
  });

  it('several slots of one provider: listForProvider by account, find the selected one or else the oldest, select one in one statement, removeById and remove', async () => {
    const connections = suite.database.container.get(ConnectionRepository);
    const t = await newTenant(suite.database.uow, 'slots');
    const odoo = (slot: string, connected: number) => connectionRecord(t, unique(slot), { provider: 'odoo', slot, accountId: slot, accountLabel: `Odoo ${slot}`, connectedAt: at(connected) });
    const [b, a, c] = [odoo('b-db', 1), odoo('a-db', 2), odoo('c-db', 3)];
    for (const record of [b, a, c]) await connections.save(record);
    expect((await connections.listForProvider(t.spaceId, 'odoo')).map((r) => r.slot)).toEqual(['a-db', 'b-db', 'c-db']);
    expect(await connections.find(t.spaceId, 'odoo')).toMatchObject({ id: b.id, selected: false });
    const picks = await Promise.all([a, c, a, c].map((r) => connections.select(t.spaceId, 'odoo', r.id)));
    expect(picks).toEqual([true, true, true, true]);
    const selected = await suite.database.other.db.selectFrom('integration_connections').select(['id', 'selected']).where('space_id', '=', t.spaceId).where('selected', '=', 1).execute();
    expect(selected).toHaveLength(1);
    expect(await connections.find(t.spaceId, 'odoo')).toMatchObject({ id: selected[0]!.id, selected: true });
    expect(await connections.select(t.spaceId, 'odoo', unique('none'))).toBe(false);
    expect(await connections.select(t.spaceId, 'meta_ads', a.id)).toBe(false);
    expect(await connections.removeById(t.spaceId, b.id)).toBe(true);
    expect(await connections.removeById(t.spaceId, b.id)).toBe(false);
    expect(await connections.remove(t.spaceId, 'odoo')).toBe(true);
    expect(await connections.listForSpace(t.spaceId)).toEqual([]);
    expect(await connections.remove(t.spaceId, 'odoo')).toBe(false);
  });

  it('setStatus records a check; a key rotation finds secrets sealed with other keys, reseals one only if it is unchanged, and keyIdsInUse names the keys left', async () => {
    const connections = suite.database.container.get(ConnectionRepository);
    const t = await newTenant(suite.database.uow, 'rotate');
    const old = connectionRecord(t, unique('old'), { sealedSecret: 'v1.old-key.secret', keyId: 'old-key' });
    await connections.save(old);
    await connections.save(connectionRecord(t, unique('ga4'), { provider: 'ga4', sealedSecret: 'v1.new-key.s', keyId: 'new-key' }));
    await connections.save(connectionRecord(t, unique('none'), { provider: 'instantly', sealedSecret: null, keyId: null }));
    await connections.setStatus(old.id, 'error', 'Token revoked', at(5));
    expect(await connections.findById(t.spaceId, old.id)).toMatchObject({ status: 'error', statusReason: 'Token revoked', checkedAt: at(5) });
    const pending = (await connections.sealedWithOtherKey('new-key', 1000)).filter((r) => r.id === old.id);
    expect(pending).toEqual([{ id: old.id, sealedSecret: 'v1.old-key.secret' }]);
    expect(await connections.reseal(old.id, 'v1.something-else', 'v1.new-key.resealed', 'new-key')).toBe(false);
    expect(await connections.reseal(old.id, 'v1.old-key.secret', 'v1.new-key.resealed', 'new-key')).toBe(true);
    expect(await connections.findById(t.spaceId, old.id)).toMatchObject({ sealedSecret: 'v1.new-key.resealed', keyId: 'new-key' });
    expect((await connections.sealedWithOtherKey('new-key', 1000)).map((r) => r.id)).not.toContain(old.id);
    expect(await connections.keyIdsInUse()).toContain('new-key');
  });
});

describe(`saved lead lists (${kind}) R-OPEN-39`, () => {
  const lead = (id: string, dedupeKey: string, extra: Partial<NewSavedLead> = {}): NewSavedLead => ({ id, dedupeKey, firstName: 'Ada', lastName: 'L.', externalId: `ext-${dedupeKey}`, email: null, title: 'CTO', company: 'Acme', companySize: '11-50', industry: 'Bakery', location: 'Bern', linkedinUrl: null, savedAt: AT, ...extra });

  it('create, listsForSpace with their counts, find and leads, scoped by space; addLeads adds each lead once (a double save at once included)', async () => {
    const lists = suite.database.container.get(LeadListRepository);
    const t = await newTenant(suite.database.uow, 'leads');
    const other = await newTenant(suite.database.uow, 'leads-other');
    const [listA, listB] = [unique('list-a'), unique('list-b')];
    await lists.create({ id: listA, orgId: t.orgId, spaceId: t.spaceId, name: 'Bakeries', createdBy: t.ownerId, createdAt: at(1) });
    await lists.create({ id: listB, orgId: t.orgId, spaceId: t.spaceId, name: 'Cafes', createdBy: t.ownerId, createdAt: at(2) });
    const many = Array.from({ length: 120 }, (_, i) => lead(unique(`l${i}`), `key-${i}`, { savedAt: at(i) }));
    expect(await lists.addLeads(t.spaceId, listA, many)).toEqual({ added: 120, alreadyThere: 0 });
    const again = [lead(unique('dup'), 'key-0'), lead(unique('new'), 'key-new', { savedAt: at(500), email: 'new@lead.io' })];
    const racing = await Promise.all([lists.addLeads(t.spaceId, listA, again), lists.addLeads(t.spaceId, listA, again.map((l) => ({ ...l, id: unique('twin') })))]);
    expect(racing.map((r) => r.added).sort()).toEqual([0, 1]);
    expect(await lists.addLeads(t.spaceId, listB, [])).toEqual({ added: 0, alreadyThere: 0 });
    expect((await lists.listsForSpace(t.spaceId)).map((l) => [l.id, l.leadCount])).toEqual([[listB, 0], [listA, 121]]);
    expect(await lists.find(t.spaceId, listA)).toEqual({ id: listA, orgId: t.orgId, spaceId: t.spaceId, name: 'Bakeries', leadCount: 121, createdBy: t.ownerId, createdAt: at(1) });
    expect(await lists.find(other.spaceId, listA)).toBeNull();
    const saved = await lists.leads(t.spaceId, listA);
    expect(saved).toHaveLength(121);
    expect(saved[0]).toEqual({ id: many[0]!.id, listId: listA, externalId: 'ext-key-0', firstName: 'Ada', lastName: 'L.', email: null, title: 'CTO', company: 'Acme', companySize: '11-50', industry: 'Bakery', location: 'Bern', linkedinUrl: null, savedAt: at(0) });
    expect(saved.at(-1)).toMatchObject({ email: 'new@lead.io', savedAt: at(500) });
    expect(await lists.leads(other.spaceId, listA)).toEqual([]);
  });

  it('rename and remove (with its members) within the space; updateLead records what enrichment found', async () => {
    const lists = suite.database.container.get(LeadListRepository);
    const t = await newTenant(suite.database.uow, 'lead-edits');
    const other = await newTenant(suite.database.uow, 'lead-edits-other');
    const listId = unique('list');
    const leadId = unique('lead');
    await lists.create({ id: listId, orgId: t.orgId, spaceId: t.spaceId, name: 'Old name', createdBy: t.ownerId, createdAt: AT });
    await lists.addLeads(t.spaceId, listId, [lead(leadId, 'k')]);
    await lists.updateLead(other.spaceId, leadId, { email: 'stolen@x.io' });
    await lists.updateLead(t.spaceId, leadId, { email: 'ada@acme.io', lastName: 'Lovelace', location: 'London, United Kingdom', companySize: '51-100', industry: 'computer software', linkedinUrl: 'http://www.linkedin.com/in/ada' });
    expect((await lists.leads(t.spaceId, listId))[0]).toMatchObject({ email: 'ada@acme.io', lastName: 'Lovelace', location: 'London, United Kingdom', companySize: '51-100', industry: 'computer software', linkedinUrl: 'http://www.linkedin.com/in/ada' });
    expect(await lists.rename(other.spaceId, listId, 'Hijacked')).toBe(false);
    expect(await lists.rename(t.spaceId, listId, 'New name')).toBe(true);
    expect(await lists.remove(other.spaceId, listId)).toBe(false);
    expect(await lists.remove(t.spaceId, listId)).toBe(true);
    expect(await suite.database.other.db.selectFrom('lead_list_members').select('id').where('list_id', '=', listId).execute()).toEqual([]);
    expect(await lists.find(t.spaceId, listId)).toBeNull();
  });

  it('claimEnrichment lets one of five reveals at once hold the list until the claim ends or expires', async () => {
    const lists = suite.database.container.get(LeadListRepository);
    const t = await newTenant(suite.database.uow, 'enrich');
    const listId = unique('list');
    await lists.create({ id: listId, orgId: t.orgId, spaceId: t.spaceId, name: 'L', createdBy: t.ownerId, createdAt: AT });
    const claims = await Promise.all(Array.from({ length: 5 }, () => lists.claimEnrichment(t.spaceId, listId, at(0), at(60_000))));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await lists.claimEnrichment(t.spaceId, listId, at(59_999), at(120_000))).toBe(false);
    expect(await lists.claimEnrichment(t.spaceId, listId, at(60_001), at(120_000))).toBe(true);
    await lists.releaseEnrichment(t.spaceId, listId);
    expect(await lists.claimEnrichment(t.spaceId, listId, at(60_002), at(120_000))).toBe(true);
  });
});

describe(`external MCP servers (${kind})`, () => {
  const server = (t: Tenant, id: string, handle: string, extra: Partial<McpServerRecord> = {}): McpServerRecord => ({
    id, orgId: t.orgId, spaceId: t.spaceId, name: `Server ${handle}`, handle, url: `https://${handle}.example/mcp`, credentialHeader: 'X-Api-Key', sealedCredential: `v1.key-a.${id}`, keyId: 'key-a',
    status: 'connected', statusReason: null, tools: [{ name: 'search', description: 'Searches', inputSchema: { type: 'object' }, annotations: { readOnlyHint: true } }], enabledTools: [], createdBy: t.ownerId, createdAt: AT, checkedAt: at(1), ...extra,
  });

  it('insert stores one server per handle in a space, also when two adds race; find and listForSpace read it; saveCheck, setStatus and remove', async () => {
    const servers = suite.database.container.get(McpServerRepository);
    const t = await newTenant(suite.database.uow, 'mcp');
    const other = await newTenant(suite.database.uow, 'mcp-other');
    const first = server(t, unique('m1'), 'crm', { createdAt: at(2) });
    const racing = await Promise.all([servers.insert(first), servers.insert(server(t, unique('m1-twin'), 'crm'))]);
    expect(racing.filter(Boolean)).toHaveLength(1);
    const stored = (await servers.listForSpace(t.spaceId))[0]!;
    const second = server(t, unique('m2'), 'docs', { createdAt: at(3), credentialHeader: null, sealedCredential: null, keyId: null, checkedAt: null });
    expect(await servers.insert(second)).toBe(true);
    expect(await servers.insert(server(other, unique('m3'), 'crm'))).toBe(true);
    expect((await servers.listForSpace(t.spaceId)).map((s) => s.handle)).toEqual(['crm', 'docs']);
    expect(await servers.find(t.spaceId, second.id)).toEqual(second);
    expect(await servers.find(other.spaceId, second.id)).toBeNull();
    const tools = [{ name: 'write', description: 'Writes', inputSchema: {}, annotations: { destructiveHint: true } }];
    await servers.saveCheck(stored.id, { tools, enabledTools: ['write'], status: 'error', statusReason: 'Timed out', checkedAt: at(9) });
    expect(await servers.find(t.spaceId, stored.id)).toMatchObject({ tools, enabledTools: ['write'], status: 'error', statusReason: 'Timed out', checkedAt: at(9) });
    await servers.setStatus(stored.id, 'connected', null, at(10));
    expect(await servers.find(t.spaceId, stored.id)).toMatchObject({ status: 'connected', statusReason: null, checkedAt: at(10) });
    expect(await servers.remove(other.spaceId, stored.id)).toBe(false);
    expect(await servers.remove(t.spaceId, stored.id)).toBe(true);
    expect((await servers.listForSpace(t.spaceId)).map((s) => s.id)).toEqual([second.id]);
  });

  it('replaceEnabledTools changes the enabled tools only if they are still what the caller read; resealing follows the key rotation', async () => {
    const servers = suite.database.container.get(McpServerRepository);
    const t = await newTenant(suite.database.uow, 'mcp-tools');
    const record = server(t, unique('m'), 'tools', { enabledTools: ['a'], sealedCredential: 'v1.old.cred', keyId: 'old' });
    await servers.insert(record);
    const toggles = await Promise.all([servers.replaceEnabledTools(record.id, ['a'], ['a', 'b']), servers.replaceEnabledTools(record.id, ['a'], [])]);
    expect(toggles.filter(Boolean)).toHaveLength(1);
    expect((await servers.find(t.spaceId, record.id))!.enabledTools).toEqual(toggles[0] ? ['a', 'b'] : []);
    expect((await servers.sealedWithOtherKey('new', 1000)).filter((s) => s.id === record.id)).toEqual([{ id: record.id, sealedSecret: 'v1.old.cred' }]);
    expect(await servers.reseal(record.id, 'v1.stale', 'v1.new.cred', 'new')).toBe(false);
    expect(await servers.reseal(record.id, 'v1.old.cred', 'v1.new.cred', 'new')).toBe(true);
    expect(await servers.find(t.spaceId, record.id)).toMatchObject({ sealedCredential: 'v1.new.cred', keyId: 'new' });
    expect(await servers.keyIdsInUse()).toContain('new');
  });
});

describe(`agent proposals (${kind}) R-OPEN-38`, () => {
  const proposal = (t: Tenant, id: string, sessionId: string, messageId: string, extra: Partial<ProposalRecord> = {}): ProposalRecord => ({
    id, orgId: t.orgId, spaceId: t.spaceId, sessionId, messageId, requestId: 'req', action: 'draft_campaign', title: 'Spring campaign', target: 'Instantly', details: ['3 leads'], payload: { leads: 3 },
    status: 'pending', createdFor: t.ownerId, createdAt: AT, claimedAt: null, appliedBy: null, appliedAt: null, resultSummary: null, resultLink: null, externalId: null, error: null, ...extra,
  });

  it('addAll stores them; find and listForSession show only those whose answer was stored', async () => {
    const proposals = suite.database.container.get(ProposalRepository);
    const t = await newTenant(suite.database.uow, 'proposals');
    const session = unique('session');
    const answered = unique('answer');
    await suite.database.uow.run(async (repos) => {
      await repos.chats.createSession(chatSessionRecord(t, session));
      await repos.chats.addMessage(chatMessageRecord(session, answered, { role: 'assistant' }));
    });
    const [p1, p2, orphan] = [unique('p1'), unique('p2'), unique('orphan')];
    await proposals.addAll([proposal(t, p1, session, answered, { createdAt: at(1) }), proposal(t, p2, session, answered, { createdAt: at(2) }), proposal(t, orphan, session, unique('never-stored'))]);
    await proposals.addAll([]);
    expect(await proposals.find(t.spaceId, p1)).toEqual(proposal(t, p1, session, answered, { createdAt: at(1) }));
    expect(await proposals.find(t.spaceId, orphan)).toBeNull();
    expect((await proposals.listForSession(t.spaceId, session)).map((p) => p.id)).toEqual([p1, p2]);
    expect(await proposals.listForSession(unique('other-space'), session)).toEqual([]);
  });

  it('claim moves a proposal to applying for exactly one of five callers, or takes over a stale claim; finish records the outcome; dismiss', async () => {
    const proposals = suite.database.container.get(ProposalRepository);
    const t = await newTenant(suite.database.uow, 'claims');
    const session = unique('session');
    const answer = unique('answer');
    await suite.database.uow.run(async (repos) => {
      await repos.chats.createSession(chatSessionRecord(t, session));
      await repos.chats.addMessage(chatMessageRecord(session, answer, { role: 'assistant' }));
    });
    const [id, other] = [unique('p'), unique('q')];
    await proposals.addAll([proposal(t, id, session, answer), proposal(t, other, session, answer)]);
    const claims = await Promise.all(Array.from({ length: 5 }, () => proposals.claim(id, ['pending', 'failed'], at(0), at(10))));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await proposals.claim(id, ['pending', 'failed'], at(5), at(20))).toBe(false);
    // A claim older than the stale mark belongs to a process that died: another may take it.
    expect(await proposals.claim(id, ['pending', 'failed'], at(11), at(30))).toBe(true);
    await proposals.finish(id, { status: 'applied', by: t.ownerId, at: at(40), summary: 'Campaign drafted', link: 'https://app.example/c/1', externalId: 'camp-1' });
    await proposals.finish(id, { status: 'failed', by: t.ownerId, at: at(41), error: 'late' });
    expect(await proposals.find(t.spaceId, id)).toMatchObject({ status: 'applied', claimedAt: at(30), appliedBy: t.ownerId, appliedAt: at(40), resultSummary: 'Campaign drafted', resultLink: 'https://app.example/c/1', externalId: 'camp-1', error: null });
    expect(await proposals.dismiss(id, ['pending', 'failed'])).toBe(false);
    expect(await proposals.dismiss(other, ['pending', 'failed'])).toBe(true);
    expect(await proposals.find(t.spaceId, other)).toMatchObject({ status: 'dismissed' });
  });
});

describe(`drafts sent to publishing sites (${kind}) R-OPEN-40`, () => {
  const draft = (t: Tenant, id: string, extra: Partial<PublishedDraftRecord> = {}): PublishedDraftRecord => ({
    id, orgId: t.orgId, spaceId: t.spaceId, provider: 'wordpress', siteLabel: 'Blog (blog.example)', title: 'Spring post', status: 'sending', externalId: null, editLink: null, previewLink: null,
    sourceMessageId: 'msg-1', sourceArtifactId: null, dedupeKey: null, sentBy: t.ownerId, createdAt: AT, ...extra,
  });

  it('reserve keeps one row per dedupe key, also for a double click at once; findByDedupeKey, recentForSource, markSent, discard and listForSpace', async () => {
    const drafts = suite.database.container.get(PublishedDraftRepository);
    const t = await newTenant(suite.database.uow, 'drafts');
    const reserved = await Promise.all([drafts.reserve(draft(t, unique('d1'), { dedupeKey: 'click-1' })), drafts.reserve(draft(t, unique('d1-twin'), { dedupeKey: 'click-1' }))]);
    expect(reserved.filter(Boolean)).toHaveLength(1);
    const kept = (await drafts.findByDedupeKey(t.spaceId, 'click-1'))!;
    expect(await drafts.reserve(draft(t, unique('no-key-1'), { createdAt: at(1) }))).toBe(true);
    expect(await drafts.reserve(draft(t, unique('no-key-2'), { createdAt: at(2), sourceMessageId: null, sourceArtifactId: 'art-1', provider: 'ghost' }))).toBe(true);
    expect(await drafts.findByDedupeKey(unique('other-space'), 'click-1')).toBeNull();
    expect(await drafts.recentForSource(t.spaceId, 'wordpress', { messageId: 'msg-1', artifactId: null }, at(1))).toMatchObject({ createdAt: at(1) });
    expect(await drafts.recentForSource(t.spaceId, 'wordpress', { messageId: 'msg-1', artifactId: null }, at(3))).toBeNull();
    expect(await drafts.recentForSource(t.spaceId, 'ghost', { messageId: null, artifactId: 'art-1' }, AT)).toMatchObject({ sourceArtifactId: 'art-1' });
    expect(await drafts.recentForSource(t.spaceId, 'wordpress', { messageId: null, artifactId: 'art-1' }, AT)).toBeNull();
    await drafts.markSent(kept.id, { externalId: 'wp-42', editLink: 'https://blog.example/wp-admin/post.php?post=42', previewLink: null });
    expect(await drafts.findByDedupeKey(t.spaceId, 'click-1')).toMatchObject({ status: 'sent', externalId: 'wp-42', editLink: 'https://blog.example/wp-admin/post.php?post=42' });
    await drafts.discard(kept.id);
    expect(await drafts.findByDedupeKey(t.spaceId, 'click-1')).not.toBeNull();
    const listed = await drafts.listForSpace(t.spaceId, 10);
    expect(listed.map((d) => d.createdAt)).toEqual([at(2), at(1), AT]);
    await drafts.discard(listed[0]!.id);
    expect((await drafts.listForSpace(t.spaceId, 1)).map((d) => d.createdAt)).toEqual([at(1)]);
  });
});

describe(`email bookmarks (${kind}) R-OPEN-41`, () => {
  it('add keeps one bookmark per person and source (a double click at once answers the same one); list and remove are the person\'s own, in the space', async () => {
    const bookmarks = suite.database.container.get(EmailBookmarkRepository);
    const t = await newTenant(suite.database.uow, 'bookmarks');
    const colleague = unique('colleague');
    await suite.database.uow.run((repos) => repos.users.create(userRecord(colleague, { orgId: t.orgId })));
    const mark = (id: string, extra: Partial<EmailBookmarkRecord> = {}): EmailBookmarkRecord => ({ id, orgId: t.orgId, spaceId: t.spaceId, userId: t.ownerId, messageId: 'msg-1', artifactId: null, sessionId: 's', subject: 'Launch', body: 'Hello', createdAt: AT, ...extra });
    const first = mark(unique('b1'));
    const answers = await Promise.all([bookmarks.add(first), bookmarks.add(mark(unique('b1-twin'), { subject: 'Twin' }))]);
    expect(answers[0]).toEqual(answers[1]);
    const fromArtifact = await bookmarks.add(mark(unique('b2'), { messageId: 'msg-1', artifactId: 'art-1', createdAt: at(1) }));
    const theirs = await bookmarks.add(mark(unique('b3'), { userId: colleague }));
    expect((await bookmarks.list(t.ownerId, t.spaceId, 10)).map((b) => b.id)).toEqual([fromArtifact.id, answers[0]!.id]);
    expect((await bookmarks.list(t.ownerId, t.spaceId, 1)).map((b) => b.id)).toEqual([fromArtifact.id]);
    expect(await bookmarks.list(t.ownerId, unique('other-space'), 10)).toEqual([]);
    expect(await bookmarks.remove(t.ownerId, t.spaceId, theirs.id)).toBe(false);
    expect(await bookmarks.remove(t.ownerId, t.spaceId, fromArtifact.id)).toBe(true);
    expect(await suite.database.other.db.selectFrom('email_bookmarks').select(['user_id', 'source_key']).where('space_id', '=', t.spaceId).orderBy('user_id').execute()).toEqual(
      [{ user_id: t.ownerId, source_key: 'message:msg-1' }, { user_id: colleague, source_key: 'message:msg-1' }].sort((a, b) => a.user_id.localeCompare(b.user_id)),
    );
  });
});
