import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Card, H1, HTMLTable, Tab, Tabs, Tag } from '@blueprintjs/core';
import { TableScroll } from '../components/table-scroll.tsx';
import { WebText } from '../text.ts';
import { useScreenViewModel } from '../view-model-context.tsx';
import { AdminDashboardViewModel } from '../view-models/admin-dashboard.view-model.ts';
import { Empty, LoadError, Loading } from '../components/load-state.tsx';
import type { AdminTab } from '../view-models/admin-dashboard.view-model.ts';
import { formatCreditsExact } from '../../core/domain/credits.ts';
import { roleLabel } from '../../core/domain/roles.ts';
import { auditActionLabel, auditActor, auditTarget } from '../../core/domain/audit-labels.ts';
import { AuditPartyCell } from '../components/audit-party.tsx';

const date = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

/** The platform admin dashboard: counts, users, organizations and the audit log. */
export const AdminDashboardScreen = observer(function AdminDashboardScreen() {
  const vm = useScreenViewModel('adminDashboard', AdminDashboardViewModel);
  useEffect(() => {
    void vm.load();
  }, [vm]);

  return (
    <section aria-labelledby="admin-title">
      <H1 id="admin-title" className="screen-title">Admin Dashboard</H1>
      {vm.status === 'loading' && <Loading />}
      {vm.status === 'error' && <LoadError text={vm.error!} onRetry={() => void vm.load()} />}
      {vm.status === 'ready' && (
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
    <TableScroll label={WebText.adminUsers}>
      <HTMLTable striped compact className="full-width">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            <th scope="col">Last login</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {vm.users.map((u) => (
            <tr key={u.id}>
              <td>{u.name}</td>
              <td>{u.email}</td>
              <td title={u.role}>{roleLabel(u.role)}</td>
              <td>{date(u.last_login_at)}</td>
              <td>{u.disabled ? <Tag intent="danger" minimal>Disabled</Tag> : <Tag intent="success" minimal>Active</Tag>}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </TableScroll>
  );
});

const Organizations = observer(function Organizations({ vm }: { vm: AdminDashboardViewModel }) {
  if (vm.organizations.length === 0) return <Empty text="No organizations" />;
  return (
    <TableScroll label={WebText.adminOrganizations}>
      <HTMLTable striped compact className="full-width">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Members</th>
            <th scope="col">Plan</th>
            <th scope="col">Credits used</th>
            <th scope="col">Created</th>
          </tr>
        </thead>
        <tbody>
          {vm.organizations.map((o) => (
            <tr key={o.id}>
              <td>{o.name}</td>
              <td>{o.member_count}</td>
              <td>{o.plan.name}</td>
              <td>
                {formatCreditsExact(o.credits.used)}/{formatCreditsExact(o.credits.total)}
              </td>
              <td>{date(o.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </TableScroll>
  );
});

const Audit = observer(function Audit({ vm }: { vm: AdminDashboardViewModel }) {
  if (vm.audit.length === 0) return <Empty text="No audit entries" />;
  return (
    <TableScroll label={WebText.adminAuditLog}>
      <HTMLTable striped compact className="full-width">
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Action</th>
            <th scope="col">Target</th>
            <th scope="col">Actor</th>
            <th scope="col">IP</th>
          </tr>
        </thead>
        <tbody>
          {vm.audit.map((e) => (
            <tr key={e.id}>
              <td>{date(e.at)}</td>
              <td title={e.action}>{auditActionLabel(e.action)}</td>
              <td>
                <AuditPartyCell party={auditTarget(e)} />
              </td>
              <td>
                <AuditPartyCell party={auditActor(e)} />
              </td>
              <td>{e.ip ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </TableScroll>
  );
});
