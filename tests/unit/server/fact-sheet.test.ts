import { describe, expect, it } from 'vitest';
import { readFactSheet } from '../../../core/server/agents/facts/read-fact-sheet.ts';
import { phrasePrice } from '../../../core/server/agents/facts/fact-phrases.ts';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';
import type { ReferencedSource } from '../../../core/server/agents/offline/request-material.ts';

const ONE_PAGER = `# Recallo — product sheet

Recallo fills empty dental chairs. It sends recall reminders, lets patients rebook online and keeps a live waitlist for last-minute gaps.

## Features
- Two-way SMS reminders with one-tap confirm
- Online rebooking page, branded for your practice
- Waitlist that offers freed slots to the next patient automatically

## Plans

| Plan | Price | Chairs | Support |
|------|-------|--------|---------|
| Starter | $79/month | Up to 3 chairs | Email |
| Practice | $149/month | Up to 8 chairs | Phone and email |
| Group | $399/month | Unlimited | Dedicated manager |

## Trial and terms
Every plan starts with a 14-day free trial, no card needed. Cancel any time with 30 days' notice.

## Integrations
Works with Dentrix, Eaglesoft and Open Dental.

## Results
Brightside Dental Group cut no-shows by 38% in 3 months and filled 120 extra appointments.

> "We got back six hours of front-desk time a week."
> — Maria Lopez, Practice Manager, Harbour Smiles

Book a demo at https://recallo.example/demo
`;

// A price list as text taken from a PDF: no Markdown, one item a line.
const PRICE_LIST = `Crumb & Co – Wholesale price list
Sourdough loaf £3.20 each
Seeded rye £3.60 each
Croissants £1.10 each (minimum 24)
Delivery is free on orders over £60. Orders placed by 2pm arrive the next morning.

Our Bread Club subscription costs £18 a month and includes four loaves. You can pause or skip any week.
"Our café sold out of your sourdough every Saturday" - Tom Reid, owner of Bean There Café
Since switching to us, The Corner Deli increased weekend bread sales by 25%.`;

const PROFILE = {
  business_name: 'Recallo',
  business_description: 'Recall and rebooking software for dental practices. Trusted by 400 practices in the UK.',
  industry: 'Dental software',
  website: 'https://recallo.example',
  audience_primary: 'Practice managers at independent dental practices',
  offer_main: 'Recallo recall automation',
  offer_price_point: 'From $79 a month',
  competitors: 'Dentally (UK only), Weave and Lighthouse 360',
  channels_current: 'LinkedIn, email newsletter, Google Ads',
  tone_avoid: 'guarantees, hype',
};

const doc = (title: string, text: string): ReferencedSource => ({ kind: 'document', id: `id-${title}`, title, text });

describe('R-PROD-02 fact sheet: a one-page product sheet', () => {
  const sheet = readFactSheet(PROFILE, [doc('recallo-product-sheet.md', ONE_PAGER)]);
  const source = { title: 'recallo-product-sheet.md', kind: 'document', id: 'id-recallo-product-sheet.md' };

  it('reads the plans table: each plan with its price, period and other columns', () => {
    expect(sheet.prices.filter((p) => p.source.kind === 'document')).toEqual([
      { text: 'Starter — Price: $79/month; Chairs: Up to 3 chairs; Support: Email', source, plan: 'Starter', amount: '$79', per: 'month', unit: '/month', from: false, conditions: [], includes: ['Up to 3 chairs', 'Email support'], details: [], billing: 'recurring', section: 'Plans' },
      { text: 'Practice — Price: $149/month; Chairs: Up to 8 chairs; Support: Phone and email', source, plan: 'Practice', amount: '$149', per: 'month', unit: '/month', from: false, conditions: [], includes: ['Up to 8 chairs', 'Phone and email support'], details: [], billing: 'recurring', section: 'Plans' },
      { text: 'Group — Price: $399/month; Chairs: Unlimited; Support: Dedicated manager', source, plan: 'Group', amount: '$399', per: 'month', unit: '/month', from: false, conditions: [], includes: ['Unlimited chairs', 'Dedicated manager support'], details: [], billing: 'recurring', section: 'Plans' },
    ]);
  });

  it('reads the trial and cancellation terms and the integrations', () => {
    expect(sheet.terms.map((t) => t.text)).toEqual(['Every plan starts with a 14-day free trial, no card needed', "Cancel any time with 30 days' notice"]);
    expect(sheet.integrations.map((i) => i.text)).toEqual(['Dentrix', 'Eaglesoft', 'Open Dental']);
  });

  it('reads a customer result with its figures and who achieved it, and a quotation with who said it', () => {
    expect(sheet.proof.filter((p) => p.source.kind === 'document')).toEqual([
      {
        text: 'Brightside Dental Group cut no-shows by 38% in 3 months and filled 120 extra appointments',
        source,
        figures: ['38%', '3 months', '120'],
        who: 'Brightside Dental Group',
        kind: 'result',
        context: null,
        result: 'cut no-shows by 38% in 3 months and filled 120 extra appointments',
        period: 'in 3 months',
      },
      {
        text: 'We got back six hours of front-desk time a week',
        source,
        figures: ['six hours'],
        who: 'Maria Lopez, Practice Manager, Harbour Smiles',
        kind: 'quote',
        context: null,
        result: 'We got back six hours of front-desk time a week',
        period: null,
      },
    ]);
  });

  it('reads features, and keeps prices, terms and results out of them', () => {
    expect(sheet.features.map((f) => f.text)).toEqual([
      'Recallo fills empty dental chairs',
      'It sends recall reminders, lets patients rebook online and keeps a live waitlist for last-minute gaps',
      'Two-way SMS reminders with one-tap confirm',
      'Online rebooking page, branded for your practice',
      'Waitlist that offers freed slots to the next patient automatically',
    ]);
  });

  it('reads links, and lists the profile and the document as sources', () => {
    expect(sheet.links.map((l) => `${l.text} (${l.source.title})`)).toEqual(['https://recallo.example (Space profile)', 'https://recallo.example/demo (recallo-product-sheet.md)']);
    expect(sheet.sources).toEqual([{ title: 'Space profile', kind: 'profile', id: null }, source]);
  });
});

describe('R-PROD-02 fact sheet: the profile answers', () => {
  const sheet = readFactSheet(PROFILE, []);

  it('splits listed answers into names', () => {
    expect(sheet.competitors).toEqual(['Dentally', 'Weave', 'Lighthouse 360']);
    expect(sheet.channels).toEqual(['LinkedIn', 'email newsletter', 'Google Ads']);
  });

  it('reads the price answer as a price, and a figure in the description as proof', () => {
    const profile = { title: 'Space profile', kind: 'profile', id: null };
    expect(sheet.prices).toEqual([{ text: 'From $79 a month', source: profile, plan: null, amount: '$79', per: 'month', unit: 'a month', from: true, conditions: [], includes: [], details: [], billing: 'recurring', section: 'Pricing' }]);
    expect(sheet.proof).toEqual([{ text: 'Trusted by 400 practices in the UK', source: profile, figures: ['400'], who: null, kind: 'reach', context: null, result: 'Trusted by 400 practices in the UK', period: null }]);
    expect(sheet.product).toBe('Recallo recall automation');
    expect(sheet.avoid).toBe('guarantees, hype');
  });
});

describe('R-PROD-02 fact sheet: a price list taken from a PDF', () => {
  const sheet = readFactSheet({ business_name: 'Crumb & Co' }, [doc('crumb-wholesale.pdf', PRICE_LIST)]);

  it('reads each line as its own item: the item, its price and what the price is per', () => {
    expect(sheet.prices.map((p) => [p.plan, p.amount, p.per])).toEqual([
      ['Sourdough loaf', '£3.20', 'each'],
      ['Seeded rye', '£3.60', 'each'],
      ['Croissants', '£1.10', 'each'],
      ['Bread Club', '£18', 'month'],
    ]);
  });

  it('a free-delivery threshold is a term, not a price', () => {
    expect(sheet.terms.map((t) => t.text)).toEqual(['Delivery is free on orders over £60', 'Orders placed by 2pm arrive the next morning', 'You can pause or skip any week']);
  });

  it('reads a review with who gave it, and a result with the business that got it', () => {
    expect(sheet.proof.map((p) => [p.text, p.figures, p.who])).toEqual([
      ['Our café sold out of your sourdough every Saturday', [], 'Tom Reid, owner of Bean There Café'],
      ['Since switching to us, The Corner Deli increased weekend bread sales by 25%', ['25%'], 'The Corner Deli'],
    ]);
  });
});

// A workshop's price list under a customers heading, with reviews written as people paste them.
const WORKSHOP = `# Pedal & Spoke for offices

## For business customers
Office fleet check: £28 per bike
Team commuter service: £64, collected by noon

## How it works
- Online booking that syncs with your Google Calendar
- Waitlist that offers cancelled slots to the next rider in line
- We return every bike washed

## What riders say
"They fixed my gears in an hour and explained everything." Dana K., Google review
Our whole office cycles in now. — Priya, office manager at Northgate Legal
`;

describe('R-PROD-02 fact sheet: prices, features and reviews as a business writes them', () => {
  const sheet = readFactSheet(
    { business_name: 'Pedal & Spoke', offer_main: 'Bike servicing collected from your door every two weeks, with a 30-day workmanship guarantee' },
    [doc('pedal-and-spoke-offices.md', WORKSHOP)],
  );

  it('a price line under a customers heading is a price, never a result or a term', () => {
    expect(sheet.prices.map((p) => [p.plan, p.amount, p.per])).toEqual([
      ['Office fleet check', '£28', 'bike'],
      ['Team commuter service', '£64', null],
    ]);
    expect(sheet.terms).toEqual([]);
  });

  it('a feature that names what it syncs with stays a feature, and a waitlist of cancelled slots is no cancellation term', () => {
    expect(sheet.features.map((f) => f.text)).toEqual([
      'Online booking that syncs with your Google Calendar',
      'Waitlist that offers cancelled slots to the next rider in line',
      'We return every bike washed',
    ]);
    expect(sheet.integrations.map((f) => f.text)).toEqual(['Google Calendar']);
  });

  it('reads quoted and signed reviews with who gave them; how often a service comes is no customer result', () => {
    expect(sheet.proof.map((p) => [p.text, p.who])).toEqual([
      ['They fixed my gears in an hour and explained everything', 'Dana K., Google review'],
      ['Our whole office cycles in now', 'Priya, office manager at Northgate Legal'],
    ]);
  });
});

describe('R-PROD-02 fact sheet: a software product sheet', () => {
  const SHEET = `# Tally Books – product sheet

## Features
- Automatic invoice reminders by email and SMS
- Guided onboarding with a named accountant
- 30-day money-back guarantee

## Integrations
- Xero
- QuickBooks
Pricing details: https://tally.example/pricing

## Results
Hart & Lane Accounting cut late payments by 41% in two months.
`;
  const sheet = readFactSheet({ business_name: 'Tally Books' }, [doc('tally-product-sheet.md', SHEET)]);

  it('bullets under a features heading are features unless they set a guarantee, trial or refund', () => {
    expect(sheet.features.map((f) => f.text)).toEqual(['Automatic invoice reminders by email and SMS', 'Guided onboarding with a named accountant']);
    expect(sheet.terms.map((f) => f.text)).toEqual(['30-day money-back guarantee']);
  });

  it('a link under an integrations heading is a link, and a firm with "&" in its name keeps its whole name', () => {
    expect(sheet.integrations.map((f) => f.text)).toEqual(['Xero', 'QuickBooks']);
    expect(sheet.links.map((f) => f.text)).toEqual(['https://tally.example/pricing']);
    expect(sheet.proof.map((p) => p.who)).toEqual(['Hart & Lane Accounting']);
  });
});

describe('R-PROD-02 fact sheet: prices in pence', () => {
  it('reads a price written in pence, and never a time of day', () => {
    const sheet = readFactSheet({}, [doc('cuppa-plans.md', '# Plans\n\n| Plan | Price |\n|---|---|\n| Daily Brew | from 85p a cup |\n| Office Urn | £12 a week |\n\nOpen 7am to 5pm.\n')]);
    expect(sheet.prices.map((p) => [p.plan, p.amount, p.per])).toEqual([
      ['Daily Brew', '85p', 'cup'],
      ['Office Urn', '£12', 'week'],
    ]);
  });
});

describe('R-PROD-02 fact sheet: dated statements', () => {
  it('keeps the statements that give a day and a month, such as the next sessions of a course', () => {
    const sheet = readFactSheet({}, [doc('pottery-course-guide.md', '# Beginners course\n\nNext courses start on 14 March and 2 May, 7pm at the studio.\n\n- Clay and glazes included\n')]);
    expect(sheet.dates!.map((f) => f.text)).toEqual(['Next courses start on 14 March and 2 May, 7pm at the studio']);
  });
});

describe('R-PROD-02 fact sheet: a plans table with a was-price', () => {
  it('gives one price per row, never the price before the discount, and no priced row as a term', () => {
    const sheet = readFactSheet({}, [doc('tea-club-plans.md', '# Plans\n\n| Plan | Length | Price |\n|---|---|---|\n| Starter Tin | 14 days, one-off delivery | £12 (usually £24: half price on your first tin) |\n| Monthly Club | delivered every month | £18 a month |\n')]);
    expect(sheet.prices.map((p) => [p.plan, p.amount, p.per])).toEqual([
      ['Starter Tin', '£12', null],
      ['Monthly Club', '£18', 'month'],
    ]);
    expect(sheet.terms).toEqual([]);
  });
});

describe('R-PROD-02 fact sheet: a per-staff price list and a profile price it repeats', () => {
  const pricing = `# Rotaly pricing

## Plans
- Team: £6/month per staff member, includes timesheets, payroll export and labour-cost forecasts

Setup: £250 one-off, waived on annual plans.

## Case study: The Copper Kettle Group
The Copper Kettle Group moved its 6 cafés onto Rotaly Team in 2025. Labour costs fell from 34% of sales to 29%.
`;
  const sheet = readFactSheet({ offer_price_point: 'From £6 a month per staff member' }, [doc('rotaly-pricing.md', pricing)]);

  it('keeps a two-word unit whole, and reads a one-off fee with its condition', () => {
    expect(sheet.prices.map((p) => [p.plan, p.amount, p.unit, p.conditions, p.includes, p.details, p.billing])).toEqual([
      ['Team', '£6', '/month per staff member', [], ['timesheets', 'payroll export', 'labour-cost forecasts'], [], 'recurring'],
      ['Setup', '£250', 'one-off', [], [], ['waived on annual plans'], 'one-off'],
    ]);
  });

  it('a result after the sentence that names the customer keeps that sentence as its context and its "The"', () => {
    expect(sheet.proof.map((p) => [p.text, p.who, p.context])).toEqual([
      [
        'The Copper Kettle Group moved its 6 cafés onto Rotaly Team in 2025. Labour costs fell from 34% of sales to 29%',
        'The Copper Kettle Group',
        'The Copper Kettle Group moved its 6 cafés onto Rotaly Team in 2025',
      ],
    ]);
  });
});

describe('R-PROD-02 fact sheet: bare labels', () => {
  it('a label left standing in a list is neither a term nor a feature', () => {
    const sheet = readFactSheet({}, [doc('kit.md', '## What you get\n- Delivery information\n- Plan details\n- Two-way SMS reminders\n\n## Terms\n- Cancellation policy\n- Cancel any time from your account\n')]);
    expect(sheet.features.map((f) => f.text)).toEqual(['Two-way SMS reminders']);
    expect(sheet.terms.map((t) => t.text)).toEqual(['Cancel any time from your account']);
  });
});

describe('R-PROD-02 fact sheet: a result stated as our own', () => {
  it('"Our pass rate was 61%" after a "Google rating" line is ours, not Google\'s', () => {
    const text = '# What our pupils say\n\nGoogle rating: 4.9 out of 5 from 212 reviews.\n\nOur first-time pass rate in 2025 was 61% (94 of 154 first attempts). The national rate for the same period was 48%.\n';
    const sheet = readFactSheet({}, [{ id: 'd', title: 'reviews.md', kind: 'document', text } as ReferencedSource]);
    const ours = sheet.proof.find((p) => p.text.includes('61%'))!;
    expect(ours.who).toBeNull();
    expect(ours.text).toBe('Our first-time pass rate in 2025 was 61% (94 of 154 first attempts)');
  });
});

describe('R-PROD-02 fact sheet: a blockquote signed on its own line', () => {
  it('> "…" (Name, age, place) is that person\'s quotation, with who said it', () => {
    const text = '# What our pupils say\n\n> "I was terrified of roundabouts. I passed at Colwick after 26 hours of lessons." (Priya Nair, 17, West Bridgford, manual)\n\n> "Five refresher lessons and I\'m doing the school run again." (Tom Hughes, 47, Arnold)\n';
    const sheet = readFactSheet({}, [{ id: 'd', title: 'reviews.md', kind: 'document', text } as ReferencedSource]);
    expect(sheet.proof.map((p) => [p.kind, p.text, p.who])).toEqual([
      ['quote', 'I was terrified of roundabouts. I passed at Colwick after 26 hours of lessons', 'Priya Nair, 17, West Bridgford, manual'],
      ['quote', "Five refresher lessons and I'm doing the school run again", 'Tom Hughes, 47, Arnold'],
    ]);
  });
});

describe('R-PROD-02 fact sheet: a rating on a platform names nobody', () => {
  it('"Google rating: 4.9 from 212 reviews" is proof with no customer behind it', () => {
    const sheet = readFactSheet({}, [{ id: 'd', title: 'reviews.md', kind: 'document', text: '# Reviews\n\nGoogle rating: 4.9 from 212 reviews (checked 2 March 2026).\n\nOur patients come back: 61% book a second visit.\n' } as ReferencedSource]);
    const rating = sheet.proof.find((p) => p.text.includes('4.9'))!;
    expect(rating.who).toBeNull();
  });
});

describe('R-PROD-02 fact sheet: a bullet signed first', () => {
  it('- **Name**, 34, runner: "…" (what they bought) is their quotation', () => {
    const sheet = readFactSheet({}, [{ id: 'd', title: 'reviews.md', kind: 'document', text: '# Reviews\n\n- **Priya Nair**, 34, marathon runner: "Came in with shin pain and finished the half in 1:52, my best time." (Run Clinic)\n' } as ReferencedSource]);
    expect(sheet.proof.map((p) => [p.kind, p.who])).toEqual([['quote', 'Priya Nair, 34, marathon runner']]);
  });
});

describe('R-PROD-02 fact sheet: a product answer written as a sentence', () => {
  it('names the product by the sentence\'s subject, so copy never says "X offers memberships are the core of the business"', () => {
    const sheet = readFactSheet({ business_name: 'Crag House', offer_main: 'Monthly bouldering memberships are the core of the business and bring in about 55% of revenue. Day passes bring in first-timers.' }, []);
    expect(sheet.product).toBe('Monthly bouldering memberships');
    const answer = catalogueAnswer('seo-agent', { message: 'Write a meta title and meta description for our homepage.', mode: 'normal', profile: { business_name: 'Crag House', website: 'https://craghouse.example', offer_main: 'Monthly bouldering memberships are the core of the business and bring in about 55% of revenue. Day passes bring in first-timers.' }, brandVoice: '', spaceName: 'Crag House', version: 1 }, null)!;
    expect(answer.field ?? answer.draft).not.toMatch(/core of the business|55% of revenue/);
  });

  it('names it by the complement when the answer says what the main product is', () => {
    expect(readFactSheet({ offer_main: 'Our main service is the weekly veg box, delivered on Fridays.' }, []).product).toBe('the weekly veg box');
  });
});

describe('R-PROD-02 fact sheet: when a document was written is no fact to tell', () => {
  it('reads "_Valid from 1 January 2026. All prices include VAT._" as the VAT note only', () => {
    const sheet = readFactSheet({}, [{ kind: 'document', id: 'p', title: 'prices.md', text: '# Prices and terms\n\n_Valid from 1 January 2026. All prices include VAT._\n\n## Passes\n- Day pass: £12\n\n## What you get\nEvery pass includes shoe hire.\n' }]);
    const texts = [...sheet.features, ...sheet.terms, ...sheet.prices, ...sheet.proof].map((f) => f.text);
    expect(texts.join('\n')).not.toMatch(/Valid from|^_/m);
    expect(sheet.prices.map((p) => p.text)).toContain('Day pass: £12');
  });
});

describe('R-AGENT facts: a year-in-review document', () => {
  const REVIEW = `# Emberline — our year

## The headline numbers

- 412 boiler services completed, up from 350 a year earlier.
- 96 new customers across the year.
- Google rating: 4.9 stars from 188 reviews.
- Repeat bookings (customers back within 13 months): 64%

## What did not go well

- Missed calls were our biggest complaint: 9 of our 12 reviews under four stars mention them.
- Leaflets to the new estate brought in 3 customers from 4,000 leaflets.

## What went well

- Call-backs within the hour: complaints about waiting fell from 14 a month to 3.

## In customers' words

- "They told me the price before they started. No surprises."
`;
  const sheet = readFactSheet({ business_name: 'Emberline Heating' }, [{ kind: 'document', id: 'doc-1', title: 'our-year.md', text: REVIEW }]);

  it('reads what went wrong as no proof to tell customers, and a result that says a complaint fell as one', () => {
    const proof = sheet.proof.map((p) => p.text).join('\n');
    expect(proof).not.toContain('Missed calls were our biggest complaint');
    expect(proof).not.toContain('3 customers from 4,000 leaflets');
    expect(proof).toContain('complaints about waiting fell from 14 a month to 3');
    expect(proof).toContain('They told me the price before they started');
  });

  it('reads the business\'s own counts and rates, and customers\' quoted words, as no features of what it sells', () => {
    const features = sheet.features.map((f) => f.text).join('\n');
    expect(features).not.toMatch(/96 new customers|Repeat bookings|They told me the price|Missed calls/);
  });
});

describe('R-AGENT facts: notes for staff', () => {
  it('what a document tells the team is no term, feature or proof to tell customers', () => {
    const sheet = readFactSheet({ business_name: 'Furnace Row' }, [{ kind: 'document', id: 'd', title: 'prices.md', text: '# Prices\n\n- Taster: £55\n\n## Notes for staff\n\n- The evening workshops use the café after closing; set up from 5.30pm.\n- Refunds over £50 need the manager, and 30% of refunds last year were for weather.\n' }]);
    const all = [...sheet.terms, ...sheet.features, ...sheet.proof].map((f) => f.text).join('\n');
    expect(all).not.toMatch(/set up from 5\.30pm|Refunds over £50/);
  });
});

describe('R-AGENT facts: what a year review and a club leaflet say of the business itself', () => {
  const REVIEW = `# Our year

## What went well

- Spring bedding: best April ever, £118k in the month.
- Turnover: £1.31m, up 6%.

## For 2025

- Move the children's trail indoors when it rains.
`;
  const CLUB = `# Club

## Tiers

- Sapling: £15 a year. 10% off plants.
- Discounts do not apply to gift cards, sale items or event tickets.
`;
  const sheet = readFactSheet({ business_name: 'Fernhill' }, [{ kind: 'document', id: 'r', title: 'review.md', text: REVIEW }, { kind: 'document', id: 'c', title: 'club.md', text: CLUB }]);

  it('reads the takings as no price and no proof', () => {
    expect(sheet.prices.map((p) => p.amount)).not.toContain('£118k');
    expect(sheet.prices.map((p) => p.amount)).toContain('£15');
    expect(sheet.proof.map((p) => p.text).join('\n')).not.toMatch(/£118k|£1\.31m/);
  });

  it('reads next year\'s plans and what a discount leaves out as no features to sell', () => {
    const features = sheet.features.map((f) => f.text).join('\n');
    expect(features).not.toMatch(/children's trail|do not apply/);
  });
});

describe('R-AGENT facts: an events calendar as a table', () => {
  const EVENTS = `# Events 2025

| Date | Event | Price | Notes |
| --- | --- | --- | --- |
| Sat 4 October | Apple Day | £2 per child | Apple pressing in the yard. Bags of apples for sale from £3.50. |
`;
  const sheet = readFactSheet({ business_name: 'Orchard Lane' }, [{ kind: 'document', id: 'e', title: 'events.md', text: EVENTS }]);

  it('names each price by its event, with its date as a detail, and reads an amount in the notes as no price of it', () => {
    expect(sheet.prices.map((p) => `${p.plan} ${p.amount}`)).toEqual(['Apple Day £2']);
    expect(sheet.prices[0]!.includes ?? []).not.toContain('Sat 4 October');
    expect(phrasePrice(sheet.prices[0]!)).toMatch(/^Apple Day costs £2 per child, Sat 4 October/);
  });
});

describe('R-AGENT facts: a lesson price list and a year summary', () => {
  const PRICES = `# Prices

## Lesson blocks

| Block | Manual | Automatic | You save |
| --- | --- | --- | --- |
| 10 hours | £400 | £430 | £20 |

- Not included: the theory test (£23, booked by you).
`;
  const YEAR = `# 2024

## Headline numbers

| Measure | 2024 | 2023 |
| --- | --- | --- |
| Lesson hours delivered | 5,480 | 5,150 |

## Marketing spend: £6,940

- Google Ads: £3,100.

## What went badly

- Test date changes: the DVSA moved 11 tests, and we refunded three pupils.
`;
  const sheet = readFactSheet({ business_name: 'Fenway Driving' }, [{ kind: 'document', id: 'p', title: 'prices.md', text: PRICES }, { kind: 'document', id: 'y', title: 'year.md', text: YEAR }]);

  it('prices each block for manual and automatic, never "You save" or what is not included, and no spend of the business', () => {
    expect(sheet.prices.map((p) => `${p.plan} ${p.column ?? ''} ${p.amount}`.replace(/\s+/g, ' '))).toEqual(['10 hours Manual £400', '10 hours Automatic £430']);
  });

  it('reads the year\'s record as no terms of buying', () => {
    expect(sheet.terms.map((t) => t.text).join('\n')).not.toMatch(/Lesson hours|DVSA moved/);
  });
});

describe('R-PROD-02 a round-planning app for window cleaners: plans priced per van in a table, a worked example, what every plan includes, and a case study', () => {
  const PRICING = `# RoundRight: plans and prices

All prices are per van per month.

| Plan | Per van per month | What's in it |
|---|---|---|
| Solo | £9 | Round planner, text reminders the day before, card and bank payments, sync with FreeAgent, Xero or QuickBooks |
| Team | £14 | Everything in Solo, plus staff logins and a shared diary |

## Included on every plan
- A customer portal where clients see their next clean.
- Route maps that work without signal.

## Worked example
A 3-van firm on Team pays 3 × £14 = £42 a month.

## What customers say
"I used to spend Sunday night on the diary. Now it takes ten minutes."
Kerry Ashdown, owner, Clearview Windows, Hull
`;
  const STORY = `# Case study: Brightwater Cleaning

**Who they are:** a window cleaning firm in York. 6 vans and 1,900 domestic customers.

## The numbers
- Unpaid invoices: down from 140 a month to 35 a month.
- Admin time: down from 9 hours to 3 hours a week.
`;
  const sheet = readFactSheet({ business_name: 'RoundRight' }, [doc('roundright-pricing.md', PRICING), doc('brightwater-story.md', STORY)]);

  it('prices each plan per van, as the column says, with what it includes listed item by item', () => {
    const solo = sheet.prices.find((p) => p.plan === 'Solo')!;
    expect(solo.unit).toBe('per van per month');
    expect(phrasePrice(solo)).toContain('£9 per van per month');
    // The card and bank payments are one item; the tools it syncs with stay together in theirs.
    expect(solo.includes).toContain('sync with FreeAgent, Xero or QuickBooks');
    expect(solo.includes).toContain('card and bank payments');
  });

  it('reads no price or term from the worked example', () => {
    expect(sheet.prices.map((p) => p.amount)).toEqual(['£9', '£14']);
    expect(sheet.terms.map((t) => t.text).join('\n')).not.toMatch(/3-van firm/);
  });

  it('reads what every plan includes as features', () => {
    expect(sheet.features.map((f) => f.text)).toEqual(expect.arrayContaining(['A customer portal where clients see their next clean', 'Route maps that work without signal']));
  });

  it('signs a quotation with the name on the line below it, and credits a case study\'s results to its customer, not its description', () => {
    const quote = sheet.proof.find((p) => p.kind === 'quote')!;
    expect(quote.text).toMatch(/^I used to spend Sunday night/);
    expect(quote.who).toBe('Kerry Ashdown, owner, Clearview Windows, Hull');
    expect(sheet.proof.some((p) => p.text.startsWith('Kerry Ashdown'))).toBe(false);
    const results = sheet.proof.filter((p) => p.source.title === 'brightwater-story.md');
    expect(results.map((p) => p.who)).toEqual(['Brightwater Cleaning', 'Brightwater Cleaning']);
    expect(results.map((p) => p.text).join('\n')).not.toMatch(/6 vans/);
  });
});

describe('R-PROD-02 a report on the business\'s own campaign is its record, not facts to tell customers', () => {
  const REPORT = `# Spring Open Studio Week: Campaign Report

## What we did
- Promotion: flyers in twelve cafés; £120 of Instagram ads.
- Total spend: £260.

## Results
| Measure | Last year | This year |
|---|---|---|
| Visitors | 210 | 340 |

## Visitor review
"Best evening out we've had in months."
Sam Okafor, Google review, 5 stars.
`;
  const sheet = readFactSheet({ business_name: 'Kilnhouse Pottery' }, [doc('open-studio-report.md', REPORT)]);

  it('keeps the customer quoted in it as proof, and nothing it spent, did or counted as a price, term, feature or proof', () => {
    expect(sheet.proof.map((p) => [p.text, p.who])).toEqual([["Best evening out we've had in months", 'Sam Okafor, Google review, 5 stars']]);
    expect([...sheet.prices, ...sheet.terms, ...sheet.features].map((f) => f.text).join('\n')).not.toMatch(/£260|£120|Visitors|flyers/);
  });
});

describe('R-PROD-02 fact sheet: a standing offer under its own heading', () => {
  it('"## Midweek deal" over "Tuesday and Wednesday before noon: two lessons for the price of one" is a term that names the deal, and captions for the deal say it', () => {
    const doc = '# Prices\n\n| Lesson | Price |\n|---|---|\n| One hour | £40 |\n\n## Midweek deal\nTuesday and Wednesday before noon: two lessons for the price of one.\n\n## Terms\nLessons can be moved free up to 24 hours before.\n';
    const referenced: ReferencedSource[] = [{ kind: 'document', id: 'd', title: 'prices.md', text: doc }];
    const sheet = readFactSheet({ business_name: 'Fairway Golf Lessons' }, referenced);
    expect(sheet.terms.map((t) => t.text)).toContain('Midweek deal: Tuesday and Wednesday before noon, two lessons for the price of one');
    const captions = catalogueAnswer('creative-agent', { message: '3 Instagram captions for the midweek deal.', mode: 'normal', profile: { business_name: 'Fairway Golf Lessons' }, brandVoice: null, spaceName: 'x', referenced, version: 1 }, null)!.field ?? '';
    expect(captions).toContain('two lessons for the price of one');
  });
});

describe('R-AGENT facts: under a reviews heading, a term or a way to get in touch is no customer result', () => {
  it('keeps the review as proof, and not "Free local delivery within 10 miles" or "Call 0161 555 0101 or visit …/book"', () => {
    const doc = '# Prices\n\n- Trouser hem: £14\n\n## What customers say\n"Saved my wedding suit with a day to spare. Brilliant." (Amir, Salford)\n\nFree local delivery within 5 miles. Call 0161 555 0101 or visit stitchworks.example/book\n';
    const sheet = readFactSheet({ business_name: 'Stitchworks' }, [{ kind: 'document', id: 'd1', title: 'prices.md', text: doc }]);
    const proof = sheet.proof.map((p) => p.text).join(' | ');
    expect(proof).toContain('Saved my wedding suit');
    expect(proof).not.toMatch(/Free local delivery|Call 0161/);
  });
});

describe('R-AGENT facts: a line of several prices names each by the words right before it', () => {
  it('"Extras: gift wrap £3, express repair (48 hours) £9. Spare buttons £1 each." gives each its own name, not "Extras" three times', () => {
    const doc = '# Prices\n\n- Trouser hem: £14\n- Extras: gift wrap £3, express repair (48 hours) £9. Spare buttons £1 each.\n';
    const sheet = readFactSheet({ business_name: 'Stitchworks' }, [{ kind: 'document', id: 'd1', title: 'prices.md', text: doc }]);
    const named = Object.fromEntries(sheet.prices.map((p) => [p.amount, p.plan]));
    expect(named).toMatchObject({ '£3': 'Gift wrap', '£9': 'Express repair (48 hours)', '£1': 'Spare buttons' });
  });
});

describe('R-AGENT-BRIEF a review signed on the line below, with its rating', () => {
  it('"Hannah and Joe, from Leeds. 5 stars on Google, March 2025." signs the quotation above it, and is no result of its own', () => {
    const doc: ReferencedSource = { kind: 'document', id: 'r1', title: 'prices.md', text: '## A guest review\n"The enclosed garden meant our dog could potter without a lead, and Ruth had left a map of the riverside walk."\nHannah and Joe, from Leeds. 5 stars on Google, March 2025.\n' };
    const proof = readFactSheet({ business_name: 'Fellside Cottage Lets' }, [doc]).proof;
    expect(proof).toHaveLength(1);
    expect(proof[0]!.who).toBe('Hannah and Joe, from Leeds');
    expect(proof[0]!.kind).toBe('quote');
  });
});
