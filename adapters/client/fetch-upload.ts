import type { HttpResponse } from '../../core/client/ports/http.port.ts';
import type { UploadFile, UploadPort } from '../../core/client/ports/upload.port.ts';

/** UploadPort over fetch (Node and the CLI): progress is reported at start and end, as fetch gives no more. */
export class FetchUpload implements UploadPort {
  constructor(private readonly fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args)) {}

  async postMultipart(request: Parameters<UploadPort['postMultipart']>[0]): Promise<HttpResponse> {
    const form = new FormData();
    for (const [k, v] of Object.entries(request.fields ?? {})) form.append(k, v);
    form.append(request.fieldName, toBlob(request.file), request.file.name);
    request.onProgress?.(0);
    const response = await this.fetchImpl(request.url, { method: 'POST', headers: request.headers, body: form });
    request.onProgress?.(100);
    return { status: response.status, body: await parse(response) };
  }

  async putSigned(request: Parameters<UploadPort['putSigned']>[0]): Promise<HttpResponse> {
    request.onProgress?.(0);
    const response = await this.fetchImpl(request.url, {
      method: 'PUT',
      headers: { 'Content-Type': request.file.type || 'application/octet-stream' },
      body: toBlob(request.file),
    });
    request.onProgress?.(100);
    return { status: response.status, body: await parse(response) };
  }
}

function toBlob(file: UploadFile): Blob {
  return file.data instanceof Blob ? file.data : new Blob([file.data as BlobPart], { type: file.type });
}

async function parse(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}
