import type { PreviousAnswer } from '../../../core/server/agents/tasks/agent-task.ts';
import { describe, expect, it } from 'vitest';
import type { Amount, Brief } from '../../../core/server/agents/brief/brief.ts';
import type { FactSheet, FactSource } from '../../../core/server/agents/facts/fact-sheet.ts';
import type { TaskInput } from '../../../core/server/agents/tasks/agent-task.ts';
import type { ReferencedSource } from '../../../core/server/agents/offline/request-material.ts';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';
import { tasksOf } from '../../../core/server/agents/tasks/catalogue.ts';
import type { AgentTask } from '../../../core/server/agents/tasks/agent-task.ts';
const findTask = (id: string): AgentTask | undefined => (['seo-agent', 'strategy-review-agent', 'cmo'] as const).flatMap((agent) => tasksOf(agent)).find((task) => task.id === id);
import { VariantPicker } from '../../../core/server/agents/offline/variant-picker.ts';
import type { MarketingFigures } from '../../../core/domain/integrations/marketing-figures.ts';
import { adFigures, briefOf, campaign, figuresRange as range, previousRange as previous, taskInputOf } from '../../support/engine-inputs.ts';

const PROFILE: FactSource = { title: 'Space profile', kind: 'profile', id: null };
const SHEET: FactSource = { title: 'product-sheet.md', kind: 'document', id: 'doc-1' };

/** A fact sheet as the reader would give it, with the answers a test needs. */
function factSheet(over: Partial<FactSheet> = {}): FactSheet {
  return {
    company: 'Northwind Scheduling', product: 'appointment scheduling software', description: null, industry: null, website: null,
    audience: 'practice managers at independent clinics', problems: null, differentiator: 'syncs bookings with the clinic calendar in both directions',
    competitors: [], goal: '200 paid accounts by the end of June', kpis: 'trial sign-ups, cost per trial', budget: null,
    channels: ['Google Ads', 'LinkedIn', 'Email'], bestChannel: 'Email to our existing list', tone: null, avoid: null,
    prices: [
      { text: 'Starter: $49 per month', plan: 'Starter', amount: '$49', per: 'month', source: SHEET },
      { text: 'Team: $129 per month', plan: 'Team', amount: '$129', per: 'month', source: SHEET },
    ],
    features: [], integrations: [], terms: [{ text: '14-day free trial, no card needed', source: SHEET }],
    proof: [{ text: 'Cut no-shows by 31% in 4 months at a 6-chair clinic', figures: ['31%', '4 months', '6-chair'], who: null, source: SHEET }],
    links: [], sources: [PROFILE, SHEET],
    ...over,
  };
}

const brief = (request: string, over: Partial<Brief> = {}): Brief => briefOf(request, 'strategy-review-agent', over);

const input = (b: Brief, facts: FactSheet = factSheet(), over: Partial<TaskInput> = {}): TaskInput => taskInputOf(b, facts, over);

const amount = (value: number, role: Amount['role'], text: string): Amount => ({ value, currency: 'USD', period: 'month', role, text });
const run = (id: string, i: TaskInput) => findTask(id)!.generate(i);

describe('R-PROD-02 strategy agent: its catalogue', () => {
  it('lists its tasks with the review of a plan first, the default for a vague request', () => {
    expect(tasksOf('strategy-review-agent').map((t) => t.id)).toEqual([
      'strategy.plan-review', 'strategy.budget-split', 'strategy.cut-or-shift', 'strategy.positioning', 'strategy.move-risks', 'strategy.price-objection', 'strategy.pricing-position', 'strategy.day-plan', 'strategy.choose', 'strategy.goal-maths', 'strategy.swot', 'strategy.result-verdict', 'strategy.kpis', 'strategy.checklist', 'strategy.ideas', 'strategy.funnel-leak', 'strategy.report-takeaways', 'strategy.research-questions',
    ]);
  });
});

describe('R-PROD-02 strategy agent: a budget split', () => {
  it('splits the budget the request gives so the amounts sum exactly to it, showing the arithmetic', () => {
    const out = run('strategy.budget-split', input(brief('How should we split our $5,000 monthly budget between Google Ads, LinkedIn and email?', { amounts: [amount(5_000, 'budget', '$5,000')] })));
    const rows = out.deliverable.split('\n').filter((l) => /^\| (Google Ads|LinkedIn|Email) \|.*\| \$[\d,]+ \(/.test(l));
    // Email costs time, not ad money: it gets its work, and the money is split between the two ad channels.
    expect(rows).toHaveLength(2);
    const sums = rows.map((r) => Number(/\| \$([\d,]+) \(/.exec(r)![1]!.replace(/,/g, '')));
    expect(sums.reduce((a, b) => a + b, 0)).toBe(5_000);
    expect(out.deliverable).toContain('Check: $2,500 + $2,500 = $5,000, the whole budget.');
    expect(out.deliverable).toContain('| Email | none | 0 % | $0: time, not ad money | One send a fortnight to your list with the offer and one useful tip (about 2 hours a send). Your profile names it as where the best customers come from, so it gets your time first. |');
    expect(out.deliverable.startsWith('**Decision:** Put $2,500 a month into each of Google Ads and LinkedIn ($5,000 split equally) for one month')).toBe(true);
    expect(out.used).toContainEqual(PROFILE);
  });

  it('weighs the split by connected figures: a campaign channel with spend and no conversions gets the test share', () => {
    const figures = adFigures([campaign('Prospecting', 1_500, 0), campaign('Retargeting', 900, 0)]);
    const out = run('strategy.budget-split', input(brief('Split $3,000 a month across Meta ads, Google Ads and email', { amounts: [amount(3_000, 'budget', '$3,000')] }), factSheet(), { figures }));
    expect(out.deliverable).toContain('| Meta ads | 1 of 3 | 33.3 % | $1,000 (1 ÷ 3 × $3,000) | Meta ads spent $2,400.00 and brought 0 conversions. A test budget until it converts; it reaches people by interest and location before they search, so it builds demand |');
    expect(out.deliverable).toContain('Check: $1,000 + $2,000 = $3,000, the whole budget.');
  });

  it('never splits a monthly saving as if it were the budget: it says what the saving changes and where it could go', () => {
    const out = run('strategy.budget-split', input(brief('Switching CRM saves us $3,000 a month. How should we split it across Google Ads, LinkedIn, SEO and email?', { amounts: [amount(3_000, 'saving', '$3,000')] })));
    expect(out.deliverable).not.toContain('| Channel |');
    expect(out.deliverable).not.toMatch(/\| (Google Ads|LinkedIn|SEO|Email) \|/);
    expect(out.deliverable).toContain('- Over a year: $3,000 × 12 = $36,000.');
    expect(out.deliverable.split('\n')[0]).toBe('**Decision:** Put the $3,000 a month you save into Email as a one-month test, and keep it there only if "trial sign-ups, cost per trial" move; otherwise bank it.');
    expect(out.notes).toContain('"$3,000" reads as a saving, not as the budget to plan, so it is not split across channels. If it is the whole budget, say so and ask again.');
  });

  it('gives another angle on regenerate: a concentrated split instead of the evidence-weighted one', () => {
    const b = brief('Split our $5,000 monthly budget between Google Ads, LinkedIn and email', { amounts: [amount(5_000, 'budget', '$5,000')] });
    const first = run('strategy.budget-split', input(b));
    const second = run('strategy.budget-split', input(b, factSheet(), { variant: 1, pick: new VariantPicker(b.request, 2) }));
    expect(second.deliverable).toContain('**Angle:** Concentrate: back the strongest channel with half the budget and keep the rest as smaller bets.');
    expect(second.deliverable).toContain('- **Google Ads: $2,500 (50 %).** It carries the plan, so check "trial sign-ups" every week; go back to an even split if it has not improved within a month.');
    expect(second.deliverable).toContain('- **LinkedIn: $2,500 (50 %).** A smaller bet: keep it only if "trial sign-ups" there comes close to the lead channel\'s after a month.');
    expect(second.deliverable).not.toContain('| Channel |');
    expect(first.deliverable).toContain('| Channel |');
  });

  it('names each channel as the request writes it and gives each its own reason', () => {
    const out = run('strategy.budget-split', input(brief('Split our €15,000 monthly budget between Google Ads, the Shopify App Store, webinars and partner agencies.', { amounts: [{ value: 15_000, currency: 'EUR', period: 'month', role: 'budget', text: '€15,000' }] })));
    expect(out.deliverable).toContain('| Shopify App Store | none | 0 % | €0: time, not ad money | Keep the listing current and answer every review (about 1 hour a week). |');
    expect(out.deliverable).toContain('| Webinars | 2 of 4 |');
    expect(out.deliverable).toContain('| Partner agencies | none | 0 % | €0: time, not ad money | One call a month with each partner to agree what they pass on (about 2 hours a month per partner). |');
  });
});

describe('R-PROD-02 strategy agent: costs per result and a saving the request gives', () => {
  const ask = 'Cost per trial: Google Ads $180, LinkedIn Ads $410, email $95. We need to save $3,000 a month. What do we cut?';
  const b = brief(ask, { amounts: [amount(180, 'cost', '$180'), amount(410, 'cost', '$410'), amount(95, 'cost', '$95'), amount(3_000, 'saving', '$3,000')] });

  it('cuts the saving from the channel with the dearest result, with what it costs in each channel', () => {
    const out = run('strategy.cut-or-shift', input(b));
    expect(out.summary).toBe('Cut $3,000 a month from LinkedIn Ads: at $410 per trial it is where the saving costs the fewest trials.');
    expect(out.deliverable).toContain('- **LinkedIn Ads: $3,000 ÷ $410 = 7.3 fewer trials a month (the fewest lost)**');
    expect(out.deliverable).toContain('- Email: $3,000 ÷ $95 = 31.6 fewer trials a month');
    expect(out.deliverable).toContain('- LinkedIn Ads costs $410 per trial, the dearest of the 3 you gave (Email $95 per trial and Google Ads $180 per trial).');
  });

  it('answers the same from the budget-split task, never splitting the saving', () => {
    const out = run('strategy.budget-split', input(b));
    expect(out.summary).toBe('Cut $3,000 a month from LinkedIn Ads: at $410 per trial it is where the saving costs the fewest trials.');
    expect(out.deliverable).not.toContain('| Channel | Weight');
  });

  it('gives the figures side by side on regenerate', () => {
    const out = run('strategy.cut-or-shift', input(b, factSheet(), { variant: 1, pick: new VariantPicker(ask, 2) }));
    expect(out.deliverable).toContain('| LinkedIn Ads | $410 per trial | cut $3,000 |');
    expect(out.deliverable).toContain('| Email | $95 per trial | grow |');
  });
});

describe('R-PROD-02 strategy agent: a pasted plan reviewed move by move', () => {
  const plan = 'Q1 plan. 1) Double Google Ads spend to $4,000 a month. 2) Cut email to one send a month. 3) Run LinkedIn ads saying \'same-day set-up guaranteed\'. KPI: website visits.';
  const facts = factSheet({ budget: '$10,000 per month', avoid: 'never promise same-day set-up or a fixed go-live date' });
  const ask = 'Give me a score out of 10 and the three biggest problems.';

  it('scores it, names the three biggest problems from the facts and the voice, and keeps the best channel', () => {
    const out = run('strategy.plan-review', input(brief(ask, { pasted: plan }), facts));
    expect(out.deliverable.split('\n')[0]).toBe('**Score:** 2/10: drop move 2 and change moves 1 and 3 before it runs.');
    expect(out.deliverable).toContain('## The 3 biggest problems');
    expect(out.deliverable).toContain('1. **Move 2: "Cut email to one send a month".** This cuts email, and your profile says your best customers come from "Email to our existing list": it is the biggest risk in the plan. Keep email at least at today\'s level.');
    expect(out.deliverable).toContain('2. **Move 3: "Run LinkedIn ads saying \'same-day set-up guaranteed\'".** The wording breaks a rule your profile sets ("never promise same-day set-up or a fixed go-live date")');
    expect(out.deliverable).toContain('3. **The KPI.** The plan\'s KPI is "website visits", which counts activity, not results: your profile judges marketing on "trial sign-ups, cost per trial". Measure the plan on those.');
    expect(out.deliverable.match(/^\d\. \*\*/gm)).toHaveLength(3);
  });

  it('rewrites the plan on regenerate instead of restating the critique', () => {
    const out = run('strategy.plan-review', input(brief(ask, { pasted: plan }), facts, { variant: 1, pick: new VariantPicker(ask, 2) }));
    expect(out.deliverable).toContain('## The plan as I would run it');
    expect(out.deliverable).toContain('2. Keep email going as it is: it speaks to people who already know you, at almost no cost per send. *(replaces "Cut email to one send a month": it is your best channel)*');
    expect(out.deliverable).toContain('KPI: "website visits" becomes trial sign-ups, cost per trial (from your profile), so the plan is judged on results.');
    expect(out.deliverable).not.toContain('it is the biggest risk in the plan');
  });
});

describe('R-PROD-02 strategy agent: a 30/60/90-day plan towards the goal the request sets', () => {
  it('aims at the request\'s own target with checkpoints on it, and grows the channel it plans around', () => {
    const ask = 'A 30/60/90-day plan for our new partner programme, aiming for 15 signed partner agencies by day 90.';
    const out = run('strategy.day-plan', input(brief(ask)));
    expect(out.summary).toBe('A 90-day plan aimed at "15 signed partner agencies by day 90", growth first.');
    expect(out.deliverable).toContain('- Put more time and money behind Partner programme.');
    expect(out.deliverable).toContain('- **By day 90:** all 15 signed partner agencies.');
    const again = run('strategy.day-plan', input(brief(ask), factSheet(), { variant: 1, pick: new VariantPicker(ask, 2) }));
    expect(again.deliverable).toContain('| Days | What to do | Where you should be by the end |');
  });

  it('"to get from 310 to 500 members" starts at 310, aims at 500 and measures members', () => {
    const out = run('strategy.day-plan', input(brief('Give me a 90-day plan to get from 310 to 500 studio members.')));
    expect(out.summary).toBe('A 90-day plan aimed at "500 studio members", growth first.');
    expect(out.deliverable).toContain('**Where you start:** 310 today against 500: 500 − 310 = 190 more, about 63.3 more in each 30 days (190 ÷ 3).');
    expect(out.deliverable).toContain('- **By day 90:** 500 studio members.');
    expect(out.deliverable).not.toMatch(/"to"/);
  });
});

describe('R-PROD-02 strategy agent: decisions from facts and figures', () => {
  it('names the one campaign to cut, and the call follows the connected figures', () => {
    const ask = brief('Which channel should we cut?');
    const a = run('strategy.cut-or-shift', input(ask, factSheet(), { figures: adFigures([campaign('Prospecting', 1_500, 0), campaign('Retargeting', 940, 40)]) }));
    const b = run('strategy.cut-or-shift', input(ask, factSheet(), { figures: adFigures([campaign('Prospecting', 1_500, 30), campaign('Retargeting', 940, 0)]) }));
    expect(a.summary).toBe('Cut the "Prospecting" campaign, and put its money into "Retargeting".');
    expect(a.deliverable).toContain('- "Retargeting": $940.00 ÷ 40 conversions = $23.50 per conversion.');
    expect(a.deliverable).toContain('- At "Retargeting"\'s $23.50 per conversion, $1,500.00 ÷ $23.50 = 63.8 conversions at most: a ceiling, not a forecast, since the cost per conversion often rises as a campaign spends more.');
    expect(b.summary).toBe('Cut the "Retargeting" campaign, and put its money into "Prospecting".');
  });

  it('reviews a pasted plan with strengths, gaps, risks and fixes tied to what it says, and checks its budget arithmetic', () => {
    const plan = [
      'Goal: reach 200 paid accounts by June 30.',
      'Audience: practice managers at independent clinics with 3 to 10 chairs.',
      'Channels: Google Ads $4,000 a month, LinkedIn $2,500 a month.',
      'Total budget: $6,000 a month.',
      'We will track trial sign-ups.',
    ].join('\n');
    const out = run('strategy.plan-review', input(brief('Review this plan', { pasted: plan })));
    // Lines that spend more than the plan's total stop it as surely as a missing measure.
    expect(out.deliverable.split('\n')[0]).toBe('**Verdict:** Not ready to run as written: fix the measures and budget first.');
    expect(out.deliverable).toContain('- **Goal:** "Goal: reach 200 paid accounts by June 30.": a number and a date, so progress can be checked.');
    expect(out.deliverable).toContain('- **Budget:** The spend lines add up to $4,000 + $2,500 = $6,500, $500 over the plan\'s $6,000 ("Total budget: $6,000 a month.").');
    expect(out.deliverable).toContain('- **Channels:** The plan leaves out Email, which your profile says brings the best customers ("Email to our existing list").');
    expect(out.deliverable).toContain('Make the lines and the total agree: cut $500 from the lines, or say where the extra comes from.');
  });

  it('reads a goal dated day-first ("by 31 August") as dated, and never says it has no date', () => {
    const plan = ['Goal: 150 members by 31 August.', 'Audience: adults in Bristol.', 'Channels: Instagram posts, posters in cafés.', 'Measure: followers and likes.'].join('\n');
    const out = run('strategy.plan-review', input(brief('Review this plan', { pasted: plan })));
    expect(out.deliverable).not.toContain('has no date');
    expect(out.deliverable).toContain('- **Goal:** "Goal: 150 members by 31 August.": a number and a date, so progress can be checked.');
  });

  it('positions against named competitors from our facts only, marking what to check about them', () => {
    const out = run('strategy.positioning', input(brief('How do we position against Acme Booking?', { competitors: ['Acme Booking'] })));
    expect(out.summary).toBe('Position Northwind Scheduling on what sets you apart against Acme Booking.');
    expect(out.deliverable).toContain('| Price | Starter, $49 per month; Team, $129 per month | [to check] |');
    expect(out.deliverable).not.toMatch(/Acme Booking (is|has|charges|offers) /);
  });

  it('works out the pricing position from the fact sheet\'s prices with the arithmetic shown', () => {
    const out = run('strategy.pricing-position', input(brief('Where do our prices sit?')));
    expect(out.deliverable).toContain('- Team $129/month is $129 ÷ $49 = 2.6 times Starter $49/month.');
    expect(out.deliverable).toContain('- Starter $49/month comes to $49 × 12 = $588 a year.');
    expect(out.used).toEqual([SHEET]);
  });

  it('never leads with a fee as the way in: an admin charge is no price of what is sold', () => {
    const facts = factSheet({ prices: [...factSheet().prices, { text: 'Unused hours are refunded, minus a $15 admin charge', plan: 'Admin charge', amount: '$15', per: null, fee: true, source: SHEET }] });
    const out = run('strategy.pricing-position', input(brief('Where do our prices sit?'), facts));
    expect(out.deliverable).not.toMatch(/Admin charge \$15 as the way in|Admin charge/);
    expect(out.deliverable).toContain('Starter $49/month');
  });

  it('plans 30/60/90 days towards the profile\'s goal, with another angle on regenerate', () => {
    const b = brief('Give us a 30/60/90-day plan');
    const first = run('strategy.day-plan', input(b));
    const second = run('strategy.day-plan', input(b, factSheet(), { variant: 1 }));
    expect(first.deliverable.split('\n')[0]).toBe('**Decision:** For the next 90 days, aim everything at "200 paid accounts by the end of June", growth first: put more behind what already brings customers, then widen.');
    expect(second.deliverable.split('\n')[0]).toBe('**Decision:** For the next 90 days, aim everything at "200 paid accounts by the end of June", efficiency first: stop the spend that brings nothing, then reinvest what it frees.');
  });

  it('weighs the risks of a move against what the profile says brings the best customers', () => {
    const out = run('strategy.move-risks', input(brief('What are the risks of moving all our budget from email to TikTok?')));
    expect(out.summary).toBe('Not as planned: keep the channel your best customers come from, and try TikTok with part of the money first.');
  });
});

describe('R-PROD-02 strategy agent: a split across the channels the request names', () => {
  it('keeps every channel the request lists in the split, two of one kind or one the lexicon does not know', () => {
    const request = 'We spend £2,500 a month. How should we split it between Google Business Profile, Instagram, the newsletter, Facebook groups and a stall at the summer fair to reach 120 sign-ups by March?';
    const facts = factSheet({ bestChannel: 'Google Business Profile and word of mouth', channels: [] });
    const out = run('strategy.budget-split', input(brief(request, { amounts: [{ value: 2_500, currency: 'GBP', period: 'month', role: 'budget', text: '£2,500' }] }), facts));
    const rows = out.deliverable.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| Channel'));
    // Money only to the channels that spend it; the ones that cost time get their work, not pounds.
    expect(rows.map((r) => r.split(' | ')[0]!.slice(2))).toEqual(['Instagram', 'Stall at the summer fair', 'Google Business Profile', 'Newsletter', 'Facebook groups']);
    expect(out.deliverable).toContain('Check: £1,250 + £1,250 = £2,500, the whole budget.');
    expect(out.deliverable).toContain('No money for Google Business Profile, Newsletter and Facebook groups: those channels cost time rather than ad spend, so their rows give the work and hours instead.');
    expect(out.deliverable).toContain('| Google Business Profile | none | 0 % | £0: time, not ad money | Post the offer with a photo each week, answer every review within a day and keep hours and services current (about 1 hour a week). Your profile names it as where the best customers come from, so it gets your time first. |');
    expect(out.deliverable).toContain('| Newsletter | none | 0 % | £0: time, not ad money | One send a fortnight to your list with the offer and one useful tip (about 2 hours a send). |');
    expect(out.deliverable).toContain('| Facebook groups | none | 0 % | £0: time, not ad money | Answer questions where the group rules allow it and share the offer once a month (about 1 hour a week). |');
    expect(out.deliverable).not.toMatch(/£[1-9][^\n]*costs time/);
    // The profile's best channel is in the split, so only the one left out is named as missing.
    expect(out.notes).toContain('Your profile says the best customers come from "Google Business Profile and word of mouth": Referrals is not in this split, so keep it going as today, or name it in the request to give it a share.');
  });
});

describe('R-PROD-02 strategy agent: money only where a channel spends it', () => {
  it('says leaflets put the offer where they are placed, not that they reach households, and splits the money between the paid channels', () => {
    const request = 'Split £1,800 a month between the newsletter, office leaflets and Google Ads.';
    const out = run('strategy.budget-split', input(brief(request, { amounts: [{ value: 1_800, currency: 'GBP', period: 'month', role: 'budget', text: '£1,800' }] }), factSheet({ bestChannel: null })));
    expect(out.deliverable).toContain('| Office leaflets | 2 of 4 | 50 % | £900 (2 ÷ 4 × £1,800) | it puts the offer on paper in front of people where you place it, whether or not they are online;');
    expect(out.deliverable).not.toContain('households');
    expect(out.deliverable).toContain('| Newsletter | none | 0 % | £0: time, not ad money |');
  });

  it('does not split money across channels that all cost time: it gives each its work and says where the money can go', () => {
    const out = run('strategy.budget-split', input(brief('Split $2,000 a month between email and SEO', { amounts: [amount(2_000, 'budget', '$2,000')] }), factSheet({ bestChannel: null })));
    expect(out.deliverable.split('\n')[0]).toBe('**Decision:** Do not split $2,000 a month across Email and SEO: they cost time, not ad money. Give them the hours below, and put the money into one paid channel to test, such as local search ads or leaflets, or into paid help with the work.');
    expect(out.deliverable).toContain('- **SEO:** One page or article a month that answers a question your buyers search for (about 4 hours a month).');
    expect(out.deliverable).not.toContain('Check:');
  });
});

describe('R-PROD-02 strategy agent: requests read by the server', () => {
  const profile = { business_name: 'Northwind Scheduling', goal_primary: '200 paid accounts by the end of June', goal_kpis: 'trial sign-ups', channels_best: 'Email to our existing list' };
  const answer = (message: string) => catalogueAnswer('strategy-review-agent', { message, mode: 'normal', profile, brandVoice: null, spaceName: 'Northwind' }, null)!;

  it('reads a $3,000 monthly saving as a saving and does not split it across the four channels named', () => {
    const out = answer('Switching CRM saves us $3,000 a month. How should we split it across Google Ads, LinkedIn, SEO and Meta ads?');
    expect(out.field).not.toMatch(/^\| (Google Ads|LinkedIn|SEO|Meta ads) \|/m);
    expect(out.field!.split('\n')[0]).toBe('**Decision:** Put the $3,000 a month you save into Email as a one-month test, and keep it there only if "trial sign-ups" move; otherwise bank it.');
    expect(out.field).toContain('- Of the channels you named (Google Ads, LinkedIn, SEO and Meta ads), none has a figure or profile answer behind it yet: connect Meta Ads or Google Analytics 4 to compare them.');
  });

  it('"Should it go to Meta ads or a vet clinic partnership?" weighs Meta ads against the partnership, never "Should it go"', () => {
    const out = answer('We have £2,000 for February. Should it go to Meta ads or a vet clinic partnership?');
    expect(out.field!.split('\n')[0]).toMatch(/^\*\*Decision:\*\* .*\b(?:Meta ads|a vet clinic partnership)\b/);
    expect(`${out.field}\n${out.draft}`).not.toMatch(/should it go/i);
  });

  it('splits a budget the request gives so that the amounts add up to it exactly', () => {
    const out = answer('How should we split our $5,000 monthly budget between Google Ads, LinkedIn and Meta ads?');
    expect(out.field).toContain('| Google Ads | 2 of 6 | 33.3 % | $1,667 (2 ÷ 6 × $5,000) |');
    expect(out.field).toContain('Check: $1,667 + $1,667 + $1,666 = $5,000, the whole budget.');
    expect(out.draft).toContain('Your profile says the best customers come from "Email to our existing list": Email is not in this split, so keep it going as today, or name it in the request to give it a share.');
  });
  it('weighs the costs per result the request states, each divided by how well that channel converts, before splitting the next sum', () => {
    const out = answer('Our Google Ads cost £38 per trial booked, Facebook £22, but Facebook trials convert half as often. Where should the next £1,000 go?');
    expect(out.field).toContain('**Decision:** Put the largest share, £600, into Google Ads; the full split of £1,000 is below.');
    expect(out.field).toMatch(/\| Google Ads \| 3 of 5 \| 60 % \| £600 \(3 ÷ 5 × £1,000\) \| lowest cost per trial: £38 as you state it;/);
    expect(out.field).toContain('its trials convert half as often, so at the others\' rate that is about £44 per trial (£22 ÷ 0.50)');
    expect(out.field).not.toContain('nothing in your facts or figures sets one apart');
  });

  it('figures given per channel after "Here are our numbers." are the request\'s data: the cost per result is worked out, not declined as an ad', () => {
    const out = answer('Here are our Q3 numbers. Google Ads: £4,200 spent, 120 trials, 14 accounts. LinkedIn ads: £2,800, 60 trials, 4 accounts. Work out the cost per account for each channel and tell me what to change for Q4.');
    expect(out.brief.outOfRemit).toBeNull();
    expect(out.field).toContain('£4,200 ÷ 14 = £300 per account');
    expect(out.field).toContain('£2,800 ÷ 4 = £700 per account');
    expect(out.field).not.toMatch(/I can't help with/);
  });

  it('two spends, each with its own cost per result, are weighed on what each buys: "Option A … last time £2,000 brought 40 trials and 8 accounts; Option B … about £180 per account"', () => {
    const out = answer('I have £3,000 for March and can only do one. Option A: a podcast sponsorship for £3,000; last time (£2,000) it brought 40 trials and 8 accounts. Option B: put the £3,000 into LinkedIn ads, where an account costs us about £180. Which one?');
    expect(out.field!.split('\n')[0]).toBe('**Decision:** Fund LinkedIn ads, not a podcast sponsorship: at the costs your own figures give, it buys more accounts (about 16.7 against 12.0).');
    expect(out.field).toContain('£2,000 ÷ 8 = **£250**');
    expect(out.field).toContain('£3,000 ÷ £180 = **16.7**');
    expect(out.field).not.toMatch(/putting the|Neither option has a result/);
    // A regenerate argues from the gap: what the losing option would have to cost to draw level.
    const again = catalogueAnswer('strategy-review-agent', { message: 'I have £3,000 for March and can only do one. Option A: a podcast sponsorship for £3,000; last time (£2,000) it brought 40 trials and 8 accounts. Option B: put the £3,000 into LinkedIn ads, where an account costs us about £180. Which one?', mode: 'normal', profile, brandVoice: null, spaceName: 'Northwind', version: 2 }, null)!;
    expect(again.field!.split('\n')[0]).toBe('**Decision:** Fund LinkedIn ads: each of a podcast sponsorship\'s accounts has cost £250, £70 more than one from LinkedIn ads (£180), so a podcast sponsorship would have to cost no more than £2,160 to buy its 12.0 accounts at the same rate.');
  });

  it('"Meta ads last month: £900 spent, 3,000 clicks, 60 trials, 12 new accounts … accounts stay 10 months … Is it paying for itself? Show the maths" works each stage and the payback from the plan\'s price', () => {
    const pricing = { kind: 'document' as const, id: 'p', title: 'pricing.md', text: '# Pricing\n\n| Plan | Price |\n| --- | --- |\n| Team | $49 a month |\n' };
    const out = catalogueAnswer('strategy-review-agent', { message: 'Meta ads last month: $900 spent, 3,000 clicks, 60 trials started, 12 new accounts, almost all on Team. Accounts stay 10 months on average. Is Meta paying for itself? Show the maths, then tell me what you would change.', mode: 'normal', profile, brandVoice: null, spaceName: 'Northwind', library: [pricing] }, null)!;
    expect(out.brief.outOfRemit).toBeNull();
    expect(out.field).toContain('Cost per new account: $900 ÷ 12 = **$75**');
    expect(out.field).toContain('Team at $49 a month × 10 months = **$490**');
    expect(out.field!.split('\n')[0]).toMatch(/^\*\*Answer:\*\* Yes: Meta/);
  });

  it('an event whose last sponsor "got about 20 leads" against Google Ads at "about £60 per new account" is weighed with the leads as a ceiling, never "Neither option has a result"', () => {
    const out = answer("I need a decision. We have $3,000 left for Q4. Option A: headline sponsor of the city SaaS meetup for $3,000 (the organisers expect 300 people, and last year's sponsor told me they got 'about 20 leads'). Option B: put the same $3,000 into Google Ads, where we currently pay about $60 per new account. Which one?");
    expect(out.field!.split('\n')[0]).toBe('**Decision:** Fund Google Ads: at $60 each it buys about 50 accounts, while headline sponsor of the city SaaS meetup brought about 20 leads, and even if every one of them signed that is fewer.');
    expect(out.field).not.toMatch(/Neither option has a result|putting the same/);
  });

  it('"a competitor review: where they beat us, where we beat them" is about the competitors, never a review of a plan nobody pasted, and ads the competitors run are not asked for', () => {
    const out = answer('Calendly and Acuity are both running ads to our audience this quarter. Give me a short competitor review: where they beat us, where we beat them, and three things to say in our ads.');
    expect(out.brief.outOfRemit).toBeNull();
    expect(out.brief.pasted).toBeNull();
    expect(out.brief.task).toBe('strategy.positioning');
    expect(out.field).not.toMatch(/The plan states no goal|the plan you pasted/i);
  });
});

const noneConnected: MarketingFigures = { analytics: { gap: 'not_connected' }, ads: { gap: 'not_connected' } };
const trafficRow = (label: string, sessions: number, key_events: number) => ({ label, sessions, users: sessions, key_events });
function withTraffic(figures: MarketingFigures, now: ReturnType<typeof trafficRow>[], before: ReturnType<typeof trafficRow>[]): MarketingFigures {
  const total = (rows: ReturnType<typeof trafficRow>[]) => ({ sessions: rows.reduce((n, r) => n + r.sessions, 0), users: 0, new_users: 0, engagement_rate: 0.5, key_events: rows.reduce((n, r) => n + r.key_events, 0), revenue: null });
  return { ...figures, analytics: { report: { property: { id: '1', name: 'clinic.example' }, range, previous_range: previous, totals: total(now), previous_totals: total(before), by_day: [], by_channel: now, previous_by_channel: before, by_landing_page: [], by_source_medium: [], sandbox: false } } };
}

describe('R-PROD-02 strategy agent: what connecting each tool would add', () => {
  it('a budget split between Meta ads and Google search ads with nothing connected says what GA4 and Meta Ads would each add, and where Google Ads figures come from', () => {
    const ask = 'How should we split our $5k monthly budget between Meta ads and Google search ads?';
    const out = run('strategy.budget-split', input(brief(ask, { amounts: [amount(5_000, 'budget', '$5k')] }), factSheet(), { figures: noneConnected }));
    expect(out.notes).toContain('Connect Google Analytics 4 (Connections) and this advice will rest on your traffic: sessions, key events and revenue by channel and landing page.');
    expect(out.notes).toContain('Connect Meta Ads (Connections) to add spend, CPC and ROAS by campaign.');
    expect(out.notes).toContain('Google Ads is not among the connections, so its spend and cost per click come from your Google Ads account.');
  });

  it('does not offer Meta Ads for a split that has no Meta channel', () => {
    const out = run('strategy.budget-split', input(brief('Split $2,000 a month between email and SEO', { amounts: [amount(2_000, 'budget', '$2,000')] }), factSheet(), { figures: noneConnected }));
    expect(out.notes.some((n) => n.includes('Google Analytics 4'))).toBe(true);
    expect(out.notes.some((n) => n.includes('Meta Ads'))).toBe(false);
  });

  it('reviews a pasted plan against the connected figures for its channels, and says what the missing tool would add', () => {
    const plan = 'Goal: 50 new accounts by March.\nChannels: Meta ads $2,000 a month, email newsletter.\nMeasure: cost per trial.';
    const figures = withTraffic(noneConnected, [trafficRow('Organic Search', 2_000, 60), trafficRow('Email', 800, 30)], [trafficRow('Organic Search', 2_000, 58), trafficRow('Email', 1_000, 36)]);
    const out = run('strategy.plan-review', input(brief(`Review our plan: ${plan}`, { pasted: plan }), factSheet(), { figures }));
    expect(out.deliverable).toContain('## What your connected figures show\n- Email: 800 sessions and 30 key events (3.8 per 100 sessions); sessions fell 20 % (1,000 -> 800).');
    expect(out.deliverable).toContain('- **Email:** The plan counts on Email, but its sessions fell 20 % against the period before (1,000 -> 800).');
    expect(out.deliverable).toContain('- **Channels:** The plan leaves out SEO, which brought 60 of the site\'s 90 key events (67 %) as Organic Search in Google Analytics 4.');
    expect(out.deliverable).toContain('*Figures from Google Analytics 4, clinic.example: 2026-10-26 to 2026-11-22, compared with 2026-09-28 to 2026-10-25.*');
    expect(out.notes).toEqual(['Connect Meta Ads (Connections) to add spend, CPC and ROAS by campaign.']);
  });

  it('names nothing to cut when every channel converts at the same rate, instead of cutting on a rounding difference', () => {
    const figures = withTraffic(noneConnected, [trafficRow('Organic Search', 10_640, 223), trafficRow('Organic Social', 6_160, 129)], [trafficRow('Organic Search', 10_100, 212), trafficRow('Organic Social', 6_500, 137)]);
    const out = run('strategy.cut-or-shift', input(brief('Which channel should we cut?'), factSheet({ channels: [], bestChannel: null }), { figures }));
    expect(out.deliverable.split('\n')[0]).toBe('**Decision:** Nothing to cut on these figures: every channel converts at about the same rate. Keep them all, and put any extra time into SEO, which brings the most key events.');
  });
});

describe('R-PROD-02 strategy agent: arithmetic and a choice are answered as asked, never with a stock review', () => {
  const profile = { business_name: 'Fernway School', goal_primary: 'Grow memberships from 60 to 150 by 31 August 2027', goal_kpis: 'membership sign-ups, free-class bookings, free-class-to-member conversion', channels_best: 'Free drop-in class and word of mouth' };
  const ask = (message: string, today?: string) => catalogueAnswer('strategy-review-agent', { message, mode: 'normal', profile, brandVoice: null, spaceName: 'Fernway', ...(today ? { today } : {}) }, null)!;

  it('works out the weekly pace from the goal, today and a conversion rate the request gives', () => {
    const out = ask('How many free-class bookings a week do we need if 1 in 4 become members?', '2026-11-29');
    expect(out.field!.split('\n')[0]).toBe('**Answer:** About 10 free-class bookings a week, every week from now to 31 August 2027, to reach 150 memberships.');
    expect(out.field).toContain('1. Memberships still to win: 150 − 60 today = **90**.');
    expect(out.field).toContain('3. Free-class bookings needed: 90 ÷ 25 % (1 in 4) = **360**.');
    expect(out.field).not.toMatch(/Verdict|has no date|Strengths/);
  });

  it('without today\'s date, marks the weeks left as a blank instead of guessing them', () => {
    const out = ask('How many new members a week do we need to hit the goal?');
    expect(out.draft).toContain("Marked blanks: today's date.");
  });

  it('chooses between two offers the request names instead of reviewing the profile', () => {
    const out = ask('Should we offer a free first class or 20% off the first month? Which one?');
    expect(out.field!.split('\n')[0]).toBe('**Decision:** Offer a free first class, not 20% off the first month.');
    expect(out.field).toContain('- Your profile says the best customers come from "Free drop-in class and word of mouth": a free first class is that route.');
  });
});

describe('R-PROD-02 strategy agent: a monthly split is tied to the goal it serves', () => {
  it('says what the dated goal asks of each month and the most a result can cost', () => {
    const out = catalogueAnswer('strategy-review-agent', { message: 'We spend £2,500 a month. How should we split it between Instagram, the newsletter and leaflets to reach 120 new members by March?', mode: 'normal', profile: { business_name: 'Spoke', goal_kpis: 'sign-ups' }, brandVoice: null, spaceName: 'Spoke', today: '2026-11-29' }, null)!;
    expect(out.field).toContain('**What the goal asks of it:** To reach 120 new members by March: 120 still to win ÷ 4 months, rounded up, is 30 a month, so each can cost at most £2,500 ÷ 30 = £83.33. A channel above that after a month loses its share.');
  });
});

describe('R-PROD-02 strategy agent: the risks of a price change carry its arithmetic', () => {
  it('says how many customers a rise can lose before revenue falls, with the listed price as the old one', () => {
    const out = run('strategy.move-risks', input(brief('What are the risks of raising Starter to $59 a month?')));
    expect(out.deliverable).toContain('| At $59 instead of $49 (+20.4 %), you can lose up to 16.9 % of Starter customers (1 − $49 ÷ $59) before its monthly revenue falls. |');
    expect(out.deliverable).toContain('(today: Starter $49/month)');
    expect(out.deliverable).not.toContain('Team $129');
  });
});

describe('R-PROD-02 strategy agent: figures stated in a request are not a maths question', () => {
  it('answers "cost per acquisition last month: …, what should we cut?" with the cut, not an acquisition-cost sum', () => {
    const out = catalogueAnswer('strategy-review-agent', { message: 'Cost per acquisition last month: TikTok £95, Meta £38, email £22. What should we cut or shift next month?', mode: 'normal', profile: { business_name: 'Box Co' }, brandVoice: null, spaceName: 'Box' }, null)!;
    expect(out.field).not.toContain('**Answer:**');
    expect(out.field).toMatch(/TikTok/);
  });
});

describe('R-PROD-02 strategy agent: every channel the request prices counts, and "where should the money go?" is answered from the call', () => {
  const request = "We're spread too thin. Last term: café flyers cost £220 a month and brought 3 enrolments, Instagram ads £600 a month brought 14, Eventbrite listings £90 brought 9, Google Ads £450 brought 11. What should we cut?";
  const ask = (message: string, previous: PreviousAnswer | null) => catalogueAnswer('strategy-review-agent', { message, mode: 'normal', profile: { business_name: 'Casa Lengua', goal_primary: 'Fill 90 places for the April term' }, brandVoice: null, spaceName: 'Casa' }, previous)!;

  it('a channel no list knows ("Eventbrite listings £90 brought 9") is weighed with the others', () => {
    const out = ask(request, null);
    expect(out.field).toContain('- Eventbrite listings (9 enrolments): £90 ÷ 9 = £10 per enrolment');
    expect(out.field).toMatch(/^\*\*Decision:\*\* Cut Flyers and put its £220 into Eventbrite listings/m);
  });

  it('"OK, and where should the freed-up money go?" says where the call sends it, with its own steps, not a review of the profile', () => {
    const first = ask(request, null);
    const next = ask('OK, and where should the freed-up money go?', { deliverable: first.field!, brief: first.brief, request });
    expect(next.draft).toMatch(/^Into Eventbrite listings, as the call says/);
    expect(next.field).toContain('## Where it goes: Eventbrite listings');
    expect(next.draft).not.toContain('Not ready to run as written');
  });
});

describe('R-PROD-02 strategy agent: a re-split asked with each channel\'s spend before its name and its results in a sentence of their own', () => {
  it('weighs each channel on its cost per result and moves the dearest one\'s money, never declining "Google Ads" as an ad to write', () => {
    const out = catalogueAnswer('strategy-review-agent', { message: 'Our £1,800/month currently goes £1,100 Google Ads, £400 Instagram boosting, £300 printed flyers. Google Ads brings ~22 new patients a month, Instagram ~5, flyers maybe 2. We need to get from 60 to 90 new patients by end of June. How would you re-split it?', mode: 'normal', profile: { business_name: 'Harbourside Physio', goal_primary: '90 new patients a month by June' }, brandVoice: null, spaceName: 'Physio' }, null)!;
    expect(out.draft).not.toMatch(/I can't/);
    expect(out.field).toContain('- Google Ads (22 new patients): £1,100 ÷ 22 = £50 per new patient');
    expect(out.field).toContain('- Flyers (2 new patients): £300 ÷ 2 = £150 per new patient');
    expect(out.field).toMatch(/^\*\*Decision:\*\* Move Flyers' £300 to Google Ads/m);
  });
});

describe('R-PROD-02 strategy agent: "5 ideas to fill them, ranked by cost and effort"', () => {
  it('gives ideas built on the space\'s facts, cheapest and easiest first, for the thing the request names, with the gap worked out', () => {
    const profile = { business_name: 'Harbourside Physio', business_description: 'A physiotherapy clinic in Bristol.', audience_primary: 'Active adults aged 25 to 60 in Bristol', channels_current: 'Google Ads, Instagram, email newsletter', channels_best: 'Referrals from running clubs', budget: '£1,800 per month' };
    const out = catalogueAnswer('strategy-review-agent', { message: 'Pilates classes are running at about 60% full (so roughly 11 of the 18 weekly spots). Give me 5 ideas to fill them before summer, ranked by cost and effort.', mode: 'normal', profile, brandVoice: null, spaceName: 'Physio' }, null)!;
    expect(out.brief.task).toBe('strategy.ideas');
    expect(out.draft.split('\n')[0]).toBe('Five ideas to fill Pilates classes, cheapest and easiest first.');
    expect(out.field).toContain('**Target:** the 7 empty spots (18 − 11 = 7).');
    expect(out.field!.match(/^## \d\. /gm)).toHaveLength(5);
    expect(out.field).toContain('## 1. Bring a friend');
    expect(out.field).toContain('capped at £180 (10% of your £1,800 budget)');
    expect(out.field).not.toContain('**Decision:**');
  });
});

describe('R-PROD-02 a choice between two options whose aside says people are already waiting for one', () => {
  it('backs the option with a waiting list, says why from the aside, and offers it to those waiting first', () => {
    const out = catalogueAnswer('cmo', { message: "We can staff one new class in April: a second Tuesday evening beginners' Spanish (the current one has a waiting list of 6) or a new Saturday morning Italian. Which one, and why?", mode: 'normal', profile: { business_name: 'Casa Lengua', goal_primary: 'Fill 90 places for the April term', offer_main: 'Evening and Saturday language courses' }, brandVoice: null, spaceName: 'Casa' }, null)!;
    expect(out.field).toMatch(/^\*\*Decision:\*\* Go with a second Tuesday evening beginners' Spanish, not a new Saturday morning Italian\./m);
    expect(out.field).toContain('has demand already waiting (the current one has a waiting list of 6)');
    expect(out.field).toContain('to the people already waiting first');
  });
});

describe('R-PROD-02 strategy agent: dropping a plan is weighed on what new customers can then buy', () => {
  it('"Should we drop the Starter plan or keep it?" is that move\'s call, with the new cheapest way in worked out', () => {
    const out = catalogueAnswer('strategy-review-agent', { message: 'Should we drop the Starter plan or keep it?', mode: 'normal', profile: { business_name: 'Northwind' }, brandVoice: null, spaceName: 'Northwind', library: [{ kind: 'document', id: 'd1', title: 'plans.md', text: '| Plan | Price |\n|---|---|\n| Starter | $49 per month |\n| Team | $129 per month |' }] }, null)!;
    expect(out.field).toContain("| New customers' cheapest way in goes from Starter at $49 to Team at $129 (+163.3 %)");
    expect(out.field).not.toContain('Go with drop');
  });
});

describe('R-PROD-02 strategy agent: the risks of a discount change or a new service rest on the request and the facts', () => {
  const lib = [{ kind: 'document' as const, id: 'd', title: 'box.md', text: '| Box | Price |\n|---|---|\n| Taster Box | £24 |' }];
  const ask = (message: string, profile: Record<string, string>) => catalogueAnswer('strategy-review-agent', { message, mode: 'normal', profile, brandVoice: null, spaceName: 'x', library: lib }, null)!;

  it('works out what people pay before and after a smaller discount, from the listed price', () => {
    const out = ask("We're thinking of cutting the Taster Box discount from 50% to 25% to protect margin. What are the risks?", { business_name: 'Fetch' });
    expect(out.field).toContain('| Taster Box at £24: with 50 % off, people pay £12; with 25 % off, £18. Orders can fall by up to 33.3 % (1 − £12 ÷ £18) before the money they bring falls. |');
  });

  it('weighs a new round-the-clock service against the team the profile states and the price the request gives', () => {
    const out = ask("We're thinking of adding a 24/7 emergency call-out service at £150 a visit. What are the risks for a firm our size?", { business_name: 'Harbour', business_description: 'A heating firm in Leeds with 9 Gas Safe engineers.' });
    expect(out.field).toContain('| Someone has to be on call at nights and weekends, and the team is 9 Gas Safe engineers: the rota may not hold without cutting into booked work. |');
    expect(out.field).toContain('| £150 a visit has to cover the extra pay, travel and parts of a night or weekend job: if it does not, every sale loses money. |');
  });
});

describe('R-PROD-02 strategy agent: positioning gives the number of proof points asked for', () => {
  it('"A positioning line and 3 proof points" gets exactly three, each a fact of ours', () => {
    const out = catalogueAnswer('strategy-review-agent', { message: 'How do we stand apart from Acme and Globex? A positioning line and 3 proof points.', mode: 'normal', profile: { business_name: 'Northwind', offer_differentiator: 'Two-way calendar sync; set up in a day; no per-seat fees', competitors: 'Acme, Globex' }, brandVoice: null, spaceName: 'x', library: [{ kind: 'document', id: 'd', title: 'sheet.md', text: '## Customer result\n\nBright Dental cut no-shows by 31% in 4 months.' }] }, null)!;
    expect(out.field).toContain('## 3 proof points\n1. Bright Dental cut no-shows by 31% in 4 months.\n2. Two-way calendar sync.\n3. Set up in a day.\n');
  });
});

describe('R-PROD-02 Strategy agent: a choice between two offers decides between those two offers', () => {
  const profile = { business_name: 'Fernhill Language School', channels_best: 'Free drop-in class and word of mouth', goal_kpis: 'free-class bookings' };
  const ask = (message: string) => catalogueAnswer('strategy-review-agent', { message, mode: 'normal', profile, brandVoice: null, spaceName: 'Fernhill' }, null)!;

  it('"For new students: a £20 discount or keep the first class free?" picks one of the two, named as offers', () => {
    const field = ask('For new students: a £20 discount or keep the first class free?').field!;
    expect(field.split('\n')[0]).toBe('**Decision:** Go with the first class free, not a £20 discount.');
    expect(field).not.toContain('Go with keep');
  });

  it('"Which works better for new students, a £20 discount or the first class free?" reads the two offers after the question\'s own clause', () => {
    const field = ask('Which works better for new students, a £20 discount or the first class free?').field!;
    expect(field.split('\n')[0]).toBe('**Decision:** Go with the first class free, not a £20 discount.');
  });
});

describe('R-PROD-02 Strategy agent: a question about a saving is about the saving', () => {
  it('"What should we do with the saving?" with a budget beside it places the saving, never splits the budget', () => {
    const out = catalogueAnswer('strategy-review-agent', { message: 'Switching our card reader saves £600 a quarter. Our budget is £1,000 a month. What should we do with the saving?', mode: 'normal', profile: { business_name: 'Brightside', channels_best: 'Patient referrals' }, brandVoice: null, spaceName: 'Brightside' }, null)!;
    expect(out.field).toContain('- Over a year: £600 × 4 = £2,400.');
    expect(out.field).toContain("- Against it: £2,400 ÷ £12,000 = 20.0 % of a year's budget.");
    expect(out.field).not.toContain('full split');
  });
});

describe('R-PROD-02 strategy agent: KPIs with a target each', () => {
  it('"Which 5 KPIs every week, with a weekly target? We get about 18 new pupils a month" works each target from the goal and today\'s figure', () => {
    const profile = {
      business_name: 'Kerbside Driving',
      goal_primary: 'Book 25 new-pupil first lessons a month by the end of June, and sell 40 ten-hour blocks this quarter.',
      goal_kpis: 'First lessons booked, 10-hour blocks sold, first-time pass rate, Google reviews, cost per new pupil',
      budget: '£1,200 per month',
    };
    const reviews = { kind: 'document' as const, id: 'r', title: 'results.md', text: '# Results\n\nGoogle rating: 4.9 out of 5 from 212 reviews.\n\nOur first-time pass rate in 2025 was 61% (94 of 154 first attempts).\n' };
    const answer = catalogueAnswer('strategy-review-agent', { message: 'Which 5 KPIs should we track every week, and what weekly target should each have? We currently get about 18 new pupils a month and sell about 9 blocks a month.', mode: 'normal', profile, brandVoice: null, spaceName: 'Kerbside', version: 1, referenced: [reviews] }, null)!;
    expect(answer.brief.task).toBe('strategy.kpis');
    const rows = answer.field!.split('\n').filter((l) => /^\| (?!KPI|---)/.test(l));
    expect(rows).toHaveLength(5);
    expect(rows[0]).toContain('| First lessons booked | 4.2 a week (18 new pupils a month) | **5.8** |');
    expect(rows[1]).toContain('**3.1**');
    expect(rows[2]).toContain('**61% or better**');
    expect(rows[4]).toContain('**at most £48**');
  });

  it('a customer\'s review is never a measure\'s value, and "6 KPIs" gives six', () => {
    const profile = { business_name: 'Kerbside Driving', goal_kpis: 'First lessons booked, Pilates passes sold' };
    const reviews = { kind: 'document' as const, id: 'r', title: 'reviews.md', text: '# Reviews\n\n> "The Tuesday Pilates class is the best hour of my week, 10 out of 10." (Helen Okonkwo, 71)\n' };
    const answer = catalogueAnswer('strategy-review-agent', { message: 'Which 6 KPIs should I check every Monday, with a target for each?', mode: 'normal', profile, brandVoice: null, spaceName: 'Kerbside', version: 1, referenced: [reviews] }, null)!;
    const rows = answer.field!.split('\n').filter((l) => /^\| (?!KPI|---)/.test(l));
    expect(rows).toHaveLength(6);
    expect(answer.field).not.toContain('Helen');
  });
});

describe('R-PROD-02 strategy agent: the top risks of a plan given line by line', () => {
  it('"top 3 risks with a fix for each" reads them off the plan\'s lines: a forbidden promise, a third of the budget on an untried channel, what a free offer costs', () => {
    const profile = {
      business_name: 'Kerbside Driving',
      channels_current: 'Google Ads, Instagram, leaflets at sixth-form colleges',
      budget: '£1,200 per month',
      tone_avoid: 'Never promise or imply that a pupil will pass first time',
    };
    const prices = { kind: 'document' as const, id: 'p', title: 'prices.md', text: '# Prices\n\n| Lesson | Price |\n|---|---|\n| 1-hour lesson | £38 |\n| 10-hour block | £350 |\n\n## Results\n\nOur first-time pass rate in 2025 was 61% (94 of 154 first attempts). The national rate was 48%.\n' };
    const answer = catalogueAnswer('strategy-review-agent', { message: 'Review our summer plan and give me the top 3 risks with a fix for each:\n- TikTok ads aimed at 17-year-olds, £400 a month\n- stop the sixth-form leaflets\n- post on Instagram 3 times a week\n- headline offer: "Pass first time or your next 5 hours are free"', mode: 'normal', profile, brandVoice: null, spaceName: 'Kerbside', version: 1, referenced: [prices] }, null)!;
    const risks = answer.field!.split(/^\d+\. \*\*Risk:\*\* /m).slice(1);
    expect(risks).toHaveLength(3);
    expect(risks[0]).toContain('promises what your rules forbid');
    expect(risks[0]).toContain('**Fix:** Lead with what is true instead: "Our first-time pass rate in 2025 was 61%');
    expect(answer.field).toContain('5 × £38 (1-hour lesson) = £190');
    expect(answer.field).toContain('is 33% of your £1,200 per month budget on TikTok, which your profile does not list among the channels you use now');
    for (const r of risks) expect(r).toContain('**Fix:**');
  });
});

describe('R-PROD-02 strategy agent: a comparison table with the rows and rivals the request names', () => {
  it('"Compare us with A, B and mobile therapists in a table: price, speed of appointment, what they do better than us, and where we win"', () => {
    const profile = { business_name: 'Kestrel Physio', offer_differentiator: 'Appointments usually within 48 hours, early 7am slots before work, a written plan after the first session', competitors: 'Bristol Physio Group, Nuffield Health' };
    const prices = { kind: 'document' as const, id: 'p', title: 'prices.md', text: '# Prices\n\n- Initial assessment: £68\n- Follow-up treatment: £52\n' };
    const answer = catalogueAnswer('strategy-review-agent', { message: 'Compare us with Bristol Physio Group, Nuffield Health and mobile sports massage therapists in a table: price, speed of appointment, what they do better than us, and where we win.', mode: 'normal', profile, brandVoice: null, spaceName: 'Kestrel', version: 1, referenced: [prices] }, null)!;
    expect(answer.brief.task).toBe('strategy.positioning');
    expect(answer.field).toContain('| | Kestrel Physio (your facts) | Bristol Physio Group | Nuffield Health | Mobile sports massage therapists |');
    const rows = answer.field!.split('\n').filter((l) => /^\| (?:Price|Speed of appointment|What they do better than us|Where we win) \|/.test(l));
    expect(rows.map((r) => r.split(' | ')[0])).toEqual(['| Price', '| Speed of appointment', '| What they do better than us', '| Where we win']);
    expect(rows[1]).toContain('within 48 hours');
    expect(rows[0]).toContain('£68');
  });
});

describe('R-PROD-02 strategy agent: a year in the goal is never a count to win', () => {
  it('"Fill 85% of winter nights (November 2026 to February 2027) … by 31 December 2026" gives no "2,026 still to win"', () => {
    const profile = { business_name: 'Fell Barns', goal_primary: 'Fill 85% of winter nights (November 2026 to February 2027) across the four barns, and raise direct bookings from 45% to 65% of all bookings by 31 December 2026.', channels_current: 'Instagram, Facebook, newsletter, Google Business Profile' };
    const answer = catalogueAnswer('strategy-review-agent', { message: 'We have £600 a month. How should we split it across Instagram, Facebook, the newsletter and Google Business Profile to reach 85% winter occupancy? Give me a table with pounds per channel per month.', mode: 'normal', profile, brandVoice: null, spaceName: 'Fell Barns', version: 1, today: '2026-11-29' }, null)!;
    expect(answer.draft).not.toMatch(/2,026|2,027|÷ 2,0\d\d/);
  });
});

describe('R-PROD-02 strategy: results pasted per channel ("Google Ads: £1,050 spent, 2,340 clicks, 14 new clients") are weighed, not read as ads to write', () => {
  const profile = { business_name: 'Tallyhouse', business_description: 'Accountants for freelancers in Bristol.', goal_primary: 'Win 40 new monthly clients by April' };
  const message = 'Here are our January results. Google Ads: £1,050 spent, 2,340 clicks, 61 intro calls, 14 new clients. Instagram: £300 spent, 11 intro calls, 1 new client. LinkedIn: £450 spent, 6 intro calls, 2 new clients. What is working and what should we change?';
  const out = catalogueAnswer('strategy-review-agent', { message, mode: 'normal', profile, brandVoice: null, spaceName: 'Tallyhouse' }, null)!;

  it('compares every channel on the result they all give, the furthest down the funnel, and makes the call', () => {
    expect(out.brief.outOfRemit).toBeFalsy();
    expect(out.field).toContain('Google Ads (14 new clients): £1,050 ÷ 14 = £75 per new client');
    expect(out.field).toContain('LinkedIn (2 new clients): £450 ÷ 2 = £225 per new client');
    expect(out.field).toContain('Instagram (1 new client): £300 ÷ 1 = £300 per new client');
    expect(out.field).toMatch(/\*\*Decision:\*\* Cut Instagram and put its £300 into Google Ads/);
    expect(out.field).not.toMatch(/per click/);
  });
});

describe('R-PROD-02 strategy and CMO sums: a budget said as "£700 of the £1,500", and two options that cost the same', () => {
  const profile = { business_name: 'Chalkhouse', business_description: 'A bouldering gym in Leeds.', goal_primary: 'Fill every Kids\' Club term (60 places)', offer_main: 'Kids\' Club: £12 a session' };
  const ask = (agent: 'strategy-review-agent' | 'cmo', message: string) => catalogueAnswer(agent, { message, mode: 'normal', profile, brandVoice: null, spaceName: 'Chalkhouse' }, null)!;

  it('"£700 of the £1,500 into Meta ads, £500 into leaflets and £300 into Instagram" counts the £700 as Meta\'s: no share worked out on £800', () => {
    const out = ask('strategy-review-agent', "Review this plan: in January we put £700 of the £1,500 into Meta ads aimed at students, £500 into leaflets at both universities and £300 into boosting Instagram posts. What's wrong with it and what would you change?");
    expect(out.field).not.toMatch(/÷ £800/);
    expect(out.field).not.toMatch(/add up to .* but the plan's total/);
  });

  it('an £800 stall or £800 of Meta ads: named as things, and the call is not "fewer sales" when the sales are the same', () => {
    const out = ask('cmo', "We can afford one of these in January: an £800 stall at the Refreshers' Fair, or £800 of Meta ads for the Kids' Club spring term. Pick one and tell me why.");
    expect(out.field).not.toMatch(/Fund an,|fewer sales \((\S+) against \1\)/);
    expect(out.field).toMatch(/\*\*Decision:\*\* Fund the Meta ads for the Kids' Club spring term, not the stall at the Refreshers' Fair: both cost about the same to pay back/);
  });
});

describe('R-PROD-02 strategy agent and CMO: a price objection gets three actions from the facts, not a channel plan', () => {
  const profile = { business_name: 'Tidewater Windows', offer_main: 'Window cleaning rounds for homes in Poole', offer_differentiator: 'The same cleaner every visit, pure-water poles that leave no smears, and a free re-clean within 48 hours if a pane is missed.' };
  const prices = { kind: 'document' as const, id: 'p', title: 'prices.md', text: '# Prices\n\n| Round | Price |\n|---|---|\n| Monthly round | £24 a month |\n\n## Terms\n\n- No contract: cancel any time.\n\n## A customer\n\nHarbour View Flats switched to Tidewater in 2025.\n\nComplaints from residents fell from 9 a quarter to 1.\n' };
  const ask = (agent: 'strategy-review-agent' | 'cmo') =>
    catalogueAnswer(agent, { message: 'Homeowners keep saying our monthly round at £24 a month is dearer than the one-man window cleaners who charge about £15. What should marketing do about that objection? Three actions, under 200 words.', mode: 'normal', profile, brandVoice: null, spaceName: 'x', library: [prices] }, null)!;

  for (const agent of ['strategy-review-agent', 'cmo'] as const) {
    it(`${agent}: the gap as a figure with what it buys, a result with who got it, the terms that lower the risk, within 200 words`, () => {
      const out = ask(agent);
      expect(out.brief.task).toBe('strategy.price-objection');
      const text = out.field ?? '';
      expect(text).toContain('£24 against about £15 is £9 a month, about £2 a week (£9 × 12 ÷ 52).');
      expect(text).toContain('the same cleaner every visit');
      expect(text).toMatch(/Harbour View Flats switched to Tidewater in 2025[.:] [Cc]omplaints from residents fell from 9 a quarter to 1\./);
      expect(text).toContain('no contract: cancel any time');
      expect(text.split(/\s+/).length).toBeLessThanOrEqual(200);
      expect(text).not.toMatch(/Days 1-30|budget/i);
    });
  }
});

describe('R-PROD-02 Strategy agent: a SWOT against a rival the request names', () => {
  it('fills the four boxes from the space\'s facts and the request\'s words, asks for the weaknesses rather than inventing them, keeps to the points asked and says what to do first', () => {
    const profile = {
      business_name: 'Kiln & Kettle',
      offer_main: 'Pottery classes and a studio café in Leamington',
      offer_differentiator: 'Every class is capped at six people. Clay, glazes and two firings are included in the price.',
      goal_primary: 'Fill 40 more class places a month by the end of the summer.',
      competitors: 'The Clay Loft in Warwick, paint-your-own-pot cafés',
    };
    const answer = catalogueAnswer('strategy-review-agent', { message: 'Mudlarks Pottery opens on the high street in October. Give me a quick SWOT for us against them, max 3 points per box, and the one thing you would do first.', mode: 'normal', profile, brandVoice: '', spaceName: 'Kiln & Kettle', version: 1 }, null)!;
    expect(answer.brief.task).toBe('strategy.swot');
    const text = answer.field ?? answer.draft;
    const box = (name: string) => (text.split(`**${name}**`)[1] ?? '').split(/\n\n/)[0]!.split('\n').filter((l) => l.startsWith('- '));
    expect(box('Strengths')).toContain('- Every class is capped at six people');
    expect(box('Threats')[0]).toBe('- Mudlarks Pottery opens on the high street in October');
    expect(box('Weaknesses').every((l) => /^- \[.+\]$/.test(l))).toBe(true);
    for (const name of ['Strengths', 'Weaknesses', 'Opportunities', 'Threats']) expect(box(name).length).toBeLessThanOrEqual(3);
    expect(text).toMatch(/\*\*Do this first:\*\* Before Mudlarks Pottery opens in October/);
  });
});

describe('R-PROD-02 Strategy agent: whether a result is good, from its own numbers', () => {
  it('works out the rate, sets it against the rate the space states, prices what it brings and says what to change, instead of reading "good or bad" as two options', () => {
    const profile = { business_name: 'Kiln & Kettle', offer_main: 'Pottery classes in Leamington', goal_kpis: 'Taster-to-course conversion within 30 days (currently 20%); class places filled per month' };
    const prices: ReferencedSource = { kind: 'document', id: 'p', title: 'prices.md', text: '# Prices\n\n## Memberships\n| Membership | Price |\n|---|---|\n| Studio Monthly | £60 a month |\n| Membership freeze | £5 a month |\n' };
    const answer = catalogueAnswer('strategy-review-agent', { message: 'Our free Saturday taster: last term 80 people came in free and 6 of them joined within a month. Is that good or bad, and what would you change? I am tempted to scrap it.', mode: 'normal', profile, brandVoice: null, spaceName: 'Kiln & Kettle', referenced: [prices], version: 1 }, null)!;
    expect(answer.brief.task).toBe('strategy.result-verdict');
    const text = answer.field ?? answer.draft;
    expect(text).toMatch(/^\*\*Verdict:\*\* Below your own rate: 7\.5% of them joined within a month, against your 20%/m);
    expect(text).toContain('- 6 ÷ 80 people = 7.5%.');
    expect(text).toContain('At that rate, 80 would give about 16.');
    expect(text).toContain('6 × £60 (Studio Monthly) = £360 a month');
    expect(text).not.toMatch(/Go with|Is that good, not bad|freeze/i);
  });
});

describe('R-PROD-02 strategy: a price tier named in the request is no plan to review', () => {
  const PRICES = `# RoundRight plans

| Plan | Per van per month | What's in it |
|---|---|---|
| Solo | £9 | Round planner, text reminders, card payments |
| Team | £14 | Everything in Solo, plus staff logins and a shared diary |
`;
  it('"We\'re thinking of dropping the Solo plan and making Team the entry plan … what could go wrong" weighs the risks of the move, with the sums', () => {
    const out = catalogueAnswer('strategy-review-agent', { message: "We're thinking of dropping the Solo plan and making Team the entry plan, so £14 a van is the lowest price. Look at the price sheet I've ticked and tell me what could go wrong. Bullet points are fine.", mode: 'normal', profile: { business_name: 'RoundRight' }, brandVoice: null, spaceName: 'RoundRight', referenced: [{ kind: 'document', id: 'p', title: 'roundright-plans.md', text: PRICES }] }, null)!;
    expect(out.brief.task).toBe('strategy.move-risks');
    expect(out.brief.deliverables.map((d) => d.noun)).not.toContain('plan');
    expect(out.draft).toContain('## Risks of the move');
    // The break-even from the two prices: £9 to £14 loses money only past 1 − 9/14 of Solo customers.
    expect(out.draft).toMatch(/35\.7 %/);
    expect(out.draft).not.toMatch(/The plan states no goal|gives no amount per channel/);
  });
});

describe('R-PROD-02 strategy: keep it as it is, or change it?', () => {
  it('"Trial is 21 days, no card. Keep it, or go to 7 days with a card up front?" is a call between the current trial and the change, not an image card declined', () => {
    const out = catalogueAnswer('strategy-review-agent', { message: 'Trial is 21 days, up to 3 vans, no card. Keep it, or go to 7 days with a card up front? Review it.', mode: 'normal', profile: { business_name: 'RoundRight', goal_primary: 'Grow trial sign-ups from 40 to 70 a month by June' }, brandVoice: null, spaceName: 'RoundRight' }, null)!;
    expect(out.brief.outOfRemit).toBeNull();
    expect(out.brief.task).toBe('strategy.choose');
    expect(out.draft).toMatch(/^\*\*Decision:\*\* Go with (?:the current trial \(21 days, up to 3 vans, no card\), not 7 days with a card up front|7 days with a card up front, not the current trial \(21 days, up to 3 vans, no card\))\./m);
    expect(out.draft).not.toMatch(/can't help with a card/);
  });
});

describe('R-PROD-02 strategy: where a funnel leaks', () => {
  it('works out each step from the request\'s own counts, names the later step that keeps the fewest, and ranks the tests asked for with what to measure', () => {
    const out = catalogueAnswer('strategy-review-agent', { message: "Last term's funnel: 1,800 class page visits, 120 taster bookings, 48 came to the taster, 40 joined. Where's the leak and what would you test first? 2 tests, ranked, with what to measure.", mode: 'normal', profile: { business_name: 'Kilnhouse Pottery' }, brandVoice: null, spaceName: 'Kilnhouse' }, null)!;
    expect(out.brief.task).toBe('strategy.funnel-leak');
    expect(out.draft).toContain('| taster bookings → came to the taster | 48 ÷ 120 = 40 % | 72 |');
    expect(out.draft).toContain('**The leak:** taster bookings → came to the taster. 72 of 120 (60 %) stop there, while 83.3 % of those who get past it go on to joined.');
    expect(out.draft.match(/^\d\. \*\*/gm)).toHaveLength(2);
    expect(out.draft).toMatch(/Measure: /);
  });
});

describe('R-PROD-02 strategy: a pasted quarter plan whose spend lines outrun its budget', () => {
  it('counts a one-off paid from the quarter\'s budget by the month, so many posts at so much each, the sum a line has now rather than was, and leaves out the spend it stops', () => {
    const plan = [
      'Autumn plan (September to November, Q4)',
      'Goal: 90 new rounds booked a month by November (about 50 now)',
      'Budget: £3k a month',
      '- Facebook ads £1,400/month (up from £900): before-and-after photos, targeting homeowners in York',
      '- Google Ads £600/month: keep as is',
      '- Home show stand in October: £2,700, paid from the Q4 budget',
      '- 4 blog posts a month from a freelancer, £90 each',
      '- Drop the parish magazine ad (£150/month) to pay for the Facebook increase',
    ].join('\n');
    const out = catalogueAnswer('strategy-review-agent', { message: `Be blunt, this goes to my business partner.\n\n${plan}`, mode: 'normal', profile: { business_name: 'Brightwater Cleaning' }, brandVoice: null, spaceName: 'Brightwater' }, null)!;
    expect(out.brief.task).toBe('strategy.plan-review');
    expect(out.draft).toContain('The spend lines add up to £1,400 + £600 + £900 (£2,700 ÷ 3) + £360 (4 × £90) = £3,260 a month, £260 over the plan\'s £3k');
    expect(out.draft).toMatch(/\*\*Verdict:\*\* Not ready to run as written: fix the [a-z ,]*budget first\./);
    expect(out.draft).not.toMatch(/\| Q4 \|/);
  });
});

describe('R-PROD-02 strategy: what a campaign report says to repeat and to drop', () => {
  const REPORT = `# Spring Open Studio Week: Campaign Report

## What we did
- Dates: 6 to 12 April, evenings only.
- Promotion: flyers in twelve cafés on Gloucester Road; a post in three local parenting groups on Facebook; a listing in the Bristol24/7 what's-on; £120 of Instagram ads.
- Total spend: £260.

## Results (open studio week, this year against last year)
| Measure | Last year | This year |
|---|---|---|
| Visitors | 210 | 340 |
| Course bookings | 18 | 31 |

- Where visitors heard about us (door survey of 150): local parenting groups 38%, flyers 27%, friends 20%, what's-on listing 9%, other 6%.

## What did not work
- The £120 of Instagram ads got 5,200 views but 14 clicks, and nobody at the door named Instagram.
- On Wednesday the wheel room was full by 6.15pm and people waited outside in the rain.
`;
  it('ranks what was done by where visitors said they heard, drops what the report says did not work, and works out the change in each result', () => {
    const out = catalogueAnswer('strategy-review-agent', { message: 'Read the open studio week report I ticked and give me 2 things to repeat and 2 to drop or fix for the autumn one.', mode: 'normal', profile: { business_name: 'Kilnhouse Pottery' }, brandVoice: null, spaceName: 'Kilnhouse', referenced: [{ kind: 'document', id: 'r', title: 'open-studio-report.md', text: REPORT }] }, null)!;
    expect(out.brief.task).toBe('strategy.report-takeaways');
    expect(out.draft).toContain('1. **A post in three local parenting groups on Facebook.** 38 % of those asked heard about you through local parenting groups.');
    expect(out.draft).toContain('2. **Flyers in twelve cafés on Gloucester Road.** 27 % of those asked heard about you through flyers.');
    expect(out.draft).toContain('1. **Drop or change: £120 of Instagram ads.** The £120 of Instagram ads got 5,200 views but 14 clicks');
    expect(out.draft).toContain('- Visitors: 210 → 340 (+62 %).');
    expect(out.draft).not.toMatch(/Dates|Total spend/);
  });
});

describe('R-PROD-02 strategy: the sums use the rate of what the money buys', () => {
  it('"£120 a trial … trial-to-paid is 25%" works out customers at 25 %, not at the 40 % another step converts at', () => {
    const out = catalogueAnswer('strategy-review-agent', { message: 'Jo runs about 30 demos a month and 40% of those become paying customers. If we put £2,400 a month into Facebook ads, at about £120 a trial, and trial-to-paid is 25%, how many customers does that buy?', mode: 'normal', profile: { business_name: 'RoundRight' }, brandVoice: null, spaceName: 'RoundRight' }, null)!;
    expect(out.draft).toContain('£2,400 ÷ £120 = 20');
    expect(out.draft).toMatch(/20 × 25(?:\.0)? % = 5/);
    expect(out.draft).not.toMatch(/payings/);
  });
});

describe('R-PROD-02 strategy agent: is a plan that bundles visits priced right against a price per visit?', () => {
  const profile = { business_name: 'Brightwater Pool Care', business_description: 'Pool cleaning and repairs for homes in Surrey.', offer_differentiator: 'Every technician is SPATA-trained' };
  const prices = '# Prices\n\n| Plan | Price | Includes |\n|---|---|---|\n| Single clean | £60 | Vacuum, skim and water test |\n| Season Plan | £420 a year | Eight cleans a year, free water tests, priority call-outs |\n';
  const ask = (agent: 'strategy-review-agent' | 'cmo', message: string) => catalogueAnswer(agent, { message, mode: 'normal', profile, brandVoice: null, spaceName: 'x', referenced: [{ kind: 'document', id: 'd', title: 'prices.md', text: prices }], version: 1 }, null)!;

  it('works out the plan per clean against the other price and the business\'s own single clean, and makes the call', () => {
    for (const agent of ['strategy-review-agent', 'cmo'] as const) {
      const answer = ask(agent, 'Is £420 a year for the Season Plan priced right when local pool guys charge £50 a clean?');
      expect(answer.field).toContain('**Decision:** Season Plan at £420 a year is priced about right: £52.50 a clean, £2.50 more than local pool guys charge, with free water tests and priority call-outs for the difference.');
      expect(answer.field).toContain('- Season Plan per clean: £420 ÷ 8 = £52.50');
      expect(answer.field).toContain('- Against your own single clean one at a time: £60 × 8 = £480, so the plan saves £60 a year');
    }
  });
});

describe('R-PROD-02 strategy agent: spend and results given in two sentences', () => {
  it('"£700 on Google Ads and £350 on Facebook boosting a month … Google Ads brings about 50 enquiries, Facebook about 5" moves Facebook\'s money on cost per enquiry', () => {
    const answer = catalogueAnswer('strategy-review-agent', { message: 'We spend £700 on Google Ads and £350 on Facebook boosting a month. Google Ads brings about 50 enquiries, Facebook about 5. Where should the money go?', mode: 'normal', profile: { business_name: 'Greenway Driving School' }, brandVoice: null, spaceName: 'x', version: 1 }, null)!;
    expect(answer.field).toContain('- Google Ads (50 enquiries): £700 ÷ 50 = £14 per enquiry');
    expect(answer.field).toContain('- Facebook (5 enquiries): £350 ÷ 5 = £70 per enquiry');
    expect(answer.field).toMatch(/\*\*Decision:\*\* Move Facebook's £350 to Google Ads/);
  });
});

describe('R-PROD-04 a choice between two channels whose results the request gives after the question', () => {
  it('"Google Ads or LinkedIn outreach? Google brought 60 bookings for £900, LinkedIn 4 corporate bookings for £600" works out each cost per booking and calls it on them', () => {
    const answer = catalogueAnswer('strategy-review-agent', { message: 'We have £2,000 a month. Should we put more into Google Ads or into corporate LinkedIn outreach? Google brought 60 bookings last month for £900, LinkedIn 4 corporate bookings for £600.', mode: 'normal', profile: { business_name: 'Cipher Rooms', business_description: 'Escape rooms in Derby', goal_primary: 'Fill weekday evenings' }, brandVoice: '', spaceName: 'Cipher Rooms', referenced: [], version: 1 }, null)!;
    const text = answer.field ?? answer.draft;
    expect(text).toContain('£900 ÷ 60 = £15 per booking');
    expect(text).toContain('£600 ÷ 4 = £150 per corporate booking');
    expect(text).toMatch(/Decision:\*\* .*Google Ads/);
    expect(text).not.toMatch(/do not say what .* cost per booking/);
  });
});

describe('R-PROD-04 an option that shares words with the goal but names another time of day is not the goal', () => {
  it('"filling weekday afternoons" against a goal of weekday evening slots is never called "that goal"', () => {
    const answer = catalogueAnswer('cmo', { message: 'What should we focus on this month: filling weekday afternoons or growing corporate bookings?', mode: 'normal', profile: { business_name: 'Cipher Rooms', business_description: 'Escape rooms in Derby', goal_primary: 'Fill weekday evening slots: from 35% to 60% occupancy by June', goal_kpis: 'Weekday occupancy, corporate enquiries' }, brandVoice: '', spaceName: 'Cipher Rooms', referenced: [], version: 1 }, null)!;
    expect(answer.field ?? answer.draft).not.toMatch(/weekday afternoons is that goal/i);
  });
});

describe('R-PROD-04 a move of our own price against the competitors\' prices the request gives', () => {
  const ask = (message: string) => {
    const answer = catalogueAnswer('strategy-review-agent', { message, mode: 'normal', profile: { business_name: 'Cipher Rooms', business_description: 'Escape rooms in Derby', competitors: 'Lockdown, Puzzlers' }, brandVoice: '', spaceName: 'Cipher Rooms', referenced: [], version: 1 }, null)!;
    return answer.field ?? answer.draft;
  };
  it('"Lockdown charges £20 a player and Puzzlers £25. We charge £22. Should we drop to £20?" works out the volume a cut needs and answers the question', () => {
    const text = ask('Lockdown charges £20 a player and Puzzlers £25. We charge £22. Should we drop to £20?');
    expect(text).toMatch(/^\*\*Decision:\*\* Hold at £22/);
    expect(text).toContain('£22 ÷ £20 = 1.10, so **10% more players** just to stand still');
    expect(text).toContain('Lockdown: £20 a player (£2 below your £22)');
    expect(text).toContain('Puzzlers: £25 a player (£3 above your £22)');
    expect(text).not.toMatch(/\[to check\]|Cut Instagram/);
  });
  it('a rise says how many may walk away before it takes less money', () => {
    const text = ask('We charge £22 a player. Should we raise our price to £25?');
    expect(text).toMatch(/^\*\*Decision:\*\* Test £25 a player/);
    expect(text).toContain('1 − £22 ÷ £25 = **12% fewer players**');
  });
});

describe('R-PROD-04 a rival\'s new price and "what should we do?"', () => {
  it('"Gower Paddle Co just launched a £45 tour" is set against our tour\'s price, with what matching it would cost, not a review of the profile', () => {
    const answer = catalogueAnswer('strategy-review-agent', { message: 'Gower Paddle Co just launched a £45 tour. What should we do?', mode: 'normal', profile: { business_name: 'Tideline', business_description: 'Sea-kayak tours', offer_differentiator: 'Every guide is a qualified coach', competitors: 'Gower Paddle Co' }, brandVoice: '', spaceName: 'Tideline', referenced: [{ kind: 'document', id: 'p', title: 'prices.md', text: '# Prices\n\n| Trip | Price |\n|---|---|\n| Harbour tour | £55 per person |\n| Sunset Paddle | £48 per person |\n' }], version: 1 }, null)!;
    const text = answer.field ?? answer.draft;
    expect(text).toMatch(/^\*\*Decision:\*\* Don't match Gower Paddle Co's £45 yet: keep Harbour tour at £55/);
    expect(text).toContain('£55 ÷ £45 = 1.22, so **22.2% more bookings** just to stand still');
    expect(text).not.toMatch(/Verdict|Gaps/);
  });
});

describe('R-PROD-02 Strategy agent: positioning asked in one sentence is one sentence', () => {
  it('"our positioning in one sentence" is the statement alone, with the first items of long profile answers, not the comparison table', () => {
    const profile = {
      business_name: 'Stitchworks Alterations',
      offer_main: 'Clothing alterations and repairs, wedding dress fittings, and zip replacements while you wait.',
      audience_primary: 'Busy professionals in the city centre, brides and bridesmaids, and students on a budget.',
      offer_differentiator: 'Every garment is fitted on you by a trained tailor, with a price agreed before we start.',
      competitors: 'Timpson, SewQuick',
    };
    const answer = catalogueAnswer('strategy-review-agent', { message: 'Give me our positioning in one sentence.', mode: 'normal', profile, brandVoice: null, spaceName: 'Stitchworks', version: 1 }, null)!;
    expect(answer.field).toBe('Stitchworks Alterations is clothing alterations and repairs for busy professionals in the city centre, and brides and bridesmaids: every garment is fitted on you by a trained tailor.');
  });
});

describe('R-PROD-02 Strategy agent: a plan asked in weeks, one action a week with an owner, is laid out that way', () => {
  it('"a 4-week plan to get 12 new regulars, with an owner and one action per week" has four week rows, an owner blank each, and the target stepped to 12', () => {
    const profile = { business_name: 'Stitchworks Alterations', offer_main: 'Clothing alterations and repairs', channels_best: 'Instagram', goal_kpis: 'jobs booked per week', offer_differentiator: 'Every garment is fitted on you by a trained tailor' };
    const answer = catalogueAnswer('strategy-review-agent', { message: 'Give me a 4-week plan to get 12 new regulars, with an owner and one action per week.', mode: 'normal', profile, brandVoice: null, spaceName: 'Stitchworks', version: 1 }, null)!;
    expect(answer.field).toContain('**Decision:** For the next 4 weeks, aim everything at "get 12 new regulars"');
    const rows = answer.field!.split('\n').filter((l) => /^\| Week \d \|/.test(l));
    expect(rows).toHaveLength(4);
    expect(rows.every((r) => r.includes('| [owner] |'))).toBe(true);
    expect(rows[0]).toContain('about 3 new regulars');
    expect(rows[3]).toContain('all 12 new regulars');
    expect(answer.field).not.toMatch(/Days \d+-\d+|90 days/);
  });
});

describe('R-PROD-02 CMO agent: "one line per week" is how the plan is laid out, not another piece', () => {
  it('"Make me a 6-week plan to fill weekday afternoons. One line per week, with the channel." is the week-by-week plan, not declined as "a week plan"', () => {
    const profile = { business_name: 'Stitchworks Alterations', offer_main: 'Clothing alterations and repairs', channels_best: 'Instagram' };
    const answer = catalogueAnswer('cmo', { message: 'Make me a 6-week plan to fill weekday afternoons. One line per week, with the channel.', mode: 'normal', profile, brandVoice: null, spaceName: 'Stitchworks', version: 1 }, null)!;
    expect(answer.brief.task).toBe('cmo.launch-table');
    expect(answer.draft).not.toMatch(/I can't write/);
  });
});

describe('R-PROD-02 Strategy agent: a plan aimed at what the request says it is for', () => {
  it('"a 6-week plan to fill our weekday afternoon fittings, which are half empty" aims at that, never at a blank goal or the profile\'s other goal', () => {
    for (const goal_primary of [undefined, 'Open a second shop by 2028']) {
      const profile = { business_name: 'Stitchworks Alterations', offer_main: 'Clothing alterations and repairs', channels_best: 'Instagram', offer_differentiator: 'Every garment is fitted on you by a trained tailor', ...(goal_primary ? { goal_primary } : {}) };
      const answer = catalogueAnswer('strategy-review-agent', { message: 'Give me a 6-week plan to fill our weekday afternoon fittings, which are half empty.', mode: 'normal', profile, brandVoice: null, spaceName: 'Stitchworks', version: 1 }, null)!;
      expect(answer.field).toContain('**Decision:** For the next 6 weeks, aim everything at "fill our weekday afternoon fittings"');
      expect(answer.draft).toMatch(/^A 6-week plan, one action a week, aimed at "fill our weekday afternoon fittings"\./);
      expect(answer.field).not.toMatch(/\[your goal\]|second shop/);
    }
  });
});

describe('R-PROD-02 Strategy agent: "pick holes in this" works through the plan the request sets out', () => {
  it('"£3 off per hem for all of June, Facebook ads at £10 a day, plus 2 emails" gets the sums, the pay-back, the budget hole and the holes, never a referral to the Email agent', () => {
    const profile = { business_name: 'Stitchworks Alterations', offer_main: 'Clothing alterations and repairs', budget: '£500 a month: about £200 on Facebook ads and £300 on leaflets', channels_best: 'Email to past customers' };
    const doc = { kind: 'document' as const, id: 'doc-1', title: 'prices.md', text: '# Prices\n\n- Trouser hem: £14 per hem\n- Zip replacement: £22\n' };
    for (const agent of ['strategy-review-agent', 'cmo'] as const) {
      const answer = catalogueAnswer(agent, { message: 'Pick holes in this before I commit: £3 off per hem for all of June, pushed with Facebook ads at £10 a day, plus 2 emails to the list. Does it hang together or am I just giving money away?', mode: 'normal', profile, brandVoice: null, spaceName: 'Stitchworks', version: 1, library: [doc] }, null)!;
      expect(answer.field).toContain('1. Meta ads: £10 × 30 days = **£300** in June.');
      expect(answer.field).toContain('2. Each hem at the offer: £14 (Trouser hem) − £3 = £11.');
      expect(answer.field).toContain('£300 ÷ £11 = **28 extra hems**');
      expect(answer.field).toContain('- Meta ads at £300 is over the £200 a month your profile budgets for it, by £100.');
      expect(answer.field).toContain('- Lead with Email:');
      expect(answer.field).not.toMatch(/can't help with emails|Email agent handles/);
    }
  });
});

describe('R-PROD-02 whether a target is realistic, against the results the space holds', () => {
  const RESULTS = '# Q1 2026 results\n\n| Channel | Spend | Calls | Bookings |\n|---|---|---|---|\n| Google Ads | £900 | 70 | 18 |\n| Leaflets | £400 | 12 | 4 |\n| Nextdoor | £0 | 20 | 11 |\n';
  const profile = { business_name: 'Clearflow Gutters', business_description: 'Gutter clearing and repairs for houses around Reading.', goal_primary: '45 bookings next quarter' };
  const ask = (agent: 'strategy-review-agent' | 'cmo', message: string) =>
    catalogueAnswer(agent, { message, mode: 'normal', profile, brandVoice: null, spaceName: 'Clearflow', library: [{ kind: 'document', id: 'r', title: 'q1-results.md', text: RESULTS } as ReferencedSource], today: '2026-04-02' }, null);

  it('"Can we realistically do 60 bookings next quarter?" gets a verdict on the gap, with what each channel would cost to close it', () => {
    const answer = ask('strategy-review-agent', 'Can we realistically do 60 bookings next quarter? Be straight with me.');
    expect(answer.draft).toContain('**Verdict:** Not on the channels you have now');
    expect(answer.draft).toContain('60 ÷ 33 = 1.82 times, 27 more than that');
    expect(answer.draft).toContain('Google Ads at £50 per booking: 27 × £50 = £1,350 more');
    expect(answer.draft).toContain('Nextdoor brought 11 for no spend');
    expect(answer.draft).not.toMatch(/no plan to review/i);
  });

  it('the CMO weighs "our goal" from the profile the same way', () => {
    const answer = ask('cmo', 'Honestly, is our goal achievable?');
    expect(answer.draft).toContain('45 bookings against 33 bookings');
    expect(answer.draft).toContain('A stretch');
  });
});

describe('R-PROD-02 the CMO places a spare sum on the results table the space holds, unticked', () => {
  const RESULTS = '# October results\n\n| Channel | Spend | Enquiries | Fits |\n|---|---|---|---|\n| Google Ads | £800 | 41 | 10 |\n| Instagram ads | £500 | 25 | 2 |\n| Dealer referrals | £0 | 12 | 9 |\n';
  const profile = { business_name: 'Tint & Shade', business_description: 'Car window tinting in Leeds.', channels_best: 'Dealer referrals' };
  const answer = catalogueAnswer('cmo', { message: "We've got £1,000 left over this month. Where should it go?", mode: 'normal', profile, brandVoice: null, spaceName: 'Tint', library: [{ kind: 'document', id: 'r', title: 'october-results.md', text: RESULTS } as ReferencedSource], today: '2026-11-02' }, null);

  it('puts it into the paid channel with the lowest cost per fit, with the arithmetic', () => {
    expect(answer.draft).toContain('**Decision:** Put the £1,000 into Google Ads: at £80 per fit it buys about 12 fits');
    expect(answer.draft).toContain('£1,000 ÷ £80 = 12.5 fits in Google Ads');
  });

  it('divides no sum by a free channel\'s £0', () => {
    expect(answer.draft).not.toMatch(/÷ £0 =|∞/);
  });
});
