import type { FactSource } from '../../facts/fact-sheet.ts';
import type { TaskInput, TaskOutput } from '../agent-task.ts';
import { profileSource, quoted, uniqueSources } from './advice-sources.ts';
import { channelsIn } from './channel-lexicon.ts';
import { formatMoney, moneyIn } from './money.ts';

/** One option of a list to rank, as the request labels and words it. */
export interface ListedOption {
  label: string;
  text: string;
}

// 'Rank these', 'in order', 'best first', 'prioritise', 'which first': the request asks for an order.
const RANK = /\b(?:rank|ranking|order (?:them|these)|in (?:what|which) order|in order|best first|prioriti[sz]e|which (?:should (?:we|i) do )?first|top to bottom|most to least)\b/i;
// Labels: 'A) …', '(b) …', 'Option 3: …', '1) …', '2. …' at the start of a line.
const LABEL = /(?:^|[\s:;,])(?:\(([a-f1-6])\)|([a-f1-6])\)|option\s+([a-f1-6])\s*[:.)-])\s+|(?:^|\n)\s*(?:([1-6])\.|[-*•])\s+/gi;

/** The options a request lists to rank, three or more, or null when it lists fewer or asks no order. */
export function listedOptions(request: string): ListedOption[] | null {
  if (!RANK.test(request)) return null;
  const marks = [...request.matchAll(LABEL)];
  if (marks.length < 3) return inlineOptions(request);
  const options: ListedOption[] = [];
  for (const [i, m] of marks.entries()) {
    const end = marks[i + 1]?.index ?? request.length;
    const label = (m[1] ?? m[2] ?? m[3] ?? m[4] ?? String(i + 1)).toUpperCase();
    // The last option ends at its sentence; what follows ('Which first?') is the question.
    const text = request
      .slice(m.index! + m[0].length, end)
      .replace(/(?<=\S)[.?!](?:\s[\s\S]*)?$/, '')
      .replace(/[,;]?\s*(?:and|or)?\s*$/i, '')
      .trim();
    if (text) options.push({ label, text });
  }
  return options.length >= 3 ? options : null;
}

/** 'Rank these ideas …: a TikTok account, sponsoring a podcast, a referral scheme, and weekly posts.': a list after the colon. */
function inlineOptions(request: string): ListedOption[] | null {
  const m = /:\s*([^:\n]+?)\s*(?:[.?!]\s*(?:$|\n)|$)/.exec(request.slice(request.search(RANK)));
  if (!m) return null;
  const parts = m[1]!.split(/\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+(?=(?:a|an|the|our|weekly|monthly|sponsoring|running|starting|\w+ing)\b)/i).map((p) => p.trim()).filter((p) => p.split(/\s+/).length >= 2);
  if (parts.length < 3 || parts.length > 8) return null;
  // (Listed without labels, each is named by its own words.)
  return parts.map((text) => ({ label: '', text: text.replace(/[.?!]+$/, '') }));
}

const STOP = new Set(['the', 'and', 'for', 'our', 'per', 'you', 'all', 'any', 'one', 'two', 'out', 'off', 'get', 'top', 'run', 'use', 'with', 'from', 'that', 'this', 'these', 'those', 'their', 'there', 'about', 'into', 'your', 'ours', 'each', 'every', 'other', 'second', 'first', 'third', 'next', 'more', 'some', 'month', 'monthly', 'week', 'weekly', 'year', 'quarter', 'people', 'customers', 'new', 'local', 'campaign', 'campaigns', 'price', 'prices', 'included', 'materials']);
// ('owner-referral' is an owner and a referral.)
const wordsOf = (text: string) => new Set((text.toLowerCase().replace(/(?<=[a-z])-(?=[a-z])/g, ' ').match(/[a-z][a-z'-]{2,}/g) ?? []).map((w) => w.replace(/(?<=[a-z]{3})s$/, '')).filter((w) => !STOP.has(w)));
const shared = (a: Set<string>, b: Set<string>) => [...a].filter((w) => b.has(w));

interface Weighed {
  option: ListedOption;
  score: number;
  reasons: string[];
  cost: number | null;
  used: FactSource[];
}

/** An order for three or more options the request lists, each placed by what the space's facts say of it. */
export function rankedOptions(input: TaskInput): TaskOutput | null {
  const options = listedOptions(input.brief.request);
  if (!options) return null;
  const { facts } = input;
  const best = new Set(channelsIn(facts.bestChannel ?? '').map((k) => k.name));
  const goalWords = wordsOf(facts.goal ?? '');
  const kpis = (facts.kpis ?? '').split(/\s*(?:,|;|\band\b)\s*/).map((k) => k.trim()).filter(Boolean);
  const audienceWords = wordsOf(facts.audience ?? '');
  const weighed: Weighed[] = options.map((option) => {
    const words = wordsOf(option.text);
    const reasons: string[] = [];
    const used: FactSource[] = [];
    let score = 0;
    // Something the business already sells: its price and demand are known, not guessed.
    const sold = facts.prices
      .filter((p) => !p.fee)
      // (By the thing's name, or two words of its line: 'owner' in 'goes to the owner in full' sells nothing.)
      .map((p) => ({ p, n: Math.max(shared(words, wordsOf(p.plan ?? '')).length * 2, shared(words, wordsOf(p.text)).length) }))
      .filter((x) => x.n >= 2)
      .sort((a, b) => b.n - a.n)[0]?.p;
    if (sold) {
      score += 2;
      reasons.push(`it builds on ${sold.plan ? `${sold.plan} (${sold.from ? 'from ' : ''}${sold.amount})` : sold.text}, which you already sell, so its price and appeal are known`);
      used.push(sold.source);
    }
    const channels = channelsIn(option.text);
    const onBest = channels.find((k) => best.has(k.name));
    if (onBest) {
      score += 3;
      reasons.push(`it uses ${onBest.name}, where your profile says your best customers come from`);
      used.push(profileSource(facts));
    }
    const goal = shared(words, goalWords).length > 0;
    const kpi = goal ? null : kpis.find((k) => shared(words, wordsOf(k)).length > 0);
    if (goal || kpi) {
      score += 2;
      reasons.push(goal ? `it speaks to your goal, ${quoted(facts.goal, 'goal')}` : `it moves a number you track ("${kpi}")`);
      used.push(profileSource(facts));
    }
    const audience = shared(words, audienceWords);
    if (audience.length && !goal && !kpi) {
      score += 1;
      reasons.push(`it reaches the people your profile names (${audience.join(', ')})`);
      used.push(profileSource(facts));
    }
    const paid = channels.find((k) => k.cost === 'money' && !best.has(k.name));
    if (paid) {
      score -= 1;
      reasons.push(`it puts more money into ${paid.name}, and nothing in your facts shows what ${paid.name} returns today`);
    }
    const sum = moneyIn(option.text)[0] ?? null;
    if (!reasons.length) reasons.push('nothing in your facts shows how it would do, so it is the least known of the list');
    return { option, score, reasons, cost: sum?.value ?? null, used };
  });
  // Higher score first; at a tie the cheaper stated cost, then the order given.
  const order = [...weighed].sort((a, b) => b.score - a.score || (a.cost ?? Infinity) - (b.cost ?? Infinity) || options.indexOf(a.option) - options.indexOf(b.option));
  const tag = (w: Weighed) => (w.option.label ? `${w.option.label}) ${w.option.text}` : w.option.text.charAt(0).toUpperCase() + w.option.text.slice(1));
  const name = (w: Weighed) => w.option.label || `"${w.option.text}"`;
  const summary = `Ranked: ${order.map(name).join(', then ')}.`;
  const currency = moneyIn(input.brief.request)[0]?.currency;
  const lines = [
    `**Ranking:** ${order.map((w, i) => `${i + 1}. ${name(w)}`).join(' · ')}`,
    '',
    ...order.map((w, i) => `${i + 1}. **${tag(w)}**: ${w.reasons.join('; ')}${w.cost !== null && currency ? ` (costs ${formatMoney(w.cost, currency)})` : ''}.`),
    '',
    '## How they were ranked',
    '- Ahead: what builds on something you already sell, on the channel your best customers come from, or on your goal.',
    '- Behind: more spend on a channel nothing yet shows a result for, and what your facts say nothing about.',
    ...(order.length > 1 && order[0]!.score === order[1]!.score ? [`- ${name(order[0]!)} and ${name(order[1]!)} weigh the same on your facts; ${name(order[0]!)} goes first as the ${order[0]!.cost !== null && order[1]!.cost !== null && order[0]!.cost < order[1]!.cost ? 'cheaper' : 'one you listed first'}.`] : []),
    '',
    '## What would change the order',
    '- A result for any of them (sales or sign-ups against its cost) outranks these reasons: measure the first one for four weeks before starting the next.',
    `- If ${name(order.at(-1)!)} is cheap to try or time-limited (a date that will not come back), try it on a small scale alongside.`,
  ];
  return {
    summary,
    deliverable: lines.join('\n'),
    notes: [],
    used: uniqueSources(weighed.flatMap((w) => w.used)),
    steps: [{ tool: 'decision', summary: `${options.length} options ranked on your facts` }],
    artifacts: [],
  };
}
