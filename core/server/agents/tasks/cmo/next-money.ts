import type { Amount } from '../../brief/brief.ts';
import type { FactSource } from '../../facts/fact-sheet.ts';
import type { TaskInput, TaskOutput } from '../agent-task.ts';
import { figuresLine, figuresStep, firstKpi, profileSource, quoted, uniqueSources } from '../strategy/advice-sources.ts';
import { channelOptions, channelPicture, costPerConversion, decideCut, kindNameOf, optionName, type ChannelOption } from '../strategy/channel-verdict.ts';
import { hasFigures, readFigures } from '../strategy/figure-evidence.ts';
import { formatMoney, perPeriod, splitExactly } from '../strategy/money.ts';
import { connectNotes } from '../strategy/connect-notes.ts';
import { changeAndNextStep } from '../decision-sections.ts';

/** How money goes into a kind of channel: general marketing practice, never a figure. */
const SPEND_ON: Record<string, string> = {
  Referrals: 'a reward for every customer who brings a friend who signs up, announced to your existing customers',
  'Google Ads': 'search ads on the words people type when they are ready to buy, with a daily cap',
  'Meta ads': 'ads shown to people near you or like your customers, all sending them to one offer page',
  Email: 'a short welcome and win-back sequence to your list, with the writing or design help it needs',
  'Google Business Profile': 'new photos, weekly posts and a review request after every job, with someone paid to keep it up',
  SEO: 'pages that answer the questions buyers search for before they buy',
  Events: 'one event where your buyers gather, with a follow-up to every contact within a week',
  'App store listing': 'new screenshots and copy for the listing, and a review request to happy customers',
  Partnerships: 'a referral fee or joint offer for partners who send you customers',
  'Community groups': 'a members-only offer shared in the groups, with someone given the hours to answer questions there',
  Print: 'one leaflet drop where most customers already come from, with a code on it to count replies',
  LinkedIn: 'ads to the job titles that buy, sending them to one offer page',
  'Organic social': 'paid help to make and post content weekly',
  'Cold outreach': 'a list of named buyers and a short sequence to them',
};

/** 'Where should the next £1,000 go?', 'what do we do with an extra $2,000?': one place for the money, not a split. */
export function asksWhereMoneyGoes(request: string, amount: Amount | undefined): boolean {
  if (!amount) return false;
  return /\b(where|what)\b[^?]*\b(go|put|spend|invest|do with)\b|\bnext\b|\bextra\b|\badditional\b/i.test(request) && !/\b(split|across|between|allocate|divide|spread|each channel)\b/i.test(request);
}

/**
 * The CMO's call on where a sum goes: the one channel the evidence backs (connected figures first, then the
 * profile), how to spend the money there, the step that tests it, what would change the call and the next step.
 */
export function nextMoney(input: TaskInput, amount: Amount): TaskOutput {
  const { brief, facts } = input;
  const figures = readFigures(input.figures, input.variant);
  const usable = hasFigures(figures) ? figures : null;
  const picture = channelPicture(brief, facts);
  const verdict = decideCut(picture, usable);
  const options = channelOptions(picture, usable);
  // With channels named and no evidence between them, money goes where money works directly (ads), the first named otherwise.
  const named = options.filter((o) => o.named);
  const untested = !verdict.grow && !options.some((o) => o.best) && named.length ? (named.find((o) => o.cost === 'money') ?? named[0]!) : null;
  const grow: ChannelOption | null = verdict.grow ?? options.find((o) => o.best) ?? untested;
  const currency = amount.currency || verdict.currency;
  const money = (v: number) => formatMoney(v, currency, Number.isInteger(amount.value) ? 0 : 2);
  const sum = `${money(amount.value)}${perPeriod(amount.period)}`;
  const used: FactSource[] = [];
  if (verdict.usedProfile || grow?.best) used.push(profileSource(facts));
  const kpi = firstKpi(facts.kpis) ?? 'cost per customer';
  const [first, rest] = splitExactly(amount.value, [1, 1]);
  if (!grow) {
    return {
      summary: `Put the ${sum} into the one channel you can show brings customers; none is named yet.`,
      deliverable: [`**Decision:** Put the ${sum} into [the channel that brings your best customers], not across all of them.`, '', '## Next step', `1. Name your channels and the one that brings the best customers (space profile), or connect Google Analytics 4 or Meta Ads.`, `2. Spend ${money(first!)} first and the other ${money(rest!)} only if ${kpi} moves.`].join('\n'),
      notes: ['No channel is named in the request, the profile or connected figures, so the destination is a marked blank.'],
      used: [], steps: [{ tool: 'decision', summary: 'next money: no channel known' }], artifacts: [],
    };
  }
  const name = optionName(grow);
  const how = grow.level === 'campaign' ? `more daily budget on the ${name} campaign, raised in steps` : (SPEND_ON[kindNameOf(grow)] ?? 'a test with a result it must reach by a date');
  const next$ = /\bnext\b/i.test(brief.request) ? 'next ' : /\bextra\b/i.test(brief.request) ? 'extra ' : '';
  const cpc = costPerConversion(grow);
  const why = [
    // Untested channels: the verdict's lines argue a cut, which is not this question.
    ...(grow === untested ? [] : verdict.evidence.filter((e) => e.includes(grow.name) || /profile says/.test(e))),
    ...(cpc !== null ? [`At ${formatMoney(cpc, currency, 2)} per conversion, ${sum} buys about ${Math.floor(amount.value / cpc)} more conversions at today's cost (${money(amount.value)} ÷ ${formatMoney(cpc, currency, 2)}): a ceiling, since the cost per conversion rises as spend grows.`] : []),
    ...(facts.goal ? [`Your goal is ${quoted(facts.goal, 'goal')}: this is where the next sum moves it most on what you know today.`] : []),
  ];
  if (grow === untested) why.unshift(`No figure or profile answer shows what ${named.map((o) => optionName(o)).join(' or ')} brings yet. ${name} ${grow.cost === 'money' ? 'turns money into reach directly, where the others cost mostly time' : 'is the first you named'}, so it takes the sum as a test.`);
  if (!why.length) why.push(`Nothing in your figures or profile sets another channel above ${name}.`);
  const others = options.filter((o) => o !== grow && kindNameOf(o) !== kindNameOf(grow) && o !== verdict.cut).slice(0, 4);
  const fallback = others[0] ? optionName(others[0]) : 'the next channel on your list';
  const change = [
    ...(verdict.cut ? [`If ${optionName(verdict.cut)} shows results once measured, it competes for the next sum too.`] : []),
    `If ${name} does not move ${kpi} within two weeks of the first ${money(first!)}, put the other ${money(rest!)} into ${fallback} instead.`,
    ...(usable ? [] : ['Connect Google Analytics 4 or Meta Ads and the call follows your figures: a channel with a lower cost per result takes the money.']),
  ];
  const next = [
    `Write down today's ${kpi} for ${name}.`,
    `Spend ${money(first!)} on ${how}.`,
    `After two weeks, release the other ${money(rest!)} if ${kpi} moved; otherwise put it into ${fallback}.`,
  ];
  const table = input.variant % 2 === 1 && others.length
    ? ['## Where else it could go', '| Channel | What your facts say | This sum |', '|---|---|---|', `| ${name} | ${grow.best ? 'where your profile says the best customers come from' : cpc !== null ? `${formatMoney(cpc, currency, 2)} per conversion` : 'the strongest evidence you have'} | all of it, in two steps |`, ...others.map((o) => `| ${optionName(o)} | ${costPerConversion(o) !== null ? `${formatMoney(costPerConversion(o)!, currency, 2)} per conversion` : o.best ? 'where your profile says the best customers come from' : 'no result recorded here'} | not now |`), '']
    : [];
  const deliverable = [
    `**Decision:** Put the ${next$}${sum} into ${name}: ${how}.`,
    '',
    ...table,
    '## Why',
    ...why.map((w) => `- ${w}`),
    '',
    ...changeAndNextStep(change, next),
    ...figuresLine(usable, verdict.usedFigures),
  ].join('\n');
  return {
    summary: `Put the ${next$}${sum} into ${name}.`,
    deliverable,
    notes: connectNotes(figures, options.map(kindNameOf), 'No connected figures were read: this call rests on the request and the space profile.'),
    used: uniqueSources(used),
    steps: [{ tool: 'decision', summary: `next money: ${sum} into ${grow.name} (${verdict.basis})` }, ...figuresStep(figures, verdict.usedFigures)],
    artifacts: [],
  };
}
