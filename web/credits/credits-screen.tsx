import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { Button, Callout, Card, H1, H2, HTMLSelect, Tag } from '@blueprintjs/core';
import { FEATURE_FILTERS, PERIOD_FILTERS, type CreditsViewModel } from './credits.view-model.ts';
import { CreditLimitNote, CreditsGauge } from '../components/credits-gauge.tsx';
import { Empty, LoadError, Loading } from '../components/load-state.tsx';
import { CreditPacks } from './credit-packs.tsx';
import { SpendingChart } from './spending-chart.tsx';
import { ResponsiveTable } from '../components/responsive-table.tsx';
import { localDate, localDateTime } from '../adapters/local-date-text.ts';
import { CreditsText } from './credits-text.ts';

const STATUS_INTENT = { active: 'success', expiring_soon: 'warning', expired: 'danger' } as const;
const STATUS_LABEL = { active: 'Active', expiring_soon: 'Expiring soon', expired: 'Expired' } as const;

function formatDate(iso: string | null | undefined): string {
  return iso ? localDateTime(iso) : '';
}

/** Credits: the plan and gauge, usage by feature, recent activity and the ledger with filters and paging. */
export const CreditsScreen = observer(function CreditsScreen({ vm }: { vm: CreditsViewModel }) {
  useEffect(() => {
    void vm.load();
  }, [vm]);

  return (
    <section aria-labelledby="credits-title" className="credits-screen">
      <H1 id="credits-title" className="screen-title">Credits</H1>
      {vm.status === 'loading' && <Loading />}
      {vm.status === 'error' && <LoadError text={vm.error!} onRetry={() => void vm.load()} />}
      {vm.status === 'ready' && <Overview vm={vm} />}
      <Spending vm={vm} />
      <CreditPacks vm={vm.packs} />
      <Transactions vm={vm} />
    </section>
  );
});

const Overview = observer(function Overview({ vm }: { vm: CreditsViewModel }) {
  const reading = vm.reading!;
  const credits = vm.credits!;
  const status = vm.planStatus;
  return (
    <div className="credits-grid">
      <Card className="credits-card credits-card--plan">
        <H2 className="card-title">Plan</H2>
        <div className="credits-plan">
          <CreditsGauge reading={reading} size={88} />
          <div>
            <p className="credits-plan__name">
              {vm.planName} {status && <Tag intent={STATUS_INTENT[status]} minimal>{STATUS_LABEL[status]}</Tag>}
            </p>
            <p>
              <strong data-testid="credits-used">{reading.usedOfTotal}</strong> credits used · {vm.remainingText} remaining
            </p>
            <CreditLimitNote reading={reading} as="p" />
            {/* A renewal is a day: its second would only be noise. */}
            {credits.reset_date && <p className="bp6-text-muted">Renews {localDate(credits.reset_date)}</p>}
            <Link to="/pricing" className="bp6-button bp6-intent-primary bp6-small">Upgrade</Link>
          </div>
        </div>
      </Card>
      <Card className="credits-card">
        <H2 className="card-title">Usage by feature</H2>
        {vm.usageRows.length > 0 ? (
          <ul className="usage-list">
            {vm.usageRows.map((row) => (
              <li key={row.feature}>
                <span>{row.label}</span>
                <span>
                  {row.credits} {row.percentage !== undefined && <span className="bp6-text-muted">({row.percentage}%)</span>}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="bp6-text-muted">No credits used in this period yet.</p>
        )}
      </Card>
      <Card className="credits-card">
        <H2 className="card-title">Recent activity</H2>
        {vm.activityRows.length > 0 ? (
          <ul className="usage-list">
            {vm.activityRows.map((a) => (
              <li key={a.key}>
                <span>{a.activity}</span>
                <span>{a.amount}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="bp6-text-muted">No recent activity.</p>
        )}
      </Card>
    </div>
  );
});

const Transactions = observer(function Transactions({ vm }: { vm: CreditsViewModel }) {
  return (
    <Card className="credits-card credits-card--wide">
      <div className="transactions-header">
        <H2 className="card-title" id="transactions-title">Transactions</H2>
        <div className="transactions-filters">
          <HTMLSelect aria-label="Feature" value={vm.feature} onChange={(e) => vm.setFeature(e.target.value)} options={FEATURE_FILTERS.map((f) => ({ ...f }))} />
          <HTMLSelect aria-label="Period" value={vm.period} onChange={(e) => vm.setPeriod(e.target.value)} options={PERIOD_FILTERS.map((f) => ({ ...f }))} />
        </div>
      </div>
      {vm.transactionsStatus === 'error' && (
        <Callout intent="danger" role="alert" className="form-callout">
          {vm.transactionsError} <Button variant="minimal" size="small" text="Try again" onClick={() => void vm.loadTransactions()} />
        </Callout>
      )}
      {vm.transactionsStatus === 'loading' && vm.transactions.length === 0 && <Loading />}
      {vm.transactionsStatus === 'ready' && vm.transactions.length === 0 && <Empty text="No transactions yet" icon="th-list" />}
      {vm.transactions.length > 0 && (
        <>
          <ResponsiveTable
            labelledBy="transactions-title"
            className="transactions-table"
            compact
            busy={vm.transactionsStatus === 'loading'}
            rows={vm.transactionRows}
            rowKey={(t) => t.id}
            columns={[
              { header: 'Date', cell: (t) => formatDate(t.createdAt) },
              { header: 'Activity', cell: (t) => t.activity },
              { header: 'Type', cell: (t) => t.label },
              vm.showsSpender && { header: 'By', cell: (t) => t.spender },
              { header: 'Status', cell: (t) => t.status },
              { header: 'Credits', numeric: true, cell: (t) => t.amount },
            ]}
          />
          <div className="pager">
            <Button icon="chevron-left" text="Previous" disabled={!vm.hasPrevious} onClick={vm.previousPage} />
            <span>
              Page {vm.page + 1} of {vm.pageCount} · {vm.total} transactions
            </span>
            <Button endIcon="chevron-right" text="Next" disabled={!vm.hasMore} onClick={vm.nextPage} />
          </div>
        </>
      )}
    </Card>
  );
});

/** Daily spending by agent over the last 30 days: a stacked bar chart, or the same numbers as a table. */
const Spending = observer(function Spending({ vm }: { vm: CreditsViewModel }) {
  return (
    <Card className="credits-card credits-card--wide" data-testid="spending">
      <div className="transactions-header">
        <H2 className="card-title" id="spending-title">{CreditsText.spendingTitle}</H2>
        {vm.spendingStatus === 'ready' && !vm.spendingEmpty && (
          <Button variant="minimal" size="small" text={vm.spendingAsTable ? CreditsText.spendingShowChart : CreditsText.spendingShowTable} aria-pressed={vm.spendingAsTable} onClick={vm.toggleSpendingTable} />
        )}
      </div>
      {vm.spendingStatus === 'loading' && <Loading />}
      {vm.spendingStatus === 'error' && <LoadError text={vm.spendingError!} onRetry={() => void vm.loadSpending()} />}
      {vm.spendingStatus === 'ready' && vm.spendingEmpty && <p className="bp6-text-muted">{CreditsText.spendingEmpty}</p>}
      {vm.spendingStatus === 'ready' && !vm.spendingEmpty && vm.spending && !vm.spendingAsTable && <SpendingChart spending={vm.spending} label={vm.spendingSummary} />}
      {vm.spendingStatus === 'ready' && !vm.spendingEmpty && vm.spendingAsTable && (
        <div className="spending-table">
          <ResponsiveTable
            label={CreditsText.spendingTableCaption}
            caption={CreditsText.spendingTableCaption}
            compact
            rows={vm.spendingRows}
            rowKey={(row) => `${row.day}-${row.agent}`}
            columns={[
              { header: CreditsText.spendingDay, cell: (row) => row.day },
              { header: 'Agent', cell: (row) => row.agent },
              { header: 'Credits', numeric: true, cell: (row) => row.credits },
            ]}
          />
        </div>
      )}
    </Card>
  );
});
