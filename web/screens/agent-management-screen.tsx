import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { Callout, H1, HTMLSelect, HTMLTable, Switch, Tag, Tooltip } from '@blueprintjs/core';
import { TableScroll } from '../components/table-scroll.tsx';
import { useScreenViewModel } from '../view-model-context.tsx';
import { AgentManagementViewModel } from '../view-models/agent-management.view-model.ts';
import { Empty, LoadError, Loading } from '../components/load-state.tsx';
import { WebText } from '../text.ts';
import { AGENT_MODES } from '../../core/domain/agent-cost.ts';

/** Manage Agents: every agent of the space, switched on or off, with its default mode and costs. */
export const AgentManagementScreen = observer(function AgentManagementScreen() {
  const vm = useScreenViewModel('agentManagement', AgentManagementViewModel);
  useEffect(() => {
    void vm.load();
  }, [vm]);
  return (
    <section aria-labelledby="agents-manage-title">
      <H1 id="agents-manage-title" className="screen-title">{WebText.manageAgentsTitle}</H1>
      {!vm.canEdit && <Callout className="form-callout">{WebText.readOnlyForMembers}</Callout>}
      {vm.status === 'loading' && <Loading />}
      {vm.status === 'error' && <LoadError text={vm.error ?? ''} onRetry={() => void vm.load()} />}
      {vm.status === 'ready' && vm.rows.length === 0 && <Empty text={WebText.noAgents} icon="predictive-analysis" />}
      {vm.status === 'ready' && vm.rows.length > 0 && (
        <TableScroll label={WebText.manageAgentsTitle}>
          <HTMLTable className="full-width-table" striped aria-label={WebText.manageAgentsTitle}>
            <thead>
              <tr>
                <th>{WebText.agentColumn}</th>
                <th>{WebText.transportColumn}</th>
                <th>{WebText.costColumn}</th>
                <th>{WebText.engineColumn}</th>
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
                    {vm.engine?.offline ? (
                      <Tooltip content={WebText.offlineEngineHint}>
                        <Tag minimal icon="offline" tabIndex={0}>{vm.engineLabel}</Tag>
                      </Tooltip>
                    ) : (
                      vm.engineLabel
                    )}
                  </td>
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
                    <Link to={`/agents/${encodeURIComponent(row.slug)}/configure`} aria-label={WebText.configureAgent(row.name)}>{WebText.configure}</Link>
                    {/* A disabled agent is not offered in the space: the server refuses its chats. */}
                    {row.config.enabled && (
                      <>
                        {' · '}
                        <Link to={`/agents/${encodeURIComponent(row.slug)}`} aria-label={WebText.chatWithAgent(row.name)}>{WebText.chat}</Link>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </TableScroll>
      )}
    </section>
  );
});
