import { inject, injectable } from 'inversify';
import { ApiClient } from '../api/api-client.ts';
import { ApiConfig } from '../api/api-config.ts';
import { HttpPort } from '../ports/http.port.ts';
import { ApiError } from '../../domain/api-error.ts';
import { PREVIEW_TEXT_LIMIT, previewUrlOf } from '../../domain/agents/artifact-preview.ts';
import { storeError } from '../store-error.ts';
import { KnowledgeBaseMessages as M } from '../../domain/knowledge/knowledge-base.ts';
import type { Artifact } from '../../domain/agents/artifact.ts';
import { AssetsApi } from '../../domain/agents/assets-api.ts';

/** The current space's assets: every artifact its agents produced, newest first, optionally of one type. */
@injectable()
export class AssetsService {
  constructor(
    @inject(ApiClient) private readonly api: ApiClient,
    @inject(HttpPort) private readonly http: HttpPort,
    @inject(ApiConfig) private readonly config: ApiConfig,
  ) {}

  /**
   * The text of a Markdown or CSV artifact for showing in place, through its signed link (no token needed),
   * cut at the preview limit: the download has the whole file.
   */
  async previewText(downloadUrl: string): Promise<string> {
    const response = await this.http.send({ method: 'GET', url: `${this.config.baseUrl}${previewUrlOf(downloadUrl)}`, headers: {}, timeoutMs: 30_000 }).catch(() => null);
    if (!response || response.status !== 200) throw new ApiError(M.previewFailed, 'REQUEST_ERROR', response?.status ?? 0);
    // The HTTP port reads JSON when it can: a file that happens to be valid JSON comes back as a value.
    const text = typeof response.body === 'string' ? response.body : response.body === null ? '' : JSON.stringify(response.body);
    return text.slice(0, PREVIEW_TEXT_LIMIT);
  }

  async list(type?: string): Promise<Artifact[]> {
    let artifacts: Artifact[];
    try {
      artifacts = await this.api.call(AssetsApi.list, {});
    } catch (error) {
      throw storeError(error, M.fetchAssetsFailed);
    }
    const wanted = type?.trim().toLowerCase();
    return artifacts
      .filter((a) => !wanted || a.artifact_type.toLowerCase() === wanted)
      .sort((a, b) => b.created_at.localeCompare(a.created_at));
  }
}
