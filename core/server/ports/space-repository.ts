import type { ServiceIdentifier } from 'inversify';
import type { SpaceRecord } from './records.ts';

export interface SpaceRepository {
  listByOrganization(orgId: string): Promise<SpaceRecord[]>;
  findBySlug(orgId: string, slug: string): Promise<SpaceRecord | null>;
  findById(id: string): Promise<SpaceRecord | null>;
  create(space: SpaceRecord): Promise<void>;
  update(id: string, changes: { name?: string; description?: string | null }): Promise<void>;
  delete(id: string): Promise<void>;
  /** Answers of the space profile questionnaire, by question id. */
  profileAnswers(spaceId: string): Promise<Record<string, string>>;
  answeredQuestionIds(spaceIds: string[]): Promise<Map<string, Set<string>>>;
  saveProfileAnswers(spaceId: string, answers: Record<string, string>, by: string, at: Date): Promise<void>;
}
export const SpaceRepository: ServiceIdentifier<SpaceRepository> = Symbol.for('server.SpaceRepository');
