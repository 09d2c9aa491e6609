import { readFactSheet } from '../../../core/server/agents/facts/read-fact-sheet.ts';
import { tasksOf } from '../../../core/server/agents/tasks/catalogue.ts';
import { readBrief } from '../../../core/server/agents/brief/read-brief.ts';
import { copyMaterialOf, pointsOf } from '../../../core/server/agents/tasks/creative/copy-material.ts';
import { describe, expect, it, vi } from 'vitest';
import type { Brief } from '../../../core/server/agents/brief/brief.ts';
import type { FactSheet, FactSource } from '../../../core/server/agents/facts/fact-sheet.ts';
import type { AgentContext } from '../../../core/server/agents/tools/agent-context.ts';
import { briefOf, factSheetOf } from '../../support/engine-inputs.ts';

// Most tests hand the engine the brief and facts a request yields, to check what the creative catalogue writes
// from them through the function the server runs; the last ones go through the real request and document readers.
const state = vi.hoisted(() => ({ brief: null as unknown, facts: null as unknown }));
vi.mock('../../../core/server/agents/brief/read-brief.ts', async (original) => {
  const real = await original<typeof import('../../../core/server/agents/brief/read-brief.ts')>();
  return { readBrief: (input: Parameters<typeof real.readBrief>[0]) => (state.brief as Brief | null) ?? real.readBrief(input) };
});
vi.mock('../../../core/server/agents/facts/read-fact-sheet.ts', async (original) => {
  const real = await original<typeof import('../../../core/server/agents/facts/read-fact-sheet.ts')>();
  return { readFactSheet: (...args: Parameters<typeof real.readFactSheet>) => (state.facts as FactSheet | null) ?? real.readFactSheet(...args) };
});

const { catalogueAnswer } = await import('../../../core/server/agents/tasks/offline-engine.ts');

const PROFILE: FactSource = { title: 'Space profile', kind: 'profile', id: null };
const SHEET: FactSource = { title: 'loopdesk-product-sheet.md', kind: 'document', id: 'doc-7' };

/** A B2B space unlike the ones the engine's wordings were first written for. */
const FACTS: FactSheet = factSheetOf({
  company: 'Loopdesk',
  product: 'Shared inbox software for small support teams',
  industry: 'Customer support software',
  website: 'https://loopdesk.example',
  audience: 'Support leads at online shops with 5 to 50 staff',
  problems: 'Missed emails and slow replies',
  differentiator: 'Effortless setup in an afternoon, with no IT team needed',
  tone: 'plain, warm',
  prices: [
    { text: 'Starter: $29 per month', plan: 'Starter', amount: '$29', per: 'month', source: SHEET },
    { text: 'Team: $59 per month', plan: 'Team', amount: '$59', per: 'month', source: SHEET },
  ],
  features: [
    { text: 'Shared inbox for email and chat', source: SHEET },
    { text: 'Automatic assignment by skill', source: SHEET },
    { text: 'Reports on first-response time', source: SHEET },
  ],
  terms: [{ text: '14-day free trial, no card needed', source: SHEET }],
  proof: [{ text: 'cut first-response time from 9 hours to 2 hours in 6 weeks at Brightwell Outfitters', figures: ['9 hours', '2 hours', '6 weeks'], who: 'Brightwell Outfitters', source: SHEET }],
  links: [{ text: 'https://loopdesk.example/trial', source: SHEET }],
  sources: [PROFILE, SHEET],
});

const VOICE = 'Tone: plain, warm\nFormality: conversational\nAvoid: effortless, synergy';

const brief = (request: string, over: Partial<Brief>): Brief => briefOf(request, 'creative-agent', over);

function answer(b: Brief, version = 1, facts: FactSheet = FACTS) {
  state.brief = b;
  state.facts = facts;
  const ctx: AgentContext = { message: b.request, mode: 'normal', profile: {}, brandVoice: VOICE, spaceName: 'Loopdesk', version };
  const result = catalogueAnswer('creative-agent', ctx, null);
  if (!result) throw new Error('the creative agent has no catalogue');
  return result;
}

/** The words a script's voices say: the text after each "**SPEAKER:**" label or "- VO:" line, cues left out. */
function spokenWords(script: string): number {
  return script
    .split('\n')
    .map((line) => /^\*\*[A-Z0-9 -]+:\*\*\s*(.*)$/.exec(line)?.[1] ?? /^- VO:\s*(.*)$/.exec(line)?.[1] ?? '')
    .join(' ')
    .split(/\s+/)
    .filter((w) => /[A-Za-z0-9]/.test(w)).length;
}

const numbered = (text: string) => text.split('\n').filter((l) => /^\d+\. /.test(l));

/** Every figure in the copy comes from the facts or the request (list numbers, counts and the platform's limits aside). */
function inventedFigures(copy: string, request: string): string[] {
  const known = `${JSON.stringify(FACTS)} ${request}`;
  const figures = copy
    .replace(/^\d+\. /gm, '')
    .replace(/_\(\d+(\/\d+)?( words| characters)?\)_/g, '')
    .replace(/\(up to \d+ characters each\)/g, '')
    .match(/\d[\d,.]*/g) ?? [];
  return figures.map((f) => f.replace(/[.,]$/, '')).filter((f) => !known.includes(f));
}

describe('R-PROD-02 creative agent: each request gets the deliverable it asks for', () => {
  it('R-PROD-02 a 30-second podcast ad is a spoken script of 60 to 85 words with a host and cues, not search ad headlines', () => {
    const r = answer(brief('Write a 30-second podcast ad script for our free trial.', { task: 'creative.script', deliverables: [{ noun: 'script', count: 1, platforms: ['podcast'], seconds: 30 }] }));
    const script = r.field!;
    expect(script.split('\n')[0]).toBe('**30-second podcast ad · host read**');
    expect(script).toContain('**HOST:**');
    expect(script).toContain('[MUSIC:');
    expect(script).not.toContain('Headlines');
    const words = spokenWords(script);
    expect(words).toBeGreaterThanOrEqual(60);
    expect(words).toBeLessThanOrEqual(85);
    expect(r.draft).toContain(`Spoken words: ${words}`);
    expect(r.artifacts).toEqual([]);
  });

  it('R-PROD-02 a regenerated script is another structure (two voices), not the same script with other words', () => {
    const ask = brief('Write a 30-second podcast ad script.', { task: 'creative.script', deliverables: [{ noun: 'script', count: 1, platforms: ['podcast'], seconds: 30 }] });
    const first = answer(ask, 1).field!;
    const second = answer(ask, 2).field!;
    expect(second.split('\n')[0]).toBe('**30-second podcast ad · two hosts in conversation**');
    expect(second).toContain('**CO-HOST:**');
    expect(first).not.toContain('**CO-HOST:**');
    const words = spokenWords(second);
    expect(words).toBeGreaterThanOrEqual(60);
    expect(words).toBeLessThanOrEqual(85);
  });

  it('R-PROD-02 a 15-second video script has scenes with shots, on-screen text and a voice-over that fits the seconds', () => {
    const r = answer(brief('Script for a 15-second Instagram reel', { task: 'creative.script', deliverables: [{ noun: 'script', count: 1, platforms: ['instagram'], seconds: 15 }] }));
    const script = r.field!;
    expect(script).toContain('**Scene 1**');
    expect(script).toContain('[SHOT: ');
    expect(script).toContain('**VO:** ');
    expect(script).toContain('[ON SCREEN: ');
    expect(script).toContain('(end card)');
    const words = spokenWords(script);
    expect(words).toBeGreaterThanOrEqual(30);
    expect(words).toBeLessThanOrEqual(41);
  });

  it('R-PROD-02 booth banner lines come in the count asked, short enough to read at a distance, with no image card', () => {
    const request = 'Give me 6 short lines for our trade-show booth banner.';
    const r = answer(brief(request, { task: 'creative.banner-lines', deliverables: [{ noun: 'line', count: 6, platforms: [], seconds: null }] }));
    const lines = numbered(r.field!);
    expect(lines).toHaveLength(6);
    for (const line of lines) {
      const text = line.replace(/^\d+\. /, '').replace(/ _\(\d+ words\)_$/, '');
      expect(text.split(/\s+/).length).toBeLessThanOrEqual(7);
      expect(text.toLowerCase()).not.toContain('booth banner');
    }
    expect(lines[0]).toBe('1. Loopdesk: shared inbox software _(4 words)_');
    expect(lines).toContain('2. First-response time: 9 hours → 2 hours _(6 words)_');
    expect(r.artifacts).toEqual([]);
  });

  it('R-PROD-02 "5 Instagram captions" gives exactly five Instagram captions, each with hashtags and the link in the bio', () => {
    const r = answer(brief('5 Instagram captions for our shared inbox', { task: 'creative.social-posts', deliverables: [{ noun: 'caption', count: 5, platforms: ['instagram'], seconds: null }] }));
    const copy = r.field!;
    expect(copy.startsWith('### Instagram: 5 captions')).toBe(true);
    expect(copy.match(/^\*\*Caption \d+\*\*/gm)).toHaveLength(5);
    expect(copy).not.toContain('LinkedIn');
    expect(copy).not.toContain('### X');
    const captions = copy.split(/^\*\*Caption \d+\*\*.*$/m).slice(1);
    for (const caption of captions) {
      expect(caption).toContain('link in bio');
      const tags = caption.match(/#\w+/g) ?? [];
      expect(tags.length).toBeGreaterThanOrEqual(3);
      expect(tags.length).toBeLessThanOrEqual(5);
    }
    // Five captions, five angles: no two open the same way.
    expect(new Set(captions.map((c) => c.trim().split('\n')[0])).size).toBe(5);
    expect(r.draft.split('\n')[0]).toBe('Five Instagram captions for Loopdesk, each from a different angle.');
  });

  it('R-PROD-02 posts for two platforms follow each platform: no hashtag wall on LinkedIn, X within 280 characters', () => {
    const r = answer(brief('Two posts each for LinkedIn and X', { task: 'creative.social-posts', deliverables: [{ noun: 'post', count: 2, platforms: ['linkedin', 'x'], seconds: null }] }));
    const [linkedin, x] = r.field!.split(/^### X: /m);
    expect(linkedin!.match(/^\*\*Post \d+\*\*/gm)).toHaveLength(2);
    expect(x!.match(/^\*\*Post \d+\*\*/gm)).toHaveLength(2);
    for (const post of linkedin!.split(/^\*\*Post \d+\*\*.*$/m).slice(1)) expect((post.match(/#\w+/g) ?? []).length).toBeLessThanOrEqual(3);
    for (const post of x!.split(/^\*\*Post \d+\*\*.*$/m).slice(1)) {
      const text = post.trim().replace(/https?:\/\/\S+/g, 'x'.repeat(23));
      expect(text.length).toBeLessThanOrEqual(280);
    }
  });

  it('R-PROD-02 an Instagram image card is a 1080×1080 SVG whose words come from the facts, not the request', () => {
    const request = 'Make an Instagram image card for our product page';
    const r = answer(brief(request, { task: 'creative.image-card', deliverables: [{ noun: 'image card', count: 1, platforms: ['instagram'], seconds: null }], topic: 'our product page' }));
    expect(r.artifacts).toHaveLength(1);
    const svg = new TextDecoder().decode(r.artifacts[0]!.data);
    expect(svg).toContain('width="1080" height="1080" viewBox="0 0 1080 1080"');
    expect(svg).toContain('<desc>Instagram feed post, 1080×1080 pixels</desc>');
    expect(svg).not.toContain('1200');
    expect(svg).not.toContain('628');
    expect(svg).toContain('<title>Shared inbox software for support leads</title>');
    expect(svg.toLowerCase()).not.toContain('product page');
    expect(r.artifacts[0]!.filename).toBe('instagram-card-1080x1080.svg');
    expect(r.field!.split('\n')[0]).toBe('**Instagram feed post, 1080×1080** · attached as SVG and PNG');
  });

  it('R-PROD-02 a card for an event the request names announces it with the date left as a marked blank', () => {
    const r = answer(brief('Make an Instagram image card for the spring webinar promo', { task: 'creative.image-card', deliverables: [{ noun: 'image card', count: 1, platforms: ['instagram'], seconds: null }], topic: 'spring webinar promo' }));
    expect(r.field!).toContain('- **Line:** Join us for our spring webinar on [date].');
    expect(r.field!).toContain('- **Button:** Save your place');
    expect(r.draft).toContain('**Fill in before use:** [date].');
  });

  it('R-PROD-02 a portrait Instagram card is 1080×1350 and a LinkedIn card 1200×627', () => {
    const portrait = answer(brief('A portrait Instagram card', { task: 'creative.image-card', deliverables: [{ noun: 'card', count: 1, platforms: ['instagram'], seconds: null }] }));
    expect(new TextDecoder().decode(portrait.artifacts[0]!.data)).toContain('width="1080" height="1350"');
    const linkedin = answer(brief('An image for a LinkedIn post', { task: 'creative.image-card', deliverables: [{ noun: 'image', count: 1, platforms: ['linkedin'], seconds: null }] }));
    expect(new TextDecoder().decode(linkedin.artifacts[0]!.data)).toContain('width="1200" height="627"');
  });

  it('R-PROD-02 a search ad asked with one description says "1 description" in its summary, not "1 descriptions"', () => {
    const r = answer(brief('A Google search ad: 5 headlines and 1 description for our free trial', { task: 'creative.search-ads', topic: 'free trial', deliverables: [{ noun: 'search ad', count: 1, platforms: [], seconds: null }, { noun: 'headline', count: 5, platforms: [], seconds: null, part: true }, { noun: 'description', count: 1, platforms: [], seconds: null, part: true }] }));
    expect(r.draft).toContain('5 headlines and 1 description within');
    expect(r.draft).not.toContain('1 descriptions');
  });

  it('R-PROD-02 Google search ads keep headlines within 30 characters and descriptions within 90, each count shown and true', () => {
    const r = answer(brief('Write Google search ads for our free trial', { task: 'creative.search-ads', topic: 'free trial' }));
    const copy = r.field!;
    const [headlines, descriptions] = copy.split('**Descriptions**');
    const rows = (block: string) => numbered(block).map((l) => /^\d+\. (.*) _\((\d+)\)_$/.exec(l)!);
    expect(rows(headlines!)).toHaveLength(10);
    expect(rows(descriptions!)).toHaveLength(4);
    for (const [, text, count] of rows(headlines!)) {
      expect(text!.length).toBeLessThanOrEqual(30);
      expect(text!.length).toBe(Number(count));
    }
    for (const [, text, count] of rows(descriptions!)) {
      expect(text!.length).toBeLessThanOrEqual(90);
      expect(text!.length).toBe(Number(count));
    }
    expect(new Set(rows(headlines!).map((r) => r[1]!.toLowerCase())).size).toBe(10);
    expect(copy).toContain('**Final URL:** https://loopdesk.example/trial');
    expect(inventedFigures(copy, r.brief.request)).toEqual([]);
  });

  it('R-PROD-02 the offer in the request, with its code and deadline, reaches the copy of every version', () => {
    const ask = brief('Three Facebook ad variations: 20% off the first month with code LOOP20 until June 30', {
      task: 'creative.ad-variations',
      deliverables: [{ noun: 'variation', count: 3, platforms: ['facebook'], seconds: null }],
      offer: { discount: '20% off', code: 'LOOP20', deadline: 'until June 30', price: null, appliesTo: 'the first month' },
    });
    for (const version of [1, 2, 3]) {
      const copy = answer(ask, version).field!;
      expect(copy.match(/^\*\*Variation \d+\*\*/gm)).toHaveLength(3);
      for (const variation of copy.split(/^\*\*Variation \d+\*\*.*$/m).slice(1)) {
        expect(variation).toContain('20% off the first month');
        expect(variation).toContain('LOOP20');
        expect(variation).toContain('June 30');
        expect(variation).toMatch(/- \*\*Button:\*\* (Get Offer|Sign Up|Learn More)/);
      }
    }
    const captions = answer(brief('3 Instagram captions for the offer', { task: 'creative.social-posts', deliverables: [{ noun: 'caption', count: 3, platforms: ['instagram'], seconds: null }], offer: ask.offer })).field!;
    expect(captions.match(/LOOP20/g)!.length).toBeGreaterThanOrEqual(3);
  });

  it('R-PROD-02 the audience is who the copy speaks to, never the product it announces', () => {
    const r = answer(brief('LinkedIn ads for heads of customer support', { task: 'creative.ad-variations', audience: 'heads of customer support', deliverables: [{ noun: 'ad', count: 2, platforms: ['linkedin'], seconds: null }], callToAction: 'book a demo' }));
    const copy = r.field!;
    expect(copy).toContain('- **Introductory text**');
    expect(copy).toContain('- **Button:** Request Demo');
    expect(copy).not.toMatch(/introducing heads of customer support/i);
    expect(copy).not.toMatch(/heads of customer support (is|are) (a|an|the)?\s*shared inbox/i);
    expect(copy).toContain('Loopdesk');
  });

  it('R-PROD-02 headlines come in the count asked, follow the voice, cite the product sheet and invent no figure', () => {
    const request = 'Give me 8 headlines';
    const r = answer(brief(request, { task: 'creative.headlines', deliverables: [{ noun: 'headline', count: 8, platforms: [], seconds: null }] }));
    const lines = numbered(r.field!);
    expect(lines).toHaveLength(8);
    expect(r.field!.toLowerCase()).not.toContain('effortless');
    expect(r.field!).toContain('How Brightwell Outfitters cut first-response time from 9 hours to 2 hours in 6 weeks');
    expect(r.used).toContainEqual(SHEET);
    expect(inventedFigures(r.field!, request)).toEqual([]);
    const again = numbered(answer(brief(request, { task: 'creative.headlines', deliverables: [{ noun: 'headline', count: 8, platforms: [], seconds: null }] }), 2).field!);
    expect(again[0]).not.toBe(lines[0]);
  });

  it('R-PROD-02 a fact the space lacks is a marked blank and a note, never an invention', () => {
    const thin: FactSheet = { ...FACTS, company: null, product: null, features: [], proof: [], prices: [], terms: [], links: [], website: null, differentiator: null, problems: null, sources: [PROFILE] };
    const r = answer(brief('Write Google search ads', { task: 'creative.search-ads' }), 1, thin);
    expect(r.field!).toContain('**Final URL:** [landing page link]');
    expect(r.draft).toContain('**Fill in before use:**');
    expect(inventedFigures(r.field!, r.brief.request)).toEqual([]);
  });

  it('R-PROD-02 taglines are short brand lines in the count asked, without the offer', () => {
    const r = answer(brief('Suggest 4 taglines', { task: 'creative.taglines', deliverables: [{ noun: 'tagline', count: 4, platforms: [], seconds: null }], offer: { discount: '20% off', code: 'LOOP20', deadline: null, price: null, appliesTo: null } }));
    const lines = numbered(r.field!);
    expect(lines).toHaveLength(4);
    for (const line of lines) expect(line).not.toContain('LOOP20');
  });
});

const LOOPDESK_PROFILE = {
  business_name: 'Loopdesk',
  offer_main: 'Shared inbox software for small support teams',
  audience_primary: 'Support leads at online shops with 5 to 50 staff',
  audience_problems: 'Missed emails and slow replies',
  offer_differentiator: 'Set up in an afternoon, with no IT team needed',
  industry: 'Customer support software',
  website: 'https://loopdesk.example',
};
const PRODUCT_SHEET = {
  kind: 'document' as const,
  id: 'doc-7',
  title: 'loopdesk-product-sheet.md',
  text: '# Loopdesk\n\n## Features\n- Shared inbox for email and chat\n- Automatic assignment by skill\n\n## Pricing\n- Starter: $29 per month for up to 3 seats\n- Team: $59 per month for up to 10 seats\n\nEvery plan starts with a 14-day free trial, no card needed.\n\n## Results\nBrightwell Outfitters cut first-response time from 9 hours to 2 hours in 6 weeks.\n',
};

/** The request as a user sends it, read by the engine's own brief and fact-sheet readers. */
function ask(message: string, version = 1) {
  state.brief = null;
  state.facts = null;
  const ctx: AgentContext = { message, mode: 'normal', profile: LOOPDESK_PROFILE, brandVoice: VOICE, spaceName: 'Loopdesk', referenced: [PRODUCT_SHEET], version };
  return catalogueAnswer('creative-agent', ctx, null)!;
}

describe('R-PROD-02 creative agent: requests as users send them, through the request reader', () => {
  it('R-PROD-02 a 30-second podcast ad script request gets a podcast script of 60 to 85 spoken words carrying the trial', () => {
    const r = ask('Write a 30-second podcast ad script for our free trial.');
    expect(r.brief.task).toBe('creative.script');
    const script = r.field!;
    expect(script.split('\n')[0]).toBe('**30-second podcast ad · host read**');
    const words = spokenWords(script);
    expect(words).toBeGreaterThanOrEqual(60);
    expect(words).toBeLessThanOrEqual(85);
    expect(script).toContain('Every plan starts with a 14-day free trial, no card needed.');
    expect(r.used.map((u) => u.title)).toContain('loopdesk-product-sheet.md');
  });

  it("R-PROD-02 posts announcing an event say it in each post's own words, and hashtags name things, never a cut phrase", () => {
    const r = ask('3 Instagram captions for our live demo day, with hashtags.');
    const posts = r.field!.split(/\*\*Caption \d\*\*/).slice(1);
    expect(posts).toHaveLength(3);
    const eventLines = posts.map((p) => p.split('\n').find((l) => /demo day/i.test(l)) ?? '');
    expect(new Set(eventLines).size).toBe(3);
    const tags = r.field!.match(/#[A-Za-z0-9]+/g) ?? [];
    expect(tags.length).toBeGreaterThan(0);
    // 'Support leads at online shops' cut to two words ('#SupportLeads' is a noun; '#LeadsAt' would not be).
    for (const t of tags) expect(t).not.toMatch(/(?:At|With|For|Looking|Who|That)$/);
  });

  it('R-PROD-02 booth banner lines come back as the six lines asked, not an image card', () => {
    const r = ask('Give me 6 short lines for our trade-show booth banner.');
    expect(r.brief.task).toBe('creative.banner-lines');
    expect(numbered(r.field!)).toHaveLength(6);
    expect(r.artifacts).toEqual([]);
  });

  it('R-PROD-02 "5 Instagram captions" with a code gives five Instagram captions, each carrying the code', () => {
    const r = ask('Write 5 Instagram captions. Use code LOOP20 for 20% off the first month.');
    const copy = r.field!;
    expect(copy.match(/^\*\*Caption \d+\*\*/gm)).toHaveLength(5);
    const captions = copy.split(/^\*\*Caption \d+\*\*.*$/m).slice(1);
    for (const caption of captions) {
      expect(caption).toContain('LOOP20');
      expect(caption).toContain('20% off the first month');
    }
    // The same campaign, said another way in each caption rather than one sentence pasted five times.
    expect(captions[0]).toContain('20% off the first month with code LOOP20.');
    expect(captions[1]).toContain('Use code LOOP20 for 20% off the first month.');
  });

  it('R-PROD-02 an Instagram image card request gets a 1080×1080 card', () => {
    const r = ask('Make an Instagram image card about our shared inbox');
    expect(new TextDecoder().decode(r.artifacts[0]!.data)).toContain('width="1080" height="1080"');
  });

  it('R-PROD-02 a Google search ads request keeps every headline within 30 characters and every description within 90', () => {
    const r = ask('Write Google search ads for our free trial');
    const [headlines, descriptions] = r.field!.split('**Descriptions**');
    const rows = (block: string) => numbered(block).map((l) => /^\d+\. (.*) _\(\d+\)_$/.exec(l)![1]!);
    expect(rows(headlines!)).toHaveLength(10);
    expect(rows(descriptions!)).toHaveLength(4);
    expect(rows(headlines!).every((h) => h.length <= 30)).toBe(true);
    expect(rows(descriptions!).every((d) => d.length <= 90)).toBe(true);
  });
});

describe('R-PROD-02 creative agent: facts, limits and regenerates', () => {
  const lines = (copy: string) => copy.split('\n').filter((l) => /^\d+\. /.test(l)).map((l) => l.replace(/^\d+\. /, '').replace(/ _\(.*\)_$/, ''));
  const words = (text: string) => text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;

  it('R-PROD-02 a request naming no document still writes from the price retrieval found in the space\'s documents', () => {
    state.brief = brief("Instagram image, portrait 1080×1350: 'Book your boiler check before winter', with the price.", { task: 'creative.image-card', deliverables: [{ noun: 'image', count: null, platforms: ['instagram'], seconds: null }] });
    state.facts = null;
    const ctx: AgentContext = {
      message: (state.brief as Brief).request,
      mode: 'normal',
      profile: { business_name: 'Quayside Heating', offer_main: 'Boiler checks and repairs for homes', website: 'https://quayside.example' },
      brandVoice: VOICE,
      spaceName: 'Loopdesk',
      version: 1,
      sources: [{ type: 'document', title: 'price-list.md', snippet: '…valid from 1 September.\n\n## Prices\n- Boiler check: £95\n- Call-out: £85, then…' }],
    };
    const r = catalogueAnswer('creative-agent', ctx, null)!;
    expect(r.field).toContain('- **Headline:** Book your boiler check before winter');
    expect(r.field).toContain('- **Line:** Boiler check costs £95.');
    expect(r.field).not.toContain('£85');
  });

  it('R-PROD-02 "under 8 words" keeps every tagline to seven words or fewer, none cut mid-phrase', () => {
    const r = answer(brief('4 taglines, each under 8 words.', { task: 'creative.taglines', deliverables: [{ noun: 'tagline', count: 4, platforms: [], seconds: null }], limits: { words: 8, characters: null, bullets: null, sentences: null } }));
    const rows = lines(r.field!);
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(words(row)).toBeLessThanOrEqual(7);
    expect(rows.some((row) => /\b(for|with|and|the|a)\.$/.test(row))).toBe(false);
  });

  it('R-PROD-02 a regenerate of headlines writes the lines the first answer did not use, not the same lines reordered', () => {
    const b = brief('4 headlines for our landing page', { task: 'creative.headlines', deliverables: [{ noun: 'headline', count: 4, platforms: [], seconds: null }] });
    const first = lines(answer(b, 1).field!);
    const again = lines(answer(b, 2).field!);
    expect(again).toHaveLength(4);
    expect(again.filter((line) => first.includes(line)).length).toBeLessThanOrEqual(1);
  });

  it('R-PROD-02 a poster with a headline and three lines under it gives the headline, then exactly three lines', () => {
    const r = answer(brief('Lines for a library poster: a headline of up to 7 words and 3 short lines under it.', { task: 'creative.banner-lines', deliverables: [{ noun: 'line', count: 3, platforms: [], seconds: null }, { noun: 'headline', count: 1, platforms: [], seconds: null }], limits: { words: 7, characters: null, bullets: null, sentences: null } }));
    const copy = r.field!;
    expect(copy).toMatch(/^\*\*Headline:\*\* .+/m);
    expect(copy).toContain('**Lines under it:**');
    expect(lines(copy)).toHaveLength(3);
  });

  it('R-PROD-02 the notes are set apart from the last piece by a rule, and Copy copies the pieces only', () => {
    const r = answer(brief('3 Instagram captions', { task: 'creative.social-posts', deliverables: [{ noun: 'caption', count: 3, platforms: ['instagram'], seconds: null }] }));
    const [copy, notes] = r.draft.split('\n---\n');
    expect(notes).toContain('Instagram: the first line shows before "more"');
    expect(copy).toContain('**Caption 3**');
    expect(r.field).not.toContain('---');
  });
});


/** An online plant shop with a price table, terms and a customer result: the space several blocks below write from. */
const FERNHOUSE_TABLE = `# Fernhouse Plants: Plant Club 2026

## Plant Club subscriptions (delivered monthly, pause or cancel any time)

| Plan | Price | What you get |
|---|---|---|
| Sprout | £12 a month | One easy-care plant a month in a 12cm pot, with a care card |
| Grower | £22 a month | Two plants a month, one in a 17cm pot, plus a ceramic planter every quarter |

## Delivery and guarantee

Delivery is free on every Plant Club box. Every plant comes with a 30-day happy-plant guarantee: if it struggles in its first 30 days, we replace it free.

## Customer result

The Pear Tree Café in Bristol moved its 40 plants onto Fernhouse office care visits in 2025. Plant losses fell from 9 a quarter to 1, and the café cut its spend on replacement plants by 60% in a year.
`;
const FERNHOUSE_PROFILE = {
  business_name: 'Fernhouse Plants',
  business_description: 'An online plant shop based in Bristol.',
  website: 'https://fernhouse.example',
  audience_primary: 'Renters in UK cities who want plants at home but worry about killing them.',
  audience_problems: 'Plants that die within weeks, not knowing how much light or water a plant needs, and plants that arrive damaged.',
  offer_main: 'Plant Club, a monthly houseplant subscription (Sprout £12, Grower £22), plus office plant care.',
  offer_differentiator: 'Every plant is grown in our own Bristol greenhouse; a care card written for your plant; plastic-free packaging.',
};

describe('R-PROD-02 creative agent: copy written from a price table, each piece its own', () => {
  const TABLE = FERNHOUSE_TABLE;
  const PROFILE_ANSWERS = FERNHOUSE_PROFILE;
  const run = (message: string, version = 1) => {
    state.brief = null;
    state.facts = null;
    const ctx: AgentContext = { message, mode: 'normal', profile: PROFILE_ANSWERS, brandVoice: VOICE, spaceName: 'Fernhouse Plants', version, library: [{ kind: 'document', id: 'doc-1', title: 'plant-club.md', text: TABLE }] };
    return catalogueAnswer('creative-agent', ctx, null)!;
  };
  const captionsOf = (copy: string) => copy.split(/^\*\*Caption \d+\*\*.*$/m).slice(1).map((c) => c.trim());

  it('R-PROD-02 "a 40-second TikTok … shot list with timings … happy to be on camera" times every scene from 0:00 to 0:40, in order, and "camera" is not the subject', () => {
    const out = run("TikTok idea: a 40-second 'repotting day' video following us from the greenhouse to the box. Give me a shot list with timings, the on-screen text for each shot and a voiceover script. I'm happy to be on camera at the end.");
    const times = [...out.field!.matchAll(/^\*\*Scene \d+\*\* \((\d+):(\d\d)–(\d+):(\d\d)\)/gm)].map((m) => [Number(m[1]) * 60 + Number(m[2]), Number(m[3]) * 60 + Number(m[4])]);
    expect(times.length).toBeGreaterThanOrEqual(3);
    expect(times[0]![0]).toBe(0);
    expect(times.at(-1)![1]).toBe(40);
    for (let i = 1; i < times.length; i++) expect(times[i]![0]).toBe(times[i - 1]![1]);
    expect(out.brief.topic).not.toBe('camera');
    expect(out.field).not.toMatch(/Camera from|what camera does/i);
  });
  const sentencesOf = (text: string) => text.split(/\n+|(?<=[.!?])\s+/).map((s) => s.trim()).filter((s) => s.split(/\s+/).length >= 3 && !s.startsWith('#'));

  it('R-PROD-02 a plan from a price table is a sentence in the captions, never the row with its column labels', () => {
    const copy = run('Write 4 Instagram captions for the Grower plan, each with a call to action.').field!;
    expect(copy).toContain('Grower costs £22 a month and includes two plants a month');
    expect(copy).not.toContain('Price:');
    expect(copy).not.toContain('What you get:');
    // The price list in brackets stays out of what is sold, and the name keeps its capitals.
    expect(copy).not.toContain('(Sprout £12');
    expect(copy).not.toContain('offers plant Club');
  });

  it('R-PROD-02 captions in a set do not repeat each other\'s sentences, and keep to the hashtags asked', () => {
    const copy = run('Write 4 Instagram captions for the Grower plan, each with a call to action and no more than 2 hashtags.').field!;
    const captions = captionsOf(copy);
    expect(captions).toHaveLength(4);
    const all = captions.flatMap(sentencesOf);
    expect(new Set(all).size).toBe(all.length);
    for (const caption of captions) expect((caption.match(/#\w+/g) ?? []).length).toBeLessThanOrEqual(2);
  });

  const postsOf = (copy: string) => copy.split(/^\*\*Post \d+\*\*.*$/m).slice(1).map((c) => c.trim());

  it('R-PROD-02 "one for X, one for Y, one with the café\'s result" gives each post its own subject, in every version', () => {
    const ask = 'Write 3 Facebook posts: one for the Sprout plan, one for the happy-plant guarantee, one with the Pear Tree Café result.';
    for (const version of [1, 2]) {
      const posts = postsOf(run(ask, version).field!);
      expect(posts).toHaveLength(3);
      expect(posts[0]).toMatch(/Sprout/);
      expect(posts[1]).toMatch(/guarantee/i);
      expect(posts[2]).toMatch(/Pear Tree Café/);
      // A customer's result is quoted, never offered as something to choose or read more about.
      expect(posts[2]).not.toMatch(/(?:Choose|Read more about|See what) the Pear Tree/);
    }
  });

  it('R-PROD-02 "one for Priya, one for Tom" gives each caption that customer\'s own words, and the set is for nobody in particular', () => {
    const reviews = { kind: 'document' as const, id: 'doc-2', title: 'reviews.md', text: '# What customers say\n\n> "My fern arrived perfect and is still going strong." (Priya Shah, Leeds)\n\n> "The care card told me exactly how much to water." (Tom Reed, York)\n' };
    state.brief = null;
    state.facts = null;
    const r = catalogueAnswer('creative-agent', { message: 'Write 2 Instagram captions, one for Priya and one for Tom, using what they said in their reviews.', mode: 'normal', profile: PROFILE_ANSWERS, brandVoice: VOICE, spaceName: 'Fernhouse Plants', version: 1, library: [{ kind: 'document', id: 'doc-1', title: 'plant-club.md', text: TABLE }, reviews] }, null)!;
    const captions = r.field!.split(/^\*\*Caption \d+\*\*.*$/m).slice(1);
    expect(captions).toHaveLength(2);
    expect(captions[0]).toContain('“My fern arrived perfect and is still going strong.”');
    expect(captions[1]).toContain('“The care card told me exactly how much to water.”');
    expect(r.draft).not.toMatch(/captions for Tom|about the (?:Priya|Tom)/);
  });

  it('R-PROD-02 "each under 150 characters plus exactly 2 hashtags" keeps two hashtags on every caption, the limit counted without them', () => {
    const copy = run('Write 5 Instagram captions for the Grower plan, each under 150 characters plus exactly 2 hashtags.').field!;
    const captions = captionsOf(copy);
    expect(captions).toHaveLength(5);
    for (const caption of captions) {
      expect((caption.match(/#\w+/g) ?? []).length).toBe(2);
      expect(caption.replace(/\n*#\w+(?:\s+#\w+)*\s*$/, '').trim().length).toBeLessThanOrEqual(149);
    }
    expect(copy).not.toMatch(/#(?:Adults|People|Customers)\b/);
    expect(run('Write 5 Instagram captions for the Grower plan, each under 150 characters plus exactly 2 hashtags.').draft).not.toMatch(/it is not in this answer/);
  });

  it('R-PROD-02 "an A5 leaflet: a headline, 3 bullet points and a call to action" gives those parts, each point a fact', () => {
    const copy = run('Write an A5 leaflet for local offices: a headline, 3 bullet points and a call to action.').field!;
    expect(copy).toMatch(/^\*\*Headline:\*\* .+/m);
    const bullets = /\*\*Bullet points:\*\*\n((?:- .+\n?)+)/.exec(copy)?.[1]?.trim().split('\n') ?? [];
    expect(bullets).toHaveLength(3);
    expect(copy).toMatch(/^\*\*Call to action:\*\* .+fernhouse\.example/m);
  });

  it('R-PROD-02 "5 headline options … plus 2 lines of body copy and a call to action" for a leaflet gives five headlines to choose from, none an address', () => {
    const out = run('We are leaving A5 leaflets at the library. Give me 5 headline options, each under 8 words, plus 2 lines of body copy and a call to action.');
    const copy = out.field!;
    const options = /\*\*Headline options:\*\*\n((?:\d+\. .+\n?)+)/.exec(copy)?.[1]?.trim().split('\n') ?? [];
    expect(options).toHaveLength(5);
    for (const option of options) expect(option).not.toMatch(/[a-z]\.[a-z]{2,}\b/i);
    expect(new Set(options.map((o) => o.replace(/^\d+\. /, ''))).size).toBe(5);
    expect(/\*\*Lines:\*\*\n((?:- .+\n?)+)/.exec(copy)?.[1]?.trim().split('\n')).toHaveLength(2);
    expect(copy).toMatch(/^\*\*Call to action:\*\* .+/m);
    expect(out.draft).toMatch(/five headline options, two lines and a call to action/);
  });

  it('R-PROD-02 a customer result that says "its" names who it is about', () => {
    const copy = run('Write 3 Instagram captions about the Pear Tree Café result.').field!;
    expect(copy).toContain('At Pear Tree Café, plant losses fell from 9 a quarter to 1');
    expect(copy).not.toMatch(/^Plant losses fell/m);
  });

  it('R-PROD-02 ad variations each lead with their own sentence, and a regenerate leads with others', () => {
    const ask = 'Write 3 Facebook ad variations for our spring offer: 25% off your first Plant Club box with code BLOOM25, ends 30 April.';
    const leads = (copy: string) => [...copy.matchAll(/^- \*\*Primary text\*\* _\(\d+\/\d+\)_: (.+?[.!?])(?= )/gm)].map((m) => m[1]!);
    const first = leads(run(ask, 1).field!);
    const again = leads(run(ask, 2).field!);
    expect(first).toHaveLength(3);
    expect(new Set(first).size).toBe(3);
    // The offer itself recurs by design; of the other leads, at most one comes back (when no new one fits beside the offer).
    expect(again.filter((l) => first.includes(l) && !l.includes('BLOOM25')).length).toBeLessThanOrEqual(1);
    for (const copy of [run(ask, 1).field!, run(ask, 2).field!]) for (const v of copy.split(/^\*\*Variation \d+\*\*$/m).slice(1)) expect(v).toContain('BLOOM25');
  });

  it('R-PROD-02 a radio ad about a term says that term, and its regenerate is another script, not the same lines reworded', () => {
    const ask = 'A 30-second radio ad for the happy-plant guarantee, for Bristol local radio.';
    const spoken = (copy: string) => sentencesOf(copy.split('\n').filter((l) => /^\*\*[A-Z0-9 ]+:\*\*/.test(l)).map((l) => l.replace(/^\*\*[A-Z0-9 ]+:\*\*\s*/, '')).join('\n'));
    const first = run(ask, 1).field!;
    expect(first).toContain('Every plant comes with a 30-day happy-plant guarantee: if it struggles in its first 30 days, we replace it free.');
    const second = run(ask, 2).field!;
    // Claims are said one a sentence, and a price is said as it is read aloud.
    for (const script of [first, second]) {
      expect(script).not.toMatch(/greenhouse; a care card/);
      expect(script).not.toContain('/month');
    }
    const again = spoken(second);
    const before = spoken(first);
    expect(again.filter((s) => before.includes(s)).length / again.length).toBeLessThanOrEqual(0.25);
  });

  it('R-PROD-02 banner lines "a headline and 3 short lines" give three lines, and a regenerate opens on another headline', () => {
    const ask = 'Banner lines for our stand at the Bristol Home Show: a headline and 3 short lines.';
    const first = run(ask, 1).field!;
    const again = run(ask, 2).field!;
    expect(numbered(first)).toHaveLength(3);
    expect(numbered(again)).toHaveLength(3);
    const headline = (copy: string) => /^\*\*Headline:\*\* (.+)$/m.exec(copy)?.[1];
    expect(headline(first)).toBeTruthy();
    expect(headline(again)).not.toBe(headline(first));
    // No line is a customer's name cut away from its result.
    expect(first + again).not.toContain('The Pear Tree Café _(');
  });

  it('R-PROD-02 every structure of a video script says what the request names, so a regenerate cannot drop it', () => {
    const ask = 'Write a 20-second Instagram reel script about the happy-plant guarantee.';
    for (const version of [1, 2, 3]) expect(run(ask, version).field!).toContain('Every plant comes with a 30-day happy-plant guarantee');
  });

  it('R-PROD-02 taglines never stop a claim on its verb or turn a customer\'s name into a slogan', () => {
    const ask = 'Write 4 taglines for Fernhouse Plants, each under 9 words.';
    for (const version of [1, 2]) {
      const rows = numbered(run(ask, version).field!).map((l) => l.replace(/^\d+\. /, ''));
      expect(rows).toHaveLength(4);
      expect(rows).not.toContain('Every plant is grown.');
      expect(rows.some((r) => r.includes('Pear Tree'))).toBe(false);
    }
    expect(numbered(run(ask, 1).field!)).toContain('1. Grown in our own Bristol greenhouse.');
  });

  it('R-PROD-02 taglines state no price, percentage or cost, and a regenerate does not say one option twice', () => {
    const profile = { business_name: 'Ridgeline Climbing', offer_main: 'Bouldering memberships at our Sheffield wall', audience_primary: 'Adults new to climbing', offer_differentiator: 'Coached sessions for beginners with free shoe hire, and routes reset every week', website: 'https://ridgeline.example' };
    const sheet = { kind: 'document' as const, id: 'doc-r', title: 'ridgeline-prices.md', text: '# Ridgeline memberships\n\n## Plans\n- Off-peak: £32; weekdays before 4pm\n- Flex: £45; any time, plus two guest passes a month\n\nAll prices are per member per month, billed annually. Monthly billing costs 15% more.\n\n## Free taster\nFree taster: one coached session, shoes included, no commitment.\n' };
    for (const version of [1, 2]) {
      const ctx: AgentContext = { message: '4 taglines for the Flex plan page, each under 8 words.', mode: 'normal', profile, brandVoice: 'Tone: warm, plain', spaceName: 'Ridgeline Climbing', referenced: [sheet], version };
      const rows = numbered(catalogueAnswer('creative-agent', ctx, null)!.field!).map((l) => l.replace(/^\d+\. /, ''));
      expect(rows).toHaveLength(4);
      expect(rows.filter((r) => /\d|%|£|\bcosts?\b/i.test(r))).toEqual([]);
      const parts = rows.filter((r) => !r.startsWith('[')).flatMap((r) => r.split(/(?<=\.)\s+/)).map((p) => p.replace(/\.$/, '').toLowerCase());
      expect(parts.filter((p, i) => parts.indexOf(p) !== i)).toEqual([]);
    }
  });

  it('R-PROD-02 a poster that is not about a price lists no prices', () => {
    const ask = 'Lines for a shop-window poster about our Bristol greenhouse: a headline of up to 7 words and 3 short lines under it.';
    for (const version of [1, 2]) expect(run(ask, version).field!).not.toContain('£');
  });

  it('R-PROD-02 "a 60-second podcast host read" is a 60-second script', () => {
    const r = run('A 60-second podcast host read for Plant Club, with code BLOOM25 for 25% off the first box until 30 June.');
    expect(r.field!.split('\n')[0]).toBe('**60-second podcast ad · host read**');
  });

  it('R-PROD-02 a regenerate of captions says other sentences, not the first set reworded', () => {
    const ask = 'Write 3 Instagram captions for Plant Club, each with a call to action.';
    const first = sentencesOf(captionsOf(run(ask, 1).field!).join('\n'));
    const again = sentencesOf(captionsOf(run(ask, 2).field!).join('\n'));
    expect(again.length).toBeGreaterThan(3);
    expect(again.filter((s) => first.includes(s)).length / again.length).toBeLessThanOrEqual(0.34);
  });
});

describe('R-PROD-02 creative agent: a service priced by size, a fee, a customer quote and pieces asked together', () => {
  const PRICES = `# Clearview Windows price list

| Service | Terraced | Semi-detached | Detached |
|---|---|---|---|
| Window Clean | £18 | £24 | £32 |
| Gutter Clear | £40 | £55 | £70 |

- A £6 parking fee applies in the city centre.

## What customers say
"Our gutters had not been touched in years. Sam cleared them in an hour and sent us photos of the work." — Priya, Headingley
`;
  const PROFILE_ANSWERS = {
    business_name: 'Clearview Windows',
    business_description: 'Clearview Windows is a window and gutter cleaning round in Leeds.',
    website: 'https://clearview.example',
    audience_primary: 'Homeowners in north Leeds.',
    offer_main: 'Window cleaning (frames, sills, doors) every four weeks, plus gutter clearing.',
    offer_differentiator: 'Pure-water poles, no ladders at your windows; photos of every gutter job.',
  };
  const run = (message: string, version = 1) => {
    state.brief = null;
    state.facts = null;
    const ctx: AgentContext = { message, mode: 'normal', profile: PROFILE_ANSWERS, brandVoice: VOICE, spaceName: 'Clearview Windows', version, library: [{ kind: 'document', id: 'doc-1', title: 'prices.md', text: PRICES }] };
    return catalogueAnswer('creative-agent', ctx, null)!;
  };

  it('R-PROD-02 a price given per size is said with every size, never one column alone, and a fee is never the starting price', () => {
    const ads = run('Write 3 Facebook ad variations for the Gutter Clear.').field!;
    expect(ads).not.toMatch(/Gutter Clear costs £40(?! \()/);
    expect(ads).toContain('Gutter Clear costs £40 (terraced), £55 (semi-detached) or £70 (detached)');
    const script = run('Write a 30-second radio script for Clearview Windows.').field!;
    expect(script).not.toContain('£6.');
    expect(script).not.toMatch(/start at £6\b/);
    const search = run('Write Google search ads for the Gutter Clear.').field!;
    expect(search).not.toMatch(/Parking Fee/i);
  });

  it('R-PROD-02 a customer quote is used whole with who said it, never a sentence of it alone', () => {
    for (const version of [1, 2, 3]) {
      const copy = run('Write 3 Instagram captions about Clearview Windows.', version).field!;
      expect(copy).not.toMatch(/^Sam cleared them/m);
      if (copy.includes('Sam cleared them')) expect(copy).toContain('– Priya, Headingley');
    }
  });

  it('R-PROD-02 no line of copy stops inside a bracket the product line opened', () => {
    for (const message of ['Give me 6 taglines for Clearview Windows.', 'Write 3 Facebook ad variations for homeowners.', 'Write Google search ads for window cleaning in Leeds.']) {
      const copy = run(message).field!;
      for (const line of copy.split('\n')) expect((line.match(/\(/g) ?? []).length, `${message}: ${line}`).toBe((line.match(/\)/g) ?? []).length);
    }
  });

  it('R-PROD-02 a headline and a subheading come as a pair, and "2 search ads" gives two ads', () => {
    const hero = run('Write a headline and a subheading for our homepage.').field!;
    expect(hero).toMatch(/\*\*Headline:\*\* .+\n\*\*Subheading:\*\* .+[.!?]$/m);
    const ads = run('Write 2 Google search ads for window cleaning in Leeds.').field!;
    expect(ads).toContain('### Ad 1');
    expect(ads).toContain('### Ad 2');
  });

  it('R-PROD-02 a caption asked under 150 characters shows that limit, not the platform\'s', () => {
    const copy = run('Write a TikTok caption under 150 characters about our gutter photos.').field!;
    expect(copy).toMatch(/_\(\d+\/149\)_/);
    expect(copy).not.toContain('/2,200');
  });
});

describe('R-PROD-02 creative agent: a carousel is laid out slide by slide, from the facts', () => {
  const TABLE = FERNHOUSE_TABLE;
  const PROFILE_ANSWERS = FERNHOUSE_PROFILE;
  const carousel = (message: string, version = 1) => {
    state.brief = null;
    state.facts = null;
    const ctx: AgentContext = { message, mode: 'normal', profile: PROFILE_ANSWERS, brandVoice: VOICE, spaceName: 'Fernhouse Plants', version, library: [{ kind: 'document', id: 'doc-1', title: 'plant-club.md', text: TABLE }] };
    return catalogueAnswer('creative-agent', ctx, null)!;
  };
  /** Each slide's words as a person reads them: its headline and lines, without the labels. */
  const slidesOf = (copy: string | null) =>
    (copy ?? '')
      .split(/^\*\*Caption\*\*/m)[0]!
      .split(/^\*\*Slide \d+.*$/m)
      .slice(1)
      .map((block) => [...block.matchAll(/^- \*\*(?:Headline|Text):\*\* (.+)$/gm)].map((m) => m[1]!));
  const captionOf = (copy: string | null) => (copy ?? '').split(/^\*\*Caption\*\*.*$/m)[1]?.trim() ?? '';
  const words = (text: string) => text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;
  const sentencesOf = (lines: string[]) => lines.flatMap((l) => l.split(/(?<=[.!?])\s+/)).map((s) => s.trim().replace(/[.!?]$/, '')).filter((s) => words(s) >= 3);

  it('R-PROD-02 "Plan a 6-slide Instagram carousel about the Grower plan" is six slides: a hook, one fact a slide, "link in bio" last', () => {
    const r = carousel('Plan a 6-slide Instagram carousel about the Grower plan');
    expect(r.brief.task).toBe('creative.carousel');
    const copy = r.field!;
    expect(copy.split('\n')[0]).toBe('**Instagram carousel · 6 slides · 1080×1350**');
    const slides = slidesOf(copy);
    expect(slides).toHaveLength(6);
    for (const slide of slides) expect(words(slide.join(' '))).toBeLessThanOrEqual(25);
    // The hook stops the scroll on its own: about eight words.
    expect(words(slides[0]!.join(' '))).toBeLessThanOrEqual(9);
    expect(slides.flat().join(' ')).toContain('£22');
    // No sentence said on two slides.
    const seen = slides.flatMap((slide) => [...new Set(sentencesOf(slide))]);
    expect(new Set(seen).size).toBe(seen.length);
    expect(slides.at(-1)!.join(' ')).toMatch(/link in bio/i);
    const caption = captionOf(copy);
    expect(caption).toMatch(/link in bio/i);
    expect(caption.length).toBeLessThanOrEqual(2200);
    expect((caption.match(/#\w+/g) ?? []).length).toBeGreaterThanOrEqual(1);
    expect((caption.match(/#\w+/g) ?? []).length).toBeLessThanOrEqual(5);
    expect(r.draft).toContain('Slide 1 has to work on its own');
  });

  it('R-PROD-02 a regenerated carousel opens on another hook and most of its slides say other things', () => {
    const ask = 'Plan a 6-slide Instagram carousel about the Grower plan';
    const first = slidesOf(carousel(ask, 1).field);
    const again = slidesOf(carousel(ask, 2).field);
    expect(again).toHaveLength(6);
    expect(again[0]).not.toEqual(first[0]);
    const before = new Set(first.map((s) => s.join(' ')));
    const repeated = again.filter((s) => before.has(s.join(' ')));
    expect(repeated.length).toBeLessThanOrEqual(2);
    // What the carousel is about stays in every version.
    expect(again.flat().join(' ')).toContain('£22');
  });

  it('R-PROD-02 a 5-slide LinkedIn carousel on our three plans is 1080×1350, prices each plan, leaves the third a blank and puts the link in the post', () => {
    const r = carousel('Write a 5-slide LinkedIn carousel on our three plans');
    const copy = r.field!;
    expect(copy.split('\n')[0]).toBe('**LinkedIn carousel · 5 slides · 1080×1350**');
    const slides = slidesOf(copy);
    expect(slides).toHaveLength(5);
    const text = slides.flat().join(' ');
    expect(text).toContain('£12');
    expect(text).toContain('£22');
    // Two plans are in the facts; the third is marked for the user, never made up.
    expect(text).toContain('[Plan 3:');
    expect(r.draft).toContain('**Fill in before use:**');
    expect(slides.at(-1)!.join(' ')).toContain('fernhouse.example');
    expect(slides.at(-1)!.join(' ')).not.toMatch(/link in bio/i);
    expect(captionOf(copy)).toContain('https://fernhouse.example');
  });

  it('R-PROD-02 "Turn our guarantee into a carousel, 7 slides" gives seven slides that carry the guarantee', () => {
    const r = carousel('Turn our guarantee into a carousel, 7 slides');
    const slides = slidesOf(r.field);
    expect(slides).toHaveLength(7);
    expect(slides.slice(1, 3).flat().join(' ')).toContain('30-day happy-plant guarantee');
    for (const slide of slides) expect(words(slide.join(' '))).toBeLessThanOrEqual(25);
  });

  it('R-PROD-02 an offer asked for a carousel is on a slide of its own and in the caption, with its code and date', () => {
    const r = carousel('Make an Instagram carousel for the Sprout plan: 25% off the first box with code BLOOM25 until 30 April.');
    const slides = slidesOf(r.field);
    // No count asked: six slides.
    expect(slides).toHaveLength(6);
    expect(slides.slice(1, -1).some((s) => s.join(' ').includes('BLOOM25') && /30 April/.test(s.join(' ')))).toBe(true);
    expect(captionOf(r.field)).toContain('BLOOM25');
  });

  it('R-PROD-02 more slides than Instagram takes is 20, and the facts run out into marked blanks, not made-up points', () => {
    const r = carousel('Write a 25-slide Instagram carousel about the Grower plan');
    const slides = slidesOf(r.field);
    expect(slides).toHaveLength(20);
    expect(r.draft).toContain('Instagram carousels take up to 20 slides');
    expect(slides.filter((s) => /^\[.+\]$/.test(s.join(' '))).length).toBeGreaterThan(0);
  });

  it('R-PROD-02 posts and captions still go to the social posts task, not the carousel', () => {
    expect(carousel('Write 3 Instagram captions for the Grower plan').brief.task).toBe('creative.social-posts');
    expect(carousel('Write 2 LinkedIn posts about our happy-plant guarantee').brief.task).toBe('creative.social-posts');
  });
});

describe('R-PROD-02 creative agent: a content calendar is one table, a row per post, building to the offer\'s end', () => {
  const PRICES = `# Greenlane Driving School prices 2026

| Package | Price | What you get |
|---|---|---|
| Single lesson | £38 | One hour with a DVSA-approved instructor |
| 10-hour block | £360 | Ten hours of lessons, booked at times that suit you |
| Intensive course | £1,150 | 30 hours over two weeks, with the test fee included |

Every lesson is 60 minutes and starts from your door. Cancel up to 48 hours before a lesson at no charge.

## What learners say
"I passed first time with only two minors. Aisha kept me calm on every roundabout." — Jordan, Leeds
`;
  const PROFILE_ANSWERS = {
    business_name: 'Greenlane Driving School',
    business_description: 'Greenlane Driving School teaches manual and automatic driving lessons in Leeds.',
    website: 'https://greenlane.example',
    audience_primary: 'Learner drivers aged 17 to 25 in Leeds',
    audience_problems: 'Nerves behind the wheel, long waits for a test, and instructors who cancel at short notice.',
    offer_main: 'Driving lessons in manual and automatic cars, 10-hour blocks and intensive courses.',
    offer_differentiator: 'Dual-control cars; one instructor from first lesson to test; pick-up from home, college or work.',
    channels_current: 'Instagram, TikTok',
  };
  const ASK = 'Build me a 4-week content plan for April leading up to the BLOCK30 deadline (£30 off a 10-hour block, ends 30 April): 3 Instagram posts and 2 TikToks a week. Give it as a table with week, day, platform, idea and call to action.';
  const calendar = (message: string, version = 1) => {
    state.brief = null;
    state.facts = null;
    const ctx: AgentContext = { message, mode: 'normal', profile: PROFILE_ANSWERS, brandVoice: VOICE, spaceName: 'Greenlane', version, library: [{ kind: 'document', id: 'doc-1', title: 'greenlane-prices.md', text: PRICES }] };
    return catalogueAnswer('creative-agent', ctx, null);
  };
  /** The table's rows as a person reads them, cell by cell, under the header's names. */
  const rowsOf = (field: string | null) => {
    const lines = (field ?? '').split('\n').filter((l) => l.startsWith('|'));
    const cells = (l: string) => l.split('|').slice(1, -1).map((c) => c.trim());
    const header = cells(lines[0] ?? '');
    return lines.slice(2).map((l) => Object.fromEntries(cells(l).map((c, i) => [header[i]!, c])) as Record<string, string>);
  };
  const figuresOf = (text: string) => (text.replace(/\bWeek \d+\b/g, '').replace(/\b[A-Za-z]+\d\w*\b/g, '').match(/\d[\d,.]*/g) ?? []).map((f) => f.replace(/[.,]$/, ''));

  it('R-PROD-02 "a 4-week content plan … 3 Instagram posts and 2 TikToks a week" is 20 rows under the columns asked, split 3/2 a week', () => {
    const r = calendar(ASK);
    expect(r.brief.task).toBe('creative.content-calendar');
    expect(r.field!.split('\n').find((l) => l.startsWith('|'))).toBe('| Week | Day | Platform | Idea | Call to action |');
    const rows = rowsOf(r.field);
    expect(rows).toHaveLength(4 * 5);
    for (const week of [1, 2, 3, 4]) {
      const inWeek = rows.filter((row) => row.Week === `Week ${week}`);
      expect(inWeek.filter((row) => row.Platform === 'Instagram')).toHaveLength(3);
      expect(inWeek.filter((row) => row.Platform === 'TikTok')).toHaveLength(2);
      // No platform posts twice on one day.
      const days = inWeek.map((row) => `${row.Platform} ${row.Day}`);
      expect(new Set(days).size).toBe(days.length);
    }
    expect(r.draft.split('\n')[0]).toBe('A 4-week content calendar for April: 20 posts, 3 on Instagram and 2 on TikTok each week, building to the BLOCK30 deadline on 30 April.');
    expect(r.draft).toContain('**How to use it:**');
    expect(r.draft).toContain('**What I assumed:**');
  });

  it('R-PROD-02 every call to action carries the code, the last week names the deadline, and no idea repeats or invents a figure', () => {
    const rows = rowsOf(calendar(ASK).field);
    for (const row of rows) expect(row['Call to action']).toContain('BLOCK30');
    const lastWeek = rows.filter((row) => row.Week === 'Week 4');
    for (const row of lastWeek) expect(`${row.Idea} ${row['Call to action']}`).toContain('30 April');
    expect(rows.at(-1)!['Call to action']).toMatch(/^Last day/);
    const ideas = rows.map((row) => row.Idea);
    expect(new Set(ideas).size).toBe(ideas.length);
    // Ideas stand on the facts: the prices with what they include, the review with who said it, the terms.
    const all = ideas.join('\n');
    expect(all).toContain('£1,150 for 30 hours over two weeks, with the test fee included');
    expect(all).toContain('– Jordan, Leeds');
    expect(all).toContain('cancel up to 48 hours before a lesson at no charge');
    expect(rows.some((row) => /^(?:Carousel|Reel|Post): /.test(row.Idea ?? '') && row.Platform === 'Instagram')).toBe(true);
    expect(rows.some((row) => /^(?:Answer a question|Behind the scenes|Show the result|Talk to camera): /.test(row.Idea ?? '') && row.Platform === 'TikTok')).toBe(true);
    const known = `${ASK} ${PRICES} ${JSON.stringify(PROFILE_ANSWERS)}`;
    const invented = rows.flatMap((row) => figuresOf(Object.values(row).join(' '))).filter((f) => !known.includes(f));
    expect(invented).toEqual([]);
  });

  it('R-PROD-02 a regenerated calendar keeps the rows and the code but changes most ideas', () => {
    const first = rowsOf(calendar(ASK, 1).field);
    const again = rowsOf(calendar(ASK, 2).field);
    expect(again).toHaveLength(20);
    const changed = again.filter((row, i) => row.Idea !== first[i]!.Idea);
    expect(changed.length).toBeGreaterThanOrEqual(15);
    for (const row of again) expect(row['Call to action']).toContain('BLOCK30');
  });

  it('R-PROD-02 "a content calendar for next month" is four weeks of three posts a week on the profile\'s channels, under the default columns', () => {
    const r = calendar('Build me a content calendar for next month');
    expect(r.brief.task).toBe('creative.content-calendar');
    expect(r.field!.split('\n').find((l) => l.startsWith('|'))).toBe('| Week | Day | Platform | Format | Idea | Call to action |');
    const rows = rowsOf(r.field);
    expect(rows).toHaveLength(4 * 6);
    expect(rows.filter((row) => row.Platform === 'Instagram')).toHaveLength(12);
    expect(r.draft).toContain('you did not say how often, so it is 3 posts a week on Instagram and TikTok');
    // No offer was given: no code, no deadline, no "last day".
    expect(r.field).not.toMatch(/last day|ends today/i);
  });

  it('R-PROD-02 posts asked without a calendar still go to the social posts task', () => {
    expect(calendar('Write 3 Instagram posts about our intensive course').brief.task).toBe('creative.social-posts');
    expect(calendar('Write a LinkedIn post for this week').brief.task).toBe('creative.social-posts');
  });
});

describe('R-PROD-02 creative agent: posts about a service whose name reads as a verb ("our full groom") are about it', () => {
  const PRICES = '# Prices\n\n| Groom | Price |\n|---|---|\n| Bath and brush | £35 |\n| Full groom | £55 |\n| Puppy intro | £25 |\n';
  const profile = { business_name: 'Suds & Paws', business_description: 'Suds & Paws is a mobile dog grooming van in Norwich: baths, trims and nail clipping on your driveway.', website: 'https://sudsandpaws.example', offer_main: 'Dog grooming at your door', tone_words: 'warm, plain' };
  it('"3 Facebook posts about our full groom." names the full groom and its price as a sentence, not another price', () => {
    const r = catalogueAnswer('creative-agent', { message: '3 Facebook posts about our full groom.', mode: 'normal', profile, brandVoice: null, spaceName: 'Suds & Paws', version: 1, library: [{ kind: 'document', id: 'doc-1', title: 'prices.md', text: PRICES }] }, null)!;
    expect(r.brief.topic).toBe('our full groom');
    expect(r.field).toContain('Full groom costs £55');
    expect(r.field).not.toMatch(/Price:|from £25/);
  });
});

describe('R-PROD-02 creative agent: a post about an event the request dates and places carries its details', () => {
  const profile = { business_name: 'Tallyhouse', business_description: 'Tallyhouse is a small accounting firm in Bristol for freelancers.', website: 'https://tallyhouse.example', offer_differentiator: 'A named accountant who replies within one working day' };
  it('a LinkedIn post about "our free workshop … at Spike Island, Bristol, on Thursday 26 February at 6pm. 40 places …" opens on the event and says what it holds', () => {
    const r = catalogueAnswer('creative-agent', { message: 'Write a LinkedIn post announcing our free workshop "MTD without the panic" at Spike Island, Bristol, on Thursday 26 February at 6pm. 40 places, free, tea and biscuits.', mode: 'normal', profile, brandVoice: null, spaceName: 'Tallyhouse', version: 1 }, null)!;
    const body = (r.field ?? '').split(/^\*\*Post 1\*\*[^\n]*\n\n/m)[1] ?? '';
    expect(body.split('\n')[0]).toBe('Our free workshop “MTD without the panic”: Thursday 26 February at 6pm, Spike Island, Bristol.');
    expect(body).toContain('40 places, tea and biscuits.');
    expect(body).not.toMatch(/gives you every/);
  });
});

describe('R-PROD-02 creative agent: posts for an event the request only names are dated by the event\'s own brief', () => {
  it('"5 Instagram posts for the taster evening" with the taster evening\'s brief ticked opens on its date and place, and says its places', () => {
    const profile = { business_name: 'Casa Lengua', business_description: 'Casa Lengua is a language school in Bristol.', website: 'https://casalengua.example' };
    const brief = { kind: 'document' as const, id: 'doc-t', title: 'taster-evening-brief.md', text: '# Event brief: Spanish Taster Evening\n\n- Date: Thursday 12 March 2026, 6.30pm to 8.30pm\n- Place: Casa Lengua, 14 Jamaica Street, Bristol (ground floor, step-free)\n- Price: free, but booking is needed. 40 places.\n' };
    const r = catalogueAnswer('creative-agent', { message: 'Write 5 Instagram posts for the taster evening, captions under 150 characters each and max 3 hashtags per post.', mode: 'normal', profile, brandVoice: null, spaceName: 'Casa', referenced: [brief], version: 1 }, null)!;
    expect(r.brief.topic).toBe('the taster evening');
    expect(r.field).toContain('Our taster evening: Thursday 12 March, 6.30pm to 8.30pm, 14 Jamaica Street.');
    expect(r.field).toContain('Free, but booking is needed. 40 places.');
  });
});

describe('R-PROD-02 creative agent: "3 ideas for a Mother\'s Day campaign: the concept, a headline and the channel for each"', () => {
  it('gives three ideas, each with a concept, a headline and a channel the space uses, never one headline', () => {
    const profile = { business_name: 'Harbourside Physio', business_description: 'A physiotherapy clinic in Bristol.', offer_main: 'One-to-one physiotherapy for active adults', audience_problems: 'Long NHS waiting lists, not knowing whether a niggle needs treatment', channels_current: 'Instagram, email newsletter', channels_best: 'Google Business Profile', offer_differentiator: 'Appointments within 48 hours; a written plan after every visit' };
    const r = catalogueAnswer('creative-agent', { message: "Write 3 ideas for a Mother's Day campaign. Just the concept, a headline and the channel for each.", mode: 'normal', profile, brandVoice: 'Tone: calm\nNever promise a cure or say how quickly someone will recover.', spaceName: 'Physio', version: 1 }, null)!;
    expect(r.brief.task).toBe('creative.campaign-ideas');
    expect(r.draft.split('\n')[0]).toBe("Three campaign ideas for Mother's Day, each from a different angle.");
    expect(r.field!.match(/^## \d\. /gm)).toHaveLength(3);
    expect(r.field!.match(/^- \*\*Concept:\*\* For Mother's Day, /gm)).toHaveLength(3);
    expect(r.field!.match(/^- \*\*Headline:\*\* /gm)).toHaveLength(3);
    expect(r.field!.match(/^- \*\*Channel:\*\* (?:Google Business Profile|Instagram|Email newsletter)$/gm)).toHaveLength(3);
    expect(r.field).toContain('(Long NHS waiting lists)');
  });
});

describe('R-PROD-02 creative agent: a list of words describing one thing stays one point', () => {
  it('"in small evening, Saturday and summer classes" is never cut to "in small evening"', () => {
    const profile = { business_name: 'Casa Lengua', business_description: 'Casa Lengua is a small language school in Stokes Croft, Bristol, teaching Spanish and Italian to adults in small evening, Saturday and summer classes, plus private lessons and corporate classes for local companies.' };
    const request = 'Write 3 Instagram posts for the evening courses.';
    const brief = readBrief({ request, agent: 'creative-agent', tasks: tasksOf('creative-agent'), sourceTitles: [], ticked: [], previous: null });
    const m = copyMaterialOf(brief, readFactSheet(profile, []));
    expect([...m.subjectLines, ...m.points].join('\n')).not.toMatch(/small evening$/im);
    expect(m.subjectLines.join('\n')).toContain('teaching Spanish and Italian to adults in small evening, Saturday and summer classes');
  });
});

describe('R-PROD-02 creative agent: ad variations "for the summer intensive" are for it', () => {
  it('reads "the summer intensive" as the subject (a season and an adjective together), says so, and puts the discount on it', () => {
    const profile = { business_name: 'Casa Lengua', business_description: 'Casa Lengua is a language school in Bristol.', website: 'https://casalengua.example' };
    const prices = { kind: 'document' as const, id: 'doc-p', title: 'courses.md', text: '# Courses\n\n| Course | Price | Format |\n| --- | --- | --- |\n| Evening group course | £245 | 10 weeks |\n| Summer intensive | £360 | 2 weeks, 30 hours |\n' };
    const r = catalogueAnswer('creative-agent', { message: '4 Facebook ad variations for the summer intensive, 20-31 July. Primary text under 125 characters, headline under 40 characters. Code SUMMER10 gives 10% off until 31 May.', mode: 'normal', profile, brandVoice: null, spaceName: 'Casa', referenced: [prices], version: 1 }, null)!;
    expect(r.brief.topic).toBe('the summer intensive');
    expect(r.draft.split('\n')[0]).toBe('Four Facebook and Instagram ad variations for the summer intensive, each testing a different angle.');
    expect(r.field).toMatch(/10% off the summer intensive/i);
    expect(r.field).toContain('£360');
  });
});

describe('R-PROD-02 creative agent: captions for one service the price list tables under its own heading are about that service', () => {
  // A van-hire firm: the service ('weekend van hire') is a row of the 'Van hire' table, named only 'Weekend'.
  const PRICES = [
    '# Prices',
    '',
    '## Garage services',
    '',
    '| Service | Price |',
    '|---|---|',
    '| MOT test | £45 |',
    '| Full service | £180 |',
    '',
    '## Van hire',
    '',
    'Fleet: 8 long-wheelbase vans. Every hire includes a sack truck, straps and breakdown cover.',
    '',
    '| Hire | Price |',
    '|---|---|',
    '| Half day (4 hours) | £40 |',
    '| Weekend (Fri 16:00 – Mon 10:00) | £150 |',
    '',
  ].join('\n');
  const REVIEWS = '# Reviews\n\n## Sam Okoro — weekend van hire (Google review)\n\n"I moved my daughter into her flat over the weekend. The straps and the sack truck saved my back."\n';
  const profile = { business_name: 'Millbrook Motors', business_description: 'Millbrook Motors is a family garage in Leeds that services cars and hires out vans.', website: 'https://millbrook.example', offer_main: 'Car servicing, MOTs and van hire', offer_differentiator: 'Fixed prices agreed before any work', audience_primary: 'Drivers and people moving house in Leeds', audience_problems: 'Garages that add extras to the bill; moving house without a big enough car' };
  const captions = () =>
    catalogueAnswer('creative-agent', { message: '4 Instagram captions for weekend van hire, each under 150 characters not counting hashtags, with 3 hashtags each.', mode: 'normal', profile, brandVoice: null, spaceName: 'Millbrook Motors', version: 1, library: [{ kind: 'document', id: 'doc-1', title: 'prices.md', text: PRICES }, { kind: 'document', id: 'doc-2', title: 'reviews.md', text: REVIEWS }] }, null)!;
  const pieces = (field: string) => field.split(/^\*\*Caption \d\*\*[^\n]*\n\n/m).slice(1).map((p) => p.split('\n\n---')[0]!.trim());

  it('"for weekend van hire" is what they are about (not whom), so they quote its row of the hire table and what every hire includes', () => {
    const r = captions();
    expect(r.brief.topic).toBe('weekend van hire');
    expect(r.brief.audience).toBeNull();
    const all = pieces(r.field!).join('\n');
    // The row is named with its table's heading and said as a sentence, never as its cells.
    expect(all).toContain('Weekend van hire (Fri 16:00 to Mon 10:00) costs £150.');
    expect(all).toContain('Every hire includes a sack truck, straps and breakdown cover.');
    expect(all).not.toMatch(/Price:|MOT test|Full service/);
  });

  it('the review about weekend hire is quoted with who said it, and each caption keeps its 3 hashtags within the limit', () => {
    const r = captions();
    const posts = pieces(r.field!);
    expect(posts).toHaveLength(4);
    expect(posts.join('\n')).toMatch(/“I moved my daughter into her flat over the weekend\.(?: The straps and the sack truck saved my back\.)?” – Sam Okoro/);
    for (const post of posts) {
      const tags = post.match(/#\w+/g) ?? [];
      expect(tags).toHaveLength(3);
      expect(post.replace(/\n*#\w+(?:\s+#\w+)*\s*$/, '').length).toBeLessThan(150);
      // Every caption says something beyond its hook and its link.
      expect(post.split('\n\n').filter((block) => !block.startsWith('#')).length).toBeGreaterThanOrEqual(2);
    }
    expect(posts.join('\n')).toContain('#WeekendVanHire');
  });
});

describe('R-PROD-02 creative agent: posts given their own subjects from one price list each quote their own row', () => {
  // A plumber's single price list: its rows are different services, not other ways to buy one.
  const PRICES = [
    '# Brookside Plumbing: price list (from 1 March 2027)',
    '',
    '- Boiler service (gas): £90',
    '- Power flush (up to 10 radiators): £420',
    '- Brookside Cover Plan: £14 a month (yearly boiler service, priority repairs, no call-out fee)',
    '',
  ].join('\n');
  const profile = { business_name: 'Brookside Plumbing', business_description: 'Brookside Plumbing is a family plumbing firm in Derby.', website: 'https://brookside.example', offer_main: 'Boiler servicing and repairs, and the Brookside Cover Plan', tone_words: 'plain, friendly' };
  const ask = (message: string, version = 1) =>
    catalogueAnswer('creative-agent', { message, mode: 'normal', profile, brandVoice: null, spaceName: 'Brookside Plumbing', version, library: [{ kind: 'document', id: 'doc-1', title: 'prices.md', text: PRICES }] }, null)!;
  const posts = (field: string) => field.split(/^\*\*Post \d\*\*[^\n]*\n\n/m).slice(1).map((p) => p.split('\n\n---')[0]!.trim());

  it('"one for the Cover Plan" names the Brookside Cover Plan and its price, and no other row of the list', () => {
    const [cover, flush] = posts(ask('2 Facebook posts: one for the Cover Plan, one for the power flush.').field!);
    expect(cover).toMatch(/Brookside Cover Plan[^.\n]*£14 a month/);
    expect(flush).toMatch(/[Pp]ower flush[^.\n]*£420/);
    // A regenerate may lead with another angle, but never with another service's price.
    for (const version of [1, 2]) {
      const [again, other] = posts(ask('2 Facebook posts: one for the Cover Plan, one for the power flush.', version).field!);
      expect(again).not.toMatch(/£90|£420/);
      expect(other).not.toMatch(/£90|£14/);
    }
  });

  it('headlines for a Cover Plan leaflet can say its price and what it includes, and never another row of the list', () => {
    const all = [1, 2].map((version) => ask('6 headlines for a Cover Plan leaflet, under 9 words each.', version).field!).join('\n');
    expect(all).toMatch(/Brookside Cover Plan: £14 a month|No call-out fee|Priority repairs/);
    expect(all).not.toMatch(/£90|£420/);
  });
});

describe('R-PROD-02 creative agent: search ad lines are whole phrases and whole sentences', () => {
  it('no headline is cut on a word waiting for its noun ("The Same Groomer Every"), and a plural offer "offers", never "is", monthly plans', () => {
    const profile = { business_name: 'Pawfect Trim', offer_main: 'Monthly grooming plans for dogs', offer_differentiator: 'The same trusted groomer every visit, a bath with every trim, and nail clipping at no extra cost', website: 'https://pawfect.example' };
    const answer = catalogueAnswer('creative-agent', { message: "Write a Google responsive search ad for 'dog grooming Bath': 10 headlines of up to 30 characters and 4 descriptions of up to 90 characters.", mode: 'normal', profile, brandVoice: null, spaceName: 'x' }, null)!;
    const text = answer.field ?? '';
    const headlines = [...text.matchAll(/^\d+\. (.+?) _\(\d+\)_$/gm)].map((m) => m[1]!);
    expect(headlines.length).toBeGreaterThanOrEqual(10);
    for (const h of headlines) expect(h).not.toMatch(/\b(?:Every|Each|A|An|The|And|Of|For|With|To)$/);
    expect(text).not.toMatch(/Pawfect Trim is monthly/);
  });
});

describe('R-PROD-02 creative agent: a leaflet with a price box on the back', () => {
  it('"Back: a short price box for the two membership plans" lists those plans with their prices, not a day pass, under the front', () => {
    const profile = { business_name: 'Ironworks Gym', offer_main: 'Gym memberships in Hebden Bridge', website: 'https://ironworks.example' };
    const prices = { kind: 'document' as const, id: 'p', title: 'prices.md', text: '# Prices\n\n| Option | Price | What you get |\n|---|---|---|\n| Off-peak | £25 a month | Gym access 9am to 4pm, plus one induction session |\n| Anytime | £39 a month | Gym access 6am to 10pm, plus classes and the sauna |\n| Day pass | £8 | One visit |\n' };
    const answer = catalogueAnswer('creative-agent', { message: 'Write an A5 leaflet for the new estate by the station. Front: a headline of up to 8 words, 3 bullet points and a call to action. Back: a short price box for the two membership plans.', mode: 'normal', profile, brandVoice: null, spaceName: 'x', referenced: [prices] }, null)!;
    const text = answer.field ?? '';
    const back = text.split('**Back: price box**')[1] ?? '';
    expect(text).toContain('**Front**');
    expect(back).toContain('| Off-peak | £25 a month | Gym access 9am to 4pm |');
    expect(back).toContain('| Anytime | £39 a month | Gym access 6am to 10pm |');
    expect(back).not.toContain('Day pass');
    expect(text.indexOf('**Call to action:**')).toBeLessThan(text.indexOf('**Back: price box**'));
  });
});

describe('R-PROD-02 creative agent: a radio ad as the request sets it', () => {
  it('"promoting our free hearing check. Spoken words only, one voice, with our website at the end" has no music cues, one voice in every version, and ends by booking the check at the site', () => {
    const profile = { business_name: 'ClearSound Hearing', offer_main: 'Hearing tests and hearing aids in Norwich', offer_differentiator: 'Appointments last an hour, so nobody is rushed', website: 'https://clearsound.example' };
    const message = 'Write a 30-second radio ad for local radio promoting our free hearing check. Spoken words only, one voice, with our website at the end.';
    for (const version of [1, 2, 3]) {
      const answer = catalogueAnswer('creative-agent', { message, mode: 'normal', profile, brandVoice: null, spaceName: 'x', version }, null)!;
      const text = answer.field ?? '';
      expect(text).not.toMatch(/\[(?:MUSIC|SFX)/);
      expect(text).not.toMatch(/VOICE 2|two-voice|conversation/i);
      const spoken = [...text.matchAll(/^\*\*[A-Z ]+:\*\* (.+)$/gm)].map((m) => m[1]!);
      expect(spoken.at(-1)).toMatch(/book a free hearing check/i);
      expect(spoken.at(-1)).toContain('clearsound.example');
    }
  });
});

describe('R-PROD-02 creative agent: a radio ad with the phone number the request gives', () => {
  it('"Include our number 01603 222 418" tells the listener to call it in every version', () => {
    const profile = { business_name: 'Wensum Boiler Care', offer_main: 'Boiler servicing and repairs in Norwich', website: 'https://wensum-boilers.example' };
    const message = 'A 20-second local radio ad about our boiler service. Include our number 01603 222 418.';
    for (const version of [1, 2, 3]) {
      const text = catalogueAnswer('creative-agent', { message, mode: 'normal', profile, brandVoice: null, spaceName: 'x', version }, null)!.field ?? '';
      const spoken = [...text.matchAll(/^\*\*[A-Z ]+:\*\* (.+)$/gm)].map((m) => m[1]!).join(' ');
      expect(spoken).toMatch(/\b(?:call|ring)\b[^.]*01603 222 418/i);
    }
  });
});

describe('R-PROD-02 creative agent: a radio ad for a plan the price table lists', () => {
  const profile = { business_name: 'Brightwater Pool Care', business_description: 'Pool cleaning and repairs for homes in Surrey.', website: 'https://brightwater.example', audience_problems: 'Green water after every heatwave, not knowing which chemicals to add, cleaners who cancel at short notice', offer_differentiator: 'Every technician is SPATA-trained' };
  const prices = '# Prices\n\n| Plan | Price | Includes |\n|---|---|---|\n| One-off clean | £90 | Vacuum, skim and water test |\n| Season Plan | £480 a year | Fortnightly cleans May to September, free water tests, priority call-outs |\n\n## Terms\nSeason Plan renews yearly; cancel any time before renewal.\n';
  it('says what the plan costs and includes, and opens on the problems as a question, never the profile\'s list read out as a sentence', () => {
    const answer = catalogueAnswer('creative-agent', { message: 'Write a 30-second radio ad for the Season Plan.', mode: 'normal', profile, brandVoice: null, spaceName: 'x', referenced: [{ kind: 'document', id: 'd', title: 'prices.md', text: prices }], version: 1 }, null)!;
    const text = answer.field ?? '';
    expect(text).toMatch(/£480 a year/);
    expect(text).toMatch(/fortnightly cleans May to September/i);
    expect(text).not.toContain('not knowing which chemicals to add, cleaners who cancel');
  });
});

describe('R-PROD-02 creative agent: a banner and a flyer asked together are two pieces', () => {
  const profile = { business_name: 'Brightwater Pool Care', business_description: 'Pool cleaning and repairs for homes in Surrey.', website: 'https://brightwater.example', audience_problems: 'Green water after every heatwave, cleaners who cancel at short notice', offer_differentiator: 'Every technician is SPATA-trained, and we leave a water report after each visit' };
  const prices = '# Prices\n\n| Plan | Price | Includes |\n|---|---|---|\n| One-off clean | £90 | Vacuum, skim and water test |\n| Season Plan | £480 a year | Fortnightly cleans May to September, free water tests, priority call-outs |\n';
  const ask = (message: string) => catalogueAnswer('creative-agent', { message, mode: 'normal', profile, brandVoice: null, spaceName: 'x', referenced: [{ kind: 'document', id: 'd', title: 'prices.md', text: prices }], version: 1 }, null)!;
  for (const message of ['We have a stand at the Surrey Home Show on 9 May. I need the banner headline and the copy for a flyer we hand out.', 'Write a banner headline and flyer copy for our stand at the Surrey Home Show.']) {
    it(`"${message}" gives one banner line read at a distance, and a flyer with its own headline, body and call to action`, () => {
      const text = ask(message).field ?? '';
      const [banner, flyer] = text.split(/^## /m).slice(1);
      expect(banner).toMatch(/^Print banner\n\n1\. .+_\(\d words?\)_\n/);
      expect(banner).not.toMatch(/^2\. /m);
      expect(flyer).toMatch(/^Print flyer copy/);
      const headline = /\*\*Headline:\*\* (.+)/.exec(flyer!)?.[1] ?? '';
      const body = /\*\*Body\*\* _\(\d+ words\)_\n\n(.+)/.exec(flyer!)?.[1] ?? '';
      expect(body.length).toBeGreaterThan(40);
      expect(body.toLowerCase().startsWith(headline.toLowerCase())).toBe(false);
      expect(flyer).toMatch(/\*\*Call to action:\*\* .*brightwater\.example/);
      expect(text).not.toMatch(/lines for a leaflet/);
    });
  }
});

describe('R-PROD-02 creative agent: search ads lead with the search they are for', () => {
  const profile = { business_name: 'Brightwater Pool Care', business_description: 'Pool cleaning and repairs for homes in Surrey.', website: 'https://brightwater.example', offer_differentiator: 'Every technician is SPATA-trained' };
  const prices = '# Prices\n\n| Plan | Price | Includes |\n|---|---|---|\n| One-off clean | £90 | Vacuum, skim and water test |\n| Season Plan | £480 a year | Fortnightly cleans May to September, free water tests, priority call-outs |\n\n## Terms\nSeason Plan renews yearly; cancel any time before renewal.\n';
  it('"3 Google search ads for pool cleaning in Guildford" heads each ad with the search, and no line says how the plan renews', () => {
    const text = catalogueAnswer('creative-agent', { message: '3 Google search ads for pool cleaning in Guildford.', mode: 'normal', profile, brandVoice: null, spaceName: 'x', referenced: [{ kind: 'document', id: 'd', title: 'prices.md', text: prices }], version: 1 }, null)!.field ?? '';
    const ads = text.split(/^### Ad \d+$/m).slice(1);
    expect(ads).toHaveLength(3);
    for (const ad of ads) expect(ad).toContain('1. Pool Cleaning in Guildford _(26)_');
    expect(text).not.toMatch(/renew|cancel/i);
    expect(text).not.toMatch(/^\d\. Learn more\. _\(/m);
  });
});

describe('R-PROD-02 creative agent: a post asked in a range of words reaches it from the facts', () => {
  it('"a LinkedIn post of 100 to 140 words" says more of the facts than a post with no length, stays under 140, and says honestly when the facts run short', () => {
    const wordsIn = (field: string | null) => (field ?? '').split(/\*\*Post 1\*\*[^\n]*\n\n/)[1]!.split('\n\n---')[0]!.replace(/#\w+/g, '').split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
    const plain = wordsIn(ask('Write a LinkedIn post about our shared inbox.').field);
    const answer = ask('Write a LinkedIn post of 100 to 140 words about our shared inbox.');
    const words = wordsIn(answer.field);
    expect(words).toBeGreaterThan(plain);
    expect(words).toBeLessThanOrEqual(140);
    if (words < 90) expect(answer.draft).toContain(`The post is ${words} words, short of the 100 to 140 words asked: your facts hold no more on this.`);
  });
});

describe('R-PROD-02 creative agent: an image at the size the request gives', () => {
  it('a LinkedIn page banner "(1128 x 191)" is that size, a strip with a headline and the name, with no button or post caption', () => {
    const profile = { business_name: 'Fenwick Lifts', offer_main: 'Lift servicing for blocks of flats', website: 'https://fenwicklifts.example', offer_differentiator: 'Engineers on site within four hours, day or night' };
    const answer = catalogueAnswer('creative-agent', { message: 'Can you make an image for the banner at the top of our LinkedIn company page (1128 x 191)? No faces, please.', mode: 'normal', profile, brandVoice: 'Tone: plain', spaceName: 'Fenwick Lifts', version: 1 }, null)!;
    const text = answer.field ?? '';
    expect(text).toMatch(/^\*\*LinkedIn banner, 1128×191\*\*/m);
    expect(text).not.toMatch(/\*\*Button:\*\*|LinkedIn post/);
    const svg = Buffer.from(answer.artifacts[0]!.data).toString('utf8');
    expect(svg).toContain('width="1128" height="191"');
  });
});

describe('R-PROD-02 creative agent: a claim that leans on the clause before it stays with it', () => {
  it('"… grown here by our head grower, Priya Nair, so they are used to local conditions" gives no "So they are used to local conditions." of its own', () => {
    const points = pointsOf('Most of our shrubs are grown here by our head grower, Sam Reed, so they are used to local conditions, and every one is potted by hand');
    expect(points.join('\n')).not.toMatch(/^(?:so they|Sam Reed)/im);
    expect(points[0]).toMatch(/grower,\s*Sam Reed,\s*so they are used to local conditions$/);
  });
});

describe('R-PROD-02 captions for a dated day, one of them about a part of it', () => {
  it('"captions for open studio day on Saturday 3 May … one of them about the glaze bar" is about the day, which a caption leads with', () => {
    const r = catalogueAnswer('creative-agent', { message: '3 Instagram captions for open studio day on Saturday 3 May. Each under 150 characters. One of them should be about the glaze bar.', mode: 'normal', profile: { business_name: 'Kilnhouse Pottery', offer_main: 'Wheel-throwing courses in Bristol' }, brandVoice: 'Tone: warm', spaceName: 'Kilnhouse', referenced: [], version: 1 }, null)!;
    expect(r.brief.topic).toBe('open studio day');
    expect(r.field).toMatch(/Our open studio day: Saturday 3 May\./);
    expect(r.field).not.toMatch(/Each under 150 characters/);
  });
});

describe('R-PROD-05 captions for a new room the price list does not name yet', () => {
  const ctx = (version = 1) => ({
    message: 'Write 5 Instagram captions under 150 characters for our new Haunted Library room.',
    mode: 'normal' as const,
    profile: { business_name: 'Cipher Rooms', business_description: 'Escape rooms in Derby for groups of 2 to 6.', offer_differentiator: 'Every game has a live host, and we run up to 18 players at once', audience_problems: 'Same old pub nights' },
    brandVoice: 'Tone: playful, plain',
    spaceName: 'Cipher Rooms',
    referenced: [{ kind: 'document' as const, id: 'p', title: 'prices.md', text: '# Cipher Rooms: prices\n\n| Room | Players | Price |\n|---|---|---|\n| The Vault | 2-6 | £20 per player |\n| Ward 13 | 3-6 | £24 per player |\n' }],
    version,
  });
  it('never gives it another room\'s name or price, and answers every question it opens with', () => {
    for (const version of [1, 2]) {
      const text = catalogueAnswer('creative-agent', ctx(version), null)!.field!;
      expect(text).not.toMatch(/The Vault|Ward 13|£20|£24/);
      for (const caption of text.split(/\*\*Caption \d+\*\*[^\n]*\n\n/).slice(1)) {
        const lines = caption.split('\n').filter((l) => l.trim() && !l.startsWith('#') && !/^Link in bio|^---|^Angles/.test(l));
        if (/\?$/.test(lines[0] ?? '')) expect(lines.length, caption).toBeGreaterThan(1);
      }
    }
  });
});

describe('R-PROD-05 a product line of two things, shortened for a hook', () => {
  it('is cut at its "and", never inside the second thing ("… bookings and corporate for …")', () => {
    const r = catalogueAnswer('creative-agent', { message: 'Write 3 Facebook posts about our weekday deal.', mode: 'normal', profile: { business_name: 'Cipher Rooms', offer_main: 'Escape room bookings and corporate team-building packages', audience_primary: 'Friends and families in Derby', offer_differentiator: 'Every game has a live host' }, brandVoice: 'Tone: playful', spaceName: 'Cipher Rooms', referenced: [{ kind: 'document', id: 'p', title: 'deal.md', text: '# Weekday deal\n\nMonday to Thursday after 5pm: 4 players for the price of 3.\n' }], version: 1 }, null)!;
    expect(r.field).not.toMatch(/and corporate(?! team-building)/);
  });
});

describe('R-PROD-05 headlines for an offer the price list names by its heading', () => {
  it('"three headline options for a flyer for the weekday deal, under 8 words each" carries what the deal gives', () => {
    const r = catalogueAnswer('creative-agent', { message: 'Three headline options for a flyer for the weekday deal, under 8 words each.', mode: 'normal', profile: { business_name: 'Cipher Rooms', offer_main: 'Escape rooms for groups', offer_differentiator: 'Every game has a live host' }, brandVoice: 'Tone: playful', spaceName: 'Cipher Rooms', referenced: [{ kind: 'document', id: 'p', title: 'prices.md', text: '# Prices\n\n| Room | Price |\n|---|---|\n| The Vault | £20 per player |\n\n## Weekday deal\nMonday to Thursday after 5pm: 4 players for the price of 3.\n' }], version: 1 }, null)!;
    const lines = (r.field ?? '').split('\n').filter((l) => /^\d\. /.test(l));
    expect(lines).toHaveLength(3);
    expect(lines.some((l) => /4 players for the price of 3/.test(l))).toBe(true);
    for (const l of lines) expect(l.replace(/^\d\. /, '').split(/\s+/).length).toBeLessThan(8);
  });
});

describe('R-PROD-05 "4 Google search ad headlines and 2 descriptions" is one search ad', () => {
  it('writes one responsive search ad with 4 headlines and 2 descriptions, the first about what was named', () => {
    const r = catalogueAnswer('creative-agent', { message: 'Give me 4 Google search ad headlines (30 characters max) and 2 descriptions for the beginner course.', mode: 'normal', profile: { business_name: 'Tideline', offer_main: 'Sea-kayak tours and beginner courses', offer_differentiator: 'Every guide is a qualified coach' }, brandVoice: 'Tone: friendly', spaceName: 'Tideline', referenced: [{ kind: 'document', id: 'p', title: 'prices.md', text: '# Prices\n\n| Trip | Price |\n|---|---|\n| Harbour tour | £55 per person |\n| Beginner course | £180 per person |\n' }], version: 1 }, null)!;
    const text = r.field ?? '';
    expect(text.match(/\*\*Headlines\*\*/g)).toHaveLength(1);
    const headlines = text.split('**Descriptions**')[0]!.split('\n').filter((l) => /^\d\. /.test(l));
    expect(headlines).toHaveLength(4);
    expect(headlines[0]).toMatch(/Beginner Course/);
    expect(text.split('**Descriptions**')[1]!.split('\n').filter((l) => /^\d\. /.test(l))).toHaveLength(2);
    expect(text).not.toMatch(/## 4 Google headlines|## 2 descriptions/);
  });
});

describe('R-PROD-02 creative agent: a post that must mention one of our claims', () => {
  it('"mention our DBS-checked staff" puts that claim in the post, though the profile lists it as two words between semicolons', () => {
    const profile = { business_name: 'Nestwell Home Help', business_description: 'Home help and companionship for older people in Chester.', offer_differentiator: 'Same carer every visit for a whole year; visits from 30 minutes to a full day; no minimum contract or notice period; family updates by text after each visit; DBS-checked staff', website: 'https://nestwell.example' };
    const message = 'A short Facebook post for families of older people, under 160 characters - mention our DBS-checked staff.';
    const text = catalogueAnswer('creative-agent', { message, mode: 'normal', profile, brandVoice: null, spaceName: 'Nestwell', version: 1 }, null)!.field ?? '';
    expect(text).toMatch(/DBS-checked staff/);
  });

  it('"about 70 words" says every claim the facts hold towards it, and when they run out says so against the length as asked', () => {
    const profile = { business_name: 'Nestwell Home Help', business_description: 'Home help and companionship for older people in Chester.', offer_differentiator: 'Same carer every visit for a whole year; visits from 30 minutes to a full day; no minimum contract or notice period; family updates by text after each visit; DBS-checked staff', website: 'https://nestwell.example' };
    const answer = catalogueAnswer('creative-agent', { message: 'A Facebook post for families of older people, about 70 words.', mode: 'normal', profile, brandVoice: null, spaceName: 'Nestwell', version: 1 }, null)!;
    for (const claim of ['Visits from 30 minutes to a full day', 'Family updates by text after each visit', 'DBS-checked staff']) expect(answer.field).toContain(claim);
    expect(answer.draft).toContain('short of the about 70 words asked');
  });
});
