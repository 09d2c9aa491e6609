import { wireRoute, type NoBody, type NoParams } from '../wire-route.ts';
import type { AddEmailBookmark, EmailBookmarkView } from '../publishing/publishing.ts';

/** The Email Agent bookmarks' endpoints (X-Space-ID): the server registers these patterns, the client store calls them. */
export const EmailBookmarksApi = {
  list: wireRoute<NoParams, NoBody, EmailBookmarkView[]>()('GET', '/email-bookmarks'),
  add: wireRoute<NoParams, AddEmailBookmark, EmailBookmarkView>()('POST', '/email-bookmarks'),
  remove: wireRoute<{ id: string }, NoBody, null>()('DELETE', '/email-bookmarks/:id'),
};
