import type { HttpResponse } from '../../core/client/ports/http.port.ts';
import type { ProgressCallback, UploadPort } from '../../core/client/ports/upload.port.ts';

/** UploadPort over XMLHttpRequest: the browser API that reports upload progress. */
export class XhrUpload implements UploadPort {
  postMultipart(request: Parameters<UploadPort['postMultipart']>[0]): Promise<HttpResponse> {
    const form = new FormData();
    for (const [k, v] of Object.entries(request.fields ?? {})) form.append(k, v);
    form.append(request.fieldName, request.file.data as Blob, request.file.name);
    return this.send('POST', request.url, request.headers, form, request.onProgress);
  }

  putSigned(request: Parameters<UploadPort['putSigned']>[0]): Promise<HttpResponse> {
    return this.send('PUT', request.url, { 'Content-Type': request.file.type || 'application/octet-stream' }, request.file.data as Blob, request.onProgress);
  }

  private send(method: string, url: string, headers: Record<string, string>, body: XMLHttpRequestBodyInit, onProgress?: ProgressCallback): Promise<HttpResponse> {
    return new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(method, url);
      for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable) onProgress?.(Math.round((e.loaded / e.total) * 100));
      };
      xhr.onload = () => {
        let parsed: unknown = xhr.responseText;
        try {
          parsed = xhr.responseText ? JSON.parse(xhr.responseText) : null;
        } catch {
          // not JSON
        }
        onProgress?.(100);
        resolve({ status: xhr.status, body: parsed });
      };
      xhr.onerror = () => reject(new Error('network'));
      xhr.send(body);
    });
  }
}
