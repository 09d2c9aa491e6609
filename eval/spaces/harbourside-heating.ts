/** A local service business: a family-run heating and plumbing firm in Bristol. */
import type { SpaceFixture } from '../space-fixture.ts';

export const HARBOURSIDE_HEATING: SpaceFixture = {
  key: 'harbour',
  kind: 'local service business',
  company: 'Harbourside Heating & Plumbing',
  owner: { email: 'owner@harbourside-heating.example', password: 'Eval-harbour-passphrase-29', name: 'Dan Whitcombe', org_name: 'Harbourside Heating & Plumbing' },
  profile: {
    business_name: 'Harbourside Heating & Plumbing',
    business_description:
      'Harbourside Heating & Plumbing is a family-run team of 9 Gas Safe registered engineers in Bristol. We service and repair boilers, fit new boilers, and fix leaks and blocked drains for homes and landlords within 15 miles of the city centre.',
    industry: 'Home services: plumbing and heating',
    website: 'https://harbourside-heating.example',
    audience_primary:
      'Homeowners aged 35 to 70 in Bristol and North Somerset, and small landlords with 1 to 10 rental properties who need yearly gas safety certificates.',
    audience_problems:
      'A boiler that breaks down in winter, not knowing whether to repair or replace, trades who don’t turn up or give vague prices, and landlords chasing gas safety certificates before the deadline.',
    audience_type: 'Consumers (B2C)',
    offer_main:
      'Boiler servicing and repairs, new boiler installation with a fixed quote, and the Harbourside Care Plan: a yearly service plus priority repairs for a monthly fee.',
    offer_differentiator:
      'A fixed written quote before any work, a two-hour arrival window texted the day before, and 9 Gas Safe engineers employed directly (no subcontractors).',
    offer_price_point: 'Mid-market',
    competitors: 'British Gas HomeCare, HomeServe, Bristol Boiler Co',
    goal_primary: 'Sign up 150 new Care Plan members before the winter rush and fill the boiler-installation diary for January and February.',
    goal_kpis: 'Care Plan sign-ups, booked boiler surveys, calls and form enquiries, Google review count, cost per booked job',
    budget: '£2,500 per month',
    channels_current: 'Google Business Profile, local Google Ads, Facebook, leaflets, Nextdoor, email to past customers',
    channels_best: 'Google reviews and word of mouth',
    tone_words: 'reassuring, straightforward, local',
    tone_avoid:
      'cheap, cowboy, "cheapest in Bristol"; never promise same-day visits, same-day repairs or a fixed arrival time; no scare tactics about carbon monoxide; say "fixed quote", never "estimate"',
  },
  voice: {
    saved: [
      'Tone: reassuring, straightforward, local',
      'Formality: friendly and plain',
      'Sentences: at most 18 words',
      'Prefer: engineer, fixed quote, Bristol',
      'Avoid: cheap, cowboy, hassle-free, synergy, world-class',
      'Rules:',
      '- Never promise same-day visits, same-day repairs or a fixed arrival time.',
      '- No scare tactics about carbon monoxide or gas leaks.',
      '- Always say "fixed quote", never "estimate".',
      'Sign-off: Warm regards, the Harbourside team',
    ].join('\n'),
    banned: ['cheap', 'cowboy', 'hassle-free', 'synergy', 'world-class'],
    rules: [
      {
        rule: 'Never promise same-day visits, same-day repairs or a fixed arrival time.',
        breach: /\bsame[- ]day\b|\b(?:with you|there|at your door|arrive|arrives|arrival|visit|fix(?:ed)?|repair(?:ed)?)\b[^.!?\n]{0,30}\bwithin (?:the |an |one |1 |2 |two |3 |three |4 |four )?hours?\b|\b(?:fixed|fix it|repaired|sorted|with you|there|arrive)\s+(?:today|tonight)\b|\b(?:at|by)\s+\d{1,2}(?::\d\d)?\s*(?:am|pm)\s+sharp\b/i,
      },
      {
        rule: 'No scare tactics about carbon monoxide or gas leaks.',
        breach: /\bsilent killer\b|\bcould (?:kill|be fatal)\b|\bdeadly\b|\bfatal\b|\bpoison(?:s|ing|ed)?\b|\bput(?:ting)? your family(?:'s lives)? at risk\b|\bdon'?t risk your family\b|\b(?:die|dies|death)\b/i,
      },
      { rule: 'Always say "fixed quote", never "estimate".', breach: /\bestimates?\b/i },
    ],
    signOff: 'Warm regards, the Harbourside team',
    maxSentenceWords: 18,
  },
  documents: [
    {
      key: 'prices',
      filename: 'harbourside-price-list-2026.md',
      type: 'text/markdown',
      distinctiveTerms: ['£95', '£75', '£140', '£85', '£45', '£450', '£2,350', '£16 a month', 'power flush', '0% finance', '10-year warranty', 'free home survey'],
      content: `# Harbourside Heating & Plumbing: price list (from 1 September 2026)

All prices include VAT.

- Boiler service (gas): £95
- Landlord gas safety certificate (CP12), up to 3 appliances: £75; booked together with a boiler service: £140
- Call-out and first hour of repair: £85, then £45 per half hour; parts at cost plus 10%
- Power flush (up to 10 radiators): £450
- New combi boiler, fitted: from £2,350 (Worcester Bosch 4000 with a 10-year warranty); fixed written quote after a free home survey
- Harbourside Care Plan: £16 a month (yearly boiler service, priority booking for repairs, no call-out fee, 10% off parts)

Payment: card or bank transfer. 0% finance over 12 months on boilers over £2,000 (subject to status).
Area: within 15 miles of Bristol city centre.
Arrival: we text a two-hour arrival window the day before.
`,
    },
    {
      key: 'reviews',
      filename: 'harbourside-google-reviews.txt',
      type: 'text/plain',
      distinctiveTerms: ['4.9', '312 reviews', 'Linda Okafor', 'Bishopston', '£1,480', '£1,120', 'Tom Reece', 'airing cupboard', 'Priya Natarajan', 'six CP12'],
      content: `Reviews from our Google Business Profile: 4.9 stars from 312 reviews (November 2026)

"Our 19-year-old boiler was costing us a fortune. Harbourside fitted a Worcester Bosch in one day and our gas bill dropped from £1,480 to £1,120 a year." Linda Okafor, Bishopston

"Fixed quote, no surprises, and Dan left the airing cupboard cleaner than he found it." Tom Reece, Clifton

"I'm a landlord with 6 flats: they sorted all six CP12 certificates in one week." Priya Natarajan, Easton
`,
    },
  ],
};
