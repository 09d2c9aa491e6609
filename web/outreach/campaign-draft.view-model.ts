import { actionBound, makeObservable, observable, runInAction } from 'mobx';
import type { OutreachStore } from '../../core/client/outreach/outreach-store.ts';
import type { AssetsService } from '../../core/client/assets/assets-service.ts';
import type { CampaignDraftResultView } from '../../core/domain/outreach/outreach.ts';
import { emailOfAnswer } from '../../core/domain/outreach/outreach.ts';
import type { Artifact } from '../../core/domain/agents/artifact.ts';
import { CampaignDraftForm } from './campaign-draft-form.ts';
import { messageOf } from '../view-models/load-state.ts';
import { OutreachText } from './outreach-text.ts';

/**
 * The campaign draft dialog from an Email Agent answer or artifact: prefilled with the email (its subject line,
 * variables kept), leads from a saved list; confirming creates the draft and says so with a link to Campaigns.
 */
export class CampaignDraftViewModel {
  isOpen = false;
  isLoading = false;
  loadError: string | null = null;
  created: CampaignDraftResultView | null = null;
  readonly form: CampaignDraftForm;

  constructor(
    store: OutreachStore,
    private readonly assets: AssetsService,
  ) {
    this.form = new CampaignDraftForm(store);
    makeObservable(this, {
      isOpen: observable,
      isLoading: observable,
      loadError: observable,
      created: observable,
      openWithText: actionBound,
      openWithArtifact: actionBound,
      close: actionBound,
      confirm: actionBound,
    });
  }

  openWithText(text: string): void {
    const email = emailOfAnswer(text);
    this.form.prefill(email.subject ? email.subject.slice(0, 200) : OutreachText.draftDefaultName, email.subject, email.body);
    this.form.leads.reset();
    this.form.leads.setKind('list');
    this.created = null;
    this.loadError = null;
    this.isOpen = true;
    void this.form.leads.loadLists();
  }

  async openWithArtifact(artifact: Artifact): Promise<void> {
    if (!artifact.download_url) return;
    this.isLoading = true;
    this.loadError = null;
    this.isOpen = true;
    try {
      const text = await this.assets.previewText(artifact.download_url);
      runInAction(() => this.openWithText(text));
    } catch (error) {
      runInAction(() => (this.loadError = messageOf(error)));
    } finally {
      runInAction(() => (this.isLoading = false));
    }
  }

  close(): void {
    if (!this.form.isSaving) this.isOpen = false;
  }

  async confirm(): Promise<void> {
    const result = await this.form.submit();
    if (result) runInAction(() => (this.created = result));
  }
}
