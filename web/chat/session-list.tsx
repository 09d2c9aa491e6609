import { observer } from 'mobx-react-lite';
import { Button, Spinner } from '@blueprintjs/core';
import type { AgentChatViewModel } from '../view-models/agent-chat.view-model.ts';
import { WebText } from '../text.ts';

/** The agent's chats (spec 2.3): new chat, the list, switching and deleting. */
export function sessionTitle(title: string | undefined): string {
  return title && title.trim() ? title : WebText.untitledChat;
}

export const SessionList = observer(function SessionList({ vm }: { vm: AgentChatViewModel }) {
  const { view } = vm;
  const blocked = !view.canSwitchSession;
  return (
    <nav className="chat-sessions" aria-label={WebText.chatSessions}>
      <Button icon="plus" text={WebText.newChat} fill intent="primary" disabled={blocked} onClick={vm.newChat} />
      {blocked && <p className="bp6-text-muted chat-sessions__hint">{WebText.switchingBlocked}</p>}
      {view.loadingSessions && view.sessions.length === 0 && <Spinner size={20} aria-label={WebText.loading} className="chat-sessions__spinner" />}
      {!view.loadingSessions && view.sessions.length === 0 && <p className="bp6-text-muted chat-sessions__hint">{WebText.noSessions}</p>}
      <ul className="chat-sessions__list">
        {view.sessions.map((s) => {
          const current = s.id === view.sessionId;
          const title = sessionTitle(s.title);
          return (
            <li key={s.id} className={`chat-session${current ? ' chat-session--current' : ''}`} data-testid="chat-session">
              <button
                type="button"
                className="chat-session__open"
                aria-current={current ? 'page' : undefined}
                disabled={blocked && !current}
                onClick={() => vm.selectSession(s.id)}
              >
                <span className="chat-session__title">{title}</span>
                {s.updatedAt && <span className="chat-session__date">{new Date(s.updatedAt).toLocaleString()}</span>}
              </button>
              <Button variant="minimal" size="small" icon="trash" aria-label={WebText.deleteChat(title)} disabled={current && vm.busy} onClick={() => vm.askDeleteSession(s.id)} />
            </li>
          );
        })}
      </ul>
    </nav>
  );
});
