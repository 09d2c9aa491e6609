import { describe, expect, it } from 'vitest';
import { passwordProblem } from '../../../core/domain/auth/password-policy.ts';

describe('the shared password rule (register form and server)', () => {
  it('asks for at least 8 characters, counting an emoji as one', () => {
    expect(passwordProblem('short-7', 'ann@example.com')).toBe('Password must be at least 8 characters');
    expect(passwordProblem('🔑🔑🔑🔑🔑🔑🔑', 'ann@example.com')).toBe('Password must be at least 8 characters');
    expect(passwordProblem('🔑🔑🔑🔑🔑🔑🔑🔑', 'ann@example.com')).toBeNull();
  });

  it('accepts up to 256 characters, any of them, and no more', () => {
    expect(passwordProblem('ü'.repeat(256), 'ann@example.com')).toBeNull();
    expect(passwordProblem('x'.repeat(257), 'ann@example.com')).toBe('Password must be at most 256 characters');
  });

  it("refuses the email's local part, alone, inside or with separators dropped, and the whole address", () => {
    const reason = 'The password must not contain your email address';
    expect(passwordProblem('olivia.owner', 'Olivia.Owner@example.com')).toBe(reason);
    expect(passwordProblem('my-olivia.owner-2030', 'olivia.owner@example.com')).toBe(reason);
    expect(passwordProblem('OliviaOwner!2030', 'olivia.owner+work@example.com')).toBe(reason);
    expect(passwordProblem('x-bo@example.com-x', 'bo@example.com')).toBe(reason);
    // A local part too short to mean anything is only refused as the whole password.
    expect(passwordProblem('bo', 'bo@example.com')).toBe('Password must be at least 8 characters');
    expect(passwordProblem('bonfire-lantern-9', 'bo@example.com')).toBeNull();
  });
});
