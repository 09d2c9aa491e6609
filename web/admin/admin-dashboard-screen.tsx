import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Card, H1, Tab, Tabs, Tag } from '@blueprintjs/core';
import { ResponsiveTable } from '../components/responsive-table.tsx';
import { AdminText } from './admin-text.ts';
import type { AdminDashboardViewModel } from './admin-dashboard.view-model.ts';
import { Empty, LoadError, Loading } from '../components/load-state.tsx';
import type { AdminTab } from './admin-dashboard.view-model.ts';
import { formatCreditsExact } from '../../core/domain/billing/credits.ts';
import { roleLabel } from '../../core/domain/roles.ts';
import { auditActionLabel, auditActor, auditTarget } from '../../core/domain/admin/audit-labels.ts';
import { AuditPartyCell } from './audit-party.tsx';
import { localDateTime } from '../adapters/local-date-text.ts';

const date = (iso: string | null) => (iso ? localDateTime(iso) : '—');

/** The platform admin dashboard: counts, users, organizations and the audit log. */
export const AdminDashboardScreen = observer(function AdminDashboardScreen({ vm }: { vm: AdminDashboardViewModel }) {
  useEffect(() => {
    void vm.load();
  }, [vm]);

  return (
    <section aria-labelledby="admin-title">
      <H1 id="admin-title" className="screen-title">Admin Dashboard</H1>
      {vm.loadState.status === 'loading' && <Loading />}
      {vm.loadState.status === 'error' && <LoadError text={vm.loadState.error!} onRetry={() => void vm.load()} />}
      {vm.loadState.status === 'ready' && (
        <>
          <div className="stat-row">
            <Card className="stat-card">
              <span className="stat-card__value" data-testid="stat-users">{vm.stats?.users ?? 0}</span>
              <span className="bp6-text-muted">Users</span>
            </Card>
            <Card className="stat-card">
              <span className="stat-card__value" data-testid="stat-organizations">{vm.stats?.organizations ?? 0}</span>
              <span className="bp6-text-muted">Organizations</span>
            </Card>
          </div>
          <Tabs id="admin-tabs" selectedTabId={vm.tab} onChange={(tab) => vm.setTab(tab as AdminTab)}>
            <Tab id="users" title={`Users (${vm.usersTotal})`} panel={<Users vm={vm} />} />
            <Tab id="organizations" title={`Organizations (${vm.organizationsTotal})`} panel={<Organizations vm={vm} />} />
            <Tab id="audit" title={`Audit log (${vm.auditTotal})`} panel={<Audit vm={vm} />} />
          </Tabs>
        </>
      )}
    </section>
  );
});

const Users = observer(function Users({ vm }: { vm: AdminDashboardViewModel }) {
  if (vm.users.length === 0) return <Empty text="No users" />;
  return (
    <ResponsiveTable
      label={AdminText.users}
      compact
      rows={vm.users}
      rowKey={(u) => u.id}
      columns={[
        { header: 'Name', kind: 'title', cell: (u) => u.name },
        { header: 'Email', cell: (u) => u.email },
        { header: 'Role', cell: (u) => <span title={u.role}>{roleLabel(u.role)}</span> },
        { header: 'Last login', cell: (u) => date(u.last_login_at) },
        {
          header: 'Status',
          cell: (u) =>
            u.disabled ? (
              <Tag intent="danger" minimal>
                Disabled
              </Tag>
            ) : (
              <Tag intent="success" minimal>
                Active
              </Tag>
            ),
        },
      ]}
    />
  );
});

const Organizations = observer(function Organizations({ vm }: { vm: AdminDashboardViewModel }) {
  if (vm.organizations.length === 0) return <Empty text="No organizations" />;
  return (
    <ResponsiveTable
      label={AdminText.organizations}
      compact
      rows={vm.organizations}
      rowKey={(o) => o.id}
      columns={[
        { header: 'Name', kind: 'title', cell: (o) => o.name },
        { header: 'Members', cell: (o) => o.member_count },
        { header: 'Plan', cell: (o) => o.plan.name },
        {
          header: 'Credits used',
          cell: (o) => (
            <>
              {formatCreditsExact(o.credits.used)}/{formatCreditsExact(o.credits.total)}
            </>
          ),
        },
        { header: 'Created', cell: (o) => date(o.created_at) },
      ]}
    />
  );
});

const Audit = observer(function Audit({ vm }: { vm: AdminDashboardViewModel }) {
  if (vm.audit.length === 0) return <Empty text="No audit entries" />;
  return (
    <ResponsiveTable
      label={AdminText.auditLog}
      compact
      rows={vm.audit}
      rowKey={(e) => e.id}
      columns={[
        { header: 'When', cell: (e) => date(e.at) },
        { header: 'Action', cell: (e) => <span title={e.action}>{auditActionLabel(e.action)}</span> },
        { header: 'Target', cell: (e) => <AuditPartyCell party={auditTarget(e)} /> },
        { header: 'Actor', cell: (e) => <AuditPartyCell party={auditActor(e)} /> },
        { header: 'IP', cell: (e) => e.ip ?? '—' },
      ]}
    />
  );
});
