import { describe, expect, it } from 'vitest';
import { readBrief } from '../../../core/server/agents/brief/read-brief.ts';
import { tasksOf } from '../../../core/server/agents/tasks/catalogue.ts';
import type { AgentSlug, Brief } from '../../../core/server/agents/brief/brief.ts';
import type { AgentTask, PreviousAnswer } from '../../../core/server/agents/tasks/agent-task.ts';
import { CHANNEL_FORMATS, SEARCH_SNIPPET } from '../../../core/server/agents/brief/channel-formats.ts';
import { SpaceLibrary } from '../../../core/server/agents/space-library.ts';
import { ReferencedMaterial } from '../../../core/server/agents/referenced-material.ts';
import type { DocumentRecord, KnowledgeRepository } from '../../../core/server/knowledge/ports.ts';

/** A catalogue entry for reading only: these tests never generate. */
function task(agent: AgentSlug, id: string, cues: string[], delivers: string[]): AgentTask {
  return { id, agent, label: id, cues, delivers, starter: `Ask for ${id}`, generate: () => { throw new Error('the brief reader never generates'); } };
}

const EMAIL = [
  task('email-agent', 'email.promotion', ['offer', 'discount', 'sale', 'promote', 'code'], ['email']),
  task('email-agent', 'email.sequence', ['sequence', 'nurture', 'onboarding', 'drip'], ['email']),
  task('email-agent', 'email.win-back', ['win back', 'lapsed', 'come back'], ['email']),
  task('email-agent', 'email.follow-up', ['follow up', 'following up'], ['email']),
  task('email-agent', 'email.subject-lines', ['subject line'], ['subject line']),
];
const CREATIVE = [
  task('creative-agent', 'creative.social-posts', ['post', 'caption', 'social'], ['post', 'caption']),
  task('creative-agent', 'creative.ads', ['ad', 'advert'], ['ad']),
  task('creative-agent', 'creative.script', ['script', 'podcast', 'radio'], ['script']),
  task('creative-agent', 'creative.banner-lines', ['banner', 'booth', 'sign'], ['line', 'banner']),
  task('creative-agent', 'creative.headlines', ['headline'], ['headline', 'tagline']),
];
const SEO = [
  task('seo-agent', 'seo.audit', ['audit', 'check'], ['audit']),
  task('seo-agent', 'seo.keywords', ['keyword'], ['keyword']),
  task('seo-agent', 'seo.faq', ['faq', 'question'], ['faq']),
  task('seo-agent', 'seo.meta', ['meta'], ['meta title', 'meta description']),
];
const STRATEGY = [
  task('strategy-review-agent', 'strategy.review', ['review', 'plan'], ['review']),
  task('strategy-review-agent', 'strategy.budget', ['budget', 'split', 'saving'], ['split']),
  task('strategy-review-agent', 'strategy.positioning', ['competitor', 'against', 'position', 'compared'], ['positioning']),
];
const CATALOGUES = { 'email-agent': EMAIL, 'creative-agent': CREATIVE, 'seo-agent': SEO, 'strategy-review-agent': STRATEGY } as const;
type Agent = keyof typeof CATALOGUES;

const TITLES = ['swiftline-rate-sheet.md', 'harbour-light-one-pager.pdf', 'q3-marketing-plan.docx'];

function brief(agent: Agent, request: string, options: { titles?: string[]; previous?: PreviousAnswer | null } = {}): Brief {
  return readBrief({ request, agent, tasks: CATALOGUES[agent], sourceTitles: options.titles ?? TITLES, previous: options.previous ?? null });
}

describe('R-PROD-02 brief reader: words of the request keep their role', () => {
  it('an audience after "for" is whom the ads are for, never the product', () => {
    const read = brief('creative-agent', 'Three LinkedIn ads for owner-dentists who run two or more surgeries');
    expect(read.audience).toBe('owner-dentists who run two or more surgeries');
    expect(read.topic).toBeNull();
    expect(read.deliverables).toEqual([{ noun: 'ad', count: 3, platforms: ['linkedin'], seconds: null }]);
    expect(read.task).toBe('creative.ads');
  });

  it('"subject lines for our back care programme launch email": the programme is the topic, the launch is what the email does', () => {
    expect(brief('email-agent', 'Write 3 subject lines for our back care programme launch email.').topic).toBe('our back care programme');
    expect(brief('email-agent', '5 subject lines for the spring sale email').topic).toBe('the spring sale');
  });

  it('"Keep it to 5 bullet points" is a limit of five bullets, and Keep is no competitor', () => {
    const read = brief('strategy-review-agent', 'Summarise why cafes should switch to our flour delivery. Keep it to 5 bullet points.');
    expect(read.limits).toEqual({ words: null, characters: null, bullets: 5, sentences: null });
    expect(read.competitors).toEqual([]);
  });

  it('a monthly saving is a saving to move, and the budget is the budget', () => {
    const read = brief('strategy-review-agent', 'Dropping the print catalogue frees up a $3,000 monthly saving. Our total budget is $20k a quarter. Where should the saving go?');
    expect(read.amounts).toEqual([
      { value: 3000, currency: 'USD', period: 'month', role: 'saving', text: '$3,000' },
      { value: 20000, currency: 'USD', period: 'quarter', role: 'budget', text: '$20k' },
    ]);
    expect(read.task).toBe('strategy.budget');
  });

  it('instructions on how to work never become the subject or the audience, nor a piece of work', () => {
    const read = brief('email-agent', 'Write 3 emails for parents who signed up at the school fair. Use the attached one-pager for facts. Full details please.');
    expect(read.audience).toBe('parents who signed up at the school fair');
    expect(read.topic).toBeNull();
    expect(read.deliverables).toEqual([{ noun: 'email', count: 3, platforms: [], seconds: null }]);
    expect(read.sources).toEqual(['harbour-light-one-pager.pdf']);
  });

  it('names the product or subject when the request does, and leaves it empty when it does not', () => {
    expect(brief('creative-agent', 'A 30-second podcast ad script for our overnight freight service').topic).toBe('our overnight freight service');
    expect(brief('creative-agent', '5 Instagram captions for the autumn bake sale').topic).toBe('the autumn bake sale');
    expect(brief('email-agent', 'Invite donors to the spring gala and ask them to buy a table.').topic).toBe('the spring gala');
    expect(brief('email-agent', 'Write an email to practice managers at multi-site groups.').topic).toBeNull();
  });
});

describe('R-PROD-02 brief reader: pieces of work with their counts, channels and lengths', () => {
  it.each([
    ['email-agent', 'Draft 3 emails for clinic managers who started a trial last week', [{ noun: 'email', count: 3, platforms: [], seconds: null }]],
    ['email-agent', 'Write a four-email onboarding sequence for new Bread Club members', [{ noun: 'email', count: 4, platforms: [], seconds: null }]],
    ['seo-agent', 'Suggest 10 keywords for pallet delivery in the Midlands', [{ noun: 'keyword', count: 10, platforms: [], seconds: null }]],
    ['creative-agent', '5 Instagram captions for the autumn bake sale', [{ noun: 'caption', count: 5, platforms: ['instagram'], seconds: null }]],
    ['creative-agent', 'Six lines for the booth banner at the Dental Showcase', [{ noun: 'line', count: 6, platforms: ['print'], seconds: null }]],
    ['creative-agent', 'A 30-second podcast ad script for our overnight freight service', [{ noun: 'script', count: 1, platforms: ['podcast'], seconds: 30 }]],
    ['creative-agent', 'Two LinkedIn posts and one X post about the coat drive', [{ noun: 'post', count: 2, platforms: ['linkedin'], seconds: null }, { noun: 'post', count: 1, platforms: ['x'], seconds: null }]],
    ['creative-agent', 'Write 3 posts each for Instagram and Facebook about our Mother\'s Day cakes', [{ noun: 'post', count: 3, platforms: ['instagram', 'facebook'], seconds: null, perPlatform: true }]],
    ['email-agent', 'I need a welcome sequence of 4 emails for new wholesale customers', [{ noun: 'email', count: 4, platforms: [], seconds: null }]],
    ['seo-agent', 'Meta title and description for our tracking page, max 150 characters', [{ noun: 'meta title', count: null, platforms: [], seconds: null }, { noun: 'meta description', count: null, platforms: [], seconds: null }]],
    ['creative-agent', 'Banner lines for the trade-show booth: six of them, under 8 words each', [{ noun: 'banner line', count: 6, platforms: ['print'], seconds: null }]],
  ] as const)('%s: "%s"', (agent, request, deliverables) => {
    expect(brief(agent, request).deliverables).toEqual(deliverables);
  });

  it('the channel names of the request are kept, and a channel in a list is no piece of work', () => {
    const read = brief('strategy-review-agent', 'Our marketing budget is $12,000 per quarter. How should we split it across LinkedIn, Google Ads and events?');
    expect(read.platforms).toEqual(['linkedin', 'google-search']);
    expect(read.deliverables).toEqual([]);
    expect(read.amounts).toEqual([{ value: 12000, currency: 'USD', period: 'quarter', role: 'budget', text: '$12,000' }]);
  });

  it('a piece named with a sum right after it and no verb asking for it is a figure, not work asked for', () => {
    const split = brief('strategy-review-agent', 'Our split is Facebook ads £600, leaflets £300, Google Business Profile £100, email £200. Move 10% from leaflets to email and show me the new split.');
    expect(split.deliverables).toEqual([]);
    expect(split.outOfRemit).toBeNull();
    const figures = brief('strategy-review-agent', 'GA4: 4,100 sessions, 2.1% request a quote. Google Ads: £3,000 spend, 79 quote requests. What do we change?');
    expect(figures.deliverables).toEqual([]);
    expect(brief('creative-agent', 'Write a Facebook ad (£10 off the first groom) for dog owners').deliverables.map((d) => d.noun)).toEqual(['ad']);
  });

  it('channels named as where money goes, or as what brings customers, are no pieces of work', () => {
    const split = brief('strategy-review-agent', 'We have £9,000 for spring. Split it across Facebook, email and local radio.');
    expect(split.deliverables).toEqual([]);
    expect(split.platforms).toEqual(['facebook', 'email', 'radio']);
    expect(split.amounts).toEqual([{ value: 9000, currency: 'GBP', period: null, role: 'budget', text: '£9,000' }]);
    const costs = brief('strategy-review-agent', 'Flyers cost us £400 last month and brought 3 sign-ups; Instagram ads cost £250 and brought 11. What should we shift?');
    expect(costs.deliverables).toEqual([]);
    expect(costs.outOfRemit).toBeNull();
    expect(costs.offer.price).toBeNull();
    expect(costs.amounts.map((a) => `${a.text} ${a.role}`)).toEqual(['£400 cost', '£250 cost']);
    const next = brief('strategy-review-agent', 'Email brings donors at £4 each and Facebook at £11. Where should the next £1,000 go?');
    expect(next.deliverables).toEqual([]);
    expect(next.amounts.map((a) => `${a.text} ${a.role}`)).toEqual(['£4 cost', '£11 cost', '£1,000 budget']);
  });

  it('a discount, a credit or a price in a question is what a customer gets or pays, never the budget to split', () => {
    const roles = (agent: Parameters<typeof brief>[0], request: string) => brief(agent, request).amounts.map((a) => `${a.text} ${a.role}`);
    expect(roles('strategy-review-agent', 'Should we lead our spring campaign with the free first month on the plan, or with a £20 discount on the full overhaul? We can only afford to push one.')).toEqual(['£20 offer']);
    expect(roles('strategy-review-agent', 'Should we push the free trial or a $100 setup credit on Starter this quarter?')).toEqual(['$100 offer']);
    expect(roles('strategy-review-agent', 'Our Growth plan costs $399 a month. Is that right for our campaign?')).toEqual(['$399 price']);
    expect(roles('strategy-review-agent', 'Take $500 off the Google Ads budget and move it to email.')).toEqual(['$500 saving']);
  });

  it('the channels\' published limits are there for the generators', () => {
    expect(CHANNEL_FORMATS.instagram.images.map((i) => `${i.width}x${i.height}`)).toEqual(['1080x1080', '1080x1350']);
    expect(CHANNEL_FORMATS['google-search'].headline).toEqual({ maxCharacters: 30, max: 15 });
    expect(CHANNEL_FORMATS['google-search'].description).toEqual({ maxCharacters: 90, max: 4 });
    expect(SEARCH_SNIPPET).toEqual({ titleCharacters: 60, descriptionCharacters: 155 });
    expect(CHANNEL_FORMATS.x.maxCharacters).toBe(280);
    expect(CHANNEL_FORMATS.linkedin.maxCharacters).toBe(3000);
  });
});

describe('R-PROD-02 brief reader: the offer, the limits and the language', () => {
  it('"20% off designer frames with code …": the discount is on the frames, a plural the parser reads as a verb', () => {
    expect(brief('email-agent', 'Write a promotion email: 20% off designer frames with code SPEC20 until 31 January.').offer.appliesTo).toBe('designer frames');
    expect(brief('email-agent', 'Promo email: £10 off contact lens checks with code LENS10.').offer.appliesTo).toBe('contact lens checks');
    // 'any 3-night stay': the measure joined to its number describes the stay, which is what the discount is on.
    expect(brief('email-agent', 'Newsletter: 15% off any 3-night stay in a bell tent, code AUTUMN15, book by 30 April.').offer.appliesTo).toBe('any 3-night stay');
    // ('one-off' is read as two words joined by a hyphen: the thing goes on after it.)
    expect(brief('email-agent', 'Promo email: 10% off any one-off gutter clean with code GUTTER10 until 30 June.').offer.appliesTo).toBe('any one-off gutter clean');
    // Which ones it is on, and the condition it holds on, stay with it: said to the reader.
    expect(brief('email-agent', 'Promo email: £200 off any heat pump fitted with a new radiator set if they book their survey with code WARM200 before 31 March.').offer.appliesTo).toBe('any heat pump fitted with a new radiator set, when you book your survey');
    expect(brief('email-agent', 'Promo email: £50 off a smart thermostat with a new boiler, code HEAT50, by 31 March.').offer.appliesTo).toBe('a smart thermostat with a new boiler');
    // Said of the audience ('their next box'), the offer is the reader's in the copy.
    expect(brief('email-agent', 'Write an email to customers who paused their subscription, inviting them back with 25% off their next box, code COMEBACK25.').offer.appliesTo).toBe('your next box');
  });

  it('keeps the discount, what it applies to, the code and the deadline as written', () => {
    const read = brief('email-agent', 'Promote the Bread Club to lapsed customers: 20% off the first month with code CRUMB20, valid until 30 September.');
    expect(read.offer).toEqual({ discount: '20% off', code: 'CRUMB20', deadline: 'until 30 September', price: null, appliesTo: 'the first month' });
    expect(read.topic).toBe('the Bread Club');
  });

  it('reads a code given with "use" and a deadline given with "ends"', () => {
    const read = brief('email-agent', 'A reminder email for volunteers, use HELP25 at checkout, ends Sunday');
    expect(read.offer).toEqual({ discount: null, code: 'HELP25', deadline: 'ends Sunday', price: null, appliesTo: null });
  });

  it('reads a price with its period, and an offer that is not a figure off', () => {
    expect(brief('email-agent', 'Announce our new Pro plan, just $39/month, to existing practices').offer.price).toBe('$39/month');
    const box = brief('creative-agent', '3 Facebook ad variations for the Bread Club, £18 a month, first box half price');
    expect(box.offer).toEqual({ discount: 'half price', code: null, deadline: null, price: '£18 a month', appliesTo: 'first box' });
    expect(box.deliverables).toEqual([{ noun: 'ad', count: 3, platforms: ['facebook'], seconds: null }]);
  });

  it('a product\'s price is the offer\'s, and the product is named without it', () => {
    const read = brief('email-agent', 'Promote our £49/month Pro plan to existing clinics, offer ends 31 March');
    expect(read.topic).toBe('our Pro plan');
    expect(read.audience).toBe('existing clinics');
    expect(read.offer).toEqual({ discount: null, code: null, deadline: 'ends 31 March', price: '£49/month', appliesTo: null });
    expect(brief('email-agent', 'Write an email for a busy dental practice about our Gold plan, which costs £45 a month').offer.price).toBe('£45 a month');
  });

  it('a quoted title stays whole, and the words inside it are not the audience', () => {
    const read = brief('email-agent', "Invitation email for our talk 'Winter driving for fleet managers' on 3 February");
    expect(read.topic).toBe("our talk 'Winter driving for fleet managers'");
    expect(read.audience).toBeNull();
  });

  it('an article\'s quoted title is its subject, and people doing something are whom it is for', () => {
    const read = brief('seo-agent', "Draft a 600-word blog post, 'What to pack for your first sea kayak trip', for people thinking of booking a tour.");
    expect(read.topic).toBe('What to pack for your first sea kayak trip');
    expect(read.audience).toBe('people thinking of booking a tour');
  });

  it('a trial started "last week" is part of whom it is for, not a deadline', () => {
    const read = brief('email-agent', 'Draft 3 emails for clinic managers who started a trial last week');
    expect(read.audience).toBe('clinic managers who started a trial last week');
    expect(read.offer.deadline).toBeNull();
  });

  it('reads limits on words, characters and sentences, and the language', () => {
    expect(brief('email-agent', 'Write a follow-up email under 80 words for shippers who asked for a quote').limits.words).toBe(79);
    expect(brief('seo-agent', 'Write a meta description for our tracking page, max 150 characters').limits.characters).toBe(150);
    const gala = brief('creative-agent', 'Describe the gala in three sentences, in Spanish');
    expect(gala.limits.sentences).toBe(3);
    expect(gala.language).toBe('es');
  });
});

describe('R-PROD-02 brief reader: sources, links, calls to action and competitors', () => {
  it.each([
    ['seo-agent', 'Audit our rate sheet', ['swiftline-rate-sheet.md']],
    ['seo-agent', 'Turn the one-pager into an FAQ', ['harbour-light-one-pager.pdf']],
    ['strategy-review-agent', 'Review the Q3 plan', ['q3-marketing-plan.docx']],
  ] as const)('%s: "%s" names %j', (agent, request, sources) => {
    expect(brief(agent, request).sources).toEqual(sources);
  });

  it('a plan pasted into the request is material, not the plan document of the space', () => {
    const read = brief('strategy-review-agent', 'Here is our plan for Q1:\nGoal: 200 new donors. Channels: Facebook, direct mail, a gala dinner. Budget: £15,000. Timeline: January to March.');
    expect(read.pasted).toBe('Goal: 200 new donors. Channels: Facebook, direct mail, a gala dinner. Budget: £15,000. Timeline: January to March.');
    expect(read.sources).toEqual([]);
  });

  it('"the attached" is the only document when the space has one', () => {
    expect(brief('email-agent', 'Use the attached to write a launch email', { titles: ['crumb-and-co-price-list.pdf'] }).sources).toEqual(['crumb-and-co-price-list.pdf']);
    expect(brief('email-agent', 'Use the attached to write a launch email').sources).toEqual([]);
  });

  it('reads the link and the call to action, and keeps them out of the subject', () => {
    const read = brief('email-agent', 'Invite donors to the spring gala and ask them to buy a table. Link to https://harbourlight.example/gala');
    expect(read.links).toEqual(['https://harbourlight.example/gala']);
    expect(read.callToAction).toBe('buy a table');
    expect(read.audience).toBe('donors');
    expect(brief('email-agent', 'Please draft a cold outreach email to fleet managers at mid-sized hauliers. Keep it under 120 words. CTA: book a 15-minute demo.').callToAction).toBe('book a 15-minute demo');
  });

  it('names competitors only where the request sets us against them', () => {
    expect(brief('strategy-review-agent', 'How do we win against Kinetix and FreightHub?').competitors).toEqual(['Kinetix', 'FreightHub']);
    expect(brief('strategy-review-agent', 'Compared with Dentally, is our price too high?').competitors).toEqual(['Dentally']);
    expect(brief('strategy-review-agent', 'Compare us with DHL and FedEx on price').competitors).toEqual(['DHL', 'FedEx']);
  });
});

describe('R-PROD-02 brief reader: the task, and what is outside it', () => {
  it('chooses the task from what is asked for, then from its cues', () => {
    expect(brief('email-agent', 'Write a four-email onboarding sequence for new Bread Club members').task).toBe('email.sequence');
    expect(brief('email-agent', 'Write a win-back email for lapsed members of the bread club').task).toBe('email.win-back');
    expect(brief('email-agent', 'Quick one: subject lines only, 6 of them, for the Black Friday sale').task).toBe('email.subject-lines');
    expect(brief('seo-agent', 'Turn the one-pager into an FAQ').task).toBe('seo.faq');
  });

  it('a vague request gets the agent\'s first task, a precise one its own', () => {
    const vague = brief('email-agent', 'Help me with our marketing');
    expect(vague.task).toBe('email.promotion');
    expect(vague.deliverables).toEqual([]);
    expect(brief('email-agent', 'Write a follow-up email under 80 words for shippers who asked for a quote').task).toBe('email.follow-up');
  });

  it('a legal agreement is outside the remit, named as it was asked for; an email about legal terms is not', () => {
    const agreement = brief('email-agent', 'Draft a partnership agreement between us and a supplier. Full legal text please.');
    expect(agreement.task).toBeNull();
    expect(agreement.outOfRemit).toBe('a partnership agreement');
    expect(brief('email-agent', 'Can you write the employment contract for our new pottery tutor? 30 hours a week.').outOfRemit).toBe('an employment contract');
    expect(brief('strategy-review-agent', 'Can you draw up the employment contract for our new weekend café assistant? 12 hours a week.').outOfRemit).toBe('an employment contract');
    expect(brief('creative-agent', 'Draft an NDA for the freelance photographer').outOfRemit).toBe('an NDA');
    expect(brief('strategy-review-agent', 'Fix our stock spreadsheet: the totals column is wrong').outOfRemit).toBe('a stock spreadsheet');
    expect(brief('email-agent', 'Write an Excel macro that emails our list').outOfRemit).toBe('an Excel macro');
    expect(brief('email-agent', 'Check this support macro against our voice: "Hi there, thanks for reaching out! We will get back to you soon."').outOfRemit).toBeNull();
    expect(agreement.deliverables).toEqual([]);
    expect(brief('email-agent', 'Write me a privacy policy for the website').outOfRemit).toBe('a privacy policy');
    // 'Quick one:' opens the ask; it is no label that makes the rest a side note.
    expect(brief('seo-agent', "Quick one: can you sort out the Saturday staff rota for spring? We've got 3 coaches and 8 sessions.").outOfRemit).toBe('a staff rota');
    // Site safety paperwork is no marketing piece, and its name is not garbled by the acronym in brackets.
    const rams = brief('email-agent', 'Sam needs a RAMS (risk assessment and method statement) for the loft conversion on Friday so the site manager can sign it off. Can you write it up?');
    expect(rams.outOfRemit).toBe('a risk assessment and method statement');
    expect(rams.outsideMarketing).toBe(true);
    const email = brief('email-agent', 'Write an email to wholesale accounts about our updated terms of service');
    expect(email.outOfRemit).toBeNull();
    expect(email.task).toBe('email.promotion');
    expect(email.topic).toBe('our updated terms of service');
  });

  it('contracts counted as results or naming a kind of client are no legal work asked for', () => {
    // A budget split towards contracts won, and a quarter's review that counts them: the marketing is asked, not a contract.
    const split = brief('strategy-review-agent', 'We have £2,000 a month. How should we split it across Google Ads, LinkedIn and trade shows to win 30 new maintenance contract customers by September?');
    expect(split.outOfRemit).toBeNull();
    expect(split.task).not.toBeNull();
    const review = brief('strategy-review-agent', 'Review last quarter: we spent £4,000 on Google Ads and £1,000 on LinkedIn. That brought 40 enquiries and 6 signed contracts. What would you change?');
    expect(review.outOfRemit).toBeNull();
    expect(review.task).not.toBeNull();
    // Still outside: a contract or its template to draft.
    expect(brief('strategy-review-agent', 'Draft a service contract template for our lift maintenance customers.').outOfRemit).toBe('a service contract');
  });

  it('code and a piece no task of the agent delivers are outside the remit, named plainly', () => {
    expect(brief('email-agent', 'Write a Python script to clean our mailing list').outOfRemit).toBe('code');
    const script = brief('email-agent', 'Write a podcast script about our fleet tracking');
    expect(script.task).toBeNull();
    expect(script.outOfRemit).toBe('a podcast script');
  });

  it('a promo code is an offer, not code to write', () => {
    const read = brief('email-agent', 'Write an email with the code SAVE15 for 15% off all loaves');
    expect(read.outOfRemit).toBeNull();
    expect(read.offer.code).toBe('SAVE15');
    expect(read.offer.discount).toBe('15% off');
  });

  it('"the SPRING10 code" names an offer\'s code before the word, and is no code to write', () => {
    expect(brief('creative-agent', 'Put the SPRING10 code into one of the descriptions.').outOfRemit).toBeNull();
    expect(brief('creative-agent', 'Write the SQL code for our booking report.').outOfRemit).not.toBeNull();
  });

  it('material after "Review our plan:" on the same line, or a few short lines after "Audit this page:", is the material', () => {
    const plan = brief('strategy-review-agent', 'Review our plan: Goal: 200 new members by June. Channels: Instagram ads, two open days and a referral card.');
    expect(plan.pasted).toBe('Goal: 200 new members by June. Channels: Instagram ads, two open days and a referral card.');
    const page = brief('seo-agent', 'Audit this page:\nHarbour kayak tours\nCalm water, small groups, all kit included.');
    expect(page.pasted).toBe('Harbour kayak tours\nCalm water, small groups, all kit included.');
  });

  it('a sample sent on its own to the brand voice agent is the material; a request for a guide is not', () => {
    const sample = 'We fix bikes properly. You get a clear quote first and your bike back washed, usually within two days.';
    expect(readBrief({ request: sample, agent: 'brand-voice', tasks: [], sourceTitles: [], previous: null }).pasted).toBe(sample);
    expect(readBrief({ request: 'A voice cheat-sheet for our mechanics writing quotes: 5 rules, each with a bad example and a good rewrite.', agent: 'brand-voice', tasks: [], sourceTitles: [], previous: null }).pasted).toBeNull();
  });

  it('"a welcome email series" asks for a series of the task\'s length, and a report can be what an email announces', () => {
    expect(brief('email-agent', 'Write a welcome email series for new climbers').deliverables).toEqual([{ noun: 'email', count: null, platforms: [], seconds: null }]);
    expect(brief('email-agent', 'Write a launch email about our new monthly tide report').topic).toBe('our new monthly tide report');
  });

  it('text pasted after the instruction is material, and the instruction is read on its own', () => {
    const read = brief('email-agent', 'Rewrite this email: Dear friends, we are so excited to tell you about our new sourdough club which gives members a fresh loaf every week.');
    expect(read.pasted).toBe('Dear friends, we are so excited to tell you about our new sourdough club which gives members a fresh loaf every week.');
    expect(read.audience).toBeNull();
    const lines = brief('email-agent', 'Write 2 emails for new volunteers.\nKeep each under 100 words.\nUse a warm tone and link to https://harbourlight.example/volunteer');
    expect(lines.pasted).toBeNull();
    expect(lines.limits.words).toBe(99);
    expect(lines.links).toEqual(['https://harbourlight.example/volunteer']);
  });
});

describe('R-PROD-02 brief reader: the offer, the people and the subject as the request gives them', () => {
  it('a deadline after what the offer applies to is kept, and a possessive opens what it applies to', () => {
    const read = brief('email-agent', 'Email to lapsed climbers: use code ROPE15 for 15% off the first month until 30 April.');
    expect(read.offer).toEqual({ discount: '15% off', code: 'ROPE15', deadline: 'until 30 April', price: null, appliesTo: 'the first month' });
    const box = brief('email-agent', 'Write a promo email for practice receptionists: 10% off your first stationery order with code DESK10.');
    expect(box.offer.appliesTo).toBe('your first stationery order');
    expect(box.audience).toBe('practice receptionists');
  });

  it('"Target:" people and "targeting" people are the audience; a thing after "the" that the tagger read as a verb is still the subject', () => {
    const read = brief('email-agent', 'Write an email about the spring restock. Target: first-time buyers.');
    expect(read.audience).toBe('first-time buyers');
    expect(read.topic).toBe('the spring restock');
    expect(brief('creative-agent', 'Instagram captions targeting first-time homebuyers for our mortgage advice.').audience).toBe('first-time homebuyers');
  });

  it('a price next to a free trial is a price, and what the email offers people is not part of who they are', () => {
    const launch = brief('email-agent', 'Launch email for our new Studio plan at $29/month, with a 14-day free trial.');
    expect(launch.offer.price).toBe('$29/month');
    expect(launch.offer.discount).toBe('free trial');
    expect(brief('email-agent', 'Email to lapsed members offering two months free if they rejoin before 1 March.').audience).toBe('lapsed members');
  });

  it('a quote sent is the price, and 0% finance is the offer', () => {
    const read = brief('email-agent', 'Follow-up email to Mr and Mrs Okafor after the site survey. Send the fixed quote (£4,100 including scaffolding), mention 0% finance, and ask them to pick a start date.');
    expect(read.offer.price).toBe('£4,100');
    expect(read.offer.discount).toBe('0% finance');
    expect(read.audience).toBe('Mr and Mrs Okafor');
    expect(read.competitors).toEqual([]);
  });

  it('people the tagger reads as a verb, or after "to", are still whom it is for', () => {
    expect(brief('email-agent', 'Write an email to dog walkers: 15% off our winter coats until the end of February.').audience).toBe('dog walkers');
    expect(brief('email-agent', 'March newsletter for volunteers: thank everyone for the beach clean.').audience).toBe('volunteers');
    expect(brief('email-agent', 'Email for regulars: £5 off their next haircut, valid through 30 June.').audience).toBe('regulars');
  });

  it('the person a follow-up goes to is the audience, never a competitor', () => {
    const demo = brief('email-agent', "Follow-up email after Monday's call with Priya Raman, Head of Ops at Larch Logistics. She asked about pricing.");
    expect(demo.audience).toBe('Priya Raman, Head of Ops at Larch Logistics');
    expect(demo.competitors).toEqual([]);
    expect(brief('email-agent', 'Follow-up email to Jon Reyes after the site visit.').competitors).toEqual([]);
    expect(brief('strategy-review-agent', 'How do we stand apart from Loomly and the Buffer Group for agencies?').competitors).toEqual(['Loomly', 'Buffer Group']);
  });

  it('a date after a product name, and a subject the copy must leave out, are not the subject', () => {
    expect(brief('email-agent', "We're launching the Night Owl Roast next week. Write the launch email to subscribers.").topic).toBe('the Night Owl Roast');
    expect(brief('creative-agent', 'Tagline options for the studio: 5 of them, nothing about weight loss.').topic).toBeNull();
    expect(brief('seo-agent', 'Write an article about getting your deposit back faster, for tenants.').topic).toBe('getting your deposit back faster');
    expect(brief('email-agent', "We're relaunching the Garden Club for spring. Write the email to past members who had a one-off visit last year.").topic).toBe('the Garden Club');
  });
});

describe('R-PROD-02 brief reader: pieces asked for, and pieces only mentioned', () => {
  it('a plan written out as steps after "plan:" is the plan to review, not ads asked for; pieces listed after a colon still are', () => {
    for (const request of ['Review our plan: run ads on Facebook.', 'Review our plan: run Facebook ads for 3 months, then switch to leaflets.']) {
      const read = readBrief({ request, agent: 'strategy-review-agent', tasks: tasksOf('strategy-review-agent'), sourceTitles: [], previous: null });
      expect(read.outOfRemit).toBeNull();
      expect(read.deliverables).toEqual([]);
      expect(read.task).toBe('strategy.plan-review');
    }
    expect(brief('creative-agent', 'Launch plan: 3 Instagram captions and a Facebook ad.').deliverables.map((d) => d.noun)).toEqual(expect.arrayContaining(['caption', 'ad']));
  });

  it('pieces the audience writes ("for our engineers writing LinkedIn posts") are what the guide is about, not pieces asked for', () => {
    const read = readBrief({ request: "Write a short do/don't guide for our sales engineers writing LinkedIn posts: 4 dos and 4 don'ts, with a before/after example for two of them.", agent: 'brand-voice', tasks: tasksOf('brand-voice'), sourceTitles: [], previous: null });
    expect(read.outOfRemit).toBeNull();
    expect(read.deliverables.map((d) => d.noun)).not.toContain('post');
    expect(read.task).toBe('brand-voice.guide');
    expect(brief('creative-agent', 'Help with writing 3 LinkedIn posts about the spring menu.').deliverables.map((d) => d.noun)).toContain('post');
  });

  it('"3 variations of a Facebook ad" asks for three ads; a heard ad is a script', () => {
    expect(brief('creative-agent', '3 variations of a Facebook ad for the winter menu, each under 40 words.').deliverables).toEqual([{ noun: 'ad', count: 3, platforms: ['facebook'], seconds: null }]);
    const radio = brief('creative-agent', 'Write a 20-second radio ad for the garden centre sale.');
    expect(radio.deliverables).toEqual([{ noun: 'script', count: 1, platforms: ['radio'], seconds: 20 }]);
    expect(radio.task).toBe('creative.script');
  });

  it('a piece inside a clause about someone, or a part of each piece, is not asked for', () => {
    expect(brief('creative-agent', 'Posts for our staff who answer Instagram messages: 4 of them.').deliverables.map((d) => d.noun)).toEqual(['post']);
    expect(brief('creative-agent', '4 Instagram captions about the new kiln, each under 50 words with 2 hashtags.').deliverables).toEqual([{ noun: 'caption', count: 4, platforms: ['instagram'], seconds: null }]);
    expect(brief('email-agent', 'Welcome sequence for new members: 3 emails over their first week, each with a subject line.').deliverables.map((d) => `${d.count} ${d.noun}`)).toEqual(['null sequence', '3 email']);
  });

  it('the days a series goes out on are kept with its emails', () => {
    expect(brief('email-agent', 'Welcome sequence for new members: 3 emails over their first month (day 0, day 7 and day 28), each with a subject line.').deliverables.find((d) => d.noun === 'email')?.sendDays).toEqual([0, 7, 28]);
  });

  it('a piece followed by what it does ends there, and a reminder is a message', () => {
    expect(brief('creative-agent', 'A LinkedIn post celebrating our tenth year, for our clients and partners.').deliverables).toEqual([{ noun: 'post', count: 1, platforms: ['linkedin'], seconds: null }]);
    expect(brief('creative-agent', 'An SMS reminder for patients with appointments tomorrow.').deliverables.map((d) => d.noun)).toEqual(['sms reminder']);
  });

  it('a piece ruled out is not asked for, and a free week is an offer', () => {
    expect(brief('creative-agent', '3 LinkedIn posts for accountants about our new invoicing feature, no hashtags.').deliverables).toEqual([{ noun: 'post', count: 3, platforms: ['linkedin'], seconds: null }]);
    expect(brief('email-agent', 'Newsletter intro for subscribers: the summer menu is here, kids eat free in August.').offer.discount).toBe('kids eat free');
    expect(brief('email-agent', 'Win-back email for members who cancelled in the last 60 days, offer a free week with code COMEBACK.').offer).toEqual({ discount: 'free week', code: 'COMEBACK', deadline: null, price: null, appliesTo: null });
  });

  it('the page links go to is what link ideas are about', () => {
    expect(brief('seo-agent', '4 internal-link ideas from our blog to the Family Pass page, with the anchor text for each.').topic).toBe('the Family Pass');
  });

  it('"5 fixes" and "5 links" count what an audit and link ideas give', () => {
    expect(brief('seo-agent', 'Audit the attached menu as a web page for local SEO. Give me 5 fixes, most important first.').deliverables.find((d) => d.noun === 'fix')?.count).toBe(5);
    const links = readBrief({ request: 'Internal-link ideas: 6 links between our lessons page, prices page and gift card page, with anchor text.', agent: 'seo-agent', tasks: [task('seo-agent', 'seo.links', ['internal link'], ['internal link'])], sourceTitles: [], previous: null });
    expect(links.deliverables.find((d) => d.noun === 'internal link')?.count).toBe(6);
  });

  it('"I\'m planning a blog post called … Using our prices, give me the outline … Don\'t write the article yet" asks for the outline only', () => {
    const read = brief('seo-agent', "I'm planning a blog post called 'How long does a heat pump install take?'. Using the prices in our price list, give me the outline: H1, H2s and H3s, and a note on each section. Don't write the article yet.");
    expect(read.deliverables.map((d) => d.noun)).toEqual(['outline']);
  });

  it('an outline keeps what it is an outline of', () => {
    expect(brief('seo-agent', 'Write a landing-page outline for the kayak tours').deliverables).toEqual([{ noun: 'outline', count: 1, platforms: ['web'], seconds: null, of: 'landing page' }]);
    expect(brief('seo-agent', 'Outline a blog post on winter tyre checks').deliverables).toEqual([{ noun: 'outline', count: 1, platforms: ['web'], seconds: null, of: 'blog post' }]);
  });

  it('email named as one channel among others in a strategy question is no email to write', () => {
    expect(brief('strategy-review-agent', 'How should we split £4,000 a month between Google Ads, Instagram and email?').deliverables).toEqual([]);
    expect(brief('strategy-review-agent', 'Should we move budget from email to TikTok?').deliverables).toEqual([]);
  });

  it('channels weighed against each other are no pieces of work, and a plan someone sent is one to review', () => {
    const cut = brief('strategy-review-agent', 'We must drop one: Google Ads, LinkedIn Ads, the Etsy listing or email. Which goes?');
    expect(cut.deliverables).toEqual([]);
    expect(brief('creative-agent', 'We need captions, posts and ads for Instagram and Facebook').deliverables.map((d) => d.noun)).toEqual(['caption', 'post', 'ad']);
    const plan = brief('strategy-review-agent', 'My partner sent this spring plan. Score it out of 10.\n\nSpring plan: 1) Double Instagram spend. 2) Stop the newsletter.');
    expect(plan.deliverables).toEqual([]);
    expect(plan.task).toBe('strategy.review');
  });

  it('a named product keeps its name without the page or email it goes on, and a bare address is a link', () => {
    expect(brief('creative-agent', '4 taglines for the Family Pass page, each under 8 words').topic).toBe('the Family Pass');
    expect(brief('email-agent', '6 subject lines for the Night Owl Roast email').topic).toBe('the Night Owl Roast');
    expect(brief('email-agent', 'Invitation email for our open evening on 12 March. Booking: kilnandco.example/open-evening').links).toEqual(['kilnandco.example/open-evening']);
    expect(brief('email-agent', 'Email hello@kilnandco.example about the class').links).toEqual([]);
  });

  it('a channel is never the subject, a named offer to include is, and someone\'s review is material, not a piece', () => {
    const radio = brief('creative-agent', 'Write a 30-second radio ad for Leeds community radio. Include the Family Pass offer.');
    expect(radio.topic).toBe('the Family Pass offer');
    const posts = brief('creative-agent', "3 Facebook posts for March: one for the Family Pass, one for birthday parties, one with Amira's review.");
    expect(posts.deliverables).toEqual([{ noun: 'post', count: 3, platforms: ['facebook'], seconds: null, subjects: ['the Family Pass', 'birthday parties', "Amira's review"] }]);
    expect(posts.dates).toEqual(['March']);
  });

  it('sections listed for a newsletter are its subjects, and a phrase inside one is not the whole subject', () => {
    const read = brief('email-agent', 'Draft the May newsletter with three short sections: the new rhubarb tart for late lunches, how to store sourdough, and Ada\'s story from the regulars doc.');
    expect(read.deliverables[0]!.subjects).toEqual(['the new rhubarb tart for late lunches', 'how to store sourdough', "Ada's story from the regulars doc"]);
    expect(read.topic).toBeNull();
  });

  it('the target a request sets is its goal, as written', () => {
    expect(brief('strategy-review-agent', 'A 30/60/90-day plan for our new stockist programme, aiming for 12 signed stockists by day 90.').goal).toBe('12 signed stockists by day 90');
    expect(brief('strategy-review-agent', '30/60/90-day plan to sign up 60 new members by the end of April.').goal).toBe('sign up 60 new members by the end of April');
    expect(brief('email-agent', 'Write an email to get people to book a class').goal).toBeNull();
  });

  it('a keyword the request labels or targets is the subject, and "focus on" people says whom it is for', () => {
    expect(brief('seo-agent', 'Title tag and meta description for our booking page. Keyword: kayak tours Oban. Mention the free cancellation.').topic).toBe('kayak tours Oban');
    expect(brief('seo-agent', "Outline a blog post targeting 'how to wax a surfboard'.").topic).toBe('how to wax a surfboard');
    expect(brief('seo-agent', '10 keyword ideas for our blog, grouped by intent. Focus on parents of teenage drivers.').audience).toBe('parents of teenage drivers');
  });

  it('a saving to find with a question of what to cut asks what to cut; a saving to place asks where it goes', () => {
    const cut = readBrief({
      request: 'Cost per lead: Facebook ads £40, leaflets £95, Google Ads £22. We must save £1,500 a month. What do we cut?',
      agent: 'strategy-review-agent',
      tasks: [...STRATEGY, task('strategy-review-agent', 'strategy.cut', ['cut', 'drop'], ['cut'])],
      sourceTitles: [],
      previous: null,
    });
    expect(cut.task).toBe('strategy.cut');
  });

  it('subject lines for an email are subject lines, whatever the email is about', () => {
    const lines = readBrief({ request: '8 subject lines for the spring launch email, under 45 characters', agent: 'email-agent', tasks: [task('email-agent', 'email.launch', ['launch'], ['email', 'launch email']), ...EMAIL], sourceTitles: [], previous: null });
    expect(lines.task).toBe('email.subject-lines');
  });
});

describe('R-PROD-02 brief reader: a follow-up revises the previous answer', () => {
  const first = brief('email-agent', 'Write a win-back email for lapsed members of our gym, 30% off with code BACK30');
  const previous: PreviousAnswer = { deliverable: 'Subject: We miss you\n\nHi {{first_name}}, ...', brief: first, request: first.request };
  const follow = (request: string) => brief('email-agent', request, { previous });

  it.each([
    ['Make it shorter', { kind: 'shorter', detail: null }],
    ['Under 80 words please', { kind: 'shorter', detail: 'at most 79 words' }],
    ['Focus on the price', { kind: 'focus', detail: 'the price' }],
    ['Try another angle', { kind: 'angle', detail: null }],
    ['Another angle: lead with the free towel service.', { kind: 'angle', detail: 'lead with the free towel service' }],
    ['Change the second line to "Your locker is waiting."', { kind: 'fix', detail: 'the second line to "Your locker is waiting."' }],
    ['More formal', { kind: 'tone', detail: 'more formal' }],
    ['Give me two more', { kind: 'more', detail: 'two' }],
  ] as const)('"%s" revises it', (request, revision) => {
    const read = follow(request);
    expect(read.revision).toEqual(revision);
    expect(read.task).toBe('email.win-back');
    expect(read.offer.code).toBe('BACK30');
  });

  it('keeps the earlier pieces and asks for more of them', () => {
    expect(follow('Give me two more').deliverables).toEqual([{ noun: 'email', count: 2, platforms: [], seconds: null }]);
    expect(follow('Under 80 words please').limits.words).toBe(79);
    expect(follow('Up to 80 words please').limits.words).toBe(80);
  });

  it('a request that names a new piece of work is a new request', () => {
    const read = follow('Now write 3 Instagram captions for the same offer');
    expect(read.revision).toBeNull();
    expect(read.deliverables).toEqual([{ noun: 'caption', count: 3, platforms: ['instagram'], seconds: null }]);
  });

  it('new material pasted into the chat is a new request, not a change to the last answer', () => {
    const read = follow('Check this one now:\nDear members, the gym is closing early on Friday for a private event, so please plan your sessions around it and bring a friend next week.');
    expect(read.revision).toBeNull();
  });

  it('the same words with no previous answer are no revision', () => {
    expect(follow('Make it shorter').revision).toEqual({ kind: 'shorter', detail: null });
    expect(brief('email-agent', 'Make it shorter').revision).toBeNull();
  });
});

describe('R-PROD-02 referenced material: documents named in the request are found in the space', () => {
  const at = new Date('2026-01-05T09:00:00Z');
  const document = (id: string, spaceId: string, filename: string, status: DocumentRecord['status'] = 'ready'): DocumentRecord => ({
    id, orgId: 'org', spaceId, filename, kind: 'pdf', mimeType: 'application/pdf', sizeBytes: 100, status, errorMessage: null, storageKey: id, chunkCount: 1, uploadedBy: 'u', createdAt: at, updatedAt: at, processedAt: at,
  });
  const documents = [
    document('d1', 'bakery', 'crumb-and-co-product-sheet.pdf'),
    document('d2', 'bakery', 'autumn-one-pager.md'),
    document('d3', 'bakery', 'q3-marketing-plan.docx', 'processing'),
    document('d4', 'charity', 'harbour-light-one-pager.pdf'),
    document('s1', 'studio', 'kiln-plans-and-prices.md'),
    document('s2', 'studio', 'kiln-google-reviews.txt'),
    document('s3', 'studio', 'kiln-case-study-clay-and-co.md'),
  ];
  const texts: Record<string, string> = { d1: 'Sourdough loaf £3.20 each.', d2: 'Autumn bake sale on 12 October.', d4: 'Gift Aid adds 25p to every £1.' };
  // Only what ReferencedMaterial reads: the space's sources, ownership, records and chunks.
  const knowledge = {
    listDocuments: async (spaceId: string) => documents.filter((d) => d.spaceId === spaceId),
    listUrlSources: async () => [],
    ownedSources: async (spaceId: string, type: string, ids: string[]) => (type === 'document' ? ids.filter((id) => documents.some((d) => d.id === id && d.spaceId === spaceId)) : []),
    findDocument: async (id: string) => documents.find((d) => d.id === id) ?? null,
    findUrlSource: async () => null,
    chunksOf: async (_type: string, id: string) => [{ chunkId: `${id}-1`, content: texts[id] ?? '' }],
  } as unknown as KnowledgeRepository;
  const material = new ReferencedMaterial(knowledge);
  const titles = async (spaceId: string, message: string, ticked: string[] = []) => (await material.read(spaceId, message, ticked, [])).map((r) => r.title);

  it('finds a document named loosely, with nothing ticked', async () => {
    expect(await titles('bakery', 'Audit our product sheet for SEO')).toEqual(['crumb-and-co-product-sheet.pdf']);
    expect(await titles('bakery', 'Turn the one-pager into three Instagram posts')).toEqual(['autumn-one-pager.md']);
  });

  it('finds a document named by a word of its title and a word for a document, or by one item it collects', async () => {
    expect(await titles('studio', 'Prices are in our plans doc.')).toEqual(['kiln-plans-and-prices.md']);
    expect(await titles('studio', 'Use the pricing sheet for the FAQ')).toEqual(['kiln-plans-and-prices.md']);
    expect(await titles('studio', "Use Amira's review as the example")).toEqual(['kiln-google-reviews.txt']);
    expect(await titles('studio', 'with the Clay & Co case study as the example')).toEqual(['kiln-case-study-clay-and-co.md']);
    expect(await titles('studio', 'Write a post about our plans for spring')).toEqual([]);
  });

  it('skips a document that is not ready, and never reads another space\'s', async () => {
    expect(await titles('bakery', 'Review the Q3 plan against our product sheet')).toEqual(['crumb-and-co-product-sheet.pdf']);
    expect(await titles('charity', 'Use the product sheet')).toEqual([]);
  });

  it('"the attached" is the space\'s only document', async () => {
    expect(await titles('charity', 'Write a donor email from the attached')).toEqual(['harbour-light-one-pager.pdf']);
    expect(await titles('bakery', 'Write an email from the attached')).toEqual([]);
  });

  it('the fact sheet reads the space\'s other ready documents after the ones the request names', async () => {
    const named = await material.read('bakery', 'Audit our product sheet for SEO', [], []);
    const all = [...named, ...(await new SpaceLibrary(knowledge).read('bakery', named))];
    expect(all.map((r) => r.title)).toEqual(['crumb-and-co-product-sheet.pdf', 'autumn-one-pager.md']);
    expect(all[1]!.text).toBe('Autumn bake sale on 12 October.');
    expect((await new SpaceLibrary(knowledge).read('charity', [])).map((r) => r.title)).toEqual(['harbour-light-one-pager.pdf']);
  });

  it('looks for the sources a request names among the space\'s 500 newest documents only, whatever the library holds; an older one is read when ticked', async () => {
    // 600 documents, newest first as the repository lists them, honouring the page's limit as it does.
    const many = Array.from({ length: 600 }, (_, i) => document(`m${i}`, 'archive', i === 0 ? 'spring-price-list.md' : i === 599 ? 'winter-price-list.md' : `note-${i}.md`));
    const asked: (number | undefined)[] = [];
    const big = new ReferencedMaterial({
      ...(knowledge as object),
      listDocuments: async (_spaceId: string, page?: { limit: number }) => (asked.push(page?.limit), many.slice(0, page?.limit ?? many.length)),
      listUrlSources: async (_spaceId: string, limit?: number) => (asked.push(limit), []),
      ownedSources: async (_spaceId: string, type: string, ids: string[]) => (type === 'document' ? ids : []),
      findDocument: async (id: string) => many.find((d) => d.id === id) ?? null,
    } as unknown as KnowledgeRepository);
    expect(asked).toEqual([]);
    expect((await big.read('archive', 'Use the spring price list', [], [])).map((r) => r.title)).toEqual(['spring-price-list.md']);
    expect(asked).toEqual([500, 500]);
    expect((await big.read('archive', 'Use the winter price list', [], [])).map((r) => r.title)).toEqual([]);
    expect((await big.read('archive', 'Use the winter price list', ['m599'], [])).map((r) => r.title)).toEqual(['winter-price-list.md']);
  });

  it('keeps the ticked documents and adds the ones named', async () => {
    expect(await titles('bakery', 'Compare it with our product sheet', ['d2'])).toEqual(['autumn-one-pager.md', 'crumb-and-co-product-sheet.pdf']);
  });
});

describe('R-PROD-02 a length in lines is not a count of pieces', () => {
  it('"a two line welcome email" asks for one email, "6 lines for the booth" for six lines', () => {
    const email = readBrief({ request: 'Write a two line welcome email for new trial sign-ups.', agent: 'email-agent', tasks: tasksOf('email-agent'), sourceTitles: [], previous: null });
    expect(email.deliverables.map((d) => [d.noun, d.count])).toEqual([['email', 1]]);
    const booth = readBrief({ request: 'Write 6 lines for our trade-show booth banner', agent: 'creative-agent', tasks: tasksOf('creative-agent'), sourceTitles: [], previous: null });
    expect(booth.deliverables.map((d) => [d.noun, d.count])).toEqual([['line', 6]]);
  });
});

describe('R-PROD-02 brief reader: pieces, parts of pieces and follow-ups', () => {
  it('"a welcome series" is a series of the usual length, not one email', () => {
    expect(brief('email-agent', 'Write a welcome series for new members.').deliverables).toEqual([{ noun: 'series', count: null, platforms: [], seconds: null }]);
  });

  it('headlines after a search ad\'s colon, or in a sentence about each ad, are parts of the ads', () => {
    expect(brief('creative-agent', 'Search ad for our trial: 3 headlines of up to 30 characters and 2 descriptions.').deliverables.filter((d) => !d.part).map((d) => d.noun)).toEqual(['search ad']);
    expect(brief('creative-agent', '3 variations of a Meta ad. Each needs a headline under 40 characters.').deliverables.filter((d) => !d.part).map((d) => d.noun)).toEqual(['ad']);
  });

  it('"3 subject lines and the email" are two pieces side by side', () => {
    expect(brief('email-agent', 'Give me 3 subject lines and the email for the spring sale.').deliverables).toEqual([
      { noun: 'subject line', count: 3, platforms: [], seconds: null },
      { noun: 'email', count: null, platforms: [], seconds: null },
    ]);
  });

  const previous: PreviousAnswer = {
    deliverable: 'Subject: Spring sale, 20% off\n\nHi {{first_name}},\n\nOur spring sale is on.',
    brief: brief('email-agent', 'Write a promotional email for the spring sale on Harbour boxes: 20% off with code SPRING20.'),
    request: 'Write a promotional email for the spring sale on Harbour boxes: 20% off with code SPRING20.',
  };

  it('"make the subject line punchier" revises that part of the previous answer', () => {
    expect(brief('email-agent', 'Make the subject line punchier.', { previous }).revision).toEqual({ kind: 'tone', detail: 'punchier', part: 'subject line' });
  });

  it('"now write 5 subject lines for it" is new work that keeps the previous answer\'s subject and offer', () => {
    const read = brief('email-agent', 'Now write 5 subject lines for it.', { previous });
    expect(read.revision).toBeNull();
    expect(read.task).toBe('email.subject-lines');
    expect(read.offer.code).toBe('SPRING20');
    expect(read.topic).toBe(previous.brief!.topic);
  });

  it('"focus on the price" keeps what the answer is about', () => {
    expect(brief('email-agent', 'Focus on the price.', { previous }).topic).toBe(previous.brief!.topic);
  });

  it('"an FAQ of 6 questions" is one FAQ of six', () => {
    expect(brief('seo-agent', 'Write an FAQ of 6 questions for the pricing page.').deliverables).toEqual([{ noun: 'faq', count: 6, platforms: [], seconds: null }]);
  });
});

describe('R-PROD-02 brief reader: a named product and a place, work another agent does, follow-ups that refocus', () => {
  const ELSEWHERE = [...tasksOf('strategy-review-agent'), ...tasksOf('creative-agent'), ...tasksOf('seo-agent')];
  const real = (agent: AgentSlug, request: string, previous: PreviousAnswer | null = null) => readBrief({ request, agent, tasks: tasksOf(agent), sourceTitles: [], previous, elsewhere: ELSEWHERE.filter((t) => t.agent !== agent) });

  it('"for the Full Groom in Bristol" is the product and where, not whom it is for', () => {
    expect(real('email-agent', 'Write an email for the Full Groom in Bristol').audience).toBeNull();
    expect(real('creative-agent', 'Write 3 Instagram captions for the Full Groom in Bristol.').audience).toBeNull();
    expect(real('email-agent', 'Write an email for Marta Kowalski').audience).toBe('Marta Kowalski');
    expect(real('email-agent', 'Write an email for the Sales Team').audience).toBe('Sales Team');
  });

  it('a pricing strategy asked of the Email agent is declined as work another agent does', () => {
    const read = real('email-agent', 'Write our Q3 pricing strategy for Google Ads bidding.');
    expect(read.task).toBeNull();
    expect(read.outOfRemit).toBe('a Q3 pricing strategy');
  });

  it.each([
    ['Make it about nervous rescue dogs', { kind: 'focus', detail: 'nervous rescue dogs' }],
    ['Make it about mill certificates', { kind: 'focus', detail: 'mill certificates' }],
    ['Use British spelling', { kind: 'spelling', detail: 'british' }],
    ['Fix the subject line', { kind: 'fix', detail: 'the subject line', part: 'subject line' }],
    ['And if we drop Google Ads?', { kind: 'other', detail: 'And if we drop Google Ads' }],
  ] as const)('"%s" revises the previous answer', (request, revision) => {
    const first = real('email-agent', 'Write an email for the Harbour Paddle.');
    const read = real('email-agent', request, { deliverable: 'Subject: x\n\nHi,\n\nText.', brief: first, request: first.request });
    expect(read.revision).toEqual(revision);
    expect(read.task).toBe(first.task);
  });
});

describe('R-AGENT brief: counts for each channel after a colon, and a treatment named with "and"', () => {
  it('"Social posts for May: 3 for Instagram, 2 for Facebook and 1 for our Nextdoor page" asks for six posts on three channels', () => {
    const read = brief('creative-agent', 'Social posts for our May open studio: 3 for Instagram, 2 for Facebook and 1 for our Nextdoor page. Include image ideas.');
    const counted = read.deliverables.filter((d) => d.count !== null).map((d) => `${d.count} ${d.noun} ${d.platforms.join('+')}`);
    expect(counted).toEqual(['3 post instagram', '2 post facebook', '1 post nextdoor']);
  });

  it('"15% off glaze and fire booked by 28 Feb" is off glaze and fire, by 28 Feb', () => {
    const read = brief('email-agent', 'Offer is a free taster with a tutor, plus 15% off glaze and fire booked by 28 Feb.');
    expect(read.offer.appliesTo).toBe('glaze and fire');
    expect(read.offer.deadline).toBe('by 28 Feb');
  });
});

describe('R-AGENT brief: an offer of a thing given free', () => {
  it('"Offer: a free scone with any hot drink in the café, code COMEBACK, until 31 March" is the free scone with its code and date', () => {
    const read = brief('email-agent', 'Win-back email for members who have not been in since October. Offer: a free cookie with any hot drink in the café, code COMEBACK, Tuesday to Thursday only, until 31 March.');
    expect(read.offer.discount).toBe('a free cookie with any hot drink');
    expect(read.offer.code).toBe('COMEBACK');
    expect(read.offer.deadline).toBe('until 31 March');
  });

  it('"a free tote bag with every order over £40" and "a free quote to everyone" end where the thing given ends', () => {
    expect(brief('email-agent', 'Email our list: a free tote bag with every order over £40 until Friday.').offer.discount).toBe('a free tote bag with every order');
    expect(brief('email-agent', 'Write an email saying we give a free quote to everyone this month.').offer.discount).toBe('a free quote');
  });
});

describe('R-AGENT brief: the station a radio ad runs on', () => {
  it('"a 30-second radio ad for Vale FM for the Apple Day" is about the Apple Day, not the station', () => {
    expect(brief('creative-agent', 'Write a 30-second radio ad for Vale FM for the Apple Day on 4 October. £2 per child.').topic).toBe('the Apple Day');
    expect(brief('creative-agent', 'A short paragraph for the Kendal Gazette about the Apple Day.').topic).toBe('the Apple Day');
  });
});

describe('R-AGENT brief: the thing people should find', () => {
  it('"15 keywords to get the Orchard Tea Room found by people round Kendal" is about the Orchard Tea Room', () => {
    expect(brief('seo-agent', "Give me 15 keywords to get the Orchard Tea Room found by people round Kendal who don't know we exist.").topic).toBe('the Orchard Tea Room');
  });
});

describe('R-AGENT-BRIEF a thing named with the work done on it', () => {
  it('"for knife sharpening in Leeds" and "about dog grooming" are the subject whole; people doing something stay the audience', () => {
    expect(brief('creative-agent', 'Write Google search ads for knife sharpening in Leeds.').topic).toBe('knife sharpening');
    expect(brief('email-agent', 'An email about dog grooming for new puppy owners.').topic).toBe('dog grooming');
    expect(brief('email-agent', 'An email about dog grooming for new puppy owners.').audience).toBe('new puppy owners');
    expect(brief('email-agent', 'An email for people running a cafe.').audience).toBe('people running a cafe');
  });
});

describe('R-PROD-02 brief reader: what the owner can do is not work asked for', () => {
  it('reads "I can write one blog post a week" as capacity, and "we need one blog post" as an ask', () => {
    expect(brief('seo-agent', 'Rivals outrank us. I can write one blog post every week or so. What should I write for the next 6 weeks?').deliverables.map((d) => d.noun)).not.toContain('blog post');
    expect(brief('email-agent', 'We usually send two emails a month. What should the next one be about?').deliverables).toEqual([]);
    expect(brief('seo-agent', 'We need one blog post about winter boiler checks.').deliverables.map((d) => d.noun)).toContain('blog post');
  });
});

describe('R-PROD-02 brief reader: a capacity clause leaves the ask after it', () => {
  it('"I can send one email this month, so write me a promo email" still asks for the email', () => {
    expect(brief('email-agent', 'I can send one email this month, so write me a promo email for our spring sale.').deliverables.map((d) => d.noun)).toContain('email');
  });
});
