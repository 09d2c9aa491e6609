import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Card, H1, H2, Tag } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import type { OdooConnectionsViewModel } from './odoo-connections.view-model.ts';
import { LoadError, Loading } from '../components/load-state.tsx';
import { ResponsiveTable } from '../components/responsive-table.tsx';
import { DangerConfirm } from '../components/danger-confirm.tsx';
import { Form } from '../components/form.tsx';
import { CredentialFields } from '../components/credential-fields.tsx';
import { ErrorCallout } from '../components/error-callout.tsx';
import { WebText } from '../text.ts';
import { ErpText } from './erp-text.ts';

/** /connections/odoo/manage (R-OPEN-36): the space's Odoo databases, the one read, and adding another. */
export const OdooConnectionsScreen = observer(function OdooConnectionsScreen({ vm }: { vm: OdooConnectionsViewModel }) {
  useEffect(() => {
    void vm.load();
  }, [vm]);
  return (
    <section aria-labelledby="odoo-connections-title">
      <H1 id="odoo-connections-title" className="screen-title">{ErpText.manageTitle}</H1>
      <p>{ErpText.manageIntro}</p>
      {vm.loadState.status === 'loading' && <Loading />}
      {vm.loadState.status === 'error' && <LoadError text={vm.loadState.error!} onRetry={() => void vm.load()} />}
      {vm.loadState.status === 'ready' && (
        <Card className="form-card">
          {vm.connections.length === 0 ? (
            <p className="bp6-text-muted">{ErpText.none}</p>
          ) : (
            <ResponsiveTable
              label={ErpText.manageTitle}
              compact
              striped={false}
              rows={vm.connections}
              rowKey={(c) => c.id}
              columns={[
                {
                  header: ErpText.company,
                  kind: 'title',
                  rowHeader: true,
                  cell: (c) => (
                    <>
                      {c.label} {c.selected && <Tag intent="primary" minimal>{ErpText.selected}</Tag>}
                    </>
                  ),
                },
                { header: ErpText.address, cell: (c) => c.site_url },
                {
                  header: ErpText.status,
                  cell: (c) => (
                    <>
                      {WebText.connectionStatus[c.status] ?? c.status}
                      {c.status_reason && <span className="bp6-text-muted"> ({c.status_reason})</span>}
                    </>
                  ),
                },
                vm.canManage && {
                  header: ErpText.actions,
                  headerHidden: true,
                  kind: 'actions',
                  className: 'odoo-connections__actions',
                  cell: (c) => (
                    <>
                      {!c.selected && (
                        <Button small text={ErpText.select} aria-label={ErpText.selectLabel(c.label)} loading={vm.busyId === c.id} onClick={() => void vm.select(c.id)} />
                      )}
                      <Button small outlined intent="danger" text={ErpText.remove} aria-label={ErpText.removeLabel(c.label)} disabled={vm.busyId === c.id} onClick={() => vm.askRemove(c.id)} />
                    </>
                  ),
                },
              ]}
            />
          )}
          {!vm.canManage && <p className="bp6-text-muted">{ErpText.membersRead}</p>}
        </Card>
      )}
      {vm.canManage && (
        <Card className="form-card">
          <H2 className="card-title">{ErpText.addTitle}</H2>
          <Form onSubmit={() => void vm.add()}>
            <CredentialFields form={vm} idPrefix="odoo" disabled={vm.isAdding} />
            <ErrorCallout text={vm.addError} />
            <Button type="submit" intent="primary" text={ErpText.add} loading={vm.isAdding} disabled={!vm.canAdd} />
          </Form>
        </Card>
      )}
      <p>
        <Link to="/connections">{WebText.ga4Done}</Link>
      </p>
      <DangerConfirm isOpen={vm.removing !== null} confirmText={ErpText.remove} onConfirm={() => void vm.confirmRemove()} onCancel={vm.cancelRemove}>
        <p>{vm.removing ? ErpText.removeConfirm(vm.removing.label) : ''}</p>
      </DangerConfirm>
    </section>
  );
});
