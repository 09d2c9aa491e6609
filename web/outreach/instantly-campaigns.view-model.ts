import { actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import type { OutreachStore } from '../../core/client/outreach/outreach-store.ts';
import { skippedReasons, type CampaignView } from '../../core/domain/outreach/outreach.ts';
import { isOrgAdmin, type Role } from '../../core/domain/roles.ts';
import type { Notifier } from '../view-models/notifier.ts';
import { CampaignDraftForm, LeadSourceForm } from './campaign-draft-form.ts';
import { LoadState, messageOf } from '../view-models/load-state.ts';
import { OutreachText } from './outreach-text.ts';

/** A launch or resume waiting for the person's confirmation: what it names (the campaign and its leads). */
export interface PendingStart {
  verb: 'launch' | 'resume';
  campaign: CampaignView;
  leadCount: number | null;
}

/** /instantly/campaigns: the table, a new draft, adding leads, pausing, and launching or resuming with a confirmation. */
export class InstantlyCampaignsViewModel {
  draftOpen = false;
  leadsFor: CampaignView | null = null;
  pending: PendingStart | null = null;
  isBusy = false;
  actionError: string | null = null;
  readonly draft: CampaignDraftForm;
  readonly leadSource: LeadSourceForm;
  /** Where the screen's load is: loading, its error, or ready. */
  readonly loadState = new LoadState();

  constructor(
    private readonly store: OutreachStore,
    private readonly session: { readonly role: Role | undefined },
    private readonly notifier: Notifier,
  ) {
    this.draft = new CampaignDraftForm(store);
    this.leadSource = new LeadSourceForm(store);
    makeObservable<this, 'busy'>(this, {
      draftOpen: observable,
      leadsFor: observable,
      pending: observable,
      isBusy: observable,
      actionError: observable,
      campaigns: computed,
      canWrite: computed,
      load: actionBound,
      openDraft: actionBound,
      closeDraft: actionBound,
      createDraft: actionBound,
      openLeads: actionBound,
      closeLeads: actionBound,
      addLeads: actionBound,
      pause: actionBound,
      ask: actionBound,
      cancel: actionBound,
      confirm: actionBound,
      busy: actionBound,
    });
  }

  get campaigns(): CampaignView[] {
    return this.store.campaigns;
  }

  get canWrite(): boolean {
    return isOrgAdmin(this.session.role);
  }

  async load(): Promise<void> {
    await this.loadState.run(() => this.store.fetchCampaigns(), () => undefined);
  }

  openDraft(): void {
    this.draft.reset();
    this.draftOpen = true;
    void this.draft.leads.loadLists();
  }

  closeDraft(): void {
    if (!this.draft.isSaving) this.draftOpen = false;
  }

  async createDraft(): Promise<void> {
    const result = await this.draft.submit();
    if (!result) return;
    runInAction(() => (this.draftOpen = false));
    this.notifier.show({ message: OutreachText.draftCreated(result.campaign.name, result.leads_added, result.leads_skipped, skippedReasons(result.skipped)), intent: 'success' });
  }

  openLeads(campaign: CampaignView): void {
    this.leadSource.reset();
    this.actionError = null;
    this.leadsFor = campaign;
    void this.leadSource.loadLists();
  }

  closeLeads(): void {
    if (!this.isBusy) this.leadsFor = null;
  }

  async addLeads(): Promise<void> {
    const campaign = this.leadsFor;
    if (!campaign || this.isBusy) return;
    await this.busy(async () => {
      const result = await this.store.addLeads(campaign.id, this.leadSource.request());
      runInAction(() => (this.leadsFor = null));
      this.notifier.show({ message: OutreachText.leadsAdded(campaign.name, result.leads_added, result.leads_skipped, skippedReasons(result.skipped)), intent: 'success' });
    });
  }

  async pause(campaign: CampaignView): Promise<void> {
    await this.busy(async () => {
      await this.store.pause(campaign.id);
      this.notifier.show({ message: OutreachText.paused(campaign.name), intent: 'success' });
    }, true);
  }

  /** Asks before launching or resuming: the confirmation names the campaign and its number of leads. */
  async ask(verb: 'launch' | 'resume', campaign: CampaignView): Promise<void> {
    this.actionError = null;
    this.pending = { verb, campaign, leadCount: null };
    try {
      const detail = await this.store.fetchCampaign(campaign.id);
      runInAction(() => {
        if (this.pending?.campaign.id === campaign.id) this.pending = { verb, campaign: detail.campaign, leadCount: detail.lead_count };
      });
    } catch (error) {
      runInAction(() => (this.actionError = messageOf(error)));
    }
  }

  cancel(): void {
    if (!this.isBusy) this.pending = null;
  }

  async confirm(): Promise<void> {
    const pending = this.pending;
    if (!pending || pending.leadCount === null) return;
    await this.busy(async () => {
      if (pending.verb === 'launch') await this.store.launch(pending.campaign.id);
      else await this.store.resume(pending.campaign.id);
      runInAction(() => (this.pending = null));
      this.notifier.show({ message: pending.verb === 'launch' ? OutreachText.launched(pending.campaign.name) : OutreachText.resumed(pending.campaign.name), intent: 'success' });
    });
  }

  private async busy(work: () => Promise<void>, toast = false): Promise<void> {
    if (this.isBusy) return;
    this.isBusy = true;
    this.actionError = null;
    try {
      await work();
    } catch (error) {
      if (toast) this.notifier.show({ message: messageOf(error), intent: 'danger' });
      else runInAction(() => (this.actionError = messageOf(error)));
    } finally {
      runInAction(() => (this.isBusy = false));
    }
  }
}
