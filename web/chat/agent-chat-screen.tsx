import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import { Button, Callout, Drawer, H1, H2, Tag, Tooltip } from '@blueprintjs/core';
import { useViewModel } from '../view-model-context.tsx';
import { SessionList, sessionTitle } from './session-list.tsx';
import { MessageList } from './message-list.tsx';
import { Composer } from './composer.tsx';
import { WebText } from '../text.ts';
import { Modal } from '../components/modal.tsx';
import { EmailBookmarksButton } from '../email-bookmarks/email-bookmarks-button.tsx';
import { ChatText } from './chat-text.ts';

/**
 * AgentChat (/agents/{slug}) and AgentChatSession (/agents/{slug}/chat/{sessionId}), spec 2.3 and
 * 4.7: the agent's sessions, the messages with their actions and files, the progress of a pending
 * reply with Cancel, and the composer with the mode (and its cost), documents and URL sources.
 * On a narrow screen (where the navigation is a drawer too) the conversation takes the full width
 * and the sessions are in a drawer that "Chats" opens.
 */
export const AgentChatScreen = observer(function AgentChatScreen() {
  const vm = useViewModel('agentChat');
  const narrow = useViewModel('sidebar').isMobile;
  const { slug = '', sessionId = null } = useParams();

  useEffect(() => {
    void vm.open(slug, sessionId);
  }, [vm, slug, sessionId]);
  useEffect(() => () => vm.leave(), [vm]);

  return (
    <section className="chat-screen" aria-labelledby="chat-title">
      {narrow ? (
        <Drawer
          isOpen={vm.chatList.sessionsDrawerOpen}
          onClose={vm.chatList.closeSessionsDrawer}
          position="left"
          size={320}
          className="chat-sessions-drawer"
        >
          {/* Blueprint's Drawer gives itself no dialog role: this is the drawer's modal dialog, named by its heading. */}
          <div className="chat-sessions-drawer__body" role="dialog" aria-modal="true" aria-labelledby="chat-sessions-drawer-title">
            <div className="chat-sessions-drawer__header">
              <H2 id="chat-sessions-drawer-title" className="card-title">{ChatText.chatSessions}</H2>
              <Button variant="minimal" icon="cross" aria-label={WebText.closePanel} onClick={vm.chatList.closeSessionsDrawer} />
            </div>
            <SessionList vm={vm} />
          </div>
        </Drawer>
      ) : (
        <SessionList vm={vm} />
      )}
      <div className="chat-main">
        <header className="chat-header">
          {narrow && (
            <Button
              icon="chat"
              text={ChatText.chatsDrawerButton}
              aria-label={ChatText.chatsDrawerButton}
              aria-haspopup="dialog"
              aria-expanded={vm.chatList.sessionsDrawerOpen}
              onClick={vm.chatList.openSessionsDrawer}
            />
          )}
          <H1 id="chat-title" className="chat-title">{vm.titleFor(slug)}</H1>
          {vm.offline && (
            <Tooltip content={WebText.offlineEngineHint}>
              <Tag intent="warning" minimal tabIndex={0}>{WebText.offlineEngine}</Tag>
            </Tooltip>
          )}
          <EmailBookmarksButton agentSlug={slug} />
        </header>
        {vm.view.error && (
          <Callout intent="danger" className="chat-error" role="alert" data-testid="chat-error">
            <span>{vm.view.error}</span>
            <Button variant="minimal" size="small" icon="cross" aria-label={ChatText.dismiss} onClick={vm.clearError} />
          </Callout>
        )}
        <MessageList vm={vm} />
        <Composer vm={vm} />
      </div>
      <Modal
        variant="alert"
        size="sm"
        isOpen={vm.chatList.pendingDeleteSessionId !== null}
        icon="trash"
        onClose={() => vm.chatList.askDeleteSession(null)}
        alert={{ intent: 'danger', cancelText: WebText.cancel, confirmText: WebText.kbDelete, onConfirm: () => void vm.chatList.confirmDeleteSession() }}
      >
        <H2 className="card-title">{ChatText.deleteChatTitle}</H2>
        <p>{ChatText.deleteChatConfirm(sessionTitle(vm.view.sessions.find((s) => s.id === vm.chatList.pendingDeleteSessionId)?.title))}</p>
      </Modal>
    </section>
  );
});
