import { inject, injectable } from 'inversify';
import { action, makeObservable, observableRef, runInAction } from 'mobx';
import type { Resettable } from '../stores/store-registry.ts';
import { ApiClient } from '../api/api-client.ts';
import { storeError } from '../store-error.ts';
import { Messages } from '../../domain/messages.ts';
import type { PublishingProviderId, PublishingSiteView, SendDraftRequest, SentDraftView, SiteTaxonomies } from '../../domain/publishing/publishing.ts';
import { IntegrationsApi } from '../../domain/integrations/integrations-api.ts';
import { PublishingApi } from '../../domain/publishing/publishing-api.ts';
import { PublishingMessages } from './publishing-messages.ts';

/**
 * Content publishing of the current space (spec 3's content publishing store): the connected sites a draft can
 * go to, and the drafts sent from the space. Cleared on a user switch.
 */
@injectable()
export class ContentPublishingStore implements Resettable {
  readonly storeName = 'content-publishing';
  sites: PublishingSiteView[] = [];
  drafts: SentDraftView[] = [];
  sitesLoaded = false;

  constructor(@inject(ApiClient) private readonly api: ApiClient) {
    makeObservable(this, { sites: observableRef, drafts: observableRef, sitesLoaded: observableRef, reset: action });
  }

  reset(): void {
    this.sites = [];
    this.drafts = [];
    this.sitesLoaded = false;
  }

  /** The space's connected WordPress and Ghost sites. */
  async fetchSites(): Promise<PublishingSiteView[]> {
    try {
      const connections = await this.api.call(IntegrationsApi.connections, {});
      const sites = connections
        .filter((c) => c.kind === 'publishing' && c.status === 'connected')
        .map((c) => ({ provider: c.provider as PublishingProviderId, name: c.name, label: c.account_label ?? c.name }));
      runInAction(() => {
        this.sites = sites;
        this.sitesLoaded = true;
      });
      return sites;
    } catch (error) {
      throw storeError(error, Messages.fetchConnectionsFailed);
    }
  }

  async fetchDrafts(): Promise<SentDraftView[]> {
    try {
      const drafts = await this.api.call(PublishingApi.drafts, {});
      runInAction(() => (this.drafts = drafts));
      return drafts;
    } catch (error) {
      throw storeError(error, PublishingMessages.fetchSentDraftsFailed);
    }
  }

  async taxonomies(): Promise<SiteTaxonomies> {
    try {
      return await this.api.call(PublishingApi.taxonomies, {});
    } catch (error) {
      throw storeError(error, PublishingMessages.fetchTaxonomiesFailed);
    }
  }

  /** Sends a draft (owners and admins, or members where allowed); the same idempotency key answers with the same draft. */
  async send(provider: PublishingProviderId, request: SendDraftRequest): Promise<SentDraftView> {
    try {
      const draft = await this.api.call(PublishingApi.sendDraft, { provider }, request);
      runInAction(() => (this.drafts = [draft, ...this.drafts.filter((d) => d.id !== draft.id)]));
      return draft;
    } catch (error) {
      throw storeError(error, PublishingMessages.sendDraftFailed);
    }
  }
}
