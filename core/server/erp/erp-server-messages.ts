/** What the server answers when a erp use case refuses or fails (the detail of its ServerError). */
export const ErpServerMessages = {
  erpConnectionNotFound: 'There is no such Odoo connection in this space',
  erpPeriod: 'Choose 7, 28 or 90 days',
};
