import type { ServiceIdentifier } from 'inversify';
import type { HttpResponse } from './http.port.ts';

/** A file to send; `data` is the platform's own file object (a Blob in browsers and Node). */
export interface UploadFile {
  name: string;
  type: string;
  size: number;
  data: unknown;
}

export type ProgressCallback = (percent: number) => void;

/** Sends files with upload progress (XMLHttpRequest in the browser, fetch in Node). */
export interface UploadPort {
  /** POST multipart/form-data with the file under `fieldName`. */
  postMultipart(request: { url: string; headers: Record<string, string>; fieldName: string; file: UploadFile; fields?: Record<string, string>; onProgress?: ProgressCallback }): Promise<HttpResponse>;
  /** PUT the raw file to a signed URL with its content type (no API headers: the URL carries the authority). */
  putSigned(request: { url: string; file: UploadFile; onProgress?: ProgressCallback }): Promise<HttpResponse>;
}
export const UploadPort: ServiceIdentifier<UploadPort> = Symbol.for('UploadPort');
