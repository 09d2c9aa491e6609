import { wireRoute, type NoBody, type NoParams } from '../wire-route.ts';
import type { CreateSpacePayload, Space, SpaceChanges } from './space.ts';
import type { SpaceProfile, SpaceProfileAnswers } from './space-profile-questions.ts';
import type { MessageResponse } from '../message-response.ts';

type SpaceId = { id: string };

/** The spaces' endpoints (no X-Space-ID: they name the space): the server registers these patterns, the spaces service calls them. */
export const SpacesApi = {
  list: wireRoute<NoParams, NoBody, Space[]>()('GET', '/spaces/'),
  create: wireRoute<NoParams, CreateSpacePayload, Space>()('POST', '/spaces/'),
  update: wireRoute<SpaceId, SpaceChanges, Space>()('PATCH', '/spaces/:id'),
  remove: wireRoute<SpaceId, NoBody, MessageResponse>()('DELETE', '/spaces/:id'),
  profile: wireRoute<SpaceId, NoBody, SpaceProfile>()('GET', '/spaces/:id/profile'),
  saveProfile: wireRoute<SpaceId, SpaceProfileAnswers, SpaceProfile>()('PUT', '/spaces/:id/profile'),
};
