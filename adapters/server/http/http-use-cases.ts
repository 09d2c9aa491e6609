import type { RegisterAccount } from '../../../core/server/auth/register-account.ts';
import type { SignIn } from '../../../core/server/auth/sign-in.ts';
import type { RefreshSession } from '../../../core/server/auth/refresh-session.ts';
import type { SignOut } from '../../../core/server/auth/sign-out.ts';
import type { Authenticate } from '../../../core/server/auth/authenticate.ts';
import type { GetCurrentUser } from '../../../core/server/auth/get-current-user.ts';
import type { ListSpaces } from '../../../core/server/spaces/list-spaces.ts';
import type { CreateSpace } from '../../../core/server/spaces/create-space.ts';
import type { CheckHealth } from '../../../core/server/health/check-health.ts';
import type { CheckSpaceAccess } from '../../../core/server/spaces/check-space-access.ts';
import type { GetBillingOverview } from '../../../core/server/billing/get-billing-overview.ts';
import type { DeductCredits } from '../../../core/server/billing/deduct-credits.ts';
import type { AddCredits } from '../../../core/server/billing/add-credits.ts';
import type { PurchaseCredits } from '../../../core/server/billing/purchase-credits.ts';
import type { ChangePlan } from '../../../core/server/billing/change-plan.ts';
import type { ListTransactions } from '../../../core/server/billing/list-transactions.ts';
import type { ManageOrganization } from '../../../core/server/organizations/manage-organization.ts';
import type { ManageMembers } from '../../../core/server/organizations/manage-members.ts';
import type { InviteMember } from '../../../core/server/organizations/invite-member.ts';
import type { ManageJoinRequests } from '../../../core/server/organizations/manage-join-requests.ts';
import type { CheckEmailDomain } from '../../../core/server/auth/check-email-domain.ts';
import type { RegisterWithDomain } from '../../../core/server/auth/register-with-domain.ts';

/** What the HTTP adapter calls; the composition root resolves each from the container. */
export interface HttpUseCases {
  registerAccount: RegisterAccount;
  signIn: SignIn;
  refreshSession: RefreshSession;
  signOut: SignOut;
  authenticate: Authenticate;
  getCurrentUser: GetCurrentUser;
  listSpaces: ListSpaces;
  createSpace: CreateSpace;
  checkHealth: CheckHealth;
  checkSpaceAccess: CheckSpaceAccess;
  billingOverview: GetBillingOverview;
  deductCredits: DeductCredits;
  addCredits: AddCredits;
  purchaseCredits: PurchaseCredits;
  changePlan: ChangePlan;
  listTransactions: ListTransactions;
  manageOrganization: ManageOrganization;
  manageMembers: ManageMembers;
  inviteMember: InviteMember;
  manageJoinRequests: ManageJoinRequests;
  checkEmailDomain: CheckEmailDomain;
  registerWithDomain: RegisterWithDomain;
}
