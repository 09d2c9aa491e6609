import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Callout, Card, H2, H3, HTMLSelect, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { RANGE_DAYS, type DashboardAnalyticsViewModel, type Headline, type RangeDays } from './dashboard-analytics.view-model.ts';
import { TableScroll } from '../components/table-scroll.tsx';
import { TopRowsTable } from '../components/top-rows-table.tsx';
import { WebText } from '../text.ts';
import { DashboardText } from './dashboard-text.ts';

// The chart library loads with the first chart, not with the Dashboard.
const TrendChart = lazy(async () => ({ default: (await import('../components/trend-chart.tsx')).TrendChart }));

export function Headlines({ items, testId }: { items: Headline[]; testId: string }) {
  return (
    <dl className="dashboard-figures__headlines" data-testid={testId}>
      {items.map((h) => (
        <div key={h.label} className="dashboard-figures__metric">
          <dt>{h.label}</dt>
          <dd>
            <span className="dashboard-figures__value">{h.value}</span>
            {h.change && <span className={`dashboard-figures__change dashboard-figures__change--${h.tone}`}>{h.change}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The Dashboard's analytics: GA4 and the ad platform against the period before, and credits by agent. */
export const DashboardFigures = observer(function DashboardFigures({ vm, spaceId, children }: { vm: DashboardAnalyticsViewModel; spaceId: string; children?: ReactNode }) {
  useEffect(() => {
    void vm.load();
  }, [vm, spaceId]);
  if (!vm.loaded) return null;
  return (
    <section className="dashboard-figures" aria-labelledby="dashboard-figures-title">
      <div className="screen-heading">
        <H2 id="dashboard-figures-title" className="card-title">{DashboardText.analytics}</H2>
        {vm.sandbox && <Tag intent="warning">{WebText.connectionsSandbox}</Tag>}
        <HTMLSelect
          aria-label={DashboardText.rangeLabel}
          value={vm.days}
          onChange={(event) => vm.setDays(Number(event.currentTarget.value) as RangeDays)}
          options={RANGE_DAYS.map((days) => ({ value: days, label: WebText.dashboardLastDays(days) }))}
        />
        {vm.rangeText && <span className="bp6-text-muted">{vm.rangeText}</span>}
      </div>
      {vm.nothingConnected && (
        <Card className="dashboard__card" data-testid="dashboard-connect">
          <H3 className="card-title">{DashboardText.connectTitle}</H3>
          <p>{DashboardText.connectText}</p>
          <Link to="/connections" className="bp6-button bp6-intent-primary">{DashboardText.connect}</Link>
        </Card>
      )}
      {vm.analytics !== 'off' && (
        <Card className="dashboard__card" data-testid="dashboard-analytics">
          <H3 className="card-title">{vm.report ? `Google Analytics 4: ${vm.report.property.name}` : 'Google Analytics 4'}</H3>
          {vm.analytics === 'loading' && <Spinner size={20} />}
          {vm.analytics === 'expired' && (
            <Callout intent="warning" className="form-callout">
              {vm.analyticsError ?? WebText.dashboardReconnect} <Link to="/ga4-setup">{WebText.dashboardReconnect}</Link>
            </Callout>
          )}
          {vm.analytics === 'choose_property' && (
            <Callout className="form-callout">
              {DashboardText.chooseProperty} <Link to="/connections/ga4/manage">{WebText.manageProperties}</Link>
            </Callout>
          )}
          {vm.analytics === 'error' && <Callout intent="danger" className="form-callout">{vm.analyticsError}</Callout>}
          {vm.analytics === 'ready' && vm.report && (
            <>
              <Headlines items={vm.headlines} testId="analytics-headlines" />
              <H3 className="dashboard-figures__subtitle">{DashboardText.trend}</H3>
              <Suspense fallback={<Spinner size={20} />}>
                <TrendChart
                  days={vm.trend.days}
                  values={vm.trend.values}
                  series={DashboardText.metricSessions}
                  label={DashboardText.trendLabel(vm.trend.days.length, vm.headlines[0]?.value ?? '0')}
                />
              </Suspense>
              <div className="dashboard-figures__tables">
                <TopRowsTable title={DashboardText.channels} columns={[DashboardText.channel, DashboardText.metricSessions, DashboardText.metricKeyEvents]} rows={vm.topChannels.map(figuresOf)} />
                <TopRowsTable title={DashboardText.pages} columns={[DashboardText.page, DashboardText.metricSessions, DashboardText.metricKeyEvents]} rows={vm.topPages.map(figuresOf)} />
              </div>
            </>
          )}
        </Card>
      )}
      {vm.ads !== 'off' && (
        <Card className="dashboard__card" data-testid="dashboard-ads">
          <H3 className="card-title">{vm.performance ? `${DashboardText.ads}: ${vm.performance.account.name}` : DashboardText.ads}</H3>
          {vm.ads === 'loading' && <Spinner size={20} />}
          {(vm.ads === 'expired' || vm.ads === 'error') && (
            <Callout intent={vm.ads === 'expired' ? 'warning' : 'danger'} className="form-callout">
              {vm.adsError ?? WebText.dashboardReconnect} {vm.ads === 'expired' && <Link to="/connections">{WebText.dashboardReconnect}</Link>}
            </Callout>
          )}
          {vm.ads === 'ready' && (
            <>
              <Headlines items={vm.adHeadlines} testId="ad-headlines" />
              <TableScroll label={DashboardText.ads}>
                <HTMLTable compact striped className="full-width">
                  <thead>
                    <tr>
                      <th scope="col">{DashboardText.campaign}</th>
                      <th scope="col">{DashboardText.metricSpend}</th>
                      <th scope="col">{DashboardText.metricRoas}</th>
                      <th scope="col">{DashboardText.metricCpc}</th>
                      <th scope="col">{DashboardText.clicks}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {vm.campaigns.map((c) => (
                      <tr key={c.name}>
                        <th scope="row">{c.name}</th>
                        <td>{c.spend}</td>
                        <td>{c.roas}</td>
                        <td>{c.cpc}</td>
                        <td>{c.clicks}</td>
                      </tr>
                    ))}
                  </tbody>
                </HTMLTable>
              </TableScroll>
            </>
          )}
        </Card>
      )}
      {/* Other sources' cards for the same period (the ERP's revenue). */}
      {children}
      <Card className="dashboard__card" data-testid="dashboard-credits-by-agent">
        <H3 className="card-title">{DashboardText.creditsByAgent(vm.days)}</H3>
        {vm.creditsByAgent.length === 0 ? (
          <p className="bp6-text-muted">{DashboardText.noSpending(vm.days)}</p>
        ) : (
          <HTMLTable compact className="full-width">
            <thead>
              <tr>
                <th scope="col">{DashboardText.agent}</th>
                <th scope="col">{DashboardText.credits}</th>
              </tr>
            </thead>
            <tbody>
              {vm.creditsByAgent.map((row) => (
                <tr key={row.agent}>
                  <th scope="row">{row.agent}</th>
                  <td>{row.credits.toLocaleString('en-US')}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </Card>
    </section>
  );
});

/** A channel's or page's row: its sessions and key events, as the card writes figures. */
function figuresOf(row: { label: string; sessions: number; key_events: number }): [string, string, string] {
  return [row.label, row.sessions.toLocaleString('en-US'), row.key_events.toLocaleString('en-US')];
}
