import type { ServiceIdentifier } from 'inversify';

export type RegistrationMode = 'open' | 'waitlist' | 'invite_only';

/** Who may register, and whether an unverified email may sign in (settings, not code). */
export interface RegistrationPolicy {
  mode: RegistrationMode;
  requireVerifiedEmail: boolean;
}
export const RegistrationPolicy: ServiceIdentifier<RegistrationPolicy> = Symbol.for('server.RegistrationPolicy');
export const DEFAULT_REGISTRATION_POLICY: RegistrationPolicy = { mode: 'open', requireVerifiedEmail: false };
