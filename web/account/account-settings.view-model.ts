import { actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import type { AccountSettingsService, ActiveSession } from '../../core/client/account/account-settings-service.ts';
import { fieldProblemsOf } from '../../core/domain/field-errors.ts';
import { passwordProblem } from '../../core/domain/auth/password-policy.ts';
import { describeUserAgent } from '../../core/domain/auth/user-agent.ts';
import type { SessionUser } from '../../core/domain/auth/user.ts';
import type { Notifier } from '../view-models/notifier.ts';
import { LoadState, messageOf, type LoadStatus } from '../view-models/load-state.ts';
import { WebText } from '../text.ts';
import { localDateTime } from '../adapters/local-date-text.ts';
import { AccountText } from './account-text.ts';

/** As the server has it (registration and PATCH /me): 1 to 100 characters after trimming. */
export const MAX_NAME_LENGTH = 100;

export type PasswordField = 'current' | 'next' | 'confirm';

/** A session row as Settings shows it. */
export interface SessionRow {
  id: string;
  device: string;
  current: boolean;
  signedIn: string;
  lastActive: string;
  ip: string | null;
}

function formatWhen(iso: string): string {
  return localDateTime(iso);
}

/**
 * Settings for the signed-in person: Profile (the name; the email is shown, not changed),
 * Password (current, new and again, the registration rules checked as typed, the server's refusals under
 * their fields) and Active sessions (this device marked, sign out one, sign out all the others after a
 * confirmation). Successes are toasts; a new name shows in the account menu at once.
 */
export class AccountSettingsViewModel {
  name: string;
  nameTouched = false;
  isSavingName = false;
  nameServerError: string | null = null;

  passwords: Record<PasswordField, string> = { current: '', next: '', confirm: '' };
  passwordTouched: Record<PasswordField, boolean> = { current: false, next: false, confirm: false };
  passwordSubmitted = false;
  isChangingPassword = false;
  passwordServerErrors: Partial<Record<PasswordField, string>> = {};
  passwordError: string | null = null;

  sessions: ActiveSession[] = [];
  busySessionId: string | null = null;
  confirmingEndOthers = false;
  isEndingOthers = false;
  sessionsActionError: string | null = null;
  private readonly sessionsState = new LoadState();

  constructor(
    private readonly account: AccountSettingsService,
    private readonly session: { readonly user: SessionUser | null },
    private readonly notifier: Notifier,
  ) {
    this.name = session.user?.name ?? '';
    makeObservable(this, {
      name: observable,
      nameTouched: observable,
      isSavingName: observable,
      nameServerError: observable,
      passwords: observable,
      passwordTouched: observable,
      passwordSubmitted: observable,
      isChangingPassword: observable,
      passwordServerErrors: observable,
      passwordError: observable,
      sessions: observable,
      busySessionId: observable,
      confirmingEndOthers: observable,
      isEndingOthers: observable,
      sessionsActionError: observable,
      email: computed,
      setName: actionBound,
      nameError: computed,
      nameFieldError: computed,
      nameChanged: computed,
      saveName: actionBound,
      setPassword: actionBound,
      touchPassword: actionBound,
      changePassword: actionBound,
      sessionsStatus: computed,
      sessionsError: computed,
      sessionRows: computed,
      hasOtherSessions: computed,
      loadSessions: actionBound,
      endSession: actionBound,
      askEndOthers: actionBound,
      cancelEndOthers: actionBound,
      confirmEndOthers: actionBound,
    });
  }

  get email(): string {
    return this.session.user?.email ?? '';
  }

  // Profile

  setName(value: string): void {
    this.name = value;
    this.nameTouched = true;
    this.nameServerError = null;
  }

  get nameError(): string | null {
    const trimmed = this.name.trim();
    if (!trimmed) return WebText.nameRequired;
    if (trimmed.length > MAX_NAME_LENGTH) return AccountText.nameTooLong;
    return null;
  }

  get nameFieldError(): string | null {
    return (this.nameTouched ? this.nameError : null) ?? this.nameServerError;
  }

  get nameChanged(): boolean {
    return this.name.trim() !== (this.session.user?.name ?? '');
  }

  async saveName(): Promise<void> {
    this.nameTouched = true;
    if (this.isSavingName || this.nameError || !this.nameChanged) return;
    this.isSavingName = true;
    this.nameServerError = null;
    try {
      const user = await this.account.changeName(this.name.trim());
      runInAction(() => {
        this.name = user.name;
        this.nameTouched = false;
      });
      this.notifier.show({ message: AccountText.nameChanged, intent: 'success' });
    } catch (error) {
      runInAction(() => (this.nameServerError = fieldProblemsOf(error).find((p) => p.field === 'name')?.message ?? messageOf(error)));
    } finally {
      runInAction(() => (this.isSavingName = false));
    }
  }

  // Password

  setPassword(field: PasswordField, value: string): void {
    this.passwords[field] = value;
    delete this.passwordServerErrors[field];
    this.passwordError = null;
  }

  touchPassword(field: PasswordField): void {
    if (this.passwords[field] !== '') this.passwordTouched[field] = true;
  }

  passwordValidationError(field: PasswordField): string | null {
    const { current, next, confirm } = this.passwords;
    if (field === 'current') return current ? null : AccountText.currentPasswordRequired;
    // The registration rule, with this account's email; the server adds its list of common passwords.
    if (field === 'next') return next ? passwordProblem(next, this.email) : WebText.passwordRequired;
    if (!confirm) return WebText.confirmPasswordRequired;
    return confirm === next ? null : WebText.passwordsDiffer;
  }

  passwordFieldError(field: PasswordField): string | null {
    const shown = this.passwordTouched[field] || this.passwordSubmitted ? this.passwordValidationError(field) : null;
    return shown ?? this.passwordServerErrors[field] ?? null;
  }

  async changePassword(): Promise<void> {
    if (this.isChangingPassword) return;
    this.passwordSubmitted = true;
    const fields: PasswordField[] = ['current', 'next', 'confirm'];
    if (fields.some((f) => this.passwordValidationError(f) !== null)) return;
    this.isChangingPassword = true;
    this.passwordServerErrors = {};
    this.passwordError = null;
    try {
      const message = await this.account.changePassword(this.passwords.current, this.passwords.next);
      runInAction(() => {
        this.passwords = { current: '', next: '', confirm: '' };
        this.passwordTouched = { current: false, next: false, confirm: false };
        this.passwordSubmitted = false;
      });
      this.notifier.show({ message, intent: 'success' });
      // The other sessions are gone now.
      void this.loadSessions({ quiet: true });
    } catch (error) {
      runInAction(() => {
        const problems = fieldProblemsOf(error);
        const current = problems.find((p) => p.field === 'current_password');
        const next = problems.find((p) => p.field === 'new_password');
        if (current) this.passwordServerErrors.current = current.message;
        if (next) this.passwordServerErrors.next = next.message;
        if (!current && !next) this.passwordError = messageOf(error);
      });
    } finally {
      runInAction(() => (this.isChangingPassword = false));
    }
  }

  // Active sessions

  get sessionsStatus(): LoadStatus {
    return this.sessionsState.status;
  }

  get sessionsError(): string | null {
    return this.sessionsState.error;
  }

  /** This device first, then the others by latest activity. */
  get sessionRows(): SessionRow[] {
    return [...this.sessions]
      .sort((a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt.localeCompare(a.lastUsedAt))
      .map((s) => {
        const device = describeUserAgent(s.userAgent);
        return {
          id: s.id,
          device: s.userAgent ? AccountText.deviceName(device.browser, device.os) : AccountText.unknownDevice,
          current: s.current,
          signedIn: formatWhen(s.createdAt),
          lastActive: formatWhen(s.lastUsedAt),
          ip: s.ip,
        };
      });
  }

  get hasOtherSessions(): boolean {
    return this.sessions.some((s) => !s.current);
  }

  async loadSessions(options: { quiet?: boolean } = {}): Promise<void> {
    await this.sessionsState.run(() => this.account.listSessions(), (sessions) => (this.sessions = sessions), options);
  }

  async endSession(row: SessionRow): Promise<void> {
    if (this.busySessionId || row.current) return;
    this.busySessionId = row.id;
    this.sessionsActionError = null;
    try {
      const message = await this.account.endSession(row.id);
      runInAction(() => (this.sessions = this.sessions.filter((s) => s.id !== row.id)));
      this.notifier.show({ message, intent: 'success' });
    } catch (error) {
      runInAction(() => (this.sessionsActionError = messageOf(error)));
    } finally {
      runInAction(() => (this.busySessionId = null));
    }
    await this.loadSessions({ quiet: true });
  }

  askEndOthers(): void {
    this.confirmingEndOthers = true;
  }

  cancelEndOthers(): void {
    this.confirmingEndOthers = false;
  }

  async confirmEndOthers(): Promise<void> {
    if (this.isEndingOthers) return;
    this.isEndingOthers = true;
    this.sessionsActionError = null;
    try {
      const message = await this.account.endOtherSessions();
      runInAction(() => (this.sessions = this.sessions.filter((s) => s.current)));
      this.notifier.show({ message, intent: 'success' });
    } catch (error) {
      runInAction(() => (this.sessionsActionError = messageOf(error)));
    } finally {
      runInAction(() => {
        this.isEndingOthers = false;
        this.confirmingEndOthers = false;
      });
    }
    await this.loadSessions({ quiet: true });
  }
}
