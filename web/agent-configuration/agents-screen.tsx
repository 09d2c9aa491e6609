import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { Card, H1, H2, Icon, Tag } from '@blueprintjs/core';
import { useViewModel } from '../view-model-context.tsx';
import type { AgentsCatalogueViewModel } from './agents-catalogue.view-model.ts';
import { Empty, LoadError, Loading } from '../components/load-state.tsx';
import { Messages } from '../../core/domain/messages.ts';
import { AgentConfigurationText } from './agent-configuration-text.ts';

/** AI Agents (/agents): the space's agents from GET /agents, each a link to its chat. */
export const AgentsScreen = observer(function AgentsScreen({ vm }: { vm: AgentsCatalogueViewModel }) {
  const session = useViewModel('session');
  useEffect(() => {
    void vm.load();
  }, [vm]);
  return (
    <section aria-labelledby="agents-title">
      <div className="agents-header">
        <H1 id="agents-title" className="screen-title">{Messages.aiAgents}</H1>
        {session.isOrgAdmin && (
          <Link to="/agents/manage" className="agents-header__manage bp6-button bp6-minimal" data-testid="manage-agents-link">
            <Icon icon="cog" />
            <span className="bp6-button-text">{AgentConfigurationText.agents}</span>
          </Link>
        )}
      </div>
      {vm.loadState.status === 'loading' && <Loading />}
      {vm.loadState.status === 'error' && <LoadError text={vm.loadState.error!} onRetry={() => void vm.load()} />}
      {vm.loadState.status === 'ready' && vm.agents.length === 0 && <Empty text="No agents are available in this space" />}
      {vm.loadState.status === 'ready' && vm.agents.length > 0 && (
        <>
          <div className="agent-grid">
            {vm.agents.map((agent) => (
              <Card key={agent.slug} className="agent-card">
                <H2 className="card-title">
                  <Link to={`/agents/${encodeURIComponent(agent.slug)}`}>{agent.name}</Link> {agent.offline && <Tag intent="warning" minimal>offline engine</Tag>}
                  {agent.enabled === false && <Tag minimal>disabled</Tag>}
                </H2>
                <p>{agent.description}</p>
                <p className="bp6-text-muted">~{agent.estimated_credits} credits per message</p>
              </Card>
            ))}
          </div>
        </>
      )}
    </section>
  );
});
