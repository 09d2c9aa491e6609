import { observer } from 'mobx-react-lite';
import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import { Messages } from '../../core/domain/messages.ts';
import { useViewModel } from '../view-model-context.tsx';
import { WebText } from '../text.ts';
import { ShellText } from './shell-text.ts';

/** Create Space (spec 2.3): Name, Slug (derived from the name until edited), optional Description. */
export const CreateSpaceDialog = observer(function CreateSpaceDialog() {
  const vm = useViewModel('spaceSelector').createDialog;
  return (
    <Dialog isOpen={vm.isOpen} onClose={vm.close} title={Messages.createSpace} icon="folder-new" canOutsideClickClose={!vm.isSubmitting}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void vm.submit();
        }}
      >
        <DialogBody>
          {vm.error && (
            <Callout intent="danger" className="form-callout" role="alert">
              {vm.error}
            </Callout>
          )}
          <FormGroup label={WebText.spaceName} labelFor="create-space-name">
            <InputGroup id="create-space-name" autoFocus placeholder={Messages.spaceNamePlaceholder} value={vm.name} onValueChange={vm.setName} />
          </FormGroup>
          <FormGroup
            label={ShellText.spaceSlug}
            labelFor="create-space-slug"
            helperText={<span id="create-space-slug-help">{Messages.spaceSlugHelper}</span>}
            intent={vm.slugError ? 'danger' : 'none'}
          >
            <InputGroup
              id="create-space-slug"
              placeholder={Messages.spaceSlugPlaceholder}
              value={vm.slug}
              onValueChange={vm.setSlug}
              intent={vm.slugError ? 'danger' : 'none'}
              aria-invalid={vm.slugError ? true : undefined}
              aria-describedby="create-space-slug-help"
            />
          </FormGroup>
          <FormGroup label={WebText.spaceDescription} labelFor="create-space-description">
            <TextArea id="create-space-description" fill value={vm.description} onChange={(event) => vm.setDescription(event.target.value)} />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={Messages.cancel} onClick={vm.close} disabled={vm.isSubmitting} />
              <Button type="submit" intent="primary" text={Messages.createSpace} disabled={!vm.canSubmit} loading={vm.isSubmitting} />
            </>
          }
        />
      </form>
    </Dialog>
  );
});
