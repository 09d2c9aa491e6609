import { describe, expect, it } from 'vitest';
import { catalogueAnswer, type EngineResult } from '../../../core/server/agents/tasks/offline-engine.ts';
import type { AgentContext } from '../../../core/server/agents/tools/agent-context.ts';
import type { ReferencedSource } from '../../../core/server/agents/offline/request-material.ts';
import { tasksOf } from '../../../core/server/agents/tasks/catalogue.ts';
import type { AgentTask } from '../../../core/server/agents/tasks/agent-task.ts';
const findTask = (id: string): AgentTask | undefined => (['seo-agent', 'strategy-review-agent', 'cmo'] as const).flatMap((agent) => tasksOf(agent)).find((task) => task.id === id);
import { readBrief } from '../../../core/server/agents/brief/read-brief.ts';
import { readFactSheet } from '../../../core/server/agents/facts/read-fact-sheet.ts';
import { voiceRulesOf } from '../../../core/server/agents/offline/voice-rules.ts';
import { VariantPicker } from '../../../core/server/agents/offline/variant-picker.ts';

/** A B2B space unlike the eval's: an invoicing tool for small accounting firms, with a one-page product sheet. */
const PROFILE = {
  business_name: 'Tallyhouse',
  industry: 'Accounting software',
  website: 'https://tallyhouse.example',
  offer_main: 'Invoicing software for small accounting firms',
  audience_primary: 'Partners at accounting firms with 2 to 20 staff',
  audience_problems: 'Late payments, hours lost chasing invoices and messy reconciliation',
  offer_differentiator: 'Game-changing reminders go out on their own and payments reconcile with your ledger automatically',
  tone_words: 'plain, warm',
  tone_avoid: 'synergy, game-changing',
};
const VOICE = 'Tone: plain, warm\nAvoid: synergy, game-changing';
const SHEET: ReferencedSource = {
  kind: 'document',
  id: 'doc-1',
  title: 'tallyhouse-product-sheet.md',
  text: [
    '# Tallyhouse',
    '',
    'Invoicing software for small accounting firms.',
    '',
    '## Features',
    '- Automatic payment reminders that chase late invoices for you',
    '- A client portal where clients pay by card',
    '- Recurring invoices on any schedule',
    '',
    '## Pricing',
    '- Solo: $19/month for 1 user',
    '- Team: $49/month for up to 10 users',
    '- Firm: $99/month for unlimited users',
    '',
    '14-day free trial, no credit card needed. Cancel any time from the billing page.',
    '',
    '## Integrations',
    'Works with Xero, QuickBooks and Stripe.',
    '',
    '## Links',
    '- Pricing: https://tallyhouse.example/pricing',
  ].join('\n'),
};

const ctx = (message: string, referenced: ReferencedSource[] = [SHEET], version = 1): AgentContext => ({ message, mode: 'normal', profile: PROFILE, brandVoice: VOICE, spaceName: 'General', referenced, version });
const ask = (message: string, referenced?: ReferencedSource[], version?: number): EngineResult => catalogueAnswer('seo-agent', ctx(message, referenced, version), null)!;
const deliverableOf = (r: EngineResult) => r.field ?? '';
const summaryOf = (r: EngineResult) => r.draft.split('\n')[0];
const headingsOf = (text: string, level: number) => text.split('\n').filter((l) => l.startsWith(`${'#'.repeat(level)} `));
const words = (text: string) => text.split(/\s+/).filter((w) => /[a-z0-9]/i.test(w)).length;

describe('R-PROD-02 SEO agent: an FAQ request gets an FAQ written from the fact sheet', () => {
  it('a pricing-page FAQ request gives the eight FAQs asked for, answered from the prices, plans and trial terms, not an SEO audit', () => {
    const r = ask('Write 8 FAQs for our pricing page');
    const faq = deliverableOf(r);
    expect(r.brief.task).toBe('seo.faq');
    expect(summaryOf(r)).toBe('Eight FAQs for the pricing page, five of them answered from your facts and three left as marked blanks.');
    expect(headingsOf(faq, 3)).toHaveLength(8);
    expect(faq).toContain('### How much does Tallyhouse cost?\nThere are three plans. Solo costs $19 a month for 1 user. Team costs $49 a month for up to 10 users. Firm costs $99 a month for unlimited users.');
    expect(faq).toContain("Yes, there's a 14-day free trial, no credit card needed.");
    expect(faq).toContain('Yes. Cancel any time from the billing page.');
    // A question the facts cannot answer gets a marked blank, never an invented answer.
    expect(faq).toContain("[Answer to add: the payment methods you accept. Your profile and documents don't say.]");
    expect(faq).not.toMatch(/audit|Fixes, most important first|Title tag/i);
    expect(r.used.map((s) => s.title)).toContain('tallyhouse-product-sheet.md');
  });

  it('without a document listing prices, the price answer is a marked blank and no price appears', () => {
    const faq = deliverableOf(ask('Write 5 FAQs about our pricing', []));
    expect(headingsOf(faq, 3)).toHaveLength(5);
    expect(faq).toContain("[Answer to add: your prices. Your profile and documents don't say.]");
    expect(faq).not.toMatch(/\$\d/);
  });

  it('answers are in the brand voice: a banned word in a profile answer does not reach the copy', () => {
    const faq = deliverableOf(ask('Write 10 FAQs for our homepage'));
    expect(headingsOf(faq, 3)).toHaveLength(10);
    expect(faq).toContain('reminders go out on their own and payments reconcile with your ledger automatically');
    expect(faq).not.toMatch(/game-chang/i);
  });
});

describe('R-PROD-02 SEO agent: counts and limits are the ones asked for', () => {
  it('"an FAQ for our pricing page with 4 questions" gives four questions, not one', () => {
    const r = ask('Write an FAQ for our pricing page with 4 questions.');
    expect(deliverableOf(r).match(/^### /gm)).toHaveLength(4);
    expect(summaryOf(r)).toMatch(/^Four FAQs for the pricing page/);
  });

  it('"10 keywords" gives exactly 10 keyword ideas, each with its search intent, built from the space and not from the request', () => {
    const r = ask('Give me 10 keywords for our invoicing software');
    const rows = deliverableOf(r).split('\n').filter((l) => /^\| \d+ \|/.test(l));
    expect(r.brief.task).toBe('seo.keywords');
    expect(summaryOf(r)).toBe('10 keyword ideas for invoicing software, grouped by search intent.');
    expect(rows).toHaveLength(10);
    for (const row of rows) expect(row).toMatch(/\| (informational|commercial|transactional|navigational) \|/);
    expect(rows.join('\n')).toContain('| 5 | best invoicing software | commercial | a comparison or landing page |');
    expect(rows.join('\n')).not.toMatch(/\bgive\b|\bme\b/i);
  });

  it('a larger count is met too: 25 keyword ideas', () => {
    expect(deliverableOf(ask('Give me 25 keyword ideas')).split('\n').filter((l) => /^\| \d+ \|/.test(l))).toHaveLength(25);
  });

  it('title tags stay within 60 characters and meta descriptions within 155, each with its count shown', () => {
    const r = ask('Write 3 title tags and meta descriptions for our pricing page');
    const text = deliverableOf(r);
    const titles = [...text.matchAll(/- Title tag: (.+) _\((\d+)\/60 characters\)_/g)];
    const descriptions = [...text.matchAll(/- Meta description: (.+) _\((\d+)\/155 characters\)_/g)];
    expect(r.brief.task).toBe('seo.meta');
    expect(titles).toHaveLength(3);
    expect(descriptions).toHaveLength(3);
    for (const [, copy, count] of [...titles, ...descriptions]) expect(copy!.length).toBe(Number(count));
    for (const [, copy] of titles) expect(copy!.length).toBeLessThanOrEqual(60);
    for (const [, copy] of descriptions) expect(copy!.length).toBeLessThanOrEqual(155);
    expect(text).toContain('- Title tag: Tallyhouse Pricing: Plans from $19/month _(40/60 characters)_');
    expect(text).toContain('- Meta description: Solo at $19/month, Team at $49/month and Firm at $99/month. 14-day free trial, no credit card needed. Start your trial. _(119/155 characters)_');
  });
});

describe('R-PROD-02 SEO agent: keywords for the people the request names, as they search', () => {
  const swim = (message: string) => catalogueAnswer('seo-agent', { message, mode: 'normal', profile: { business_name: 'Tidewater Swim School', business_description: 'A swim school in Exeter teaching children and adults in a warm teaching pool.', offer_main: 'Swimming lessons', audience_primary: 'Parents of children aged 3 to 11 in Exeter' }, brandVoice: null, spaceName: 'Tidewater', version: 1 }, null)!;

  it('"10 keywords for parents in Exeter looking for swimming lessons for their kids" searches for the kids\' lessons, never "parents tips" or "how to help parents"', () => {
    const rows = deliverableOf(swim('Give me 10 keywords for parents in Exeter looking for swimming lessons for their kids.')).split('\n').filter((l) => /^\| \d+ \|/.test(l));
    expect(rows).toHaveLength(10);
    const phrases = rows.map((r) => r.split('|')[2]!.trim());
    expect(phrases).toContain('kids swimming lessons');
    expect(phrases.join(' / ')).not.toMatch(/parents tips|how to help parents|swimming lessons for parents/);
  });

  it('"keywords for people in Exeter looking to learn to swim" keeps "people" out of every phrase', () => {
    const rows = deliverableOf(swim('Give me 8 keywords for people in Exeter looking to learn to swim.')).split('\n').filter((l) => /^\| \d+ \|/.test(l));
    expect(rows.map((r) => r.split('|')[2]!.trim()).join(' / ')).not.toMatch(/\bpeople\b/);
  });
});

describe('R-PROD-02 SEO agent: the offer in the request is kept', () => {
  it('meta descriptions lead with the request\'s offer and code, word for word, in the first answer and its regenerate', () => {
    const request = 'Write 3 meta descriptions for our pricing page with 20% off the first month, code SPRING20';
    const [first, again] = [1, 2].map((version) => deliverableOf(ask(request, undefined, version)));
    for (const text of [first, again]) expect(text).toContain('Meta description: 20% off the first month with the code SPRING20. ');
    // The regenerate keeps the offer word for word in another title formula, with other facts after it.
    expect(first).toContain('Title tag: Invoicing Software: 20% Off the First Month | Tallyhouse');
    expect(again).toContain('Title tag: 20% Off the First Month: Invoicing Software | Tallyhouse');
    expect(again).not.toContain('SPRING20. Tallyhouse offers invoicing software for small accounting firms.');
  });
});

describe('R-PROD-02 SEO agent: an article request gets an article a publishing tool can carry', () => {
  it('an article of an asked length keeps to it', () => {
    const r = ask('Write a 300-word article about late payments');
    expect(words(`${r.publishable!.title}\n${r.publishable!.body}`)).toBeGreaterThanOrEqual(270);
    expect(words(`${r.publishable!.title}\n${r.publishable!.body}`)).toBeLessThanOrEqual(330);
  });

  it('"write an article about late payments and publish it to WordPress" gives a draft with headings, the facts, a call to action, title and meta, and a publishable article', () => {
    const r = ask('Write an article about late payments and publish it to WordPress');
    const text = deliverableOf(r);
    expect(r.brief.task).toBe('seo.article');
    expect(r.publishable?.kind).toBe('article');
    expect(r.publishable?.title).toBe('Late Payments: A Practical Guide for Small Accounting Firms');
    const body = r.publishable!.body;
    expect(words(body)).toBeGreaterThan(500);
    expect(words(body)).toBeLessThan(950);
    expect(headingsOf(body, 2).length).toBeGreaterThanOrEqual(6);
    expect(body).toContain('- **Solo**: $19 a month for 1 user');
    expect(body).toContain('Tallyhouse connects with Xero, QuickBooks and Stripe.');
    expect(body).toContain('**Ready? Start your trial: https://tallyhouse.example/pricing**');
    expect(text).toContain('**Title tag:** Late Payments: A Practical Guide for Small Accounting Firms _(59/60 characters)_');
    expect(text).toMatch(/\*\*Meta description:\*\* .+ _\(\d+\/155 characters\)_/);
    // The request's instruction is not copy.
    expect(body).not.toMatch(/WordPress|publish it/i);
  });
});

describe('R-PROD-02 SEO agent: an audit audits the page given, never the request', () => {
  it('an audit of the named product sheet audits that document, with a title and description proposed for it', () => {
    const r = ask('Audit the SEO of our product sheet');
    const text = deliverableOf(r);
    expect(r.brief.task).toBe('seo.audit');
    expect(summaryOf(r)).toMatch(/^An SEO audit of "tallyhouse-product-sheet\.md": \w+ fixes, one of them high priority\.$/);
    expect(text).toContain('| Title | "Tallyhouse" (10 characters) |');
    expect(text).toContain('1. **Keyword in the title** (high): the title does not mention "invoicing software".');
    expect(text).toContain('- Title tag: Invoicing Software for Small Accounting Firms | Tallyhouse _(58/60 characters)_');
    expect(text).not.toContain('Audit the SEO');
    expect(r.artifacts[0]?.filename).toBe('seo-audit.csv');
  });

  it('with no page to audit it says which page to give and offers the other tasks, instead of auditing the request', () => {
    const r = ask('Audit our homepage', []);
    expect(summaryOf(r)).toBe("There's no page to audit yet: name a document from your knowledge base, tick a web page source, or paste the page's text into the request.");
    expect(deliverableOf(r)).toBe('');
    expect(r.draft).toContain('- Write 8 FAQs for our pricing page');
    expect(r.draft).not.toMatch(/\| Title \||Fixes/);
  });
});

describe('R-PROD-02 SEO agent: a regenerate is another structure, not the same one with words swapped', () => {
  it('an outline regenerated takes another structure: another H1 and other sections', () => {
    const first = deliverableOf(ask('Write an outline for a blog post about late payments'));
    const again = deliverableOf(ask('Write an outline for a blog post about late payments', undefined, 2));
    expect(first).toContain('**Structure:** a practical guide');
    expect(again).toContain('**Structure:** problem and solution');
    expect(headingsOf(again, 1)).not.toEqual(headingsOf(first, 1));
    const shared = headingsOf(again, 2).filter((h) => headingsOf(first, 2).includes(h));
    expect(shared.length).toBeLessThanOrEqual(4);
  });

  it('keyword ideas regenerated lead with the phrases the first left out, buyers first, and still number exactly ten', () => {
    const request = 'Give me 10 keywords for our invoicing software';
    const first = deliverableOf(ask(request));
    const again = deliverableOf(ask(request, undefined, 2));
    const phrasesOf = (text: string) => [...text.matchAll(/^\| \d+ \| ([^|]+) \|/gm), ...text.matchAll(/^\d+\. (.+)$/gm)].map((m) => m[1]!.trim());
    expect(again).not.toContain('**Informational: people learning about the problem**');
    expect(again.split('\n')[0]).toBe('**Transactional intent (decision stage)**');
    expect(phrasesOf(first)).toHaveLength(10);
    expect(phrasesOf(again)).toHaveLength(10);
    expect(phrasesOf(again).filter((p) => phrasesOf(first).includes(p)).length).toBeLessThanOrEqual(5);
  });

  it('an FAQ regenerated is grouped under themes and asks its questions in other words', () => {
    const first = deliverableOf(ask('Write 8 FAQs for our pricing page'));
    const again = deliverableOf(ask('Write 8 FAQs for our pricing page', undefined, 2));
    expect(headingsOf(first, 2)).toEqual([]);
    expect(headingsOf(again, 2)).toContain('## Pricing and plans');
    expect(headingsOf(again, 3)).toHaveLength(8);
    expect(headingsOf(again, 3).filter((q) => headingsOf(first, 3).includes(q)).length).toBeLessThan(4);
  });
});

describe('R-PROD-02 SEO agent: a language the offline engine cannot write is said, not faked', () => {
  it('an FAQ asked for in French is written in English with a note that says so', () => {
    const task = findTask('seo.faq')!;
    const brief = readBrief({ request: 'Write 5 FAQs for our pricing page', agent: 'seo-agent', tasks: tasksOf('seo-agent'), sourceTitles: [], previous: null });
    const out = task.generate({ brief: { ...brief, language: 'fr' }, facts: readFactSheet(PROFILE, [SHEET]), voice: voiceRulesOf(VOICE), savedVoice: true, pick: new VariantPicker('fr', 1), variant: 0, referenced: [SHEET], passages: [], previous: null });
    expect(out.notes).toContain('You asked for French: the offline engine writes English only, so this is in English. Have it translated by a native speaker (search phrases especially: people search in their own words, not in translations).');
    expect(out.deliverable).toContain('### How much does Tallyhouse cost?');
  });
});

describe('R-PROD-02 SEO agent: internal links point at the space\'s own pages', () => {
  it('gives the number of link ideas asked for, with anchor text and a target from the facts or a marked blank', () => {
    const r = ask('Suggest 6 internal links for our product sheet');
    const rows = deliverableOf(r).split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| Place it on') && !l.startsWith('|---'));
    expect(r.brief.task).toBe('seo.internal-links');
    expect(rows).toHaveLength(6);
    expect(rows.join('\n')).toContain('https://tallyhouse.example/pricing');
    for (const row of rows) expect(row).toMatch(/\| (https:\/\/tallyhouse\.example\S*|\[URL of your [a-z -]+\]) \|/);
  });
});

describe('R-PROD-02 SEO agent: what the request names is what gets written', () => {
  it('an audit asked for its top 5 fixes gives exactly five, numbered, in the first answer and its regenerate, and the regenerate says why each matters', () => {
    const request = 'Audit our product sheet for SEO and list the top 5 fixes in priority order.';
    const first = deliverableOf(ask(request));
    const again = deliverableOf(ask(request, undefined, 2));
    const numbered = (text: string) => text.split('\n').filter((l) => /^\d+\. /.test(l));
    expect(numbered(first).map((l) => l.split('.')[0])).toEqual(['1', '2', '3', '4', '5']);
    expect(numbered(again).map((l) => l.split('.')[0])).toEqual(['1', '2', '3', '4', '5']);
    expect(again).toContain('**The five changes that matter most, and why**');
    expect(numbered(again).filter((l) => numbered(first).includes(l))).toEqual([]);
  });

  it('an audit for local SEO checks that the page names the town the profile serves', () => {
    const local = { ...PROFILE, business_description: 'Tallyhouse is an invoicing studio in Leeds serving firms across Yorkshire' };
    const r = catalogueAnswer('seo-agent', { ...ctx('Audit the attached product sheet for local SEO. Give me 5 fixes.'), profile: local }, null)!;
    expect(deliverableOf(r)).toContain('**Local search** (high): the page never names Leeds and Yorkshire, the area you serve.');
  });

  it('an article with a quoted title keeps it as the H1 and leaves out a price section the facts cannot fill', () => {
    const r = ask("Write a 400-word article, 'Month-end without the chase: how to get paid on time'", []);
    const text = deliverableOf(r);
    expect(headingsOf(text, 1)).toEqual(['# Month-end without the chase: how to get paid on time']);
    expect(text).not.toContain('[your prices');
    expect(r.publishable?.title).toBe('Month-end without the chase: how to get paid on time');
  });

  it('internal links between the pages the request names number exactly as asked, each to one of them', () => {
    const r = ask('Internal-link ideas: 5 links between our pricing page, Xero page and client portal page, with anchor text.', []);
    const rows = deliverableOf(r).split('\n').filter((l) => /^\| \d+ \|/.test(l));
    expect(rows).toHaveLength(5);
    for (const row of rows) expect(row).toMatch(/\| The (pricing|Xero|client portal) page \[URL of your (pricing|Xero|client portal) page\] \|/);
    expect(summaryOf(r)).toBe('Five internal link ideas between the pricing, Xero and client portal pages, each with its anchor text.');
  });
});

/** A local service with monthly plans beside one-off jobs, a free first month and no yearly billing. */
const WINDOWS_PROFILE = {
  business_name: 'Clearpane Window Cleaning',
  industry: 'Window cleaning',
  website: 'https://clearpane.example',
  offer_main: 'Pane Plan, a monthly window cleaning plan, alongside one-off cleans',
  audience_primary: 'Homeowners in Exeter',
  offer_differentiator: 'The same cleaner every visit; photos of every finished job',
  tone_words: 'friendly, plain',
};
const WINDOWS_SHEET: ReferencedSource = {
  kind: 'document',
  id: 'doc-w',
  title: 'clearpane-prices.md',
  text: [
    '# Clearpane prices',
    '',
    '## One-off jobs',
    '',
    '| Job | Price | Notes |',
    '|---|---|---|',
    '| Gutter clear | £45 | Gutters emptied and flushed |',
    '| Conservatory roof | £60 | Roof panels washed by hand |',
    '',
    '## Pane Plan (monthly)',
    '',
    '| Plan | Price | What\'s included |',
    '|---|---|---|',
    '| Basic | £12 a month | Outside windows cleaned every four weeks, frames wiped |',
    '| Complete | £20 a month | Inside and outside windows every four weeks, a yearly gutter clear |',
    '',
    '## Terms',
    '',
    'The first month of any Pane Plan is free. If you miss a visit, we come back the next day at no extra cost. Full refund if a clean is not right and you tell us within 48 hours.',
  ].join('\n'),
};
const askWindows = (message: string, version?: number): EngineResult =>
  catalogueAnswer('seo-agent', { message, mode: 'normal', profile: WINDOWS_PROFILE, brandVoice: 'Tone: friendly, plain', spaceName: 'General', referenced: [WINDOWS_SHEET], version: version ?? 1 }, null)!;

describe('R-PROD-02 SEO agent: FAQ answers are plain sentences about the asked topic', () => {
  it("an FAQ on the plans counts only the plans, says what each includes in sentences, and answers the trial from the first free month, never a table row or a yearly question from 'a yearly gutter clear'", () => {
    const faq = deliverableOf(askWindows('Write 5 FAQs for our pricing page about the Pane Plan plans, with answers.'));
    expect(headingsOf(faq, 3)).toHaveLength(5);
    expect(faq).toContain('\nThere are two plans: Basic at £12 a month and Complete at £20 a month.');
    expect(faq).toContain('Basic costs £12 a month. It includes outside windows cleaned every four weeks, frames wiped. Complete costs £20 a month. It includes inside and outside windows every four weeks and a yearly gutter clear.');
    expect(faq).toContain('Yes. The first month of any Pane Plan is free.');
    expect(faq).toContain('One-off services are priced separately: Gutter clear at £45 and Conservatory roof at £60.');
    expect(faq).not.toMatch(/Price:|What's included:|—|yearly\?|There are four/);
  });

  it('an FAQ on a narrow topic asks the questions its terms answer first, and says when the rest are on nearby ground', () => {
    const r = askWindows('Write 4 FAQs about refunds and missed visits.');
    const faq = deliverableOf(r);
    expect(headingsOf(faq, 3).slice(0, 2).sort()).toEqual(['### Do you offer refunds?', '### What happens if I miss a visit?']);
    expect(faq).toContain('If you miss a visit, we come back the next day at no extra cost.');
    expect(r.draft).toContain('Your facts answer three of these on refunds and missed visits; the other one is on nearby ground.');
  });

  it('an FAQ regenerated swaps in questions the first left out and tells shared answers another way', () => {
    const request = 'Write 5 FAQs for our pricing page about the Pane Plan plans, with answers.';
    const first = deliverableOf(askWindows(request));
    const again = deliverableOf(askWindows(request, 2));
    expect(headingsOf(again, 3)).toHaveLength(5);
    expect(headingsOf(again, 3).filter((q) => headingsOf(first, 3).includes(q)).length).toBeLessThan(2);
    expect(first).toContain('There are two plans: Basic at £12 a month and Complete at £20 a month.');
    expect(again).toContain('Prices start at £12 a month for Basic; Complete is £20 a month.');
  });
});

const GROOM_PROFILE = {
  business_name: 'Wagwell Grooming',
  offer_main: 'Wagwell Club, a monthly grooming membership (Small dog £25, Large dog £35), alongside one-off grooms and nail trims',
  audience_primary: 'Dog owners in Cardiff',
  tone_words: 'warm, plain',
};
const groomSheet = (plansHeading: string): ReferencedSource => ({
  kind: 'document',
  id: 'doc-g',
  title: 'wagwell-prices.md',
  text: [
    '# Wagwell prices',
    '',
    `## ${plansHeading}`,
    '',
    '| Membership | Price | What\'s included |',
    '|---|---|---|',
    '| Small dog | £25 a month | One full groom a month, nail trims between grooms |',
    '| Large dog | £35 a month | One full groom a month, nail trims between grooms, a de-shedding treatment |',
    '',
    '## Trial terms',
    '',
    'The first month of any Wagwell Club membership is free. Cancel within 14 days of joining and you pay nothing.',
  ].join('\n'),
});
const askGroom = (message: string, plansHeading: string): EngineResult =>
  catalogueAnswer('seo-agent', { message, mode: 'normal', profile: GROOM_PROFILE, brandVoice: 'Tone: warm, plain', spaceName: 'General', referenced: [groomSheet(plansHeading)], version: 1 }, null)!;
const answerTo = (faq: string, question: RegExp) => faq.split('\n\n').find((b) => b.startsWith('### ') && question.test(b.split('\n')[0]!))?.split('\n')[1];

describe('R-PROD-02 SEO agent: an FAQ answers each question from the fact that answers it', () => {
  it('answers "Can I cancel at any time?" from the cancellation term, never from the trial terms, and writes the brand as the facts do', () => {
    const r = askGroom('Write 5 FAQs about the wagwell club memberships, with answers.', 'Wagwell Club memberships (monthly, cancel any time)');
    const faq = deliverableOf(r);
    expect(answerTo(faq, /cancel/i)).toBe('Yes. The memberships are monthly, and you can cancel any time.');
    expect(answerTo(faq, /trial|try|test/i)).toBe('Yes. The first month of any Wagwell Club membership is free.');
    expect(summaryOf(r)).toContain('about Wagwell Club memberships');
  });

  it('leaves the cancel answer blank when only a trial term mentions cancelling, and says what the offer is in its own sentence', () => {
    const faq = deliverableOf(askGroom('Write 12 FAQs about the Wagwell Club memberships, with answers.', 'Wagwell Club memberships'));
    expect(answerTo(faq, /cancel|stop my subscription/i)).toBe("[Answer to add: your cancellation and contract terms. Your profile and documents don't say.]");
    expect(answerTo(faq, /^### What (is|does) Wagwell Club/)).toBe('Wagwell Club is a monthly grooming membership from Wagwell Grooming. It comes as two plans: Small dog and Large dog.');
  });
});

describe('R-PROD-02 SEO agent: meta tags state the page\'s own facts, and a regenerate is another snippet', () => {
  it('one title and description for a one-off service page: one pair, with that service\'s price, never the plans\' monthly "from" price', () => {
    const r = askWindows('Meta title and description for our gutter clear page.');
    const text = deliverableOf(r);
    expect(text.match(/Title tag:/g)).toHaveLength(1);
    expect(text).toContain('Title tag: Gutter Clear | Clearpane Window Cleaning');
    expect(text).toContain('Meta description: Gutter clear costs £45. Gutters emptied and flushed.');
    expect(text).not.toContain('trial');
    expect(text).not.toMatch(/from £12|£12\/month/);
  });

  it('a regenerated pricing snippet tells the trial and the price another way, not the first\'s sentences again', () => {
    const request = 'Title tag and meta description for our pricing page. Mention the free trial.';
    const first = deliverableOf(ask(request));
    const again = deliverableOf(ask(request, undefined, 2));
    expect(first).toContain('14-day free trial, no credit card needed.');
    expect(again).toContain('Try it free for 14 days.');
    expect(again).not.toContain('14-day free trial, no credit card needed.');
  });
});

describe('R-PROD-02 SEO agent: an article states prices in words, and its regenerate is another piece', () => {
  it('the guide lists each plan with what it includes and the one-off jobs apart; the problem-and-fix regenerate sums the prices up and times the first month by week', () => {
    const request = 'Write a 500-word article about keeping your windows clean all year.';
    const first = deliverableOf(askWindows(request));
    const again = deliverableOf(askWindows(request, 2));
    expect(first).toContain('- **Basic**: £12 a month, outside windows cleaned every four weeks, frames wiped');
    expect(first).toContain('One-off services are priced separately:\n- **Gutter clear**: £45, gutters emptied and flushed');
    expect(first).not.toMatch(/Price:|What's included:|Notes:/);
    expect(again).toContain("Clearpane Window Cleaning's prices run from £12 a month (Basic) to £20 a month (Complete). One-off jobs are priced on their own, from £45.");
    expect(again).toContain('Week four: compare the new tally with the baseline, and decide on the numbers.');
  });
});

describe('R-PROD-02 SEO agent: an audit gives true verdicts and names what it checked', () => {
  it("a price list whose only 'book' is a course book has no call to action; a page that says 'Book a test' has one, quoted", () => {
    const list: ReferencedSource = { kind: 'document', id: 'doc-l', title: 'course-fees.md', text: '# Course fees\n\n| Course | Fee | Includes |\n|---|---|---|\n| Evening Italian | £240 a term | One class a week, course book |\n\nClasses are capped at 8 students.' };
    const audit = deliverableOf(ask('Audit the SEO of our course fees document.', [list]));
    expect(audit).toContain('**Call to action** (medium): no call to action found.');
    const page = deliverableOf(ask('Audit this page for SEO:\n\n# Italian Classes\n\nSmall evening classes, at most 8 students.\n\n[Book a placement test](https://example.com/test)', []));
    expect(page).not.toContain('**Call to action**');
    expect(page).toContain('call to action (the page asks the reader to act ("Book a placement test"))');
    const again = deliverableOf(ask('Audit this page for SEO:\n\n# Italian Classes\n\nSmall evening classes, at most 8 students.\n\n[Book a placement test](https://example.com/test)', [], 2));
    expect(again).toContain('- [x] Call to action: the page asks the reader to act ("Book a placement test")');
  });
});

describe('R-PROD-02 SEO agent: an audit\'s proposed title keeps a title that already carries the phrase', () => {
  it("'Spanish Classes in Bristol' checked for 'spanish classes bristol' is proposed with the brand after it, never with the phrase said twice", () => {
    const request = 'Audit this page for the keyword "spanish classes bristol":\n\n# Spanish Classes in Bristol\n\nLearn Spanish with us. Ten weeks, three classes a week.\n\n[Book a placement test](https://example.com/test)';
    for (const version of [1, 2]) {
      const text = deliverableOf(ask(request, [], version));
      expect(text).not.toContain('Spanish Classes Bristol: Spanish Classes in Bristol');
    }
    expect(deliverableOf(ask(request, []))).toContain('Title tag: Spanish Classes in Bristol | Tallyhouse');
  });
});

describe('R-PROD-02 SEO agent: an outline says what each section covers in words, and its regenerate plans another piece', () => {
  it('the guide outline names the plans and prices in words; the problem-and-fix outline covers a baseline, a range and a four-week plan', () => {
    const request = 'Outline a blog post about keeping your windows clean all year.';
    const first = deliverableOf(askWindows(request));
    const again = deliverableOf(askWindows(request, 2));
    expect(first).toContain('Covers: The plans and prices (Gutter clear at £45, Conservatory roof at £60, Basic at £12 a month and Complete at £20 a month)');
    expect(`${first}\n${again}`).not.toMatch(/Price:|What's included:|Notes:/);
    expect(again).toContain('Covers: A four-week plan, week by week, ending on the numbers (the trial in week two).');
    expect(again).toContain("Covers: The price range set against the baseline, so the sums are the reader's own");
  });
});

describe('R-PROD-02 SEO agent: an FAQ for one priced offer asks about that offer first', () => {
  it('FAQs about the conservatory roof clean answer what it costs and what it is first, and ask its price once', () => {
    const faq = deliverableOf(askWindows('Give me 4 FAQs about the Conservatory roof.'));
    expect(faq.split('\n')[0]).toMatch(/^### (What is|How much is the) Conservatory roof\?$/);
    expect(faq).toContain('Conservatory roof costs £60. Roof panels washed by hand.');
    expect(faq.match(/Conservatory roof costs £60/g)).toHaveLength(1);
  });
});

describe('R-PROD-02 SEO agent: a question the request asks is covered, answered or marked blank', () => {
  it("'Can customers pay yearly?' on a space with monthly plans only gets the yearly question, with a marked blank, not a monthly plan's row", () => {
    const faq = deliverableOf(askWindows('Write 6 FAQs for our pricing page. Can customers pay yearly? Make sure that is covered.'));
    expect(headingsOf(faq, 3)).toHaveLength(6);
    expect(faq).toMatch(/### (Can I pay yearly|Is there a yearly plan)\?\n\[Answer to add: whether you offer yearly billing, and its price\. Your profile and documents don't say\.\]/);
  });
});

describe('R-PROD-02 SEO agent: the piece is about what the request says it is about', () => {
  it("'a 400-word article on choosing pet-safe window boxes' targets that subject in its H1, not the product's name", () => {
    const r = askWindows('Write a 400-word article on choosing pet-safe window boxes.');
    expect(headingsOf(deliverableOf(r), 1)[0]).toMatch(/^# Choosing Pet-safe Window Boxes/);
  });
});

describe('R-PROD-02 an FAQ for a visit page, answered only from the price list', () => {
  const STUDIO_PROFILE = {
    business_name: 'Kilnworks',
    business_description: 'Kilnworks is a pottery studio in Leeds with wheels, a glaze room and weekly classes.',
    website: 'https://kilnworks.example',
    audience_primary: 'Adults in Leeds who want a calm, hands-on hobby after work',
    offer_main: 'Studio passes, memberships and six-week wheel courses',
    tone_words: 'calm, friendly',
  };
  const PRICE_LIST: ReferencedSource = {
    kind: 'document',
    id: 'doc-studio',
    title: 'kilnworks-prices.md',
    text: [
      '# Kilnworks prices and studio rules',
      '',
      '## Passes',
      '| Pass | Adult | Concession (students, over-65s) |',
      '| --- | --- | --- |',
      '| Studio session (3 hours) | £18 | £14 |',
      '',
      '## Memberships',
      '- Maker: £60 per month, any time',
      '',
      '## Your first session',
      'First session: a 30-minute studio induction is compulsory. It is free with any pass.',
      'Apron hire £3, tool kit hire £5.',
      'Under-12s only with an adult who has done the induction.',
      'Kilns run at over 1,200°C, so there is a risk of burns near the kiln room.',
    ].join('\n'),
  };
  const askStudio = (version: number) =>
    catalogueAnswer('seo-agent', { message: 'Write an FAQ block for the "Your first session" page, 6 questions, answered only from our price list. Keep each answer under 40 words.', mode: 'normal', profile: STUDIO_PROFILE, brandVoice: 'Tone: calm', spaceName: 'General', referenced: [PRICE_LIST], version }, null)!;

  it('asks what a first-timer searches (what to do first, what to bring, children, risk) and answers each from the document, with no answer from the profile', () => {
    for (const version of [1, 2]) {
      const text = deliverableOf(askStudio(version));
      expect(headingsOf(text, 3)).toHaveLength(6);
      expect(text).toContain('First session: a 30-minute studio induction is compulsory.');
      expect(text).toContain('Apron hire £3, tool kit hire £5.');
      expect(text).toContain('Under-12s only with an adult who has done the induction.');
      expect(text).not.toContain('calm, hands-on hobby');
      expect(text).not.toMatch(/Who is Kilnworks for|What does Kilnworks do/);
      for (const answer of text.split(/^###? .*$/m).slice(1)) expect(words(answer)).toBeLessThanOrEqual(40);
    }
  });
});

/** A local business unlike the other fixtures: a bike repair workshop with a price list and reviews with their numbers. */
const LOCAL_PROFILE = {
  business_name: 'Spoke & Chain',
  business_description: 'A bicycle repair workshop in Leeds fixing road, commuter and family bikes.',
  website: 'https://spokeandchain.example',
  offer_main: 'Bike servicing and repairs',
  audience_primary: 'Commuters and weekend riders in Leeds',
  audience_problems: 'bikes off the road for a week waiting for a repair, and people who think a full service is too expensive',
  offer_differentiator: 'Most repairs are done the same day, and you get a photo of every worn part we replace',
};
const LOCAL_PRICES: ReferencedSource = {
  kind: 'document',
  id: 'doc-prices',
  title: 'price-list.md',
  text: [
    '# Spoke & Chain price list',
    '',
    "| Service | Price | What's included |",
    '|---|---|---|',
    '| Safety check | £25 | Brakes, gears and tyres checked, with a written report |',
    '| Standard service | £65 | Gears and brakes adjusted, wheels trued, chain cleaned |',
    '| Full service | £120 | Bike stripped, cleaned and rebuilt, bearings regreased |',
    '| Puncture repair | £12 | Inner tube patched or replaced while you wait |',
    '',
    '## Good to know',
    '',
    '- All repairs come with a 30-day guarantee on parts and labour.',
    '- We service e-bikes with Bosch and Shimano motors.',
    '- Tubeless tyre set-up and hydraulic brake bleeds are done in-house, not sent away.',
    '- Free bike collection within 3 miles of the branch for any full service.',
    '- Cancel or move a booking free of charge up to 24 hours before.',
    '- Workshop mechanics are Cytech qualified, so your bike is in trained hands from drop-off to collection.',
    '',
    '## Reviews',
    '',
    '- Rated 4.9 out of 5 from 212 Google reviews.',
    '- "Dropped my commuter off at 8 and had it back by 5, with photos of the worn chain." — Priya, Headingley',
  ].join('\n'),
};
const askLocal = (message: string, version = 1): EngineResult => catalogueAnswer('seo-agent', { message, mode: 'normal', profile: LOCAL_PROFILE, brandVoice: 'Tone: friendly, plain\nAvoid: cheap, amazing', spaceName: 'General', referenced: [LOCAL_PRICES], version }, null)!;
const tableRows = (text: string) => text.split('\n').filter((l) => /^\|\s*\d+\s*\|/.test(l)).map((l) => l.split('|').slice(1, -1).map((c) => c.trim()));

describe('R-PROD-02 SEO agent: blog post ideas and location landing pages', () => {
  const IDEAS = 'Give me 8 blog post ideas that could win local searches in Bristol. For each: working title, primary keyword, search intent (informational / commercial / local), and which service it supports. Put it in a table.';

  it('eight blog post ideas come as one table with the columns asked, local keywords carrying the place, not one article', () => {
    const r = askLocal(IDEAS);
    const text = deliverableOf(r);
    expect(r.brief.task).toBe('seo.ideas');
    expect(text).toMatch(/^\| # \| Working title \| Primary keyword \| Search intent \| Supports \|/m);
    const rows = tableRows(text);
    expect(rows).toHaveLength(8);
    for (const [, title, keyword, intent, supports] of rows) {
      expect(title!.length).toBeGreaterThan(10);
      expect(keyword).toBe(keyword!.toLowerCase());
      expect(['informational', 'commercial', 'local']).toContain(intent);
      expect(supports).toMatch(/Safety check|Standard service|Full service|Puncture repair|service/i);
    }
    expect(rows.filter((row) => /\bbristol\b/.test(row[2]!)).length).toBeGreaterThanOrEqual(4);
    expect(rows.some((row) => row[3] === 'local')).toBe(true);
    // Mixed formats, no request words pasted, no figure the facts do not give.
    const titles = rows.map((row) => row[1]!);
    expect(titles.some((t) => /^How /.test(t))).toBe(true);
    expect(titles.some((t) => /\?$/.test(t))).toBe(true);
    expect(titles.some((t) => /\bor\b|\bvs\b/i.test(t))).toBe(true);
    expect(titles.join(' ')).not.toMatch(/win local searches|working title|\d/i);
    expect(text).not.toMatch(/^# /m);
    expect(r.draft).not.toMatch(/none laid out as separate pieces/);
  });

  it('a regenerate of the ideas gives other ideas, not the same titles reworded', () => {
    const first = tableRows(deliverableOf(askLocal(IDEAS, 1))).map((row) => row[1]);
    const second = tableRows(deliverableOf(askLocal(IDEAS, 2))).map((row) => row[1]);
    expect(second).toHaveLength(8);
    expect(second.filter((t) => first.includes(t)).length).toBeLessThanOrEqual(2);
  });

  it('idea requests reach the ideas task and a plain blog post request still reaches the article task', () => {
    expect(askLocal('content ideas for our blog').brief.task).toBe('seo.ideas');
    const ten = askLocal('10 article ideas');
    expect(ten.brief.task).toBe('seo.ideas');
    expect(tableRows(deliverableOf(ten))).toHaveLength(10);
    expect(askLocal('Write a blog post about keeping a commuter bike running through winter').brief.task).toBe('seo.article');
  });

  it('a location landing page has an H1, at least three H2s, the real prices, the asked length and a final call to book', () => {
    const r = askLocal('Write a location landing page for the new Headingley branch on Otley Road, 350 to 450 words, with an H1, at least three H2s, and real prices from our price list. End with a call to book.');
    const text = deliverableOf(r);
    expect(r.brief.task).toBe('seo.landing');
    expect(headingsOf(text, 1)).toHaveLength(1);
    expect(headingsOf(text, 1)[0]).toMatch(/Headingley/);
    expect(headingsOf(text, 2).length).toBeGreaterThanOrEqual(3);
    for (const price of ['£25', '£65', '£120', '£12']) expect(text).toContain(price);
    expect(text).toContain('4.9 out of 5 from 212 Google reviews');
    const page = text.slice(text.indexOf('\n# '));
    const n = words(page);
    expect(n).toBeGreaterThanOrEqual(350);
    expect(n).toBeLessThanOrEqual(450);
    const last = page.trim().split('\n').pop()!;
    expect(last).toMatch(/^\*\*Book\b.*https:\/\/spokeandchain\.example\*\*$/);
    // Facts the space does not give are marked blanks, never invented.
    expect(text).toContain('[opening hours]');
    const title = /\*\*Title tag:\*\* (.+?) _\(/.exec(text)![1]!;
    const description = /\*\*Meta description:\*\* (.+?) _\(/.exec(text)![1]!;
    expect(title.length).toBeLessThanOrEqual(60);
    expect(description.length).toBeLessThanOrEqual(155);
    expect(text).not.toMatch(/\bcheap\b|\bamazing\b/i);
  });
});

describe('R-PROD-02 SEO agent: an FAQ covers what the request names, and asks a one-off seller no subscriber questions', () => {
  const prices: ReferencedSource = {
    kind: 'document', id: 'p', title: 'prices.md',
    text: '# Prices\n\n| Lesson | Price |\n|---|---|\n| 1-hour lesson | £38 |\n| 10-hour block | £350 |\n\n## Fees you pay to the licensing agency, not to us\n\n- The practical test costs £62 on a weekday.\n\n## Terms\n\n- Cancel or move a lesson at least 48 hours before it starts, or the lesson is charged in full.\n- Unused hours in a block are refunded, minus a £20 admin fee.\n',
  };
  it('"cover the test fee, cancellations and what happens to unused block hours" gives those three questions first, each answered from its fact', () => {
    const answer = ask('Write 5 FAQs for our prices page, and cover the test fee, cancellations and what happens to unused block hours.', [prices]);
    const questions = answer.field!.match(/^### .+$/gm)!;
    expect(questions.slice(0, 3)).toEqual(['### What is the test fee?', '### What if I need to cancel?', '### What happens to unused block hours?']);
    expect(answer.field).toContain('The practical test costs £62 on a weekday.');
    expect(answer.field).toContain('Cancel or move a lesson at least 48 hours before it starts');
    expect(answer.field).toContain('Unused hours in a block are refunded, minus a £20 admin fee.');
    expect(answer.field).not.toMatch(/subscription|Is there a trial|upgrade or downgrade|Can I pay yearly/i);
  });

  it('"5 FAQs for our prices page (the test fee, cancellations, unused block hours)" covers the topics the brackets list, first', () => {
    const answer = ask('Write 5 FAQs with answers for our prices page (the test fee, cancellations, unused block hours). Keep each answer under 50 words.', [prices]);
    const questions = answer.field!.match(/^### .+$/gm)!;
    expect(questions.slice(0, 3)).toEqual(['### What is the test fee?', '### What if I need to cancel?', '### What should I know about unused block hours?']);
    expect(answer.field).toContain('Unused hours in a block are refunded, minus a £20 admin fee.');
  });
});

describe('R-PROD-02 SEO agent: the topics an FAQ must cover are answered from every document of the space', () => {
  const profile = { business_name: 'Otter Swim Club', offer_main: 'Weekly swimming lessons in small groups of four', audience_primary: 'Parents of children aged 3 to 11' };
  const prices: ReferencedSource = {
    kind: 'document', id: 'p', title: 'prices.md',
    text: "# Prices 2026\n\n| Lesson | Price |\n|---|---|\n| Group lesson, per term of 10 weeks | £120 |\n| Private lesson, 30 min | £28 |\n\nAges: lessons from age 3; adult lessons 16+.\nSibling discount: 10% off the second child.\n",
  };
  const faq = (message: string) => catalogueAnswer('seo-agent', { message, mode: 'normal', profile, brandVoice: null, spaceName: 'Otter', version: 1, library: [prices] }, null)!;
  it('"covering age limits, prices and what to bring" answers the ages and the prices from the price list nobody ticked, and leaves only what it does not say blank', () => {
    const answer = faq('Write 5 FAQs for our lessons page, covering age limits, prices and what to bring.');
    const text = answer.field!;
    const answerTo = (q: RegExp) => text.split(/^### /m).find((block) => q.test(block.split('\n')[0]!))?.split('\n').slice(1).join(' ').trim();
    expect(answerTo(/age/i)).toMatch(/from age 3/);
    expect(answerTo(/price|cost/i)).toMatch(/£120/);
    expect(answerTo(/bring/i)).toMatch(/^\[Answer to add: what to bring\./);
    // The prices are one question, not a blank and then the same prices again.
    expect(text.match(/£120/g)).toHaveLength(1);
    // A price per term is one lesson's price: 'costs', whatever noun ends the row's name.
    expect(answerTo(/price|cost/i)).toContain('Group lesson, per term of 10 weeks costs £120.');
    expect(answer.draft).toContain('one left as a marked blank.');
    // What the request named is on its topic, answered or not: only the questions added to make five are nearby ground.
    expect(answer.draft).not.toMatch(/answer one of these on lessons/);
  });
});

describe('R-PROD-02 SEO agent: local keywords name the places', () => {
  it('"keywords for driving lessons in Leeds and the suburbs we cover" names Leeds and the profile\'s suburbs, in plural-agreeing phrases, with no false missing-piece note', () => {
    const answer = catalogueAnswer('seo-agent', {
      message: 'Give me 10 long-tail keywords for driving lessons in Leeds and the suburbs we cover, grouped by search intent, and say which page on our site each one should target.',
      mode: 'normal',
      profile: { business_name: 'Kerbside Driving', business_description: 'An independent driving school with pick-ups across Leeds, Headingley, Roundhay and Horsforth.', offer_main: 'Manual and automatic driving lessons' },
      brandVoice: null, spaceName: 'Kerbside', version: 1,
    }, null)!;
    const keywords = [...answer.field!.matchAll(/^\| \d+ \| ([^|]+) \|/gm)].map((m) => m[1]!.trim());
    expect(keywords).toHaveLength(10);
    expect(keywords).toContain('driving lessons leeds');
    expect(keywords.some((k) => /headingley|roundhay|horsforth/.test(k))).toBe(true);
    expect(keywords).not.toContain('what is driving lessons');
    expect(answer.draft).not.toMatch(/it is not in this answer/);
  });
});

describe('R-PROD-02 SEO agent: a post with a keyword and a topic, both quoted', () => {
  it('"targeting the keyword "X" on the topic "Y"" titles the post Y and keeps X as the phrase to rank for', () => {
    const answer = ask('Write a 400-word blog post targeting the keyword "invoicing Leeds" on the topic "Spreadsheet or software: which do you need?". Include an H1 and two H2s.');
    expect(answer.brief.topic).toBe('Spreadsheet or software: which do you need?');
    expect(answer.field).toMatch(/^# Spreadsheet or software: which do you need\?$/m);
    expect(answer.field).toMatch(/invoicing Leeds/i);
  });
});

describe('R-PROD-02 SEO agent: pasted copy to review is audited, its voice breaches first', () => {
  it('"Review this landing page copy and give me the 5 most important fixes" audits the text and puts the forbidden claim and avoided words first', () => {
    const answer = catalogueAnswer('seo-agent', { ...ctx('Review this landing page copy and give me the 5 most important fixes, ranked:\n\n"Tallyhouse - world-class invoicing for all your clients. Our revolutionary app will double your cash flow in 3 weeks, guaranteed! Sign up now."', []), brandVoice: 'Tone: plain\nAvoid: world-class, revolutionary\nNever promise a result or a time to get it.' }, null)!;
    expect(answer.brief.task).toBe('seo.audit');
    expect(answer.field).toMatch(/^1\. \*\*Claims and words your voice rules out\*\* \(high\): /m);
    expect(answer.field).toContain('"revolutionary"');
    expect(answer.field).not.toMatch(/^# /m);
  });
});

describe('R-PROD-02 SEO agent: meta tags for pages named one by one, each with its own limit and facts', () => {
  it('"a meta title (max 60 characters) and a meta description (max 155 characters) for each of these pages" keeps 155 for descriptions and describes each page from its own row', () => {
    const prices: ReferencedSource = { kind: 'document', id: 'p', title: 'prices.md', text: '# Prices\n\n| Service | Price | What you get |\n|---|---|---|\n| Run Clinic (video gait analysis) | £89 | 60 minutes with a written report |\n| Pilates 8-class pass | £104 | Eight small-group classes, valid for 10 weeks |\n' };
    const answer = ask('Write a meta title (max 60 characters) and a meta description (max 155 characters) for each of these three pages: Run Clinic, Pilates classes, Initial assessment.', [prices]);
    expect(answer.brief.limits.characters).toBeNull();
    const run = answer.field!.split('## Run Clinic')[1]!.split('## ')[0]!;
    const pilates = answer.field!.split('## Pilates classes')[1]!.split('## ')[0]!;
    expect(run).toMatch(/Meta description: [^\n]*£89[^\n]*_\(\d+\/155 characters\)_/);
    expect(pilates).toMatch(/Meta description: [^\n]*£104/);
    expect(answer.draft).not.toMatch(/Still over the limit/);
  });

  it('reads the pages listed one per line after the ask, as many sections as pages', () => {
    const answer = ask('Write meta descriptions for these pages, max 155 characters each, and a title tag for each too (max 60):\n1. Home\n2. Run Clinic\n3. Pilates classes\n4. Contact us');
    expect([...answer.field!.matchAll(/^## (.+)$/gm)].map((m) => m[1])).toEqual(['Home', 'Run Clinic', 'Pilates classes', 'Contact us']);
  });
});

describe('R-PROD-02 SEO agent: four topics to cover are four questions, each readable', () => {
  it('"covering deposits, cancellations, dogs and check-in times" asks about each, in plain questions', () => {
    const answer = ask('Write 6 FAQs with answers for our booking page, covering deposits, cancellations, dogs and check-in times.');
    const questions = answer.field!.match(/^### .+$/gm)!;
    expect(questions.slice(0, 4)).toEqual(['### What should I know about deposits?', '### What if I need to cancel?', '### What should I know about dogs?', '### What should I know about check-in times?']);
  });
  it('renewing the domain and moving to another host is declined, not audited', () => {
    const answer = ask('Can you renew our domain and move the website over to a cheaper host this week?');
    expect(answer.brief.task).toBeNull();
    expect(answer.draft).toMatch(/^I can't help with /);
  });
});

describe('R-PROD-02 SEO agent: "for each of our pages" takes the pages from the price list', () => {
  it('"a title tag and meta description for each of our three plan pages" writes one for Solo, Team and Firm', () => {
    const answer = ask('Write a title tag (max 60 characters) and a meta description (max 155 characters) for each of our three plan pages.');
    expect(answer.brief.task).toBe('seo.meta');
    expect(answer.field!.match(/^## .+$/gm)).toEqual(['## Solo', '## Team', '## Firm']);
    expect(answer.draft).toMatch(/pages your price list names: Solo, Team, Firm\./);
  });
});

describe('R-PROD-02 SEO agent: FAQs the request lists are asked as a buyer asks, and answered from the facts or the request', () => {
  it('asks "Do I need a GP referral?", answers it from "(you don\'t)", and answers insurance from the insurers the facts name', () => {
    const profile = { business_name: 'Harbourside Physio', business_description: 'A physiotherapy clinic in Bristol.' };
    const doc = { kind: 'document' as const, id: 'd', title: 'prices.md', text: '# Prices\n\n## Insurance\n\n- We are recognised by Bupa, AXA Health, Vitality and Aviva. Bring your authorisation code.\n' };
    const r = catalogueAnswer('seo-agent', { message: "Write 3 FAQs with answers for our pricing page. Cover insurance, how long the first appointment is, and whether you need a GP referral (you don't).", mode: 'normal', profile, brandVoice: null, spaceName: 'Physio', referenced: [doc] }, null)!;
    expect(r.field).toContain('### Can I use my health insurance?\nWe are recognised by Bupa, AXA Health, Vitality and Aviva.');
    expect(r.field).toContain('### How long is the first appointment?');
    expect(r.field).toContain("### Do I need a GP referral?\nNo, you don't need a GP referral.");
  });
});

describe('R-PROD-02 SEO agent: Google Business Profile posts are posts for that profile, never an article', () => {
  it('"3 Google Business Profile posts … which button (Book, Call now or Learn more)" gives three posts within the limit, each with one of those buttons and no "link in bio"', () => {
    const out = ask('Give me 3 Google Business Profile posts for March: one on the free trial, one on the Team plan and one on our opening hours. Each under 600 characters, and tell me which button to use on each (Book, Call now or Learn more).');
    const text = deliverableOf(out);
    expect(text).toMatch(/^### Google Business Profile: 3 posts/m);
    expect(text.match(/^\*\*Post \d\*\*/gm)).toHaveLength(3);
    const buttons = [...text.matchAll(/^\*\*Button:\*\* (.+)$/gm)].map((m) => m[1]);
    expect(buttons).toHaveLength(3);
    for (const b of buttons) expect(['Book', 'Call now', 'Learn more']).toContain(b);
    expect(text).not.toMatch(/link in bio|Title tag|^# /im);
    for (const size of [...text.matchAll(/_\((\d+)\/599\)_/g)].map((m) => Number(m[1]))) expect(size).toBeLessThanOrEqual(599);
  });
});

describe('R-PROD-02 SEO agent: a local keyword list names the places as where people search, never as the product', () => {
  it('"15 keywords covering Leeds, Bradford and Wakefield" searches for what the space sells in those places, never "what is leeds"', () => {
    const text = deliverableOf(ask('Can you build a local keyword list? 15 keywords covering Leeds, Bradford and Wakefield, grouped by intent. Table please.'));
    const phrases = [...text.matchAll(/^\| \d+ \| ([^|]+) \|/gm)].map((m) => m[1]!.trim());
    expect(phrases.length).toBeGreaterThanOrEqual(12);
    expect(phrases).not.toContain('what is leeds');
    expect(phrases.some((p) => /\bleeds leeds\b|^leeds$|how much are leeds/.test(p))).toBe(false);
    for (const place of ['leeds', 'bradford', 'wakefield']) expect(phrases.some((p) => p.endsWith(` ${place}`) && p !== place)).toBe(true);
  });
});

describe('R-PROD-02 SEO agent: a Google Business Profile description is the description, and "no links" asks for none', () => {
  const profile = {
    business_name: 'Lingua Bridge',
    business_description: 'Lingua Bridge teaches Spanish, French and German in small evening classes in central Bristol.',
    audience_primary: 'Working adults in Bristol who want to speak a language with confidence before a move or a trip.',
    offer_main: 'Ten-week evening language courses',
    offer_differentiator: 'Classes of eight at most, native-speaking teachers and a free level check before you book.',
  };
  const results = { kind: 'document' as const, id: 'r', title: 'results.md', text: '# Results\n\nNorthgate Engineering sent 14 staff on the Spanish course in 2025.\n\nTheir team passed the DELE A2 exam with an average score of 81%, up from 62% on the practice test.\n' };
  const ask = (version: number) =>
    catalogueAnswer('seo-agent', { message: 'Write the business description for our Google Business Profile. Stay under 750 characters and put no links in it.', mode: 'normal', profile, brandVoice: 'Tone: warm, clear\nNever promise a course start date before the free level check has been done.', spaceName: 'General', referenced: [results], version }, null)!;

  // (The rule on start dates is not broken by a sentence that only names the level check it is conditioned on.)
  it('says what it is, for whom, what sets it apart and a result with who achieved it, within the limit and with no link', () => {
    const first = ask(1);
    const text = first.field ?? '';
    expect(first.draft).not.toMatch(/internal link|anchor text/i);
    expect(text).toContain('Lingua Bridge teaches Spanish, French and German in small evening classes in central Bristol.');
    expect(text).toContain('working adults in Bristol');
    expect(text).toContain('You get classes of eight at most, native-speaking teachers and a free level check before you book.');
    expect(text).toMatch(/Northgate Engineering sent 14 staff on the Spanish course in 2025[.:] [Tt]heir team passed the DELE A2 exam/);
    expect(text.length).toBeLessThan(750);
    expect(text).not.toMatch(/https?:|www\.|\.example/);
    expect(ask(2).field).not.toBe(text);
  });
});

describe('R-PROD-02 an article drawn on problems that give sums with thousands separators', () => {
  const profile = {
    business_name: 'Keystone Mortgages',
    website: 'https://keystone.example',
    offer_main: 'Mortgage advice for first-time buyers',
    audience_primary: 'First-time buyers in Bristol',
    audience_problems: 'Evenings lost to paperwork. Chasing lenders for answers. Stamp duty starts at £125,000 for most buyers, and from April 2026 for first homes over £300,000, so many buyers will pay more. Slow lenders.',
    offer_differentiator: 'We compare over 90 lenders and reply the same day.',
  };
  const services: ReferencedSource = { kind: 'document', id: 'd1', title: 'services.md', text: '# Our services\n\n## What you get\n- A call within one working day\n- A lender shortlist from over 90 lenders\n- Help with every form\n\n## Fees\n- Advice fee: £495, paid on completion\n' };

  it('never cuts "£300,000" at its comma, nor makes a problem of a clause that starts mid-sentence', () => {
    const r = catalogueAnswer('seo-agent', { message: "Blog post, about 800 words: 'Buying your first home at 35: what lenders look for'. The reader is a nurse buying on her own.", mode: 'chat', profile, brandVoice: '', spaceName: 'Keystone', referenced: [services], version: 1 }, null)!;
    expect(r.brief.task).toBe('seo.article');
    expect(r.draft).not.toMatch(/£300(?!,000)|£125(?!,000)|\b000 for\b|goes straight at from|figure neither your request/);
  });
});

describe('R-PROD-02 keyword ideas for a page named for what it sells, counted on their own', () => {
  const profile = { business_name: 'Crag House', website: 'https://craghouse.example', offer_main: 'Bouldering memberships in Leeds' };
  const prices: ReferencedSource = { kind: 'document', id: 'p1', title: 'prices.md', text: '# Prices\n\n_Valid from 1 January 2026. All prices include VAT._\n\n## Kids\' clubs\n- Saturday club (ages 6 to 12): £60 for 6 weeks\n- After-school club: £9 a session\n' };

  it('"Which search terms should our kids\' clubs page go after? Give me 10" gives 10 phrases about kids\' clubs, not the memberships', () => {
    const r = catalogueAnswer('seo-agent', { message: "Which search terms should our kids' clubs page go after? Give me 10, with a rough guess at the intent behind each.", mode: 'normal', profile, brandVoice: '', spaceName: 'Crag House', referenced: [prices], version: 1 }, null)!;
    expect(r.brief.task).toBe('seo.keywords');
    const rows = (r.field ?? '').split('\n').filter((l) => /^\| \d+ \|/.test(l) || /^\d+\. /.test(l));
    expect(rows).toHaveLength(10);
    expect(rows.filter((l) => /kids/i.test(l)).length).toBeGreaterThanOrEqual(5);
    expect(r.field).not.toMatch(/Valid from/);
  });
});

describe('R-PROD-02 SEO agent: "these 5 pages on our-site.co.uk: homepage, café page, …"', () => {
  it('writes one title and description per page named after the site, each page described from what the facts say of it', () => {
    const menu: ReferencedSource = { kind: 'document', id: 'm', title: 'menu-and-events.md', text: '# Menu and events\n\n## Café menu\n\n- Pot of tea: £2.80\n- Bacon roll: £4.50\n\n## Events\n\n- Apple Day: £2 per child\n- Wreath workshop: £42 per person\n' };
    const answer = catalogueAnswer('seo-agent', { message: 'Write new meta titles and meta descriptions for these 3 pages on orchardlane.co.uk: homepage, café page, events page. Titles max 60 characters, descriptions max 155 characters.', mode: 'normal', profile: { business_name: 'Orchard Lane', offer_main: 'A farm shop and café outside Kendal', offer_differentiator: 'The café bakes everything on site every morning; half of what the shop sells is grown within 10 miles' }, brandVoice: null, spaceName: 'General', referenced: [menu] }, null)!;
    expect(answer.field).toContain('## café page');
    expect(answer.field).toContain('## events page');
    const cafe = answer.field!.split('## café page')[1]!.split('## ')[0]!;
    const events = answer.field!.split('## events page')[1]!.split('## ')[0]!;
    expect(cafe).toMatch(/Meta description: [^\n]*(?:bakes everything|£2\.80)/);
    expect(events).toMatch(/Meta description: [^\n]*(?:Apple Day|Wreath workshop)/);
  });
});

describe('R-PROD-02 SEO agent: "people round Kendal"', () => {
  it('keywords for people round a town name the town', () => {
    const answer = ask("Give me 12 keywords to get the Orchard Tea Room found by people round Kendal who don't know we exist.");
    expect(answer.field).toMatch(/\| [^|]*\bkendal\b[^|]* \|/);
  });
});

describe('R-PROD-02 SEO agent: "just the outline" narrows the piece named before it', () => {
  const PROFILE = {
    business_name: 'RoundRight',
    business_description: 'RoundRight is a round-planning app for window cleaners.',
    offer_main: 'A round-planning app priced per van per month, with a 30-day free trial.',
    audience_primary: 'Owners of window cleaning firms',
  };
  const run = (message: string) => catalogueAnswer('seo-agent', { message, mode: 'normal', profile: PROFILE, brandVoice: 'Tone: plain', spaceName: 'RoundRight', referenced: [], version: 1 }, null)!;

  it("'I want a blog post that ranks for … Just the outline for now: H1, H2s …' gives the outline, not the whole post", () => {
    const r = run("I want a blog post that ranks for 'how to price a window cleaning round'. Just the outline for now: H1, H2s with a line on what goes under each, and an FAQ section with 4 questions.");
    expect(r.brief.task).toBe('seo.outline');
    expect(r.brief.deliverables.map((d) => d.noun)).toContain('outline');
    expect(r.brief.deliverables.map((d) => d.noun)).not.toContain('blog post');
  });

  it('names the product by its head, never by words that describe it ("a round-planning app", not "round-planning app priced per")', () => {
    const article = deliverableOf(run('Write a blog post on how to price a window cleaning round.'));
    expect(article).toContain('## What a round-planning app costs');
    // The product line itself may say how it is priced; no heading or phrase names the product by it.
    expect(article.split('\n').filter((l) => !l.startsWith('RoundRight is ')).join('\n')).not.toMatch(/priced per/i);
  });
});

describe('R-PROD-02 SEO agent: a document drafted for someone else is still work outside marketing', () => {
  it('"Could you draft their employment contract?" is declined as an employment contract, not answered with an audit prompt', () => {
    const r = catalogueAnswer('seo-agent', { message: "Quick one while I have you: we've taken on a new van driver. Could you draft their employment contract? 40 hours, £24k, based in Hull.", mode: 'normal', profile: { business_name: 'RoundRight' }, brandVoice: '', spaceName: 'RoundRight', referenced: [], version: 1 }, null)!;
    expect(r.brief.outOfRemit).toBe('an employment contract');
    expect(r.draft).toMatch(/^I can't help with an employment contract here/);
    expect(r.draft).not.toMatch(/no page to audit/i);
  });
});

describe('R-PROD-02 SEO agent: "now the same for" another page asks the last request again for it', () => {
  const PROFILE = { business_name: 'RoundRight', business_description: 'RoundRight is a round-planning app for window cleaners.', offer_main: 'A round-planning app for window cleaners.' };
  const PRICES = `# RoundRight plans

| Plan | Per van per month | What's in it |
|---|---|---|
| Solo | £9 | Round planner, text reminders the day before, card and bank payments, sync with FreeAgent, Xero or Sage Business Cloud Accounting |
| Team | £14 | Everything in Solo, plus staff logins and a shared diary |
`;
  const run = (message: string, previous: { deliverable: string; brief: EngineResult['brief']; request: string } | null) =>
    catalogueAnswer('seo-agent', { message, mode: 'chat', profile: PROFILE, brandVoice: 'Tone: plain', spaceName: 'RoundRight', referenced: [{ kind: 'document', id: 'p', title: 'roundright-plans.md', text: PRICES }], version: 1 }, previous)!;

  it('"Now the same for our Xero integration page" writes the title and description for that page, from what the facts say of Xero', () => {
    const request = 'Meta title (60 characters max) and meta description (155 characters max) for our pricing page.';
    const first = run(request, null);
    const again = run('Now the same for our Xero integration page.', { deliverable: first.field ?? '', brief: first.brief, request });
    expect(again.brief.task).toBe('seo.meta');
    expect(again.field).toMatch(/Title tag: Xero Integration \| RoundRight/);
    expect(again.field).toMatch(/Meta description: Sync with FreeAgent, Xero or Sage Business Cloud Accounting on Solo, from £9 per van per month/);
    expect(again.draft).not.toMatch(/no page to audit/i);
  });
});

describe('R-PROD-02 SEO agent: FAQPage markup for the FAQs the chat has', () => {
  const PROFILE = { business_name: 'Kilnhouse Pottery', business_description: 'A pottery studio in Bristol.', offer_main: 'Six-week wheel-throwing courses' };
  const run = (message: string, previous: { deliverable: string; brief: EngineResult['brief']; request: string } | null) =>
    catalogueAnswer('seo-agent', { message, mode: 'chat', profile: PROFILE, brandVoice: 'Tone: plain', spaceName: 'Kilnhouse', referenced: [], version: 1 }, previous)!;

  it('"Now give me those as FAQPage schema markup" marks up each question and answer of the last answer, word for word', () => {
    const request = 'Write 3 FAQs for our courses page.';
    const first = run(request, null);
    const faqs = first.field ?? '';
    const questions = [...faqs.matchAll(/^###\s+(.+\?)\s*$/gm)].map((m) => m[1]!);
    expect(questions.length).toBeGreaterThan(0);
    const schema = run('Great. Now give me those as FAQPage schema markup I can paste into the page.', { deliverable: faqs, brief: first.brief, request });
    expect(schema.brief.task).toBe('seo.faq-schema');
    const json = JSON.parse(/<script type="application\/ld\+json">\n([\s\S]+)\n<\/script>/.exec(schema.field ?? '')![1]!);
    expect(json['@type']).toBe('FAQPage');
    expect(json.mainEntity.map((q: { name: string }) => q.name)).toEqual(questions);
  });

  it('with no FAQs in the chat, says so and how to get them, instead of marking up nothing', () => {
    const r = run('Give me FAQPage schema markup for our FAQ page.', null);
    expect(r.draft).toMatch(/There are no FAQs in this chat to mark up yet/);
  });
});

describe('R-PROD-02 SEO: a page about what a priced row offers under another form of its name', () => {
  it('the restoration page is described by the "Restored …" row, its "from" price said once and what it includes', () => {
    const profile = { business_name: 'Tick & Chime Clock Repairs', business_description: 'Repairs and restores antique clocks.', website: 'https://tickchime.example', offer_differentiator: 'Every clock is tested for 7 days before it goes home' };
    const prices = '# Prices\n\n| Service | Price | Includes |\n|---|---|---|\n| Clock service | £95 | Clean, oil and adjust |\n| Restored longcase clock | from £1,800 | Full restoration, free delivery within 15 miles, 2-year warranty |\n';
    const r = catalogueAnswer('seo-agent', { message: 'Write a meta title and description for our clock restoration page.', mode: 'normal', profile, brandVoice: null, spaceName: 'General', referenced: [{ kind: 'document', id: 'p', title: 'prices.md', text: prices }], version: 1 }, null)!;
    expect(r.field).toMatch(/Meta description: Restored longcase clock: from £1,800, full restoration and free delivery within 15 miles\./);
    expect(r.field).not.toMatch(/from from/);
  });
});

describe('R-PROD-02 SEO: "an FAQ section for our booking page: 5 questions with short answers"', () => {
  it('is five questions under headings, with no note that the FAQ is missing, and a name ending in "Plus" takes "costs"', () => {
    const prices = '# Prices\n\n| Package | Price | Includes |\n|---|---|---|\n| Studio Hour | £30 | One bay for an hour |\n| Studio Plus | £75 | Three hours, a coach for one of them |\n\n## Terms\nBookings can be moved free up to 24 hours before.\n';
    const r = catalogueAnswer('seo-agent', { message: 'Write an FAQ section for our booking page: 5 questions with short answers.', mode: 'normal', profile: { business_name: 'Fairway Golf Studio', website: 'https://fairway.example' }, brandVoice: null, spaceName: 'x', referenced: [{ kind: 'document', id: 'p', title: 'prices.md', text: prices }], version: 1 }, null)!;
    expect((r.field ?? '').match(/^### .+\?$/gm)).toHaveLength(5);
    expect(r.draft).not.toMatch(/it is not in this answer/);
    expect(r.field).not.toMatch(/Studio Plus cost £/);
  });
});

describe('R-PROD-03 a page named by the people it is about is no audience', () => {
  it('"meta title and description for our corporate team-building page" is about team-building, not written "for our corporate team"', () => {
    const answer = catalogueAnswer('seo-agent', { message: 'Meta title and description for our corporate team-building page.', mode: 'normal', profile: { business_name: 'Cipher Rooms', business_description: 'Escape rooms in Derby for friends and work teams.' }, brandVoice: '', spaceName: 'Cipher Rooms', referenced: [], version: 1 }, null)!;
    const text = answer.field ?? answer.draft;
    expect(text).toMatch(/Title tag: .*[Tt]eam[- ][Bb]uilding/);
    expect(text).not.toMatch(/for our corporate team\b(?!-)|Made for our corporate team/i);
  });
});

describe('R-PROD-03 an article on a yes-or-no question', () => {
  it('"a 600-word article on whether sea kayaking is safe for beginners" is titled with the question, never "Whether …"', () => {
    const answer = catalogueAnswer('seo-agent', { message: 'Write a 600-word article on whether sea kayaking is safe for beginners.', mode: 'normal', profile: { business_name: 'Tideline', business_description: 'Guided sea-kayak tours and beginner courses.' }, brandVoice: '', spaceName: 'Tideline', referenced: [], version: 1 }, null)!;
    const text = answer.field ?? answer.draft;
    expect(text).toMatch(/^# Is sea kayaking safe for beginners\?$/m);
    expect(text).not.toMatch(/\bWhether Sea Kayaking\b|why whether/i);
  });
});

describe('R-PROD-02 SEO agent: a content cluster is a pillar page and its supporting articles', () => {
  it('"a content cluster around \\"bike repair Leeds\\": one pillar page and 4 supporting articles" plans the pillar, four articles with keywords, and the links, never an article draft', () => {
    const profile = {
      business_name: 'Spokes & Co', business_description: 'A bicycle repair workshop in Leeds, fixing commuter and family bikes.',
      offer_main: 'Bike servicing and repairs', audience_primary: 'Commuters who cycle to work', audience_problems: 'Punctures on the way to work, and gears that slip.',
    };
    const prices = { kind: 'document' as const, id: 'doc-1', title: 'prices.md', text: '# Prices\n\n- Full service: £75\n- Puncture repair: £15\n- Gear tune: £30\n' };
    const answer = catalogueAnswer('seo-agent', { message: 'Plan a content cluster around "bike repair Leeds": one pillar page and 4 supporting articles, each with a target keyword.', mode: 'normal', profile, brandVoice: null, spaceName: 'Spokes', version: 1, library: [prices] }, null)!;
    expect(answer.field).toContain('**Pillar page:** Bike Repair in Leeds: A Complete Guide');
    expect(answer.field).toContain('- Target keyword: "bike repair leeds"');
    expect(answer.field).toContain('**Supporting articles (4)**');
    const rows = answer.field!.split('\n').filter((l) => /^\| \d+ \|/.test(l));
    expect(rows).toHaveLength(4);
    expect(rows.join('\n')).toMatch(/Full Service|Puncture Repair|Gear Tune/);
    expect(answer.field).toContain('- Each supporting article links up to the pillar page in its first paragraph');
    expect(answer.field).not.toMatch(/^# |\*\*Title tag:\*\*/m);
  });
});

describe('R-PROD-02 SEO agent: alt text for the photos described', () => {
  it('writes one line per photo described, under 125 characters, naming the business and never claiming to see the image', () => {
    const profile = { business_name: 'Spokes & Co', business_description: 'A bicycle repair workshop in Leeds.', offer_main: 'Bike servicing and repairs' };
    const answer = catalogueAnswer('seo-agent', { message: 'Write alt text for 3 photos on our homepage: a mechanic truing a wheel, a row of serviced commuter bikes, and our shop front.', mode: 'normal', profile, brandVoice: null, spaceName: 'Spokes', version: 1 }, null)!;
    const rows = answer.field!.split('\n').filter((l) => /^\| \d \|/.test(l));
    expect(rows).toHaveLength(3);
    expect(rows[0]).toContain('| Mechanic truing a wheel from Spokes & Co |');
    expect(rows[2]).toContain('| The shop front at Spokes & Co, Leeds |');
    for (const row of rows) expect(row.split('|')[3]!.trim().length).toBeLessThanOrEqual(125);
    expect(answer.draft).toContain('I describe only what you told me each photo shows');
  });
});

describe('R-PROD-02 SEO agent: an FAQ answer says what a plan gives as a sentence', () => {
  it('"Members pay £5 a year and get every sixth hem free" answers "How much is the loyalty card?" in one sentence to the reader', () => {
    const profile = { business_name: 'Stitchworks Alterations', offer_main: 'Clothing alterations and repairs' };
    const prices = { kind: 'document' as const, id: 'doc-1', title: 'prices.md', text: '# Prices\n\n- Trouser hem: £14\n- Loyalty card: Members pay £5 a year and get every sixth hem free\n' };
    const answer = catalogueAnswer('seo-agent', { message: 'Write 4 FAQs for the loyalty card page.', mode: 'normal', profile, brandVoice: null, spaceName: 'Stitchworks', version: 1, library: [prices] }, null)!;
    expect(answer.field).toMatch(/costs £5 a year, and you get every sixth hem free\./);
    expect(answer.field).not.toMatch(/\. And get\b/);
  });
});

describe('R-PROD-02 SEO agent: a service named by its work stays whole', () => {
  it('"keyword ideas for dog walking in Harrogate" is about dog walking, not "dog"', () => {
    const profile = { business_name: 'Brightwater Pet Care', business_description: 'Dog walking and pet sitting in Harrogate.', offer_main: 'Dog walks and puppy visits' };
    const answer = catalogueAnswer('seo-agent', { message: '12 keyword ideas for dog walking in Harrogate, grouped by search intent.', mode: 'normal', profile, brandVoice: null, spaceName: 'Brightwater', version: 1 }, null)!;
    expect(answer.brief.topic).toBe('dog walking');
    expect(answer.field).toContain('| how much is dog walking in harrogate |');
    expect(answer.field).not.toMatch(/\| (?:best|what is) dog \|/);
  });
});

describe('R-PROD-02 SEO agent: a how-to given after a colon is the article\'s title', () => {
  it('"a 600-word blog post: how to get a suit altered for a wedding" keeps that title in the H1 and the title tag', () => {
    const profile = { business_name: 'Stitchworks Alterations', offer_main: 'Clothing alterations and repairs' };
    const answer = catalogueAnswer('seo-agent', { message: 'Write a 600-word blog post: how to get a suit altered for a wedding.', mode: 'normal', profile, brandVoice: null, spaceName: 'Stitchworks', version: 1 }, null)!;
    expect(answer.field).toContain('# How to get a suit altered for a wedding');
    expect(answer.field).toMatch(/\*\*Title tag:\*\* How to get a suit altered for a wedding/);
  });
});

describe('R-PROD-02 SEO agent: a phrase the request rules out is never the subject', () => {
  it('"we\'ll never beat the leisure centres for \'swimming lessons manchester\', so don\'t bother" keeps that phrase out and the place out of the core', () => {
    const profile = { business_name: 'Little Otters Swim School', business_description: 'Small-group swimming lessons for children in Didsbury, Manchester.', offer_main: 'Swimming lessons for children aged 3 to 11', audience_primary: 'Parents of young children in south Manchester', audience_problems: 'Parents want small classes and a warm pool.' };
    const answer = catalogueAnswer('seo-agent', { message: "Keyword ideas for parents looking for swimming lessons near Didsbury. 12 or so. We'll never beat the leisure centres for 'swimming lessons manchester' so don't bother with that.", mode: 'normal', profile, brandVoice: null, spaceName: 'Otters', version: 1 }, null)!;
    const rows = answer.field!.split('\n').filter((l) => /^\| \d+ \|/.test(l)).map((l) => l.split('|')[2]!.trim());
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expect(rows).toContain('swimming lessons didsbury');
    expect(rows.some((r) => /manchester/.test(r))).toBe(false);
    expect(rows.some((r) => /near didsbury didsbury|didsbury didsbury/.test(r))).toBe(false);
    expect(rows.some((r) => /^parents want/.test(r))).toBe(false);
  });
});

describe('R-PROD-02 SEO agent: blog ideas for a trade, on what the request asks to rank for', () => {
  const profile = { business_name: 'Severn Damp Proofing', business_description: 'Damp surveys and damp proofing for homes in Gloucester.', industry: 'Building services', audience_problems: 'Landlords who get tenant complaints about mould', offer_main: 'Damp surveys and damp proofing' };
  const prices = { kind: 'document', id: 'p', title: 'prices.md', text: '# Prices\n\n- Damp survey: £150\n- Damp proof course injection: from £900\n' } as ReferencedSource;
  const answer = catalogueAnswer('seo-agent', { message: 'Give me 6 blog post ideas to help us rank for rising damp treatment in Gloucester.', mode: 'normal', profile, brandVoice: null, spaceName: 'Severn', referenced: [prices], version: 1 }, null)!;
  const rows = (answer.field ?? '').split('\n').filter((l) => /^\| \d+ \|/.test(l));

  it('gives six, with the searched subject in the titles instead of the profile\'s industry', () => {
    expect(rows).toHaveLength(6);
    expect(rows.some((r) => /Rising Damp Treatment/.test(r))).toBe(true);
    expect(rows.join('\n')).not.toMatch(/Building Services/);
  });

  it('never suggests it as a thing to do for fun, or how to avoid the people the problem names', () => {
    expect(answer.field).not.toMatch(/Things to Do/);
    expect(answer.field).not.toMatch(/How to Avoid Landlords/i);
  });
});
