import { describe, expect, it } from 'vitest';
import { readBrief } from '../../../core/server/agents/brief/read-brief.ts';
import type { AgentSlug } from '../../../core/server/agents/brief/brief.ts';
import { tasksOf } from '../../../core/server/agents/tasks/catalogue.ts';
import { preSendCheck } from '../../../core/server/agents/tasks/pre-send/pre-send-check.ts';
import type { TaskOutput } from '../../../core/server/agents/tasks/agent-task.ts';
import { voiceRulesOf, withAvoidAnswer } from '../../../core/server/agents/offline/voice-rules.ts';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';
import type { AgentContext } from '../../../core/server/agents/tools/agent-context.ts';

/**
 * The one check every offline deliverable passes before it is sent: each rule with a deliverable that breaks it,
 * and the answer through the engine. The space is a mobile knife-sharpening van.
 */
const PRICES = `# Price list

| Item | Price |
|---|---|
| Kitchen knife | £6 per knife |
| Garden shears | £12 |

The fortnightly restaurant round costs £45 a visit for up to 12 knives.
"Nadia did all nine of our knives before service." — a head chef`;
const PROFILE = 'Mobile whetstone knife sharpening in Leeds, done at the kerb while you wait.';
const VOICE = withAvoidAnswer(voiceRulesOf('Banned words: leverage, seamless.\nSign-off: Sharp regards, Nadia'), 'Never promise a knife will stay sharp for a set time.');

function check(agent: AgentSlug, request: string, deliverable: string, notes: string[] = [], summary = 'The copy.', previous: string | null = null): TaskOutput {
  const brief = readBrief({ request, agent, tasks: tasksOf(agent), sourceTitles: [], previous: null });
  const output: TaskOutput = { summary, deliverable, notes, used: [], steps: [], artifacts: [] };
  return preSendCheck(output, { agent, brief: { ...brief, task: brief.task ?? 'any' }, voice: VOICE, sources: [PROFILE, PRICES], previous: previous === null ? null : { deliverable: previous, request: 'Write an email to home cooks.', brief: null } });
}

describe('R-AGENT-BRIEF pre-send check: every piece asked for, in the count asked', () => {
  it('a post and a headline asked, only the post written: the notes say the headline is missing', () => {
    const out = check('creative-agent', 'Write a Facebook post and a leaflet headline about garden shears.', '## Facebook post\n\nGarden shears sharpened at your door for £12.');
    expect(out.notes).toContain('You asked for a print headline; it is not in this answer. Ask for it on its own and I will write it.');
  });

  it('3 emails asked, one written: the notes say how many are there', () => {
    const out = check('email-agent', 'Write 3 emails to head chefs about the restaurant round.', 'Subject: Sharp knives every fortnight\n\nHi {{first_name}},\n\nThe round costs £45 a visit.\n\nSharp regards, Nadia');
    expect(out.notes).toContain('You asked for 3 emails; this answer has 1. Ask again for the rest, or say which to add.');
  });
});

describe('R-AGENT-BRIEF pre-send check: limits of the request and of the channel', () => {
  it('a meta description over 155 characters is cut where a sentence ends, and its counter says the new length', () => {
    const long = 'Whetstone knife sharpening at your door in Leeds, done at the kerb while you wait. Kitchen knives, scissors and garden shears, for households and restaurant kitchens alike, every fortnight.';
    const out = check('seo-agent', 'Write a meta title and meta description for our sharpening page.', `- Title tag: Knife Sharpening in Leeds _(24/60 characters)_\n- Meta description: ${long} _(${long.length}/155 characters)_`);
    expect(out.deliverable).toContain('- Meta description: Whetstone knife sharpening at your door in Leeds, done at the kerb while you wait. _(82/155 characters)_');
    expect(out.notes.some((n) => n.startsWith('To fit the limit: a meta description cut to 82 characters'))).toBe(true);
  });

  it('a Google search headline over 30 characters with no clause to cut at is named as over, not cut mid-word', () => {
    const out = check('creative-agent', 'Write Google responsive search ad headlines for knife sharpening.', '**Headlines**\n1. Whetstone sharpening at the kerb in Leeds\n2. Knife Sharpening in Leeds');
    expect(out.deliverable).toContain('1. Whetstone sharpening at the kerb in Leeds');
    expect(out.notes).toContain('Still over the limit: the Google search headline "Whetstone sharpening at the kerb in Leeds" is 41 characters, over the 30 the channel shows: shorten it by hand.');
  });

  it('an email over the words asked loses whole sentences from its middle, never its greeting, link or sign-off', () => {
    const body = 'Hi {{first_name}},\n\nDull knives slip. We sharpen them at the kerb while you wait. Kitchen knives cost £6 each. Garden shears cost £12. The van comes to your street on a weekday.\n\nBook a visit at the van today.\n\n**[Book a visit](https://keen.example)**\n\nSharp regards, Nadia';
    const out = check('email-agent', 'Write an email to home cooks, under 30 words.', `Subject: Sharp knives\n\n${body}`);
    const words = out.deliverable.split('\n').filter((l) => !/^Subject:/.test(l)).join(' ').split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;
    expect(words).toBeLessThanOrEqual(30);
    expect(out.deliverable).toContain('Hi {{first_name}},');
    expect(out.deliverable).toContain('**[Book a visit](https://keen.example)**');
    expect(out.deliverable).toContain('Sharp regards, Nadia');
    expect(out.deliverable).toContain('Dull knives slip.');
  });
});

describe('R-AGENT-FACTS pre-send check: every figure in the copy traces to the request or the space', () => {
  it('a sentence with a figure from nowhere goes; stated prices and arithmetic on them stay', () => {
    const out = check('creative-agent', 'Write a Facebook post about the restaurant round.', 'The round costs £45 a visit. That is £90 a month for two visits. Over 300 kitchens use the round. Book at https://keen.example.');
    expect(out.deliverable).toBe('The round costs £45 a visit. That is £90 a month for two visits. Book at https://keen.example.');
    expect(out.notes).toContain('Took out a sentence with a figure neither your request nor your facts give: "Over 300 kitchens use the round.".');
  });

  it('a headline with an untraced figure keeps its place with the figure as a marked blank', () => {
    const out = check('creative-agent', 'Write 2 headlines for the sharpening van.', '1. 500 kitchens trust Keenedge\n2. Sharp knives at the kerb');
    expect(out.deliverable).toBe('1. [figure to confirm] kitchens trust Keenedge\n2. Sharp knives at the kerb');
  });
});

describe('R-AGENT-VOICE pre-send check: no banned word, no forbidden claim, and what changed is true', () => {
  it('a banned word in any form and a claim the avoid answer forbids are taken out', () => {
    const out = check('email-agent', 'Write an email to home cooks about sharpening.', 'We leveraged years on the whetstone. Your knives will stay sharp for six months. Book a visit today.');
    expect(out.deliverable).toBe('Book a visit today.');
    expect(out.notes).toContain('Took out a sentence with "leverage", a word your voice avoids: "We leveraged years on the whetstone.".');
    expect(out.notes).toContain('Took out a sentence your rule "Never promise a knife will stay sharp for a set time" forbids: "Your knives will stay sharp for six months.".');
  });

  it('a "what changed" line is kept only where the final text bears it out', () => {
    const out = check('brand-voice', 'Rewrite this in our voice: "A seamless service for sharp knives."', 'Sharp knives at your door.', ['**What changed**', '- Replaced words your voice avoids: "seamless" → "smooth".', '- Dropped words your voice avoids: "cutting-edge".'], 'Your text, rewritten.');
    expect(out.notes).not.toContain('- Replaced words your voice avoids: "seamless" → "smooth".');
    expect(out.notes).toContain('- Dropped words your voice avoids: "cutting-edge".');
    expect(out.notes).toContain('Corrected what this answer said it changed, to match the final text ("seamless" → "smooth").');
  });

  it('"here it is unchanged" of a text that changed says what changed instead', () => {
    const out = check('email-agent', 'Make it shorter.', 'Sharp knives at your door.', [], 'The previous answer already fits: it is 5 words, so here it is unchanged.', 'Sharp knives at your door. Book today.');
    expect(out.summary).toMatch(/^Here is the previous answer, revised: 7 words before, 5 now/);
  });
});

describe('R-AGENT-FACTS pre-send check: no stock offer the business does not make', () => {
  it('a trial button, urgency with no end date and an offer with no discount become plain calls to action', () => {
    const out = check('creative-agent', 'Write a Facebook post about garden shears.', 'Garden shears sharpened for £12.\n\nClaim the offer: https://keen.example.\n\nGet yours before it ends.\n\n**[Start your free trial](https://keen.example)**');
    expect(out.deliverable).toBe('Garden shears sharpened for £12.\n\nFind out more: https://keen.example\n\n**[Find out more](https://keen.example)**');
    expect(out.notes.some((n) => n.startsWith('Neither your request nor your facts give a trial'))).toBe(true);
  });

  it('a deadline the request gives keeps its urgency', () => {
    const out = check('creative-agent', 'Write a Facebook post: 10% off with code EDGE10 until 31 March.', 'Get 10% off with code EDGE10. Book before it ends on 31 March.');
    expect(out.deliverable).toBe('Get 10% off with code EDGE10. Book before it ends on 31 March.');
  });
});

describe('R-AGENT-BRIEF pre-send check: no request pasted into the copy, no raw rows, blanks the request fills', () => {
  it('a sentence of the request in the copy goes, and a price row is said as a sentence', () => {
    const out = check('email-agent', 'Write an email to head chefs inviting them onto the fortnightly round.', 'Write an email to head chefs inviting them onto the fortnightly round. Kitchen knife — Price: £6 per knife. Book a visit.');
    expect(out.deliverable).toBe('Kitchen knife costs £6 per knife. Book a visit.');
  });

  it('a table row pasted from a document is taken out of the copy', () => {
    const out = check('creative-agent', 'Write a Facebook post about garden shears.', 'Garden shears, sharpened at the kerb.\n| Garden shears | £12 |\nBook a visit.');
    expect(out.deliverable).toBe('Garden shears, sharpened at the kerb.\nBook a visit.');
  });

  it('[time], [date] and [link] the request gives are filled, and the note no longer asks for them', () => {
    const out = check(
      'email-agent',
      'Invite head chefs to our stand at the food fair on 14 March at 11am; link https://keen.example/fair.',
      'Join us on [date] at [time]: [link]. Where: [venue].',
      ['Fill in before sending: [date] (not in your request); [time] (not in your request); [venue] (not in your request).'],
    );
    expect(out.deliverable).toBe('Join us on 14 March at 11am: https://keen.example/fair. Where: [venue].');
    expect(out.notes[0]).toBe('Fill in before sending: [venue] (not in your request).');
  });
});

describe('R-AGENT-BRIEF the engine runs the pre-send check on what a task writes', () => {
  const ctx = (message: string): AgentContext => ({
    message,
    mode: 'chat',
    profile: { business_name: 'Keen Van', business_description: PROFILE, website: 'https://keen.example', offer_main: 'Whetstone knife sharpening at your door', audience_primary: 'Home cooks in Leeds' },
    brandVoice: 'Sign off: Sharp regards, Nadia',
    spaceName: 'Keen Van',
    referenced: [{ kind: 'document', id: 'doc-1', title: 'prices.md', text: PRICES }],
    version: 1,
  });

  it('Facebook posts with no offer in the request or the facts carry no stock offer, and the notes say so', () => {
    const answer = catalogueAnswer('creative-agent', ctx('Write 2 Facebook posts, each under 50 words, about sharpening garden shears before spring.'), null);
    expect(answer.field).not.toMatch(/claim the offer/i);
    expect(answer.field).toContain('Find out more: https://keen.example');
    expect(answer.draft).toContain('Neither your request nor your facts give a discount, so the copy does not offer one');
  });

  it('an event email says a price row as a sentence instead of pasting it', () => {
    const answer = catalogueAnswer('email-agent', ctx('Write 3 emails to restaurant head chefs inviting them onto the fortnightly round. We are at the Leeds Food Fair on 14 March at 11am.'), null);
    expect(answer.field).not.toContain('— Price:');
    expect(answer.field).toContain('Kitchen knife costs £6 per knife.');
  });

  it('search ad headlines over 30 characters are named as over the limit', () => {
    // (The engine's own headlines now fit; a headline written over the limit is what the check must still catch.)
    const out = check('creative-agent', 'Write Google responsive search ad headlines and descriptions for knife sharpening in Leeds.', '**Headlines** (up to 30 characters each)\n1. Mobile whetstone knife sharpening in Leeds\n2. Knife Sharpening\n\n**Descriptions** (up to 90 characters each)\n1. Whetstone sharpening at the kerb while you wait.');
    expect([out.deliverable, ...out.notes].join('\n')).toContain('Still over the limit: the Google search headline "Mobile whetstone knife sharpening in Leeds" is 42 characters, over the 30 the channel shows: shorten it by hand.');
  });

  it('5 blog post ideas are five ideas, and no note calls them missing posts', () => {
    const answer = catalogueAnswer('seo-agent', ctx('Give me 5 blog post ideas for home cooks about keeping knives sharp.'), null);
    expect(answer.brief.task).toBe('seo.ideas');
    expect((answer.field ?? '').split('\n').filter((l) => /^\|\s*\d+\s*\|/.test(l))).toHaveLength(5);
    expect(answer.draft).not.toContain('this answer has 1');
  });
});

describe('R-AGENT-BRIEF pre-send check: what is taken out leaves a piece that still reads', () => {
  it('a subject line that only repeated the request keeps its place as a marked blank, and a lead-in left without its list goes', () => {
    const out = check('email-agent', 'Write an email to head chefs. Our open day is on 9 May, so include the time and date.', "Subject: Our open day is on 9 May, so include the time and date\n\nHi {{first_name}},\n\nWhat's on:\n- Our open day is on 9 May, so include the time and date\n\nSharp regards, Nadia");
    expect(out.deliverable).toBe('Subject: [subject]\n\nHi {{first_name}},\n\nSharp regards, Nadia');
  });

  it('a title tag and meta description count as the meta title and description asked for', () => {
    const out = check('seo-agent', 'Meta title and meta description for our restaurant round page.', '- Title tag: Restaurant Knife Sharpening Round | Keen Van _(45/60 characters)_\n- Meta description: A fortnightly whetstone round for restaurant kitchens in Leeds. _(64/155 characters)_');
    expect(out.notes.filter((n) => n.startsWith('You asked for'))).toEqual([]);
  });
});

describe('R-AGENT-BRIEF pre-send check: limits per field and per line, reports left as they are', () => {
  it('an ad whose fields each have their own limit is not cut as a whole', () => {
    const ad = '**Variation 1**\n- **Primary text** _(87/124)_: Garden shears sharpened at the kerb for £12, while you wait, by a craftsperson with a whetstone.\n- **Headline** _(21/39)_: Sharp Shears by Spring\n- **Button:** Learn More\n\n**Variation 2**\n- **Primary text** _(60/124)_: Kitchen knives from £6 each, sharpened at your door in Leeds.\n- **Headline** _(17/39)_: Sharp Knives, Fast\n- **Button:** Learn More';
    const out = check('creative-agent', '2 variations of a Meta ad. Each needs primary text under 125 characters and a headline under 40 characters.', ad);
    expect(out.deliverable).toBe(ad);
  });

  it('search ad headlines "of up to 30 characters" are held line by line, none dropped', () => {
    const lines = '**Headlines** (up to 30 characters each)\n1. Sharp Knives at Your Door _(27)_\n2. Whetstone Sharpening, Leeds _(28)_\n3. Garden Shears From £12 _(23)_';
    const out = check('creative-agent', "Search ad for 'knife sharpening leeds': 3 headlines of up to 30 characters and 2 descriptions of up to 90.", lines);
    expect(out.deliverable).toBe(lines);
  });

  it('an SEO audit is a report: its measured figures and table rows stay as they are', () => {
    const audit = '| Measure | Value |\n|---|---|\n| Title | "Sharpening. We sharpen knives. Call us." |\n| Readability | Flesch 82 |\n\n1. **Title** (high): the title is 8 words.';
    const out = check('seo-agent', 'Audit this page text for SEO:\n\nSharpening. We sharpen knives. Call us.', audit);
    expect(out.deliverable).toBe(audit);
  });
});

describe('R-AGENT-BRIEF pre-send check: a missing piece is one the answer really lacks', () => {
  it('"a positioning line and 3 proof points" written under their own labels gets no missing-piece note', () => {
    const out = check('strategy-review-agent', 'How do we stand apart from posted sharpening services? A positioning line and 3 proof points.', '**Positioning:** Whetstone sharpening at your kerb, while you wait.\n\n**Proof points**\n1. Hand sharpening on whetstones.\n2. Done while you wait.\n3. £45 a visit for up to 12 knives.');
    expect(out.notes.filter((n) => n.startsWith('You asked for'))).toEqual([]);
  });
});

describe('R-AGENT-FACTS pre-send check: figures the answer measured on the material it was given are traced', () => {
  it('an audit written beside a meta title keeps its readability score, counts and title length; an invented figure still goes', () => {
    const brief = readBrief({ request: 'Audit this page and write a better meta title:\n\nSharpening. We sharpen knives. Call us.', agent: 'seo-agent', tasks: tasksOf('seo-agent'), sourceTitles: [], previous: null });
    const deliverable = [
      'Measured on the text you pasted: 41 words, Flesch 91, 0 headings, 2 links.',
      '1. **Title** (medium): "Sharpening at the kerb" (22 characters). Under 50 characters says too little.',
      '2. **Meta description** (medium): none in the text. Add one: the proposed one below fits in 155 characters.',
      '3. **Proof**: Over 300 kitchens trust us. Add that to the page.',
    ].join('\n');
    const output: TaskOutput = { summary: 'An audit and a meta title.', deliverable, notes: [], used: [], steps: [], artifacts: [], measured: [41, 91, 0, 2, 50] };
    const out = preSendCheck(output, { agent: 'seo-agent', brief: { ...brief, task: 'seo.meta' }, voice: VOICE, sources: [PROFILE, PRICES], previous: null });
    expect(out.deliverable).toContain('Measured on the text you pasted: 41 words, Flesch 91, 0 headings, 2 links.');
    expect(out.deliverable).toContain('"Sharpening at the kerb" (22 characters). Under 50 characters says too little.');
    expect(out.deliverable).toContain('the proposed one below fits in 155 characters.');
    expect(out.deliverable).not.toContain('300 kitchens');
    expect(out.deliverable).not.toContain('[figure to confirm]');
  });

  it('the engine keeps an audit\'s measures when the request also asks for a meta title', () => {
    const ctx: AgentContext = { message: 'Audit this page and write a better meta title:\n\nTitle: Knife sharpening Leeds\n\nKeenedge sharpens kitchen knives at the kerb in Leeds while you wait. A kitchen knife costs £6. Garden shears cost £12. We come to your street on weekdays. Book online or call us.', mode: 'chat', profile: { business_name: 'Keenedge', business_description: PROFILE, offer_main: 'Whetstone knife sharpening' }, brandVoice: null, spaceName: 'Keenedge', version: 1 };
    const out = catalogueAnswer('seo-agent', ctx, null);
    expect(out.field).not.toContain('[figure to confirm]');
    expect(out.draft).not.toMatch(/Took out (?:a sentence|sentences) with a figure/);
  });
});

describe('R-AGENT-BRIEF pre-send check: a words limit never takes a labelled field out whole', () => {
  it('a title tag and meta description over the words asked lose sentences, never the meta description itself', () => {
    const out = check('seo-agent', 'Meta title and meta description for our restaurant round page, under 20 words.', 'Title tag: Restaurant Knife Sharpening Round | Keen Van\nMeta description: A fortnightly whetstone round for restaurant kitchens in Leeds.\n\nUse "restaurant knife sharpening" in the H1 and first paragraph of the page too.');
    expect(out.deliverable).toMatch(/^Meta description: \S/m);
    expect(out.deliverable).toMatch(/^Title tag: \S/m);
  });
});

describe('R-AGENT-FACTS pre-send check: a channel limit is traced only as a length', () => {
  it('"fits in 155 characters" stays, "30 minutes" from nowhere still goes', () => {
    const out = check('creative-agent', 'Write a Facebook post about the restaurant round.', 'The round costs £45 a visit. Each knife takes 30 minutes. Book at https://keen.example.');
    expect(out.deliverable).toBe('The round costs £45 a visit. Book at https://keen.example.');
  });
});
