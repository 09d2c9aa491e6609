import { inject, injectable } from 'inversify';
import { action, makeObservable, observableRef, runInAction } from 'mobx';
import type { Resettable } from '../stores/store-registry.ts';
import { ApiClient } from '../api/api-client.ts';
import { storeError } from '../store-error.ts';
import type {
  CampaignDetailView,
  CampaignDraftRequest,
  CampaignDraftResultView,
  CampaignView,
  LeadSourceRequest,
  LeadsAddedView,
  OutreachAnalyticsView,
  OutreachPreferencesView,
  OutreachSettingsView,
} from '../../domain/outreach/outreach.ts';
import { OutreachApi } from '../../domain/outreach/outreach-api.ts';
import { LeadsApi } from '../../domain/leads/leads-api.ts';
import type { WireRoute } from '../../domain/wire-route.ts';
import { OutreachMessages } from './outreach-messages.ts';

/** A saved lead list of the space, as the pickers show it. */
export interface LeadListOption {
  id: string;
  name: string;
  leadCount: number;
}

/**
 * Outreach with Instantly (spec 3's outreach store): the space's campaigns, the last analytics read, its settings
 * and the lead lists campaigns can take leads from. Cleared on a user switch.
 */
@injectable()
export class OutreachStore implements Resettable {
  readonly storeName = 'outreach';
  campaigns: CampaignView[] = [];
  analytics: OutreachAnalyticsView | null = null;
  settings: OutreachSettingsView | null = null;
  leadLists: LeadListOption[] = [];

  constructor(@inject(ApiClient) private readonly api: ApiClient) {
    makeObservable<this, 'replace'>(this, { campaigns: observableRef, analytics: observableRef, settings: observableRef, leadLists: observableRef, reset: action, replace: action });
  }

  reset(): void {
    this.campaigns = [];
    this.analytics = null;
    this.settings = null;
    this.leadLists = [];
  }

  async fetchCampaigns(): Promise<CampaignView[]> {
    try {
      const campaigns = await this.api.call(OutreachApi.campaigns, {});
      runInAction(() => (this.campaigns = campaigns));
      return campaigns;
    } catch (error) {
      throw storeError(error, OutreachMessages.fetchCampaignsFailed);
    }
  }

  /** One campaign with its number of leads (what the launch confirmation names). */
  async fetchCampaign(id: string): Promise<CampaignDetailView> {
    try {
      return await this.api.call(OutreachApi.campaign, { id });
    } catch (error) {
      throw storeError(error, OutreachMessages.fetchCampaignFailed);
    }
  }

  async createDraft(request: CampaignDraftRequest): Promise<CampaignDraftResultView> {
    try {
      const result = await this.api.call(OutreachApi.createDraft, {}, request);
      this.replace(result.campaign);
      return result;
    } catch (error) {
      throw storeError(error, OutreachMessages.createCampaignDraftFailed);
    }
  }

  async addLeads(id: string, source: LeadSourceRequest): Promise<LeadsAddedView> {
    try {
      return await this.api.call(OutreachApi.addLeads, { id }, source);
    } catch (error) {
      throw storeError(error, OutreachMessages.addCampaignLeadsFailed);
    }
  }

  /** Launches a draft; `confirm` is the person's confirmation, sent as such. */
  async launch(id: string): Promise<CampaignView> {
    return this.transition(OutreachApi.launch, id, { confirm: true }, OutreachMessages.launchCampaignFailed);
  }

  async pause(id: string): Promise<CampaignView> {
    return this.transition(OutreachApi.pause, id, {}, OutreachMessages.pauseCampaignFailed);
  }

  async resume(id: string): Promise<CampaignView> {
    return this.transition(OutreachApi.resume, id, { confirm: true }, OutreachMessages.resumeCampaignFailed);
  }

  async fetchAnalytics(campaignId: string | null, days: number): Promise<OutreachAnalyticsView> {
    try {
      const analytics = await this.api.call(OutreachApi.analytics, {}, undefined, { query: { days, campaign_id: campaignId ?? undefined } });
      runInAction(() => (this.analytics = analytics));
      return analytics;
    } catch (error) {
      throw storeError(error, OutreachMessages.fetchOutreachAnalyticsFailed);
    }
  }

  async fetchSettings(): Promise<OutreachSettingsView> {
    try {
      const settings = await this.api.call(OutreachApi.settings, {});
      runInAction(() => (this.settings = settings));
      return settings;
    } catch (error) {
      throw storeError(error, OutreachMessages.fetchOutreachSettingsFailed);
    }
  }

  async saveSettings(preferences: OutreachPreferencesView): Promise<OutreachSettingsView> {
    try {
      const settings = await this.api.call(OutreachApi.saveSettings, {}, preferences);
      runInAction(() => (this.settings = settings));
      return settings;
    } catch (error) {
      throw storeError(error, OutreachMessages.saveOutreachSettingsFailed);
    }
  }

  /** The space's saved lead lists (lead search's `/lead-lists`). */
  async fetchLeadLists(): Promise<LeadListOption[]> {
    try {
      const answer: unknown = await this.api.call(LeadsApi.lists, {});
      const rows = (Array.isArray(answer) ? answer : ((answer as { lists?: unknown[]; items?: unknown[] } | null)?.lists ?? (answer as { items?: unknown[] } | null)?.items ?? [])) as Record<string, unknown>[];
      const lists = rows
        .filter((r) => typeof r.id === 'string' && typeof r.name === 'string')
        .map((r) => ({ id: r.id as string, name: r.name as string, leadCount: Number(r.lead_count ?? r.leadCount ?? 0) || 0 }));
      runInAction(() => (this.leadLists = lists));
      return lists;
    } catch (error) {
      throw storeError(error, OutreachMessages.fetchLeadListsFailed);
    }
  }

  private async transition<Body>(route: WireRoute<{ id: string }, Body, CampaignView>, id: string, body: Body, failed: string): Promise<CampaignView> {
    try {
      const campaign = await this.api.call(route, { id }, body);
      this.replace(campaign);
      return campaign;
    } catch (error) {
      throw storeError(error, failed);
    }
  }

  private replace(campaign: CampaignView): void {
    this.campaigns = this.campaigns.some((c) => c.id === campaign.id) ? this.campaigns.map((c) => (c.id === campaign.id ? campaign : c)) : [...this.campaigns, campaign];
  }
}
