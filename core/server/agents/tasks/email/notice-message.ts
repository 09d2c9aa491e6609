import nlp from 'compromise';
import type { Brief } from '../../brief/brief.ts';
import { requestParts } from '../../brief/request-parts.ts';
import { escapeRegExp } from '../../../../domain/escape-reg-exp.ts';

/**
 * What a plain informative email tells its reader, read from the request: the kind of note (an apology, a thank-you
 * or news of a change), the news itself said to the reader ('The Practice plan price goes up to $149/month on
 * 1 March.'), what it is about, further statements, and what the reader has to do. The request speaks of the
 * readers ('tell them their card…'); the copy speaks to them ('your card…').
 */
export interface NoticeMessage {
  /** 'wishes': good luck or congratulations ('wish them luck', 'congratulate them'). */
  /** 'info': what the reader needs to know (a pre-arrival note, what to bring), no change, thanks or apology. */
  /** 'reminder': something due again and again or by a date ('records to us by the 10th'), nothing new. */
  kind: 'apology' | 'thanks' | 'change' | 'wishes' | 'info' | 'reminder';
  /** The news as a sentence to the reader; null when the request names only a subject. */
  news: string | null;
  /** What the note is about, for the subject line and an opening ('yesterday's outage', 'the Practice plan price'). */
  about: string | null;
  /** Further statements to the reader, in the request's order. */
  details: string[];
  /** What the reader has to do, as said to them ('You don't need to do anything.'); null when the request does not say. */
  action: string | null;
  /** Things the request asks the note to mention without saying them ('mention the club discount'): the facts say them. */
  mentions?: string[];
  /** What the note offers the reader ('the free 30-minute health check'), when the request asks it to offer something. */
  offered?: string;
}

const KIND_APOLOGY = /\b(apolog\w*|sorry)\b/i;
const KIND_THANKS = /\b(thank\w*|grateful|gratitude|appreciat\w*)\b/i;
// A change is said in these words; a note that only lists what to tell the reader is information, not news of a change.
const KIND_CHANGE = /\b(chang\w*|new|update\w*|moving|moved|rise|rising|increase\w*|no longer|from (?:\d|next|the)|closing|closed|closure|replac\w*|switch\w*|will be|outage|maintenance|discontinu\w*|reopen\w*)\b/i;

/** What a note must tell the reader, listed ('It needs check-in and checkout times, the damage deposit, what is included, and a heads-up about …'). */
export function infoItems(instructions: string): string[] {
  const list = /\b(?:it needs|it should (?:have|include|cover)|include|cover(?:ing)?|tell them|with)\s+((?:[^.;:]*,){1,}[^.;:]*)/i.exec(instructions)?.[1];
  return list ? list.split(/,\s*(?:and\s+)?|\s+and\s+(?=(?:a|an|the|what|how|when|where|our|your)\b)/i).map((i) => i.trim()).filter((i) => i.length > 2 && i.split(/\s+/).length <= 10) : [];
}

const KIND_WISHES = /\b(wish(?:ing)?\s+(?:them|everyone|you|him|her)?\s*(?:good\s+)?luck|good luck|best of luck|congratulat\w*|well done)\b/i;
/** Notes about the writing, never copy ('Keep it short.', 'Use the one-pager.', 'Link to …', 'Sign off as …'). */
const ABOUT_WRITING = /^(?:please\s+)?(?:keep|use|make it|make sure it|write|link|sign|no more than|under|at most|max|don'?t use|avoid|tone|in (?:a|our)|it should|should be|add a link|include (?:a|the) link|base it|from the|go easy)\b|\b(?:words?|sentences?|one-?pager|subject lines?|preview text|sign-?off|bullet)\b/i;
/** Verbs that introduce the news ('tell them that…', 'let customers know…', 'announcing…'). */
const TELLING = /\b(?:tell(?:ing)?|inform(?:ing)?|notify(?:ing)?|warn(?:ing)?|remind(?:ing)?|updat(?:e|ing)|announc(?:e|ing)|explain(?:ing)?|confirm(?:ing)?|let(?:ting)?\s+(?:\S+\s+){1,3}?know)\s+(?:(?:them|everyone|all|our|existing|current|every|each|the|your|their|\w+'s)\s+)*?(?:(?:customers?|clients?|users?|members?|subscribers?|patients?|families|parents|donors|supporters|volunteers|readers|guests|tenants|landlords|partners|people|them|everyone)\s+)?(?:know\s+)?(?:that\s+|about\s+|of\s+|on\s+|why\s+|how\s+)?(.+)$/i;
const APOLOGY_FOR = /\b(?:apologi[sz](?:e|ing)|say(?:ing)?\s+sorry|sorry)\s+(?:to\s+\S+(?:\s+\S+)?\s+)?(?:for|about)\s+(.+)$/i;
const THANKS_FOR = /\bthank(?:s|ing)?(?:\s+you)?\s+(?:(?:them|everyone|all|our|the|\w+)\s+){0,3}?for\s+(.+)$/i;
const ABOUT = /\b(?:about|regarding|on|announcing|covering)\s+(.+)$/i;
/** 'for people who just had their first eye test': (1) what they did, (2) what they did it to. */
const WHO_DID = /\bfor\s+(?:people|customers|clients|patients|guests|members|those|everyone|anyone|parents|families|visitors|students|pupils)\s+who\s+(?:have\s+)?(?:just\s+|recently\s+)?(had|came to|attended|booked|bought|joined|visited|took|signed up for|tried|completed|finished|ordered|stayed with|stayed at)\s+(.+?)(?=[,.;]|$)/i;
const GERUND: Record<string, string> = { had: 'having', 'came to': 'coming to', attended: 'attending', booked: 'booking', bought: 'buying', joined: 'joining', visited: 'visiting', took: 'taking', 'signed up for': 'signing up for', tried: 'trying', completed: 'completing', finished: 'finishing', ordered: 'ordering', 'stayed with': 'staying with', 'stayed at': 'staying at' };
/** What the reader must do ('they need to update their card', 'no action needed'). */
const ACTION = /\b(?:need(?:s)? to|must|should|have to|has to|will need to|don'?t need to|do not need to|needn'?t|no action (?:is )?(?:needed|required)|nothing (?:to do|changes for them))\b/i;
const ASK_TO = /\b(?:ask(?:ing)?|remind(?:ing)?|tell(?:ing)?|get(?:ting)?)\s+(?:them|customers|clients|users|members|everyone|people|readers)\s+to\s+(.+)$/i;

const LEADING_TONE = /^(?:(?:and\s+)?(?:not|no|nothing|never)\s+(?:too\s+|overly\s+)?(?:salesy|pushy|cheesy|corporate|stuffy|hard[- ]sell|needy|desperate|over the top)|(?:keep it\s+)?(?:light|friendly|warm|short|brief)(?:\s+and\s+(?:light|friendly|warm|short|brief))?)\s*[,;:–—-]+\s*/i;
const HEAD_COUNT = /^(?:about|around|roughly|some|over|nearly|almost|just over|just under)?\s*\d[\d,]*\s+(?:people|visitors|customers|clients|guests|attendees|firms|businesses|companies|practices|parents|members|subscribers)\b/i;
const OFFER_TO = /^(?:and\s+)?offer\s+(?:them|everyone|people|customers|clients|visitors|each of them)\s+(.+)$/i;

/** The request's message for an informative email. */
export function noticeMessageOf(brief: Brief, audienceWords: readonly string[] = []): NoticeMessage {
  // ('…with us, about 150 words': how long the email is, not what it is about or thanks for.)
  const instructions = requestParts(brief.request).instructions.replace(/,?\s*(?:about|around|roughly|approximately|under|below|max(?:imum)?|at most|no more than|up to|less than)\s+\d[\d,]*\s*(?:words?|characters?|chars?|sentences?|lines?)\b/gi, '');
  const kind: NoticeMessage['kind'] = KIND_APOLOGY.test(instructions) ? 'apology' : KIND_THANKS.test(instructions) && !/\bthanks?\b[,.]?\s*$/i.test(instructions.trim()) ? 'thanks' : KIND_WISHES.test(instructions) ? 'wishes' : infoItems(instructions).length >= 2 && !KIND_CHANGE.test(instructions) ? 'info' : KIND_REMINDER.test(instructions) ? 'reminder' : 'change';
  const sentences = sentencesOf(instructions);
  if (kind === 'reminder') return reminderOf(sentences, audienceWords);
  let news: string | null = null;
  let about: string | null = null;
  const details: string[] = [];
  const mentions: string[] = [];
  let action: string | null = null;
  let offered: string | undefined;
  sentences.forEach((raw, index) => {
    // 'Apologise for yesterday's outage: online booking was down for 3 hours.': the part after the colon is a detail.
    const [head, ...after] = raw.split(/:\s+/);
    // '… under 130 words, and mention they can freeze': what to mention is copy, though the sentence began on the writing.
    const parts = [head!, ...(after.length ? [after.join(': ')] : [])].flatMap((p) => p.split(/,?\s+and\s+(?=(?:mention|say|explain|note|add|include|stress)\b)/i));
    parts.forEach((part, k) => {
      // ('Not salesy, offer them the free health check': how to write it, then what to say.)
      const sentence = part.trim().replace(LEADING_TONE, '');
      // ('About 40 people scanned their badges': how many readers there are is for the writer, not news to them.)
      if (index + k > 0 && HEAD_COUNT.test(sentence)) return;
      // 'offer them the free 30-minute IT health check': the offer, said to the reader.
      const offer = index + k > 0 ? OFFER_TO.exec(sentence)?.[1] : undefined;
      if (offer) {
        offered = toReader(stripEnd(offer), audienceWords);
        details.push(`We'd like to offer you ${offered}.`);
        return;
      }
      if (!sentence || (index + k > 0 && ABOUT_WRITING.test(sentence) && !ACTION.test(sentence))) return;
      const asked = ASK_TO.exec(sentence);
      if (asked) {
        action = `Please ${toReader(stripEnd(asked[1]!), audienceWords)}.`;
        return;
      }
      if (index === 0 && k === 0) {
        // 'a thank-you email for people who just had their first eye test with us': thanks for what they did.
        const did = kind === 'thanks' ? WHO_DID.exec(sentence) : null;
        const forWhat = did ? `${GERUND[did[1]!.toLowerCase()] ?? did[1]} ${did[2]!.replace(/\btheir\b/g, 'your').replace(/\bthey\b/g, 'you')}` : (kind === 'apology' ? APOLOGY_FOR.exec(sentence) : kind === 'thanks' ? THANKS_FOR.exec(sentence) : null)?.[1];
        if (forWhat) {
          // 'thanking her for the review and asking if she'd book again for their Christmas party': the thanks,
          // then the question put to the reader.
          const [thanked, ...rest] = forWhat.split(/,?\s+and\s+(?=(?:ask|asking|invite|inviting)\b)/i);
          about = toReader(stripEnd(withoutSideClause(thanked!)), audienceWords);
          const question = rest.length ? questionOf(rest.join(' and '), audienceWords) : null;
          if (question) details.push(question);
          return;
        }
        // 'We are putting the standard frame price up from £85 to £92 on 1 April.': the business's own statement of
        // the change, before the ask, is the news as it stands.
        if (kind === 'change' && OWN_NEWS.test(sentence) && hasVerb(sentence) && !/\b(?:write|draft|email|send)\b/i.test(sentence)) {
          news = sentenceOf(stripEnd(sentence));
          about = /\b((?:the|our)\s+(?:[\w-]+\s+){0,3}?(?:price|prices|hours|opening hours|address|fee|fees|plan|menu|service))\b/i.exec(sentence)?.[1] ?? null;
          return;
        }
        const told = TELLING.exec(sentence)?.[1];
        const said = told ? stripEnd(withoutSideClause(told)) : null;
        if (said && hasVerb(said)) {
          news = sentenceOf(toReader(said, audienceWords));
          about = subjectOf(said);
          return;
        }
        const topic = said ?? ABOUT.exec(sentence)?.[1] ?? null;
        if (topic) about = toReader(stripEnd(withoutSideClause(topic)), audienceWords);
        return;
      }
      // 'Wish them luck': the note's kind, said in its opening, not a line of its own.
      if (kind === 'wishes' && KIND_WISHES.test(sentence) && sentence.split(/\s+/).length <= 6) return;
      // 'mention the club discount' names a thing for the facts to say, not a sentence of copy.
      const named = /^(?:and\s+|also\s+)?(?:mention|include|add|note)\s+(?!that\b)(.+)$/i.exec(sentence)?.[1];
      if (named && !hasVerb(named)) {
        mentions.push(stripEnd(named));
        return;
      }
      const statement = restated(toReader(stripEnd(sentence.replace(/^(?:and\s+|also\s+)?(?:(?:say|mention|explain|note|stress|make (?:it )?clear|add|include)\s+(?:that\s+)?)/i, '')), audienceWords));
      if (ACTION.test(sentence)) action = statement;
      else details.push(statement);
    });
  });
  // 'A maintenance notice: ChairTime will be offline on Sunday.': the first statement after the ask is the news.
  if (!news && kind === 'change' && details[0] && (/:/.test(details[0]) || hasVerb(details[0]))) news = details.shift()!;
  // 'A thank-you email to practices who joined our beta': what they did is what they are thanked for.
  if (!about && kind === 'thanks') about = deedOf(instructions);
  return { kind, news, about, details: details.filter((d, i) => details.indexOf(d) === i), action, ...(mentions.length ? { mentions } : {}), ...(offered ? { offered } : {}) };
}

/** A statement of the business's own change: 'We are putting …', 'We're moving …', 'Our prices go up …'. */
const OWN_NEWS = /^(?:from\s+[^,]{3,30},\s+)?(?:we(?:'re|'ll| are| will| have| 've)?|our\s+[\w-]+(?:\s+[\w-]+){0,3})\s+(?:be\s+|are\s+|is\s+)?(?:putting|raising|increasing|changing|moving|closing|opening|going|goes|go|rising|rise|will|stopping|dropping|reducing|lowering|switching|adding|extending|shortening)\b/i;

const KIND_REMINDER = /\b(?:reminders?|remind(?:ing)?\s+(?:them|everyone|people|our|all|customers|clients|members|parents|patients))\b/i;
// How the copy should sound or what it must not do: for the writer, never a line of the copy.
const TONE_NOTE = /^(?:(?:be|keep it|make it|sound)\s+)?(?:firm|friendly|warm|polite|kind|short|brief|punchy|chatty|formal|casual|light|gentle|upbeat|calm|clear|plain)(?:\s+(?:but|and|yet)\s+\w+)?$/i;
const NOT_THIS = /^(?:(?:please\s+)?(?:don'?t|do not|never)\s+(?:lecture|nag|preach|scare|threaten|guilt|shame|be|sound|mention|use|say|make|go)|no\s+\w+)/i;

/**
 * A reminder: what is due, as the request says it after its colon ('I want a reminder email …: records to us by the
 * 10th, otherwise we can't get the return in by the 19th'), said to the reader. What the request tells before it is
 * why it is wanted (clients send things late), and what follows on tone is for the writer: neither is copy.
 */
function reminderOf(sentences: readonly string[], audienceWords: readonly string[]): NoticeMessage {
  const at = Math.max(0, sentences.findIndex((s) => KIND_REMINDER.test(s)));
  const asked = sentences[at]!.replace(/[.!?]+$/, '');
  const colon = asked.indexOf(': ');
  const remindTo = /\bremind(?:ing)?\s+(?:\S+\s+){0,3}?(?:to|that|about|of)\s+(.+)$/i.exec(colon > 0 ? asked.slice(0, colon) : asked)?.[1];
  const that = /\breminder\s+(?:that|to)\s+(.+)$/i.exec(colon > 0 ? asked.slice(0, colon) : asked)?.[1];
  const aboutWhat = /\breminder\s+(?:about|of|for)\s+(.+?)(?:\s+(?:that|which|to)\b.*)?$/i.exec(colon > 0 ? asked.slice(0, colon) : asked)?.[1];
  const told = colon > 0 ? asked.slice(colon + 2) : (that ?? remindTo ?? null);
  const news = told ? sentenceOf(toReader(stripEnd(withoutSideClause(told)), audienceWords)) : null;
  const details: string[] = [];
  let action: string | null = null;
  for (const raw of sentences.slice(at + 1)) {
    const sentence = stripEnd(raw);
    if (!sentence || ABOUT_WRITING.test(sentence) || TONE_NOTE.test(sentence) || NOT_THIS.test(sentence)) continue;
    const statement = sentenceOf(toReader(sentence, audienceWords));
    if (ACTION.test(sentence)) action = statement;
    else details.push(statement);
  }
  return { kind: 'reminder', news, about: aboutWhat ? toReader(stripEnd(aboutWhat), audienceWords) : null, details, action };
}

/** 'to practices who joined our beta' gives 'joining your beta' to thank them for. */
function deedOf(text: string): string | null {
  const m = /\b(?:who|that)\s+(?:have\s+|has\s+)?([a-z]+)\s+([^.,;:!?]+)/i.exec(text);
  if (!m) return null;
  // Read after a subject, so the parser sees the verb as a verb ('they joined' gives 'they are joining').
  const gerund = (nlp(`they ${m[1]}`).verbs().toGerund().text() as string).replace(/^(?:they\s+)?(?:is|are|am)\s+/i, '').trim();
  return gerund && gerund !== m[1] && /ing$/.test(gerund) ? `${gerund} ${m[2]!.trim()}` : null;
}

/** 'for 3 hours, and say how we fixed it' keeps 'for 3 hours'; a trailing note about the writing goes. */
function withoutSideClause(text: string): string {
  return text.replace(/,?\s+(?:and|but)\s+(?:say|mention|explain|tell|keep|use|make|link|include|add|ask|offer)\b.*$/i, '').replace(/\s+(?:in|with|using)\s+(?:our|the|a)\s+(?:voice|tone|one-?pager|document|doc|attached\b).*$/i, '');
}

function stripEnd(text: string): string {
  return text.trim().replace(/[.!?;,]+$/, '').trim();
}

function sentenceOf(text: string): string {
  const t = text.trim();
  return t ? `${t.charAt(0).toUpperCase()}${t.slice(1)}${/[.!?]$/.test(t) ? '' : '.'}` : t;
}

/** Whether a clause says something happens ('the price goes up'), by the parser's verb, not a bare subject ('the new hours'). */
function hasVerb(text: string): boolean {
  const s = (nlp(text).sentences().json() as { sentence?: { verb?: string } }[])[0]?.sentence;
  return Boolean(s?.verb?.trim());
}

/** The clause's subject as written ('the Practice plan price'), for a subject line. */
function subjectOf(text: string): string | null {
  const s = (nlp(text).sentences().json() as { sentence?: { subject?: string } }[])[0]?.sentence;
  const subject = s?.subject?.trim();
  if (!subject || /^(we|i|you|they|it|there|this|that)$/i.test(subject)) return null;
  const at = text.toLowerCase().indexOf(subject.toLowerCase());
  return at >= 0 ? text.slice(at, at + subject.length) : subject;
}

/** The request's words about the readers, said to them: 'their card' gives 'your card', 'customers need to' gives 'you need to'. */
export function toReader(text: string, audienceWords: readonly string[] = []): string {
  const people = ['customers', 'clients', 'users', 'members', 'subscribers', 'patients', 'donors', 'supporters', 'volunteers', 'readers', 'guests', 'tenants', 'everyone', ...audienceWords].map((w) => escapeRegExp(w));
  const subject = new RegExp(`^(?:(?:our|all|existing|current|the)\\s+)*(?:${people.join('|')})\\b`, 'i');
  return text
    .replace(subject, 'you')
    .replace(/\bthey'(re|ll|ve|d)\b/gi, "you'$1")
    .replace(/\bthemselves\b/gi, 'yourselves')
    .replace(/\btheirs\b/gi, 'yours')
    .replace(/\btheir\b/gi, 'your')
    .replace(/\b(they|them)\b/gi, 'you')
    .replace(/\byou (is|was|has|does)\b/gi, (_m, v: string) => `you ${({ is: 'are', was: 'were', has: 'have', does: 'do' } as Record<string, string>)[v.toLowerCase()]}`);
}

/** Sentences of the instructions: a stop followed by a capital ends one ('$149.50' and 'Mr' do not). */
function sentencesOf(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+(?=[A-Z"“'(])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * A statement the request makes whole ('Easton stays open as normal till 10:30pm.') said as a labelled line
 * ('Easton: open as normal till 10:30pm.'): the copy gives the reader the fact without pasting the request's sentence.
 */
function restated(text: string): string {
  const s = (nlp(text).sentences().json() as { sentence?: { subject?: string; verb?: string } }[])[0]?.sentence;
  const subject = s?.subject?.trim();
  if (!subject || !s?.verb?.trim() || /^(we|i|you|they|it|there|this|that|he|she)$/i.test(subject)) return sentenceOf(text);
  const at = text.toLowerCase().indexOf(subject.toLowerCase());
  if (at !== 0) return sentenceOf(text);
  const rest = text.slice(subject.length).trim().replace(/^(?:is|are|will be|stays|stay|remains|remain|was|were)\s+/i, '');
  if (!rest || rest.split(/\s+/).length < 2) return sentenceOf(text);
  return sentenceOf(`${text.slice(0, subject.length)}: ${rest}`);
}
/**
 * 'asking if she'd book again for their Christmas party' as the question put to the reader: 'Would you like to book
 * again for your Christmas party?'; 'inviting them to the open evening': 'We'd love to see you at the open evening.'
 */
function questionOf(clause: string, audienceWords: readonly string[]): string | null {
  const asked = /^(?:ask|asking)\s+(?:her|him|them|if|whether)?\s*(?:if|whether)?\s*(?:she|he|they|the team|their team)\s*(?:'d|’d|\s+would|\s+will|\s+could|\s+can)\s+(?:like\s+to\s+|want\s+to\s+)?(.+)$/i.exec(clause.trim());
  if (asked) return `Would you like to ${toReader(stripEnd(asked[1]!), audienceWords)}?`;
  const invited = /^(?:invite|inviting)\s+(?:her|him|them)\s+to\s+(.+)$/i.exec(clause.trim());
  if (invited) return `We'd love to see you at ${toReader(stripEnd(invited[1]!), audienceWords)}.`;
  return null;
}
