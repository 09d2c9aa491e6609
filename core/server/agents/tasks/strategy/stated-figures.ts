import { mentionsIn, type ChannelMention } from './channel-lexicon.ts';
import { moneyIn } from './money.ts';

/** A figure the request states for one channel ('LinkedIn Ads €410' under 'Cost per trial:'). */
export interface StatedFigure {
  channel: ChannelMention;
  value: number;
  currency: string;
  /** The sum as written: '€410'. */
  text: string;
  /** 'cost' for a cost per result, 'spend' for money spent or budgeted on the channel. */
  metric: 'cost' | 'spend';
  /** What one result is, when the request says: 'trial', 'acquisition', 'lead'. */
  result: string | null;
  /** Stated in a document of the space, not in the request ('Cost per new client from Google Ads: £19'). */
  fromDocument?: boolean;
}

const COST_PER = /\b(?:cost|price)\s+per\s+((?:new\s+|paying\s+|first[- ]time\s+|repeat\s+)?[a-z-]+)|\b(cpa|cpl|cac|cpc|cost per acquisition|cost per lead)\b|\bper\s+(trial|lead|acquisition|sign-?up|signup|customer|booking|conversion|sale|order|enquiry|member|donor|volunteer|job)\b/i;
const ABBREVIATED: Record<string, string> = { cpa: 'acquisition', cpl: 'lead', cac: 'customer', cpc: 'click', 'cost per acquisition': 'acquisition', 'cost per lead': 'lead' };
const SPEND = /\b(spend|spent|spending|budget|costs? us|we pay|paying)\b/i;

/**
 * The per-channel figures a request states: in each sentence that says what the sums are (a cost per result or
 * spend), every channel named with a sum after it before the next channel. A sentence that says neither gives none.
 */
export function statedFigures(request: string): StatedFigure[] {
  const figures: StatedFigure[] = [];
  let metric: StatedFigure['metric'] | null = null;
  let result: string | null = null;
  for (const sentence of request.split(/(?<=[.!?])\s+|\n+/)) {
    const per = COST_PER.exec(sentence);
    // A sentence that only lists figures after 'Cost per trial:' keeps the metric the sentence before set.
    if (per) {
      metric = 'cost';
      const noun = (per[1] ?? per[3] ?? ABBREVIATED[(per[2] ?? '').toLowerCase()] ?? null)?.toLowerCase().replace(/s$/, '') ?? null;
      result = noun;
    } else if (SPEND.test(sentence)) {
      metric = 'spend';
      result = null;
    } else if (!moneyIn(sentence).length) {
      metric = null;
    }
    if (!metric) continue;
    const mentions = mentionsIn(sentence);
    const sums = moneyIn(sentence);
    mentions.forEach((m, i) => {
      const end = mentions[i + 1]?.at ?? sentence.length;
      const sum = sums.find((s) => s.index > m.at && s.index < end);
      if (sum) figures.push({ channel: m, value: sum.value, currency: sum.currency, text: sum.text, metric: metric!, result });
    });
  }
  return figures;
}
