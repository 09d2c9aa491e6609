import { describe, expect, it } from 'vitest';
import { catalogueAnswer, type EngineResult } from '../../../core/server/agents/tasks/offline-engine.ts';
import type { AgentContext } from '../../../core/server/agents/tools/agent-context.ts';
import type { AgentSlug } from '../../../core/server/agents/brief/brief.ts';
import type { PreviousAnswer } from '../../../core/server/agents/tasks/agent-task.ts';

/**
 * Offers, table cells, voice rules and follow-ups as owners write them, through the function the server runs for
 * each offline run. The space is an office plant-care firm the engine's wordings were not written for.
 */
const PROFILE: Record<string, string> = {
  business_name: 'Greenroom Office Plants',
  business_description: 'Greenroom supplies and looks after plants for offices and clinics in Leeds.',
  website: 'https://greenroom.example',
  audience_primary: 'Office managers in Leeds',
  offer_main: 'Plant installs with a monthly care plan',
  offer_differentiator: 'A horticulturist visits every fortnight',
};
const SERVICES = `# Greenroom services 2027

| Service | Price | What it covers |
| --- | --- | --- |
| Space survey | £95 | We walk the office, check the light and draw up a planting plan |
| Monthly care plan | £48 a month | Two visits a month: watering, pruning, feeding and pest checks |

## Terms
- Every plant we install is guaranteed for 12 months: if it fails, we replace it.
- Care plans run month to month; cancel with 30 days' notice.
`;
const VOICE = [
  'Tone: calm and practical.',
  'Banned words: lush, jungle, effortless.',
  "Don't knock other plant suppliers.",
  'Never promise that plants will not die.',
  'Sign-off: Keep growing, the Greenroom team',
].join('\n');

function ask(agent: AgentSlug, message: string, previous: PreviousAnswer | null = null): EngineResult {
  const ctx: AgentContext = {
    message,
    mode: 'chat',
    profile: PROFILE,
    brandVoice: VOICE,
    spaceName: 'Greenroom',
    referenced: [{ kind: 'document', id: 'doc-1', title: 'greenroom-services-2027.md', text: SERVICES }],
    version: 1,
  };
  return catalogueAnswer(agent, ctx, previous);
}

const previousOf = (answer: EngineResult, request: string): PreviousAnswer => ({ deliverable: answer.field ?? '', brief: answer.brief, request });

describe('R-PROD-02 an offer that names a thing as free', () => {
  it('"book by 31 October and the £95 survey is free" is the offer: the survey, free, by 31 October', () => {
    const answer = ask('email-agent', 'Email office managers on our list: book by 31 October and the £95 survey is free. Under 150 words.');
    expect(answer.brief.offer).toMatchObject({ discount: 'free', appliesTo: 'the £95 survey', deadline: 'by 31 October' });
    expect(answer.brief.task).toBe('email.promotion');
    expect(answer.field).toMatch(/£95 survey free/);
  });

  it('"your first visit is on us" gives the first visit free', () => {
    const answer = ask('creative-agent', 'Write 3 Facebook posts: your first visit is on us if you sign up before Friday.');
    expect(answer.brief.offer).toMatchObject({ discount: 'free', appliesTo: 'first visit' });
  });
});

describe('R-PROD-02 a table cell written as a sentence', () => {
  it('"We walk the office, check the light and draw up a planting plan" stays a sentence, never "with we walk"', () => {
    const answer = ask('email-agent', 'Write an email to office managers about the space survey. Under 150 words.');
    expect(answer.field).toContain('We walk the office, check the light and draw up a planting plan');
    expect(answer.field).not.toMatch(/\bwith we\b|, we walk/);
  });
});

describe('R-PROD-02 voice rules written as sentences', () => {
  it('a check names a sentence that runs down other suppliers under "Don\'t knock other plant suppliers"', () => {
    const answer = ask('brand-voice', 'Check this post against our voice: "Our plants stay green all year. Unlike the cowboys at other plant suppliers, we actually turn up!"');
    expect(answer.field).toMatch(/Unlike the cowboys at other plant suppliers[^\n]*Don't knock other plant suppliers/);
    expect(answer.field).not.toMatch(/Our plants stay green all year\.[^\n]*Don't knock/);
  });

  it('a guarantee for a stated time from the space\'s own terms is a term, not a forbidden promise', () => {
    const answer = ask('brand-voice', 'Check this line against our voice: "Every plant we install is guaranteed for 12 months."');
    expect(answer.field).toMatch(/^\*\*No breaches\.\*\*/);
    expect(answer.field).not.toMatch(/: a claim your rules forbid/);
  });
});

describe('R-PROD-02 follow-ups that replace numbered lines or loosen the tone', () => {
  const request = 'Write 6 LinkedIn ad headlines for the monthly care plan, max 60 characters each.';

  it('"Replace headlines 2 and 5 with something about the 12-month plant guarantee" rewrites those two from the terms and keeps the rest', () => {
    const first = ask('creative-agent', request);
    const lines = (first.field ?? '').split('\n').filter((l) => /^\d\.\s/.test(l));
    expect(lines).toHaveLength(6);
    const answer = ask('creative-agent', 'Replace headlines 2 and 5 with something about the 12-month plant guarantee.', previousOf(first, request));
    const after = (answer.field ?? '').split('\n').filter((l) => /^\d\.\s/.test(l));
    expect(after).toHaveLength(6);
    for (const n of [0, 2, 3, 5]) expect(after[n]).toBe(lines[n]);
    for (const n of [1, 4]) {
      expect(after[n]).not.toBe(lines[n]);
      expect(after[n]).toMatch(/guarantee/i);
      expect(after[n]!.replace(/^\d\.\s/, '').length).toBeLessThanOrEqual(60);
    }
    expect(after[1]).toMatch(/guaranteed for 12 months/);
    expect(answer.draft).toMatch(/line 2 changed to .* and line 5 changed to/);
    expect(answer.draft).not.toMatch(/could not make that change/);
  });

  it('"Make it less formal" swaps formal words for everyday ones, and says so honestly when there are none', () => {
    const stiff = "Hi {{first_name}},\n\nShould you wish to purchase a care plan, we are pleased to assist you. Kindly reply prior to Friday.\n\nKeep growing, the Greenroom team";
    const first = ask('email-agent', 'Write an email to office managers about the monthly care plan.');
    const looser = ask('email-agent', 'Make it less formal.', { deliverable: stiff, brief: first.brief, request: 'Write an email to office managers about the monthly care plan.' });
    expect(looser.field).toContain("If you want to buy a care plan, we're glad to help you. Reply before Friday.");
    const plain = ask('email-agent', 'Make it less formal.', { deliverable: "Hi {{first_name}},\n\nIt's £48 a month.\n\nKeep growing, the Greenroom team", brief: first.brief, request: 'Write an email.' });
    expect(plain.draft).toMatch(/no formal wording left to loosen/);
    expect(plain.draft).not.toMatch(/could not make that change offline/);
  });
});

describe('R-PROD-02 an audit of homepage copy pasted as one paragraph', () => {
  it('reads the first sentence as the title and proposes a description from the facts, not the pasted text back', () => {
    const pasted = 'Greenroom Office Plants. Office plants in Leeds. We supply and look after plants. Call us.';
    const answer = ask('seo-agent', `Audit our homepage copy: "${pasted}"`);
    expect(answer.field).toMatch(/\| Title \| "Greenroom Office Plants" \(23 characters\) \||Title \("Greenroom Office Plants" \(23 characters\)\)|title \("Greenroom Office Plants" \(23 characters\)\)/);
    const description = /Meta description: (.+?) _\(\d+\/155/.exec(answer.field ?? '')?.[1];
    expect(description).toBeDefined();
    expect(description).not.toContain('Call us');
    expect(description).toContain('A horticulturist visits every fortnight');
  });
});

describe('R-PROD-02 an audit quotes the lines that say nothing', () => {
  it('names vague short lines and link words like "Click here", quoting the page', () => {
    const answer = ask('seo-agent', 'Audit this page for SEO:\n\nGreenroom Office Plants. Office plants in Leeds. We are the best. Get in touch. Click here to book.');
    expect(answer.field).toMatch(/\*\*Vague lines\*\* \(medium\): "We are the best", "Get in touch" and "Click here to book" say nothing specific/);
    expect(answer.field).toMatch(/\*\*Link wording\*\* \(low\): "Click here to book" says nothing of where the link goes/);
    expect(answer.field).not.toMatch(/"Office plants in Leeds"[^\n]*say nothing specific/);
  });
});

describe('R-PROD-02 a promo labelled by what it sells, and its subject line as a question', () => {
  const request = 'Care plan promo: 15% off the first three months with code LEAF15 until 30 November. Send to past clients.';

  it('"Care plan promo: …" is about the care plan, not the business', () => {
    const answer = ask('email-agent', request);
    expect(answer.brief.topic).toBe('the care plan');
    expect(answer.field).toMatch(/^Subject: .*care plan/m);
    expect(answer.field).not.toMatch(/^Subject: .*of Greenroom/m);
  });

  it('"Now make the subject line a question" puts the offer to the reader as a question', () => {
    const first = ask('email-agent', request);
    const answer = ask('email-agent', 'Now make the subject line a question.', previousOf(first, request));
    expect(answer.field).toMatch(/^Subject: Want 15% off the first three months of the care plan\?$/m);
    expect(answer.draft).toMatch(/the subject line changed to "Want 15% off the first three months of the care plan\?"/);
    expect(answer.draft).not.toMatch(/could not make that change/);
  });
});

describe('R-PROD-02 a voice guide for the person who writes one kind of text', () => {
  it('"for our new horticulturist who writes visit reports for clients" adds how the voice applies to those reports', () => {
    const guide = ask('brand-voice', 'Write a short voice guide for our new horticulturist who writes visit reports for clients.').field ?? '';
    expect(guide).toMatch(/^### For your horticulturist: visit reports for clients$/m);
    expect(guide).toMatch(/^- Put it in the order the visit happened: what you did, what you found, what happens next\.$/m);
    expect(guide).toMatch(/^- Sign off as everyone does: "Keep growing, the Greenroom team"\.$/m);
  });

  it('"for the assistant who answers our Google reviews" gives the order of a reply instead', () => {
    const guide = ask('brand-voice', 'A voice guide for the assistant who answers our Google reviews.').field ?? '';
    expect(guide).toMatch(/^### For your assistant: google reviews$/mi);
    expect(guide).toMatch(/answer the point they made/);
  });
});
