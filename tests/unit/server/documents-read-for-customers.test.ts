import { describe, expect, it } from 'vitest';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';
import type { AgentSlug } from '../../../core/server/agents/brief/brief.ts';

/**
 * A space's documents as owners keep them: notes for the team beside the prices, a line on something no longer sold,
 * an FAQ written as bold questions over their answers, and what the marketing cost last quarter. Only what a customer
 * may be told is told, and the FAQ's own questions are asked with its own answers. Through the function the server
 * runs for an offline run.
 */
const PRICES = `# Mitre & Glass prices

| Service | Price |
|---|---|
| Bespoke frame, up to A3 | £85 |
| Conservation glass upgrade | £25 |
| Canvas stretching | £40 (discontinued from May) |

- NB: free delivery within 5 miles for regulars, at staff discretion.
- Ready-made frames: from £18

Phone: 01422 555019
`;

const FAQ = `# Questions customers ask

**Do you frame needlework?**
Yes. We lace needlework over acid-free board so it stays flat, and never glue it.

**How long does framing take?**
Most frames are ready in 10 days.

**What if I can't collect my frame?**
We keep it free for 30 days after we tell you it's ready. After that storage is £2 a day.

## Marketing numbers, January–March
- Newspaper ads: £120 a month, 2 orders a month.
- Instagram boosts: £60 a month, 5 orders a month.
`;

const profile = {
  business_name: 'Mitre & Glass',
  business_description: 'A picture framing workshop in Hebden Bridge framing prints, photographs and needlework by hand.',
  website: 'https://mitreandglass.example',
  offer_main: 'Bespoke picture framing with conservation glass, and ready-made frames',
};

function answer(agent: AgentSlug, message: string) {
  const library = [
    { kind: 'document' as const, id: 'doc-1', title: 'prices.md', text: PRICES },
    { kind: 'document' as const, id: 'doc-2', title: 'faq.md', text: FAQ },
  ];
  return catalogueAnswer(agent, { message, mode: 'chat', profile, brandVoice: 'Tone: warm, plain', spaceName: 'Mitre & Glass', library, version: 1 }, null);
}

describe('documents read for what customers may be told', () => {
  it('a note for the team ("NB: … at staff discretion") stays out of a post', () => {
    const post = answer('creative-agent', 'Write an Instagram post about our ready-made frames');
    expect(post.field).not.toMatch(/free delivery|NB:|staff discretion/i);
  });

  it('a service marked discontinued is no price in an FAQ, and what the marketing cost is no price either', () => {
    const faq = answer('seo-agent', 'Write 6 FAQs for our prices page');
    expect(faq.field).not.toMatch(/Canvas stretching|discontinued/i);
    expect(faq.field).not.toMatch(/Newspaper ads (?:cost|is|at)|Instagram boosts (?:cost|is|at)|£120 a month|£60 a month/);
    // Keeping a finished frame free for 30 days is storage, not a free trial.
    expect(faq.field).not.toMatch(/trial\?\n(?:Yes|We keep)/i);
  });

  it('a fee charged after a free spell ("After that storage is £2 a day") is an extra, never the price a post or an FAQ leads with', () => {
    const carousel = answer('creative-agent', 'Instagram carousel, 5 slides about our framing');
    expect(carousel.field).not.toMatch(/After that storage/i);
    const faq = answer('seo-agent', 'Write 6 FAQs for our prices page');
    expect(faq.field).not.toMatch(/start at £2 a day|After that storage/i);
  });

  it('an FAQ asks the document\'s own questions with its own answers', () => {
    const faq = answer('seo-agent', 'Write 4 FAQs for our needlework framing page');
    expect(faq.field).toContain('### Do you frame needlework?\nWe lace needlework over acid-free board so it stays flat, and never glue it.');
  });

  it('follow-ups on an FAQ: "add a question about gift vouchers" asks the document\'s own, and "make every answer 2 sentences max" cuts each answer', () => {
    const request = 'Write 3 FAQs for our framing page';
    const faq = `### How much is a bespoke frame?\nA bespoke frame up to A3 is £85. Every frame is cut by hand. We join each corner in our own workshop.\n\n### How long does framing take?\nMost frames are ready in 10 days. Rush jobs are possible for a fee. We ring you when it is ready.`;
    const withVouchers = `${FAQ}\n**Do you take gift vouchers?**\nYes: our own gift vouchers and Love2Shop cards are accepted.\n`;
    const previous = { deliverable: faq, brief: answer('seo-agent', request).brief, request };
    const library = [{ kind: 'document' as const, id: 'doc-2', title: 'faq.md', text: withVouchers }];
    const followUp = (message: string) => catalogueAnswer('seo-agent', { message, mode: 'chat', profile, brandVoice: null, spaceName: 'Mitre & Glass', library, version: 2 }, previous);
    const added = followUp('add a question about gift vouchers');
    expect(added.field).toContain('### Do you take gift vouchers?\nYes: our own gift vouchers and Love2Shop cards are accepted.');
    expect(added.field).toContain('### How long does framing take?');
    const cut = followUp('make every answer 2 sentences max');
    expect(cut.field).toContain('A bespoke frame up to A3 is £85. Every frame is cut by hand.\n');
    expect(cut.field).not.toContain('We join each corner');
    expect(cut.field).toContain('Most frames are ready in 10 days. Rush jobs are possible for a fee.');
    const one = followUp('keep each answer to one sentence');
    expect(one.field).toContain('### How long does framing take?\nMost frames are ready in 10 days.');
    expect(one.field).not.toContain('Rush jobs');
  });
});

describe('a complaint quoted for a reply, and a question on the terms after it', () => {
  const TERMS = `# FAQ and terms\n\n**Do you guarantee your frames?**\nYes. Our joints carry a 2-year guarantee. The guarantee covers the frame's joints and hanging fixings, not glass broken in transit.\n`;
  const library = [{ kind: 'document' as const, id: 'doc-3', title: 'faq-terms.md', text: TERMS }];
  const reply = (message: string, previous: Parameters<typeof catalogueAnswer>[2] = null) =>
    catalogueAnswer('email-agent', { message, mode: 'chat', profile, brandVoice: null, spaceName: 'Mitre & Glass', library, version: 1 }, previous);

  it('a customer\'s words with no question ("Not happy. — Jo") get one apology, the guarantee, and an offer to put it right', () => {
    const request = 'Draft a reply: "My frame arrived with a loose corner. Not happy. — Jo"';
    const answer = reply(request);
    expect(answer.field).toContain('Hi Jo,');
    expect(answer.field).toContain("I'm sorry about this, and thank you for telling us.");
    expect(answer.field).toContain('Our joints carry a 2-year guarantee.');
    expect(answer.draft).not.toMatch(/can't write a reply|does not say what the customer asked/);
  });

  it('"does it cover the glass if it cracked on the way?" is answered from the terms, quoted with where they are from', () => {
    const request = 'Draft a reply: "My frame arrived with a loose corner. Not happy. — Jo"';
    const first = reply(request);
    const answer = reply("what's our guarantee exactly - does it cover the glass if it cracked on the way?", { deliverable: first.field!, brief: first.brief, request });
    expect(answer.field).toContain("The guarantee covers the frame's joints and hanging fixings, not glass broken in transit. _(faq-terms.md)_");
    expect(answer.draft).not.toMatch(/could not make that change/);
  });
});

describe('a membership priced under its own heading, beside a case study', () => {
  const PRICES = `# Mitre & Glass prices\n\n| Service | Price |\n|---|---|\n| Bespoke frame, up to A3 | £85 |\n\n## Framing Club (membership)\n- £6 a month, 12-month minimum.\n- Covers two frames a year (worth £170) and 10% off mounts.\n- Members skip the queue.\n\n## Case study: Hebden Arts Trail (12 artists)\n- Contract: framing for the trail, £900 for 30 frames, started June 2024.\n`;

  it('an email pushing the club says its price and what it gives, never the case study\'s contract', () => {
    const message = 'need a january email to our list pushing the Framing Club. link to join is mitreandglass.example/club';
    const answer = catalogueAnswer('email-agent', { message, mode: 'chat', profile, brandVoice: null, spaceName: 'Mitre & Glass', library: [], referenced: [{ kind: 'document', id: 'doc-4', title: 'prices.md', text: PRICES }], version: 1 }, null);
    expect(answer.field).toContain('The Framing Club is £6 a month, and you get:\n- Two frames a year (worth £170) and 10% off mounts\n- Members skip the queue');
    expect(answer.field).not.toMatch(/Contract:|£900/);
  });
});

describe('a question on the facts after an answer, asked with a verb of change', () => {
  it('"does it cover the glass if the glass needs replacing?" quotes what the reply already says, or says nothing says it', () => {
    const request = 'Draft a reply: "Picked up my frame Saturday and the corner is already coming apart. Pretty annoyed. — Dan"';
    const TERMS = `# FAQ and terms\n\n**Do you guarantee your frames?**\nYes. Our joints carry a 2-year guarantee. The guarantee covers the frame's joints and hanging fixings, not glass broken in transit.\n`;
    const run = (library: { kind: 'document'; id: string; title: string; text: string }[]) => {
      const ctx = (message: string) => ({ message, mode: 'chat' as const, profile, brandVoice: null, spaceName: 'Mitre & Glass', library, version: 1 });
      const first = catalogueAnswer('email-agent', ctx(request), null);
      return catalogueAnswer('email-agent', ctx("what's our guarantee exactly — does it cover the glass if it turns out the glass needs replacing?"), { deliverable: first.field!, brief: first.brief, request });
    };
    const covered = run([{ kind: 'document', id: 'doc-3', title: 'faq-terms.md', text: TERMS }]);
    expect(covered.draft).toContain("The guarantee covers the frame's joints and hanging fixings, not glass broken in transit.");
    expect(covered.draft).not.toMatch(/could not make that change|With care|Best,/);
    const silent = run([]);
    expect(silent.draft).toContain('Neither the answer above nor your documents say that');
    expect(silent.draft).not.toMatch(/could not make that change/);
  });
});

