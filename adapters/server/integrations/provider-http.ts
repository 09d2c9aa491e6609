import { ProviderError } from '../../../core/server/integrations/provider-error.ts';

export interface ProviderHttpOptions {
  /** Per attempt. */
  timeoutMs?: number;
  /** Attempts in all, the first included, when the provider says to slow down or fails on its side. */
  attempts?: number;
  /** The longest wait between attempts we accept; a provider asking for more is reported as rate limited. */
  maxWaitMs?: number;
  /** Waits between attempts (tests pass one that does not sleep). */
  sleep?: (ms: number) => Promise<void>;
  /** The fetch to call with; PublicSite's for addresses a customer typed (SSRF-guarded). */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  /** The largest answer read (default 10 MB): a provider, or a site a customer typed, cannot exhaust our memory. */
  maxBytes?: number;
}

const DEFAULT_MAX_BYTES = 10 * 1024 * 1024;

/** The answer's text, refused once it grows past `maxBytes` (whatever Content-Length claims). */
async function boundedText(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw new ProviderError('bad_response', `the answer is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new ProviderError('bad_response', `the answer is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
    }
    parts.push(value);
  }
  return Buffer.concat(parts).toString('utf8');
}

export interface ProviderResponse {
  status: number;
  headers: Headers;
  body: unknown;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Seconds from a Retry-After header (seconds or an HTTP date), if it gives any. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * One JSON request to a provider: a timeout per attempt, 429 and 5xx retried with the provider's Retry-After or
 * an exponential backoff (1 s, 2 s, 4 s…), bounded in attempts and wait. `classify` turns a provider's own
 * error body into a ProviderError (or `retry` for its rate-limit codes sent without a 429). Never puts the
 * request's headers (credentials) into an error.
 */
export async function providerRequest(
  url: string,
  init: RequestInit,
  classify: (response: ProviderResponse) => ProviderError | 'retry' | null,
  options: ProviderHttpOptions = {},
): Promise<ProviderResponse> {
  const attempts = options.attempts ?? 3;
  const maxWaitMs = options.maxWaitMs ?? 30_000;
  const sleep = options.sleep ?? defaultSleep;
  let last: ProviderError = new ProviderError('unavailable', 'no answer');
  for (let attempt = 1; attempt <= attempts; attempt++) {
    let response: Response;
    try {
      response = await (options.fetch ?? fetch)(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs ?? 15_000) });
    } catch (error) {
      // A refused address is final: retrying cannot make it public.
      if (error instanceof ProviderError) throw error;
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      last = new ProviderError('unavailable', timedOut ? 'the request timed out' : 'the connection failed');
      if (attempt < attempts) await sleep(Math.min(maxWaitMs, 1000 * 2 ** (attempt - 1)));
      continue;
    }
    const text = await boundedText(response, options.maxBytes ?? DEFAULT_MAX_BYTES);
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    const answer: ProviderResponse = { status: response.status, headers: response.headers, body };
    const verdict = classify(answer);
    const wantsRetry = verdict === 'retry' || response.status === 429 || response.status >= 500;
    if (!wantsRetry && verdict instanceof ProviderError) throw verdict;
    if (!wantsRetry) {
      if (response.ok) return answer;
      throw new ProviderError('bad_response', `unexpected status ${response.status}`);
    }
    const askedSeconds = retryAfterSeconds(response.headers.get('retry-after'));
    const limited = verdict === 'retry' || response.status === 429;
    last = limited
      ? new ProviderError('rate_limited', 'the provider asked us to slow down', askedSeconds)
      : verdict instanceof ProviderError
        ? verdict
        : new ProviderError('unavailable', `the provider answered ${response.status}`, askedSeconds);
    const waitMs = askedSeconds !== undefined ? askedSeconds * 1000 : 1000 * 2 ** (attempt - 1);
    if (attempt === attempts || waitMs > maxWaitMs) break;
    await sleep(waitMs);
  }
  throw last;
}
