/**
 * Knowledge-base job ids: `document.<id>.<nonce>` or `url.<id>.<nonce>`. The nonce makes each request
 * its own job (a queue that deduplicates by id would otherwise drop a re-process); ids hold no dots.
 */
export function knowledgeJob(kind: 'document' | 'url', id: string, nonce: string): string {
  return `${kind}.${id}.${nonce}`;
}

export function parseKnowledgeJob(job: string): { kind: 'document' | 'url'; id: string } | null {
  const [kind, id] = job.split('.');
  return (kind === 'document' || kind === 'url') && id ? { kind, id } : null;
}
