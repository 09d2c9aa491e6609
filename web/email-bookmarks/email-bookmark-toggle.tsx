import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from '@blueprintjs/core';
import { useEmailBookmarks } from './use-email-bookmarks.ts';
import { EmailBookmarksText } from './email-bookmarks-text.ts';

/** "Bookmark" on an Email Agent answer or email artifact (R-OPEN-41): pressed again, it removes the bookmark. */
export const EmailBookmarkToggle = observer(function EmailBookmarkToggle({ agentSlug, source }: { agentSlug: string; source: { messageId?: string; artifactId?: string } }) {
  const vm = useEmailBookmarks();
  const applies = vm.applies(agentSlug);
  useEffect(() => {
    if (applies) vm.ensureLoaded();
  }, [vm, applies]);
  if (!applies) return null;
  const on = vm.isBookmarked(source);
  return (
    <Button
      size="small"
      variant="minimal"
      icon={on ? 'bookmark' : 'add-to-folder'}
      intent={on ? 'primary' : 'none'}
      text={on ? EmailBookmarksText.bookmarkedEmail : EmailBookmarksText.bookmarkEmail}
      aria-pressed={on}
      title={on ? EmailBookmarksText.removeBookmark : EmailBookmarksText.bookmarkEmail}
      loading={vm.isBusy(source)}
      onClick={() => void vm.toggle(source)}
      data-testid="email-bookmark-toggle"
    />
  );
});
