import { lazy, Suspense, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from '@blueprintjs/core';
import type { Artifact } from '../../core/domain/agents/artifact.ts';
import type { CampaignDraftAvailabilityViewModel } from './campaign-draft-availability.view-model.ts';
import { OutreachText } from './outreach-text.ts';

const CampaignDraftDialog = lazy(() => import('./campaign-draft-dialog-part.tsx'));
const EMAIL_AGENT = 'email-agent';
const TEXT_TYPES = /^(text\/(markdown|plain|html)|application\/(markdown|xhtml\+xml))/;

/**
 * "Create an Instantly campaign draft" under an Email Agent answer (`text`) or text artifact, shown only when the
 * space has Instantly connected. The dialog (and its view-model) load when first opened.
 */
export const CampaignDraftActionView = observer(function CampaignDraftActionView({ agentSlug, text, artifact, vm }: { agentSlug: string; text?: string; artifact?: Artifact; vm: CampaignDraftAvailabilityViewModel }) {
  const [open, setOpen] = useState(false);
  const relevant = agentSlug === EMAIL_AGENT && (text !== undefined || (artifact !== undefined && TEXT_TYPES.test(artifact.mime_type) && artifact.download_url !== null));
  useEffect(() => {
    if (relevant) vm.init();
  }, [vm, relevant]);
  if (!relevant || !vm.available) return null;
  return (
    <>
      <Button size="small" variant="outlined" icon="envelope" text={OutreachText.draftAction} onClick={() => setOpen(true)} />
      {open && (
        <Suspense fallback={null}>
          <CampaignDraftDialog text={text} artifact={artifact} onClosed={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
});
