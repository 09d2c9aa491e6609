import { actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import type { AuthSession } from '../../core/client/auth/auth-session.ts';
import { fieldProblemsOf } from '../../core/domain/field-errors.ts';
import type { AccountRequests } from '../../core/client/auth/account-requests.ts';
import type { InvitationDetails } from '../../core/domain/auth/auth-api.ts';
import { roleLabel } from '../../core/domain/roles.ts';
import { ApiError } from '../../core/domain/api-error.ts';
import { destinationAfterLogin } from '../../core/domain/shell/navigation-policy.ts';
import { Messages } from '../../core/domain/messages.ts';
import type { RegisterPayload } from '../../core/domain/auth/user.ts';
import { SignInText } from './sign-in-text.ts';
import type { Navigator } from '../view-models/navigator.ts';
import { looksLikeEmail } from './email-format.ts';
import { PASSWORD_MIN_LENGTH, passwordProblem } from '../../core/domain/auth/password-policy.ts';

export type RegisterField = 'email' | 'password' | 'name' | 'orgName';

const INVITED_ORG_NAME = 'Invited';
const FIELD_OF_SERVER_KEY: Record<string, RegisterField> = { email: 'email', password: 'password', name: 'name', org_name: 'orgName' };
/** Leaving the email field waits this long before asking the server, so a quick refocus asks nothing. */
const DOMAIN_CHECK_DELAY_MS = 250;

/** With an invitation link: looking it up, found, no longer valid (404), or the lookup failed otherwise. */
export type InvitationStatus = 'none' | 'loading' | 'ready' | 'gone' | 'failed';
/** When an organization already uses the email's domain: request to join it, or create a new one. */
export type DomainChoice = 'join_existing' | 'create_new';

function normalizedEmail(value: string): string {
  return value.trim().toLowerCase();
}

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
  /** The invitation the link names: its organization, who invited, and the address it was sent to. */
  invitationStatus: InvitationStatus;
  invitation: InvitationDetails | null = null;
  invitationError: string | null = null;
  /** The address (normalized) whose domain an organization already uses, per the server's check. */
  domainOrgEmail: string | null = null;
  domainChoice: DomainChoice = 'join_existing';
  /** After a join request: the server's word on what happens next. */
  joinRequested: string | null = null;
  /** The address the last finished domain check was about. */
  private checkedEmail: string | null = null;
  private checkSequence = 0;
  private checkTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly auth: AuthSession,
    private readonly navigator: Navigator,
    private readonly accounts: AccountRequests,
  ) {
    const query = navigator.query();
    this.inviteToken = query.invite || null;
    this.waitlistToken = query.waitlist || null;
    if ((this.inviteToken || this.waitlistToken) && query.email) this.values.email = query.email;
    this.invitationStatus = this.inviteToken ? 'loading' : 'none';
    makeObservable<this, 'checkedEmail'>(this, {
      values: observable,
      touched: observable,
      serverErrors: observable,
      submitAttempted: observable,
      isSubmitting: observable,
      error: observable,
      errorDetails: observable,
      waitlistHref: observable,
      invitationStatus: observable,
      invitation: observable,
      invitationError: observable,
      domainOrgEmail: observable,
      domainChoice: observable,
      joinRequested: observable,
      checkedEmail: observable,
      title: computed,
      invitedBy: computed,
      emailFixed: computed,
      showsForm: computed,
      domainOffer: computed,
      joining: computed,
      fields: computed,
      isValid: computed,
      loginHref: computed,
      loadInvitation: actionBound,
      setDomainChoice: actionBound,
      scheduleDomainCheck: actionBound,
      checkDomain: actionBound,
      setValue: actionBound,
      touch: actionBound,
      submit: actionBound,
    });
  }

  /** The invitation page: looks the link's invitation up; the address it was sent to becomes the (fixed) email. */
  async loadInvitation(): Promise<void> {
    if (!this.inviteToken) return;
    this.invitationStatus = 'loading';
    this.invitationError = null;
    try {
      const invitation = await this.accounts.lookUpInvitation(this.inviteToken);
      runInAction(() => {
        this.invitation = invitation;
        this.values.email = invitation.email;
        this.invitationStatus = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        if (error instanceof ApiError && error.status === 404) {
          this.invitationStatus = 'gone';
        } else {
          this.invitationStatus = 'failed';
          this.invitationError = error instanceof Error && error.message ? error.message : Messages.registrationFailed;
        }
      });
    }
  }

  /** The heading: the inviting organization on the invitation page. */
  get title(): string {
    if (this.joinRequested) return SignInText.joinRequestedTitle;
    if (!this.inviteToken) return SignInText.registerTitle;
    if (this.invitationStatus === 'gone') return SignInText.invitationGoneTitle;
    return this.invitation ? SignInText.invitationTitleFor(this.invitation.organization_name) : SignInText.invitationTitle;
  }

  /** Who invited, to what and as what. */
  get invitedBy(): string | null {
    const invitation = this.invitation;
    return invitation ? SignInText.invitedBy(invitation.inviter_name, invitation.organization_name, roleLabel(invitation.role).toLowerCase()) : null;
  }

  /** The invited address cannot be changed: the server accepts the invitation only for it. */
  get emailFixed(): boolean {
    return this.invitationStatus === 'ready';
  }

  /** The form is shown: not while an invitation is looked up or after it proved gone, nor after a join request. */
  get showsForm(): boolean {
    return this.joinRequested === null && (this.invitationStatus === 'none' || this.invitationStatus === 'ready');
  }

  /** The domain of the typed email when an organization uses it (and the check was about this address). */
  get domainOffer(): string | null {
    if (this.inviteToken || this.waitlistToken) return null;
    const email = normalizedEmail(this.values.email);
    return this.domainOrgEmail !== null && this.domainOrgEmail === email ? (email.split('@')[1] ?? null) : null;
  }

  /** Submitting files a join request instead of creating an organization. */
  get joining(): boolean {
    return this.domainOffer !== null && this.domainChoice === 'join_existing';
  }

  setDomainChoice(choice: DomainChoice): void {
    this.domainChoice = choice;
  }

  /** Leaving the email field asks (shortly after, the latest address wins) whether an organization uses its domain. */
  scheduleDomainCheck(): void {
    if (this.inviteToken || this.waitlistToken) return;
    if (this.checkTimer) clearTimeout(this.checkTimer);
    this.checkTimer = setTimeout(() => {
      this.checkTimer = null;
      void this.checkDomain();
    }, DOMAIN_CHECK_DELAY_MS);
  }

  /** Asks the server about the typed address; an answer about an address no longer typed is dropped. */
  async checkDomain(): Promise<void> {
    if (this.inviteToken || this.waitlistToken) return;
    const email = normalizedEmail(this.values.email);
    if (!looksLikeEmail(email) || email === this.checkedEmail) return;
    const sequence = ++this.checkSequence;
    try {
      const check = await this.accounts.checkEmailDomain(email);
      runInAction(() => {
        if (sequence !== this.checkSequence) return;
        this.checkedEmail = email;
        const previous = this.domainOrgEmail;
        // An address that already has an account cannot join anew: the server refuses it as taken on submit.
        const offered = check.has_existing_org && !check.email_exists;
        this.domainOrgEmail = offered ? email : null;
        // A newly found organization is offered with joining chosen.
        if (offered && previous !== email) this.domainChoice = 'join_existing';
      });
    } catch {
      // Without an answer the registration goes on as before: the server decides on submit.
    }
  }

  /** The fields the form shows: an invited person, or one asking to join, names no organization. */
  get fields(): RegisterField[] {
    return this.inviteToken || this.joining ? ['name', 'email', 'password'] : ['name', 'email', 'password', 'orgName'];
  }

  setValue(field: RegisterField, value: string): void {
    if (field === 'email' && this.emailFixed) return;
    this.values[field] = value;
    this.touched[field] = true;
    delete this.serverErrors[field];
  }

  /** Leaving a field shows its error, unless it was left empty without typing (the submit shows those). */
  touch(field: RegisterField): void {
    if (this.values[field] !== '') this.touched[field] = true;
    if (field === 'email') this.scheduleDomainCheck();
  }

  /** The rule each field must meet, whether or not the error is shown yet. */
  validationError(field: RegisterField): string | null {
    const value = this.values[field];
    switch (field) {
      case 'email':
        if (!value.trim()) return SignInText.emailRequired;
        return looksLikeEmail(value) ? null : SignInText.emailInvalid;
      case 'password':
        if (!value) return SignInText.passwordRequired;
        // The server's own rule (length, not the email); its list of common passwords stays on the server.
        return passwordProblem(value, this.values.email);
      case 'name':
        return value.trim() ? null : SignInText.nameRequired;
      case 'orgName':
        return value.trim() || this.inviteToken || this.joining ? null : SignInText.organizationRequired;
    }
  }

  /**
   * What a field asks for, shown under it from the start: the password's rules, so nobody learns them
   * from a refusal; the invited address, which cannot change. Shown beside an error, not instead of it.
   */
  fieldHint(field: RegisterField): string | null {
    if (field === 'password') return SignInText.passwordRules(PASSWORD_MIN_LENGTH);
    if (field === 'email' && this.emailFixed) return SignInText.invitedEmailFixed;
    return null;
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
    if (!this.inviteToken && !this.waitlistToken && this.checkedEmail !== normalizedEmail(this.values.email)) {
      // Checked before creating: an organization using the domain is offered first, and nothing is sent yet.
      if (this.checkTimer) clearTimeout(this.checkTimer);
      this.checkTimer = null;
      await this.checkDomain();
      if (this.domainOffer) {
        runInAction(() => {
          this.isSubmitting = false;
        });
        return;
      }
    }
    try {
      if (this.joining) {
        const message = await this.accounts.registerWithDomain({
          choice: 'join_existing',
          email: this.values.email.trim(),
          password: this.values.password,
          name: this.values.name.trim(),
        });
        runInAction(() => {
          this.isSubmitting = false;
          this.joinRequested = message;
        });
        return;
      }
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
        const problems = fieldProblemsOf(error);
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
