import { isOrgAdmin, type Role } from './roles.ts';

/** A guided-tour step (spec section 3). */
export interface TourStep {
  id: string;
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

/** Steps about an item only organization owners and admins have in their navigation (R-SIDEBAR-12). */
const ORG_ADMIN_ONLY: ReadonlySet<string> = new Set(['manage-users']);

/**
 * The steps a person is shown: the five of spec 2.3, less a step about an item their role does not have. A member has
 * no Manage Users to be shown, and a card pointing at nothing teaches nothing.
 */
export function tourStepsFor(role: Role | undefined): readonly TourStep[] {
  return isOrgAdmin(role) ? TOUR_STEPS : TOUR_STEPS.filter((step) => !ORG_ADMIN_ONLY.has(step.id));
}

export const TOUR_START_DELAY_MS = 1500;
export const TOUR_TOOLTIP_OFFSET_PX = 20;
export const TourLabels = { next: 'Next', previous: 'Previous', done: 'Got it!' } as const;
