import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Callout, Card, FormGroup, H1, H2, InputGroup, Tag } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import type { OdooConnectionsViewModel } from './odoo-connections.view-model.ts';
import { LoadError, Loading } from '../components/load-state.tsx';
import { ResponsiveTable } from '../components/responsive-table.tsx';
import { Modal } from '../components/modal.tsx';
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
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void vm.add();
            }}
          >
            {vm.fields.map((field) => (
              <FormGroup key={field.id} label={field.label} labelFor={`odoo-${field.id}`} helperText={vm.fieldErrors[field.id] ?? field.help} intent={vm.fieldErrors[field.id] ? 'danger' : 'none'}>
                <InputGroup
                  id={`odoo-${field.id}`}
                  type={field.secret ? 'password' : field.id === 'site_url' ? 'url' : 'text'}
                  autoComplete="off"
                  spellCheck={false}
                  placeholder={field.placeholder}
                  value={vm.value(field.id)}
                  onValueChange={(value) => vm.setValue(field.id, value)}
                  disabled={vm.isAdding}
                />
              </FormGroup>
            ))}
            {vm.addError && (
              <Callout intent="danger" role="alert" className="form-callout">
                {vm.addError}
              </Callout>
            )}
            <Button type="submit" intent="primary" text={ErpText.add} loading={vm.isAdding} disabled={!vm.canAdd} />
          </form>
        </Card>
      )}
      <p>
        <Link to="/connections">{WebText.ga4Done}</Link>
      </p>
      <Modal
        isOpen={vm.removing !== null}
        onClose={vm.cancelRemove}
        variant="alert"
        size="sm"
        alert={{ confirmText: ErpText.remove, cancelText: WebText.cancel, intent: 'danger', onConfirm: () => void vm.confirmRemove() }}
      >
        <p>{vm.removing ? ErpText.removeConfirm(vm.removing.label) : ''}</p>
      </Modal>
    </section>
  );
});
