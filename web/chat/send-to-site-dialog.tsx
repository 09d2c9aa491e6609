import { observer } from 'mobx-react-lite';
import { Button, Callout, Checkbox, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useViewModel } from '../view-model-context.tsx';
import { modalWidth } from '../components/modal-sizes.ts';
import { WebText } from '../text.ts';

/** The confirmation before a draft is sent: title, WordPress's categories and tags, then "Send as draft". */
export const SendToSiteDialog = observer(function SendToSiteDialog() {
  const vm = useViewModel('sendToSite');
  const pending = vm.pending;
  if (!pending) return null;
  const wordpress = pending.site.provider === 'wordpress';
  return (
    <Dialog isOpen title={WebText.sendToSiteTitle(pending.site.name)} icon="share" onClose={vm.cancel} style={{ width: modalWidth('md') }} canEscapeKeyClose={!vm.isSending}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void vm.send();
        }}
      >
        <DialogBody>
          <p>{WebText.sendToSiteIntro(pending.site.label)}</p>
          <FormGroup label={WebText.sendDraftTitle} labelFor="send-draft-title">
            <InputGroup id="send-draft-title" value={vm.title} maxLength={300} onValueChange={vm.setTitle} autoFocus />
          </FormGroup>
          {wordpress && vm.availableCategories.length > 0 && (
            <fieldset className="send-draft-categories">
              <legend>{WebText.sendDraftCategories}</legend>
              {vm.availableCategories.map((c) => (
                <Checkbox key={c.id} inline label={c.name} checked={vm.categories.includes(c.name)} onChange={() => vm.toggleCategory(c.name)} />
              ))}
            </fieldset>
          )}
          <FormGroup label={WebText.sendDraftTags} labelFor="send-draft-tags" helperText={WebText.sendDraftTagsHelp}>
            <InputGroup id="send-draft-tags" value={vm.tags} maxLength={500} onValueChange={vm.setTags} />
          </FormGroup>
          {vm.error && <Callout intent="danger" role="alert">{vm.error}</Callout>}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={WebText.cancel} onClick={vm.cancel} disabled={vm.isSending} />
              <Button type="submit" intent="primary" text={WebText.sendDraftSend} loading={vm.isSending} disabled={!vm.canSend} />
            </>
          }
        />
      </form>
    </Dialog>
  );
});
