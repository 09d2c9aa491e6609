import { observer } from 'mobx-react-lite';
import { Button, Callout, Checkbox, SegmentedControl, Spinner, Tag, TextArea } from '@blueprintjs/core';
import { isSendKey, type AgentChatViewModel } from './agent-chat.view-model.ts';
import { WebText } from '../text.ts';
import { ChatText } from './chat-text.ts';

/** The composer: the message, the mode and its cost, the referenced sources, Send and Cancel. */
export const Composer = observer(function Composer({ vm }: { vm: AgentChatViewModel }) {
  const { view } = vm;
  return (
    <form
      className="chat-composer"
      aria-describedby="chat-drop-hint"
      onSubmit={(event) => {
        event.preventDefault();
        void vm.send();
      }}
      // Files dropped here go to the space's knowledge base and are referenced by the message.
      onDragOver={(event) => {
        if (event.dataTransfer.types.includes('Files')) event.preventDefault();
      }}
      onDrop={(event) => {
        if (event.dataTransfer.files.length === 0) return;
        event.preventDefault();
        void vm.attachments.drop(Array.from(event.dataTransfer.files));
      }}
    >
      <span id="chat-drop-hint" className="sr-only">{ChatText.attachDropHint}</span>
      <TextArea
        aria-label={ChatText.messageLabel}
        placeholder={vm.placeholder}
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
          <span id="chat-mode-label" className="chat-composer__label">{ChatText.mode}</span>
          <SegmentedControl
            aria-labelledby="chat-mode-label"
            size="small"
            value={vm.mode}
            onValueChange={vm.setMode}
            options={vm.modes.map((m) => ({ value: m, label: `${ChatText.modeLabel(m)} · ${ChatText.modeCost(vm.costOf(m))}` }))}
          />
          <span className="chat-composer__cost" data-testid="chat-cost" aria-live="polite">{ChatText.costBeforeSending(vm.cost)}</span>
        </div>
        <div className="chat-composer__buttons">
          <Button className="chat-composer__sources-button" icon="paperclip" text={ChatText.sourcesCount(vm.selectedSourceCount)} aria-expanded={vm.sourcesOpen} aria-controls="chat-sources" onClick={vm.toggleSources} />
          {view.isRunning && <Button className="chat-composer__cancel" icon="stop" intent="danger" text={ChatText.cancelRun} onClick={vm.cancel} />}
          <Button className="chat-composer__send" type="submit" icon="send-message" intent="primary" text={view.phase === 'sending' ? ChatText.sending : ChatText.send} disabled={!vm.canSend} />
        </div>
      </div>
      <Attachments vm={vm} />
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
            <legend>{ChatText.referencedDocuments}</legend>
            {vm.documents.length === 0 && <p className="bp6-text-muted">{ChatText.noReadyDocuments}</p>}
            {vm.documents.map((d) => (
              <Checkbox key={d.id} label={d.filename} checked={vm.selectedDocumentIds.includes(d.id)} onChange={() => vm.toggleDocument(d.id)} />
            ))}
          </fieldset>
          <fieldset className="chat-sources__group">
            <legend>{ChatText.urlSources}</legend>
            {vm.urlSources.length === 0 && <p className="bp6-text-muted">{ChatText.noReadyUrls}</p>}
            {vm.urlSources.map((u) => (
              <Checkbox key={u.id} label={u.title || u.url} checked={vm.selectedUrlIds.includes(u.id)} onChange={() => vm.toggleUrlSource(u.id)} />
            ))}
          </fieldset>
        </>
      )}
    </div>
  );
});

/** The files dropped onto the composer: uploading, being read, ready (referenced) or refused. */
const Attachments = observer(function Attachments({ vm }: { vm: AgentChatViewModel }) {
  const { attachments } = vm;
  if (attachments.items.length === 0) return null;
  return (
    <ul className="chat-attachments" aria-label={ChatText.attachDropHint}>
      {attachments.items.map((item) => (
        <li key={item.key} className="chat-attachment" data-testid="chat-attachment" data-status={item.status}>
          <Tag
            minimal
            intent={item.status === 'error' ? 'danger' : item.status === 'ready' ? 'success' : 'none'}
            icon={item.status === 'uploading' || item.status === 'processing' ? <Spinner size={12} /> : 'document'}
          >
            {attachments.label(item)}
          </Tag>
          <Button variant="minimal" size="small" icon="cross" aria-label={ChatText.attachmentRemove(item.name)} onClick={() => attachments.remove(item.key)} />
        </li>
      ))}
      {attachments.busy && <li className="bp6-text-muted">{ChatText.attachmentsWaiting}</li>}
    </ul>
  );
});
