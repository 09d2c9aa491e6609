import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Button, Callout, Classes, Dialog, DialogBody, DialogFooter, H1, Tag } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import type { InstantlyCampaignsViewModel } from './instantly-campaigns.view-model.ts';
import { Empty, LoadError, Loading } from '../components/load-state.tsx';
import { ResponsiveTable } from '../components/responsive-table.tsx';
import { CampaignDraftFields } from './campaign-draft-fields.tsx';
import { LeadSourcePicker } from './lead-source-picker.tsx';
import { modalWidth } from '../components/modal-sizes.ts';
import { WebText } from '../text.ts';
import { OutreachText } from './outreach-text.ts';

const STATUS_INTENT = { draft: 'none', active: 'success', paused: 'warning', completed: 'primary', other: 'danger' } as const;

/** /instantly/campaigns (R-OPEN-17): the campaigns, a new draft, leads, pause, and launch or resume with a confirmation. */
export const InstantlyCampaignsScreen = observer(function InstantlyCampaignsScreen({ vm }: { vm: InstantlyCampaignsViewModel }) {
  useEffect(() => void vm.load(), [vm]);
  const pending = vm.pending;
  return (
    <section aria-labelledby="instantly-campaigns-title">
      <div className="screen-header">
        <H1 id="instantly-campaigns-title" className="screen-title">{OutreachText.campaignsTitle}</H1>
        {vm.canWrite && vm.loadState.status === 'ready' && <Button intent="primary" icon="add" text={OutreachText.newDraft} onClick={vm.openDraft} />}
      </div>
      {vm.loadState.status === 'loading' && <Loading />}
      {vm.loadState.status === 'error' && (
        <>
          <LoadError text={vm.loadState.error ?? OutreachText.loadFailed} onRetry={vm.load} />
          <p><Link to="/connections">{OutreachText.connect}</Link></p>
        </>
      )}
      {vm.loadState.status === 'ready' && vm.campaigns.length === 0 && <Empty text={OutreachText.noCampaigns} icon="envelope" />}
      {vm.loadState.status === 'ready' && vm.campaigns.length > 0 && (
        <ResponsiveTable
          label={OutreachText.campaignsTitle}
          rows={vm.campaigns}
          rowKey={(c) => c.id}
          rowAttributes={() => ({ 'data-testid': 'campaign-row' })}
          columns={[
            { header: OutreachText.name, kind: 'title', rowHeader: true, cell: (c) => c.name },
            { header: OutreachText.statusHeading, cell: (c) => <Tag intent={STATUS_INTENT[c.status]} minimal>{OutreachText.status[c.status]}</Tag> },
            { header: OutreachText.steps, cell: (c) => c.steps.length },
            {
              header: OutreachText.actions,
              kind: 'actions',
              className: 'row-actions',
              cell: (c) => (
                <>
                  <Link to={`/instantly/analytics?campaign=${encodeURIComponent(c.id)}`}>{OutreachText.analytics}</Link>
                  {vm.canWrite && (
                    <>
                      <Button size="small" variant="minimal" icon="people" text={OutreachText.addLeads} aria-label={OutreachText.addLeadsTo(c.name)} onClick={() => vm.openLeads(c)} />
                      {c.status === 'draft' && <Button size="small" intent="primary" icon="send-message" text={OutreachText.launch} aria-label={OutreachText.launchNamed(c.name)} onClick={() => void vm.ask('launch', c)} />}
                      {c.status === 'active' && <Button size="small" icon="pause" text={OutreachText.pause} aria-label={OutreachText.pauseNamed(c.name)} disabled={vm.isBusy} onClick={() => void vm.pause(c)} />}
                      {c.status === 'paused' && <Button size="small" icon="play" text={OutreachText.resume} aria-label={OutreachText.resumeNamed(c.name)} onClick={() => void vm.ask('resume', c)} />}
                    </>
                  )}
                </>
              ),
            },
          ]}
        />
      )}

      <Dialog isOpen={vm.draftOpen} onClose={vm.closeDraft} title={OutreachText.newDraftTitle} icon="envelope" style={{ width: modalWidth('xl') }}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void vm.createDraft();
          }}
        >
          <DialogBody>
            <p>{OutreachText.draftExplain}</p>
            <CampaignDraftFields form={vm.draft} id="new-draft" />
            {vm.draft.error && <Callout intent="danger" role="alert">{vm.draft.error}</Callout>}
          </DialogBody>
          <DialogFooter actions={<><Button text={WebText.cancel} onClick={vm.closeDraft} /><Button type="submit" intent="primary" text={OutreachText.createDraft} loading={vm.draft.isSaving} /></>} />
        </form>
      </Dialog>

      <Dialog isOpen={vm.leadsFor !== null} onClose={vm.closeLeads} title={OutreachText.addLeadsTitle(vm.leadsFor?.name ?? '')} icon="people" style={{ width: modalWidth('lg') }}>
        <DialogBody>
          <LeadSourcePicker form={vm.leadSource} id="add-leads" allowNone={false} />
          {vm.actionError && <Callout intent="danger" role="alert">{vm.actionError}</Callout>}
        </DialogBody>
        <DialogFooter actions={<><Button text={WebText.cancel} onClick={vm.closeLeads} /><Button intent="primary" text={OutreachText.addLeads} loading={vm.isBusy} disabled={vm.leadSource.kind === 'none'} onClick={() => void vm.addLeads()} /></>} />
      </Dialog>

      <Alert
        isOpen={pending !== null}
        style={{ width: modalWidth('md') }}
        icon={pending?.verb === 'launch' ? 'send-message' : 'play'}
        intent="primary"
        loading={vm.isBusy}
        cancelButtonText={WebText.cancel}
        confirmButtonText={pending?.verb === 'launch' ? OutreachText.launch : OutreachText.resume}
        canEscapeKeyCancel={!vm.isBusy}
        onCancel={vm.cancel}
        onConfirm={() => void vm.confirm()}
      >
        {pending && (
          <div data-testid="campaign-confirmation">
            <p className={Classes.TEXT_LARGE}>
              {pending.leadCount === null
                ? WebText.loading
                : pending.verb === 'launch'
                  ? OutreachText.launchConfirm(pending.campaign.name, pending.leadCount)
                  : OutreachText.resumeConfirm(pending.campaign.name, pending.leadCount)}
            </p>
            {vm.actionError && <Callout intent="danger" role="alert">{vm.actionError}</Callout>}
          </div>
        )}
      </Alert>
    </section>
  );
});
