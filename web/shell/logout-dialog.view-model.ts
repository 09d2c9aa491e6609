import { actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import { Messages } from '../../core/domain/messages.ts';
import type { SessionViewModel } from '../view-models/session.view-model.ts';

/** The 'Confirm Logout' dialog of spec 2.3: open, cancel, or sign out (showing 'Signing out...'). */
export class LogoutDialogViewModel {
  isOpen = false;
  isSigningOut = false;
  readonly title = Messages.confirmLogoutTitle;
  readonly text = Messages.confirmLogoutText;
  readonly cancelLabel = Messages.cancel;

  constructor(private readonly session: SessionViewModel) {
    makeObservable(this, {
      isOpen: observable,
      isSigningOut: observable,
      confirmLabel: computed,
      open: actionBound,
      close: actionBound,
      confirm: actionBound,
    });
  }

  get confirmLabel(): string {
    return this.isSigningOut ? Messages.signingOut : Messages.signOut;
  }

  open(): void {
    this.isOpen = true;
  }

  /** Cancel, Escape or a click outside; ignored while signing out. */
  close(): void {
    if (!this.isSigningOut) this.isOpen = false;
  }

  /** Signs out; the session's LOGOUT_COMPLETE takes the user to Login. */
  async confirm(): Promise<void> {
    if (this.isSigningOut) return;
    this.isSigningOut = true;
    try {
      await this.session.logout();
    } finally {
      runInAction(() => {
        this.isSigningOut = false;
        this.isOpen = false;
      });
    }
  }
}
