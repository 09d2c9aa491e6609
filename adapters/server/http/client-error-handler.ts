import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Answers requests Node's HTTP parser rejects before Fastify sees them (a body cut short of its
 * Content-Length, a broken header line, a timeout). Fastify's default writes a bare answer without our
 * security headers; this one sends the same `{detail}` shape and the headers every other answer has.
 */
export function clientErrorHandler(securityHeaders: Record<string, string>) {
  return function handleClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
    // A reset connection has no one left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, detail] =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, 'Request timeout']
      : error.code === 'HPE_HEADER_OVERFLOW' ? [431, 'Request headers are too large']
      : [400, 'Malformed request'];
    const body = JSON.stringify({ detail });
    const headers = {
      ...securityHeaders,
      'Cache-Control': 'no-store',
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(body)),
      Connection: 'close',
    };
    this.log.trace({ err: error }, 'client error');
    if (socket.writable) {
      const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
      socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`);
    }
    socket.destroy(error);
  };
}
