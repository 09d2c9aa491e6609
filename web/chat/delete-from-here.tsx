import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Callout, H2 } from '@blueprintjs/core';
import type { MessageActionsViewModel } from './message-actions.view-model.ts';
import { Modal } from '../components/modal.tsx';
import { ChatText } from './chat-text.ts';

/**
 * "Delete from here": a confirmation naming how many messages go, then an Undo offered while the deletion
 * waits out its window (the core deletes when it closes, or at once when the page is left).
 */
export const DeleteFromHere = observer(function DeleteFromHere({ actions }: { actions: MessageActionsViewModel }) {
  const pending = actions.pendingDeleteFrom;
  const undoable = actions.undoable;
  useEffect(() => {
    const leave = () => actions.flushDelete();
    window.addEventListener('pagehide', leave);
    return () => window.removeEventListener('pagehide', leave);
  }, [actions]);
  return (
    <>
      <Modal
        variant="alert"
        size="sm"
        isOpen={pending !== null}
        icon="trash"
        onClose={() => actions.askDeleteFrom(null)}
        alert={{ intent: 'danger', cancelText: ChatText.keepMessages, confirmText: ChatText.deleteConfirm, onConfirm: actions.confirmDeleteFrom }}
      >
        <H2 className="card-title">{ChatText.deleteMessagesTitle(pending?.count ?? 0)}</H2>
        <p>{ChatText.deleteMessagesText}</p>
      </Modal>
      {undoable && (
        <Callout className="chat-undo-delete" intent="primary" icon="trash" role="status" data-testid="chat-undo-delete">
          <span>{ChatText.messagesDeleted(undoable.count)}</span>
          <Button size="small" variant="outlined" icon="undo" text={ChatText.undo} onClick={actions.undoDelete} />
        </Callout>
      )}
    </>
  );
});
