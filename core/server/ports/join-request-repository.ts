import type { ServiceIdentifier } from 'inversify';
import type { JoinRequestRecord, JoinRequestStatus } from './records.ts';

export interface JoinRequestRepository {
  create(request: JoinRequestRecord): Promise<void>;
  findById(id: string): Promise<JoinRequestRecord | null>;
  listByOrganization(orgId: string, status?: JoinRequestStatus): Promise<JoinRequestRecord[]>;
  decide(id: string, status: 'approved' | 'denied', by: string, at: Date): Promise<boolean>;
}
export const JoinRequestRepository: ServiceIdentifier<JoinRequestRepository> = Symbol.for('server.JoinRequestRepository');
