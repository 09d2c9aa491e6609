import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Card } from '@blueprintjs/core';
import { StateView } from '../components/state-view.tsx';
import { Link } from 'react-router-dom';
import { useViewModel } from '../view-model-context.tsx';
import { WebText } from '../text.ts';
import { localDate } from '../adapters/local-date-text.ts';

/** The Email Agent screen's bookmarks (R-OPEN-41): subject, date, open the chat, copy, remove. */
export const EmailBookmarksPanel = observer(function EmailBookmarksPanel() {
  const vm = useViewModel('emailBookmarks');
  useEffect(() => vm.ensureLoaded(), [vm]);
  return (
    <Card className="email-bookmarks" role="region" aria-label={WebText.emailBookmarksTitle} data-testid="email-bookmarks">
      {vm.bookmarks.length === 0 ? (
        <StateView icon="bookmark" description={WebText.emailBookmarksEmpty} layout="horizontal" />
      ) : (
        <ul className="email-bookmarks__list">
          {vm.bookmarks.map((b) => (
            <li key={b.id} className="email-bookmarks__item">
              <span className="email-bookmarks__subject">{b.subject}</span>
              <time className="email-bookmarks__date" dateTime={b.created_at}>{localDate(b.created_at)}</time>
              <span className="email-bookmarks__actions">
                <Link to={`/agents/email-agent/chat/${encodeURIComponent(b.session_id)}`}>{WebText.emailBookmarkOpen}</Link>
                <Button size="small" variant="minimal" icon="duplicate" text={WebText.emailBookmarkCopy} aria-label={`${WebText.emailBookmarkCopy}: ${b.subject}`} onClick={() => void vm.copy(b)} />
                <Button size="small" variant="minimal" icon="trash" aria-label={`${WebText.removeBookmark}: ${b.subject}`} title={WebText.removeBookmark} onClick={() => void vm.remove(b.id)} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
});
