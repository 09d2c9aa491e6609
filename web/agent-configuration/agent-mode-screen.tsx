import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { Card, H1, H2, Tag } from '@blueprintjs/core';
import type { AgentsCatalogueViewModel } from './agents-catalogue.view-model.ts';
import { Empty, LoadError, Loading } from '../components/load-state.tsx';
import { WebText } from '../text.ts';
import { AgentConfigurationText } from './agent-configuration-text.ts';

/** Agent Mode (/agent-mode): a full-height, non-scrolling page (spec 2.1) to pick the agent to chat with. */
export const AgentModeScreen = observer(function AgentModeScreen({ vm }: { vm: AgentsCatalogueViewModel }) {
  useEffect(() => {
    void vm.load();
  }, [vm]);
  return (
    <section className="agent-mode" aria-labelledby="agent-mode-title">
      <H1 id="agent-mode-title" className="screen-title">{AgentConfigurationText.agentMode}</H1>
      <p className="bp6-text-muted">{AgentConfigurationText.text}</p>
      {vm.loadState.status === 'loading' && <Loading />}
      {vm.loadState.status === 'error' && <LoadError text={vm.loadState.error!} onRetry={() => void vm.load()} />}
      {vm.loadState.status === 'ready' && vm.agents.length === 0 && <Empty text="No agents are available in this space" />}
      {vm.loadState.status === 'ready' && vm.agents.length > 0 && (
        <div className="agent-grid">
          {vm.agents.map((agent) => (
            <Card key={agent.slug} className="agent-card" interactive>
              <Link to={`/agents/${encodeURIComponent(agent.slug)}`} className="agent-card__link">
                <H2 className="card-title">
                  {agent.name} {agent.offline && <Tag intent="warning" minimal>{WebText.offlineEngine}</Tag>}
                </H2>
                <p>{agent.description}</p>
              </Link>
            </Card>
          ))}
        </div>
      )}
    </section>
  );
});
