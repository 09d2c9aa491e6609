import type { ServiceIdentifier } from 'inversify';
import type { InviteRecord } from './records.ts';

export interface InviteRepository {
  /** False when the person already has a waiting (unaccepted) invitation to the organization: one at a time. */
  create(invite: InviteRecord): Promise<boolean>;
  /** The person's waiting (unaccepted, expired or not) invitation to the organization, if any. */
  findWaiting(orgId: string, email: string): Promise<InviteRecord | null>;
  findByTokenHash(tokenHash: string): Promise<InviteRecord | null>;
  markAccepted(id: string, at: Date): Promise<boolean>;
  findById(id: string): Promise<InviteRecord | null>;
  /** The organization's invitations nobody has accepted yet (expired ones included), newest first. */
  listUnaccepted(orgId: string): Promise<InviteRecord[]>;
  /** A new link for an unaccepted invitation: the old token hash is replaced, so the old link stops working. */
  reissue(id: string, link: { tokenHash: string; sentAt: Date; expiresAt: Date }): Promise<boolean>;
  /** Revokes an unaccepted invitation: the row goes, and with it its link. */
  deleteUnaccepted(id: string): Promise<boolean>;
}
export const InviteRepository: ServiceIdentifier<InviteRepository> = Symbol.for('server.InviteRepository');
