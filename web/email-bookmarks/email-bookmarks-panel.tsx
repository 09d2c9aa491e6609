import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Card } from '@blueprintjs/core';
import { StateView } from '../components/state-view.tsx';
import { Link } from 'react-router-dom';
import { useEmailBookmarks } from './use-email-bookmarks.ts';
import { localDate } from '../adapters/local-date-text.ts';
import { EmailBookmarksText } from './email-bookmarks-text.ts';

/** The Email Agent screen's bookmarks (R-OPEN-41): subject, date, open the chat, copy, remove. */
export const EmailBookmarksPanel = observer(function EmailBookmarksPanel() {
  const vm = useEmailBookmarks();
  useEffect(() => vm.ensureLoaded(), [vm]);
  return (
    <Card className="email-bookmarks" role="region" aria-label={EmailBookmarksText.title} data-testid="email-bookmarks">
      {vm.bookmarks.length === 0 ? (
        <StateView icon="bookmark" description={EmailBookmarksText.empty} layout="horizontal" />
      ) : (
        <ul className="email-bookmarks__list">
          {vm.bookmarks.map((b) => (
            <li key={b.id} className="email-bookmarks__item">
              <span className="email-bookmarks__subject">{b.subject}</span>
              <time className="email-bookmarks__date" dateTime={b.created_at}>{localDate(b.created_at)}</time>
              <span className="email-bookmarks__actions">
                <Link to={`/agents/email-agent/chat/${encodeURIComponent(b.session_id)}`}>{EmailBookmarksText.open}</Link>
                <Button size="small" variant="minimal" icon="duplicate" text={EmailBookmarksText.copy} aria-label={`${EmailBookmarksText.copy}: ${b.subject}`} onClick={() => void vm.copy(b)} />
                <Button size="small" variant="minimal" icon="trash" aria-label={`${EmailBookmarksText.removeBookmark}: ${b.subject}`} title={EmailBookmarksText.removeBookmark} onClick={() => void vm.remove(b.id)} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
});
