import { inject, injectable } from 'inversify';
import { action, makeObservable, observableRef } from 'mobx';
import type { Resettable } from '../stores/store-registry.ts';
import { Clock, type TimerHandle } from '../ports/clock.port.ts';
import type { BackgroundTask } from '../../domain/agents/chat-entities.ts';
import { Messages } from '../../domain/messages.ts';
import {
  BACKGROUND_TASK_TTL_MS,
  chatRoute,
  isFinished,
  MAX_BACKGROUND_TASKS,
  notificationPreview,
  taskBadge,
  taskFooter,
  taskStatusLine,
} from '../../domain/agents/chat-rules.ts';

/** A task row of the Background Tasks panel (spec 2.3). */
export interface BackgroundTaskRow {
  sessionId: string;
  agentName: string;
  statusLine: string;
  preview: string | null;
  badge: string;
  /** Where clicking the row goes. */
  route: string;
  /** Completed, failed and cancelled rows have a close button. */
  closable: boolean;
}

/**
 * Agent runs moved to the background (spec 2.3, 4.7; decisions D8): at most 5 running at once, a
 * finished one removed 5 minutes after it finished. The chat core fills it; the shell shows it.
 */
@injectable()
export class BackgroundTasksStore implements Resettable {
  readonly storeName = 'background-tasks';
  /** Observed by the shell's Background Tasks button and panel; every change replaces the list. */
  tasks: BackgroundTask[] = [];
  readonly title = Messages.backgroundTasksTitle;
  private readonly expiries = new Map<string, TimerHandle>();

  constructor(
    @inject(Clock) private readonly clock: Clock,
  ) {
    makeObservable(this, {
      tasks: observableRef,
      add: action,
      progress: action,
      complete: action,
      fail: action,
      cancel: action,
      remove: action,
      clearCompleted: action,
      reset: action,
    });
  }

  reset(): void {
    for (const timer of this.expiries.values()) this.clock.clearTimeout(timer);
    this.expiries.clear();
    this.tasks = [];
  }

  get count(): number {
    return this.tasks.length;
  }

  get activeCount(): number {
    return this.tasks.filter((t) => !isFinished(t)).length;
  }

  get completedCount(): number {
    return this.tasks.length - this.activeCount;
  }

  get footer(): string {
    return taskFooter(this.tasks);
  }

  /** Adds a running task; refused (false) when 5 already run. A task of the same session is replaced. */
  add(task: Pick<BackgroundTask, 'sessionId' | 'agentSlug' | 'agentName' | 'type'> & Partial<BackgroundTask>): boolean {
    const others = this.tasks.filter((t) => t.sessionId !== task.sessionId);
    if (others.filter((t) => !isFinished(t)).length >= MAX_BACKGROUND_TASKS) return false;
    this.clearExpiry(task.sessionId);
    const now = this.clock.now();
    this.tasks = [
      ...others,
      {
        startTime: now,
        status: 'running',
        lastUpdate: now,
        lastProgressMessage: null,
        progressStage: null,
        errorMessage: null,
        completedMessagePreview: null,
        ...task,
      },
    ];
    return true;
  }

  find(sessionId: string): BackgroundTask | undefined {
    return this.tasks.find((t) => t.sessionId === sessionId);
  }

  progress(sessionId: string, stage: string | null, message: string): void {
    this.patch(sessionId, { progressStage: stage, lastProgressMessage: message });
  }

  complete(sessionId: string, reply: string): void {
    this.finish(sessionId, { status: 'completed', completedMessagePreview: notificationPreview(reply) });
  }

  fail(sessionId: string, error: string): void {
    this.finish(sessionId, { status: 'error', errorMessage: error });
  }

  cancel(sessionId: string): void {
    this.finish(sessionId, { status: 'cancelled' });
  }

  remove(sessionId: string): void {
    this.clearExpiry(sessionId);
    this.tasks = this.tasks.filter((t) => t.sessionId !== sessionId);
  }

  /** Removes completed, failed and cancelled rows (D8). */
  clearCompleted(): void {
    for (const task of this.tasks.filter(isFinished)) this.clearExpiry(task.sessionId);
    this.tasks = this.tasks.filter((t) => !isFinished(t));
  }

  rows(): BackgroundTaskRow[] {
    return this.tasks.map((t) => ({
      sessionId: t.sessionId,
      agentName: t.agentName,
      statusLine: taskStatusLine(t),
      preview: t.status === 'completed' ? t.completedMessagePreview : null,
      badge: taskBadge(t),
      route: chatRoute(t.agentSlug, t.sessionId),
      closable: isFinished(t),
    }));
  }

  private finish(sessionId: string, patch: Partial<BackgroundTask>): void {
    if (!this.find(sessionId)) return;
    this.patch(sessionId, patch);
    this.clearExpiry(sessionId);
    this.expiries.set(sessionId, this.clock.setTimeout(() => {
      this.expiries.delete(sessionId);
      this.remove(sessionId);
    }, BACKGROUND_TASK_TTL_MS));
  }

  private patch(sessionId: string, patch: Partial<BackgroundTask>): void {
    this.tasks = this.tasks.map((t) => (t.sessionId === sessionId ? { ...t, ...patch, lastUpdate: this.clock.now() } : t));
  }

  private clearExpiry(sessionId: string): void {
    const timer = this.expiries.get(sessionId);
    if (timer !== undefined) this.clock.clearTimeout(timer);
    this.expiries.delete(sessionId);
  }
}
