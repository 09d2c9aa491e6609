import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { Callout, H1, HTMLSelect, HTMLTable, Switch, Tag } from '@blueprintjs/core';
import { useScreenViewModel } from '../view-model-context.tsx';
import { LoadError, Loading } from '../components/load-state.tsx';
import { WebText } from '../text.ts';
import { AGENT_MODES } from '../../core/domain/agent-cost.ts';

/** Manage Agents: every agent of the space, switched on or off, with its default mode and costs. */
export const AgentManagementScreen = observer(function AgentManagementScreen() {
  const vm = useScreenViewModel('agentManagement');
  useEffect(() => {
    void vm.load();
  }, [vm]);
  return (
    <section aria-labelledby="agents-manage-title">
      <H1 id="agents-manage-title" className="screen-title">{WebText.manageAgentsTitle}</H1>
      {!vm.canEdit && <Callout className="form-callout">{WebText.readOnlyForMembers}</Callout>}
      {vm.status === 'loading' && <Loading />}
      {vm.status === 'error' && <LoadError text={vm.error ?? ''} onRetry={() => void vm.load()} />}
      {vm.status === 'ready' && (
        <HTMLTable className="full-width-table" striped aria-label={WebText.manageAgentsTitle}>
          <thead>
            <tr>
              <th>{WebText.agentColumn}</th>
              <th>{WebText.transportColumn}</th>
              <th>{WebText.costColumn}</th>
              <th>{WebText.enabledColumn}</th>
              <th>{WebText.defaultModeColumn}</th>
              <th><span className="bp6-text-muted">{WebText.actionsColumn}</span></th>
            </tr>
          </thead>
          <tbody>
            {vm.rows.map((row) => (
              <tr key={row.slug} data-testid="managed-agent" data-slug={row.slug}>
                <td>{row.name}</td>
                <td><Tag minimal>{row.transport === 'websocket' ? WebText.badgeWebSocket : WebText.badgePolling}</Tag></td>
                <td>{row.costs.join(' / ')}</td>
                <td>
                  <Switch
                    aria-label={WebText.enableAgent(row.name)}
                    checked={row.config.enabled}
                    disabled={!vm.canEdit || vm.saving === row.slug}
                    onChange={(e) => void vm.setEnabled(row.slug, e.currentTarget.checked)}
                  />
                </td>
                <td>
                  <HTMLSelect
                    aria-label={WebText.defaultModeOf(row.name)}
                    value={row.config.default_mode}
                    disabled={!vm.canEdit || vm.saving === row.slug}
                    onChange={(e) => void vm.setDefaultMode(row.slug, e.currentTarget.value)}
                    options={AGENT_MODES.map((m) => ({ value: m, label: WebText.modeName(m) }))}
                  />
                </td>
                <td>
                  <Link to={`/agents/${row.slug}/configure`}>{WebText.configure}</Link> · <Link to={`/agents/${row.slug}`}>{WebText.chat}</Link>
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </section>
  );
});
