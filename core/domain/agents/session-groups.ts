import { Messages } from '../messages.ts';
import type { ChatSession } from './chat-entities.ts';

export type SessionGroupKey = 'pinned' | 'today' | 'yesterday' | 'previous7Days' | 'older';

export interface SessionGroup {
  key: SessionGroupKey;
  label: string;
  sessions: ChatSession[];
}

const DAY_MS = 86_400_000;
const ORDER: readonly SessionGroupKey[] = ['pinned', 'today', 'yesterday', 'previous7Days', 'older'];
const LABELS: Record<SessionGroupKey, string> = {
  pinned: Messages.sessionGroupPinned,
  today: Messages.sessionGroupToday,
  yesterday: Messages.sessionGroupYesterday,
  previous7Days: Messages.sessionGroupPrevious7Days,
  older: Messages.sessionGroupOlder,
};

/**
 * The session list's sections: pinned chats first, then by the calendar day of their last activity as the
 * person's clock shows it (`utcOffsetMinutes` east of UTC): Today, Yesterday, Previous 7 days, Older. Newest
 * first in each; empty sections are left out. A date in the future counts as today; an unreadable one as older.
 */
export function groupSessions(sessions: readonly ChatSession[], now: number, utcOffsetMinutes = 0): SessionGroup[] {
  const offsetMs = utcOffsetMinutes * 60_000;
  const today = Math.floor((now + offsetMs) / DAY_MS);
  const byKey = new Map<SessionGroupKey, ChatSession[]>();
  const newestFirst = [...sessions].sort((a, b) => time(b.updatedAt) - time(a.updatedAt));
  for (const session of newestFirst) {
    const key = session.pinned ? 'pinned' : dayGroup(today, session.updatedAt, offsetMs);
    byKey.set(key, [...(byKey.get(key) ?? []), session]);
  }
  return ORDER.filter((key) => byKey.has(key)).map((key) => ({ key, label: LABELS[key], sessions: byKey.get(key)! }));
}

function dayGroup(today: number, updatedAt: string, offsetMs: number): SessionGroupKey {
  const at = time(updatedAt);
  if (!Number.isFinite(at)) return 'older';
  const daysAgo = today - Math.floor((at + offsetMs) / DAY_MS);
  if (daysAgo <= 0) return 'today';
  if (daysAgo === 1) return 'yesterday';
  if (daysAgo <= 7) return 'previous7Days';
  return 'older';
}

function time(iso: string): number {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t;
}
