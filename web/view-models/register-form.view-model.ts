import { makeAutoObservable, runInAction } from 'mobx';
import { registrationProblems, type AuthSession } from '../../core/client/auth/auth-session.ts';
import { ApiError } from '../../core/domain/api-error.ts';
import { destinationAfterLogin } from '../../core/domain/navigation-policy.ts';
import { Messages } from '../../core/domain/messages.ts';
import type { RegisterPayload } from '../../core/domain/user.ts';
import { WebText } from '../text.ts';
import type { Navigator } from './navigator.ts';
import { looksLikeEmail } from './email-format.ts';
import { passwordProblem } from '../../core/domain/password-policy.ts';

export type RegisterField = 'email' | 'password' | 'name' | 'orgName';

const INVITED_ORG_NAME = 'Invited';
const FIELD_OF_SERVER_KEY: Record<string, RegisterField> = { email: 'email', password: 'password', name: 'name', org_name: 'orgName' };

/**
 * The Register form: validates each field as the user types (once the field was touched or a submit
 * was tried), keeps every typed value when the server refuses, and signs the new owner in.
 */
export class RegisterFormViewModel {
  values: Record<RegisterField, string> = { email: '', password: '', name: '', orgName: '' };
  touched: Record<RegisterField, boolean> = { email: false, password: false, name: false, orgName: false };
  /** Field errors the server returned for the values as they were sent. */
  serverErrors: Partial<Record<RegisterField, string>> = {};
  submitAttempted = false;
  isSubmitting = false;
  /** 'Registration failed' (spec 8.1) after a refused submit. */
  error: string | null = null;
  /** The server's reasons that belong to no field (e.g. the email is taken). */
  errorDetails: string[] = [];
  /** From an invitation link (`?invite=...&email=...`): the person joins the inviting organization. */
  readonly inviteToken: string | null;
  /** From an approved waitlist entry's email (`?waitlist=...&email=...`): the pass registration needs in waitlist mode. */
  readonly waitlistToken: string | null;
  /** Set when the server answered that registration goes through the waitlist: where to join it, with what was typed. */
  waitlistHref: string | null = null;

  constructor(
    private readonly auth: AuthSession,
    private readonly navigator: Navigator,
  ) {
    const query = navigator.query();
    this.inviteToken = query.invite || null;
    this.waitlistToken = query.waitlist || null;
    if ((this.inviteToken || this.waitlistToken) && query.email) this.values.email = query.email;
    makeAutoObservable<this, 'auth' | 'navigator'>(this, { auth: false, navigator: false, inviteToken: false, waitlistToken: false }, { autoBind: true });
  }

  /** The fields the form shows: an invited person joins an existing organization and names none. */
  get fields(): RegisterField[] {
    return this.inviteToken ? ['name', 'email', 'password'] : ['name', 'email', 'password', 'orgName'];
  }

  setValue(field: RegisterField, value: string): void {
    this.values[field] = value;
    this.touched[field] = true;
    delete this.serverErrors[field];
  }

  /** Leaving a field shows its error, unless it was left empty without typing (the submit shows those). */
  touch(field: RegisterField): void {
    if (this.values[field] !== '') this.touched[field] = true;
  }

  /** The rule each field must meet, whether or not the error is shown yet. */
  validationError(field: RegisterField): string | null {
    const value = this.values[field];
    switch (field) {
      case 'email':
        if (!value.trim()) return WebText.emailRequired;
        return looksLikeEmail(value) ? null : WebText.emailInvalid;
      case 'password':
        if (!value) return WebText.passwordRequired;
        // The server's own rule (length, not the email); its list of common passwords stays on the server.
        return passwordProblem(value, this.values.email);
      case 'name':
        return value.trim() ? null : WebText.nameRequired;
      case 'orgName':
        return value.trim() || this.inviteToken ? null : WebText.organizationRequired;
    }
  }

  /** The error to show under a field now. */
  fieldError(field: RegisterField): string | null {
    if (!this.touched[field] && !this.submitAttempted) return null;
    return this.validationError(field) ?? this.serverErrors[field] ?? null;
  }

  get isValid(): boolean {
    return (Object.keys(this.values) as RegisterField[]).every((f) => this.validationError(f) === null);
  }

  get loginHref(): string {
    const redirect = this.navigator.query().redirect;
    return redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login';
  }

  /** The waitlist form, given what was already typed here. */
  private waitlistLink(): string {
    const query = new URLSearchParams();
    if (this.values.email.trim()) query.set('email', this.values.email.trim());
    if (this.values.name.trim()) query.set('name', this.values.name.trim());
    const search = query.toString();
    return search ? `/waitlist?${search}` : '/waitlist';
  }

  async submit(): Promise<void> {
    if (this.isSubmitting) return;
    this.submitAttempted = true;
    if (!this.isValid) return;
    this.isSubmitting = true;
    this.error = null;
    this.errorDetails = [];
    this.waitlistHref = null;
    try {
      const payload: RegisterPayload & { invite_token?: string; waitlist_token?: string } = {
        email: this.values.email.trim(),
        password: this.values.password,
        name: this.values.name.trim(),
        // The server still asks for an organization name with an invitation, and ignores it.
        org_name: this.inviteToken ? this.values.orgName.trim() || INVITED_ORG_NAME : this.values.orgName.trim(),
        ...(this.inviteToken ? { invite_token: this.inviteToken } : {}),
        ...(this.waitlistToken ? { waitlist_token: this.waitlistToken } : {}),
      };
      const response = await this.auth.register(payload);
      runInAction(() => {
        this.isSubmitting = false;
      });
      this.navigator.navigate(destinationAfterLogin(response.user.role, this.navigator.query().redirect), { replace: true });
    } catch (error) {
      runInAction(() => {
        this.isSubmitting = false;
        this.error = error instanceof Error && error.message ? error.message : Messages.registrationFailed;
        const problems = registrationProblems(error instanceof ApiError ? error.details : undefined);
        const serverErrors: Partial<Record<RegisterField, string>> = {};
        const other: string[] = [];
        for (const problem of problems) {
          const field = problem.field === null ? undefined : FIELD_OF_SERVER_KEY[problem.field];
          if (field) serverErrors[field] ??= problem.message;
          else other.push(problem.message);
        }
        this.serverErrors = serverErrors;
        this.errorDetails = other;
        if (error instanceof ApiError && leadsToWaitlist(error.status, other)) this.waitlistHref = this.waitlistLink();
      });
    }
  }
}

/**
 * In waitlist mode the server refuses a registration without a pass with 403 and a reason that
 * names the waitlist (invite-only mode says invitation only): that answer leads to the waitlist.
 */
export function leadsToWaitlist(status: number | null, reasons: readonly string[]): boolean {
  return status === 403 && reasons.some((reason) => /waitlist/i.test(reason));
}
