import { makeAutoObservable } from 'mobx';
import { pageCount, type Page } from '../../core/domain/platform-admin.ts';
import { LoadState, type LoadStatus } from './load-state.ts';

export const ADMIN_PAGE_SIZE = 20;

/**
 * One server-paged table: loading, error and ready states, previous and next page, and an optional
 * search applied on Search (or Enter) that every page then asks for. The answer to the latest
 * request wins, so a slow earlier page never overwrites a later one.
 */
export class PagedTable<T> {
  query = '';
  /** The search the table shows (the typed query once submitted). */
  appliedQuery = '';
  rows: T[] = [];
  total = 0;
  offset = 0;
  /** A page is being fetched while the previous rows still show. */
  isFetching = false;
  private readonly state = new LoadState();

  constructor(
    private readonly fetchPage: (offset: number, limit: number, query: string | undefined) => Promise<Page<T>>,
    readonly pageSize = ADMIN_PAGE_SIZE,
  ) {
    makeAutoObservable<this, 'fetchPage' | 'state'>(this, { fetchPage: false, state: false, pageSize: false }, { autoBind: true });
  }

  get status(): LoadStatus {
    return this.state.status;
  }

  get error(): string | null {
    return this.state.error;
  }

  get page(): number {
    return Math.floor(this.offset / this.pageSize) + 1;
  }

  get pages(): number {
    return pageCount(this.total, this.pageSize);
  }

  get hasPrevious(): boolean {
    return this.offset > 0;
  }

  get hasNext(): boolean {
    return this.offset + this.pageSize < this.total;
  }

  async load(offset = this.offset): Promise<void> {
    this.offset = Math.max(0, offset);
    this.isFetching = true;
    await this.state.run(
      () => this.fetchPage(this.offset, this.pageSize, this.appliedQuery || undefined),
      (page) => {
        this.rows = page.rows;
        this.total = page.total;
        this.isFetching = false;
        // A page emptied by a change elsewhere falls back to the last one that has rows.
        if (this.rows.length === 0 && this.offset > 0 && this.total > 0) void this.load((this.pages - 1) * this.pageSize);
      },
      {
        // The previous rows stay while another page comes; after a failure, loading shows again.
        quiet: this.state.status !== 'error',
        failed: () => {
          this.isFetching = false;
        },
      },
    );
  }

  setQuery(value: string): void {
    this.query = value;
  }

  search(): Promise<void> {
    this.appliedQuery = this.query.trim();
    return this.first();
  }

  clearSearch(): Promise<void> {
    this.query = '';
    return this.search();
  }

  reload(): Promise<void> {
    return this.load(this.offset);
  }

  first(): Promise<void> {
    return this.load(0);
  }

  next(): Promise<void> {
    return this.hasNext ? this.load(this.offset + this.pageSize) : Promise.resolve();
  }

  previous(): Promise<void> {
    return this.hasPrevious ? this.load(this.offset - this.pageSize) : Promise.resolve();
  }

  /** Replaces one row in place (after an action the server confirmed). */
  replace(match: (row: T) => boolean, update: (row: T) => T): void {
    this.rows = this.rows.map((row) => (match(row) ? update(row) : row));
  }
}

