import { describe, expect, it } from 'vitest';
import { ask, given } from '../../support/picture-framer-space.ts';

/**
 * Follow-ups the way people send them after an answer: news first and the change after it, a summary for Slack,
 * 'what would make you change your mind?', a call to action swapped 'for' a phone call, and questions to ask
 * people. Each through the function the server runs for an offline run, on a previous answer written by hand.
 */
const EMAIL = `Subject: 15% off framing this month\nPreview: Bring your prints in before the 30th.\n\nHi {{first_name}},\n\nBring in any print before the 30th and get 15% off the frame with code FRAME15. Every frame is cut by hand in our workshop.\n\n**[Book a visit](https://mitreandglass.example)**\n\nWith care, the Mitre & Glass team`;
const CALL = `**Decision:** Run the referral card, not newspaper ads.\n\n## Why\n- Your profile says the best customers come from word of mouth.\n- Newspaper ads cost £300 a month and brought 2 orders last month.\n\n## This month\n1. Print 200 referral cards and hand one out with every finished frame.\n2. Count the cards that come back each week.`;
const POST = `Every frame we make is cut and joined by hand in our Hebden Bridge workshop.\n\nBring us the print you've been meaning to frame.\n\nBook a visit: https://mitreandglass.example\n\n#PictureFraming #HebdenBridge`;

const email = () => given('email-agent', 'Write an email announcing 15% off framing this month with code FRAME15', EMAIL);
const call = () => given('cmo', 'Should we spend next month on newspaper ads or a referral card?', CALL);
const notMade = /could not make (?:that|those|these) change/i;

describe('follow-ups asked plainly', () => {
  it('news first, then "add a line on parking and what it costs": the parking line goes in before the button', () => {
    const answer = ask('email-agent', "She's just rung to say she'll drive in. Add a line on parking and what it costs.", email());
    expect(answer.draft).not.toMatch(notMade);
    expect(answer.field).toContain('Parking: free for 2 hours in the Valley Road car park, 50 metres from the shop.\n\n**[Book a visit]');
    expect(answer.field).not.toMatch(/drive in/);
  });

  it('news that names pieces, then "add a line on the glass upgrade and what it costs", in a reply with no button: the line goes before its closing invitation', () => {
    const request = `Please draft a reply to this email:\n\n---\nHi there,\nTwo questions before I come in: do you frame needlework? And is there anywhere to park near the shop?\nCheers,\nAnna Webb\n---\n\nKeep it short, and invite her to book a visit.`;
    const reply = ask('email-agent', request);
    const answer = ask('email-agent', "She's just rung to say she'll bring two pieces. Add a line on the conservation glass upgrade and what it costs.", { deliverable: reply.field!, brief: reply.brief, request });
    expect(answer.draft).not.toMatch(/We're writing to let you know about a change|{{first_name}}/);
    expect(answer.field).toContain('Conservation glass upgrade costs £25.\n\nWould you like to book a visit?');
    expect(answer.field).toContain('Hi Anna,');
  });

  it('"change the CTA so people just reply to the email instead of clicking the link": the button becomes an ask to reply, with no link', () => {
    const answer = ask('email-agent', 'change the CTA so people just reply to the email instead of clicking the link', email());
    expect(answer.draft).not.toMatch(notMade);
    expect(answer.field).toContain('**Just reply to this email to book a visit.**');
    expect(answer.field).not.toContain('https://mitreandglass.example');
    expect(answer.field).toContain('code FRAME15');
  });

  it('a correction ("the van now covers 8 miles from the workshop, not 5 — update it") changes the figure wherever the answer says it, and nothing else', () => {
    const page = `# Framing collection in Hebden Bridge\n\nWe collect your pieces from home within 5 miles of our Hebden Bridge workshop, on Tuesdays and Thursdays.\n\n## Prices\nCollection costs £10, on top of the frame.\n\n## Book\nCall 01422 555019 to book a collection within 5 miles.`;
    const previous = given('seo-agent', 'Write a service page for our framing collection service', page);
    const miles = ask('seo-agent', 'the van now covers 8 miles from the workshop, not 5 — update it', previous);
    expect(miles.field).toBe(page.replace(/5 miles/g, '8 miles'));
    expect(miles.draft).toContain('"5" changed to "8" (2 times)');
    expect(ask('seo-agent', 'we collect on Wednesdays, not Tuesdays. fix it', previous).field).toContain('on Wednesdays and Thursdays');
    expect(ask('seo-agent', 'collection is £12 now, not £10', previous).field).toContain('Collection costs £12, on top of the frame.');
  });

  it('in a reply to one person, "add that we can collect her pieces from home, and we won\'t charge her for it" is said to her', () => {
    const request = `Please draft a reply to this email:\n\n---\nHi there,\nDo you frame needlework?\nCheers,\nAnna Webb\n---`;
    const reply = ask('email-agent', request);
    const answer = ask('email-agent', "add that we can collect her pieces from home, and we won't charge her for it", { deliverable: reply.field!, brief: reply.brief, request });
    expect(answer.field).toContain('We can collect your pieces from home');
    expect(answer.field).toMatch(/won't charge you for it/);
    expect(answer.field).not.toMatch(/\bher\b/);
  });

  it('"add our parking details" looks the fact up; "our …" with no verb is no statement to paste in', () => {
    const previous = given('brand-voice', "one-paragraph 'about us' for our Google Business Profile", 'Mitre & Glass is a picture framing workshop in Hebden Bridge. Every frame is cut and joined by hand.');
    const answer = ask('brand-voice', 'add our parking details', previous);
    expect(answer.field).toContain('Parking: free for 2 hours in the Valley Road car park, 50 metres from the shop.');
    expect(answer.field).not.toMatch(/Our parking details\.|your facts do not say/);
  });

  it('"rewrite it as a 5-line plan I can stick on the workshop wall" after a plan review gives the plan as the review leaves it', () => {
    const request = "Here's my Q1 plan, tell me what's wrong with it, be blunt:\n1) Email the list every week with a discount\n2) Post on Instagram every day\n3) 20% off all framing for the whole of January\n4) Print 5,000 leaflets\n5) Launch a TikTok";
    const review = ask('strategy-review-agent', request);
    const answer = ask('strategy-review-agent', 'rewrite it as a 5-line plan I can stick on the workshop wall', { deliverable: review.field!, brief: review.brief, request });
    expect(answer.draft).not.toMatch(notMade);
    const lines = (answer.field ?? '').split('\n').filter((l) => /^\d\. /.test(l));
    expect(lines).toHaveLength(5);
    expect(answer.field).toContain('2. Email the list every week with a discount: test it on new customers for a set period, with an end date in the offer.');
    expect(answer.field).toContain('3. Post on Instagram every day.');
  });

  it('"did you keep the same-day bit? we can\'t promise that" says whether it was in, and takes it out; asked alone, it only answers', () => {
    const previous = given('brand-voice', 'Rewrite this caption in our voice', 'Every frame is cut by hand in Hebden Bridge. Need it fast? We can frame it same-day. Book a visit.');
    const out = ask('brand-voice', "did you keep the same-day bit? we can't promise that", previous);
    expect(out.draft).toContain('It was in, and it is out now: "We can frame it same-day."');
    expect(out.field).not.toMatch(/same-day/);
    expect(out.field).toContain('Book a visit.');
    const asked = ask('brand-voice', 'did you keep the parking bit?', previous);
    expect(asked.draft).toContain('No: the answer above does not say "parking" anywhere');
    expect(asked.draft).not.toMatch(notMade);
  });

  it('"one headline should have the price in it" puts the topic\'s price into its headline within the limit, or says one has it', () => {
    const ad = `**Headlines** (up to 30 characters each)\n1. Conservation Glass Upgrade _(28)_\n2. Framed by Hand in Hebden _(25)_\n3. Book a Framing Visit _(21)_\n\n**Descriptions** (up to 90 characters each)\n1. Glass that keeps prints from fading, fitted to any frame. _(59)_\n\n**Final URL:** https://mitreandglass.example`;
    const previous = given('creative-agent', 'Google Ads for our conservation glass: 3 headlines (30 chars max) and 1 description', ad);
    const answer = ask('creative-agent', 'one headline should have the price in it', previous);
    expect(answer.field).toContain('1. £25 Conservation Glass Upgrade _(30)_');
    expect(answer.field).toContain('2. Framed by Hand in Hebden _(25)_');
    const again = ask('creative-agent', 'one headline should have the price in it', { ...previous, deliverable: answer.field! });
    expect(again.draft).toContain('already says that ("£25 Conservation Glass Upgrade")');
  });

  it('"summarise your changes as bullet points I can paste into Slack" gives the call as bullets', () => {
    const answer = ask('cmo', 'Summarise your changes as bullet points I can paste into Slack.', call());
    expect(answer.draft).not.toMatch(notMade);
    expect(answer.field).toContain('- Run the referral card, not newspaper ads.');
    expect(answer.field).toContain('- Count the cards that come back each week.');
  });

  it('"what would make you change your mind?" names the count, the reasons and the move turned down', () => {
    const answer = ask('cmo', 'What would make you change your mind?', call());
    expect(answer.draft).not.toMatch(notMade);
    expect(answer.draft).toContain('Count the cards that come back each week.');
    expect(answer.draft).toContain('Newspaper ads cost £300 a month and brought 2 orders last month.');
    expect(answer.draft).toMatch(/Newspaper ads show it can pay/);
  });

  it('"swap the CTA for a phone call" puts the number in place of the link', () => {
    const answer = ask('creative-agent', 'Swap the CTA for a phone call. Our number is 01422 555019.', given('creative-agent', 'Write a LinkedIn post about our handmade frames', POST));
    expect(answer.draft).not.toMatch(notMade);
    expect(answer.field).toContain('Call us on 01422 555019.');
    expect(answer.field).not.toContain('https://mitreandglass.example');
  });

  it('"write the three questions I should ask the customers who refer the most" gives three questions about referring, not FAQs', () => {
    const answer = ask('cmo', 'Write the three questions I should ask the customers who refer the most.', call());
    expect(answer.draft).not.toMatch(notMade);
    const questions = (answer.field ?? '').split('\n').filter((l) => /^\d\.\s.+\?$/.test(l));
    expect(questions).toHaveLength(3);
    expect(answer.field).toMatch(/sending someone our way|recommend/i);
    expect(answer.field).not.toMatch(/anything we have not asked|FAQ|How much does/i);
  });

  it('"write alt text for each slide" after a carousel gives each slide\'s words as its alt text; a slide still to write is a blank', () => {
    const request = "Plan an Instagram carousel: 5 slides on 'How to choose a frame for a watercolour'. Slide text under 25 words each, plus the caption.";
    const carousel = ask('creative-agent', request);
    const answer = ask('creative-agent', 'Write alt text for each slide.', { deliverable: carousel.field!, brief: carousel.brief, request });
    expect(answer.draft).not.toMatch(/can't write alt text|could not/i);
    expect(answer.field).toContain('| 4 | Text graphic: Bespoke frame, up to A3 costs £85. | 48 |');
    expect(answer.field).toContain('| 2 | [its words, once the slide is written] | - |');
  });

  it('"give me three punchier options" for a slide, and "an alternative opening line, less salesy": that part in other wordings, not the whole piece again', () => {
    const request = 'Plan an Instagram carousel: 5 slides on our handmade frames. Slide text under 25 words each, plus the caption.';
    const carousel = ask('creative-agent', request);
    const current = /\*\*Slide 1\b[^\n]*\n- \*\*Headline:\*\* (.+)/.exec(carousel.field ?? '')?.[1];
    const options = ask('creative-agent', 'Slide 1 needs to stop the scroll. Give me three punchier options.', { deliverable: carousel.field!, brief: carousel.brief, request });
    const listed = (options.field ?? '').split('\n').filter((l) => /^\d\.\s/.test(l)).map((l) => l.replace(/^\d\.\s/, ''));
    expect(listed).toHaveLength(3);
    expect(listed).not.toContain(current);
    expect(options.field).not.toMatch(/Slide 2|Caption/);
    const post = ask('creative-agent', 'Write a LinkedIn post about our handmade frames');
    const opening = ask('creative-agent', 'Give me an alternative opening line, something less salesy.', { deliverable: post.field!, brief: post.brief, request: 'Write a LinkedIn post about our handmade frames' });
    expect((opening.field ?? '').split('\n')).toHaveLength(1);
    expect(opening.field).toMatch(/^1\. [^£%]+$/);
  });

  it('what the answer says of a change is true: an offer asked to lead is carried, a price it does not give is never "already led with", a count still over is said to be over', () => {
    const post = () => given('creative-agent', 'Write a LinkedIn post about our handmade frames', POST);
    const offer = ask('creative-agent', 'Focus on the FRAME15 code: 15% off until 30 June.', post());
    expect(offer.field).toContain('FRAME15');
    expect(offer.field).toContain('15% off');
    const price = ask('creative-agent', 'Make it about the £85 frame price.', post());
    expect(price.draft).not.toMatch(/already leads with/);
    const shorter = ask('email-agent', 'Make it shorter, under 20 words.', email());
    // (The offer sentence, the link and the sign-off are kept whole, so the body cannot go under 20 words.)
    expect(shorter.draft).toMatch(/^Here is the previous answer, cut to \d+ words, which is still not under 20 words\./);
  });

  it('"mention we\'re open on Saturdays" says it as the user puts it, not a blank for a fact the facts lack', () => {
    const about = given('brand-voice', "Write a short 'about us' paragraph for the website footer, 50 words max.", 'Mitre & Glass frames prints, photographs and needlework by hand. Every frame is cut and joined in our own workshop, ready in 10 days.');
    const answer = ask('brand-voice', "Mention we're open on Saturdays.", about);
    expect(answer.field).toContain("We're open on Saturdays.");
    expect(answer.field).not.toMatch(/your facts do not say/);
  });

  it('"a version under 15 words for the mobile header" of a hero whose quote cannot be cut gives its sentence that fits, not a refusal', () => {
    const hero = given('brand-voice', 'Rewrite our homepage hero in our voice: "Stunning frames at cheap prices!"', 'Jo had it back in ten days and it was spot on.” — Jo Marsh, owner, Marsh Gallery, Todmorden (5 stars\nHand-cut frames for the pieces that matter to you.');
    const answer = ask('brand-voice', 'Give me a version under 15 words for the mobile header.', hero);
    expect(answer.field).toBe('Hand-cut frames for the pieces that matter to you.');
    expect(answer.draft).toContain('9 words, under 15 as asked');
  });

  it('"as a table: week, action, owner, cost" and "a table: keyword, intent, target page" use the columns named, with blanks for what the answer does not say and no false notes', () => {
    const request = 'Build me a 90-day plan to win 30 new orders from local photographers on our £900 a month budget.';
    const plan = ask('cmo', request);
    const table = ask('cmo', 'As a table: week, action, owner, cost.', { deliverable: plan.field!, brief: plan.brief, request });
    expect(table.field).toMatch(/^\| Week \| Action \| Owner \| Cost \|/);
    expect(table.field).toContain('| Days 1-30 | Put more time and money behind Instagram. | [owner] | [cost] |');
    const keywords = 'Give me 8 keywords for our framing pages, grouped by intent.';
    const list = ask('seo-agent', keywords);
    const grid = ask('seo-agent', 'Put that in a table: keyword, intent, target page.', { deliverable: list.field!, brief: list.brief, request: keywords });
    expect(grid.field).toMatch(/^\| Keyword \| Intent \| Target page \|/);
    expect(grid.field).toContain('| framing hebden bridge | transactional | the pricing or sign-up page |');
    expect(grid.draft).not.toMatch(/it is not in this answer/);
  });
});

describe('an item dropped by its place', () => {
  const TAGLINES = `**No.** "Frames made with care" is on-brand.\n\n- It breaks none of your voice's rules.\n- It says what is yours: "frames".\n\n## 5 alternatives, under 8 words each\n1. Cut and joined by hand in Hebden Bridge.\n2. Your prints, framed to last.\n3. Conservation glass as standard.\n4. Framed by hand, ready in 10 days.\n5. The framers local artists trust.`;
  const CAPTIONS = `### Instagram: 3 captions\n\n**Caption 1**\n\nEvery frame is cut by hand.\n\n#PictureFraming\n\n**Caption 2**\n\nBespoke frames up to A3 from £85.\n\n#PictureFraming\n\n**Caption 3**\n\nBring us the print you've been meaning to frame.\n\n#PictureFraming`;

  it('"Drop the third one" after five taglines: four left, numbered again, and the heading counts four', () => {
    const answer = ask('brand-voice', 'Drop the third one.', given('brand-voice', "Is 'Frames made with care' too generic? Give me 5 alternatives, under 8 words each.", TAGLINES));
    expect(answer.field).not.toContain('Conservation glass as standard');
    expect(answer.field).toContain('## 4 alternatives, under 8 words each\n1. Cut and joined by hand in Hebden Bridge.\n2. Your prints, framed to last.\n3. Framed by hand, ready in 10 days.\n4. The framers local artists trust.');
    // (The verdict's two reasons are a list too: they stay.)
    expect(answer.field).toContain('- It says what is yours');
  });

  it('"lose the last one" after three captions: the third caption goes, with its lines', () => {
    const answer = ask('creative-agent', 'lose the last one', given('creative-agent', 'Write 3 Instagram captions about our frames', CAPTIONS));
    expect(answer.field).not.toContain("Bring us the print you've been meaning to frame");
    expect(answer.field).toMatch(/^### Instagram: 2 captions/);
    expect(answer.field).toContain('**Caption 2**\n\nBespoke frames up to A3 from £85.');
  });

  it('"remove number 7" when there are three changes nothing', () => {
    const answer = ask('creative-agent', 'remove number 7', given('creative-agent', 'Write 3 Instagram captions about our frames', CAPTIONS));
    expect(answer.field).toContain('**Caption 3**');
  });
});

describe('questions on a claim and on timing', () => {
  it('"Is it fair to say we\'re the best framers in Yorkshire?": no, with nothing in the space comparing', () => {
    const answer = ask('email-agent', "Is it fair to say we're the best framers in Yorkshire?", email());
    expect(answer.field).toMatch(/^\*\*No, not as it stands\.\*\* "we're the best framers in Yorkshire" says you beat others, and nothing in your space compares you with them\./);
    expect(answer.field).not.toContain('Subject:');
  });

  it('"Can we say every frame is cut by hand?": yes, quoted from where the space says it', () => {
    const answer = ask('email-agent', 'Can we say every frame is cut by hand?', email());
    expect(answer.field).toMatch(/^\*\*Yes, as your profile puts it:\*\* "Every frame cut and joined by hand/);
  });

  it('"What\'s the best day and time to send this?": a test to run, since the space has no send times, and never a document quoted', () => {
    const answer = ask('email-agent', "What's the best day and time to send this?", email());
    expect(answer.field).toMatch(/^Your space has no send or open times of your own/);
    expect(answer.field).toContain('Split the list in two');
    expect(answer.draft).not.toMatch(/Neither the answer above nor your documents say that/);
  });
});

describe('a post asked again, and its button', () => {
  const GBP = `### Google Business Profile: 1 post\n\n**Post 1**\n\nConservation glass upgrade costs £25: it keeps prints from fading.\n\nLearn more.\n\n**Button:** Book`;
  const post = () => given('seo-agent', "Write a Google Business Profile post about our conservation glass upgrade. Around 100 words, with a 'Book' button as the call to action.", GBP);

  it('"Swap the CTA to \'Call now\'": the button says it', () => {
    const answer = ask('seo-agent', "Swap the CTA to 'Call now'.", post());
    expect(answer.field).toContain('**Button:** Call now');
    expect(answer.field).not.toContain('**Button:** Book');
    expect(answer.draft).toContain('the call to action changed to "Call now"');
  });

  it('"Now do one for our ready-made frames": another post, about them, never a page audit', () => {
    const answer = ask('seo-agent', 'Now do one for our ready-made frames.', post());
    expect(answer.draft).not.toMatch(/no page to audit/i);
    expect(answer.draft).toMatch(/^One Google Business Profile post for our ready-made frames\./);
    expect(answer.field).toContain('**Button:** Book');
  });
});

describe('a prices page for things paid each time, and its title again', () => {
  const META_REQUEST = 'Meta title (max 60 characters) and meta description (max 155 characters) for our prices page please.';

  it('speaks of prices, never plans, when nothing is paid monthly', () => {
    for (const version of [ask('seo-agent', META_REQUEST), ask('seo-agent', 'Give me another version.', given('seo-agent', META_REQUEST, ask('seo-agent', META_REQUEST).field!))]) {
      expect(version.field).not.toMatch(/\bplans?\b/i);
    }
  });

  it('"Give me two alternatives for the title." gives two titles, not the whole snippet again', () => {
    const first = ask('seo-agent', META_REQUEST);
    const answer = ask('seo-agent', 'Give me two alternatives for the title.', { deliverable: first.field!, brief: first.brief, request: META_REQUEST });
    const titles = answer.field!.split('\n').filter((l) => /^\d\. /.test(l));
    expect(titles).toHaveLength(2);
    expect(answer.field).not.toMatch(/Meta description/);
    for (const t of titles) expect(t.length - 3).toBeLessThanOrEqual(60);
  });
});

describe('an offer narrowed after the email is written', () => {
  it('"Correction: FRAME15 is only for bespoke frames up to A3, not larger ones. Can you fix the email?" says so wherever the code is, never a word swapped', () => {
    const request = 'Offer to people who asked about framing but never ordered: 15% off bespoke frames with code FRAME15, by 30 June.';
    const first = ask('email-agent', request);
    const answer = ask('email-agent', 'Correction: FRAME15 is only for bespoke frames up to A3, not larger ones. Can you fix the email?', { deliverable: first.field!, brief: first.brief, request });
    expect(answer.field).toContain('with code FRAME15 (bespoke frames up to A3 only)');
    expect(answer.field).toMatch(/^Subject: [^\n]*$/m);
    expect(answer.field!.split('\n').find((l) => l.startsWith('Subject:'))).not.toContain('only');
    expect(answer.draft).not.toMatch(/What your documents say on that/);
  });
});

describe('alternatives for a line several pieces have', () => {
  it('"two alternatives for the subject line" after a series of emails is not answered from the first email\'s subject', () => {
    const series = `## Email 1 of 2: the offer\n\nSubject: 15% off framing this month\n\nHi {{first_name}},\n\nBring any print in before the 30th.\n\n## Email 2 of 2: the reminder\n\nSubject: Last week for 15% off\n\nHi {{first_name}},\n\nThe offer ends on the 30th.`;
    const answer = ask('email-agent', 'Give me two alternatives for the subject line of email 2.', given('email-agent', 'Write a 2-email series announcing 15% off framing this month with code FRAME15', series));
    expect(answer.draft).not.toMatch(/Now: "15% off framing this month"/);
  });
});

describe('a figure of the answer corrected', () => {
  const request = 'Write an email announcing our framing workshop on Saturday 14 June at 10am, £25 a place';
  const email = () => { const first = ask('email-agent', request); return { deliverable: first.field!, brief: first.brief, request }; };

  for (const [follow, from, to] of [
    ['Correction: it starts at 11am.', '10am', '11am'],
    ['The price went up to £30, can you change that?', '£25', '£30'],
    ['Change £25 to £30 please', '£25', '£30'],
    ['Sorry, the date is Sunday 15 June.', 'Saturday 14 June', 'Sunday 15 June'],
    ['Actually the workshop is £30 a place now.', '£25', '£30'],
  ] as const) {
    it(`"${follow}" changes ${from} to ${to} and nothing else`, () => {
      const previous = email();
      const answer = ask('email-agent', follow, previous);
      expect(answer.field).toContain(to);
      expect(answer.field).not.toContain(from);
      expect(answer.field).toBe(previous.deliverable.split(from).join(to));
    });
  }
});
