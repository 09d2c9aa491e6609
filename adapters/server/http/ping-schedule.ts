/**
 * When a socket's first keep-alive ping (and access re-check) is due: at a random point within the
 * interval, never at once and never later than one interval. Sockets opened together (a deploy, a
 * reconnect wave) then re-check spread over the interval instead of all in the same instant; after the
 * first, each keeps its own steady interval, so they stay spread.
 */
export function firstPingDelayMs(intervalMs: number, random: () => number): number {
  return Math.max(1, Math.round(intervalMs * (1 - random())));
}
