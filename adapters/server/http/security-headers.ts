import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyHelmetOptions } from '@fastify/helmet';

/**
 * The security headers every answer carries (helmet). Telling browsers to use HTTPS (HSTS and the CSP's
 * upgrade-insecure-requests) only makes sense when the app is served over HTTPS, i.e. PUBLIC_URL is
 * https: on plain http (a loopback or LAN install) they would pin or upgrade to a port nothing answers on.
 */
export function securityHeaderOptions(https: boolean): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    frameguard: { action: 'deny' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}

/**
 * The same headers as a fixed list, for the answers Node's HTTP parser makes us write straight to the
 * socket (no request object exists then): helmet's own middleware fills them in once.
 */
export function fixedSecurityHeaders(options: FastifyHelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string) => {
      headers[name] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  };
  // @fastify/helmet declares helmet's option types through its CommonJS typings: the same shape.
  helmet(options as HelmetOptions)({} as IncomingMessage, collector as unknown as ServerResponse, () => undefined);
  return headers;
}

/** What a JSON answer keeps of the page's headers, as helmet wrote them (HSTS only over HTTPS). */
const KEPT_FOR_API = new Set(['strict-transport-security', 'x-content-type-options', 'x-frame-options', 'cross-origin-resource-policy', 'referrer-policy']);

/**
 * What a JSON answer of the API carries instead of the page's headers (OWASP's REST Security Cheat Sheet): a
 * policy that lets the answer load nothing and be framed nowhere, no sniffing, no reading from other sites, and
 * HSTS over HTTPS. The page-only headers (the page's script and style sources, DNS prefetching, the download
 * dialog's options) say nothing to a JSON reader; an artifact's preview, an HTML document the API serves, sets its
 * own policy. API answers are per caller (tokens, accounts, balances): no browser or proxy may keep a copy, unless
 * a route says otherwise with a Cache-Control of its own, which replaces this one.
 */
export function apiSecurityHeaders(pageHeaders: Record<string, string>): Record<string, string> {
  const kept = Object.entries(pageHeaders).filter(([name]) => KEPT_FOR_API.has(name.toLowerCase()));
  return {
    ...Object.fromEntries(kept.map(([name, value]) => [name.toLowerCase(), value])),
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cache-control': 'no-store',
  };
}
