import type { Container } from 'inversify';
import type { KyselyPlugin } from 'kysely';
import { buildServerContainer } from '../../adapters/server/container.ts';
import type { DatabaseHandle } from '../../adapters/server/db/open-database.ts';
import { LlmProvider, type LlmRequest } from '../../core/server/agents/ports.ts';
import { RegisterAccount } from '../../core/server/auth/register-account.ts';
import type { Principal } from '../../core/server/auth/principal.ts';
import { ModelFailure } from '../../core/server/agents/model-failure.ts';
import { ImageRenderer } from '../../core/server/agents/image-renderer.ts';
import { AgentsServerMessages } from '../../core/server/agents/agents-server-messages.ts';

/**
 * One server process's use cases over a shared database, without HTTP: a test composition root. A plugin
 * (a crash seam) may sit between the process and the database; `llm` replaces the model. Two of these on
 * one database are a process and the process that replaced it after a crash. `images` replaces the PNG renderer.
 */
export async function agentRuntimeProcess(database: DatabaseHandle, dataDir: string, options: { plugin?: KyselyPlugin; llm?: LlmProvider; images?: ImageRenderer } = {}): Promise<Container> {
  const db = options.plugin ? database.db.withPlugin(options.plugin) : database.db;
  const container = await buildServerContainer({
    database: { db, kind: database.kind, close: async () => undefined },
    jwtSecret: 'agent-runtime-process-secret-0123456789abcdef',
    accessTokenTtlSeconds: 900,
    refreshTokenTtlMs: 3600_000,
    version: 'test',
    appUrl: 'http://127.0.0.1:0',
    dataDir,
    log: () => undefined,
  });
  if (options.llm) container.rebind(LlmProvider).toConstantValue(options.llm);
  if (options.images) container.rebind(ImageRenderer).toConstantValue(options.images);
  return container;
}

/** A model that is down: every run that reaches it fails. */
export class UnavailableModel implements LlmProvider {
  readonly name = 'unavailable-model';
  readonly offline = false;
  // eslint-disable-next-line require-yield
  async *stream(_request: LlmRequest): AsyncIterable<string> {
    // What the OpenAI adapter throws when the provider cannot be reached.
    throw new ModelFailure('unreachable', AgentsServerMessages.modelUnreachable, 'connect ECONNREFUSED 127.0.0.1:9');
  }
  usage() {
    return null;
  }
}

export interface Owner {
  principal: Principal;
  spaceId: string;
}

let owners = 0;

/** Registers a new organization through the process's own use case and answers its owner and default space. */
export async function newOwner(process: Container, database: DatabaseHandle, domain: string): Promise<Owner> {
  const n = owners++;
  const reg = await process.get(RegisterAccount).execute({ email: `owner-${n}@${domain}`, password: 'Owner-of-the-runtime-passphrase-42', name: 'Owner', org_name: `Owner Co ${n}` });
  const space = await database.db.selectFrom('spaces').select('id').where('org_id', '=', reg.user.org_id).executeTakeFirstOrThrow();
  return { principal: { userId: reg.user.id, orgId: reg.user.org_id, role: reg.user.role }, spaceId: space.id };
}
