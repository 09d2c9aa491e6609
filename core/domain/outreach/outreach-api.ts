import { wireRoute, type NoBody, type NoParams } from '../wire-route.ts';
import type {
  CampaignConfirmRequest,
  CampaignDetailView,
  CampaignDraftRequest,
  CampaignDraftResultView,
  CampaignView,
  LeadSourceRequest,
  LeadsAddedView,
  OutreachAnalyticsQuery,
  OutreachAnalyticsView,
  OutreachPreferencesView,
  OutreachSettingsView,
} from './outreach.ts';

type CampaignId = { id: string };

/** Outreach's endpoints (Instantly, X-Space-ID): the server registers these patterns, the client store calls them. */
export const OutreachApi = {
  campaigns: wireRoute<NoParams, NoBody, CampaignView[]>()('GET', '/integrations/instantly/campaigns'),
  createDraft: wireRoute<NoParams, CampaignDraftRequest, CampaignDraftResultView>()('POST', '/integrations/instantly/campaigns'),
  campaign: wireRoute<CampaignId, NoBody, CampaignDetailView>()('GET', '/integrations/instantly/campaigns/:id'),
  addLeads: wireRoute<CampaignId, LeadSourceRequest, LeadsAddedView>()('POST', '/integrations/instantly/campaigns/:id/leads'),
  launch: wireRoute<CampaignId, CampaignConfirmRequest, CampaignView>()('POST', '/integrations/instantly/campaigns/:id/launch'),
  /** Takes no body; the client sends `{}`. */
  pause: wireRoute<CampaignId, Record<string, never>, CampaignView>()('POST', '/integrations/instantly/campaigns/:id/pause'),
  resume: wireRoute<CampaignId, CampaignConfirmRequest, CampaignView>()('POST', '/integrations/instantly/campaigns/:id/resume'),
  analytics: wireRoute<NoParams, NoBody, OutreachAnalyticsView, OutreachAnalyticsQuery>()('GET', '/integrations/instantly/analytics'),
  settings: wireRoute<NoParams, NoBody, OutreachSettingsView>()('GET', '/integrations/instantly/settings'),
  saveSettings: wireRoute<NoParams, OutreachPreferencesView, OutreachSettingsView>()('PUT', '/integrations/instantly/settings'),
};
