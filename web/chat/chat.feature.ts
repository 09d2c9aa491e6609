import type { WebFeature } from '../web-feature.ts';

/**
 * The agent chat: a new chat and a session share one mounted screen, so a new chat's first message moves to its
 * session's address while the answer streams. Its view-model is app-wide (the draft and mode outlive a route change).
 */
export const chatFeature: WebFeature = {
  name: 'chat',
  pages: [{ path: ['/agents/:slug', '/agents/:slug/chat/:sessionId'], load: async () => (await import('./agent-chat-screen.tsx')).AgentChatScreen }],
};
