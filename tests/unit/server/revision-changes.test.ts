import { describe, expect, it } from 'vitest';
import { revisionChanges } from '../../../core/server/agents/tasks/revision-changes.ts';

describe('R-PROD-02 what a revision says it changed is read off the two texts', () => {
  it('a layout change alone is no change, so nothing is claimed', () => {
    expect(revisionChanges('Hello there.\n\nBook a fitting today.', 'Hello there.\nBook a fitting today.')).toEqual([]);
  });

  it('a sentence taken out is named, with the word counts', () => {
    expect(revisionChanges('Hello there. Book a fitting today.', 'Hello there.')).toEqual(['6 words before, 2 now', '1 sentence or line taken out or reworded, such as: "Book a fitting today."']);
  });
});
