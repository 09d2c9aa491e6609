import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Authenticate } from '../../../core/server/auth/authenticate.ts';
import { CheckSpaceAccess } from '../../../core/server/spaces/check-space-access.ts';
import { InviteMember } from '../../../core/server/organizations/invite-member.ts';
import { ManageJoinRequests } from '../../../core/server/organizations/manage-join-requests.ts';
import { ManageInvites } from '../../../core/server/organizations/manage-invites.ts';
import { ManageMembers } from '../../../core/server/organizations/manage-members.ts';
import { ManageOrganization } from '../../../core/server/organizations/manage-organization.ts';
import type { UseCaseClasses, UseCasesOf } from '../http/route-use-cases.ts';
import { checkSpaceHeader, principalOf, requireAuth } from '../http/authenticate-request.ts';
import { ErrorSchema, MessageSchema } from '../http/schemas.ts';
import { ORG_ROLES } from '../../../core/domain/organizations/member-policy.ts';
import { OrganizationsApi } from '../../../core/domain/organizations/organizations-api.ts';
import type { InviteSent, JoinRequestDecision, MemberRoleChange, NewInvite } from '../../../core/domain/organizations/organization.ts';

const errors = { 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, 422: ErrorSchema };
/** A pending invitation as owners and admins see it: who, what role, who invited, when; never the token. */
const InviteSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.string(),
  invited_by: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  sent_at: z.string(),
  expires_at: z.string(),
  expired: z.boolean(),
});
const IdParam = z.object({ id: z.string().min(1).max(100) });
const MemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.string(),
  joined_at: z.string(),
  last_login_at: z.string().nullable(),
  disabled: z.boolean(),
});
const OrganizationSchema = z.looseObject({ id: z.string(), name: z.string(), properties: z.array(z.unknown()), created_at: z.string() });
const JoinRequestSchema = z.object({ id: z.string(), user_id: z.string(), email: z.string(), name: z.string(), status: z.string(), created_at: z.string() });

/** The use cases the organization routes call. */
export const organizationRouteUseCases = {
  authenticate: Authenticate,
  checkSpaceAccess: CheckSpaceAccess,
  manageOrganization: ManageOrganization,
  manageMembers: ManageMembers,
  inviteMember: InviteMember,
  manageJoinRequests: ManageJoinRequests,
  manageInvites: ManageInvites,
} satisfies UseCaseClasses;

/** The organization, its members, invitations and join requests (spec 7.3). */
export function organizationRoutes(u: UseCasesOf<typeof organizationRouteUseCases>): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAuth(u.authenticate));
    app.addHook('onRequest', checkSpaceHeader(u.checkSpaceAccess));

    app.get(OrganizationsApi.organization.pattern, { schema: { tags: ['organization'], response: { 200: OrganizationSchema, ...errors } } }, async (req) =>
      u.manageOrganization.get(principalOf(req)));

    app.put(OrganizationsApi.updateOrganization.pattern, {
      schema: {
        tags: ['organization'],
        body: z.looseObject({
          name: z.string().trim().min(1).max(100).optional(),
          members_may_apply_actions: z.boolean().optional().describe("Whether plain members may apply agents' actions and other writes in connected tools (default false)"),
        }),
        response: { 200: OrganizationSchema, ...errors },
      },
    }, async (req) => {
      const { name, id: _id, created_at: _created, ...settings } = req.body as Record<string, unknown> & { name?: string };
      return u.manageOrganization.update(principalOf(req), { name, settings });
    });

    app.get(OrganizationsApi.members.pattern, { schema: { tags: ['organization'], response: { 200: z.array(MemberSchema), ...errors } } }, async (req) =>
      u.manageMembers.list(principalOf(req)));

    app.put(OrganizationsApi.changeRole.pattern, {
      schema: { tags: ['organization'], params: IdParam, body: z.object({ role: z.enum(ORG_ROLES) }) satisfies z.ZodType<MemberRoleChange>, response: { 200: MemberSchema, ...errors } },
    }, async (req) => u.manageMembers.changeRole(principalOf(req), req.params.id, req.body.role));

    app.delete(OrganizationsApi.removeMember.pattern, { schema: { tags: ['organization'], params: IdParam, response: { 200: MessageSchema, ...errors } } }, async (req) => {
      await u.manageMembers.remove(principalOf(req), req.params.id);
      return { message: 'Member removed' };
    });

    app.post(OrganizationsApi.invite.pattern, {
      schema: {
        tags: ['organization'],
        body: z.object({ email: z.email('Enter a valid email address').max(254), role: z.enum(ORG_ROLES).default('org_member') }) satisfies z.ZodType<NewInvite>,
        response: { 200: z.object({ message: z.string(), id: z.string(), email: z.string(), role: z.string(), expires_at: z.string() }) satisfies z.ZodType<InviteSent>, ...errors },
      },
    }, async (req) => u.inviteMember.execute(principalOf(req), req.body));

    app.get(OrganizationsApi.invites.pattern, { schema: { tags: ['organization'], response: { 200: z.array(InviteSchema), ...errors } } }, async (req) =>
      u.manageInvites.list(principalOf(req)));

    app.post(OrganizationsApi.resendInvite.pattern, {
      schema: { tags: ['organization'], params: IdParam, response: { 200: InviteSchema, 429: ErrorSchema, ...errors } },
    }, async (req) => u.manageInvites.resend(principalOf(req), req.params.id));

    app.delete(OrganizationsApi.revokeInvite.pattern, { schema: { tags: ['organization'], params: IdParam, response: { 200: MessageSchema, ...errors } } }, async (req) => {
      await u.manageInvites.revoke(principalOf(req), req.params.id);
      return { message: 'Invitation revoked' };
    });

    app.get(OrganizationsApi.joinRequests.pattern, { schema: { tags: ['organization'], response: { 200: z.array(JoinRequestSchema), ...errors } } }, async (req) =>
      u.manageJoinRequests.list(principalOf(req)));

    const decision = { schema: { tags: ['organization'], params: IdParam, response: { 200: z.object({ id: z.string(), status: z.string() }) satisfies z.ZodType<JoinRequestDecision>, ...errors } } };
    app.put(OrganizationsApi.approveJoinRequest.pattern, decision, async (req) => u.manageJoinRequests.decide(principalOf(req), req.params.id, 'approved'));
    app.put(OrganizationsApi.denyJoinRequest.pattern, decision, async (req) => u.manageJoinRequests.decide(principalOf(req), req.params.id, 'denied'));
  };
}
