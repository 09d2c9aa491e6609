import { actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import type { AgentConfigurationStore } from '../../core/client/agent-configuration/agent-configuration-store.ts';
import { AGENT_CONFIG_LIMITS, isValidK, type AgentConfig } from '../../core/domain/agents/agent-config.ts';
import { findAgent } from '../../core/domain/agents/agents.ts';
import { isOrgAdmin, type Role } from '../../core/domain/roles.ts';
import { LoadState } from '../view-models/load-state.ts';
import type { Notifier } from '../view-models/notifier.ts';
import { ApiError } from '../../core/domain/api-error.ts';
import { AgentConfigurationText } from './agent-configuration-text.ts';

export type KField = 'k_value_ref_docs' | 'k_value_kb' | 'k_value_url';
export const K_FIELDS: KField[] = ['k_value_ref_docs', 'k_value_kb', 'k_value_url'];

/** Agent Configuration: one agent's settings for this space, checked as typed; typed values survive a failed save. */
export class AgentConfigurationViewModel {
  /** The server does not know the agent: retrying will not help. */
  notFound = false;
  saveError: string | null = null;
  isSaving = false;
  enabled = true;
  defaultMode = 'normal';
  instructions = '';
  k: Record<KField, string> = { k_value_ref_docs: '', k_value_kb: '', k_value_url: '' };
  private saved: AgentConfig | null = null;
  /** Where the screen's load is: loading, its error, or ready. */
  readonly loadState = new LoadState();

  constructor(
    readonly slug: string,
    private readonly store: AgentConfigurationStore,
    private readonly session: { readonly role: Role | undefined },
    private readonly notifier: Notifier,
  ) {
    makeObservable<this, 'fill'>(this, {
      notFound: observable,
      saveError: observable,
      isSaving: observable,
      enabled: observable,
      defaultMode: observable,
      instructions: observable,
      k: observable,
      loadError: computed,
      agentName: computed,
      canEdit: computed,
      load: actionBound,
      setEnabled: actionBound,
      setDefaultMode: actionBound,
      setInstructions: actionBound,
      setK: actionBound,
      instructionsError: computed,
      isDirty: computed,
      canSave: computed,
      save: actionBound,
      fill: actionBound,
    });
  }

  get loadError(): string | null {
    return this.loadState.error;
  }

  get agentName(): string {
    return findAgent(this.slug)?.name ?? this.slug;
  }

  get canEdit(): boolean {
    return isOrgAdmin(this.session.role);
  }

  async load(): Promise<void> {
    this.notFound = false;
    await this.loadState.run(
      () => this.store.load(this.slug),
      (config) => this.fill(config),
      {
        failed: (error) => {
          this.notFound = error instanceof ApiError && error.status === 404;
        },
      },
    );
  }

  setEnabled(value: boolean): void {
    this.enabled = value;
  }

  setDefaultMode(value: string): void {
    this.defaultMode = value;
  }

  setInstructions(value: string): void {
    this.instructions = value;
  }

  setK(field: KField, value: string): void {
    this.k[field] = value;
  }

  get instructionsError(): string | null {
    return this.instructions.length > AGENT_CONFIG_LIMITS.instructionsMax ? AgentConfigurationText.instructionsTooLong(AGENT_CONFIG_LIMITS.instructionsMax) : null;
  }

  kError(field: KField): string | null {
    return isValidK(Number(this.k[field])) && this.k[field].trim() !== '' ? null : AgentConfigurationText.kRange(AGENT_CONFIG_LIMITS.kMin, AGENT_CONFIG_LIMITS.kMax);
  }

  get isDirty(): boolean {
    const s = this.saved;
    if (!s) return false;
    return s.enabled !== this.enabled || s.default_mode !== this.defaultMode || s.extra_instructions !== this.instructions || K_FIELDS.some((f) => String(s[f]) !== this.k[f]);
  }

  get canSave(): boolean {
    return this.canEdit && !this.isSaving && this.isDirty && !this.instructionsError && K_FIELDS.every((f) => !this.kError(f));
  }

  async save(): Promise<void> {
    if (!this.canSave) return;
    this.isSaving = true;
    this.saveError = null;
    try {
      const config = await this.store.save(this.slug, {
        enabled: this.enabled,
        default_mode: this.defaultMode,
        extra_instructions: this.instructions,
        k_value_ref_docs: Number(this.k.k_value_ref_docs),
        k_value_kb: Number(this.k.k_value_kb),
        k_value_url: Number(this.k.k_value_url),
      });
      runInAction(() => {
        this.fill(config);
        this.isSaving = false;
      });
      this.notifier.show({ message: AgentConfigurationText.agentSettingsSaved(this.agentName), intent: 'success' });
    } catch (error) {
      runInAction(() => {
        this.saveError = error instanceof Error ? error.message : String(error);
        this.isSaving = false;
      });
    }
  }

  private fill(config: AgentConfig): void {
    this.saved = config;
    this.enabled = config.enabled;
    this.defaultMode = config.default_mode;
    this.instructions = config.extra_instructions;
    for (const f of K_FIELDS) this.k[f] = String(config[f]);
  }
}
