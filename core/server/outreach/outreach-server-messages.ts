/** What the server answers when a outreach use case refuses or fails (the detail of its ServerError). */
export const OutreachServerMessages = {
  outreachConfirmLaunch: 'Confirm launching the campaign: it starts sending to its leads',
  outreachConfirmResume: 'Confirm resuming the campaign: it starts sending to its leads again',
  outreachNoSteps: 'Give the campaign at least one step with a subject and a body',
  outreachLeadsSource: 'Choose a saved lead list or a CSV file, not both',
  outreachCsvNoEmail: 'The CSV file needs an email column',
  outreachCsvTooLarge: 'The CSV file is too large (at most 5,000 rows)',
  outreachListNotFound: 'That lead list was not found in this space',
  outreachListsUnavailable: 'Saved lead lists are not available on this server yet: use a CSV file',
  outreachBadRange: 'Choose 7, 28 or 90 days',
  outreachUnknownAccount: (email: string) => `${email} is not a sending account of this Instantly workspace`,
};
