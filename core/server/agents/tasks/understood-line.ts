import { reaimed } from './re-aimed.ts';
import type { Brief, Deliverable } from '../brief/brief.ts';
import { channelName } from './channel-name.ts';
import { pieceOf } from '../brief/deliverable-nouns.ts';
import { listOf, withIndefinite } from './english-phrases.ts';

/** 'a welcome series' when no number was given: the task's usual length, not one piece. */
function pieceText(d: Deliverable, taskLabel: string): string {
  const platform = d.platforms.length === 1 ? d.platforms[0]! : null;
  // Brand names keep their capitals; 'print', 'radio' and 'podcast' are plain words.
  const channels = d.platforms.filter((p) => p !== 'email' && p !== 'web').map((p) => (/^(print|radio|podcast)$/.test(p) ? p : channelName(p)));
  const noun = d.of ? `${d.of} ${d.noun}` : d.noun;
  const seconds = d.seconds ? `${d.seconds}-second ` : '';
  if (pieceOf(d.noun) === 'sequence' && d.count === null) return `${/sequence|series/.test(taskLabel) ? taskLabel : withIndefinite(noun)} of the usual length`;
  if (d.count === null || d.count === 1) {
    const lead = channels.length === 1 && platform ? `${channels[0]} ` : '';
    return `${withIndefinite(`${seconds}${lead}${noun}`)}${channels.length > 1 ? ` for ${listOf(channels)}` : ''}`;
  }
  const plural = /(s|sh|ch|x)$/.test(noun) ? `${noun}es` : `${noun}s`;
  return `${d.count} ${seconds}${channels.length === 1 ? `${channels[0]} ` : ''}${plural}${channels.length > 1 ? ` ${d.perPlatform ? 'for each of' : 'for'} ${listOf(channels)}` : ''}`;
}

/** How a follow-up was read: 'a shorter version of the previous answer (under 60 words)'. */
function revisionText(brief: Brief): string {
  const r = brief.revision!;
  const part = r.part ? `the ${r.part} of ` : '';
  switch (r.kind) {
    case 'shorter':
      return `a shorter version of the previous answer${brief.limits.words ? `, ${wordLimit(brief)}` : ''}`;
    case 'longer':
      return 'a longer version of the previous answer';
    case 'focus': {
      // ('for HR managers instead, pitching Team Spark': rewritten for them, about it.)
      const { main, pitched } = r.detail ? reaimed(r.detail) : { main: null, pitched: null };
      if (main && brief.audience && main.toLowerCase() === brief.audience.toLowerCase()) return `the previous answer, rewritten for ${main}${pitched ? `, about ${pitched}` : ''}`;
      return `the previous answer, leading with ${r.detail ?? 'what was asked'}`;
    }
    case 'angle':
      return `the previous answer from another angle${r.detail ? ` (${r.detail})` : ''}`;
    case 'tone':
      return `${part}the previous answer, made ${r.detail ?? 'to the tone asked'}`;
    case 'translate':
      return `${part}the previous answer in ${r.detail ?? 'another language'}`;
    case 'more':
      return `${r.detail ?? 'more'} more of the same`;
    case 'fix':
      return `a change to the previous answer: ${r.detail ?? 'as asked'}`;
    default:
      return 'a change to the previous answer';
  }
}

/**
 * What the run understood, shown in its progress: 'Understood: 3 emails for practice managers who booked a demo,
 * about the Care Plan, from one-pager.md'. Every piece asked for is named, with its count and channel.
 */
export function understoodLine(brief: Brief, taskLabel: string | null): string {
  if (!taskLabel) return `Understood: a request outside this agent's tasks${brief.outOfRemit ? ` (${brief.outOfRemit})` : ''}`;
  if (brief.revision) return `Understood: ${revisionText(brief)}`;
  const asked = brief.deliverables.filter((d) => !d.part);
  const pieces = asked.length ? listOf(asked.map((d) => pieceText(d, taskLabel))) : taskLabel;
  const parts = [`Understood: ${pieces}`];
  if (brief.audience) parts.push(`for ${brief.audience}`);
  if (brief.topic) parts.push(`about ${brief.topic}`);
  const discount = brief.offer.discount && !brief.topic?.toLowerCase().includes(brief.offer.discount.toLowerCase()) ? brief.offer.discount : null;
  const offer = [discount, brief.offer.code && `code ${brief.offer.code}`, brief.offer.deadline].filter(Boolean).join(' ');
  if (offer) parts.push(`with ${offer}`);
  const sums = brief.amounts.filter((a) => a.role !== 'other').map((a) => `${a.text} as the ${a.role}`);
  if (sums.length) parts.push(`(${listOf(sums)})`);
  if (brief.limits.words) parts.push(`in ${wordLimit(brief)}`);
  if (brief.sources.length) parts.push(`from ${brief.sources.join(', ')}`);
  return parts.join(' ');
}

/** 'under 120 words' as the request said it, else 'at most 120 words'. */
function wordLimit(brief: Brief): string {
  const under = /\b(?:under|below|less than|fewer than)\s+(\d+)\s+words?\b/i.exec(brief.request);
  return under && Number(under[1]) - 1 === brief.limits.words ? `under ${under[1]} words` : `at most ${brief.limits.words} words`;
}
