import { inject, injectable, type ServiceIdentifier } from 'inversify';
import { requirePlatformAdmin } from './require-platform-admin.ts';
import type { Principal } from '../auth/principal.ts';
import type { IntegrationsReport } from '../../domain/admin/platform-admin.ts';

/**
 * Which adapter the composition root chose for each outside service, by name only: never a key,
 * a password or a connection string. The shape is the report the admin screen shows.
 */
export type IntegrationSettings = IntegrationsReport;
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
