import { injectable } from 'inversify';
import type { Resettable } from './store-registry.ts';

/** ERP connection: connections, the selected one and dashboard analytics. */
@injectable()
export class ErpStore implements Resettable {
  readonly storeName = 'erp';
  connections: unknown[] = [];
  selectedConnectionId: string | null = null;
  dashboardAnalytics: unknown = null;

  reset(): void {
    this.connections = [];
    this.selectedConnectionId = null;
    this.dashboardAnalytics = null;
  }
}
