/** Chat polling schedule (spec 9). */
const MINUTE = 60_000;

const PHASES: readonly { until: number; every: number }[] = [
  { until: 3 * MINUTE, every: 15_000 },
  { until: 8 * MINUTE, every: 30_000 },
  { until: 15 * MINUTE, every: 45_000 },
  { until: 25 * MINUTE, every: 60_000 },
  { until: 35 * MINUTE, every: 90_000 },
];
const LAST_INTERVAL = 120_000;

/** Interval before the next poll, given the time elapsed since polling started. */
export function pollInterval(elapsedMs: number): number {
  return PHASES.find((p) => elapsedMs < p.until)?.every ?? LAST_INTERVAL;
}

const MAX_POLL_MINUTES: Record<string, number> = {
  'brand-voice': 35,
  cmo: 40,
  'strategy-review-agent': 35,
  'email-agent': 30,
  'seo-agent': 35,
  'creative-agent': 30,
};
export const DEFAULT_MAX_POLL_MINUTES = 35;

export function maxPollMinutes(agentSlug: string): number {
  return MAX_POLL_MINUTES[agentSlug] ?? DEFAULT_MAX_POLL_MINUTES;
}
