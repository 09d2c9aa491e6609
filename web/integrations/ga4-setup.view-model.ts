import { actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import type { AnalyticsPropertyStore } from '../../core/client/integrations/analytics-property-store.ts';
import { isOrgAdmin, type Role } from '../../core/domain/roles.ts';
import type { Navigator } from '../view-models/navigator.ts';
import { messageOf } from '../view-models/load-state.ts';

export type Ga4SetupStep = 'explain' | 'redirecting' | 'finishing' | 'connected' | 'error';

/**
 * The GA4 setup (/ga4-setup): what is asked of Google and why, the Google sign-in, and Google's way back
 * (the same route, with `code` and `state`, or `error`), which finishes the connection before the properties.
 */
export class Ga4SetupViewModel {
  step: Ga4SetupStep = 'explain';
  error: string | null = null;

  constructor(
    private readonly store: AnalyticsPropertyStore,
    private readonly session: { readonly role: Role | undefined },
    private readonly navigator: Navigator,
    private readonly leave: (url: string) => void,
  ) {
    makeObservable(this, {
      step: observable,
      error: observable,
      canConnect: computed,
      init: actionBound,
      connect: actionBound,
    });
  }

  get canConnect(): boolean {
    return isOrgAdmin(this.session.role);
  }

  /** On arrival: Google's callback finishes the connection; otherwise the explanation shows. */
  async init(): Promise<void> {
    const query = this.navigator.query();
    if (!query.state || (!query.code && !query.error)) return;
    this.step = 'finishing';
    const callback = new URLSearchParams(query).toString();
    // The code is single-use: the address loses it at once, so a reload cannot send it twice.
    this.navigator.navigate('/ga4-setup', { replace: true });
    try {
      await this.store.finishConnect(callback);
      runInAction(() => (this.step = 'connected'));
    } catch (error) {
      runInAction(() => {
        this.step = 'error';
        this.error = messageOf(error);
      });
    }
  }

  async connect(): Promise<void> {
    if (!this.canConnect || this.step === 'redirecting') return;
    this.step = 'redirecting';
    this.error = null;
    try {
      this.leave(await this.store.startConnect());
    } catch (error) {
      runInAction(() => {
        this.step = 'error';
        this.error = messageOf(error);
      });
    }
  }
}
