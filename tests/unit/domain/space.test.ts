import { describe, expect, it } from 'vitest';
import { chooseCurrentSpace, type Space } from '../../../core/domain/spaces/space.ts';

const space = (id: string, isDefault = false): Space => ({
  id,
  name: id,
  slug: id,
  description: null,
  is_default: isDefault,
  onboarding_completed: false,
  onboarding_progress: { questionStatuses: [], totalQuestions: 18 },
});

describe('current space choice (spec 4.4)', () => {
  const spaces = [space('a'), space('b', true), space('c')];
  it('R-SPACES-03 restores the stored space if it still exists', () => {
    expect(chooseCurrentSpace(spaces, 'c')?.id).toBe('c');
  });
  it('R-SPACES-04 otherwise takes the default space', () => {
    expect(chooseCurrentSpace(spaces, 'gone')?.id).toBe('b');
    expect(chooseCurrentSpace(spaces, null)?.id).toBe('b');
  });
  it('R-SPACES-05 otherwise the first space', () => {
    expect(chooseCurrentSpace([space('x'), space('y')], null)?.id).toBe('x');
    expect(chooseCurrentSpace([], null)).toBeNull();
  });
});
