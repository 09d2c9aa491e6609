/** What the server answers when a publishing use case refuses or fails (the detail of its ServerError). */
export const PublishingServerMessages = {
  publishingUnknownSite: (provider: string) => `There is no publishing site called '${provider}'`,
  publishingNothingToSend: 'Give the draft a body: a Markdown or HTML text, or the answer or artifact to send',
  publishingSourceNotText: 'Only Markdown and HTML artifacts can be sent as drafts',
  publishingInFlight: 'This draft is already being sent. Wait a moment and look at the list of sent drafts.',
  publishingNoCategories: (name: string) => `${name} has no categories: use tags`,
};
