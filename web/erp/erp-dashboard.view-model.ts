import { actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import type { ErpStore } from '../../core/client/erp/erp-store.ts';
import type { ErpConnectionView, ErpPeriod, ErpRevenueView } from '../../core/domain/erp/erp.ts';
import { ApiError } from '../../core/domain/api-error.ts';
import { headline, money, type Headline } from '../dashboard/dashboard-analytics.view-model.ts';
import { messageOf } from '../view-models/load-state.ts';
import { ErpText } from './erp-text.ts';

export type ErpCardState = 'idle' | 'loading' | 'none' | 'ready' | 'expired' | 'error';

/**
 * The Dashboard's ERP card (R-OPEN-36): revenue, orders, average order value and customers of the selected Odoo
 * connection against the period before, revenue by day, top products and customers. With several connections a
 * picker shows another one's figures without changing the space's selection (members may look, not select).
 */
export class ErpDashboardViewModel {
  state: ErpCardState = 'idle';
  error: string | null = null;
  /** The connection shown; the selected one until the picker chooses another. */
  shownId: string | null = null;
  private days: ErpPeriod = 28;
  private run = 0;

  constructor(private readonly store: ErpStore) {
    makeObservable<this, 'days' | 'loadRevenue'>(this, {
      state: observable,
      error: observable,
      shownId: observable,
      days: observable,
      connections: computed,
      revenue: computed,
      hasChoice: computed,
      options: computed,
      title: computed,
      headlines: computed,
      trend: computed,
      topProducts: computed,
      topCustomers: computed,
      load: actionBound,
      show: actionBound,
      loadRevenue: actionBound,
    });
  }

  get connections(): ErpConnectionView[] {
    return this.store.connections;
  }

  get revenue(): ErpRevenueView | null {
    return this.store.dashboardAnalytics;
  }

  get hasChoice(): boolean {
    return this.connections.length > 1;
  }

  get options(): { value: string; label: string }[] {
    return this.connections.map((c) => ({ value: c.id, label: c.selected ? ErpText.selectedOption(c.label) : c.label }));
  }

  get title(): string {
    return this.revenue ? ErpText.source(this.revenue.connection.label) : ErpText.title;
  }

  get headlines(): Headline[] {
    const r = this.revenue;
    if (!r) return [];
    const aov = (n: number | null) => (n === null ? '-' : money(n, r.currency));
    return [
      headline(ErpText.revenue, money(r.totals.revenue, r.currency), r.totals.revenue, r.previous_totals.revenue),
      headline(ErpText.orders, r.totals.orders.toLocaleString('en-US'), r.totals.orders, r.previous_totals.orders),
      headline(ErpText.averageOrder, aov(r.totals.average_order_value), r.totals.average_order_value, r.previous_totals.average_order_value),
      headline(ErpText.customers, r.totals.customers.toLocaleString('en-US'), r.totals.customers, r.previous_totals.customers),
    ];
  }

  get trend(): { days: string[]; values: number[] } {
    return { days: this.revenue?.by_day.map((d) => d.date) ?? [], values: this.revenue?.by_day.map((d) => d.revenue) ?? [] };
  }

  get topProducts(): { name: string; revenue: string; quantity: string }[] {
    const r = this.revenue;
    return r ? r.top_products.map((p) => ({ name: p.name, revenue: money(p.revenue, r.currency), quantity: p.quantity.toLocaleString('en-US') })) : [];
  }

  get topCustomers(): { name: string; revenue: string; orders: string }[] {
    const r = this.revenue;
    return r ? r.top_customers.map((c) => ({ name: c.name, revenue: money(c.revenue, r.currency), orders: c.orders.toLocaleString('en-US') })) : [];
  }

  /** Reads the connections, then the figures of the shown one for the Dashboard's period. */
  async load(days: ErpPeriod): Promise<void> {
    const run = ++this.run;
    this.days = days;
    if (this.state !== 'ready') this.state = 'loading';
    let connections: ErpConnectionView[];
    try {
      connections = await this.store.fetchConnections();
    } catch (error) {
      if (run === this.run) runInAction(() => ((this.state = 'error'), (this.error = messageOf(error))));
      return;
    }
    if (run !== this.run) return;
    if (connections.length === 0) {
      runInAction(() => ((this.state = 'none'), (this.shownId = null)));
      return;
    }
    const shown = connections.find((c) => c.id === this.shownId) ?? connections.find((c) => c.selected) ?? connections[0]!;
    runInAction(() => (this.shownId = shown.id));
    await this.loadRevenue(run, shown);
  }

  show(id: string): void {
    if (id === this.shownId) return;
    this.shownId = id;
    const connection = this.connections.find((c) => c.id === id);
    if (connection) void this.loadRevenue(++this.run, connection);
  }

  private async loadRevenue(run: number, connection: ErpConnectionView): Promise<void> {
    this.state = 'loading';
    try {
      await this.store.fetchRevenue(this.days, connection.selected ? undefined : connection.id);
      if (run === this.run) runInAction(() => ((this.state = 'ready'), (this.error = null)));
    } catch (error) {
      if (run !== this.run) return;
      runInAction(() => {
        this.state = error instanceof ApiError && error.status === 409 ? 'expired' : 'error';
        this.error = messageOf(error);
      });
    }
  }
}
