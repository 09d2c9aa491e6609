import type { Migration, MigrationProvider } from 'kysely/migration';
import { accountsAndSpaces } from './001-accounts-and-spaces.ts';
import { creditsLedger } from './002-credits-ledger.ts';
import { organizations } from './003-organizations.ts';
import { auditLog } from './004-audit-log.ts';
import { spaceProfiles } from './005-space-profiles.ts';
import { verificationAndWaitlist } from './006-verification-and-waitlist.ts';
import { agentConfigs, agentRuntime } from './007-agent-runtime.ts';
import { knowledgeBase } from './009-knowledge-base.ts';
import { knowledgeEmbeddings } from './010-knowledge-embeddings.ts';
import { agentRunKeys } from './011-agent-run-keys.ts';
import { knowledgeChunkGenerations } from './012-knowledge-chunk-generations.ts';
import { requestKeys } from './013-request-keys.ts';
import { chatSearchAndPins } from './014-chat-search-and-pins.ts';
import { passwordResetTokens } from './015-password-reset-tokens.ts';
import { sessionDevices } from './016-session-devices.ts';
import { integrationConnections } from './021-integration-connections.ts';
import { leadLists } from './022-lead-lists.ts';
import { actionProposals } from './026-action-proposals.ts';
import { connectionSlots } from './025-connection-slots.ts';
import { mcpServers } from './027-mcp-servers.ts';
import { publishedDrafts } from './024-published-drafts.ts';
import { emailBookmarks } from './028-email-bookmarks.ts';
import { agentRunsBySession } from './029-agent-runs-by-session.ts';
import { periodAndListingIndexes } from './030-period-and-listing-indexes.ts';
import { pollByTurn } from './031-poll-by-turn.ts';
import { tenantFirstSearch } from './032-tenant-first-search.ts';
import { ownerFirstChatSearch } from './033-owner-first-chat-search.ts';
import { vectorsByChunk } from './034-vectors-by-chunk.ts';
import { chatIndexById } from './035-chat-index-by-id.ts';
import { runAttempts } from './036-run-attempts.ts';
import { keysetPages } from './037-keyset-pages.ts';
import { dailyCreditTotals } from './038-daily-credit-totals.ts';
import { messageSearchByOwner } from './039-message-search-by-owner.ts';
import { dailyEntryCounts } from './040-daily-entry-counts.ts';

/** Versioned migrations, applied in name order on start. Never edit one that has shipped: add the next. */
export const migrationProvider: MigrationProvider = {
  async getMigrations(): Promise<Record<string, Migration>> {
    return {
      '001-accounts-and-spaces': accountsAndSpaces,
      '002-credits-ledger': creditsLedger,
      '003-organizations': organizations,
      '004-audit-log': auditLog,
      '005-space-profiles': spaceProfiles,
      '006-verification-and-waitlist': verificationAndWaitlist,
      '007-agent-runtime': agentRuntime,
      '008-agent-configs': agentConfigs,
      '009-knowledge-base': knowledgeBase,
      '010-knowledge-embeddings': knowledgeEmbeddings,
      '011-agent-run-keys': agentRunKeys,
      '012-knowledge-chunk-generations': knowledgeChunkGenerations,
      '013-request-keys': requestKeys,
      '014-chat-search-and-pins': chatSearchAndPins,
      '015-password-reset-tokens': passwordResetTokens,
      '016-session-devices': sessionDevices,
      '021-integration-connections': integrationConnections,
      '022-lead-lists': leadLists,
      '026-action-proposals': actionProposals,
      '025-connection-slots': connectionSlots,
      '027-mcp-servers': mcpServers,
      '024-published-drafts': publishedDrafts,
      '028-email-bookmarks': emailBookmarks,
      '029-agent-runs-by-session': agentRunsBySession,
      '030-period-and-listing-indexes': periodAndListingIndexes,
      '031-poll-by-turn': pollByTurn,
      '032-tenant-first-search': tenantFirstSearch,
      '033-owner-first-chat-search': ownerFirstChatSearch,
      '034-vectors-by-chunk': vectorsByChunk,
      '035-chat-index-by-id': chatIndexById,
      '036-run-attempts': runAttempts,
      '037-keyset-pages': keysetPages,
      '038-daily-credit-totals': dailyCreditTotals,
      '039-message-search-by-owner': messageSearchByOwner,
      '040-daily-entry-counts': dailyEntryCounts,
    };
  },
};
