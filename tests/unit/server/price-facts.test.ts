import { describe, expect, it } from 'vitest';
import { readFactSheet } from '../../../core/server/agents/facts/read-fact-sheet.ts';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';
import { phrasePrice, priceWithUnit } from '../../../core/server/agents/facts/fact-phrases.ts';
import type { ReferencedSource } from '../../../core/server/agents/offline/request-material.ts';

const doc = (title: string, text: string): ReferencedSource => ({ id: title, title, kind: 'document', text }) as ReferencedSource;

const SOFTWARE_PRICES = `# Ledgerline — pricing

| Plan | Price | Includes |
|---|---|---|
| Basic | £3 per user per month (minimum £30 a month) | Timesheets, exports |
| Plus | from £5 per user per month | Everything in Basic, approvals |

- One-off setup fee: £200 per account, waived on annual billing.
- All prices exclude VAT at 20%.
`;

const CLINIC_PRICES = `Price list

Treatments
- Standard check-up: £40
- Home visit call-out fee: £90, plus the cost of treatment
- First-course package (two visits and a review): £75

Care Club
Care Club costs £12 a month per member. It includes two check-ups a year, reminders, and 10% off extras.

Terms
Cancellations need 24 hours' notice or a £15 missed-appointment fee applies.
`;

describe('R-PROD-02 price facts: a table with a minimum, a setup fee and a VAT note', () => {
  const sheet = readFactSheet({}, [doc('Ledgerline pricing', SOFTWARE_PRICES)]);

  it('reads "£3 per user per month (minimum £30 a month)" as one price with its unit and its minimum as a condition', () => {
    const basic = sheet.prices.filter((p) => p.plan === 'Basic');
    expect(basic.map((p) => p.amount)).toEqual(['£3']);
    expect(basic[0]!.unit).toBe('per user per month');
    expect(basic[0]!.conditions).toContain('minimum £30 a month');
    expect(sheet.prices.some((p) => p.amount === '£30')).toBe(false);
  });

  it('keeps "from" on a starting price and says it with its unit', () => {
    const plus = sheet.prices.find((p) => p.plan === 'Plus')!;
    expect(plus.from).toBe(true);
    expect(priceWithUnit(plus, false)).toBe('from £5 per user per month');
  });

  it('marks a setup fee as a fee, not a plan', () => {
    const setup = sheet.prices.find((p) => p.amount === '£200')!;
    expect(setup.fee).toBe(true);
    expect(sheet.prices.filter((p) => p.fee).map((p) => p.amount)).toEqual(['£200']);
  });

  it('gives every price the note that prices exclude VAT', () => {
    expect(sheet.prices.every((p) => p.conditions?.includes('excluding VAT'))).toBe(true);
    expect(phrasePrice(sheet.prices.find((p) => p.plan === 'Basic')!)).toContain('£3 per user per month + VAT (minimum £30 a month)');
  });
});

describe('R-PROD-02 price facts: a clinic price list in plain text', () => {
  const sheet = readFactSheet({}, [doc('Clinic prices', CLINIC_PRICES)]);

  it('names an item whose name carries a bracket, and keeps the bracket as its condition', () => {
    const course = sheet.prices.find((p) => p.amount === '£75')!;
    expect(course.plan).toBe('First-course package');
    expect(course.conditions).toEqual(['two visits and a review']);
  });

  it('names a fee given after its amount, and marks it a fee', () => {
    const missed = sheet.prices.find((p) => p.amount === '£15')!;
    expect(missed.plan).toBe('Missed-appointment fee');
    expect(missed.fee).toBe(true);
    expect(missed.details).toEqual([]);
    expect(sheet.prices.find((p) => p.amount === '£90')!.fee).toBe(true);
    expect(sheet.prices.find((p) => p.amount === '£40')!.fee).toBeUndefined();
  });

  it('reads a serial-comma list of inclusions as separate items', () => {
    const club = sheet.prices.find((p) => p.plan === 'Care Club')!;
    expect(club.includes).toEqual(['two check-ups a year', 'reminders', '10% off extras']);
    expect(club.unit).toBe('a month per member');
  });

  it('adds no VAT condition when the list says nothing of VAT', () => {
    expect(sheet.prices.some((p) => p.conditions?.includes('excluding VAT'))).toBe(false);
  });
});

describe('R-PROD-02 proof facts: a price line is no customer result', () => {
  it('"Annual booster: from £48" is a price, never a result (a "booster" boosts nothing)', () => {
    const sheet = readFactSheet({}, [doc('Vaccines', 'Vaccinations\n- Annual booster: from £48\n- Second booster: £30\n')]);
    expect(sheet.proof).toEqual([]);
    expect(sheet.prices.map((p) => p.plan)).toEqual(['Annual booster', 'Second booster']);
  });
});

describe('R-PROD-02 price facts: each price keeps the heading it was listed under', () => {
  it('a short label right above a plain-text list is its heading, so a price knows what kind of thing it is', () => {
    const sheet = readFactSheet({}, [doc('Clinic prices', CLINIC_PRICES)]);
    expect(sheet.prices.find((p) => p.amount === '£40')!.section).toBe('Treatments');
    expect(sheet.prices.find((p) => p.plan === 'Care Club')!.section).toBe('Care Club');
  });
});

describe('R-PROD-02 price facts: a bracketed list after a price is what it includes', () => {
  it('"£16 a month (yearly service, priority booking, no call-out fee)" includes three things and has no condition', () => {
    const sheet = readFactSheet({}, [doc('Plans', '## Plans\n- Care Plan: £16 a month (yearly service, priority booking for repairs, no call-out fee)\n')]);
    const plan = sheet.prices[0]!;
    expect(plan.includes).toEqual(['yearly service', 'priority booking for repairs', 'no call-out fee']);
    expect(plan.conditions).toEqual([]);
    expect(phrasePrice(plan)).toBe('Care Plan costs £16 a month and includes yearly service, priority booking for repairs and no call-out fee.');
  });
});

describe('R-PROD-02 price facts: fees paid to someone else, or charged on top, are never what things cost from', () => {
  const LESSONS = `# Prices 2026

| Lesson | Price |
|---|---|
| 1-hour lesson | £38 |
| 2-hour lesson | £74 |
| 10-hour block | £350 |

## Fees you pay to the licensing agency, not to us

- The practical test costs £62 on a weekday.
- The theory test costs £23, booked online.

## Terms

- Unused hours in a block are refunded, minus a £20 admin fee.
`;
  const ask = (agent: 'seo-agent' | 'creative-agent', message: string) =>
    catalogueAnswer(agent, { message, mode: 'normal', profile: { business_name: 'Kerbside Driving', offer_main: 'Driving lessons in Leeds' }, brandVoice: null, spaceName: 'Kerbside', version: 1, library: [doc('prices.md', LESSONS)] }, null)!;

  it('reads the agency\'s test fees and the admin fee as fees', () => {
    const sheet = readFactSheet({}, [doc('prices.md', LESSONS)]);
    expect(sheet.prices.filter((p) => p.fee).map((p) => p.amount).sort()).toEqual(['£20', '£23', '£62']);
  });

  it('a pricing page\'s meta tags and FAQ start from the cheapest lesson, never from a fee', () => {
    const meta = ask('seo-agent', 'Write a meta title and description for our prices page.').field!;
    expect(meta).toContain('£38');
    expect(meta).not.toMatch(/from £2[03]|Plans from/);
    const faq = ask('seo-agent', 'Write 4 FAQs for our prices page.').field!;
    expect(faq).not.toMatch(/start at £20|start at £23|£20 for Admin fee/i);
  });

  it('a Google ad never says prices start at a fee', () => {
    const ads = ask('creative-agent', 'Write Google search ads for our driving lessons.').field!;
    expect(ads).not.toMatch(/from £2[03]\b/);
  });
});

describe('R-PROD-02 the fact sheet tells a price from a discount, a result from a channel figure, and keeps a review without its own figures', () => {
  const SCHOOL = `# Courses and prices

| Course | Price | Format |
| --- | --- | --- |
| Evening group course | £245 | 10 weeks, 20 hours |

## Terms

- Early-bird: £20 off any group course booked at least 3 weeks before the term starts.

## What students say

"I went from ordering coffee in English to chatting with my in-laws in Seville after three terms. The small class made me brave enough to speak." Priya M., Spanish A2, evening group course, 5 stars on Google.

## Last year's taster

- 52 people booked, 38 came, 17 enrolled within two weeks.
- Most said they heard about it from Instagram (21) or a friend (11).
`;
  const sheet = readFactSheet({}, [doc('school.md', SCHOOL)]);

  it('"£20 off any group course" is a standing offer among the terms, never a price to quote "from"', () => {
    expect(sheet.prices.map((p) => p.amount)).toEqual(['£245']);
    expect(sheet.terms.map((t) => t.text)).toContain('Early-bird: £20 off any group course booked at least 3 weeks before the term starts');
  });

  it('"7 of the 9 passed" is one story with the sentence that named the 9, and "two terms of Spanish" is no term of sale', () => {
    const story = readFactSheet({}, [doc('client.md', "## A corporate client's result\n\nHarbourside Engineering put 9 staff through two terms of corporate Spanish in 2025. 7 of the 9 passed the DELE A2 exam, saving £3,200 in interpreter fees over six months.\n")]);
    expect(story.proof.map((p) => p.text)).toEqual(['Harbourside Engineering put 9 staff through two terms of corporate Spanish in 2025. 7 of the 9 passed the DELE A2 exam, saving £3,200 in interpreter fees over six months']);
    expect(story.proof[0]!.who).toBe('Harbourside Engineering');
    expect(story.terms).toEqual([]);
  });

  it('a heading that asks "What happened in 2025" names nobody: its results are said without "At What,"', () => {
    const story = readFactSheet({}, [doc('club.md', "# Partnership story\n\nWhat happened in 2025 (the club's own figures):\n- Runners who said they missed training through injury fell from 41% in 2024 to 26% in 2025.\n")]);
    expect(story.proof.every((p) => p.who !== 'What')).toBe(true);
  });

  it('a student\'s words under "What students say", signed with a long attribution, are a proof; where people heard of it is not', () => {
    const proof = sheet.proof.map((p) => p.text);
    expect(proof).toContain('I went from ordering coffee in English to chatting with my in-laws in Seville after three terms. The small class made me brave enough to speak');
    expect(proof.join('\n')).not.toContain('heard about it from Instagram');
  });
});

describe('R-PROD-02 a price alone under a heading that names an offer', () => {
  it('is that offer\'s price ("Family Saturdays"), while a heading of terms or prices names nothing', () => {
    const text = '# Prices\n\n| Trip | Price |\n|---|---|\n| Harbour tour | £55 per person |\n\n## Family Saturdays\nTwo adults and up to two children under 14: £150 for the Harbour tour.\n\n## Booking terms\nDeposit of £20 per person to book.\n';
    const sheet = readFactSheet({ business_name: 'Tideline' }, [{ kind: 'document', id: 'd', title: 'prices.md', text } as ReferencedSource]);
    expect(sheet.prices.find((p) => p.text.startsWith('Two adults'))?.plan).toBe('Family Saturdays');
    expect(sheet.prices.find((p) => p.text.startsWith('Deposit'))?.plan ?? null).toBeNull();
  });
});

describe('R-PROD-02 a price that goes on at another rate', () => {
  const text = '# Storage prices\n\n- Small locker: £40 for the first month, then £25 a month\n- Boat mooring: £300 for the season; £50 a month after that\n- Van bay: £18 a week\n';
  const sheet = readFactSheet({ business_name: 'Quayside Stores' }, [doc('storage-prices.md', text)]);

  it('is one price whose later rate is its condition, never a price of its own', () => {
    const locker = sheet.prices.filter((p) => p.plan === 'Small locker');
    expect(locker.map((p) => [p.amount, p.conditions])).toEqual([['£40', ['for the first month', 'then £25 a month']]]);
    expect(sheet.prices.filter((p) => p.plan === 'Boat mooring').map((p) => p.amount)).toEqual(['£300']);
    expect(sheet.prices.find((p) => p.plan === 'Boat mooring')!.conditions).toContain('£50 a month after that');
  });

  it('so a post about the locker says what it costs to start, not the later rate as its price', () => {
    const answer = catalogueAnswer('creative-agent', { message: 'Write 2 Facebook posts about our small lockers.', mode: 'normal', profile: { business_name: 'Quayside Stores' }, brandVoice: null, spaceName: 'Quayside Stores', library: [doc('storage-prices.md', text)] }, null);
    expect(answer.draft).toContain('£40');
    expect(answer.draft).not.toMatch(/(?:costs|from|at) £25(?! a month\))/);
  });
});

describe('R-PROD-02 what marketing cost is never a price', () => {
  const prices = '# Prices\n\n- Panel clean (up to 12 panels): £75\n- Bird guard fitting: from £350\n';
  const results = '# Spring numbers\n\n| Channel | Spend | Enquiries | Jobs |\n|---|---|---|---|\n| Google Ads | £900 | 40 | 12 |\n| Leaflets | £300 | 9 | 2 |\n\nAverage job value £210.\n';
  const profile = { business_name: 'Brightside Panel Care', business_description: 'Solar panel cleaning in Exeter.' };

  it('a results table\'s spend is no price, even in a document not called a report', () => {
    const sheet = readFactSheet(profile, [doc('prices.md', prices), doc('spring.md', results)]);
    expect(sheet.prices.map((p) => p.amount)).not.toContain('£900');
    expect(sheet.prices.map((p) => p.amount)).not.toContain('£300');
  });

  it('a document marked internal gives no prices to copy, yet its average still prices a job for the CMO', () => {
    const internal = doc('Q2 results (internal)', results);
    const sheet = readFactSheet(profile, [doc('prices.md', prices), internal]);
    expect(sheet.prices.map((p) => p.amount)).not.toContain('£210');
    const faq = catalogueAnswer('seo-agent', { message: 'Write 4 FAQs for our pricing page.', mode: 'normal', profile, brandVoice: null, spaceName: 'Brightside', library: [doc('prices.md', prices), internal] }, null);
    expect(faq.draft).not.toMatch(/£900|£210|Google Ads/);
    const cmo = catalogueAnswer('cmo', { message: 'We have an extra £600 this month. Where should it go?', mode: 'normal', profile, brandVoice: null, spaceName: 'Brightside', library: [doc('prices.md', prices), internal] }, null);
    expect(cmo.draft).toContain('£210');
  });
});
