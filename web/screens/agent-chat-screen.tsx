import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import { Button, ButtonGroup, Callout, Checkbox, H1, H2, NonIdealState, SegmentedControl, Spinner, Tag, TextArea, Tooltip } from '@blueprintjs/core';
import { useViewModel } from '../view-model-context.tsx';
import { Loading } from '../components/load-state.tsx';
import { isSendKey, RATING_DOWN, RATING_UP, type AgentChatViewModel } from '../view-models/agent-chat.view-model.ts';
import type { ChatMessage } from '../../core/domain/chat-entities.ts';
import { WebText } from '../text.ts';
import { Modal } from '../components/modal.tsx';

/**
 * AgentChat (/agents/{slug}) and AgentChatSession (/agents/{slug}/chat/{sessionId}), spec 2.3 and
 * 4.7: the agent's sessions, the messages with their actions and files, the progress of a pending
 * reply with Cancel, and the composer with the mode (and its cost), documents and URL sources.
 */
export const AgentChatScreen = observer(function AgentChatScreen() {
  const vm = useViewModel('agentChat');
  const { slug = '', sessionId = null } = useParams();

  useEffect(() => {
    void vm.open(slug, sessionId);
  }, [vm, slug, sessionId]);

  return (
    <section className="chat-screen" aria-labelledby="chat-title">
      <SessionList vm={vm} />
      <div className="chat-main">
        <header className="chat-header">
          <H1 id="chat-title" className="chat-title">{vm.agentName}</H1>
          {vm.offline && (
            <Tooltip content={WebText.offlineEngineHint}>
              <Tag intent="warning" minimal tabIndex={0}>{WebText.offlineEngine}</Tag>
            </Tooltip>
          )}
          {vm.view.plannedTransport && <Tag minimal>{WebText.viaTransport(vm.view.plannedTransport)}</Tag>}
        </header>
        {vm.view.error && (
          <Callout intent="danger" className="chat-error" role="alert" data-testid="chat-error">
            <span>{vm.view.error}</span>
            <Button variant="minimal" size="small" icon="cross" aria-label={WebText.dismiss} onClick={vm.clearError} />
          </Callout>
        )}
        <MessageList vm={vm} />
        <Composer vm={vm} />
      </div>
      <Modal
        variant="alert"
        size="sm"
        isOpen={vm.pendingDeleteSessionId !== null}
        icon="trash"
        onClose={() => vm.askDeleteSession(null)}
        alert={{ intent: 'danger', cancelText: WebText.cancel, confirmText: WebText.kbDelete, onConfirm: () => void vm.confirmDeleteSession() }}
      >
        <H2 className="card-title">{WebText.deleteChatTitle}</H2>
        <p>{WebText.deleteChatConfirm(sessionTitle(vm.view.sessions.find((s) => s.id === vm.pendingDeleteSessionId)?.title))}</p>
      </Modal>
    </section>
  );
});

function sessionTitle(title: string | undefined): string {
  return title && title.trim() ? title : WebText.untitledChat;
}

const SessionList = observer(function SessionList({ vm }: { vm: AgentChatViewModel }) {
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

const MessageList = observer(function MessageList({ vm }: { vm: AgentChatViewModel }) {
  const { view } = vm;
  const end = useRef<HTMLDivElement>(null);
  const last = view.messages.at(-1);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [view.messages.length, last?.content, view.progress?.text, view.streamingText]);

  if (view.loadingMessages && view.messages.length === 0) return <div className="chat-messages"><Loading /></div>;
  return (
    <div className="chat-messages" role="log" aria-label={WebText.chatMessages} aria-live="polite" tabIndex={0}>
      {view.messages.length === 0 && !view.progress && (
        <NonIdealState icon="chat" title={WebText.chatEmpty(vm.agentName)} description={WebText.chatEmptyText} />
      )}
      {view.messages.map((m) => <MessageItem key={m.id} vm={vm} message={m} />)}
      {view.progress && (
        <div className="chat-progress" role="status" data-testid="chat-progress" data-stage={view.progress.stage ?? ''}>
          <div className="chat-progress__line">
            <Spinner size={16} aria-hidden="true" />
            <span className="chat-progress__text">{view.progress.text}</span>
            {view.activeTransport && <Tag minimal>{WebText.viaTransport(view.activeTransport)}</Tag>}
          </div>
          {view.streamingText && <div className="chat-text chat-progress__stream" data-testid="chat-streaming">{view.streamingText}</div>}
        </div>
      )}
      <div ref={end} />
    </div>
  );
});

const MessageItem = observer(function MessageItem({ vm, message }: { vm: AgentChatViewModel; message: ChatMessage }) {
  const assistant = message.role === 'assistant';
  const canAct = vm.canAct(message);
  return (
    <article
      className={`chat-message chat-message--${message.role}${message.outcome !== 'completed' ? ' chat-message--note' : ''}`}
      data-testid="chat-message"
      data-role={message.role}
      data-message-id={message.id}
      data-outcome={message.outcome}
      aria-label={assistant ? vm.agentName : WebText.you}
    >
      <div className="chat-message__meta">
        <strong>{assistant ? vm.agentName : WebText.you}</strong>
        {assistant && vm.offline && <Tag intent="warning" minimal>{WebText.offlineEngine}</Tag>}
      </div>
      <div className="chat-text">{message.content}</div>
      {message.artifacts.length > 0 && (
        <ul className="chat-artifacts" aria-label={WebText.artifacts}>
          {message.artifacts.map((a) => (
            <li key={a.id}>
              {a.download_url ? (
                <a href={a.download_url} download={a.filename} className="chat-artifact" data-testid="chat-artifact" aria-label={WebText.download(a.filename)}>
                  <span className="bp6-icon bp6-icon-download" aria-hidden="true" /> {a.filename}
                </a>
              ) : (
                <span className="chat-artifact">{a.filename}</span>
              )}
              <Tag minimal>{a.artifact_type}</Tag>
            </li>
          ))}
        </ul>
      )}
      {assistant && message.outcome === 'completed' && (
        <div className="chat-message__actions">
          <ButtonGroup variant="minimal">
            <Button size="small" icon="thumbs-up" aria-label={WebText.rateUp} aria-pressed={message.rating === RATING_UP} intent={message.rating === RATING_UP ? 'success' : 'none'} disabled={!canAct} onClick={() => vm.rate(message.id, RATING_UP)} />
            <Button size="small" icon="thumbs-down" aria-label={WebText.rateDown} aria-pressed={message.rating === RATING_DOWN} intent={message.rating === RATING_DOWN ? 'danger' : 'none'} disabled={!canAct} onClick={() => vm.rate(message.id, RATING_DOWN)} />
            <Button size="small" icon="refresh" text={WebText.regenerate} disabled={!canAct} onClick={() => vm.regenerate(message.id)} />
            {(message.truncatedDueToTokens || vm.isContinuing(message)) && (
              <Button size="small" icon="arrow-right" text={vm.isContinuing(message) ? WebText.continuing : WebText.continueAnswer} disabled={!canAct || vm.isContinuing(message)} onClick={() => vm.continueMessage(message.id)} />
            )}
            <Tooltip content={WebText.deleteMessageHint}>
              <Button size="small" icon="trash" text={WebText.deleteMessage} disabled={!canAct} onClick={() => vm.deleteMessage(message.id)} />
            </Tooltip>
          </ButtonGroup>
          {vm.isContinuing(message) && <Spinner size={14} aria-label={WebText.continuing} />}
        </div>
      )}
      {!assistant && canAct && (
        <div className="chat-message__actions">
          <Tooltip content={WebText.deleteMessageHint}>
            <Button variant="minimal" size="small" icon="trash" text={WebText.deleteMessage} onClick={() => vm.deleteMessage(message.id)} />
          </Tooltip>
        </div>
      )}
    </article>
  );
});

const Composer = observer(function Composer({ vm }: { vm: AgentChatViewModel }) {
  const { view } = vm;
  return (
    <form
      className="chat-composer"
      onSubmit={(event) => {
        event.preventDefault();
        void vm.send();
      }}
    >
      <TextArea
        aria-label={WebText.messageLabel}
        placeholder={WebText.messagePlaceholder}
        value={vm.draft}
        fill
        autoResize
        className="chat-composer__input"
        onChange={(event) => vm.setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (isSendKey({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing })) {
            event.preventDefault();
            void vm.send();
          }
        }}
      />
      <div className="chat-composer__bar">
        <div className="chat-composer__mode">
          <span id="chat-mode-label" className="chat-composer__label">{WebText.mode}</span>
          <SegmentedControl
            aria-labelledby="chat-mode-label"
            size="small"
            value={vm.mode}
            onValueChange={vm.setMode}
            options={vm.modes.map((m) => ({ value: m, label: `${WebText.modeLabel(m)} · ${WebText.modeCost(vm.costOf(m))}` }))}
          />
          <span className="chat-composer__cost" data-testid="chat-cost" aria-live="polite">{WebText.costBeforeSending(vm.cost)}</span>
        </div>
        <div className="chat-composer__buttons">
          <Button icon="paperclip" text={WebText.sourcesCount(vm.selectedSourceCount)} aria-expanded={vm.sourcesOpen} aria-controls="chat-sources" onClick={vm.toggleSources} />
          {view.isRunning && <Button icon="stop" intent="danger" text={WebText.cancelRun} onClick={vm.cancel} />}
          <Button type="submit" icon="send-message" intent="primary" text={view.phase === 'sending' ? WebText.sending : WebText.send} disabled={!vm.canSend} />
        </div>
      </div>
      {vm.sourcesOpen && <SourcesPicker vm={vm} />}
    </form>
  );
});

const SourcesPicker = observer(function SourcesPicker({ vm }: { vm: AgentChatViewModel }) {
  return (
    <div id="chat-sources" className="chat-sources">
      {vm.sourcesStatus === 'loading' && <Spinner size={20} aria-label={WebText.loading} />}
      {vm.sourcesStatus === 'error' && (
        <Callout intent="danger">
          {vm.sourcesError} <Button size="small" text={WebText.retry} onClick={() => void vm.loadSources()} />
        </Callout>
      )}
      {vm.sourcesStatus === 'ready' && (
        <>
          <fieldset className="chat-sources__group">
            <legend>{WebText.referencedDocuments}</legend>
            {vm.documents.length === 0 && <p className="bp6-text-muted">{WebText.noReadyDocuments}</p>}
            {vm.documents.map((d) => (
              <Checkbox key={d.id} label={d.filename} checked={vm.selectedDocumentIds.includes(d.id)} onChange={() => vm.toggleDocument(d.id)} />
            ))}
          </fieldset>
          <fieldset className="chat-sources__group">
            <legend>{WebText.urlSources}</legend>
            {vm.urlSources.length === 0 && <p className="bp6-text-muted">{WebText.noReadyUrls}</p>}
            {vm.urlSources.map((u) => (
              <Checkbox key={u.id} label={u.title || u.url} checked={vm.selectedUrlIds.includes(u.id)} onChange={() => vm.toggleUrlSource(u.id)} />
            ))}
          </fieldset>
        </>
      )}
    </div>
  );
});
