import type { AccountReadCache } from './account-read-cache.ts';

/**
 * Which accounts a commit changed, told to every other process of the deployment so each forgets its cached
 * authentication reads of them (a removed member or an ended session is refused by every process at once).
 */
export interface AccountChanges {
  publish(userIds: readonly string[]): void;
  /** Forgets in `cache` what other processes change, and keeps it suspended while their messages could be missed. */
  follow(cache: AccountReadCache): void;
}

/** One process holds every cache there is: its unit of work forgets what it changes, nothing to tell anyone. */
export class InProcessAccountChanges implements AccountChanges {
  publish(): void {}
  follow(): void {}
}
