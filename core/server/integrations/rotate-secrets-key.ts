import { inject, injectable, multiInject, optional } from 'inversify';
import { ConnectionRepository } from './connection-repository.ts';
import { SecretBox } from './secret-box.ts';
import { SecretsKeyRotation } from './secrets-key-rotation.ts';
import { ResealableSecrets } from './resealable-secrets.ts';
import { AuditTrail } from '../ports/audit-trail.ts';
import { requirePlatformAdmin } from '../admin/require-platform-admin.ts';
import type { Principal } from '../auth/principal.ts';
import type { SecretsRotationReport } from '../../domain/admin/platform-admin.ts';

const BATCH = 100;

/**
 * Re-encrypts every stored integration secret under the current key (`npm run cli -- admin rotate-secrets-key`).
 * Safe to run again after a crash: rows already on the new key are skipped, and an old key is dropped only
 * once no row uses it.
 */
@injectable()
export class RotateSecretsKey {
  constructor(
    @inject(ConnectionRepository) private readonly connections: ConnectionRepository,
    @inject(SecretBox) private readonly box: SecretBox,
    @inject(SecretsKeyRotation) private readonly rotation: SecretsKeyRotation,
    @inject(AuditTrail) private readonly audit: AuditTrail,
    // Other rows with sealed secrets (external MCP servers' credentials): re-sealed the same way.
    @multiInject(ResealableSecrets) @optional() private readonly others: ResealableSecrets[] = [],
  ) {}

  async execute(principal: Principal): Promise<SecretsRotationReport> {
    requirePlatformAdmin(principal, 'write');
    const { keyId, source } = await this.rotation.begin();
    let resealed = 0;
    const unreadable = new Set<string>();
    for (const store of [this.connections, ...(this.others ?? [])]) {
      for (;;) {
        const batch = (await store.sealedWithOtherKey(keyId, BATCH + unreadable.size)).filter((row) => !unreadable.has(row.id));
        if (batch.length === 0) break;
        for (const row of batch) {
          let plain: string;
          try {
            plain = this.box.open(row.sealedSecret!, row.id);
          } catch {
            unreadable.add(row.id);
            continue;
          }
          if (await store.reseal(row.id, row.sealedSecret!, this.box.seal(plain, row.id), keyId)) resealed++;
        }
      }
    }
    const inUse = await this.connections.keyIdsInUse();
    for (const store of this.others ?? []) {
      for (const id of await store.keyIdsInUse()) inUse.add(id);
    }
    const { retiredKeyIds } = await this.rotation.finish(inUse);
    await this.audit.record({
      action: 'integration.secrets_resealed',
      actorId: principal.userId,
      orgId: null,
      details: { key_id: keyId, resealed, unreadable: unreadable.size, retired: retiredKeyIds },
    });
    return { key_id: keyId, key_source: source, resealed, unreadable: unreadable.size, retired_key_ids: retiredKeyIds };
  }
}
