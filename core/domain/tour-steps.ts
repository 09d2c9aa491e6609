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

export const TOUR_START_DELAY_MS = 1500;
export const TOUR_TOOLTIP_OFFSET_PX = 20;
export const TourLabels = { next: 'Next', previous: 'Previous', done: 'Got it!' } as const;
