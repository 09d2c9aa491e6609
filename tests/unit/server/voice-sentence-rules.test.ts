import { describe, expect, it } from 'vitest';
import { ask } from '../../support/picture-framer-space.ts';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';

/**
 * A voice's rules written as sentences, read for what they forbid: a rule about speed ('never promise framing on
 * the same day it is ordered') is broken by a promise or an offer of that speed, not by a sentence that shares its
 * other words ('framing takes 10 days from the day you order'); a rule about what the business is called ('never call
 * Mitre & Glass a factory') is broken by calling it so. Through the function the server runs for an offline run.
 */
const VOICE = 'Tone: warm, crafted, plain\nAvoid: cheap, stunning\nNever promise framing on the same day it is ordered.\nNever call Mitre & Glass a factory.\nSign-off: With care, the Mitre & Glass team';
const CAPTION = 'Framing takes 10 days from the day you order. Need a frame today? No problem! Our factory team cuts every frame by hand.';

describe("a voice's rules written as sentences", () => {
  it('a check names the offer of same-day framing and the forbidden name, and not the true turnaround', () => {
    const answer = ask('brand-voice', `Check this Instagram caption against our brand voice and list every problem: "${CAPTION}"`, null, VOICE);
    expect(answer.draft).toContain('"Need a frame today?"');
    expect(answer.draft).toContain('"Our factory team cuts every frame by hand."');
    expect(answer.draft).not.toMatch(/"Framing takes 10 days[^"]*": a claim/);
  });

  it("a customer's quoted words about their own framer are no breach of the naming rule", () => {
    const answer = ask('brand-voice', 'Check this post against our brand voice: "“Our old factory framed it badly; Mitre & Glass got it right.” — Jo, a customer"', null, VOICE);
    expect(answer.draft).not.toContain('a claim your rules forbid ("Never call Mitre & Glass a factory")');
    expect(answer.draft).toContain('Your text breaks none of the rules');
  });

  it('a rewrite keeps the true turnaround and takes out the offer, its answer and the forbidden name', () => {
    const answer = ask('brand-voice', `Rewrite this in our voice: "${CAPTION}"`, null, VOICE);
    const copy = answer.field ?? '';
    expect(copy).toContain('Framing takes 10 days from the day you order.');
    expect(copy).not.toMatch(/today|No problem|factory/i);
  });

  it('after a rewrite, "which parts of the original broke our rules?" lists the original\'s breaches; the rewrite sells nothing with the car park', () => {
    const request = 'Rewrite our homepage hero in our voice:\n\n"Stunning frames at cheap prices! Our factory frames your prints the same day you order!!"';
    const rewrite = ask('brand-voice', request, null, VOICE);
    expect(rewrite.field).not.toMatch(/car park|Parking/i);
    const answer = ask('brand-voice', 'Which parts of the original broke our rules, exactly?', { deliverable: rewrite.field!, brief: rewrite.brief, request }, VOICE);
    expect(answer.draft).toContain('"Stunning": a word your voice avoids');
    expect(answer.draft).toContain('("Never call Mitre & Glass a factory")');
    expect(answer.draft).toContain('("Never promise framing on the same day it is ordered")');
    expect(answer.draft).not.toMatch(/could not make|Tone:/);
  });
});

describe('"Never mention a competitor by name" and "never use fear to sell", with the competitors the profile lists', () => {
  const profile = { business_name: 'Mitre & Glass', business_description: 'A picture framing workshop in Hebden Bridge.', competitors: 'Frameworks Hebden Bridge, The Frame Shop (online), Halifax Art Supplies', offer_main: 'Bespoke picture framing' };
  const voice = "Warm and plain.\nRules:\n- Never use fear to sell: don't call a customer's print damaged or ruined, and don't talk about fading.\n- Never mention a competitor by name.";
  const answer = (message: string) => catalogueAnswer('brand-voice', { message, mode: 'chat', profile, brandVoice: voice, spaceName: 'Mitre & Glass', library: [], version: 1 }, null);

  it('a check names each sentence that names a listed competitor, by its name without the town', () => {
    const check = answer('Check this post against our voice and tell me what breaks the rules:\n\n"Unlike Frameworks, we cut every frame by hand. The Frame Shop ships flimsy frames. Book a visit today."');
    expect(check.draft).toContain('"Unlike Frameworks, we cut every frame by hand.": your rule "Never mention a competitor by name"');
    expect(check.draft).toContain('"The Frame Shop ships flimsy frames.": your rule "Never mention a competitor by name"');
    expect(check.draft).not.toMatch(/Book a visit today\.": your rule/);
  });

  it('a rewrite drops the comparison and keeps what we do, and drops a scare ("Don\'t risk an unsafe hanging"), saying both', () => {
    const rewrite = answer('Rewrite this in our voice:\n\n"Unlike Frameworks, we cut every frame by hand. Don\'t risk an unsafe hanging. Book a visit today."');
    expect(rewrite.field).toBe('We cut every frame by hand. Book a visit today.');
    expect(rewrite.draft).toContain('Removed what your rule "Never mention a competitor by name" forbids: the words that began "Unlike Frameworks');
  });
});

describe('what a rewrite says it took out', () => {
  it('quotes the sentence as the text had it, not with the banned words already swapped ("Cheap and done…", never "Affordable and done…")', () => {
    const voice = 'Tone: warm, crafted, plain\nAvoid: cheap, stunning\nNever promise framing on the same day it is ordered.';
    const rewrite = ask('brand-voice', 'Rewrite this in our voice:\n\n"Stunning frames for every wall! Cheap and done same-day. Book a visit."', null, voice);
    expect(rewrite.draft).toContain('forbids: the words that began "Cheap and done…"');
    expect(rewrite.draft).not.toMatch(/Affordable/);
  });
});

