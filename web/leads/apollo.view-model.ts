import { actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import type { ConnectionsStore } from '../../core/client/integrations/connections-store.ts';
import type { LeadSearchStore } from '../../core/client/leads/lead-search-store.ts';
import { widenSearchHint, type LeadCriteriaView, type LeadListView, type LeadPersonView, type SavedLeadView } from '../../core/domain/leads/leads.ts';
import { isOrgAdmin, type Role } from '../../core/domain/roles.ts';
import type { Notifier } from '../view-models/notifier.ts';
import { LoadState, messageOf } from '../view-models/load-state.ts';
import { LeadsText } from './leads-text.ts';

const split = (text: string): string[] => text.split(/[;\n]|,(?!\d)/).map((v) => v.trim()).filter(Boolean);

/**
 * /apollo: people search with the space's Apollo key (filters, a results page with selection), saving the
 * selection to a new or existing list, the space's lists, one open list with CSV export and "Reveal emails"
 * (which spends Apollo credits: confirmed first, owners and admins).
 */
export class ApolloViewModel {
  titles = '';
  seniority = '';
  companySize = '';
  industry = '';
  location = '';
  selected = new Set<string>();
  listName = '';
  targetListId = '';
  searchError: string | null = null;
  saveError: string | null = null;
  isSearching = false;
  isSaving = false;
  open: { list: LeadListView; leads: SavedLeadView[] } | null = null;
  confirmingReveal = false;
  isRevealing = false;
  /** Where the screen's load is: loading, its error, or ready. */
  readonly loadState = new LoadState();

  constructor(
    private readonly connections: ConnectionsStore,
    private readonly store: LeadSearchStore,
    private readonly session: { readonly role: Role | undefined },
    private readonly notifier: Notifier,
    private readonly download: (fileName: string, text: string) => void,
  ) {
    makeObservable(this, {
      titles: observable,
      seniority: observable,
      companySize: observable,
      industry: observable,
      location: observable,
      selected: observable,
      listName: observable,
      targetListId: observable,
      searchError: observable,
      saveError: observable,
      isSearching: observable,
      isSaving: observable,
      open: observable,
      confirmingReveal: observable,
      isRevealing: observable,
      connected: computed,
      canReveal: computed,
      results: computed,
      page: computed,
      totalPages: computed,
      total: computed,
      noMatch: computed,
      widenHint: computed,
      lists: computed,
      selectedPeople: computed,
      allSelected: computed,
      canSave: computed,
      revealCount: computed,
      setField: actionBound,
      load: actionBound,
      search: actionBound,
      toggle: actionBound,
      toggleAll: actionBound,
      save: actionBound,
      openList: actionBound,
      closeList: actionBound,
      exportCsv: actionBound,
      askReveal: actionBound,
      cancelReveal: actionBound,
      reveal: actionBound,
    });
  }

  get connected(): boolean {
    return this.connections.connection('apollo')?.status === 'connected';
  }
  get canReveal(): boolean {
    return isOrgAdmin(this.session.role);
  }
  get results(): LeadPersonView[] {
    return this.store.results;
  }
  get page(): number {
    return this.store.page;
  }
  get totalPages(): number {
    return this.store.totalPages;
  }
  get total(): number {
    return this.store.total;
  }
  /** A finished search that found nobody: said, with how to widen it, instead of showing nothing. */
  get noMatch(): boolean {
    return this.store.criteria !== null && this.store.total === 0 && !this.isSearching && this.searchError === null;
  }

  /** How to widen the search just run: drop one of the filters it used, or a broader job title. */
  get widenHint(): string {
    const criteria = this.store.criteria;
    const used: string[] = criteria
      ? [
          criteria.seniorities.length > 0 ? LeadsText.filterSeniority : null,
          criteria.company_sizes.length > 0 ? LeadsText.filterCompanySize : null,
          criteria.industries.length > 0 ? LeadsText.filterIndustry : null,
          criteria.locations.length > 0 ? LeadsText.filterLocation : null,
        ].filter((f) => f !== null)
      : [];
    return widenSearchHint(used);
  }

  get lists(): LeadListView[] {
    return this.store.lists;
  }
  get selectedPeople(): LeadPersonView[] {
    return this.results.filter((p) => p.external_id && this.selected.has(p.external_id));
  }
  get allSelected(): boolean {
    return this.results.length > 0 && this.selectedPeople.length === this.results.length;
  }
  get canSave(): boolean {
    return !this.isSaving && this.selectedPeople.length > 0 && (this.targetListId !== '' || this.listName.trim() !== '');
  }
  /** Leads of the open list without an email: the most credits revealing can spend. */
  get revealCount(): number {
    return this.open?.leads.filter((l) => !l.email && l.external_id).length ?? 0;
  }

  setField(field: 'titles' | 'seniority' | 'companySize' | 'industry' | 'location' | 'listName' | 'targetListId', value: string): void {
    this[field] = value;
  }

  async load(): Promise<void> {
    await this.loadState.run(
      async () => {
        const list = await this.connections.fetch();
        if (list.find((c) => c.provider === 'apollo')?.status !== 'connected') return null;
        return this.store.fetchLists();
      },
      () => undefined,
    );
  }

  private criteria(): LeadCriteriaView {
    return {
      titles: split(this.titles),
      seniorities: this.seniority ? [this.seniority] : [],
      company_sizes: this.companySize ? [this.companySize] : [],
      industries: split(this.industry),
      locations: split(this.location),
    };
  }

  async search(page = 1): Promise<void> {
    this.isSearching = true;
    this.searchError = null;
    try {
      await this.store.search(page === 1 ? this.criteria() : (this.store.criteria ?? this.criteria()), page);
      runInAction(() => (this.selected = new Set()));
    } catch (error) {
      runInAction(() => (this.searchError = messageOf(error)));
    } finally {
      runInAction(() => (this.isSearching = false));
    }
  }

  toggle(id: string | null): void {
    if (!id) return;
    const next = new Set(this.selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    this.selected = next;
  }

  toggleAll(): void {
    this.selected = this.allSelected ? new Set() : new Set(this.results.map((p) => p.external_id).filter((id): id is string => Boolean(id)));
  }

  async save(): Promise<void> {
    if (!this.canSave) return;
    this.isSaving = true;
    this.saveError = null;
    try {
      const target = this.targetListId ? { listId: this.targetListId } : { newListName: this.listName.trim() };
      const saved = await this.store.save(target, this.selectedPeople);
      runInAction(() => {
        this.selected = new Set();
        this.listName = '';
        this.targetListId = saved.list.id;
      });
      this.notifier.show({ message: LeadsText.saved(saved.added, saved.already_there, saved.list.name), intent: 'success' });
    } catch (error) {
      runInAction(() => (this.saveError = messageOf(error)));
    } finally {
      runInAction(() => (this.isSaving = false));
    }
  }

  async openList(listId: string): Promise<void> {
    try {
      const open = await this.store.openList(listId);
      runInAction(() => (this.open = open));
    } catch (error) {
      this.notifier.show({ message: messageOf(error), intent: 'danger' });
    }
  }

  closeList(): void {
    this.open = null;
  }

  async exportCsv(): Promise<void> {
    if (!this.open) return;
    try {
      const csv = await this.store.exportCsv(this.open.list.id);
      const base = this.open.list.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'leads';
      this.download(`${base}.csv`, csv);
    } catch (error) {
      this.notifier.show({ message: messageOf(error), intent: 'danger' });
    }
  }

  askReveal(): void {
    this.confirmingReveal = true;
  }
  cancelReveal(): void {
    this.confirmingReveal = false;
  }

  async reveal(): Promise<void> {
    if (!this.open) return;
    const listId = this.open.list.id;
    this.isRevealing = true;
    try {
      const result = await this.store.revealEmails(listId);
      this.notifier.show({ message: LeadsText.revealed(result.enriched, result.still_without_email), intent: 'success' });
      await this.openList(listId);
    } catch (error) {
      this.notifier.show({ message: messageOf(error), intent: 'danger' });
    } finally {
      runInAction(() => {
        this.isRevealing = false;
        this.confirmingReveal = false;
      });
    }
  }
}
