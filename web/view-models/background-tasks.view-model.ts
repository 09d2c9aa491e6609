import { makeAutoObservable, runInAction } from 'mobx';
import type { BackgroundTaskRow, BackgroundTasksStore } from '../../core/client/stores/background-tasks-store.ts';
import type { Navigator } from './navigator.ts';

/**
 * The Background Tasks button and panel of the shell (spec 2.3): mirrors the core store's rows,
 * count and footer; a row click goes to its chat session, where the chat screen resumes it.
 */
export class BackgroundTasksViewModel {
  rows: BackgroundTaskRow[] = [];
  count = 0;
  activeCount = 0;
  completedCount = 0;
  footer = '';
  isOpen = false;
  readonly title: string;
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly store: BackgroundTasksStore,
    private readonly navigator: Navigator,
  ) {
    this.title = store.title;
    this.read();
    makeAutoObservable<this, 'store' | 'navigator' | 'unsubscribe'>(this, { store: false, navigator: false, unsubscribe: false, title: false }, { autoBind: true });
  }

  start(): void {
    this.unsubscribe ??= this.store.subscribe(() => runInAction(() => this.read()));
    this.read();
  }

  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  setOpen(open: boolean): void {
    this.isOpen = open;
  }

  toggle(): void {
    this.isOpen = !this.isOpen;
  }

  /** Goes to the task's chat session; the chat screen opens it there (a completed one resumes). */
  openTask(row: BackgroundTaskRow): void {
    this.isOpen = false;
    this.navigator.navigate(row.route);
  }

  close(row: BackgroundTaskRow): void {
    this.store.remove(row.sessionId);
  }

  clearCompleted(): void {
    this.store.clearCompleted();
  }

  private read(): void {
    this.rows = this.store.rows();
    this.count = this.store.count;
    this.activeCount = this.store.activeCount;
    this.completedCount = this.store.completedCount;
    this.footer = this.store.footer;
  }
}
