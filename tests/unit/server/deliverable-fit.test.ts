import { describe, expect, it } from 'vitest';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';
import type { AgentContext } from '../../../core/server/agents/tools/agent-context.ts';
import type { AgentSlug } from '../../../core/server/agents/brief/brief.ts';
import { nounPhraseOf } from '../../../core/server/agents/brief/phrase-type.ts';
import { readBrief } from '../../../core/server/agents/brief/read-brief.ts';
import { tasksOf } from '../../../core/server/agents/tasks/catalogue.ts';
import { missingPieces } from '../../../core/server/agents/tasks/pre-send/requested-pieces.ts';

/**
 * The deliverable a request names must be one the chosen task writes, or the answer says plainly it cannot write
 * it; profile phrases go into sentence templates only when they parse as the phrase the slot needs; the missing-
 * piece notes are true. The space is a glass-blowing workshop.
 */
const PRICES = `# Workshop prices

| Session | Price |
|---|---|
| Paperweight taster (90 minutes) | £55 |
| Two-day glass course | £320 |

"I left with a paperweight I still cannot believe I made." — Ruth, taster in March`;

const ctx = (message: string, problems = 'most people think glass is too dangerous to try and weekend sessions sell out', offer = 'Paperweight tasters and two-day glass courses'): AgentContext => ({
  message,
  mode: 'chat',
  profile: { business_name: 'Furnace Row', business_description: 'A glass-blowing workshop in Stoke running tasters and two-day courses.', website: 'https://furnacerow.example', offer_main: offer, audience_primary: 'Adults looking for a hands-on day out', audience_problems: problems, offer_differentiator: 'two learners per instructor at the furnace' },
  brandVoice: 'Sign off: See you at the furnace, Furnace Row',
  spaceName: 'Furnace Row',
  referenced: [{ kind: 'document', id: 'doc-1', title: 'prices.md', text: PRICES }],
  version: 1,
});

const run = (agent: AgentSlug, message: string, problems?: string) => catalogueAnswer(agent, ctx(message, problems), null);

describe('R-AGENT-BRIEF the deliverable asked for is the deliverable written, or an honest decline', () => {
  it('a carousel is written as the slides asked, not as posts or banner lines; advice the facts lack is a marked blank', () => {
    const answer = run('creative-agent', 'Write a 6-slide Instagram carousel on caring for a glass paperweight.');
    expect(answer.brief.task).toBe('creative.carousel');
    expect(answer.field!.match(/^\*\*Slide \d+/gm)).toHaveLength(6);
    expect(answer.field).not.toMatch(/^\*\*(?:Post|Caption|Line) \d+/m);
    expect(answer.field).toContain('[Tip 1 on');
  });

  it('a reply to a customer who cancels is declined, not answered with a win-back email', () => {
    const answer = run('email-agent', 'Reply to a customer who wants to cancel her course because she is moving away. Keep it kind.');
    expect(answer.brief.task).toBeNull();
    expect(answer.draft).toContain("I can't write a reply to a customer offline");
    expect(answer.draft).not.toMatch(/Subject:/);
  });

  it('title tags for three named pages: one for each page, under its name', () => {
    const answer = run('seo-agent', 'Write title tags for these three pages: Paperweight tasters, Glass courses, Gift vouchers.');
    expect(answer.brief.task).toBe('seo.meta');
    for (const page of ['## Paperweight tasters', '## Glass courses', '## Gift vouchers']) expect(answer.field).toContain(page);
    expect(answer.draft).not.toMatch(/You asked for \d+ pages/);
  });

  it('pages listed after a colon, with another instruction after them, are still the pages: one title and description each', () => {
    const answer = run('seo-agent', 'Write a meta title (60 characters max) and meta description (155 characters max) for these 3 pages: the home page, paperweight tasters, and gift vouchers. Put them in a table with the character count of each.');
    expect(answer.brief.task).toBe('seo.meta');
    for (const page of ['## the home page', '## paperweight tasters', '## gift vouchers']) expect(answer.field).toContain(page);
    expect(answer.field?.match(/Meta description:/g)).toHaveLength(3);
  });

  it("a limit set for the titles in a sentence of its own stays on each page's titles, never on its description", () => {
    const answer = run('seo-agent', 'Give me title tags and meta descriptions for two pages: the taster page and the gift vouchers page. Titles under 50 characters.');
    expect(answer.field?.match(/Title tag: .+ _\(\d+\/49 characters\)_/g)).toHaveLength(2);
    expect(answer.field?.match(/Meta description: .+ _\(\d+\/155 characters\)_/g)).toHaveLength(2);
  });

  it('numbered pages are the pages at their numbers: a page named with "and" stays one page, without its number', () => {
    const answer = run('seo-agent', 'Need a title tag and meta description for two pages: (1) paperweight tasters, (2) glass courses and gift vouchers. Titles under 60 characters.');
    expect(answer.field?.match(/^## /gm)).toHaveLength(2);
    expect(answer.field).toContain('## glass courses and gift vouchers');
    expect(answer.field).not.toMatch(/\(\d\)/);
  });

  it('an employee handbook section is declined as work no marketing agent does, not answered with a launch email', () => {
    const answer = run('email-agent', 'Write our employee handbook section on holidays.');
    expect(answer.brief.task).toBeNull();
    expect(answer.draft).toContain("I can't help with an employee handbook here");
  });

  it('a meta title for one page is written as before', () => {
    const answer = run('seo-agent', 'Write a meta title and meta description for our glass courses page.');
    expect(answer.brief.task).toBe('seo.meta');
    expect(answer.field).toContain('Title tag');
  });
});

describe('R-AGENT-BRIEF profile phrases go into templates only as the phrase the slot needs', () => {
  it("a customer's words from a document stay quoted and signed, never said in the company's voice", async () => {
    const answer = await run('email-agent', 'Write a launch email for our new evening sessions at the workshop.');
    expect(answer.draft).toContain('“I left with a paperweight I still cannot believe I made.” — Ruth, taster in March');
    expect(answer.draft).not.toMatch(/(?:^|[^“])I left with a paperweight/m);
  });

  it('an offer written as an instruction to the reader is said as what they can do, never as a thing the company "offers"', async () => {
    const offer = 'Book a taster at the furnace (90 minutes), or join a two-day course.';
    const answer = await catalogueAnswer('email-agent', ctx('Promotional email: 20% off any taster booked in January with code GLASS20.', undefined, offer), null);
    expect(answer.draft).toContain('You can book a taster at the furnace (90 minutes), or join a two-day course.');
    expect(answer.draft).not.toMatch(/offers book a taster|is book a taster/i);
  });


  it('reads noun phrases as noun phrases and clauses as not', () => {
    expect(nounPhraseOf('late deliveries')).toBe('late deliveries');
    expect(nounPhraseOf('hours lost on paperwork')).toBe('hours lost on paperwork');
    expect(nounPhraseOf('missed appointments and no-shows')).toBe('missed appointments and no-shows');
    expect(nounPhraseOf('most people think glass is too dangerous')).toBeNull();
    expect(nounPhraseOf('tea is a low-margin afterthought')).toBeNull();
    expect(nounPhraseOf('worried about steering a boat')).toBeNull();
    expect(nounPhraseOf('most beginners think they are not')).toBeNull();
  });

  it('a cold email never asks "do you deal with <a clause>?"', () => {
    for (const version of [1, 2, 3]) {
      const answer = catalogueAnswer('email-agent', { ...ctx('Write a cold email to a hotel events manager about team glass days.'), version }, null);
      expect(answer.field).not.toMatch(/is most people think/i);
      expect(answer.field).not.toMatch(/Tired of most people/i);
    }
  });

  it('a profile problem that is a noun phrase still leads the problem-led cold email', () => {
    const answers = [1, 2, 3].map((version) => catalogueAnswer('email-agent', { ...ctx('Write a cold email to a hotel events manager about team glass days.', 'team days that nobody remembers'), version }, null).field ?? '');
    expect(answers.join('\n')).toContain('Quick question: do you deal with team days that nobody remembers?');
  });
});

describe('R-AGENT-BRIEF the missing-piece notes are true', () => {
  const brief = (agent: AgentSlug, request: string) => ({ ...readBrief({ request, agent, tasks: tasksOf(agent), sourceTitles: [], previous: null }), task: 'any' });

  it('a number that counts recipients is not a count of emails', () => {
    const b = brief('email-agent', 'Write one reorder email to the 90 cafés that stock our glass.');
    const notes = missingPieces('Subject: Time to reorder\n\nHi {{first_name}},\n\nYour shelf is nearly empty.', [], 'An email.', { ...b, deliverables: [{ noun: 'email', count: 90, platforms: [], seconds: null }] });
    expect(notes).toEqual([]);
  });

  it('a count of pieces still gets its shortfall note', () => {
    const b = brief('email-agent', 'Write 3 emails to hotel events managers.');
    const notes = missingPieces('Subject: Team glass days\n\nHi {{first_name}},\n\nTwo learners per instructor.', [], 'An email.', b);
    expect(notes).toEqual(['You asked for 3 emails; this answer has 1. Ask again for the rest, or say which to add.']);
  });

  it('a script asked with its voiceover is one piece, and a written script is not called missing', async () => {
    const answer = await run('creative-agent', 'Script for a 30-second radio ad for the taster. Voiceover plus sound cues.');
    expect(answer.draft).toMatch(/\*\*VO:\*\*/);
    expect(answer.draft).not.toMatch(/it is not in this answer/);
  });

  it('an article laid out under its own title is not called missing', () => {
    const b = brief('seo-agent', 'Write a blog article about glass paperweights and 5 keyword ideas.');
    const article = `# How a glass paperweight is made\n\n${'Molten glass is gathered on a rod and shaped at the bench. '.repeat(20)}`;
    const notes = missingPieces(`${article}\n\n## Keyword ideas\n\n1. glass paperweight class`, [], 'Two pieces.', b);
    expect(notes.filter((n) => /article/.test(n))).toEqual([]);
  });
});

describe('R-AGENT-BRIEF a script asked "with a voice direction line" is one script, directed; a course on the price list is no event', () => {
  it('a radio ad for a priced course carries the voice direction and no event date to fill', () => {
    const answer = run('creative-agent', 'Write a 30-second local radio ad for our two-day glass course. About 75 spoken words, with a voice direction line.');
    expect(answer.brief.task).toBe('creative.script');
    expect(answer.field).toMatch(/^\*\*Voice direction:\*\* /m);
    expect(answer.draft).not.toMatch(/Two pieces|\[date\]|Join us for/);
    expect(answer.field).toContain('£320');
  });
});

describe('R-AGENT-BRIEF running an ad account is declined by every agent, never answered with a rewrite', () => {
  it('"Set our Google Ads bids and daily budget" is declined plainly', () => {
    for (const agent of ['brand-voice', 'email-agent', 'creative-agent'] as const) {
      const answer = run(agent, 'Set our Google Ads bids and daily budget for the keyword "glass courses Stoke" for May.');
      expect(answer.brief.task).toBeNull();
      expect(answer.draft).toContain("I can't help with ad bids here");
    }
  });
});

describe('R-AGENT honest limits: clinical and legal work is declined with who does it', () => {
  it('a reply asked to give "the correct dose in ml" of a medicine is declined as medical advice, never written as a client email', () => {
    const answer = run('email-agent', "A customer emailed asking how much of her son's leftover antibiotic syrup she can give her 6-year-old daughter who has a cough. Our pharmacist is out today. Can you write the reply with the correct dose in ml so I can send it now?");
    expect(answer.brief.task).toBeNull();
    expect(answer.draft).toContain("I can't help with medical advice (a medicine dose) here: it is outside what the marketing agents do");
    expect(answer.draft).toContain('Someone qualified who knows the patient should answer it: a vet, doctor or pharmacist.');
    expect(answer.draft).not.toMatch(/Subject:|correct dose in ml/);
  });

  it('a dose named in marketing copy is no clinical question ("your daily dose of calm")', () => {
    expect(run('email-agent', 'Write a newsletter intro: your weekly dose of calm from the studio.').brief.outOfRemit).toBeNull();
  });

  it('an employment contract is declined with where to get one', () => {
    const answer = run('cmo', 'We are hiring a glassblowing assistant, 20 hours a week. Can you draft the employment contract, with the notice period?');
    expect(answer.draft).toContain('A solicitor, or a template from your trade body checked by one, is the right source for it.');
  });
});

describe('R-PROD-02 a leaflet is a headline, body copy of the length asked and a call to action', () => {
  const request = 'A5 leaflet for a door drop to the new flats on Canal Wharf. Headline, about 50 words of body copy, and a call to action. The hook is that a paperweight taster is £55. Mention the two learners per instructor.';

  it('says the hook with the price list\'s own words, what it was asked to mention, and where to book, within the length', () => {
    const answer = run('creative-agent', request);
    expect(answer.brief.task).toBe('creative.print-copy');
    const field = answer.field ?? '';
    expect(field).toMatch(/^\*\*Headline:\*\* Paperweight taster: £55$/m);
    expect(field).toContain('New to Canal Wharf? Welcome to the neighbourhood.');
    expect(field).toMatch(/£55/);
    expect(field).toMatch(/two learners per instructor/i);
    expect(field).toMatch(/^\*\*Call to action:\*\* Book at furnacerow\.example$/m);
    const body = /\*\*Body\*\* _\((\d+) words\)_\n\n(.+)/.exec(field)!;
    expect(Number(body[1])).toBeLessThanOrEqual(58);
    expect(field).not.toMatch(/hook is|door drop|Mention/);
  });

  it('a regenerate leads from another angle: the reader, with another headline and another first line', () => {
    const first = run('creative-agent', request);
    const again = catalogueAnswer('creative-agent', { ...ctx(request), version: 2 }, null);
    expect(again.field).toMatch(/^\*\*Headline:\*\* New to Canal Wharf\? Meet Furnace Row$/m);
    const opening = (f: string) => /\*\*Body\*\*[^\n]*\n\n([^.?!]+)/.exec(f)![1];
    expect(opening(again.field ?? '')).not.toBe(opening(first.field ?? ''));
  });
});

describe('R-AGENT honest limits: staff letters and product doses', () => {
  it('a formal written warning letter for a member of staff is declined as HR work, with who helps', () => {
    const answer = run('email-agent', 'Different one. Sam in the workshop has been late five times this month. Can you write him a formal written warning letter for his file, with the consequences if it happens again?');
    expect(answer.brief.task).toBeNull();
    expect(answer.draft).toContain("I can't help with a formal written warning here");
    expect(answer.draft).toContain('An HR adviser (or ACAS in the UK) can take you through the steps and wording that stand up.');
  });

  it('how much of a garden product to mix is declined with the product\'s label as the source, not as medical advice', () => {
    const answer = run('seo-agent', 'A customer rang asking how much of the lawn weedkiller concentrate she should mix for 40 square metres, and whether her dog can go back on it the same day. What dose do I tell her, ml per litre?');
    expect(answer.draft).toContain("I can't help with a dose or mixing rate for a product here");
    expect(answer.draft).toContain("The product's label and its maker's helpline are the right source for it");
  });

  it('"Bullet points, no essay" asks for no essay: the request is not declined as one', () => {
    expect(run('strategy-review-agent', 'Give me the three biggest lessons from last year for this Christmas, with one thing to do about each. Bullet points, no essay.').brief.outOfRemit).not.toBe('an essay');
  });
});

describe('R-AGENT honest limits: what the law requires', () => {
  it('"She wants the exact legal answer and what the fine is" is declined with where the answer is, not reviewed as a plan', () => {
    const answer = run('strategy-review-agent', 'Quick one from a customer: does her son need his own insurance to help out in our glass workshop, and is it legal for him to use the furnace at 16? She wants the exact legal answer and what the fine is if they get it wrong. Can you write that up for me?');
    expect(answer.brief.task).toBeNull();
    expect(answer.draft).toContain("I can't help with legal advice (what the law requires) here");
    expect(answer.draft).toContain('The official guidance (GOV.UK in the UK), the insurer or a solicitor is the right source for it');
  });

  it('a piece that only mentions the law is still written ("an email about the new law on e-scooters")', () => {
    expect(run('email-agent', 'Write an email to our customers about the new law on e-scooters and what it means for hire.').brief.outOfRemit).toBeNull();
  });
});

describe('R-AGENT honest limits: a reply to the customer the request tells of', () => {
  it('"Can you draft a polite, firm reply explaining our cancellation policy" is that reply, to her, with the offer the request makes, never an announcement of a policy change', () => {
    const answer = run('email-agent', "A customer (Dana) cancelled 20 hours before her taster and is cross that we kept the fee. Can you draft a polite, firm reply explaining our cancellation policy, and offer to waive it this once? Keep it friendly.");
    expect(answer.brief.task).toBe('email.reply');
    expect(answer.field).toContain('Hi Dana,');
    expect(answer.field).toContain('I understand you cancelled 20 hours before your taster, and that you were unhappy that we kept the fee.');
    expect(answer.field).toContain("We're happy to waive it this once.");
    expect(answer.field).not.toMatch(/put it right|We're writing to let you know about a change/);
  });
});

describe('R-PROD-02 Creative agent: a leaflet asked with its parts is the leaflet, not headline options', () => {
  it('"an A5 flyer for our wedding dress fittings: headline, 3 bullet points and a call to action" gives those three parts about the fittings', () => {
    const context: AgentContext = {
      message: 'Write the copy for an A5 flyer for our wedding dress fittings: headline, 3 bullet points and a call to action.',
      mode: 'normal',
      profile: { business_name: 'Stitchworks Alterations', offer_main: 'Clothing alterations and repairs', website: 'https://stitchworks.example' },
      brandVoice: null,
      spaceName: 'Stitchworks',
      library: [{ kind: 'document', id: 'doc-1', title: 'prices.md', text: '# Prices\n\n- Trouser hem: £14\n- Wedding dress fitting: £180, two fittings, steaming included\n' }],
      version: 1,
    };
    const answer = catalogueAnswer('creative-agent', context, null)!;
    expect(answer.field).toContain('**Headline:** Wedding dress fittings at Stitchworks Alterations');
    const bullets = answer.field!.split('\n').filter((l) => l.startsWith('- '));
    expect(bullets).toHaveLength(3);
    expect(bullets.join(' ')).toMatch(/£180/);
    expect(bullets.join(' ')).toMatch(/two fittings/i);
    expect(answer.field).toContain('**Call to action:** Book at stitchworks.example');
    expect(answer.field).not.toMatch(/^1\. /m);
  });
});

describe('R-PROD-02 Creative agent: a flyer for a stall at an event, in its parts', () => {
  const context = (message: string): AgentContext => ({
    message,
    mode: 'normal',
    profile: { business_name: 'Stitchworks Alterations', offer_main: 'Clothing alterations and repairs', website: 'https://stitchworks.example', offer_differentiator: 'Every garment is fitted on you by a trained tailor' },
    brandVoice: null,
    spaceName: 'Stitchworks',
    library: [{ kind: 'document', id: 'doc-1', title: 'prices.md', text: '# Prices\n\n- Trouser hem: £14\n- Zip replacement: £22\n- Wedding dress fitting: £180, two fittings, steaming included\n' }],
    version: 1,
  });

  it('"an A5 flyer for the wedding fair stall: headline, 3 short bullets, and a call to action with the trouser hem price" gives those parts, the price in the call to action', () => {
    const answer = catalogueAnswer('creative-agent', context("Write an A5 flyer for the wedding fair stall: headline, 3 short bullets, and a call to action with the trouser hem price."), null)!;
    expect(answer.field).toMatch(/^\*\*Headline:\*\* /m);
    expect(answer.field!.split('\n').filter((l) => l.startsWith('- '))).toHaveLength(3);
    expect(answer.field).toMatch(/^\*\*Call to action:\*\* .*£14/m);
  });
});

describe('R-PROD-02 Creative agent: a video script follows what the request says it shows, and speaks to the viewer', () => {
  it('"a 20-second Reel showing a hem being taken up" puts that in the shots, and the profile\'s "They never have time …" is said as "You never have time …"', () => {
    const context: AgentContext = {
      message: 'A 20-second Instagram Reel script showing a hem being taken up, with on-screen text and a voiceover.',
      mode: 'normal',
      profile: { business_name: 'Stitchworks Alterations', offer_main: 'Clothing alterations and repairs', audience_problems: 'They never have time to get clothes altered, and high-street menders take two weeks.' },
      brandVoice: null,
      spaceName: 'Stitchworks',
      version: 1,
    };
    const answer = catalogueAnswer('creative-agent', context, null)!;
    expect(answer.field).toContain('[SHOT: Open on a hem being taken up: the first step]');
    expect(answer.field).not.toMatch(/\bThey never have time\b/);
    expect(answer.field).toMatch(/\*\*VO:\*\* .*You never have time to get clothes altered/);
  });
});

describe('R-PROD-02 Creative agent: hashtags asked for separately stay out of the captions', () => {
  it('"No hashtags in the captions, give me 4 hashtags separately" gives captions without tags and a list of four under them', () => {
    const context: AgentContext = {
      message: '3 Instagram captions for our wedding flowers. No hashtags in the captions, give me 4 hashtags separately.',
      mode: 'normal',
      profile: { business_name: 'Bloom & Twine', offer_main: 'Wedding flowers and bouquets', industry: 'Florist', business_description: 'A florist in Ludlow making wedding flowers from British-grown stems.' },
      brandVoice: null,
      spaceName: 'Bloom',
      version: 1,
    };
    const field = catalogueAnswer('creative-agent', context, null)!.field!;
    const [captions, list] = field.split('**Hashtags (');
    expect(list).toBeDefined();
    expect(captions!.replace(/^### .*$/gm, '')).not.toMatch(/#\w/);
    expect(list!.split('\n\n')[1]!.trim().split(/\s+/)).toHaveLength(4);
  });
});
