import { actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import type { AuthSession } from '../../core/client/auth/auth-session.ts';
import { ApiError } from '../../core/domain/api-error.ts';
import { serverMessage } from '../../core/domain/api-error-mapping.ts';
import { destinationAfterLogin } from '../../core/domain/shell/navigation-policy.ts';
import { Messages } from '../../core/domain/messages.ts';
import { SignInText } from './sign-in-text.ts';
import type { Navigator } from '../view-models/navigator.ts';

/** The Login form: two fields, one submit, the server's error text, then the way in (spec 2.2). */
export class LoginFormViewModel {
  email = '';
  password = '';
  isSubmitting = false;
  /** Set by the first submit: from then on an empty field says so under itself, as Register's do. */
  submitAttempted = false;
  error: string | null = null;
  /** Shown above the form when the session ran out (`expired=true`). */
  readonly notice: string | null;
  /** Set when the server refused the sign-in until the address is verified: where to ask for a new link. */
  verifyHref: string | null = null;

  constructor(
    private readonly auth: AuthSession,
    private readonly navigator: Navigator,
  ) {
    this.notice = navigator.query().expired === 'true' ? SignInText.sessionExpired : null;
    makeObservable(this, {
      email: observable,
      password: observable,
      isSubmitting: observable,
      submitAttempted: observable,
      error: observable,
      verifyHref: observable,
      emailError: computed,
      passwordError: computed,
      registerHref: computed,
      forgotPasswordHref: computed,
      setEmail: actionBound,
      setPassword: actionBound,
      submit: actionBound,
    });
  }

  setEmail(value: string): void {
    this.email = value;
  }

  setPassword(value: string): void {
    this.password = value;
  }

  /** Under the email field once a submit was tried: what is missing, not a greyed-out button that says nothing. */
  get emailError(): string | null {
    return this.submitAttempted && this.email.trim() === '' ? SignInText.emailRequired : null;
  }

  get passwordError(): string | null {
    return this.submitAttempted && this.password === '' ? SignInText.passwordRequired : null;
  }

  /** Where Register links to, keeping the wanted path. */
  get registerHref(): string {
    const redirect = this.navigator.query().redirect;
    return redirect ? `/register?redirect=${encodeURIComponent(redirect)}` : '/register';
  }

  /** Where "Forgot password?" links to, with the address typed so far. */
  get forgotPasswordHref(): string {
    const email = this.email.trim();
    return email ? `/forgot-password?email=${encodeURIComponent(email)}` : '/forgot-password';
  }

  async submit(): Promise<void> {
    if (this.isSubmitting) return;
    this.submitAttempted = true;
    if (this.emailError || this.passwordError) return;
    this.isSubmitting = true;
    this.error = null;
    this.verifyHref = null;
    try {
      const response = await this.auth.login({ email: this.email.trim(), password: this.password });
      runInAction(() => {
        this.isSubmitting = false;
        this.password = '';
      });
      this.navigator.navigate(destinationAfterLogin(response.user.role, this.navigator.query().redirect), { replace: true });
    } catch (error) {
      runInAction(() => {
        this.isSubmitting = false;
        this.error = error instanceof Error && error.message ? error.message : Messages.loginFailed;
        // A 403 reads 'Permission denied' (spec 8.1); an unverified address gets the server's reason and a way on.
        const reason = error instanceof ApiError ? serverMessage(error.details) : undefined;
        if (error instanceof ApiError && reason && needsVerification(error.status, reason)) {
          this.error = reason;
          this.verifyHref = `/verify-email?email=${encodeURIComponent(this.email.trim())}`;
        }
      });
    }
  }
}

/** With REQUIRE_EMAIL_VERIFICATION the server refuses an unverified sign-in with 403 and a reason about verifying. */
export function needsVerification(status: number | null, message: string): boolean {
  return status === 403 && /verify/i.test(message);
}
