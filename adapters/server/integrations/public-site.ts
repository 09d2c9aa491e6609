import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import type { Agent, fetch as UndiciFetch } from 'undici';
import { ProviderError } from '../../../core/server/integrations/provider-error.ts';
import { nonPublicAddress } from '../knowledge/public-address.ts';

export interface PublicSiteOptions {
  /** Hosts (`name` or `name:port`) called even though they are not public, e.g. a contract fake on loopback in tests. */
  allowHosts?: string[];
  /** INTEGRATIONS_SANDBOX: every site's calls go to this local fake instead, keeping the path. */
  sandboxOrigin?: string | null;
}

class RefusedAddress extends Error {}

function refusal(host: string, address: string): string | null {
  const refused = nonPublicAddress(address);
  if (!refused) return null;
  return `${host} is ${refused.what === 'not a valid address' ? 'not a valid address' : refused.what}, not a public site`;
}

/** Resolves for the connection and refuses when any answer is not public (a DNS answer that changes is caught here). */
const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { all: true, verbatim: true })
    .then((addresses) => {
      for (const a of addresses) {
        const refused = refusal(hostname, a.address);
        if (refused) throw new RefusedAddress(refused);
      }
      if (options.all) (callback as (e: null, a: { address: string; family: number }[]) => void)(null, addresses);
      else callback(null, addresses[0]!.address, addresses[0]!.family);
    })
    .catch((error: Error) => callback(error as NodeJS.ErrnoException, '', 0));
};

/**
 * Calls a site whose address a customer typed (WordPress, Ghost, Odoo, external MCP servers) with the same
 * SSRF rules as URL sources: http(s) only, no credentials in the address, and every address the host resolves
 * to public unicast, checked again at connect time. Redirects are not followed (a site cannot bounce a call,
 * with its credentials, to another host).
 */
export class PublicSite {
  private readonly allow: Set<string>;
  /** undici loads with the first call, so a server that never calls a typed address never holds it (memory). */
  private undici: Promise<{ fetch: typeof UndiciFetch; guarded: Agent; open: Agent }> | null = null;

  constructor(private readonly options: PublicSiteOptions = {}) {
    this.allow = new Set((options.allowHosts ?? []).map((h) => h.trim().toLowerCase()).filter(Boolean));
  }

  get sandbox(): boolean {
    return Boolean(this.options.sandboxOrigin);
  }

  /** A typed address as the base of the site's API: origin and path without a trailing slash, query and fragment dropped. */
  base(raw: string): string {
    let url: URL;
    try {
      url = new URL(raw.trim());
    } catch {
      throw new ProviderError('bad_address', 'This is not a valid web address');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ProviderError('bad_address', 'Enter the address starting with https://');
    if (url.username || url.password) throw new ProviderError('bad_address', 'Leave the user name and password out of the address');
    const host = bare(url.hostname);
    if (isIP(host) && !this.allowed(url)) {
      const refused = refusal(host, host);
      if (refused && !this.sandbox) throw new ProviderError('bad_address', `Refused: ${refused}`);
    }
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  }

  /** Resolves the host now, for a clear message at connect time (the connection checks again). */
  async vet(base: string): Promise<void> {
    const url = new URL(base);
    if (this.sandbox || this.allowed(url)) return;
    const host = bare(url.hostname);
    let addresses: string[];
    try {
      addresses = isIP(host) ? [host] : (await dnsLookup(host, { all: true, verbatim: true })).map((a) => a.address);
    } catch {
      throw new ProviderError('bad_address', `The host ${host} could not be found`);
    }
    for (const address of addresses) {
      const refused = refusal(host, address);
      if (refused) throw new ProviderError('bad_address', `Refused: ${refused}`);
    }
  }

  /** The address actually called for `path` on the site at `base` (the sandbox's, in sandbox mode). */
  url(base: string, path: string): string {
    const target = `${base}${path.startsWith('/') ? path : `/${path}`}`;
    if (!this.options.sandboxOrigin) return target;
    const url = new URL(target);
    return `${this.options.sandboxOrigin}${url.pathname}${url.search}`;
  }

  /** fetch for providerRequest: through the guarded connection, no redirects followed. */
  readonly fetch = async (input: string, init: RequestInit): Promise<Response> => {
    const url = new URL(input);
    const undici = await (this.undici ??= import('undici').then(({ Agent, fetch }) => ({ fetch, guarded: new Agent({ connect: { lookup: guardedLookup } }), open: new Agent() })));
    const dispatcher = this.sandbox || this.allowed(url) ? undici.open : undici.guarded;
    try {
      return (await undici.fetch(input, { ...(init as object), redirect: 'manual', dispatcher } as Parameters<typeof UndiciFetch>[1])) as unknown as Response;
    } catch (error) {
      const cause = (error as { cause?: unknown }).cause;
      if (cause instanceof RefusedAddress) throw new ProviderError('bad_address', `Refused: ${cause.message}`);
      throw error;
    }
  };

  private allowed(url: URL): boolean {
    const host = bare(url.hostname);
    const port = url.port || (url.protocol === 'https:' ? '443' : '80');
    return this.allow.has(host) || this.allow.has(`${host}:${port}`);
  }
}

function bare(hostname: string): string {
  return hostname.replace(/^\[|\]$/g, '').toLowerCase();
}
