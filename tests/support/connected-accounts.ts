import { ConnectedAccounts } from '../../core/server/integrations/connected-accounts.ts';
import type { ConnectionRecord, ConnectionRepository } from '../../core/server/integrations/connection-repository.ts';
import type { SecretBox } from '../../core/server/integrations/secret-box.ts';
import type { Clock } from '../../core/server/ports/clock.ts';

/**
 * The real `ConnectedAccounts` over a space's connections held in memory: tools and steps under test ask it
 * whether a provider is connected and open it as the server does. Every sealed secret opens as `secret`.
 */
export function connectedAccounts(records: Partial<ConnectionRecord>[], secret = 'unused-secret'): ConnectedAccounts {
  const connections = {
    find: async (_spaceId: string, provider: string) => (records.find((r) => r.provider === provider) as ConnectionRecord | undefined) ?? null,
    setStatus: async () => undefined,
  } as unknown as ConnectionRepository;
  const box = { open: () => secret } as unknown as SecretBox;
  const clock: Clock = { now: () => new Date(0) };
  return new ConnectedAccounts(connections, box, clock);
}
