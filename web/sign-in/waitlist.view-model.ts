import { actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import type { AccountRequests } from '../../core/client/auth/account-requests.ts';
import { SignInText } from './sign-in-text.ts';
import { looksLikeEmail } from './email-format.ts';
import type { Navigator } from '../view-models/navigator.ts';

export type WaitlistField = 'email' | 'name' | 'company';

/**
 * Waitlist: email and name (company optional), checked as the user types; typed values stay on a
 * refusal. Register leads here when the server's registration mode is waitlist.
 */
export class WaitlistViewModel {
  values: Record<WaitlistField, string> = { email: '', name: '', company: '' };
  touched: Record<WaitlistField, boolean> = { email: false, name: false, company: false };
  isSubmitting = false;
  error: string | null = null;
  joined: string | null = null;

  constructor(
    private readonly accounts: AccountRequests,
    navigator: Navigator,
  ) {
    // Register leads here in waitlist mode with what was typed there (`?email=&name=`).
    const query = navigator.query();
    this.values.email = query.email ?? '';
    this.values.name = query.name ?? '';
    makeObservable(this, {
      values: observable,
      touched: observable,
      isSubmitting: observable,
      error: observable,
      joined: observable,
      canSubmit: computed,
      set: actionBound,
      touch: actionBound,
      submit: actionBound,
    });
  }

  set(field: WaitlistField, value: string): void {
    this.values[field] = value;
  }

  touch(field: WaitlistField): void {
    if (this.values[field] !== '') this.touched[field] = true;
  }

  validationError(field: WaitlistField): string | null {
    const value = this.values[field];
    if (field === 'email') return !value.trim() ? SignInText.emailRequired : looksLikeEmail(value) ? null : SignInText.emailInvalid;
    if (field === 'name') return value.trim() ? null : SignInText.nameRequired;
    return null;
  }

  fieldError(field: WaitlistField): string | null {
    return this.touched[field] ? this.validationError(field) : null;
  }

  get canSubmit(): boolean {
    return !this.isSubmitting && this.validationError('email') === null && this.validationError('name') === null;
  }

  async submit(): Promise<void> {
    this.touched = { email: true, name: true, company: true };
    if (!this.canSubmit) return;
    this.isSubmitting = true;
    this.error = null;
    try {
      const message = await this.accounts.joinWaitlist({ email: this.values.email.trim(), name: this.values.name.trim(), company: this.values.company.trim() || null });
      runInAction(() => {
        this.joined = message;
        this.isSubmitting = false;
      });
    } catch (error) {
      runInAction(() => {
        this.error = error instanceof Error ? error.message : String(error);
        this.isSubmitting = false;
      });
    }
  }
}
