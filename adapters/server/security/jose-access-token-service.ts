import { createSecretKey, type KeyObject } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { AccessTokenClaims, AccessTokenService, IssuedAccessToken, VerifiedAccessToken } from '../../../core/server/ports/access-token-service.ts';
import type { Clock } from '../../../core/server/ports/clock.ts';
import { isRole } from '../../../core/domain/roles.ts';

const ISSUER = 'marketing-workspace';
/** Only this API accepts these tokens; a token minted for something else with the same secret is refused. */
const AUDIENCE = 'marketing-workspace-api';
/** About one entry per signed-in tab in the last token lifetime; the oldest is forgotten first. */
const MAX_REMEMBERED_TOKENS = 10_000;

/** HS256 JWTs with sub, role, org_id, iss, aud, iat and exp (a token missing any of them is refused), and sid, the session, when given. */
export class JoseAccessTokenService implements AccessTokenService {
  /** A KeyObject, so jose does not import the raw secret again on every verification. */
  private readonly key: KeyObject;
  /**
   * Tokens already verified, until they expire: a signature is the same answer every time, and checking it
   * (WebCrypto HMAC, asynchronous) was a tenth of an authenticated read. Expiry is checked again on each use;
   * revocation does not live here (Authenticate reads the account and session on every request).
   */
  private readonly verified = new Map<string, VerifiedAccessToken>();

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
    private readonly clock: Clock,
  ) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  async issue(claims: AccessTokenClaims): Promise<IssuedAccessToken> {
    const nowSeconds = Math.floor(this.clock.now().getTime() / 1000);
    const exp = nowSeconds + this.ttlSeconds;
    const token = await new SignJWT({ role: claims.role, org_id: claims.org_id, ...(claims.sid ? { sid: claims.sid } : {}) })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(nowSeconds)
      .setExpirationTime(exp)
      .sign(this.key);
    return { token, expiresAt: new Date(exp * 1000) };
  }

  known(token: string): VerifiedAccessToken | undefined {
    const known = this.verified.get(token);
    if (!known) return undefined;
    if (known.expiresAt.getTime() > this.clock.now().getTime()) return known;
    // Expired: verify refuses it (its signature is still checked, and its exp with it).
    this.verified.delete(token);
    return undefined;
  }

  async verify(token: string): Promise<VerifiedAccessToken | null> {
    if (this.verified.has(token)) return this.known(token) ?? null;
    const claims = await this.verifySignature(token);
    if (claims) {
      if (this.verified.size >= MAX_REMEMBERED_TOKENS) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, claims);
    }
    return claims;
  }

  private async verifySignature(token: string): Promise<VerifiedAccessToken | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        audience: AUDIENCE,
        // jwtVerify checks exp only when present: a token without it would never expire.
        requiredClaims: ['exp', 'iat', 'sub'],
        algorithms: ['HS256'],
        currentDate: this.clock.now(),
      });
      if (typeof payload.sub !== 'string' || !isRole(payload.role) || typeof payload.exp !== 'number') return null;
      const orgId = typeof payload.org_id === 'string' ? payload.org_id : null;
      const sid = typeof payload.sid === 'string' ? { sid: payload.sid } : {};
      return { sub: payload.sub, role: payload.role, org_id: orgId, ...sid, expiresAt: new Date(payload.exp * 1000) };
    } catch {
      return null;
    }
  }
}
