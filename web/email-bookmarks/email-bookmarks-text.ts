/** The Email Agent's bookmarks (R-OPEN-41): their labels and messages; the spec leaves them open. */
export const EmailBookmarksText = {
  bookmarkEmail: 'Bookmark',
  bookmarkedEmail: 'Bookmarked',
  removeBookmark: 'Remove bookmark',
  title: 'Bookmarked emails',
  empty: 'No bookmarks yet. Use "Bookmark" under an email to keep it here.',
  copy: 'Copy',
  copied: 'Email copied',
  open: 'Open the chat',
  added: 'Email bookmarked',
};
