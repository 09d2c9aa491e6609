import { actionBound, computed, makeObservable, observable } from 'mobx';
import { pageCount, type Page } from '../../core/domain/admin/platform-admin.ts';
import { LoadState } from '../view-models/load-state.ts';

export const ADMIN_PAGE_SIZE = 20;

/**
 * One server-paged table: loading, error and ready states, previous and next page, and an optional
 * search applied on Search (or Enter) that every page then asks for. The answer to the latest
 * request wins, so a slow earlier page never overwrites a later one.
 *
 * A list that answers with a `nextCursor` (decision L1) is paged by key: Next reads the page after that cursor,
 * Previous and a reload read a page again from the cursor that first read it, and the first page's total stands
 * (a page read by cursor is not counted). A list without one is paged by offset.
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
  /** The cursor after the page shown (null on the last page); undefined while the list pages by offset. */
  nextCursor: string | null | undefined = undefined;
  /** Keyset lists: the cursor that reads each page met so far (the first page needs none). */
  private cursors: (string | undefined)[] = [undefined];
  /** Where the screen's load is: loading, its error, or ready. */
  readonly loadState = new LoadState();

  constructor(
    private readonly fetchPage: (offset: number, limit: number, query: string | undefined, cursor: string | undefined) => Promise<Page<T>>,
    readonly pageSize = ADMIN_PAGE_SIZE,
  ) {
    makeObservable(this, {
      query: observable,
      appliedQuery: observable,
      rows: observable,
      total: observable,
      offset: observable,
      isFetching: observable,
      nextCursor: observable,
      page: computed,
      pages: computed,
      hasPrevious: computed,
      hasNext: computed,
      load: actionBound,
      setQuery: actionBound,
      search: actionBound,
      clearSearch: actionBound,
      reload: actionBound,
      first: actionBound,
      next: actionBound,
      previous: actionBound,
      replace: actionBound,
    });
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
    return this.nextCursor === undefined ? this.offset + this.pageSize < this.total : this.nextCursor !== null;
  }

  async load(offset = this.offset): Promise<void> {
    this.offset = Math.max(0, offset);
    this.isFetching = true;
    const index = Math.floor(this.offset / this.pageSize);
    await this.loadState.run(
      () => this.fetchPage(this.offset, this.pageSize, this.appliedQuery || undefined, this.cursors[index]),
      (page) => {
        this.rows = page.rows;
        if (page.total !== undefined) this.total = page.total;
        this.nextCursor = page.nextCursor;
        if (page.nextCursor !== undefined) {
          this.cursors.length = index + 1;
          this.cursors.push(page.nextCursor ?? undefined);
        }
        this.isFetching = false;
        // A page emptied by a change elsewhere falls back to the last one that has rows (by key: the one before it).
        if (this.rows.length === 0 && this.offset > 0 && this.total > 0) void this.load(this.nextCursor === undefined ? (this.pages - 1) * this.pageSize : this.offset - this.pageSize);
      },
      {
        // The previous rows stay while another page comes; after a failure, loading shows again.
        quiet: this.loadState.status !== 'error',
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
    // A new search or filter: the cursors met belong to the old one.
    this.cursors = [undefined];
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

