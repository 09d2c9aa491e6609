import { DEFAULT_ONBOARDING_QUESTIONS } from '../../core/domain/spaces/space.ts';
import { actionBound, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { SpacesService, SpacesState } from '../../core/client/spaces/spaces-service.ts';
import type { EventBus, Unsubscribe } from '../../core/client/ports/event-bus.port.ts';
import { Messages } from '../../core/domain/messages.ts';
import type { Space } from '../../core/domain/spaces/space.ts';

export type DashboardStatus = 'loading' | 'error' | 'empty' | 'ready';

/** The Dashboard: the current space as spec 4.4 chooses it, mirrored from the core spaces service. */
export class DashboardViewModel {
  spacesState: SpacesState = 'uninitialised';
  spaces: Space[] = [];
  current: Space | null = null;
  error: string | null = null;
  isRetrying = false;
  private readonly subscriptions: Unsubscribe[];

  constructor(
    private readonly spacesService: SpacesService,
    bus: EventBus,
  ) {
    makeObservable<this, 'sync'>(this, {
      spacesState: observable,
      spaces: observableRef,
      current: observableRef,
      error: observable,
      isRetrying: observable,
      status: computed,
      loadingText: computed,
      emptyText: computed,
      errorText: computed,
      onboarding: computed,
      retry: actionBound,
      dispose: actionBound,
      sync: actionBound,
    });
    this.sync();
    this.subscriptions = [
      bus.on('spaces-ready', this.sync),
      bus.on('spaces-error', this.sync),
      bus.on('spaces-refreshed', this.sync),
      bus.on('space-switched', this.sync),
      bus.on('auth-state-changed', this.sync),
    ];
  }

  get status(): DashboardStatus {
    if (this.spacesState === 'error') return 'error';
    if (this.spacesState !== 'initialized') return 'loading';
    return this.current ? 'ready' : 'empty';
  }

  get loadingText(): string {
    return Messages.loadingSpaces;
  }

  get emptyText(): string {
    return Messages.noSpacesAvailable;
  }

  get errorText(): string {
    return this.error ?? Messages.spacesFetchFailed;
  }

  /** Answered questions of the current space's profile, and how many there are. */
  get onboarding(): { answered: number; total: number; completed: boolean } | null {
    const space = this.current;
    if (!space) return null;
    const progress = space.onboarding_progress;
    return {
      answered: progress?.questionStatuses?.filter((q) => q.answered).length ?? 0,
      total: progress?.totalQuestions ?? DEFAULT_ONBOARDING_QUESTIONS,
      completed: space.onboarding_completed,
    };
  }

  /** Loads the spaces again after a failure (spec 4.4: retry possible). */
  async retry(): Promise<void> {
    if (this.isRetrying) return;
    this.isRetrying = true;
    try {
      await this.spacesService.initialize();
    } catch {
      // The error state is mirrored from the service.
    } finally {
      runInAction(() => {
        this.isRetrying = false;
      });
      this.sync();
    }
  }

  dispose(): void {
    for (const off of this.subscriptions.splice(0)) off();
  }

  private sync(): void {
    this.spacesState = this.spacesService.state;
    this.spaces = [...this.spacesService.spaces];
    this.current = this.spacesService.current;
    this.error = this.spacesService.error;
  }
}
