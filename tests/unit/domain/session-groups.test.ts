import { describe, expect, it } from 'vitest';
import { groupSessions } from '../../../core/domain/agents/session-groups.ts';
import type { ChatSession } from '../../../core/domain/agents/chat-entities.ts';

const session = (id: string, updatedAt: string, pinned = false): ChatSession => ({ id, title: id, agentSlug: 'cmo', createdAt: updatedAt, updatedAt, pinned });
const NOW = Date.parse('2026-06-10T15:00:00Z');
const shape = (groups: ReturnType<typeof groupSessions>) => groups.map((g) => [g.label, g.sessions.map((s) => s.id)]);

describe('session groups: pinned first, then by date', () => {
  it('puts pinned chats first, then Today, Yesterday, Previous 7 days and Older, newest first, leaving out empty groups', () => {
    const groups = groupSessions([
      session('older', '2026-06-02T23:59:00Z'),
      session('week-edge', '2026-06-03T00:00:00Z'),
      session('yesterday', '2026-06-09T08:00:00Z'),
      session('today-early', '2026-06-10T00:00:00Z'),
      session('today-late', '2026-06-10T14:00:00Z'),
      session('pinned-old', '2025-01-01T00:00:00Z', true),
      session('pinned-new', '2026-06-10T10:00:00Z', true),
      session('two-days', '2026-06-08T12:00:00Z'),
    ], NOW);
    expect(shape(groups)).toEqual([
      ['Pinned', ['pinned-new', 'pinned-old']],
      ['Today', ['today-late', 'today-early']],
      ['Yesterday', ['yesterday']],
      ['Previous 7 days', ['two-days', 'week-edge']],
      ['Older', ['older']],
    ]);
    expect(groupSessions([session('a', '2026-06-10T01:00:00Z')], NOW).map((g) => g.key)).toEqual(['today']);
    expect(groupSessions([], NOW)).toEqual([]);
  });

  it('counts days on the person’s clock: an hour after UTC midnight is still yesterday two hours west', () => {
    const justAfterMidnightUtc = Date.parse('2026-06-10T01:00:00Z');
    const late = [session('late', '2026-06-09T23:30:00Z')];
    expect(shape(groupSessions(late, justAfterMidnightUtc, 0))).toEqual([['Yesterday', ['late']]]);
    expect(shape(groupSessions(late, justAfterMidnightUtc, -120))).toEqual([['Today', ['late']]]);
  });

  it('a future date counts as today and an unreadable one as older', () => {
    expect(shape(groupSessions([session('future', '2026-06-11T09:00:00Z'), session('broken', 'not a date')], NOW))).toEqual([
      ['Today', ['future']],
      ['Older', ['broken']],
    ]);
  });
});
