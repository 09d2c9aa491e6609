import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Card, H1, Tag } from '@blueprintjs/core';
import { ResponsiveTable } from '../components/responsive-table.tsx';
import type { AdminIntegrationsViewModel } from './admin-integrations.view-model.ts';
import { Empty, LoadError, Loading } from '../components/load-state.tsx';
import { AdminText } from './admin-text.ts';

/** Integrations (/admin/integrations): the adapter the server runs each outside service on. */
export const AdminIntegrationsScreen = observer(function AdminIntegrationsScreen({ vm }: { vm: AdminIntegrationsViewModel }) {
  useEffect(() => {
    void vm.load();
  }, [vm]);

  return (
    <section aria-labelledby="admin-integrations-title">
      <H1 id="admin-integrations-title" className="screen-title">{AdminText.integrations}</H1>
      <p className="bp6-text-muted">{AdminText.integrationsIntro}</p>
      {vm.loadState.status === 'loading' && <Loading />}
      {vm.loadState.status === 'error' && <LoadError text={vm.loadState.error!} onRetry={() => void vm.load()} />}
      {vm.loadState.status === 'ready' && vm.rows.length === 0 && <Empty text={AdminText.integrations} />}
      {vm.loadState.status === 'ready' && vm.rows.length > 0 && (
        <Card className="form-card">
            <ResponsiveTable
              labelledBy="admin-integrations-title"
              rows={vm.rows}
              rowKey={(row) => row.key}
              rowAttributes={(row) => ({ 'data-testid': `integration-${row.key}` })}
              columns={[
                { header: 'Service', kind: 'title', rowHeader: true, cell: (row) => row.label },
                {
                  header: 'Adapter',
                  cell: (row) => (
                    <Tag minimal intent={row.builtIn ? 'warning' : 'success'}>
                      {row.value}
                    </Tag>
                  ),
                },
                { header: 'Details', cell: (row) => row.detail },
              ]}
            />
        </Card>
      )}
    </section>
  );
});
