import type { ServiceIdentifier } from 'inversify';
import type { Role } from '../../domain/roles.ts';

export interface AccessTokenClaims {
  sub: string;
  role: Role;
  org_id: string | null;
  /** The session (refresh-token family) the token was issued for; absent in tokens issued before sessions were listed. */
  sid?: string;
}

/** Verified claims, with when the token stops being valid. */
export interface VerifiedAccessToken extends AccessTokenClaims {
  expiresAt: Date;
}

export interface IssuedAccessToken {
  token: string;
  expiresAt: Date;
}

/** Signs and verifies the short-lived access tokens (JWT). */
export interface AccessTokenService {
  issue(claims: AccessTokenClaims): Promise<IssuedAccessToken>;
  /** Resolves the claims, or null for a token that is malformed, forged or expired. */
  verify(token: string): Promise<VerifiedAccessToken | null>;
  /**
   * The claims of a token this process has verified and that has not expired, at once; undefined when only
   * {@link verify} can tell (never verified here, or forgotten). Every request of a signed-in page asks.
   */
  known(token: string): VerifiedAccessToken | undefined;
}
export const AccessTokenService: ServiceIdentifier<AccessTokenService> = Symbol.for('server.AccessTokenService');
