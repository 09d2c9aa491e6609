import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Authenticate } from '../../../core/server/auth/authenticate.ts';
import { ChangeName, ChangePassword, ManageSessions, MAX_NAME_LENGTH } from '../../../core/server/auth/account-settings.ts';
import type { UseCaseClasses, UseCasesOf } from '../http/route-use-cases.ts';
import { principalOf, requireAuth } from '../http/authenticate-request.ts';
import { rateLimitAddress } from '../http/rate-limit-address.ts';
import { ErrorSchema, MessageSchema, RegisterFields, SessionUserSchema } from '../http/schemas.ts';
import { AccountApi } from '../../../core/domain/auth/account-api.ts';
import type { AccountUser, NameChange, OtherSessionsSignedOut, PasswordChange, SignedInSessionView } from '../../../core/domain/auth/user.ts';

export const ChangeNameBody = z.object({
  name: z.string().trim().min(1, 'Must not be empty').max(MAX_NAME_LENGTH).describe('The new name, 1 to 100 characters after trimming'),
}) satisfies z.ZodType<NameChange>;

export const ChangePasswordBody = z.object({
  current_password: z.string().min(1, 'Enter your current password').max(1024).describe('The password in use now'),
  // Bounds only, as at registration; the use case applies the whole rule.
  new_password: RegisterFields.shape.password.describe('The new password, checked by the same rules as at registration'),
}) satisfies z.ZodType<PasswordChange>;

export const SignedOutSchema = MessageSchema.extend({ signed_out_sessions: z.number().int().describe('How many other sessions were signed out') }) satisfies z.ZodType<OtherSessionsSignedOut>;

export const SessionSchema = z.object({
  id: z.string().describe('The session id (its refresh-token family)'),
  created_at: z.string().describe('When it was signed in (ISO 8601)'),
  last_used_at: z.string().describe('When its tokens were last renewed (ISO 8601)'),
  user_agent: z.string().nullable().describe('The browser or client it was signed in from, when known'),
  ip: z.string().nullable().describe('The address it was last renewed from, when known'),
  current: z.boolean().describe('Whether this is the session making the request'),
}) satisfies z.ZodType<SignedInSessionView>;

/** The use cases the account settings routes call. */
export const accountRouteUseCases = {
  authenticate: Authenticate,
  changeName: ChangeName,
  changePassword: ChangePassword,
  manageSessions: ManageSessions,
} satisfies UseCaseClasses;

/** Settings: one's own name, password and signed-in sessions. Signed-in callers only, any role. */
export function accountRoutes(useCases: UseCasesOf<typeof accountRouteUseCases>): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = requireAuth(useCases.authenticate);

    app.patch(AccountApi.changeName.pattern, {
      schema: {
        tags: ['auth'],
        summary: 'Change your own name',
        body: ChangeNameBody,
        response: { 200: SessionUserSchema.extend({ email_verified: z.boolean() }) satisfies z.ZodType<AccountUser>, 401: ErrorSchema, 422: ErrorSchema },
      },
      onRequest: auth,
    }, async (request) => useCases.changeName.execute(principalOf(request), request.body.name));

    app.post(AccountApi.changePassword.pattern, {
      schema: {
        tags: ['auth'],
        summary: 'Change your password',
        description:
          'Needs the current password: a wrong one is 422 with a field error on current_password and counts toward the sign-in throttle ' +
          '(429 past it). The new password meets the registration rules (422 on new_password). Every other session of the account is ' +
          'signed out at once (its refresh and access tokens stop working); this one stays signed in. A notice is mailed.',
        body: ChangePasswordBody,
        response: { 200: SignedOutSchema, 401: ErrorSchema, 422: ErrorSchema, 429: ErrorSchema },
      },
      onRequest: auth,
    }, async (request) => useCases.changePassword.execute(principalOf(request), request.body, { ip: request.ip, limitAddress: rateLimitAddress(request.ip) }));

    app.get(AccountApi.sessions.pattern, {
      schema: {
        tags: ['auth'],
        summary: 'Your signed-in sessions',
        description: 'One row per session still signed in, most recently renewed first; the one making the request has current: true.',
        response: { 200: z.array(SessionSchema), 401: ErrorSchema },
      },
      onRequest: auth,
    }, async (request) => useCases.manageSessions.list(principalOf(request)));

    app.delete(AccountApi.endSession.pattern, {
      schema: {
        tags: ['auth'],
        summary: 'Sign out one of your sessions',
        description: 'Its refresh and access tokens stop working at once. A session that is not yours, or no longer signed in, is 404.',
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: MessageSchema, 401: ErrorSchema, 404: ErrorSchema },
      },
      onRequest: auth,
    }, async (request) => useCases.manageSessions.end(principalOf(request), request.params.id, { ip: request.ip }));

    app.post(AccountApi.endOtherSessions.pattern, {
      schema: {
        tags: ['auth'],
        summary: 'Sign out of all other sessions',
        description: 'Every session of the account but this one is signed out at once; this one stays signed in.',
        response: { 200: SignedOutSchema, 401: ErrorSchema },
      },
      onRequest: auth,
    }, async (request) => useCases.manageSessions.endOthers(principalOf(request), { ip: request.ip }));
  };
}
