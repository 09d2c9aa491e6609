import type { AuthSession } from '../../core/client/auth/auth-session.ts';
import type { AccountRequests } from '../../core/client/auth/account-requests.ts';
import type { Navigator } from '../view-models/navigator.ts';

/**
 * What the pages before sign-in (Login, Register, email verification, password reset, the waitlist) are composed
 * from: web/main.tsx gives it, and each page (`web/sign-in/*-page.tsx`) makes its form's view-model from it.
 */
export interface PublicParts {
  auth: AuthSession;
  /** Built the first time a page asks (Login never does). */
  accountRequests(): AccountRequests;
  navigator: Navigator;
}
