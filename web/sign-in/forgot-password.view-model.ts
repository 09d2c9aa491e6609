import { actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import type { AccountRequests } from '../../core/client/auth/account-requests.ts';
import { SignInText } from './sign-in-text.ts';
import { looksLikeEmail } from './email-format.ts';
import type { Navigator } from '../view-models/navigator.ts';

/**
 * Forgot password: one email field; the answer is the server's one confirmation, the same whatever the
 * address, so the form never tells whether an account exists.
 */
export class ForgotPasswordViewModel {
  email: string;
  touched = false;
  isSubmitting = false;
  /** The confirmation once sent; the form is replaced by it. */
  result: string | null = null;
  error: string | null = null;

  constructor(private readonly accounts: AccountRequests, navigator: Navigator) {
    // Login passes the address typed there (`?email=`).
    this.email = navigator.query().email ?? '';
    makeObservable(this, {
      email: observable,
      touched: observable,
      isSubmitting: observable,
      result: observable,
      error: observable,
      emailError: computed,
      setEmail: actionBound,
      touch: actionBound,
      submit: actionBound,
    });
  }

  setEmail(value: string): void {
    this.email = value;
  }

  touch(): void {
    if (this.email !== '') this.touched = true;
  }

  get emailError(): string | null {
    if (!this.touched) return null;
    if (!this.email.trim()) return SignInText.emailRequired;
    return looksLikeEmail(this.email) ? null : SignInText.emailInvalid;
  }

  async submit(): Promise<void> {
    if (this.isSubmitting) return;
    this.touched = true;
    if (this.emailError) return;
    this.isSubmitting = true;
    this.error = null;
    try {
      const message = await this.accounts.requestPasswordReset(this.email.trim());
      runInAction(() => {
        this.result = message;
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
