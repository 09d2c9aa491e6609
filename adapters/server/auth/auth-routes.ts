import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Authenticate } from '../../../core/server/auth/authenticate.ts';
import { CheckEmailDomain } from '../../../core/server/auth/check-email-domain.ts';
import { EmailVerification } from '../../../core/server/auth/email-verification.ts';
import { GetCurrentUser } from '../../../core/server/auth/get-current-user.ts';
import { ManageWaitlist } from '../../../core/server/auth/manage-waitlist.ts';
import { LookUpInvitation } from '../../../core/server/auth/look-up-invitation.ts';
import { RefreshSession } from '../../../core/server/auth/refresh-session.ts';
import { RegisterAccount } from '../../../core/server/auth/register-account.ts';
import { RequestPasswordReset, ResetPassword } from '../../../core/server/auth/password-reset.ts';
import { RegisterWithDomain } from '../../../core/server/auth/register-with-domain.ts';
import { SignIn } from '../../../core/server/auth/sign-in.ts';
import { SignOut } from '../../../core/server/auth/sign-out.ts';
import type { UseCaseClasses, UseCasesOf } from '../http/route-use-cases.ts';
import { principalOf, requireAuth } from '../http/authenticate-request.ts';
import { rateLimitAddress } from '../http/rate-limit-address.ts';
import { AuthApi } from '../../../core/domain/auth/auth-api.ts';
import {
  ErrorSchema,
  ForgotPasswordBody,
  InvitationSchema,
  LoginBody,
  LoginResponseSchema,
  MessageSchema,
  RefreshBody,
  RegisterBody,
  RegisterFields,
  RegisterResponseSchema,
  ResetPasswordBody,
  SessionUserSchema,
  TokensSchema,
} from '../http/schemas.ts';

/** The use cases the auth routes call. */
export const authRouteUseCases = {
  registerAccount: RegisterAccount,
  checkEmailDomain: CheckEmailDomain,
  registerWithDomain: RegisterWithDomain,
  lookUpInvitation: LookUpInvitation,
  emailVerification: EmailVerification,
  manageWaitlist: ManageWaitlist,
  requestPasswordReset: RequestPasswordReset,
  resetPassword: ResetPassword,
  signIn: SignIn,
  refreshSession: RefreshSession,
  signOut: SignOut,
  authenticate: Authenticate,
  getCurrentUser: GetCurrentUser,
} satisfies UseCaseClasses;

export function authRoutes(useCases: UseCasesOf<typeof authRouteUseCases>): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(AuthApi.register.pattern, {
      schema: { tags: ['auth'], body: RegisterBody, response: { 201: RegisterResponseSchema, 400: ErrorSchema, 403: ErrorSchema, 409: ErrorSchema, 422: ErrorSchema, 429: ErrorSchema } },
    }, async (request, reply) => reply.status(201).send(await useCases.registerAccount.execute(request.body, { limitAddress: rateLimitAddress(request.ip) })));

    app.get(AuthApi.checkDomain.pattern, {
      schema: {
        tags: ['auth'],
        querystring: z.object({ email: z.string().max(320).default('') }),
        response: {
          200: z.object({ has_existing_org: z.boolean(), email_valid: z.boolean(), email_error: z.string().nullable(), email_exists: z.boolean() }),
          429: ErrorSchema,
        },
      },
    }, async (request) => useCases.checkEmailDomain.execute(request.query.email, { ip: rateLimitAddress(request.ip) }));

    app.post(AuthApi.registerWithDomain.pattern, {
      schema: {
        tags: ['auth'],
        body: RegisterFields.extend({ choice: z.enum(['join_existing', 'create_new']), org_name: z.string().trim().max(100).optional() }),
        response: { 201: MessageSchema, 409: ErrorSchema, 422: ErrorSchema, 429: ErrorSchema },
      },
    }, async (request, reply) => reply.status(201).send(await useCases.registerWithDomain.execute(request.body, { limitAddress: rateLimitAddress(request.ip) })));

    app.get(AuthApi.invitation.pattern, {
      schema: {
        tags: ['auth'],
        summary: 'Look up an invitation by the token of its link',
        description:
          'The invitation page: the organization, who invited, the invited address (registering with the invitation must use it), the role and the expiry. ' +
          'An unknown, used or expired token is 404 with the same answer. Counted per client address (429 past the allowance).',
        params: z.object({ token: z.string().min(1).max(512) }),
        response: { 200: InvitationSchema, 404: ErrorSchema, 429: ErrorSchema },
      },
    }, async (request) => useCases.lookUpInvitation.execute(request.params.token, { limitAddress: rateLimitAddress(request.ip) }));

    app.post(AuthApi.verifyEmail.pattern, {
      schema: { tags: ['auth'], body: z.object({ token: z.string().min(1).max(512) }), response: { 200: MessageSchema, 400: ErrorSchema } },
    }, async (request) => useCases.emailVerification.verify(request.body.token));

    app.post(AuthApi.resendVerification.pattern, {
      schema: { tags: ['auth'], body: z.object({ email: z.string().max(254) }), response: { 200: MessageSchema } },
    }, async (request) => useCases.emailVerification.resend(request.body.email));

    app.post(AuthApi.forgotPassword.pattern, {
      schema: {
        tags: ['auth'],
        summary: 'Ask for a password reset link',
        description:
          'Always answers 202 with the same message, whatever the address. An active account gets a single-use link to /reset-password, valid for 30 minutes. ' +
          'Counted per client address (429 past the allowance); mails to one account are limited silently.',
        body: ForgotPasswordBody,
        response: { 202: MessageSchema, 422: ErrorSchema, 429: ErrorSchema },
      },
    }, async (request, reply) => reply.status(202).send(await useCases.requestPasswordReset.execute(request.body.email, { limitAddress: rateLimitAddress(request.ip) })));

    app.post(AuthApi.resetPassword.pattern, {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset link',
        description:
          'Spends the token from the reset link and sets the new password (the registration rules apply: 422 with a field error on password). ' +
          'Every session of the account ends: all its refresh tokens are revoked. An unknown, used or expired token is 400 AUTH.TOKEN_EXPIRED.',
        body: ResetPasswordBody,
        response: { 200: MessageSchema, 400: ErrorSchema, 422: ErrorSchema, 429: ErrorSchema },
      },
    }, async (request) => useCases.resetPassword.execute(request.body, { limitAddress: rateLimitAddress(request.ip) }));

    app.post(AuthApi.joinWaitlist.pattern, {
      schema: {
        tags: ['auth'],
        body: z.object({ email: z.email('Enter a valid email address').max(254), name: z.string().trim().min(1).max(100), company: z.string().max(200).nullish() }),
        response: { 200: MessageSchema, 422: ErrorSchema },
      },
    }, async (request) => useCases.manageWaitlist.join(request.body));

    app.post(AuthApi.login.pattern, {
      schema: { tags: ['auth'], body: LoginBody, response: { 200: LoginResponseSchema, 401: ErrorSchema, 403: ErrorSchema, 422: ErrorSchema, 429: ErrorSchema } },
    }, async (request) => useCases.signIn.execute(request.body, { ip: request.ip, limitAddress: rateLimitAddress(request.ip), userAgent: request.headers['user-agent'] ?? null }));

    app.post(AuthApi.refresh.pattern, {
      schema: { tags: ['auth'], body: RefreshBody, response: { 200: TokensSchema, 401: ErrorSchema } },
    }, async (request) => useCases.refreshSession.execute(request.body.refresh_token, { userAgent: request.headers['user-agent'] ?? null, ip: request.ip }));

    app.post(AuthApi.logout.pattern, {
      schema: { tags: ['auth'], body: RefreshBody, response: { 200: MessageSchema, 422: ErrorSchema } },
    }, async (request) => {
      await useCases.signOut.execute(request.body.refresh_token);
      return { message: 'Logged out' };
    });

    app.get(AuthApi.me.pattern, {
      schema: { tags: ['auth'], response: { 200: SessionUserSchema.extend({ email_verified: z.boolean() }), 401: ErrorSchema } },
      onRequest: requireAuth(useCases.authenticate),
    }, async (request) => useCases.getCurrentUser.execute(principalOf(request), request.account));
  };
}
