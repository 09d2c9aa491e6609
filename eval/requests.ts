/**
 * The whole request set: every space's requests, in a fixed order. The split into development and
 * held-out halves is in split.ts; eval/README.md says who may read which.
 */
import type { EvalRequest } from './eval-request.ts';
import { FETCH_REQUESTS } from './requests/fetch-and-fork.ts';
import { FETCH_AND_FORK } from './spaces/fetch-and-fork.ts';
import type { SpaceFixture } from './space-fixture.ts';

export { AGENT_SLUGS, type AgentSlug } from './eval-request.ts';

export const SPACES: readonly SpaceFixture[] = [FETCH_AND_FORK];

export const REQUESTS: readonly EvalRequest[] = [...FETCH_REQUESTS];
