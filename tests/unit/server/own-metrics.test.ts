import { describe, expect, it } from 'vitest';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';
import type { AgentSlug } from '../../../core/server/agents/brief/brief.ts';
import type { ReferencedSource } from '../../../core/server/agents/offline/request-material.ts';

/**
 * How the business's own marketing did (its newsletter's open rate, its NPS, what a booking cost it in ads) is its
 * business, never a claim to customers: a customer's result with its numbers is. The space is a mobile windscreen
 * chip repairer whose one document mixes prices, a review and last year's marketing figures.
 */
const PROFILE: Record<string, string> = {
  business_name: 'ChipFix Mobile',
  business_description: 'Mobile windscreen chip repair in Leeds: we repair stone chips at your home or workplace in about 30 minutes.',
  offer_main: 'Stone chip repair at your door',
  audience_primary: 'Drivers and small van fleets in Leeds',
  goal_primary: 'Book 150 repairs a month',
  tone_words: 'plain, friendly',
};

const DOC = `# ChipFix: prices and how we did

## Prices
- First chip repaired: £45
- Each extra chip on the same screen: £15

## What customers say
"They fixed two chips on my van at the depot before lunch. Saved us a £380 screen." — Dale Hirst, Hirst Couriers

## Our numbers last year
- Our newsletter open rate rose from 31% to 48%.
- NPS went up from 52 to 71 after we added evening slots.
- Cost per booking from Google Ads fell to £22.50.
- 17 complaints about late arrivals, down from 30.
`;

const LIBRARY = [{ kind: 'document', id: 'd1', title: 'ChipFix prices and numbers', text: DOC } as ReferencedSource];
const ask = (agent: AgentSlug, message: string) => catalogueAnswer(agent, { message, mode: 'normal', profile: PROFILE, brandVoice: null, spaceName: 'ChipFix Mobile', library: LIBRARY, version: 1 }, null)!;
const OWN_FIGURES = /open rate|\bNPS\b|52 to 71|cost per booking|£22\.50|complaints|31% to 48%/i;

describe('R-PROD-02 the business’s own marketing figures stay out of customer copy', () => {
  it('writes Facebook ads from the prices and the customer’s result, not the newsletter’s open rate or the NPS', () => {
    const answer = ask('creative-agent', 'Write 3 Facebook ads for our chip repair service.');
    expect(answer.draft).toMatch(/£45/);
    expect(answer.draft).not.toMatch(OWN_FIGURES);
  });

  it('keeps them out of a customer email too', () => {
    const answer = ask('email-agent', 'Write an email to van fleet managers offering chip repairs at their depot.');
    expect(answer.draft).not.toMatch(OWN_FIGURES);
  });
});
