/** What the server answers when a email-bookmarks use case refuses or fails (the detail of its ServerError). */
export const EmailBookmarksServerMessages = {
  emailBookmarkSourceRequired: 'Choose the Email Agent answer or artifact to bookmark',
  emailBookmarkNotEmail: 'Only Email Agent answers and artifacts can be bookmarked',
  emailBookmarkNotFound: 'Bookmark not found',
};
