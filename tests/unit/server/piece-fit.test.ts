import { describe, expect, it } from 'vitest';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';
import type { AgentContext } from '../../../core/server/agents/tools/agent-context.ts';
import type { AgentSlug } from '../../../core/server/agents/brief/brief.ts';

/**
 * The piece of work a request names is the piece the Creative, Strategy and CMO agents write, or the answer says in
 * one sentence that the offline engine cannot write it and offers the closest tasks as prompt starters (R-AGENT
 * honest limits; a decline is refunded, docs/DECISIONS.md A1). Never another task's template in its place, and
 * never a decline for a piece a task writes. The space is a pottery studio.
 */
const PRICES = `# Studio prices

| Class | Price |
|---|---|
| Wheel taster (2 hours) | £45 |
| Six-week wheel course | £240 |

"I came for the taster and signed up for the course the same night." — Priya, taster in May`;

const ctx = (message: string): AgentContext => ({
  message,
  mode: 'chat',
  profile: {
    business_name: 'Kiln Lane',
    business_description: 'A pottery studio in Leeds running wheel tasters and six-week courses.',
    website: 'https://kilnlane.example',
    offer_main: 'Wheel tasters and six-week pottery courses',
    audience_primary: 'Adults who want a hands-on hobby',
    offer_differentiator: 'six learners per class, so everyone gets a wheel',
  },
  brandVoice: 'Sign off: See you at the wheel, Kiln Lane',
  spaceName: 'Kiln Lane',
  referenced: [{ kind: 'document', id: 'doc-1', title: 'prices.md', text: PRICES }],
  version: 1,
});

const run = (agent: AgentSlug, message: string) => catalogueAnswer(agent, ctx(message), null);

/** The decline as a person reads it: no deliverable, one sentence naming the piece, and prompt starters. */
function expectDeclined(agent: AgentSlug, message: string, piece: string) {
  const answer = run(agent, message);
  expect(answer.brief.task, message).toBeNull();
  expect(answer.field, message).toBeNull();
  expect(answer.draft.split('\n')[0], message).toBe(`I can't write ${piece} offline: no task of this agent writes that, and I won't send another kind of text in its place.`);
  expect(answer.draft, message).toContain('Here is what I can do instead; send one of these to start:');
}

describe('R-AGENT-BRIEF the piece asked for is the piece written, or an honest decline', () => {
  it.each([
    ['creative-agent', 'Write a product description for the six-week course.', 'a product description'],
    ['creative-agent', 'Write an App Store listing for our booking app.', 'an App Store listing'],
    ['creative-agent', 'Suggest 10 name ideas for our new evening course.', 'name ideas'],
    ['creative-agent', 'Write a poll for LinkedIn.', 'a poll'],
    ['creative-agent', 'Write a jingle for radio.', 'a jingle'],
    // The Strategy agent reviewed the profile as a plan for these.
    ['strategy-review-agent', 'Build 3 customer personas for the taster.', 'customer personas'],
    ['creative-agent', 'Draft a survey to ask students why they book.', 'a survey'],
    // The CMO handed a board report to the SEO audit.
    ['cmo', 'Write a board report on marketing for Q3.', 'a board report'],
  ] as [AgentSlug, string, string][])('%s declines "%s" as %s, instead of another task\'s template', (agent, message, piece) => {
    expectDeclined(agent, message, piece);
  });

  it('a SWOT asked of the Strategy agent is a SWOT, not the profile reviewed as a plan', () => {
    const answer = run('strategy-review-agent', 'Write a SWOT analysis for our studio.');
    expect(answer.brief.task).toBe('strategy.swot');
    for (const box of ['**Strengths**', '**Weaknesses**', '**Opportunities**', '**Threats**']) expect(answer.draft).toContain(box);
  });

  it('an Instagram bio asked of the Creative agent is sent to the Brand Voice agent, which writes it', () => {
    const declined = run('creative-agent', 'Write our Instagram bio.');
    expect(declined.brief.task).toBeNull();
    expect(declined.draft.split('\n')[0]).toContain("I can't help with our Instagram bio here: it is not work this agent does");
    expect(declined.draft.split('\n')[0]).toContain('The Brand Voice agent handles a short description of the business in your voice');
    expect(run('brand-voice', 'Write our Instagram bio.').brief.task).toBe('brand-voice.about');
  });

  it('a posting plan asked of the Strategy agent is sent to the Creative agent, which writes it as a content calendar', () => {
    const message = "Give me an 8-week LinkedIn plan for our founder's personal profile, 3 posts a week, as a table with the week, topic and format.";
    const declined = run('strategy-review-agent', message);
    expect(declined.brief.task).toBeNull();
    expect(declined.draft.split('\n')[0]).not.toMatch(/\ba posts\b/);
    expect(declined.draft.split('\n')[0]).toContain('The Creative agent handles a content calendar');
    expect(run('creative-agent', message).brief.task).toBe('creative.content-calendar');
  });

  it('text messages asked of the Creative agent are written, with the task the Email agent writes them with', () => {
    const written = run('creative-agent', 'Write 3 SMS messages reminding people of their taster.');
    expect(written.brief.task).toBe('email.sms');
    expect(written.field).toContain('**Text 3**');
    expect(run('email-agent', 'Write 3 SMS messages reminding people of their taster.').brief.task).toBe('email.sms');
  });

  it('a piece a task writes is still written: posts about a survey, search ad descriptions, a radio ad, a CMO package', () => {
    expect(run('creative-agent', 'Write 3 Instagram posts about our student survey results.').brief.task).toBe('creative.social-posts');
    expect(run('creative-agent', 'Write 10 headlines and 4 descriptions for Google search ads for the taster.').brief.task).toBe('creative.search-ads');
    expect(run('creative-agent', 'Write a 30-second radio ad for the taster.').brief.task).toBe('creative.script');
    expect(run('strategy-review-agent', 'How should we split £2,000 across Facebook and Google?').brief.task).toBe('strategy.budget-split');
    expect(run('cmo', 'Prep the taster launch: one email, 3 Instagram captions and a meta description.').brief.task).toBe('cmo.package');
  });
});

describe('R-AGENT-BRIEF a part named inside the piece asked for is written inside it', () => {
  it('"a blog post … with H2 headings and a meta description at the end" is the article, with its meta description, not meta tags alone', () => {
    const answer = run('seo-agent', 'Write a blog post of about 500 words titled "How long does it take to learn?" for beginners, with H2 headings and a meta description at the end.');
    expect(answer.brief.task).toBe('seo.article');
    expect(answer.field).toMatch(/^# How long does it take to learn\?/m);
    expect(answer.field).toMatch(/^## /m);
    expect(answer.field).toContain('**Meta description:**');
  });
});
