import type { HttpResponse } from '../../core/client/ports/http.port.ts';

/** A fake server's answer: a copy, as a real response would be, so the client never shares objects with the fake's store. */
export function reply(status: number, body: unknown): HttpResponse {
  return { status, body: structuredClone(body) };
}
