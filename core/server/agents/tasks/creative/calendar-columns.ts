/**
 * The columns of a content calendar: exactly those the request names ('a table with week, day, platform, idea and
 * call to action'), in its order and words, else Week | Day | Platform | Format | Idea | Call to action.
 */

export type ColumnKind = 'week' | 'day' | 'platform' | 'format' | 'idea' | 'cta' | 'hashtags' | 'other';

export interface Column {
  kind: ColumnKind;
  /** The heading as the table shows it ('Call to action'). */
  title: string;
}

export const DEFAULT_COLUMNS: readonly Column[] = [
  { kind: 'week', title: 'Week' },
  { kind: 'day', title: 'Day' },
  { kind: 'platform', title: 'Platform' },
  { kind: 'format', title: 'Format' },
  { kind: 'idea', title: 'Idea' },
  { kind: 'cta', title: 'Call to action' },
];

const KINDS: [ColumnKind, RegExp][] = [
  ['week', /^(?:week|weeks|week number|week no)$/],
  ['day', /^(?:day|days|date|dates|weekday|day of (?:the )?week|posting day|post date|publish date|when)$/],
  ['platform', /^(?:platform|platforms|channel|channels|network|networks|social network|where)$/],
  ['format', /^(?:format|formats|type|post type|content type|content format|post format)$/],
  ['idea', /^(?:idea|ideas|post idea|post ideas|content idea|content ideas|topic|topics|theme|themes|content|concept|angle|description|what to post|post)$/],
  ['cta', /^(?:call to action|calls to action|call-to-action|cta|ctas|action)$/],
  ['hashtags', /^(?:hashtags?|tags)$/],
];

const LIST = /\b(?:table|grid|spreadsheet|columns?)\b[^.!?\n]*?\b(?:with|of|for|showing|listing|covering|including|giving|containing)\s+(?:(?:the\s+)?columns?\s+(?:for\s+)?)?([^.!?\n]+)/i;
const AFTER_COLON = /\bcolumns?\s*(?::|for)\s*([^.!?\n]+)/i;

/** The columns the request names, when it names at least two a calendar can fill; null otherwise. */
export function columnsAsked(request: string): Column[] | null {
  const list = AFTER_COLON.exec(request)?.[1] ?? LIST.exec(request)?.[1];
  if (!list) return null;
  const items = list
    .split(/\s*(?:,|\||;|\band\b|&|\/(?=\s))\s*/i)
    .map((i) => i.trim().replace(/^(?:a|an|the|one|each|its|their|column|columns)\s+/i, '').replace(/\s+(?:columns?|for each(?: post)?|per post)$/i, '').trim())
    .filter(Boolean);
  if (items.length < 2 || items.some((i) => i.split(/\s+/).length > 4)) return null;
  const columns = items.map((title) => ({ kind: KINDS.find(([, re]) => re.test(title.toLowerCase()))?.[0] ?? ('other' as ColumnKind), title: title.charAt(0).toUpperCase() + title.slice(1) }));
  const known = columns.filter((c) => c.kind !== 'other');
  if (known.length < 2 || columns.length - known.length > 2) return null;
  return columns;
}
