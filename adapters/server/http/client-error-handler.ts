import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { rawAnswer } from './raw-answer.ts';

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
    this.log.trace({ err: error }, 'client error');
    if (socket.writable) socket.write(rawAnswer(status, detail, securityHeaders));
    socket.destroy(error);
  };
}
