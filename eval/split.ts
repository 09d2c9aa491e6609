/**
 * The fixed split of the request set into a development half and a held-out half: a request (with its
 * follow-ups, which share its id) is held out when the first byte of SHA-256("eval-split-v1:" + id) is
 * 128 or more. The seed never changes: changing it would leak the held-out half into tuning.
 *
 * The held-out half must never be used for tuning the engine: its requests' texts, answers and failures
 * are written only to eval/results/held-out.json; latest.md and latest.json show only its scores.
 */
import { createHash } from 'node:crypto';

export type Half = 'development' | 'held-out';
export const SPLIT_SEED = 'eval-split-v1';

export function halfOf(requestId: string): Half {
  const first = createHash('sha256').update(`${SPLIT_SEED}:${requestId}`).digest()[0]!;
  return first < 128 ? 'development' : 'held-out';
}
