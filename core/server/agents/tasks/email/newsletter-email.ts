import { namesCustomerOf } from '../../facts/proof-facts.ts';
import type { AgentTask, TaskInput } from '../agent-task.ts';
import { callToAction } from './call-to-action.ts';
import { block, KEEP, listText, type Block } from './email-draft.ts';
import { EmailKit, LABELLED } from './email-kit.ts';
import { emailOutput } from './email-output.ts';
import { capitalise, firstClause, inner, keywordsOf, listOf, sentence, stemOf } from './copy-phrases.ts';
import { lowerFirst } from '../../facts/fact-phrases.ts';

/** A newsletter's structures: sections under headings, one lead story and a short list, or a numbered list of things. */
const ANGLES = ['sections', 'lead-story', 'numbered'] as const;

interface Story {
  heading: string;
  text: string;
  /** Our own words of thanks or welcome, not news from the facts. */
  own?: boolean;
}

/** A request item said as a heading: 'a reminder about the Open Day on 14 September' reads 'The Open Day on 14 September'. */
function headingOf(item: string): string {
  const h = item
    .trim()
    .replace(/^(?:a|an)\s+(?:short\s+|quick\s+)?(?:reminder|note|word|update|piece|section|story)\s+(?:about|on|of|for)\s+/i, '')
    .replace(/^(?:news|an update|a reminder)\s+(?:about|on)\s+/i, '');
  return capitalise(h);
}

/**
 * The one thing of a list the section is about: a document's list ('Turkey & Parsnip Feast, Salmon & Pea Supper (our
 * gentlest recipe, for sensitive tummies), Chicken & Brown Rice Bowl.') read out whole under a heading that names one
 * of them says the others too. That one, said as a sentence ('Salmon & Pea Supper is our gentlest recipe, …'); null
 * when the text is no list of names, or no one of them is clearly the item.
 */
function listedOne(text: string, item: string): string | null {
  const parts = text.trim().replace(/[.]$/, '').split(/,\s+(?![^(]*\))/);
  // Each name without what is said of it in brackets.
  const names = parts.map((p) => p.replace(/\([^)]*\)/g, '').trim());
  if (parts.length < 2 || names.some((n) => n.split(/\s+/).length > 6)) return null;
  const wanted = new Set([...keywordsOf(item)].map(stemOf));
  const shared = names.map((n) => [...keywordsOf(n)].map(stemOf).filter((w) => wanted.has(w)).length);
  const best = Math.max(...shared);
  if (best < 2 || shared.filter((n) => n === best).length > 1) return null;
  const one = parts[shared.indexOf(best)]!.trim();
  const described = /^(.+?)\s*\(([^)]+)\)$/.exec(one);
  return described ? `${described[1]} is ${described[2]}.` : null;
}

// A clause that states what happened or is so: a verb of being, having or a done thing.
const STATED = /(?:\b(?:is|are|was|were|has|have|had|will)\b|'re\b|'s\s+(?:now|been|open|back)\b|\b(?:opened|joined|launched|moved|started|added|won|arrived|reopened)\b)/i;

/** What the newsletter covers: the request's items, each with its details left to fill; else stories from the facts. */
function storiesOf(kit: EmailKit): Story[] {
  // 'a short intro, then three sections on A, B and C': the intro is the newsletter's own opening, and 'three sections
  // on' only counts what follows (the first of the three is A, not 'three sections on A').
  const items = kit.points
    .filter((p) => p.kind === 'item' || p.kind === 'what')
    .filter((p) => !/^(?:a|an|the)?\s*(?:short\s+|brief\s+|quick\s+|warm\s+)?(?:intro|introduction|opening(?: paragraph| line)?|welcome)$/i.test(p.text.trim()))
    .map((p) => ({ ...p, text: p.text.replace(/^(?:(?:two|three|four|five|\d)\s+)?(?:short\s+)?(?:sections?|stories|parts|items|blocks)\s+(?:on|about|covering)\s+/i, '') }));
  // 'we're now open Saturday mornings and Dr Tomasz Reid has joined to cover surgery': two pieces of news, a story each.
  const news = items.flatMap((p) => {
    const two = p.kind === 'item' && !p.verb ? /^(.{12,}?)\s+and\s+((?:we|we're|our|the|[A-Z][\w.'-]*)(?:\s+[\w.'-]+){0,3}?\s+(?:has|have|had|is|are|was|were|will|joined|opened|started|launched|moved|won|added)\b.{6,})$/.exec(p.text) : null;
    // 'the weekday deal, our new room Vault 9 and a review from a client': a list's last 'and' before an article
    // starts its last story.
    // ('a customer's story and a reminder to leave a review': two stories of three words or more each, even as the only item.)
    const lastOf = p.kind === 'item' ? /^(.{6,}?)\s+and\s+((?:a|an|the|our|one|some)\s+.{4,})$/i.exec(p.text) : null;
    const last = !two && lastOf && (items.length >= 2 || (lastOf[1]!.split(/\s+/).length >= 3 && lastOf[2]!.split(/\s+/).length >= 3)) ? lastOf : null;
    return two ? [{ ...p, text: two[1]! }, { ...p, text: two[2]! }] : last ? [{ ...p, text: last[1]! }, { ...p, text: last[2]! }] : [p];
  });
  if (news.length) {
    return news.slice(0, 5).map((point) => {
      // 'Clinical Pilates new Saturday 9am class, £90 for 6 weeks, only 6 per class': the name heads the story, its details follow.
      // 'our Christmas opening hours (closed 24 Dec to 2 Jan)': the bracket is the story, the words before it its heading.
      // 'Dog walk of the month: the riverside loop from Lazonby to Lacy's Caves': a story given as its label and what it says.
      const labelled = point.kind === 'item' && !point.verb ? /^([^:()]{3,40}?):\s+(\S.{5,})$/.exec(point.text) : null;
      if (labelled) return { heading: headingOf(labelled[1]!), text: sentence(capitalise(labelled[2]!)) };
      const bracketed = /^(.{6,}?)\s*\(([^()]{4,})\)\s*$/.exec(point.text);
      // ('a client win (Hollins)': a bracket that names a customer of the facts is that customer's result, told.)
      const won = bracketed ? kit.proofs().findIndex((p) => namesCustomerOf(bracketed[2]!, p)) : -1;
      if (bracketed && won >= 0) return { heading: headingOf(bracketed[1]!), text: kit.proof(won)! };
      if (bracketed) return { heading: headingOf(bracketed[1]!), text: sentence(capitalise(bracketed[2]!)) };
      const [name, ...details] = point.text.split(/,\s+(?![^(]*\))/);
      const item = details.length && name!.split(/\s+/).length >= 2 ? name! : point.text;
      const told = item === point.text ? null : details.join(', ');
      const verb = point.kind === 'item' ? point.verb : null;
      const heading = verb === 'welcome' ? `A warm welcome to ${inner(item)}` : verb === 'thank' ? `Thank you ${inner(item).replace(/^everyone\s+/i, '')}` : headingOf(item.replace(/^(?:the\s+)?(?:dates?|details?|times?)\s+of\s+/i, ''));
      const note = /^(?:a|an)\s+(?:short\s+|quick\s+)?note\b/i.test(item);
      // 'a reminder to leave a review', 'ask for referrals': an ask of the reader, said to them, never a quote or a blank.
      const ask = ASK_OF_READER.exec(item);
      if (ask) return { heading, own: true, text: askText(ask[1]!.toLowerCase(), kit.company) };
      // What the space's documents say of it, as written; a marked blank only when they say nothing.
      // The fact sheet's own facts about it first ('the Pennine Parcels result' is that customer's whole result, said as a sentence).
      const withDetails = (text: string) => (told && !told.split(/,\s*/).every((d) => text.toLowerCase().includes(d.toLowerCase().replace(/^only\s+/, ''))) ? `${sentence(capitalise(told))} ${text}` : text);
      const section = verb === 'thank' || verb === 'welcome' ? null : kit.sectionAnswer(item);
      if (section) return { heading, text: withDetails(section) };
      const fact = verb === 'thank' || verb === 'welcome' ? null : kit.factAbout(item);
      if (fact) return { heading, text: withDetails(listedOne(fact, item) ?? fact) };
      // 'a review from a corporate client': the customer's words the facts hold, with who said them.
      // ('Priya's review': the review Priya signed, in her words, when no result is told with figures.)
      const quoted = /\b(?:reviews?|testimonials?|quotes?|feedback|what (?:customers|clients|people) say|case stud(?:y|ies)|success stor(?:y|ies)|(?:customer|client|couple|family|member|guest|student|patient|owner)(?:'s|s'|s)? stor(?:y|ies))\b/i.test(item) ? (kit.proof() ?? reviewOf(kit, item)) : null;
      if (quoted) return { heading, text: quoted };
      // A tip is advice for the writer to give, not a document line that happens to share a word.
      const tip = /^(?:a|an|one|our|some)?\s*(?:quick\s+|short\s+)?tips?\b/i.test(item.trim());
      // A story is told in sentences: a label line of its section ('Owner: Hannah Price.') only when nothing else says it.
      const about = verb === 'thank' || verb === 'welcome' || tip ? [] : kit.statementsAbout(item, 6);
      const storyLines = [...about.filter((st) => !LABELLED.test(st.text)), ...about.filter((st) => LABELLED.test(st.text))].slice(0, 2);
      const found = storyLines.map((st) => sentence(kit.said(st))).join(' ');
      if (found) return { heading, text: withDetails(listedOne(found, item) ?? found) };
      if (verb === 'thank' || verb === 'welcome') return { heading, own: true, text: verb === 'thank' ? `It means a great deal, and it shows in every school we work with.` : `We're glad you're here.` };
      if (told) return { heading, text: sentence(capitalise(told)) };
      // 'we're now open Saturday mornings': news the request states is the story itself, said once, never a blank to fill.
      if (!verb && STATED.test(item)) return { heading, text: '' };
      return { heading, text: note ? kit.ledger.blank(`a few lines: ${inner(heading)}`, 'the request') : kit.ledger.blank('two or three lines: what it is, when, why it matters', 'the request') };
    });
  }
  const stories: Story[] = [{ heading: "What's new", text: kit.ledger.blank("this month's news", 'a document with the news (notes, a changelog, an event)') }];
  const feature = kit.features(1)[0];
  if (feature) stories.push({ heading: 'Worth knowing', text: sentence(feature) });
  const proof = kit.proof();
  if (proof) stories.push({ heading: 'A result worth sharing', text: proof });
  const diff = kit.difference();
  if (stories.length < 3 && diff) stories.push({ heading: `Why ${kit.company}`, text: diff });
  return stories;
}

export const newsletterEmail: AgentTask = {
  id: 'email.newsletter',
  agent: 'email-agent',
  label: 'a newsletter',
  cues: ['newsletter', 'newsletter email', 'lead item', 'monthly update', 'digest', 'roundup', 'round-up', 'issue', 'monthly email', 'weekly email', 'update email', 'bulletin'],
  delivers: ['newsletter', 'email', 'issue', 'newsletter piece', 'newsletter article', 'newsletter item', 'newsletter story', 'newsletter feature', 'newsletter section'],
  starter: "Draft this month's newsletter: our news, one customer story and a tip",
  generate(given: TaskInput) {
    // 'three stories, around 60 words each': the length is each story's, no cut of the whole issue to 60 words.
    const each = /\b\d+\s+words?\s+each\b|\beach\s+(?:of\s+)?(?:around|about|under|up to|max(?:imum)?|no more than)?\s*\d+\s+words?\b/i.test(given.brief.request);
    const input = each ? { ...given, brief: { ...given.brief, limits: { ...given.brief.limits, words: null } } } : given;
    const kit = new EmailKit(input);
    const angle = ANGLES[kit.variant % ANGLES.length]!;
    const stories = storiesOf(kit);
    const name = kit.quoted[0] ?? null;
    const title = name ?? `${kit.company} update`;
    const first = stories[0]!;
    let blocks: Block[];
    let subject: string;
    if (angle === 'sections') {
      subject = `${title}: ${inner(firstClause(first.heading))}`;
      blocks = [
        ...block('opening', name ? `Welcome to ${name}. Here's what's new at ${kit.company}.` : `Here's what's new at ${kit.company}, in a few short lines.`, KEEP),
        ...stories.map((s, i) => ({ role: 'story', text: s.text ? `**${s.heading}**\n${s.text}` : sentence(s.heading), weight: i === 0 ? KEEP : 60 - i * 5 })),
      ];
    } else if (angle === 'lead-story') {
      subject = `${firstClause(first.heading)}, and more from ${name ?? kit.company}`;
      // The other stories keep what they say: a heading alone would drop the news the reader came for.
      blocks = [
        ...block('opening', first.text ? `**${first.heading}**\n${first.text}` : sentence(first.heading), KEEP),
        ...block('list', listText('Also this time:', stories.slice(1).map((s) => alsoLine(s))), 60),
      ];
    } else {
      subject = `${name ? `${name}: ` : ''}${stories.length} things from ${kit.company}`;
      blocks = [
        ...block('opening', `${stories.length === 1 ? 'One thing' : `${capitalise(['', 'one', 'two', 'three', 'four', 'five'][stories.length] ?? String(stories.length))} things`} worth knowing this time.`, KEEP),
        ...block('numbered', stories.map((s, i) => `${i + 1}. **${s.heading}.**${s.text ? ` ${s.text}` : ''}`).join('\n'), KEEP),
      ];
    }
    // Each structure previews itself: the list of what is in it, the lead story's own first line, or how many things.
    const lead = !first.text || /^\[/.test(first.text) ? null : teaserOf(first.text.replace(/\*\*/g, '')).replace(/[.…]+$/, '');
    const preview = angle === 'lead-story' && lead ? `${capitalise(lead)}, and ${stories.length - 1 === 1 ? 'one more thing' : 'more'}.` : angle === 'numbered' ? `${capitalise(listOf(stories.map((s) => inner(firstClause(s.heading))).slice(0, 3)))}.` : stories.map((s) => firstClause(s.heading)).slice(0, 3).join(' · ');
    const cta = callToAction(kit, { wordings: ['Read more on our site', 'See it all on our site', 'Have a look'], offerWordings: ['Claim {deal}'], prefer: /blog|news|event|shop/i });
    const email = { job: null, timing: null, subject, preview, greeting: kit.greeting(), blocks, cta, signOff: kit.signOff(false) };
    const output = emailOutput(kit, [email], { noun: 'newsletter', angle, advice: ['Keep one main link, so the click goes where you want it.'] });
    return { ...output, summary: `A newsletter${name ? `, ${name},` : ''} from ${kit.company}${kit.audience ? ` for ${kit.audience}` : ''} with ${stories.length === 1 ? 'one story' : `${stories.length} stories`}: ${listOf(stories.map((s) => inner(s.heading)))}.` };
  },
};

/**
 * A story's first clause, for a list of what else is in the issue: its news in a line, its figures as written,
 * never cut inside brackets; the whole sentence when it has no clause to stop at.
 */
function teaserOf(text: string): string {
  const first = text.trim().split(/(?<=[.!?])\s+/)[0]!;
  let depth = 0;
  for (let i = 0; i < first.length; i++) {
    const c = first[i]!;
    if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0 && /[,;:]/.test(c) && first.slice(0, i).split(/\s+/).length >= 4) return `${first.slice(0, i).trim()}.`;
  }
  return /[.!?]$/.test(first) ? first : `${first}.`;
}

/**
 * Another story in the lead-story issue, in one line: its heading, with the dates or figures its text gives in
 * brackets ('The next training sessions (10 January and 7 February 2027)'), so the news survives the shorter form.
 */
function alsoLine(story: Story): string {
  if (!story.text || /^\[/.test(story.text)) return story.heading;
  // The sentence with the most figures: the dates of the sessions, not the length of one.
  const figures = (t: string) => (t.match(/\d+/g) ?? []).length;
  const withFigures = story.text.split(/(?<=[.!?])\s+/).filter((t) => figures(t) > 0).sort((a, b) => figures(b) - figures(a))[0];
  // A short fact without figures ('Cancel with two weeks' notice') is said whole; our own words of thanks are not repeated.
  // ('Dr Tomasz Reid …' keeps its capitals: a name opens it.)
  if (!withFigures) return !story.own && story.text.split(/\s+/).length <= 12 ? `${story.heading}: ${lowerFirst(story.text)}` : story.heading;
  const detail = withFigures.replace(/^[A-Z][\w ]{1,30}:\s+/, '').replace(/[.!?]+$/, '').trim();
  if (detail.split(/\s+/).length > 20 || story.heading.includes(detail)) return story.heading;
  return `${story.heading} (${/^[A-Z][a-z]/.test(detail) && !/^[A-Z][a-z]+\s+[A-Z]/.test(detail) ? detail.charAt(0).toLowerCase() + detail.slice(1) : detail})`;
}

/** A customer's words the facts hold, signed by the person the item names when it names one: '"…" — Priya N., Nailsworth'. */
function reviewOf(kit: EmailKit, item: string): string | null {
  const quotes = kit.facts.proof.filter((p) => p.kind === 'quote' && p.who);
  // (Words compared as words, never built into a pattern: a name may hold any character.)
  const said = new Set((item.toLowerCase().match(/[\p{L}'’-]+/gu) ?? []).map((w) => w.replace(/['’]s$/, '')));
  const named = quotes.find((p) => p.who!.toLowerCase().split(/[\s,.()]+/).some((w) => w.length > 2 && said.has(w)));
  const p = named ?? (quotes.length === 1 ? quotes[0]! : null);
  return p ? `“${kit.ledger.use(p).replace(/^["“]|["”]$/g, '').replace(/[.]+$/, '')}.” — ${p.who}` : null;
}

/** A story that asks the reader to do something for the business: leave a review, refer a friend, follow along. */
const ASK_OF_READER = /\b(?:remind(?:er)?|ask(?:ing)?|nudge|request|please|plea)\b[^.]{0,30}?\b(reviews?|referrals?|refer|recommend\w*|follow\w*|share|sharing)\b/i;

function askText(what: string, company: string): string {
  if (/^review/.test(what)) return `If you were happy with us, a short review helps other people find ${company}. It takes two minutes, and we read every one.`;
  if (/^refer|^recommend/.test(what)) return `If you know someone who would like what we do, we'd be glad to hear from them: a name passed on is the best thanks we get.`;
  return `If you'd like to see what we're up to between emails, follow along and share what you like.`;
}
