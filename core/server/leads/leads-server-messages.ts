/** What the server answers when a leads use case refuses or fails (the detail of its ServerError). */
export const LeadsServerMessages = {
  leadEnrichRunning: 'The emails of this list are already being revealed. Wait for it to finish before revealing again.',
  leadListNotFound: 'Lead list not found',
  leadListDeleteDenied: 'Only who made the list, or an organization owner or admin, can delete it',
  leadListNameRequired: 'Give the list a name (at most 120 characters)',
  leadListChoose: 'Choose an existing list or give a new list name, not both',
  leadsNoneGiven: 'Choose at least one lead to save',
  leadsTooMany: 'Save at most 1,000 leads at a time',
  leadNeedsIdOrEmail: 'Each lead needs the provider id or an email',
  leadSearchNoCriteria: 'Give at least one filter: job title, seniority, company size, industry or location',
  leadSearchBadSize: 'Company sizes are ranges such as 51,200',
  leadEnrichConfirm: 'Confirm spending Apollo credits: send "spend_credits": true',
  leadEnrichTooMany: 'Reveal emails of at most 1,000 leads at a time',
};
