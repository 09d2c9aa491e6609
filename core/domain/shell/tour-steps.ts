import { isOrgAdmin, type Role } from '../roles.ts';

/** A guided-tour step (spec section 3). */
export interface TourStep {
  id: string;
  /** The item the card points at; empty for a step shown in the middle of the window (nothing to point at). */
  target: string;
  title: string;
  description: string;
  position: 'top' | 'bottom' | 'left' | 'right';
}

/** The five steps of spec 2.3, in order. */
export const TOUR_STEPS: readonly TourStep[] = [
  { id: 'knowledge-base', target: '[data-tour="knowledge-base"]', title: 'Knowledge Base', description: 'Upload documents and add web sources your agents draw on.', position: 'right' },
  { id: 'workspace-settings', target: '[data-tour="workspace-settings"]', title: 'Workspace Settings and Brand Voice', description: 'Describe your brand voice so every agent writes like you.', position: 'right' },
  { id: 'agents', target: '[data-tour="agents"]', title: 'AI Agents', description: 'Chat with email, SEO, strategy, brand voice, creative and CMO agents.', position: 'right' },
  { id: 'connections', target: '[data-tour="connections"]', title: 'Connections', description: 'Connect analytics and marketing tools.', position: 'right' },
  { id: 'manage-users', target: '[data-tour="manage-users"]', title: 'Manage Users', description: 'Invite your team and choose their roles.', position: 'right' },
];

/**
 * A member's fifth step: Manage Users is only in the navigation of organization owners and admins (R-SIDEBAR-12), so
 * the card points at nothing and says who invites the team instead.
 */
const MEMBER_MANAGE_USERS: TourStep = {
  id: 'manage-users',
  target: '',
  title: 'Manage Users',
  description: "Your organization's owners and admins invite the team and choose their roles: ask one of them to add a colleague.",
  position: 'right',
};

/** The five steps of spec 2.3 as a person's role has them: a member's fifth says who manages users. */
export function tourStepsFor(role: Role | undefined): readonly TourStep[] {
  return isOrgAdmin(role) ? TOUR_STEPS : TOUR_STEPS.map((step) => (step.id === MEMBER_MANAGE_USERS.id ? MEMBER_MANAGE_USERS : step));
}

export const TOUR_START_DELAY_MS = 1500;
export const TOUR_TOOLTIP_OFFSET_PX = 20;
export const TourLabels = { next: 'Next', previous: 'Previous', done: 'Got it!' } as const;
