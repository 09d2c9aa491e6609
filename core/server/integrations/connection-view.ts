import type { ConnectionRecord } from './connection-repository.ts';
import type { ConnectionView, IntegrationProvider } from '../../domain/integrations/integrations.ts';

/** A connection as the API shows it: the catalogue's words, the stored status, never the secret. */
export function connectionView(provider: IntegrationProvider, connection: ConnectionRecord | null, sandbox: boolean): ConnectionView {
  return {
    provider: provider.id,
    kind: provider.kind,
    name: provider.name,
    used_for: provider.usedFor,
    auth: provider.auth,
    availability: provider.availability,
    status: connection?.status ?? 'disconnected',
    status_reason: connection?.statusReason ?? null,
    account_label: connection?.accountLabel ?? null,
    checked_at: connection?.checkedAt?.toISOString() ?? null,
    connected_at: connection?.connectedAt.toISOString() ?? null,
    connected_by: connection?.connectedBy ?? null,
    sandbox,
  };
}
