import type { TaskOutput } from '../agent-task.ts';
import type { Fact } from '../../facts/fact-sheet.ts';
import { phraseTerm } from '../../facts/fact-phrases.ts';
import { ORGANISATIONS } from '../../brief/people-nouns.ts';
import { endsClause, parseEnglish, textOf, type Word } from '../../brief/english-words.ts';
import { nounPhraseOf } from '../../brief/phrase-type.ts';
import { withIndefinite } from '../english-phrases.ts';
import { callToAction } from './call-to-action.ts';
import { block, KEEP, listText, type Block, type EmailDraft } from './email-draft.ts';
import type { EmailKit } from './email-kit.ts';
import { includesText, planCardOf } from './plan-card.ts';
import { emailOutput } from './email-output.ts';
import { withEmailSpecs } from './email-specs.ts';
import { capitalise, countWord, inner, listOf } from './copy-phrases.ts';

/**
 * A welcome or onboarding sequence for people who have already joined, bought, subscribed or given. They are
 * past the decision, so they are never thanked "for your interest" nor sent a last call to start: they get a
 * thank-you with what happens next, help getting the most from what they joined, what it achieves (for a
 * donor, what the gift does) and a closing email that asks for something fitting: a reply, or a word to a friend.
 */

// ---- Who has already joined: cues read from the request's own words (lemmas from the English parser). ----

/** People who are customers, members or givers once they have joined ('new customers', 'a welcome series for members'). */
const JOINED_PEOPLE = new Set(['customer', 'client', 'member', 'subscriber', 'donor', 'supporter', 'sponsor', 'giver', 'volunteer', 'student', 'learner', 'patient', 'buyer', 'user', 'sign-up', 'signup']);
/** People who give: their emails speak of what the gift does. */
const GIVERS = new Set(['donor', 'supporter', 'sponsor', 'giver']);
/** Words that make an audience newly joined ('new monthly donors', 'recent customers', 'just-joined members'). */
const NEWNESS = new Set(['new', 'newly', 'recent', 'recently', 'just', 'first-time', 'latest']);
/** What people did to join, with how the thank-you says it ('who just bought their first box': 'buying your first box'). */
const JOINED_VERBS: Record<string, { gerund: string; to: string }> = {
  join: { gerund: 'joining', to: '' },
  buy: { gerund: 'buying', to: 'from' },
  purchase: { gerund: 'purchasing', to: 'from' },
  order: { gerund: 'ordering', to: 'from' },
  subscribe: { gerund: 'subscribing', to: 'to' },
  donate: { gerund: 'donating', to: 'to' },
  give: { gerund: 'giving', to: 'to' },
  pledge: { gerund: 'pledging', to: 'to' },
  enrol: { gerund: 'enrolling', to: 'with' },
  enroll: { gerund: 'enrolling', to: 'with' },
  become: { gerund: 'becoming', to: '' },
  sign: { gerund: 'signing up', to: 'with' },
  start: { gerund: 'starting', to: 'with' },
  begin: { gerund: 'beginning', to: 'with' },
  upgrade: { gerund: 'upgrading', to: '' },
  book: { gerund: 'booking', to: 'with' },
  register: { gerund: 'registering', to: 'with' },
};
/** Verbs that join only with something of their own ('started their subscription', 'booked their first course'; not 'booked a call'). */
const NEEDS_THING = new Set(['start', 'begin', 'book', 'register']);
/** What 'started', 'booked' or 'registered' must be about to mean joining ('started their subscription', not 'started looking'). */
const JOINED_THINGS = new Set(['subscription', 'membership', 'plan', 'course', 'account', 'box', 'programme', 'program', 'lesson', 'class', 'session', 'place', 'appointment', 'gift', 'donation', 'giving', 'order']);
/**
 * Prospects, and people who left: a lead, a trial, a demo, a download, an enquiry, a cart left behind. Any of
 * these keeps the prospect sequence, whatever else the request says ('onboarding for trial users').
 */
const PROSPECT = new Set(['lead', 'prospect', 'trial', 'trialist', 'triallist', 'demo', 'download', 'webinar', 'enquiry', 'inquiry', 'enquire', 'inquire', 'quote', 'consultation', 'waitlist', 'abandon', 'cart', 'interest', 'interested', 'lapse', 'lapsed', 'cancel', 'inactive', 'visitor']);
/**
 * Lead magnets: people who got one are prospects ('a welcome series for subscribers who got our free guide'),
 * unless the request says they joined ('onboarding emails for new customers, with the set-up guide').
 */
const LEAD_MAGNETS = new Set(['guide', 'ebook', 'e-book', 'whitepaper', 'brochure', 'checklist']);
/** A clause that says they have not done it ('who haven't bought yet'). */
const NEGATION = new Set(['not', "n't", 'never', 'yet', 'without']);

/** The reader who has already joined, as the request says it; null for a prospect. */
export interface Joined {
  /** What they did, for 'Thank you for …' ('becoming a monthly donor to Riverside Food Bank', 'starting your subscription'). */
  did: string;
  /** A donor or supporter: the emails speak of what the gift does, not of features. */
  giver: boolean;
  /** The request calls it onboarding (the answer says 'onboarding emails'). */
  onboarding: boolean;
  /** Who they are, as a lemma ('donor', 'subscriber', 'customer'), when the request names them. */
  who: string | null;
}

/** Whether the request's readers have already joined, bought, subscribed or given, and what to thank them for. */
export function joinedAudience(kit: EmailKit): Joined | null {
  const line = kit.brief.request.split('\n')[0]!;
  const words = parseEnglish(line).words;
  const lemmas = words.flatMap((w) => [w.lemma, ...w.lemma.split(/[-–]/)]);
  if (lemmas.some((l) => PROSPECT.has(l))) return null;
  const onboarding = lemmas.some((l) => l === 'onboard' || l === 'onboarding');
  const welcome = lemmas.includes('welcome');
  const people = words.filter((w) => JOINED_PEOPLE.has(w.lemma) || (ORGANISATIONS.has(w.lemma) && w.lower !== w.lemma));
  const verb = joinedVerb(line, words);
  if (verb === 'negated') return null;
  const fresh = people.find((p) => words.slice(Math.max(0, p.index - 3), p.index).some((w) => NEWNESS.has(w.lemma) || NEWNESS.has(w.lower)));
  const said = onboarding || verb || fresh;
  if (!said && lemmas.some((l) => LEAD_MAGNETS.has(l))) return null;
  if (!said && !(welcome && people.length)) return null;
  const head = fresh ?? people[0] ?? null;
  const giver = Boolean((head && GIVERS.has(head.lemma)) || (verb && /^(donate|give|pledge)$/.test(verb.word.lemma)));
  // 'volunteers who have just joined' is thanked for joining as a volunteer: the verb alone says less than who they became.
  const bare = verb && /^(join|become)$/.test(verb.word.lemma) && verb.did('').trim() === JOINED_VERBS[verb.word.lemma]!.gerund;
  const did = verb && !(bare && head && JOINED_PEOPLE.has(head.lemma)) ? verb.did(kit.company) : didAs(head, words, kit.company);
  return { did, giver, onboarding, who: head?.lemma ?? null };
}

/** The verb of a 'who …' clause that says they joined ('who just bought their first box'), with the thank-you's words for it. */
function joinedVerb(line: string, words: Word[]): { word: Word; did: (company: string) => string } | 'negated' | null {
  // 'who just booked …', or a participle straight after the people it says it of ('beginners booked on the April course').
  const starts = [
    ...words.filter((w) => w.lower === 'who' || w.lower === 'that'),
    ...words.filter((w, i) => i > 0 && JOINED_VERBS[w.lemma] && /ed$/.test(w.lower) && words[i - 1]!.tags.has('Plural') && words[i - 1]!.tags.has('Noun')).map((w) => words[w.index - 1]!),
  ];
  for (const who of starts) {
    const clause: Word[] = [];
    for (const w of words.slice(who.index + 1)) {
      clause.push(w);
      if (endsClause(w)) break;
    }
    if (clause.some((w) => NEGATION.has(w.lower) || /n't$/.test(w.lower))) return 'negated';
    const at = clause.findIndex((w) => JOINED_VERBS[w.lemma] && w.tags.has('Verb'));
    if (at < 0) continue;
    const word = clause[at]!;
    let rest = clause.slice(at + 1);
    if (word.lemma === 'sign') {
      if (rest[0]?.lower !== 'up') continue;
      rest = rest.slice(1);
    }
    if (NEEDS_THING.has(word.lemma) && !rest.slice(0, 6).some((w) => JOINED_THINGS.has(w.lemma))) continue;
    // The clause's object, up to a word that starts another part ('… their first box on Monday').
    const stop = rest.findIndex((w) => /^(on|in|over|during|at|last|this|within|since|and|but|so|because|with|yesterday|today|recently|from|via|through)$/.test(w.lower));
    const object = textOf(line, stop >= 0 ? rest.slice(0, stop) : rest).replace(/[.,;:!?]+$/, '').replace(/\b(their|his|her)\b/gi, 'your').replace(/\bthem\b/gi, 'you');
    const { gerund, to } = JOINED_VERBS[word.lemma]!;
    return { word, did: (company) => (object ? `${gerund} ${object}` : `${gerund}${to ? ` ${to}` : ''} ${company}`) };
  }
  return null;
}

/** What a newly joined reader did, from who they are: 'becoming a monthly donor to …', 'choosing …', 'joining … as a volunteer'. */
function didAs(head: Word | null, words: Word[], company: string): string {
  if (!head) return `choosing ${company}`;
  const lemma = head.lemma;
  if (lemma === 'subscriber' || lemma === 'sign-up' || lemma === 'signup') return `subscribing to ${company}`;
  if (!JOINED_PEOPLE.has(lemma) || /^(customer|client|buyer|user)$/.test(lemma)) return `choosing ${company}`;
  // The words between 'new' and the noun say what kind ('monthly' in 'new monthly donors').
  const kind = words
    .slice(Math.max(0, head.index - 2), head.index)
    .filter((w) => w.tags.has('Adjective') && !NEWNESS.has(w.lemma))
    .map((w) => w.lower);
  const one = withIndefinite([...kind, lemma].join(' '));
  if (GIVERS.has(lemma)) return `becoming ${one} ${lemma === 'donor' ? 'to' : 'of'} ${company}`;
  if (lemma === 'member') return `becoming ${one} of ${company}`;
  return `joining ${company} as ${one}`;
}

// ---- The sequence ----

type Job = 'thanks' | 'tips' | 'impact' | 'know' | 'spotlight' | 'ask';
/** The closing email's ask: a reply about how it is going (or why they give), or a word to a friend. */
type Ask = 'feedback' | 'share';

/**
 * The middle emails' jobs in order of need, one order per version: a regenerate leads with another job. A giver
 * hears what the gift does before how the work is done; a customer learns to use it before seeing results.
 */
const MIDDLE: Record<'giver' | 'customer', Job[][]> = {
  customer: [
    ['tips', 'impact', 'know', 'spotlight'],
    ['impact', 'know', 'tips', 'spotlight'],
    ['know', 'tips', 'impact', 'spotlight'],
  ],
  giver: [
    ['impact', 'tips', 'know', 'spotlight'],
    ['tips', 'impact', 'know', 'spotlight'],
    ['know', 'impact', 'tips', 'spotlight'],
  ],
};
const ASKS: Ask[] = ['feedback', 'share'];

/** Each email's job: a thank-you first, the closing ask last, the middle by need with what the facts can fill first. */
function welcomeJobsFor(count: number, variant: number, giver: boolean, ready: (job: Job) => boolean): Job[] {
  if (count === 1) return ['thanks'];
  const order = MIDDLE[giver ? 'giver' : 'customer'][variant % 3]!;
  const middle = [...order.filter(ready), ...order.filter((j) => !ready(j))];
  const jobs: Job[] = ['thanks'];
  for (let i = 0; i < count - 2; i++) jobs.push(middle[i] ?? 'spotlight');
  jobs.push('ask');
  return jobs;
}

/** A step after joining: a delivery, a start, a login, a training session, a welcome pack. */
const NEXT_STEP = /\b(first (?:box|delivery|order|session|class|lesson|shift|visit|payment|gift|week|month)|deliver(?:y|s|ies)?|(?:dispatched|shipped|delivered) (?:within|in|on|by|every)|dispatch(?:es)?|arriv(?:e|es|al)|ships?|log ?in|sign ?in|set ?up|setup|install\w*|induction|onboarding|orientation|training|welcome (?:pack|call|session|kit|email|letter)|getting started|get started|start date|kick-?off|account manager)\b/i;

/**
 * What happens next for someone who has just joined, from the space's facts: the delivery or set-up terms, a
 * dated session (training, an induction), else a feature or a document's statement that says the first step.
 */
function nextSteps(kit: EmailKit): string[] {
  const f = kit.facts;
  const said = (fact: Fact, text: string) => kit.ledger.use(fact, text);
  const found: string[] = [];
  const add = (text: string) => {
    const t = inner(text);
    if (found.length < 2 && !found.some((x) => x.toLowerCase() === t.toLowerCase())) found.push(t);
  };
  // A result ('last winter we delivered 4,200 parcels') is what happened, not what happens next.
  const results = new Set(f.proof.map((p) => p.text.toLowerCase().replace(/[.]+$/, '')));
  const isResult = (text: string) => results.has(text.toLowerCase().replace(/[.]+$/, ''));
  for (const t of f.terms) if ((t.topic === 'setup' || NEXT_STEP.test(t.text)) && t.topic !== 'trial' && !/\btrial\b/i.test(t.text) && !isResult(t.text)) add(said(t, phraseTerm(t, { names: [kit.company] })));
  for (const d of f.dates ?? []) if ((NEXT_STEP.test(d.text) || /\b(session|class|course|meeting|welcome)\b/i.test(d.text)) && !isResult(d.text)) add(said(d, d.text));
  for (const x of f.features) if (NEXT_STEP.test(x.text) && !isResult(x.text)) add(said(x, x.text));
  if (!found.length) for (const st of kit.statements) if (NEXT_STEP.test(st.text) && !/[$£€]\s?\d/.test(st.text) && !isResult(st.text) && st.text.split(/\s+/).length >= 4) add(kit.said(st));
  return found;
}

/** A sum and what it does ('£8 a month buys a new book', 'A gift of £10 packs one parcel'): the amount, then a verb. */
const GIFT_LINE = /^(?:(?:a|your|one)\s+(?:monthly\s+|regular\s+)?gift\s+of\s+)?[$£€]\s?\d[\d,.]*\s*(?:(?:a|per|each|every)\s+(?:month|week|year|day)\s+|monthly\s+|yearly\s+)?(?:could\s+|can\s+|will\s+|would\s+)?([a-z]+)/i;

/** Whether a price line says what a gift does: its sum is followed by a verb ('funds', 'buys'), not a target or an entry fee. */
function isGiftLine(text: string): boolean {
  const m = GIFT_LINE.exec(text.trim());
  if (!m) return false;
  // Read with a plain subject ('It packs one parcel'): after a sum the tagger takes 'packs' for a plural noun.
  const rest = text.trim().slice(m[0].length - m[1]!.length);
  return Boolean(parseEnglish(`It ${rest}`).words[1]?.tags.has('Verb'));
}

/** What a gift does, as the space's facts price it ('£25 a month feeds a family of four'); a monthly giver's first. */
function giftLines(kit: EmailKit): { text: string; use: () => string }[] {
  const monthly = /\b(monthly|regular|every month|a month)\b/i.test(kit.brief.request.split('\n')[0]!);
  const lines = kit.facts.prices
    .filter((p, i, all) => all.findIndex((q) => q.text === p.text) === i && (isGiftLine(p.text) || /\b(gift|donat\w*|giving|sponsor\w*)\b/i.test(p.plan ?? '')))
    .map((p) => ({ text: p.text.replace(/[.]+$/, ''), use: () => kit.ledger.use(p).replace(/[.]+$/, ''), recurring: p.per === 'month' || /\b(a|per|each|every) month\b|\bmonthly\b/i.test(p.text) }));
  return monthly ? [...lines.filter((l) => l.recurring), ...lines.filter((l) => !l.recurring)] : lines;
}

interface Plan {
  kit: EmailKit;
  joined: Joined;
  jobs: Job[];
  ask: Ask;
  /** The gift line the thank-you carries, so the impact email lists the others. */
  giftInThanks: string | null;
  /** The last send day, to say whether the emails follow over days or weeks. */
  lastDay: number;
}

/** What the thank-you says each later email will do. */
function planPhrase(job: Job, plan: Plan): string {
  const giver = plan.joined.giver;
  switch (job) {
    case 'tips':
      return giver ? 'where your gift goes' : 'how to get the most from it';
    case 'impact':
      return giver ? 'what your support makes possible' : 'a real result';
    case 'know':
      return 'a few things good to know';
    case 'spotlight':
      return 'one thing worth trying';
    case 'ask':
      return plan.ask === 'feedback' ? 'a quick question for you' : 'one small favour';
    default:
      return job;
  }
}

function labelOf(job: Job, plan: Plan): string {
  const giver = plan.joined.giver;
  return { thanks: 'Welcome', tips: giver ? 'Where your gift goes' : 'Getting the most from it', impact: giver ? 'Your impact' : 'Results', know: 'Good to know', spotlight: 'Spotlight', ask: plan.ask === 'feedback' ? 'Feedback' : 'Tell a friend' }[job];
}

/** The offer in each email: a thank-you first, then a reminder. */
function offerBlock(kit: EmailKit, job: Job): Block[] {
  const offer = kit.offer;
  if (!offer) return [];
  return block('offer', `${job === 'thanks' ? 'As a thank-you' : 'A reminder'}: ${offer.short}.${offer.ends ? ` ${offer.ends}` : ''}`, KEEP);
}

function emailFor(plan: Plan, job: Job, index: number, timing: string): EmailDraft {
  const { kit, joined, jobs } = plan;
  const { product, company, offer } = kit;
  const giver = joined.giver;
  const alt = kit.variant % 2 === 1;
  let subject: string;
  let preview: string;
  let blocks: Block[];
  let wordings: string[];
  let prefer: RegExp = /log ?in|sign ?in|account|start|help|guide/i;
  let reply = false;
  switch (job) {
    case 'thanks': {
      const rest = jobs.slice(1);
      const span = plan.lastDay > 10 ? 'weeks' : 'days';
      const coming = rest.map((j) => planPhrase(j, plan));
      // Three or more to come read best as a list; one or two fit a sentence.
      const planLine = !rest.length
        ? null
        : rest.length >= 3
          ? listText(`Coming up over the next few ${span}:`, coming.map(capitalise))
          : `Over the next few ${span}, ${countWord(rest.length)} more short email${rest.length === 1 ? '' : 's'}: ${listOf(coming)}.`;
      const steps = giver ? [] : nextSteps(kit);
      const gift = giver ? plan.giftInThanks : null;
      const lead = alt ? 'First, what happens next' : "Here's what happens next";
      const next = giver
        ? `What ${/\b(monthly|regular)\b/i.test(kit.brief.request.split('\n')[0]!) ? 'a monthly gift' : 'your gift'} does: ${gift ?? kit.ledger.blank('what a gift pays for', 'a document (your giving levels)')}.`
        : steps.length === 1
          ? `${lead}: ${steps[0]}.`
          : steps.length
            ? listText(`${lead}:`, steps.map(capitalise))
            : `${lead}: ${kit.ledger.blank(firstStepLabel(joined.who), 'a document (your welcome or onboarding steps)')}.`;
      // Members of a plan the price table lists are told what it gives them; they have paid, so not its price.
      // The plan is the topic, or who joined ('new Weekly plan members').
      const card = kit.plan ?? planCardOf(kit.audience, kit.facts.prices);
      const joinedPlan = !giver && card?.listed && card.includes.length ? card : null;
      const includes = joinedPlan ? `Your ${/\b(?:plan|membership|subscription|pack|package|bundle|service)$/i.test(joinedPlan.name) ? joinedPlan.name : `${joinedPlan.name} plan`} includes ${includesText(joinedPlan, 3)}.` : null;
      if (joinedPlan) kit.ledger.use(joinedPlan.fact, includes!);
      subject = alt ? `Thank you, {{first_name}}: here's what happens now` : `Welcome to ${company}: here's what happens next`;
      preview = offer ? `A thank-you: ${offer.short}.` : giver ? 'What your gift does, from today.' : 'What happens next, in one minute.';
      const single = rest.length === 0;
      blocks = alt
        ? [
            ...block('opening', `Welcome, and thank you for ${joined.did}.`, KEEP),
            ...block('includes', includes, 95),
            ...offerBlock(kit, job),
            ...block('plan', planLine, 50),
            ...block('next', next, 90),
          ]
        : [
            ...block('opening', `Thank you for ${joined.did}.`, KEEP),
            ...block('includes', includes, 95),
            ...offerBlock(kit, job),
            ...block('next', next, 90),
            ...block('plan', planLine, 50),
          ];
      // A welcome on its own also says what to try first, or for a giver, what the gifts achieved.
      const things = firstThings(kit.features(3));
      if (single) blocks.push(...(giver || !things ? block('proof', kit.proof(), 60) : block('list', things, 55)));
      wordings = giver ? ['See your gift at work', 'See what you make possible'] : ['Get started', 'Find your way around', 'Take the first step'];
      prefer = giver ? /impact|stories|story|report|work/i : prefer;
      break;
    }
    case 'tips': {
      if (giver) {
        subject = 'Where your gift goes';
        preview = 'How your support becomes help.';
        const features = kit.features(3);
        // 'Here's where your gift goes: emergency food parcels and a weekly community kitchen.' A line that is no
        // list of things ('Volunteer as a Reading Buddy…') is left to the differentiator and the features.
        const line = kit.productLine && !kit.productLine.toLowerCase().includes(company.toLowerCase()) ? nounPhraseOf(kit.productLine) : null;
        blocks = [
          ...block('opening', line ? `Here's where your gift goes: ${inner(line)}.` : `Here's where your gift goes, and how the work gets done.`, KEEP),
          ...offerBlock(kit, job),
          ...block('difference', kit.difference(), 70),
          ...block('list', listText('What we do:', features), 60),
        ];
        wordings = ['See our work', 'See where your gift goes'];
        prefer = /impact|stories|story|report|work|about/i;
      } else {
        const features = kit.features(3);
        subject = features.length ? `${capitalise(countWord(features.length))} ways to get more from ${product}` : `Getting the most from ${product}`;
        preview = 'Worth setting up in your first weeks.';
        blocks = [
          ...block('opening', `Here's how to get the most from ${product}, starting this week.`, KEEP),
          ...offerBlock(kit, job),
          ...block('list', listText('Worth trying first:', features) ?? `Worth trying first: ${kit.ledger.blank('the main things it does', 'a document listing the features')}.`, 80),
          ...block('integrations', jobs.includes('know') ? null : kit.integrations(), 40),
        ];
        wordings = ['See how it works', 'Try it now', 'Set it up'];
      }
      break;
    }
    case 'impact': {
      if (giver) {
        const gifts = giftLines(kit).filter((g) => g.text !== plan.giftInThanks);
        subject = 'What your support makes possible';
        preview = kit.proofs().length ? 'What gifts like yours achieved, with the numbers.' : 'Your gift, at work.';
        blocks = [
          ...block('opening', `Here's what your support makes possible.`, KEEP),
          ...block('proof', kit.proof() ?? kit.ledger.blank('a result your supporters made possible, with its numbers', 'a document with your results or annual report'), KEEP),
          ...offerBlock(kit, job),
          ...block('gifts', gifts.length === 1 ? `Every gift counts: ${inner(gifts[0]!.use())}.` : listText('What each gift does:', gifts.map((g) => g.use())), 70),
        ];
        wordings = ['See more of your impact', 'See our latest results'];
        prefer = /impact|stories|story|report|results/i;
      } else {
        const who = kit.proofWho();
        subject = who ? `What ${who} achieved with ${product}` : `What ${product} can do for you: a real result`;
        preview = 'A real result, with the numbers.';
        blocks = [
          ...block('opening', alt ? `Here's what's possible once ${product} is up and running, in one customer's numbers.` : `Here's what another customer achieved with ${product}.`, KEEP),
          ...block('proof', kit.proofOrBlank(), KEEP),
          ...block('proof-more', kit.proofs().length > 1 ? kit.proof(1) : null, 50),
          ...offerBlock(kit, job),
        ];
        wordings = ['See how they did it', 'Read their story'];
        prefer = /case|stor|result|review/i;
      }
      break;
    }
    case 'know': {
      const terms = kit.facts.terms.filter((t) => t.topic !== 'trial' && !/\btrial\b/i.test(t.text)).slice(0, 3);
      const items = terms.map((t) => kit.ledger.use(t) && phraseTerm(t, { names: [company] }).replace(/[.]+$/, ''));
      const integrations = giver ? null : kit.integrations();
      subject = giver ? 'Good to know about your gift' : `Good to know about ${product}`;
      preview = 'The practical bits, in one place.';
      blocks = [
        ...block('opening', `A few practical things worth knowing, so nothing catches you out.`, KEEP),
        ...offerBlock(kit, job),
        ...block('list', (items.length === 1 ? `Good to know: ${inner(items[0]!)}.` : listText('Good to know:', items)) ?? `Good to know: ${kit.ledger.blank(giver ? 'how to change or pause a gift' : 'how to change, pause or cancel', 'a document with your terms')}.`, 80),
        ...block('integrations', integrations, 50),
      ];
      wordings = ['See the details', 'Read the small print'];
      prefer = /terms|faq|help|account/i;
      break;
    }
    case 'spotlight': {
      const before = jobs.slice(0, index).filter((j) => j === 'spotlight').length;
      const skip = jobs.includes('tips') ? 3 + before : before;
      const spot = kit.features(1, skip)[0];
      subject = spot ? `Worth a try: ${spot.split(/\s+/).slice(0, 6).join(' ')}` : `One thing worth trying`;
      preview = 'One thing, two minutes.';
      blocks = [...block('opening', `One thing worth trying this week: ${spot ? `${spot.charAt(0).toLowerCase()}${spot.slice(1)}` : kit.ledger.blank('a feature to spotlight', 'a document listing the features')}.`, KEEP), ...offerBlock(kit, job)];
      wordings = ['Try it now', 'See it in action'];
      break;
    }
    case 'ask': {
      if (plan.ask === 'feedback') {
        subject = giver ? 'Can we ask why you give?' : `How's it going with ${product}?`;
        preview = 'One quick question.';
        const question = giver ? 'What made you decide to give?' : "What's working, and what could be better?";
        blocks = [
          ...block('opening', giver ? `You've been part of ${company} for a little while now, and we'd love to hear from you.` : `You've had a little time with ${product} now, and we'd love to hear how it's going.`, KEEP),
          ...offerBlock(kit, job),
          // With an offer, the action is claiming it; the question is asked in the body, answered by a reply.
          ...block('question', offer ? `${question} Just reply to this email.` : null, KEEP),
        ];
        wordings = offer ? ['Get started'] : [question];
        reply = !offer;
      } else {
        subject = giver ? 'Could you tell one friend about us?' : `Know someone who'd like ${product}?`;
        preview = 'One small favour, if you have a minute.';
        // What to tell a friend: a line no earlier email of this sequence said (the giver's 'where it goes' says what and how; a result is the impact email's).
        const saidWhat = giver && jobs.includes('tips');
        const pitch = (saidWhat ? null : kit.difference()) ?? (jobs.includes('impact') ? null : kit.proof()) ?? (saidWhat ? null : kit.whatItIs());
        blocks = [
          ...block('opening', giver ? `One small favour: could you tell one friend about ${company}?` : `One small favour: if you know someone who'd like ${product}, could you pass it on?`, KEEP),
          ...offerBlock(kit, job),
          ...block('pitch', pitch, 60),
        ];
        wordings = giver ? [`Tell a friend about ${company}`, 'Share our work'] : [`Share ${product} with a friend`, 'Pass it on'];
        prefer = /refer|share|friend|invite/i;
      }
      break;
    }
  }
  const cta = callToAction(kit, { wordings, offerWordings: ['Claim {deal}', 'Get {deal}'], prefer, reply, turn: kit.variant + index });
  // With an offer, the preview (the inbox's second line) carries it in every email.
  const withOffer = offer && !preview.includes(offer.short) ? `${job === 'thanks' ? 'As a thank-you' : 'A reminder'}: ${offer.short}.` : preview;
  return { job: labelOf(job, plan), timing, subject, preview: withOffer, greeting: kit.greeting(), blocks, cta, signOff: kit.signOff(false) };
}

/** The blank for what happens next when the facts do not say it, by who joined: a subscriber's emails, a volunteer's first session. */
function firstStepLabel(who: string | null): string {
  if (who === 'subscriber' || who === 'sign-up' || who === 'signup') return 'what they will get, and how often';
  if (who === 'volunteer' || who === 'student' || who === 'learner') return 'their first session or training date';
  return 'their first step: a start date, delivery or login';
}

function firstThings(features: string[]): string | null {
  return listText(`${capitalise(countWord(features.length))} thing${features.length === 1 ? '' : 's'} to try first:`, features);
}

/** Each sentence once in the sequence: a block an earlier email already said is left out (the offer, repeated on purpose, aside). */
function withoutRepeats(drafts: EmailDraft[]): EmailDraft[] {
  const said = new Set<string>();
  const key = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();
  return drafts.map((d) => {
    const blocks = d.blocks.filter((b) => b.role === 'offer' || b.role === 'opening' || !said.has(key(b.text)));
    for (const b of blocks) said.add(key(b.text));
    return { ...d, blocks };
  });
}

/**
 * The sequence for readers who have joined: `timing(i)` is the send day of each email (the request's own days
 * when it gives them), `lastDay` the last of them.
 */
export function welcomeSequence(kit: EmailKit, joined: Joined, count: number, timing: (index: number) => string, lastDay: number): TaskOutput {
  const facts = kit.facts;
  const gifts = joined.giver ? giftLines(kit) : [];
  const ready = (job: Job): boolean =>
    ({
      thanks: true,
      tips: joined.giver ? Boolean(kit.productLine || facts.differentiator || facts.features.length) : facts.features.length > 0,
      impact: kit.proofs().length > 0 || gifts.length > 1,
      know: facts.terms.some((t) => t.topic !== 'trial' && !/\btrial\b/i.test(t.text)) || (!joined.giver && facts.integrations.length > 0),
      spotlight: facts.features.length > 3,
      ask: true,
    })[job];
  const jobs = welcomeJobsFor(count, kit.variant, joined.giver, ready);
  const plan: Plan = { kit, joined, jobs, ask: ASKS[kit.variant % ASKS.length]!, giftInThanks: gifts[0] ? gifts[0].use() : null, lastDay };
  const drafts = withEmailSpecs(kit, withoutRepeats(jobs.map((job, i) => emailFor(plan, job, i, timing(i)))));
  const noun = joined.onboarding ? 'onboarding email' : 'welcome email';
  return emailOutput(kit, drafts, {
    noun,
    angle: `joined; jobs: ${jobs.join(', ')}; closing ask: ${plan.ask}`,
    advice: [jobs.length === 1 ? 'Send it on the day each person joins, while the decision is fresh.' : "Start each person's sequence on the day they join, and take anyone who replies out of it so a person answers them."],
  });
}

