import { describe, expect, it } from 'vitest';
import { ask } from '../../support/picture-framer-space.ts';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';

/**
 * R-PROD-02 a reply to a customer's question: the email agent answers each part from the space's facts, to the
 * person by name, and leaves a part the facts do not answer as a marked gap; never another kind of email.
 */
describe('R-PROD-02 the email agent drafts a reply to a customer who asked something', () => {
  it('"Mrs Hollis emailed asking if you can frame a sampler and what the glass upgrade costs" answers both parts, to her', () => {
    const answer = ask('email-agent', 'A customer, Mrs Hollis, emailed asking if you can frame a needlework sampler up to A3 and what the conservation glass upgrade costs. Draft my reply.');
    expect(answer.brief.task).toBe('email.reply');
    expect(answer.field).toContain('Hi Mrs Hollis,');
    expect(answer.field).toContain('Thank you for asking if we can frame a needlework sampler up to A3 and what the conservation glass upgrade costs.');
    expect(answer.field).toContain('- Conservation glass upgrade costs £25.');
    expect(answer.field).toContain('call us on 01422 555019');
    expect(answer.field).toContain('With care, the Mitre & Glass team');
    expect(answer.field).not.toMatch(/We're writing to let you know about a change|\{\{first_name\}\}/);
  });

  it('a part the facts do not answer is a marked gap, said in the notes, not guessed', () => {
    const answer = ask('email-agent', 'Tom emailed asking whether you deliver framed pieces to Leeds. Write a reply.');
    expect(answer.field).toContain('Hi Tom,');
    expect(answer.field).toContain('[Your answer on whether we deliver framed pieces to Leeds]');
    expect(answer.draft).toContain('Your facts do not answer "whether you deliver framed pieces to Leeds": fill the marked gap before sending.');
  });

  it("a customer's email pasted in is answered question by question, to the name it is signed with, never pasted back", () => {
    const answer = ask('email-agent', `Please draft a reply to this email that came in this morning:

---
Hi there,
We've got six old family photographs that need framing before a reunion in May. Two questions before I come in: do you use glass that stops the photos fading? And is there anywhere to park near the shop?
Cheers,
Anna Webb
---

Keep it friendly and short.`);
    expect(answer.brief.task).toBe('email.reply');
    expect(answer.field).toContain('Subject: Re: your questions');
    expect(answer.field).toContain('Hi Anna,');
    expect(answer.field).toContain('You asked whether there is anywhere to park near the shop. Parking: free for 2 hours in the Valley Road car park, 50 metres from the shop.');
    expect(answer.field).toContain('You asked whether we use glass that stops the photos fading. [Your answer]');
    expect(answer.field).not.toMatch(/six old family photographs|Two questions before I come in|\[name\]/);
  });

  it('a reply made shorter keeps its answers and lets the thanks and the restated questions go first', () => {
    const request = `Please draft a reply to this email:\n\n---\nHi there,\nTwo questions before I come in: do you frame needlework? And is there anywhere to park near the shop?\nCheers,\nAnna Webb\n---\n\nKeep it short.`;
    const reply = ask('email-agent', request);
    const shorter = ask('email-agent', 'Make it shorter and warmer, under 50 words.', { deliverable: reply.field!, brief: reply.brief, request });
    expect(shorter.field).toContain('needlework by hand');
    expect(shorter.field).toContain('Parking: free for 2 hours in the Valley Road car park');
    expect(shorter.field).not.toContain('Thanks for getting in touch');
  });

  it('a customer\'s words quoted in the request, asked for by "a friendly reply", "reply to this message" or "write back to Mr Ellis", are answered as a reply', () => {
    const quoted = ask('email-agent', `A customer emailed us this morning:\n\n"Hello, I have a large oil painting (about A2) that needs a frame before my daughter's wedding in June. Can you do it in time, and roughly what would it cost? Thanks, Priya"\n\nWrite a friendly reply for me to send, under 120 words.`);
    expect(quoted.brief.task).toBe('email.reply');
    expect(quoted.field).toContain('Hi Priya,');
    expect(quoted.field).toContain('You asked whether we can do it in time. [Your answer]');
    expect(quoted.field).not.toMatch(/let you know about a change/);
    const chat = ask('email-agent', 'Reply to this message from a customer on our website chat: "do you do mounts for photos? and can I drop off on a Sunday?" Keep it short and warm.');
    expect(chat.field).toContain('You asked whether you can drop off on a Sunday. [Your answer]');
    const complaint = ask('email-agent', 'Can you write back to Mr Ellis? He wrote: "My frame arrived with a cracked glass. What are you going to do about it?" Apologise and say what we\'ll do.');
    expect(complaint.brief.task).toBe('email.reply');
    expect(complaint.field).toContain("Hi Mr Ellis,\n\nI'm sorry about this, and thank you for telling us.");
    expect(complaint.field).toContain('You asked what we are going to do about it. [Your answer]');
    expect(complaint.field).toContain('and we will put it right.');
  });

  it('a pasted wall of questions is answered to its first eight, not read on question by question', () => {
    const answer = ask('email-agent', `Please draft a reply to this email:\n---\nHi there,\n${'Do you frame needlework? '.repeat(400)}\nCheers,\nAnna\n---`);
    expect((answer.field ?? '').match(/You asked/g)).toHaveLength(8);
  });

  it('a billing complaint quoted on one line, asking only "Why?" and signed with a name, is answered: sorry, the question said back, the name', () => {
    const answer = ask('email-agent', 'Write a reply to this customer email, under 100 words: "Hi, I picked up my bespoke frame yesterday and you charged me £110 instead of £85. Why? Tom Harris"');
    expect(answer.brief.task).toBe('email.reply');
    expect(answer.field).toContain('Hi Tom,');
    expect(answer.field).toContain("I'm sorry about this, and thank you for telling us.");
    expect(answer.field).toContain('You asked why we charged you £110 instead of £85.');
    expect(answer.field).toContain('The difference, £25, is what the conservation glass upgrade costs: [check the order, and say whether that is what it was for].');
    expect(answer.draft).not.toContain('does not say what the customer asked');
  });

  it('a reply to a complaint described in the request ("who left a review complaining that …, apologetic but we keep the policy") says sorry, says the complaint back and quotes the terms, to her by name', () => {
    const answer = ask('email-agent', 'Write a reply to Jane Morris, who left a 3-star review complaining that we charged the full £85 when she cancelled her framing order the day before. Apologetic but we keep the policy. Under 120 words.', null, 'Tone: warm, plain\nSign-off: With care, the Mitre & Glass team');
    expect(answer.brief.task).toBe('email.reply');
    expect(answer.field).toContain('Hi Jane,');
    expect(answer.field).toContain("I'm sorry about this, and thank you for telling us.");
    expect(answer.field).toContain('I understand you were unhappy that we charged the full £85 when you cancelled your framing order the day before.');
    expect(answer.field).not.toMatch(/get it booked in|put it right/);
    expect(answer.field).toContain('Subject: Re: your review');
    expect(answer.draft).toMatch(/^A reply to Jane: one apology, the complaint said back/);
    expect(answer.draft).not.toContain('does not say what the customer asked');
  });

  it('"Actually we can offer her one free rebooking, mention that" and "… Add that." put that statement in, said to her', () => {
    const request = 'Write a reply to Jane Morris, who left a 3-star review complaining that we charged the full £85 when she cancelled her framing order the day before. Apologetic but we keep the policy.';
    const reply = ask('email-agent', request);
    const previous = { deliverable: reply.field!, brief: reply.brief, request };
    const mentioned = ask('email-agent', 'Actually we can offer her one free rebooking, mention that.', previous);
    expect(mentioned.field).toContain('We can offer you one free rebooking.');
    const added = ask('email-agent', 'She can also bring the frame back for a free check. Add that.', previous);
    expect(added.field).toContain('You can also bring the frame back for a free check.');
    expect(added.field).not.toMatch(/Parking|Valley Road/);
  });

  it('an email that asks readers to reply is still that email, not a reply', () => {
    const answer = ask('email-agent', 'Write an email to past customers asking them to reply with a photo of their frame on the wall.');
    expect(answer.brief.task).not.toBe('email.reply');
  });
});

describe('R-PROD-02 a complaint the request tells in its own words gets a reply, not a refusal', () => {
  const POLICY = '# Lesson terms\n\n- Please give at least 24 hours\' notice to cancel a lesson; later than that the lesson is charged in full.\n- Lessons we cancel are rebooked free.\n';
  const reply = (message: string) => catalogueAnswer('email-agent', { message, mode: 'normal', profile: { business_name: 'Allegro Music School', offer_main: 'Violin, piano and guitar lessons for children' }, brandVoice: 'Tone: warm, plain\nSign-off: Best wishes, Allegro Music School', spaceName: 'Allegro', referenced: [{ kind: 'document', id: 't', title: 'terms.md', text: POLICY }], version: 1 }, null)!;

  it('"A dad emailed, upset. His daughter missed … we charged the full £30. He says it\'s unfair … Draft a reply that keeps to our policy but offers something reasonable"', () => {
    const answer = reply("A dad emailed, quite upset. His daughter cancelled her violin lesson 12 hours before because of a school trip, and we charged the full £30. He says it's unfair and wants a refund. Draft a reply that keeps to our policy but offers something reasonable.");
    expect(answer.brief.task).toBe('email.reply');
    const field = answer.field!;
    expect(field).toContain("I'm sorry about this, and thank you for telling us.");
    // The customer is 'you'; the daughter stays 'her'.
    expect(field).toContain('your daughter cancelled her violin lesson 12 hours before because of a school trip, and we charged the full £30');
    expect(field).toContain("Our terms say: Please give at least 24 hours' notice to cancel a lesson");
    // What to offer is the sender's to choose: a marked gap, never an invented refund.
    expect(field).toMatch(/\[[^\]]*offer[^\]]*\]/i);
    expect(field).not.toMatch(/put it right|we will refund/i);
    expect(answer.draft).toMatch(/what you can offer/i);
  });
});

describe('R-PROD-02 "a customer has emailed" tells what happened; the reply is the one piece asked for', () => {
  it('"A mum has emailed, quite angry. … Draft a reply" is one reply, not an email and a reply', () => {
    const answer = ask('email-agent', "A mum has emailed, quite angry. Her son's frame arrived with cracked glass and we charged the full £85. Draft a reply that keeps to our policy.");
    expect(answer.brief.task).toBe('email.reply');
    expect(answer.draft).not.toMatch(/pieces, as asked|\{\{first_name\}\}/);
    expect(answer.field).toMatch(/^Subject: Re: /);
  });
});

describe('R-PROD-02 "now write the email itself for the best one" after subject lines', () => {
  it('writes that email, with the first subject line, not the subject lines again about "the best one"', () => {
    const request = 'Give me 5 subject lines for our autumn email about the conservation glass upgrade. Max 45 characters each.';
    const lines = ask('email-agent', request);
    expect(lines.brief.task).toBe('email.subject-lines');
    const first = /^1\. (.+?)(?: _\(|$)/m.exec(lines.field!)![1]!.trim();
    const email = ask('email-agent', 'Now write the email itself for the best one.', { deliverable: lines.field!, brief: lines.brief, request });
    expect(email.field).toContain(`Subject: ${first}`);
    expect(email.field).toMatch(/^Hi |\nHi /m);
    expect(email.draft).not.toMatch(/the best one/i);
  });
});

describe('R-PROD-02 "sign it from Karen rather than the team" changes who signs, and nothing else', () => {
  it('after a reply, the sign-off keeps its greeting and is signed by the named person', () => {
    const request = "A customer, Mrs Hollis, emailed asking if you can frame a needlework sampler up to A3 and what the conservation glass upgrade costs. Draft my reply.";
    const reply = ask('email-agent', request);
    const signed = ask('email-agent', 'Sign it from Sam rather than the team.', { deliverable: reply.field!, brief: reply.brief, request });
    expect(signed.field).toMatch(/With care,\nSam, Mitre & Glass$/m);
    expect(signed.field).not.toContain('the Mitre & Glass team');
    expect(signed.field).toContain('Hi Mrs Hollis,');
  });
});

describe('R-PROD-02 a cold reply to a review, rewritten then asked "warmer, and offer to talk it through on the phone"', () => {
  const request = 'Rewrite this reply to a 1-star Google review in our voice, under 80 words. The customer was unhappy the frame took three weeks. Our draft: "Sorry you feel that way but our timings are on the website. Rules are rules."';

  it('takes out the brush-offs, thanks the reviewer, and offers a call on the space\'s own number', () => {
    const first = ask('brand-voice', request);
    const warmer = ask('brand-voice', 'Warmer, and offer to talk it through on the phone.', { deliverable: first.field!, brief: first.brief, request });
    expect(warmer.field).not.toMatch(/Sorry you feel that way|Rules are rules/);
    expect(warmer.field).toMatch(/^Thank you for telling us about this\./);
    expect(warmer.field).toContain('call us on 01422 555019');
    expect(warmer.draft).toMatch(/^Here is the previous answer, with the wording made warmer, and an offer to talk it through on 01422 555019 added\./);
  });
});

describe('R-PROD-02 a cold reply to a review, rewritten in the voice', () => {
  it('rewords the brush-off and drops the line that shuts the customer out, and says so', () => {
    const first = ask('brand-voice', 'Rewrite this reply to a 2-star review in our voice: "Sorry you feel that way but the frame was made to the size you gave us. Rules are rules."');
    expect(first.field).toContain("We're sorry this wasn't what you hoped for. The frame was made to the size you gave us.");
    expect(first.field).not.toMatch(/Sorry you feel that way|Rules are rules/);
    expect(first.draft).not.toContain('Nothing: the text already follows these rules.');
  });
});
