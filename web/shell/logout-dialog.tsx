import { useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, DialogBody, DialogFooter } from '@blueprintjs/core';
import { Modal } from '../components/modal.tsx';
import { useViewModel } from '../view-model-context.tsx';

/** 'Confirm Logout' (spec 2.3). */
export const LogoutDialog = observer(function LogoutDialog() {
  const vm = useViewModel('logoutDialog');
  // Focus starts on Cancel, the safe choice, once the dialog has opened.
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      size="md"
      isOpen={vm.isOpen}
      onClose={vm.close}
      title={vm.title}
      icon="log-out"
      dialogProps={{
        canEscapeKeyClose: !vm.isSigningOut,
        canOutsideClickClose: !vm.isSigningOut,
        isCloseButtonShown: !vm.isSigningOut,
        autoFocus: true,
        enforceFocus: true,
        onOpened: () => cancelRef.current?.focus(),
      }}
    >
      <DialogBody>
        <p>{vm.text}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button ref={cancelRef} text={vm.cancelLabel} onClick={vm.close} disabled={vm.isSigningOut} />
            <Button
              intent="danger"
              text={vm.confirmLabel}
              onClick={() => void vm.confirm()}
              disabled={vm.isSigningOut}
            />
          </>
        }
      />
    </Modal>
  );
});
