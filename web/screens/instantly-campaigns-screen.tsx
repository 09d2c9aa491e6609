import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Button, Callout, Classes, Dialog, DialogBody, DialogFooter, H1, Tag } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { useScreenViewModel } from '../view-model-context.tsx';
import { InstantlyCampaignsViewModel } from '../view-models/instantly-campaigns.view-model.ts';
import { Empty, LoadError, Loading } from '../components/load-state.tsx';
import { ResponsiveTable } from '../components/responsive-table.tsx';
import { CampaignDraftFields } from '../components/campaign-draft-fields.tsx';
import { LeadSourcePicker } from '../components/lead-source-picker.tsx';
import { modalWidth } from '../components/modal-sizes.ts';
import { WebText } from '../text.ts';

const STATUS_INTENT = { draft: 'none', active: 'success', paused: 'warning', completed: 'primary', other: 'danger' } as const;

/** /instantly/campaigns (R-OPEN-17): the campaigns, a new draft, leads, pause, and launch or resume with a confirmation. */
export const InstantlyCampaignsScreen = observer(function InstantlyCampaignsScreen() {
  const vm = useScreenViewModel('instantlyCampaigns', InstantlyCampaignsViewModel);
  useEffect(() => void vm.load(), [vm]);
  const pending = vm.pending;
  return (
    <section aria-labelledby="instantly-campaigns-title">
      <div className="screen-header">
        <H1 id="instantly-campaigns-title" className="screen-title">{WebText.instantlyCampaignsTitle}</H1>
        {vm.canWrite && vm.status === 'ready' && <Button intent="primary" icon="add" text={WebText.campaignNewDraft} onClick={vm.openDraft} />}
      </div>
      {vm.status === 'loading' && <Loading />}
      {vm.status === 'error' && (
        <>
          <LoadError text={vm.error ?? WebText.instantlyLoadFailed} onRetry={vm.load} />
          <p><Link to="/connections">{WebText.instantlyConnect}</Link></p>
        </>
      )}
      {vm.status === 'ready' && vm.campaigns.length === 0 && <Empty text={WebText.instantlyNoCampaigns} icon="envelope" />}
      {vm.status === 'ready' && vm.campaigns.length > 0 && (
        <ResponsiveTable
          label={WebText.instantlyCampaignsTitle}
          rows={vm.campaigns}
          rowKey={(c) => c.id}
          rowAttributes={() => ({ 'data-testid': 'campaign-row' })}
          columns={[
            { header: WebText.campaignName, kind: 'title', rowHeader: true, cell: (c) => c.name },
            { header: WebText.campaignStatusHeading, cell: (c) => <Tag intent={STATUS_INTENT[c.status]} minimal>{WebText.campaignStatus[c.status]}</Tag> },
            { header: WebText.campaignSteps, cell: (c) => c.steps.length },
            {
              header: WebText.campaignActions,
              kind: 'actions',
              className: 'row-actions',
              cell: (c) => (
                <>
                  <Link to={`/instantly/analytics?campaign=${encodeURIComponent(c.id)}`}>{WebText.campaignAnalytics}</Link>
                  {vm.canWrite && (
                    <>
                      <Button size="small" variant="minimal" icon="people" text={WebText.campaignAddLeads} aria-label={WebText.campaignAddLeadsTo(c.name)} onClick={() => vm.openLeads(c)} />
                      {c.status === 'draft' && <Button size="small" intent="primary" icon="send-message" text={WebText.campaignLaunch} aria-label={WebText.campaignLaunchNamed(c.name)} onClick={() => void vm.ask('launch', c)} />}
                      {c.status === 'active' && <Button size="small" icon="pause" text={WebText.campaignPause} aria-label={WebText.campaignPauseNamed(c.name)} disabled={vm.isBusy} onClick={() => void vm.pause(c)} />}
                      {c.status === 'paused' && <Button size="small" icon="play" text={WebText.campaignResume} aria-label={WebText.campaignResumeNamed(c.name)} onClick={() => void vm.ask('resume', c)} />}
                    </>
                  )}
                </>
              ),
            },
          ]}
        />
      )}

      <Dialog isOpen={vm.draftOpen} onClose={vm.closeDraft} title={WebText.campaignNewDraftTitle} icon="envelope" style={{ width: modalWidth('xl') }}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void vm.createDraft();
          }}
        >
          <DialogBody>
            <p>{WebText.campaignDraftExplain}</p>
            <CampaignDraftFields form={vm.draft} id="new-draft" />
            {vm.draft.error && <Callout intent="danger" role="alert">{vm.draft.error}</Callout>}
          </DialogBody>
          <DialogFooter actions={<><Button text={WebText.cancel} onClick={vm.closeDraft} /><Button type="submit" intent="primary" text={WebText.campaignCreateDraft} loading={vm.draft.isSaving} /></>} />
        </form>
      </Dialog>

      <Dialog isOpen={vm.leadsFor !== null} onClose={vm.closeLeads} title={WebText.campaignAddLeadsTitle(vm.leadsFor?.name ?? '')} icon="people" style={{ width: modalWidth('lg') }}>
        <DialogBody>
          <LeadSourcePicker form={vm.leadSource} id="add-leads" allowNone={false} />
          {vm.actionError && <Callout intent="danger" role="alert">{vm.actionError}</Callout>}
        </DialogBody>
        <DialogFooter actions={<><Button text={WebText.cancel} onClick={vm.closeLeads} /><Button intent="primary" text={WebText.campaignAddLeads} loading={vm.isBusy} disabled={vm.leadSource.kind === 'none'} onClick={() => void vm.addLeads()} /></>} />
      </Dialog>

      <Alert
        isOpen={pending !== null}
        style={{ width: modalWidth('md') }}
        icon={pending?.verb === 'launch' ? 'send-message' : 'play'}
        intent="primary"
        loading={vm.isBusy}
        cancelButtonText={WebText.cancel}
        confirmButtonText={pending?.verb === 'launch' ? WebText.campaignLaunch : WebText.campaignResume}
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
                  ? WebText.campaignLaunchConfirm(pending.campaign.name, pending.leadCount)
                  : WebText.campaignResumeConfirm(pending.campaign.name, pending.leadCount)}
            </p>
            {vm.actionError && <Callout intent="danger" role="alert">{vm.actionError}</Callout>}
          </div>
        )}
      </Alert>
    </section>
  );
});
