/** What web and CLI show when a connections, Google Analytics or ad platform call of the client core fails. */
export const IntegrationsMessages = {
  connectIntegrationFailed: 'Failed to connect',
  disconnectIntegrationFailed: 'Failed to disconnect',
  fetchAdPerformanceFailed: 'Failed to load the ad performance',
  fetchGa4AccountsFailed: 'Failed to load the Google Analytics properties',
  fetchGa4ReportFailed: 'Failed to load the Google Analytics report',
  finishGa4Failed: 'Failed to connect Google Analytics',
  saveGa4PropertiesFailed: 'Failed to save the Google Analytics properties',
  startGa4Failed: 'Failed to start connecting Google Analytics',
};
