import { describe, expect, it, vi } from 'vitest';
import type { Brief } from '../../../core/server/agents/brief/brief.ts';
import type { FactSheet, FactSource } from '../../../core/server/agents/facts/fact-sheet.ts';
import type { AgentContext } from '../../../core/server/agents/tools/agent-context.ts';

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
const FACTS: FactSheet = {
  company: 'Loopdesk',
  product: 'Shared inbox software for small support teams',
  description: null,
  industry: 'Customer support software',
  website: 'https://loopdesk.example',
  audience: 'Support leads at online shops with 5 to 50 staff',
  problems: 'Missed emails and slow replies',
  differentiator: 'Effortless setup in an afternoon, with no IT team needed',
  competitors: [],
  goal: null,
  kpis: null,
  budget: null,
  channels: [],
  bestChannel: null,
  tone: 'plain, warm',
  avoid: null,
  prices: [
    { text: 'Starter: $29 per month', plan: 'Starter', amount: '$29', per: 'month', source: SHEET },
    { text: 'Team: $59 per month', plan: 'Team', amount: '$59', per: 'month', source: SHEET },
  ],
  features: [
    { text: 'Shared inbox for email and chat', source: SHEET },
    { text: 'Automatic assignment by skill', source: SHEET },
    { text: 'Reports on first-response time', source: SHEET },
  ],
  integrations: [],
  terms: [{ text: '14-day free trial, no card needed', source: SHEET }],
  proof: [{ text: 'cut first-response time from 9 hours to 2 hours in 6 weeks at Brightwell Outfitters', figures: ['9 hours', '2 hours', '6 weeks'], who: 'Brightwell Outfitters', source: SHEET }],
  links: [{ text: 'https://loopdesk.example/trial', source: SHEET }],
  sources: [PROFILE, SHEET],
};

const VOICE = 'Tone: plain, warm\nFormality: conversational\nAvoid: effortless, synergy';

function brief(request: string, over: Partial<Brief>): Brief {
  return {
    request,
    agent: 'creative-agent',
    task: null,
    outOfRemit: null,
    deliverables: [],
    audience: null,
    topic: null,
    offer: { discount: null, code: null, deadline: null, price: null, appliesTo: null },
    limits: { words: null, characters: null, bullets: null, sentences: null },
    language: null,
    sources: [],
    links: [],
    callToAction: null,
    competitors: [],
    amounts: [],
    dates: [],
    pasted: null,
    revision: null,
    ...over,
  };
}

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
    for (const caption of copy.split(/^\*\*Caption \d+\*\*.*$/m).slice(1)) expect(caption).toContain('20% off the first month with code LOOP20');
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
    expect(r.field).toContain('- **Line:** Boiler check: £95.');
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

