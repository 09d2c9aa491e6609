import { describe, expect, it } from 'vitest';
import { Argon2PasswordHasher } from '../../../adapters/server/security/argon2-password-hasher.ts';

describe('Argon2PasswordHasher', () => {
  const hasher = new Argon2PasswordHasher();
  it('hashes with argon2id at or above the OWASP minimum (m=19456, t=2, p=1)', async () => {
    const hashed = await hasher.hash('s3cret-password');
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/);
    const [, m, t, p] = /m=(\d+),t=(\d+),p=(\d+)/.exec(hashed)!;
    expect(Number(m)).toBeGreaterThanOrEqual(19456);
    expect(Number(t)).toBeGreaterThanOrEqual(2);
    expect(Number(p)).toBeGreaterThanOrEqual(1);
  });
  it('verifies the right password only, and never throws on garbage', async () => {
    const hashed = await hasher.hash('right');
    expect(await hasher.verify(hashed, 'right')).toBe(true);
    expect(await hasher.verify(hashed, 'wrong')).toBe(false);
    expect(await hasher.verify('not-a-hash', 'right')).toBe(false);
  });
});
