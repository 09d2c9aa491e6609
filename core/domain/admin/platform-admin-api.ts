import { wireRoute, type NoBody, type NoParams } from '../wire-route.ts';
import type { PlanChangeRequest, ServerPlan } from '../billing/billing.ts';
import type {
  AdminOrganizationPage,
  AdminUserPage,
  AuditLogPage,
  AuditQuery,
  CreditGrant,
  CreditGrantResult,
  IntegrationsReport,
  PageQuery,
  PlatformStats,
  SecretsRotationReport,
  UserDisabledState,
  WaitlistPage,
  WaitlistQuery,
} from './platform-admin.ts';
import type { MessageResponse } from '../message-response.ts';

type Id = { id: string };

/** The platform admin API (/admin/...): the server registers these patterns, the platform admin service calls them. */
export const PlatformAdminApi = {
  stats: wireRoute<NoParams, NoBody, PlatformStats>()('GET', '/admin/stats'),
  users: wireRoute<NoParams, NoBody, AdminUserPage, PageQuery>()('GET', '/admin/users'),
  organizations: wireRoute<NoParams, NoBody, AdminOrganizationPage, PageQuery>()('GET', '/admin/organizations'),
  disableUser: wireRoute<Id, NoBody, UserDisabledState>()('PUT', '/admin/users/:id/disable'),
  enableUser: wireRoute<Id, NoBody, UserDisabledState>()('PUT', '/admin/users/:id/enable'),
  changePlan: wireRoute<Id, PlanChangeRequest, ServerPlan>()('PUT', '/admin/organizations/:id/plan'),
  grantCredits: wireRoute<Id, CreditGrant, CreditGrantResult>()('POST', '/admin/organizations/:id/credits'),
  waitlist: wireRoute<NoParams, NoBody, WaitlistPage, WaitlistQuery>()('GET', '/admin/waitlist'),
  approveWaitlist: wireRoute<Id, NoBody, MessageResponse>()('PUT', '/admin/waitlist/:id/approve'),
  integrations: wireRoute<NoParams, NoBody, IntegrationsReport>()('GET', '/admin/integrations'),
  auditLog: wireRoute<NoParams, NoBody, AuditLogPage, AuditQuery>()('GET', '/admin/audit-log'),
  rotateSecretsKey: wireRoute<NoParams, NoBody, SecretsRotationReport>()('POST', '/admin/integrations/rotate-secrets-key'),
};
