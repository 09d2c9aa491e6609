import { beforeAll } from 'vitest';
import type { Container } from 'inversify';
import { buildServerContainer } from '../../adapters/server/container.ts';
import type { ServerOptions } from '../../adapters/server/start-server.ts';
import { IntegrationTool, type ToolScope } from '../../core/server/integrations/actions/integration-tool.ts';
import { databaseUnavailable } from './test-database.ts';
import type { TestServer } from './test-server.ts';
import type { TestPerson } from './test-accounts.ts';
import { tempDirForFile } from './temp-dir.ts';

/**
 * The integration tools as the agents get them: a second composition root on the file's test server's database,
 * built before its tests with the integration settings the server got (its secrets key reads the connections
 * made through the HTTP API). Call it after `serverForFile`, so that the server is running when it is built.
 */
export function agentToolsForFile(t: TestServer, integrations: () => ServerOptions['integrations'], dataDirPrefix: string): { named(name: string): IntegrationTool } {
  const dataDir = tempDirForFile(dataDirPrefix);
  let container: Container | undefined;
  beforeAll(async () => {
    if (databaseUnavailable) return;
    container = await buildServerContainer({
      database: t.server.database,
      jwtSecret: 'agent-tools-test-secret-0123456789abcdef',
      accessTokenTtlSeconds: 900,
      refreshTokenTtlMs: 3_600_000,
      version: 'test',
      appUrl: 'http://127.0.0.1:1',
      dataDir,
      integrations: integrations(),
      log: () => undefined,
    });
  });
  return {
    named(name) {
      if (!container) throw new Error('The agent tools are not built');
      return container.getAll(IntegrationTool).find((candidate) => candidate.name === name)!;
    },
  };
}

/** What a tool runs for: the owner's space, organization and principal, with their token for the HTTP calls beside it. */
export const toolScopeOf = (owner: TestPerson): ToolScope & { token: string } => ({ token: owner.token, spaceId: owner.spaceId, orgId: owner.orgId, principal: { userId: owner.id, role: 'org_owner', orgId: owner.orgId } });
