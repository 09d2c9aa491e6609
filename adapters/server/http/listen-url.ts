import { isIP } from 'node:net';

/**
 * The app's address when no PUBLIC_URL is set: the interface it listens on and its port. A wildcard
 * interface (0.0.0.0, ::) is no address to link to, so links name localhost; IPv6 goes in brackets.
 */
export function listenUrl(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' || host === '' ? 'localhost' : isIP(host) === 6 ? `[${host}]` : host;
  return `http://${name}:${port}`;
}
