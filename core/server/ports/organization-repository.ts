import type { ServiceIdentifier } from 'inversify';
import type { OrganizationRecord } from './records.ts';

export interface OrganizationRepository {
  findById(id: string): Promise<OrganizationRecord | null>;
  create(org: OrganizationRecord): Promise<void>;
  update(id: string, changes: { name?: string; settings?: Record<string, unknown> }): Promise<void>;
  search(query: string, limit: number, offset: number): Promise<{ rows: (OrganizationRecord & { memberCount: number })[]; total: number }>;
  count(): Promise<number>;
}
export const OrganizationRepository: ServiceIdentifier<OrganizationRepository> = Symbol.for('server.OrganizationRepository');
