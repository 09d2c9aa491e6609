import { ContainerModule } from 'inversify';
import { AuthSettings, SessionIssuer } from '../../../core/server/auth/session-issuer.ts';
import { SeedPlatformAdmin } from '../../../core/server/auth/seed-platform-admin.ts';
import { PasswordRules } from '../../../core/server/auth/password-rules.ts';
import { DEFAULT_LOGIN_THROTTLE, LoginThrottle, LoginThrottleSettings } from '../../../core/server/auth/login-throttle.ts';
import { DEFAULT_REGISTRATION_POLICY, RegistrationPolicy } from '../../../core/server/auth/registration-policy.ts';
import { PublicEmailDomains } from '../../../core/server/ports/public-email-domains.ts';
import { CommonPasswords } from '../../../core/server/ports/common-passwords.ts';
import { ListedPublicEmailDomains } from '../security/listed-public-email-domains.ts';
import { ZxcvbnCommonPasswords } from '../security/zxcvbn-common-passwords.ts';
import { authRoutes, authRouteUseCases } from './auth-routes.ts';
import { accountRoutes, accountRouteUseCases } from './account-routes.ts';
import { bindUseCases } from '../modules/bind-use-cases.ts';
import { httpRoutes, type FeatureModuleFactory } from '../modules/feature-module.ts';

/** Accounts and sessions: registration (open, waitlist or invitation), email verification, throttled sign-in, refresh rotation, password reset. */
export const authModule: FeatureModuleFactory = (settings) => ({
  name: 'auth',
  bindings: new ContainerModule(({ bind }) => {
    bind<AuthSettings>(AuthSettings).toConstantValue({ refreshTokenTtlMs: settings.refreshTokenTtlMs });
    bind(RegistrationPolicy).toConstantValue(settings.registration ?? DEFAULT_REGISTRATION_POLICY);
    bind<LoginThrottleSettings>(LoginThrottleSettings).toConstantValue(settings.loginThrottle ?? DEFAULT_LOGIN_THROTTLE);
    bind(PublicEmailDomains).toConstantValue(new ListedPublicEmailDomains());
    bind(CommonPasswords).toConstantValue(new ZxcvbnCommonPasswords());
    bindUseCases(bind, [SessionIssuer, SeedPlatformAdmin, PasswordRules, LoginThrottle]);
  }),
  routes: [httpRoutes(authRouteUseCases, authRoutes), httpRoutes(accountRouteUseCases, accountRoutes)],
});
