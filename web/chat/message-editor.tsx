import { observer } from 'mobx-react-lite';
import { Button, TextArea } from '@blueprintjs/core';
import { isSendKey } from './agent-chat.view-model.ts';
import type { MessageActionsViewModel } from './message-actions.view-model.ts';
import { ChatText } from './chat-text.ts';

/** Edit a sent question in place and resend it: the answer to the edited text starts a new branch. */
export const MessageEditor = observer(function MessageEditor({ actions }: { actions: MessageActionsViewModel }) {
  return (
    <form
      className="chat-message-editor"
      data-testid="chat-message-editor"
      onSubmit={(e) => {
        e.preventDefault();
        void actions.saveEdit();
      }}
    >
      <TextArea
        aria-label={ChatText.editMessageLabel}
        fill
        autoResize
        autoFocus
        value={actions.editDraft}
        onChange={(e) => actions.setEditDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') actions.cancelEdit();
          else if (isSendKey(e.nativeEvent)) {
            e.preventDefault();
            void actions.saveEdit();
          }
        }}
      />
      <div className="chat-message__actions">
        <Button size="small" type="submit" intent="primary" icon="send-message" text={ChatText.saveAndResend} disabled={!actions.canSaveEdit} />
        <Button size="small" variant="minimal" text={ChatText.cancelEdit} onClick={actions.cancelEdit} />
      </div>
    </form>
  );
});
