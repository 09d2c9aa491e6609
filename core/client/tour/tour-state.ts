import { inject, injectable } from 'inversify';
import { actionBound, computed, makeObservable, observable, observableRef } from 'mobx';
import { StoragePort, SessionStoragePort } from '../ports/storage.port.ts';
import { Clock, type TimerHandle } from '../ports/clock.port.ts';
import { StorageKeys, SessionStorageKeys } from '../../domain/storage-keys.ts';
import { TOUR_START_DELAY_MS, TOUR_STEPS, TourLabels, tourStepsFor, type TourStep } from '../../domain/shell/tour-steps.ts';
import { isPlatformAdmin, type Role } from '../../domain/roles.ts';

/** The guided tour (spec 4.5): inactive, then active at step 1 of 5 until skipped or completed. */
@injectable()
export class TourState {
  active = false;
  /** Zero-based index of the shown step. */
  stepIndex = 0;
  /** The steps of this run: the five, as the person's role has them (tourStepsFor). */
  steps: readonly TourStep[] = TOUR_STEPS;
  private pendingStart: TimerHandle | null = null;

  constructor(
    @inject(StoragePort) private readonly storage: StoragePort,
    @inject(SessionStoragePort) private readonly session: StoragePort,
    @inject(Clock) private readonly clock: Clock,
  ) {
    // isCompleted reads storage, which MobX cannot watch: it stays a plain getter.
    makeObservable<this, 'pendingStart' | 'finish'>(this, {
      active: observable,
      stepIndex: observable,
      steps: observableRef,
      pendingStart: observable,
      isLastStep: computed,
      primaryLabel: computed,
      start: actionBound,
      scheduleOnDashboard: actionBound,
      cancelScheduled: actionBound,
      next: actionBound,
      previous: actionBound,
      skip: actionBound,
      complete: actionBound,
      reset: actionBound,
      finish: actionBound,
    });
  }

  get isCompleted(): boolean {
    return this.storage.get(StorageKeys.tourCompleted) === 'true';
  }

  get isLastStep(): boolean {
    return this.stepIndex === this.steps.length - 1;
  }

  get primaryLabel(): string {
    return this.isLastStep ? TourLabels.done : TourLabels.next;
  }

  /** Starts unless done, already shown this browser session, or the user is a platform admin. */
  start(role?: Role): boolean {
    if (isPlatformAdmin(role) || this.isCompleted) return false;
    if (this.session.get(SessionStorageKeys.tourShownThisSession) === 'true') return false;
    this.session.set(SessionStorageKeys.tourShownThisSession, 'true');
    this.steps = tourStepsFor(role);
    this.active = true;
    this.stepIndex = 0;
    return true;
  }

  /** On Dashboard: start 1.5 s after load, unless the welcome modal is due. */
  scheduleOnDashboard(role?: Role): void {
    this.cancelScheduled();
    if (isPlatformAdmin(role) || this.isCompleted) return;
    if (this.storage.get(StorageKeys.welcomeModal) === 'true') return;
    this.pendingStart = this.clock.setTimeout(() => {
      this.pendingStart = null;
      this.start(role);
    }, TOUR_START_DELAY_MS);
  }

  cancelScheduled(): void {
    if (this.pendingStart !== null) this.clock.clearTimeout(this.pendingStart);
    this.pendingStart = null;
  }

  next(): void {
    if (!this.active) return;
    if (this.isLastStep) this.complete();
    else this.stepIndex += 1;
  }

  previous(): void {
    if (this.active && this.stepIndex > 0) this.stepIndex -= 1;
  }

  skip(): void {
    this.finish();
  }

  complete(): void {
    this.finish();
  }

  /** Clears the done mark so the tour can run again. */
  reset(): void {
    this.storage.remove(StorageKeys.tourCompleted);
    this.session.remove(SessionStorageKeys.tourShownThisSession);
    this.active = false;
    this.stepIndex = 0;
  }

  private finish(): void {
    this.storage.set(StorageKeys.tourCompleted, 'true');
    this.active = false;
    this.stepIndex = 0;
  }
}
