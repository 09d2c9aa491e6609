import type { ServiceIdentifier } from 'inversify';
import type { SpaceRecord } from './records.ts';

export interface SpaceRepository {
  listByOrganization(orgId: string): Promise<SpaceRecord[]>;
  findBySlug(orgId: string, slug: string): Promise<SpaceRecord | null>;
  findById(id: string): Promise<SpaceRecord | null>;
  create(space: SpaceRecord): Promise<void>;
}
export const SpaceRepository: ServiceIdentifier<SpaceRepository> = Symbol.for('server.SpaceRepository');
