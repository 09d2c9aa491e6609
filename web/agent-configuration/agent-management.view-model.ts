import { actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import type { AgentConfigurationStore } from '../../core/client/agent-configuration/agent-configuration-store.ts';
import type { AgentConfig, AgentEngine } from '../../core/domain/agents/agent-config.ts';
import { agentDisplayName, findAgent } from '../../core/domain/agents/agents.ts';
import { AGENT_MODES, DEFAULT_ESTIMATED_CREDITS, computeCost } from '../../core/domain/agents/agent-cost.ts';
import { isOrgAdmin, type Role } from '../../core/domain/roles.ts';
import { LoadState } from '../view-models/load-state.ts';
import type { Notifier } from '../view-models/notifier.ts';
import { WebText } from '../text.ts';
import { AgentConfigurationText } from './agent-configuration-text.ts';

export interface ManagedAgentRow {
  slug: string;
  name: string;
  transport: string;
  /** Credits per message in normal, medium and max. */
  costs: number[];
  config: AgentConfig;
}

/** Manage Agents: the space's six agents, each switched on or off with its default mode (org owners and admins). */
export class AgentManagementViewModel {
  rows: ManagedAgentRow[] = [];
  saving: string | null = null;
  /** The engine behind the agents (offline or a model's name); null when the catalogue did not tell. */
  engine: AgentEngine | null = null;
  /** Where the screen's load is: loading, its error, or ready. */
  readonly loadState = new LoadState();

  constructor(
    private readonly store: AgentConfigurationStore,
    private readonly session: { readonly role: Role | undefined },
    private readonly notifier: Notifier,
  ) {
    makeObservable<this, 'save'>(this, {
      rows: observable,
      saving: observable,
      engine: observable,
      engineLabel: computed,
      canEdit: computed,
      load: actionBound,
      setEnabled: actionBound,
      setDefaultMode: actionBound,
      save: actionBound,
    });
  }

  get engineLabel(): string {
    if (!this.engine) return AgentConfigurationText.engineUnknown;
    return this.engine.offline ? WebText.offlineEngine : this.engine.name;
  }

  get canEdit(): boolean {
    return isOrgAdmin(this.session.role);
  }

  async load(): Promise<void> {
    await this.loadState.run(
      () => this.store.loadAll(),
      (configs) => {
        this.rows = configs.map((config) => {
          const agent = findAgent(config.agent_slug);
          const credits = agent?.estimatedCredits ?? DEFAULT_ESTIMATED_CREDITS;
          return {
            slug: config.agent_slug,
            name: agent?.name ?? agentDisplayName(config.agent_slug),
            transport: agent?.transport ?? 'polling',
            costs: AGENT_MODES.map((m) => computeCost(m, credits)),
            config,
          };
        });
        this.engine = this.store.engine;
      },
    );
  }

  setEnabled(slug: string, enabled: boolean): Promise<void> {
    return this.save(slug, { enabled });
  }

  setDefaultMode(slug: string, mode: string): Promise<void> {
    return this.save(slug, { default_mode: mode });
  }

  private async save(slug: string, patch: Partial<AgentConfig>): Promise<void> {
    if (!this.canEdit) return;
    this.saving = slug;
    try {
      const config = await this.store.save(slug, patch);
      runInAction(() => {
        this.rows = this.rows.map((r) => (r.slug === slug ? { ...r, config } : r));
        this.saving = null;
      });
      this.notifier.show({ message: AgentConfigurationText.agentSettingsSaved(this.rows.find((r) => r.slug === slug)?.name ?? slug), intent: 'success' });
    } catch (error) {
      runInAction(() => (this.saving = null));
      this.notifier.show({ message: error instanceof Error ? error.message : String(error), intent: 'danger' });
    }
  }
}
