import { ContainerModule } from 'inversify';
import { ManageOrganization } from '../../../core/server/organizations/manage-organization.ts';
import { ManageMembers } from '../../../core/server/organizations/manage-members.ts';
import { InviteMember } from '../../../core/server/organizations/invite-member.ts';
import { ManageJoinRequests } from '../../../core/server/organizations/manage-join-requests.ts';
import { ManageInvites } from '../../../core/server/organizations/manage-invites.ts';
import { organizationRoutes, organizationRouteUseCases } from '../http/routes/organization-routes.ts';
import { resolveUseCases } from './resolve-use-cases.ts';
import { bindUseCases } from './bind-use-cases.ts';
import type { FeatureModuleFactory } from './feature-module.ts';

/** The organization, its members, invitations and join requests. */
export const organizationsModule: FeatureModuleFactory = () => ({
  name: 'organizations',
  bindings: new ContainerModule(({ bind }) => {
    bindUseCases(bind, [ManageOrganization, ManageMembers, InviteMember, ManageJoinRequests, ManageInvites]);
  }),
  routes: async (api, container) => {
    await api.register(organizationRoutes(resolveUseCases(container, organizationRouteUseCases)));
  },
});
