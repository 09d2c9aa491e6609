/**
 * A small HTTP client for the eval: talks to the running server over loopback as any client would
 * (bearer token, X-Space-ID), with Node's built-in fetch.
 */
export interface ApiResponse {
  status: number;
  body: any;
}

export class ApiClient {
  token: string | null = null;
  spaceId: string | null = null;

  constructor(private readonly baseUrl: string) {}

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    const headers: Record<string, string> = { ...extra };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (this.spaceId) headers['x-space-id'] = this.spaceId;
    return headers;
  }

  async call(method: string, path: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<ApiResponse> {
    const headers = this.headers(extraHeaders);
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${this.baseUrl}/api/v1${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body: parsed };
  }

  /** Like call, but a status outside 2xx throws with what the server said. */
  async ok(method: string, path: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<any> {
    const res = await this.call(method, path, body, extraHeaders);
    if (res.status < 200 || res.status >= 300) {
      throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(res.body).slice(0, 400)}`);
    }
    return res.body;
  }

  /** A multipart upload with the file in the field "file" (the knowledge-base route's shape). */
  async upload(path: string, filename: string, content: string, type: string): Promise<any> {
    const form = new FormData();
    form.append('file', new Blob([content], { type }), filename);
    const res = await fetch(`${this.baseUrl}/api/v1${path}`, { method: 'POST', headers: this.headers(), body: form });
    const body = (await res.json()) as unknown;
    if (res.status !== 201) throw new Error(`upload ${filename} answered ${res.status}: ${JSON.stringify(body).slice(0, 400)}`);
    return body;
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
