import { KnowledgeBaseStore } from '../../core/client/knowledge/knowledge-base-store.ts';
import { BrandVoiceStore } from '../../core/client/knowledge/brand-voice-store.ts';
import { CreditsStore } from '../../core/client/credits/credits-store.ts';
import { ChatSessions } from '../../core/client/chat/chat-sessions.ts';
import { ConnectionsStore } from '../../core/client/integrations/connections-store.ts';
import { AnalyticsPropertyStore } from '../../core/client/integrations/analytics-property-store.ts';
import { AdPlatformStore } from '../../core/client/integrations/ad-platform-store.ts';
import { withViewModel } from '../view-model-context.tsx';
import { DashboardScreen } from './dashboard-screen.tsx';
import { DashboardStartViewModel } from './dashboard-start.view-model.ts';
import { DashboardAnalyticsViewModel } from './dashboard-analytics.view-model.ts';

/** /dashboard: the screen and its two view-models, made fresh for each visit. */
export const DashboardPage = withViewModel(DashboardScreen, (parts) => ({
  start: new DashboardStartViewModel({
    space: parts.viewModels.dashboard,
    session: parts.session,
    documents: parts.get(KnowledgeBaseStore),
    brandVoice: parts.get(BrandVoiceStore),
    chats: parts.get(ChatSessions),
    credits: parts.get(CreditsStore),
    profiles: parts.spaces,
  }),
  figures: new DashboardAnalyticsViewModel(parts.get(ConnectionsStore), parts.get(AnalyticsPropertyStore), parts.get(AdPlatformStore), parts.get(CreditsStore), parts.clock),
}));
