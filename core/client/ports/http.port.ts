import type { ServiceIdentifier } from 'inversify';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpRequest {
  method: HttpMethod;
  /** Absolute or base-relative URL, already including the `/api/v1` prefix. */
  url: string;
  headers: Record<string, string>;
  /** JSON-serialisable body; sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface HttpResponse {
  status: number;
  body: unknown;
}

/** Why a request got no HTTP response at all. */
export type HttpTransportFailure = 'network' | 'timeout' | 'aborted';

/** Thrown by an HttpPort when no response arrived. */
export class HttpTransportError extends Error {
  constructor(readonly failure: HttpTransportFailure, message: string = failure) {
    super(message);
    this.name = 'HttpTransportError';
  }
}

/** Sends one HTTP request. Resolves for every status; rejects only with HttpTransportError. */
export interface HttpPort {
  send(request: HttpRequest): Promise<HttpResponse>;
}
export const HttpPort: ServiceIdentifier<HttpPort> = Symbol.for('HttpPort');
