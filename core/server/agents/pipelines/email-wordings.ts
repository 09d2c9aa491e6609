import type { EmailTask } from '../offline/request-intent.ts';

type BodyTask = Exclude<EmailTask, 'subject_lines' | 'rewrite'>;
type Part = 'greeting' | 'opening' | 'problem' | 'value' | 'difference' | 'action';

/**
 * The email agent's wordings, several per part so answers differ across requests and regenerates. Slots are
 * the space's facts (see template-grammar.ts); none of these sentences states a fact the space did not give.
 */
/** `openingGeneral`: the opening when the request names no topic, for tasks whose opening would name one. */
export const EMAIL_WORDINGS: Record<BodyTask, Record<Part, string[]> & { openingGeneral?: string[] }> = {
  launch: {
    greeting: ['Hi {{first_name}},', 'Hello {{first_name}},'],
    opening: ['Today {company} is launching {topic}.', 'Meet {topic}, the newest thing from {company}.', 'We built {topic} for {audience}, and it is ready today.', 'Something new is out at {company}: {topic}.'],
    openingGeneral: ['Today {company} has something new for {audience}.', 'We have been working on something for you at {company}, and it is ready.', 'There is something new at {company} we want you to see first.'],
    problem: ['We made it because {problems} should not be part of your week.', 'It starts with a problem you know well: {problems}.', 'If {problems} sounds familiar, this one is for you.'],
    value: ['Here is what you get: {offer}.', 'In short: {offer}.', 'What it is: {offer}.'],
    difference: ['What makes it different: {differentiator}.', 'Why {company}: {differentiator}.', 'The part people notice first: {differentiator}.'],
    action: ['Reply to this email and we will set it up for you.', 'Want to be among the first to try it? Just reply.', 'Have a look at {website?{website} }and reply with what you think.', 'Book a short call and we will walk you through it.'],
  },
  promotion: {
    greeting: ['Hi {{first_name}},', 'Hello {{first_name}},'],
    opening: ['{Topic} is on at {company}.', 'A quick note from {company} about {topic}.', 'We wanted you to hear it from us first: {topic}.', 'This one is for {audience}: {topic}.'],
    openingGeneral: ['A quick note from {company}, for {audience}.', 'We wanted you to hear this from us first.', 'Here is something from {company} worth a minute of your time.'],
    problem: ['If {problems} is on your list, now is a good moment to fix it.', 'We know {problems} takes more time than it should.', 'It is a simple answer to {problems}.'],
    value: ['As a reminder, {company} offers {offer}.', 'What you get with {company}: {offer}.', 'Here is the offer in one line: {offer}.'],
    difference: ['And what people tell us they like most: {differentiator}.', 'What sets us apart: {differentiator}.', 'Why teams stay with us: {differentiator}.'],
    action: ['Reply to this email to get started.', 'Reply with a yes and we will take care of the rest.', 'Visit {website?{website} }to see the details.', 'Questions? Reply and a real person will answer.'],
  },
  newsletter: {
    greeting: ['Hi {{first_name}},', 'Hello {{first_name}},'],
    opening: ['Here is what is new at {company} this month.', 'Your update from {company}, short as always.', 'A few things from {company} worth two minutes of your time.'],
    problem: ['Everything below comes back to one thing we hear often: {problems}.', 'As always, we focus on {problems}.', 'This month again, the theme is {problems}.'],
    value: ['In case you are new here: {company} offers {offer}.', 'A reminder of what we do: {offer}.', 'What we offer, in one line: {offer}.'],
    difference: ['And the reason people stay: {differentiator}.', 'What we keep doing differently: {differentiator}.', 'What will not change: {differentiator}.'],
    action: ['Reply and tell us what you would like to read next time.', 'Forward this to a colleague who should see it.', 'See you next month. Reply any time, we read every answer.'],
  },
  follow_up: {
    greeting: ['Hi {{first_name}},', 'Hello {{first_name}},'],
    opening: ['Thank you for your time earlier, it was good to talk.', 'Following up on our conversation, as promised.', 'Thanks again for the call. Here is a short recap.'],
    problem: ['You mentioned {problems}: that is exactly what we work on.', 'Teams like yours often tell us about {problems}, so here is how we help.', 'On {problems}, here is what we can take off your plate.'],
    value: ['In short, {company} offers {offer}.', 'To recap what we offer: {offer}.', 'What we discussed: {offer}.'],
    difference: ['And the part that matters most for you: {differentiator}.', 'What you will notice first: {differentiator}.', 'Unlike what you have today, {differentiator}.'],
    action: ['Would a short call next week to plan the next step work for you?', 'If it helps, reply with a time that suits you and we will set up the next step.', 'Shall I send over a proposal? A one-word reply is enough.'],
  },
  cold_outreach: {
    greeting: ['Hi {{first_name}},', 'Hello {{first_name}},'],
    opening: ['I am reaching out from {company} because we work with {audience}{audienceAt? {audienceAt}}.', 'A short note from {company}: we help {audience}{audienceAt? {audienceAt}}.', 'We have not met yet. I am writing from {company}, where we work with {audience}{audienceAt? {audienceAt}}.'],
    problem: ['Many of them tell us about {problems}.', 'The same problem comes up again and again: {problems}.', 'Is {problems} on your list too?'],
    value: ['What we do: {offer}.', 'Our answer is simple: {offer}.', 'In one line: {offer}.'],
    difference: ['What sets us apart: {differentiator}.', 'Why it works: {differentiator}.', 'The difference: {differentiator}.'],
    action: ['Would a short call be useful?', 'Worth a quick reply?', 'If this is not a priority right now, just tell me and I will not follow up.'],
  },
};

/** Subject lines per email task, as templates; `subject_lines` also names each line's angle. */
export const SUBJECT_WORDINGS: Record<BodyTask, string[]> & { subject_lines: { angle: string; text: string }[] } = {
  launch: ['Introducing {topic}', '{Topic} is here', 'New from {company}: {topic}', 'Meet {topic}', 'Now ready: {topic}'],
  promotion: ['{Topic} at {company}', 'For you: {topic}', '{Company}: {topic}', 'A quick word about {topic}', 'Do not miss {topic}'],
  newsletter: ['{Company} this month', 'What is new at {company}', 'Notes from {company}', 'This month at {company}: {topic}', 'Your {company} update'],
  follow_up: ['Following up on our call', 'Next steps with {company}', 'As promised: your recap', 'Our conversation, in short', 'Picking up where we left off'],
  cold_outreach: ['A question about {problems}', 'Idea for {audienceShort}', '{Company} + your team?', 'Quick question', 'Is {problems} on your list?'],
  subject_lines: [
    { angle: 'benefit', text: '{Topic}, made simple' },
    { angle: 'news', text: 'New from {company}: {topic}' },
    { angle: 'question', text: 'Ready for {topic}?' },
    { angle: 'personal', text: '{{first_name}}, this one is for {audienceShort}' },
    { angle: 'curiosity', text: 'A better way for {audienceShort}' },
    { angle: 'direct', text: '{Topic}: the details' },
    { angle: 'reason', text: 'Why {company}?' },
    { angle: 'difference', text: '{Topic}: what is different' },
    { angle: 'problem', text: 'Still dealing with {problems}?' },
    { angle: 'team', text: 'Your team + {topic}' },
    { angle: 'timely', text: 'This week at {company}: {topic}' },
    { angle: 'short', text: '{Topic}, in one minute' },
    { angle: 'invitation', text: 'You are invited: {topic}' },
  ],
};
