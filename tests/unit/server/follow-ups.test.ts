import { describe, expect, it } from 'vitest';
import { catalogueAnswer, type EngineResult } from '../../../core/server/agents/tasks/offline-engine.ts';
import type { AgentContext } from '../../../core/server/agents/tools/agent-context.ts';
import type { AgentSlug } from '../../../core/server/agents/brief/brief.ts';
import type { PreviousAnswer } from '../../../core/server/agents/tasks/agent-task.ts';

/**
 * Follow-ups in the same chat, through the function the server runs for each offline run: each revises the
 * previous answer (or makes a new piece from it) and says what changed from the actual diff. The space is a
 * pottery studio the engine's wordings were not written for.
 */
const PROFILE: Record<string, string> = {
  business_name: 'Kilnhouse Pottery',
  business_description: 'A pottery studio in Bristol running wheel-throwing courses and open studio sessions for adults.',
  website: 'https://kilnhouse.example',
  audience_primary: 'Adults in Bristol looking for a creative hobby',
  audience_problems: 'Screen-heavy jobs and no time to make things by hand',
  offer_main: 'Six-week wheel-throwing courses and monthly studio memberships',
  offer_differentiator: 'Groups of six, all clay and firings included',
  tone_words: 'warm, hands-on',
  tone_avoid: 'masterpiece, effortless',
};

const PRICES = `# Kilnhouse courses

| Course | Price | Includes |
|---|---|---|
| Six-week wheel course | £195 | Six 2-hour evening classes, clay and two firings |
| Studio membership | £60 a month | Open studio access four evenings a week |

## Terms

Your first taster session is free.
`;

const VOICE = 'Tone: warm, hands-on\nAvoid: masterpiece, effortless\nSign-off: See you at the wheel, the Kilnhouse team';

function ask(agent: AgentSlug, message: string, previous: PreviousAnswer | null = null, version = 1): EngineResult {
  const ctx: AgentContext = {
    message,
    mode: 'chat',
    profile: PROFILE,
    brandVoice: VOICE,
    spaceName: 'Kilnhouse',
    referenced: [{ kind: 'document', id: 'doc-1', title: 'kilnhouse-courses.md', text: PRICES }],
    version,
  };
  return catalogueAnswer(agent, ctx, previous);
}

/** The chat's previous answer as the server stores it for the next run. */
function previousOf(answer: EngineResult, request: string): PreviousAnswer {
  return { deliverable: answer.field ?? '', brief: answer.brief, request };
}

/** A previous answer written by hand, so each test knows exactly what the follow-up revises. */
function given(agent: AgentSlug, request: string, deliverable: string): PreviousAnswer {
  const first = ask(agent, request);
  return { deliverable, brief: first.brief, request };
}

const PROMO_REQUEST = 'Write a promotion email for the Six-week wheel course: £30 off with code CLAY30 until 28 February.';
const PROMO = `Subject: The Six-week wheel course, £30 off with code CLAY30
Preview: Six evenings at the wheel, clay and firings included.

Hi {{first_name}},

Screen-heavy job? The Six-week wheel course gets you making things by hand. It runs for six 2-hour evening classes, with clay and two firings included.

Right now: use code CLAY30 for £30 off, until 28 February!

Groups are six people, so everyone gets time with the tutor. Don't miss out!

**[Claim £30 off](https://kilnhouse.example)** with code CLAY30, until 28 February

See you at the wheel, the Kilnhouse team`;

describe('R-PROD-02 follow-ups revise the previous answer and say what changed', () => {
  it('"shorter, under 40 words" cuts to under 40 words, keeps the offer and says the limit as asked', () => {
    const answer = ask('email-agent', 'Make it shorter, under 40 words.', given('email-agent', PROMO_REQUEST, PROMO));
    const body = answer.field!;
    expect(body.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length).toBeLessThan(40);
    expect(body).toContain('CLAY30');
    expect(body).toContain('Subject: The Six-week wheel course, £30 off with code CLAY30');
    expect(answer.draft).toContain('Here is the previous answer, cut to under 40 words');
    expect(answer.draft).toContain('**What changed**');
  });

  it('a cut keeps the sign-off, and a later change does not cut again to the earlier limit', () => {
    const cut = ask('email-agent', 'Cut it to 40 words.', given('email-agent', PROMO_REQUEST, PROMO));
    expect(cut.field).toMatch(/\n\nSee you at the wheel, the Kilnhouse team$/);
    const button = ask('email-agent', 'Make the CTA button say "Book your wheel"', { deliverable: PROMO, brief: cut.brief, request: 'Cut it to 40 words.' });
    expect(button.field).toContain('**[Book your wheel](https://kilnhouse.example)**');
    expect(button.field).toContain('Groups are six people, so everyone gets time with the tutor.');
    expect(button.draft).toContain('with the call to action changed to "Book your wheel"');
  });

  it('"make the subject line punchier" rewrites the subject line only, leading with the offer', () => {
    const answer = ask('email-agent', 'Make the subject line punchier.', given('email-agent', PROMO_REQUEST, PROMO));
    expect(answer.field).toContain('Subject: £30 off Six-week wheel course with CLAY30\n');
    expect(answer.field).toContain('Screen-heavy job? The Six-week wheel course gets you making things by hand.');
    expect(answer.draft).toContain('Here is the previous answer, with the subject line made punchier.');
    expect(answer.steps[0]!.summary).toBe('Understood: the subject line of the previous answer, made punchier');
  });

  it('a question subject line made punchier leads with the offer too', () => {
    const answer = ask('email-agent', 'Make the subject line punchier.', given('email-agent', PROMO_REQUEST, PROMO.replace('Subject: The Six-week wheel course, £30 off with code CLAY30', 'Subject: Screen-heavy job?')));
    expect(answer.field).toContain('Subject: £30 off Six-week wheel course with CLAY30\n');
  });

  it('"add the code SAVE10 as well" adds the code before the call to action and keeps the first one', () => {
    const answer = ask('email-agent', 'Add the code SAVE10 as well.', given('email-agent', PROMO_REQUEST, PROMO));
    expect(answer.field).toContain('Or use code SAVE10 when you book.\n\n**[Claim £30 off](https://kilnhouse.example)**');
    expect(answer.field).toContain('use code CLAY30 for £30 off');
    expect(answer.draft).toContain('with code SAVE10 added');
  });

  it('"less salesy" drops the shouting, the urgency and the hard-sell button', () => {
    const answer = ask('email-agent', 'Less salesy please.', given('email-agent', PROMO_REQUEST, PROMO));
    expect(answer.field).not.toContain('!');
    expect(answer.field).not.toMatch(/don't miss|right now/i);
    expect(answer.field).toContain('Use code CLAY30 for £30 off, until 28 February.');
    expect(answer.field).toContain('**[See the offer](https://kilnhouse.example)**');
  });

  it('"add a link" points the button at the new link', () => {
    const answer = ask('email-agent', 'Add a link to https://kilnhouse.example/book', given('email-agent', PROMO_REQUEST, PROMO));
    expect(answer.field).toContain('**[Claim £30 off](https://kilnhouse.example/book)**');
  });

  it('"focus on the price" leads each caption with its price and empties none', () => {
    const captions = `### Instagram: 2 captions

**Caption 1** _(120/2,200)_

Clay under your nails by Friday. Groups of six, with a tutor at your side.

The Six-week wheel course costs £195 with clay and two firings included.

Book your place: link in bio.

**Caption 2** _(90/2,200)_

Screen-heavy job? Make something by hand this spring.

Book your place: link in bio.`;
    const answer = ask('creative-agent', 'Focus on the price.', given('creative-agent', 'Write 2 Instagram captions for the wheel course.', captions));
    const field = answer.field!;
    expect(field).toMatch(/\*\*Caption 1\*\* _\(\d+\/2,200\)_\n\nThe Six-week wheel course costs £195 with clay and two firings included\.\n\nClay under your nails by Friday\./);
    expect(field).toMatch(/\*\*Caption 2\*\* _\(\d+\/2,200\)_\n\n[^\n]*£(195|60)/);
    // Each caption's count is its new text's characters.
    for (const [, n, text] of field.matchAll(/_\((\d+)\/2,200\)_\n\n([\s\S]*?)(?=\n\n\*\*Caption|$)/g)) expect(Number(n)).toBe(text!.trim().length);
    expect(field).toContain('Screen-heavy job? Make something by hand this spring.');
    expect(answer.draft).toContain('now leading with the price');
  });

  it('"translate the CTA to Italian" translates the button, and nothing else', () => {
    const answer = ask('email-agent', 'Translate the CTA to Italian.', given('email-agent', PROMO_REQUEST, PROMO.replace('Claim £30 off', 'Book now')));
    expect(answer.field).toContain('**[Prenota ora](https://kilnhouse.example)**');
    expect(answer.field).toContain('Screen-heavy job?');
    expect(answer.draft).toContain('with the call to action in Italian');
  });

  it('a change the offline engine cannot make is said plainly, never claimed', () => {
    const answer = ask('email-agent', 'Make the subject line rhyme.', given('email-agent', PROMO_REQUEST, PROMO));
    expect(answer.field).toBe(PROMO);
    expect(answer.draft).toMatch(/^I could not make that change offline/);
    expect(answer.draft).not.toContain('already does this');
  });

  it('"now write 5 subject lines for it" is new work made from the previous email: its subject and offer', () => {
    const first = ask('email-agent', PROMO_REQUEST);
    const answer = ask('email-agent', 'Now write 5 subject lines for it.', previousOf(first, PROMO_REQUEST));
    expect(answer.brief.task).toBe('email.subject-lines');
    expect(answer.brief.offer.code).toBe('CLAY30');
    expect(answer.brief.topic).toBe(first.brief.topic);
    expect(answer.field!.match(/^\d+\. /gm)).toHaveLength(5);
  });

  it('"turn it into 3 LinkedIn posts" writes three LinkedIn posts about what the captions were about', () => {
    const request = 'Write 3 Instagram captions for the free taster session.';
    const first = ask('creative-agent', request);
    const answer = ask('creative-agent', 'Turn it into 3 LinkedIn posts.', previousOf(first, request));
    expect(answer.brief.revision).toBeNull();
    expect(answer.brief.deliverables).toEqual([expect.objectContaining({ noun: 'post', count: 3, platforms: ['linkedin'] })]);
    expect(answer.brief.topic).toBe(first.brief.topic);
    expect(answer.field).toContain('### LinkedIn: 3 posts');
  });

  it('"another angle" after "focus on the price" is about what the captions were about, not about "the price"', () => {
    const request = 'Write 3 Instagram captions for the free taster session.';
    const first = ask('creative-agent', request);
    const focused = ask('creative-agent', 'Focus on the price.', previousOf(first, request));
    const angle = ask('creative-agent', 'Another angle.', previousOf(focused, 'Focus on the price.'));
    expect(focused.brief.topic).toBe(first.brief.topic);
    expect(angle.brief.topic).toBe(first.brief.topic);
    expect(angle.field).not.toMatch(/#Price|\[What the price does/);
  });

  it('"give me 3 more" taglines are three the chat has not seen, or says it has no new ones', () => {
    const request = 'Give me 5 taglines for Kilnhouse.';
    const first = ask('creative-agent', request);
    const more = ask('creative-agent', 'Give me 3 more.', previousOf(first, request));
    const items = (text: string) => text.split('\n').filter((l) => /^\d+\. /.test(l)).map((l) => l.replace(/^\d+\. /, ''));
    const fresh = items(more.field ?? '');
    expect(fresh.length).toBeLessThanOrEqual(3);
    for (const line of fresh) expect(items(first.field!)).not.toContain(line);
    if (!fresh.length) expect(more.draft).toMatch(/^I have no new ones from your facts/);
  });

  it('"give me two more" captions are two whose opening lines the chat has not seen, numbered from one', () => {
    const request = '4 Instagram captions about our wheel course.';
    // The captions shown are the regenerated ones, since changed by a follow-up (the hashtags dropped, say): the
    // chat's answer is of a later version than its brief's number, so the next version may repeat what it shows.
    const first = ask('creative-agent', request, null, 2);
    const more = ask('creative-agent', 'Give me two more.', { ...previousOf(first, request), brief: ask('creative-agent', request).brief });
    const openings = (text: string) => text.split(/^\*\*Caption \d+\*\*[^\n]*\n\n/m).slice(1).map((p) => p.split('\n')[0]!);
    const fresh = openings(more.field ?? '');
    if (!fresh.length) expect(more.draft).toMatch(/^I have no new ones from your facts/);
    else {
      expect(fresh.length).toBeLessThanOrEqual(2);
      for (const line of fresh) expect(openings(first.field!)).not.toContain(line);
      expect(more.field).toMatch(/^\*\*Caption 1\*\*/m);
      expect(more.field).toMatch(new RegExp(`^### Instagram: ${fresh.length} caption`, 'm'));
    }
  });

  it('"turn it into a LinkedIn post" asked of the SEO agent writes the post from that answer, and names the Creative agent for more', () => {
    const request = 'Write 3 FAQs about the studio membership.';
    const first = ask('seo-agent', request);
    const answer = ask('seo-agent', 'Now turn it into a LinkedIn post.', previousOf(first, request));
    expect(answer.brief.task).toBe('creative.social-posts');
    expect(answer.field).toContain('LinkedIn');
    expect(answer.field).toContain('Studio membership');
    expect(answer.draft).toContain('ask the Creative agent');
    expect(answer.draft).not.toContain("I can't help");
  });

  it('"shorter, under 60 words" keeps the product and its price, the offer, the code, the button and the sign-off; the PS goes first', () => {
    const email = `Subject: Fear of the wheel?
Preview: £30 off with code CLAY30 until 28 February.

Hi {{first_name}},

Screen-heavy job? That's what the Six-week wheel course is for. It costs £180 and runs for six 2-hour evening classes, with clay included.

£30 off is yours with code CLAY30 until 28 February.

Groups are six people, so everyone gets time with the tutor.

**[Claim £30 off](https://kilnhouse.example)** with code CLAY30, until 28 February

The Kilnhouse team

PS: Beginners are welcome on every course.`;
    const body = ask('email-agent', 'Make it shorter, under 60 words.', given('email-agent', PROMO_REQUEST, email)).field!;
    expect(body).toContain('£180');
    expect(body).toContain('**[Claim £30 off](https://kilnhouse.example)** with code CLAY30, until 28 February');
    expect(body).toContain('\n\nThe Kilnhouse team');
    expect(body).not.toContain('PS: Beginners');
    expect(body).not.toContain("That's what");
  });

  it('"drop the hashtags" removes every hashtag and keeps the captions', () => {
    const captions = `### Instagram: 2 captions

**Caption 1** _(120/2,200)_

Clay under your nails by Friday.

Book the course: link in bio.

#Kilnhouse #Pottery #WheelThrowing

**Caption 2** _(110/2,200)_

Six evenings, one bowl you made yourself.

Book the course: link in bio.

#Kilnhouse #Pottery`;
    const body = ask('creative-agent', 'Drop the hashtags.', given('creative-agent', 'Write 2 Instagram captions for the Six-week wheel course.', captions)).field!;
    expect(body).not.toContain('#Kilnhouse');
    expect(body).toMatch(/\*\*Caption 2\*\* _\(\d+\/2,200\)_\n\nSix evenings, one bowl you made yourself\./);
  });

  it('"make caption 2 funnier" works on the captions, not a new post, and says plainly what it could not do', () => {
    const captions = `### Instagram: 2 captions

**Caption 1** _(120/2,200)_

Clay under your nails by Friday.

**Caption 2** _(110/2,200)_

Six evenings, one bowl you made yourself.`;
    const answer = ask('creative-agent', 'Make caption 2 funnier.', given('creative-agent', 'Write 2 Instagram captions for the Six-week wheel course.', captions));
    expect(answer.draft).toContain('I could not make that change offline');
    expect(answer.field).toContain('**Caption 2** _(110/2,200)_\n\nSix evenings, one bowl you made yourself.');
    expect(answer.draft).not.toContain('Facebook');
  });

  it('"why not the other one?" and "what if we had twice the budget?" build on the decision just made, not a new question', () => {
    const request = 'Should we lead our spring campaign with the Six-week wheel course or with a taster evening? We can only push one.';
    const first = ask('cmo', request);
    const previous = previousOf(first, request);
    const whyNot = ask('cmo', 'Why not the other one?', previous);
    expect(whyNot.draft).toContain('Why not a taster evening: the previous answer put it second');
    expect(whyNot.field).toContain('**Decision:** Lead with the Six-week wheel course, not a taster evening (unchanged).');
    expect(whyNot.field).toContain('## When a taster evening would be the better call');
    const budget = ask('cmo', 'What if we had twice the budget?', previous);
    expect(budget.field).toContain('- The extra money buys more reach for the Six-week wheel course, or a small side test of a taster evening');
    const fails = ask('cmo', "And if it doesn't work?", previous);
    expect(fails.field).toContain('stop the Six-week wheel course and switch to a taster evening');
  });
});

describe('R-PROD-02 follow-ups that refocus, respell, redo a field or a call, and new angles', () => {
  const words = (t: string) => t.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;

  it('"make it about nervous beginners" writes the same email again for them and says what changed', () => {
    const answer = ask('email-agent', 'Make it about nervous beginners.', given('email-agent', PROMO_REQUEST, PROMO));
    expect(answer.brief.revision?.kind).toBe('focus');
    expect(answer.brief.task).toBe('email.promotion');
    expect(answer.draft).toContain('Here is the email again, now for nervous beginners.');
    expect(answer.field).toContain('CLAY30');
    expect(answer.field).not.toBe(PROMO);
    expect(answer.draft).toContain('**What changed**');
  });

  it('"make it about the Studio membership" writes it again about that product', () => {
    const answer = ask('email-agent', 'Make it about the Studio membership.', given('email-agent', PROMO_REQUEST, PROMO));
    expect(answer.draft).toContain('now about the Studio membership');
    expect(answer.field).toContain('£60 a month');
  });

  it('"make it shorter" on an answer already under the chat\'s limit still cuts it, to about two thirds, keeping code and button', () => {
    const first = given('email-agent', `${PROMO_REQUEST} Under 150 words.`, PROMO);
    expect(first.brief!.limits.words).toBe(149);
    const answer = ask('email-agent', 'Make it shorter.', first);
    expect(words(answer.field!)).toBeLessThanOrEqual(Math.round(words(PROMO) * 0.7));
    expect(answer.field).toContain('CLAY30');
    expect(answer.field).toContain('**[Claim £30 off](https://kilnhouse.example)**');
    expect(answer.draft).not.toContain('unchanged');
  });

  it('"use British spelling" respells the answer and says what changed', () => {
    const american = PROMO.replace('Groups are six people', 'Our favorite groups are six people, personalized and centered on you');
    const answer = ask('email-agent', 'Use British spelling.', given('email-agent', PROMO_REQUEST, american));
    expect(answer.brief.revision).toEqual({ kind: 'spelling', detail: 'british' });
    expect(answer.field).toContain('Our favourite groups are six people, personalised and centred on you');
    expect(answer.field).toContain('Subject: The Six-week wheel course, £30 off with code CLAY30');
    expect(answer.draft).toContain('in British spelling');
  });

  it('"fix the subject line" rewrites that line from another version and leaves the body', () => {
    const answer = ask('email-agent', 'Fix the subject line.', given('email-agent', PROMO_REQUEST, PROMO));
    const subject = /^Subject: (.+)$/m.exec(answer.field!)?.[1];
    expect(subject).toBeTruthy();
    expect(subject).not.toBe('The Six-week wheel course, £30 off with code CLAY30');
    expect(answer.field).toContain('Screen-heavy job? The Six-week wheel course gets you making things by hand.');
    expect(answer.draft).toContain('with the subject line rewritten');
  });

  it('"focus on the price" that only reorders sentences says what moved, not "unchanged"', () => {
    const answer = ask('email-agent', 'Focus on the price.', given('email-agent', PROMO_REQUEST, PROMO.replace('Right now: use code CLAY30 for £30 off, until 28 February!\n\n', '').replace('Groups are six people', 'It costs £195. Groups are six people')));
    expect(answer.draft).not.toContain('unchanged');
    expect(answer.draft).toContain('now leading with the price');
  });

  it('each "try another angle" differs from every earlier answer in the chat', () => {
    const request = 'Write an email for the Six-week wheel course.';
    const first = ask('email-agent', request);
    const one = ask('email-agent', 'Try another angle.', previousOf(first, request));
    const two = ask('email-agent', 'Try another angle.', previousOf(one, 'Try another angle.'));
    expect(one.field).not.toBe(first.field);
    expect(two.field).not.toBe(one.field);
    expect(two.field).not.toBe(first.field);
    expect(two.brief.version).toBeGreaterThan(one.brief.version!);
  });

  it('"What would you measure in the first two weeks?" on a decision gathers what the answer says on it, and says that is all it is', () => {
    const request = 'Should we spend £2,000 on Meta ads or on a stall at the pottery fair?';
    const first = ask('strategy-review-agent', request);
    const asked = ask('strategy-review-agent', 'What would you measure in the first two weeks?', previousOf(first, request));
    expect(asked.draft).toMatch(/^What the answer above already says on that:/);
    expect(asked.draft).not.toMatch(/could not make that change/);
    const lines = (asked.field ?? '').split('\n').filter((l) => l.startsWith('- ')).map((l) => l.slice(2));
    expect(lines.length).toBeGreaterThan(0);
    // Each line is the answer's own, not something new.
    for (const line of lines) expect(first.field!.replace(/\*\*/g, '')).toContain(line);
    expect(lines.some((l) => /\b(?:count|judge|write down|measure)\b/i.test(l))).toBe(true);
    expect(asked.draft).toMatch(/cannot work out more on this question/);
  });

  it('"what if the budget were half?" redoes the split with half the budget, and "and if we drop Instagram?" without it', () => {
    const request = 'Split our £1,000 a month between Instagram ads and Google Ads.';
    const first = ask('strategy-review-agent', request);
    expect(first.field).toContain('£1,000');
    const half = ask('strategy-review-agent', 'What if the budget were half?', previousOf(first, request));
    expect(half.draft).toContain('With the budget halved, from £1,000 to £500 a month');
    expect(half.field).toContain('£500');
    expect(half.field).not.toContain('£1,000');
    const without = ask('strategy-review-agent', 'And if we drop Instagram?', previousOf(first, request));
    expect(without.brief.revision?.kind).toBe('other');
    expect(without.draft).toContain('Without Instagram');
    expect(without.field).not.toMatch(/Instagram/);
  });
});

describe('R-PROD-02 "make it shorter" on fields keeps each field on its own line, under its label', () => {
  it('a title tag and meta description get shorter field by field, never run together into one line or emptied', () => {
    const previous = given('seo-agent', 'Write a meta title and meta description for our wheel course page.', [
      '**Option 1** (leads with what sets it apart)',
      '- Title tag: Wheel Courses in Bristol: Groups of six _(36/60 characters)_',
      '- Meta description: Groups of six, all clay included. Learn to throw on the wheel in six weeks. Evening classes in Bristol. Book a free taster. _(125/155 characters)_',
      '',
      'Use "wheel courses" in the page\'s H1 and first paragraph too.',
    ].join('\n'));
    const out = ask('seo-agent', 'Make it shorter.', previous);
    const text = out.field ?? '';
    expect(text).toMatch(/^- Title tag: \S.*$/m);
    expect(text).toMatch(/^- Meta description: [A-Z][^\n]*\./m);
    expect(text).not.toMatch(/Title tag:[^\n]*Meta description/);
    const description = /^- Meta description: (.*?)(?: _\((\d+)\/155 characters\)_)?$/m.exec(text)!;
    expect(description[1]!.length).toBeLessThan(110);
    if (description[2]) expect(Number(description[2])).toBe(description[1]!.length);
  });
});

describe('R-PROD-02 follow-ups: urgency from the real deadline, a P.S. from the facts, the email as a text message', () => {
  const first = ask('email-agent', PROMO_REQUEST);
  const previous = previousOf(first, PROMO_REQUEST);

  it('"make the subject line more urgent" leads it with the offer\'s own deadline', () => {
    const r = ask('email-agent', 'Make the subject line more urgent.', previous);
    expect(r.field).toMatch(/^Subject: Ends 28 February: /m);
    expect(r.draft).not.toMatch(/could not make that change/);
  });

  it('"make the subject line more curious" holds the offer back and says whom it is for; the rest of the email stays', () => {
    const r = ask('email-agent', 'Make the subject line more curious.', previous);
    const subject = /^Subject: (.*)$/m.exec(r.field ?? '')?.[1]?.trim();
    expect(/^Subject: (.*)$/m.exec(previous.deliverable)?.[1]).toMatch(/£30 off/);
    expect(subject).toMatch(/^A little something for /);
    expect(subject).not.toMatch(/£30|CLAY30/);
    expect(r.field?.replace(/^Subject: .*$/m, '')).toBe(previous.deliverable.replace(/^Subject: .*$/m, ''));
  });

  it('"add a P.S. about the free taster" adds the space\'s own sentence after the sign-off', () => {
    const r = ask('email-agent', 'Add a P.S. about the free taster session.', previous);
    const text = r.field ?? '';
    expect(text.trim().split('\n').at(-1)).toBe('PS: Your first taster session is free.');
    expect(text.indexOf('See you at the wheel, the Kilnhouse team')).toBeLessThan(text.indexOf('PS: '));
  });

  it('"add a P.S. about the Kiln Promise" finds the promise under its own heading, which its sentence does not repeat', () => {
    const promise = `${PRICES}\n## The Kiln Promise\nIf a piece cracks in our kiln, we refund the firing fee in full.\n`;
    const ctx: AgentContext = { message: 'Add a P.S. about the Kiln Promise.', mode: 'chat', profile: PROFILE, brandVoice: VOICE, spaceName: 'Kilnhouse', referenced: [{ kind: 'document', id: 'doc-1', title: 'kilnhouse-courses.md', text: promise }], version: 1 };
    const text = catalogueAnswer('email-agent', ctx, previous)!.field ?? '';
    expect(text.trim().split('\n').at(-1)).toBe('PS: If a piece cracks in our kiln, we refund the firing fee in full.');
  });

  it('"add a P.S. about the Kiln Promise" from a search passage clipped mid-sentence says the sentence whole, as the document has it', () => {
    const promise = `${PRICES}\n## The Kiln Promise\nIf a piece cracks in our kiln, we refund the firing fee in full.\n`;
    const ctx: AgentContext = {
      message: 'Add a P.S. about the Kiln Promise.',
      mode: 'chat',
      profile: PROFILE,
      brandVoice: VOICE,
      spaceName: 'Kilnhouse',
      library: [{ kind: 'document', id: 'doc-1', title: 'kilnhouse-courses.md', text: promise }],
      sources: [{ type: 'document', id: 'doc-1', title: 'kilnhouse-courses.md', snippet: "…## The Kiln Promise\nIf a piece cracks in our kiln, we refund the firing…" }],
      version: 1,
    };
    const text = catalogueAnswer('email-agent', ctx, previous)!.field ?? '';
    expect(text.trim().split('\n').at(-1)).toBe('PS: If a piece cracks in our kiln, we refund the firing fee in full.');
  });

  it('"mention the free taster too" on a post without a call to action puts the line before its hashtags, which close the post', () => {
    const post = given('creative-agent', 'Write an Instagram caption about our wheel course.', 'Six evenings at the wheel, all clay included.\n\nGroups of six, so you get real help.\n\n#Kilnhouse #PotteryBristol');
    const text = ask('creative-agent', 'Mention the free taster session too.', post).field ?? '';
    expect(text.trim().split('\n\n').slice(-2)).toEqual(['Your first taster session is free.', '#Kilnhouse #PotteryBristol']);
  });

  it('"turn it into a 160-character SMS" gives one text with the sender, the offer, the code, the link and an opt-out', () => {
    const r = ask('email-agent', 'Now turn it into a 160-character SMS.', previous);
    const sms = r.field ?? '';
    expect(sms.length).toBeLessThanOrEqual(160);
    expect(sms).toMatch(/^Kilnhouse Pottery: £30 off/);
    expect(sms).toContain('CLAY30');
    expect(sms).toContain('Reply STOP to opt out');
    expect(sms).not.toMatch(/Subject:|Hi \{\{first_name\}\}/);
  });
});

describe('R-PROD-02 "make it shorter" on a promotion keeps the sentence that states the offer', () => {
  it('a customer story goes before the line with the discount and the code, even when the button repeats the code', () => {
    const promo = `Subject: £30 off the Six-week wheel course
Preview: Six 2-hour evening classes, clay and two firings included.

Hi {{first_name}},

Screen-heavy jobs? Here's an offer on the Six-week wheel course. Get £30 off with code CLAY30. It's valid until 28 February.

Last spring, 14 of our 16 beginners finished the course with 6 pots each, and 9 of them joined the studio after it.

**[Claim £30 off](https://kilnhouse.example)** with code CLAY30, until 28 February

See you at the wheel, the Kilnhouse team`;
    const answer = ask('email-agent', 'Make it shorter, under 55 words.', given('email-agent', PROMO_REQUEST, promo));
    expect(answer.field).toContain('Get £30 off with code CLAY30.');
    expect(answer.field).not.toContain('14 of our 16 beginners');
  });
});

describe('R-PROD-02 a follow-up that turns the answer into another shape the agent lays out', () => {
  it('"Now turn it into a 6-slide Instagram carousel" after a video script is a 6-slide Instagram carousel, not the script unchanged', () => {
    const request = 'Write a TikTok script, under 45 seconds, showing what happens in a first class with us.';
    const first = ask('creative-agent', request);
    const next = ask('creative-agent', 'Now turn it into a 6-slide Instagram carousel, with the text for each slide.', previousOf(first, request));
    expect(next.brief.task).toBe('creative.carousel');
    expect(next.field).toMatch(/^\*\*Instagram carousel · 6 slides/m);
    expect(next.field!.match(/^\*\*Slide \d+/gm)).toHaveLength(6);
    expect(next.draft).not.toMatch(/could not make that change/);
  });
});

describe('R-PROD-02 a follow-up that asks for the intro paragraph of the outline just given', () => {
  it('"Now write the intro paragraph, about 80 words" writes the article\'s opening for that outline, never the outline cut short', () => {
    const request = 'Outline a blog post: "How to choose a pottery class". H1, H2s and a line on what goes under each.';
    const first = ask('seo-agent', request);
    const next = ask('seo-agent', 'Now write the intro paragraph, about 80 words.', previousOf(first, request));
    expect(next.draft).toMatch(/^The intro paragraph for "/);
    expect(next.draft).not.toMatch(/cut to at most 80 words/);
    expect(next.field).not.toMatch(/^#|^\*\*Target keyword/m);
  });
});

describe('R-PROD-02 a follow-up that asks for more in a tone, or for a script at another length', () => {
  it('"give me two more, a bit more playful" gives two more captions, never "could not make that change"', () => {
    const request = '4 Instagram captions about our wheel course.';
    const first = ask('creative-agent', request);
    const more = ask('creative-agent', 'Give me two more, a bit more playful.', previousOf(first, request));
    expect(more.brief.revision?.kind).toBe('more');
    expect(more.draft).not.toMatch(/could not make that change/);
  });

  it('"Now cut it to 15 seconds" writes the script again at 15 seconds', () => {
    const request = 'Write a 30-second Instagram reel script showing a first class with us.';
    const first = ask('creative-agent', request);
    expect(first.field).toMatch(/30-second/);
    const cut = ask('creative-agent', 'Now cut it to 15 seconds.', previousOf(first, request));
    expect(cut.draft).not.toMatch(/could not make that change/);
    expect(cut.field).toMatch(/\*\*15-second video/);
    expect(cut.draft).toContain('Here is the script again at 15 seconds.');
  });
});

describe('R-PROD-02 a subject line and preview text asked for the email just written', () => {
  it('"Now give me a subject line under 45 characters and preview text under 90 characters for it" gives both, each within its limit', () => {
    const first = ask('email-agent', PROMO_REQUEST);
    const next = ask('email-agent', 'Now give me a subject line under 45 characters and preview text under 90 characters for it.', previousOf(first, PROMO_REQUEST));
    const subject = /^\*\*Subject line:\*\* (.+?) _\(/m.exec(next.field!)?.[1];
    const preview = /^\*\*Preview text:\*\* (.+?) _\(/m.exec(next.field!)?.[1];
    expect(subject).toBeTruthy();
    expect(preview).toBeTruthy();
    expect(subject!.length).toBeLessThanOrEqual(44);
    expect(preview!.length).toBeLessThanOrEqual(89);
    expect(preview!.toLowerCase()).not.toBe(subject!.toLowerCase());
    expect(next.draft).not.toMatch(/it is not in this answer/);
  });
});

describe('R-PROD-02 "add a section on …" adds that section where it is asked, from the facts', () => {
  it('"Add a short section on the studio membership, two sentences, before the conclusion" adds it before the last section and keeps the rest', () => {
    const request = 'Write a blog post of about 500 words titled "How to start pottery in Bristol" with H2 headings.';
    const first = ask('seo-agent', request);
    const next = ask('seo-agent', 'Add a short section on the studio membership, two sentences, before the conclusion.', previousOf(first, request));
    const headings = next.field!.match(/^## .+$/gm)!;
    const firstHeadings = first.field!.match(/^## .+$/gm)!;
    expect(headings).toEqual([...firstHeadings.slice(0, -1), '## Studio membership', firstHeadings[firstHeadings.length - 1]]);
    expect(next.field).toMatch(/## Studio membership\n\nStudio membership costs £60/);
    expect(next.draft).toMatch(/^Here is the previous answer with a section on studio membership added before "/);
  });
});

describe('R-PROD-02 "the SMS version of the same offer" after an email', () => {
  it('is the offer as one text message within the characters asked, not the email cut down', () => {
    const first = ask('email-agent', PROMO_REQUEST);
    const next = ask('email-agent', 'Now give me the SMS version of the same offer, 160 characters at most.', previousOf(first, PROMO_REQUEST));
    expect(next.field).not.toMatch(/^Subject:/m);
    expect(next.field).toContain('CLAY30');
    expect(next.field!.split('\n')[0]!.length).toBeLessThanOrEqual(160);
  });
});

describe('R-PROD-02 "mention …", "include …", "add the price": the fact goes into the previous answer, not a new email', () => {
  const REVIEWS = '# What students say\n\n"I had never touched clay. By week six I had made a full set of mugs." Sam Okoro, Easton\n';
  const askWith = (message: string, previous: PreviousAnswer | null) =>
    catalogueAnswer('email-agent', {
      message,
      mode: 'chat',
      profile: PROFILE,
      brandVoice: VOICE,
      spaceName: 'Kilnhouse',
      referenced: [
        { kind: 'document', id: 'doc-1', title: 'kilnhouse-courses.md', text: PRICES },
        { kind: 'document', id: 'doc-2', title: 'student-reviews.md', text: REVIEWS },
      ],
      version: 1,
    }, previous);
  const request = 'Write an email inviting past students back for the spring courses.';
  const invitation = `Subject: Come back to the wheel this spring
Preview: New evening courses from March.

Hi {{first_name}},

Our spring courses start in March, and we would love to see you back at the wheel.

**[Save your seat](https://kilnhouse.example)**

See you at the wheel, the Kilnhouse team`;
  const first = askWith(request, null);
  const previous: PreviousAnswer = { deliverable: invitation, brief: first.brief, request };
  const subject = (r: EngineResult) => /^Subject: .*$/m.exec(r.field ?? '')?.[0]?.trim();
  const before = (text: string, line: RegExp) => text.split(/\n{2,}/).findIndex((b) => line.test(b));

  it('"Mention Sam\'s review too." puts the review, whole and attributed, before the call to action of the same email', () => {
    const r = askWith("Mention Sam's review too.", previous);
    const text = r.field ?? '';
    expect(r.brief.revision?.kind).toBe('fix');
    expect(subject(r)).toBe('Subject: Come back to the wheel this spring');
    expect(text).toMatch(/I had never touched clay\. By week six I had made a full set of mugs[.,][^\n]*Sam Okoro/);
    expect(before(text, /never touched clay/)).toBeLessThan(before(text, /^\*\*\[/));
    expect(r.draft).toMatch(/What changed/);
  });

  it('"Add the price of the course." adds the price list\'s line with its figure', () => {
    const r = askWith('Add the price of the course.', previous);
    expect(subject(r)).toBe('Subject: Come back to the wheel this spring');
    expect(r.field).toMatch(/£195/);
  });

  it('a fact the answer already says is not added twice: the answer says it has it', () => {
    const withPrice = askWith('Add the price of the course.', previous);
    const again = askWith('Mention the price too.', { ...previous, deliverable: withPrice.field ?? '' });
    expect(again.field?.match(/£195/g)).toHaveLength(1);
    expect(again.draft).toMatch(/^The previous answer already says that \("/);
  });

  it('"Add a line about the bike rack." puts in the sentence of a fact that says it, though the answer already gives that fact\'s price', () => {
    const VISITING = '# Visiting\n\n- Parking: £3 a day in the yard. Bikes go in the covered rack by the kiln shed.\n';
    const withParking = { ...previous, deliverable: previous.deliverable.replace('**[Save your seat]', 'Parking is £3 a day in the yard.\n\n**[Save your seat]') };
    const r = catalogueAnswer('email-agent', { message: 'Add a line about the bike rack.', mode: 'chat', profile: PROFILE, brandVoice: VOICE, spaceName: 'Kilnhouse', referenced: [{ kind: 'document', id: 'doc-4', title: 'visiting.md', text: VISITING }], version: 1 }, withParking);
    expect(r.draft).not.toMatch(/already says that/);
    expect(r.field).toMatch(/^Bikes go in the covered rack by the kiln shed\.$/m);
    expect(r.field?.match(/£3 a day/g)).toHaveLength(1);
  });

  it('"Add a line about free glazing." puts in the space\'s sentence that says it (by its words\' stems), not a bare label', () => {
    const EXTRAS = '# Extras\n\n- Free glazing\n- Aprons\n\nEvery course piece is glazed free and fired in our studio kiln.\n';
    const r = catalogueAnswer('email-agent', { message: 'Add a line about free glazing.', mode: 'chat', profile: PROFILE, brandVoice: VOICE, spaceName: 'Kilnhouse', referenced: [{ kind: 'document', id: 'doc-3', title: 'extras.md', text: EXTRAS }], version: 1 }, previous);
    expect(r.field).toMatch(/^Every course piece is glazed free and fired in our studio kiln\.$/m);
    expect(r.field).not.toMatch(/^Free glazing\.?$/m);
  });

  it('"Also mention that we\'re open on Sundays." says the user\'s own statement, and says so', () => {
    const r = askWith("Also mention that we're open on Sundays.", previous);
    expect(r.field).toMatch(/^We're open on Sundays\.$/m);
    expect(r.draft).toMatch(/with a line saying we're open on Sundays added/);
  });

  it('"Include the free parking." which the facts do not give is a marked blank, never an invented line', () => {
    const r = askWith('Include the free parking.', previous);
    expect(r.field).toMatch(/\[a line about the free parking: your facts do(?: not|n't) say\]/);
  });

  it('"Include a LinkedIn post too." is a new piece of work, not a line in the email', () => {
    const r = askWith('Include a LinkedIn post too.', previous);
    expect(r.brief.revision).toBeFalsy();
  });
});

describe('R-PROD-02 a follow-up that names one piece ("the second one", "caption 3") revises that piece and keeps the others', () => {
  const request = '3 Instagram captions for the Six-week wheel course.';
  const first = ask('creative-agent', request);
  const previous = previousOf(first, request);
  /** The captions of an answer by their label: '**Caption 2** _(n/2,200)_' and the text under it. */
  const captions = (text: string) => text.split(/(?=^\*\*Caption \d\*\*)/m).filter((c) => /^\*\*Caption/.test(c)).map((c) => c.trim());
  const count = (caption: string) => Number(/_\((\d[\d,]*)\/2,200\)_/.exec(caption)?.[1]?.replace(/,/g, ''));
  const body = (caption: string) => caption.split('\n').slice(1).join('\n').trim();

  it('"Make the second one shorter." cuts caption 2 only, keeps its opening line, and counts its characters again', () => {
    const r = ask('creative-agent', 'Make the second one shorter.', previous);
    const before = captions(first.field ?? '');
    const after = captions(r.field ?? '');
    expect(after).toHaveLength(3);
    expect(after[0]).toBe(before[0]);
    expect(after[2]).toBe(before[2]);
    expect(body(after[1]!).length).toBeLessThan(body(before[1]!).length);
    expect(body(after[1]!).split('\n')[0]).toBe(body(before[1]!).split('\n')[0]);
    expect(count(after[1]!)).toBe(body(after[1]!).length);
    expect(r.draft).toMatch(/^Here is the previous answer with only caption 2 revised/);
  });

  it('"Email 2 is too long. Cut it to under 70 words." cuts email 2 only, dropping its lead-in before its quote and result', () => {
    const sequence = `### Email 1 of 3: Welcome (day 0, right away)

Subject: Welcome to the studio
Preview: Your first evening at the wheel.

Hi {{first_name}},

Thank you for joining Kilnhouse Pottery. Your membership opens the studio to you four evenings a week.

Clay and firings are included, so just bring an apron.

**[Book your first evening](https://kilnhouse.example)**

See you at the wheel, the Kilnhouse team

---

### Email 2 of 3: Results (day 2)

Subject: What one member made in six weeks
Preview: A real result, with the numbers.

Hi {{first_name}},

Here's what another member achieved with the Six-week wheel course, and how quickly it happened for her.

“I had never touched clay. Six weeks later I had made a full dinner set for my family.” — Ruth, member since March

Ruth made 12 pieces in 6 weeks, all fired in the studio kiln.

**[Read Ruth's story](https://kilnhouse.example)**

See you at the wheel, the Kilnhouse team

---

### Email 3 of 3: Feedback (day 4)

Subject: How's it going?
Preview: One quick question.

Hi {{first_name}},

You've had a little time at the studio now, and we'd love to hear how it's going.

What's working, and what could be better? Just reply to this email.

See you at the wheel, the Kilnhouse team`;
    const r = ask('email-agent', 'Email 2 is too long. Cut it to under 70 words.', given('email-agent', 'Write a 3-email welcome sequence for new studio members.', sequence));
    const emails = (text: string) => text.split(/\n---\n/).map((e) => e.trim());
    const before = emails(sequence);
    const after = emails(r.field ?? '');
    expect(after).toHaveLength(3);
    expect(after[0]).toBe(before[0]);
    expect(after[2]).toBe(before[2]);
    // The email under its label line: subject, preview, body, link and sign-off.
    expect(after[1]!.split('\n').slice(1).join(' ').trim().split(/\s+/).length).toBeLessThan(70);
    expect(after[1]).toContain('“I had never touched clay.');
    expect(after[1]).toContain('Ruth made 12 pieces in 6 weeks');
    expect(after[1]).not.toContain("Here's what another member achieved");
    expect(r.draft).toMatch(/^Here is the previous answer with only email 2 revised/);
  });

  it('"Make the second one shorter and add a question at the end" cuts caption 2 and ends it on a question, the others as they were', () => {
    const r = ask('creative-agent', 'Make the second one shorter and add a question at the end.', previous);
    const before = captions(first.field ?? '');
    const after = captions(r.field ?? '');
    expect(after[0]).toBe(before[0]);
    expect(after[2]).toBe(before[2]);
    const text = body(after[1]!).split('\n\n').filter((b) => !/^#/.test(b) && !/link in bio/i.test(b));
    expect(text.at(-1)).toMatch(/\? Tell us in the comments\.$/);
  });

  it('"Change the call to action in caption 3 to \'Book a taster\'" rewrites that caption\'s ask and no other', () => {
    const r = ask('creative-agent', "Change the call to action in caption 3 to 'Book a taster'.", previous);
    const after = captions(r.field ?? '');
    expect(after[2]).toMatch(/^Book a taster(?::| \(| at )/m);
    expect(after.slice(0, 2)).toEqual(captions(first.field ?? '').slice(0, 2));
  });
});

describe('R-PROD-02 "open each with a question" and "make it warmer" revise the previous answer', () => {
  it('"Open each with a question." makes every caption open on a question, a different one each, from the facts', () => {
    const request = '3 Instagram captions for the Six-week wheel course.';
    const first = ask('creative-agent', request);
    const r = ask('creative-agent', 'Open each with a question.', previousOf(first, request));
    const openings = (r.field ?? '').split(/^\*\*Caption \d\*\*[^\n]*\n\n/m).slice(1).map((c) => c.split(/(?<=[.?!])\s/)[0]!);
    expect(openings).toHaveLength(3);
    for (const o of openings) expect(o).toMatch(/\?$/);
    expect(new Set(openings).size).toBe(3);
    expect(r.field).toMatch(/No time to make things by hand\?/);
    expect(r.brief.task).toBe(first.brief.task);
  });

  it('"Make it warmer." opens on the reader and keeps the offer, where contractions alone changed nothing', () => {
    const first = ask('email-agent', PROMO_REQUEST);
    const r = ask('email-agent', 'Make it warmer.', previousOf(first, PROMO_REQUEST));
    expect(r.field).toMatch(/^Hi \{\{first_name\}\},\n\nWe hope you're keeping well\. /m);
    expect(r.field).toContain('CLAY30');
    expect(r.draft).toMatch(/^Here is the previous answer, with the wording made warmer\./);
  });
});

describe('R-PROD-02 "say students, never customers" in the profile holds in every agent\'s text, hashtags and advice included', () => {
  const profile = { ...PROFILE, tone_avoid: 'masterpiece; say "students", never "customers"', marketing_channels: 'Instagram, email, word of mouth', budget: '£500 a month' };
  const run = (agent: AgentSlug, message: string) => catalogueAnswer(agent, { message, mode: 'normal', profile, brandVoice: null, spaceName: 'Kilnhouse', version: 1 }, null);

  it('captions for "returning customers" say students, in the copy and the hashtags', () => {
    const r = run('creative-agent', '3 Instagram captions for returning customers.');
    expect(r.field).not.toMatch(/customer/i);
    expect(r.draft).toMatch(/Used your voice's own word "students" throughout\./);
    expect(r.draft.replace(/^Three Instagram captions for returning customers[^\n]*\n/, '')).not.toMatch(/customer/i);
  });

  it('a budget split\'s advice says students, not customers', () => {
    const r = run('strategy-review-agent', 'How should we split £500 between Instagram ads and a referral scheme?');
    expect(r.field).not.toMatch(/customer/i);
    expect(r.field).toMatch(/student/i);
  });

  it('a voice guide keeps the rule itself as written', () => {
    const r = run('brand-voice', 'Write us a short voice guide with do\'s and don\'ts.');
    expect(r.draft).not.toMatch(/never "?students"?/i);
  });
});

describe('R-PROD-02 "make it sound more like us" applies the voice to the previous answer', () => {
  it('a banned word in the previous answer goes, and the answer says what changed', () => {
    const draft = `Subject: Your spring course\n\nHi {{first_name}},\n\nThrowing your first bowl is effortless with a tutor beside you.\n\n**[Book a taster](https://kilnhouse.example)**\n\nSee you at the wheel, the Kilnhouse team`;
    const r = ask('email-agent', 'Can you make it sound more like us?', given('email-agent', 'Write an email inviting past students back for the spring courses.', draft));
    expect(r.field).not.toMatch(/effortless/i);
    expect(r.draft).not.toMatch(/could not make that change/);
  });
});

describe('R-PROD-02 "Good. Now give me three alternative subject lines" builds on the chat\'s email', () => {
  it('the subject lines and previews carry the email\'s offer and code, not the space\'s other facts', () => {
    const request = 'Write a promotion email for the six-week wheel course: £30 off with code WHEEL30 until 28 February.';
    const first = ask('email-agent', request);
    const answer = ask('email-agent', 'Good. Now give me three alternative subject lines, each under 45 characters, and a preview text under 90 characters.', previousOf(first, request));
    const text = answer.field!;
    expect(text.match(/\*\*Subject line:\*\*/g)).toHaveLength(3);
    expect(text).toMatch(/WHEEL30|£30 off/);
  });
});

describe('R-PROD-02 a follow-up that opens on praise and asks for a P.S.', () => {
  it('"Good. Add a short P.S. about the free taster for anyone …" adds the P.S. from the facts and keeps the email, instead of cutting it', () => {
    const first = ask('email-agent', PROMO_REQUEST);
    const previous = previousOf(first, PROMO_REQUEST);
    const revised = ask('email-agent', 'Good. Add a short P.S. about the free taster session for anyone who has never sat at a wheel.', previous);
    expect(revised.brief.revision?.kind).toBe('fix');
    expect(revised.field).toMatch(/^P\.?S\.?:? .*first taster session is free/im);
    const words = (t: string) => t.split(/\s+/).filter(Boolean).length;
    expect(words(revised.field ?? '')).toBeGreaterThan(words(first.field ?? ''));
  });
});

describe('R-AGENT follow-ups: two changes asked at once', () => {
  it('"Good, but shorter please, under 60 words for the body. And add a P.S. saying clay is included in the course." cuts the email and adds that P.S. in the user\'s words', () => {
    const request = 'Write an email to people who came to a taster but have not booked the Six-week wheel course. Offer: £20 off with code WHEEL20 if they book by 30 June.';
    const first = ask('email-agent', request);
    const answer = ask('email-agent', 'Good, but shorter please, under 60 words for the body. And add a P.S. saying clay is included in the course.', previousOf(first, request));
    const field = answer.field ?? '';
    expect(field).toMatch(/\n\nPS: Clay is included in the course\.$/);
    expect(field).toContain('WHEEL20');
    expect(field).not.toMatch(/(?:^|\n\n)So (?:this|here)/);
    const body = field.slice(field.search(/^Hi /m), field.search(/^PS:/m));
    expect(body.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length).toBeLessThan(70);
  });
});

describe('R-AGENT follow-ups: what a P.S. or a new focus names', () => {
  it('"add a P.S. about the Glaze Night on 7 March" takes the events list\'s dated line for it instead of a blank', () => {
    const request = 'Write an email to our members about the spring courses.';
    const first = ask('email-agent', request);
    const events = { kind: 'document' as const, id: 'doc-2', title: 'events.md', text: '# Events\n\n- Fri 7 March, 7pm to 9pm: Glaze Night, £15, bring your own bisque.\n' };
    const ctx = { message: 'Add a P.S. about the Glaze Night on 7 March.', mode: 'chat' as const, profile: PROFILE, brandVoice: VOICE, spaceName: 'Kilnhouse', referenced: [], library: [events], version: 1 };
    const answer = catalogueAnswer('email-agent', ctx, previousOf(first, request));
    expect(answer.field).toMatch(/PS: Fri 7 March, 7pm to 9pm: Glaze Night/);
    expect(answer.field).not.toContain('your facts do not say');
  });

  it('"Make the second Instagram post about the clay café corner instead" is read as that focus, accents and all', () => {
    const request = 'Write 3 Instagram captions for the Six-week wheel course.';
    const first = ask('creative-agent', request);
    const answer = ask('creative-agent', 'Make the second Instagram post about the clay café corner instead.', previousOf(first, request));
    expect(answer.brief.revision?.kind).toBe('focus');
    expect(answer.brief.revision?.detail).toBe('the clay café corner');
  });
});

describe('R-PROD-02 a follow-up that picks a line of the list and asks for the piece', () => {
  const STORY = `# Case study: Brook Lane Makers

## The numbers
- Evening class sign-ups: up from 12 a term to 31 a term.
- Members who renew: up from 40% to 72%.

## In their words
"We came for one course and stayed for the studio."
Aisha Brook, co-founder, Brook Lane Makers
`;
  const withStory = (message: string, previous: PreviousAnswer | null) =>
    catalogueAnswer('email-agent', { message, mode: 'chat', profile: PROFILE, brandVoice: VOICE, spaceName: 'Kilnhouse', referenced: [{ kind: 'document', id: 'doc-2', title: 'brook-lane-case-study.md', text: STORY }], library: [{ kind: 'document', id: 'doc-1', title: 'kilnhouse-courses.md', text: PRICES }], version: 1 }, previous);

  it('"Go with the third one and write the email itself" writes the customer-story email under the third subject line, with the numbers', () => {
    const request = '5 subject lines for the email where we share the Brook Lane case study.';
    const lines = withStory(request, null);
    expect(lines.brief.task).toBe('email.subject-lines');
    const third = /^3\. (.+)$/m.exec(lines.field ?? '')![1]!;
    // A bare count from the story ('12: how Brook Lane Makers did it') says nothing alone.
    expect(lines.field).not.toMatch(/^\d+\. \d+: /m);
    const email = withStory('Go with the third one and write the email itself. Under 150 words, with the actual numbers in.', previousOf(lines, request));
    expect(email.brief.task).toBe('email.customer-story');
    expect(email.field).toContain(`Subject: ${third}`);
    expect(email.field).toMatch(/from 12 a term to 31 a term/);
    expect(email.field).toContain('“We came for one course and stayed for the studio.” – Aisha Brook, co-founder, Brook Lane Makers');
    expect(email.draft).not.toMatch(/already fits|unchanged/);
  });
});

describe('R-PROD-02 a follow-up that re-aims the email at other readers and another thing to sell', () => {
  it('"now rewrite it for office managers instead, pitching the Studio membership" writes for them about the membership, without pasting the follow-up', () => {
    const request = 'Write an email to past students inviting them back for a Friday evening throwing night.';
    const first = ask('email-agent', request);
    const again = ask('email-agent', 'Now rewrite it for office managers instead, pitching the Studio membership.', previousOf(first, request));
    const text = again.field ?? '';
    expect(text).toMatch(/Studio membership/);
    expect(text).toMatch(/£60 a month/);
    expect(text).not.toMatch(/instead|pitching/i);
    expect(text).not.toMatch(/\[date\]|\[venue/);
  });
});

describe('R-PROD-02 "make them shorter" on a set of captions', () => {
  it('leaves every caption something to say besides its link and hashtags', () => {
    const request = 'Write 3 Instagram captions for the Six-week wheel course.';
    const first = ask('creative-agent', request);
    const shorter = ask('creative-agent', 'Make them shorter.', previousOf(first, request));
    const captions = (shorter.field ?? '').split(/\*\*Caption \d+\*\*[^\n]*\n/).slice(1);
    expect(captions).toHaveLength(3);
    for (const caption of captions) {
      const said = caption.split('\n').filter((l) => l.trim() && !l.startsWith('#') && !/link in bio|^---|^Angles|^Instagram:/i.test(l));
      expect(said.length, caption).toBeGreaterThan(0);
      // Nor a question left without its answer.
      expect(said.every((l) => /\?$/.test(l.trim())), caption).toBe(false);
    }
  });
});

describe('R-PROD-02 follow-ups: "make it shorter and add the membership price" does both', () => {
  it('cuts the email, keeps its subject and preview whole, and adds the price from the facts', () => {
    const request = 'Win-back email for students who have not booked in a year. £20 off with code BACK20 until 31 March.';
    const previous = given('email-agent', request, [
      'Subject: Can we ask you something? (£20 off with code BACK20)',
      'Preview: One question, and an open door.',
      '',
      'Hi {{first_name}},',
      '',
      "It's been a while since we last saw you. Can we ask what changed? What could we do better? Just hit reply.",
      '',
      "Get £20 off with code BACK20. It's valid until 31 March. Groups are six people at most, and all clay and firings are included, so you only bring yourself.",
      '',
      'Whatever the reason, the door is open, and the wheel is waiting for you.',
      '',
      '**[Return with £20 off](https://kilnhouse.example)** with code BACK20, until 31 March',
      '',
      'See you at the wheel, the Kilnhouse team',
    ].join('\n'));
    const after = ask('email-agent', 'Make it shorter and add the studio membership price.', previous);
    expect(after.field).toContain('Subject: Can we ask you something? (£20 off with code BACK20)');
    expect(after.field).toContain('Preview: One question, and an open door.');
    expect(after.field).toContain('Studio membership costs £60 a month');
    expect(after.field!.split(/\s+/).length).toBeLessThan(previous.deliverable.split(/\s+/).length + 12);
    expect(after.field).not.toContain("It's been a while since we last saw you. Can we ask what changed? What could we do better?");
  });
});

describe('R-AGENT-05 a follow-up that moves one piece onto another subject', () => {
  it('"Make the second one about the studio membership instead" writes caption 2 again about it and keeps captions 1 and 3 word for word', () => {
    const first = ask('creative-agent', 'Write 3 Instagram posts about the Six-week wheel course.');
    const previous = previousOf(first, 'Write 3 Instagram posts about the Six-week wheel course.');
    const post = (text: string, n: number) => new RegExp(`\\*\\*Caption ${n}\\*\\*[^\\n]*\\n\\n([\\s\\S]*?)(?=\\n\\n\\*\\*Caption|\\n\\n---|$)`).exec(text)?.[1] ?? '';
    expect(post(previous.deliverable, 2)).not.toBe('');
    const after = ask('creative-agent', 'Make the second one about the studio membership instead.', previous);
    expect(post(after.field!, 1)).toBe(post(previous.deliverable, 1));
    expect(post(after.field!, 3)).toBe(post(previous.deliverable, 3));
    expect(post(after.field!, 2)).toMatch(/studio membership/i);
    expect(post(after.field!, 2)).not.toBe(post(previous.deliverable, 2));
  });
});

describe('R-PROD-02 "Softer, and remind them what the plan includes" on a price-rise email', () => {
  it('makes the wording gentler and adds what the plan includes, without restating the old price as the price', () => {
    const doc = { kind: 'document' as const, id: 'tp', title: 'team-plan.md', text: '# Prices\n\n## Team Plan (companies with 5 staff or more)\n£12 per person per month on a 12-month term. Includes a monthly group session at your office and free rebooking.\n' };
    const ctx = (message: string) => ({ message, mode: 'normal' as const, profile: { business_name: 'Flex Studio', business_description: 'Pilates classes in Leeds.' }, brandVoice: null, spaceName: 'Flex Studio', library: [doc], version: 1 });
    const request = 'Write an email to our Team Plan companies telling them the plan goes from £12 to £13 per person per month from 1 June. Under 120 words.';
    const first = catalogueAnswer('email-agent', ctx(request), null)!;
    const softer = catalogueAnswer('email-agent', ctx('Softer, and remind them what the plan includes.'), { deliverable: first.field!, brief: first.brief, request })!;
    expect(softer.field).toContain('Team Plan includes a monthly group session at your office and free rebooking.');
    expect(softer.field).toContain("We hope you're keeping well.");
    expect(softer.field).not.toMatch(/costs £12/);
    expect(softer.draft).not.toMatch(/no hard-sell wording to take out|could not make that change/);
  });
});

describe('R-PROD-02 "Make a second version for …" writes the same piece for those readers', () => {
  it('asked after the regenerate, a version that reads as the first answer says the facts hold nothing for those readers', () => {
    const request = 'Write a LinkedIn post, under 180 words, aimed at gallery owners, selling our trade framing service.';
    const first = ask('creative-agent', request);
    const regenerated = ask('creative-agent', request, null, 2);
    expect(regenerated.field).not.toBe(first.field);
    const second = ask('creative-agent', 'Make a second version for interior designers on hotel projects.', previousOf(regenerated, request));
    expect(second.field).toBe(first.field);
    expect(second.draft).toMatch(/^Your facts say nothing that speaks to interior designers on hotel projects in particular/);
  });

  it('a LinkedIn post aimed at gallery owners, asked again for interior designers, is a LinkedIn post for them', () => {
    const request = 'Write a LinkedIn post, under 180 words, aimed at gallery owners, selling our trade framing service.';
    const first = ask('creative-agent', request);
    const second = ask('creative-agent', 'Make a second version for interior designers on hotel projects.', previousOf(first, request));
    expect(second.brief.task).toBe(first.brief.task);
    // (The facts hold nothing for either readers, so the post comes out the same, and the answer says so.)
    expect(second.draft).toMatch(/^Your facts say nothing that speaks to interior designers on hotel projects in particular[^\n]*\n\nOne LinkedIn post for interior designers/);
  });
});
