import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { KnowledgeFailure, type FetchedResource, type UrlFetcher } from '../../../core/server/knowledge/ports.ts';
import { formatMegabytes } from '../../../core/domain/knowledge/knowledge-base.ts';
import { nonPublicAddress } from './public-address.ts';

export interface UrlFetchSettings {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** Hosts (`name` or `name:port`) fetched even though they resolve to non-public addresses, e.g. a local test site. */
  allowHosts: string[];
}

export const DEFAULT_URL_FETCH_SETTINGS: UrlFetchSettings = { timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 5, allowHosts: [] };

/**
 * Fetches with SSRF protection. Every hop (the first URL and each redirect) is vetted: http(s) only, no
 * credentials, and every address the host resolves to must be public unicast (loopback, private,
 * link-local and cloud metadata, multicast, unspecified, carrier-grade NAT, unique-local and reserved
 * ranges are refused, and so is an IPv6 address carrying one of them: see public-address.ts). IPv4
 * spellings such as `0`, `127.1`, `2130706433` or `0x7f.1` arrive normalised by the WHATWG URL parser. The connection then goes through a lookup that checks again what it connects to,
 * so a DNS answer that changes between the check and the connect is caught too.
 */
export class GuardedUrlFetcher implements UrlFetcher {
  private readonly allow: Set<string>;

  constructor(private readonly settings: UrlFetchSettings = DEFAULT_URL_FETCH_SETTINGS) {
    this.allow = new Set(settings.allowHosts.map((h) => h.trim().toLowerCase()).filter(Boolean));
  }

  async vet(url: string): Promise<void> {
    await this.vetUrl(parse(url));
  }

  async fetch(url: string): Promise<FetchedResource> {
    const deadline = AbortSignal.timeout(this.settings.timeoutMs);
    let current = parse(url);
    for (let hop = 0; ; hop++) {
      await this.vetUrl(current);
      const response = await this.get(current, deadline);
      const location = response.headers.location;
      if (response.statusCode && response.statusCode >= 300 && response.statusCode < 400 && location) {
        response.resume();
        if (hop >= this.settings.maxRedirects) throw new KnowledgeFailure(`Too many redirects (more than ${this.settings.maxRedirects})`);
        current = parse(new URL(location, current).toString());
        continue;
      }
      if (!response.statusCode || response.statusCode >= 400) {
        response.resume();
        throw new KnowledgeFailure(`The site answered with HTTP ${response.statusCode ?? 'error'}`);
      }
      const body = await this.readBody(response, deadline);
      return { finalUrl: current.toString(), contentType: String(response.headers['content-type'] ?? ''), body };
    }
  }

  private allowed(url: URL): boolean {
    const host = bare(url.hostname);
    return this.allow.has(host) || this.allow.has(`${host}:${effectivePort(url)}`);
  }

  private async vetUrl(url: URL): Promise<void> {
    if (this.allowed(url)) return;
    const host = bare(url.hostname);
    const addresses = isIP(host) ? [host] : await resolveAll(host);
    for (const address of addresses) refuseNonPublic(host, address);
  }

  private get(url: URL, deadline: AbortSignal): Promise<IncomingMessage> {
    const lookup: LookupFunction | undefined = this.allowed(url) ? undefined : guardedLookup;
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise((resolve, reject) => {
      const req = send(url, { method: 'GET', lookup, signal: deadline, headers: { 'user-agent': 'MarketingWorkspace/1.0 (+knowledge-base)', accept: 'text/html,application/xhtml+xml,text/plain;q=0.9,*/*;q=0.5' } }, resolve);
      req.on('error', (error) => reject(failure(error, deadline, this.settings.timeoutMs)));
      req.end();
    });
  }

  private async readBody(response: IncomingMessage, deadline: AbortSignal): Promise<Uint8Array> {
    const declared = Number(response.headers['content-length']);
    const limit = this.settings.maxBytes;
    if (Number.isFinite(declared) && declared > limit) {
      response.destroy();
      throw new KnowledgeFailure(`The page is larger than the ${formatMegabytes(limit)} limit`);
    }
    const parts: Buffer[] = [];
    let total = 0;
    try {
      for await (const part of response) {
        total += (part as Buffer).byteLength;
        if (total > limit) {
          response.destroy();
          throw new KnowledgeFailure(`The page is larger than the ${formatMegabytes(limit)} limit`);
        }
        parts.push(part as Buffer);
      }
    } catch (error) {
      throw failure(error, deadline, this.settings.timeoutMs);
    }
    return new Uint8Array(Buffer.concat(parts));
  }
}

function parse(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new KnowledgeFailure('This is not a valid web address');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new KnowledgeFailure('Only http and https addresses can be fetched');
  if (url.username || url.password) throw new KnowledgeFailure('Addresses with a user name or password are not fetched');
  return url;
}

function bare(hostname: string): string {
  return hostname.replace(/^\[|\]$/g, '').toLowerCase();
}

function effectivePort(url: URL): string {
  return url.port || (url.protocol === 'https:' ? '443' : '80');
}

async function resolveAll(host: string): Promise<string[]> {
  try {
    return (await dnsLookup(host, { all: true, verbatim: true })).map((a) => a.address);
  } catch {
    throw new KnowledgeFailure(`The host ${host} could not be found`);
  }
}

/** Only public unicast addresses pass; the message names what the address is (and what it carries). */
function refuseNonPublic(host: string, address: string): void {
  const refused = nonPublicAddress(address);
  if (!refused) return;
  if (refused.what === 'not a valid address') throw new KnowledgeFailure(`The address of ${host} is not valid`);
  const shown = refused.carried ? `${refused.address}, carrying ${refused.carried}` : refused.address;
  const named = host === refused.address ? (refused.carried ? `${host} (carrying ${refused.carried})` : host) : `${host} (${shown})`;
  throw new KnowledgeFailure(`Refused: ${named} is ${refused.what}, not a public one`);
}

/** The lookup the connection uses: resolves, and refuses when any answer is not public. */
const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { all: true, verbatim: true })
    .then((addresses) => {
      for (const a of addresses) refuseNonPublic(hostname, a.address);
      if (options.all) (callback as (e: null, a: { address: string; family: number }[]) => void)(null, addresses);
      else callback(null, addresses[0]!.address, addresses[0]!.family);
    })
    .catch((error: Error) => callback(error as NodeJS.ErrnoException, '', 0));
};

function failure(error: unknown, deadline: AbortSignal, timeoutMs: number): Error {
  if (error instanceof KnowledgeFailure) return error;
  if (deadline.aborted) return new KnowledgeFailure(`The site did not answer within ${Math.round(timeoutMs / 100) / 10} s`);
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ECONNREFUSED') return new KnowledgeFailure('The site refused the connection');
  if (code === 'ENOTFOUND') return new KnowledgeFailure('The host could not be found');
  if (code && /CERT|SSL|TLS/.test(code)) return new KnowledgeFailure('The site\'s TLS certificate could not be verified');
  return new KnowledgeFailure('The page could not be fetched');
}
