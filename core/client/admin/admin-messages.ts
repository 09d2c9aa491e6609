/** What the platform admin's service says when a call fails (shown by the web app and the CLI alike). */
export const AdminMessages = {
  approveWaitlistFailed: 'Failed to approve the waitlist entry',
  changeOrganizationPlanFailed: 'Failed to change the plan',
  disableUserFailed: 'Failed to disable the user',
  enableUserFailed: 'Failed to enable the user',
  fetchAdminOrganizationsFailed: 'Failed to load organizations',
  fetchAdminStatsFailed: 'Failed to load platform statistics',
  fetchAdminUsersFailed: 'Failed to load users',
  fetchAuditLogFailed: 'Failed to load the audit log',
  fetchIntegrationsFailed: 'Failed to load the integrations',
  fetchWaitlistFailed: 'Failed to load the waitlist',
  grantCreditsFailed: 'Failed to grant credits',
  rotateSecretsKeyFailed: 'Failed to rotate the secrets key',
};
