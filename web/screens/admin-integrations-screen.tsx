import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Card, H1, HTMLTable, Tag } from '@blueprintjs/core';
import { TableScroll } from '../components/table-scroll.tsx';
import { useScreenViewModel } from '../view-model-context.tsx';
import { AdminIntegrationsViewModel } from '../view-models/admin-integrations.view-model.ts';
import { Empty, LoadError, Loading } from '../components/load-state.tsx';
import { WebText } from '../text.ts';

/** Integrations (/admin/integrations): the adapter the server runs each outside service on. */
export const AdminIntegrationsScreen = observer(function AdminIntegrationsScreen() {
  const vm = useScreenViewModel('adminIntegrations', AdminIntegrationsViewModel);
  useEffect(() => {
    void vm.load();
  }, [vm]);

  return (
    <section aria-labelledby="admin-integrations-title">
      <H1 id="admin-integrations-title" className="screen-title">{WebText.adminIntegrations}</H1>
      <p className="bp6-text-muted">{WebText.adminIntegrationsIntro}</p>
      {vm.status === 'loading' && <Loading />}
      {vm.status === 'error' && <LoadError text={vm.error!} onRetry={() => void vm.load()} />}
      {vm.status === 'ready' && vm.rows.length === 0 && <Empty text={WebText.adminIntegrations} />}
      {vm.status === 'ready' && vm.rows.length > 0 && (
        <Card className="form-card">
          <TableScroll label={WebText.adminIntegrations}>
            <HTMLTable striped className="full-width" aria-labelledby="admin-integrations-title">
              <thead>
                <tr>
                  <th scope="col">Service</th>
                  <th scope="col">Adapter</th>
                  <th scope="col">Details</th>
                </tr>
              </thead>
              <tbody>
                {vm.rows.map((row) => (
                  <tr key={row.key} data-testid={`integration-${row.key}`}>
                    <th scope="row">{row.label}</th>
                    <td>
                      <Tag minimal intent={row.builtIn ? 'warning' : 'success'}>
                        {row.value}
                      </Tag>
                    </td>
                    <td>{row.detail}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </TableScroll>
        </Card>
      )}
    </section>
  );
});
