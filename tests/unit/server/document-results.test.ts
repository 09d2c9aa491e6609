import { describe, expect, it } from 'vitest';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';
import type { AgentSlug } from '../../../core/server/agents/brief/brief.ts';
import type { ReferencedSource } from '../../../core/server/agents/offline/request-material.ts';

/**
 * A space's own documents decide what the agents may say: a results table (what each channel cost and brought) is
 * read for decisions on channels, and a plan's budgets and ideas never become prices in customer copy. The space is
 * a mobile tyre fitter.
 */
const PROFILE: Record<string, string> = {
  business_name: 'Roadside Rubber',
  business_description: 'Mobile tyre fitting in Bristol: we come to your home or workplace and fit new tyres on the drive.',
  offer_main: 'Tyres supplied and fitted at your door',
  audience_primary: 'Busy drivers and small van fleets in Bristol',
  goal_primary: 'Fit 300 tyres a month by March',
  channels_current: 'Google Ads, Checkatrade, Facebook, van signage',
  tone_words: 'straight, friendly',
};

const RESULTS = `# Lead sources: 2026 in review

| Source | Cost (12 months) | Calls | Fitted jobs |
|---|---|---|---|
| Google Ads (Bristol + 10 miles) | £3,600 | 410 | 240 |
| Checkatrade listing | £840 (£70/month) | 25 | 4 |
| Facebook page posts | £0 | 60 | 31 |
| Van signage | £450 | 38 | 22 |
`;

const PLAN = `# Spring 2027 marketing plan

- Leaflet drop in Filton and Patchway: £400
- Ideas not yet costed: a fleet open morning, radio
- Quiet weeks: January, historically 30% fewer calls
`;

const PRICES = `# Prices

| Tyre | Fitted price |
|---|---|
| 205/55 R16 mid-range | £89 |
| Puncture repair at your door | £35 |
`;

const doc = (id: string, title: string, text: string): ReferencedSource => ({ kind: 'document', id, title, text }) as ReferencedSource;
const PLANNER = `# The year ahead\n\n- Food festival stall, 10 to 12 September: £180 for the weekend\n`;
const LIBRARY = [doc('r', 'Lead sources 2026', RESULTS), doc('p', 'Spring 2027 marketing plan', PLAN), doc('n', 'Season Planner & Notes 2027', PLANNER), doc('t', 'Prices', PRICES)];
const ask = (agent: AgentSlug, message: string) => catalogueAnswer(agent, { message, mode: 'normal', profile: PROFILE, brandVoice: null, spaceName: 'Roadside Rubber', library: LIBRARY, version: 1 }, null)!;

describe('R-PROD-02 decisions on channels read the results table a document gives', () => {
  it('answers "should we drop Checkatrade?" from the table: its cost per fitted job against the others, with the document named', () => {
    const answer = ask('cmo', 'Should we stop paying for Checkatrade? It costs £70 a month. Give me a decision.');
    expect(answer.draft).toMatch(/^\*\*Decision:\*\* (?:Cut|Stop) Checkatrade/m);
    expect(answer.draft).toContain('£840 ÷ 4 = £210 per fitted job');
    expect(answer.draft).toContain('£3,600 ÷ 240 = £15 per fitted job');
    expect(answer.draft).toContain('*Figures from "Lead sources 2026".*');
    expect(answer.draft).not.toContain('nothing shows a result');
  });

  it('never sends money to a channel that cost nothing, though it is the cheapest per job', () => {
    const answer = ask('strategy-review-agent', 'Which lead source should we cut, and where should its money go?');
    expect(answer.draft).toMatch(/Cut Checkatrade and put its £840 into (?:Google Ads|Van signage)/);
    expect(answer.draft).not.toMatch(/into Facebook page posts|÷ £0 =/);
  });
});

describe('R-PROD-02 a plan or working notes are the business’s own thinking, never customer copy', () => {
  it('keeps the plan’s budget and notes out of a customer FAQ on prices, and answers from the price list', () => {
    const answer = ask('seo-agent', 'Write an FAQ section for our prices page, 5 questions with real answers.');
    expect(answer.draft).toContain('£89');
    expect(answer.draft).toContain('£35');
    expect(answer.draft).not.toMatch(/£400|Leaflet drop|not yet costed|30% fewer calls|Quiet weeks|£180|festival stall/i);
  });
});

describe('R-PROD-02 a results table that gives its spend by month, in a currency named above it, is read as one', () => {
  const TUTORING = `Brightside Tutoring – marketing results Q1

SPEND BY CHANNEL (£) + what came of it
| Channel | Jan | Feb | Mar | Q1 total | Enquiries | Booked trials | Signed up |
|---|---|---|---|---|---|---|---|
| Google Ads (search) | 500 | 520 | 480 | 1,500 | 80 | 30 | 12 |
| Facebook ads | 200 | 200 | 200 | 600 | 40 | 12 | 4 |
| School flyers (print) | 60 | 60 | 60 | 180 | 10 | 6 | 5 |
| TikTok ads (test, March only) | 0 | 0 | 120 | 120 | 15 | 2 | 0 |
| Word of mouth | 0 | 0 | 0 | 0 | 30 | 20 | 10 |
| TOTAL | 760 | 780 | 860 | 2,400 | 175 | 70 | 31 |
`;
  const profile = { business_name: 'Brightside Tutoring', offer_main: 'Maths and English tutoring for 11 to 16 year olds', channels_current: 'Google Ads, Facebook ads, school flyers, TikTok' };
  const askTutoring = (agent: AgentSlug, message: string) => catalogueAnswer(agent, { message, mode: 'normal', profile, brandVoice: null, spaceName: 'Brightside', referenced: [doc('q', 'Q1 marketing results', TUTORING)], version: 1 }, null)!;

  it('works out each paid channel\'s cost per sign-up from the quarter\'s total, and cuts the one that signed nobody up', () => {
    const answer = askTutoring('strategy-review-agent', 'Looking at the Q1 results, which channel gives us the cheapest signed-up student, and which one should we cut? Show the maths.');
    expect(answer.draft).toContain('£1,500 ÷ 12 = £125');
    expect(answer.draft).toContain('£180 ÷ 5 = £36');
    expect(answer.draft).toMatch(/Cut TikTok/);
    // The months are the spend, never counts of something; the TOTAL row is no channel.
    expect(answer.draft).not.toMatch(/\b\d+ (?:jan|feb|mar)\b|into TOTAL|Cut TOTAL|No connected figure/i);
  });

  it('"Put that as a week-by-week plan for June" lays the call\'s own steps out by the week they fall in', () => {
    const request = 'What should we focus on next month? Pick one thing.';
    const first = askTutoring('cmo', request);
    const ctx = { message: 'Put that as a week-by-week plan for June.', mode: 'normal' as const, profile, brandVoice: null, spaceName: 'Brightside', referenced: [doc('q', 'Q1 marketing results', TUTORING)], version: 1 };
    const plan = catalogueAnswer('cmo', ctx, { deliverable: first.field!, brief: first.brief, request })!;
    expect(plan.draft).toMatch(/^The answer above as a week-by-week plan for June/);
    const rows = plan.field!.split('\n').filter((l) => /^\| \d \|/.test(l));
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatch(/^\| 1 \| (?:Stop|Cut) TikTok/);
    expect(rows[3]).toMatch(/^\| 4 \| In four weeks/);
    expect(plan.draft).not.toMatch(/to pass on to June|could not make that change/);
  });

  it('weighs a new option the table has no figures for against a channel it measures: what the same money buys there is the bar', () => {
    const answer = askTutoring('cmo', 'Decision time: a stall at the school summer fair on 20 June costs £300. Or I put that £300 into more Google Ads. Which one? Pick one.');
    // Google Ads: £1,500 ÷ 30 = £50 per booked trial, so £300 buys 6 booked trials there: the stall needs 7.
    expect(answer.draft).toContain('£300 ÷ £50 = 6 booked trials');
    expect(answer.draft).toContain('The stall at the school summer fair on 20 June has to bring 7 or more booked trials');
    // A table channel that shares the new option's audience ('School flyers') is named as its nearest evidence.
    expect(answer.draft).toMatch(/School flyers[^\n]*£30 per booked trial/);
    expect(answer.draft).not.toMatch(/the a stall/);
    expect(answer.draft).not.toMatch(/^This month, focus on/m);
  });

  it('"My business partner disagrees. Give me the two strongest reasons in one paragraph." is the call and its first two reasons, as one paragraph', () => {
    const request = 'Decision time: a stall at the school summer fair on 20 June costs £300. Or I put that £300 into more Google Ads. Which one? Pick one.';
    const first = askTutoring('cmo', request);
    const ctx = { message: 'My business partner disagrees. Give me the two strongest reasons in one paragraph.', mode: 'normal' as const, profile, brandVoice: null, spaceName: 'Brightside', referenced: [doc('q', 'Q1 marketing results', TUTORING)], version: 1 };
    const answer = catalogueAnswer('cmo', ctx, { deliverable: first.field!, brief: first.brief, request })!;
    expect(answer.field!.trim().split('\n')).toHaveLength(1);
    expect(answer.field).toMatch(/^Take a stall at the school summer fair/);
    expect(answer.field).toContain('has to bring 7 or more booked trials');
    expect(answer.field).toContain('School flyers reaches the same people');
    expect(answer.field).not.toMatch(/Partner|## /);
  });

  it('gives next month\'s money to the cheapest channel that takes money, never to word of mouth', () => {
    const answer = askTutoring('cmo', 'We have £1,200 next month. Which one channel should get the extra money? Pick one.');
    expect(answer.draft.split('\n')[0]).toMatch(/School flyers/);
    expect(answer.draft.split('\n')[0]).not.toMatch(/Word of mouth/);
  });
});

describe('R-PROD-02 a review of results by channel reads every channel of the table, against the paid channels’ average', () => {
  const ROOMS = `# Lockstep Escape Rooms: autumn results (September to November)

| Channel | Spend | Visits | Bookings | Revenue |
|---|---|---|---|---|
| Google Ads | £900 | 2,100 clicks | 45 | £4,050 |
| TikTok ads | £600 | 30,000 views | 5 | £450 |
| Hotel concierge cards | £150 | 400 cards | 12 | £1,080 |
| Newsletter | £0 (our time) | 900 sent | 20 | £1,800 |
`;
  const library = [doc('a', 'Autumn results', ROOMS)];
  const profile = { ...PROFILE, business_name: 'Lockstep Escape Rooms', business_description: 'Three escape rooms in Leeds for groups of 2 to 6.', goal_primary: 'Sell out Friday and Saturday nights' };
  const review = (agent: AgentSlug, message: string, version = 1) => catalogueAnswer(agent, { message, mode: 'normal', profile, brandVoice: null, spaceName: 'Lockstep', library, version }, null)!;

  it('gives each channel its cost per booking and money back per £1, and says which pull their weight and which do not', () => {
    const answer = review('strategy-review-agent', 'Review our autumn results by channel. Which channels are pulling their weight and which are not? Give me the cost per booking for each.');
    expect(answer.draft).toContain('| Google Ads | £900 | 45 | £20 | £4,050 | £4.50 |');
    expect(answer.draft).toContain('| TikTok ads | £600 | 5 | £120 | £450 | £0.75 |');
    expect(answer.draft).toContain('| Hotel concierge cards | £150 | 12 | £12.50 |');
    expect(answer.draft).toMatch(/\| Newsletter \| £0 \| 20 \| £0 \(time only\) \|/);
    expect(answer.draft).toContain('£1,650 ÷ 62 = £26.61 per booking');
    expect(answer.draft).toMatch(/Not pulling their weight: TikTok ads \(£120 per booking\)\./);
    expect(answer.draft).toMatch(/Pulling their weight: Newsletter \(time only\), Hotel concierge cards \(£12\.50 per booking\) and Google Ads \(£20 per booking\)\./);
    expect(answer.draft).toContain('less than it costs');
    expect(answer.draft).not.toMatch(/Not ready to run|gives no amount per channel|names channels without saying/);
  });

  it('"Put the cost per booking and revenue per pound in a table" after a call on the channels is that table', () => {
    const request = 'Which channel should we cut?';
    const call = review('strategy-review-agent', request);
    const table = catalogueAnswer('strategy-review-agent', { message: 'Put the cost per booking and revenue per pound spent in a table I can paste into a slide.', mode: 'normal', profile, brandVoice: null, spaceName: 'Lockstep', library, version: 1 }, { deliverable: call.field!, brief: call.brief, request })!;
    expect(table.draft).toContain('| TikTok ads | £600 | 5 | £120 | £450 | £0.75 |');
    expect(table.draft).not.toMatch(/^\*\*Decision:\*\*/m);
  });

  it('three priorities for the goal move money from the dearest channel the table measures, never "nothing shows what it brings"', () => {
    const measured = { ...profile, channels_current: 'Google Ads, TikTok ads, hotel concierge cards, newsletter', channels_best: 'Google Ads', offer_differentiator: 'Rooms reset by a host between every group' };
    const plan = catalogueAnswer('cmo', { message: 'Give me a one-page plan to sell out our weekends by March: three priorities, who does what, and one KPI for each.', mode: 'normal', profile: measured, brandVoice: null, spaceName: 'Lockstep', library, version: 1 }, null)!;
    expect(plan.field).toContain('Move money from TikTok ads to Hotel concierge cards');
    expect(plan.field).toContain('TikTok ads at £120 per booking (£600 ÷ 5) against £12.50 for Hotel concierge cards (£150 ÷ 12)');
    expect(plan.field).toMatch(/^- \*\*KPI:\*\* /m);
    expect(plan.draft).not.toMatch(/nothing in your space shows what it brings|You asked for a kpi/i);
  });

  it('a call on the channels weighs each booking against what one brought on average, from the table\'s revenue, never "not in your facts"', () => {
    const call = review('cmo', 'Which channel should we cut? Give me a decision.');
    expect(call.draft).toContain('the average your results show, £90 (£7,380 ÷ 82 bookings)');
    expect(call.draft).not.toMatch(/is not in your request or facts/);
  });

  it('answers the CMO the same way, and a regenerate lays the same reading out another way', () => {
    const first = review('cmo', 'How is each channel doing? Break down the autumn results by channel with the cost per booking for each.');
    const again = review('cmo', 'How is each channel doing? Break down the autumn results by channel with the cost per booking for each.', 2);
    expect(first.draft).toContain('| TikTok ads | £600 | 5 | £120 |');
    expect(again.draft).toContain('£600 ÷ 5 = £120 per booking');
    expect(again.draft).not.toBe(first.draft);
  });
});

describe('R-PROD-02 two options level on cost per result are decided by what the request says one also brought toward the goal', () => {
  it('puts the extra money where the goal\'s own results came from, and says the two are level, never "stop" the other', () => {
    const profile = { business_name: 'Lockstep Escape Rooms', business_description: 'Three escape rooms in Leeds for groups of 2 to 6.', goal_primary: 'Win 10 corporate team bookings a month by June' };
    const message = 'Decision needed: we have an extra £1,000 for March. Option A: all of it into Google Ads (winter: 45 bookings). Option B: more hotel concierge cards (winter: 10 bookings and two of our three new corporate team bookings). Which one? Give me a call.';
    const table = doc('w', 'Winter results', '# Winter results\n\n| Channel | Spend | Bookings |\n|---|---|---|\n| Google Ads | £900 | 45 |\n| Hotel concierge cards | £210 | 10 |\n| Newsletter | £0 | 12 |\n');
    const answer = catalogueAnswer('cmo', { message, mode: 'normal', profile, brandVoice: null, spaceName: 'Lockstep', library: [table], referenced: [table], version: 1 }, null)!;
    expect(answer.field).toMatch(/^\*\*Decision:\*\* Put the extra money into [Hh]otel concierge cards: on cost per booking the two are level/m);
    expect(answer.field).not.toMatch(/\bstop Google Ads\b/i);
  });
});

describe('R-PROD-02 "Poke holes in it" on a plan written as prose checks each move against the results table', () => {
  it('names the moves the figures do not back, the measured channel the plan forgets, and what holds up', () => {
    const table = doc('a', 'Autumn results', '# Autumn results\n\n| Channel | Spend | Bookings |\n|---|---|---|\n| Google Ads | £900 | 45 |\n| TikTok ads | £600 | 5 |\n| Hotel concierge cards | £150 | 12 |\n| Referral scheme | £100 | 10 |\n| Newsletter | £0 | 20 |\n');
    const answer = catalogueAnswer('strategy-review-agent', { message: 'Our winter plan: stop the hotel cards, move that £150 into TikTok ads, keep Google Ads flat at £300 a month, and push referrals by raising the reward from £10 to £20. Poke holes in it.', mode: 'normal', profile: { business_name: 'Lockstep', goal_primary: 'Sell out weekends' }, brandVoice: null, spaceName: 'Lockstep', library: [table], referenced: [table], version: 1 }, null)!;
    expect(answer.field).toContain('"move that £150 into TikTok ads": at TikTok ads\' £120 per booking (£600 ÷ 5), £150 buys about 1.3 bookings');
    expect(answer.field).toContain('each booking from Referral scheme would cost £20 instead of £10, so the 10 bookings it already brings would cost £100 more a period');
    expect(answer.field).toContain('"stop the hotel cards": Hotel concierge cards cost £12.50 per booking (£150 ÷ 12), so stopping it gives up about 12 bookings a period, and it is not your dearest channel');
    expect(answer.field).toContain('The plan says nothing of Newsletter (20 bookings for no spend)');
    expect(answer.field).not.toMatch(/The plan states no goal|gives no amount per channel|in it"/);
  });
});

describe('R-PROD-02 a SWOT\'s weaknesses start from what the documents record', () => {
  it('a share short of its own target and a low-star review with a complaint are weaknesses, before the questions', () => {
    const notes = doc('n', 'Quarter notes', '# Winter notes\n\nWeekend occupancy: 71% this quarter (target 90%).\n\n## Reviews\n\n★★★★★ "Brilliant puzzles, great host." Sam\n\n★★☆☆☆ "Fun room, but the heating was off and we waited 20 minutes to start." Priya, Headingley\n');
    const answer = catalogueAnswer('strategy-review-agent', { message: 'Do a quick SWOT for us against Clue Hall. Three points per box.', mode: 'normal', profile: { business_name: 'Lockstep Escape Rooms', offer_differentiator: 'Rooms reset by a host between every group' }, brandVoice: null, spaceName: 'Lockstep', library: [notes], version: 1 }, null)!;
    const weak = answer.field!.split('**Weaknesses**')[1]!.split('**Opportunities**')[0]!;
    expect(weak).toContain('Weekend occupancy at 71% against a target of 90%');
    expect(weak).toContain('A 2-star review: "Fun room, but the heating was off and we waited 20 minutes to start."');
    expect(answer.draft).not.toContain('your profile and documents say what you do well, not where you fall short');
  });
});
