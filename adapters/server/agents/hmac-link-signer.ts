import { createHmac, timingSafeEqual } from 'node:crypto';
import type { LinkSigner } from '../../../core/server/agents/ports.ts';

export class HmacLinkSigner implements LinkSigner {
  constructor(private readonly secret: string) {}

  sign(value: string, expiresAtMs: number): string {
    return createHmac('sha256', this.secret).update(`${value}:${expiresAtMs}`).digest('base64url');
  }

  verify(value: string, expiresAtMs: number, signature: string): boolean {
    const expected = Buffer.from(this.sign(value, expiresAtMs));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
