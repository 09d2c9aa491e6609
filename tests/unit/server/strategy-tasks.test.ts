import { describe, expect, it } from 'vitest';
import type { Amount, Brief } from '../../../core/server/agents/brief/brief.ts';
import type { FactSheet, FactSource } from '../../../core/server/agents/facts/fact-sheet.ts';
import type { TaskInput } from '../../../core/server/agents/tasks/agent-task.ts';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';
import { tasksOf } from '../../../core/server/agents/tasks/catalogue.ts';
import type { AgentTask } from '../../../core/server/agents/tasks/agent-task.ts';
const findTask = (id: string): AgentTask | undefined => (['seo-agent', 'strategy-review-agent', 'cmo'] as const).flatMap((agent) => tasksOf(agent)).find((task) => task.id === id);
import { VariantPicker } from '../../../core/server/agents/offline/variant-picker.ts';
import { NO_VOICE_RULES } from '../../../core/server/agents/offline/voice-rules.ts';
import type { MarketingFigures } from '../../../core/domain/marketing-figures.ts';
import type { AdPerformanceView } from '../../../core/domain/ad-performance.ts';

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

function brief(request: string, over: Partial<Brief> = {}): Brief {
  return {
    request, agent: 'strategy-review-agent', task: null, outOfRemit: null, deliverables: [], audience: null, topic: null,
    offer: { discount: null, code: null, deadline: null, price: null, appliesTo: null },
    limits: { words: null, characters: null, bullets: null, sentences: null },
    language: null, sources: [], links: [], callToAction: null, competitors: [], amounts: [], dates: [], pasted: null, revision: null,
    ...over,
  };
}

function input(b: Brief, facts: FactSheet = factSheet(), over: Partial<TaskInput> = {}): TaskInput {
  return { brief: b, facts, voice: NO_VOICE_RULES, savedVoice: false, pick: new VariantPicker(b.request, 1), variant: 0, referenced: [], passages: [], previous: null, ...over };
}

const amount = (value: number, role: Amount['role'], text: string): Amount => ({ value, currency: 'USD', period: 'month', role, text });
const run = (id: string, i: TaskInput) => findTask(id)!.generate(i);

const range = { since: '2026-10-26', until: '2026-11-22' };
const previous = { since: '2026-09-28', until: '2026-10-25' };
const campaign = (name: string, spend: number, conversions: number) => ({ campaign_id: name, name, spend, impressions: 10_000, clicks: 500, conversions, conversion_value: null, ctr: 0.05, cpc: spend / 500, roas: null });
function adFigures(campaigns: ReturnType<typeof campaign>[]): MarketingFigures {
  const spend = campaigns.reduce((n, c) => n + c.spend, 0);
  const conversions = campaigns.reduce((n, c) => n + c.conversions, 0);
  const totals = { spend, impressions: 20_000, clicks: 1_000, conversions, conversion_value: null, ctr: 0.05, cpc: spend / 1_000, roas: null };
  const performance: AdPerformanceView = { provider: 'meta_ads', account: { id: 'act_1', name: 'Clinic Ads', currency: 'USD' }, range, previous_range: previous, totals, previous_totals: totals, campaigns, daily: [], sandbox: false };
  return { analytics: { gap: 'not_connected' }, ads: { performance } };
}

describe('R-PROD-02 strategy agent: its catalogue', () => {
  it('lists its tasks with the review of a plan first, the default for a vague request', () => {
    expect(tasksOf('strategy-review-agent').map((t) => t.id)).toEqual([
      'strategy.plan-review', 'strategy.budget-split', 'strategy.cut-or-shift', 'strategy.positioning', 'strategy.move-risks', 'strategy.pricing-position', 'strategy.day-plan',
    ]);
  });
});

describe('R-PROD-02 strategy agent: a budget split', () => {
  it('splits the budget the request gives so the amounts sum exactly to it, showing the arithmetic', () => {
    const out = run('strategy.budget-split', input(brief('How should we split our $5,000 monthly budget between Google Ads, LinkedIn and email?', { amounts: [amount(5_000, 'budget', '$5,000')] })));
    const rows = out.deliverable.split('\n').filter((l) => /^\| (Google Ads|LinkedIn|Email) \|/.test(l));
    expect(rows).toHaveLength(3);
    const sums = rows.map((r) => Number(/\| \$([\d,]+) \(/.exec(r)![1]!.replace(/,/g, '')));
    expect(sums.reduce((a, b) => a + b, 0)).toBe(5_000);
    expect(out.deliverable).toContain('| Email | 3 of 7 | 42.9 % | $2,143 (3 ÷ 7 × $5,000) | your profile names it as where the best customers come from; it speaks to people who already know you, at almost no cost per send |');
    expect(out.deliverable).toContain('Check: $1,429 + $1,428 + $2,143 = $5,000, the whole budget.');
    // The decision names one channel and its amount, so no other channel's sum can be read as that one's.
    expect(out.deliverable.startsWith('**Decision:** Put the largest share, $2,143 a month, into Email; the full split of $5,000 a month is below.')).toBe(true);
    expect(out.used).toContainEqual(PROFILE);
  });

  it('weighs the split by connected figures: a campaign channel with spend and no conversions gets the test share', () => {
    const figures = adFigures([campaign('Prospecting', 1_500, 0), campaign('Retargeting', 900, 0)]);
    const out = run('strategy.budget-split', input(brief('Split $3,000 a month across Meta ads, Google Ads and email', { amounts: [amount(3_000, 'budget', '$3,000')] }), factSheet(), { figures }));
    expect(out.deliverable).toContain('| Meta ads | 1 of 6 | 16.7 % | $500 (1 ÷ 6 × $3,000) | Meta ads spent $2,400.00 and brought 0 conversions. A test budget until it converts; it reaches people by interest and location before they search, so it builds demand |');
    expect(out.deliverable).toContain('Check: $500 + $1,000 + $1,500 = $3,000, the whole budget.');
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
    expect(second.deliverable).toContain('- **Email: $2,500 (50 %).** It carries the plan, so check "trial sign-ups" every week; go back to an even split if it has not improved within a month.');
    expect(second.deliverable).toContain('- **Google Ads: $1,250 (25 %).** A smaller bet: keep it only if "trial sign-ups" there comes close to the lead channel\'s after a month.');
    expect(second.deliverable).not.toContain('| Channel |');
    expect(first.deliverable).toContain('| Channel |');
  });

  it('names each channel as the request writes it and gives each its own reason', () => {
    const out = run('strategy.budget-split', input(brief('Split our €15,000 monthly budget between Google Ads, the Shopify App Store, webinars and partner agencies.', { amounts: [{ value: 15_000, currency: 'EUR', period: 'month', role: 'budget', text: '€15,000' }] })));
    expect(out.deliverable).toContain('| Shopify App Store | 2 of 8 | 25 % | €3,750 (2 ÷ 8 × €15,000) | it meets buyers who are browsing for a tool like yours, and it costs time, not ad money; nothing in your figures or profile sets it apart yet, so it gets the base share |');
    expect(out.deliverable).toContain('| Webinars | 2 of 8 |');
    expect(out.deliverable).toContain('| Partner agencies | 2 of 8 |');
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
    expect(out.deliverable.split('\n')[0]).toBe('**Verdict:** Not ready to run as written: fix the measures first.');
    expect(out.deliverable).toContain('- **Goal:** "Goal: reach 200 paid accounts by June 30.": a number and a date, so progress can be checked.');
    expect(out.deliverable).toContain('- **Budget:** The channel lines add up to $4,000 + $2,500 = $6,500, but the plan\'s total is $6,000 ("Total budget: $6,000 a month.").');
    expect(out.deliverable).toContain('- **Channels:** The plan leaves out Email, which your profile says brings the best customers ("Email to our existing list").');
    expect(out.deliverable).toContain('Make the lines and the total agree: cut $500 from the lines.');
  });

  it('positions against named competitors from our facts only, marking what to check about them', () => {
    const out = run('strategy.positioning', input(brief('How do we position against Acme Booking?', { competitors: ['Acme Booking'] })));
    expect(out.summary).toBe('Position Northwind Scheduling on what sets you apart against Acme Booking.');
    expect(out.deliverable).toContain('| Price | Starter: $49/month; Team: $129/month | [to check] |');
    expect(out.deliverable).not.toMatch(/Acme Booking (is|has|charges|offers) /);
  });

  it('works out the pricing position from the fact sheet\'s prices with the arithmetic shown', () => {
    const out = run('strategy.pricing-position', input(brief('Where do our prices sit?')));
    expect(out.deliverable).toContain('- Team $129/month is $129 ÷ $49 = 2.6 times Starter $49/month.');
    expect(out.deliverable).toContain('- Starter $49/month comes to $49 × 12 = $588 a year.');
    expect(out.used).toEqual([SHEET]);
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

describe('R-PROD-02 strategy agent: requests read by the server', () => {
  const profile = { business_name: 'Northwind Scheduling', goal_primary: '200 paid accounts by the end of June', goal_kpis: 'trial sign-ups', channels_best: 'Email to our existing list' };
  const answer = (message: string) => catalogueAnswer('strategy-review-agent', { message, mode: 'normal', profile, brandVoice: null, spaceName: 'Northwind' }, null)!;

  it('reads a $3,000 monthly saving as a saving and does not split it across the four channels named', () => {
    const out = answer('Switching CRM saves us $3,000 a month. How should we split it across Google Ads, LinkedIn, SEO and Meta ads?');
    expect(out.field).not.toMatch(/^\| (Google Ads|LinkedIn|SEO|Meta ads) \|/m);
    expect(out.field!.split('\n')[0]).toBe('**Decision:** Put the $3,000 a month you save into Email as a one-month test, and keep it there only if "trial sign-ups" move; otherwise bank it.');
    expect(out.field).toContain('- Of the channels you named (Google Ads, LinkedIn, SEO and Meta ads), none has a figure or profile answer behind it yet: connect Meta Ads or Google Analytics 4 to compare them.');
  });

  it('splits a budget the request gives so that the amounts add up to it exactly', () => {
    const out = answer('How should we split our $5,000 monthly budget between Google Ads, LinkedIn and SEO?');
    expect(out.field).toContain('| Google Ads | 2 of 6 | 33.3 % | $1,667 (2 ÷ 6 × $5,000) |');
    expect(out.field).toContain('Check: $1,667 + $1,667 + $1,666 = $5,000, the whole budget.');
    expect(out.draft).toContain('Your profile says the best customers come from "Email to our existing list", which is not in this split: name it in the request to include it.');
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
