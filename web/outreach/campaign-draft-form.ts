import { actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import type { LeadListOption, OutreachStore } from '../../core/client/outreach/outreach-store.ts';
import type { CampaignDraftRequest, CampaignDraftResultView, LeadSourceRequest } from '../../core/domain/outreach/outreach.ts';
import { fieldErrorsByPath } from '../../core/domain/field-errors.ts';
import { messageOf } from '../view-models/load-state.ts';

export interface DraftStep {
  subject: string;
  body: string;
  delayDays: string;
}

export type LeadSourceKind = 'none' | 'list' | 'csv';

/**
 * Where a campaign's leads come from (a saved lead list or a CSV file), shared by the new-draft and add-leads
 * dialogs and the chat's draft dialog.
 */
export class LeadSourceForm {
  kind: LeadSourceKind = 'none';
  listId = '';
  csv = '';
  csvName = '';

  constructor(private readonly store: OutreachStore) {
    makeObservable(this, {
      kind: observable,
      listId: observable,
      csv: observable,
      csvName: observable,
      lists: computed,
      chosenList: computed,
      setKind: actionBound,
      setList: actionBound,
      setCsv: actionBound,
      loadLists: actionBound,
      reset: actionBound,
    });
  }

  get lists(): LeadListOption[] {
    return this.store.leadLists;
  }

  get chosenList(): LeadListOption | undefined {
    return this.lists.find((l) => l.id === this.listId);
  }

  setKind(kind: LeadSourceKind): void {
    this.kind = kind;
  }

  setList(id: string): void {
    this.listId = id;
    if (id) this.kind = 'list';
  }

  setCsv(name: string, text: string): void {
    this.csvName = name;
    this.csv = text;
    this.kind = 'csv';
  }

  /** Loads the space's saved lead lists; without lead search on the server there are none (CSV still works). */
  async loadLists(): Promise<void> {
    try {
      const lists = await this.store.fetchLeadLists();
      runInAction(() => {
        if (!this.listId && lists.length) this.listId = lists[0]!.id;
      });
    } catch {
      // No lists to offer: the picker says so.
    }
  }

  request(): LeadSourceRequest {
    if (this.kind === 'list' && this.listId) return { lead_list_id: this.listId };
    if (this.kind === 'csv' && this.csv) return { csv: this.csv };
    return {};
  }

  reset(): void {
    this.kind = 'none';
    this.csv = '';
    this.csvName = '';
  }
}

/** The "New draft" form: a name, a sequence of steps (subject, body, days to wait) and its first leads. */
export class CampaignDraftForm {
  name = '';
  steps: DraftStep[] = [{ subject: '', body: '', delayDays: '0' }];
  isSaving = false;
  error: string | null = null;
  fieldErrors: Record<string, string> = {};
  readonly leads: LeadSourceForm;

  constructor(private readonly store: OutreachStore) {
    this.leads = new LeadSourceForm(store);
    makeObservable(this, {
      name: observable,
      steps: observable,
      isSaving: observable,
      error: observable,
      fieldErrors: observable,
      prefill: actionBound,
      setName: actionBound,
      setStep: actionBound,
      addStep: actionBound,
      removeStep: actionBound,
      submit: actionBound,
      reset: actionBound,
    });
  }

  prefill(name: string, subject: string, body: string): void {
    this.name = name;
    this.steps = [{ subject, body, delayDays: '0' }];
    this.error = null;
    this.fieldErrors = {};
  }

  setName(name: string): void {
    this.name = name;
  }

  setStep(index: number, patch: Partial<DraftStep>): void {
    this.steps = this.steps.map((s, i) => (i === index ? { ...s, ...patch } : s));
  }

  addStep(): void {
    if (this.steps.length < 10) this.steps = [...this.steps, { subject: '', body: '', delayDays: '3' }];
  }

  removeStep(index: number): void {
    if (this.steps.length > 1) this.steps = this.steps.filter((_, i) => i !== index);
  }

  request(): CampaignDraftRequest {
    return {
      name: this.name.trim(),
      steps: this.steps.map((s, i) => ({ subject: s.subject, body: s.body, delay_days: i === 0 ? 0 : Math.max(0, Math.floor(Number(s.delayDays) || 0)) })),
      ...this.leads.request(),
    };
  }

  /** Creates the draft; the result, or null with the errors shown. */
  async submit(): Promise<CampaignDraftResultView | null> {
    if (this.isSaving) return null;
    this.isSaving = true;
    this.error = null;
    this.fieldErrors = {};
    try {
      return await this.store.createDraft(this.request());
    } catch (error) {
      runInAction(() => {
        this.error = messageOf(error);
        this.fieldErrors = fieldErrorsByPath(error);
      });
      return null;
    } finally {
      runInAction(() => (this.isSaving = false));
    }
  }

  reset(): void {
    this.name = '';
    this.steps = [{ subject: '', body: '', delayDays: '0' }];
    this.error = null;
    this.fieldErrors = {};
    this.leads.reset();
  }
}
