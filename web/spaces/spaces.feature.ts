import type { WebFeature } from '../web-feature.ts';

/** The current space's settings: its name, slug, brand voice and deletion; its profile questionnaire; onboarding. */
export const spacesFeature: WebFeature = {
  name: 'spaces',
  pages: [
    { path: '/workspace-settings', load: async () => (await import('./workspace-settings-page.tsx')).WorkspaceSettingsPage },
    { path: '/space-setup', load: async () => (await import('./space-profile-page.tsx')).SpaceProfilePage },
    { path: '/onboarding', load: async () => (await import('./onboarding-screen.tsx')).OnboardingScreen },
  ],
};
