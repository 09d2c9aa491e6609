import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, ButtonGroup, NonIdealState, Spinner, Tag, Tooltip } from '@blueprintjs/core';
import { Loading } from '../components/load-state.tsx';
import { RATING_DOWN, RATING_UP, type AgentChatViewModel } from '../view-models/agent-chat.view-model.ts';
import type { ChatMessage } from '../../core/domain/chat-entities.ts';
import { WebText } from '../text.ts';

/** The conversation: each message with its actions and files, and the pending reply's progress. */
export const MessageList = observer(function MessageList({ vm }: { vm: AgentChatViewModel }) {
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
