import { describe, expect, it } from 'vitest';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';
import type { AgentSlug } from '../../../core/server/agents/brief/brief.ts';

/**
 * A price list as owners keep it: bundles with what they save, extras, a promise with the team's note under it, the
 * policies (notice to move, no refunds, how to pay, whom they take, a charge outside the area), and reviews, one of
 * them a three-star complaint with the owner's reply. Copy sells with what sells: never a policy that binds the buyer,
 * the charge for going further, or a complaint as a testimonial. Through the function the server runs offline.
 */
const PRICES = `# Sudsy Paws prices 2025

## Grooms
- Full groom, small dog: **£45**
- Full groom, large dog: **£60**

## Groom bundles (pay upfront, use within 6 months)
- Bundle of 5 full grooms: **£200 small / £270 large** (saves £25 / £30 vs paying per groom)
- Bundles are non-refundable after the first groom, but can be passed to a friend's dog.

## Extras
- De-shed treatment (45 min; helps with heavy moulting in spring): £32
- Nail clip on its own: £10

## Calm Coat promise
If your dog is too anxious to finish a groom, the next visit is half price.
> Staff: this is NOT a refund. Never word it as one, on the phone or by email.

## Policies
- 24 hours' notice to move a groom, otherwise it is charged in full.
- Pay by card or bank transfer. No cash at the van, please.
- Free collection within BS3 and BS4. Outside those postcodes: £6 per visit.
- We only take puppy grooms for dogs who have had their second vaccination.
`;

const REVIEWS = `# Reviews 2024

> "Bella came back fluffy and calm for the first time ever. Worth every penny." (Ruth K., Oct 2024, 5 stars)

> "Lovely groom but my slot got moved twice in one month." (Dan P., Nov 2024, 3 stars; Sam replied and gave him a free nail clip)
`;

const profile = {
  business_name: 'Sudsy Paws',
  business_description: 'A mobile dog grooming van in south Bristol, run by Sam and Alex.',
  website: 'sudsypaws.example',
  offer_main: 'Full grooms for small and large dogs, and prepaid 5-groom bundles',
  offer_price_point: '£45 a groom for a small dog, £60 for a large one',
};

function answer(agent: AgentSlug, message: string, brandVoice = 'Tone: warm, plain'): string {
  const library = [
    { kind: 'document' as const, id: 'doc-1', title: 'prices.md', text: PRICES },
    { kind: 'document' as const, id: 'doc-2', title: 'reviews.md', text: REVIEWS },
  ];
  return catalogueAnswer(agent, { message, mode: 'chat', profile, brandVoice, spaceName: 'Sudsy Paws', library, version: 1 }, null).field ?? '';
}

const POLICY = /non-refundable|charged in full|notice to move|pay by card|no cash|second vaccination|never word it/i;

describe('policies and reviews read for what they are', () => {
  it('an offer email lists no policy, payment rule or team note as what the reader gets', () => {
    const email = answer('email-agent', 'Email to people who asked about a bundle but never booked: £20 off a bundle of 5 with code SPRING20, by 30 April.');
    expect(email).toMatch(/SPRING20/);
    expect(email).not.toMatch(POLICY);
    // ('Bundle of 5 full grooms' is a thing sold, not an instruction: never 'You can bundle of 5 …'.)
    expect(email).not.toMatch(/you can bundle|small \//i);
  });

  it('captions sell with the grooms, never the notice to move, the refund rule or a complaint', () => {
    const captions = answer('creative-agent', 'Write 3 Instagram captions about our grooms');
    expect(captions).not.toMatch(POLICY);
    expect(captions).not.toMatch(/slot got moved|Dan P/i);
  });

  it('the charge for going beyond the area is never what grooms cost from', () => {
    const captions = answer('creative-agent', 'Write 3 Instagram captions about our grooms');
    expect(captions).not.toMatch(/from £6/i);
  });

  it('a three-star review is never quoted as a testimonial, a five-star one may be', () => {
    const post = answer('creative-agent', 'A Facebook post sharing what customers say about us');
    expect(post).not.toMatch(/slot got moved/i);
    expect(post).toMatch(/Bella came back fluffy/);
  });

  it('a banned word taken out of a bio is never replaced by how to pay', () => {
    const bio = answer('brand-voice', 'Rewrite this Instagram bio so it fits our voice, max 150 characters: "Bristol\'s No.1 dog groomer! Cheap grooms, DM now!!"', 'Tone: warm, plain\nBanned words: cheap');
    expect(bio).not.toMatch(POLICY);
  });
});
