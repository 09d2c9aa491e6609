import type { HttpPort, HttpResponse } from '../../core/client/ports/http.port.ts';
import type { UploadFile, UploadPort } from '../../core/client/ports/upload.port.ts';
import type { FakeUploadedFile } from './fake-knowledge-backend.ts';

/**
 * UploadPort into the fake server: the multipart POST arrives as a request whose body carries the
 * file's name and bytes under the field name (what a multipart parser would hand the route).
 * Progress is reported at start and end, as FetchUpload does.
 */
export class FakeUpload implements UploadPort {
  constructor(private readonly server: HttpPort) {}

  async postMultipart(request: Parameters<UploadPort['postMultipart']>[0]): Promise<HttpResponse> {
    request.onProgress?.(0);
    const file: FakeUploadedFile = { filename: request.file.name, bytes: await bytesOf(request.file) };
    const response = await this.server.send({ method: 'POST', url: request.url, headers: request.headers, body: { ...request.fields, [request.fieldName]: file } });
    request.onProgress?.(100);
    return response;
  }

  putSigned(): Promise<HttpResponse> {
    return Promise.reject(new Error('the fake server takes multipart uploads only'));
  }
}

async function bytesOf(file: UploadFile): Promise<Uint8Array> {
  return file.data instanceof Blob ? new Uint8Array(await file.data.arrayBuffer()) : new Uint8Array(file.data as ArrayBuffer);
}
