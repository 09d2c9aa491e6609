import { inject, injectable } from 'inversify';
import { UploadPort, type ProgressCallback, type UploadFile } from '../ports/upload.port.ts';
import { TokenStore } from '../auth/token-store.ts';
import { CurrentSpace } from '../spaces/current-space.ts';
import { IdGenerator } from '../ports/id-generator.port.ts';
import { ApiConfig, API_PREFIX } from './api-config.ts';
import { mapHttpError } from '../../domain/api-error-mapping.ts';
import { ApiError } from '../../domain/api-error.ts';
import { Messages } from '../../domain/messages.ts';

/** The upload helper of spec 7.1: multipart POST with a `file` field and progress, and signed-URL PUT. */
@injectable()
export class Uploader {
  constructor(
    @inject(UploadPort) private readonly uploads: UploadPort,
    @inject(TokenStore) private readonly tokens: TokenStore,
    @inject(CurrentSpace) private readonly currentSpace: CurrentSpace,
    @inject(IdGenerator) private readonly ids: IdGenerator,
    @inject(ApiConfig) private readonly config: ApiConfig,
  ) {}

  async upload<T>(path: string, file: UploadFile, onProgress?: ProgressCallback, fields?: Record<string, string>): Promise<T> {
    const headers: Record<string, string> = { 'X-Request-ID': this.ids.next() };
    const token = this.tokens.accessToken;
    if (token) headers.Authorization = `Bearer ${token}`;
    if (this.currentSpace.id) headers['X-Space-ID'] = this.currentSpace.id;
    const response = await this.send(() =>
      this.uploads.postMultipart({ url: `${this.config.baseUrl}${API_PREFIX}${path}`, headers, fieldName: 'file', file, fields, onProgress }),
    );
    if (response.status >= 200 && response.status < 300) return response.body as T;
    throw mapHttpError(response.status, response.body, path);
  }

  async uploadToSignedUrl(url: string, file: UploadFile, onProgress?: ProgressCallback): Promise<void> {
    const response = await this.send(() => this.uploads.putSigned({ url, file, onProgress }));
    if (response.status < 200 || response.status >= 300) throw mapHttpError(response.status, response.body, url);
  }

  private async send<R>(call: () => Promise<R>): Promise<R> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw new ApiError(Messages.network, 'NETWORK_ERROR');
    }
  }
}
