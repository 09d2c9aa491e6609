import { inject, injectable } from 'inversify';
import { SpacesService } from '../spaces/spaces-service.ts';
import { CreditsStore } from '../credits/credits-store.ts';
import { OrganizationStore } from '../organization/organization-store.ts';
import { AnalyticsPropertyStore } from './analytics-property-store.ts';
import { KnowledgeBaseStore } from './knowledge-base-store.ts';
import { AgentsStore } from './agents-store.ts';
import { BrandVoiceStore } from './brand-voice-store.ts';
import { AgentDocumentsStore } from './agent-documents-store.ts';
import { AgentConfigurationStore } from './agent-configuration-store.ts';
import { ErpStore } from './erp-store.ts';
import { AdPlatformStore } from './ad-platform-store.ts';
import { OutreachStore } from './outreach-store.ts';
import { LeadSearchStore } from './lead-search-store.ts';
import { UrlIntelligenceStore } from './url-intelligence-store.ts';
import { EmailBookmarksStore } from './email-bookmarks-store.ts';
import { BackgroundTasksStore } from './background-tasks-store.ts';
import { ContentPublishingStore } from './content-publishing-store.ts';

/** Every client store, built together at start so each is registered before the first sign-in. */
@injectable()
export class ClientStores {
  constructor(
    @inject(AnalyticsPropertyStore) readonly analyticsProperties: AnalyticsPropertyStore,
    @inject(SpacesService) readonly spaces: SpacesService,
    @inject(KnowledgeBaseStore) readonly knowledgeBase: KnowledgeBaseStore,
    @inject(AgentsStore) readonly agents: AgentsStore,
    @inject(BrandVoiceStore) readonly brandVoice: BrandVoiceStore,
    @inject(OrganizationStore) readonly organization: OrganizationStore,
    @inject(AgentDocumentsStore) readonly agentDocuments: AgentDocumentsStore,
    @inject(AgentConfigurationStore) readonly agentConfiguration: AgentConfigurationStore,
    @inject(ErpStore) readonly erp: ErpStore,
    @inject(AdPlatformStore) readonly adPlatform: AdPlatformStore,
    @inject(OutreachStore) readonly outreach: OutreachStore,
    @inject(LeadSearchStore) readonly leadSearch: LeadSearchStore,
    @inject(UrlIntelligenceStore) readonly urlIntelligence: UrlIntelligenceStore,
    @inject(EmailBookmarksStore) readonly emailBookmarks: EmailBookmarksStore,
    @inject(CreditsStore) readonly credits: CreditsStore,
    @inject(BackgroundTasksStore) readonly backgroundTasks: BackgroundTasksStore,
    @inject(ContentPublishingStore) readonly contentPublishing: ContentPublishingStore,
  ) {}
}
