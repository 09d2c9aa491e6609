import { EmailBookmarksStore } from '../../core/client/email-bookmarks/email-bookmarks-store.ts';
import { BrowserClipboard } from '../adapters/browser-clipboard.ts';
import { sharedViewModel } from '../view-model-context.tsx';
import { EmailBookmarksViewModel } from './email-bookmarks.view-model.ts';

/** The Email Agent's bookmarks (R-OPEN-41): one view-model for the toggles under answers and the panel they fill. */
export const useEmailBookmarks = sharedViewModel(
  (parts) => new EmailBookmarksViewModel(parts.get(EmailBookmarksStore), { get userId() { return parts.session.user?.id; } }, new BrowserClipboard(window), parts.notifier),
);
