import { actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import type { AccountRequests } from '../../core/client/auth/account-requests.ts';
import { fieldProblemsOf } from '../../core/domain/field-errors.ts';
import { ApiError } from '../../core/domain/api-error.ts';
import { passwordProblem } from '../../core/domain/auth/password-policy.ts';
import { SignInText } from './sign-in-text.ts';
import type { Navigator } from '../view-models/navigator.ts';

export type ResetPasswordField = 'password' | 'confirm';
export type ResetPasswordStatus = 'form' | 'done' | 'missing';

/**
 * Reset password, from the emailed link (`?token=`): the new password twice, checked as Register checks
 * it (the shared rule here, the common-password list on the server), then the way back to sign in.
 */
export class ResetPasswordViewModel {
  values: Record<ResetPasswordField, string> = { password: '', confirm: '' };
  touched: Record<ResetPasswordField, boolean> = { password: false, confirm: false };
  submitAttempted = false;
  isSubmitting = false;
  status: ResetPasswordStatus;
  /** The server's confirmation once the password is set. */
  message: string | null = null;
  error: string | null = null;
  /** The server's refusal of the password itself (e.g. too common), shown under the field. */
  serverPasswordError: string | null = null;
  /** The link is used, expired or unknown: only a new one helps. */
  linkInvalid = false;
  private readonly token: string | null;

  constructor(private readonly accounts: AccountRequests, navigator: Navigator) {
    this.token = navigator.query().token || null;
    this.status = this.token ? 'form' : 'missing';
    makeObservable(this, {
      values: observable,
      touched: observable,
      submitAttempted: observable,
      isSubmitting: observable,
      status: observable,
      message: observable,
      error: observable,
      serverPasswordError: observable,
      linkInvalid: observable,
      isValid: computed,
      setValue: actionBound,
      touch: actionBound,
      submit: actionBound,
    });
  }

  setValue(field: ResetPasswordField, value: string): void {
    this.values[field] = value;
    if (field === 'password') this.serverPasswordError = null;
  }

  touch(field: ResetPasswordField): void {
    if (this.values[field] !== '') this.touched[field] = true;
  }

  validationError(field: ResetPasswordField): string | null {
    if (field === 'password') {
      if (!this.values.password) return SignInText.passwordRequired;
      // The registration rule; the email is not known here, the server checks the password against it.
      return passwordProblem(this.values.password, '');
    }
    if (!this.values.confirm) return SignInText.confirmPasswordRequired;
    return this.values.confirm === this.values.password ? null : SignInText.passwordsDiffer;
  }

  fieldError(field: ResetPasswordField): string | null {
    if (!this.touched[field] && !this.submitAttempted) return null;
    return this.validationError(field) ?? (field === 'password' ? this.serverPasswordError : null);
  }

  get isValid(): boolean {
    return this.validationError('password') === null && this.validationError('confirm') === null;
  }

  async submit(): Promise<void> {
    if (this.isSubmitting || !this.token) return;
    this.submitAttempted = true;
    if (!this.isValid) return;
    this.isSubmitting = true;
    this.error = null;
    this.serverPasswordError = null;
    try {
      const message = await this.accounts.resetPassword(this.token, this.values.password);
      runInAction(() => {
        this.isSubmitting = false;
        this.message = message;
        this.status = 'done';
        this.values = { password: '', confirm: '' };
      });
    } catch (error) {
      runInAction(() => {
        this.isSubmitting = false;
        const problems = fieldProblemsOf(error);
        const onPassword = problems.find((p) => p.field === 'password');
        if (onPassword) {
          this.serverPasswordError = onPassword.message;
          this.error = SignInText.resetPasswordFailed;
          return;
        }
        this.linkInvalid = error instanceof ApiError && error.status === 400;
        this.error = problems[0]?.message ?? (error instanceof Error && error.message ? error.message : SignInText.resetPasswordFailed);
      });
    }
  }
}
