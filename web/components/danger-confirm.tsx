import type { ReactNode } from 'react';
import { Modal } from './modal.tsx';
import { WebText } from '../text.ts';

/** Asks before something that cannot be undone (removing, disconnecting): Cancel, or the red confirm button. */
export function DangerConfirm(props: { isOpen: boolean; confirmText: string; onConfirm: () => void; onCancel: () => void; children: ReactNode }) {
  return (
    <Modal
      isOpen={props.isOpen}
      onClose={props.onCancel}
      variant="alert"
      size="sm"
      alert={{ confirmText: props.confirmText, cancelText: WebText.cancel, intent: 'danger', onConfirm: props.onConfirm }}
    >
      {props.children}
    </Modal>
  );
}
