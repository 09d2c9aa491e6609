import { inject, injectable } from 'inversify';
import { action, makeObservable, observableRef, runInAction } from 'mobx';
import type { Resettable } from '../stores/store-registry.ts';
import { ApiClient } from '../api/api-client.ts';
import { ConnectionsStore } from './connections-store.ts';
import { storeError } from '../store-error.ts';
import type { ConnectionView } from '../../domain/integrations/integrations.ts';
import type { AnalyticsAccountView, AnalyticsPropertyRef, AnalyticsReportView } from '../../domain/integrations/analytics.ts';
import type { DateRangeView } from '../../domain/integrations/ad-performance.ts';
import { IntegrationsApi } from '../../domain/integrations/integrations-api.ts';
import { IntegrationsMessages } from './integrations-messages.ts';

/**
 * Google Analytics 4 for the current space (spec 3's analytics property store): the accounts and properties
 * the connected Google account may read, the properties linked to the space, the selected one, and the last
 * report. A 401 on these calls is GA4_OAUTH_EXPIRED (the client's rule for /integrations/ga4/): the person
 * stays signed in and is asked to reconnect.
 */
@injectable()
export class AnalyticsPropertyStore implements Resettable {
  readonly storeName = 'analytics-properties';
  accounts: AnalyticsAccountView[] = [];
  linkedProperties: AnalyticsPropertyRef[] = [];
  selectedPropertyId: string | null = null;
  /** The last report's headline figures (the report's totals). */
  metrics: AnalyticsReportView['totals'] | null = null;
  lastReport: AnalyticsReportView | null = null;

  constructor(
    @inject(ApiClient) private readonly api: ApiClient,
    @inject(ConnectionsStore) private readonly connections: ConnectionsStore,
  ) {
    makeObservable<this, 'applyAccounts'>(this, {
      accounts: observableRef,
      linkedProperties: observableRef,
      selectedPropertyId: observableRef,
      metrics: observableRef,
      lastReport: observableRef,
      reset: action,
      applyAccounts: action,
    });
  }

  reset(): void {
    this.accounts = [];
    this.linkedProperties = [];
    this.selectedPropertyId = null;
    this.metrics = null;
    this.lastReport = null;
  }

  /** The Google sign-in address to send the browser to (owners and admins). */
  async startConnect(): Promise<string> {
    try {
      return (await this.api.call(IntegrationsApi.ga4Start, {})).authorization_url;
    } catch (error) {
      throw storeError(error, IntegrationsMessages.startGa4Failed);
    }
  }

  /** Finishes with Google's callback query (what the browser came back to /ga4-setup with). */
  async finishConnect(query: string): Promise<ConnectionView> {
    try {
      const connection = await this.api.call(IntegrationsApi.ga4Callback, {}, { query });
      await this.connections.fetch().catch(() => undefined);
      return connection;
    } catch (error) {
      throw storeError(error, IntegrationsMessages.finishGa4Failed);
    }
  }

  async fetchAccounts(): Promise<AnalyticsAccountView[]> {
    try {
      const accounts = await this.api.call(IntegrationsApi.ga4Accounts, {});
      this.applyAccounts(accounts);
      return accounts;
    } catch (error) {
      throw storeError(error, IntegrationsMessages.fetchGa4AccountsFailed);
    }
  }

  async saveProperties(linked: string[], selected: string | null): Promise<ConnectionView> {
    try {
      const connection = await this.api.call(IntegrationsApi.ga4Properties, {}, { linked, selected });
      this.applyAccounts(this.accounts.map((a) => ({ ...a, properties: a.properties.map((p) => ({ ...p, linked: linked.includes(p.id), selected: p.id === selected })) })));
      await this.connections.fetch().catch(() => undefined);
      return connection;
    } catch (error) {
      throw storeError(error, IntegrationsMessages.saveGa4PropertiesFailed);
    }
  }

  async fetchReport(range?: DateRangeView): Promise<AnalyticsReportView> {
    try {
      const query = range ? { since: range.since, until: range.until } : undefined;
      const report = await this.api.call(IntegrationsApi.ga4Report, {}, undefined, { query });
      runInAction(() => {
        this.lastReport = report;
        this.metrics = report.totals;
        this.selectedPropertyId = report.property.id;
      });
      return report;
    } catch (error) {
      throw storeError(error, IntegrationsMessages.fetchGa4ReportFailed);
    }
  }

  private applyAccounts(accounts: AnalyticsAccountView[]): void {
    this.accounts = accounts;
    this.linkedProperties = accounts.flatMap((a) => a.properties.filter((p) => p.linked).map((p) => ({ id: p.id, name: p.name, account: a.name })));
    this.selectedPropertyId = accounts.flatMap((a) => a.properties).find((p) => p.selected)?.id ?? null;
  }
}
