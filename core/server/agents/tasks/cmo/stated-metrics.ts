/**
 * The movements a question states ("trials are up 20% but trial-to-paid fell from 25% to 17%"): what moved,
 * which way, and by how much, so the advice can turn on the request's own numbers.
 */
export interface StatedMetric {
  /** What moved, as written: 'trials', 'trial-to-paid'. */
  subject: string;
  direction: 'up' | 'down';
  /** 'from 25% to 17%' gives from and to; 'up 20%' gives change. */
  from: string | null;
  to: string | null;
  change: string | null;
  /** Where in the funnel it sits: reaching people, turning them into customers, or keeping them. */
  stage: 'reach' | 'conversion' | 'retention';
}

const UP = 'up|rose|risen|grew|grown|increased|climbed|jumped|doubled';
const DOWN = 'down|fell|fallen|dropped|declined|decreased|slipped|sank|halved|shrank';
const FIGURE = '[$£€]?\\d[\\d,.]*\\s?%?';
const MOVE = new RegExp(`([A-Za-z][\\w'/-]*(?:\\s+[\\w'/-]+){0,3}?)\\s+(?:(?:are|is|have|has|was|were|went)\\s+)?(${UP}|${DOWN})(?:\\s+by)?(?:\\s+(${FIGURE}))?(?:\\s+from\\s+(${FIGURE})\\s+to\\s+(${FIGURE}))?`, 'gi');
const CONVERSION = /convert|conversion|to-paid|to paid|close rate|win rate|activation|checkout|booking rate|sign-?up rate|take-?up/i;
const RETENTION = /retention|churn|renewal|cancell|repeat|lapsed|unsubscribe/i;
const FILLER = /^(but|and|while|our|the|we|so|yet|then|also|however)\s+/i;

export function statedMetrics(request: string): StatedMetric[] {
  const found: StatedMetric[] = [];
  for (const m of request.matchAll(MOVE)) {
    if (!m[3] && !m[4]) continue;
    let subject = m[1]!.trim();
    while (FILLER.test(subject)) subject = subject.replace(FILLER, '');
    if (!subject || /^(it|this|that|they|costs?)$/i.test(subject)) continue;
    const direction = new RegExp(`^(?:${UP})$`, 'i').test(m[2]!) ? 'up' : 'down';
    const stage = RETENTION.test(subject) ? 'retention' : CONVERSION.test(subject) ? 'conversion' : 'reach';
    found.push({ subject, direction, from: m[4] ?? null, to: m[5] ?? null, change: m[3] ?? null, stage });
  }
  return found;
}

/** The move that matters most: a fall in converting or keeping customers before a fall in reach; a rise in churn counts as a fall. */
export function worstMove(metrics: StatedMetric[]): StatedMetric | null {
  const bad = metrics.filter((m) => (m.stage === 'retention' && /churn|cancell|unsubscribe|lapsed/i.test(m.subject) ? m.direction === 'up' : m.direction === 'down'));
  const order = { conversion: 0, retention: 1, reach: 2 } as const;
  return bad.sort((a, b) => order[a.stage] - order[b.stage])[0] ?? null;
}

/** 'fell from 25% to 17%' or 'down 20%', as the answer says it. */
export function movement(m: StatedMetric): string {
  const verb = m.direction === 'up' ? 'rose' : 'fell';
  return m.from && m.to ? `${verb} from ${m.from} to ${m.to}` : `${verb} ${m.change}`;
}
