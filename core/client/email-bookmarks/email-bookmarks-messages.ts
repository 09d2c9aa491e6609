/** What web and CLI show when a bookmark call of the client core fails. */
export const EmailBookmarksMessages = {
  addEmailBookmarkFailed: 'Failed to bookmark the email',
  fetchEmailBookmarksFailed: 'Failed to load the bookmarks',
  removeEmailBookmarkFailed: 'Failed to remove the bookmark',
};
