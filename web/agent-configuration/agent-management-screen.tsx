import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { Callout, H1, HTMLSelect, Switch, Tag, Tooltip } from '@blueprintjs/core';
import { ResponsiveTable } from '../components/responsive-table.tsx';
import type { AgentManagementViewModel } from './agent-management.view-model.ts';
import { Empty, LoadError, Loading } from '../components/load-state.tsx';
import { WebText } from '../text.ts';
import { AGENT_MODES } from '../../core/domain/agents/agent-cost.ts';
import { AgentConfigurationText } from './agent-configuration-text.ts';

/** Manage Agents: every agent of the space, switched on or off, with its default mode and costs. */
export const AgentManagementScreen = observer(function AgentManagementScreen({ vm }: { vm: AgentManagementViewModel }) {
  useEffect(() => {
    void vm.load();
  }, [vm]);
  return (
    <section aria-labelledby="agents-manage-title">
      <H1 id="agents-manage-title" className="screen-title">{AgentConfigurationText.agentsTitle}</H1>
      {!vm.canEdit && <Callout className="form-callout">{WebText.readOnlyForMembers}</Callout>}
      {vm.loadState.status === 'loading' && <Loading />}
      {vm.loadState.status === 'error' && <LoadError text={vm.loadState.error ?? ''} onRetry={() => void vm.load()} />}
      {vm.loadState.status === 'ready' && vm.rows.length === 0 && <Empty text={AgentConfigurationText.noAgents} icon="predictive-analysis" />}
      {vm.loadState.status === 'ready' && vm.rows.length > 0 && (
        <ResponsiveTable
          label={AgentConfigurationText.agentsTitle}
          className="full-width-table"
          rows={vm.rows}
          rowKey={(row) => row.slug}
          rowAttributes={(row) => ({ 'data-testid': 'managed-agent', 'data-slug': row.slug })}
          columns={[
            { header: AgentConfigurationText.agentColumn, kind: 'title', cell: (row) => row.name },
            { header: AgentConfigurationText.transportColumn, cell: (row) => <Tag minimal>{row.transport === 'websocket' ? AgentConfigurationText.badgeWebSocket : AgentConfigurationText.badgePolling}</Tag> },
            { header: AgentConfigurationText.costColumn, cell: (row) => row.costs.join(' / ') },
            {
              header: AgentConfigurationText.engineColumn,
              cell: () =>
                vm.engine?.offline ? (
                  <Tooltip content={WebText.offlineEngineHint}>
                    <Tag minimal icon="offline" tabIndex={0}>
                      {vm.engineLabel}
                    </Tag>
                  </Tooltip>
                ) : (
                  vm.engineLabel
                ),
            },
            {
              header: AgentConfigurationText.enabledColumn,
              cell: (row) => (
                <Switch
                  aria-label={AgentConfigurationText.enableAgent(row.name)}
                  checked={row.config.enabled}
                  disabled={!vm.canEdit || vm.saving === row.slug}
                  onChange={(e) => void vm.setEnabled(row.slug, e.currentTarget.checked)}
                />
              ),
            },
            {
              header: AgentConfigurationText.defaultModeColumn,
              cell: (row) => (
                <HTMLSelect
                  aria-label={AgentConfigurationText.defaultModeOf(row.name)}
                  value={row.config.default_mode}
                  disabled={!vm.canEdit || vm.saving === row.slug}
                  onChange={(e) => void vm.setDefaultMode(row.slug, e.currentTarget.value)}
                  options={AGENT_MODES.map((m) => ({ value: m, label: AgentConfigurationText.modeName(m) }))}
                />
              ),
            },
            {
              header: AgentConfigurationText.actionsColumn,
              kind: 'actions',
              cell: (row) => (
                <>
                  <Link to={`/agents/${encodeURIComponent(row.slug)}/configure`} aria-label={AgentConfigurationText.agent(row.name)}>
                    {AgentConfigurationText.configure}
                  </Link>
                  {/* A disabled agent is not offered in the space: the server refuses its chats. */}
                  {row.config.enabled && (
                    <>
                      {' · '}
                      <Link to={`/agents/${encodeURIComponent(row.slug)}`} aria-label={AgentConfigurationText.chatWithAgent(row.name)}>
                        {AgentConfigurationText.chat}
                      </Link>
                    </>
                  )}
                </>
              ),
            },
          ]}
        />
      )}
    </section>
  );
});
