import { makeAutoObservable, runInAction } from 'mobx';
import type { CreditsStore } from '../../core/client/credits/credits-store.ts';
import { gaugeReading, type GaugeReading } from '../../core/domain/credits.ts';
import { isOrgAdmin, type Role } from '../../core/domain/roles.ts';
import type { ServerCredits } from '../../core/domain/billing.ts';

/** The credits panel at the bottom of the sidebar (spec 2.3): org owners and org admins only. */
export class CreditsPanelViewModel {
  credits: ServerCredits | null = null;
  error: string | null = null;
  private loading: Promise<void> | null = null;

  constructor(
    private readonly store: CreditsStore,
    private readonly session: { readonly role: Role | undefined },
  ) {
    makeAutoObservable<this, 'store' | 'session' | 'loading'>(this, { store: false, session: false, loading: false }, { autoBind: true });
  }

  get visible(): boolean {
    return isOrgAdmin(this.session.role);
  }

  get reading(): GaugeReading | null {
    return this.credits ? gaugeReading(this.credits) : null;
  }

  /** Loads the credits once at a time; called when the shell shows and after the Credits screen changes them. */
  load(): Promise<void> {
    if (!this.visible) return Promise.resolve();
    this.loading ??= this.store
      .fetchCredits()
      .then(
        (credits) => runInAction(() => {
          this.credits = credits;
          this.error = null;
        }),
        (error: unknown) => runInAction(() => {
          this.error = error instanceof Error ? error.message : String(error);
        }),
      )
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }
}
