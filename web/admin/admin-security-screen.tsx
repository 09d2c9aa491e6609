import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Callout, Card, FormGroup, H1, HTMLSelect, Tab, Tabs, Tag } from '@blueprintjs/core';
import type { AdminSecurityViewModel } from './admin-security.view-model.ts';
import { ResponsiveTable } from '../components/responsive-table.tsx';
import { PagedTableView, ReadOnlyNote } from './admin-table.tsx';
import type { SecurityTab } from './admin-security.view-model.ts';
import { AdminText } from './admin-text.ts';
import { AuditPartyCell } from './audit-party.tsx';
import { auditActionLabel, auditActor, auditTarget } from '../../core/domain/admin/audit-labels.ts';
import { localDateTime } from '../adapters/local-date-text.ts';

const date = (iso: string | null) => (iso ? localDateTime(iso) : '—');

/** Security (/admin/security): the audit log with filters and paging, and the waitlist to approve. */
export const AdminSecurityScreen = observer(function AdminSecurityScreen({ vm }: { vm: AdminSecurityViewModel }) {
  useEffect(() => {
    void vm.load();
  }, [vm]);

  return (
    <section aria-labelledby="admin-security-title">
      <H1 id="admin-security-title" className="screen-title">{AdminText.security}</H1>
      <ReadOnlyNote show={!vm.canWrite} />
      <Tabs id="admin-security-tabs" selectedTabId={vm.tab} onChange={(tab) => vm.setTab(tab as SecurityTab)}>
        <Tab id="audit" title={AdminText.auditLog} panel={<AuditLog vm={vm} />} />
        <Tab id="waitlist" title={AdminText.waitlist} panel={<Waitlist vm={vm} />} />
      </Tabs>
    </section>
  );
});

const AuditLog = observer(function AuditLog({ vm }: { vm: AdminSecurityViewModel }) {
  const filtered = Boolean(vm.action || vm.orgId);
  return (
    <Card className="form-card">
      <div className="transactions-filters admin-filters">
        <FormGroup label={AdminText.actionFilter} labelFor="audit-action" inline>
          <HTMLSelect id="audit-action" value={vm.action} onChange={(e) => void vm.setAction(e.target.value)}>
            <option value="">{AdminText.allActions}</option>
            {vm.actions.map((action) => (
              <option key={action} value={action}>
                {auditActionLabel(action)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={AdminText.organizationFilter} labelFor="audit-org" inline>
          <HTMLSelect id="audit-org" value={vm.orgId} onChange={(e) => void vm.setOrganization(e.target.value)}>
            <option value="">{AdminText.allOrganizations}</option>
            {vm.organizations.map((org) => (
              <option key={org.id} value={org.id}>
                {org.name}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
      </div>
      <PagedTableView
        table={vm.audit}
        label={AdminText.auditLog}
        query={filtered ? [vm.action && auditActionLabel(vm.action), vm.organizationName(vm.orgId)].filter(Boolean).join(', ') : undefined}
        empty={{ text: AdminText.noAudit, description: AdminText.noAuditText, icon: 'shield' }}
      >
        <ResponsiveTable
          label={AdminText.auditLog}
          compact
          region={false}
          rows={vm.audit.rows}
          rowKey={(entry) => entry.id}
          columns={[
            { header: 'When', cell: (entry) => date(entry.at) },
            {
              header: 'Action',
              cell: (entry) => (
                <Tag minimal title={entry.action}>
                  {auditActionLabel(entry.action)}
                </Tag>
              ),
            },
            { header: 'Organization', cell: (entry) => entry.org_name ?? vm.organizationName(entry.org_id) ?? '—' },
            { header: 'Target', cell: (entry) => <AuditPartyCell party={auditTarget(entry)} /> },
            { header: 'Actor', cell: (entry) => <AuditPartyCell party={auditActor(entry)} /> },
            { header: 'IP', cell: (entry) => entry.ip ?? '—' },
          ]}
        />
      </PagedTableView>
    </Card>
  );
});

const Waitlist = observer(function Waitlist({ vm }: { vm: AdminSecurityViewModel }) {
  return (
    <Card className="form-card">
      {vm.rowActions.error && (
        <Callout intent="danger" role="alert" className="form-callout">
          {vm.rowActions.error}
        </Callout>
      )}
      <PagedTableView table={vm.waitlist} label={AdminText.waitlist} empty={{ text: AdminText.noWaitlist, description: AdminText.noWaitlistText, icon: 'time' }}>
        <ResponsiveTable
          label={AdminText.waitlist}
          compact
          region={false}
          rows={vm.waitlist.rows}
          rowKey={(entry) => entry.id}
          columns={[
            { header: 'Name', kind: 'title', cell: (entry) => entry.name },
            { header: 'Email', cell: (entry) => entry.email },
            { header: 'Company', cell: (entry) => entry.company ?? '—' },
            { header: 'Joined', cell: (entry) => date(entry.created_at) },
            vm.canWrite && {
              header: 'Actions',
              headerHidden: true,
              kind: 'actions',
              cell: (entry) => (
                <Button
                  size="small"
                  intent="success"
                  text={AdminText.approve}
                  aria-label={AdminText.approveEntry(entry.name || entry.email)}
                  loading={vm.rowActions.busyId === entry.id}
                  disabled={vm.rowActions.isBusy}
                  onClick={() => void vm.approve(entry)}
                />
              ),
            },
          ]}
        />
      </PagedTableView>
    </Card>
  );
});
