import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { JoseAccessTokenService } from '../../../adapters/server/security/jose-access-token-service.ts';
import type { Clock } from '../../../core/server/ports/clock.ts';

/** Verified tokens are remembered: the memory must never outlive a token or accept a forged one. */
describe('JoseAccessTokenService', () => {
  const secret = 'a-test-secret-of-enough-length-0123456789';
  const clock = (start: string) => {
    let now = new Date(start);
    return { clock: { now: () => now } as Clock, advance: (seconds: number) => (now = new Date(now.getTime() + seconds * 1000)) };
  };

  it('answers the same claims for a token seen before, until it expires, then refuses it', async () => {
    const time = clock('2026-11-23T10:00:00Z');
    const service = new JoseAccessTokenService(secret, 60, time.clock);
    const { token } = await service.issue({ sub: 'u1', role: 'org_owner', org_id: 'o1', sid: 's1' });
    const first = await service.verify(token);
    expect(first).toMatchObject({ sub: 'u1', role: 'org_owner', org_id: 'o1', sid: 's1' });
    expect(await service.verify(token)).toEqual(first);
    time.advance(61);
    expect(await service.verify(token)).toBeNull();
    expect(await service.verify(token)).toBeNull();
  });

  it('refuses a token signed with another secret, also after a valid token was remembered', async () => {
    const time = clock('2026-11-23T10:00:00Z');
    const service = new JoseAccessTokenService(secret, 60, time.clock);
    await service.verify((await service.issue({ sub: 'u1', role: 'org_owner', org_id: 'o1' })).token);
    const forged = await new SignJWT({ role: 'platform_admin', org_id: null })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('u1')
      .setIssuer('marketing-workspace')
      .setAudience('marketing-workspace-api')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-of-enough-length-987654321'));
    expect(await service.verify(forged)).toBeNull();
  });
});
