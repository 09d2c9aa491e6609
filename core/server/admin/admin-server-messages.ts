/** What the server answers when one of the admin feature's use cases refuses or fails (the detail of its ServerError). */
export const AdminServerMessages = {
  platformAdminsOnly: 'Only platform admins can do this',
  readOnlyAdmin: 'Support admins have read-only access',
} as const;
