/** What web and CLI show when an Instantly call of the client core fails. */
export const OutreachMessages = {
  addCampaignLeadsFailed: 'Failed to add the leads',
  createCampaignDraftFailed: 'Failed to create the campaign draft',
  fetchCampaignFailed: 'Failed to load the campaign',
  fetchCampaignsFailed: 'Failed to load the campaigns',
  fetchLeadListsFailed: 'Failed to load the lead lists',
  fetchOutreachAnalyticsFailed: 'Failed to load the campaign analytics',
  fetchOutreachSettingsFailed: 'Failed to load the Instantly settings',
  launchCampaignFailed: 'Failed to launch the campaign',
  pauseCampaignFailed: 'Failed to pause the campaign',
  resumeCampaignFailed: 'Failed to resume the campaign',
  saveOutreachSettingsFailed: 'Failed to save the Instantly settings',
};
