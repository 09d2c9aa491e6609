/** What web and CLI show when a publishing call of the client core fails. */
export const PublishingMessages = {
  fetchSentDraftsFailed: 'Failed to load what was sent',
  fetchTaxonomiesFailed: 'Failed to load the categories and tags',
  sendDraftFailed: 'Failed to send the draft',
};
