import { inject, injectable } from 'inversify';
import { action, makeObservable, observableRef } from 'mobx';
import type { Resettable } from '../stores/store-registry.ts';
import { ApiClient } from '../api/api-client.ts';
import { storeError } from '../store-error.ts';
import type { EnrichLeadListResult, LeadCriteriaView, LeadListView, LeadListWithLeads, LeadPersonView, LeadSearchPageView, SaveLeadsResult } from '../../domain/leads/leads.ts';
import { LeadsApi } from '../../domain/leads/leads-api.ts';

const FAILED = { search: 'The lead search failed', lists: 'Could not load the lead lists', save: 'Could not save the leads', list: 'Could not open the list', export: 'Could not export the list', enrich: 'Could not reveal the emails', remove: 'Could not delete the list' };

/** Lead search with Apollo (spec 3): the criteria, the current results page, and the space's saved lists. */
@injectable()
export class LeadSearchStore implements Resettable {
  readonly storeName = 'lead-search';
  criteria: LeadCriteriaView | null = null;
  /** The last search in words (titles and locations), for a heading. */
  lastQuery: string | null = null;
  results: LeadPersonView[] = [];
  page = 1;
  totalPages = 0;
  total = 0;
  lists: LeadListView[] = [];

  constructor(@inject(ApiClient) private readonly api: ApiClient) {
    makeObservable<this, 'applyPage'>(this, { criteria: observableRef, lastQuery: observableRef, results: observableRef, page: observableRef, totalPages: observableRef, total: observableRef, lists: observableRef, reset: action, applyPage: action, setLists: action });
  }

  reset(): void {
    this.criteria = null;
    this.lastQuery = null;
    this.results = [];
    this.page = 1;
    this.totalPages = 0;
    this.total = 0;
    this.lists = [];
  }

  async search(criteria: LeadCriteriaView, page = 1): Promise<LeadSearchPageView> {
    try {
      const found = await this.api.call(LeadsApi.search, {}, { ...criteria, page });
      this.applyPage(criteria, found);
      return found;
    } catch (error) {
      throw storeError(error, FAILED.search);
    }
  }

  async fetchLists(): Promise<LeadListView[]> {
    try {
      const lists = await this.api.call(LeadsApi.lists, {});
      this.setLists(lists);
      return lists;
    } catch (error) {
      throw storeError(error, FAILED.lists);
    }
  }

  /** Saves people to an existing list or a new one; answers the list and how many were new. */
  async save(target: { listId: string } | { newListName: string }, people: LeadPersonView[]): Promise<SaveLeadsResult> {
    try {
      const saved = 'listId' in target
        ? await this.api.call(LeadsApi.addLeads, { id: target.listId }, { leads: people })
        : await this.api.call(LeadsApi.createList, {}, { name: target.newListName, leads: people });
      await this.fetchLists().catch(() => undefined);
      return saved;
    } catch (error) {
      throw storeError(error, FAILED.save);
    }
  }

  async openList(listId: string): Promise<LeadListWithLeads> {
    try {
      return await this.api.call(LeadsApi.list, { id: listId });
    } catch (error) {
      throw storeError(error, FAILED.list);
    }
  }

  async exportCsv(listId: string): Promise<string> {
    try {
      const body: unknown = await this.api.call(LeadsApi.exportCsv, { id: listId });
      return typeof body === 'string' ? body : '';
    } catch (error) {
      throw storeError(error, FAILED.export);
    }
  }

  /** Reveals emails with Apollo's enrichment: spends the space's Apollo credits (the caller confirmed it). */
  async revealEmails(listId: string): Promise<EnrichLeadListResult> {
    try {
      return await this.api.call(LeadsApi.enrich, { id: listId }, { spend_credits: true }, { timeoutMs: 300_000 });
    } catch (error) {
      throw storeError(error, FAILED.enrich);
    }
  }

  async removeList(listId: string): Promise<void> {
    try {
      await this.api.call(LeadsApi.removeList, { id: listId });
      await this.fetchLists().catch(() => undefined);
    } catch (error) {
      throw storeError(error, FAILED.remove);
    }
  }

  setLists(lists: LeadListView[]): void {
    this.lists = lists;
  }

  private applyPage(criteria: LeadCriteriaView, found: LeadSearchPageView): void {
    this.criteria = criteria;
    this.lastQuery = [...criteria.titles, ...criteria.locations].join(', ') || null;
    this.results = found.people;
    this.page = found.page;
    this.totalPages = found.total_pages;
    this.total = found.total;
  }
}
