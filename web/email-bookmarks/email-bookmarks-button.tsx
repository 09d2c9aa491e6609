import { lazy, Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Drawer } from '@blueprintjs/core';
import { useEmailBookmarks } from './use-email-bookmarks.ts';
import { EmailBookmarksText } from './email-bookmarks-text.ts';

const EmailBookmarksPanel = lazy(async () => ({ default: (await import('./email-bookmarks-panel.tsx')).EmailBookmarksPanel }));

/** The Email Agent screen's "Bookmarked emails" button and drawer (R-OPEN-41); nothing on other agents' screens. */
export const EmailBookmarksButton = observer(function EmailBookmarksButton({ agentSlug }: { agentSlug: string }) {
  const vm = useEmailBookmarks();
  if (!vm.applies(agentSlug)) return null;
  return (
    <>
      {/* On a phone it takes a row of its own from the first paint, so the tags that arrive later do not wrap it down. */}
      <div className="chat-header__bookmarks">
        <Button icon="bookmark" variant="minimal" text={EmailBookmarksText.title} aria-haspopup="dialog" aria-expanded={vm.panelOpen} onClick={vm.openPanel} />
      </div>
      {/* As wide as a phone's screen at most, never wider. */}
      <Drawer isOpen={vm.panelOpen} onClose={vm.closePanel} position="right" size="min(420px, 100vw)" title={EmailBookmarksText.title} icon="bookmark">
        <Suspense fallback={null}>
          <EmailBookmarksPanel />
        </Suspense>
      </Drawer>
    </>
  );
});
