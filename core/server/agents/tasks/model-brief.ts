import type { Brief } from '../brief/brief.ts';
import type { AgentTask, PreviousAnswer } from './agent-task.ts';
import { understoodLine } from './understood-line.ts';

/**
 * The brief as a model reads it, in its system message: the same reading of the request the offline engine writes
 * from, the agent's catalogue of tasks, and the rules an answer is checked against afterwards (brief-misses.ts).
 */
export function modelBrief(brief: Brief, task: AgentTask | null, tasks: readonly AgentTask[], previous: PreviousAnswer | null): string {
  const lines = ['How the request was read (follow it exactly):', `- ${understoodLine(brief, task?.label ?? null)}`];
  for (const d of brief.deliverables) if (d.count) lines.push(`- Write exactly ${d.count} ${d.noun}${d.count === 1 ? '' : 's'}${d.platforms.length ? ` for ${d.platforms.join(', ')}` : ''}, numbered.`);
  for (const d of brief.deliverables) if (d.seconds) lines.push(`- The script is spoken in ${d.seconds} seconds: about ${Math.round(d.seconds * 2.5)} words.`);
  if (brief.limits.words) lines.push(`- At most ${brief.limits.words} words.`);
  if (brief.limits.characters) lines.push(`- At most ${brief.limits.characters} characters per piece.`);
  if (brief.limits.bullets) lines.push(`- At most ${brief.limits.bullets} bullet points.`);
  if (brief.limits.sentences) lines.push(`- At most ${brief.limits.sentences} sentences.`);
  const offer = [brief.offer.discount, brief.offer.appliesTo && `on ${brief.offer.appliesTo}`, brief.offer.code && `with code ${brief.offer.code}`, brief.offer.deadline].filter(Boolean).join(' ');
  if (offer) lines.push(`- Carry the offer word for word in the copy: ${offer}.`);
  if (brief.audience) lines.push(`- It is for ${brief.audience} (the audience, not the product).`);
  if (brief.links.length) lines.push(`- Link to ${brief.links.join(', ')}.`);
  if (brief.callToAction) lines.push(`- Call to action: ${brief.callToAction}.`);
  if (brief.language) lines.push(`- Write in the language with ISO code "${brief.language}".`);
  if (brief.sources.length) lines.push(`- Work from ${brief.sources.join(', ')} (read it with your tools).`);
  if (brief.revision && previous) lines.push(`- This revises your previous answer (${brief.revision.kind}${brief.revision.detail ? `: ${brief.revision.detail}` : ''}); change only what is asked and say what changed. The previous answer:\n${previous.deliverable}`);
  lines.push('- Never copy the request\'s own sentences into the copy. A fact the space does not have is a marked blank like [price], never invented.');
  lines.push(`Tasks you do: ${tasks.map((t) => t.label).join('; ')}.`);
  if (!task) lines.push('The request is outside these tasks: say so in one plain sentence and offer the closest tasks you can do; do not write another kind of text instead.');
  return lines.join('\n');
}
