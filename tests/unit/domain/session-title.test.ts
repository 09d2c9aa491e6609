import { describe, expect, it } from 'vitest';
import { NEW_CHAT_TITLE, sessionTitleFromFirstMessage } from '../../../core/domain/agents/session-title.ts';

describe('chat session title (spec 3)', () => {
  it("R-ENTITY-33 a pre-created session is titled 'New Chat'", () => {
    expect(NEW_CHAT_TITLE).toBe('New Chat');
  });
  it('R-ENTITY-34 a new session is titled with the first message, trimmed', () => {
    expect(sessionTitleFromFirstMessage('  Write a launch email  ')).toBe('Write a launch email');
  });
  it('R-ENTITY-35 keeps exactly 50 characters, cuts longer ones to 47 plus "..."', () => {
    const fifty = 'x'.repeat(50);
    expect(sessionTitleFromFirstMessage(fifty)).toBe(fifty);
    const long = 'abcdefghij'.repeat(6);
    const title = sessionTitleFromFirstMessage(long);
    expect(title).toBe(`${long.slice(0, 47)}...`);
    expect(title).toHaveLength(50);
  });
});
