import { ContainerModule } from 'inversify';
import { AuthSettings, SessionIssuer } from '../../../core/server/auth/session-issuer.ts';
import { RegisterAccount } from '../../../core/server/auth/register-account.ts';
import { SignIn } from '../../../core/server/auth/sign-in.ts';
import { RefreshSession } from '../../../core/server/auth/refresh-session.ts';
import { SignOut } from '../../../core/server/auth/sign-out.ts';
import { Authenticate } from '../../../core/server/auth/authenticate.ts';
import { GetCurrentUser } from '../../../core/server/auth/get-current-user.ts';
import { SeedPlatformAdmin } from '../../../core/server/auth/seed-platform-admin.ts';
import { CheckEmailDomain } from '../../../core/server/auth/check-email-domain.ts';
import { RegisterWithDomain } from '../../../core/server/auth/register-with-domain.ts';
import { LookUpInvitation } from '../../../core/server/auth/look-up-invitation.ts';
import { EmailVerification } from '../../../core/server/auth/email-verification.ts';
import { ManageWaitlist } from '../../../core/server/auth/manage-waitlist.ts';
import { RequestPasswordReset, ResetPassword } from '../../../core/server/auth/password-reset.ts';
import { PasswordRules } from '../../../core/server/auth/password-rules.ts';
import { DEFAULT_LOGIN_THROTTLE, LoginThrottle, LoginThrottleSettings } from '../../../core/server/auth/login-throttle.ts';
import { DEFAULT_REGISTRATION_POLICY, RegistrationPolicy } from '../../../core/server/auth/registration-policy.ts';
import { PublicEmailDomains } from '../../../core/server/ports/public-email-domains.ts';
import { CommonPasswords } from '../../../core/server/ports/common-passwords.ts';
import { ListedPublicEmailDomains } from '../security/listed-public-email-domains.ts';
import { ZxcvbnCommonPasswords } from '../security/zxcvbn-common-passwords.ts';
import { authRoutes, authRouteUseCases } from '../http/routes/auth-routes.ts';
import { ChangeName, ChangePassword, ManageSessions } from '../../../core/server/auth/account-settings.ts';
import { accountRoutes, accountRouteUseCases } from '../http/routes/account-routes.ts';
import { resolveUseCases } from './resolve-use-cases.ts';
import { bindUseCases } from './bind-use-cases.ts';
import type { FeatureModuleFactory } from './feature-module.ts';

/** Accounts and sessions: registration (open, waitlist or invitation), email verification, throttled sign-in, refresh rotation, password reset. */
export const authModule: FeatureModuleFactory = (settings) => ({
  name: 'auth',
  bindings: new ContainerModule(({ bind }) => {
    bind<AuthSettings>(AuthSettings).toConstantValue({ refreshTokenTtlMs: settings.refreshTokenTtlMs });
    bind(RegistrationPolicy).toConstantValue(settings.registration ?? DEFAULT_REGISTRATION_POLICY);
    bind<LoginThrottleSettings>(LoginThrottleSettings).toConstantValue(settings.loginThrottle ?? DEFAULT_LOGIN_THROTTLE);
    bind(PublicEmailDomains).toConstantValue(new ListedPublicEmailDomains());
    bind(CommonPasswords).toConstantValue(new ZxcvbnCommonPasswords());
    bindUseCases(bind, [
      SessionIssuer, RegisterAccount, SignIn, RefreshSession, SignOut, Authenticate, GetCurrentUser, SeedPlatformAdmin,
      CheckEmailDomain, RegisterWithDomain, EmailVerification, ManageWaitlist, PasswordRules, LoginThrottle,
      RequestPasswordReset, ResetPassword, LookUpInvitation,
      ChangeName, ChangePassword, ManageSessions,
    ]);
  }),
  routes: async (api, container) => {
    await api.register(authRoutes(resolveUseCases(container, authRouteUseCases)));
    await api.register(accountRoutes(resolveUseCases(container, accountRouteUseCases)));
  },
});
