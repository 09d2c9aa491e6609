/**
 * The whole request set: every space's requests, in a fixed order. The split into development and
 * held-out halves is in split.ts; eval/README.md says who may read which.
 */
import type { EvalRequest } from './eval-request.ts';
import { FETCH_REQUESTS } from './requests/fetch-and-fork.ts';
import { HARBOUR_REQUESTS } from './requests/harbourside-heating.ts';
import { RELAY_REQUESTS } from './requests/relaydesk.ts';
import { RIVER_REQUESTS } from './requests/riverside-reading.ts';
import type { SpaceFixture } from './space-fixture.ts';
import { FETCH_AND_FORK } from './spaces/fetch-and-fork.ts';
import { HARBOURSIDE_HEATING } from './spaces/harbourside-heating.ts';
import { RELAYDESK } from './spaces/relaydesk.ts';
import { RIVERSIDE_READING } from './spaces/riverside-reading.ts';

export { AGENT_SLUGS, type AgentSlug } from './eval-request.ts';

/** A consumer subscription brand, a B2B software company, a local service business and a nonprofit. */
export const SPACES: readonly SpaceFixture[] = [FETCH_AND_FORK, RELAYDESK, HARBOURSIDE_HEATING, RIVERSIDE_READING];

export const REQUESTS: readonly EvalRequest[] = [...FETCH_REQUESTS, ...RELAY_REQUESTS, ...HARBOUR_REQUESTS, ...RIVER_REQUESTS];

const seen = new Set<string>();
for (const r of REQUESTS) {
  if (seen.has(r.id)) throw new Error(`duplicate eval request id ${r.id}`);
  seen.add(r.id);
  if (!SPACES.some((s) => s.key === r.space)) throw new Error(`${r.id}: unknown space ${r.space}`);
}
