import { isPeopleNoun } from './people-nouns.ts';
import type { Deliverable, Platform } from './brief.ts';
import { endsClause, has, parseEnglish, type Word } from './english-words.ts';
import { CONTAINERS, isDeliverableNoun, pieceOf } from './deliverable-nouns.ts';
import { nounPhrasesOf, type NounPhrase } from './noun-phrases.ts';
import { platformAt, platformsIn } from './channel-formats.ts';

/** A deliverable with where the request names it (for the reader's other passes). */
export interface NamedDeliverable extends Deliverable {
  /** The phrase that names it. */
  phrase: NounPhrase;
}

// Verbs that ask for the plan of a piece rather than the piece ('Outline a blog post').
const OUTLINE_VERBS = new Set(['outline', 'sketch', 'structure', 'wireframe']);

/** Verbs that ask for something new: 'write our newsletter' asks for it, 'rewrite our newsletter' works on it. */
export const CREATION_VERBS = new Set(['write', 'draft', 'create', 'give', 'make', 'suggest', 'produce', 'generate', 'prepare', 'brainstorm', 'come', 'need', 'want', 'send', 'build', 'design', 'put', 'pitch', 'propose', 'compose', 'craft', 'develop', 'provide', 'recommend', 'get', 'whip', 'knock', 'do', 'plan', 'outline', 'list', 'pull']);
// Of those, the ones that make 'our newsletter' a new piece ('write our newsletter'); 'each one needs its own subject line' is a part.
const WRITES = new Set([...CREATION_VERBS].filter((v) => !['need', 'want', 'get', 'do', 'come', 'list', 'pull', 'put'].includes(v)));
// Words before a noun that point at something that exists rather than ask for something new.
const REFERENCE = new Set(['the', 'this', 'that', 'these', 'those', 'my', 'our', 'your', 'their', 'its', 'his', 'her', 'each', 'every', 'attached', 'existing', 'current', 'previous', 'last', 'above', 'same']);
// Units a number in a phrase may measure instead of counting the pieces ('a 30-second script', 'a 300-word article').
const UNITS = new Set(['second', 'sec', 'secs', 's', 'minute', 'min', 'mins', 'word', 'character', 'char', 'hour', 'day', 'week', 'month', 'year', 'percent', '%', 'k', 'page', 'slide', 'line', 'sentence', 'paragraph']);
const WORD_NUMBERS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12, fifteen: 15, twenty: 20 };
/** The most pieces one request can ask for. */
export const MAX_COUNT = 100;
const PER_PLATFORM = /\b(each (?:for|on|across|in)|(?:per|for each|on each|for every|on every|each) (?:platform|channel|network|site|account))\b/;

/** The pieces of work a request asks for, with counts, platforms and spoken lengths. */
/** Pieces that hold other things: a list after their colon is what they hold. */
const HOLDERS = /^(?:newsletter|email|leaflet|flyer|brochure|page|landing page|article|blog post|post|script|poster)$/;
/** What such a piece holds, as a list names it: a reminder that …, a note, a story, a tip, a review. */
const HELD = /^(?:reminder|note|update|notice|message|announcement|news|story|tip|review|testimonial|quote|section|item|line|paragraph|offer)$/;

const ALREADY_HAD = /\b(?:who|that|which|have|has|had|already|they|you)\s+(?:\w+\s+)?(?:downloaded|bought|ordered|attended|watched|received|signed up (?:for|to)|registered (?:for|to)|subscribed to)\s+(?:our|the|a|an|your|their|this|that)\s+(?:(?!\b(?:and|then|but|so|write|draft|make|create)\b)[^.!?,;]){0,90}$/i;
// A title in quotes inside the phrase ('our "What should IT support cost?" guide') is one name, whatever it holds.
const QUOTED_TITLE = /(['‘"“])[^'’"”\n]{1,120}['’"”]/g;

export function readDeliverables(sentences: readonly Word[][], text = ''): NamedDeliverable[] {
  const found: NamedDeliverable[] = [];
  for (const sentence of sentences) {
    // 'I can write one blog post a week', 'We usually send two emails a month': what the owner can do, not work asked
    // for (up to the clause's end: 'I can only send one email, so write me a good one' still asks for one).
    const capacityEnd = capacityClauseEnd(sentence);
    const phrases = nounPhrasesOf(sentence);
    const stepsFrom = planStepsStart(sentence, text);
    phrases.forEach((phrase, p) => {
      if (phrase.words[0]!.index <= capacityEnd) return;
      // '(Growth and Scale plans)': words in brackets are an aside, never the piece asked for.
      if (/\([^)]*$/.test(text.slice(0, phrase.words[0]!.start))) return;
      // 'Review our plan: run ads on Facebook': the ads are what the plan does, not a piece asked for.
      if (stepsFrom !== null && phrase.words[0]!.start >= stepsFrom) return;
      // 'a guide for our engineers writing LinkedIn posts': the posts are what those people write, not a piece asked for.
      if (writtenByOthers(sentence, phrase)) return;
      // ('Needs to fit on one page', 'printed on a single side': a size the piece must keep to, not a page to write.)
      if (/\b(?:on|onto|to|within|across|over)\s+$/i.test(text.slice(Math.max(0, phrase.words[0]!.start - 12), phrase.words[0]!.start)) && /^(?:one|a|a single|1|two|2)\s+(?:single\s+)?(?:page|side|sheet)s?$/i.test(text.slice(phrase.words[0]!.start, phrase.words[phrase.words.length - 1]!.end).trim())) return;
      // 'people who downloaded our "What should IT support cost?" guide': what readers already got, not a piece asked for.
      if (ALREADY_HAD.test(text.slice(Math.max(0, phrase.words[0]!.start - 160), phrase.words[0]!.start).replace(QUOTED_TITLE, 'the title'))) return;
      // ('One line per week, with channel and the offer used': how a piece already asked for is laid out, not another piece.)
      const phraseText = text.slice(phrase.words[0]!.start, phrase.words[phrase.words.length - 1]!.end);
      // ('with the reasoning in one line per channel': how each is said, whatever else is asked.)
      const saidIn = sentence[phrase.words[0]!.index - sentence[0]!.index - 1]?.lower === 'in';
      if ((found.length || saidIn) && /^(?:one|a|1|a single)\s+(?:line|row|sentence|bullet)$/i.test(phraseText.trim()) && /^\s+(?:per|a|each|for each|for every)\s+(?:week|day|month|channel|item|step|row|move|idea|option|task)\b/i.test(text.slice(phrase.words[phrase.words.length - 1]!.end))) return;
      const item = deliverableOf(sentence, phrase, phrases[p + 1]) ?? containedPiece(sentence, phrase, phrases[p - 1]);
      if (!item) return;
      // 'A newsletter for December: our opening hours, a reminder that …, and Priya's review': what follows the
      // colon after a piece is what the piece holds, not another piece.
      const container = found.find((f) => HOLDERS.test(f.noun) && sentence.includes(f.phrase.words[0]!) && text.slice(f.phrase.words[f.phrase.words.length - 1]!.end, phrase.words[0]!.start).includes(':'));
      if (container && HELD.test(item.noun) && (item.count ?? 1) === 1 && !item.platforms.length) return;
      // 'Outline a blog post: how to spot a phishing email': a title after a piece's colon names its subject, not another piece.
      const titled = found.some((f) => /^:\s*(?:how|why|what|when|where|which|who|(?:a|the)\s+(?:\w+\s+)?guide\b)/i.test(text.slice(f.phrase.words[f.phrase.words.length - 1]!.end, phrase.words[0]!.start).trimStart()) || /:\s*(?:how|why|what|when|where|which|who)\b[^.;!?]*$/i.test(text.slice(f.phrase.words[f.phrase.words.length - 1]!.end, phrase.words[0]!.start)));
      if (titled && (item.count ?? 1) === 1) return;
      // 'Facebook ads £600, leaflets £300', 'Google Ads: £3,000 spend', 'a referral card (£10 off)': a sum right after
      // an uncounted piece, with no verb asking for it, is a figure about a channel or an option, not work asked for.
      const last = phrase.words[phrase.words.length - 1]!;
      const asks = sentence.some((w) => w.index < phrase.words[0]!.index && has(w, 'Verb') && WRITES.has(w.lemma));
      if ((item.count === null || /^(a|an)$/i.test(phrase.words[0]!.lower)) && !asks && /^[\s:(]*(?:(?:at|costs?|cost us|spent|spend|for)\s+)?[£$€]\s?\d/i.test(text.slice(last.end))) return;
      // '(B) Google Ads for varifocals, £1,200 a month', 'Option 2: Facebook ads': an option to choose between, not work asked
      // for ('1) an email, 2) three posts' numbers pieces asked for, so digits alone are not options).
      if (!asks && /(?:^|[\s(])(?:\(?[A-Da-d]\)|option\s+[A-Da-d1-4]\s*[:.)-]?)\s*(?:(?:an?|the|our)\s+)?$/i.test(text.slice(Math.max(0, phrase.words[0]!.start - 24), phrase.words[0]!.start))) return;
      // 'Outline a blog post', 'Sketch a landing page': the verb names the piece, the object what it is of.
      const verb = sentence[phrase.words[0]!.index - sentence[0]!.index - 1];
      if (verb && OUTLINE_VERBS.has(verb.lemma) && has(verb, 'Verb') && item.noun !== 'outline' && pieceOf(item.noun) !== 'plan') {
        item.of = item.noun;
        item.noun = 'outline';
      }
      // 'meta title and description': the second shares the first's 'meta'.
      const before = phrases[p - 1]?.headLemma ?? '';
      if (/^meta /.test(before) && /^(title|description)$/.test(item.noun) && !phrase.modifiers.length) item.noun = `meta ${item.noun}`;
      found.push(item);
    });
  }
  // 'the banner headline', 'booth copy': the banner's words, a piece of its own; 'the copy for a flyer', 'leaflet text':
  // the flyer's copy, not any copy, so a banner and a flyer asked together are two pieces.
  for (const d of found) {
    const own = d.phrase.words.map((w) => w.lower);
    const after = text.slice(d.phrase.words[d.phrase.words.length - 1]!.end);
    const general = /^(?:copy|text|wording|words)$/.test(d.noun);
    if ((/^(?:headline|heading|line|title)$/.test(d.noun) || general) && own.some((w) => /^(?:banner|booth|stand|signage|sign|pull-up|roller)$/.test(w))) {
      // 'the banner headline' is one line.
      if (!general && !/s$/.test(d.phrase.words[d.phrase.words.length - 1]!.lower)) d.count ??= 1;
      d.noun = 'banner';
    }
    else if (/^(?:flyer|leaflet|postcard)$/.test(d.noun) && (own.some((w) => /^(?:copy|text|wording)$/.test(w)) || found.some((o) => o !== d && o.noun === 'banner'))) d.noun = `${d.noun} copy`;
    else if (general) {
      const print = own.find((w) => /^(?:flyer|leaflet|postcard)s?$/.test(w)) ?? /^\s+(?:for|on)\s+(?:a|an|the|our)\s+(flyer|leaflet|postcard)s?\b/i.exec(after)?.[1]?.toLowerCase();
      if (print) {
        d.noun = `${print.replace(/s$/, '')} copy`;
        if (!d.platforms.includes('print')) d.platforms = [...d.platforms, 'print'];
      }
    }
  }
  // '3 posts for March: one for the Family Pass, one for parties, one with Amira's review': a subject for each.
  for (const d of found) {
    // 'over their first month (day 0, day 10 and day 30)': the day each one goes out.
    const sentenceText = text.slice(d.phrase.words[0]!.start).split(/[.!?](?:\s|$)|\n/)[0]!;
    const days = [...sentenceText.matchAll(/\bday\s+(\d{1,3})\b/gi)].map((m) => Number(m[1]));
    if (days.length >= 2 && (d.count === null || days.length === d.count) && pieceOf(d.noun) === 'email') d.sendDays = days;
    const subjects = subjectsEach(text, d);
    if (subjects.length >= 2 && !(d.count !== null && subjects.length > d.count && !/section|part|topic|item|segment|stor/i.test(text))) d.subjects = subjects;
  }
  // 'Social posts for February: 3 for Instagram, 2 for Facebook and 1 for our Nextdoor page': so many of the piece on each.
  const perChannel: NamedDeliverable[] = [];
  for (const d of found) {
    if (d.count !== null || d.platforms.length) continue;
    const rest = text.slice(d.phrase.words[d.phrase.words.length - 1]!.end).split(/[.!?](?:\s|$)|\n/)[0]!;
    const counted = [...rest.matchAll(/\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:for|on)\s+(?:our\s+|the\s+)?([A-Za-z]+)\b/gi)]
      .map((m) => ({ n: Number(m[1]) || (m[1]!.toLowerCase() === 'one' ? 1 : WORD_NUMBERS[m[1]!.toLowerCase()]) || null, platforms: platformsIn(parseEnglish(m[2]!).words) }))
      .filter((c): c is { n: number; platforms: Platform[] } => c.n !== null && c.platforms.length === 1);
    if (counted.length >= 2) for (const c of counted) perChannel.push({ ...d, count: c.n, platforms: c.platforms });
  }
  found.push(...perChannel);
  // 'Internal-link ideas: 5 links between …': the links counted after the colon are the ideas asked for.
  for (const d of found) {
    if (pieceOf(d.noun) !== 'internal link' || d.count !== null) continue;
    const counted = /\b(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty)\s+(?:more\s+)?links?\b/i.exec(text);
    const n = counted ? (Number(counted[1]) || WORD_NUMBERS[counted[1]!.toLowerCase()] || null) : null;
    if (n) d.count = n;
  }
  // 'Which search terms should our page go after? Give me 10, with …': a number asked for on its own counts the one piece named.
  if (found.length && found.every((d) => d.noun === found[0]!.noun) && found[0]!.count === null) {
    const bare = /\b(?:give|send|list|suggest|want|need|write)\s+(?:me\s+|us\s+)?(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty)\b(?=\s*(?:[,.;:!?]|$|with\b|please\b|of them\b))/i.exec(text);
    const n = bare ? Number(bare[1]) || WORD_NUMBERS[bare[1]!.toLowerCase()] || null : null;
    if (n && n <= MAX_COUNT) found[0]!.count = n;
  }
  // 'Tagline ideas: 5 options', 'subject lines, 8 versions': a count of options after a piece with none counts that piece.
  for (let i = 1; i < found.length; i++) {
    const d = found[i]!;
    const before = found[i - 1]!;
    if (/^(?:options?|versions?|variations?|alternatives?|choices?|takes?)$/.test(d.noun) && d.count !== null && before.count === null && !before.part) {
      before.count = d.count;
      found.splice(i, 1);
      i--;
    }
  }
  // The same piece named twice ('3 emails ... an email for each stage') is one deliverable, with the count given.
  const merged: NamedDeliverable[] = [];
  for (const d of found) {
    const same = merged.find((m) => m.noun === d.noun && (m.platforms.join() === d.platforms.join() || !d.platforms.length));
    if (same && (d.count === null || same.count === null || !d.platforms.length)) {
      same.count ??= d.count;
      same.seconds ??= d.seconds;
      continue;
    }
    merged.push(d);
  }
  return merged;
}

/**
 * The phrase is the object of an '-ing' writing verb that follows the people who write ('engineers writing posts'),
 * not of one that is itself asked ('help with writing posts', 'start writing posts', 'we are writing posts'). The
 * parser may tag a plural after a possessive as a verb ('our sales engineers'), so the people are read as whatever
 * is not a preposition, an article, a helper verb or the request's own verb.
 */
function writtenByOthers(sentence: readonly Word[], phrase: NounPhrase): boolean {
  const at = phrase.words[0]!.index - sentence[0]!.index;
  const verb = sentence[at - 1];
  const doer = sentence[at - 2];
  // 'Our branch staff write their own Instagram captions': a statement about what people write, whose subject is them.
  const writer = sentence.slice(Math.max(0, at - 4), at).findLast((w) => WRITES.has(w.lemma) && has(w, 'Verb') && !has(w, 'Imperative', 'Gerund'));
  if (writer) {
    const subject = sentence.slice(0, writer.index - sentence[0]!.index);
    if (subject.length && subject.some((w) => isPeopleNoun(w) || /^(they|he|she)$/.test(w.lower))) return true;
    // ('a voice guide for our new engineer who writes client emails': what someone a 'who' clause describes writes.)
    if (/^(?:who|that)$/.test(subject[subject.length - 1]?.lower ?? '') && subject.length >= 2 && has(subject[subject.length - 2], 'Noun')) return true;
  }
  // ('a freelance writer for cottage descriptions': what someone is taken on to write is their work, not the work asked.)
  if (verb?.lower === 'for' && doer && /^(?:writer|copywriter|freelancer|designer|photographer|agency|editor|illustrator|videographer|contractor)$/.test(doer.lemma)) return true;
  if (!verb || !doer || at - 2 === 0 || !/ing$/i.test(verb.lower) || !WRITES.has(verb.lemma)) return false;
  return !has(doer, 'Preposition', 'Conjunction', 'Determiner', 'Auxiliary', 'Copula', 'Modal', 'Adverb', 'Imperative', 'Infinitive', 'Pronoun') && !WRITES.has(doer.lemma);
}

const PLAN_WORDS = new Set(['plan', 'strategy', 'roadmap', 'proposal', 'idea', 'approach', 'budget']);

/**
 * Where a plan written out as steps starts: 'our plan: run ads on Facebook, then …' (a plan's name, a colon, and a
 * clause opening with a verb that is not one asking for writing). Null when the sentence has none. The clause is
 * read again after 'we' so the parser takes its first word as the verb it is ('run ads' alone reads as a noun).
 */
function planStepsStart(sentence: readonly Word[], text: string): number | null {
  const colon = sentence.findIndex((w, i) => w.after.includes(':') && PLAN_WORDS.has(w.lemma) && i < sentence.length - 1);
  if (colon < 0) return null;
  const next = sentence[colon + 1]!;
  const clause = text.slice(next.start, sentence[sentence.length - 1]!.end);
  const verb = parseEnglish(`We ${clause}`).sentences[0]?.[1];
  if (!verb || !has(verb, 'Verb') || WRITES.has(verb.lemma) || has(next, 'Value', 'Determiner')) return null;
  return next.start;
}

/**
 * '3 variations of a Meta ad', 'two versions of the homepage headline': the piece after 'of' is what is asked, as
 * many times as the container counts.
 */
function containedPiece(sentence: readonly Word[], phrase: NounPhrase, before: NounPhrase | undefined): NamedDeliverable | null {
  if (!before || !isDeliverableNoun(phrase.headLemma) || CONTAINERS.has(pieceOf(phrase.headLemma))) return null;
  if (!(CONTAINERS.has(before.headLemma) || CONTAINERS.has(pieceOf(before.headLemma)))) return null;
  const at = (w: Word) => w.index - sentence[0]!.index;
  if (sentence[at(before.words[before.words.length - 1]!) + 1]?.lower !== 'of' || at(phrase.words[0]!) !== at(before.words[before.words.length - 1]!) + 2) return null;
  const count = countIn(before.modifiers, before) ?? pairBefore(sentence.slice(0, at(before.words[0]!)));
  if (count === null || count < 1 || count > MAX_COUNT) return null;
  const rest = sentence.slice(at(phrase.words[phrase.words.length - 1]!) + 1);
  return { noun: phrase.headLemma, count, platforms: platformsOf(phrase, rest, phrase.headLemma), seconds: secondsIn(phrase.words), phrase };
}

function deliverableOf(sentence: readonly Word[], phrase: NounPhrase, next: NounPhrase | undefined): NamedDeliverable | null {
  if (!isDeliverableNoun(phrase.headLemma)) return null;
  let noun = phrase.headLemma;
  let countFrom: readonly Word[] = phrase.modifiers;
  if (CONTAINERS.has(pieceOf(noun)) || CONTAINERS.has(noun)) {
    // 'a three-email sequence', 'ten keyword ideas': the piece inside is the deliverable.
    const inner = innerPiece(phrase.modifiers);
    if (inner) {
      noun = inner.noun;
      countFrom = inner.before;
    } else if (next && sentence[phrase.words[phrase.words.length - 1]!.index - sentence[0]!.index + 1]?.lower === 'of' && isDeliverableNoun(next.headLemma)) {
      return null; // 'a sequence of 4 emails': the emails are read on their own.
    }
  }
  // 'a landing-page outline': what the outline is of.
  const of = pieceOf(noun) === 'outline' ? innerPiece(phrase.modifiers)?.noun : undefined;
  if (isReference(sentence, phrase)) return null;
  // '14 days with a card up front', 'no card needed', 'card details': a payment card, not an image card to make.
  if (pieceOf(noun) === 'card' && !phrase.modifiers.some((w) => /^(?:image|social|instagram|facebook|linkedin|quote|greeting|gift|business|loyalty|post|promo|promotional|offer|share|story)$/i.test(w.lower))) {
    const at = phrase.words[0]!.index - sentence[0]!.index;
    const before = sentence.slice(Math.max(0, at - 2), at).map((w) => w.lower);
    const after = sentence[phrase.words[phrase.words.length - 1]!.index - sentence[0]!.index + 1]?.lower ?? '';
    if (before.some((w) => /^(?:with|no|without|by|via|pay|paying|needs?|required)$/.test(w)) || /^(?:up|upfront|up-front|details|payment|payments|number|required|needed|on|at|machine|reader|fee|fees)$/.test(after)) return null;
  }
  // 'dropping the Site plan', 'make Crew the entry plan': a plan named or ranked among the prices is what is sold, no plan to write.
  if (noun === 'plan' && phrase.modifiers.some((w, i) => (/^[A-Z]/.test(w.text) && (i > 0 || w.index > sentence[0]!.index) && !has(w, 'Date') && !/^(?:Q[1-4]|H[12]|FY\d*)$/.test(w.text)) || /^(?:entry|entry-level|top|basic|starter|premium|cheapest|lowest|highest|middle|mid|base|paid|free)$/i.test(w.lower))) return null;
  const first = phrase.words[0]!;
  const at = (w: Word) => w.index - sentence[0]!.index;
  const lead = sentence.slice(0, at(first));
  // 'Script a 7-slide carousel', 'Email our list about …', 'Draft the reply': a piece's noun that opens the sentence
  // bare, before an article, a possessive or a number, is the verb that asks for the work, not a piece of its own.
  const after = sentence[at(phrase.words[phrase.words.length - 1]!) + 1];
  if (phrase.words.length === 1 && at(first) === 0 && /^[A-Z]/.test(first.text) && after && /^(?:a|an|the|our|my|your|this|these|those|some|me|us|them|\d+|two|three|four|five|six|seven|eight|nine|ten)$/i.test(after.lower)) return null;
  // 'Use a line from the Old Forge story', 'quote a line of her review': words taken from a source go into the piece.
  if (/^(?:line|sentence|quote|phrase)$/.test(phrase.words[phrase.words.length - 1]!.lemma) && /^(?:from|of)$/.test(after?.lower ?? '') && lead.some((w) => /^(?:use|include|quote|add|pull|take|borrow|weave|work)$/.test(w.lemma))) return null;
  // 'no hashtags', 'without a headline': what is ruled out is not asked for.
  if (/^(no|without|zero|avoid|skip|never)$/.test(lead[lead.length - 1]?.lower ?? '') || (/^(any|a|an)$/.test(lead[lead.length - 1]?.lower ?? '') && /^(without|no|avoid|n't|not)$/.test(lead[lead.length - 2]?.lower ?? ''))) return null;
  // 'staff who answer Facebook messages': a piece inside a clause about someone is what they do, not what is asked.
  const clauseStart = lead.findLastIndex((w) => /^(who|that|which|whose)$/.test(w.lower));
  if (clauseStart >= 0 && !lead.slice(clauseStart).some((w) => endsClause(w)) && lead.slice(clauseStart + 1).some((w) => has(w, 'Verb') && !CREATION_VERBS.has(w.lemma))) return null;
  // 'Don't write the article yet', 'do not draft the email': a piece ruled out is not asked for.
  const tail = lead.slice(-4).map((w) => w.lower);
  if (tail.some((w, i) => /^(?:don'?t|dont|never|not|n't)$/.test(w) && tail.slice(i + 1).some((v) => /^(write|draft|create|make|send|do)$/.test(v)))) return null;
  // 'their headline prices', 'Octopus and E.ON are running solar ads': someone else's pieces, described, not asked for.
  // (The tagger may read 'running' as a noun: a word in -ing after 'are' or 'is' is the verb of a description.)
  const around = [...lead.slice(-3), ...phrase.words];
  // ('We are leaving leaflets at the library' is our own piece: only someone else's running is a description.)
  const ours = (i: number) => around.slice(Math.max(0, i - 3), i).some((w) => /^(we|i|you)$/.test(w.lower));
  const progressive = around.findIndex((w, i) => /ing$/.test(w.lower) && around.slice(Math.max(0, i - 2), i).some((b) => /^(are|is|were|was|been)$/.test(b.lower)) && !ours(i) && !CREATION_VERBS.has(w.lemma) && !CREATION_VERBS.has(w.lower.replace(/ing$/, '')));
  // ('their newsletter' is theirs; 'write her welcome email' asks for one, in her name.)
  const writtenFor = /^(?:his|her|their)$/.test(lead[lead.length - 1]?.lower ?? '') && !!lead[lead.length - 2] && CREATION_VERBS.has(lead[lead.length - 2]!.lemma);
  if (!writtenFor && (/^(their|his|her|its)$/.test(first.lower) || /^(their|his|her|its)$/.test(lead[lead.length - 1]?.lower ?? ''))) return null;
  // '4 captions, each under 60 words with 3 hashtags', 'each with a subject line': a part of every piece.
  const each = lead.findLastIndex((w) => w.lower === 'each');
  if (each >= 0 && lead.slice(each).some((w) => w.lower === 'with') && !lead.slice(each).some((w) => /[.;:]/.test(w.after))) return null;
  const rest = sentence.slice(at(phrase.words[phrase.words.length - 1]!) + 1);
  const prev = lead[lead.length - 1];
  // 'Banner lines for the booth: six of them'.
  const ofThem = rest.findIndex((w, i) => w.value !== null && rest[i + 1]?.lower === 'of' && /^(them|those|these)$/.test(rest[i + 2]?.lower ?? ''));
  // 'a welcome email series': 'a' counts the series, not the emails in it (the task's default applies).
  const contained = noun !== phrase.headLemma;
  // 'a welcome series' with no piece named inside: a series of the usual length, not one email.
  const series = (contained || pieceOf(noun) === 'sequence') && /^(a|an)$/.test(phrase.words[0]!.lower) && !countFrom.some((w) => w.value !== null && !/^(a|an)$/.test(w.lower));
  const counted = series ? null : countIn(countFrom, phrase);
  // ('write her welcome email': one person's piece is one.)
  const owned = writtenFor && /^(?:her|his)$/i.test(lead[lead.length - 1]!.lower) && !phrase.head.some((w) => has(w, 'Plural')) && !series ? 1 : null;
  const count = counted ?? pairBefore(lead) ?? (ofThem >= 0 ? rest[ofThem]!.value : null) ?? owned;
  // 'move the spend into LinkedIn ads', 'a script for a 45-second video': a piece after a preposition is context,
  // unless counted ('ideas for 3 emails') or asked for with 'with' ('help me with a newsletter').
  const explicit = (counted !== null && !/^(a|an)$/.test(first.lower)) || pairBefore(lead) !== null;
  // ('Turn it into 3 LinkedIn posts', 'make it into a post': what it becomes is asked for.)
  const becomes = prev?.lower === 'into' && lead.some((w) => /^(turn|convert|make|repurpose|rework|transform|adapt|change|rewrite)$/.test(w.lemma));
  if (prev && !explicit && !becomes && prev.lower !== 'with' && (has(prev, 'Preposition') || /^(into|onto|to|from|than|by|via)$/.test(prev.lower)) && !REFERENCE.has(first.lower)) return null;
  if (counted === null && progressive >= 0 && progressive < around.length - 1) return null;
  // 'Google Ads: £5,400 spent, 19 installs': a channel heading its own figures, not a piece asked for.
  const last = phrase.words[phrase.words.length - 1];
  // ('Google Ads last month: £620 spent': the figures may follow a time it names.)
  // (Only a time between them: 'Search ad for our trial: 3 headlines' asks for the ad's parts.)
  const colonAt = rest.slice(0, 4).findIndex((w) => /:/.test(w.after));
  const timeOnly = colonAt >= 0 && rest.slice(0, colonAt + 1).every((w) => has(w, 'Date') || /^(in|during|over|for|the|last|this|q[1-4])$/i.test(w.lower));
  const heading = last && /:/.test(last.after) ? rest.slice(0, 1) : timeOnly ? rest.slice(colonAt + 1) : [];
  const channel = phrase.words.some((_, i) => platformAt(phrase.words, i)) || Boolean(platformAt(phrase.head, 0));
  if (count === null && heading[0] && /\d/.test(heading[0].text) && channel) return null;
  // 'Is Google Ads paying for itself?', 'Meta ads are working': a channel the sentence asks about, not a piece asked for.
  if (count === null && channel && rest[0] && (has(rest[0], 'Gerund') || /^(worth|working|paying|performing|doing|earning|bringing|costing)$/.test(rest[0].lower))) return null;
  // 'Email brings customers at £22 each': a channel as the sentence's subject, not a piece asked for.
  const verb = rest[0];
  // ('LinkedIn post aimed at site managers', 'Leaflet built around the offer': a participle before a preposition
  // describes the piece the request opens with; it is no verb of the sentence.)
  const described = has(verb, 'PastTense') && Boolean(rest[1] && has(rest[1], 'Preposition'));
  if (count === null && !lead.length && has(verb, 'PresentTense', 'PastTense') && !has(verb, 'Gerund', 'Imperative') && !has(first, 'Determiner') && !described) return null;
  // 'split it across Meta ads, Instagram and email', 'Google Ads €180, LinkedIn Ads €410': channels in a list.
  const listed = !!prev && (/[,:;]/.test(prev.after) || /^(across|between|on|in|via|through|from|and|or)$/.test(prev.lower));
  // ('Write 3 subject lines and the email': a list of pieces asked for, after a verb that asks, is no list of channels.)
  // ('… 3 subject lines under 50 characters each, and the email itself': 'itself' makes it the piece.)
  const itself = /^(?:itself|themselves)$/.test(rest[0]?.lower ?? '');
  const piecesListed = prev?.lower === 'and' && (itself || isDeliverableNoun(lead[lead.length - 2]?.lemma ?? '')) && lead.some((w) => has(w, 'Verb') && CREATION_VERBS.has(w.lemma));
  if (count === null && listed && !piecesListed && (phrase.words.some((_, i) => platformAt(phrase.words, i)) || platformAt(phrase.head, 0))) return null;
  // 'Google Ads, LinkedIn Ads, SEO blog, App Store listing, webinars or email nurture': one of a list of channels.
  if (count === null && listed && platformsIn(sentence).length >= 2 && !sentence.some((w) => has(w, 'Verb') && CREATION_VERBS.has(w.lemma))) return null;
  const clause = sentence.map((w) => w.lower).join(' ');
  const platforms = platformsOf(phrase, rest, noun);
  const seconds = secondsIn(phrase.words) ?? (/script|video|spot|ad|jingle|story|reel/.test(noun) ? secondsIn(rest) : null);
  // 'a 30-second radio ad', 'a podcast ad': an ad that is heard is a script to read.
  if (pieceOf(noun) === 'ad' && (seconds !== null || platforms.some((p) => p === 'radio' || p === 'podcast'))) noun = 'script';
  // 'an email with 3 subject lines', 'a post including a hashtag': a part of the piece before it.
  // ('3 hashtags max', 'no more than 2 emojis': a most is a limit on what goes inside a piece, never a piece asked for.)
  const atMost = counted !== null && !/^(a|an)$/.test(first.lower) && ((/^(?:max|maximum|tops)$/.test(rest[0]?.lower ?? '') && !/\d/.test(rest[1]?.text ?? '')) || (rest[0]?.lower === 'or' && /^(?:fewer|less|under)$/.test(rest[1]?.lower ?? '')) || /\b(?:no more than|not more than|at most|up to|max(?:imum)?(?: of)?)$/.test(lead.slice(-4).map((w) => w.lower).join(' ')));
  const part = (!!prev && /^(with|including|containing|featuring)$/.test(prev.lower) && lead.some((w) => isDeliverableNoun(w.lemma) && !platformAt([w], 0))) || atMost;
  return {
    noun,
    ...(part ? { part } : {}),
    // A count no one means ('0 emails', '99999 posts') is no count: the task's default applies.
    count: count !== null && count >= 1 && count <= MAX_COUNT ? count : null,
    platforms,
    seconds,
    ...(PER_PLATFORM.test(clause) ? { perPlatform: true } : {}),
    ...(of ? { of } : {}),
    phrase,
  };
}

/** The subjects a sentence gives its pieces one by one ('one for X, one about Y, one with Z'), as written. */
function subjectsEach(text: string, d: NamedDeliverable): string[] {
  const from = d.phrase.words[d.phrase.words.length - 1]!.end;
  const rest = text.slice(from).split(/[.!?](?:\s|$)|\n/)[0]!;
  // 'the December newsletter with three short sections: A, B, and C': what each section is about.
  const sections = /\b(?:sections?|parts?|topics?|items?|segments?|stories)\s*:\s*(.+)$/i.exec(rest);
  if (sections) {
    const items = sections[1]!.split(/,\s*(?:and\s+)?|\s+and\s+(?=[A-Z]|the\b|how\b|why\b|what\b)/).map((x) => x.trim()).filter((x) => x.split(/\s+/).length <= 14 && x.length > 2);
    if (items.length >= 2) return items;
  }
  if ((d.count ?? 0) < 2) return [];
  // 'one for each of: the membership, the pool party, private lessons': the list after 'each'.
  const each = /\b(?:one|a \w+)\s+(?:for|about|on)\s+each(?:\s+of)?\s*:?\s*(.+)$/i.exec(rest);
  if (each) {
    const items = each[1]!.split(/,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+/).map((x) => x.trim()).filter((x) => x.length > 2 && x.split(/\s+/).length <= 8);
    if (items.length === d.count) return items;
  }
  // A bracket inside a piece's subject ('(wish them luck, remind them …)') is part of it, commas and all.
  const found = [...rest.matchAll(/\b(?:one|another|the (?:first|second|third|last))\s+(?:for|about|on|with|featuring|around)\s+((?:[^,;()]|\([^)]*\))+?)(?=\s*(?:,|;|\(|\band\b|$))/gi)].map((m) => m[1]!.trim());
  return found.length <= (d.count ?? 0) ? found : [];
}

/** The piece named inside a container phrase, with the words before it ('three' in 'a three-email sequence'). */
function innerPiece(modifiers: readonly Word[]): { noun: string; before: Word[] } | null {
  for (let i = modifiers.length - 1; i >= 0; i--) {
    const pair = i > 0 ? `${modifiers[i - 1]!.lemma} ${modifiers[i]!.lemma}` : '';
    if (pair && isDeliverableNoun(pair) && !CONTAINERS.has(pieceOf(pair))) return { noun: pair, before: modifiers.slice(0, i - 1) };
    if (isDeliverableNoun(modifiers[i]!.lemma) && !CONTAINERS.has(pieceOf(modifiers[i]!.lemma))) return { noun: modifiers[i]!.lemma, before: modifiers.slice(0, i) };
  }
  return null;
}

/**
 * Whether the phrase points at something that exists ('the email', 'our newsletter', 'the second line') rather
 * than asking for a new piece; a verb that asks for something new makes it new again ('write our newsletter').
 */
function isReference(sentence: readonly Word[], phrase: NounPhrase): boolean {
  const first = phrase.words[0]!;
  const ordinal = phrase.modifiers.some((w) => has(w, 'Ordinal'));
  // "Tom's review", "Linda's story": someone's piece that exists already ("write Priya's follow-up email" asks
  // for one in her name: only a verb of writing right before it makes it new).
  const verbBefore = sentence[first.index - sentence[0]!.index - 1];
  const writtenNow = !!verbBefore && has(verbBefore, 'Verb') && /^(write|draft|compose|prepare|craft)$/.test(verbBefore.lemma);
  if (/^[A-Z][a-z]+['’]s$/.test(first.text) && phrase.words.length > 1 && !writtenNow) return true;
  // 'say which page each one should target': a piece named in a question is asked about, not asked for.
  // ('Which 6 KPIs should we track?' asks for them: only 'which' after a verb of telling, or after a preposition, 'a
  // note on which page each should point to', is a question about them.)
  const at = first.index - sentence[0]!.index;
  const asker = (i: number) => /^(which|what|whichever)$/.test(sentence[i]?.lower ?? '') && /^(say|tell|show|note|mark|decide|suggest|me|us|know|explain|list|on|about|of|to|for|in)$/.test(sentence[i - 1]?.lower ?? '');
  if (asker(at) || asker(at - 1)) return true;
  // 'a reply to a 2-star review', 'respond to this complaint': what the piece answers exists already.
  if (sentence[at - 1]?.lower === 'to' && /^(?:reply|replies|replying|respond|responding|response|responses|answer|answering)$/.test(sentence[at - 2]?.lower ?? '')) return true;
  if (!REFERENCE.has(first.lower) && !ordinal) return false;
  // '3 subject lines, and the email itself': the piece itself, asked beside its parts ('the email itself is fine' is about one).
  const after = sentence.slice(phrase.words[phrase.words.length - 1]!.index - sentence[0]!.index + 1);
  if (/^(?:itself|themselves)$/.test(after[0]?.lower ?? '') && !(after[1] && has(after[1], 'Verb', 'Copula'))) return false;
  const before = sentence.slice(0, first.index - sentence[0]!.index);
  // 'Just the outline for now', 'Only the subject lines': what is left after a limiting word is what is asked for.
  if (before.length && before.every((w) => /^(?:just|only|now|then|so|and|but|also)$/.test(w.lower)) && /^(?:just|only)$/.test(before[before.length - 1]!.lower)) return false;
  for (let i = before.length - 1; i >= 0; i--) {
    const w = before[i]!;
    if (has(w, 'Preposition') || w.lower === 'to') return true;
    // 'sent this plan', 'the plan my co-founder drafted': written already, so it is the material.
    // ('Need the April newsletter email', 'We need our spring email': asked for, when the request opens on the need.)
    const opensOnNeed = /^(?:need|want)$/.test(w.lemma) && (i === 0 || (i === 1 && /^(?:i|we)$/.test(before[0]!.lower)));
    if (has(w, 'Verb') && !has(w, 'Modal', 'Auxiliary', 'Copula')) return !(WRITES.has(w.lemma) || opensOnNeed) || ordinal || (has(w, 'PastTense') && !has(w, 'Imperative', 'Infinitive'));
  }
  return true;
}

/**
 * Where a clause that tells what the owner or the team can or usually do ends ('I can write one blog post every week
 * or so'): the index of its last word, or -1 when the sentence opens on no such clause.
 */
function capacityClauseEnd(sentence: readonly Word[]): number {
  const [who, how, what] = sentence;
  if (!who || !how || !what || !/^(?:i|we)$/.test(who.lower) || /\?/.test(sentence[sentence.length - 1]!.after)) return -1;
  if (!/^(?:can|could|usually|normally|typically|only|manage|have|'ve|already)$/.test(how.lower)) return -1;
  // ('We can't wait…', 'I have a question', 'We only need one email': a need or a thing had is no capacity.)
  if (!/^(?:write|send|post|do|manage|publish|make|film|record|run|put|get|afford|handle|produce|create)$/.test(what.lemma) && !/^(?:time|capacity|room)$/.test(what.lower)) return -1;
  const end = sentence.findIndex((w, k) => k > 2 && (/[,;:]/.test(w.after) || /^(?:so|but|then)$/.test(sentence[k + 1]?.lower ?? '')));
  return sentence[end < 0 ? sentence.length - 1 : end]!.index;
}

function countIn(words: readonly Word[], phrase: NounPhrase): number | null {
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w.value === null || has(w, 'Ordinal', 'Money', 'Percent') || /%/.test(w.text)) continue;
    const unit = words[i + 1] ?? phrase.head[0];
    if (unit && UNITS.has(unit.lemma) && unit !== phrase.head[0]) continue;
    if (w.lower === 'a' || w.lower === 'an') continue;
    return Math.round(w.value);
  }
  const first = phrase.words[0]!;
  const singular = !phrase.head.some((w) => has(w, 'Plural'));
  if (/^(a|an|one|single)$/.test(first.lower) && singular) return 1;
  return null;
}

/** 'a couple of headlines', 'a pair of ads'. */
function pairBefore(lead: readonly Word[]): number | null {
  const tail = lead.slice(-3).map((w) => w.lower).join(' ');
  return /\b(couple|pair) of$/.test(tail) ? 2 : null;
}

/** A spoken length: 'a 30-second script', 'a one-minute video'. */
export function secondsIn(words: readonly Word[]): number | null {
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const unit = words[i + 1]?.lemma;
    const value = w.value ?? (/^\d+s$/.test(w.lower) ? Number(w.lower.slice(0, -1)) : null);
    if (value === null) continue;
    if (/^\d+s$/.test(w.lower)) return value;
    if (unit === 'second' || unit === 'sec' || unit === 's') return value;
    if (unit === 'minute' || unit === 'min') return value * 60;
  }
  return null;
}

/** The channels a deliverable is for: named in its phrase ('Instagram captions') or right after it ('for Instagram and LinkedIn'). */
function platformsOf(phrase: NounPhrase, rest: readonly Word[], noun: string): Platform[] {
  const platforms: Platform[] = [];
  const add = (p: Platform) => {
    if (!platforms.includes(p) && !(p === 'email' && pieceOf(noun) === 'email')) platforms.push(p);
  };
  for (let i = 0; i < phrase.words.length; i++) {
    const hit = platformAt(phrase.words, i);
    if (hit) {
      add(hit.platform);
      i += hit.length - 1;
    }
  }
  if (platforms.length) return platforms;
  // 'posts for Instagram and LinkedIn', 'a caption on TikTok': up to the next piece of work or the clause's end.
  let open = false;
  for (let i = 0; i < rest.length; i++) {
    const w = rest[i]!;
    if (/^(for|on|across|in|to|via)$/.test(w.lower)) open = true;
    else if (isDeliverableNoun(w.lemma) && !platformAt(rest, i)) break;
    const hit = platformAt(rest, i);
    if (hit && open) {
      add(hit.platform);
      i += hit.length - 1;
    } else if (!hit && !/^(and|or|,|&|both|the|our|each)$/.test(w.lower) && open && !/^(for|on|across|in|to|via)$/.test(w.lower)) open = false;
    if (/[.;:!?]/.test(w.after)) break;
  }
  return platforms;
}
