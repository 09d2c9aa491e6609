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
    expect(faq).toContain('### How much does Tallyhouse cost?\nThere are three plans: Solo at $19 a month, Team at $49 a month and Firm at $99 a month.');
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
    expect(text).toContain('- Meta description: Solo at $19 a month, Team at $49 a month and Firm at $99 a month. 14-day free trial, no credit card needed. Start your trial. _(125/155 characters)_');
  });
});

describe('R-PROD-02 SEO agent: the offer in the request is kept', () => {
  it('meta descriptions lead with the request\'s offer and code, word for word, in the first answer and its regenerate', () => {
    const request = 'Write 3 meta descriptions for our pricing page with 20% off the first month, code SPRING20';
    for (const version of [1, 2]) {
      const text = deliverableOf(ask(request, undefined, version));
      expect(text).toContain('20% off the first month with the code SPRING20. Tallyhouse offers invoicing software for small accounting firms. Start your trial.');
    }
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
    expect(body).toContain('- **Solo**: $19 a month, for 1 user');
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
