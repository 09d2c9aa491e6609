import { inject, injectable } from 'inversify';
import { CommonPasswords } from '../ports/common-passwords.ts';
import { passwordProblem } from '../../domain/auth/password-policy.ts';
import { Messages } from '../../domain/messages.ts';
import { ServerError } from '../errors.ts';

/** Every place that sets a password asks this first: the shared rules, then the list of common passwords. */
@injectable()
export class PasswordRules {
  constructor(@inject(CommonPasswords) private readonly common: CommonPasswords) {}

  /** Throws VALIDATION.INVALID (422) with a field error on `password` that names the reason. */
  async assertAcceptable(password: string, person: { email: string; name?: string }): Promise<void> {
    const problem =
      passwordProblem(password, person.email) ??
      ((await this.common.isCommon(password, [person.email, person.email.split('@')[0] ?? '', person.name ?? ''].filter(Boolean)))
        ? Messages.passwordTooCommon
        : null);
    if (problem) throw new ServerError('VALIDATION.INVALID', problem, [{ loc: ['body', 'password'], msg: problem, type: 'value_error' }]);
  }
}
