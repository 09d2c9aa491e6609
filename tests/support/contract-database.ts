import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe as baseDescribe } from 'vitest';
import type { Container } from 'inversify';
import { openDatabase, type DatabaseHandle } from '../../adapters/server/db/open-database.ts';
import { UnitOfWork, type Repositories } from '../../core/server/ports/unit-of-work.ts';
import type { UserRecord } from '../../core/server/ports/records.ts';
import type { ChatMessageRecord, ChatSessionRecord } from '../../core/server/agents/records.ts';
import type { ConnectionRecord } from '../../core/server/integrations/connection-repository.ts';
import type { DocumentRecord, UrlSourceRecord } from '../../core/server/knowledge/ports.ts';
import { agentRuntimeProcess } from './agent-runtime-process.ts';
import { databaseUnavailable, openTestDatabase, testDatabaseKind, type TestDatabase, type TestDatabaseKind } from './test-database.ts';

/**
 * A database of the project's kind for one contract suite (tests/integration/repository-contract): SQLite in
 * the `unit` project, PostgreSQL in the `postgres` one. The repositories are the server's own, composed as the
 * server composes them (buildServerContainer: on SQLite the unit of work groups commits, on PostgreSQL it runs
 * transactions side by side), and `other` is a second connection that sees only what is committed.
 */
export interface ContractDatabase extends TestDatabase {
  container: Container;
  uow: UnitOfWork;
  other: DatabaseHandle;
}

export async function openContractDatabase(): Promise<ContractDatabase> {
  const database = await openTestDatabase();
  const container = await agentRuntimeProcess(database.handle, database.dataDir);
  const other = await openDatabase({ dataDir: database.dataDir, databaseUrl: database.url ?? undefined });
  return {
    ...database,
    container,
    uow: container.get(UnitOfWork),
    other,
    async close() {
      await other.close();
      await database.close();
    },
  };
}

/** One contract file's database: opened before its tests and closed after them; `run` is one unit of work on it. */
export interface ContractSuite {
  readonly kind: TestDatabaseKind;
  /** `describe`, skipped with a notice when the project's database does not answer (outside CI only). */
  readonly describe: ReturnType<typeof baseDescribe.skipIf>;
  readonly database: ContractDatabase;
  run<T>(work: (repos: Repositories) => Promise<T>): Promise<T>;
}

export function contractSuite(): ContractSuite {
  let database: ContractDatabase | undefined;
  beforeAll(async () => {
    if (databaseUnavailable) return;
    database = await openContractDatabase();
  }, 60_000);
  afterAll(async () => database?.close());
  const suite: ContractSuite = {
    kind: testDatabaseKind(),
    describe: baseDescribe.skipIf(databaseUnavailable),
    get database() {
      if (!database) throw new Error('The contract database opens before the tests (beforeAll)');
      return database;
    },
    run: (work) => suite.database.uow.run(work),
  };
  return suite;
}

/** A name no other test of the run uses (suites share nothing, but several tests share one suite's database). */
export function unique(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}`;
}

export const AT = new Date('2026-11-28T09:00:00.000Z');

/** `ms` milliseconds after AT. */
export const at = (ms: number): Date => new Date(AT.getTime() + ms);

export function userRecord(id: string, extra: Partial<UserRecord> = {}): UserRecord {
  return { id, email: `${id}@contract.io`, name: `Name of ${id}`, passwordHash: `hash-of-${id}`, role: 'org_member', orgId: null, createdAt: AT, lastLoginAt: null, disabledAt: null, emailVerifiedAt: null, ...extra };
}

export interface Tenant {
  orgId: string;
  ownerId: string;
  spaceId: string;
}

/** An organization with its owner and one space, committed. */
export async function newTenant(uow: UnitOfWork, label = 'tenant'): Promise<Tenant> {
  const orgId = unique(`${label}-org`);
  const ownerId = unique(`${label}-owner`);
  const spaceId = unique(`${label}-space`);
  await uow.run(async (repos: Repositories) => {
    await repos.organizations.create({ id: orgId, name: `Org ${label}`, createdAt: AT, settings: {} });
    await repos.users.create(userRecord(ownerId, { role: 'org_owner', orgId }));
    await repos.spaces.create({ id: spaceId, orgId, name: 'General', slug: 'general', description: null, isDefault: true, createdAt: AT });
  });
  return { orgId, ownerId, spaceId };
}

export function documentRecord(t: Tenant, id: string, extra: Partial<DocumentRecord> = {}): DocumentRecord {
  return { id, orgId: t.orgId, spaceId: t.spaceId, filename: `${id}.txt`, kind: 'txt', mimeType: 'text/plain', sizeBytes: 120, status: 'processing', errorMessage: null, storageKey: `documents/${id}`, chunkCount: 0, uploadedBy: t.ownerId, createdAt: AT, updatedAt: AT, processedAt: null, ...extra };
}

export function urlSourceRecord(t: Tenant, id: string, extra: Partial<UrlSourceRecord> = {}): UrlSourceRecord {
  return { id, orgId: t.orgId, spaceId: t.spaceId, url: `https://${id}.example/`, finalUrl: null, title: null, content: null, contentType: null, status: 'processing', errorMessage: null, fetchedAt: null, createdBy: t.ownerId, createdAt: AT, updatedAt: AT, ...extra };
}

export function connectionRecord(t: Tenant, id: string, extra: Partial<ConnectionRecord> = {}): ConnectionRecord {
  return { id, orgId: t.orgId, spaceId: t.spaceId, provider: 'meta_ads', slot: '', status: 'connected', statusReason: null, accountId: 'act_1', accountLabel: 'Acme Ads', sealedSecret: `v1.key-a.${id}`, keyId: 'key-a', checkedAt: null, settings: {}, connectedAt: AT, connectedBy: t.ownerId, ...extra };
}

export function chatSessionRecord(t: Tenant, id: string, extra: Partial<ChatSessionRecord> = {}): ChatSessionRecord {
  return { id, orgId: t.orgId, spaceId: t.spaceId, userId: t.ownerId, agentSlug: 'email-agent', title: 'New Chat', createdAt: AT, updatedAt: AT, ...extra };
}

export function chatMessageRecord(sessionId: string, id: string, extra: Partial<ChatMessageRecord> = {}): ChatMessageRecord {
  return { id, sessionId, role: 'user', content: `Message ${id}`, requestId: null, createdAt: AT, rating: null, feedbackCategories: [], feedbackText: null, transactionId: null, metadata: {}, versionOf: null, ...extra };
}
