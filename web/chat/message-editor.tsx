import { observer } from 'mobx-react-lite';
import { Button, TextArea } from '@blueprintjs/core';
import { isSendKey, type AgentChatViewModel } from './agent-chat.view-model.ts';
import { ChatText } from './chat-text.ts';

/** Edit a sent question in place and resend it: the answer to the edited text starts a new branch. */
export const MessageEditor = observer(function MessageEditor({ vm }: { vm: AgentChatViewModel }) {
  return (
    <form
      className="chat-message-editor"
      data-testid="chat-message-editor"
      onSubmit={(e) => {
        e.preventDefault();
        void vm.saveEdit();
      }}
    >
      <TextArea
        aria-label={ChatText.editMessageLabel}
        fill
        autoResize
        autoFocus
        value={vm.editDraft}
        onChange={(e) => vm.setEditDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') vm.cancelEdit();
          else if (isSendKey(e.nativeEvent)) {
            e.preventDefault();
            void vm.saveEdit();
          }
        }}
      />
      <div className="chat-message__actions">
        <Button size="small" type="submit" intent="primary" icon="send-message" text={ChatText.saveAndResend} disabled={!vm.canSaveEdit} />
        <Button size="small" variant="minimal" text={ChatText.cancelEdit} onClick={vm.cancelEdit} />
      </div>
    </form>
  );
});
