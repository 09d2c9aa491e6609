import type { TaskOutput } from './agent-task.ts';

/**
 * 'Jan hates percentages. Use plain numbers only.': the previous answer with each percentage said beside a plain
 * figure taken out ('12 more, up 30%' keeps '12 more'); a percentage with no plain figure beside it stays and is named.
 */
const PLAIN_NUMBERS = /\b(?:no|without|hates?|drop|remove|lose|cut|skip|avoid)\b[^.!?]{0,20}\bpercent(?:age)?s?\b|\bplain (?:numbers|figures)\b|\bjust (?:the )?(?:numbers|figures)\b|\bnot? (?:as |in )?percent/i;

export function inPlainNumbers(request: string, previous: string): TaskOutput | null {
  if (!PLAIN_NUMBERS.test(request) || request.length > 160 || !/\d\s?%/.test(previous)) return null;
  const text = previous
    .replace(/,\s*(?:up|down)\s+(?:by\s+)?\d+(?:\.\d+)?\s?%/gi, '')
    .replace(/\s*\((?:up|down)?\s*(?:by\s+)?\d+(?:\.\d+)?\s?%\)/gi, '')
    .replace(/\s+\((?:a\s+)?(?:rise|fall|drop|increase|decrease) of \d+(?:\.\d+)?\s?%\)/gi, '');
  const left = [...text.matchAll(/\d+(?:\.\d+)?\s?%/g)].length;
  const taken = [...previous.matchAll(/\d+(?:\.\d+)?\s?%/g)].length - left;
  return {
    summary: taken
      ? `Here is the previous answer in plain numbers: ${taken} percentage${taken === 1 ? '' : 's'} taken out, the figures beside them kept.${left ? ` ${left} percentage${left === 1 ? ' is' : 's are'} left where no plain figure says the same; say if those should go too.` : ''}`
      : 'Every percentage in the previous answer is the only figure where it stands, so it is below unchanged; say which to turn into plain numbers.',
    deliverable: text,
    notes: [],
    used: [],
    steps: [{ tool: 'revision', summary: `plain numbers (${taken} percentages taken out)` }],
    artifacts: [],
  };
}
