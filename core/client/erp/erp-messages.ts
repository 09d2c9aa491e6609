/** What web and CLI show when an ERP call of the client core fails. */
export const ErpMessages = {
  fetchErpConnectionsFailed: 'Failed to load the Odoo connections',
  fetchErpRevenueFailed: 'Failed to load the ERP revenue',
  removeErpConnectionFailed: 'Failed to remove the Odoo connection',
  selectErpConnectionFailed: 'Failed to select the Odoo connection',
};
