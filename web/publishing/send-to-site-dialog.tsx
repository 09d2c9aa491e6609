import { observer } from 'mobx-react-lite';
import { Button, Callout, Checkbox, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useSendToSite } from './use-send-to-site.ts';
import { modalWidth } from '../components/modal-sizes.ts';
import { WebText } from '../text.ts';
import { PublishingText } from './publishing-text.ts';

/** The confirmation before a draft is sent: title, WordPress's categories and tags, then "Send as draft". */
export const SendToSiteDialog = observer(function SendToSiteDialog() {
  const vm = useSendToSite();
  const pending = vm.pending;
  if (!pending) return null;
  const wordpress = pending.site.provider === 'wordpress';
  return (
    <Dialog isOpen title={PublishingText.sendToSiteTitle(pending.site.name)} icon="share" onClose={vm.cancel} style={{ width: modalWidth('md') }} canEscapeKeyClose={!vm.isSending}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void vm.send();
        }}
      >
        <DialogBody>
          <p>{PublishingText.sendToSiteIntro(pending.site.label)}</p>
          <FormGroup label={PublishingText.sendDraftTitle} labelFor="send-draft-title">
            <InputGroup id="send-draft-title" value={vm.title} maxLength={300} onValueChange={vm.setTitle} autoFocus />
          </FormGroup>
          {wordpress && vm.availableCategories.length > 0 && (
            <fieldset className="send-draft-categories">
              <legend>{PublishingText.sendDraftCategories}</legend>
              {vm.availableCategories.map((c) => (
                <Checkbox key={c.id} inline label={c.name} checked={vm.categories.includes(c.name)} onChange={() => vm.toggleCategory(c.name)} />
              ))}
            </fieldset>
          )}
          <FormGroup label={PublishingText.sendDraftTags} labelFor="send-draft-tags" helperText={PublishingText.sendDraftTagsHelp}>
            <InputGroup id="send-draft-tags" value={vm.tags} maxLength={500} onValueChange={vm.setTags} />
          </FormGroup>
          {vm.error && <Callout intent="danger" role="alert">{vm.error}</Callout>}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={WebText.cancel} onClick={vm.cancel} disabled={vm.isSending} />
              <Button type="submit" intent="primary" text={PublishingText.sendDraftSend} loading={vm.isSending} disabled={!vm.canSend} />
            </>
          }
        />
      </form>
    </Dialog>
  );
});
