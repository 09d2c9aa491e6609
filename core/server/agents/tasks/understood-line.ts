import type { Brief } from '../brief/brief.ts';

/** What the run understood, shown in its progress: 'Understood: 3 emails for practice managers who booked a demo, from one-pager.md'. */
export function understoodLine(brief: Brief, taskLabel: string | null): string {
  if (!taskLabel) return `Understood: a request outside this agent's tasks${brief.outOfRemit ? ` (${brief.outOfRemit})` : ''}`;
  const pieces = brief.deliverables.length
    ? brief.deliverables.map((d) => `${d.count ?? 1} ${d.noun}${(d.count ?? 1) === 1 ? '' : 's'}${d.platforms.length ? ` for ${d.platforms.join(', ')}` : ''}${d.seconds ? ` of ${d.seconds} seconds` : ''}`).join(' and ')
    : taskLabel;
  const parts = [`Understood: ${brief.revision ? `a revision (${brief.revision.kind}) of the previous answer, ` : ''}${pieces}`];
  if (brief.audience) parts.push(`for ${brief.audience}`);
  if (brief.topic) parts.push(`about ${brief.topic}`);
  const offer = [brief.offer.discount, brief.offer.code && `code ${brief.offer.code}`, brief.offer.deadline].filter(Boolean).join(' ');
  if (offer) parts.push(`with ${offer}`);
  if (brief.sources.length) parts.push(`from ${brief.sources.join(', ')}`);
  return parts.join(' ');
}
