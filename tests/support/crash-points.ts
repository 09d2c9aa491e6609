import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';

/** What a process that died at a crash point would have done next: nothing. */
export class ProcessCrashed extends Error {
  constructor(at: number) {
    super(`the process died before write ${at}`);
    this.name = 'ProcessCrashed';
  }
}

/**
 * A test seam over Kysely: counts the write statements (insert, update, delete) that go through it and
 * "kills the process" before the Nth one. From then on every statement fails, as nothing more would reach
 * the database from a dead process; an open transaction rolls back, as it would when its connection dies.
 * Arm it with `crashBefore(n)`; with none armed it only counts.
 */
export class CrashPoints implements KyselyPlugin {
  private writes = 0;
  private crashAt: number | null = null;
  private readonly counted = new Set<string>();
  dead = false;

  crashBefore(write: number | null): void {
    this.writes = 0;
    this.crashAt = write;
    this.dead = false;
    this.counted.clear();
  }

  /** Writes that reached the database since the last `crashBefore`. */
  get writesSoFar(): number {
    return this.writes;
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (this.dead) throw new ProcessCrashed(this.crashAt ?? 0);
    const write = node.kind === 'InsertQueryNode' || node.kind === 'UpdateQueryNode' || node.kind === 'DeleteQueryNode';
    // A builder may be turned into a node more than once; a statement counts once.
    if (write && !this.counted.has(queryId.queryId)) {
      this.counted.add(queryId.queryId);
      if (this.crashAt === this.writes + 1) {
        this.dead = true;
        throw new ProcessCrashed(this.crashAt);
      }
      this.writes++;
    }
    return node;
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}
