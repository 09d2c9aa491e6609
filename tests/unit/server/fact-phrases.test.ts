import { describe, expect, it } from 'vitest';
import { readFactSheet } from '../../../core/server/agents/facts/read-fact-sheet.ts';
import { phraseIncludes, phrasePrice, phrasePriceShort, phraseProof, phraseTerm } from '../../../core/server/agents/facts/fact-phrases.ts';
import type { ReferencedSource } from '../../../core/server/agents/offline/request-material.ts';

const doc = (title: string, text: string): ReferencedSource => ({ kind: 'document', id: `id-${title}`, title, text });

// A bike workshop's price list: a 3-column services table, a 3-column plans table, trial terms under a heading and a customer result in prose.
const WORKSHOP = `# Chainline Cycle Workshop: price list 2026

## Workshop services

| Service | Price | Notes |
|---|---|---|
| Safety check | £25 | Brakes, tyres, gears and bolts checked, with a written report |
| Puncture repair | £12 | Done while you wait |

## Chainline Care service plans (monthly, cancel any time)

| Plan | Price | What's included |
|---|---|---|
| Commuter | £9 a month | One standard service a year, unlimited safety checks, 10% off parts |
| Everyday | £15 a month | Two standard services a year, free puncture repairs, 15% off parts, a loan bike if yours stays with us overnight |
| Fleet | £12 a month per bike (5 bikes or more) | Everything in Everyday, plus a quarterly on-site check at your premises |

## Trial terms

The first month of any Chainline Care plan is free. Cancel before your second month starts and you pay nothing.

## Customer result

Leeds Couriers Co-op moved its 14 cargo bikes onto the Fleet plan in 2025. Breakdowns during shifts fell from 11 a month to 3, and its repair spending dropped by 38% over the following six months.
`;

// A software pricing page: bullets with per-seat prices, a 'from' price, a one-off fee in euros, bare terms and a case study.
const SAAS = `# Shiftly – pricing

- Starter: $19/month per seat, includes scheduling, shift swaps and email support
- Pro: $49/month per seat, includes unlimited projects, SSO and priority support
- Enterprise: from $990 a month (billed annually), with a dedicated success manager

Team plan: $15 per user/month (billed annually). Includes time tracking and payroll export.

Onboarding: €300 one-off

## Terms
14-day free trial, no card needed.
Cancellation: any time from your account
- 30-day money-back guarantee

## Case study: Harbour Logistics
Harbour Logistics rolled Shiftly out to 120 drivers in 2024. It cut overtime costs by 22% within 6 weeks.

> "We stopped losing Sunday evenings to the rota."
> — Jo Patel, Operations Lead, Harbour Logistics
`;

// A dental practice's fees as text taken from a PDF: short lines, headings with no marks, prices with 'from'.
const DENTAL = `Smile Studio Dental – Fees 2026

New patient exam £65
Hygiene visit £55 per visit
Teeth whitening from £299

Membership
Our Smile Plan costs £14.50 a month and includes two check-ups a year, two hygiene visits a year and 10% off treatment.

Trial terms
"The team made me feel completely at ease." Sarah M., Google review
`;

// A language school in prose, prices in euros, a guarantee written as a label and a condition.
const SCHOOL = `# Sprachwerk language school

Group course: €240 per term (10 weeks, 2 evenings a week).
Private lessons €45 an hour, or €400 for a block of 10.

Guarantee: if you don't pass, your next course is free.
`;

// A bakery's subscriptions in a 4-column table whose delivery column says only 'Free'.
const BAKERY = `# Crumb & Co

| Subscription | Price | Loaves a week | Delivery |
|---|---|---|---|
| Weekly Loaf | £9 a week | 2 | Free |

## Results
Bean There Café sells 40 more sandwiches a day. Their lunch queue halved in three months.
`;

describe('R-AGENT facts in copy: a price reads as a sentence, never as the source row', () => {
  const workshop = readFactSheet({}, [doc('chainline-price-list-2026.md', WORKSHOP)]);
  const byPlan = (name: string) => workshop.prices.find((p) => p.plan === name)!;

  it('a plans table row reads as what it costs and what it includes, with its unit and condition as written', () => {
    expect(phrasePrice(byPlan('Everyday'))).toBe('Everyday costs £15 a month and includes two standard services a year, free puncture repairs, 15% off parts and a loan bike if yours stays with us overnight.');
    expect(phrasePrice(byPlan('Fleet'))).toBe('Fleet costs £12 a month per bike (5 bikes or more) and includes everything in Everyday, plus a quarterly on-site check at your premises.');
    expect(phrasePriceShort(byPlan('Everyday'))).toBe('Everyday, £15 a month');
    expect(phrasePriceShort(byPlan('Fleet'))).toBe('Fleet, £12 a month per bike');
    expect(phraseIncludes(byPlan('Commuter'))).toBe('one standard service a year, unlimited safety checks and 10% off parts');
  });

  it('under a voice\'s sentence limit a price names fewer inclusions, never drops its unit or condition', () => {
    expect(phrasePrice(byPlan('Everyday'), { maxWords: 20 })).toBe('Everyday costs £15 a month and includes two standard services a year, free puncture repairs and 15% off parts.');
    expect(phrasePrice(byPlan('Fleet'), { maxWords: 12 })).toBe('Fleet costs £12 a month per bike (5 bikes or more).');
  });

  it('a services table row with a notes column reads as the price and what the service is', () => {
    expect(phrasePrice(byPlan('Safety check'))).toBe('Safety check costs £25: brakes, tyres, gears and bolts checked, with a written report.');
    expect(phrasePrice(byPlan('Puncture repair'))).toBe('Puncture repair costs £12, done while you wait.');
  });

  it('knows a plan paid monthly from a one-off service', () => {
    expect(workshop.prices.map((p) => [p.plan, p.billing])).toEqual([
      ['Safety check', 'one-off'],
      ['Puncture repair', 'one-off'],
      ['Commuter', 'recurring'],
      ['Everyday', 'recurring'],
      ['Fleet', 'recurring'],
    ]);
    expect(byPlan('Fleet').conditions).toEqual(['5 bikes or more']);
  });

  it('bullets with per-seat, per-user, from and one-off prices keep their units exactly', () => {
    const saas = readFactSheet({}, [doc('shiftly-pricing.md', SAAS)]);
    expect(saas.prices.map((p) => phrasePrice(p))).toEqual([
      'Starter costs $19/month per seat and includes scheduling, shift swaps and email support.',
      'Pro costs $49/month per seat and includes unlimited projects, SSO and priority support.',
      'Enterprise starts at $990 a month (billed annually) and includes a dedicated success manager.',
      'Team plan costs $15 per user/month (billed annually) and includes time tracking and payroll export.',
      'Onboarding costs a one-off €300.',
    ]);
  });

  it('a PDF-like price list, a named plan in prose and prices in euros read as sentences', () => {
    const dental = readFactSheet({}, [doc('fees.pdf', DENTAL)]);
    expect(dental.prices.map((p) => phrasePrice(p))).toEqual([
      'New patient exam costs £65.',
      'Hygiene visit costs £55 per visit.',
      'Teeth whitening starts at £299.',
      'Smile Plan costs £14.50 a month and includes two check-ups a year, two hygiene visits a year and 10% off treatment.',
    ]);
    const school = readFactSheet({}, [doc('sprachwerk.md', SCHOOL)]);
    expect(school.prices.map((p) => phrasePrice(p))).toEqual(['Group course costs €240 per term (10 weeks, 2 evenings a week).', 'Private lessons cost €45 an hour.', 'Private lessons cost €400 for a block of 10.']);
  });

  it('a table column that only says "Free" is read with its header', () => {
    const bakery = readFactSheet({}, [doc('crumb.md', BAKERY)]);
    expect(bakery.prices.map((p) => phrasePrice(p))).toEqual(['Weekly Loaf costs £9 a week and includes 2 loaves a week and free delivery.']);
  });

  it('a comparison table with the plans as columns gives each plan its price and the rows it ticks', () => {
    const table = '# Pricing\n\n| | Basic | Growth |\n|---|---|---|\n| Price | $29/mo | $79/mo |\n| Shipments a month | 200 | 1,000 |\n| Live tracking page | ✓ | ✓ |\n| API access | ✗ | ✓ |\n';
    const sheet = readFactSheet({}, [doc('parcelpath-pricing.md', table)]);
    expect(sheet.prices.map((p) => phrasePrice(p))).toEqual([
      'Basic costs $29/mo and includes 200 shipments a month and live tracking page.',
      'Growth costs $79/mo and includes 1,000 shipments a month, live tracking page and API access.',
    ]);
  });

  it('a two-column price list and prose prices read with "from", "per user per month" and a condition', () => {
    const list = '## Price list\n\n| Treatment | Price |\n|---|---|\n| Deep tissue massage (60 min) | £55 |\n| Hot stone massage | from £70 |\n\nOur Pro plan is $49 per user per month.\nPrices start at £1,200 for a full website.\n';
    const sheet = readFactSheet({}, [doc('spa.md', list)]);
    expect(sheet.prices.map((p) => phrasePrice(p))).toEqual([
      'Deep tissue massage (60 min) costs £55.',
      'Hot stone massage starts at £70.',
      'Pro costs $49 per user per month.',
      'Prices start at £1,200 for a full website.',
    ]);
  });

  it('no phrase carries a table label, a dash or a pipe', () => {
    const all = [WORKSHOP, SAAS, DENTAL, SCHOOL, BAKERY].flatMap((text, i) => {
      const sheet = readFactSheet({}, [doc(`d${i}.md`, text)]);
      return [...sheet.prices.flatMap((p) => [phrasePrice(p), phrasePriceShort(p)]), ...sheet.proof.map((p) => phraseProof(p)), ...sheet.terms.map((t) => phraseTerm(t))];
    });
    for (const phrase of all) {
      expect(phrase).not.toMatch(/ — | – |\||Price:|What's included:|Notes:/);
    }
  });
});

describe('R-AGENT facts in copy: a proof point names who achieved it', () => {
  it('a result that leaves its subject to the sentence before reads with that sentence', () => {
    const sheet = readFactSheet({}, [doc('chainline-price-list-2026.md', WORKSHOP)]);
    expect(sheet.proof.map((p) => phraseProof(p))).toEqual([
      'Leeds Couriers Co-op moved its 14 cargo bikes onto the Fleet plan in 2025: breakdowns during shifts fell from 11 a month to 3, and its repair spending dropped by 38% over the following six months.',
    ]);
    expect(sheet.proof.map((p) => [p.who, p.period])).toEqual([['Leeds Couriers Co-op', 'over the following six months']]);
  });

  it('a case study whose result opens with "It", and a quotation with who said it', () => {
    const sheet = readFactSheet({}, [doc('shiftly-pricing.md', SAAS)]);
    expect(sheet.proof.map((p) => phraseProof(p))).toEqual([
      'Harbour Logistics rolled Shiftly out to 120 drivers in 2024 and cut overtime costs by 22% within 6 weeks.',
      '“We stopped losing Sunday evenings to the rota,” says Jo Patel, Operations Lead, Harbour Logistics.',
    ]);
  });

  it('a result opening with "Their" reads after the sentence that names the business', () => {
    const sheet = readFactSheet({}, [doc('crumb.md', BAKERY)]);
    expect(sheet.proof.map((p) => phraseProof(p))).toEqual(['Bean There Café sells 40 more sandwiches a day: their lunch queue halved in three months.']);
  });

  it('a result with no subject of its own takes the customer named in its heading', () => {
    const sheet = readFactSheet({}, [doc('case.md', '# Case study: Hart & Lane Accounting\n\nLate payments fell by 41% in two months.\n')]);
    expect(sheet.proof.map((p) => phraseProof(p))).toEqual(['At Hart & Lane Accounting, late payments fell by 41% in two months.']);
  });

  it('results listed as bullets under a case-study heading name the customer and read as sentences', () => {
    const sheet = readFactSheet({}, [doc('case.md', '## Case study: Northwind Dental\n- No-shows down 38% in 3 months\n- 120 extra appointments filled in the first quarter\n')]);
    expect(sheet.proof.map((p) => phraseProof(p))).toEqual(['At Northwind Dental, no-shows went down 38% in 3 months.', 'At Northwind Dental, 120 extra appointments were filled in the first quarter.']);
  });

  it('reach with no subject says it of the company when the company is given', () => {
    const sheet = readFactSheet({ business_description: 'Recall software for dental practices. Trusted by 400 practices in the UK.' }, []);
    expect(sheet.proof.map((p) => phraseProof(p, { company: 'Recallo' }))).toEqual(['Recallo is trusted by 400 practices in the UK.']);
  });

  it('a survey figure that is already a sentence is said as written, never as something the company "has"', () => {
    const sheet = readFactSheet({}, [doc('survey.md', '# What our customers told us\n\n- 94% of teachers said children were more confident reading aloud.\n- 71% said their coat looked shinier after 8 weeks.\n- Over 1,200 happy customers since 2019.\n- 214 students sat GCSE Maths in summer 2026.\n')]);
    const said = sheet.proof.map((p) => phraseProof(p, { company: 'Recallo' }));
    expect(said).toContain('94% of teachers said children were more confident reading aloud.');
    expect(said).toContain('71% said their coat looked shinier after 8 weeks.');
    expect(said).toContain('214 students sat GCSE Maths in summer 2026.');
    expect(said.join(' ')).not.toMatch(/has 94%|has 71%|has 214/);
  });
});

describe('R-AGENT facts in copy: a term is a full statement, never a heading', () => {
  it('a section label standing over its paragraph is a heading, not a term', () => {
    const sheet = readFactSheet({}, [doc('fees.pdf', DENTAL)]);
    expect(sheet.terms.map((t) => t.text)).toEqual([]);
    const pdf = readFactSheet({}, [doc('plans.pdf', 'Trial terms\nThe first month of any plan is free, and you can cancel before it ends.\n')]);
    expect(pdf.terms.map((t) => [phraseTerm(t), t.topic])).toEqual([['The first month of any plan is free, and you can cancel before it ends.', 'trial']]);
  });

  it('a term starting with a vowel letter takes its article by sound: a one-off fee, a unique login, an hourly rate', () => {
    const term = (text: string) => phraseTerm({ text, source: { title: 'terms.md', kind: 'document', id: 'doc-1' } });
    expect(term('One-off setup fee of £50')).toBe('There is a one-off setup fee of £50.');
    expect(term('Unique login for each staff member')).toBe('There is a unique login for each staff member.');
    expect(term('Hourly rate for extra work')).toBe('There is an hourly rate for extra work.');
  });

  it('bare noun phrases and labelled terms read as sentences', () => {
    const sheet = readFactSheet({}, [doc('shiftly-pricing.md', SAAS)]);
    expect(sheet.terms.map((t) => [phraseTerm(t), t.topic])).toEqual([
      ['There is a 14-day free trial, no card needed.', 'trial'],
      ['Cancellation is possible any time from your account.', 'cancellation'],
      ['There is a 30-day money-back guarantee.', 'guarantee'],
    ]);
    const school = readFactSheet({}, [doc('sprachwerk.md', SCHOOL)]);
    expect(school.terms.map((t) => phraseTerm(t))).toEqual(["Under the guarantee, if you don't pass, your next course is free."]);
  });

  it('a term that is already a sentence reads as written', () => {
    const sheet = readFactSheet({}, [doc('chainline-price-list-2026.md', WORKSHOP)]);
    expect(sheet.terms.map((t) => phraseTerm(t))).toEqual(['The first month of any Chainline Care plan is free.', 'Cancel before your second month starts and you pay nothing.']);
  });
});

describe('R-AGENT facts in copy: sheets built by hand', () => {
  it('a price fact with only the old fields reads its unit from its text', () => {
    const source = { title: 'p.md', kind: 'document' as const, id: 'p' };
    expect(phrasePrice({ text: 'Starter: $49 per month', plan: 'Starter', amount: '$49', per: 'month', source })).toBe('Starter costs $49 per month.');
    expect(phrasePriceShort({ text: 'Café box: £45 per week', plan: 'Café box', amount: '£45', per: 'week', source })).toBe('Café box, £45 per week');
    expect(phraseProof({ text: 'Café Nomad cut waste by 20% in two months', figures: ['20%'], who: 'Café Nomad', source })).toBe('Café Nomad cut waste by 20% in two months.');
  });
});

describe('R-AGENT facts in copy: fees and payment terms written as sentences', () => {
  const fees = 'Payment and cancellation\nTreatment over £500 can be spread over 12 months interest-free.\nMissed appointments without 24 hours\' notice are charged £25.\n';
  const sheet = readFactSheet({ offer_price_point: 'Care Plan £14.50 a month' }, [doc('fees.txt', `Our Care Plan costs £14.50 a month and includes two check-ups a year.\n\n${fees}`)]);

  it('a fee stated in a sentence reads as that sentence, never "The price is £25"', () => {
    expect(sheet.prices.map((p) => phrasePrice(p))).toEqual(['Care Plan costs £14.50 a month and includes two check-ups a year.', "Missed appointments without 24 hours' notice are charged £25."]);
  });

  it('spreading the cost is a payment term, not a cancellation term', () => {
    expect(sheet.terms.map((t) => [t.text, t.topic])).toEqual([
      ['Treatment over £500 can be spread over 12 months interest-free', 'billing'],
      ["Missed appointments without 24 hours' notice are charged £25", 'cancellation'],
    ]);
  });
});

describe('R-AGENT facts in copy: price lines written the many ways people write them', () => {
  const WALKS = `# Pawprint walks

## Prices
- Solo walk — £15 per dog: 60 minutes, photos after every walk
- Pack walk (up to 4 dogs): £11/dog
- Basic ($9/mo): 1 site, email support

Membership is £30 per month, or £300 per year.

| Package | Price |
|---|---|
| 10-walk bundle | £140 (save £10) |

## What owners say
"Best decision we made," says Jo Reed, owner of Pie Hole Bakery.
Customers like Acme Vets saw a 20% lift in repeat bookings within 3 months.
`;
  const sheet = readFactSheet({}, [doc('pawprint.md', WALKS)]);

  it('a bracket in the name is a condition, a bracketed price is the price, "is £30" names its subject, "save £10" is no price', () => {
    expect(sheet.prices.map((p) => phrasePrice(p))).toEqual([
      'Solo walk costs £15 per dog and includes 60 minutes and photos after every walk.',
      'Pack walk costs £11/dog (up to 4 dogs).',
      'Basic costs $9/mo and includes 1 site and email support.',
      'Membership costs £30 per month.',
      'Membership costs £300 per year.',
      '10-walk bundle costs £140 (save £10).',
    ]);
  });

  it('a quotation with "says" after it is a customer\'s words with who said them; "customers like X" names X', () => {
    expect(sheet.proof.map((p) => phraseProof(p))).toEqual([
      '“Best decision we made,” says Jo Reed, owner of Pie Hole Bakery.',
      'Customers like Acme Vets saw a 20% lift in repeat bookings within 3 months.',
    ]);
    expect(sheet.proof.map((p) => p.who)).toEqual(['Jo Reed, owner of Pie Hole Bakery', 'Acme Vets']);
  });
});

describe('R-AGENT facts in copy: terms as people list them read as statements', () => {
  const source = { title: 'terms.md', kind: 'document' as const, id: 't' };
  const say = (text: string) => phraseTerm({ text, source });

  it('a label and a length of time reads with "takes" or "lasts"; a bare plural reads "There are"', () => {
    expect(say('Delivery: 2–3 working days')).toBe('Delivery takes 2–3 working days.');
    expect(say('Trial: 14 days, no card needed')).toBe('The trial lasts 14 days, no card needed.');
    expect(say('Money-back guarantee: 60 days')).toBe('The money-back guarantee lasts 60 days.');
    expect(say('Setup fee: £99')).toBe('The setup fee is £99.');
    expect(say('Free returns')).toBe('There are free returns.');
    expect(say('Next-day delivery on orders before 2pm')).toBe('There is next-day delivery on orders before 2pm.');
  });

  it('a participle with no verb before it gets one; a full sentence stays as written', () => {
    expect(say('Returns accepted within 30 days')).toBe('Returns are accepted within 30 days.');
    expect(say('Orders placed by 2pm arrive the next morning')).toBe('Orders placed by 2pm arrive the next morning.');
  });
});

describe('R-AGENT facts in copy: reach and ratings listed one a line', () => {
  it('each line stays its own proof point, a platform is nobody\'s result, and the company is said to have it', () => {
    const sheet = readFactSheet({}, [doc('about.md', '# About us\n\nRated 4.8/5 on Google from 300 reviews.\nOver 1,200 happy customers since 2019.\nTrusted by 40 schools across Sussex.\n')]);
    expect(sheet.proof.map((p) => phraseProof(p, { company: 'Brightwatt' }))).toEqual([
      'Brightwatt is rated 4.8/5 on Google from 300 reviews.',
      'Brightwatt has over 1,200 happy customers since 2019.',
      'Brightwatt is trusted by 40 schools across Sussex.',
    ]);
  });
});

describe('R-AGENT facts in copy: text taken from a PDF, with spaced columns and wrapped lines', () => {
  const PDF = 'GreenLeaf Lawn Care\nPrice list 2026\n\nService            Price          Notes\nLawn mowing        £25 a visit    Up to 200 m2\nHedge trimming     from £40       Price depends on length\n\nSeasonal plan: £45 a month from March to October, includes\nfortnightly mowing and two feeds.\n\nIn 2025 Meadow View\nCare Home cut its grounds budget by 30% after switching to us.\n';
  const sheet = readFactSheet({}, [doc('greenleaf.txt', PDF)]);

  it('each price line reads as a sentence, its season a condition and its note a sentence of its own', () => {
    expect(sheet.prices.map((p) => phrasePrice(p))).toEqual([
      'Lawn mowing costs £25 a visit (up to 200 m2).',
      'Hedge trimming starts at £40. Price depends on length.',
      'Seasonal plan costs £45 a month from March to October and includes fortnightly mowing and two feeds.',
    ]);
  });

  it('a sentence wrapped mid-name is read whole, with the customer named', () => {
    expect(sheet.proof.map((p) => [phraseProof(p), p.who, p.period])).toEqual([['In 2025 Meadow View Care Home cut its grounds budget by 30% after switching to us.', 'Meadow View Care Home', 'In 2025']]);
  });
});
