import { wireRoute, type NoBody, type NoParams } from '../wire-route.ts';
import type { AccountUser, NameChange, OtherSessionsSignedOut, PasswordChange, SignedInSessionView } from './user.ts';
import type { MessageResponse } from '../message-response.ts';

/** Settings' endpoints for one's own account (no space): the server registers these patterns, the account settings service calls them. */
export const AccountApi = {
  changeName: wireRoute<NoParams, NameChange, AccountUser>()('PATCH', '/me'),
  changePassword: wireRoute<NoParams, PasswordChange, OtherSessionsSignedOut>()('POST', '/password/change'),
  sessions: wireRoute<NoParams, NoBody, SignedInSessionView[]>()('GET', '/sessions'),
  endSession: wireRoute<{ id: string }, NoBody, MessageResponse>()('DELETE', '/sessions/:id'),
  /** Takes no body; the client sends `{}`. */
  endOtherSessions: wireRoute<NoParams, Record<string, never>, OtherSessionsSignedOut>()('POST', '/sessions/revoke-others'),
};
