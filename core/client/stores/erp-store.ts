import { inject, injectable } from 'inversify';
import { RegisteredStore, StoreRegistry } from './store-registry.ts';

/** ERP connection: connections, the selected one and dashboard analytics. */
@injectable()
export class ErpStore extends RegisteredStore {
  connections: unknown[] = [];
  selectedConnectionId: string | null = null;
  dashboardAnalytics: unknown = null;
  constructor(@inject(StoreRegistry) registry: StoreRegistry) {
    super(registry, 'erp');
  }

  reset(): void {
    this.connections = [];
    this.selectedConnectionId = null;
    this.dashboardAnalytics = null;
  }
}
