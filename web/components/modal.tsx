import type { ReactNode } from 'react';
import { Alert, Dialog, type IconName, type Intent } from '@blueprintjs/core';
import { modalWidth, type ModalSize, type ModalVariant } from './modal-sizes.ts';

interface ModalProps {
  isOpen: boolean;
  onClose: () => void;
  size?: ModalSize;
  children: ReactNode;
  title?: string;
  icon?: IconName;
  /** Default: a dialog. Alert: a confirmation (role alertdialog) with Cancel and a confirm button. */
  variant?: ModalVariant;
  /** Alert variant only. */
  alert?: { confirmText: string; cancelText: string; intent?: Intent; onConfirm: () => void };
  dialogProps?: Partial<React.ComponentProps<typeof Dialog>>;
}

/** The app's modal (spec 9): sizes sm to 4xl and an alert variant, over Blueprint's Dialog and Alert. */
export function Modal(props: ModalProps) {
  const style = { width: modalWidth(props.size ?? 'md') };
  if (props.variant === 'alert' && props.alert) {
    return (
      <Alert
        isOpen={props.isOpen}
        style={style}
        icon={props.icon}
        intent={props.alert.intent}
        cancelButtonText={props.alert.cancelText}
        confirmButtonText={props.alert.confirmText}
        onCancel={props.onClose}
        onConfirm={props.alert.onConfirm}
      >
        {props.children}
      </Alert>
    );
  }
  return (
    <Dialog isOpen={props.isOpen} onClose={props.onClose} title={props.title} icon={props.icon} style={style} {...props.dialogProps}>
      {props.children}
    </Dialog>
  );
}
