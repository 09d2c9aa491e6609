import { describe, expect, it } from 'vitest';
import { canCreateSpace, deriveSlug, isValidSlug } from '../../../core/domain/spaces/slug.ts';

describe('slug rules (spec 5)', () => {
  it('R-VALID-11 lowercases the name', () => {
    expect(deriveSlug('Marketing')).toBe('marketing');
  });
  it('R-VALID-12 turns each run of other characters into one hyphen', () => {
    expect(deriveSlug('Marketing   Team & Co.')).toBe('marketing-team-co');
    expect(deriveSlug('Équipe été')).toBe('quipe-t');
  });
  it('R-VALID-13 trims leading and trailing hyphens', () => {
    expect(deriveSlug('  --Hello World!-- ')).toBe('hello-world');
    expect(deriveSlug('!!!')).toBe('');
  });
  it('R-VALID-10 accepts only lowercase letters, digits and hyphens', () => {
    expect(isValidSlug('team-2')).toBe(true);
    expect(isValidSlug('Team')).toBe(false);
    expect(isValidSlug('team_2')).toBe(false);
    expect(isValidSlug('')).toBe(false);
  });
  it('R-VALID-08 R-VALID-09 enables Create Space only for a trimmed name and a valid trimmed slug', () => {
    expect(canCreateSpace('Marketing Team', 'marketing-team')).toBe(true);
    expect(canCreateSpace('   ', 'marketing-team')).toBe(false);
    expect(canCreateSpace('Marketing Team', '   ')).toBe(false);
    expect(canCreateSpace('Marketing Team', 'Marketing Team')).toBe(false);
    expect(canCreateSpace(' Marketing ', ' marketing ')).toBe(true);
  });
});
