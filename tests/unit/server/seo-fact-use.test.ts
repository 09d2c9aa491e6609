import { describe, expect, it } from 'vitest';
import { catalogueAnswer, type EngineResult } from '../../../core/server/agents/tasks/offline-engine.ts';
import type { AgentContext } from '../../../core/server/agents/tools/agent-context.ts';
import { pieceLimits } from '../../../core/server/agents/tasks/seo/meta-tags.ts';
import type { ReferencedSource } from '../../../core/server/agents/offline/request-material.ts';
import type { PreviousAnswer } from '../../../core/server/agents/tasks/agent-task.ts';

/** A B2B space unlike the eval's: timesheet software with no trial, a setup fee and prices quoted without VAT. */
const PROFILE = {
  business_name: 'Ledgerline',
  industry: 'Timesheet software',
  website: 'https://ledgerline.example',
  offer_main: 'Timesheet software for building contractors',
  audience_primary: 'Site managers at building contractors with 10 to 200 workers',
  audience_problems: 'Paper timesheets, disputes over hours and late payroll',
  offer_differentiator: 'Workers clock in from any phone, even without signal',
  tone_words: 'plain, direct',
  tone_avoid: 'seamless',
};
const SHEET: ReferencedSource = {
  kind: 'document',
  id: 'doc-1',
  title: 'ledgerline-pricing.md',
  text: [
    '# Ledgerline pricing',
    '',
    '| Plan | Price | Includes |',
    '|---|---|---|',
    '| Basic | £3 per user per month (minimum £30 a month) | Timesheets, exports |',
    '| Plus | from £5 per user per month | Everything in Basic, approvals |',
    '',
    '- One-off setup fee: £200 per account, waived on annual billing.',
    '- Site report pack: £1 per user, once a year.',
    '- All prices exclude VAT at 20%.',
    '',
    '## Terms',
    '- No free trial. We run a free 20-minute demo instead.',
    '- Cancel with 30 days notice.',
  ].join('\n'),
};

const ctx = (message: string, version = 1): AgentContext => ({ message, mode: 'normal', profile: PROFILE, brandVoice: 'Tone: plain, direct', spaceName: 'General', referenced: [SHEET], version });
const ask = (message: string, version?: number): EngineResult => catalogueAnswer('seo-agent', ctx(message, version), null)!;
const deliverableOf = (r: EngineResult) => r.field ?? '';

describe('R-PROD-02 SEO agent: meta descriptions have 155 characters, titles 60, and a limit goes to the piece it is written for', () => {
  it('a limit written after "title" limits the title only; one after "description" the description only', () => {
    expect(pieceLimits('Write a meta title under 45 characters and a meta description for our pricing page.', 44)).toEqual({ title: 44, description: null });
    expect(pieceLimits('Write a title tag and a meta description of at most 120 characters.', 120)).toEqual({ title: null, description: 120 });
    expect(pieceLimits('Meta description: 150 characters max.', 150)).toEqual({ title: null, description: 150 });
    expect(pieceLimits('A title and description, each under 50 characters.', 49)).toEqual({ title: 49, description: 49 });
  });

  it('a meta description asked for alone is never held to a title\'s 60 characters', () => {
    const out = deliverableOf(ask('Write a meta description for our pricing page, 150 characters max.'));
    expect(out).toMatch(/Meta description: .+\/150 characters\)/);
    expect(out).not.toMatch(/Meta description: .+\/60 characters\)/);
  });
});

describe('R-PROD-02 SEO agent: no trial is offered where the facts say there is none, and a fee is no entry price', () => {
  it('meta tags for a business with "No free trial" never say "Start your trial"', () => {
    for (const version of [1, 2, 3]) {
      const out = deliverableOf(ask('Write 3 meta titles and descriptions for our pricing page.', version));
      expect(out).not.toMatch(/start your trial|try it before you pay|try it free/i);
    }
  });

  it('an article plan for that business ends on its demo, not a trial', () => {
    const out = deliverableOf(ask('Give me an article plan for "how to track hours on a building site".'));
    expect(out).not.toMatch(/start your trial|starting with the trial|the trial in week two/i);
  });

  it('the entry price is the cheapest plan with its unit, never the setup fee or a once-a-year pack', () => {
    const out = deliverableOf(ask('Write a meta title and description for our pricing page.'));
    expect(out).toMatch(/£3\/user\/month|£3 per user per month/);
    expect(out).not.toMatch(/from £1\b|from £200|Plans from £1/);
  });
});

describe('R-PROD-02 SEO agent: a topic the facts do not cover is planned from the request, with marked blanks, not the product pitch', () => {
  it('an outline on "what is a CSCS card and when does a worker need one" has the topic\'s own questions as sections and marks what to add', () => {
    const out = deliverableOf(ask('Outline a blog post on "what is a CSCS card and when does a worker need one".'));
    expect(out).toContain('## What is a CSCS card?');
    expect(out).toContain('## When does a worker need one?');
    expect(out).not.toMatch(/What to look for in timesheet software|How much does Ledgerline cost\?|paper timesheets matter/i);
    expect(out).toContain('## Where Ledgerline fits in');
  });

  it('the article draft on it leaves marked blanks for the answers and says why, rather than filling with stock advice', () => {
    const r = ask('Write a 500-word article on "what is a CSCS card and when does a worker need one".');
    const out = deliverableOf(r);
    expect(out).toContain('[Add: the answer to "What is a CSCS card?"');
    expect(out).not.toMatch(/Keep a tally for two weeks|Choosing on price alone/);
    expect(r.draft).toContain('I won\'t write advice on it that nothing in your space backs.');
  });

  it('a regenerate plans the topic another way, still from the topic', () => {
    const first = deliverableOf(ask('Outline a blog post about scaffold inspections.', 1));
    const again = deliverableOf(ask('Outline a blog post about scaffold inspections.', 2));
    expect(again).not.toBe(first);
    for (const out of [first, again]) expect(out).toMatch(/scaffold inspections/i);
    expect(again).toContain('## Why it happens');
  });
});

describe('R-PROD-02 SEO agent: an article plan is an outline, and a question topic is answered question by question in every structure', () => {
  it('"an article plan for …" gives an outline, not keyword ideas', () => {
    expect(ask('Give me an article plan for "how to keep site timesheets" — target keyword: site timesheets.').brief.task).toBe('seo.outline');
  });

  it('the problem-and-fix structure of a question topic keeps the questions as sections', () => {
    const out = deliverableOf(ask('Outline a blog post on "what is a CSCS card and when does a worker need one".', 2));
    expect(out).toContain('## What is a CSCS card?');
    expect(out).toContain('## When does a worker need one?');
    expect(out).not.toMatch(/when what is a CSCS card/i);
  });

  it('a once-a-year pack is not listed among the plans', () => {
    const out = deliverableOf(ask('Write 3 meta titles and descriptions for our pricing page.', 2));
    expect(out).not.toMatch(/Site report pack at £1/);
  });
});

describe('R-PROD-02 SEO agent: an audit checks the title the request says the page has', () => {
  it('"Title tag is \\"Home\\"" beside pasted copy is audited as the title, not the copy\'s first sentence', () => {
    const r = catalogueAnswer('seo-agent', { ...ctx('Audit this page copy for SEO: "Ledgerline. Timesheets made simple. We track hours for you. Call us today." Title tag is "Home".'), referenced: [] }, null)!;
    const out = deliverableOf(r);
    expect(out).toContain('"Home" (4 characters)');
    expect(out).not.toMatch(/Timesheets made simple[^|]*\(\d+ characters\)/);
  });
});

describe('R-PROD-02 SEO agent: an article speaks to whom the profile says it sells, and a regenerate stands on other results', () => {
  const CONSUMER = { ...PROFILE, business_name: 'Pawpantry', industry: 'Pet food subscription', offer_main: 'Fresh dog food delivered frozen every two weeks', audience_primary: 'Dog owners in UK cities', audience_type: 'Consumers (B2C)', audience_problems: 'Fussy eaters and confusing labels' };
  const STORIES: ReferencedSource = {
    kind: 'document',
    id: 'doc-2',
    title: 'stories.md',
    text: '# Customer stories\n\n- 88% said their dog finished every meal in the first two weeks.\n- 71% said their dog’s coat looked shinier after 8 weeks.\n- 9 in 10 would recommend Pawpantry to a friend.\n- 64% said walks got longer within a month.\n',
  };
  const article = (version: number) =>
    catalogueAnswer('seo-agent', { message: 'Write a 500-word article, "How to switch your dog to fresh food".', mode: 'normal', profile: CONSUMER, brandVoice: '', spaceName: 'Pawpantry', referenced: [STORIES], version }, null)!.field ?? '';

  it('a consumer brand whose audience is "dog owners" is not told results vary "from one business to the next"', () => {
    expect(article(1)).not.toMatch(/from one business to the next|businesses like yours/);
  });

  it('the regenerate leads with results the first answer did not use', () => {
    const first = article(1);
    const second = article(2);
    const results = ['88% said', '71% said', '9 in 10', '64% said'];
    const used = (text: string) => results.filter((r) => text.includes(r));
    expect(used(first).length).toBeGreaterThan(0);
    expect(used(second).some((r) => !used(first).includes(r))).toBe(true);
  });
});

describe('R-PROD-02 SEO agent: a free first lesson is the trial it is', () => {
  it('"First lesson free, no card needed." answers the trial question instead of leaving it blank', () => {
    const prices: ReferencedSource = { kind: 'document', id: 'doc-3', title: 'prices.md', text: '# Prices\n\n| Course | Price |\n|---|---|\n| Maths group | £32 a week |\n\n- First lesson free, no card needed.\n- Pay monthly; cancel with 2 weeks\' notice.\n' };
    const r = catalogueAnswer('seo-agent', { message: 'Write 6 FAQs for parents on our pricing page.', mode: 'normal', profile: { ...PROFILE, business_name: 'Brightside', offer_main: 'Weekly live maths groups' }, brandVoice: '', spaceName: 'Brightside', referenced: [prices], version: 1 }, null)!;
    const faq = r.field ?? '';
    expect(faq).toContain('First lesson free, no card needed');
    expect(faq).not.toMatch(/whether there is a trial/);
  });
});

describe('R-PROD-02 SEO agent: a title keeps the capitals the request writes', () => {
  it('"GCSE Maths group" gives a title with "GCSE", never "Gcse"', () => {
    const r = catalogueAnswer('seo-agent', { message: 'Give me a meta title and meta description for our GCSE Maths group page.', mode: 'normal', profile: { ...PROFILE, business_name: 'Brightside', offer_main: 'Weekly live GCSE groups' }, brandVoice: '', spaceName: 'Brightside', referenced: [], version: 1 }, null)!;
    const text = [r.field ?? '', r.draft].join('\n');
    expect(text).toMatch(/GCSE Maths/);
    expect(text).not.toMatch(/Gcse|gcse maths group, each/);
  });
});

describe('R-PROD-02 SEO agent: a star rating is no customer, and a plan\'s price is said as a sentence', () => {
  const profile = {
    business_name: 'Harbour Heat',
    business_description: 'Harbour Heat services and repairs boilers in Bristol.',
    website: 'https://harbourheat.example',
    offer_main: 'Boiler servicing, repairs and the Harbour Care Plan',
  };
  const doc = {
    kind: 'document' as const,
    id: 'doc-1',
    title: 'prices-and-reviews.md',
    text: '# Prices\n\n- Boiler service: £95\n- Harbour Care Plan: £16 a month (yearly boiler service, priority repairs, no call-out fee)\n\n# Reviews\n\nReviews from our Google Business Profile: 4.9 stars from 312 reviews (November 2026).\n',
  };
  const at = (message: string, previous: PreviousAnswer | null) => catalogueAnswer('seo-agent', { message, mode: 'normal', profile, brandVoice: null, spaceName: 'Harbour Heat', referenced: [doc], version: 1 }, previous)!;

  it('three more meta options for the Care Plan page name no "How Google Did It" and no "Price:" label', () => {
    const request = 'Write a meta title and description for our Care Plan page.';
    const first = at(request, null);
    const more = at('Give me 3 more options.', { deliverable: first.field ?? '', brief: first.brief, request });
    expect(more.field).toMatch(/Title tag:/);
    expect(more.field).not.toMatch(/How Google|Google Did It/);
    expect(more.field).not.toMatch(/(?:^|\s)Price: £/m);
  });
});

describe('R-PROD-02 SEO agent: "make the description shorter" shortens that field only and counts it again', () => {
  const profile = { business_name: 'Harbour Heat', business_description: 'Harbour Heat services and repairs boilers in Bristol.', website: 'https://harbourheat.example', offer_main: 'Boiler servicing, repairs and the Harbour Care Plan' };
  const doc = { kind: 'document' as const, id: 'doc-1', title: 'prices.md', text: '# Prices\n\n- Harbour Care Plan: £16 a month (yearly boiler service, priority booking for repairs, no call-out fee and 10% off parts)\n' };
  const at = (message: string, previous: PreviousAnswer | null) => catalogueAnswer('seo-agent', { message, mode: 'normal', profile, brandVoice: null, spaceName: 'Harbour Heat', referenced: [doc], version: 1 }, previous)!;
  const line = (text: string, label: string) => new RegExp(`${label}: (.*?) _\\((\\d+)/(\\d+) characters\\)_`).exec(text);

  it('the description loses a sentence or list items, not its meaning; the title stays as it was', () => {
    const request = 'Write a meta title and description for our Care Plan page.';
    const first = at(request, null);
    const r = at('Make the description shorter.', { deliverable: first.field ?? '', brief: first.brief, request });
    const before = line(first.field ?? '', 'Meta description')!;
    const after = line(r.field ?? '', 'Meta description')!;
    expect(after[1]!.length).toBeLessThan(before[1]!.length);
    expect(after[1]!.length).toBeGreaterThan(before[1]!.length * 0.4);
    expect(Number(after[2])).toBe(after[1]!.length);
    expect(line(r.field ?? '', 'Title tag')![0]).toBe(line(first.field ?? '', 'Title tag')![0]);
    expect(r.draft).toMatch(/with the meta description made shorter/);
  });
});


describe('R-PROD-02 SEO agent: "put Bristol in both" puts the words into the title tag and the description', () => {
  const profile = { business_name: 'Harbour Heat', business_description: 'Harbour Heat services and repairs boilers in Bristol.', website: 'https://harbourheat.example', offer_main: 'Boiler servicing, repairs and the Harbour Care Plan' };
  const doc = { kind: 'document' as const, id: 'doc-1', title: 'prices.md', text: '# Prices\n\n- Harbour Care Plan: £16 a month (yearly boiler service and priority repairs)\n' };
  const at = (message: string, previous: PreviousAnswer | null) => catalogueAnswer('seo-agent', { message, mode: 'normal', profile, brandVoice: null, spaceName: 'Harbour Heat', referenced: [doc], version: 1 }, previous)!;
  const request = 'Write a meta title and description for our Care Plan page.';
  const first = at(request, null);
  const previous = { deliverable: first.field ?? '', brief: first.brief, request };

  it('"Put Bristol in both." names Bristol in each, within its limit, with counts that match', () => {
    const r = at('Put Bristol in both.', previous);
    const title = /Title tag: (.*?) _\((\d+)\/60 characters\)_/.exec(r.field ?? '')!;
    const description = /Meta description: (.*?) _\((\d+)\/155 characters\)_/.exec(r.field ?? '')!;
    expect(title[1]).toMatch(/Bristol/);
    expect(description[1]).toMatch(/Bristol/);
    expect(Number(title[2])).toBe(title[1]!.length);
    expect(Number(description[2])).toBe(description[1]!.length);
    expect(title[1]!.length).toBeLessThanOrEqual(60);
    expect(r.draft).toMatch(/with "Bristol" in the title tag and the meta description added/);
  });

  it('"Include \'Bristol\' in the title." changes the title tag only', () => {
    const r = at("Include 'Bristol' in the title.", previous);
    expect(r.field).toMatch(/Title tag: [^\n]*Bristol/);
    expect(/Meta description: .*$/m.exec(r.field ?? '')?.[0]).toBe(/Meta description: .*$/m.exec(first.field ?? '')?.[0]);
  });

  it('"Use \'same-day\' in the title." puts a describing word before what it describes, in the title\'s case, and recounts', () => {
    const r = at("Use 'same-day' in the title.", previous);
    const title = /Title tag: (.*?) _\((\d+)\/60 characters\)_/.exec(r.field ?? '')!;
    const before = /Title tag: (.*?) _\(/.exec(first.field ?? '')![1]!;
    expect(title[1]).toBe(`Same-Day ${before}`.length <= 60 ? `Same-Day ${before}` : `Same-Day ${before.split(' | ')[0]}`);
    expect(Number(title[2])).toBe(title[1]!.length);
  });

  it('a question the engine cannot act on says so and keeps the answer, never "as asked"', () => {
    const r = at('How many visits should we expect from that?', previous);
    expect(r.draft).not.toMatch(/as asked/);
    expect(r.draft).toMatch(/could not/);
    expect(r.field?.trim()).toBe(first.field?.trim());
  });
});

describe('R-PROD-02 a star rating in the facts is said as a rating in the copy', () => {
  const profile = { business_name: 'Harbour Heat', business_description: 'Harbour Heat services and repairs boilers in Bristol.', website: 'https://harbourheat.example', offer_main: 'Boiler servicing and repairs' };
  const doc = { kind: 'document' as const, id: 'doc-1', title: 'reviews.md', text: '# Reviews\n\nReviews from our Google Business Profile: 4.9 stars from 312 reviews (November 2026).\n' };
  it('"Rated 4.9 stars from 312 reviews on Google Business Profile", never "Harbour Heat has reviews from our …"', () => {
    const r = catalogueAnswer('email-agent', { message: "Write a win-back email for customers who haven't booked with us in 2 years.", mode: 'normal', profile, brandVoice: null, spaceName: 'Harbour Heat', referenced: [doc], version: 1 }, null)!;
    expect(r.field).toContain('Rated 4.9 stars from 312 reviews on Google Business Profile (November 2026).');
    expect(r.field).not.toMatch(/has reviews from our/);
  });
});
