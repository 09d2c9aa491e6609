import { useEffect, useLayoutEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, ButtonGroup, Spinner, Tag, Tooltip } from '@blueprintjs/core';
import { StateView } from '../components/state-view.tsx';
import { Loading } from '../components/load-state.tsx';
import { RATING_DOWN, RATING_UP, type AgentChatViewModel } from './agent-chat.view-model.ts';
import type { ChatMessage } from '../../core/domain/agents/chat-entities.ts';
import { WebText } from '../text.ts';
import { ArtifactList } from './artifact-list.tsx';
import { MarkdownView, preloadMarkdown } from '../components/markdown-view.tsx';
import { useViewModel } from '../view-model-context.tsx';
import { formatCredits } from '../../core/domain/billing/credits.ts';
import { PromptStarters } from './prompt-starters.tsx';
import { VersionSwitcher } from './version-switcher.tsx';
import { MessageEditor } from './message-editor.tsx';
import { DeleteFromHere } from './delete-from-here.tsx';
import { CutOffText } from './cut-off-text.tsx';
import { SourceChips } from './source-chips.tsx';
import { SaveBrandVoice } from './save-brand-voice.tsx';
import { AnswerIntegrationActions } from './answer-integration-actions.tsx';
import { useMessageReveal } from './use-message-reveal.ts';
import { shownAnswerText } from './answer-text.ts';
import { ChatText } from './chat-text.ts';

/** The conversation: each message with its actions and files, and the pending reply's progress. */
export const MessageList = observer(function MessageList({ vm }: { vm: AgentChatViewModel }) {
  const { view } = vm;
  const end = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const last = view.messages.at(-1);
  // The Markdown engine loads while the conversation does, so answers show rendered from the start.
  useEffect(preloadMarkdown, []);
  // A chat opened from a search result shows the matched message, not the end.
  const revealing = useMessageReveal(vm.chatSearch, list);
  // The session whose opening scroll is done: an opened chat shows its latest message from its first line
  // (a long answer is not opened at its end); after that, what arrives is followed at the end.
  const opened = useRef<string | null>(null);
  // The end as last followed: earlier turns put before those shown keep the place being read (nothing changed at the end).
  const followedEnd = useRef<string | null>(null);
  // Whether the conversation follows its end (below): set when it scrolls there, unset when the person scrolls up.
  const following = useRef(false);
  useEffect(() => {
    const session = view.sessionId ?? '';
    const atEnd = JSON.stringify([session, last?.id, last?.content, view.progress?.text, view.streamingText]);
    const sameEnd = followedEnd.current === atEnd;
    followedEnd.current = atEnd;
    if (sameEnd && opened.current === session && !view.loadingMessages) return;
    if (revealing || view.loadingMessages) return;
    if (opened.current !== session && view.messages.length > 0 && !view.progress && list.current) {
      opened.current = session;
      following.current = false;
      showLatestFromItsStart(list.current);
      return;
    }
    if (view.messages.length > 0) opened.current = session;
    following.current = true;
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [view.messages.length, last?.content, view.progress?.text, view.streamingText, view.sessionId, view.loadingMessages]);

  // At the end, the end stays in view as what arrived finishes drawing below it (the answer's Markdown, its files,
  // chips and actions render after the message does), until the person scrolls up to read; back at the end, it
  // follows again. Growth does not fire scroll events: only a scroll by the person or by this code changes it.
  // Set up once per list (it is drawn anew after a loading view), not on every render of a streaming answer: each
  // message is watched from when it is added.
  useEffect(() => {
    const el = list.current;
    if (!el) return;
    // Only a scroll up stops following: a scroll event comes a frame after its scroll, and what was drawn in between
    // (an answer's Markdown, its actions) can leave the end out of sight without anyone having scrolled away.
    let lastTop = el.scrollTop;
    const onScroll = () => {
      const top = el.scrollTop;
      if (top < lastTop - 1) following.current = false;
      if (el.scrollHeight - top - el.clientHeight <= 4) following.current = true;
      lastTop = top;
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    if (typeof ResizeObserver === 'undefined') return () => el.removeEventListener('scroll', onScroll);
    const grown = new ResizeObserver(() => {
      if (following.current) el.scrollTop = el.scrollHeight;
    });
    for (const child of el.children) grown.observe(child);
    const children = new MutationObserver((changes) => {
      for (const change of changes) {
        change.addedNodes.forEach((node) => node instanceof Element && grown.observe(node));
        change.removedNodes.forEach((node) => node instanceof Element && grown.unobserve(node));
      }
    });
    children.observe(el, { childList: true });
    return () => {
      el.removeEventListener('scroll', onScroll);
      grown.disconnect();
      children.disconnect();
    };
  }, [view.loadingMessages]);

  // Earlier turns go above those shown: the message being read stays where it was on the screen. (Keeping the
  // distance from the end was not enough: what the loaded turns change below it, such as a later answer's
  // versions, moved it by hundreds of pixels.)
  const anchor = useRef<{ id: string; offset: number } | null>(null);
  const first = view.messages[0]?.id;
  useLayoutEffect(() => {
    const el = list.current;
    const kept = anchor.current;
    if (!kept || !el || view.loadingEarlierMessages) return;
    anchor.current = null;
    const node = el.querySelector<HTMLElement>(`[data-message-id="${CSS.escape(kept.id)}"]`);
    if (node) el.scrollTop += offsetIn(el, node) - kept.offset;
  }, [first, view.loadingEarlierMessages]);
  const loadEarlier = () => {
    const el = list.current;
    const read = el ? firstShown(el) : null;
    if (el && read?.dataset.messageId) anchor.current = { id: read.dataset.messageId, offset: offsetIn(el, read) };
    vm.loadEarlierMessages();
  };

  if (view.loadingMessages && view.messages.length === 0) return <div className="chat-messages"><Loading /></div>;
  return (
    <div ref={list} className="chat-messages" role="log" aria-label={ChatText.chatMessages} aria-live="polite" tabIndex={0}>
      {view.messages.length === 0 && !view.progress && (
        <>
          <StateView icon="chat" title={ChatText.chatEmpty(vm.agentName)} description={ChatText.chatEmptyText} />
          <PromptStarters vm={vm} />
        </>
      )}
      {view.hasEarlierMessages && <Button variant="minimal" icon="arrow-up" text={ChatText.loadEarlierMessages} loading={view.loadingEarlierMessages} onClick={loadEarlier} className="chat-messages__earlier" />}
      {view.messages.map((m) => <MessageItem key={m.id} vm={vm} message={m} />)}
      {view.progress && (
        <div className="chat-progress" role="status" data-testid="chat-progress" data-stage={view.progress.stage ?? ''}>
          <div className="chat-progress__line">
            <Spinner size={16} aria-hidden="true" />
            <span className="chat-progress__text">{view.progress.text}</span>
          </div>
          {view.streamingText && (
            <div className="chat-text chat-text--markdown chat-progress__stream" data-testid="chat-streaming">
              <MarkdownView markdown={view.streamingText} />
            </div>
          )}
        </div>
      )}
      <DeleteFromHere actions={vm.messageActions} />
      <div ref={end} />
    </div>
  );
});

/** Scrolls the conversation so its last message starts at the top (or, when it fits, the conversation ends at the bottom). */
function showLatestFromItsStart(list: HTMLElement): void {
  const messages = list.querySelectorAll<HTMLElement>('[data-testid="chat-message"]');
  const latest = messages[messages.length - 1];
  if (!latest) return;
  const gap = 8;
  list.scrollTop += latest.getBoundingClientRect().top - list.getBoundingClientRect().top - gap;
}

const MessageItem = observer(function MessageItem({ vm, message }: { vm: AgentChatViewModel; message: ChatMessage }) {
  const assistant = message.role === 'assistant';
  const actions = vm.messageActions;
  const canAct = actions.canAct(message);
  const continuing = actions.isContinuing(message);
  const copier = useViewModel('answerCopy');
  return (
    <article
      className={`chat-message chat-message--${message.role}${message.outcome !== 'completed' ? ' chat-message--note' : ''}${actions.editingMessageId === message.id ? ' chat-message--editing' : ''}`}
      data-testid="chat-message"
      data-role={message.role}
      data-message-id={message.id}
      data-outcome={message.outcome}
      aria-label={assistant ? vm.agentName : ChatText.you}
    >
      <div className="chat-message__meta">
        <strong>{assistant ? vm.agentName : ChatText.you}</strong>
        <VersionSwitcher actions={actions} message={message} />
        {assistant && message.engine && (
          <Tag minimal intent={message.engine === WebText.offlineEngine ? 'warning' : 'none'} title={ChatText.answerEngine(message.engine)} data-testid="chat-answer-engine">
            {message.engine}
          </Tag>
        )}
        {assistant && message.outcome === 'completed' && message.creditsCharged !== null && message.creditsCharged > 0 && (
          <Tag minimal title={ChatText.answerCostLabel(formatCredits(message.creditsCharged))} data-testid="chat-answer-cost">
            {ChatText.answerCost(formatCredits(message.creditsCharged))}
          </Tag>
        )}
      </div>
      {message.partialText && <CutOffText text={message.partialText} />}
      {assistant ? (
        <div className="chat-text chat-text--markdown">
          <MarkdownView markdown={shownAnswerText(message)} onCopyCode={copier.copyCode} />
        </div>
      ) : actions.editingMessageId === message.id ? (
        <MessageEditor actions={actions} />
      ) : (
        <div className="chat-text">{message.content}</div>
      )}
      <ArtifactList artifacts={message.artifacts} agentSlug={vm.view.agent?.slug ?? ''} answerCompleted={assistant && message.outcome === 'completed'} />
      {assistant && <SourceChips sources={message.sources} />}
      {assistant && message.outcome === 'completed' && (
        <div className="chat-message__actions">
          <ButtonGroup variant="minimal">
            <Tooltip content={ChatText.copyAsText}>
              <Button size="small" icon="clipboard" aria-label={ChatText.copyAsText} onClick={() => void copier.copyPlainText(message)} />
            </Tooltip>
            <Tooltip content={ChatText.copyAsMarkdown}>
              <Button size="small" icon="code-block" aria-label={ChatText.copyAsMarkdown} onClick={() => void copier.copyMarkdown(message)} />
            </Tooltip>
            <Button size="small" icon="thumbs-up" aria-label={ChatText.rateUp} aria-pressed={message.rating === RATING_UP} intent={message.rating === RATING_UP ? 'success' : 'none'} disabled={!canAct} onClick={() => actions.rate(message.id, RATING_UP)} />
            <Button size="small" icon="thumbs-down" aria-label={ChatText.rateDown} aria-pressed={message.rating === RATING_DOWN} intent={message.rating === RATING_DOWN ? 'danger' : 'none'} disabled={!canAct} onClick={() => actions.rate(message.id, RATING_DOWN)} />
            <Button size="small" icon="refresh" text={ChatText.regenerate} disabled={!canAct} onClick={() => actions.regenerate(message.id)} />
            {(message.truncatedDueToTokens || continuing) && (
              <Button size="small" icon="arrow-right" text={continuing ? ChatText.continuing : ChatText.continueAnswer} disabled={!canAct || continuing} onClick={() => actions.continueMessage(message.id)} />
            )}
            <Tooltip content={ChatText.deleteMessageHint}>
              <Button size="small" icon="trash" text={ChatText.deleteMessage} disabled={!canAct} onClick={() => actions.askDeleteFrom(message.id)} />
            </Tooltip>
          </ButtonGroup>
          {continuing && <Spinner size={14} aria-label={ChatText.continuing} />}
        </div>
      )}
      {assistant && <SaveBrandVoice message={message} />}
      {assistant && message.outcome === 'completed' && <AnswerIntegrationActions message={message} agentSlug={vm.view.agent?.slug ?? ''} />}
      {!assistant && canAct && actions.editingMessageId !== message.id && (
        <div className="chat-message__actions">
          <Button variant="minimal" size="small" icon="edit" text={ChatText.editMessage} disabled={!actions.canEdit(message)} onClick={() => actions.startEdit(message)} />
          <Tooltip content={ChatText.deleteMessageHint}>
            <Button variant="minimal" size="small" icon="trash" text={ChatText.deleteMessage} onClick={() => actions.askDeleteFrom(message.id)} />
          </Tooltip>
        </div>
      )}
    </article>
  );
});

/** Where an element of the list is, from the list's visible top. */
function offsetIn(list: HTMLElement, node: HTMLElement): number {
  return node.getBoundingClientRect().top - list.getBoundingClientRect().top;
}

/** The first message at least partly in view: the one being read. */
function firstShown(list: HTMLElement): HTMLElement | null {
  const top = list.getBoundingClientRect().top;
  for (const node of list.querySelectorAll<HTMLElement>('[data-testid="chat-message"]')) if (node.getBoundingClientRect().bottom > top) return node;
  return null;
}
