import { observer } from 'mobx-react-lite';
import { Button, InputGroup, Spinner } from '@blueprintjs/core';
import type { AgentChatViewModel } from './agent-chat.view-model.ts';
import type { ChatSearchViewModel } from './chat-search.view-model.ts';
import type { ChatSession } from '../../core/domain/agents/chat-entities.ts';
import { CHAT_SEARCH_MAX_LENGTH } from '../../core/domain/agents/chat-search.ts';
import { RENAMED_TITLE_MAX_LENGTH } from '../../core/domain/agents/session-title.ts';
import { WebText } from '../text.ts';
import { localDateTime } from '../adapters/local-date-text.ts';
import { ChatText } from './chat-text.ts';

/** The agent's chats (spec 2.3): new chat, search across all chats, the list grouped by date with pins, switching, renaming and deleting. */
export function sessionTitle(title: string | undefined): string {
  return title && title.trim() ? title : ChatText.untitledChat;
}

export const SessionList = observer(function SessionList({ vm }: { vm: AgentChatViewModel }) {
  const { view } = vm;
  const { search } = vm.chatSearch;
  const blocked = !view.canSwitchSession;
  const searching = search.query.trim().length > 0;
  return (
    <nav className="chat-sessions" aria-label={ChatText.chatSessions}>
      <Button icon="plus" text={ChatText.newChat} fill intent="primary" disabled={blocked} onClick={vm.chatList.newChat} />
      <InputGroup
        type="search"
        leftIcon="search"
        size="small"
        placeholder={ChatText.searchChatsPlaceholder}
        aria-label={ChatText.searchChats}
        maxLength={CHAT_SEARCH_MAX_LENGTH}
        value={search.query}
        onValueChange={vm.chatSearch.setSearch}
        onKeyDown={(e) => e.key === 'Escape' && vm.chatSearch.setSearch('')}
        rightElement={search.searching ? <Spinner size={14} aria-label={ChatText.searching} className="chat-sessions__search-spinner" /> : undefined}
      />
      {blocked && <p className="bp6-text-muted chat-sessions__hint">{ChatText.switchingBlocked}</p>}
      {searching ? <SearchResults vm={vm.chatSearch} /> : <SessionGroups vm={vm} />}
    </nav>
  );
});

const SearchResults = observer(function SearchResults({ vm }: { vm: ChatSearchViewModel }) {
  const { search } = vm;
  return (
    <section aria-label={ChatText.searchResults} className="chat-search">
      {search.error && <p className="chat-sessions__hint chat-search__error" role="alert">{search.error}</p>}
      {search.done && search.results.length === 0 && !search.error && <p className="bp6-text-muted chat-sessions__hint" role="status">{ChatText.searchNoResults}</p>}
      <ul className="chat-sessions__list">
        {search.results.map((r) => (
          <li key={r.session.id} className="chat-search__result" data-testid="chat-search-result">
            <button type="button" className="chat-session__open" onClick={() => vm.openSearchResult(r)}>
              <span className="chat-session__title">{sessionTitle(r.session.title)}</span>
              <span className="chat-session__date">{r.agentName}</span>
              <span className="chat-search__snippet">{r.snippet}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
});

const SessionGroups = observer(function SessionGroups({ vm }: { vm: AgentChatViewModel }) {
  const { view } = vm;
  return (
    <>
      {view.loadingSessions && view.sessions.length === 0 && <Spinner size={20} aria-label={WebText.loading} className="chat-sessions__spinner" />}
      {!view.loadingSessions && view.sessions.length === 0 && <p className="bp6-text-muted chat-sessions__hint">{ChatText.noSessions}</p>}
      {view.sessionGroups.map((group) => (
        <section key={group.key} className="chat-sessions__group" aria-labelledby={`chat-group-${group.key}`}>
          <h2 id={`chat-group-${group.key}`} className="chat-sessions__group-title">{group.label}</h2>
          <ul className="chat-sessions__list">
            {group.sessions.map((s) => <SessionRow key={s.id} vm={vm} session={s} />)}
          </ul>
        </section>
      ))}
      {view.hasMoreSessions && <Button variant="minimal" fill icon="caret-down" text={ChatText.loadMoreChats} loading={view.loadingMoreSessions} onClick={vm.chatList.loadMoreSessions} className="chat-sessions__more" />}
    </>
  );
});

const SessionRow = observer(function SessionRow({ vm, session: s }: { vm: AgentChatViewModel; session: ChatSession }) {
  const { view } = vm;
  const blocked = !view.canSwitchSession;
  const current = s.id === view.sessionId;
  const title = sessionTitle(s.title);
  if (vm.chatList.renamingSessionId === s.id) {
    return (
      <li className="chat-session chat-session--renaming" data-testid="chat-session">
        <form
          className="chat-session__rename"
          onSubmit={(e) => {
            e.preventDefault();
            void vm.chatList.confirmRename();
          }}
        >
          <InputGroup
            size="small"
            autoFocus
            aria-label={ChatText.renameChatLabel}
            maxLength={RENAMED_TITLE_MAX_LENGTH}
            value={vm.chatList.renameDraft}
            onValueChange={vm.chatList.setRenameDraft}
            onKeyDown={(e) => e.key === 'Escape' && vm.chatList.cancelRename()}
          />
          <Button type="submit" variant="minimal" size="small" icon="tick" aria-label={ChatText.saveTitle} />
          <Button variant="minimal" size="small" icon="cross" aria-label={ChatText.cancelRename} onClick={vm.chatList.cancelRename} />
        </form>
      </li>
    );
  }
  return (
    <li className={`chat-session${current ? ' chat-session--current' : ''}`} data-testid="chat-session" data-pinned={s.pinned ? 'true' : 'false'}>
      <button type="button" className="chat-session__open" aria-current={current ? 'page' : undefined} disabled={blocked && !current} onClick={() => vm.chatList.selectSession(s.id)}>
        <span className="chat-session__title">{title}</span>
        {s.updatedAt && <span className="chat-session__date">{localDateTime(s.updatedAt)}</span>}
      </button>
      <Button
        variant="minimal"
        size="small"
        icon={s.pinned ? 'unpin' : 'pin'}
        aria-label={s.pinned ? ChatText.unpinChat(title) : ChatText.pinChat(title)}
        aria-pressed={s.pinned}
        onClick={() => vm.chatList.togglePin(s.id)}
      />
      <Button variant="minimal" size="small" icon="edit" aria-label={ChatText.renameChat(title)} onClick={() => vm.chatList.startRename(s.id)} />
      <Button variant="minimal" size="small" icon="trash" aria-label={ChatText.deleteChat(title)} disabled={current && vm.busy} onClick={() => vm.chatList.askDeleteSession(s.id)} />
    </li>
  );
});
