import type { ServiceIdentifier } from 'inversify';

/** The passwords attackers try first: common and breached ones and the patterns crackers guess early. */
export interface CommonPasswords {
  /** True when the password is among them; `personalWords` (the person's email, name) count as guessable too. */
  isCommon(password: string, personalWords: readonly string[]): Promise<boolean>;
}
export const CommonPasswords: ServiceIdentifier<CommonPasswords> = Symbol.for('server.CommonPasswords');
