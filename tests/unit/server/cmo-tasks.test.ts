import { describe, expect, it } from 'vitest';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';
import type { Brief, Deliverable } from '../../../core/server/agents/brief/brief.ts';
import type { FactSheet } from '../../../core/server/agents/facts/fact-sheet.ts';
import type { AgentTask, TaskInput, TaskOutput } from '../../../core/server/agents/tasks/agent-task.ts';
import { tasksOf } from '../../../core/server/agents/tasks/catalogue.ts';
import { cmoPackage } from '../../../core/server/agents/tasks/cmo/cmo-package.ts';
import type { AgentSlug } from '../../../core/server/agents/brief/brief.ts';
import { VariantPicker } from '../../../core/server/agents/offline/variant-picker.ts';
import { NO_VOICE_RULES } from '../../../core/server/agents/offline/voice-rules.ts';
import type { AgentContext } from '../../../core/server/agents/tools/agent-context.ts';
import type { MarketingFigures } from '../../../core/domain/marketing-figures.ts';
import type { AdPerformanceView } from '../../../core/domain/ad-performance.ts';
import type { AnalyticsReportView } from '../../../core/domain/analytics.ts';

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
    expect(tasksOf('cmo').map((t) => t.id)).toEqual(['cmo.decision', 'cmo.package']);
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
  const brief: Brief = {
    request: 'Put together a launch package: an email, 3 LinkedIn posts and a landing-page outline', agent: 'cmo', task: 'cmo.package', outOfRemit: null, deliverables,
    audience: 'practice managers', topic: null, offer: { discount: null, code: null, deadline: null, price: null, appliesTo: null },
    limits: { words: null, characters: null, bullets: null, sentences: null }, language: null, sources: [], links: [], callToAction: null, competitors: [], amounts: [], dates: [], pasted: null, revision: null,
  };
  const facts: FactSheet = {
    company: 'Northwind Scheduling', product: null, description: null, industry: null, website: null, audience: null, problems: null, differentiator: null, competitors: [], goal: null, kpis: null, budget: null,
    channels: [], bestChannel: null, tone: null, avoid: null, prices: [], features: [], integrations: [], terms: [], proof: [], links: [], sources: [],
  };
  return { brief, facts, voice: NO_VOICE_RULES, savedVoice: false, pick: new VariantPicker(brief.request, 1), variant: 0, referenced: [], passages: [], previous: null };
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
    const b: Brief = { request, agent: 'cmo', task: 'cmo.package', outOfRemit: null, deliverables: [piece], audience: null, topic: null, offer: { discount: null, code: null, deadline: null, price: null, appliesTo: null }, limits: { words: null, characters: null, bullets: null, sentences: null }, language: null, sources: [], links: [], callToAction: null, competitors: [], amounts: [], dates: [], pasted: null, revision: null };
    const facts = { company: 'Northwind', product: null, description: null, industry: null, website: null, audience: null, problems: null, differentiator: null, competitors: [], goal: null, kpis: null, budget: null, channels: [], bestChannel: 'the App Store listing', tone: null, avoid: null, prices: [], features: [], integrations: [], terms: [], proof: [], links: [], sources: [] } as FactSheet;
    const out = cmoPackage({ brief: b, facts, voice: NO_VOICE_RULES, savedVoice: false, pick: new VariantPicker(request, 1), variant: 0, referenced: [], passages: [], previous: null });
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
