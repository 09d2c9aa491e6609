import { lazy, Suspense, useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Callout, Card, H3, HTMLSelect, Spinner, Tag } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import type { ErpDashboardViewModel } from './erp-dashboard.view-model.ts';
import type { ErpPeriod } from '../../core/domain/erp/erp.ts';
import { TopRowsTable } from '../components/top-rows-table.tsx';
import { Headlines } from '../dashboard/dashboard-figures.tsx';
import { WebText } from '../text.ts';
import { ErpText } from './erp-text.ts';

// The chart library loads with the first chart, not with the Dashboard.
const TrendChart = lazy(async () => ({ default: (await import('../components/trend-chart.tsx')).TrendChart }));

/** The Dashboard's ERP card (R-OPEN-36): Odoo revenue beside the analytics, for the Dashboard's period. */
export const DashboardErpCard = observer(function DashboardErpCard({ days, spaceId, vm }: { days: ErpPeriod; spaceId: string; vm: ErpDashboardViewModel }) {
  useEffect(() => {
    void vm.load(days);
  }, [vm, days, spaceId]);
  if (vm.state === 'idle') return null;
  if (vm.state === 'none') {
    return (
      <Card className="dashboard__card" data-testid="dashboard-erp-connect">
        <H3 className="card-title">{ErpText.connectTitle}</H3>
        <p>{ErpText.connectText}</p>
        <Link to="/connections" className="bp6-button bp6-outlined">{ErpText.connect}</Link>
      </Card>
    );
  }
  const r = vm.revenue;
  return (
    <Card className="dashboard__card" data-testid="dashboard-erp">
      <div className="screen-heading">
        <H3 className="card-title">{vm.state === 'ready' ? vm.title : ErpText.title}</H3>
        {r?.sandbox && <Tag intent="warning">{WebText.connectionsSandbox}</Tag>}
        {vm.hasChoice && (
          <HTMLSelect aria-label={ErpText.connectionPicker} value={vm.shownId ?? ''} onChange={(event) => vm.show(event.currentTarget.value)} options={vm.options} />
        )}
      </div>
      {vm.state === 'loading' && <Spinner size={20} />}
      {(vm.state === 'expired' || vm.state === 'error') && (
        <Callout intent={vm.state === 'expired' ? 'warning' : 'danger'} className="form-callout">
          {vm.error} {vm.state === 'expired' && <Link to="/connections/odoo/manage">{WebText.dashboardReconnect}</Link>}
        </Callout>
      )}
      {vm.state === 'ready' && r && (
        <>
          <Headlines items={vm.headlines} testId="erp-headlines" />
          {r.truncated && <p className="bp6-text-muted">{ErpText.truncated}</p>}
          <H3 className="dashboard-figures__subtitle">{ErpText.trend}</H3>
          <Suspense fallback={<Spinner size={20} />}>
            <TrendChart days={vm.trend.days} values={vm.trend.values} series={ErpText.revenue} label={ErpText.trendLabel(vm.trend.days.length, vm.headlines[0]?.value ?? '0')} />
          </Suspense>
          <div className="dashboard-figures__tables">
            <TopRowsTable title={ErpText.topProducts} columns={[ErpText.product, ErpText.revenue, ErpText.quantity]} rows={vm.topProducts.map((p) => [p.name, p.revenue, p.quantity])} />
            <TopRowsTable title={ErpText.topCustomers} columns={[ErpText.customer, ErpText.revenue, ErpText.orders]} rows={vm.topCustomers.map((c) => [c.name, c.revenue, c.orders])} />
          </div>
        </>
      )}
    </Card>
  );
});
