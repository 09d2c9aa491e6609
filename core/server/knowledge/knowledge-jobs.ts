/**
 * Knowledge-base job ids: `document.<id>.<nonce>`, `url.<id>.<nonce>`, or `sweep.<task>.<nonce>` for
 * housekeeping. The nonce makes each request its own job (a queue that deduplicates by id would otherwise
 * drop a re-process); ids hold no dots.
 */
export type KnowledgeJobKind = 'document' | 'url' | 'sweep';

/** The housekeeping task: signed uploads whose link expired without their bytes arriving. */
export const STALE_UPLOADS_TASK = 'stale-uploads';

export function knowledgeJob(kind: KnowledgeJobKind, id: string, nonce: string): string {
  return `${kind}.${id}.${nonce}`;
}

export function parseKnowledgeJob(job: string): { kind: KnowledgeJobKind; id: string } | null {
  const [kind, id] = job.split('.');
  return (kind === 'document' || kind === 'url' || kind === 'sweep') && id ? { kind, id } : null;
}
