import { actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import type { AnalyticsPropertyStore } from '../../core/client/integrations/analytics-property-store.ts';
import type { AnalyticsAccountView } from '../../core/domain/integrations/analytics.ts';
import { isOrgAdmin, type Role } from '../../core/domain/roles.ts';
import { ApiError } from '../../core/domain/api-error.ts';
import type { Notifier } from '../view-models/notifier.ts';
import { LoadState, messageOf } from '../view-models/load-state.ts';
import { IntegrationsText } from './integrations-text.ts';

/** GA4 properties of the space (/connections/ga4/manage, and the setup's second step): link them and pick one. */
export class Ga4PropertiesViewModel {
  accounts: AnalyticsAccountView[] = [];
  linked = new Set<string>();
  selected: string | null = null;
  saveError: string | null = null;
  isSaving = false;
  /** Google refused the stored authorization (GA4_OAUTH_EXPIRED): offer to reconnect. */
  expired = false;
  /** Nothing connected yet: offer the setup. */
  notConnected = false;
  /** Where the screen's load is: loading, its error, or ready. */
  readonly loadState = new LoadState();

  constructor(
    private readonly store: AnalyticsPropertyStore,
    private readonly session: { readonly role: Role | undefined },
    private readonly notifier: Notifier,
  ) {
    makeObservable(this, {
      accounts: observable,
      linked: observable,
      selected: observable,
      saveError: observable,
      isSaving: observable,
      expired: observable,
      notConnected: observable,
      canEdit: computed,
      isEmpty: computed,
      canSave: computed,
      load: actionBound,
      toggleLinked: actionBound,
      select: actionBound,
      save: actionBound,
    });
  }

  get canEdit(): boolean {
    return isOrgAdmin(this.session.role);
  }

  get isEmpty(): boolean {
    return this.accounts.every((a) => a.properties.length === 0);
  }

  get canSave(): boolean {
    return this.canEdit && !this.isSaving && (this.selected === null || this.linked.has(this.selected));
  }

  async load(): Promise<void> {
    this.expired = false;
    this.notConnected = false;
    await this.loadState.run(
      () => this.store.fetchAccounts(),
      (accounts) => {
        this.accounts = accounts;
        this.linked = new Set(accounts.flatMap((a) => a.properties.filter((p) => p.linked).map((p) => p.id)));
        this.selected = accounts.flatMap((a) => a.properties).find((p) => p.selected)?.id ?? null;
      },
      {
        failed: (error) => {
          this.expired = error instanceof ApiError && error.code === 'GA4_OAUTH_EXPIRED';
          this.notConnected = error instanceof ApiError && error.status === 409;
        },
      },
    );
  }

  toggleLinked(id: string): void {
    const next = new Set(this.linked);
    if (next.has(id)) {
      next.delete(id);
      if (this.selected === id) this.selected = null;
    } else {
      next.add(id);
      // The first property linked is the one the reports read, until the person picks another.
      this.selected ??= id;
    }
    this.linked = next;
    this.saveError = null;
  }

  select(id: string): void {
    if (!this.linked.has(id)) return;
    this.selected = id;
    this.saveError = null;
  }

  async save(): Promise<boolean> {
    if (!this.canSave) return false;
    this.isSaving = true;
    this.saveError = null;
    try {
      await this.store.saveProperties([...this.linked], this.selected);
      this.notifier.show({ message: IntegrationsText.ga4PropertiesSaved, intent: 'success' });
      return true;
    } catch (error) {
      runInAction(() => {
        this.saveError = messageOf(error);
      });
      return false;
    } finally {
      runInAction(() => {
        this.isSaving = false;
      });
    }
  }
}
