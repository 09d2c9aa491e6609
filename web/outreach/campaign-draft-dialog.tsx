import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Callout, Dialog, DialogBody, DialogFooter, Spinner } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import type { Artifact } from '../../core/domain/agents/artifact.ts';
import type { CampaignDraftViewModel } from './campaign-draft.view-model.ts';
import { CampaignDraftFields } from './campaign-draft-fields.tsx';
import { modalWidth } from '../components/modal-sizes.ts';
import { WebText } from '../text.ts';
import { OutreachText } from './outreach-text.ts';

/** The draft prefilled from the answer or artifact: confirming creates it in Instantly (nothing is sent until it is launched). */
export const CampaignDraftDialogView = observer(function CampaignDraftDialogView({ text, artifact, onClosed, vm }: { text?: string; artifact?: Artifact; onClosed: () => void; vm: CampaignDraftViewModel }) {
  useEffect(() => {
    if (artifact) void vm.openWithArtifact(artifact);
    else vm.openWithText(text ?? '');
  }, [vm, text, artifact]);
  const created = vm.created;
  return (
    <Dialog isOpen={vm.isOpen} onClose={vm.close} onClosed={onClosed} title={OutreachText.draftAction} icon="envelope" style={{ width: modalWidth('xl') }}>
      {vm.isLoading && <DialogBody><Spinner size={30} aria-label={WebText.loading} /></DialogBody>}
      {vm.loadError && <DialogBody><Callout intent="danger" role="alert">{vm.loadError}</Callout></DialogBody>}
      {created && (
        <>
          <DialogBody>
            <Callout intent="success" role="status" data-testid="campaign-draft-created">
              <p>{OutreachText.draftCreatedInInstantly(created.campaign.name, created.leads_added)}</p>
              <Link to="/instantly/campaigns">{OutreachText.draftOpenCampaigns}</Link>
            </Callout>
          </DialogBody>
          <DialogFooter actions={<Button text={OutreachText.draftClose} onClick={vm.close} />} />
        </>
      )}
      {!created && !vm.isLoading && !vm.loadError && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void vm.confirm();
          }}
        >
          <DialogBody>
            <p>{OutreachText.draftExplain}</p>
            <CampaignDraftFields form={vm.form} id="chat-draft" />
            {vm.form.error && <Callout intent="danger" role="alert">{vm.form.error}</Callout>}
          </DialogBody>
          <DialogFooter actions={<><Button text={WebText.cancel} onClick={vm.close} /><Button type="submit" intent="primary" text={OutreachText.createDraft} loading={vm.form.isSaving} /></>} />
        </form>
      )}
    </Dialog>
  );
});

