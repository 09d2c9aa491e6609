import { actionBound, computed, makeObservable, observable } from 'mobx';
import type { TourState } from '../../core/client/tour/tour-state.ts';
import type { StoragePort } from '../../core/client/ports/storage.port.ts';
import { StorageKeys } from '../../core/domain/storage-keys.ts';
import { TOUR_TOOLTIP_OFFSET_PX, TourLabels, type TourStep } from '../../core/domain/shell/tour-steps.ts';
import type { Role } from '../../core/domain/roles.ts';

/**
 * The guided tour (spec 2.3, 4.5) over the core's TourState, which keeps the rules: when it may
 * start, the 1.5 s delay on the Dashboard, and the done mark in storage.
 */
export class TourViewModel {
  readonly offsetPx = TOUR_TOOLTIP_OFFSET_PX;
  readonly previousLabel = TourLabels.previous;
  readonly skipLabel = 'Skip tour';
  /** The tour shows on the Dashboard only: it pauses while the person is on another screen (filling in a form). */
  private onDashboard = false;

  constructor(
    private readonly state: TourState,
    private readonly session: { readonly role: Role | undefined },
  ) {
    makeObservable<this, 'onDashboard'>(this, {
      onDashboard: observable,
      active: computed,
      step: computed,
      stepNumber: computed,
      stepCount: computed,
      canGoBack: computed,
      primaryLabel: computed,
      dashboardShown: actionBound,
      dashboardLeft: actionBound,
      next: actionBound,
      previous: actionBound,
      skip: actionBound,
      restart: actionBound,
    });
  }

  get active(): boolean {
    return this.state.active;
  }

  get step(): TourStep | null {
    return this.state.active && this.onDashboard ? (this.state.steps[this.state.stepIndex] ?? null) : null;
  }

  get stepNumber(): number {
    return this.state.stepIndex + 1;
  }

  get stepCount(): number {
    return this.state.steps.length;
  }

  get canGoBack(): boolean {
    return this.state.stepIndex > 0;
  }

  /** 'Next', or 'Got it!' on the last step. */
  get primaryLabel(): string {
    return this.state.primaryLabel;
  }

  /** The Dashboard showed: the tour starts 1.5 s later unless it is done or the welcome modal is due. */
  dashboardShown(): void {
    this.onDashboard = true;
    this.state.scheduleOnDashboard(this.session.role);
  }

  dashboardLeft(): void {
    this.onDashboard = false;
    this.state.cancelScheduled();
  }

  next(): void {
    this.state.next();
  }

  previous(): void {
    this.state.previous();
  }

  skip(): void {
    this.state.skip();
  }

  /** Starts it again from the first step (a help action). */
  restart(): void {
    this.state.reset();
    this.state.start(this.session.role);
  }
}

/** The welcome modal after a first login (spec 2.2): shown while the `show_welcome_modal` flag is set. */
export class WelcomeModalViewModel {
  isOpen = false;

  constructor(private readonly storage: StoragePort) {
    makeObservable(this, {
      isOpen: observable,
      dashboardShown: actionBound,
      close: actionBound,
    });
  }

  /** The Dashboard showed: open when the flag is set. */
  dashboardShown(): void {
    this.isOpen = this.storage.get(StorageKeys.welcomeModal) === 'true';
  }

  /**
   * Clears the flag. The tour does not follow at once (the carousel has just introduced the app, and its last step
   * sends people to the profile): it starts on a later Dashboard visit, as spec 4.5 has it for a load with no flag.
   */
  close(): void {
    this.isOpen = false;
    this.storage.remove(StorageKeys.welcomeModal);
  }
}
