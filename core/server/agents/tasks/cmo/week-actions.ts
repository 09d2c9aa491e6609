import type { Fact, FactSource } from '../../facts/fact-sheet.ts';
import type { TaskInput, TaskOutput } from '../agent-task.ts';
import { parseCount } from '../../brief/parse-count.ts';
import { countWord } from '../english-phrases.ts';
import { capitalise } from '../../offline/template-grammar.ts';
import { profileSource, uniqueSources } from '../strategy/advice-sources.ts';
import { mentionsIn } from '../strategy/channel-lexicon.ts';

/** 'What three things should I do this week to get more class bookings?': how many, over what period, towards what. */
export interface ActionsAsked {
  count: number;
  period: string;
  /** What the actions are for, as asked ('more class bookings'), or null. */
  aim: string | null;
}

// A short horizon only: what to do this month or quarter is a question of priorities, answered by their task.
const ASKED = /\b(?:what|which|give me|list)\s+(?:are\s+)?(?:the\s+)?(\d|one|two|three|four|five|six)\s+(?:\w+\s+)?(?:things|actions|steps|moves|tasks|quick wins)\b[^?.!]*?\b(this|next)\s+(week|weekend|fortnight)\b/i;
const AIM = /\b(?:to|so (?:that )?we|that will|that would)\s+(?:get|win|bring in|drive|grow|boost|increase|fill|sell|raise)\s+(?:us\s+)?([^?.!,]{3,60})/i;

export function actionsAsked(request: string): ActionsAsked | null {
  const m = ASKED.exec(request);
  if (!m) return null;
  const count = parseCount(m[1]) ?? 3;
  const aim = AIM.exec(request)?.[1]?.trim().replace(/\s+(?:this|next)\s+(?:week|month|weekend|fortnight)$/i, '') ?? null;
  return { count: Math.min(6, Math.max(1, count)), period: `${m[2]!.toLowerCase()} ${m[3]!.toLowerCase()}`, aim };
}

const STOP = new Set(['more', 'new', 'our', 'the', 'get', 'sales', 'customers', 'people', 'bookings', 'booking', 'orders', 'order', 'sign', 'signups', 'ups']);
const keyWords = (text: string) => (text.toLowerCase().match(/[a-z][a-z'-]{2,}/g) ?? []).map((w) => w.replace(/(?<=[a-z]{3})(?:es|s)$/, '')).filter((w) => !STOP.has(w));

/**
 * That many actions for the period, aimed at what was asked: the thing sold that it names said with its own facts,
 * on the channel the best customers come from, to the list the business owns, and beside its proof.
 */
export function weekActions(input: TaskInput): TaskOutput | null {
  const asked = actionsAsked(input.brief.request);
  if (!asked) return null;
  const { facts } = input;
  const used: FactSource[] = [profileSource(facts)];
  const aimWords = asked.aim ? keyWords(asked.aim) : [];
  // The thing sold the aim names ('class bookings' → the frame-your-own class, £45 a person), from the facts.
  const sold: Fact[] = [...facts.prices.filter((p) => !p.fee), ...facts.features, ...facts.terms];
  const subject = aimWords.length ? sold.map((f) => ({ f, n: aimWords.filter((w) => keyWords(`${'plan' in f ? (f.plan ?? '') : ''} ${f.text}`).includes(w)).length })).filter((x) => x.n > 0).sort((a, b) => b.n - a.n)[0]?.f ?? null : null;
  // Only what the facts sell, asked with no figures of its own: a question that gives figures, or aims at something the
  // facts do not sell ('our conversion rate'), is the decision's to answer from those.
  if (!subject || /[£$€%]|\d{2,}/.test(input.brief.request)) return null;
  used.push(subject.source);
  const what = subject.text.replace(/[.]+$/, '');
  // ('Word of mouth and Instagram': the channel as the profile writes it, not its kind's name.)
  const best = mentionsIn(facts.bestChannel ?? '').filter((m) => m.kind.name !== 'Referrals').map((m) => m.written)[0] ?? null;
  const wordOfMouth = /word of mouth|referr|recommend/i.test(facts.bestChannel ?? '');
  const list = facts.channels.find((c) => /newsletter|email|mailing/i.test(c)) ?? null;
  const link = facts.links.map((f) => /https?:\/\/[^\s)>\]]+/.exec(f.text)?.[0]).find(Boolean) ?? facts.website ?? '[your booking link]';
  const proof = facts.proof[0] ?? null;
  if (proof) used.push(proof.source);
  const measure = asked.aim ? `${asked.aim.replace(/^more\s+/i, '')} ${asked.period} against last ${asked.period.split(' ')[1]}` : `enquiries ${asked.period} against last ${asked.period.split(' ')[1]}`;
  const actions: { title: string; how: string }[] = [];
  if (best) actions.push({ title: `Post it on ${best}`, how: `${best} is where your profile says your best customers come from. Say it plainly: ${what}. End with how to book: ${link}.` });
  if (list) actions.push({ title: `Send it to your ${list.replace(/^(?:an?|our|the)\s+/i, '').toLowerCase()} list`, how: `The people on it know you already. One short email: ${what}, and one date or link to book (${link}).` });
  if (wordOfMouth) actions.push({ title: 'Ask this week\'s customers to pass it on', how: `Word of mouth brings your best customers, so ask for it: when someone collects or pays, tell them about the ${what.split(/,\s+/)[0]!.toLowerCase()} and give them something to pass on (a card or the link, ${link}).` });
  if (proof) actions.push({ title: 'Put your proof beside it', how: `Use what a customer said or achieved wherever you post this ${asked.period.split(' ')[1]}: "${proof.text.replace(/[.]+$/, '')}".` });
  actions.push({ title: 'Follow up everyone who asked', how: `Reply this ${asked.period.split(' ')[1]} to everyone who enquired and did not book, with the details above and a link to book.` });
  actions.push({ title: 'Make booking easy to find', how: `Check that ${link} shows it, its price and how to book within one tap from your profile and your posts.` });
  // A regenerate starts from the people who already know the business (the list, the enquiries, the customers).
  const ordered = input.variant % 2 === 1 ? [...actions.slice(1), actions[0]!] : actions;
  const chosen = ordered.slice(0, asked.count);
  const lines = [
    `**${capitalise(asked.period)}:** ${countWord(chosen.length)} action${chosen.length === 1 ? '' : 's'}${asked.aim ? `, all aimed at ${asked.aim}` : ''}.`,
    '',
    ...chosen.map((a, i) => `${i + 1}. **${a.title}.** ${a.how}`),
    '',
    `**How you will know:** count ${measure}.`,
  ];
  return {
    summary: `${capitalise(countWord(chosen.length))} things to do ${asked.period}${asked.aim ? ` to get ${asked.aim}` : ''}.`,
    deliverable: lines.join('\n'),
    notes: chosen.length < asked.count ? [`Your facts support ${countWord(chosen.length)} actions, not ${countWord(asked.count)}.`] : [],
    used: uniqueSources(used),
    steps: [{ tool: 'decision', summary: `${chosen.length} actions for ${asked.period}` }],
    artifacts: [],
  };
}

