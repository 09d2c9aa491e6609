import { describe, expect, it } from 'vitest';
import { ZxcvbnCommonPasswords } from '../../../adapters/server/security/zxcvbn-common-passwords.ts';

describe('the server list of common and breached passwords (zxcvbn-ts)', () => {
  const list = new ZxcvbnCommonPasswords();

  it('knows password, 12345678 and their usual variants', async () => {
    for (const weak of ['password', '12345678', 'password123', 'password-123', 'qwertyuiop', 'iloveyou2', 'aaaaaaaaaaaa']) {
      expect(await list.isCommon(weak, []), weak).toBe(true);
    }
  });

  it('counts the person\'s own details as guessable', async () => {
    expect(await list.isCommon('oliviaowner1', [])).toBe(false);
    expect(await list.isCommon('oliviaowner1', ['olivia.owner@example.com', 'Olivia Owner', 'oliviaowner'])).toBe(true);
  });

  it('lets long unusual passphrases through', async () => {
    expect(await list.isCommon('violet-harbor-lantern-42', [])).toBe(false);
    expect(await list.isCommon('correct horse battery', [])).toBe(false);
  });

  it('judges only the first 64 characters, which bounds the work a hostile password can cause', async () => {
    expect(await list.isCommon(`${'1'.repeat(64)}violet-harbor-lantern-42`, [])).toBe(true);
  });
});
