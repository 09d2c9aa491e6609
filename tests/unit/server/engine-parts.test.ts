import { describe, expect, it } from 'vitest';
import { catalogueAnswer, type EngineResult } from '../../../core/server/agents/tasks/offline-engine.ts';
import type { AgentContext } from '../../../core/server/agents/tools/agent-context.ts';
import type { AgentSlug } from '../../../core/server/agents/brief/brief.ts';
import { indefinite } from '../../../core/server/agents/tasks/english-phrases.ts';

/**
 * What the offline engine does with a request as a whole: every piece a multi-part ask names is written or named
 * as not done, with the agent that does it; work outside the agent's remit gets an honest decline that names the
 * agent that does it; the progress line says what was understood. The space is a mobile dog groomer.
 */
const PROFILE: Record<string, string> = {
  business_name: 'Suds on Wheels',
  business_description: 'A mobile dog grooming van in Cardiff that grooms dogs outside the owner’s front door.',
  website: 'https://sudsonwheels.example',
  audience_primary: 'Busy dog owners in Cardiff',
  audience_problems: 'No time to drive to a salon, and anxious dogs that hate busy salons',
  offer_main: 'Full grooms and bath-and-tidy visits in our van',
  offer_differentiator: 'One dog at a time, no cages, at your door',
  tone_words: 'cheerful, calm',
  tone_avoid: 'pampered, luxury',
};

const PRICES = `# Suds on Wheels prices

| Service | Price | Includes |
|---|---|---|
| Full groom | £55 | Bath, cut, nails and ears |
| Bath and tidy | £35 | Bath, brush-out and nails |

Your first visit comes with a free nail trim.
`;

function ask(agent: AgentSlug, message: string): EngineResult {
  const ctx: AgentContext = {
    message,
    mode: 'chat',
    profile: PROFILE,
    brandVoice: 'Tone: cheerful, calm\nSign-off: Wags, the Suds on Wheels crew',
    spaceName: 'Suds on Wheels',
    referenced: [{ kind: 'document', id: 'doc-1', title: 'suds-prices.md', text: PRICES }],
    version: 1,
  };
  return catalogueAnswer(agent, ctx, null);
}

describe('R-PROD-02 multi-part asks: every piece named is delivered or named as not done', () => {
  it('"3 subject lines and the email" gives both, each under its own heading', () => {
    const answer = ask('email-agent', 'Give me 3 subject lines and the email for the bath and tidy visit.');
    expect(answer.draft).toMatch(/^Two pieces, as asked: 3 subject lines and an email\./);
    expect(answer.field).toMatch(/^## 3 subject lines\n\n1\. .+\n2\. .+\n3\. .+/);
    expect(answer.field).toContain('\n\n---\n\n## Email\n\nSubject: ');
    expect(answer.steps[0]!.summary).toBe('Understood: 3 subject lines and an email about the bath and tidy visit from suds-prices.md');
  });

  it('"a Facebook post and a leaflet headline" writes the post and the headline', () => {
    const answer = ask('creative-agent', 'Write a Facebook post and a leaflet headline for the full groom.');
    expect(answer.field).toContain('## Facebook post\n\n### Facebook: 1 post');
    expect(answer.field).toContain('## Print headline\n\n1. ');
  });

  it('a piece another agent writes is named as not done, with that agent', () => {
    const answer = ask('email-agent', 'Write a launch email for the bath and tidy visit plus 5 Instagram captions.');
    expect(answer.field).toContain('## Email\n\nSubject: ');
    expect(answer.field).not.toContain('Caption 1');
    expect(answer.draft).toContain('5 Instagram captions are not written here (see the notes).');
    expect(answer.draft).toContain('**Not done here: 5 Instagram captions.** The Creative agent handles social posts: ask it there, for example "Write 3 LinkedIn posts about our main offer".');
  });
});

describe('R-PROD-02 out of remit: an honest decline that names the agent that does it', () => {
  it('a Google Ads campaign structure asked of the Email agent points at the Creative agent', () => {
    const answer = ask('email-agent', 'Can you set up a Google Ads campaign structure for the full groom?');
    expect(answer.field).toBeNull();
    expect(answer.draft).toMatch(/^I can't help with a Google Ads campaign structure here: it is not work this agent does/);
    expect(answer.draft).toContain('The Creative agent handles Google search ads: ask it there');
    expect(answer.draft).not.toContain('Subject:');
  });

  it('analytics asked of the Brand Voice agent points at the CMO agent, which reads the connected figures, instead of asking for a text', () => {
    const answer = ask('brand-voice', "Can you pull last month's Instagram analytics and tell me which post got the most saves?");
    expect(answer.draft).toMatch(/^I can't help with reading your analytics here: it is not work this agent does/);
    expect(answer.draft).toContain('The CMO agent handles the figures of your connected Google Analytics 4 and Meta Ads (Connections): ask it there, for example "How are our channels doing?".');
    expect(answer.draft).not.toContain('There is no text');
  });

  it("open and click rates from the email tool are declined plainly, with what can be done instead, never five invented subject lines", () => {
    const answer = ask('email-agent', "Can you pull last month's open and click rates from Mailchimp and tell me which newsletter subject line did best?");
    expect(answer.draft).toMatch(/^I can't read your email tool's reports \(opens, clicks, which subject line won\) here/);
    expect(answer.field).toBeNull();
  });

  it('a staff rota asked of the CMO is declined as outside marketing, not answered with a channel call', () => {
    const answer = ask('cmo', 'Can you sort out the tutor rota for April? Lucía can do Mon/Tue/Wed evenings and Marco Tue/Thu.');
    expect(answer.draft).toMatch(/^I can't help with a tutor rota here: it is outside what the marketing agents do/);
    expect(answer.draft).not.toContain('**Decision:**');
  });

  it('a welcome series asked of the Brand Voice agent points at the Email agent', () => {
    const answer = ask('brand-voice', 'Write a welcome series for new customers');
    expect(answer.draft).toMatch(/^I can't help with a welcome series here/);
    expect(answer.draft).toContain('The Email agent handles a nurture sequence');
  });

  it('a sequence asked of the Creative agent is named with its article and points at the Email agent', () => {
    const answer = ask('creative-agent', 'Write a 3-email onboarding sequence for new customers.');
    expect(answer.draft).toMatch(/^I can't help with an email onboarding sequence here/);
    expect(answer.draft).toContain('The Email agent handles a nurture sequence');
  });

  it('keyword ideas asked of the Email agent point at the SEO agent', () => {
    const answer = ask('email-agent', 'Give me 10 keyword ideas for a page about mobile dog grooming.');
    expect(answer.draft).toContain('The SEO agent handles keyword ideas grouped by search intent');
  });

  it('a fix to the website\'s code is declined, though the request opens on a dash and names a page the way a piece is named', () => {
    const answer = ask('email-agent', "Quick one — the gallery page on our Wix site (with an embedded booking widget) shows Saturdays as full even though I've opened them. Can you fix the code so the Saturday grooms show up?");
    expect(answer.draft).toMatch(/^I can't help with code here: it is outside what the marketing agents do/);
    expect(answer.draft).not.toMatch(/^Subject:/m);
  });

  it('a question about pages, with nothing asked to be written, is never declined as outside marketing', () => {
    const answer = ask('seo-agent', "My brother reckons we should make a separate page for every area we cover – Canton, Roath, Llandaff. I read Google calls those doorway pages. Who's right? I don't want three pages that all say the same thing.");
    expect(answer.draft).not.toMatch(/outside what the marketing agents do/);
  });

  it('a job ad, a refund policy or a logo is outside every marketing agent: no agent is named', () => {
    const job = ask('creative-agent', 'Write a job ad for a part-time dog groomer.');
    expect(job.draft).toMatch(/^I can't help with a job ad here: it is outside what the marketing agents do/);
    expect(job.draft).not.toMatch(/agent handles/);
    const policy = ask('email-agent', 'I need the refund policy written up for our website.');
    expect(policy.draft).toMatch(/^I can't help with a refund policy here/);
    const logo = ask('creative-agent', 'Could you design our logo file as an SVG?');
    expect(logo.draft).toMatch(/^I can't help with a logo here/);
    expect(logo.artifacts).toEqual([]);
  });

  it('code is no script: a Python script asked of the Strategy agent names no other agent', () => {
    const answer = ask('strategy-review-agent', 'Write a Python script that pulls our bookings from the API.');
    expect(answer.draft).toMatch(/^I can't help with code here/);
    expect(answer.draft).not.toContain('Creative agent');
  });
});

describe('R-PROD-02 the progress line says what was understood', () => {
  it('a welcome series without a number is a series of the usual length, not one email', () => {
    const answer = ask('email-agent', 'Write a welcome series for new customers.');
    expect(answer.brief.deliverables[0]!.count).toBeNull();
    expect(answer.steps[0]!.summary).toMatch(/^Understood: a nurture sequence of the usual length/);
    expect((answer.field!.match(/^Subject: /gm) ?? []).length).toBeGreaterThan(1);
  });

  it('sums keep their roles in the line: a discount is no budget', () => {
    const answer = ask('cmo', 'Should we lead with the free nail trim or a £10 discount on the full groom? Our budget is £800 a month.');
    expect(answer.steps[0]!.summary).toContain('(£10 as the offer and £800 as the budget)');
  });
});

describe('R-PROD-02 a or an by the sound of the next word', () => {
  it('reads the sound, not the letter', () => {
    expect(['Acme plan', 'unit', 'hour', 'SEO audit', 'URL', 'FAQ', '8-week course', 'one-off fee', 'email', 'Xero invoice', 'honest answer', 'B2B brand'].map(indefinite)).toEqual(['an', 'a', 'an', 'an', 'a', 'an', 'an', 'a', 'an', 'a', 'an', 'a']);
  });
});
