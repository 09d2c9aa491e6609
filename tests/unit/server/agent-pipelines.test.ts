import { describe, expect, it } from 'vitest';
import { runPipeline } from '../../../core/server/agents/pipelines/run-pipeline.ts';
import { textStats } from '../../../core/server/agents/tools/text-stats.ts';
import type { AgentContext } from '../../../core/server/agents/tools/agent-context.ts';

const ctx = (message: string, profile: Record<string, string> = {}): AgentContext => ({ message, mode: 'normal', profile, brandVoice: null, spaceName: 'General' });

describe('offline engine: the agents\' tools are real analysis, deterministic', () => {
  it('text statistics count words, sentences, readability, keywords, headings and links', () => {
    const s = textStats('# Title\nDashboards help teams. Dashboards explain numbers! See https://acme.io/docs for more.');
    expect(s.headings).toEqual([{ level: 1, text: 'Title' }]);
    expect(s.links).toEqual(['https://acme.io/docs']);
    expect(s.keywords[0]).toEqual({ word: 'dashboards', count: 2 });
    expect(s.sentences).toBe(3);
    expect(s.fleschReadingEase).toBeGreaterThan(0);
  });

  it('the same input gives the same answer', () => {
    const a = runPipeline('seo-agent', ctx('# Pricing page\nOur pricing is simple.'));
    const b = runPipeline('seo-agent', ctx('# Pricing page\nOur pricing is simple.'));
    expect(a.draft).toBe(b.draft);
  });

  it('seo-agent flags a short page without H2 headings and attaches a CSV of findings', () => {
    const r = runPipeline('seo-agent', ctx('# Pricing\nOur pricing is simple and fair for every team.'));
    expect(r.draft).toContain('Heading structure');
    expect(r.draft).toContain('Content length');
    const csv = new TextDecoder().decode(r.artifacts[0]!.data);
    expect(csv.split('\n')[0]).toBe('priority,check,observation,recommendation');
  });

  it('strategy-review-agent scores the rubric with evidence quotes', () => {
    const plan = 'Our goal is 200 demo requests by Q3. Our audience is marketing managers at B2B software companies. We will focus on LinkedIn and webinars because our buyers live there. Budget: $5k per month. We track MQLs weekly on a dashboard.';
    const r = runPipeline('strategy-review-agent', ctx(plan));
    expect(r.field).toMatch(/Score: \d+\/16/);
    expect(r.field).toContain('"Our goal is 200 demo requests by Q3."');
    expect(r.field).toContain('| Risks | 0/2 | not addressed |');
  });

  it('email-agent grounds the email in the space profile', () => {
    const r = runPipeline('email-agent', ctx('Announce our weekly report', { business_name: 'Acme', offer_main: 'Dashboards that explain numbers' }));
    expect(r.field).toContain('Dashboards that explain numbers.');
    expect(r.field).toContain('The Acme team');
    expect(r.artifacts[0]!.mimeType).toBe('text/html');
  });

  it('brand-voice measures formality and sentence length', () => {
    const r = runPipeline('brand-voice', ctx("Hey folks! We're super excited. You'll love it. It's awesome."));
    expect(r.field).toContain('Formality: conversational');
    expect(r.field).toContain('short, punchy sentences');
  });

  it('creative-agent renders an SVG with the headline; cmo plans specialists by the request', () => {
    const creative = runPipeline('creative-agent', ctx('Ads for dashboards'));
    expect(new TextDecoder().decode(creative.artifacts[0]!.data)).toMatch(/^<svg[\s\S]*Ads dashboards, done right/);
    const cmo = runPipeline('cmo', ctx('Plan an email campaign and check our blog SEO'));
    expect(cmo.steps[0]!.summary).toBe('Strategy review, Email, SEO');
  });

  it('issue 16 honesty: the email claims "the voice you set" only when a brand voice is saved', () => {
    const none = runPipeline('email-agent', ctx('Write a launch email for our spring sale'));
    expect(none.draft).not.toContain('the voice you set');
    expect(none.draft).toContain('written in a clear, warm and direct tone: no brand voice is saved for this space yet (Workspace Settings)');
    const profileOnly = runPipeline('email-agent', ctx('Write a launch email for our spring sale', { tone_words: 'bold, playful, kind' }));
    expect(profileOnly.draft).not.toContain('the voice you set');
    expect(profileOnly.draft).toContain('written in the tone your space profile describes (bold, playful, kind)');
    const saved = runPipeline('email-agent', { ...ctx('Write a launch email for our spring sale'), brandVoice: 'Warm and plain, never pushy.\nShort sentences.' });
    expect(saved.draft).toContain('written in the voice you set (Warm and plain, never pushy.)');
  });

  it('issue 16 honesty: the image card calls its colour the brand colour only when the brand voice names one', () => {
    const none = runPipeline('creative-agent', ctx('Headlines for our bakery'));
    expect(none.draft).not.toContain('your brand colour');
    expect(none.draft).toMatch(/on a stand-in colour \(#[0-9A-F]{6}\): no brand colour is saved yet; name one such as #1F6FEB in the brand voice/);
    const saved = runPipeline('creative-agent', { ...ctx('Headlines for our bakery'), brandVoice: 'Warm and plain. Brand colour #E4572E on cream.' });
    expect(saved.draft).toContain('on your brand colour (#E4572E)');
    expect(new TextDecoder().decode(saved.artifacts[0]!.data)).toContain('fill="#E4572E"');
  });
});
