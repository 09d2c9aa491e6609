import { describe, expect, it } from 'vitest';
import { runPipeline } from '../../../core/server/agents/pipelines/run-pipeline.ts';
import { textStats, sentencesOf } from '../../../core/server/agents/tools/text-stats.ts';
import type { AgentContext } from '../../../core/server/agents/tools/agent-context.ts';

const ctx = (message: string, profile: Record<string, string> = {}, extra: Partial<AgentContext> = {}): AgentContext => ({ message, mode: 'normal', profile, brandVoice: null, spaceName: 'General', ...extra });

const NORTHWIND = {
  business_name: 'Northwind Roasters',
  audience_primary: 'Office managers at companies with 20 to 200 staff',
  audience_problems: 'Stale coffee and suppliers who deliver late',
  offer_main: 'A weekly coffee subscription for offices, roasted to order',
  offer_differentiator: 'We roast every Monday and deliver within 48 hours',
  goal_primary: 'Sign 40 new office accounts by end of Q3',
  goal_kpis: 'Trials started, trial-to-paid rate',
  budget: '$4,000 per month',
  channels_current: 'Email, LinkedIn, SEO',
  tone_words: 'warm, plain, confident',
  tone_avoid: 'synergy, revolutionary, cheap',
};
const VOICE = 'Tone: warm, plain, confident\nFormality: conversational\nSentences: short (at most 16 words)\nAvoid: synergy, revolutionary, cheap\nSign-off: Brew on, the Northwind team';
const PRODUCT_PAGE = { kind: 'document' as const, id: 'doc-1', title: 'product-page.md', text: '# Office Barista Bundle\nThe Office Barista Bundle brings fresh beans, a grinder and weekly deliveries to your office. Teams get coffee they like without anyone ordering it.' };
const share = (a: string, b: string) => {
  const bs = new Set(sentencesOf(b).map((s) => s.toLowerCase()));
  const as = sentencesOf(a).map((s) => s.toLowerCase());
  return as.filter((s) => bs.has(s)).length / as.length;
};

describe('offline engine: the agents\' tools are real analysis, deterministic', () => {
  it('text statistics count words, sentences, readability, keywords, headings and links', () => {
    const s = textStats('# Title\nDashboards help teams. Dashboards explain numbers! See https://acme.io/docs for more.');
    expect(s.headings).toEqual([{ level: 1, text: 'Title' }]);
    expect(s.links).toEqual(['https://acme.io/docs']);
    expect(s.keywords[0]).toEqual({ word: 'dashboards', count: 2 });
    expect(s.sentences).toBe(3);
    expect(s.fleschReadingEase).toBeGreaterThan(0);
  });

  it('the same request gives the same answer', () => {
    const a = runPipeline('email-agent', ctx('Write a newsletter', NORTHWIND));
    const b = runPipeline('email-agent', ctx('Write a newsletter', NORTHWIND));
    expect(a.draft).toBe(b.draft);
  });
});

describe('each agent works on what the request points at, never on its wording', () => {
  it('the SEO agent audits the document the request references, not the prompt text, and says what it analysed', () => {
    const r = runPipeline('seo-agent', ctx('Please audit the SEO of our product page', NORTHWIND, { referenced: [PRODUCT_PAGE] }));
    expect(r.draft).toContain('Analysed: the document "product-page.md" (27 words).');
    expect(r.draft).toContain('| Title | "Office Barista Bundle" (21 chars) |');
    expect(r.draft).toContain('**Heading structure** (high): 1 headings, no H2.');
    expect(new TextDecoder().decode(r.artifacts[0]!.data).split('\n')[0]).toBe('priority,check,observation,recommendation');
  });

  it('the SEO agent audits pasted copy, offers keyword ideas for a topic, and asks for a page when none is given', () => {
    const pasted = runPipeline('seo-agent', ctx('Check this copy: Our coffee plan brings fresh beans to your office every single week, with no contract and free delivery.', NORTHWIND));
    expect(pasted.draft).toContain('Analysed: the text you pasted (18 words).');
    const ideas = runPipeline('seo-agent', ctx('Keyword ideas for office coffee subscription', NORTHWIND));
    expect(ideas.draft).toContain('| best office coffee subscription | commercial |');
    expect(ideas.draft).not.toContain('On-page');
    const none = runPipeline('seo-agent', ctx('How is our SEO?', NORTHWIND));
    expect(none.draft).toContain('I did not get a page to audit: reference a document or a URL source from the knowledge base (or paste the page text)');
  });

  it('the strategy review scores the space profile when no plan is given, not the question (it scored the question 1/16)', () => {
    const r = runPipeline('strategy-review-agent', ctx('Review our strategy please', NORTHWIND));
    expect(r.draft).toContain("Analysed: your space profile's answers (no document, web page or pasted text was given).");
    expect(r.draft).toContain('| Measurable goals | 2/2 | "Sign 40 new office accounts by end of Q3" |');
    expect(r.draft).toContain('| Budget | 2/2 | "$4,000 per month" |');
    expect(r.draft).toMatch(/\*\*Score: 9\/16\*\*/);
    const cmo = runPipeline('cmo', ctx('How is our strategy looking?', NORTHWIND));
    expect(cmo.draft).toContain('| Measurable goals | 2/2 | "Sign 40 new office accounts by end of Q3" |');
  });

  it('a budget question gets a split of the person\'s own budget across the channels asked about, weighted to the best channel', () => {
    const r = runPipeline('strategy-review-agent', ctx('Is splitting our £6,000 a month between Google Ads, LinkedIn, SEO and email sensible?', { ...NORTHWIND, channels_best: 'LinkedIn' }));
    const amounts = [...r.draft.matchAll(/\| £([\d,]+) \|/g)].map((m) => Number(m[1]!.replace(/,/g, '')));
    expect(amounts).toHaveLength(4);
    expect(amounts.reduce((a, b) => a + b, 0)).toBe(6000);
    expect(r.draft).toContain('| LinkedIn | 40 % | £2,400 | your profile says it brings the best customers |');
    expect(r.draft).toContain('_This is a starting split of your own budget to test, not a forecast of results._');
  });

  it('a positioning question names the competitors asked about and checks rather than asserts their claims', () => {
    const r = runPipeline('strategy-review-agent', ctx('How does our positioning hold up against Pact Coffee for Business and Nespresso Professional?', NORTHWIND));
    expect(r.draft).toContain('**Positioning against Pact Coffee for Business and Nespresso Professional**');
    expect(r.draft).toContain('Check their current site before you claim a difference about them.');
    expect(r.draft).toContain('> For office managers who are tired of stale coffee and suppliers who deliver late, Northwind Roasters is a weekly coffee subscription for offices that we roast every Monday and deliver within 48 hours.');
  });

  it('the strategy review scores a referenced plan with evidence quotes from it', () => {
    const plan = { kind: 'document' as const, id: 'p', title: 'q3-plan.md', text: 'Our goal is 200 demo requests by Q3. Our audience is marketing managers at B2B software companies. We will focus on LinkedIn and webinars because our buyers live there. Budget: $5k per month. We track MQLs weekly on a dashboard.' };
    const r = runPipeline('strategy-review-agent', ctx('Review this plan', {}, { referenced: [plan] }));
    expect(r.field).toContain('Analysed: the document "q3-plan.md"');
    expect(r.field).toContain('"Our goal is 200 demo requests by Q3."');
    expect(r.field).toContain('| Risks | 0/2 | not addressed |');
  });
});

describe('answers written from the space facts, for the task asked', () => {
  it('a launch email is about what was asked, from the profile: no keyword soup ("Email launch sale: what it means for you")', () => {
    const r = runPipeline('email-agent', ctx('Write a launch email for our spring sale', NORTHWIND));
    expect(r.draft).not.toContain('Email launch sale');
    expect(r.draft).toMatch(/\n1\. [^\n]*our spring sale/i);
    expect(r.field).toContain('a weekly coffee subscription for offices, roasted to order');
    expect(r.field).toContain('we roast every Monday and deliver within 48 hours');
    expect(r.field).not.toMatch(/\[your /);
    expect(r.artifacts[0]!.mimeType).toBe('text/html');
  });

  it('a missing fact is a marked blank the answer asks for, never an invented claim', () => {
    const r = runPipeline('email-agent', ctx('Write a cold outreach email to office managers', { business_name: 'Acme' }));
    expect(r.field).toContain('[your offer]');
    expect(r.draft).toContain('**Fill in before sending:** [your offer]');
  });

  it('the email agent tells subject lines only, a follow-up, cold outreach and a newsletter apart', () => {
    const subjects = runPipeline('email-agent', ctx('Just subject lines for our autumn blend, please', NORTHWIND));
    expect(subjects.draft).toMatch(/Here are 8 subject lines for \*\*our autumn blend\*\*/);
    expect(subjects.draft).not.toContain('{{first_name}},\n');
    expect(subjects.artifacts).toEqual([]);
    expect(runPipeline('email-agent', ctx('A follow-up email after the demo', NORTHWIND)).draft).toContain('Here is a follow-up email');
    expect(runPipeline('email-agent', ctx('Cold outreach to office managers', NORTHWIND)).draft).toContain('Here is a cold outreach email');
    const newsletter = runPipeline('email-agent', ctx('Write our newsletter', NORTHWIND, { sources: [{ type: 'document', id: 'd', title: 'news.md', snippet: 'We opened a second roastery in Leeds this spring, doubling our capacity.' }] }));
    expect(newsletter.field).toContain('- We opened a second roastery in Leeds this spring, doubling our capacity.');
  });

  it('creative headlines come from the offer, not from the request keywords ("Bakery headlines, done right")', () => {
    const r = runPipeline('creative-agent', ctx('Headlines for our bakery', { business_name: 'Crumb & Co', offer_main: 'Sourdough delivered warm every morning', audience_primary: 'Neighbourhood cafés' }));
    expect(r.draft).not.toContain('done right');
    expect(r.draft).toMatch(/Sourdough delivered warm every morning|sourdough delivered warm every morning/);
    const ads = runPipeline('creative-agent', ctx('Search ad copy for our subscription', NORTHWIND));
    for (const line of ads.draft.split('\n').filter((l) => /_\(\d+\)_$/.test(l))) {
      const [, text, n] = /^- (.*) _\((\d+)\)_$/.exec(line)!;
      expect(text!.length).toBe(Number(n));
    }
    expect(ads.draft).toContain('**Headlines** (up to 30 characters each)');
  });
});

describe('honesty: sentences appear only when their condition holds', () => {
  it('"the voice you set" only with a saved brand voice', () => {
    const none = runPipeline('email-agent', ctx('Write a launch email for our spring sale'));
    expect(none.draft).not.toContain('the voice you set');
    expect(none.draft).toContain('written in a clear, warm and direct tone: no brand voice is saved for this space yet (Workspace Settings)');
    const profileOnly = runPipeline('email-agent', ctx('Write a launch email for our spring sale', { tone_words: 'bold, playful, kind' }));
    expect(profileOnly.draft).not.toContain('the voice you set');
    expect(profileOnly.draft).toContain('written in the tone your space profile describes (bold, playful, kind)');
    const saved = runPipeline('email-agent', ctx('Write a launch email for our spring sale', {}, { brandVoice: 'Warm and plain, never pushy.\nShort sentences.' }));
    expect(saved.draft).toContain('written in the voice you set (Warm and plain, never pushy.)');
  });

  it('"your brand colour" only when the brand voice names one', () => {
    const none = runPipeline('creative-agent', ctx('Headlines for our bakery'));
    expect(none.draft).not.toContain('your brand colour');
    expect(none.draft).toMatch(/on a stand-in colour \(#[0-9A-F]{6}\): no brand colour is saved yet; name one such as #1F6FEB in the brand voice/);
    const saved = runPipeline('creative-agent', ctx('Headlines for our bakery', {}, { brandVoice: 'Warm and plain. Brand colour #E4572E on cream.' }));
    expect(saved.draft).toContain('on your brand colour (#E4572E)');
    expect(new TextDecoder().decode(saved.artifacts[0]!.data)).toContain('fill="#E4572E"');
  });

  it('"Save as the space\'s brand voice" is offered only with a voice to save', () => {
    const analysed = runPipeline('brand-voice', ctx("Analyse this: Hey folks! We're super excited about the new beans. You'll love them, honestly. It's fresh coffee for your whole team."));
    expect(analysed.brandVoiceProposal).toMatch(/^Tone: .*\nFormality: conversational\nSentences: short, punchy \(at most \d+ words\)/);
    expect(analysed.draft).toContain("Use **Save as the space's brand voice** below this answer");
    const rewrite = runPipeline('brand-voice', ctx('Rewrite this in our voice: We are very excited to announce our revolutionary new plan. It is really cheap and your team will love it.', NORTHWIND, { brandVoice: VOICE }));
    expect(rewrite.brandVoiceProposal).toBeUndefined();
    expect(rewrite.draft).not.toContain('Save as');
  });
});

describe('the brand voice is applied, not described', () => {
  it("the Brand Voice agent's rewrite changes the text by the saved rules (it used to echo its input)", () => {
    const draft = 'We are very excited to announce our revolutionary new plan. It is really cheap and your team will love it.';
    const r = runPipeline('brand-voice', ctx(`Rewrite this in our voice: ${draft}`, NORTHWIND, { brandVoice: VOICE }));
    expect(r.field).not.toBe(draft);
    expect(r.field).toBe("Here's our new plan. It's affordable and your team will love it.");
    expect(r.draft).toContain('- Replaced words your voice avoids (cheap).');
    expect(r.draft).toContain('- Dropped words your voice avoids (revolutionary).');
  });

  it('emails follow the saved voice: banned words out, its sign-off, contractions when conversational', () => {
    const r = runPipeline('email-agent', ctx('Write a promotional email', { ...NORTHWIND, offer_differentiator: 'A revolutionary roast that is never cheap' }, { brandVoice: VOICE }));
    expect(r.field).not.toMatch(/\b(revolutionary|cheap)\b/i);
    expect(r.field!.trim().endsWith('Brew on, the Northwind team')).toBe(true);
  });

  it('a drafted voice uses the profile and is offered for saving', () => {
    const r = runPipeline('brand-voice', ctx('Draft a brand voice from our profile', NORTHWIND));
    expect(r.brandVoiceProposal).toContain('Tone: warm, plain, confident');
    expect(r.brandVoiceProposal).toContain('Avoid: synergy, revolutionary, cheap');
    expect(r.brandVoiceProposal).toContain('Sign-off: The Northwind Roasters team');
  });
});

describe('regenerate gives another wording, still deterministic', () => {
  const requests: [string, string, Partial<AgentContext>][] = [
    ['email-agent', 'Write a launch email for our spring sale', {}],
    ['seo-agent', 'Audit our product page', { referenced: [PRODUCT_PAGE] }],
    ['strategy-review-agent', 'Review our strategy', {}],
    ['creative-agent', 'LinkedIn posts about our Monday roasting', {}],
    ['brand-voice', 'Draft a brand voice from our profile', {}],
    ['cmo', 'Plan our next email campaign', {}],
  ];
  it.each(requests)('%s: version 2 differs from version 1', (agent, message, extra) => {
    const first = runPipeline(agent, ctx(message, NORTHWIND, { ...extra, version: 1 }));
    const second = runPipeline(agent, ctx(message, NORTHWIND, { ...extra, version: 2 }));
    expect(second.draft).not.toBe(first.draft);
    expect(share(second.draft, first.draft)).toBeLessThan(0.95);
    expect(runPipeline(agent, ctx(message, NORTHWIND, { ...extra, version: 2 })).draft).toBe(second.draft);
  });
});

describe("the space's extra instructions are honoured or listed as not applied", () => {
  it('sign-off, words to avoid and a length limit are applied; another language and anything else are named', () => {
    const r = runPipeline(
      'email-agent',
      ctx('Write a launch email for our spring sale', NORTHWIND, { extraInstructions: 'Sign off with "Talk soon, Maya". Never use the words weekly, subscription. Keep it under 60 words. Answer in French. Mention our podcast.' }),
    );
    expect(r.field!.trim().endsWith('Talk soon, Maya')).toBe(true);
    expect(r.field).not.toMatch(/\b(weekly|subscription)\b/i);
    expect(r.field!.split(/\s+/).length).toBeLessThanOrEqual(75);
    expect(r.draft).toContain('_Space instructions followed:_ sign-off "Talk soon, Maya"; words to avoid (weekly, subscriptions); at most 60 words of copy.'.replace('subscriptions', 'subscription'));
    expect(r.draft).toContain('_Space instructions not applied by the offline engine:_ "Answer in French (the offline engine writes English only; a model set with LLM_API_KEY can follow it)"; "Mention our podcast".');
  });
});

describe('hostile and huge requests', () => {
  it.each(['email-agent', 'seo-agent', 'strategy-review-agent', 'brand-voice', 'creative-agent', 'cmo'])('%s answers a 100 000-character message of unclosed quotes and unpunctuated text', (agent) => {
    const huge = `Rewrite this: ${'"act now for for about '.repeat(3000)}${'x'.repeat(30_000)}`.slice(0, 100_000);
    const r = runPipeline(agent, ctx(huge, NORTHWIND, { brandVoice: VOICE, extraInstructions: 'Never use cheap. '.repeat(200) }));
    expect(r.draft.length).toBeGreaterThan(0);
  });
});
