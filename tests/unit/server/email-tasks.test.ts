import { describe, expect, it } from 'vitest';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';
import type { AgentContext } from '../../../core/server/agents/tools/agent-context.ts';

/**
 * The Email agent's catalogue, through the function the server runs for each offline run: the request is read
 * into a brief, the space's profile and document into a fact sheet, and the chosen task writes the email. The
 * space is a dental-software company the engine's wordings were not written for.
 */
const PROFILE: Record<string, string> = {
  business_name: 'ChairTime',
  business_description: 'ChairTime is chair-scheduling software for independent dental practices.',
  website: 'https://chairtime.example',
  audience_primary: 'Practice managers at independent dental practices with 2 to 10 chairs',
  audience_problems: 'Last-minute cancellations that leave chairs empty, and front-desk staff chasing patients by phone',
  offer_main: 'Chair-scheduling software for dental practices',
  offer_differentiator: 'The only scheduler that backfills a cancelled slot from the waitlist automatically',
  tone_words: 'warm, plain, confident',
  tone_avoid: 'synergy, game-changing, cheap',
};

const ONE_PAGER = `# ChairTime one-pager

ChairTime fills empty dental chairs.

## Features
- Automatic SMS and email reminders 48 and 2 hours before each appointment
- A waitlist that offers a cancelled slot to the next patient within minutes
- Online booking from your website

## Integrations
Works with Dentrix, Eaglesoft and Open Dental.

## Pricing
- Starter: $49/month for up to 3 chairs
- Practice: $129/month for up to 10 chairs

## Trial
14-day free trial, no card required. Cancel any time.

## Customer result
"We cut no-shows by 38% in 3 months." — Dr. Ana Ruiz, Smile Dental, Austin
`;

const VOICE = 'Tone: warm, plain\nFormality: conversational\nSentences: at most 16 words\nAvoid: synergy, game-changing, cheap\nSign-off: Talk soon, the ChairTime team';

function ask(message: string, options: { version?: number; earlier?: string[]; profile?: Record<string, string>; document?: string | null; library?: string; voice?: string } = {}) {
  const ctx: AgentContext = {
    message,
    mode: 'chat',
    profile: options.profile ?? PROFILE,
    brandVoice: options.voice ?? VOICE,
    spaceName: 'ChairTime',
    referenced: options.document === null ? [] : [{ kind: 'document', id: 'doc-1', title: 'chairtime-one-pager.md', text: options.document ?? ONE_PAGER }],
    version: options.version ?? 1,
    // A regenerate run passes the versions already written, as the run's context does.
    earlier: options.earlier,
    // The space's other documents, read for the fact sheet only (not ticked).
    library: options.library ? [{ kind: 'document', id: 'doc-2', title: 'library.md', text: options.library }] : undefined,
  };
  const answer = catalogueAnswer('email-agent', ctx, null);
  if (!answer) throw new Error('the Email agent has no task catalogue');
  return { ...answer, field: answer.field ?? '' };
}

/** The emails of a deliverable: one, or each under its '### Email n of N' heading. */
function emailsOf(deliverable: string): string[] {
  return deliverable.includes('### Email ') ? deliverable.split(/^### Email /m).slice(1) : [deliverable];
}

/** An email's body as sent, from its greeting to its sign-off. */
function bodyOf(email: string): string {
  return email.slice(email.search(/^(Hi|Hello) /m)).replace(/\n---\s*$/, '').trim();
}

/** Words as a reader counts them. */
function words(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

function ctaLinesOf(email: string): string[] {
  return email.split('\n').filter((l) => l.startsWith('**[') || /Just reply to this email/.test(l));
}

/** A food bank: a space whose readers give rather than buy. */
const CHARITY: Record<string, string> = {
  business_name: 'Riverside Food Bank',
  business_description: 'Riverside Food Bank is a volunteer-run charity feeding families in crisis in Riverside.',
  website: 'https://riversidefoodbank.example',
  audience_primary: 'Local donors and volunteers',
  audience_problems: 'Families choosing between heating and eating',
  offer_main: 'Emergency food parcels and a weekly community kitchen',
  offer_differentiator: 'Every parcel is packed by local volunteers and reaches a family within 24 hours of referral',
};
const CHARITY_REPORT = `Riverside Food Bank annual report
Last winter we delivered 4,200 parcels to 1,100 families.
£10 packs one emergency parcel. £25 a month feeds a family of four for a week each month.`;

/** A window-cleaning service whose plans are priced in a Markdown table. */
const WINDOWS: Record<string, string> = {
  business_name: 'ClearView Windows',
  business_description: 'A window cleaning service for homes and small offices in Bristol.',
  website: 'https://clearview.example',
  audience_primary: 'Homeowners and small office managers in Bristol',
  audience_problems: 'Smeared windows that nobody has time to clean, and cleaners who do not turn up',
  offer_main: 'ClearView, a window cleaning plan (Fortnightly £14, Weekly £24 a month), alongside one-off cleans',
  offer_differentiator: 'Same cleaner every visit; photos after each clean; no contract',
};
const WINDOWS_PRICES = `# ClearView prices

| Plan | Price | What's included |
|---|---|---|
| Fortnightly | £14 a month | Outside windows cleaned every two weeks, frames wiped |
| Weekly | £24 a month | Windows cleaned inside and out every week, gutters cleared twice a year, frames and sills wiped |

## Terms

Cancel with two weeks' notice.

## Customer result

Harbour Dental moved its three sites onto the Weekly plan in 2025. Complaints about dirty windows fell from 9 a quarter to 1.
`;
const WINDOWS_VOICE = 'Tone: friendly, plain\nSentences: at most 30 words\nSign-off: Cheers, the ClearView team';

describe('R-PROD-02 the Email agent does the email task asked, from the space facts', () => {
  it('R-PROD-02 a promotion for a plan the price table names states its price and what it includes as sentences, never the table row or the profile line glued on', () => {
    const answer = ask('Write a promotion email for the ClearView Weekly plan: the first month is free with code CLEAN1 until 30 June.', { profile: WINDOWS, voice: WINDOWS_VOICE, document: WINDOWS_PRICES });
    expect(answer.brief.task).toBe('email.promotion');
    expect(answer.field).toContain('Subject: The first month free on the ClearView Weekly plan');
    expect(answer.field).toContain('Preview: £24 a month for windows cleaned inside and out every week and gutters cleared twice a year, and more.');
    expect(answer.field).toContain("Smeared windows that nobody has time to clean? Here's an offer on the ClearView Weekly plan. Get the first month free with code CLEAN1. It's valid until 30 June.");
    expect(answer.field).toContain("After that, it's £24 a month, and you get:\n- Windows cleaned inside and out every week\n- Gutters cleared twice a year\n- Frames and sills wiped");
    expect(answer.field).toContain('Harbour Dental moved its three sites onto the Weekly plan in 2025: complaints about dirty windows fell from 9 a quarter to 1.');
    expect(answer.field).not.toMatch(/— Price:|What's included:|is ClearView, a window cleaning/);
  });

  it('R-PROD-02 a promotion regenerate is another email: the reader\'s problem first, the price in a sentence, the offer, what sets the company apart and a PS', () => {
    const request = 'Write a promotion email for the ClearView Weekly plan: the first month is free with code CLEAN1 until 30 June.';
    const first = ask(request, { profile: WINDOWS, voice: WINDOWS_VOICE, document: WINDOWS_PRICES });
    const again = ask(request, { profile: WINDOWS, voice: WINDOWS_VOICE, document: WINDOWS_PRICES, version: 2 });
    expect(again.field).toContain('Subject: Smeared windows that nobody has time to clean?');
    expect(again.field).toContain('Preview: The first month free with code CLEAN1 until 30 June.');
    expect(again.field).toContain("Smeared windows that nobody has time to clean? That's what the ClearView Weekly plan is for. It costs £24 a month and includes windows cleaned inside and out every week and gutters cleared twice a year, among other things.");
    expect(again.field).toContain('The first month free is yours with code CLEAN1 until 30 June.');
    expect(again.field).toMatch(/Cheers, the ClearView team\n\nPS: Cancel with two weeks' notice\.$/);
    expect(ctaLinesOf(again.field)).toEqual(['**[Get the first month free](https://clearview.example)** with code CLEAN1, until 30 June']);
    expect(ctaLinesOf(first.field)).toEqual(['**[Claim the first month free](https://clearview.example)** with code CLEAN1, until 30 June']);
  });

  it('R-PROD-02 a newsletter story the request names is written from the facts about it (a customer result by who achieved it), not left blank, and the lead-story version keeps the other stories\' news', () => {
    const request = 'Write our spring newsletter for customers: the Harbour Dental result, our cancellation terms, and a tip on cleaning frames.';
    const first = ask(request, { profile: WINDOWS, voice: WINDOWS_VOICE, document: WINDOWS_PRICES });
    expect(first.field).toContain('**The Harbour Dental result**\nHarbour Dental moved its three sites onto the Weekly plan in 2025: complaints about dirty windows fell from 9 a quarter to 1.');
    const again = ask(request, { profile: WINDOWS, voice: WINDOWS_VOICE, document: WINDOWS_PRICES, version: 2 });
    expect(again.field).toContain('Preview: Harbour Dental moved its three sites onto the Weekly plan in 2025, and more.');
    expect(again.field).toContain("Also this time:\n- Our cancellation terms: cancel with two weeks' notice.\n- A tip on cleaning frames");
  });

  it('R-PROD-02 a newsletter section on a customer story tells it in sentences (the problem, then what changed), not the label line that opens its section', () => {
    const stories = `# ChairTime customer stories\n\n## Rosa, a front-desk lead in Leeds\nPractice: Northgate Dental. Rosa spent her mornings phoning patients to fill cancelled slots. Now the waitlist fills them by text, and she leaves on time.\n"I got my mornings back." Rosa Diaz\n`;
    const answer = ask("Draft the March newsletter with two short sections: our new Open Dental sync, and Rosa's story from the customer stories doc.", { document: stories });
    expect(answer.field).toContain("**Rosa's story**\nRosa spent her mornings phoning patients to fill cancelled slots. Now the waitlist fills them by text, and she leaves on time.");
    expect(answer.field).not.toContain('Practice: Northgate Dental.');
  });

  it('R-PROD-02 a newsletter section on one thing of a document\'s list says that one, not the whole list', () => {
    const sheet = `# ChairTime add-ons\n\n## Add-ons\nText reminders, Recall Planner (our most-asked add-on, for six-monthly hygiene recalls), Online forms, Card payments.\n`;
    const answer = ask('Draft the June newsletter with two short sections: the Recall Planner for hygiene recalls, and our summer opening hours.', { document: sheet });
    expect(answer.field).toContain('**The Recall Planner for hygiene recalls**\nRecall Planner is our most-asked add-on, for six-monthly hygiene recalls.');
    const section = answer.field.split('**The Recall Planner for hygiene recalls**\n')[1]!.split('\n\n')[0];
    expect(section).not.toContain('Online forms');
  });

  it('R-PROD-02 an invitation takes the event, its time and its place from the request, and its regenerate speaks to the reader\'s problem instead of repeating the details list', () => {
    const request = 'Write an invitation email to our open evening on Thursday 14 May, 6pm to 8pm at the Leeds office, with demos of the waitlist.';
    const first = ask(request, { document: null });
    expect(first.field).toContain('Subject: You\'re invited: our open evening');
    expect(first.field).toContain('- **When:** Thursday 14 May, 6pm to 8pm\n- **Where:** the Leeds office');
    expect(first.field).toContain("What's on:\n- Demos of the waitlist");
    expect(first.field).not.toMatch(/\[(?:event name|time|venue|what guests)/);
    const again = ask(request, { document: null, version: 2 });
    expect(again.field).toContain('Subject: Demos of the waitlist, at our open evening');
    expect(again.field).toContain("If you're dealing with last-minute cancellations that leave chairs empty, this event is for you.");
    expect(again.field).toContain("It's on Thursday 14 May, 6pm to 8pm. Where: the Leeds office.");
    expect(again.field).not.toContain('- **When:**');
  });

  it('R-PROD-02 an invitation takes a named place after "at", a two-day date and what the request says happens there, instead of leaving blanks', () => {
    const first = ask('Write an email inviting our patients to our Family Fun Day on Sunday 7 June, 11am to 3pm, at Westfield Park. Free face painting, meet the hygienists, bring the kids.', { document: null });
    expect(first.field).toContain('- **When:** Sunday 7 June, 11am to 3pm\n- **Where:** Westfield Park');
    expect(first.field).toContain("What's on:\n- Free face painting\n- Meet the hygienists\n- Bring the kids");
    expect(first.field).not.toMatch(/\[(?:venue|what guests)/);
    const twoDays = ask('Write an invitation to our stand at the Dental Expo, 12-13 March, 9am to 5pm. Mention free chair demos.', { document: null });
    expect(twoDays.field).toContain('- **When:** 12-13 March, 9am to 5pm');
  });

  it('R-PROD-02 a follow-up that carries a quote and 0% finance never says the finance makes the price, nor says the finance twice', () => {
    const answer = ask('Follow-up email to Mr and Mrs Khan after the demo on Tuesday. Send the fixed quote ($1,290 for the Practice plan for a year), mention 0% finance, and ask them to pick a start date.', { document: null });
    expect(answer.field).not.toContain('That makes it');
    expect(answer.field.match(/0% finance/g)?.length).toBeLessThanOrEqual(2);
    expect(answer.field).not.toContain('Also worth knowing: 0% finance');
  });

  it('R-PROD-02 a question about something the price list names is answered from its row, as a sentence', () => {
    const answer = ask('Follow-up email to Mr Hale after the visit yesterday. He asked whether the Weekly plan covers gutters. Suggest a first clean next week.', { profile: WINDOWS, voice: WINDOWS_VOICE, document: WINDOWS_PRICES });
    expect(answer.field).toContain('You asked whether the Weekly plan covers gutters. The Weekly plan costs £24 a month and includes windows cleaned inside and out every week, gutters cleared twice a year and frames and sills wiped.');
  });

  it('R-PROD-02 a launch of something plural reads "are here"', () => {
    const answer = ask('Announce our new Saturday appointments to customers.', { profile: WINDOWS, voice: WINDOWS_VOICE, document: null });
    expect(answer.field).toContain('Our new Saturday appointments are here.');
  });

  it('R-PROD-02 the lead-story newsletter keeps the other stories\' dates, in brackets after their heading', () => {
    const doc = '# Volunteer notes\n\n## Training\n\nTraining: 3 hours on a Saturday morning. Next sessions: 10 January and 7 February.\n\n## Hours\n\nVolunteers gave 2,400 hours last year.\n';
    const request = 'Write our newsletter for volunteers: the Weekly plan, the next training sessions, and a thank you for the hours given last year.';
    const again = ask(request, { profile: WINDOWS, voice: WINDOWS_VOICE, document: doc, version: 2 });
    expect(again.field).toContain('- The next training sessions (10 January and 7 February)');
  });

  it('R-PROD-02 a nurture sequence asked "from day 0 to day 14" spreads its emails over that range, in order', () => {
    const answer = ask('Write a 5-email nurture sequence for trial sign-ups, from day 0 to day 14.', { document: null });
    expect(emailsOf(answer.field).map((e) => /\((day \d+)/.exec(e.split('\n')[0]!)?.[1])).toEqual(['day 0', 'day 4', 'day 7', 'day 11', 'day 14']);
  });

  it('R-PROD-02 a re-engagement reminder keeps the company\'s name capitalised and says the company offers its named product, not that it is it', () => {
    const answer = ask('Write a re-engagement email to subscribers who have not opened anything in six months.', { profile: WINDOWS, voice: WINDOWS_VOICE, document: null });
    expect(answer.field).toContain('In case it slipped your mind: ClearView Windows offers ClearView, a window cleaning plan (Fortnightly £14, Weekly £24 a month), alongside one-off cleans.');
  });

  it('R-PROD-02 an event launch regenerate leads with the date and gives the details as a paragraph, not the first version\'s list again', () => {
    const profile = { business_name: 'Northside Reading Trust', business_description: 'Northside Reading Trust is a charity that pairs volunteer reading buddies with children in Leeds primary schools.', website: 'https://northside.example', audience_primary: 'Supporters, volunteers and local businesses', offer_main: 'Reading Buddy places for children' };
    const brief = '# Big Read Relay event brief\n\n- What: teams read aloud in relay for five hours; each reader collects sponsorship\n- Date: Saturday 8 May 2027, 10am to 3pm\n- Place: Leeds Central Library\n- Target: £9,000, enough for 30 Reading Buddy places\n- Readers: free to take part; sign up by 20 April\n- Company teams: £200 to enter a team of up to 5\n';
    const request = 'Announce the Big Read Relay to our supporters. The details are in the event brief.';
    const first = ask(request, { profile, voice: 'Tone: warm\nSign-off: With thanks, the Northside team', document: brief });
    expect(first.field).toContain('- **Date:** Saturday 8 May 2027, 10am to 3pm');
    const again = ask(request, { profile, voice: 'Tone: warm\nSign-off: With thanks, the Northside team', document: brief, version: 2 });
    expect(again.field).toContain('Subject: Save the date: Saturday 8 May 2027');
    expect(again.field).toContain("It's on Saturday 8 May 2027, 10am to 3pm, at Leeds Central Library. Target: £9,000, enough for 30 Reading Buddy places; readers: free to take part, sign up by 20 April; company teams: £200 to enter a team of up to 5.");
    expect(again.field).not.toContain('- **Date:**');
  });

  it('R-PROD-02 an event launch regenerate keeps when and where, leaves out the figures the first listed and tells what it did not: a result and what sets the charity apart', () => {
    const profile = { business_name: 'Northside Reading Trust', business_description: 'Northside Reading Trust is a charity that pairs volunteer reading buddies with children in Leeds primary schools.', website: 'https://northside.example', audience_primary: 'Supporters, volunteers and local businesses', offer_main: 'Reading Buddy places for children', offer_differentiator: 'The same volunteer reads with the same child all year.' };
    const brief = '# Big Read Relay event brief\n\n- What: teams read aloud in relay for five hours; each reader collects sponsorship\n- Date: Saturday 8 May 2027, 10am to 3pm\n- Place: Leeds Central Library\n- Target: £9,000, enough for 30 Reading Buddy places\n- Readers: free to take part; sign up by 20 April\n- Company teams: £200 to enter a team of up to 5\n\n## Last year\n\n94% of teachers said children were more confident reading aloud.\n';
    const request = 'Announce the Big Read Relay to our supporters. The details are in the event brief.';
    const voice = 'Tone: warm\nSign-off: With thanks, the Northside team';
    const first = ask(request, { profile, voice, document: brief });
    expect(first.field).toContain('- **Target:** £9,000, enough for 30 Reading Buddy places');
    const again = ask(request, { profile, voice, document: brief, version: 2, earlier: [first.field] });
    expect(again.field).toContain("It's on Saturday 8 May 2027, 10am to 3pm, at Leeds Central Library.");
    expect(again.field).toContain('94% of teachers said children were more confident reading aloud.');
    expect(again.field).toContain('the same volunteer reads with the same child all year.');
    expect(again.field).not.toContain('£200 to enter a team');
    expect(again.field).toContain('(https://northside.example)');
  });

  it('R-PROD-02 a promotion regenerate keeps the offer, its code and its deadline, speaks to the reader the request names, and tells what the first did not', () => {
    const request = 'Write a promotion email for the ClearView Weekly plan: the first month is free with code CLEAN1 until 30 June. For homeowners who asked for a quote last year.';
    const first = ask(request, { profile: WINDOWS, voice: WINDOWS_VOICE, document: WINDOWS_PRICES });
    const again = ask(request, { profile: WINDOWS, voice: WINDOWS_VOICE, document: WINDOWS_PRICES, version: 2, earlier: [first.field] });
    expect(first.field).toContain('complaints about dirty windows fell from 9 a quarter to 1');
    expect(again.field).toContain('The first month free is yours with code CLEAN1 until 30 June.');
    expect(again.field).toContain('You asked for a quote last year, so this one is for you.');
    expect(again.field).toContain('Photos after each clean.');
    expect(first.field).not.toContain('Photos after each clean.');
  });

  it('R-PROD-02 a launch of a thing a price table names says its name, price and note as a sentence, and a free thing offered takes its article', () => {
    const profile = { business_name: 'Petal & Stem', business_description: 'Petal & Stem is an independent florist in Manchester.', website: 'https://petalstem.example', offer_main: 'Hand-tied bouquets from £35 and wedding flowers from £900.' };
    const table = '# Prices\n\n| Product | Price | Notes |\n|---|---|---|\n| Weekly Stems | £22 a week | A fresh bunch every Friday, pause or cancel any time |\n| Office Stems | £60 a week | Reception arrangement refreshed weekly, for offices |\n';
    const voice = 'Sign-off: With love, the Petal & Stem team';
    const launch = ask('Write a launch email for Office Stems to local offices.', { profile, voice, document: table });
    expect(launch.field).toContain('Preview: Office Stems: £60 a week, reception arrangement refreshed weekly, for offices.');
    expect(launch.field).not.toMatch(/— Price:|Notes:|\s\|\s/);
    const offer = ask('Email to wedding couples who had a consultation but did not book. Offer a free trial posy if they book by 31 January.', { profile, voice, document: table });
    expect(offer.field).toContain('Get a free trial posy.');
    expect(offer.field).toContain('**[Claim a free trial posy](https://petalstem.example)**, by 31 January');
  });

  it('R-PROD-02 an invitation to an event its brief describes takes the date, place, places and running order from the brief, the list it goes to is no event, and a code is said with its terms', () => {
    const profile = { business_name: 'Casa Lengua', business_description: 'Casa Lengua is a language school in Bristol.', website: 'https://casalengua.example' };
    const brief = '# Event brief: Spanish Taster Evening\n\n- Date: Thursday 12 March 2026, 6.30pm to 8.30pm\n- Place: Casa Lengua, 14 Jamaica Street, Bristol\n- Price: free, but booking is needed. 40 places.\n\n## Running order\n\n- 6.30pm: welcome and tapas\n- 6.45pm: a 30-minute mini-lesson, beginners welcome\n\n## Offer on the night\n\nAnyone who enrols in an April term course gets £30 off with the code TASTER30.\n';
    const answer = ask('Write the invite email for the taster evening to our newsletter list. Make sure the date and time are obvious, and mention the TASTER30 code for people who enrol.', { profile, voice: 'Sign-off: Hasta pronto, the Casa Lengua team', document: brief });
    expect(answer.field).toContain("You're invited to the taster evening.");
    expect(answer.field).not.toMatch(/invited to our newsletter list/i);
    expect(answer.field).toContain('- **When:** Thursday 12 March 2026, 6.30pm to 8.30pm');
    expect(answer.field).toContain('- **Where:** Casa Lengua, 14 Jamaica Street, Bristol');
    expect(answer.field).toContain('- **Price:** free, but booking is needed. 40 places');
    expect(answer.field).toContain("What's on:\n- 6.30pm: welcome and tapas\n- 6.45pm: a 30-minute mini-lesson, beginners welcome");
    expect(answer.field).toContain('Anyone who enrols in an April term course gets £30 off with the code TASTER30.');
    expect(answer.field).not.toMatch(/\[(?:time|venue)/);
  });

  it('R-PROD-02 subject lines for "the summer intensive launch email" are about the summer intensive, from its row, with no column label or half a time', () => {
    const profile = { business_name: 'Casa Lengua', business_description: 'Casa Lengua is a language school in Bristol.', website: 'https://casalengua.example' };
    const table = '# Courses\n\n| Course | Price | Format |\n| --- | --- | --- |\n| Evening group course | £245 | 10 weeks, one 2-hour class a week |\n| Summer intensive | £360 | 2 weeks, Monday to Friday 9.30am-12.30pm, 30 hours |\n';
    const answer = ask('Give me 6 subject lines for the summer intensive launch email, each under 45 characters.', { profile, voice: 'Sign-off: Hasta pronto', document: table });
    expect(answer.field).toContain('1. The summer intensive for £360');
    expect(answer.field).toContain('The summer intensive: 30 hours');
    expect(answer.field).not.toMatch(/: format\b|30am-12|Casa Lengua Language School/i);
  });

  it('R-PROD-02 a win-back reminds the reader of what sets the company apart, never an event brief\'s date, place or last year\'s figures as "what you get"', () => {
    const profile = { business_name: 'Casa Lengua', business_description: 'Casa Lengua is a language school in Bristol.', website: 'https://casalengua.example', offer_differentiator: 'Classes of 8 at most, native-speaker tutors and a free level test for everyone.' };
    const brief = '# Event brief: Taster Evening\n\n- Date: Thursday 12 March 2026, 6.30pm to 8.30pm\n- Place: 14 Jamaica Street, Bristol\n- Price: free, but booking is needed\n\n## Offer on the night\n\nThe code works until 19 March and cannot be combined with the early-bird discount.\n\n## Last year\'s taster\n\n- 52 people booked, 38 came, 17 enrolled within two weeks\n';
    const answer = ask("Need a win-back email for people who did a term with us last year but didn't come back. Offer: 15% off any April term group course with code VUELVE15, valid until 20 March.", { profile, voice: 'Sign-off: Hasta pronto', document: null, library: brief });
    expect(answer.field).not.toMatch(/- Date:|- Place:|52 people booked|cannot be combined/);
    expect(answer.field).toMatch(/classes of 8 at most, native-speaker tutors and a free level test for everyone\./i);
  });

  it('R-PROD-02 "Need the April newsletter email. Lead item: …, £90 for 6 weeks. Second item: … subject line + preview text too" is a newsletter with those two stories, never a decline', () => {
    const answer = ask('Need the April newsletter email. Lead item: our new Saturday 9am class, £90 for 6 weeks, only 6 per class. Second item: reminder that we take Bupa and AXA. Under 200 words, subject line + preview text too pls.', { profile: WINDOWS, voice: WINDOWS_VOICE, document: null });
    expect(answer.brief.task).toBe('email.newsletter');
    expect(answer.draft).not.toMatch(/^I can't/);
    expect(answer.field).toContain('**Our new Saturday 9am class**\n£90 for 6 weeks, only 6 per class.');
    expect(answer.field).toMatch(/^Subject: /m);
    expect(answer.field).toMatch(/^Preview: /m);
  });

  it('R-PROD-02 "Our newsletter goes out … I want the lead item to be the new Saturday class and a second item on insurance … Give me the whole thing: subject line, intro, the two sections" has those two sections in that order', () => {
    const answer = ask('Our customer newsletter goes out on the first Monday of the month. For May I want the lead item to be the new Saturday class and a second item on the insurers we work with. Give me the whole thing: subject line, short intro, the two sections and the sign-off. Around 250 words.', { profile: WINDOWS, voice: WINDOWS_VOICE, document: null });
    expect(answer.brief.task).toBe('email.newsletter');
    const headings = answer.field!.split('\n').filter((l) => /^\*\*[^*[]+\*\*$/.test(l));
    expect(headings.slice(0, 2)).toEqual(['**The new Saturday class**', '**The insurers we work with**']);
    expect(answer.field).not.toContain("[this month's news]");
  });

  it('R-PROD-02 a follow-up thanks for the occasion on its own day, not the day of the proposed call, and never answers a question with a price line', () => {
    const answer = ask("Write a follow-up to Tom Reyes after Tuesday's demo. He asked whether patients need an app. Propose a 15-minute call on Friday.", { document: null });
    expect(answer.field).toContain('Thanks for your time at the demo on Tuesday.');
    expect(answer.field).toContain('How about a 15-minute call on Friday?');
    expect(answer.field).not.toMatch(/You asked whether patients need an app\. [^\[]*\$/);
  });

  it('R-PROD-02 an offer written after a colon ("for the Weekly plan: 20% off …") is carried, with its code and deadline', () => {
    const answer = ask('Write a promotional email for the Weekly plan: 20% off the first three months with code SHINE20, ends 15 June.', { profile: WINDOWS, voice: WINDOWS_VOICE, document: WINDOWS_PRICES });
    expect(answer.field).toContain('Subject: 20% off the first three months of the Weekly plan');
    expect(answer.field).toContain('Get 20% off the first three months with code SHINE20. The offer ends 15 June.');
  });

  it('R-PROD-02 an offer\'s condition ("on the Weekly plan started with a first clean, if they book before …") is in the offer\'s sentence, and kept out of the subject', () => {
    const answer = ask('Write a promotional email: 20% off the Weekly plan started with a free first clean if they book their first visit with code SHINE20 before 15 June.', { profile: WINDOWS, voice: WINDOWS_VOICE, document: WINDOWS_PRICES });
    expect(answer.field).toContain('with code SHINE20, when you book your first visit.');
    expect(answer.field!.split('\n')[0]).not.toMatch(/when you book/);
  });

  it('R-PROD-02 "the launch email for our Spring offer: 20% off … for anyone who books by 30 April" opens in plain English: never "You books", never "an offer on our Spring offer"', () => {
    const answer = ask('Write the launch email for our Spring offer: 20% off the first three months of the Weekly plan with code SHINE20, for anyone who books by 30 April.', { profile: WINDOWS, voice: WINDOWS_VOICE, document: WINDOWS_PRICES });
    expect(answer.field).not.toMatch(/You books|Anyone who books|an offer on our Spring offer/);
    expect(answer.field).toMatch(/Here's our Spring offer\./);
  });

  it('R-PROD-02 "3 subject lines, each under 45 characters, for the reminder: they need to book their spring clean by 31 March to keep their slot. Then the email" gives lines on that action and an email not cut to 45 characters', () => {
    const answer = ask('Give me 3 subject lines, each under 45 characters, for the March reminder to existing customers: they need to book their spring clean by 31 March to keep their usual slot. Then write the email itself, max 120 words.', { profile: WINDOWS, voice: WINDOWS_VOICE, document: WINDOWS_PRICES });
    const lines = [...answer.field!.matchAll(/^\d\. (.+)$/gm)].map((m) => m[1]!);
    expect(lines[0]).toBe('Book your spring clean by 31 March');
    for (const l of lines.slice(0, 3)) expect(l.length).toBeLessThanOrEqual(44);
    expect(answer.field).not.toMatch(/until by|by 31 March, by 31 March|Want by/i);
    expect(answer.draft).not.toMatch(/This email is \d+ characters, over the 44|is \d+ characters, over the 44 asked/);
    expect(answer.field).toMatch(/book your spring clean by 31 March/i);
  });

  it('R-PROD-02 a win-back request gets a win-back email, not the promotional template', () => {
    const answer = ask('Write a win-back email for customers who cancelled in the last 90 days.');
    expect(answer.brief.task).toBe('email.win-back');
    expect(answer.draft.split('\n')[0]).toBe('A win-back email about ChairTime for customers who cancelled in the last 90 days.');
    expect(emailsOf(answer.field)).toHaveLength(1);
    expect(answer.field).toContain('Subject: Can we ask why you left?');
    expect(answer.field).toContain("It's been a while since we last saw you. Can we ask what changed?");
    expect(ctaLinesOf(answer.field)).toEqual(['**[Come back to ChairTime](https://chairtime.example)**']);
    expect(answer.field).toMatch(/\n\nTalk soon, the ChairTime team$/);
    expect(answer.publishable).toEqual({ kind: 'email', title: 'Can we ask why you left?', body: bodyOf(answer.field) });
    expect(answer.artifacts.map((a) => a.filename)).toEqual(['email.html']);
    expect(new TextDecoder().decode(answer.artifacts[0]!.data)).toContain('<a href="https://chairtime.example" style="color:#1a56db">Come back to ChairTime</a>');
  });

  it('R-PROD-02 a three-email nurture sequence is exactly three emails, each with its own job, send day, subject, preview and one call to action', () => {
    const answer = ask('Write a 3-email nurture sequence for practice managers who booked a demo.');
    expect(answer.brief.task).toBe('email.nurture-sequence');
    expect(answer.draft.split('\n')[0]).toBe('Three nurture emails about ChairTime for practice managers who booked a demo.');
    const emails = emailsOf(answer.field);
    expect(emails).toHaveLength(3);
    expect(emails.map((e) => e.split('\n')[0])).toEqual(['1 of 3: Welcome (day 0, right away)', '2 of 3: Value (day 2)', '3 of 3: Last call (day 4)']);
    const subjects = emails.map((e) => /^Subject: (.+?) *$/m.exec(e)?.[1]);
    expect(subjects).toEqual(["Welcome: here's what happens next", 'What ChairTime does for practice managers', 'Ready when you are']);
    for (const email of emails) {
      expect(email).toMatch(/^Preview: \S/m);
      expect(ctaLinesOf(email)).toHaveLength(1);
    }
    expect(emails[0]).toContain('You booked a demo, so here\'s what happens next.');
    expect(emails[1]).toContain('- Automatic SMS and email reminders 48 and 2 hours before each appointment');
    expect(emails[2]).toContain('“We cut no-shows by 38% in 3 months.” — Dr. Ana Ruiz, Smile Dental, Austin');
    // One campaign card is for one email: a sequence proposes none.
    expect(answer.publishable).toBeUndefined();
  });

  it('R-PROD-02 a follow-up asked for under 80 words is under 80 words, to the person named, and proposes the next step asked', () => {
    const answer = ask("Write a follow-up email to Priya after yesterday's demo. She liked the waitlist but worried the reminders would annoy patients. Suggest starting the trial next Monday. Keep it under 80 words.");
    expect(answer.brief.task).toBe('email.follow-up');
    expect(answer.draft.split('\n')[0]).toBe('A follow-up email after the demo to Priya.');
    const body = bodyOf(answer.field);
    expect(words(body)).toBeLessThan(80);
    expect(body).toMatch(/^Hi Priya,\n\nThanks for your time at the demo yesterday\. Glad you liked the waitlist\./);
    expect(body).toContain('You mentioned a worry that the reminders would annoy patients.');
    expect(ctaLinesOf(body)).toEqual(['How about starting the trial next Monday? Just reply to this email.']);
    expect(body).not.toContain('Suggest starting');
    expect(body).not.toContain('Keep it under');
  });

  it('R-PROD-02 a follow-up regenerate leads with the next step, answers the questions as a list under its own subject, asks for a yes instead of proposing the step again, and closes with a PS', () => {
    const request = "Follow-up email after yesterday's demo. They asked about the waitlist and whether reminders can go by SMS. Suggest a 20-minute call next Thursday.";
    const first = ask(request);
    expect(first.field).toContain('Subject: Thanks for the demo');
    const again = ask(request, { version: 2 });
    expect(again.field).toContain('Subject: Your questions from the demo, answered');
    expect(again.field).toContain('Preview: A 20-minute call next Thursday, and answers to your two questions.');
    expect(bodyOf(again.field)).toMatch(/^Hi \{\{first_name\}\},\n\nAfter the demo yesterday, here's the step I'd suggest: a 20-minute call next Thursday\./);
    expect(again.field).toContain('\n\nDoes that suit you? A one-line reply is all it takes.\n\n');
    expect(again.field).toMatch(/Talk soon, the ChairTime team\n\nPS: ChairTime is the only scheduler that backfills a cancelled slot from the waitlist automatically\.$/);
  });

  it('R-PROD-02 three follow-up emails are three emails, each with its own job and send day, the offer and its code in each', () => {
    const answer = ask('Write 3 follow-up emails for practice managers who booked a demo, with 20% off the first month using code DEMO20.');
    expect(answer.brief.task).toBe('email.follow-up');
    const emails = emailsOf(answer.field);
    expect(emails.map((e) => e.split('\n')[0])).toEqual(['1 of 3: Recap (day 0)', '2 of 3: Next step (day 3)', '3 of 3: Check-in (day 7)']);
    expect(emails.map((e) => ctaLinesOf(e))).toEqual([
      ['Shall we set up the next step? Just reply to this email. When you start, use code DEMO20 for 20% off the first month.'],
      ['Would a short call next week suit you? Just reply to this email. When you start, use code DEMO20 for 20% off the first month.'],
      ['Any questions I can answer? Just reply to this email. When you start, use code DEMO20 for 20% off the first month.'],
    ]);
  });

  it('R-PROD-02 a food bank asking for a fundraising appeal gets an appeal from its own facts, not a product launch', () => {
    const answer = ask('Write a fundraising appeal email for our winter campaign. Link to https://riversidefoodbank.example/give', { profile: CHARITY, voice: '', document: CHARITY_REPORT });
    expect(answer.brief.task).toBe('email.appeal');
    expect(answer.field).toContain('Subject: Families choosing between heating and eating: you can help');
    expect(answer.field).toContain("Families choosing between heating and eating. That's why Riverside Food Bank exists.");
    expect(answer.field).toContain('What your gift does:\n- £10 packs one emergency parcel\n- £25 a month feeds a family of four for a week each month');
    expect(answer.field).toContain('Last winter we delivered 4,200 parcels to 1,100 families.');
    expect(ctaLinesOf(answer.field)).toEqual(['**[Give today](https://riversidefoodbank.example/give)**']);
    expect(answer.field).not.toMatch(/is here|Prices:|launch/i);
  });

  it('R-PROD-02 the offer and its code are in every email, in its opening lines and its call to action, in the answer and in its regenerate', () => {
    const request = 'Write a 3-email nurture sequence for practice managers who booked a demo, with 20% off the first month with code SPRING20.';
    for (const version of [1, 2]) {
      const answer = ask(request, { version });
      expect(answer.draft.split('\n')[0]).toBe('Three nurture emails about ChairTime for practice managers who booked a demo, carrying 20% off the first month with code SPRING20.');
      const emails = emailsOf(answer.field);
      expect(emails).toHaveLength(3);
      for (const email of emails) {
        const opening = email.split(/\n\n/).slice(0, 5).join('\n');
        expect(opening).toContain('20% off the first month');
        expect(opening).toContain('SPRING20');
        const [cta] = ctaLinesOf(email);
        expect(cta).toContain('20% off the first month');
        expect(cta).toContain('SPRING20');
      }
    }
    const promotion = ask('Write a promotional email: 20% off the first month with code SPRING20 until March 31. Link to https://chairtime.example/spring.');
    expect(promotion.brief.task).toBe('email.promotion');
    expect(promotion.field).toContain('Subject: 20% off the first month of ChairTime');
    expect(promotion.field).toContain("Last-minute cancellations that leave chairs empty? Here's an offer on ChairTime. Get 20% off the first month with code SPRING20. It's valid until March 31.");
    expect(ctaLinesOf(promotion.field)).toEqual(['**[Claim 20% off the first month](https://chairtime.example/spring)** with code SPRING20, until March 31']);
  });

  it('R-AGENT-01 a promotion for a named audience speaks to that audience, with its qualifier, before the profile\'s general problem', () => {
    const request = 'Write a promotional email for practice managers with 3+ locations: 20% off the first month with code GROUP20 until March 31.';
    const first = ask(request);
    expect(first.brief.task).toBe('email.promotion');
    expect(first.field).toContain("Practice managers with 3+ locations, here's an offer on ChairTime for you. Get 20% off the first month with code GROUP20.");
    expect(first.field).not.toContain('Last-minute cancellations that leave chairs empty?');
    const again = ask(request, { version: 2 });
    expect(again.field).toContain('Practice managers with 3+ locations, this one is for you.');
    expect(again.field).not.toContain('Last-minute cancellations that leave chairs empty?');
  });

  it('R-AGENT-01 an invitation to an event a named document describes takes its date, time, place and what happens there from that document', () => {
    const brief = `# Spring event brief\n\nUser day: Thursday 12 March, 2pm to 5pm, at the Harbour Hotel, Bristol.\nLive demos of the waitlist and a Q&A with our support team.\n`;
    const answer = ask('Invite practice managers to the user day, using the event brief.', { document: brief });
    expect(answer.brief.task).toBe('email.event-invitation');
    expect(answer.field).toContain('- **When:** Thursday 12 March, 2pm to 5pm');
    expect(answer.field).toContain('- **Where:** the Harbour Hotel, Bristol');
    expect(answer.field).toContain('- Live demos of the waitlist and a Q&A with our support team');
    expect(answer.field).not.toContain('[date]');
    expect(answer.field).not.toContain('[venue and address]');
  });

  it('R-AGENT-01 what the request says to mention is in the email, answered from the facts, or a marked blank when they do not say it', () => {
    const answer = ask('Write a launch email for the Practice plan. Say how long the trial lasts.');
    expect(answer.field).toContain('14-day free trial');
    const blank = ask('Write a launch email for the Practice plan. Mention the onboarding webinar.');
    expect(blank.field).toContain('[the onboarding webinar]');
    const stated = ask('Write a promotional email for practice managers, code PAIR10 until March 31. Say it\'s $99 for both chairs.');
    expect(stated.field).toContain("It's $99 for both chairs.");
  });

  it('R-PROD-02 a regenerate is another structure: another opening, another order of its parts and another call to action', () => {
    const request = 'Write a win-back email for customers who cancelled in the last 90 days.';
    const first = ask(request);
    const again = ask(request, { version: 2 });
    expect(again.field).toContain('Subject: ChairTime is ready when you are');
    expect(bodyOf(again.field).split('\n\n')[1]).toBe("A quick note from ChairTime, in case you're weighing up a return.");
    expect(bodyOf(first.field).split('\n\n')[1]).toBe("It's been a while since we last saw you. Can we ask what changed? What could we do better? Just hit reply.");
    expect(ctaLinesOf(again.field)).toEqual(['**[Pick up where you left off](https://chairtime.example)**']);
    // The first leads with a question and ends with a customer's result; the regenerate lists what they get and ends asking for feedback.
    expect(bodyOf(first.field).indexOf('We cut no-shows')).toBeGreaterThan(0);
    expect(bodyOf(again.field)).not.toContain('We cut no-shows');
    expect(bodyOf(again.field)).toMatch(/What ChairTime still does for you:\n- /);

    const sequence = 'Write a 3-email nurture sequence for practice managers who booked a demo.';
    const jobs = (version: number) => emailsOf(ask(sequence, { version }).field).map((e) => e.split('\n')[0]);
    expect(jobs(2)).toEqual(['1 of 3: Welcome (day 0, right away)', '2 of 3: Proof (day 2)', '3 of 3: Last call (day 4)']);
  });

  it('R-PROD-02 banned words are absent in every form, from facts spliced in as from a pasted draft, and the rewrite lists the edits it made', () => {
    const profile = { ...PROFILE, offer_differentiator: 'Synergies with your practice software, and cheaper than a front-desk temp' };
    const launch = ask('Write a launch email announcing ChairTime Waitlist to practice managers.', { profile });
    expect(launch.brief.task).toBe('email.launch');
    expect(launch.field).not.toMatch(/synerg|cheap|game.?chang/i);

    const draft = 'Dear valued client, we are excited to announce our game-changing new waitlist. Our synergy with practices is unmatched and our game changers keep chairs full. Our plans are the cheapest around. Please act now, as this offer expires in 24 hours. Contact sales to learn more.';
    const rewrite = ask(`Rewrite this draft so it sounds like us:\n${draft}`);
    expect(rewrite.brief.task).toBe('email.rewrite');
    expect(rewrite.field).not.toMatch(/synerg|cheap|game.?chang|act now|expires in 24 hours/i);
    expect(rewrite.field).toMatch(/Contact sales to learn more\.\n\nTalk soon, the ChairTime team$/);
    const changed = rewrite.draft.slice(rewrite.draft.indexOf('**What changed**'));
    expect(changed).toContain('- Cut "Please act now, as this offer expires in 24 hours."');
    expect(changed).toContain('- Added "Talk soon, the ChairTime team"');
    for (const word of ['game-changing', 'synergy', 'game changers', 'cheapest']) expect(changed).toMatch(new RegExp(`"[^"]*${word}[^"]*" →`));
  });

  it('R-PROD-02 a price the space lacks is a marked blank, listed to fill in, never invented', () => {
    const answer = ask('Write a launch email announcing ChairTime Waitlist to practice managers.', { document: null });
    expect(answer.field).toContain('Pricing: [price].');
    expect(answer.field).not.toMatch(/[$£€]\s?\d/);
    expect(answer.draft).toMatch(/^Fill in before sending: .*\[price\] \(not in the space's facts: add it to your profile or a price list and I will write it in\)/m);
  });

  it('R-PROD-02 subject lines only: exactly the number asked, and no email body', () => {
    const answer = ask('Just give me 6 subject lines for the trial email. No body, only the lines.');
    expect(answer.brief.task).toBe('email.subject-lines');
    const lines = answer.field.split('\n');
    expect(lines).toHaveLength(6);
    lines.forEach((line, i) => expect(line).toMatch(new RegExp(`^${i + 1}\\. \\S`)));
    expect(new Set(lines.map((l) => l.replace(/^\d+\. /, ''))).size).toBe(6);
    expect(answer.field).not.toMatch(/^(Hi|Hello|Dear)\b/m);
    expect(ask('Just give me 6 subject lines for the trial email. No body, only the lines.', { version: 2 }).field).not.toBe(answer.field);
  });

  it("R-PROD-02 the request's own instruction sentences never reach the copy; its link is the call to action", () => {
    const answer = ask('Write a launch email for owner-dentists announcing ChairTime Waitlist. Use the attached one-pager for facts. Link to https://chairtime.example/waitlist.');
    expect(answer.draft.split('\n')[0]).toBe('A launch email about ChairTime Waitlist for owner-dentists.');
    expect(answer.field).not.toMatch(/attached|one-pager|Link to|owner-dentists/i);
    expect(ctaLinesOf(answer.field)).toEqual(['**[See how it works](https://chairtime.example/waitlist)**']);
    expect(answer.field).toContain("ChairTime Waitlist is here. It's a waitlist that offers a cancelled slot to the next patient within minutes.");
  });

  it("R-PROD-02 the voice's sentence limit holds on every sentence, facts from the profile and documents included", () => {
    const profile = { ...PROFILE, offer_differentiator: 'We are the only scheduler that backfills a cancelled slot from the waitlist automatically, and we set it up for you in a single afternoon' };
    // The second version leads with the reader's problem, what sets the product apart and a customer's result.
    const answer = ask('Write a launch email announcing ChairTime Waitlist to practice managers.', { profile, version: 2, voice: VOICE.replace('at most 16 words', 'at most 12 words') });
    const sentences = bodyOf(answer.field)
      .split('\n')
      .map((l) => l.replace(/^- /, ''))
      .flatMap((l) => l.split(/(?<=[.!?”])\s+/));
    const long = sentences.filter((s) => words(s.replace(/^\*\*[^*]+\*\*\s*/, '')) > 12);
    // The long fact is split at its clauses; nothing is left over the limit unnamed.
    expect(long).toEqual([]);
    expect(answer.draft).not.toContain("over your voice's");
    expect(answer.field).toContain('We set it up for you in a single afternoon.');
    expect(answer.field).toContain('“We cut no-shows by 38% in 3 months.” — Dr. Ana Ruiz, Smile Dental, Austin');
  });

  it('R-PROD-02 a follow-up greets the person named, answers each of their questions from the facts and proposes the next step asked for', () => {
    const answer = ask("Follow-up email after yesterday's demo with Maria Lopez, practice manager at Bright Smiles. She asked about integrations and whether the waitlist fills cancelled slots. Suggest a 20-minute call on Friday.");
    expect(answer.brief.task).toBe('email.follow-up');
    expect(answer.field).toContain('Hi Maria,');
    expect(answer.field).not.toContain('{{first_name}}');
    expect(answer.field).toContain('Thanks for your time at the demo yesterday.');
    expect(answer.field).toContain('You asked about integrations. It works with Dentrix, Eaglesoft and Open Dental.');
    expect(answer.field).toContain('You asked whether the waitlist fills cancelled slots.');
    expect(answer.field).toContain('How about a 20-minute call on Friday? Just reply to this email.');
  });

  it('R-PROD-02 subject lines asked partly as questions have that many questions, and the regenerate takes other lines', () => {
    const request = '8 subject lines for our waitlist email, max 50 characters, at least half of them questions.';
    const first = ask(request).field.split('\n');
    const again = ask(request, { version: 2 }).field.split('\n');
    for (const lines of [first, again]) {
      expect(lines).toHaveLength(8);
      expect(lines.filter((l) => l.endsWith('?')).length).toBeGreaterThanOrEqual(4);
      expect(lines.every((l) => l.replace(/^\d+\.\s+/, '').length <= 50)).toBe(true);
    }
    const text = (l: string) => l.replace(/^\d+\.\s+/, '');
    expect(again.map(text).filter((l) => first.map(text).includes(l)).length).toBeLessThanOrEqual(4);
  });

  it('R-PROD-02 subject lines asked as "9 options": nine lines, each a subject under the limit built on the topic\'s own facts, with no rating in brackets and no note of a missing piece', () => {
    const request = 'Just subject lines please: 9 options for the email launching our Practice plan. Max 45 characters each, no emoji, mix of questions and statements.';
    const document = `${ONE_PAGER}\nGoogle rating: 4.8 from 1,240 reviews.\n`;
    for (const version of [1, 2]) {
      const answer = ask(request, { version, document });
      expect(answer.brief.task).toBe('email.subject-lines');
      const lines = answer.field.split('\n').map((l) => l.replace(/^\d+\.\s+/, ''));
      expect(lines).toHaveLength(9);
      expect(lines.every((l) => l.length <= 45)).toBe(true);
      expect(lines.filter((l) => l.endsWith('?')).length).toBeGreaterThanOrEqual(3);
      expect(lines.filter((l) => !l.endsWith('?')).length).toBeGreaterThanOrEqual(3);
      expect(lines.filter((l) => /\$129|10 chairs/.test(l)).length).toBeGreaterThanOrEqual(2);
      expect(answer.field).not.toMatch(/\(\d/);
      expect(answer.draft).not.toContain('it is not in this answer');
    }
  });

  it('R-PROD-02 a sequence sends on the days the request gives', () => {
    const answer = ask('Welcome sequence for new practices: 3 emails on day 0, day 5 and day 12.');
    const headings = answer.field.split('\n').filter((l) => l.startsWith('### Email '));
    expect(headings).toHaveLength(3);
    expect(headings[0]).toContain('(day 0, right away)');
    expect(headings[1]).toContain('(day 5)');
    expect(headings[2]).toContain('(day 12)');
  });

  it('R-PROD-02 a price the request means but no document it names comes from what retrieval found in the space, never a blank', () => {
    const ctx: AgentContext = {
      message: 'Write a launch email for our Practice plan to practice managers.',
      mode: 'chat',
      profile: PROFILE,
      brandVoice: VOICE,
      spaceName: 'ChairTime',
      referenced: [],
      sources: [{ type: 'document', id: 'doc-9', name: 'chairtime-pricing.md', title: 'chairtime-pricing.md', snippet: '## Pricing\n- Starter: $49/month for up to 3 chairs\n- Practice: $129/month for up to 10 chairs' } as never],
      version: 1,
    };
    const answer = catalogueAnswer('email-agent', ctx, null)!;
    expect(answer.field).toContain('$129/month for up to 10 chairs');
    expect(answer.field).not.toContain('$49/month');
    expect(answer.field).not.toContain('[price');
    expect(answer.used.map((s) => s.title)).toContain('chairtime-pricing.md');
  });
  it('R-PROD-02 a welcome email for a request that ticks a short document says what the document says and cites it', () => {
    const answer = catalogueAnswer(
      'email-agent',
      {
        message: 'Draft a welcome email for our new subscribers.',
        mode: 'normal',
        profile: { business_name: 'Kestrel Coffee Tools' },
        brandVoice: 'Warm, precise and never breathless. We say "you", not "users".',
        spaceName: 'General',
        referenced: [{ kind: 'document', id: 'd1', title: 'launch-plan.md', text: '# Launch plan\n\nThe Zephyrine espresso grinder launches in October with a loyalty programme for baristas.\n' }],
      },
      null,
    )!;
    expect(answer.publishable?.body).toBe(
      // New subscribers have already joined: they are thanked for it, never "for your interest".
      "Hi {{first_name}},\n\nThank you for subscribing to Kestrel Coffee Tools.\n\nThe Zephyrine espresso grinder launches in October with a loyalty programme for baristas.\n\nHere's what happens next: [what they will get, and how often].\n\n**Get started:** [link]\n\nBest,\nThe Kestrel Coffee Tools team",
    );
    expect(answer.used).toContainEqual({ title: 'launch-plan.md', kind: 'document', id: 'd1' });
  });

  it('R-PROD-02 every email task writes from the document the request points at: launch, newsletter and promotion carry its statements', () => {
    const notes = '# Spring notes\n\nOur Harbour Street bakery opens a second oven on 3 April.\n\nSourdough classes start every Saturday morning from May.\n';
    const profile = { business_name: 'Fenwick Bakehouse', business_description: 'A neighbourhood bakery in Leith.' };
    const run = (message: string) =>
      catalogueAnswer('email-agent', { message, mode: 'normal', profile, brandVoice: '', spaceName: 'Fenwick', referenced: [{ kind: 'document', id: 'n1', title: 'spring-notes.md', text: notes }] }, null)!;
    for (const message of ['Write a launch email for our sourdough classes using spring-notes.md.', 'Write our monthly newsletter from spring-notes.md.', 'Write a promotion email: 10% off loaves with code SPRING10 until Sunday.']) {
      const answer = run(message);
      expect(answer.field, message).toContain('Our Harbour Street bakery opens a second oven on 3 April.');
      expect(answer.field, message).toContain('Sourdough classes start every Saturday morning from May.');
      expect(answer.used, message).toContainEqual({ title: 'spring-notes.md', kind: 'document', id: 'n1' });
    }
  });
});

describe('R-PROD-02 a plain informative email (a notice, a change, an apology, a thank-you) says what happens, when and what the reader does, without selling', () => {
  it('R-PROD-02 a price change states the new price, the date, today\'s price from the price list and that nothing is needed, never a launch', () => {
    const answer = ask("Write an email to our customers telling them the Practice plan price goes up to $149/month on 1 March. They don't need to do anything.");
    expect(answer.field).toMatch(/The Practice plan price goes up to \$149\/month on 1 March\./);
    expect(answer.field).toMatch(/\$129\/month/);
    expect(answer.field).toMatch(/You don't need to do anything\./);
    expect(answer.field).not.toMatch(/Introducing|is here|What you get|free trial|See how it works/i);
    expect(answer.field).toMatch(/Talk soon, the ChairTime team/);
  });

  it('R-PROD-02 an apology for an outage says sorry for it, what happened, and leaves a marked blank for the fix it was not told', () => {
    const answer = ask("Email our customers to apologise for yesterday's outage: online booking was down for 3 hours.");
    expect(answer.field).toMatch(/Subject: Sorry about yesterday's outage/);
    expect(answer.field).toMatch(/Online booking: down for 3 hours\./);
    expect(answer.field).toMatch(/\[what you have fixed[^\]]*\]/);
    expect(answer.field).not.toMatch(/Introducing|What you get|Automatic SMS/);
  });

  it('R-PROD-02 an email of a kind no task names (a maintenance notice) is an informative note with the news from the request, not a launch email', () => {
    const answer = ask('Write a maintenance notice email: ChairTime will be offline on Sunday 9 March from 2am to 4am.');
    expect(answer.field).toMatch(/ChairTime: offline on Sunday 9 March from 2am to 4am\./);
    expect(answer.field).not.toMatch(/Introducing|is here|What you get|Try ChairTime/i);
    expect(answer.draft).toMatch(/^An informative email/);
  });

  it('R-PROD-02 a notice given as whole sentences says each as a labelled line, never pasting the request\'s sentence, and what to mention goes in as copy', () => {
    const request = 'Customer notice: the Dentrix sync is paused on Friday 14 March while we upgrade our servers. Online booking stays open as normal. Keep it short, and mention they can call the front desk line if anything looks wrong.';
    const answer = ask(request);
    expect(answer.field).toContain('The Dentrix sync: paused on Friday 14 March while we upgrade our servers.');
    expect(answer.field).toContain('Online booking: open as normal.');
    expect(answer.field).toContain('You can call the front desk line if anything looks wrong.');
    for (const said of request.split(/(?<=[.!?])\s+|:\s+/).filter((x) => x.split(' ').length >= 5)) expect(answer.field.toLowerCase()).not.toContain(said.replace(/[.]$/, '').toLowerCase());
  });

  it('R-PROD-02 a thank-you to people who did something thanks them for it', () => {
    const answer = ask('Write a thank-you email to practices who joined our beta.');
    expect(answer.field).toMatch(/Thank you for joining our beta/);
  });
});

describe('R-PROD-02 a shorter email keeps what it sells and its offer', () => {
  it('R-PROD-02 "shorter, under 60 words" keeps the product in the body, the discount, the code, the deadline and the call to action, within the limit', () => {
    const request = 'Write an email promoting the Practice plan to practice managers: 20% off the first month with code SPRING20 until March 31.';
    const first = ask(request);
    const ctx: AgentContext = { message: 'Make it shorter, under 60 words.', mode: 'chat', profile: PROFILE, brandVoice: VOICE, spaceName: 'ChairTime', referenced: [{ kind: 'document', id: 'doc-1', title: 'chairtime-one-pager.md', text: ONE_PAGER }], version: 1 };
    const shorter = catalogueAnswer('email-agent', ctx, { deliverable: first.field, brief: first.brief, request });
    const body = bodyOf(shorter.field ?? '');
    expect(words(shorter.field ?? '')).toBeLessThanOrEqual(60);
    expect(body.split('\n').filter((l) => !l.startsWith('**[')).join(' ')).toMatch(/Practice plan/);
    for (const kept of ['20% off the first month', 'SPRING20', 'March 31']) expect(body).toContain(kept);
    expect(ctaLinesOf(shorter.field ?? '')).toHaveLength(1);
  });
});

describe('R-PROD-02 an email rewrite names a claim it took out by its rule, never repeating it', () => {
  it('a draft that promises to cut headcount loses the claim, and the change list names it by its opening words only', () => {
    const voice = 'Tone: clear, practical\nAvoid: synergy\n- Never promise that ChairTime replaces front-desk staff or cuts headcount.\nSign-off: Talk soon, the ChairTime team';
    const answer = ask('Rewrite this outbound email so it sounds like us:\n\nHello, ChairTime fills empty chairs with synergy and will cut your headcount by 50%. Book a demo this week.', { voice, document: null });
    expect(answer.field).not.toMatch(/headcount/i);
    expect(answer.draft).not.toMatch(/headcount/i);
    expect(answer.draft).toContain('- Removed a claim your voice\'s rules forbid: the words that began "synergy and will…"');
  });
});

describe('R-PROD-02 a follow-up to a rewrite revises it', () => {
  it('"another angle: lead with the waitlist" rebuilds the draft around the waitlist from the facts, keeps its ask, and is not the same rewrite again', () => {
    const request = 'Rewrite this outbound email so it sounds like us:\n\nDear Sir/Madam, ChairTime is a best-in-class solution that will leverage synergies across your front desk. Book a demo at your earliest convenience.';
    const first = ask(request, { voice: 'Tone: clear\nAvoid: synergy, leverage\nSign-off: Talk soon, the ChairTime team' });
    const ctx: AgentContext = { message: 'Another angle: lead with the waitlist.', mode: 'chat', profile: PROFILE, brandVoice: 'Tone: clear\nAvoid: synergy, leverage\nSign-off: Talk soon, the ChairTime team', spaceName: 'ChairTime', referenced: [{ kind: 'document', id: 'doc-1', title: 'chairtime-one-pager.md', text: ONE_PAGER }], version: 1 };
    const again = catalogueAnswer('email-agent', ctx, { deliverable: first.field, brief: first.brief, request });
    const lines = (again.field ?? '').split('\n').filter((l) => l.trim());
    expect(lines[1]).toMatch(/waitlist/i);
    expect(again.field).toContain('Book a demo at your earliest convenience.');
    const before = new Set(first.field.split(/\n+|(?<=[.!?])\s+/).map((x) => x.trim()).filter((x) => x.split(' ').length >= 3));
    const now = (again.field ?? '').split(/\n+|(?<=[.!?])\s+/).map((x) => x.trim()).filter((x) => x.split(' ').length >= 3);
    expect(now.filter((x) => before.has(x)).length * 2).toBeLessThanOrEqual(now.length);
    expect(again.draft.match(/\*\*What changed\*\*/g)).toHaveLength(1);
  });
});

describe('R-PROD-02 a welcome or onboarding sequence for people who already joined thanks them and helps them start; a prospect sequence keeps its last call', () => {
  const CHARITY_VOICE = 'Tone: warm\nSign-off: With thanks, the Riverside team';
  const jobsOf = (field: string) => emailsOf(field).map((e) => e.split('\n')[0]!);
  /** The sentences of an email's body (greeting, call to action and sign-off aside), to find one said twice. */
  const sentencesOf = (email: string) =>
    bodyOf(email)
      .split('\n')
      .slice(1)
      .filter((l) => l.trim() && !l.startsWith('**[') && !/^(Talk soon|With thanks)/.test(l))
      .flatMap((l) => l.split(/(?<=[.!?])\s+/))
      .map((s) => s.replace(/^- /, '').trim())
      .filter((s) => s.split(/\s+/).length >= 4);
  const expectNoProspectShape = (field: string) => {
    expect(field).not.toMatch(/thanks for your interest/i);
    expect(field).not.toMatch(/last call|last reminder|ready when you are|shall we get you started|still interested/i);
    expect(jobsOf(field).join('\n')).not.toMatch(/Last call/);
  };
  const expectDistinct = (field: string) => {
    const seen = new Map<string, number>();
    emailsOf(field).forEach((email, i) => {
      for (const s of new Set(sentencesOf(email))) {
        expect(seen.get(s.toLowerCase()), `"${s}" in emails ${seen.get(s.toLowerCase())! + 1} and ${i + 1}`).toBeUndefined();
        seen.set(s.toLowerCase(), i);
      }
    });
  };

  it('R-PROD-02 emails timed one by one ("email 1 two days after the visit, email 2 a week after that, email 3 on day 25") go out on days 2, 9 and 25', () => {
    const request = 'Write a 3-email follow-up sequence for donors who visited the food bank open day but have not set up a monthly gift. Email 1 goes two days after the visit, email 2 a week after that, email 3 on day 25. Each under 120 words.';
    const emails = emailsOf(ask(request, { profile: CHARITY, voice: CHARITY_VOICE, document: CHARITY_REPORT }).field);
    expect(emails.map((e) => /\((day \d+)/.exec(e.split('\n')[0]!)?.[1])).toEqual(['day 2', 'day 9', 'day 25']);
  });

  it('R-PROD-02 new monthly donors get a thank-you with what happens next, what their gift does and a closing ask, on the days asked', () => {
    const request = 'Welcome sequence for new monthly donors: 3 emails over their first month (day 0, day 10 and day 30)';
    const answer = ask(request, { profile: CHARITY, voice: CHARITY_VOICE, document: CHARITY_REPORT });
    expect(answer.brief.task).toBe('email.nurture-sequence');
    const emails = emailsOf(answer.field);
    expect(emails).toHaveLength(3);
    expect(emails.map((e) => /\((day \d+)/.exec(e.split('\n')[0]!)?.[1])).toEqual(['day 0', 'day 10', 'day 30']);
    expectNoProspectShape(answer.field);
    // The first email thanks them for the gift they already give.
    expect(bodyOf(emails[0]!).split('\n\n')[1]).toMatch(/^(Thank you|Welcome)/);
    expect(emails[0]).toMatch(/monthly donor/);
    // What their gift does and the result, from the report, with its numbers.
    expect(answer.field).toContain('£25 a month feeds a family of four for a week each month');
    expect(answer.field).toContain('4,200 parcels');
    for (const email of emails) {
      expect(email).toMatch(/^Preview: \S/m);
      expect(ctaLinesOf(email)).toHaveLength(1);
      expect(bodyOf(email)).toMatch(/With thanks, the Riverside team$/);
    }
    expectDistinct(answer.field);
    // A regenerate is another order of jobs, not the same emails reworded.
    const again = ask(request, { profile: CHARITY, voice: CHARITY_VOICE, document: CHARITY_REPORT, version: 2 });
    expectNoProspectShape(again.field);
    expect(jobsOf(again.field)).not.toEqual(jobsOf(answer.field));
    expectDistinct(again.field);
  });

  it('R-PROD-02 onboarding emails for new customers welcome them, show how to get the most from it and the results, and end asking for something', () => {
    const answer = ask('Write 4 onboarding emails for new customers.');
    const emails = emailsOf(answer.field);
    expect(emails).toHaveLength(4);
    expectNoProspectShape(answer.field);
    expect(answer.draft.split('\n')[0]).toBe('Four onboarding emails about ChairTime for new customers.');
    expect(bodyOf(emails[0]!).split('\n\n')[1]).toMatch(/^(Thank you|Welcome)/);
    expect(answer.field).toContain('- A waitlist that offers a cancelled slot to the next patient within minutes');
    expect(answer.field).toContain('“We cut no-shows by 38% in 3 months.” — Dr. Ana Ruiz, Smile Dental, Austin');
    // A customer is not sold the trial again.
    expect(answer.field).not.toContain('14-day free trial');
    expectDistinct(answer.field);
    const again = ask('Write 4 onboarding emails for new customers.', { version: 2 });
    expectNoProspectShape(again.field);
    expect(jobsOf(again.field)).not.toEqual(jobsOf(answer.field));
  });

  it('R-PROD-02 people who just started their subscription, and new members, are thanked for what they did', () => {
    const started = ask('Write 3 emails for people who just started their subscription.', { profile: WINDOWS, voice: WINDOWS_VOICE, document: WINDOWS_PRICES });
    expectNoProspectShape(started.field);
    expect(started.field).toContain('Thank you for starting your subscription');
    const members = ask('Write a welcome series for new members.', { profile: WINDOWS, voice: WINDOWS_VOICE, document: WINDOWS_PRICES });
    expectNoProspectShape(members.field);
    expect(bodyOf(emailsOf(members.field)[0]!).split('\n\n')[1]).toMatch(/^(Thank you|Welcome)/);
  });

  it('R-PROD-02 a welcome for new members of a plan the price table lists says what their plan includes, not its price', () => {
    const answer = ask('Write a 3-email welcome sequence for new Weekly plan members.', { profile: WINDOWS, voice: WINDOWS_VOICE, document: WINDOWS_PRICES });
    const first = bodyOf(emailsOf(answer.field)[0]!);
    expect(first).toContain('Your Weekly plan includes windows cleaned inside and out every week, gutters cleared twice a year and frames and sills wiped.');
    expect(first).not.toContain('£24');
  });

  it('R-PROD-02 "an email to property managers about the Weekly plan" presents the plan, not a change notice with the change left blank', () => {
    const answer = ask('Write an email to property managers about the Weekly plan. Under 150 words.', { profile: WINDOWS, voice: WINDOWS_VOICE, document: WINDOWS_PRICES });
    expect(answer.field).not.toMatch(/A change to|\[the news/);
    expect(answer.field).toContain('£24 a month');
    expect(answer.field).toContain('Windows cleaned inside and out every week');
  });

  it('R-PROD-02 a newsletter on "the X, our new Y and a review from a client" has three stories, the review in the customer\'s words', () => {
    const doc = '# Studio news\n\n## Midweek deal\nTuesday and Wednesday before noon: two lessons for the price of one.\n\n| Bay | Price |\n|---|---|\n| Bay 4 | £30 an hour |\n\n## Review\n"Two lessons in and my swing finally makes sense." — Tom Reed, member since May\n';
    const answer = ask('Write a newsletter for April: the midweek deal, our new simulator Bay 4 and a review from a member.', { profile: { business_name: 'Fairway Golf Studio', website: 'https://fairway.example' }, document: doc, voice: 'Tone: friendly' });
    expect(answer.field).toContain('**The midweek deal**');
    expect(answer.field).toContain('**Our new simulator Bay 4**');
    expect(answer.field).toMatch(/\*\*A review from a member\*\*\n“Two lessons in and my swing finally makes sense\.” — Tom Reed/);
  });

  it('R-PROD-02 a lead-nurture sequence keeps its prospect shape: a welcome, the middle by need and a last call', () => {
    const answer = ask('Write a nurture sequence of 4 emails for people who downloaded our guide.');
    expect(jobsOf(answer.field)).toEqual(['1 of 4: Welcome (day 0, right away)', '2 of 4: Value (day 2)', '3 of 4: Proof (day 4)', '4 of 4: Last call (day 7)']);
    expect(answer.field).toContain("You downloaded our guide, so here's what happens next.");
    expect(answer.field).toContain('Subject: Ready when you are');
    expect(answer.draft.split('\n')[0]).toBe('Four nurture emails about ChairTime for people who downloaded our guide.');
    const trial = ask('Write a 3-email onboarding sequence for trial users who have not bought yet.');
    expect(jobsOf(trial.field)[2]).toBe('3 of 3: Last call (day 4)');
  });
});

describe('R-PROD-02 a reminder that a visit is due', () => {
  const profile = { business_name: 'Lenswell Opticians', website: 'https://lenswell.example', offer_differentiator: 'Every eye test includes a retinal photo at no extra cost.' };
  const prices = { kind: 'document' as const, id: 'd', title: 'prices.md', text: '# Prices\n\n| Service | Price |\n|---|---|\n| Private eye test | £25 |\n\n- NHS eye tests are free for children under 16, people over 60 and people with diabetes or glaucoma.\n- Book online at https://lenswell.example/book\n' };
  const ask = 'Write a reminder email to patients whose last eye test was more than two years ago. Subject line under 50 characters, body under 150 words, and point them to online booking. Mention who gets a free NHS test.';

  it('says how long it has been, who gets it free, what it costs and where to book; the 50 characters are the subject\'s alone', () => {
    const r = catalogueAnswer('email-agent', { message: ask, mode: 'normal', profile, brandVoice: 'Sign-off: See you soon, the Lenswell team', spaceName: 'Lenswell', referenced: [prices], version: 1 }, null)!;
    expect(r.brief.task).toBe('email.due-reminder');
    const email = r.field ?? '';
    expect(email).toContain("It's been more than two years since your last eye test");
    expect(email).toContain('NHS eye tests are free for children under 16, people over 60 and people with diabetes or glaucoma.');
    expect(email).toContain('Private eye test costs £25.');
    expect(email).toContain('(https://lenswell.example/book)');
    const subject = /^Subject: (.+?)\s*$/m.exec(email)![1]!;
    expect(subject.length).toBeLessThan(50);
    expect(r.draft).not.toMatch(/over the 49 you asked for|letting you know about a change/);
    // Each sentence once.
    const sentences = email.split(/(?<=[.!?])\s+/).filter((s) => s.split(' ').length >= 4);
    expect(new Set(sentences).size).toBe(sentences.length);
  });
});

describe('R-PROD-02 "two emails: one for X (say …), and one for Y, offering Z" is an email for each group, from its own words', () => {
  const request = 'I need two short emails, each under 100 words: one for practices whose trial ends in the next week (wish them luck with the switch, remind them to book onboarding), and one for practices that just upgraded, offering the Practice plan.';
  it('writes two emails, the first a good-luck note with the reminder, the second about the Practice plan, each within 100 words', () => {
    const answer = ask(request);
    const emails = emailsOf(answer.field);
    expect(emails).toHaveLength(2);
    expect(emails[0]).toMatch(/^1 of 2: For practices whose trial ends in the next week/);
    expect(bodyOf(emails[0]!)).toMatch(/good luck/i);
    expect(bodyOf(emails[0]!)).toMatch(/book onboarding/i);
    expect(bodyOf(emails[0]!)).not.toMatch(/\(wish them|\bthem\b.*\bluck\b/i);
    expect(emails[1]).toMatch(/^2 of 2: For practices that just upgraded, offering the Practice plan/);
    expect(bodyOf(emails[1]!)).toContain('Practice');
    for (const email of emails) expect(words(bodyOf(email))).toBeLessThanOrEqual(100);
  });
});

describe('R-PROD-02 a promotion for a product named with a number ("our 10-hour block"), aimed at a group', () => {
  it('is about the 10-hour block, quotes its price, and speaks to the group "Aim it at" names', () => {
    const prices = '# Prices\n\n| Lesson | Price |\n|---|---|\n| First lesson for new pupils | £25 |\n| 10-hour block (paid in advance) | £350 |\n';
    const answer = ask('Write a promotion email for our 10-hour block: £30 off with code BLOCK30 if they book by 30 April. Aim it at pupils who have had their first lesson but not booked more. Keep it under 160 words.', { document: prices, profile: { business_name: 'Kerbside Driving', offer_main: 'Driving lessons in Leeds', audience_problems: 'Nerves behind the wheel' } });
    expect(answer.brief.topic).toBe('our 10-hour block');
    expect(answer.brief.audience).toBe('pupils who have had their first lesson but not booked more');
    expect(answer.field).toMatch(/^Subject: £30 off our 10-hour block/m);
    expect(answer.field).toContain('£350');
    expect(bodyOf(answer.field)).toMatch(/^Hi \{\{first_name\}\},\n\nYou have had your first lesson/);
    expect(words(bodyOf(answer.field))).toBeLessThanOrEqual(160);
  });
});

describe('R-PROD-02 a sequence whose emails the request describes one by one', () => {
  it('"Email 1 goes the day they book (what to bring: …). Email 3 goes a week later and suggests the Practice plan." is followed email by email', () => {
    const answer = ask('Write a 3-email welcome sequence for new practices who have just booked their onboarding call. Email 1 goes the day they book (what to bring: a list of your chairs, your practice software login). Email 2 goes the day after the call. Email 3 goes a week later and suggests the Practice plan.');
    const emails = emailsOf(answer.field);
    expect(emails).toHaveLength(3);
    expect(emails[0]).toMatch(/^1 of 3: [^\n]*\(The day they book\)/);
    expect(bodyOf(emails[0]!)).toContain('What to bring: a list of your chairs, your practice software login.');
    expect(emails[1]).toMatch(/^2 of 3: [^\n]*\(The day after the call\)/);
    expect(emails[2]).toMatch(/^3 of 3: [^\n]*\(A week later\)/);
    expect(bodyOf(emails[2]!)).toMatch(/Practice plan is \$129/);
  });
});

describe('R-PROD-02 a welcome sequence whose emails the request times and fills one by one in a single sentence', () => {
  it('is a welcome for people "booked on" a course, times each email as asked, answers "where we are" from the address, keeps the nudge to the email it is for, and reads no deadline from "before the first class"', () => {
    const profile = { business_name: 'Casa Lengua', business_description: 'Casa Lengua is a language school in Bristol.', website: 'https://casalengua.example' };
    const doc = '# Courses\n\nCasa Lengua, 14 Jamaica Street, Stokes Croft, Bristol BS2 8JP.\n\n| Course | Price | Format |\n| --- | --- | --- |\n| Evening group course | £245 | 10 weeks |\n| Summer intensive | £360 | 2 weeks |\n';
    const answer = ask('Can you draft a 3-email welcome sequence for complete beginners booked on the April evening course? Email 1 goes two days before the first class (what to bring, where we are), email 2 after week 1, email 3 after week 5 nudging them to think about the summer intensive.', { profile, voice: 'Sign-off: Hasta pronto', document: doc });
    const emails = emailsOf(answer.field);
    expect(emails).toHaveLength(3);
    expect(answer.draft.split('\n')[0]).toMatch(/^Three welcome emails/);
    expect(emails[0]).toMatch(/^1 of 3: [^\n]*\(Two days before the first class\)/);
    expect(emails[1]).toMatch(/^2 of 3: [^\n]*\(After week 1\)/);
    expect(emails[2]).toMatch(/^3 of 3: [^\n]*\(After week 5\)/);
    expect(bodyOf(emails[0]!)).toContain("You'll find us at Casa Lengua, 14 Jamaica Street, Stokes Croft, Bristol BS2 8JP.");
    expect(emails[2]).toContain('The summer intensive is £360.');
    expect(emails[0]).not.toMatch(/summer intensive/i);
    expect(answer.field).not.toMatch(/before the first\b(?! class)/);
  });
});

describe('R-PROD-02 a sequence given as "day 0 (…), day 2 (…), day 10 (…)"', () => {
  it('times each email by its day and covers each topic, answered from the facts or left as a marked blank', () => {
    const answer = ask('Write a 3-email welcome sequence for new practices who have just started their subscription: day 0 (what to expect and the pricing), day 2 (where to find the reminders), day 10 (how to get help). Each email under 100 words.');
    const emails = emailsOf(answer.field);
    expect(emails).toHaveLength(3);
    expect(emails[0]).toMatch(/^1 of 3: [^\n]*\(Day 0\)/);
    expect(emails[1]).toMatch(/^2 of 3: [^\n]*\(Day 2\)/);
    expect(emails[2]).toMatch(/^3 of 3: [^\n]*\(Day 10\)/);
    expect(bodyOf(emails[0]!)).toMatch(/\$49/);
    expect(bodyOf(emails[2]!)).toMatch(/How to get help: \[|help/i);
  });
});

describe('R-PROD-02 what an offer is on never chooses the kind of email', () => {
  it('"£15 off a follow-up treatment" for lapsed patients is an offer email, not a follow-up after a conversation', () => {
    const answer = ask('Write an email to practices we have not seen for 6 months or more: $20 off a follow-up setup call with code BACK20, valid until 30 April.');
    expect(answer.brief.task).not.toBe('email.follow-up');
    expect(answer.field).not.toMatch(/Thanks for the conversation|recap/i);
    expect(answer.field).toContain('BACK20');
  });
});

describe('R-PROD-02 "around 150 words" is a length to reach, and "use one of our reviews" puts one in', () => {
  it('an email asked at around 150 words comes near it from the facts, with a customer\'s words quoted and signed', () => {
    const reviews = `${ONE_PAGER}\n## More reviews\n- **Maya Chen**, practice manager: "We filled 30 cancelled slots in our first month." (Starter plan)\n`;
    const answer = ask('Write an email to practice managers at the Leeds dental network introducing the Practice plan. Use one of our customer reviews. Around 150 words.', { document: reviews });
    const body = bodyOf(answer.field);
    expect(words(body)).toBeGreaterThanOrEqual(110);
    expect(body).toMatch(/[“"][^”"]{10,}[”"] — (?:Dr\. Ana Ruiz|Maya Chen)/);
  });
});

describe('R-PROD-02 a note that lists what to tell the reader is information, not news of a change', () => {
  it('"the email practices get 7 days before their onboarding call. It needs the trial terms, the pricing, and a heads-up about the data import" says those things', () => {
    const answer = ask('Write the email practices get 7 days before their onboarding call. It needs the trial terms, the pricing, and a heads-up about the data import. Under 200 words.');
    expect(answer.field).not.toMatch(/let you know about a change|An update from/);
    expect(answer.field).toMatch(/^Subject: Before your onboarding call: what you need to know/m);
    expect(bodyOf(answer.field)).toContain('14-day free trial');
    expect(bodyOf(answer.field)).toMatch(/\$49/);
    expect(bodyOf(answer.field)).toContain('A heads-up about the data import: [');
  });
});

describe('R-PROD-02 an email asking people to stay on as their term ends is a renewal, not a notice with blanks', () => {
  const GYM = { business_name: 'Northside Climbing', business_description: 'Northside Climbing is a bouldering wall in Sheffield.', website: 'https://northside.example', tone_words: 'friendly, plain' };
  const PRICES = '# Memberships\n\n## Monthly membership\n\n- £42 a month, 12-month contract, then rolling monthly with one month\'s notice.\n- Classes and the sauna included; bring a friend free once a month.\n\n## Reviews\n\n## Jo Patel — member since 2023\n\n"I came for the bouldering and stayed for the people. The monthly membership paid for itself in my second month."\n';
  const renewal = (version = 1) =>
    ask('Members whose 12-month contract ends in March: write the email asking them to stay on at £42 a month. Remind them classes and the sauna are included. 150 words max.', { profile: GYM, document: PRICES, voice: 'Tone: friendly\nSign-off: See you on the wall, the Northside team', version });

  it('says when the term ends and what staying costs, what they keep, and what follows the term, from the price list', () => {
    const answer = renewal();
    expect(answer.brief.task).toBe('email.renewal');
    const body = bodyOf(answer.field);
    expect(body).toContain('Your 12-month contract ends in March. Stay on at £42 a month and nothing changes.');
    expect(body).toContain('Classes and the sauna stay included.');
    expect(body).toContain('Bring a friend free once a month.');
    expect(body).toContain("After that it's rolling monthly with one month's notice, so you can stop when you need to.");
    expect(body).toMatch(/“I came for the bouldering and stayed for the people\.[^”]*” – Jo Patel/);
    // No marked blank: a bracket is only a link's label.
    expect(answer.field).not.toMatch(/\[[^\]]*\](?!\()/);
    expect(words(body)).toBeLessThanOrEqual(150);
    expect(answer.draft.split('\n')[0]).toBe('An email to members asking them to stay on as their 12-month contract ends in March.');
  });

  it('a regenerate opens another way and moves the customer\'s words up', () => {
    const first = bodyOf(renewal(1).field);
    const again = bodyOf(renewal(2).field);
    expect(again.split('\n\n')[1]).not.toBe(first.split('\n\n')[1]);
    expect(again.indexOf('Jo Patel')).toBeLessThan(first.indexOf('Jo Patel'));
  });
});

describe('R-PROD-02 email agent: a cold email offers what the request says to offer, to the audience as it was narrowed', () => {
  it('"Offer the free workflow review … 3 subject lines of no more than 40 characters" asks to book it and keeps every subject within 40', () => {
    const answer = ask('Write a cold outreach email to practice managers at dental groups with 5 to 15 sites who have never heard of us. Offer the free workflow review and keep it under 120 words. Also give me 3 subject lines of no more than 40 characters each.');
    expect(answer.draft.split('\n')[0]).toContain('for practice managers at dental groups with 5 to 15 sites');
    expect(answer.field).toContain('Shall I book you a free workflow review? Just reply to this email.');
    const subjects = [...answer.field.matchAll(/^\d\. (.+)$/gm)].map((m) => m[1]!);
    expect(subjects).toHaveLength(3);
    for (const subject of subjects) expect(subject.length).toBeLessThanOrEqual(40);
    expect(answer.field).not.toMatch(/Quick question: is /);
  });
});

describe('R-PROD-02 email agent: text messages are texts, not an email', () => {
  const SALON = { business_name: 'Fringe Benefits', business_description: 'Fringe Benefits is a hair salon in Didsbury.', website: 'https://fringe-benefits.example', offer_main: 'Cuts, colour and blow-dries' };
  it('"2 SMS … each 160 characters or fewer, including the link" gives two texts within 160, with the sender, the code and the link, the last on the last day', () => {
    const answer = ask('Write 2 SMS messages to clients who have not booked since the summer about code AUTUMN20 for 20% off any colour, which ends on 31 October: one sent three days before it ends, one on the last day. Each must be 160 characters or fewer, including the link fringe-benefits.example/book.', { profile: SALON, document: null, voice: 'Tone: friendly' });
    expect(answer.brief.task).toBe('email.sms');
    const texts = [...answer.field.matchAll(/^\*\*Text \d\*\* .+\n\n(.+)$/gm)].map((m) => m[1]!);
    expect(texts).toHaveLength(2);
    for (const text of texts) {
      expect(text.length).toBeLessThanOrEqual(160);
      expect(text).toMatch(/^Fringe Benefits: /);
      expect(text).toContain('AUTUMN20');
      expect(text).toContain('fringe-benefits.example/book');
    }
    expect(texts[1]).toMatch(/last day/i);
    expect(answer.field).not.toMatch(/^Hi |Subject|\{\{first_name\}\}/m);
    expect(answer.draft).toContain('send the first three days before');
    const again = ask('Write 2 SMS messages to clients who have not booked since the summer about code AUTUMN20 for 20% off any colour, which ends on 31 October: one sent three days before it ends, one on the last day. Each must be 160 characters or fewer, including the link fringe-benefits.example/book.', { profile: SALON, document: null, voice: 'Tone: friendly', version: 2 });
    expect(again.field).not.toBe(answer.field);
  });
});

describe('R-PROD-02 email agent: a newsletter of "a short intro, then three sections on A, B and C" has those three sections', () => {
  const NURSERY = { business_name: 'Fernbank Garden Centre', business_description: 'Fernbank Garden Centre is a family garden centre in Stroud with a café.', website: 'https://fernbank.example', offer_main: 'Plants, compost, tools and a café' };
  const NEWS = '# Fernbank news\n\n## Café\n\nThe café now opens at 8am on weekdays and serves breakfast until 11am.\n\n## Hillside School garden\n\nHillside School planted a vegetable garden with Fernbank seedlings in 2025.\n\nPupils grew 140 kg of vegetables in the first summer.\n\nIts kitchen now serves the school\'s own salad twice a week.\n';
  it('drops the intro and "three sections on" from the headings, and tells a story\'s "its" sentence with its story', () => {
    const answer = ask('Draft the May newsletter, about 200 words: a short intro, then three sections on the new café opening hours, a tip on watering tomatoes in a heatwave, and the Hillside School garden result.', { profile: NURSERY, document: NEWS, voice: 'Tone: friendly' });
    const headings = [...answer.field.matchAll(/^\*\*([^*]+)\*\*$/gm)].map((m) => m[1]!);
    expect(headings.slice(0, 3)).toEqual(['The new café opening hours', 'A tip on watering tomatoes in a heatwave', 'The Hillside School garden result']);
    expect(answer.field).not.toMatch(/A short intro|Three sections on/i);
    expect(answer.field).not.toMatch(/^Its kitchen/m);
  });
});

describe('R-PROD-02 email agent: a story\'s "That was …" sentence is told after what it points back to', () => {
  const HALL = { business_name: 'Appleyard Hall', website: 'https://appleyard.example', offer_main: 'Midweek and Saturday weddings in a converted barn' };
  const STORY = "# A couple's story\n\nSam and Alex married on a Thursday in May 2025 with 70 guests. With the Midweek package their total came to £9,400. That was £3,100 less than the Saturday quote they had from another venue. They left a 5-star review.\n";
  it('never opens a line or a version on "That was £3,100 less…"', () => {
    for (const version of [1, 2, 3]) {
      const answer = ask('Write a promotion email about our Midweek weddings, under 150 words.', { profile: HALL, document: STORY, voice: 'Tone: warm', version });
      expect(answer.field).not.toMatch(/(?<!£9,400[.:] )that was £3,100 less/i);
    }
  });
});

describe('R-PROD-02 a dance school whose price guide names each class and its price in a heading', () => {
  const profile = { business_name: 'Step Up Dance School', website: 'https://stepup.example', audience_primary: 'Parents of children aged 3 to 11', tone_words: 'warm, lively' };
  const guide = `# Step Up Dance School: Price Guide 2026

All prices are per term and include VAT. Paid by card at the front desk.

## Classes

### Mini Movers: £60 a term
For ages 3 to 5.
- One 30-minute class a week
- A free taster class before you join

### Juniors: £85 a term
For ages 6 to 11.
- One 45-minute class a week
- Show costume hire

## Extras
- Private lessons: £30 an hour for the first child, then £20 an hour for each extra sibling.
`;
  const story = `# Case study: the Okafor family

## Before
- Three late-collection fees in 2024, £15 each: £45 in total.
- Two children at two different schools on the same evening.

## Results
- Both children now dance on the same evening, and the family saved 3 hours of driving a week.
`;
  const voice = 'Tone: warm\nEmails end with "Cheers," and then, on the next line, "Mel and the Step Up team".';

  it('quotes a class at its heading price with what is listed under it, and takes neither the guide\'s payment notes nor a family\'s story for what is included', () => {
    const answer = ask('Write a short email to parents of 3 to 5 year olds promoting Mini Movers.', { profile, document: guide, library: story, voice });
    const email = answer.field;
    expect(email).toContain('£60');
    expect(email).toMatch(/one 30-minute class a week/i);
    expect(email).not.toMatch(/All prices are per term|Paid by card|late-collection|£45|£15|different schools/);
    // An extra sibling's rate is part of the private lessons' price, never a plan of its own.
    expect(email).not.toMatch(/£20 a(?:n hour)?\.|costs £20/);
  });

  it('ends every email with both lines of a sign-off the voice gives as two quotations', () => {
    const email = ask('Write a short email to parents of 3 to 5 year olds promoting Mini Movers.', { profile, document: guide, voice }).field;
    expect(email).toMatch(/Cheers,\nMel and the Step Up team\s*$/);
  });

  it('writes a reminder from what is due after its colon, and leaves the reason, the tone and the don\'ts to the writer', () => {
    const request = "Parents keep forgetting to pay before half term. I want a reminder email that goes out on the 1st of every term: fees to us by the end of week 2, otherwise we can't hold the place. Warm but clear. Don't nag them.";
    const answer = ask(request, { profile, document: guide, voice });
    expect(answer.brief.task).toBe('email.informative');
    expect(answer.field).toMatch(/^Subject: Reminder/m);
    expect(answer.field).toContain("A quick reminder: fees to us by the end of week 2, otherwise we can't hold the place.");
    expect(answer.field).not.toMatch(/I want a reminder|Warm but clear|nag|keep forgetting|\[what readers need to do/i);
  });

  it('writes the newsletter as well as its subject lines when both are asked ("and the email itself"), without a bracketed aside as a section or the friend it is passed to as its reader', () => {
    const request = "March newsletter goes to our whole list (about 300, a mix of current families and people who came to a taster). Lead item is the spring showcase. I need 3 subject lines under 45 characters each, and the email itself. Ask families to pass it on to a friend.";
    const answer = ask(request, { profile, document: guide, voice });
    expect(answer.brief.deliverables.map((d) => d.noun)).toEqual(['subject line', 'email']);
    expect(answer.brief.audience ?? '').not.toMatch(/friend/);
    expect(answer.field).toMatch(/## 3 subject lines/);
    expect(answer.field).toMatch(/^Subject: .+/m);
    expect(answer.field).toMatch(/\*\*The spring showcase\*\*/);
    expect(answer.field).not.toMatch(/a mix of current families/i);
  });
});

describe('R-PROD-02 a deadline or a tax return is no sign of a due-again reminder or a win-back', () => {
  const profile = { business_name: 'Tally Bookkeeping', website: 'https://tally.example', offer_main: 'Bookkeeping and VAT returns for small builders' };

  it('a new client welcome email that says records are due by the 10th is a welcome email', () => {
    const answer = ask('New client welcome email please. It needs to say who their bookkeeper is and that records are due by the 10th of each month.', { profile, document: null });
    expect(answer.brief.task).toBe('email.nurture-sequence');
    expect(answer.field).toMatch(/^Subject: Welcome/m);
    expect(answer.field).not.toMatch(/appointment/i);
  });

  it('a reminder that the VAT return goes in by the 7th is a reminder, never an email asking lapsed customers back', () => {
    const answer = ask("Write a reminder email: receipts to us by the 25th, otherwise we can't get the VAT return in by the 7th.", { profile, document: null });
    expect(answer.brief.task).toBe('email.informative');
    expect(answer.field).not.toMatch(/why you left|come back|miss you/i);
  });
});

describe('R-PROD-02 a follow-up email asked to "say what they get for the price"', () => {
  it('answers the question from the facts that speak of it, or leaves a marked blank, never the question pasted in as copy', () => {
    const profile = { business_name: 'Kiln & Kettle', website: 'https://kiln.example', offer_main: 'Pottery classes in Leamington' };
    const prices = '# Prices\n\n| Class | Price |\n|---|---|\n| Taster evening | £25 |\n| Six-week course | £150 |\n';
    const answer = ask('Follow-up email to companies that asked about team workshops but never booked. Under 120 words, say what they get for the price, and nudge them to book before the summer.', { profile, document: prices, voice: 'Tone: warm' });
    expect(answer.brief.task).toBe('email.follow-up');
    expect(answer.field).not.toMatch(/worth knowing:? what they get/i);
    expect(answer.field).toContain('[what they get for the price]');
  });
});

// A heating engineer's space: a price table with a column per kind of boiler, a cover plan priced per boiler under
// its own heading, and a customer guide with opening hours and what to do in an emergency.
const HEATING = {
  business_name: 'Emberline Heating',
  business_description: 'Emberline Heating services and repairs gas and oil boilers for homes around Kendal.',
  website: 'https://emberline.example',
  offer_main: 'Boiler servicing and repairs. Our cover plans spread the yearly service into a monthly payment and are what we most want to grow.',
  audience_primary: 'Homeowners with a gas or oil boiler',
};
const HEATING_PRICES = `# Emberline prices

## Servicing

| Job | Gas boiler | Oil boiler |
| --- | --- | --- |
| Annual boiler service | £85 | £110 |
| Breakdown call-out (first hour) | £95 | £95 |

## Cover plans

### Warm Home Plan — for homes with one boiler

- Gas boiler: £12 a month. Oil boiler: £15 a month.
- Includes: annual service, priority call-outs, parts up to £300 a year, and no call-out fee.
`;
const HEATING_GUIDE = `# Emberline customer guide

## Opening hours

- Monday to Friday: 7:30 to 18:00
- Saturday: 8:00 to 12:00

## In an emergency

If you smell gas, leave the house and call the National Gas Emergency line first. For a breakdown out of hours, call our usual number and the message gives the engineer on call.

## Our van

Look for the orange van with the flame on the side.
`;

describe('R-PROD-02 a heating engineer: a reminder series timed by the due date, a plan priced per boiler, a newsletter piece from the guide', () => {
  const voice = 'Tone: friendly, plain\nSign-off: Cheers, the Emberline team';

  it('"a 3-email service reminder sequence: one 4 weeks before the service is due, one in the week it\'s due, one 2 weeks after it\'s overdue" gives three reminders at those points, with the service\'s price for each boiler', () => {
    const answer = ask("I need a 3-email service reminder sequence: one 4 weeks before the service is due, one in the week it's due, one 2 weeks after it's overdue. Each under 120 words. The last one must not nag. Mention the service price (it's on our prices sheet).", { profile: HEATING, voice, document: HEATING_PRICES });
    expect(answer.brief.task).toBe('email.due-reminder');
    const emails = emailsOf(answer.field);
    expect(emails).toHaveLength(3);
    expect(emails[0]).toMatch(/^1 of 3: .*\(4 weeks before the service is due\)/);
    expect(emails[0]).toContain('Your service is due in 4 weeks');
    expect(emails[1]).toContain('Your service is due this week.');
    expect(emails[2]).toContain('Your service was due about 2 weeks ago.');
    for (const email of emails) {
      expect(email).toContain('£85 for a gas boiler, £110 for an oil boiler');
      expect(words(bodyOf(email))).toBeLessThanOrEqual(120);
    }
    expect(answer.field).not.toMatch(/Welcome|nurture/i);
  });

  it('a promotion for a plan whose heading names it prices it for each boiler and lists what it includes', () => {
    const answer = ask('Write an email to customers who had a service last year but have not joined the Warm Home Plan. Offer: the first month free with code WARM1 if they join by 30 November.', { profile: HEATING, voice, document: HEATING_PRICES });
    expect(answer.brief.audience).toBe('customers who had a service last year but have not joined the Warm Home Plan');
    expect(answer.field).toContain('£12 a month for a gas boiler, £15 a month for an oil boiler');
    expect(answer.field).toMatch(/- Priority call-outs/);
    expect(answer.field).not.toMatch(/\bares\b/);
  });

  it('a newsletter piece writes each piece of news, the opening hours from the guide\'s section and what to do in an emergency, and its regenerate pads nothing', () => {
    const request = "Newsletter piece for our whole customer list: we're now open Saturday mornings and Priya Shah has joined as our second engineer. Include the full opening hours and a short line on what to do in an emergency — all of that is in our customer guide. Around 150 words.";
    const answer = ask(request, { profile: HEATING, voice, document: HEATING_GUIDE, library: HEATING_PRICES });
    expect(answer.brief.task).toBe('email.newsletter');
    expect(answer.brief.audience).toBe('our whole customer list');
    expect(answer.field).toContain("We're now open Saturday mornings.");
    expect(answer.field).toContain('Priya Shah has joined as our second engineer.');
    expect(answer.field).toContain('Monday to Friday: 7:30 to 18:00. Saturday: 8:00 to 12:00.');
    expect(answer.field).toContain('If you smell gas, leave the house');
    expect(answer.field).not.toMatch(/\[two or three lines|all of that|short line on/i);
    const again = ask(request, { profile: HEATING, voice, document: HEATING_GUIDE, library: HEATING_PRICES, version: 2, earlier: [answer.field] });
    expect(again.field).toContain('Priya Shah has joined as our second engineer');
    expect(again.field).not.toMatch(/£85|£12 a month|What you get:/);
  });
});

describe('R-PROD-02 a round-planning app for window cleaners: a demo told first, the ask after it, and facts from a plan table', () => {
  const RR_PROFILE: Record<string, string> = {
    business_name: 'RoundRight',
    business_description: 'RoundRight is a round-planning app for window cleaners.',
    website: 'https://roundright.example',
    audience_primary: 'Owners of window cleaning firms with 1 to 10 vans',
    audience_problems: 'Paper diaries, missed cleans and customers who forget to pay',
    offer_main: "A round-planning app priced per van per month, on two plans, with a 30-day free trial and a one-off set-up fee. Cleaners see the day's round on their phone, customers get a text the day before, and the office takes card and bank payments, synced to FreeAgent, Xero or Sage Business Cloud Accounting.",
    offer_differentiator: 'Built only for window cleaners.',
    tone_words: 'friendly, plain',
  };
  const RR_PRICES = `# RoundRight: plans and prices

| Plan | Per van per month | What's in it |
|---|---|---|
| Solo | £9 | Round planner, text reminders the day before, card and bank payments, sync with FreeAgent, Xero or Sage Business Cloud Accounting |
| Team | £14 | Everything in Solo, plus staff logins and a shared diary |

## Included on every plan
- A customer portal where clients see their next clean.
- Route maps that work without signal.

## Free trial
30 days, no card needed.
`;
  const RR_VOICE = 'Tone: friendly, plain\nSentences: at most 18 words\nSign-off: Cheers, the RoundRight team';
  const rr = (message: string) => ask(message, { profile: RR_PROFILE, document: RR_PRICES, voice: RR_VOICE });

  it('writes the follow-up asked for after a paragraph of context, to the person named, answering the doubt with the prices', () => {
    const a = rr("Morning. Jo had a call yesterday with Sam Patel, who runs Sparkle Rounds in Derby. 3 vans, paper diaries the lads fill in every evening, and a payroll headache. Sam liked the offline maps, was a bit sniffy about price.\n\nCan you write Jo's follow-up email to Sam? Mention the free trial and keep it friendly. Suggest he starts the trial and runs it next to the diary for a couple of weeks.");
    expect(a.draft).not.toMatch(/can't help|outside what/i);
    expect(a.draft).toMatch(/^Hi Sam,/m);
    expect(a.draft).toContain('Glad you liked the offline maps.');
    expect(a.draft).toMatch(/worry about price\. .*£9 per van per month/);
    // Nothing of the salesperson's notes is said back to Sam as his own words, and no note on the writing becomes copy.
    expect(a.draft).not.toMatch(/You a |sniffy|keep it friendly|couple of weeks, carrying/);
    expect(a.draft).toMatch(/How about you start the trial and run it next to the diary/);
  });

  it('a code that waives the set-up fee on any plan is the offer, for the lapsed trials it names; whom readers book a call with is no audience, and "any plan" no subject', () => {
    const a = rr('Autumn offer email to lapsed trials (trial ended, never paid). Code AUTUMNVAN waives the set-up fee on any monthly plan if they join by 30 October. One CTA: book a 10-minute call with Jo or Dev.');
    expect(a.brief.offer.discount).toBe('the set-up fee waived');
    expect(a.brief.audience).toBe('lapsed trials');
    expect(a.brief.topic).toBeNull();
    expect(a.draft).toContain('Get the set-up fee waived with code AUTUMNVAN');
    expect(a.draft).not.toMatch(/\bfor Jo\b|Any monthly plan is/);
  });

  it('names the accounting tools in a sentence, never one tool alone as a sentence, and splits the profile only where a sentence stands on its own', () => {
    const a = rr('A 3-email nurture sequence for trial sign-ups who have not planned a round yet.');
    expect(a.draft).toContain('It works with FreeAgent, Xero and Sage Business Cloud Accounting.');
    expect(a.draft).not.toMatch(/^(?:Xero|FreeAgent)\.$/m);
    expect(a.draft).not.toMatch(/\. On two plans|\. Synced to|\. Payslips/);
  });
});

describe('R-PROD-02 subject lines for a newsletter whose lead story is a dated day', () => {
  it('"lead story is the open studio day on Saturday 3 May" leads with the day and its date, and the date stays whole', () => {
    const a = ask('5 subject lines for the May newsletter, lead story is open studio day on Saturday 3 May. Under 45 characters each.');
    expect(a.brief.topic).toBe('open studio day on Saturday 3 May');
    const lines = (a.field ?? '').split('\n').map((l) => /^\d\. (.+)$/.exec(l)?.[1]).filter(Boolean);
    expect(lines.slice(0, 3)).toEqual(['Open studio day: Saturday 3 May', 'Coming to open studio day on Saturday 3 May?', 'Saturday 3 May: open studio day']);
    expect(a.draft).not.toMatch(/Saturday 3\b(?! May)/);
  });
});

describe('R-PROD-02 an email the request asks to be signed by a named person', () => {
  it('"sign it from Mara, our practice lead" closes with the voice\'s closing word, her name and role, and the company, not the team', () => {
    const answer = ask('Write a win-back email to practices that cancelled last year. Sign it from Mara, our practice lead.');
    const close = bodyOf(answer.field).split('\n').slice(-3).join('\n');
    expect(close).toBe('Talk soon,\nMara, practice lead\nChairTime');
    expect(answer.field).not.toContain('the ChairTime team');
  });

  it('"signed by Tom Reyes" and "from our founder, Sam" sign every email of a sequence with that name', () => {
    const three = ask('A 3-email nurture sequence for practice managers who booked a demo, signed by Tom Reyes.');
    const emails = emailsOf(three.field);
    expect(emails).toHaveLength(3);
    for (const email of emails) expect(bodyOf(email)).toMatch(/Talk soon,\nTom Reyes\nChairTime$/);
    const founder = ask('Write a launch email for online booking, from our founder, Sam.');
    expect(bodyOf(founder.field)).toMatch(/Talk soon,\nSam, founder\nChairTime$/);
  });

  it('a person the email is to, or a sender not named, changes nothing', () => {
    expect(bodyOf(ask('Write a follow-up email to Priya Shah after her demo.').field)).not.toMatch(/Priya\nChairTime$/);
    expect(bodyOf(ask('Write a newsletter from the ChairTime team about online booking.').field)).toMatch(/Talk soon, the ChairTime team$/);
  });
});

/** A mobile knife-sharpening round that serves home cooks and restaurant kitchens: the next two blocks' space. */
const KEEN_EDGE = {
  business_name: 'Keen Edge',
  business_description: 'Keen Edge is a mobile knife-sharpening service that comes to your door.',
  website: 'https://keenedge.example',
  audience_primary: 'Home cooks in Calderdale, and restaurant kitchens',
  offer_main: 'Knife sharpening at your door',
  tone_words: 'friendly, plain',
};
const KEEN_EDGE_VOICE = 'Tone: friendly, plain\nSentences: at most 20 words\nSign-off: Stay sharp, the Keen Edge team';

describe('R-PROD-02 a knife-sharpening round that serves home cooks and restaurant kitchens: a customer story fits whom the email is for', () => {
  const profile = KEEN_EDGE;
  const kitchen = '"Our line cooks used to lose ten minutes a shift to blunt knives. Since the fortnightly visits began, prep time fell by 15%." — Omar Haddad, Head Chef, The Copper Pan';
  const home = '"All six of my knives came back sharper than new, for £24." — Ruth Adebayo, Hebden Bridge';
  const doc = (stories: string[]) => `# Keen Edge price list\n\n## Prices\n- Kitchen knife: £4 each\n- Restaurant round: £60 a visit for up to 30 knives\n\n## What customers say\n${stories.map((s) => `- ${s}`).join('\n')}\n`;
  const voice = KEEN_EDGE_VOICE;

  it('a win-back to home cooks tells the home cook\'s story, never the restaurant\'s, in every version', () => {
    for (const version of [1, 2, 3, 4]) {
      const answer = ask("Write a win-back email to home cooks who haven't booked a sharpening in a year.", { profile, document: doc([kitchen, home]), voice, version });
      expect(answer.field, `version ${version}`).not.toMatch(/Copper Pan|Omar|line cooks|Head Chef|Restaurant round/);
      // Nor two customers' words run together in one paragraph.
      expect(answer.field).not.toMatch(/” — [^\n]*“/);
    }
  });

  it('with only a restaurant\'s story, an email to home cooks tells no story rather than the wrong one, and one to restaurant owners tells it', () => {
    for (const version of [1, 2, 3, 4]) {
      const answer = ask("Write a win-back email to home cooks who haven't booked a sharpening in a year.", { profile, document: doc([kitchen]), voice, version });
      expect(answer.field, `version ${version}`).not.toMatch(/Copper Pan|Omar|line cooks/);
    }
    const kitchens = [1, 2, 3, 4].map((version) => ask('Write a win-back email to restaurant owners who stopped the fortnightly round.', { profile, document: doc([kitchen]), voice, version }).field);
    expect(kitchens.some((field) => /Copper Pan|Omar Haddad/.test(field))).toBe(true);
  });
});

describe('R-PROD-02 a campaign of emails whose jobs the request lists: announce, remind, last call', () => {
  const profile = { ...KEEN_EDGE, audience_primary: 'Home cooks in Calderdale' };
  const voice = KEEN_EDGE_VOICE;
  const doc = '# Prices\n\n- Kitchen knife: £4 each\n- Serrated knife: £6 each\n';
  const jobs = (field: string) => [...field.matchAll(/^### Email \d of \d: ([^(]+?) \(/gm)].map((m) => m[1]);

  it('"3 emails: one announcing it, one reminder a week later, one last-chance on the final weekend" writes those three, about what is being run, and none pastes the list', () => {
    const answer = ask("We're running a spring sharpening push. Write 3 emails: one announcing it, one reminder a week later, one last-chance on the final weekend.", { profile, voice, document: doc });
    expect(jobs(answer.field)).toEqual(['Announcement', 'Reminder', 'Last chance']);
    expect(answer.field).toMatch(/spring sharpening/i);
    expect(answer.field).not.toMatch(/one announcing it|final weekend|What's due|push/i);
    expect(emailsOf(answer.field).every((email) => /\*\*\[[^\]]+\]\(https:\/\/keenedge\.example\)\*\*/.test(email))).toBe(true);
  });

  it('with an offer, the reminder and the last call carry it and its end date, and no email asks for a code there is none of', () => {
    const answer = ask('Write 3 emails for our spring offer (15% off every knife until 30 April): an announcement, a mid-point nudge and a last-chance email.', { profile, voice, document: doc });
    expect(jobs(answer.field)).toEqual(['Announcement', 'Reminder', 'Last chance']);
    const [, reminder, last] = emailsOf(answer.field);
    expect(reminder).toMatch(/Subject: Reminder: 15% off/);
    expect(last).toMatch(/Subject: Ends 30 April: 15% off/);
    for (const email of emailsOf(answer.field)) {
      expect(email).toMatch(/15% off/);
      expect(email).toMatch(/^Preview: \S/m);
      expect(email).not.toMatch(/\bcode\b/i);
    }
    expect(JSON.stringify(answer.steps)).toMatch(/Understood: 3 emails/);
    expect(JSON.stringify(answer.steps)).not.toMatch(/announcement/);
  });
});

describe('R-PROD-02 an escape-room venue: the email asked in parts, an after-visit pair, and packages priced under their heading', () => {
  const profile = {
    business_name: 'Cipher Rooms',
    business_description: 'Cipher Rooms runs three escape rooms in Derby for friends, families and work teams.',
    website: 'https://cipherrooms.example',
    audience_primary: 'Groups of friends and HR managers planning team days',
    tone_words: 'playful, plain',
  };
  const voice = 'Tone: playful, plain\nSentences: at most 20 words\nSign-off: See you inside, the Cipher team';
  const prices = '# Cipher Rooms: prices and packages\n\n| Room | Price |\n|---|---|\n| The Vault | £20 per player |\n| Ward 13 | £22 per player |\n\n## Team packages\n| Package | Price | Includes |\n|---|---|---|\n| Team Crack | £480 | Up to 15 players, two rooms, results board |\n| Team Crack Plus | £690 | Everything in Team Crack, plus lunch |\n';

  it('"3 subject lines, a preview line and the body" writes the email with three subject options and a preview, not the subject lines alone', () => {
    const answer = ask('Give me 3 subject lines, a preview line and the body for an email to HR managers about our team-building packages.', { profile, voice, document: prices });
    expect(answer.field).toMatch(/Subject options:\n1\. .+\n2\. .+\n3\. .+/);
    expect(answer.field).toMatch(/^Preview: \S/m);
    expect(answer.field).toMatch(/^Hi \{\{first_name\}\},/m);
    // About the packages the price list sells under its 'Team packages' heading, at their prices; not a notice of a change.
    expect(answer.field).toMatch(/Team Crack £480/);
    expect(answer.field).not.toMatch(/The Vault|£20 per player|A change to/);
    expect(answer.field).toMatch(/here are our team-building packages/i);
  });

  it('"a thank-you the next day and a review request a week later" writes those two, sent on day 1 and day 8', () => {
    const answer = ask('Write a 2-email sequence for people who booked a room for a birthday: a thank-you the next day and a review request a week later.', { profile, voice, document: prices });
    expect([...answer.field.matchAll(/^### Email \d of 2: (.+)$/gm)].map((m) => m[1])).toEqual(['Thank you (day 1)', 'Review request (day 8)']);
    const [thanks, review] = emailsOf(answer.field);
    expect(thanks).toMatch(/Thank you for choosing Cipher Rooms/);
    expect(review).toMatch(/\[Leave a review\]/);
    expect(answer.field).not.toMatch(/Welcome|Last call|£\d/);
  });
});

describe('R-PROD-02 a thank-you that also asks the reader something', () => {
  it('"thanking her for the review and asking if she\'d book again for their Christmas party" thanks her, then asks her, never pastes the request', () => {
    const answer = ask("Write a short email to Priya at Smile Dental thanking her for the review and asking if she'd book again for their Christmas party.");
    const body = bodyOf(answer.field);
    expect(body).toMatch(/^Hi Priya,/);
    expect(body).toContain('Thank you for the review.');
    expect(body).toContain('Would you like to book again for your Christmas party?');
    expect(answer.field).not.toMatch(/asking if she'd|and asking/);
  });
});

describe('R-PROD-02 an email announcing that something people know is back', () => {
  it('"announcing the Sunset Paddle is back for summer" says it is back, never "Introducing" or "New from"', () => {
    const answer = ask('Email to our list announcing the Sunset Paddle is back for summer. Under 120 words.', { document: '# Trips\n\n| Trip | Price |\n|---|---|\n| Sunset Paddle | £48 per person |\n' });
    expect(answer.field).toMatch(/^Subject: The Sunset Paddle is back for summer/m);
    expect(bodyOf(answer.field)).toMatch(/The Sunset Paddle is back for summer\./);
    expect(answer.field).not.toMatch(/Introducing|New from|is here/);
  });
});

describe('R-PROD-02 an email about booking something, where the price list has a deposit', () => {
  it('"to school groups about booking a summer term kayak day" is about the kayak day, never a change notice, and never prices it at the deposit', () => {
    const answer = ask('Write an email to school groups about booking a summer term kayak day.', { document: '# Prices\n\n| Trip | Price |\n|---|---|\n| Harbour tour | £55 per person |\n\n## Booking terms\nDeposit of £20 per person to book.\n' });
    expect(answer.brief.topic).toBe('summer term kayak day');
    expect(answer.field).not.toMatch(/A change to|\[the news|costs £20|is £20|An offer on/);
    expect(answer.field).toMatch(/summer term kayak day/i);
  });
});

describe('R-PROD-02 Email agent: our own price rise, told as news, with what the request asks to mention', () => {
  const profile = { business_name: 'Stitchworks Alterations', offer_main: 'Clothing alterations and repairs', audience_primary: 'Busy professionals in the city centre' };
  const prices = '# Prices\n\n- Trouser hem: £14\n- Loyalty card: Members pay £5 a year and get every sixth hem free\n';

  it('"We are raising the trouser hem price from £14 to £16 on 1 May … mention the loyalty card" is a notice of the change with the card from the facts, not a promotion', () => {
    const r = ask("We are raising the trouser hem price from £14 to £16 on 1 May. Write the email telling customers, and mention the loyalty card.", { profile, document: prices, voice: 'Plain and friendly. Sentences under 18 words.' });
    expect(r.field).toContain("We're raising the trouser hem price from £14 to £16 on 1 May.");
    expect(r.field).toMatch(/^Subject: A change to the trouser hem price/m);
    expect(r.field).toContain('Loyalty card costs £5 a year, and you get every sixth hem free.');
    expect(r.field).not.toMatch(/\boffer\b|Claim|The loyalty card\.$/m);
  });
});

describe('R-PROD-02 Email agent: a referral email asks readers to bring a friend, with the reward for each', () => {
  it('"bring a friend and you both get a free hem" says how it works and what both get, not a promotion of the offer', () => {
    const profile = { business_name: 'Stitchworks Alterations', offer_main: 'Clothing alterations and repairs', offer_differentiator: 'Every garment is fitted on you by a trained tailor' };
    const r = ask('Write a referral email to our regulars: bring a friend and you both get a free trouser hem.', { profile, document: null, voice: 'Plain and friendly.' });
    expect(r.brief.task).toBe('email.referral');
    expect(r.field).toMatch(/^Subject: .*free trouser hem/m);
    expect(r.field).toContain('- Tell a friend about Stitchworks Alterations.');
    expect(r.field).toContain('- You both get a free trouser hem.');
    expect(r.field).not.toMatch(/here's an offer|Claim/i);
  });
});

describe('R-PROD-02 Email agent: "invite our newsletter list to the open evening" is an invitation, not a newsletter', () => {
  it('invites to the evening with its date and its time range', () => {
    const profile = { business_name: 'Stitchworks Alterations', offer_main: 'Clothing alterations and repairs' };
    const r = ask('Invite our newsletter list to the summer open evening on 3 July, 5-8pm, with free tea and 10% off all repairs on the night.', { profile, document: null, voice: 'Plain and friendly.' });
    expect(r.brief.task).toBe('email.event-invitation');
    expect(r.field).toContain('- **When:** 3 July, 5-8pm');
    expect(r.field).not.toMatch(/What's new|\[this month's news\]/);
  });
});

describe('R-PROD-02 Email agent: a reminder to book says what is booked and how', () => {
  it('"Remind clients to book Christmas alterations before 1 December" adds the facts of the thing booked and a button to book', () => {
    const profile = { business_name: 'Stitchworks Alterations', offer_main: 'Clothing alterations and repairs', website: 'https://stitchworks.example' };
    const prices = '# Prices\n\n- Trouser hem: £14\n- Party alterations: from £25, done in 3 working days\n';
    const r = ask('Remind clients to book Christmas party alterations before 1 December. Keep it under 100 words.', { profile, document: prices, voice: 'Plain and friendly.' });
    expect(r.field).toContain('book Christmas party alterations before 1 December');
    expect(r.field).toMatch(/Party alterations costs from £25/);
    expect(r.field).toMatch(/\*\*\[Book[^\]]*\]\(https:\/\/stitchworks\.example\)\*\*/);
  });
});

describe('R-PROD-02 Email agent: a launch says when it starts, in agreement with what launches', () => {
  it('"announcing our new sofa repairs … starting 1 March" reads "are here" and "They start on 1 March"', () => {
    const profile = { business_name: 'Stitchworks Alterations', offer_main: 'Clothing alterations and repairs', offer_differentiator: 'Every garment is fitted on you by a trained tailor' };
    const r = ask('Email to our clients announcing our new sofa repairs: from £60 a cushion, starting 1 March.', { profile, document: null, voice: 'Plain and friendly.', version: 1 });
    expect(r.brief.task).toBe('email.launch');
    const all = [1, 2, 3, 4].map((v) => ask('Email to our clients announcing our new sofa repairs: from £60 a cushion, starting 1 March.', { profile, document: null, voice: 'Plain and friendly.', version: v }).field).join('\n');
    expect(all).not.toMatch(/sofa repairs is\b/i);
    expect(all).toMatch(/[Oo]ur new sofa repairs are here\. They start on 1 March\./);
  });
});

describe('R-PROD-02 Email agent: a pre-arrival email finds what it needs in the facts by meaning, not exact words', () => {
  it('"arrival and leaving times … what the BBQ costs" is answered by "Arrive from 4pm, leave by 10am" and the one BBQ row, with no blanks', () => {
    const profile = { business_name: 'Harbourside Cottages', offer_main: 'Self-catering holiday cottages by the harbour' };
    const doc = '# Stays and extras\n\n- Cottage for 4: £140 a night\n- BBQ hire: £15 a stay including the first bag of charcoal. Extra charcoal £5 a bag.\n\n## House rules\n\n- Arrive from 4pm, leave by 10am. Quiet from 10pm.\n';
    const r = ask('Write the pre-arrival email that goes out 7 days before guests come. It needs arrival and leaving times, quiet hours and what the BBQ costs.', { profile, document: doc, voice: 'Warm and plain.' });
    expect(r.field).toContain('Arrive from 4pm, leave by 10am');
    expect(r.field).toMatch(/BBQ hire costs £15 a stay/);
    expect(r.field).not.toMatch(/Extra charcoal\b[^.]*£15|\[arrival/i);
  });
});

describe('R-PROD-02 email: a promotion on one service, with a minimum and a booking deadline', () => {
  const profile = { business_name: 'Freshpile Carpet Care', business_description: 'Carpet and upholstery cleaning for homes in Swindon.', website: 'https://freshpile.example' };
  const prices = '# Prices\n\n- Stair carpet cleaning: £60 a flight\n- Room carpet cleaning: £45 a room\n';
  const request = 'Email our regulars: 15% off stair carpet cleaning with code STAIRS15, minimum two rooms booked with it, book by 31 March. Under 150 words.';
  const answer = ask(request, { profile, document: prices, voice: 'Tone: friendly\nSign-off: The Freshpile team' });

  it('promotes the service the discount is on, not the company', () => {
    expect(answer.field).toMatch(/^Subject: 15% off stair carpet cleaning\s*$/m);
    expect(answer.field).not.toMatch(/offer on Freshpile/);
  });

  it('says the minimum as a term, without the deadline clause\'s "book" hanging off it', () => {
    expect(answer.field).toContain('- Minimum two rooms booked with it.');
    expect(answer.field).not.toMatch(/,\s*book\.?$/m);
  });

  it('works out what the service costs with the code from its listed price', () => {
    expect(answer.field).toContain("With the code, that's £51 a flight instead of £60.");
  });
});

describe('R-PROD-02 a newsletter whose colon lists what it holds', () => {
  const profile = { business_name: 'Larkfield Garden Centre', website: 'https://larkfield.example' };
  const doc = '# Notes\n\n- Compost: £6 a bag\n\n> "Best plants in the county and staff who know their stuff." — Moira T., Ledbury\n';
  const answer = ask("Write a newsletter for January: our winter opening hours (open 9 to 4, closed Mondays), a reminder that the seed swap is on 18 Jan, and Moira's review.", { profile, document: doc, voice: 'Tone: friendly' });

  it('is a newsletter, not a reminder email, with the bracket said as the story and the review in her words', () => {
    expect(answer.brief.task).toBe('email.newsletter');
    expect(answer.field).toContain('**Our winter opening hours**\nOpen 9 to 4, closed Mondays.');
    expect(answer.field).toContain('“Best plants in the county and staff who know their stuff.” — Moira T., Ledbury');
    expect(answer.field).not.toMatch(/\[two or three lines/);
  });
});

describe('R-PROD-02 Email agent: a welcome email told what to bring, what to explain and what to mention says all three', () => {
  const GROOMER = '# Prices and policies\n\n- Full groom, small dog: £45\n- Loyalty card: every sixth groom is free.\n- Please give at least 24 hours\' notice to cancel or move a groom, or the full price is charged.\n';
  it('lists what to bring to the reader, explains the rule from the policy and mentions the loyalty card, with no blanks for what the request gave', () => {
    const answer = ask("Write a welcome email to a new client who's just booked their first groom. Tell them what to bring (vaccination card, treats if their dog has a favourite), explain the 24-hour cancellation rule, and gently mention the loyalty card.", { profile: { business_name: 'Fluff & Tumble', offer_main: 'Dog grooming in Harrogate' }, document: GROOMER, voice: 'Tone: warm\nSign-off: See you soon, Fluff & Tumble' });
    expect(answer.field).toMatch(/Bring your vaccination card\./);
    expect(answer.field).toMatch(/treats if your dog has a favourite/i);
    expect(answer.field).toContain("at least 24 hours' notice");
    expect(answer.field).toMatch(/every sixth groom is free/i);
    expect(answer.field).not.toMatch(/: the details\]|need you\b/);
    // What the request lists is the email: the price list is not pasted in beside it.
    expect(answer.field).not.toContain('Full groom, small dog: £45');
  });
});
