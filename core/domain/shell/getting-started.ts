/**
 * The Dashboard's first run: a short checklist of what makes a space useful, each step
 * ticked from real data. Steps only owners and admins can do (the space profile, the brand voice)
 * are left out for members, who could not act on them.
 */
export type StartStepId = 'profile' | 'document' | 'brand_voice' | 'chat';

export interface StartStep {
  id: StartStepId;
  /** Where the step is done. */
  to: string;
  done: boolean;
}

export interface StartFacts {
  /** The space's profile questionnaire is complete (onboarding_completed). */
  profileComplete: boolean;
  documentCount: number;
  brandVoiceSaved: boolean;
  chatCount: number;
  /** The signed-in user is an owner or admin of the organization. */
  canManage: boolean;
}

export interface StartChecklist {
  steps: StartStep[];
  done: number;
  total: number;
  allDone: boolean;
}

export function startChecklist(facts: StartFacts): StartChecklist {
  const all: (StartStep & { managersOnly: boolean })[] = [
    { id: 'profile', to: '/space-setup', done: facts.profileComplete, managersOnly: true },
    { id: 'document', to: '/knowledge-base', done: facts.documentCount > 0, managersOnly: false },
    { id: 'brand_voice', to: '/workspace-settings', done: facts.brandVoiceSaved, managersOnly: true },
    { id: 'chat', to: '/agents', done: facts.chatCount > 0, managersOnly: false },
  ];
  const steps = all.filter((s) => facts.canManage || !s.managersOnly).map(({ id, to, done }) => ({ id, to, done }));
  const done = steps.filter((s) => s.done).length;
  return { steps, done, total: steps.length, allDone: done === steps.length };
}

/** How many recent chats the Dashboard lists. */
const RECENT_CHATS = 5;

/** The newest sessions first (by last update), at most `limit`. */
export function recentSessions<T extends { updatedAt: string; createdAt: string }>(sessions: readonly T[], limit = RECENT_CHATS): T[] {
  const at = (s: T) => s.updatedAt || s.createdAt;
  return [...sessions].sort((a, b) => at(b).localeCompare(at(a))).slice(0, limit);
}
