import { inject, injectable } from 'inversify';
import { ConnectionRepository, type ConnectionRecord } from '../integrations/connection-repository.ts';
import { CheckSpaceAccess } from '../spaces/check-space-access.ts';
import { AuditTrail } from '../ports/audit-trail.ts';
import { ServerError, ServerMessages } from '../errors.ts';
import type { Principal } from '../auth/principal.ts';
import { isOrgAdmin } from '../../domain/roles.ts';
import type { ErpConnectionView } from '../../domain/erp/erp.ts';
import { ErpServerMessages } from './erp-server-messages.ts';

/** One ERP connection as the API shows it: where it reads, never its key. */
export function erpConnectionView(record: ConnectionRecord, selectedId: string | null): ErpConnectionView {
  return {
    id: record.id,
    provider: 'odoo',
    label: record.accountLabel ?? record.settings.site?.database ?? record.id,
    site_url: record.settings.site?.url ?? '',
    database: record.settings.site?.database ?? '',
    status: record.status,
    status_reason: record.statusReason,
    selected: record.id === selectedId,
    connected_at: record.connectedAt.toISOString(),
    checked_at: record.checkedAt?.toISOString() ?? null,
  };
}

/**
 * A space's Odoo connections (several, one per database) and the one selected for the Dashboard and the
 * agents: members read them, owners and admins select and remove. Adding one is connecting
 * (`ManageConnections.connectWithToken`), which adds a connection per database.
 */
@injectable()
export class ErpConnections {
  constructor(
    @inject(ConnectionRepository) private readonly connections: ConnectionRepository,
    @inject(CheckSpaceAccess) private readonly spaceAccess: CheckSpaceAccess,
    @inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  async list(principal: Principal, spaceId: string): Promise<ErpConnectionView[]> {
    await this.spaceAccess.execute(principal, spaceId);
    return this.views(spaceId);
  }

  async select(principal: Principal, spaceId: string, id: string): Promise<ErpConnectionView[]> {
    const space = await this.manageable(principal, spaceId);
    if (!(await this.connections.select(spaceId, 'odoo', id))) throw new ServerError('INTEGRATION.NOT_FOUND', ErpServerMessages.erpConnectionNotFound);
    await this.audit.record({ action: 'integration.selected', actorId: principal.userId, orgId: space.orgId, target: spaceId, details: { provider: 'odoo', connection: id } });
    return this.views(spaceId);
  }

  async remove(principal: Principal, spaceId: string, id: string): Promise<ErpConnectionView[]> {
    const space = await this.manageable(principal, spaceId);
    const record = await this.connections.findById(spaceId, id);
    if (!record || record.provider !== 'odoo' || !(await this.connections.removeById(spaceId, id))) {
      throw new ServerError('INTEGRATION.NOT_FOUND', ErpServerMessages.erpConnectionNotFound);
    }
    await this.audit.record({
      action: 'integration.disconnected',
      actorId: principal.userId,
      orgId: space.orgId,
      target: spaceId,
      details: { provider: 'odoo', connection: id, account: record.accountId },
    });
    return this.views(spaceId);
  }

  private async views(spaceId: string): Promise<ErpConnectionView[]> {
    const [all, selected] = await Promise.all([this.connections.listForProvider(spaceId, 'odoo'), this.connections.find(spaceId, 'odoo')]);
    return all.map((record) => erpConnectionView(record, selected?.id ?? null));
  }

  private async manageable(principal: Principal, spaceId: string) {
    const space = await this.spaceAccess.execute(principal, spaceId);
    if (!isOrgAdmin(principal.role)) throw new ServerError('PERMISSION.DENIED', ServerMessages.integrationsManagersOnly);
    return space;
  }
}
