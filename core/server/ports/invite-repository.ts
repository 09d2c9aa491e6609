import type { ServiceIdentifier } from 'inversify';
import type { InviteRecord } from './records.ts';

export interface InviteRepository {
  create(invite: InviteRecord): Promise<void>;
  findByTokenHash(tokenHash: string): Promise<InviteRecord | null>;
  markAccepted(id: string, at: Date): Promise<boolean>;
}
export const InviteRepository: ServiceIdentifier<InviteRepository> = Symbol.for('server.InviteRepository');
