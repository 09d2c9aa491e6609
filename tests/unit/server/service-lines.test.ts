import { describe, expect, it } from 'vitest';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';
import type { AgentSlug } from '../../../core/server/agents/brief/brief.ts';
import type { ReferencedSource } from '../../../core/server/agents/offline/request-material.ts';

/**
 * A business with several lines, each under its own heading with its price and what it promises, through the
 * function the server runs for each offline run: a piece about one line is written from that line's facts. The
 * space is a garden firm the engine was not written for.
 */
const PROFILE: Record<string, string> = {
  business_name: 'Oakmere Gardens',
  business_description: 'Oakmere Gardens looks after gardens in York: lawns, hedges and trees.',
  offer_main: 'Lawn care, hedge cutting and tree surgery',
  audience_primary: 'Homeowners in York',
};
const SERVICES = `# Oakmere services

## Lawn care
- Lawn care visit: £40
- We feed, weed and mow on every visit.
- Visits every two weeks from April to October.

## Hedge cutting
- Hedge cut: £90 per hedge
- Every hedge shaped by hand, clippings bagged and taken away.

## Tree surgery
- Tree survey: £120
- Our arborists hold NPTC tickets and £5m insurance.
`;
const LIBRARY: ReferencedSource[] = [{ kind: 'document', id: 's1', title: 'oakmere-services.md', text: SERVICES }];
const ask = (agent: AgentSlug, message: string) => catalogueAnswer(agent, { message, mode: 'normal', profile: PROFILE, brandVoice: 'Tone: plain.\nSign-off: Oakmere Gardens', spaceName: 'Oakmere', library: LIBRARY, version: 1 }, null)!;

describe('R-PROD-02 a piece about one line of a business with several', () => {
  it('an email about hedge cutting says what hedge cutting gives, never the lawn visits or the arborists', () => {
    const email = ask('email-agent', 'Write an email to homeowners about our hedge cutting service. Under 150 words.').field ?? '';
    expect(email).toContain('£90 per hedge');
    expect(email).toMatch(/Every hedge shaped by hand, clippings bagged and taken away/);
    expect(email).not.toMatch(/feed, weed and mow|every two weeks from April|NPTC|arborists/);
  });

  it('a piece about the business as a whole keeps every line', () => {
    const faq = ask('seo-agent', 'Write 5 FAQs for our services page, with answers.').field ?? '';
    expect(faq).toMatch(/Lawn care visit/);
    expect(faq).toMatch(/Hedge cut/);
  });
});
