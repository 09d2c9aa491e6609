import { SignInText } from './sign-in/sign-in-text.ts';

/**
 * Labels and validation texts that several web features share (the credits gauge, the space form, the carousel,
 * forms and lists); the pages before sign-in take theirs from sign-in/sign-in-text.ts. A feature's own texts live
 * beside its screens (web/<feature>/<feature>-text.ts); texts the core produces live in core/domain/messages.ts and
 * the features' core/client/<feature>/*-messages.ts.
 */
export const WebText = {
  ...SignInText,
  settings: 'Settings',
  // Dashboard first run (display): the checklist, recent chats and the credits used.
  onboardingProgress: (answered: number, total: number) => `Space profile: ${answered} of ${total} questions answered`,
  // Shell
  credits: 'Credits',
  creditsUsed: (usedOfTotal: string) => `${usedOfTotal} credits used`,
  creditsGauge: (percent: number) => `${Math.round(percent)}% of credits used`,
  creditsOverLimit: 'Credit limit reached',
  creditsNearLimit: 'Credits running low',
  /** The percentage inside the gauge's ring. */
  creditsPercent: (percent: number) => `${Math.round(percent)}%`,
  spaceName: 'Name',
  spaceDescription: 'Description (optional)',
  // Welcome and tour
  carouselPrevious: 'Previous slide',
  carouselNext: 'Next slide',
  carouselSlide: (n: number, total: number) => `Slide ${n} of ${total}`,
  carouselPause: 'Pause autoplay',
  carouselPlay: 'Start autoplay',
  // Forms
  save: 'Save changes',
  saving: 'Saving...',
  tooLong: (max: number) => `Must be at most ${max} characters`,
  readOnlyForMembers: 'Only organization owners and admins can change this.',
  // Knowledge base
  kbDelete: 'Delete',
  cancel: 'Cancel',
  viewerLoading: 'Loading the document...',
  viewerEmpty: 'No text was extracted from this source yet.',
  viewerPassage: 'Cited passage',
  viewerMatch: 'Search match',
  viewerClose: 'Close',
  // Brand voice
  brandVoiceSave: 'Save brand voice',
  brandVoiceSaved: 'Brand voice saved',
  brandVoiceRemoved: 'Brand voice removed',
  // Agent chat
  offlineEngine: 'offline engine',
  offlineEngineHint: 'No language model is configured: the offline engine answers from the agent\'s own tools and your knowledge base.',
  // Background tasks
  closePanel: 'Close',
  // Answers: copy, engine and cost
  copyCode: 'Copy code',
  taskDone: 'Done',
  taskOpen: 'Not done',
  // Connections
  connectionsSandbox: 'Sandbox data',
  connectionStatus: {
    connected: 'Connected',
    disconnected: 'Not connected',
    reconnecting: 'Reconnecting',
    error: 'Needs reconnecting',
  } as Record<string, string>,
  manageProperties: 'Manage properties',
  // Back to Connections (Google Analytics' setup, the tool servers, what was sent): web/integrations/integrations-text.ts has the rest
  ga4Done: 'Go to Connections',
  // The Dashboard's figures
  dashboardLastDays: (days: number) => `Last ${days} days`,
  dashboardReconnect: 'Reconnect',
} as const;
