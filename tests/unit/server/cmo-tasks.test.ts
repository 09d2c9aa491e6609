import { describe, expect, it } from 'vitest';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';
import type { Deliverable } from '../../../core/server/agents/brief/brief.ts';
import type { AgentTask, TaskInput, TaskOutput } from '../../../core/server/agents/tasks/agent-task.ts';
import { tasksOf } from '../../../core/server/agents/tasks/catalogue.ts';
import { cmoPackage } from '../../../core/server/agents/tasks/cmo/cmo-package.ts';
import type { AgentSlug } from '../../../core/server/agents/brief/brief.ts';
import type { AgentContext } from '../../../core/server/agents/tools/agent-context.ts';
import type { MarketingFigures } from '../../../core/domain/integrations/marketing-figures.ts';
import type { AnalyticsReportView } from '../../../core/domain/integrations/analytics.ts';
import { adFigures, briefOf, campaign, factSheetOf, figuresRange as range, previousRange as previous, taskInputOf } from '../../support/engine-inputs.ts';

const row = (label: string, sessions: number, key_events: number) => ({ label, sessions, users: sessions, key_events });
function trafficFigures(now: ReturnType<typeof row>[], before: ReturnType<typeof row>[]): MarketingFigures {
  const total = (rows: ReturnType<typeof row>[]) => ({ sessions: rows.reduce((n, r) => n + r.sessions, 0), users: 0, new_users: 0, engagement_rate: 0.5, key_events: rows.reduce((n, r) => n + r.key_events, 0), revenue: null });
  const report: AnalyticsReportView = { property: { id: '1', name: 'clinic.example' }, range, previous_range: previous, totals: total(now), previous_totals: total(before), by_day: [], by_channel: now, previous_by_channel: before, by_landing_page: [row('/pricing', 900, 30)], by_source_medium: [], sandbox: false };
  return { analytics: { report }, ads: { gap: 'not_connected' } };
}

const PROFILE = { business_name: 'Northwind Scheduling', goal_primary: '200 paid accounts by the end of June', goal_kpis: 'trial sign-ups', channels_best: 'Email to our existing list' };
const ctx = (message: string, figures?: MarketingFigures, version = 1): AgentContext => ({ message, mode: 'normal', profile: PROFILE, brandVoice: null, spaceName: 'Northwind', figures, version });
const decisionLine = (field: string | null) => field!.split('\n')[0];

describe('R-PROD-02 CMO agent: answers the question asked with a decision', () => {
  it('lists its tasks with the decision first, the default for a question', () => {
    expect(tasksOf('cmo').map((t) => t.id)).toEqual(['cmo.decision', 'cmo.package', 'cmo.briefs', 'cmo.month-calendar', 'creative.content-calendar', 'cmo.priorities', 'cmo.launch-table', 'strategy.ideas', 'strategy.price-objection', 'strategy.checklist', 'strategy.report-takeaways', 'strategy.kpis', 'strategy.budget-split']);
  });

  it('answers "what should we focus on this month?" with one focus from the connected figures, not a profile scorecard', () => {
    const answer = catalogueAnswer('cmo', ctx('What should we focus on this month?', adFigures([campaign('Prospecting', 1_500, 0), campaign('Retargeting', 940, 40)])), null)!;
    expect(decisionLine(answer.field)).toBe('**Decision:** This month, focus on "Retargeting" (the lowest cost per conversion, $23.50) towards "200 paid accounts by the end of June". The one thing to stop is the "Prospecting" campaign: $1,500.00 spent for 0 conversions.');
    expect(answer.field).toContain('- "Retargeting": $940.00 ÷ 40 conversions = $23.50 per conversion.');
    expect(answer.field).toContain('*Figures from Meta Ads, Clinic Ads: 2026-10-26 to 2026-11-22, compared with 2026-09-28 to 2026-10-25.*');
    expect(answer.draft).not.toMatch(/score|\/10\b|\/6\b/i);
  });

  it('answers the focus question from the profile when no tool is connected, and says what connecting would add', () => {
    const answer = catalogueAnswer('cmo', ctx('What should we focus on this month?'), null)!;
    expect(decisionLine(answer.field)).toBe('**Decision:** This month, focus on Email (the channel your profile says brings the best customers) towards "200 paid accounts by the end of June".');
  });

  it('names one channel to cut, and the call changes when the connected figures change', () => {
    const ask = 'Which channel do we cut?';
    const a = catalogueAnswer('cmo', ctx(ask, adFigures([campaign('Prospecting', 1_500, 0), campaign('Retargeting', 940, 40)])), null)!;
    const b = catalogueAnswer('cmo', ctx(ask, adFigures([campaign('Prospecting', 1_500, 30), campaign('Retargeting', 940, 0)])), null)!;
    expect(decisionLine(a.field)).toBe('**Decision:** Cut the "Prospecting" campaign: $1,500.00 spent for 0 conversions. Hold its money back until "Retargeting" shows it can take more at the same cost per result.');
    expect(decisionLine(b.field)).toBe('**Decision:** Cut the "Retargeting" campaign: $940.00 spent for 0 conversions. Hold its money back until "Prospecting" shows it can take more at the same cost per result.');
  });

  it('cuts on cost per conversion when every campaign converts, and on key events per session from Google Analytics', () => {
    const byCost = catalogueAnswer('cmo', ctx('Which channel do we cut?', adFigures([campaign('Prospecting', 1_500, 10), campaign('Retargeting', 940, 40)])), null)!;
    expect(decisionLine(byCost.field)).toBe('**Decision:** Cut the "Prospecting" campaign: the highest cost per conversion, $150.00. Hold its money back until "Retargeting" shows it can take more at the same cost per result.');
    const traffic = trafficFigures([row('Organic Search', 2_000, 60), row('Organic Social', 1_200, 6), row('Direct', 900, 40)], [row('Organic Search', 2_100, 58), row('Organic Social', 1_100, 8), row('Direct', 880, 35)]);
    const byRate = catalogueAnswer('cmo', ctx('Which channel do we cut?', traffic), null)!;
    expect(decisionLine(byRate.field)).toBe("**Decision:** Cut Organic social: the fewest key events per 100 sessions, 0.5. Give its hours to SEO, and check at the month's review that the results grew with them.");
  });

  it('answers where a saving should go with a decision and what it changes, never a split', () => {
    const answer = catalogueAnswer('cmo', ctx('We saved $3,000 a month by dropping an agency. Where should the money go?'), null)!;
    expect(decisionLine(answer.field)).toBe('**Decision:** Put the $3,000 a month you save into Email as a one-month test, and keep it there only if "trial sign-ups" move; otherwise bank it.');
    expect(answer.field).toContain('- Over a year: $3,000 × 12 = $36,000.');
  });

  it('gives another angle and structure on regenerate', () => {
    const figures = adFigures([campaign('Prospecting', 1_500, 0), campaign('Retargeting', 940, 40)]);
    const first = catalogueAnswer('cmo', ctx('Which channel do we cut?', figures, 1), null)!;
    const second = catalogueAnswer('cmo', ctx('Which channel do we cut?', figures, 2), null)!;
    expect(decisionLine(second.field)).toBe('**Decision:** Cut the "Prospecting" campaign ($1,500.00 spent for 0 conversions) and move its money to "Retargeting" this week.');
    expect(second.field).toContain('## The numbers behind it');
    expect(first.field).not.toContain('## The numbers behind it');
  });
});

/** A brief for the package as the reader gives it: the pieces asked for, each with its count and platforms. */
function packageInput(deliverables: Deliverable[]): TaskInput {
  const brief = briefOf('Put together a launch package: an email, 3 LinkedIn posts and a landing-page outline', 'cmo', { task: 'cmo.package', deliverables, audience: 'practice managers' });
  return taskInputOf(brief, factSheetOf({ company: 'Northwind Scheduling' }));
}

const piece = (noun: string, count: number | null, platforms: Deliverable['platforms'] = []): Deliverable => ({ noun, count, platforms, seconds: null });

/** A specialist task that writes what its brief asks for, so the test sees what the CMO handed over. */
function stub(agent: AgentSlug, id: string, delivers: string[], cues: string[] = []): AgentTask {
  return {
    id, agent, label: id, cues, delivers, starter: id,
    generate: (input): TaskOutput => {
      const d = input.brief.deliverables[0]!;
      return { summary: `${d.count ?? 1} ${d.noun} from ${id}.`, deliverable: Array.from({ length: d.count ?? 1 }, (_, i) => `${d.noun} ${i + 1}${d.platforms.length ? ` (${d.platforms.join(', ')})` : ''} for ${input.brief.audience}`).join('\n'), notes: [], used: [], steps: [], artifacts: [] };
    },
  };
}

describe('R-PROD-02 CMO agent: two options whose results are counted in different things are weighed on the goal\'s own', () => {
  it('a webinar that brings paid accounts beats LinkedIn ads that bring trial sign-ups unless enough trials pay, and says how many must', () => {
    const ask = 'Should we put the next $900 into LinkedIn ads or into a partner webinar? LinkedIn ads brought 60 trial sign-ups last month at $15 each; the partner webinar in March brought 7 paid accounts for $450.';
    const answer = catalogueAnswer('cmo', ctx(ask), null)!;
    expect(answer.field).toContain('**Decision:** Put the $900 into the partner webinar: about 14 paid accounts at $64.29 each, unless more than 23% of LinkedIn ads\' trial sign-ups turn into paid accounts.');
    expect(answer.field).toContain('- The partner webinar: $450 ÷ 7 = $64.29 per paid account');
    expect(answer.field).toContain('- LinkedIn ads: $15 per trial sign-up (your figure)');
    expect(answer.field).toContain('- $15 ÷ $64.29 = 23%');
    expect(answer.field).toContain('Count how many of the 60 trial sign-ups became paid accounts');
    // The Strategy agent makes the same call.
    const strategy = catalogueAnswer('strategy-review-agent', ctx(ask), null)!;
    expect(strategy.field).toContain('23%');
  });
});

describe('R-PROD-02 CMO agent: a launch over so many days with no pieces named', () => {
  it('"Plan a two-week launch for Bay 4: what goes out each day" plans 14 days and writes the email and the posts for Bay 4', () => {
    const profile = { business_name: 'Fairway Golf Studio', business_description: 'Indoor golf simulators and lessons in Leeds.', channels_current: 'Instagram, email newsletter', goal_kpis: 'bay bookings', website: 'https://fairway.example' };
    const doc = '# Bays\n\n| Bay | Price |\n|---|---|\n| Bay 4 | £30 an hour |\n';
    const answer = catalogueAnswer('cmo', { message: 'Plan a two-week launch for Bay 4: what goes out each day.', mode: 'normal', profile, brandVoice: null, spaceName: 'x', referenced: [{ kind: 'document', id: 'd', title: 'bays.md', text: doc }], version: 1 }, null)!;
    expect(answer.brief.topic).toBe('Bay 4');
    expect(answer.field).toContain('**14-day launch plan for Bay 4**');
    expect(answer.field).toContain('| Day 14 |');
    expect(answer.field).toMatch(/### Email[\s\S]*Subject: /);
    expect(answer.field).toMatch(/### Instagram: 2 captions/);
    expect(answer.draft).toContain('You named no pieces, so this 14-day launch has a day-by-day plan, an email and 2 Instagram posts');
  });
});

describe('R-PROD-02 CMO agent: "go with your pick" writes for the option the decision chose', () => {
  it('after "run a free injury check, not 20% off the Pilates block", the pieces are for the free check, never the rejected code', () => {
    const request = 'Decision needed: for May we can either run 20% off the first Pilates block (code PILATES20) or offer a free 15-minute injury check for new patients. We can only promote one. Which one and why?';
    const previous = { deliverable: '**Decision:** Run a free 15-minute injury check for new patients, not 20% off the first Pilates block.\n', brief: catalogueAnswer('cmo', ctx(request), null)!.brief, request };
    const next = catalogueAnswer('cmo', ctx('OK, go with your pick. Write me the Instagram caption and the email subject line for it.'), previous)!;
    expect(next.brief.topic).toBe('free 15-minute injury check');
    expect(next.draft).not.toContain('PILATES20');
    expect(next.draft).toMatch(/free 15-minute injury check/i);
  });
});

describe('R-PROD-02 CMO agent: a figure the question reports is no count of pieces asked', () => {
  it('"4.6 from 83 reviews" never makes the answer say "You asked for 83 reviews"', () => {
    const answer = catalogueAnswer('cmo', ctx('Our Google rating is 4.6 from 83 reviews and our rival is 4.9. Is it worth chasing reviews, and if yes how, without being pushy?'), null)!;
    expect(answer.draft).not.toMatch(/You asked for 83/);
  });
});

describe('R-PROD-02 CMO agent: "top 3 priorities" is three ranked priorities that fit the time given', () => {
  it('answers with three ranked priorities, each with its share of the hours a week the request gives, and never says they are missing', () => {
    const profile = { ...PROFILE, offer_differentiator: 'Set up in a day, with no contract' };
    const answer = catalogueAnswer('cmo', { ...ctx("What should my top 3 marketing priorities be for the next quarter? Be blunt, I've only got about 6 hours a week for marketing."), profile }, null)!;
    expect(answer.brief.task).toBe('cmo.priorities');
    expect(answer.field!.match(/^## \d\. /gm)).toHaveLength(3);
    expect(answer.field).toContain('- **Time:** about 3 hours of your 6 a week');
    expect(answer.field).toContain('- **Time:** about 1 hour of your 6 a week');
    expect(answer.draft).not.toMatch(/You asked for 3 priorit/);
  });
});

describe('R-PROD-02 CMO agent: packages of deliverables from the specialists', () => {
  const stubs: Partial<Record<AgentSlug, AgentTask[]>> = {
    'email-agent': [stub('email-agent', 'email.newsletter', ['email'], ['newsletter']), stub('email-agent', 'email.launch', ['email'], ['launch'])],
    'creative-agent': [stub('creative-agent', 'creative.social-posts', ['post', 'caption'])],
    'seo-agent': [stub('seo-agent', 'seo.outline', ['outline'])],
  };
  const lookup = (agent: AgentSlug) => stubs[agent] ?? [];

  it('contains each asked deliverable, written by its specialist under the specialist\'s heading', () => {
    const out = cmoPackage(packageInput([piece('email', 1), piece('post', 3, ['linkedin']), piece('landing-page outline', 1)]), lookup);
    expect(out.deliverable).toBe(
      [
        '### Email', '', '*1 email from email.launch.*', '', 'email 1 for practice managers', '',
        '### Creative', '', '*3 post from creative.social-posts.*', '', 'post 1 (linkedin) for practice managers\npost 2 (linkedin) for practice managers\npost 3 (linkedin) for practice managers', '',
        '### SEO', '', '*1 landing-page outline from seo.outline.*', '', 'landing-page outline 1 for practice managers', '',
        '### Order', '', 'Publish the page first, so the other pieces have somewhere to send people.',
      ].join('\n'),
    );
    expect(out.summary).toBe('A package of 1 email, 3 posts for LinkedIn and 1 landing-page outline, each written by its specialist.');
  });

  it('assembles a launch package through the server from the email, creative and SEO specialists', () => {
    const answer = catalogueAnswer('cmo', ctx('Put together a launch package: an email, 3 LinkedIn posts and a landing-page outline'), null)!;
    const headings = answer.field!.split('\n').filter((l) => l.startsWith('### ') && !l.startsWith('### Order') && !/^### (LinkedIn|Instagram|Facebook)\b/.test(l));
    expect(headings).toEqual(['### Email', '### Creative', '### SEO']);
    for (const part of answer.field!.split(/^### (?:Email|Creative|SEO)$/m).slice(1)) expect(part.trim().length).toBeGreaterThan(40);
  });

  it('never says a piece it wrote is missing, and its notes carry no specialist\'s separator rule', () => {
    const answer = catalogueAnswer('cmo', ctx('Give me a launch pack: one email to clinic managers, two LinkedIn posts and a one-line Google ad headline.'), null)!;
    expect(answer.field).toMatch(/\*One headline[^*]*\*\n\n1\. \S/);
    expect(answer.draft).not.toContain('it is not in this answer');
    expect(answer.draft).not.toMatch(/^Creative: ---/m);
  });

  it('says plainly which piece no specialist can write offline instead of leaving it out silently', () => {
    const out = cmoPackage(packageInput([piece('email', 1), piece('jingle', 1)]), lookup);
    expect(out.deliverable).toContain('### Jingle\n\nNo specialist writes 1 jingle offline yet, so this piece is not in the package.');
  });
});

describe('R-PROD-02 CMO agent: the figures a question states decide the focus', () => {
  it('focuses on conversion when trials rise but trial-to-paid falls, with the drop worked out', () => {
    const answer = catalogueAnswer('cmo', ctx('Trials are up 20% but trial-to-paid fell from 25% to 17%. What should we focus on this month?'), null)!;
    expect(decisionLine(answer.field)).toBe('**Decision:** Focus this month on conversion: trial-to-paid fell from 25% to 17% while trials rose 20%, so the problem is turning them into paying customers, not reaching new people.');
    expect(answer.field).toContain('- Per 100 trials: 25 became customers before, 17 now, 8 fewer for the same effort (32 % of the customers lost: 8 ÷ 25).');
    const again = catalogueAnswer('cmo', ctx('Trials are up 20% but trial-to-paid fell from 25% to 17%. What should we focus on this month?', undefined, 2), null)!;
    expect(decisionLine(again.field)).toBe('**Decision:** Fix conversion first, before you spend more on anything else: trial-to-paid fell from 25% to 17% is the number to move this month.');
    expect(again.field).toContain('| trial-to-paid | 25% | 17% | down |');
  });

  it('answers a question whose only piece no specialist writes with a decision, not a package', () => {
    const piece: Deliverable = { noun: 'listing', count: null, platforms: [], seconds: null };
    const request = 'We have to cut one channel: Google Ads, LinkedIn Ads or the App Store listing. Which one goes?';
    const b = briefOf(request, 'cmo', { task: 'cmo.package', deliverables: [piece] });
    const out = cmoPackage(taskInputOf(b, factSheetOf({ company: 'Northwind', bestChannel: 'the App Store listing' })));
    expect(out.deliverable.split('\n')[0]).toBe('**Decision:** Cut Google Ads: nothing shows a result for it. Hold its money back until App Store listing shows it can take more at the same cost per result.');
    expect(out.deliverable).not.toContain('No specialist writes');
  });
});

/** GA4 by channel and Meta Ads by campaign, both connected. */
function bothConnected(campaigns: ReturnType<typeof campaign>[], now: ReturnType<typeof row>[], before: ReturnType<typeof row>[]): MarketingFigures {
  return { analytics: trafficFigures(now, before).analytics, ads: adFigures(campaigns).ads };
}

describe('R-PROD-02 CMO agent: a question in two parts gets both', () => {
  const ask = "How are our channels doing, and where should next month's budget go?";
  const channels = [row('Organic Search', 2_000, 60), row('Paid Social', 1_000, 10), row('Direct', 500, 20)];
  const before = [row('Organic Search', 2_100, 58), row('Paid Social', 1_250, 14), row('Direct', 480, 18)];

  it('reports GA4 by channel and Meta Ads by campaign first, then decides, and the GA4 figures change the actions', () => {
    const answer = catalogueAnswer('cmo', ctx(ask, bothConnected([campaign('Prospecting', 1_500, 10), campaign('Retargeting', 940, 40)], channels, before)), null)!;
    const text = answer.field!;
    expect(text.startsWith('## How your channels are doing\nGoogle Analytics 4, by channel:')).toBe(true);
    expect(text).toContain('| Paid Social | 1,000 | -20 % (was 1,250) | 10 | 1.0 |');
    expect(text).toContain('| All channels | 3,500 | -9 % (was 3,830) | 90 | 2.6 |');
    expect(text).toContain('| "Retargeting" | $940.00 | 40 | $23.50 | not reported |');
    expect(text).toContain('- Organic Search converts best, 3.0 key events per 100 sessions; Paid Social converts least, 1.0.');
    expect(text.indexOf('## How your channels are doing')).toBeLessThan(text.indexOf('**Decision:** Move the "Prospecting" campaign\'s money to "Retargeting" (the lowest cost per conversion, $23.50).'));
    expect(text).toContain('- In Google Analytics 4, Paid Social (where Meta\'s ads land) brought 1,000 sessions (down 20 % on the period before) and 10 key events: 1.0 per 100 sessions against 2.6 for the whole site.');
    expect(text).toContain("Before adding money to Meta, fix the page its ads send people to: Paid Social visitors convert at 1.0 per 100 sessions against the site's 2.6.");
    expect(text).toContain('## Next month');
  });

  it('keeps every campaign when their costs per conversion are within a month\'s noise, instead of cutting one', () => {
    const answer = catalogueAnswer('cmo', ctx('Which campaign do we cut?', adFigures([campaign('Prospecting', 1_500, 100), campaign('Retargeting', 940, 60)])), null)!;
    expect(decisionLine(answer.field)).toBe('**Decision:** Cut nothing on these figures: every campaign costs about the same per conversion. Put any extra into "Prospecting" (the lowest cost per conversion, $15.00).');
  });

  it('with nothing connected, says in the report what connecting GA4 and Meta Ads would add, and decides from the profile', () => {
    const answer = catalogueAnswer('cmo', ctx(ask, { analytics: { gap: 'not_connected' }, ads: { gap: 'not_connected' } }), null)!;
    expect(answer.field).toContain([
      '## How your channels are doing',
      '- No connected tool reports on your channels yet, so there are no figures to say how they are doing.',
      '- Connect Google Analytics 4 (Connections) and this advice will rest on your traffic: sessions, key events and revenue by channel and landing page.',
      '- Connect Meta Ads (Connections) to add spend, CPC and ROAS by campaign.',
      '- Until then, what your profile says: the best customers come from "Email to our existing list".',
    ].join('\n'));
    expect(answer.field).toContain('**Decision:** Move money towards Email (the channel your profile says brings the best customers).');
  });
});

function salesFigures(revenue: number, previousRevenue: number): MarketingFigures {
  const totals = (value: number, orders: number) => ({ revenue: value, orders, average_order_value: value / orders, customers: 12 });
  return {
    analytics: { gap: 'not_connected' },
    ads: { gap: 'not_connected' },
    erp: {
      revenue: {
        connection: { id: 'c1', label: 'Shop Ltd (shop)' }, currency: 'GBP', days: 28, range, previous_range: previous,
        totals: totals(revenue, 40), previous_totals: totals(previousRevenue, 50), by_day: [],
        top_products: [{ name: 'Oak Desk', revenue: 12_400, quantity: 31 }], top_customers: [{ name: 'Acme Offices', revenue: 9_800, orders: 6 }],
        truncated: false, sandbox: false,
      },
    },
  };
}

describe('R-PROD-02 CMO agent: the ERP\'s sales ground the call', () => {
  const noChannels = { business_name: 'Shop' };
  const salesCtx = (figures: MarketingFigures | undefined, version = 1): AgentContext => ({ message: 'How are sales doing this month?', mode: 'normal', profile: noChannels, brandVoice: null, spaceName: 'Shop', figures, version });

  it('decides from the best seller when the channels name nothing, shows the sales and cites Odoo with its period', () => {
    const text = catalogueAnswer('cmo', salesCtx(salesFigures(40_000, 50_000)), null)!.field!;
    expect(text).toContain('**Decision:** This month, focus on selling more of Oak Desk: it sold the most, GBP 12,400.00 in orders. Win back the orders that fell away before chasing new traffic.');
    expect(text).toContain([
      '## What your sales say',
      '- Invoiced revenue was GBP 40,000.00, down 20 % on the period before, from 40 confirmed orders.',
      '- Oak Desk sold the most: GBP 12,400.00 in orders.',
      '- Acme Offices ordered the most: GBP 9,800.00 over 6 orders.',
    ].join('\n'));
    expect(text).toContain('1. Lead this month\'s emails, posts and ads with Oak Desk, your best seller (GBP 12,400.00 in orders).');
    expect(text).toContain('compare invoiced revenue and orders with the period before');
    expect(text).toContain('*Figures from Odoo, Shop Ltd (shop): 2026-10-26 to 2026-11-22, compared with 2026-09-28 to 2026-10-25.*');
  });

  it('on a regenerate, decides from the customers who buy; without an ERP, says nothing of sales or Odoo', () => {
    const again = catalogueAnswer('cmo', salesCtx(salesFigures(40_000, 50_000), 2), null)!.field!;
    expect(again).toContain('**Decision:** This month, focus on the customers who already buy: Acme Offices alone ordered GBP 9,800.00. Win back the orders that fell away before chasing new traffic.');
    const none = catalogueAnswer('cmo', salesCtx({ analytics: { gap: 'not_connected' }, ads: { gap: 'not_connected' } }), null)!.field!;
    expect(none).not.toMatch(/Odoo|Invoiced revenue|What your sales say/);
  });
});

describe('R-PROD-02 CMO agent: a choice between two named options, and arithmetic, answered as asked', () => {
  const WORKSHOP = {
    business_name: 'Spoke & Sprocket', goal_primary: 'Sign up 120 new Care plan members by the end of March through the free first month',
    goal_kpis: 'Plan sign-ups, free-month-to-paid conversion, booking requests', channels_current: 'Google Business Profile, Instagram, email newsletter',
    channels_best: 'Google Business Profile and word of mouth', budget: '£2,500 a month',
  };
  const PRICES = ['# Prices', '', '| Service | Price | Notes |', '|---|---|---|', '| Full overhaul | £149 | Bike stripped and rebuilt |', '', '## Care plans (monthly)', '', '| Plan | Price | What\'s included |', '|---|---|---|', '| Commuter | £9 a month | One service a year |', '| Everyday | £15 a month | Two services a year |', '', '## Trial terms', '', 'The first month of any Care plan is free.'].join('\n');
  const ask = (message: string, version = 1, figures?: MarketingFigures) => catalogueAnswer('cmo', { message, mode: 'normal', profile: WORKSHOP, brandVoice: null, spaceName: 'Spoke', version, figures, today: '2026-11-29', library: [{ kind: 'document', id: 'd1', title: 'prices.md', text: PRICES }] }, null)!;
  const choice = 'Should we lead our spring campaign with the free first month on the Care plan, or with a £20 discount on the full overhaul? We can only afford to push one.';

  it('decides between the two offers from the goal and the prices, never splitting the £20 discount as a budget', () => {
    const answer = ask(choice);
    expect(decisionLine(answer.field)).toBe('**Decision:** Lead with the free first month on the Care plan, not a £20 discount on the full overhaul.');
    expect(answer.field).not.toContain('| Channel |');
    expect(answer.field).toContain('- What it costs: £20 off Full overhaul at £149: £20 ÷ £149 = 13 % of the price given away on each one, so each brings in £129.');
    expect(answer.field).toContain('## What would change the call');
    expect(answer.field).toContain('- If "free-month-to-paid conversion" comes in low after four weeks, the free offer is buying sign-ups that do not stay: switch to a £20 discount on the full overhaul for the rest of the campaign.');
    expect(answer.field).toContain('## Next step');
  });

  it('regenerates the same call in another structure: the options side by side', () => {
    const again = ask(choice, 2);
    expect(decisionLine(again.field)).toBe('**Decision:** Lead with the free first month on the Care plan, not a £20 discount on the full overhaul.');
    expect(again.field).toContain('| Counts towards your goal | yes, directly | no |');
    expect(again.field).not.toContain('## Why not');
  });

  it('decides who does the work by its scope: one channel is a freelancer', () => {
    const answer = ask('Should we hire an agency or a freelancer to run our Instagram?');
    expect(decisionLine(answer.field)).toBe('**Decision:** Hire a freelancer to run your Instagram, not an agency.');
    expect(answer.field).toContain('- Your whole marketing budget is "£2,500 a month": every pound of fee is money that does not reach customers, so pay for the smallest team that covers the work.');
  });

  it('answers "how many sign-ups a week" with the working from the goal and today\'s date, not a plan review', () => {
    const answer = ask('How many sign-ups a week do we need to hit the goal?');
    expect(decisionLine(answer.field)).toBe('**Answer:** About 8 new Care plan members a week, every week from now to the end of March, to reach 120 new Care plan members.');
    expect(answer.field).toContain('2. Weeks left: from today to 31 March 2027, in full weeks = **17**.');
    expect(answer.field).toContain('3. New Care plan members a week: 120 ÷ 17 weeks, rounded up = **8**.');
    expect(answer.field).not.toMatch(/Verdict|has no date/);
  });

  it('works out the acquisition cost a member can carry from the months they stay and the price', () => {
    const answer = ask('What CAC can we afford if a member stays 8 months at £15?');
    expect(decisionLine(answer.field)).toBe('**Answer:** Up to about £40 to win one customer; £120 is break-even, where each one earns you nothing.');
    expect(answer.field).toContain('1. Revenue from one customer: £15 (your request) × 8 months = **£120**.');
  });
});

describe('R-PROD-02 CMO agent: where the next sum goes is one call, and connected figures change it', () => {
  it('puts the next $1,000 into one place with how to spend it, and moves it when the figures move', () => {
    const ask = 'Where should the next $1,000 go?';
    const noFigures = catalogueAnswer('cmo', ctx(ask), null)!;
    expect(decisionLine(noFigures.field)).toBe('**Decision:** Put the next $1,000 into Email: a short welcome and win-back sequence to your list, with the writing or design help it needs.');
    expect(noFigures.field).not.toContain('| Channel | Weight |');
    expect(noFigures.field).toContain('2. Spend $500 on a short welcome and win-back sequence to your list, with the writing or design help it needs.');
    const a = catalogueAnswer('cmo', ctx(ask, adFigures([campaign('Prospecting', 1_500, 0), campaign('Retargeting', 940, 40)])), null)!;
    const b = catalogueAnswer('cmo', ctx(ask, adFigures([campaign('Prospecting', 1_500, 30), campaign('Retargeting', 940, 0)])), null)!;
    expect(decisionLine(a.field)).toBe('**Decision:** Put the next $1,000 into "Retargeting": more daily budget on the "Retargeting" campaign, raised in steps.');
    expect(decisionLine(b.field)).toBe('**Decision:** Put the next $1,000 into "Prospecting": more daily budget on the "Prospecting" campaign, raised in steps.');
    expect(a.field).toContain('- At $23.50 per conversion, $1,000 buys about 42 more conversions at today\'s cost ($1,000 ÷ $23.50): a ceiling, since the cost per conversion rises as spend grows.');
  });
});

describe('R-PROD-02 CMO agent: short choice questions are calls, not packages or focus reports', () => {
  it('"LinkedIn ads or webinars: where should the next $3,000 go?" puts the sum in one of the two, never writes an ad', () => {
    const answer = catalogueAnswer('cmo', ctx('LinkedIn ads or webinars: where should the next $3,000 go?'), null)!;
    expect(decisionLine(answer.field)).toBe('**Decision:** Put the next $3,000 into LinkedIn ads: ads to the job titles that buy, sending them to one offer page.');
    expect(answer.field).not.toMatch(/Headlines|Descriptions/);
  });

  it('"Agency or in-house for our Facebook page?" decides who does the work for that page', () => {
    const answer = catalogueAnswer('cmo', ctx('Agency or in-house for our Facebook page?'), null)!;
    expect(decisionLine(answer.field)).toBe('**Decision:** Keep it in-house for your Facebook page, not an agency.');
  });
});

describe('R-AGENT honest limits: the CMO declines legal text', () => {
  it('"Write our patient privacy notice" is declined in one plain sentence, not answered with a focus call', () => {
    const answer = catalogueAnswer('cmo', ctx('Write our patient privacy notice.'), null)!;
    expect(JSON.stringify(answer)).toContain("I can't help with a patient privacy notice here: it is outside what the marketing agents do");
    expect(JSON.stringify(answer)).not.toContain('**Decision:**');
  });
});

describe('R-PROD-02 CMO agent: a question about a saving is about the saving', () => {
  it('"What should we do with the saving?" places the saving and sets it against the stated budget over the same period, never splits the budget', () => {
    const answer = catalogueAnswer('cmo', ctx('Switching our SMS provider saves $2,500 a quarter. Our budget is $8,000 a month. What should we do with the saving?'), null)!;
    expect(decisionLine(answer.field)).toBe('**Decision:** Put the $2,500 a quarter you save into Email as a one-month test, and keep it there only if "trial sign-ups" move; otherwise bank it.');
    expect(answer.field).toContain('- Over a year: $2,500 × 4 = $10,000.');
    expect(answer.field).toContain('- Over a year, your budget ($8,000 a month) is $8,000 × 12 = $96,000.');
    expect(answer.field).toContain("- Against it: $10,000 ÷ $96,000 = 10.4 % of a year's budget.");
    expect(answer.field).not.toContain('Put the $8,000');
  });

  it("a partner's claim that their tool saves teams $3,000 is theirs: the co-marketing question is answered on the partner's customers", () => {
    const answer = catalogueAnswer('cmo', ctx('Our integration partner says their tool saves teams $3,000 a year. Should we co-market with them?'), null)!;
    expect(decisionLine(answer.field)).toBe('**Decision:** Co-market with your integration partner only after one four-week test shows their customers are your buyers. Their "$3,000 a year" is what they say their product saves its users, not money you save, so it does not change your budget.');
    expect(answer.field).not.toContain('you save into');
  });
});

describe('R-PROD-02 CMO agent: a cut between two unmeasured channels gives a marketer\'s reason and the evidence that settles it', () => {
  it('"Instagram or the newsletter?" keeps the list the business owns and says what would settle it', () => {
    const profile = { ...PROFILE, channels_best: 'Free drop-in class and word of mouth' };
    const answer = catalogueAnswer('cmo', { ...ctx('We have to drop one channel: Instagram or the newsletter?'), profile }, null)!;
    expect(answer.field).toContain('- Of those, Instagram goes first: Newsletter is a list you own: it reaches people who already know you without paying for each reach, while Instagram has to win attention anew every time.');
    expect(answer.field).toContain('- What would settle it: for each of Instagram and Newsletter, the results of the last four weeks against its spend or hours (spend or hours ÷ results); the one with the higher cost per result goes.');
    expect(answer.field).not.toContain('first listed');
  });
});

describe('R-PROD-02 strategy and CMO: the figures the request gives decide the answer', () => {
  const PLUMBER = { business_name: 'Tapwell Plumbing', goal_primary: 'Reach 60 boiler services a month by September', goal_kpis: 'Jobs booked, cost per job', channels_current: 'Google Ads, flyers, email', channels_best: 'Google Ads' };
  const docs = [{ kind: 'document' as const, id: 'd1', title: 'rates.md', text: '# Rates\n\n- Boiler service: £95\n- Average job value last year: £140\n' }];
  const say = (agent: AgentSlug, message: string, version = 1) => catalogueAnswer(agent, { message, mode: 'normal', profile: PLUMBER, brandVoice: null, spaceName: 'Tapwell', library: docs, version, today: '2026-06-01' }, null)!;

  it('cuts the channel with the highest cost per result the request states, with the working, and sends its money where it buys most', () => {
    const answer = say('cmo', 'What do we drop? Flyers: £500, 5 jobs. Google Ads: £900, 30 jobs. Email: £100, 8 jobs.');
    expect(decisionLine(answer.field)).toBe('**Decision:** Cut Flyers and put its £500 into Google Ads: Flyers cost £100 per job (£500 ÷ 5), against £12.50 per job for Email.');
    expect(answer.field).toContain('- Google Ads (30 jobs): £900 ÷ 30 = £30 per job');
    expect(answer.field).toContain('- At Google Ads\' £30 per job, £500 buys £500 ÷ £30 = 16.7 jobs instead of 5');
    expect(answer.field).toContain('Every channel costs less per job than your average job value last year, £140');
  });

  it('puts a next sum where the request shows a known cost per result, and reads the site rate it gives', () => {
    const answer = say('cmo', 'Analytics: 3,000 visits, 2% booked. Google Ads spent £600 for 12 jobs. Where should the next £200 go?');
    expect(decisionLine(answer.field)).toBe('**Decision:** Put the £200 into Google Ads: at £50 per job (£600 ÷ 12), it buys about 4 more jobs at today\'s cost.');
    expect(answer.field).toContain('- Your site (3,000 visits, 2 % booked): 3,000 × 2 % = 60 booked');
  });

  it('makes the move asked on the split given, keeps every other line and checks the total', () => {
    const answer = say('strategy-review-agent', 'Current split: Google Ads £900, flyers £500, email £100. Shift 20% from flyers to Google Ads and show the new split.');
    expect(decisionLine(answer.field)).toBe('**Decision:** Flyers goes from £500 to £400 and Google Ads from £900 to £1,000; the other line stays as you gave it, and the total is still £1,500.');
    expect(answer.field).toContain('| Email | £100 | — | £100 | 6.7 % |');
    expect(answer.field).toContain('Check: £1,000 + £400 + £100 = £1,500, the same total as before.');
    expect(answer.field).toContain('Read as 20 % of the whole £1,500 instead, the move is £300');
  });

  it('works out what a budget buys at a cost per lead and a rate, and the gap to a target, instead of declining', () => {
    const answer = say('strategy-review-agent', 'We spend £1,000 a month on Google Ads at £20 per lead, and 1 in 5 leads books a job. How many jobs is that, and how far from 60 a month?');
    expect(decisionLine(answer.field)).toBe('**Answer:** £1,000 a month buys about 10 jobs a month (10.0), at £100 each. That is 10.0 a month, 50.0 short of 60: closing it at today\'s cost takes about £5,000 more a month, or a better rate.');
    expect(answer.field).toContain('1. Leads a month (at £20 a lead): £1,000 ÷ £20 = 50');
  });

  it('says whether the first sale pays for winning the customer, at the margin given', () => {
    const answer = say('cmo', 'A job averages £140 at 40% gross margin. If leads cost £20 and 25% book, do we break even on the first job?');
    expect(decisionLine(answer.field)).toBe('**Answer:** Yes: winning a customer costs £80 and its first order earns £56 gross profit (£140 × 40%), so you are £-24 ahead on the first order.'.replace('Yes: winning a customer costs £80 and its first order earns £56 gross profit (£140 × 40%), so you are £-24 ahead on the first order.', 'No: winning a booking costs £80 and its first order earns £56 gross profit, £24 short; it pays only if they order again.'));
    expect(answer.field).toContain('Break-even conversion rate, as a share of leads: £20 ÷ £56 = 0.357');
  });

  it('answers a price rise with the share of sales it can lose', () => {
    const answer = say('strategy-review-agent', 'Should we put the boiler service up from £95 to £105?');
    expect(decisionLine(answer.field)).toBe('**Answer:** Worth it if you lose fewer than 9.5 % of those sales (boiler service): below that, £105 brings in more than £95 did; above it, less.');
  });

  it('answers whether a target is still reachable from where things stand and the weeks left', () => {
    const answer = say('cmo', 'We are at 30 services with 5 weeks left in the quarter. Can we still reach 60?');
    expect(decisionLine(answer.field)).toBe('**Answer:** Only with a step change: 30 more in 5 weeks is 6.0 a week, 1.6 times your pace so far. At today\'s pace you finish near 49.');
  });

  it('weighs a hire against ads on the question\'s own words: a call, what each must bring, and what is missing', () => {
    const answer = say('strategy-review-agent', 'Should we hire an apprentice for £1,400 a month, or put that £1,400 into Google Ads?');
    expect(decisionLine(answer.field)).toBe('**Decision:** Put the £1,400 into Google Ads, not an apprentice for £1,400 a month.');
    expect(answer.field).toContain('Your facts do not say how much work you turn away now or what Google Ads costs per job, so this is the call on what they do say.');
    expect(answer.field).toContain('- An apprentice: £1,400 a month ÷ £140 per job = **10 jobs a month** to cover its cost in revenue');
    const busy = say('strategy-review-agent', 'We are turning jobs away every week. Should we hire an apprentice for £1,400 a month, or put that £1,400 into Google Ads?');
    expect(decisionLine(busy.field)).toBe('**Decision:** Hire an apprentice for £1,400 a month, not put the £1,400 into Google Ads.');
  });
  it('a focus question with nothing measured does not stop a channel: it measures it this month, against what one result is worth', () => {
    const answer = say('cmo', 'What should we focus on this month?');
    expect(decisionLine(answer.field)).toBe('**Decision:** This month, focus on Google Ads (the channel your profile says brings the best customers) towards "Reach 60 boiler services a month by September", and put a cost per result on Flyers before cutting it: nothing shows a result for it, so it cannot be judged yet.');
    expect(answer.field).toContain('1. Put a number on Flyers this month: its spend or hours ÷ the results it brought, against your average job value last year, £140 per result. Cut it next month only if that is the worst.');
    expect(answer.field).not.toContain('Stop Flyers');
  });
  it('a package keeps its subject and every listed piece, and a plan for its first weeks is a dated launch plan, not a 90-day plan', () => {
    const answer = say('cmo', 'Put together a package for the boiler service launch: an email to past customers, a Google Ads headline set, and a plan for the first two weeks.');
    expect(answer.field).toContain('**14-day launch plan for boiler service**');
    expect(answer.field).toContain('| Day 1 | Send the email about boiler service to past customers. | opens and replies |');
    expect(answer.field).toContain('**Headlines** (up to 30 characters each)');
    expect(answer.field).not.toContain('Days 31-60');
  });
  it('a 30/60/90 plan starts from where the request says things stand and keeps the budget it gives', () => {
    const answer = say('strategy-review-agent', 'Give me a 30/60/90 day plan to reach 60 services a month. We are at 30 a month now. Budget stays £2,000 a month.');
    expect(answer.field).toContain('**Where you start:** 30 today against 60: 60 − 30 = 30 more, about 10 more in each 30 days (30 ÷ 3).');
    expect(answer.field).toContain('**Budget:** £2,000 a month throughout, as you set it');
    expect(answer.field).toMatch(/By day 30:\*\* about 40 services|about 40 services/);
  });
  it('a new move against staying with what works today stays, and the new move gets a capped test', () => {
    const answer = say('cmo', 'Should we go after landlords or stay with homeowners?');
    expect(decisionLine(answer.field)).toBe('**Decision:** Stay with homeowners, not go after landlords.');
    expect(answer.field).toContain('give going after landlords a capped four-week test with its own tracking');
  });
  it('a review of a plan pasted as dated steps keeps every step, channel and sum it gives, with the total', () => {
    const answer = say('strategy-review-agent', 'Review this plan: Week 1 flyers to 2,000 homes (£180); Week 2 Google Ads £400; Week 3 a stand at the home show. Goal 60 services a month.');
    expect(answer.field).toContain('| Week 1 | flyers to 2,000 homes | £180 |');
    expect(answer.field).toContain('| Week 3 | a stand at the home show | not given |');
    expect(answer.field).toContain('| **Total** | | £180 + £400 = £580 (1 step with no spend given) |');
  });
  it('reads both offers whole and prices a share off on the average sale; a plan goal keeps its budget out of its measure', () => {
    const offers = say('strategy-review-agent', 'Is it better to offer free call-out on all first jobs or 10% off the first job?');
    expect(offers.field).toContain('free call-out on all first jobs');
    expect(offers.field).toContain('10 % × £140 (your average job value last year) = £14 given away on an average sale');
    const plan = say('strategy-review-agent', 'Make me a 90-day plan to book 60 new services with £2,000 a month.');
    expect(decisionLine(plan.field)).toContain('aim everything at "book 60 new services"');
  });
});

describe('R-PROD-02 CMO package: every piece is about the subject the request names', () => {
  const PLANS = `# Kiln Lane plans

| Plan | Price |
|---|---|
| Clay Club | £30 a month, one open-studio evening a week and 5 kg of clay |
| Six-week course | £240 |

Every class has six learners at most, so everyone gets a wheel.
Glazes are mixed in the studio from lead-free recipes.
"I came for the taster and signed up for the course the same night." — Priya, May`;
  const studio = (message: string): AgentContext => ({
    message,
    mode: 'normal',
    profile: { business_name: 'Kiln Lane', business_description: 'A pottery studio in Leeds running classes and courses.', website: 'https://kilnlane.example', offer_main: 'Pottery classes', audience_primary: 'Adults who want a hands-on hobby', offer_differentiator: 'Small classes of six, lead-free glazes mixed in the studio, and kilns fired every week' },
    brandVoice: null,
    spaceName: 'Kiln Lane',
    library: [{ kind: 'document', id: 'doc-1', title: 'kiln-lane-plans.md', text: PLANS }],
    version: 1,
  });

  it('names the plan in each of the 3 Instagram captions, in a sentence or the ask, not only in a hashtag', () => {
    const answer = catalogueAnswer('cmo', studio('Prep the Clay Club launch: one launch email, 3 Instagram captions and a meta description for the Clay Club page.'), null)!;
    const captions = answer.field!.split(/^\*\*Caption \d+\*\*.*$/m).slice(1).map((c) => c.split(/^###/m)[0]!);
    expect(captions).toHaveLength(3);
    for (const caption of captions) expect(caption.replace(/#\w+/g, '')).toMatch(/\bClay Club\b/);
  });
});

describe('R-PROD-02 CMO decisions from the figures the request gives', () => {
  const ask = (message: string) => catalogueAnswer('cmo', ctx(message), null)!;

  it('says where moved money goes from costs per customer the request states, with the arithmetic and what to expect', () => {
    const answer = ask('Email brings customers at £22 each, Meta at £38, TikTok at £95. If I move £2,000 a month out of TikTok, where should it go and what should I expect?');
    expect(decisionLine(answer.field)).toBe('**Decision:** Put the £2,000 into Meta: at £38 per customer it buys about 52 customers, against about 21 in TikTok at £95 per customer.');
    expect(answer.field).toContain('- £2,000 ÷ £38 = 52.6 customers in Meta');
    expect(answer.field).toContain('- £2,000 ÷ £95 = 21.1 customers in TikTok (where it is now)');
    // The cheaper channel that runs on time is named, and why it does not take the money.
    expect(answer.field).toContain('Email is cheaper still (£22 per customer), but it runs on your list and your hours more than on money');
    expect(answer.field).toMatch(/## What would change the call\n- Expect fewer than 52/);
  });

  it('chooses between two options from the results the request gives, counted before the sum', () => {
    const answer = ask("Should we spend next month's £3,000 on Meta ads or on an influencer push? Meta got us 80 customers for £3,000 last month; the influencer test got 12 customers for £900.");
    expect(decisionLine(answer.field)).toBe('**Decision:** Put the £3,000 into Meta: at £37.50 per customer it buys about 80 customers, against about 40 in Influencer at £75 per customer.');
    expect(answer.field).toContain('- Influencer (12 customers): £900 ÷ 12 = £75 per customer');
  });

  it('names the channel to cut from stated costs per lead, without dividing a figure by one', () => {
    const answer = ask('Google Ads costs us £40 per lead and LinkedIn £95 per lead. Which one do we cut?');
    expect(decisionLine(answer.field)).toMatch(/^\*\*Decision:\*\* Cut LinkedIn\b.*LinkedIn costs £95 per lead, against £40 per lead for Google Ads/);
    expect(answer.field).not.toContain('÷ 1 =');
  });
});

describe('R-PROD-02 CMO agent: a choice between two labelled ways to spend is decided on their sums', () => {
  const PRICES = { kind: 'document' as const, id: 'p1', title: 'prices.md', text: '# Prices\n\n| Course | Price |\n|---|---|\n| Paperweight taster | £55 |\n| Two-day glass course | £320 |\n' };
  const ask = 'I can fund only one of these next quarter. (A) an open-day event with free demos and local press, £4,000 one-off; or (B) Google Ads for the two-day course, £1,200 a month for three months. Pick one and tell me why.';
  it('picks one, works out each whole cost and the sales each needs, and never reads the channel as ads to write', () => {
    const answer = catalogueAnswer('cmo', { ...ctx(ask), referenced: [PRICES] }, null)!;
    const text = answer.field ?? answer.draft;
    expect(text).toMatch(/^\*\*Decision:\*\* Fund Google Ads, not an open-day event/m);
    expect(text).toContain('£1,200 × 3 months = **£3,600**');
    expect(text).toContain('£4,000 ÷ £320 = **12.5**');
    expect(answer.draft).not.toMatch(/I can't help|of the price given away/);
  });
  it('two proposals after a colon, unlabelled, are weighed the same way: a raise in spend is the difference, a yearly cost a year', () => {
    const pair = 'We can afford one of these this year, not both: lease a second kiln for a new tutor (£9,000 a year including setup), or double our Google Ads spend from £300 to £600 a month. Which should we do?';
    for (const agent of ['cmo', 'strategy-review-agent'] as const) {
      const text = catalogueAnswer(agent, { ...ctx(pair), referenced: [PRICES] }, null)!.field!;
      expect(text).toMatch(/^\*\*Decision:\*\* Go with doubling our Google Ads spend, not leasing a second kiln/m);
      expect(text).toContain('Leasing a second kiln, whole cost: **£9,000** over the year');
      expect(text).toContain('£300 more × 12 months = **£3,600**');
      expect(text).not.toMatch(/\d\.0\b/);
    }
  });
  it('"the lease would actually be £6,500 a year: does that change your answer?" makes the call again on the corrected sum and says whether it holds', () => {
    const pair = 'We can afford one of these this year, not both: lease a second kiln (£9,000 a year including setup), or double our Google Ads spend from £300 to £600 a month. Which should we do?';
    const first = catalogueAnswer('cmo', { ...ctx(pair), referenced: [PRICES] }, null)!;
    const follow = 'Our accountant says the lease would actually be £6,500 a year. Does that change your answer?';
    const again = catalogueAnswer('cmo', { ...ctx(follow), referenced: [PRICES] }, { deliverable: first.field!, brief: first.brief, request: pair })!;
    expect(again.draft).toMatch(/^With £9,000 corrected to £6,500: no, the call holds\./);
    expect(again.field).toContain('Leasing a second kiln, whole cost: **£6,500** over the year');
    expect(again.field).not.toContain('£9,000');
  });
  it('a fee named after its amount ("£5 card fee") is never the price sales are counted in', () => {
    const fees = { kind: 'document' as const, id: 'p2', title: 'fees.md', text: '# Prices\n\n- Two-day glass course: £320\n\n## Delivery and gifts\n\nDelivery is free on every box. Every course comes with a guarantee: if you miss it, we rebook you free. Gift vouchers: £5 card fee.\n' };
    const pair = 'We can afford one of these, not both: a stall at the summer fair (£1,500), or a local radio advert (£1,800). Which should we do?';
    const text = catalogueAnswer('cmo', { ...ctx(pair), referenced: [fees] }, null)!.field!;
    expect(text).not.toContain('at £5');
    expect(text).toContain('÷ £320');
  });
  it("a plan's numbered steps are steps to review, never two options to fund", () => {
    const plan = 'Review this plan. 1) Double Instagram spend to £4,000 a month. 2) Launch a referral scheme: give £15, get £15. 3) Sponsor two fairs at £3,500 each.';
    const answer = catalogueAnswer('strategy-review-agent', { ...ctx(plan), referenced: [PRICES] }, null)!;
    expect(answer.draft).not.toMatch(/\*\*Decision:\*\* Fund /);
  });
});

describe('R-PROD-02 CMO agent: briefs for the specialists', () => {
  it('writes one brief per agent named, with the campaign, the voice\'s mandatories and a request to send, never an SEO outline', () => {
    const ask = 'Write briefs for the email agent and the creative agent for our Christmas gift campaign (eye test plus frames voucher). Each brief: objective, audience, key message, mandatories, deadline.';
    const answer = catalogueAnswer('cmo', { ...ctx(ask), brandVoice: 'Tone: warm\nAvoid: cheap\nSign-off: Best, the team' }, null)!;
    expect(answer.brief.task).toBe('cmo.briefs');
    const text = answer.field ?? '';
    expect(text.match(/^### Brief: /gm)).toHaveLength(2);
    expect(text).toContain('### Brief: Email agent');
    expect(text).toContain('### Brief: Creative agent');
    expect(text).toContain('our Christmas gift campaign (eye test plus frames voucher)');
    expect(text).toContain('Never use: "cheap".');
    expect(text).not.toMatch(/Target keyword|to email agent and the creative agent/);
    const again = catalogueAnswer('cmo', { ...ctx(ask, undefined, 2), brandVoice: 'Tone: warm\nAvoid: cheap\nSign-off: Best, the team' }, null)!;
    expect(again.field).not.toBe(text);
  });
});

describe('R-PROD-02 CMO agent: one piece a specialist writes is written, not referred', () => {
  it('R-PROD-02 a 90-day plan asked of the CMO is the plan, days 1-30 to 61-90 aimed at the profile goal, and a follow-up revises it', () => {
    const answer = catalogueAnswer('cmo', ctx('Give me a 90-day marketing plan to reach our goal.'), null)!;
    const plan = answer.field!;
    expect(plan).toContain('## Days 1-30');
    expect(plan).toContain('## Days 61-90');
    expect(plan).toContain('200 paid accounts by the end of June');
    expect(plan).not.toMatch(/ask it there|handles/);
    expect(answer.draft).toContain("Written with the Strategy agent's 30/60/90-day plan task; ask the Strategy agent directly for more of these.");
    const shorter = catalogueAnswer('cmo', ctx('Make it shorter.'), { deliverable: plan, brief: answer.brief, request: 'Give me a 90-day marketing plan to reach our goal.' })!;
    expect(shorter.field!.length).toBeLessThan(plan.length);
    expect(shorter.field).toContain('## Days 1-30');
  });

  it('R-PROD-02 a carousel asked of the CMO is the Creative agent\'s slides', () => {
    const answer = catalogueAnswer('cmo', ctx('Plan a 5-slide Instagram carousel about our trial.'), null)!;
    expect(answer.brief.task).toBe('creative.carousel');
    expect(answer.field!.match(/^\*\*Slide \d+/gm)).toHaveLength(5);
  });

  it('R-PROD-02 a piece whose name only looks like a specialist\'s ("a board report") is still declined, not an SEO audit', () => {
    const answer = catalogueAnswer('cmo', ctx('Write a board report on marketing for Q3.'), null)!;
    expect(answer.field ?? '').not.toMatch(/SEO|audit/i);
  });
});

describe('R-PROD-02 CMO agent: a content plan with posts a week is one content calendar', () => {
  const PRICES = `# Greenlane Driving School prices 2026

| Package | Price | What you get |
|---|---|---|
| Single lesson | £38 | One hour with a DVSA-approved instructor |
| 10-hour block | £360 | Ten hours of lessons, booked at times that suit you |

Cancel up to 48 hours before a lesson at no charge.

"I passed first time with only two minors. Aisha kept me calm on every roundabout." — Jordan, Leeds`;
  const school = (message: string): AgentContext => ({
    message,
    mode: 'normal',
    profile: { business_name: 'Greenlane Driving School', business_description: 'Greenlane Driving School teaches driving lessons in Leeds.', audience_primary: 'Learner drivers in Leeds', offer_differentiator: 'Dual-control cars; one instructor from first lesson to test', channels_current: 'Instagram, TikTok' },
    brandVoice: null,
    spaceName: 'Greenlane',
    library: [{ kind: 'document', id: 'doc-1', title: 'greenlane-prices.md', text: PRICES }],
    version: 1,
  });
  const ASK = 'Build me a 4-week content plan for April leading up to the BLOCK30 deadline (£30 off a 10-hour block, ends 30 April): 3 Instagram posts and 2 TikToks a week. Give it as a table with week, day, platform, idea and call to action.';
  const rowsOf = (field: string | null) => (field ?? '').split('\n').filter((l) => /^\| Week \d/.test(l)).map((l) => l.split('|').slice(1, -1).map((c) => c.trim()));

  it('R-PROD-02 the April content plan is a 20-row calendar with the columns asked, not a 90-day plan and three captions', () => {
    const answer = catalogueAnswer('cmo', school(ASK), null)!;
    expect(answer.brief.task).toBe('creative.content-calendar');
    const field = answer.field!;
    expect(field).not.toMatch(/Days 1-30|\*\*Caption \d/);
    expect(field.split('\n').find((l) => l.startsWith('|'))).toBe('| Week | Day | Platform | Idea | Call to action |');
    const rows = rowsOf(field);
    expect(rows).toHaveLength(20);
    for (const week of ['Week 1', 'Week 2', 'Week 3', 'Week 4']) {
      expect(rows.filter((r) => r[0] === week && r[2] === 'Instagram')).toHaveLength(3);
      expect(rows.filter((r) => r[0] === week && r[2] === 'TikTok')).toHaveLength(2);
    }
    for (const r of rows) expect(r[4]).toContain('BLOCK30');
    for (const r of rows.filter((row) => row[0] === 'Week 4')) expect(r[4]).toContain('30 April');
    expect(new Set(rows.map((r) => r[3])).size).toBe(20);
    const known = `${ASK} ${PRICES} Learner drivers`;
    const figures = rows.flatMap((r) => r.slice(1).join(' ').replace(/\b[A-Za-z]+\d\w*\b/g, '').match(/\d[\d,.]*/g) ?? []).map((f) => f.replace(/[.,]$/, ''));
    expect(figures.filter((f) => !known.includes(f))).toEqual([]);
  });

  it('R-PROD-02 a launch package and a decision still go where they went', () => {
    expect(catalogueAnswer('cmo', school('Put together a launch package: an email, 3 LinkedIn posts and a landing-page outline'), null)!.brief.task).toBe('cmo.package');
    expect(catalogueAnswer('cmo', school('What should we focus on this month?'), null)!.brief.task).toBe('cmo.decision');
    expect(catalogueAnswer('cmo', school('How many sign-ups a week do we need to hit the goal?'), null)!.brief.task).not.toBe('creative.content-calendar');
  });
});

describe('R-PROD-02 CMO agent: ranked priorities, one metric each', () => {
  it('"our 3 marketing priorities for next quarter, ranked, one metric each" gives three ranked, each with why, a metric and a first step', () => {
    const profile = { ...PROFILE, channels_current: 'Google Ads, Instagram, email', budget: '$2,000 a month', goal_primary: '200 paid accounts by the end of June, about 40 new paid accounts a month' };
    const answer = catalogueAnswer('cmo', { ...ctx('What should our 3 marketing priorities be for next quarter? Rank them and give one metric for each.'), profile }, null)!;
    expect(answer.brief.task).toBe('cmo.priorities');
    const headings = answer.field!.match(/^## \d\. .+$/gm)!;
    expect(headings).toHaveLength(3);
    expect(headings[0]).toMatch(/^## 1\. Hit the goal: 200 paid accounts/);
    expect(answer.field!.match(/^- \*\*Metric:\*\* /gm)).toHaveLength(3);
    expect(answer.field).toContain('at most $50');
  });
});

describe('R-PROD-02 CMO agent: priorities asked as bullets within a word limit', () => {
  const profile = { ...PROFILE, channels_current: 'Google Ads, Instagram, email', channels_best: 'Word of mouth from existing customers', offer_differentiator: 'Set up in a day, with no contract', goal_primary: '200 paid accounts by the end of June' };
  it('"top three priorities for Q3? Bullets, under 120 words" gives three bullets within 120 words, the goal as what they are judged by, and a regenerate ranks them another way', () => {
    const request = 'Quick one: what should our top three marketing priorities be for Q3? Bullets, under 120 words in total.';
    const first = catalogueAnswer('cmo', { ...ctx(request), profile }, null)!;
    const bullets = first.field!.split('\n').filter((l) => /^- \*\*\d\. /.test(l));
    expect(bullets).toHaveLength(3);
    expect(first.field!.split(/\s+/).filter(Boolean).length).toBeLessThan(120);
    expect(first.field).toMatch(/^All three are judged by your goal: "200 paid accounts by the end of June"\./);
    expect(first.field).not.toMatch(/Hit the goal/);
    const again = catalogueAnswer('cmo', { ...ctx(request), profile, version: 2 }, null)!;
    expect(again.field!.split('\n').filter((l) => /^- \*\*\d\. /.test(l))[0]).not.toBe(bullets[0]);
  });
});

describe('R-PROD-02 CMO agent: one campaign brief with the sections asked', () => {
  it('"a one-page campaign brief for an annual-plan upgrade push to customers on monthly plans … Objective, audience, key message, offer, channels, timeline, budget and how we measure it" gives those eight sections about that push, priced from the documents', () => {
    const profile = { ...PROFILE, channels_current: 'Google Ads, LinkedIn, the customer newsletter, webinars', goal_kpis: 'trial sign-ups, upgrades to annual', budget: '$3,000 a month' };
    const prices = { kind: 'document' as const, id: 'p', title: 'pricing.md', text: '# Pricing\n\n| Plan | Monthly | Annual |\n| --- | --- | --- |\n| Team | $49 a month | $490 a year |\n| Annual upgrade | two months free | $490 a year |\n' };
    const answer = catalogueAnswer('cmo', { ...ctx('Write me a one-page campaign brief for an annual-plan upgrade push to customers on monthly plans (about 300 of our 1,100). Objective, audience, key message, offer, channels, timeline, budget and how we measure it.'), profile, library: [prices] }, null)!;
    const titles = answer.field!.split('\n').filter((l) => /^\*\*[^*]+\*\*$/.test(l));
    expect(titles).toEqual(['**Objective**', '**Audience**', '**Key message**', '**Offer**', '**Channels**', '**Timeline**', '**Budget**', '**How we measure it**']);
    expect(answer.field).toMatch(/annual-plan upgrade push/);
    expect(answer.field).toContain('(about 300 of our 1,100)');
    expect(answer.field).toMatch(/\$490 a year/);
    expect(answer.field).not.toMatch(/one-page campaign|### Brief: /);
    expect(answer.field!.split('**Channels**')[1]!.split('\n')[1]).toBe('1. Email to our existing list');
  });
});

describe('R-PROD-02 CMO agent: a launch plan week by week, within a budget', () => {
  it('"a 6-week launch plan … as a week-by-week table: channel, action, who does it, cost; within £1,500" fills six weeks from the profile\'s channels, costs adding up within the cap', () => {
    const profile = { ...PROFILE, channels_current: 'Google Ads, Instagram, email newsletter, leaflets at gyms' };
    const answer = catalogueAnswer('cmo', { ...ctx('Give me a 6-week launch plan for the Team plan as a week-by-week table: channel, action, who does it, cost. Total cost must stay within $1,500.'), profile }, null)!;
    expect(answer.brief.task).toBe('cmo.launch-table');
    expect(answer.field).toContain('| Week | Channel | Action | Who does it | Cost |');
    const rows = answer.field!.split('\n').filter((l) => /^\| Week \d/.test(l));
    expect(new Set(rows.map((r) => r.split(' | ')[0])).size).toBe(6);
    const costs = rows.map((r) => Number(/\| \$([\d,]+) \|$/.exec(r)?.[1]?.replace(/,/g, '') ?? 'NaN'));
    expect(costs.every((c) => Number.isFinite(c))).toBe(true);
    expect(costs.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1500);
    expect(answer.field).toMatch(/\*\*Total\*\* \| \| \*\*\$1,500\*\*/);
  });
});

describe('R-PROD-02 CMO agent: a week-by-week plan "with our £1,500 budget" is costed within it', () => {
  it('reads the budget said before its word, and names the product without half a bracket', () => {
    const profile = { business_name: 'Chalkhouse', business_description: 'A bouldering gym in Leeds.', offer_main: 'Memberships (full £52 a month, off-peak £39), day passes and a Kids\' Club', channels_current: 'Instagram, Meta ads, leaflets at the universities' };
    const out = catalogueAnswer('cmo', { message: 'Plan December week by week with our £1,500 budget: channel, action and cost, as a table.', mode: 'normal', profile, brandVoice: null, spaceName: 'Chalkhouse' }, null)!;
    expect(out.field).toMatch(/\*\*Total\*\* \| \| \*\*£1,500\*\*/);
    expect(out.draft).not.toMatch(/No budget was given/);
    expect(out.draft).not.toMatch(/\(full £52 a month(?!\))/);
  });
});

describe('R-PROD-02 CMO agent: a choice between two spends weighs the units bought, the value per sale and the demand the question states', () => {
  const PROFILE_KAYAKS = { business_name: 'Riverbend Kayaks', goal_primary: 'Book out the summer weekends', channels_best: 'Google Business Profile' };
  const ask = 'We can afford one of these, not both: (a) 3 more touring kayaks at £1,200 each; last July we turned away about 40 kayak bookings. (b) A part-time instructor for 5 months at £4,000 total, which would let us run more lessons. Kayak hires average £50, lessons average £80. Which one?';
  const answer = () => catalogueAnswer('cmo', { message: ask, mode: 'normal', profile: PROFILE_KAYAKS, brandVoice: null, spaceName: 'Riverbend', version: 1 }, null)!;

  it('costs "3 … at £1,200 each" as 3 × £1,200 and pays each option back in the sales it brings, at the values the question gives', () => {
    const field = answer().field!;
    expect(field).toContain('1. 3 more touring kayaks, whole cost: 3 × £1,200 = **£3,600** once');
    expect(field).toContain('3. Kayak hires at £50 on average (your figure) to pay for 3 more touring kayaks: £3,600 ÷ £50 = **72**');
    expect(field).toContain('4. Lessons at £80 on average (your figure) to pay for a part-time instructor: £4,000 ÷ £80 = **50**');
    expect(decisionLine(field)).toBe('**Decision:** Fund a part-time instructor, not 3 more touring kayaks: it pays for itself on fewer sales (50 lessons against 72 kayak hires).');
  });

  it('weighs the demand the question says was turned away, and says the other option has no such figure', () => {
    const field = answer().field!;
    expect(field).toContain('- Your question says you turned away about 40 kayak bookings last July: at £50 each, that is about £2,000 that 3 more touring kayaks could have taken, against the 72 kayak hires it needs to pay back.');
    expect(field).toContain('- A part-time instructor has no such figure in your question: what it would bring is a guess until it is measured.');
    expect(field).not.toContain('Neither option has a result');
    expect(field).toContain('3 more touring kayaks stay yours after this season');
  });
});

describe('R-PROD-02 CMO agent: a marketing calendar month by month', () => {
  const profile = {
    business_name: 'Brightwater Pools',
    offer_main: 'Pool and hot tub servicing in Devon',
    offer_differentiator: 'One engineer looks after your pool every visit. We text a photo of the water test after each visit.',
    audience_problems: 'Green water after a wet week. Covers left off in storms. We are busiest from April to August and quietest from November to January. Key dates: pools open for the season on 1 May; winterising starts on 15 October.',
    channels_current: 'Instagram (about 600 followers); a monthly email newsletter to about 300 customers; leaflets at two garden centres in Exeter',
  };

  it('writes one row per month from the month asked, with the columns the request names, its dates in their months and its busy and quiet months marked', () => {
    const answer = catalogueAnswer('cmo', { message: 'Build me a 12-month marketing calendar starting March. One row per month: the main message, the main channel, and the one thing I need to do.', mode: 'normal', profile, brandVoice: 'Tone: plain', spaceName: 'Brightwater Pools', version: 1 }, null)!;
    expect(answer.brief.task).toBe('cmo.month-calendar');
    const rows = (answer.field ?? '').split('\n').filter((l) => /^\| [A-Z][a-z]+/.test(l) && !l.startsWith('| Month'));
    expect(rows).toHaveLength(12);
    expect(rows[0]).toMatch(/^\| March \|/);
    expect(rows[11]).toMatch(/^\| February \|/);
    expect(answer.field).toMatch(/^\| Month \| Main message \| Main channel \| One thing I need to do \|$/m);
    expect(rows.find((r) => r.startsWith('| May'))).toMatch(/^\| May \(busy\) \| Pools open for the season on 1 May \|/);
    expect(rows.find((r) => r.startsWith('| October'))).toContain('Winterising starts on 15 October');
    expect(rows.find((r) => r.startsWith('| December'))).toMatch(/^\| December \(quiet\)/);
    // Each of the space's channels gets its months, the newsletter among them, written for that month.
    expect(answer.field).toMatch(/\| A monthly email newsletter \| Write and send the [A-Z][a-z]+ newsletter/);
    expect(answer.field).toMatch(/\| Leaflets \|/);
    expect(answer.field).not.toMatch(/week 1|Post 1/i);
  });
});

describe('R-PROD-02 CMO agent: a 90-day plan broken down by month', () => {
  it('is one row per month from the span asked, with the columns named, who does each, and the one number to check weekly', () => {
    const profile = {
      business_name: 'Brightwater Pools',
      offer_main: 'Pool and hot tub servicing in Devon',
      offer_differentiator: 'One engineer looks after your pool every visit. We text a photo of the water test after each visit.',
      goal_kpis: 'New service contracts per week (target 6, now 4), reviews',
      channels_current: 'Instagram; a monthly email newsletter to about 300 customers',
    };
    const answer = catalogueAnswer('cmo', { message: 'Build me a 90-day plan (April to June) to get to 120 contracts. Break it down by month: what we do, on which channel, and who does it (it is me plus our assistant 2 days a week). End with the one number I should check every Monday.', mode: 'normal', profile, brandVoice: 'Tone: plain', spaceName: 'Brightwater Pools', version: 1 }, null)!;
    expect(answer.brief.task).toBe('cmo.month-calendar');
    const field = answer.field ?? '';
    expect(field).toMatch(/^\| Month \| What we do \| Channel \| Who does it \|$/m);
    const rows = field.split('\n').filter((l) => /^\| (April|May|June) /.test(l));
    expect(rows.map((r) => r.split(' | ')[0])).toEqual(['| April', '| May', '| June']);
    expect(rows[0]).toContain('One engineer looks after your pool every visit');
    expect(field).toMatch(/\| Your assistant \|$/m);
    expect(field).toContain('**The one number to check every week:** "New service contracts per week (target 6, now 4)"');
  });
});

describe('R-PROD-02 CMO: priorities asked with the form of each', () => {
  it('"Top 3 priorities for next quarter. One short paragraph each." gives the three, and no note that they are missing', () => {
    const r = catalogueAnswer('cmo', { message: 'Top 3 priorities for next quarter. One short paragraph each.', mode: 'normal', profile: { business_name: 'RoundRight', goal_primary: 'Grow trial sign-ups from 40 to 70 a month by June', channels_best: 'Word of mouth from other window cleaners', channels_current: 'Facebook groups, Google Ads' }, brandVoice: null, spaceName: 'RoundRight' }, null)!;
    expect(r.brief.task).toBe('cmo.priorities');
    expect(r.draft.match(/^- \*\*\d\. /gm)).toHaveLength(3);
    expect(r.draft).not.toMatch(/You asked for 3 priorities|You asked for a paragraph/);
  });
});

describe('R-PROD-02 CMO agent: "plan our next two weeks" with a goal and money to spend', () => {
  it('writes a plan over those fourteen days in three steps, not a request to name the pieces', () => {
    const answer = catalogueAnswer('cmo', { message: 'Plan our next two weeks: we want more weekday evening bookings and we have £400 extra to spend.', mode: 'normal', profile: { business_name: 'Cipher Rooms', business_description: 'Escape rooms in Derby', goal_primary: 'Fill weekday evening slots', goal_kpis: 'Weekday occupancy', channels_best: 'Google Ads' }, brandVoice: null, spaceName: 'Cipher Rooms', version: 1, referenced: [] }, null)!;
    const text = answer.field ?? answer.draft;
    expect(text).toMatch(/^\*\*Decision:\*\* For the next two weeks/);
    expect([...text.matchAll(/^## (Days \d+-\d+)/gm)].map((m) => m[1])).toEqual(['Days 1-5', 'Days 6-9', 'Days 10-14']);
    expect(text).toContain('**By day 14:**');
    expect(text).not.toMatch(/90 days|Name the pieces/);
  });
});

describe('R-PROD-02 CMO agent: a second channel\'s count said without its noun', () => {
  const ask = (message: string) => {
    const answer = catalogueAnswer('cmo', { message, mode: 'normal', profile: { business_name: 'Tideline', business_description: 'Sea-kayak tours', goal_primary: 'Sell out summer tours: 400 bookings by July' }, brandVoice: null, spaceName: 'Tideline', version: 1, referenced: [] }, null)!;
    return answer.field ?? answer.draft;
  };
  it('"Google Ads brought 9 from £350" after "Instagram brought 18 bookings … from £200" counts bookings for both', () => {
    const text = ask("Instagram brought 18 bookings last month from £200 of boosts; Google Ads brought 9 from £350. Where should next month's £600 go?");
    expect(text).toContain('Google Ads (9 bookings): £350 ÷ 9 = £38.89 per booking');
    expect(text).toMatch(/^\*\*Decision:\*\* Put the £600 into Instagram/);
    expect(text).not.toMatch(/per result|350%/);
  });
  it('results in another unit that cost more each than a whole booking are never given a share over 100% to check', () => {
    const text = ask("Instagram brought 18 bookings last month for £200; Google Ads brought 9 enquiries for £350. Where should next month's £600 go?");
    expect(text).not.toMatch(/\d{3,}%/);
    expect(text).toContain('even if every one became a booking');
  });
});

describe('R-PROD-02 CMO agent: channels given as lines of figures ("Instagram/Facebook ads, £2,700 spent, …")', () => {
  it('is a question about those channels, never a search ad or posts to write', () => {
    const answer = catalogueAnswer('cmo', { message: 'Numbers from last quarter: Google Ads, £4,200 spent, 96 tours booked. Instagram/Facebook ads, £2,700 spent, 150 enquiries, 12 bookings. Which one do we cut, or do we trim both? Show the numbers.', mode: 'normal', profile: { business_name: 'Tideline', business_description: 'Sea-kayak tours' }, brandVoice: null, spaceName: 'Tideline', version: 1, referenced: [] }, null)!;
    expect(answer.brief.deliverables.filter((d) => !d.part)).toEqual([]);
    expect(answer.field ?? answer.draft).not.toMatch(/\*\*Headlines\*\*|responsive search ad/);
  });
});

describe('R-PROD-02 CMO agent: "Google Ads, £4,200 spent, 96 tours booked" as a channel\'s line', () => {
  it('reads the money spent as what each channel cost, and calls the cut on cost per result, never as a budget to split or a new cost', () => {
    const answer = catalogueAnswer('cmo', { message: 'Numbers from last quarter: Google Ads, £4,200 spent, 96 tours booked. Instagram/Facebook ads, £2,700 spent, 150 enquiries. Which one do we cut, or do we trim both? Show the numbers.', mode: 'normal', profile: { business_name: 'Tideline', business_description: 'Sea-kayak tours', goal_primary: 'Sell out every summer Saturday tour' }, brandVoice: null, spaceName: 'Tideline', version: 1, referenced: [] }, null)!;
    const text = answer.field ?? answer.draft;
    expect(text).toContain('£4,200 ÷ 96 = £43.75 per tour');
    expect(text).toContain('£2,700 ÷ 150 = £18 per enquiry');
    expect(text).not.toMatch(/Take on the £4,200|split of £4,200/);
  });
});

describe('R-PROD-02 strategy and CMO: a yes or no on one move gets the call, with what its cost must bring back', () => {
  const profile = { business_name: 'Stitchworks Alterations', goal_primary: 'Fill the Saturday slots by March', goal_kpis: 'jobs booked per week', channels_best: 'Word of mouth', budget: '£600 a month' };
  const prices = '# Prices\n\n- Trouser hem: £14\n- Wedding dress fitting: £180\n- Zip replacement: £22\n';
  const spaceCtx = (message: string): AgentContext => ({ message, mode: 'normal', profile, brandVoice: null, spaceName: 'Stitchworks', version: 1, library: [{ kind: 'document', id: 'doc-1', title: 'prices.md', text: prices }] });

  it('"Should we open late on Thursdays? It would cost £300 a month": a decision, the cost, and the sales that cover it, never a channel cut', () => {
    for (const agent of ['cmo', 'strategy-review-agent'] as const) {
      const answer = catalogueAnswer(agent, spaceCtx('Write me a short decision memo: should we open late on Thursdays? It would cost about £300 a month in wages.'), null)!;
      expect(answer.field).toContain('# Decision memo: Open late on Thursdays?');
      expect(answer.field).toContain('**Decision:** Yes, as an 8-week test: open late on Thursdays, and keep it only if it brings in at least £300 a month (about 22 sales of Trouser hem at £14).');
      expect(answer.field).toContain('- To pay for itself it must bring in £300 a month: 22 sales of Trouser hem at £14 (£300 ÷ £14), or 2 sales of Wedding dress fitting at £180 (£300 ÷ £180), or 14 sales of Zip replacement at £22 (£300 ÷ £22).');
      expect(answer.field).toContain('over an 8-week test about £600');
      expect(answer.field).not.toMatch(/\bCut\b|Decision:\*\* (?:This month|Next)/);
    }
  });

  it('"Is it worth running a stall … £150 for the weekend?" is judged once, on the day, against its target', () => {
    const answer = catalogueAnswer('cmo', spaceCtx('Is it worth running a stall at the Christmas market? The pitch is £150 for the weekend.'), null)!;
    expect(decisionLine(answer.field)).toBe('**Decision:** Yes: run a stall at the Christmas market, with a target set first: it pays for itself at £150 in takings (about 11 sales of Trouser hem at £14).');
    expect(answer.field).toContain('## How to judge it');
    expect(answer.field).not.toContain('8-week');
  });

  it('"Rank these: 1) … 2) … 3) …" gets an order of the three, each placed by what the space sells and its channels, not a focus scorecard', () => {
    for (const agent of ['cmo', 'strategy-review-agent'] as const) {
      const answer = catalogueAnswer(agent, spaceCtx('Rank these for next month, best first: 1) a Facebook ads campaign for zip repairs, 2) a wedding dress fitting open evening, 3) leaflets through doors in town.'), null)!;
      expect(decisionLine(answer.field)).toBe('**Ranking:** 1. 2 · 2. 1 · 3. 3');
      expect(answer.field).toContain('1. **2) a wedding dress fitting open evening**: it builds on Wedding dress fitting (£180), which you already sell, so its price and appeal are known.');
      expect(answer.field).toContain('2. **1) a Facebook ads campaign for zip repairs**: it builds on Zip replacement (£22), which you already sell, so its price and appeal are known; it puts more money into Meta ads, and nothing in your facts shows what Meta ads returns today.');
      expect(answer.field).toContain('3. **3) leaflets through doors in town**: it puts more money into Print');
    }
  });

  it('"We turn away about 30 hems a week" prices the demand turned away against the cost: here it already covers it', () => {
    const answer = catalogueAnswer('cmo', spaceCtx('Should we hire a second tailor at £1,500 a month? We turn away about 30 hems a week.'), null)!;
    expect(decisionLine(answer.field)).toBe('**Decision:** Yes: hire a second tailor. The 30 hems a week you turn away are worth about £1,820 a month at £14 each (30 × £14 × 52 ÷ 12), which already covers the £1,500 a month.');
  });

  it('"A videographer has quoted £900 … Worth it, or do we keep going with phone videos?" is a yes or no on the videographer, never "Keep Worth it"', () => {
    const answer = catalogueAnswer('cmo', spaceCtx('A videographer has quoted £900 for a day in the shop filming fittings. Worth it, or do we keep going with phone videos?'), null)!;
    expect(decisionLine(answer.field)).toBe('**Decision:** Yes: go with the videographer, with a target set first: it pays for itself at £900 in takings (about 65 sales of Trouser hem at £14).');
    expect(answer.field).toContain('keep going with phone videos costs you nothing and stays the choice');
    expect(answer.field).not.toMatch(/Worth it,? not|Keep Worth it/);
  });

  it('"what should we focus on?" and a partner\'s claimed saving are no yes or no on a move', () => {
    expect(catalogueAnswer('cmo', spaceCtx('What should we focus on this month?'), null)!.field).not.toContain('takings');
    expect(catalogueAnswer('cmo', spaceCtx('Our partner says their app saves shops £3,000 a year. Should we co-market with them?'), null)!.field).not.toContain('it must bring in £3,000');
  });
});

describe('R-PROD-02 CMO agent: "what three things should we do this week to get more …" gets that many actions aimed at it', () => {
  it('names the thing sold that the aim points at, with its facts, on the best channel and to the list, and says how to count it', () => {
    const profile = { business_name: 'Stitchworks Alterations', channels_best: 'Instagram', channels_current: 'Instagram, email newsletter', website: 'https://stitchworks.example' };
    const prices = '# Prices\n\n- Trouser hem: £14\n- Wedding dress fitting: £180, two fittings, steaming included\n';
    const answer = catalogueAnswer('cmo', { message: 'What 3 things should we do this week to get more wedding dress fittings?', mode: 'normal', profile, brandVoice: null, spaceName: 'Stitchworks', version: 1, library: [{ kind: 'document', id: 'doc-1', title: 'prices.md', text: prices }] }, null)!;
    const items = answer.field!.split('\n').filter((l) => /^\d\. /.test(l));
    expect(items).toHaveLength(3);
    expect(items[0]).toContain('**Post it on Instagram.**');
    expect(items[0]).toContain('Wedding dress fitting: £180, two fittings, steaming included');
    expect(items[1]).toContain('**Send it to your email newsletter list.**');
    expect(answer.field).toContain('**How you will know:** count wedding dress fittings this week against last week.');
    expect(answer.field).not.toMatch(/Decision:|cost per result/);
  });
});

describe('R-PROD-02 CMO agent: "what goes out each week" asks for the calendar', () => {
  it('"Plan our December: what goes out each week across Instagram and the newsletter" is a content calendar, not a channel call', () => {
    const answer = catalogueAnswer('cmo', ctx('Plan our December: what goes out each week across Instagram and the newsletter.'), null)!;
    expect(answer.brief.task).toBe('creative.content-calendar');
    expect(answer.field).toMatch(/^\| Week \| Day \| Platform/m);
    expect(answer.field).not.toContain('**Decision:**');
  });
});
