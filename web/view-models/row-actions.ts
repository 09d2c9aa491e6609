import { actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import { messageOf } from './load-state.ts';

/**
 * The actions on a list's rows (approve, disable, change a plan or a role, resend, revoke), one at a time: which
 * row is busy, and the text of the last failure, which the screen shows above the list. An action asked for while
 * another runs is refused, as the screens' disabled buttons say.
 */
export class RowActions {
  busyId: string | null = null;
  error: string | null = null;

  constructor() {
    makeObservable(this, {
      busyId: observable,
      error: observable,
      isBusy: computed,
      run: actionBound,
      clearError: actionBound,
    });
  }

  get isBusy(): boolean {
    return this.busyId !== null;
  }

  /**
   * Runs `action` on row `id`. Resolves true when it succeeded; false when it failed (its text is `error`) or was
   * refused. `settled` runs, success or failure, in the action that frees the row (the screen's lists mirrored).
   */
  async run(id: string, action: () => Promise<void>, settled?: () => void): Promise<boolean> {
    if (this.busyId !== null) return false;
    this.busyId = id;
    this.error = null;
    try {
      await action();
      return true;
    } catch (error) {
      runInAction(() => {
        this.error = messageOf(error);
      });
      return false;
    } finally {
      runInAction(() => {
        this.busyId = null;
        settled?.();
      });
    }
  }

  clearError(): void {
    this.error = null;
  }
}
