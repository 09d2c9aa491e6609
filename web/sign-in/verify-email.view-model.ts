import { actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import type { AccountRequests } from '../../core/client/auth/account-requests.ts';
import { SignInText } from './sign-in-text.ts';
import { looksLikeEmail } from './email-format.ts';
import type { Navigator } from '../view-models/navigator.ts';

/** `request`: no token, sent here from Login to ask for a new link. */
export type VerifyStatus = 'verifying' | 'verified' | 'failed' | 'missing' | 'request';

/** VerifyEmail: confirms the link's token at once; a bad or old link offers a new one by email. */
export class VerifyEmailViewModel {
  status: VerifyStatus;
  message: string | null = null;
  resendEmail = '';
  resendTouched = false;
  isResending = false;
  resendResult: string | null = null;
  resendError: string | null = null;
  private readonly token: string | null;

  constructor(
    private readonly accounts: AccountRequests,
    navigator: Navigator,
  ) {
    this.token = navigator.query().token || null;
    // Login sends an unverified person here with the address they typed (`?email=`).
    this.resendEmail = navigator.query().email ?? '';
    this.status = this.token ? 'verifying' : this.resendEmail ? 'request' : 'missing';
    makeObservable(this, {
      status: observable,
      message: observable,
      resendEmail: observable,
      resendTouched: observable,
      isResending: observable,
      resendResult: observable,
      resendError: observable,
      resendEmailError: computed,
      canResend: computed,
      verify: actionBound,
      setResendEmail: actionBound,
      touchResendEmail: actionBound,
      resend: actionBound,
    });
  }

  async verify(): Promise<void> {
    if (!this.token) return;
    try {
      const message = await this.accounts.verifyEmail(this.token);
      runInAction(() => {
        this.status = 'verified';
        this.message = message;
      });
    } catch (error) {
      runInAction(() => {
        this.status = 'failed';
        this.message = error instanceof Error ? error.message : String(error);
      });
    }
  }

  setResendEmail(value: string): void {
    this.resendEmail = value;
  }

  touchResendEmail(): void {
    if (this.resendEmail !== '') this.resendTouched = true;
  }

  get resendEmailError(): string | null {
    if (!this.resendTouched) return null;
    if (!this.resendEmail.trim()) return SignInText.emailRequired;
    return looksLikeEmail(this.resendEmail) ? null : SignInText.emailInvalid;
  }

  get canResend(): boolean {
    return !this.isResending && looksLikeEmail(this.resendEmail);
  }

  async resend(): Promise<void> {
    this.resendTouched = true;
    if (!this.canResend) return;
    this.isResending = true;
    this.resendError = null;
    try {
      const message = await this.accounts.resendVerification(this.resendEmail.trim());
      runInAction(() => {
        this.resendResult = message;
        this.isResending = false;
      });
    } catch (error) {
      runInAction(() => {
        this.resendError = error instanceof Error ? error.message : String(error);
        this.isResending = false;
      });
    }
  }
}
