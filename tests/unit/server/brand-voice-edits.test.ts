import { describe, expect, it } from 'vitest';
import { catalogueAnswer, type EngineResult } from '../../../core/server/agents/tasks/offline-engine.ts';
import type { AgentContext } from '../../../core/server/agents/tools/agent-context.ts';
import type { ReferencedSource } from '../../../core/server/agents/offline/request-material.ts';

/** A space unlike the eval's: payroll software, whose own product words ('payroll', 'payslips') are marketing's subject. */
const PROFILE = {
  business_name: 'Wrenfield Payroll',
  industry: 'Payroll software',
  website: 'https://wrenfield.example',
  offer_main: 'Payroll software with a named payroll specialist',
  offer_differentiator: 'A payroll specialist checks every pay run before it goes out.',
  tone_words: 'plain, calm',
  tone_avoid: 'Never say "guaranteed" or "100% accuracy". Avoid "effortless".',
};
const VOICE = 'Plain and calm. Short sentences, under 20 words. Banned words: guaranteed, 100% accuracy, effortless, revolutionary. Never promise that payroll will be error-free.';
const SHEET: ReferencedSource = {
  kind: 'document',
  id: 'doc-1',
  title: 'wrenfield-pricing.md',
  text: ['# Pricing', '', '- Standard: £5 per employee per month', '- One-off setup fee: £100', '', 'Wrenfield cut payroll admin at Oakleigh Nurseries from 8 hours a month to 2 hours in 2025.'].join('\n'),
};
const ctx = (message: string, version = 1): AgentContext => ({ message, mode: 'normal', profile: PROFILE, brandVoice: VOICE, spaceName: 'General', referenced: [SHEET], version });
const ask = (message: string, version?: number): EngineResult => catalogueAnswer('brand-voice', ctx(message, version), null)!;

describe('R-PROD-02 brand voice: text quoted to work on is material, never the work asked for', () => {
  it('a post about payroll, quoted to check, is checked (payroll is the product here, not work asked for)', () => {
    const r = ask('Check this LinkedIn post against our brand voice: "Our payroll is error-free, guaranteed. Join our customers today!!"');
    expect(r.brief.outOfRemit).toBeNull();
    expect(r.draft).toContain('Never promise that payroll will be error-free');
  });

  it('a rewrite of quoted text about payroll is rewritten', () => {
    const r = ask('Rewrite in our voice: "We guarantee accurate payroll. It is effortless."');
    expect(r.brief.task).toBe('brand-voice.rewrite');
  });

  it('running payroll itself is still declined', () => {
    expect(ask('Can you run our payroll for March?').brief.outOfRemit).toBe('payroll');
  });
});

describe('R-PROD-02 brand voice: a forbidden claim goes in every wording, and "what changed" is what the text shows', () => {
  const body = (r: EngineResult) => r.draft.split('**What changed**')[0]!;
  const changes = (r: EngineResult) => r.draft.split('**What changed**')[1] ?? '';

  it('"100% accurate" is the banned "100% accuracy" in other words: the rewrite takes it out and names the rule', () => {
    const r = ask('Rewrite in our voice: "Every payslip is 100% accurate. Setup takes one afternoon for your team."');
    expect(body(r)).not.toMatch(/100\s?%|100 per cent/);
    expect(changes(r)).toContain('Removed what your rule "100% accuracy" forbids');
  });

  it('a word swapped in a sentence the rules then took out is not reported as a swap', () => {
    const r = ask('Rewrite in our voice: "Wrenfield is the revolutionary payroll platform with 100% accuracy guaranteed. Switching is effortless."');
    expect(body(r)).not.toMatch(/guarantee|100\s?%/i);
    expect(changes(r)).not.toContain('"100% accuracy" →');
    for (const [, to] of changes(r).matchAll(/→ "([^"]+)"/g)) expect(body(r).toLowerCase()).toContain(to!.toLowerCase());
  });

  it('a check names the reworded banned phrase with the rule it breaks', () => {
    const r = ask('Check this post against our voice: "Every payslip is 100 per cent accurate. Book a call."');
    expect(r.draft).toContain('"Every payslip is 100 per cent accurate.": a phrase your voice avoids ("100% accuracy"), said in other words.');
  });
});

describe('R-PROD-02 brand voice: a customer\'s quotation never stands in for a removed claim', () => {
  it('the line put in place of hype is a result, not a cut quotation', () => {
    const quoted: ReferencedSource = { kind: 'document', id: 'doc-2', title: 'reviews.md', text: '## Reviews\n"Our payroll admin is half what it was. Calm and clear." — Dana K., finance lead\n' };
    const r = catalogueAnswer('brand-voice', { ...ctx('Rewrite in our voice: "Revolutionary payroll! The best choice for your team."'), referenced: [quoted] }, null)!;
    expect(r.draft.split('**What changed**')[0]).not.toMatch(/“[^”]*$/m);
  });
});
