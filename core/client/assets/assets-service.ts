import { inject, injectable } from 'inversify';
import { ApiClient } from '../api/api-client.ts';
import { storeError } from '../store-error.ts';
import { KnowledgeBaseMessages as M } from '../../domain/knowledge-base.ts';
import type { Artifact } from '../../domain/artifact.ts';

/** The current space's assets: every artifact its agents produced, newest first, optionally of one type. */
@injectable()
export class AssetsService {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async list(type?: string): Promise<Artifact[]> {
    let artifacts: Artifact[];
    try {
      artifacts = await this.api.get<Artifact[]>('/agents/artifacts');
    } catch (error) {
      throw storeError(error, M.fetchAssetsFailed);
    }
    const wanted = type?.trim().toLowerCase();
    return artifacts
      .filter((a) => !wanted || a.artifact_type.toLowerCase() === wanted)
      .sort((a, b) => b.created_at.localeCompare(a.created_at));
  }
}
