/**
 * The space behind the README's sample answers: an invented bike repair workshop in Leeds with its 18 profile
 * answers, a saved brand voice and one price list. `npm run eval:probe -- docs/samples/chainline-probe.ts out.md`
 * seeds it over the HTTP API, sends each request in a fresh chat (then its follow-ups in the same chat) and writes
 * the answers; the CLI (`npm run cli -- chat …`) prints the same answer text.
 */
const PRICE_LIST = `# Chainline Cycle Workshop: price list 2026

## Workshop services

| Service | Price | What it covers |
| --- | --- | --- |
| Safety check | £25 | Brakes, gears, tyres and chain checked and adjusted, done while you wait |
| Standard service | £65 | Safety check plus gears and brakes tuned, wheels trued, drivetrain cleaned |
| Full overhaul | £149 | Everything stripped, cleaned, regreased and rebuilt, with new cables |
| Puncture repair | £12 | Inner tube repaired or replaced, tyre checked |
| E-bike standard service | £85 | Standard service plus motor and battery diagnostics |

## Chainline Care plans

| Plan | Price | Includes |
| --- | --- | --- |
| Commuter | £9 a month | One standard service a year, unlimited safety checks, 10% off parts |
| Everyday | £15 a month | Two standard services a year, free puncture repairs, 15% off parts, a loan bike if yours stays with us overnight |
| Fleet | £12 a month per bike | Everything in Everyday, plus a quarterly on-site check at your premises |

## Terms

- The first month of any Chainline Care plan is free.
- The plans are monthly, and you can cancel any time.

## A customer's result

Leeds Couriers Co-op moved its 14 cargo bikes onto the Fleet plan in 2025. Breakdowns during shifts fell from 11 a month to 3, and its repair spending dropped by 38% over the following six months.
`;

const VOICE = [
  'Tone: friendly, practical and straight-talking, like a mechanic explaining a job at the counter.',
  'Banned words: cheap, hassle-free, world-class, ultimate, game-changer.',
  'Always say what a job costs and how long it takes before saying why it is worth it.',
  'Use British spelling.',
  'Sign-off: Ride safe, the Chainline crew',
].join('\n');

export default {
  space: {
    key: 'chainline',
    kind: 'bike repair workshop',
    company: 'Chainline Cycle Workshop',
    owner: { email: 'owner@chainline.example', password: 'Sample-chainline-passphrase-2026', name: 'Sam Okafor', org_name: 'Chainline Cycle Workshop' },
    profile: {
      business_name: 'Chainline Cycle Workshop',
      business_description: 'Chainline Cycle Workshop repairs and services bikes and e-bikes in central Leeds, and runs Chainline Care, a monthly service plan for commuters and businesses with bikes.',
      industry: 'Bicycle repair',
      website: 'https://chainline.example',
      audience_primary: 'Commuters in Leeds who cycle to work, and local businesses with delivery or staff bikes.',
      audience_problems: 'Bikes that break down on the way to work, not knowing what a repair will cost, and waiting a week for a workshop slot.',
      audience_type: 'Both',
      offer_main: 'Chainline Care, a monthly service plan (Commuter, Everyday and Fleet), alongside one-off workshop services.',
      offer_differentiator: 'Fixed prices on every job, most repairs done the same day, and a loan bike when yours stays overnight.',
      offer_price_point: 'Mid-range',
      competitors: 'Halfords, Evans Cycles, local mobile mechanics',
      goal_primary: 'Reach 120 Chainline Care sign-ups by the end of March.',
      goal_kpis: 'Chainline Care sign-ups, workshop bookings, repeat visits, Google reviews',
      budget: '£2,500 per month',
      channels_current: 'Google Business Profile, Instagram, the newsletter, Facebook groups, office leaflets',
      channels_best: 'Google Business Profile and word of mouth',
      tone_words: 'friendly, practical, straight-talking',
      tone_avoid: 'jargon, hype words like ultimate or world-class',
    },
    voice: { saved: VOICE, banned: ['cheap', 'hassle-free', 'world-class', 'ultimate', 'game-changer'], rules: [], signOff: 'Ride safe, the Chainline crew', maxSentenceWords: 25 },
    documents: [{ key: 'prices', filename: 'chainline-price-list-2026.txt', type: 'text/plain', distinctiveTerms: [], content: PRICE_LIST }],
  },
  requests: [
    { agent: 'email-agent', message: 'Write a promotion email for the Chainline Care Everyday plan: the first month is free with code SPRING26 until 31 March. Keep it under 150 words.', followUps: ['Make it shorter, under 60 words.'] },
    { agent: 'seo-agent', message: 'Write 5 FAQs for our pricing page about the Chainline Care plans, with answers.' },
    { agent: 'seo-agent', message: 'Write a 30-second radio script for our spring offer.' },
    { agent: 'strategy-review-agent', message: 'We spend £2,500 a month. How should we split it between Google Business Profile, Instagram, the newsletter, Facebook groups and office leaflets to reach 120 Chainline Care sign-ups by March?' },
    { agent: 'brand-voice', message: "Rewrite this in our voice: Experience the ultimate hassle-free cycling solution! Our world-class technicians leverage cutting-edge tools to deliver game-changing results at cheap prices. Don't miss out!" },
    { agent: 'creative-agent', message: 'Write 5 Instagram captions for the Chainline Care free first month, each with a call to action and up to 3 hashtags.' },
    { agent: 'cmo', message: 'Should we lead our spring campaign with the free first month on Chainline Care, or with a £20 discount on the full overhaul? We can only afford to push one.' },
  ],
};
