import { actionBound, computed, makeObservable, observable } from 'mobx';
import type { BackgroundTaskRow, BackgroundTasksStore } from '../../core/client/chat/background-tasks-store.ts';
import type { Navigator } from '../view-models/navigator.ts';

/**
 * The Background Tasks button and panel of the shell (spec 2.3): reads the core store's rows,
 * count and footer; a row click goes to its chat session, where the chat screen resumes it.
 */
export class BackgroundTasksViewModel {
  isOpen = false;
  readonly title: string;

  constructor(
    private readonly store: BackgroundTasksStore,
    private readonly navigator: Navigator,
  ) {
    this.title = store.title;
    makeObservable(this, {
      isOpen: observable,
      rows: computed,
      count: computed,
      activeCount: computed,
      completedCount: computed,
      footer: computed,
      setOpen: actionBound,
      toggle: actionBound,
      openTask: actionBound,
      close: actionBound,
      clearCompleted: actionBound,
    });
  }

  // The store is observable: these follow every task change.
  get rows(): BackgroundTaskRow[] {
    return this.store.rows();
  }

  get count(): number {
    return this.store.count;
  }

  get activeCount(): number {
    return this.store.activeCount;
  }

  get completedCount(): number {
    return this.store.completedCount;
  }

  get footer(): string {
    return this.store.footer;
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
}
