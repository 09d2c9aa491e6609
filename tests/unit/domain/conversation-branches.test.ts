import { describe, expect, it } from 'vitest';
import { deletedFrom, showConversation, versionsOf } from '../../../core/domain/agents/conversation-branches.ts';
import { toChatMessage } from '../../../core/domain/agents/chat-entities.ts';

const m = (id: string, role: 'user' | 'assistant' = 'user', extra: Record<string, unknown> = {}) => toChatMessage({ id, role, content: id, created_at: '2026-06-01T10:00:00.000Z', ...extra });

/**
 * q1 was edited (q1e); on q1's branch q2 was asked and then edited (q2e). Reading order as the server gives it:
 * each turn's versions together, at the first version's place.
 */
const all = [
  m('q1'), m('q1e', 'user', { version_of: 'q1' }),
  m('a1', 'assistant'), m('a1b', 'assistant', { version_of: 'a1', is_current: false }),
  m('q2', 'user'), m('q2e', 'user', { version_of: 'q2', branch: {} }),
  m('a2', 'assistant'),
  m('ae', 'assistant', { branch: { q1: 'q1e' } }),
  m('a2e', 'assistant', { branch: { q2: 'q2e' } }),
];
const ids = (picks: [string, string][]) => showConversation(all, new Map(picks)).messages.map((x) => x.id);

describe('conversation branches', () => {
  it('shows the newest question of each edited turn, and only the messages of its branch', () => {
    expect(ids([])).toEqual(['q1e', 'ae']);
    expect(showConversation(all, new Map()).branch).toEqual({ q1: 'q1e' });
  });

  it('an earlier question shows its branch, with the current version of each answer and the nested edit', () => {
    expect(ids([['q1', 'q1']])).toEqual(['q1', 'a1', 'q2e', 'a2e']);
    expect(ids([['q1', 'q1'], ['q2', 'q2'], ['a1', 'a1b']])).toEqual(['q1', 'a1b', 'q2', 'a2']);
    expect(showConversation(all, new Map([['q1', 'q1'], ['q2', 'q2']])).branch).toEqual({ q1: 'q1', q2: 'q2' });
  });

  it('lists a turn\'s versions and counts what "delete from here" removes, as the server cuts', () => {
    expect(versionsOf(all, 'a1b').map((x) => x.id)).toEqual(['a1', 'a1b']);
    expect(versionsOf(all, 'q2e').map((x) => x.id)).toEqual(['q2', 'q2e']);
    // The answer on q1's other version stays: it is on another branch.
    expect(deletedFrom(all, 'q2e').map((x) => x.id)).toEqual(['q2', 'q2e', 'a2', 'a2e']);
    expect(deletedFrom(all, 'q1').map((x) => x.id)).toEqual(all.map((x) => x.id));
  });
});
