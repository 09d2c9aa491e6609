/** A consumer subscription brand: fresh dog food delivered frozen every two weeks. */
import type { SpaceFixture } from '../space-fixture.ts';

export const FETCH_AND_FORK: SpaceFixture = {
  key: 'fetch',
  kind: 'consumer subscription brand',
  company: 'Fetch & Fork',
  owner: { email: 'owner@fetchandfork.example', password: 'Eval-fetch-passphrase-41', name: 'Ellie Marsh', org_name: 'Fetch & Fork' },
  profile: {
    business_name: 'Fetch & Fork',
    business_description:
      'Fetch & Fork cooks fresh dog food in our Bristol kitchen and delivers it frozen to homes across the UK on a subscription. Every plan is portioned for the dog’s weight, age and activity, so owners just thaw and serve.',
    industry: 'Pet food, direct-to-consumer subscription',
    website: 'https://fetchandfork.example',
    audience_primary:
      'Dog owners aged 28 to 45 in UK towns and cities who treat their dog as family: often first-time puppy owners, or owners of a fussy eater or a dog with a sensitive tummy.',
    audience_problems:
      'Dogs that turn their nose up at kibble, confusing ingredient labels, worry about what is really in the bag, and no time to cook for the dog themselves.',
    audience_type: 'Consumers (B2C)',
    offer_main:
      'The Fresh Plan: fresh-cooked meals portioned for your dog, delivered frozen every two weeks with free delivery. Pause, skip or cancel online.',
    offer_differentiator:
      'Cooked in small batches from named British ingredients, recipes written with a vet nutritionist, and portions calculated for each dog instead of one bag for all.',
    offer_price_point: 'Premium',
    competitors: 'Butternut Box, Different Dog, Tails.com',
    goal_primary: 'Reach 2,500 active subscriptions by the end of the quarter by turning Taster Box customers into Fresh Plan subscribers.',
    goal_kpis: 'Taster Box orders, taster-to-subscription rate, cost per acquisition, 90-day retention, email revenue',
    budget: '£12,000 per month',
    channels_current: 'Instagram, Meta ads, TikTok, email, influencer seeding, SEO blog',
    channels_best: 'Email to Taster Box customers, then Instagram',
    tone_words: 'friendly, honest, playful',
    tone_avoid:
      'miracle, superfood, cure; never claim the food cures, treats or prevents a medical condition; never shame owners who feed kibble; no more than one exclamation mark in a piece',
  },
  voice: {
    saved: [
      'Tone: friendly, honest, playful',
      'Formality: casual',
      'Sentences: short (at most 18 words)',
      'Prefer: bowl, fresh, real food',
      'Avoid: miracle, superfood, cure, synergy, leverage',
      'Rules:',
      '- Never claim the food cures, treats or prevents a medical condition.',
      '- Never shame owners who feed kibble.',
      '- No more than one exclamation mark in any piece of copy.',
      'Sign-off: Tails up, the Fetch & Fork pack',
    ].join('\n'),
    banned: ['miracle', 'superfood', 'cure', 'synergy', 'leverage'],
    rules: [
      {
        rule: 'Never claim the food cures, treats or prevents a medical condition.',
        breach: /\b(?:cures?|cured|curing|heals?|healed|healing|prevents?|prevented|preventing|treats?|treating|fix(?:es)?|clears? up|eliminates?)\s+(?:your dog'?s\s+|their\s+|the\s+|his\s+|her\s+)?(?:allerg\w*|itch\w*|skin conditions?|dermatitis|arthritis|diabetes|disease|illness|conditions?|ibs|ibd|colitis|ear infections?|upset (?:stomach|tummy)s?)/i,
      },
      {
        rule: 'Never shame owners who feed kibble.',
        breach: /\b(?:kibble|dry food|biscuits)\b[^.!?\n]{0,60}\b(?:junk|garbage|rubbish|poison\w*|toxic|nasty|lazy|awful|cardboard|sawdust)\b|\b(?:junk|garbage|rubbish|poison\w*|toxic|nasty|cardboard|sawdust)\b[^.!?\n]{0,40}\b(?:kibble|dry food)\b|\bstill feeding (?:your dog )?kibble\?/i,
      },
    ],
    signOff: 'Tails up, the Fetch & Fork pack',
    maxSentenceWords: 18,
    maxExclamations: 1,
  },
  documents: [
    {
      key: 'plans',
      filename: 'fetch-and-fork-plans-and-prices.md',
      type: 'text/markdown',
      distinctiveTerms: ['Taster Box', 'Topper Plan', 'Clean Bowl Promise', 'WoolCool', 'Turkey & Parsnip', 'Beef & Sweet Potato', 'Salmon & Pea', 'Chicken & Brown Rice', '£24', '£2.10', '£3.40', '£4.90', '£0.95'],
      content: `# Fetch & Fork plans and prices (winter 2026)

## Plans
| Plan | What is in it | Price |
| --- | --- | --- |
| Taster Box | 14 days of fresh meals, one-off | £24 (usually £48: 50% off your first box) |
| Fresh Plan | every meal, fresh, delivered every two weeks | from £2.10 a day for a small dog (under 10 kg), £3.40 a day for a medium dog (10 to 25 kg), £4.90 a day for a large dog (over 25 kg) |
| Topper Plan | a fresh topper on your dog's usual food | from £0.95 a day |

## Recipes
Turkey & Parsnip Feast, Beef & Sweet Potato Stew, Salmon & Pea Supper (our gentlest recipe, for sensitive tummies), Chicken & Brown Rice Bowl.

## Delivery
Frozen in compostable WoolCool liners, delivered free on the day you choose. Meals keep 6 months in the freezer and 4 days in the fridge once thawed.

## Trial terms
The Taster Box is a one-off 14-day box at 50% off. Unless you cancel, your Fresh Plan starts after it, with the first full delivery 14 days later. Pause, skip or cancel online any time before your next box is cooked (every other Thursday).

## The Clean Bowl Promise
If your dog won't eat it, we refund your first box in full.
`,
    },
    {
      key: 'stories',
      filename: 'fetch-and-fork-customer-stories.md',
      type: 'text/markdown',
      distinctiveTerms: ['Biscuit', 'Hannah Price', 'cocker spaniel', '2.4 kg', '16 weeks', '1,146', '88%', '71%'],
      content: `# Fetch & Fork customer stories

## Biscuit, a 7-year-old cocker spaniel from Cardiff
Owner: Hannah Price. Biscuit refused dry food and was 3.2 kg over his ideal weight. On portioned Fresh Plan meals he lost 2.4 kg in 16 weeks, and he now finishes every bowl.
"He waits by the freezer at dinner time." Hannah Price

## What 1,146 customers told us (survey, January 2026)
- 88% said their dog finished every meal in the first two weeks.
- 71% said their dog's coat looked shinier after 8 weeks.
- 9 in 10 would recommend Fetch & Fork to a friend.
`,
    },
  ],
};
