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

function ask(message: string, options: { version?: number; profile?: Record<string, string>; document?: string | null; voice?: string } = {}) {
  const ctx: AgentContext = {
    message,
    mode: 'chat',
    profile: options.profile ?? PROFILE,
    brandVoice: options.voice ?? VOICE,
    spaceName: 'ChairTime',
    referenced: options.document === null ? [] : [{ kind: 'document', id: 'doc-1', title: 'chairtime-one-pager.md', text: options.document ?? ONE_PAGER }],
    version: options.version ?? 1,
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

describe('R-PROD-02 the Email agent does the email task asked, from the space facts', () => {
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
    expect(promotion.field).toContain('Subject: 20% off the first month with code SPRING20');
    expect(promotion.field).toContain("Here's an offer on ChairTime. Get 20% off the first month with code SPRING20. It's valid until March 31.");
    expect(ctaLinesOf(promotion.field)).toEqual(['**[Claim 20% off the first month](https://chairtime.example/spring)** with code SPRING20, until March 31']);
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
      "Hi {{first_name}},\n\nThanks for your interest in Kestrel Coffee Tools. Here's what happens next.\n\nThe Zephyrine espresso grinder launches in October with a loyalty programme for baristas.\n\n**Take a first look:** [link]\n\nBest,\nThe Kestrel Coffee Tools team",
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
