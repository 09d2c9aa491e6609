import { inject, injectable } from 'inversify';
import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { Resettable } from '../stores/store-registry.ts';
import { ApiClient } from '../api/api-client.ts';
import { storeError } from '../store-error.ts';
import type { ErpConnectionView, ErpPeriod, ErpRevenueView } from '../../domain/erp/erp.ts';
import { ErpApi } from '../../domain/erp/erp-api.ts';
import { ErpMessages } from './erp-messages.ts';

/** The space's ERP (spec 3's ERP store): its Odoo connections, the selected one, and the Dashboard's revenue figures. */
@injectable()
export class ErpStore implements Resettable {
  readonly storeName = 'erp';
  connections: ErpConnectionView[] = [];
  selectedConnectionId: string | null = null;
  dashboardAnalytics: ErpRevenueView | null = null;

  constructor(@inject(ApiClient) private readonly api: ApiClient) {
    makeObservable(this, { connections: observableRef, selectedConnectionId: observable, dashboardAnalytics: observableRef, reset: action });
  }

  reset(): void {
    this.connections = [];
    this.selectedConnectionId = null;
    this.dashboardAnalytics = null;
  }

  async fetchConnections(): Promise<ErpConnectionView[]> {
    try {
      const connections = await this.api.call(ErpApi.connections, {});
      this.keep(connections);
      return connections;
    } catch (error) {
      throw storeError(error, ErpMessages.fetchErpConnectionsFailed);
    }
  }

  async select(id: string): Promise<ErpConnectionView[]> {
    try {
      const connections = await this.api.call(ErpApi.select, { id });
      this.keep(connections);
      return connections;
    } catch (error) {
      throw storeError(error, ErpMessages.selectErpConnectionFailed);
    }
  }

  async remove(id: string): Promise<ErpConnectionView[]> {
    try {
      const connections = await this.api.call(ErpApi.remove, { id });
      this.keep(connections);
      return connections;
    } catch (error) {
      throw storeError(error, ErpMessages.removeErpConnectionFailed);
    }
  }

  /** The figures of the selected connection, or of `connectionId` without changing the selection. */
  async fetchRevenue(days: ErpPeriod, connectionId?: string): Promise<ErpRevenueView> {
    try {
      const revenue = await this.api.call(ErpApi.revenue, {}, undefined, { query: { days: `${days}`, connection_id: connectionId } });
      runInAction(() => (this.dashboardAnalytics = revenue));
      return revenue;
    } catch (error) {
      throw storeError(error, ErpMessages.fetchErpRevenueFailed);
    }
  }

  private keep(connections: ErpConnectionView[]): void {
    runInAction(() => {
      this.connections = connections;
      this.selectedConnectionId = connections.find((c) => c.selected)?.id ?? null;
    });
  }
}
