import { wireRoute, type NoBody, type NoParams } from '../wire-route.ts';
import type { Artifact } from './artifact.ts';

/** The space's generated files (X-Space-ID): the server registers this pattern, the client's assets service calls it. */
export const AssetsApi = {
  list: wireRoute<NoParams, NoBody, Artifact[]>()('GET', '/agents/artifacts'),
};
