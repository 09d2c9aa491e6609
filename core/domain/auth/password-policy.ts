import { Messages } from '../messages.ts';

/**
 * Password rules (ASVS 5.0 V6.2): any characters, no composition rules, at least 8 (12 suggested), up to 256.
 * The register form pre-checks with `passwordProblem`; the server checks it too and then asks its list of
 * common and breached passwords, which stays on the server to keep the browser bundle small.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

/** A local part this short ("jo@...") is refused as the whole password, not as any part of one. */
const MIN_CONTAINED_LOCAL_PART = 3;

/** Why this password cannot go with this email, or null when the shared rules accept it. */
export function passwordProblem(password: string, email: string): string | null {
  // Characters as people count them: an emoji is one, not two UTF-16 units.
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return Messages.passwordTooShort(PASSWORD_MIN_LENGTH);
  if (length > PASSWORD_MAX_LENGTH) return Messages.passwordTooLong(PASSWORD_MAX_LENGTH);
  return containsEmail(password, email) ? Messages.passwordContainsEmail : null;
}

function containsEmail(password: string, email: string): boolean {
  const fold = (text: string) => text.normalize('NFKC').toLowerCase();
  const lettersAndDigits = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, '');
  const address = fold(email.trim());
  const local = (address.split('@')[0] ?? '').split('+')[0] ?? '';
  if (!local) return false;
  const typed = fold(password);
  if (typed === local || typed.includes(address)) return true;
  if (local.length < MIN_CONTAINED_LOCAL_PART) return false;
  // "john.smith" is also found in "JohnSmith2024!".
  const bareLocal = lettersAndDigits(local);
  return typed.includes(local) || (bareLocal.length >= MIN_CONTAINED_LOCAL_PART && lettersAndDigits(typed).includes(bareLocal));
}
