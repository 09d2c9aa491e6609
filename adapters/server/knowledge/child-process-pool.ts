import { fork, type ChildProcess } from 'node:child_process';

export interface ChildProcessPoolOptions {
  /** The child's entry; it answers tasks with `serveTasks` (child-process-tasks.ts). */
  entry: URL;
  /** Children at most; tasks beyond wait their turn. */
  size: number;
  /** Each child's V8 heap (`--max-old-space-size`). */
  heapMb: number;
  /** An idle child exits after this long, so a process that reads few files keeps none around. */
  idleMs: number;
}

/** A child ended while it held a task: `signal` is 'SIGABRT' when V8 aborted it for want of heap. */
export class ChildExited extends Error {
  constructor(
    readonly code: number | null,
    readonly signal: NodeJS.Signals | null,
    readonly stderrTail: string,
  ) {
    super(`The child process ended with ${signal ?? `code ${code}`} while running a task${stderrTail ? `: ${stderrTail}` : ''}`);
    this.name = 'ChildExited';
  }

  /** V8 aborts the process when the heap limit is reached; nothing else a task does aborts it. */
  get outOfMemory(): boolean {
    return this.signal === 'SIGABRT' || /heap out of memory/i.test(this.stderrTail);
  }
}

interface Child {
  process: ChildProcess;
  stderrTail: string;
  idleTimer?: NodeJS.Timeout;
  /** The task it runs now; `settle` ends it once. */
  current?: { settle: (outcome: { result: unknown } | { error: Error }) => void };
}

interface Waiting {
  task: unknown;
  signal: AbortSignal;
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
}

/**
 * Runs tasks in child processes, one task per child at a time. A child is a separate V8 heap with a hard
 * `--max-old-space-size`: when a hostile file exhausts it, V8 aborts that child only. Worker threads'
 * `resourceLimits` cannot promise this; Node may abort the whole process instead (nodejs/node#47224), which
 * took the server down for every tenant. A child that ends while running a task rejects it with `ChildExited`
 * and is replaced by the next task; an aborted task kills its child. Children get no environment (no secrets
 * for code that parses untrusted files) and exit when this process goes (`disconnect`). Tasks and results
 * cross with the structured-clone serialisation, so bytes stay bytes.
 *
 * Written here rather than taken from `workerpool` or `piscina`: piscina has no child processes, and
 * workerpool reports a child's death only as text and keeps idle children for ever.
 */
export class ChildProcessPool<Task, Result> {
  private readonly idle: Child[] = [];
  private readonly busy = new Set<Child>();
  private readonly waiting: Waiting[] = [];
  private closed = false;

  constructor(private readonly options: ChildProcessPoolOptions) {}

  run(task: Task, signal: AbortSignal): Promise<Result> {
    if (this.closed) return Promise.reject(new Error('The pool is closed'));
    signal.throwIfAborted();
    return new Promise<Result>((resolve, reject) => {
      const waiting: Waiting = { task, signal, resolve: resolve as (result: unknown) => void, reject };
      this.waiting.push(waiting);
      signal.addEventListener('abort', () => this.dropWaiting(waiting), { once: true });
      this.dispatch();
    });
  }

  /** Ends every child; tasks still running or waiting are rejected. */
  async close(): Promise<void> {
    this.closed = true;
    for (const waiting of this.waiting.splice(0)) waiting.reject(new Error('The pool is closed'));
    const children = [...this.idle.splice(0), ...this.busy];
    await Promise.all(children.map((child) => this.stop(child)));
  }

  private dispatch(): void {
    while (this.waiting.length > 0 && (this.idle.length > 0 || this.busy.size < this.options.size)) {
      const waiting = this.waiting.shift()!;
      const child = this.idle.pop() ?? this.start();
      this.assign(child, waiting);
    }
  }

  private assign(child: Child, waiting: Waiting): void {
    clearTimeout(child.idleTimer);
    this.busy.add(child);
    child.process.ref();
    (child.process.channel as { ref?: () => void } | undefined)?.ref?.();
    const onAbort = () => {
      // The task is over for its caller; the child may be deep in a parser, so it goes too.
      child.current?.settle({ error: waiting.signal.reason as Error });
      child.process.kill('SIGKILL');
    };
    waiting.signal.addEventListener('abort', onAbort, { once: true });
    let settled = false;
    child.current = {
      settle: (outcome) => {
        if (settled) return;
        settled = true;
        waiting.signal.removeEventListener('abort', onAbort);
        child.current = undefined;
        if ('result' in outcome) waiting.resolve(outcome.result);
        else waiting.reject(outcome.error);
      },
    };
    child.process.send({ task: waiting.task }, (error) => {
      if (error) child.current?.settle({ error });
    });
  }

  private start(): Child {
    const childProcess = fork(this.options.entry, [], {
      execArgv: ['--enable-source-maps', `--max-old-space-size=${this.options.heapMb}`],
      env: {},
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    const child: Child = { process: childProcess, stderrTail: '' };
    childProcess.stderr!.setEncoding('utf8');
    childProcess.stderr!.on('data', (text: string) => {
      child.stderrTail = (child.stderrTail + text).slice(-2048);
    });
    childProcess.on('message', (message: { result?: unknown; error?: string }) => {
      if (!child.current) return;
      child.current.settle(message.error === undefined ? { result: message.result } : { error: new Error(message.error) });
      this.release(child);
    });
    // 'close' rather than 'exit': by then stderr is read to its end, with V8's reason for an abort.
    childProcess.on('close', (code, signal) => {
      const tail = child.stderrTail.split('\n').filter((line) => /error/i.test(line)).slice(-2).join(' ').trim();
      child.current?.settle({ error: new ChildExited(code, signal, tail) });
      clearTimeout(child.idleTimer);
      this.busy.delete(child);
      const at = this.idle.indexOf(child);
      if (at >= 0) this.idle.splice(at, 1);
      if (!this.closed) this.dispatch();
    });
    // A child that cannot start (a missing entry) reports here, then exits.
    childProcess.on('error', (error) => child.current?.settle({ error }));
    return child;
  }

  private release(child: Child): void {
    this.busy.delete(child);
    if (this.closed || child.process.exitCode !== null || child.process.signalCode !== null) return;
    this.idle.push(child);
    // An idle child keeps neither this process alive nor itself for long.
    child.process.unref();
    (child.process.channel as { unref?: () => void } | undefined)?.unref?.();
    child.idleTimer = setTimeout(() => {
      const at = this.idle.indexOf(child);
      if (at >= 0) this.idle.splice(at, 1);
      child.process.disconnect();
    }, this.options.idleMs);
    child.idleTimer.unref();
    this.dispatch();
  }

  private dropWaiting(waiting: Waiting): void {
    const at = this.waiting.indexOf(waiting);
    if (at < 0) return;
    this.waiting.splice(at, 1);
    waiting.reject(waiting.signal.reason as Error);
  }

  private stop(child: Child): Promise<void> {
    clearTimeout(child.idleTimer);
    if (child.process.exitCode !== null || child.process.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      child.process.once('exit', () => resolve());
      child.process.kill('SIGKILL');
    });
  }
}
