import { wireRoute, type NoBody, type NoParams } from '../wire-route.ts';
import type { ActionProposal } from './action-proposals.ts';

/** The agents' proposals (X-Space-ID): the server registers these patterns, the client store calls them. */
export const ActionProposalsApi = {
  list: wireRoute<NoParams, NoBody, ActionProposal[], { session_id: string }>()('GET', '/agents/proposals'),
  apply: wireRoute<{ id: string }, NoBody, ActionProposal>()('POST', '/agents/proposals/:id/apply'),
  dismiss: wireRoute<{ id: string }, NoBody, ActionProposal>()('POST', '/agents/proposals/:id/dismiss'),
};
