import { STATUS_CODES } from 'node:http';

/**
 * An answer written on the raw connection, where no Fastify reply exists (a request Node's parser refused, a
 * socket upgrade refused): the `{detail}` shape and the security headers every other answer carries, and
 * `Connection: close`.
 */
export function rawAnswer(status: number, detail: string, securityHeaders: Record<string, string>): string {
  const body = JSON.stringify({ detail });
  const headers = {
    ...securityHeaders,
    'Cache-Control': 'no-store',
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}
