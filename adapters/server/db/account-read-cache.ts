import type { Clock } from '../../../core/server/ports/clock.ts';
import type { AuthenticationRead } from '../../../core/server/ports/user-repository.ts';

interface Entry {
  readonly read: AuthenticationRead;
  readonly storedAt: number;
}

/**
 * The authentication reads of the last few seconds, per account and session, so a burst of requests with one
 * token reads the database once. Correct only because every commit that changes an account or ends one of its
 * sessions forgets it here (the unit of work does, after the commit) and in every other process
 * ({@link AccountChanges}); the time limit only bounds what a change made outside the app (an operator's SQL),
 * or a lost message between processes, can leave behind.
 *
 * A read that started before a change and finishes after it must not store what it read: every change moves
 * `generation`, and a read stores its answer only if the generation is still the one it started with.
 */
export class AccountReadCache {
  private readonly accounts = new Map<string, Map<string, Entry>>();
  private generation = 0;
  private suspended = false;

  constructor(
    private readonly clock: Clock,
    /** 0 turns the cache off. */
    private readonly ttlMs: number,
    private readonly maxAccounts = 10_000,
    private readonly maxSessionsPerAccount = 16,
  ) {}

  get(userId: string, sessionId: string | null): AuthenticationRead | undefined {
    const sessions = this.accounts.get(userId);
    const entry = sessions?.get(sessionId ?? '');
    if (!entry) return undefined;
    if (this.clock.now().getTime() - entry.storedAt >= this.ttlMs) {
      sessions!.delete(sessionId ?? '');
      if (sessions!.size === 0) this.accounts.delete(userId);
      return undefined;
    }
    return entry.read;
  }

  /** Taken before the database read whose answer {@link store} may keep. */
  mark(): number {
    return this.generation;
  }

  store(userId: string, sessionId: string | null, read: AuthenticationRead, mark: number): void {
    if (this.ttlMs <= 0 || this.suspended || mark !== this.generation) return;
    let sessions = this.accounts.get(userId);
    if (!sessions) {
      // The oldest account first out: a Map iterates in insertion order.
      if (this.accounts.size >= this.maxAccounts) this.accounts.delete(this.accounts.keys().next().value!);
      sessions = new Map();
      this.accounts.set(userId, sessions);
    } else if (sessions.size >= this.maxSessionsPerAccount && !sessions.has(sessionId ?? '')) {
      sessions.delete(sessions.keys().next().value!);
    }
    // Shared by the requests that find it here: none may change it for the others.
    sessions.set(sessionId ?? '', { read: Object.freeze({ user: Object.freeze({ ...read.user }), sessionEnded: read.sessionEnded }), storedAt: this.clock.now().getTime() });
  }

  /** These accounts changed (a commit here or in another process): their next requests read them again. */
  forget(userIds: Iterable<string>): void {
    this.generation++;
    for (const id of userIds) this.accounts.delete(id);
  }

  /** Changes may be missed (the link to the other processes is down): keep nothing until {@link resume}. */
  suspend(): void {
    this.suspended = true;
    this.clear();
  }

  resume(): void {
    this.suspended = false;
    this.clear();
  }

  private clear(): void {
    this.generation++;
    this.accounts.clear();
  }
}

/** What the unit of work gives the user and session repositories so they keep the cache true. */
export interface AccountCacheLink {
  /** After a statement that changed this account or ended one of its sessions. */
  changed(userId: string): void;
  /** Outside a transaction only: where the authentication read may answer from. */
  readonly cache?: AccountReadCache;
}
