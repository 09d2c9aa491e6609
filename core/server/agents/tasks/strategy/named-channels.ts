import { mentionsIn, type ChannelKind } from './channel-lexicon.ts';

/** A channel as the request names it: its own words, and the kind it is when the lexicon knows it. */
export interface NamedChannel {
  /** As written, without a leading article ('Facebook groups', 'a stall at the summer fair' gives 'Stall at the summer fair'). */
  name: string;
  kind: ChannelKind | null;
}

// Where a list of channels to split across starts ('between', 'across') and what ends it ('to reach', 'so we').
const OPENS = /\b(?:between|across|among|amongst|over|into)\s+/gi;
const ENDS = /[?.!;:]|\s+(?:so|to|in order|by|this|next|before|until|if|because|since|while|with the aim)\b/i;
const LEADING = /^(?:the|our|a|an|some|more|local|on|in|via)\s+/i;

function displayOf(item: string): string {
  let bare = item.trim();
  while (LEADING.test(bare)) bare = bare.replace(LEADING, '');
  return bare.charAt(0).toUpperCase() + bare.slice(1);
}

/**
 * The channels a request lists to split money across, each kept as written: 'between Google Business Profile,
 * Instagram, the newsletter, Facebook groups and office leaflets' gives five, known kinds or not, so no named
 * channel drops out of the split. Empty when the request lists fewer than two.
 */
export function namedChannels(request: string): NamedChannel[] {
  for (const open of request.matchAll(OPENS)) {
    const rest = request.slice(open.index! + open[0].length);
    const stop = ENDS.exec(rest);
    const span = stop ? rest.slice(0, stop.index) : rest;
    const items = span.split(/\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or|plus)\s+/i).map((s) => s.trim()).filter(Boolean);
    if (items.length < 2 || items.some((i) => i.split(/\s+/).length > 8)) continue;
    const read = items.map((item) => ({ name: displayOf(item), kind: mentionsIn(item)[0]?.kind ?? null }));
    // A list of channels has at least one the lexicon knows ('between now and March' is no list of channels).
    if (!read.some((r) => r.kind)) continue;
    return read;
  }
  return [];
}
