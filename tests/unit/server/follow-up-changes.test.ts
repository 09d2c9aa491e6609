import { describe, expect, it } from 'vitest';
import { ask, given } from '../../support/picture-framer-space.ts';

/**
 * Follow-ups that ask for changes the way people send them: several in one message, a call to action by phone,
 * more like one of the list, the same for another platform, the answer in another shape for a colleague. Each goes
 * through the function the server runs for an offline run, on a previous answer written by hand so the test knows
 * what is changed. The space is a picture framer the engine's wordings were not written for.
 */
/** A CMO's call between two moves, as the chat's previous answer. */
const referralCall = () =>
  given('cmo', 'Should we spend next month on newspaper ads or a referral card?', `**Decision:** Run the referral card, not newspaper ads.\n\n## Why\n- Your profile says the best customers come from word of mouth.\n\n## This month\n1. Print 200 referral cards and hand one out with every finished frame.\n2. Count the cards that come back each week.`);

const words = (text: string) => text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;

const SERIES = `### Email 1 of 3: Welcome (day 0)

Subject: Welcome to Mitre & Glass
Preview: What happens next.

Hi {{first_name}},

Thank you for ordering your first frame with us. Every frame is cut and joined by hand in our own workshop.

**[See your order](https://mitreandglass.example)**

With care, the Mitre & Glass team

---

### Email 2 of 3: Caring for your frame (day 5)

Subject: Looking after your new frame
Preview: Three small things that keep it looking right.

Hi {{first_name}},

Your frame is nearly ready. Hang it away from direct sunlight, and keep it off damp walls. Dust the glass with a dry cloth, never a spray. Conservation glass keeps the colours of a print true for years, and we can upgrade any frame we made.

**[Read the care guide](https://mitreandglass.example)**

With care, the Mitre & Glass team

---

### Email 3 of 3: A quick question (day 12)

Subject: How does it look on the wall?
Preview: One question.

Hi {{first_name}},

We'd love to see it hanging. Reply with a photo, or tell us what we could do better.

With care, the Mitre & Glass team`;

const RADIO = `**30-second radio ad · single voice**

[MUSIC: light, warm bed in under the voice]

**VO:** Every frame at Mitre & Glass is cut and joined by hand in our own workshop.

**VO:** Bespoke frames up to A3 are £85, ready in 10 days.

**VO:** Learn more at mitreandglass.example. Again, that's mitreandglass.example.

[MUSIC: resolves and out]`;

describe('R-PROD-02 a follow-up with several changes makes each of them', () => {
  it('"Make email 2 shorter and have it mention the free parking" shortens email 2, adds the parking to it, and leaves the others', () => {
    const answer = ask('email-agent', 'Make email 2 shorter and have it mention the free parking.', given('email-agent', 'Write a 3-email welcome series for new framing customers.', SERIES));
    const [one, two, three] = answer.field!.split(/\n---\n/);
    const [wasOne, wasTwo, wasThree] = SERIES.split(/\n---\n/);
    expect(two).toContain('Parking: free for 2 hours in the Valley Road car park, 50 metres from the shop.');
    expect(words(two!.replace(/Parking:.*\n?/, ''))).toBeLessThan(words(wasTwo!));
    expect(one!.trim()).toBe(wasOne!.trim());
    expect(three!.trim()).toBe(wasThree!.trim().replace(/\n\n$/, ''));
    expect(answer.draft).toMatch(/^Here is the previous answer with the 2 changes asked:\n1\. "Make email 2 shorter": Email 2, cut to \d+ words\.\n2\. "have it mention the free parking": Email 2, with a line on the free parking added\./);
  });

  it('"You forgot how to book. Add that they can call or book online, and cut it to under 60 words" does both', () => {
    const email = SERIES.split(/\n---\n/)[1]!.trim().replace(/^### .*\n\n/, '');
    const answer = ask('email-agent', 'You forgot how to book. Add that they can call us or book online, and cut it to under 60 words.', given('email-agent', 'Write an email to customers about caring for their new frame.', email));
    expect(answer.field).toContain('You can call us or book online.');
    expect(words(answer.field!)).toBeLessThan(60);
    expect(answer.draft).toContain('Here is the previous answer with the 2 changes asked:');
  });

  it('"Change the call to action to phoning us, and drop the website" asks for a call with the number from the documents, read twice on air', () => {
    const answer = ask('creative-agent', 'Change the call to action to phoning us, and drop the website.', given('creative-agent', 'Write a 30-second radio script for our bespoke framing.', RADIO));
    expect(answer.field).toContain("**VO:** Call us on 01422 555019. Again, that's 01422 555019.");
    expect(answer.field).not.toContain('mitreandglass.example');
    expect(answer.field).toContain('**VO:** Bespoke frames up to A3 are £85, ready in 10 days.');
    expect(answer.draft).toContain('1. "Change the call to action to phoning us": With the call to action changed to "Call us on 01422 555019".');
    expect(answer.draft).toContain('2. "drop the website": nothing to change. The previous answer has no web address or link to take out.');
  });

  it('a change it cannot make offline is said for that change, while the other is made', () => {
    const caption = 'Hand-cut frames for your prints ✨🖼️\n\nEvery frame is joined in our own workshop.\n\nLearn more: link in bio.';
    const answer = ask('creative-agent', 'Remove the emojis and make it rhyme.', given('creative-agent', 'Write an Instagram caption about our hand-cut frames.', caption));
    expect(answer.field).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(answer.field).toContain('Hand-cut frames for your prints');
    expect(answer.draft).toMatch(/^Here is the previous answer with 1 of the 2 changes asked made:/);
    expect(answer.draft).toContain('2. "make it rhyme": not made. I could not make that change offline');
  });
});

describe('R-PROD-02 follow-ups that pick, re-aim or reshape the previous answer', () => {
  it('"3 more like the second one" gives three new lines, the ones closest to that line first, none repeated', () => {
    const list = '1. Framed by hand in Hebden Bridge\n2. Your prints, framed to last\n3. Conservation glass, true colours';
    const answer = ask('creative-agent', 'Give me 3 more like the second one.', given('creative-agent', 'Write 3 taglines for our framing workshop.', list));
    const lines = answer.field!.split('\n').filter((l) => /^\d+\.\s/.test(l));
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(list).not.toContain(line.replace(/^\d+\.\s+/, ''));
    expect(answer.draft).toContain('3 more like number 2 ("Your prints, framed to last")');
  });

  it('"Now the same for Facebook, with no hashtags" writes a Facebook post on the same subject without hashtags', () => {
    const first = ask('creative-agent', 'Instagram post about our conservation glass upgrade, with 4 hashtags.');
    const answer = ask('creative-agent', 'Now the same for Facebook, with no hashtags.', { deliverable: first.field!, brief: first.brief, request: 'Instagram post about our conservation glass upgrade, with 4 hashtags.' });
    expect(answer.field).toContain('### Facebook: 1 post');
    expect(answer.field).not.toMatch(/(^|\s)#[A-Za-z]/);
    expect(answer.field).toMatch(/conservation glass/i);
  });

  const REVIEW = `The top 2 risks in your plan, each with a fix.

1. **Risk:** "Stop the newsletter for the summer" stops Email, a channel your profile lists, before you know what it brings.
   **Fix:** Ask every new customer how they heard of you for 4 weeks; stop it only if it brings fewer than the others.

2. **Risk:** "Put £500 a month into newspaper ads" is 56% of your £900 per month budget.
   **Fix:** Test it for 4 weeks with a stop rule set before you start.`;

  it('"Turn that into 4 bullets for my partner, under 80 words" gives the risks and fixes as four bullets within the limit', () => {
    const answer = ask('strategy-review-agent', 'Turn that into 4 bullets I can send my business partner, under 80 words total.', given('strategy-review-agent', 'Review our summer plan and give me the top risks with one fix each.', REVIEW));
    const bullets = answer.field!.split('\n').filter((l) => l.startsWith('- '));
    expect(bullets).toHaveLength(4);
    expect(words(answer.field!)).toBeLessThan(80);
    expect(bullets[1]).toMatch(/^- Fix: Ask every new customer how they heard of you for 4 weeks/);
    expect(answer.draft).toMatch(/^The answer above in 4 bullets, \d+ words \(under 80\)\./);
  });

  it('"Rewrite the fixes as a to-do list with an owner for each (me, Sam, or front desk)" suggests owners only where the step says whose work it is', () => {
    const answer = ask('strategy-review-agent', 'Rewrite the fixes as a to-do list for Monday, with an owner for each (me, Sam, or front desk).', given('strategy-review-agent', 'Review our summer plan and give me the top risks with one fix each.', REVIEW));
    expect(answer.field).toContain('- [ ] Risk: "Stop the newsletter for the summer" stops Email');
    expect(answer.field).toContain('— **Owner:** front desk');
    expect(answer.field).toContain('— **Owner:** me');
  });

  it('"Explain that to Sam in 3 sentences" gives the call, why and the first step as three sentences', () => {
    const answer = ask('cmo', 'Explain that to Sam in 3 sentences.', referralCall());
    expect(answer.field).toBe('Run the referral card, not newspaper ads. Your profile says the best customers come from word of mouth. Print 200 referral cards and hand one out with every finished frame.');
    expect(answer.draft).toContain('The answer above in 3 sentences, to pass on to Sam.');
  });

  it('"Cut it to 3 of each" keeps the first three of every list of a voice guide, and leaves its banned words as written', () => {
    const guide = '## Voice guide\n\n### Do\n- Say what the frame is made of.\n- Talk to the reader as "you".\n- Give the price.\n- Name the workshop.\n\n### Don\'t\n- Don\'t write "cheap" in any form.\n- Don\'t write "stunning".\n- Don\'t shout.\n- Don\'t promise dates you cannot keep.';
    const answer = ask('brand-voice', 'Cut it to 3 of each.', given('brand-voice', "Give me 4 dos and 4 don'ts for how we write.", guide));
    expect(answer.field).not.toContain('Name the workshop');
    expect(answer.field).not.toContain('promise dates');
    expect(answer.field).toContain('Don\'t write "cheap" in any form.');
    expect(answer.field).toContain('Don\'t write "stunning".');
  });

  it('"Drop the pricing ones" takes those rows out of a keyword table and keeps the table whole', () => {
    const table = '| # | Keyword |\n|---|---|\n| 1 | picture framing hebden bridge |\n| 2 | picture framing prices |\n| 3 | conservation glass frame |';
    const answer = ask('seo-agent', 'Drop the pricing ones.', given('seo-agent', '3 keywords for our framing page.', table));
    expect(answer.field).toBe('| # | Keyword |\n|---|---|\n| 1 | picture framing hebden bridge |\n| 3 | conservation glass frame |');
    expect(answer.draft).toContain('with the line about "pricing" taken out');
  });

  it('"Draft a reply to the review, under 60 words" after a plan is new work, not the plan cut to 60 words', () => {
    const answer = ask('strategy-review-agent', "Draft a reply to Margaret's review, under 60 words.", given('strategy-review-agent', 'Review our summer plan and give me the top risks with one fix each.', REVIEW));
    expect(answer.draft).not.toMatch(/^Here is the previous answer/);
    expect(answer.draft).not.toContain('**Risk:**');
    expect(answer.draft).toMatch(/reply to a review/);
  });

  it('"What if the budget drops to £600 a month? Redo the split." redoes the call with £600', () => {
    const first = ask('cmo', 'Split our monthly budget across channels and tell me what to cut.');
    const answer = ask('cmo', 'What if the budget drops to £600 a month? Redo the split.', { deliverable: first.field!, brief: first.brief, request: 'Split our monthly budget across channels and tell me what to cut.' });
    expect(answer.field).toContain('£600');
    expect(answer.draft).toMatch(/^With the budget at £600 a month/);
  });

  it('"Make the headline shorter" keeps the label\'s space and counts the new words', () => {
    const poster = '**Headline:** Mitre & Glass: frames made by hand _(8 words)_\n\n**Call to action:** Visit mitreandglass.example';
    const answer = ask('creative-agent', 'Make the headline shorter.', given('creative-agent', 'Window poster copy: a headline and a call to action.', poster));
    expect(answer.field).toContain('**Headline:** Frames made by hand _(4 words)_');
  });

  const FAQ = `### How much is a bespoke frame?
A bespoke frame up to A3 costs £85, cut and joined by hand in our own workshop. Every frame is made to measure, with a choice of mouldings in oak, walnut and painted ash. Most are ready in 10 days, and we will call you when yours is.

### Do you do conservation glass?
Yes. The conservation glass upgrade costs £25.`;

  it('"Add a sixth one about parking" adds a question answered from the documents, in the FAQ\'s own form', () => {
    const answer = ask('seo-agent', 'Add another one about parking.', given('seo-agent', 'Write 2 FAQs with answers for our framing page.', FAQ));
    expect(answer.field).toBe(`${FAQ}\n\n### What about parking?\nParking: free for 2 hours in the Valley Road car park, 50 metres from the shop.`);
    expect(answer.draft).toContain('Here is the previous answer, with a question on parking added.');
  });

  it('"keep each under 20 words" cuts each answer on its own and keeps every question', () => {
    const answer = ask('seo-agent', 'The answers are too long, keep each under 20 words.', given('seo-agent', 'Write 2 FAQs with answers for our framing page.', FAQ));
    const answers = answer.field!.split('\n').filter((l) => l.trim() && !l.startsWith('###'));
    expect(answer.field).toContain('### How much is a bespoke frame?');
    expect(answer.field).toContain('### Do you do conservation glass?\nYes. The conservation glass upgrade costs £25.');
    for (const a of answers) expect(words(a)).toBeLessThan(20);
    expect(answers[0]).toMatch(/£85/);
  });

  it('"move the walnut section to the top" moves that section, and a section that is not there is said to be missing', () => {
    const outline = '# Choosing a frame\nIntro.\n\n## Mouldings in oak\nCovers: the oak range.\n\n## Glass that protects\nCovers: conservation glass.\n\n## Walnut for dark prints\nCovers: the walnut range.';
    const moved = ask('seo-agent', 'Move the walnut section to the top.', given('seo-agent', "Outline a blog post 'Choosing a frame' with H2s.", outline));
    expect(moved.field).toBe('# Choosing a frame\nIntro.\n\n## Walnut for dark prints\nCovers: the walnut range.\n\n## Mouldings in oak\nCovers: the oak range.\n\n## Glass that protects\nCovers: conservation glass.');
    const missing = ask('seo-agent', 'Move the pricing section to the top.', given('seo-agent', "Outline a blog post 'Choosing a frame' with H2s.", outline));
    expect(missing.field).toBe(outline);
    expect(missing.draft).toMatch(/^I found no section headed "pricing" to move, so here it is unchanged\./);
  });

  it('a change asked of a decline says there is no copy to change, instead of cutting the decline', () => {
    const decline = 'I can\'t help with a job advert here: it is outside what the marketing agents do.\n\nHere is what I can do instead; send one of these to start:\n- Write 3 Instagram captions about our framing';
    const answer = ask('creative-agent', 'Make it shorter.', given('creative-agent', 'Write a job advert for a framer.', decline));
    expect(answer.draft).toMatch(/^There is no copy above to change: the answer before says "I can't help with a job advert here"\. Ask for the piece itself, for example:/);
    expect(answer.field).toBe('- Write 3 Instagram captions about our framing');
  });

  it('new work asked after a decline is written, not refused as a change to the decline', () => {
    const decline = 'I can\'t help with a job advert here: it is outside what the marketing agents do.\n\nHere is what I can do instead; send one of these to start:\n- Write 3 Instagram captions about our framing';
    // (Its word limit is the new piece's, not a cut of the decline.)
    const answer = ask('creative-agent', 'Instead, write a counter sign saying we hold finished frames for 60 days, under 30 words.', given('creative-agent', 'Write a job advert for a framer.', decline));
    expect(answer.draft).not.toContain('There is no copy above to change');
    expect(answer.field).toMatch(/Mitre & Glass/);
  });

  it('"Just give me the corrected post" after a voice check rewrites the checked post: banned words out, acronyms kept', () => {
    const check = 'Check this post against our voice:\n\n"Our most stunning frames have landed!! Ask about UV glass - the best framing money can buy!"';
    const first = ask('brand-voice', check);
    const answer = ask('brand-voice', 'Just give me the corrected post now, no notes.', { deliverable: first.field!, brief: first.brief, request: check });
    expect(answer.field).not.toMatch(/stunning|!/i);
    expect(answer.field).toContain('UV glass');
    const calmer = ask('brand-voice', 'Make it less salesy.', { deliverable: answer.field!, brief: answer.brief, request: 'Just give me the corrected post now, no notes.' });
    expect(calmer.field).not.toContain('money can buy');
    expect(calmer.field).toContain('Ask about UV glass.');
  });

  it('a question about the answer is not a cut to a limit an earlier request set', () => {
    const request = "Outline a blog post 'Choosing a frame' with H2s and a short intro under 80 words.";
    // (The outline has a word the voice avoids: the voice pass changing it is not an answer to the question.)
    const outline = '# Choosing a frame\nIntro: why a stunning print deserves a frame made to measure.\n\n## Mouldings in oak\nCovers: the oak range and what it suits.\n\n## Glass that protects\nCovers: conservation glass.';
    const answer = ask('seo-agent', 'Why did you put that section first?', given('seo-agent', request, outline));
    expect(answer.draft).not.toMatch(/cut to/);
  });
});

describe('R-PROD-02 a length in the request is not what the email is about', () => {
  it('"a thank-you email for people who just had X, about 120 words" thanks them for X, and its SMS says so', () => {
    const request = 'Draft a thank-you email for people who just had their first frame made with us, about 120 words.';
    const first = ask('email-agent', request);
    expect(first.field).toContain('Subject: Thank you for having your first frame made with us');
    expect(first.field).not.toMatch(/120 words/);
    const sms = ask('email-agent', 'Turn that into an SMS, under 160 characters.', { deliverable: first.field!, brief: first.brief, request });
    expect(sms.field).toMatch(/^Mitre & Glass: Thank you for having your first frame made with us\. mitreandglass\.example Reply STOP to opt out$/);
  });
});

describe('R-PROD-02 follow-ups that name their piece first, reorder a series, or add new work after the changes', () => {
  it('"Email 2 feels pushy. Soften it and work in the review": both changes go to email 2', () => {
    const answer = ask('email-agent', "Email 2 feels pushy. Soften it and work in the review from the reviews doc.", given('email-agent', 'Write a 3-email welcome series for new framing customers.', SERIES));
    const [one, , three] = answer.field!.split(/\n---\n/);
    const [wasOne, , wasThree] = SERIES.split(/\n---\n/);
    expect(one!.trim()).toBe(wasOne!.trim());
    expect(three!.trim()).toBe(wasThree!.trim());
    expect(answer.draft).toMatch(/^Here is the previous answer with the 2 changes asked:\n1\. "Soften it": nothing to change\./);
  });

  it('"Swap the order so the one with the review goes out first" moves that email up and numbers the series again, each place keeping its day', () => {
    const series = SERIES.replace('Dust the glass with a dry cloth, never a spray.', 'Dust the glass with a dry cloth. "The best framer in the valley, and so patient with my odd-shaped map." Ruth K., Todmorden.');
    const answer = ask('email-agent', 'Swap the order so the one with the review goes out first.', given('email-agent', 'Write a 3-email welcome series for new framing customers.', series));
    const heads = answer.field!.split('\n').filter((l) => l.startsWith('### '));
    expect(heads).toEqual(['### Email 1 of 3: Caring for your frame (day 0)', '### Email 2 of 3: Welcome (day 5)', '### Email 3 of 3: A quick question (day 12)']);
    expect(answer.draft).toContain('Here is the previous answer, with "Email 2 of 3: Caring for your frame (day 5)" moved to the top.');
  });

  it('"Boil that down to three one-line bullets" on a single risk and its fix gives the two there are, and says so', () => {
    const one = '1. **Risk:** "Stop the newsletter" stops Email before you know what it brings.\n   **Fix:** Ask every new customer how they heard of you for 4 weeks.';
    const answer = ask('strategy-review-agent', 'Boil that down to three one-line bullets for Dev, my business partner.', given('strategy-review-agent', 'Review our plan and give me the top risks with a fix each.', one));
    expect(answer.field).toBe('- Risk: "Stop the newsletter" stops Email before you know what it brings.\n- Fix: Ask every new customer how they heard of you for 4 weeks.');
    expect(answer.draft).toContain('The answer above makes 2 points, so those are all there is, not 3.');
  });

  it('"Give me a 3-bullet summary of this for the staff noticeboard" after an email gives the email\'s own facts as three bullets, not a new email', () => {
    const email = 'Subject: Our bespoke frame price is changing\nPreview: What changes on 1 March.\n\nHi {{first_name}},\n\nWe\'re writing to let you know about a change. From 1 March our bespoke frame price goes up from £85 to £95. Glass and mounts cost us more this year, and we would rather keep hand-cutting every frame than cut corners. Orders placed before 1 March are framed at £85. Conservation glass stays at £25.\n\nQuestions? Just reply to this email. A person on our team reads every reply.\n\nWith care, the Mitre & Glass team';
    const answer = ask('email-agent', 'Give me a 3-bullet summary of this for the staff noticeboard.', given('email-agent', 'Write an email telling customers our bespoke frame price goes up from £85 to £95 on 1 March.', email));
    const bullets = answer.field!.split('\n');
    expect(bullets).toHaveLength(3);
    expect(bullets.every((b) => b.startsWith('- '))).toBe(true);
    expect(bullets[0]).toBe('- From 1 March our bespoke frame price goes up from £85 to £95.');
    expect(answer.field).toContain('Orders placed before 1 March are framed at £85.');
    expect(answer.field).not.toMatch(/Subject:|Hi \{\{|staff noticeboard|reply to this email|writing to let you know/);
    expect(answer.draft).toMatch(/^The answer above in 3 bullets\./);
  });

  it('"Summarise this in 2 bullet points for the team" after a post gives two of its lines', () => {
    const post = 'Framing a wedding photo this summer? Every frame is cut and joined by hand in our Hebden Bridge workshop. A bespoke frame up to A3 is £85, and it is ready in 10 days.\n\nBook a fitting: https://mitreandglass.example\n\n#pictureframing #hebdenbridge';
    const answer = ask('creative-agent', 'Summarise this in 2 bullet points for the team.', given('creative-agent', 'Write an Instagram caption about wedding photo frames.', post));
    expect(answer.field).toBe('- Every frame is cut and joined by hand in our Hebden Bridge workshop.\n- A bespoke frame up to A3 is £85, and it is ready in 10 days.');
  });

  it('"Write it in the first person, from me (Sam, the owner)" speaks as one person and signs with the name, the voice\'s sign-off kept', () => {
    const email = 'Subject: Our bespoke frame price is changing\nPreview: What changes on 1 March.\n\nHi {{first_name}},\n\nWe\'re writing to let you know about a change. From 1 March our bespoke frame price goes up from £85 to £95. We would rather keep hand-cutting every frame in our workshop than cut corners, and we\'ve held the price for three years. Orders placed before 1 March are framed at £85, so come and see us.\n\nQuestions? Just reply to this email. A person on our team reads every reply.\n\nWith care, the Mitre & Glass team';
    const answer = ask('email-agent', 'Write it in the first person, from me (Sam, the owner).', given('email-agent', 'Write an email telling customers our bespoke frame price goes up from £85 to £95 on 1 March.', email));
    expect(answer.field).toContain("I'm writing to let you know about a change. From 1 March my bespoke frame price goes up from £85 to £95.");
    expect(answer.field).toContain("I would rather keep hand-cutting every frame in my workshop than cut corners, and I've held the price for three years.");
    expect(answer.field).toContain('so come and see me.');
    expect(answer.field).toContain('I read every reply myself.');
    expect(answer.field).toMatch(/With care,\nSam, the owner of Mitre & Glass$/);
    expect(answer.field).toContain('Subject: Our bespoke frame price is changing');
    expect(answer.field).not.toMatch(/\b(?:we|We|our|us)\b/);
    expect(answer.draft).toMatch(/^Here is the previous answer, with the wording made first person\./);
  });

  it('"Make it sound like it\'s from me" with no name keeps the sign-off and asks for the name', () => {
    const post = 'We cut and join every frame by hand in our Hebden Bridge workshop. A bespoke frame up to A3 is £85.\n\nBook a fitting: https://mitreandglass.example';
    const answer = ask('creative-agent', 'Can you write it in first person instead?', given('creative-agent', 'Write a Facebook post about our bespoke frames.', post));
    expect(answer.field).toBe('I cut and join every frame by hand in my Hebden Bridge workshop. A bespoke frame up to A3 is £85.\n\nBook a fitting: https://mitreandglass.example');
  });

  it('a change that comes back word for word the same says so, instead of claiming it was made', () => {
    const request = 'Give me a 30-day plan to get more framing orders.';
    const plan = ask('strategy-review-agent', request);
    const previous = { deliverable: plan.field!, brief: plan.brief, request };
    for (const followUp of ['Make it for photographers', 'Now redo it for the ready-made frames', 'Make it about needlework framing instead']) {
      const answer = ask('strategy-review-agent', followUp, previous);
      if (answer.field === plan.field) {
        expect(answer.draft, followUp).toMatch(/^I could not make that change offline: written again, it came out the same as the answer above, so it is below unchanged\./);
        expect(answer.draft, followUp).not.toContain('**What changed**');
      }
    }
  });

  it('"Make that a checklist, no more than 2 items" turns a table of measures into lines to tick', () => {
    const table = '| KPI | Today | Target |\n|---|---|---|\n| Frames ordered per week | [today\'s number] | [target] |\n| Google reviews | Rated 4.9 from 80 reviews | [target] |\n| Newsletter sign-ups | [today\'s number] | [target] |';
    const answer = ask('strategy-review-agent', 'Make that a Friday checklist I can tick off, no more than 2 items.', given('strategy-review-agent', 'Which of our KPIs should I look at every week?', table));
    expect(answer.field).toBe('- [ ] Frames ordered per week\n- [ ] Google reviews (today: Rated 4.9 from 80 reviews)');
  });

  it('"Take out the oak ones and write me a tagline" makes the change, then writes the new work after it', () => {
    const list = '1. Oak frames for wedding photos\n2. Walnut frames for dark prints\n3. Oak box frames for medals';
    const answer = ask('creative-agent', 'Take out the oak ones and write me a tagline about conservation glass.', given('creative-agent', 'Give me 3 product ideas for our frames.', list));
    expect(answer.field).toMatch(/^1\. Walnut frames for dark prints\n\n---\n\n/);
    expect(answer.draft).toContain('**Write me a tagline about conservation glass**');
    expect(answer.draft).toMatch(/^Here is the previous answer with the change asked:\n1\. "Take out the oak ones": With 2 lines about "oak" taken out\./);
  });
});

describe('R-PROD-02 subject lines cut to a character limit end where a line can end', () => {
  it('no line under a tight limit ends on "and", "&", "the" or a "n\'t"', () => {
    const lines = ask('email-agent', "5 subject lines for a 'your frame is ready to collect' reminder. Under 20 characters each.").field!.split('\n').filter((l) => /^\d+\.\s/.test(l)).map((l) => l.replace(/^\d+\.\s+/, '').replace(/\s*_\(.*\)_$/, ''));
    expect(lines).toHaveLength(5);
    for (const line of lines) {
      expect(line.length).toBeLessThanOrEqual(20);
      expect(line).not.toMatch(/(?:\band|\bor|&|\bwith|\bfor|\bto|\bof|\bthe|\ba|\ban|\bin|\bon|\bat|\bis|n't)$/i);
    }
  });
});

describe('R-PROD-02 a question about the answer is answered, not met with the answer again', () => {
  const EMAIL = `Subject: Conservation glass for £25
Preview: Keep your print's colours true.

Hi {{first_name}},

Conservation glass keeps the colours of a print true for years. The upgrade is £25 on any frame we make.

**[Find out more](https://mitreandglass.example)**

With care, the Mitre & Glass team`;
  const email = () => given('email-agent', 'Write an email to past customers about the conservation glass upgrade.', EMAIL);

  it('"Why did you pick that subject line?" gives the reasons the line can be checked for, says what only a test shows, and keeps the email as the piece', () => {
    const answer = ask('email-agent', 'Why did you pick that subject line?', email());
    expect(answer.draft.startsWith('Why that subject line: "Conservation glass for £25"')).toBe(true);
    expect(answer.draft).toContain('It carries a concrete figure (£25)');
    expect(answer.draft).toContain('At 26 characters it shows whole on a phone');
    expect(answer.draft).toContain('send it to half the list and a second subject line to the other half');
    expect(answer.draft).not.toContain('Hi {{first_name}}');
    // The email stays what the chat's next change works on.
    expect(answer.keeps?.deliverable).toBe(EMAIL);
  });

  it('"Why that call to action?" says the request named no next step, and how to ask for another', () => {
    const answer = ask('email-agent', 'Why that call to action?', email());
    expect(answer.draft).toContain('Why that call to action: "Find out more"');
    expect(answer.draft).toContain('Your request did not name a next step');
    expect(answer.draft).toContain('say "change the call to action to …"');
  });

  const WAYS = `## 1. Newspaper advert
- **What:** A quarter page in the local paper.
- **Cost:** £240
- **Effort:** medium
- **First step:** Book the space for May.

## 2. Bring a friend
- **What:** Ask past customers to bring a friend's print to frame.
- **Cost:** £0
- **Effort:** low
- **First step:** Say it at the counter this week.

## 3. Window display
- **What:** Frame three local artists' prints for the shop window.
- **Cost:** £0
- **Effort:** high
- **First step:** Ask two artists in June.`;
  const ways = () => given('strategy-review-agent', 'Give me 3 ways to get more framing orders this spring.', WAYS);

  it('"Which of these should I do first?" picks the one the answer says costs nothing, takes little and can start this week, and says so', () => {
    const answer = ask('strategy-review-agent', 'Which of these should I do first?', ways());
    expect(answer.field).toMatch(/^\*\*Start with "Bring a friend"\*\*: it costs nothing \(£0\), the answer rates its effort low, its first step can be done this week/);
    expect(answer.field).toContain('**Then "Window display"**');
    expect(answer.field).toContain('Judge it against your goal ("Frame 60 orders a month by the end of June")');
  });

  it('"Put it in a table" gives a row per idea and a column for what each says', () => {
    const answer = ask('strategy-review-agent', 'Put it in a table.', ways());
    expect(answer.field).toContain('| # | Item | What | Cost | Effort | First step |');
    expect(answer.field).toContain('| 2 | Bring a friend | Ask past customers to bring a friend\'s print to frame. | £0 | low | Say it at the counter this week. |');
  });

  it('"Which one would you pick?" among captions names one and why, and says only a test tells', () => {
    const captions = `**Caption 1**\n\nFrames made by hand in our own workshop. Come and see.\n\n**Caption 2**\n\nBespoke frames up to A3 from £85, ready in 10 days. Link in bio.\n\n**Caption 3**\n\nYour print deserves better than a shop-bought frame, made with care by people who love what they do every day.`;
    const answer = ask('creative-agent', 'Which one would you pick, and why?', given('creative-agent', 'Three Instagram captions about our bespoke frames.', captions));
    expect(answer.field).toMatch(/^\*\*Use "Caption 2"\*\*, because it gives a concrete figure \(£85\)/);
    expect(answer.field).toContain('something only a test shows');
  });

  it('"How would I measure whether it worked?" after an email counts clicks and replies, not opens, against the profile\'s goal', () => {
    const answer = ask('email-agent', 'How would I measure whether it worked?', email());
    expect(answer.field).toContain('| What to count | Where to find it | When to look |');
    expect(answer.field).toContain('| Clicks on the link (clicks ÷ emails delivered) |');
    expect(answer.field).toContain('Opens are not a reliable measure any more');
    expect(answer.field).toContain('Your goal: Frame 60 orders a month by the end of June.');
  });

  it('"What are the risks of your choice?" gathers what the decision itself says would change it', () => {
    const decision = `**Decision:** Run the referral card, not newspaper ads.\n\n## Why\n- Your profile says the best customers come from word of mouth.\n\n## It changes if\n- If fewer than 10 cards come back in four weeks, switch to the newspaper advert.\n\n## This month\n1. Print 200 referral cards.`;
    const answer = ask('cmo', 'What are the risks of your choice?', given('cmo', 'Should we spend next month on newspaper ads or a referral card?', decision));
    expect(answer.draft).toContain('The risks of that call, as the answer above weighs them:');
    expect(answer.field).toContain('- If fewer than 10 cards come back in four weeks, switch to the newspaper advert.');
    expect(answer.field).not.toContain('Print 200 referral cards');
  });

  it('"What would you cut first if the budget dropped to £400?" cuts the plan\'s own lines to the sum, keeping the channel the profile says works best', () => {
    const review = '**Verdict:** Not ready to run as written: fix the goal and measures first.\n\n## Gaps\n- **Goal:** The plan states no goal.';
    const answer = ask('strategy-review-agent', 'What would you cut first if the budget dropped to £400?', given('strategy-review-agent', 'Review this plan: in May we spend £900 on newspaper ads and £200 on Instagram boosting, and send one newsletter. Worth it?', review));
    expect(answer.draft).toContain('What to cut at £400:');
    expect(answer.field).toContain("The plan's lines add up to £1,100; at £400, £700 has to go.");
    expect(answer.field).toContain('- Trim **newspaper ads** from £900 to £200.');
    expect(answer.field).toContain('- Keep **Instagram boosting** (£200): your profile says your best customers come from "Word of mouth and Instagram".');
  });

  it('"Why that call?" on a decision gives the reasons the answer lists for it, not the decision again', () => {
    const answer = ask('cmo', 'Why that call?', referralCall());
    expect(answer.draft).toContain('Why that recommendation: "Run the referral card, not newspaper ads."');
    expect(answer.field).toContain('- Your profile says the best customers come from word of mouth.');
    expect(answer.field).not.toContain('Print 200 referral cards');
  });

  it('a plan whose sums cannot all be read as lines gets the order to cut in, and no total worked out from some of them', () => {
    const review = '**Verdict:** Not ready to run as written: fix the goal and measures first.';
    const answer = ask('strategy-review-agent', 'What would you cut first if the budget dropped to £400?', given('strategy-review-agent', 'Review this plan: in May we spend £900 on newspaper ads, Google Ads at £300 a month, and £200 on Instagram boosting. Worth it?', review));
    expect(answer.draft).toContain('How to cut the plan to £400:');
    expect(answer.field).toContain('I could not read every line of the plan with its sum, so I have not worked out the cut to £400 line by line.');
    expect(answer.field).not.toMatch(/add up to|nothing to cut/);
  });

  it('"Sum it up in one paragraph I can send to Sam" gives the call, a reason and the steps as one paragraph', () => {
    const answer = ask('cmo', 'Sum it up in one paragraph I can send to Sam.', referralCall());
    expect(answer.field).toBe('Run the referral card, not newspaper ads. Your profile says the best customers come from word of mouth. Print 200 referral cards and hand one out with every finished frame. Count the cards that come back each week.');
    expect(answer.draft).toMatch(/^The answer above in one paragraph, to send to Sam \(\d+ words\)\./);
  });
});

describe('R-PROD-02 "good idea or not?" is a yes or no on the move, not a choice between "good idea" and "not"', () => {
  it('a plan with "Good idea or not?" is reviewed, and the answer does not weigh "good idea" against "not"', () => {
    const answer = ask('strategy-review-agent', 'Review this plan: for May and June we put the whole £900 a month into Instagram ads pushing the conservation glass upgrade, and pause the newspaper ads. Good idea or not?');
    expect(answer.draft).not.toMatch(/good idea, not not|Go with good idea/i);
    expect(answer.draft).toContain('**Verdict:**');
  });
});

describe('R-PROD-02 a profile offer written as a list is not pasted in where a name belongs', () => {
  it('"5 ways to get more framing orders" names the business where the ideas need a name, not the whole offer answer', () => {
    const answer = ask('strategy-review-agent', 'Give me 5 ways to get more framing orders in spring.');
    expect(answer.field).toContain('Ask the people already coming to Mitre & Glass to bring a friend');
    expect(answer.field).not.toContain('Bespoke picture framing with conservation glass, and ready-made frames to bring');
  });

  it('a week-by-week plan\'s first row reads as a sentence: the page checked, with its price and a booking link', () => {
    const answer = ask('cmo', 'Plan our marketing for the next 6 weeks to get more framing orders.');
    expect(answer.field).toContain('| Week 1 | Website | Check that the page for Bespoke picture framing with conservation glass is up to date, with its price (£85) and a booking link;');
    expect(answer.field).not.toMatch(/ shows(?: its price \([^)]*\))?, with a booking link/);
  });
});

describe('R-PROD-02 a plan quoted on one line is the material reviewed', () => {
  const request = 'Here is my plan for next quarter: "Put £500 a month into Instagram ads for wedding photographers, £200 into newspaper ads, £100 into Google Ads, and run a 20% off everything sale in May." Critique it against our goal.';

  it('is reviewed move by move, never quoted whole as its own goal, audience and timeline, nor with the ask after it', () => {
    const answer = ask('strategy-review-agent', request);
    expect(answer.brief.pasted).toBe('Put £500 a month into Instagram ads for wedding photographers, £200 into newspaper ads, £100 into Google Ads, and run a 20% off everything sale in May.');
    expect(answer.draft).not.toContain('Critique it');
    expect(answer.draft).not.toMatch(/\*\*Goal:\*\* ""Put £500/);
    expect(answer.draft).toContain('- **Audience:** "Put £500 a month into Instagram ads for wedding photographers": a buyer named specifically enough to write for.');
    expect(answer.draft).toContain('"£200 into newspaper ads" names channels without saying why each reaches the buyer.');
  });

  it('weighs a sale on everything by what it gives away: the extra sales needed to take the same, on the listed price', () => {
    const answer = ask('strategy-review-agent', request);
    expect(answer.draft).toContain('- **Pricing:** "run a 20% off everything sale in May" gives away a fifth of every sale: to take the same money it needs 25 % more sales (1 ÷ 0.8 = 1.25); a Bespoke frame, up to A3 at £85 brings in £68.');
  });
});

describe('R-PROD-02 a P.S. asked with what it should say', () => {
  const request = 'Write a launch email for our new conservation glass upgrade, £25. Use code GLASS10 for 10% off until 31 May.';
  const email = 'Subject: Our new conservation glass upgrade is here\nPreview: Conservation glass upgrade: £25.\n\nHi {{first_name}},\n\nOur new conservation glass upgrade is here. It costs £25.\n\nGet 10% off with code GLASS10. It\'s valid until 31 May.\n\n**[Claim 10% off](https://mitreandglass.example)** with code GLASS10, until 31 May\n\nWith care, the Mitre & Glass team';

  it('"Add a P.S. reminding them the code ends on 31 May" closes the email with that P.S., the code named', () => {
    const answer = ask('email-agent', 'Add a P.S. reminding them the code ends on 31 May.', given('email-agent', request, email));
    expect(answer.field).toMatch(/With care, the Mitre & Glass team\n\nPS: Code GLASS10 ends on 31 May\.$/);
    expect(answer.field).not.toMatch(/runs ends/);
  });

  it('a deadline added on its own is a sentence that reads', () => {
    const answer = ask('email-agent', 'Add that the offer ends on 31 May.', given('email-agent', request, email.replace(" It's valid until 31 May.", '').replace(', until 31 May', '')));
    expect(answer.field).not.toMatch(/runs ends/);
    expect(answer.field).toMatch(/ends on 31 May\./);
  });
});

describe('R-PROD-02 a discount never says what the price becomes unless the request does', () => {
  it('"the upgrade, £25 … 10% off", then "Now do one for LinkedIn": no copy says 10% off makes it £25', () => {
    const request = 'Write a launch email for our new conservation glass upgrade, £25. Use code GLASS10 for 10% off until 31 May.';
    const first = ask('email-agent', request);
    const again = ask('email-agent', 'Now do one for LinkedIn.', { deliverable: first.field!, brief: first.brief, request });
    for (const answer of [first, again]) expect(answer.field).not.toMatch(/makes it £25/);
  });

  it('"20% off, now £68": the price the request gives after the discount is what it makes', () => {
    const answer = ask('email-agent', 'Write a promotional email for bespoke frames, 20% off: now just £68 with code FRAME20 until 30 June.');
    expect(answer.brief.offer.price).toBe('£68');
    expect(answer.field).toContain('That makes it £68.');
  });
});

describe('R-PROD-02 "Now do one for LinkedIn" after an email', () => {
  it('is a LinkedIn post made from the email, its offer and date carried, not an email about "our LinkedIn"', () => {
    const request = 'Write a launch email for our new conservation glass upgrade, £25. Use code GLASS10 for 10% off until 31 May.';
    const first = ask('email-agent', request);
    const answer = ask('email-agent', 'Now do one for LinkedIn.', { deliverable: first.field!, brief: first.brief, request });
    expect(answer.field).toContain('### LinkedIn: 1 post');
    expect(answer.field).not.toMatch(/Subject:|LinkedIn is|our LinkedIn/);
    expect(answer.field).toMatch(/conservation glass/i);
    expect(answer.field).toContain('31 May');
    expect(answer.field).not.toContain('[figure to confirm]');
  });
});

describe('R-PROD-02 "Give me 3 subject line options" after an email', () => {
  it('gives three, none the one the email has', () => {
    const request = 'Write a launch email for our new conservation glass upgrade, £25. Use code GLASS10 for 10% off until 31 May.';
    const first = ask('email-agent', request);
    const answer = ask('email-agent', 'Give me 3 subject line options.', { deliverable: first.field!, brief: first.brief, request });
    const lines = answer.field!.split('\n').filter((l) => /^\d\. /.test(l));
    expect(lines).toHaveLength(3);
    const current = /^Subject:\s*(.+?)\s*$/m.exec(first.field!)![1]!;
    expect(lines.map((l) => l.slice(3))).not.toContain(current);
    expect(answer.draft).not.toMatch(/of the 3 asked/);
  });
});

