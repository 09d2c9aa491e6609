import type { Migration, MigrationProvider } from 'kysely/migration';
import { accountsAndSpaces } from './001-accounts-and-spaces.ts';
import { creditsLedger } from './002-credits-ledger.ts';
import { organizations } from './003-organizations.ts';
import { auditLog } from './004-audit-log.ts';
import { spaceProfiles } from './005-space-profiles.ts';
import { verificationAndWaitlist } from './006-verification-and-waitlist.ts';
import { agentConfigs, agentRuntime } from './007-agent-runtime.ts';
import { agentRunKeys } from './011-agent-run-keys.ts';
import { requestKeys } from './013-request-keys.ts';
import { chatSearchAndPins } from './014-chat-search-and-pins.ts';
import { passwordResetTokens } from './015-password-reset-tokens.ts';
import { sessionDevices } from './016-session-devices.ts';
import { actionProposals } from './026-action-proposals.ts';
import { agentRunsBySession } from './029-agent-runs-by-session.ts';
import { periodAndListingIndexes } from './030-period-and-listing-indexes.ts';
import { pollByTurn } from './031-poll-by-turn.ts';
import { tenantFirstSearch } from './032-tenant-first-search.ts';
import { ownerFirstChatSearch } from './033-owner-first-chat-search.ts';
import { chatIndexById } from './035-chat-index-by-id.ts';
import { runAttempts } from './036-run-attempts.ts';
import { keysetPages } from './037-keyset-pages.ts';
import { dailyCreditTotals } from './038-daily-credit-totals.ts';
import { messageSearchByOwner } from './039-message-search-by-owner.ts';
import { dailyEntryCounts } from './040-daily-entry-counts.ts';
import { oneWaitingInvitation } from './041-one-waiting-invitation.ts';
import { SERVER_FEATURES } from '../../server-features.ts';

/** The platform's own migrations: the tables no single feature owns (accounts, credits, chats and runs, the audit log). */
const PLATFORM_MIGRATIONS: Record<string, Migration> = {
  '001-accounts-and-spaces': accountsAndSpaces,
  '002-credits-ledger': creditsLedger,
  '003-organizations': organizations,
  '004-audit-log': auditLog,
  '005-space-profiles': spaceProfiles,
  '006-verification-and-waitlist': verificationAndWaitlist,
  '007-agent-runtime': agentRuntime,
  '008-agent-configs': agentConfigs,
  '011-agent-run-keys': agentRunKeys,
  '013-request-keys': requestKeys,
  '014-chat-search-and-pins': chatSearchAndPins,
  '015-password-reset-tokens': passwordResetTokens,
  '016-session-devices': sessionDevices,
  '026-action-proposals': actionProposals,
  '029-agent-runs-by-session': agentRunsBySession,
  '030-period-and-listing-indexes': periodAndListingIndexes,
  '031-poll-by-turn': pollByTurn,
  '032-tenant-first-search': tenantFirstSearch,
  '033-owner-first-chat-search': ownerFirstChatSearch,
  '035-chat-index-by-id': chatIndexById,
  '036-run-attempts': runAttempts,
  '037-keyset-pages': keysetPages,
  '038-daily-credit-totals': dailyCreditTotals,
  '039-message-search-by-owner': messageSearchByOwner,
  '040-daily-entry-counts': dailyEntryCounts,
  '041-one-waiting-invitation': oneWaitingInvitation,
};

/**
 * Versioned migrations, applied in name order on start: the platform's and every feature's own tables' (a
 * feature's module carries them, in its folder), one history numbered across all. Never edit one that has
 * shipped: add the next number. Read when the migrator asks, so the features' list is complete by then.
 */
export const migrationProvider: MigrationProvider = {
  async getMigrations(): Promise<Record<string, Migration>> {
    const all: Record<string, Migration> = { ...PLATFORM_MIGRATIONS };
    for (const feature of SERVER_FEATURES) {
      for (const [name, migration] of Object.entries(feature.migrations ?? {})) {
        // Two features (or a feature and the platform) numbering a migration alike would apply one and skip the other.
        if (all[name]) throw new Error(`Migration ${name} is declared twice`);
        all[name] = migration;
      }
    }
    return all;
  },
};
