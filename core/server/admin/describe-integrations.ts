import { inject, injectable, type ServiceIdentifier } from 'inversify';
import { requirePlatformAdmin } from './require-platform-admin.ts';
import type { Principal } from '../auth/principal.ts';

/**
 * Which adapter the composition root chose for each outside service, by name only: never a key,
 * a password or a connection string.
 */
export interface IntegrationSettings {
  llm: { adapter: 'offline_engine' | 'openai_compatible'; model: string | null; embeddings: string | null };
  payments: { adapter: 'stripe' | 'offline'; test_mode: boolean };
  mail: { adapter: 'smtp' | 'outbox'; from: string | null };
  database: { adapter: 'sqlite' | 'postgres' };
  events: { adapter: 'in-process' | 'redis'; queue: 'in-process' | 'redis'; rate_limits: 'in-process' | 'redis' };
  process_role: 'all' | 'api' | 'worker';
  registration: { mode: string; require_verified_email: boolean };
}
export const IntegrationSettings: ServiceIdentifier<IntegrationSettings> = Symbol.for('server.IntegrationSettings');

/** The admin Integrations screen's data: what this server is configured with (platform admins, read). */
@injectable()
export class DescribeIntegrations {
  constructor(@inject(IntegrationSettings) private readonly settings: IntegrationSettings) {}

  execute(principal: Principal): IntegrationSettings {
    requirePlatformAdmin(principal, 'read');
    return this.settings;
  }
}
