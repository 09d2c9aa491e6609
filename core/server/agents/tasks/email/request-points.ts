import nlp from 'compromise';
import type { Brief } from '../../brief/brief.ts';
import { requestParts } from '../../brief/request-parts.ts';
import { isNumberComma, splitOutsideBrackets } from '../../tools/split-outside-brackets.ts';

/**
 * What the request says the email should cover, sorted by what the copy does with it. The request's own
 * sentences never go into the copy as they are: an instruction about the writing ("use the one-pager", "keep
 * it short", "link to …") is dropped, and a point about the reader is said to the reader.
 */
export type RequestPoint =
  /** What the thing is, as the request describes it ('our free two-week coffee trial for offices'). */
  | { kind: 'what'; text: string }
  /** Something the reader liked ('the Ethiopian filter'). */
  | { kind: 'liked'; text: string }
  /**
   * A worry or question the reader raised, in the second person: 'about' a subject ('migration'), 'whether'
   * something holds ('you need teaching experience'), 'how' something works, or a 'worry' ('the machine would be hard to clean').
   */
  | { kind: 'concern'; text: string; asked: 'about' | 'whether' | 'how' | 'worry' }
  /** The next step the sender proposes ('a 30-minute call next Tuesday'), invites to ('the 10 January training') or asks for. */
  | { kind: 'next'; text: string; verb: 'suggest' | 'invite' | 'ask' }
  /** An item to cover: a newsletter section, something to mention or send ('0% finance', 'the fixed quote (£2,650)'). */
  | { kind: 'item'; text: string; verb: string | null }
  /** A statement about the reader, already in the second person ('You came to our info evening last night.'). */
  | { kind: 'about'; text: string };

export interface RequestPoints {
  /** The reader's first name when the request names one person ('to Priya Shah' gives 'Priya'). */
  recipient: string | null;
  /** Who signs the email when the request names them ('sign it from Mara, our practice lead'). */
  sender: Sender | null;
  /** A name the request quotes ('our newsletter "The Grind"'). */
  quoted: string[];
  points: RequestPoint[];
}

/**
 * Whether the request says what the email holds ('include the opening hours and …', a newsletter's listed stories):
 * then the email says those, and no version pads it with facts nobody asked for. Announcing a thing is no such list.
 */
export function dictatesContents(points: readonly RequestPoint[]): boolean {
  return points.some((p) => p.kind === 'item' && (p.verb === null || /^(?:include|mention|say|cover|explain|list|add|give|share|feature|highlight)$/.test(p.verb)));
}

/** Talk about the writing itself, never copy: sources, format, length, tone, links. */
const ABOUT_THE_WRITING = /\b(one-?pager|attached|attachment|document|doc|the facts|product sheet|words?|sentences?|bullets?|bullet points?|paragraphs?|subject lines?|preview text|tone|voice|cta|call to action|link|https?:\/\/|www\.|format|template|version|draft|copy|sign[- ]?off|emails?|sequence|characters?)\b/i;
/** Verbs that put something in the email: what follows is an item to cover. */
const ITEM_VERBS = 'say|mention|include|send|share|give|cover|feature|highlight|add|push|plug|promote|remind (?:them|her|him|readers|people|everyone) (?:of|about|that)|tell (?:them|her|him|everyone) about|welcome|thank|celebrate|announce|explain|list|show';
const NEXT_VERBS = /^(suggest|propose|offer|recommend|invite|ask)\s+(?:(?:her|him|them|everyone|people|readers|the reader|each)\s+)?(?:(?:to|for|about)\s+)?(.+)$/i;
/** Words that say a list of parts follows a colon ('three short sections: …'). */
const PARTS = /\b(sections?|stories|items?|things|topics|parts|points|updates|pieces|news|include|covering|cover|with|about)\b|\bnewsletter\b/i;

const TITLE = '(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof)\\.?';
const NAME = "[A-Z][a-z'’-]+";

export function requestPointsOf(brief: Brief): RequestPoints {
  const { instructions } = requestParts(brief.request);
  const points: RequestPoint[] = [];
  const recipient = recipientIn(brief.request);
  // 'three stories:' then a numbered or bulleted list, one per line: each line is an item, whole.
  const listed = /:\s*\n((?:\s*(?:\d{1,2}[.)]|[-*•])\s+[^\n]+(?:\n|$)){2,})/.exec(instructions);
  const head = listed ? instructions.slice(0, listed.index) : instructions;
  if (listed && PARTS.test(head.split('\n').at(-1) ?? '')) {
    for (const raw of sentencesOf(head)) points.push(...pointsIn(raw, recipient));
    for (const line of listed[1]!.split('\n')) {
      const text = line.replace(/^\s*(?:\d{1,2}[.)]|[-*•])\s+/, '').trim().replace(/[.]+$/, '');
      if (text) points.push({ kind: 'item', text, verb: null });
    }
  } else for (const raw of sentencesOf(instructions)) points.push(...pointsIn(raw, recipient));
  const seen = new Set<string>();
  const unique = points.filter((p) => {
    const key = `${p.kind}:${p.text.toLowerCase()}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { recipient, sender: senderIn(brief.request), quoted: quotedIn(instructions).filter((q) => !ABOUT_THE_WRITING.test(q) || q.split(' ').length <= 4), points: unique.slice(0, 8) };
}

/** Sentences of the instructions: a stop followed by a capital ends one ('£2,650' and 'Mr' do not). */
function sentencesOf(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    // (People type fast: '… under 150 words. mention the parking' starts a sentence with its verb, in lower case.)
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"“'(]|(?:mention|include|add|explain|remind|say|tell|cover|highlight)\b)/)
    .map((s) => s.trim().replace(/[.!?]+$/, ''))
    .filter(Boolean);
}

/** Names in quotation marks ('our newsletter "The Grind"'); an apostrophe inside a word ('dog's') is no quotation mark. */
function quotedIn(text: string): string[] {
  return [...text.matchAll(/(?:^|[\s(])["“‘']([^"”’'\n]{3,80})["”’'](?=$|[\s.,;:!?)])/g)].map((m) => m[1]!.trim());
}

function pointsIn(sentence: string, recipient: string | null): RequestPoint[] {
  const out: RequestPoint[] = [];
  // "announcing the Brew Club, our free two-week trial for offices": the apposition says what it is.
  // ('(about 420, a mix of clients and …)': an aside in brackets, and 'about' before a number, say no such thing.)
  const apposition = /\b(?:announcing|introducing|launching|promoting|about(?!\s+\d))\s+[^,:]+,\s+((?:our|a|an|the)\s+[^,:.]+)/i.exec(sentence.replace(/\([^)]*\)/g, ''))?.[1];
  if (apposition) out.push({ kind: 'what', text: apposition });
  // 'a body that tells her what happens next (photo shoot, first payout date, what certificates we need from her)': each
  // thing in the brackets is an item the email explains.
  const told = /\b(?:tells?|telling|explains?|explaining|covers?|covering|says?|saying)\s+(?:(?:her|him|them|readers|people|everyone|guests|customers|owners)\s+)?[^().;:]{0,60}?\(([^)]{5,240})\)/i.exec(sentence);
  // "a numbered 'what happens next' list: have your licence ready, your instructor texts you …, and …": each its own step.
  const stepsList = told ? null : /\b(?:what happens next|next steps?)\b["'’”]?\s+(?:list|section|steps)?\s*:\s*(.+)$/i.exec(sentence);
  const steps = told
    ? told[1]!.split(/,\s*/).flatMap((p) => p.split(/\s+and\s+/i)).map((p) => p.trim()).filter((p) => p.split(/\s+/).length >= 2 || /^[a-z]{4,}$/i.test(p))
    : stepsList
      ? stepsList[1]!.split(/,\s*(?:and\s+)?|\s+and\s+(?=(?:the|your|what|how|when|have|bring|we|our)\b)/i).map((p) => p.trim().replace(/[.]+$/, '')).filter((p) => p.split(/\s+/).length >= 2)
      : [];
  if (steps.length) {
    // ('Tell them what to bring (provisional licence, glasses if they need them)': each a thing to bring, said to them.)
    const act = told ? /\bwhat to (bring|wear|pack|take|have ready)\b/i.exec(sentence.slice(0, told.index + told[0].length))?.[1]?.toLowerCase() : undefined;
    const items: RequestPoint[] = steps.map((text) => ({ kind: 'item', text: act ? `${act} ${/^(?:a|an|the|your|their|his|her|some|any)\s/i.test(text) ? text : `your ${text}`}` : text, verb: 'explain' }));
    // ('…, explain the 48-hour rule, and gently mention the 10-hour block': what the sentence asks after the list.)
    const after = told ? sentence.slice(told.index + told[0].length).replace(/^[\s,;]+/, '') : '';
    return [...items, ...(after ? clausesOf(after).flatMap((c) => clausePoints(c.replace(/^(?:gently|briefly|also|then|just|quickly)\s+/i, ''), false)) : [])];
  }
  const colon = sentence.indexOf(': ');
  const head = colon > 0 ? sentence.slice(0, colon) : sentence;
  const tail = colon > 0 ? sentence.slice(colon + 2) : '';
  // "We're launching the Topper Plan next week: a fresh topper on top of your usual food": what it is.
  if (tail && /\b(launch|launching|introduc|announc|releas|unveil)/i.test(head) && /^(?:a|an)\s/i.test(tail) && !/\b(emails?|newsletter)\b/i.test(head)) {
    out.push({ kind: 'what', text: tail });
    return out;
  }
  // 'I want the lead item to be the Care Plus plan and a second item on the referral scheme': each item in turn.
  const named = /\b(?:lead|main|top|first)\s+(?:item|story|section|news item)\s+(?:to be|should be|will be|is|be|on|about|covering)\s+(.+?)(?:,?\s+(?:and|with|plus)\s+(?:a|the|one)\s+(?:second|next|another|other|smaller)\s+(?:item|story|section|piece)\s+(?:on|about|is|to be|covering|for)\s+(.+?))?\s*$/i.exec(sentence.replace(/[.!?]+$/, ''));
  if (named) {
    for (const text of [named[1], named[2]]) if (text && text.split(/\s+/).length >= 2) out.push({ kind: 'item', text: withoutSourceNote(text.trim()), verb: null });
    if (out.length) return out;
  }
  // 'Lead item: the new Saturday class, £90 for 6 weeks, only 6 per class': one item, its details after its name.
  if (tail && /^\s*(?:(?:lead|main|top|first|second|third|fourth|next|another|final|last)\s+)?(?:item|story|section|news item)(?:\s+\d)?\s*$/i.test(head)) {
    const text = withoutSourceNote(tail.trim().replace(/[.!?]+$/, ''));
    if (text) out.push({ kind: 'item', text, verb: null });
    return out;
  }
  // "three short sections: A, B, and C" or "newsletter for volunteers: welcome …, give …": each part an item.
  if (tail && PARTS.test(head) && !/^(?:audience|offer|code|deadline|tone|cta|link|registration|subject)\b/i.test(head.trim())) {
    for (const part of clausesOf(tail)) out.push(...clausePoints(part, true));
    return out;
  }
  // The reader, in a relative clause or a sentence of their own: 'who came to … and asked whether …'.
  // Only a person's clause: 'to Sam Patel, who …'; 'customers who …' is the audience, which the brief holds.
  // ('Sam liked the offline maps': the reader named by their first name.)
  const reader = /^(?:she|he|they)\s+(.+)$/i.exec(sentence) ?? (recipient && !/\s/.test(recipient) ? new RegExp(`^${recipient}\\s+(?!and\\b|or\\b)([a-z].+)$`).exec(sentence) : null) ?? /[A-Z][a-z'’-]+,\s+who\s+(.+)$/.exec(sentence);
  if (reader) {
    out.push(...readerPoints(reader[1]!));
    return out;
  }
  // 'Cover the glass upgrade, parking, and how to reach us': the parts after the first with no verb of their own
  // are more things to cover.
  let listing: string | null = null;
  for (const clause of clausesOf(sentence)) {
    const found = clausePoints(clause, false);
    const bare = clause.trim().replace(/[.!?]+$/, '');
    if (!found.length && listing && bare.split(/\s+/).length <= 10 && /[a-z]{4,}/i.test(bare) && !/^(?:please|use|keep|make|write|draft|do not|don't|no|only|just|it should|should|must|in a|sign|avoid|link|end|open|start|close|under|max|at most|each|every)\b/i.test(bare)) {
      out.push({ kind: 'item', text: withoutSourceNote(bare), verb: listing });
      continue;
    }
    const item = found.find((p) => p.kind === 'item');
    listing = item && item.kind === 'item' && item.verb && /^(?:cover|mention|include|explain)$/.test(item.verb) ? item.verb : found.length ? null : listing;
    out.push(...found);
  }
  return out;
}

/** A sentence's clauses at its commas, semicolons and 'and' before a verb, never inside brackets. */
function clausesOf(text: string): string[] {
  return splitOutsideBrackets(text, (t, i) => t[i] === ';' || (t[i] === ',' && !isNumberComma(t, i)))
    // ('Mention the free trial and keep it friendly': how to write it is a clause of its own, never an item.)
    .flatMap((p) => p.split(new RegExp(`\\s+and\\s+(?=(?:${ITEM_VERBS}|suggest|propose|invite|ask|keep|make|use|avoid|sound|stay|sign|end)\\b)`, 'i')))
    .map((p) => p.trim().replace(/^(?:and|or|then|also|plus)\s+/i, '').trim())
    .filter(Boolean);
}

/** One clause of the request: a next step, an item to cover, or (in a list of parts) the part itself. */
function clausePoints(clause: string, listed: boolean): RequestPoint[] {
  const c = clause.trim().replace(/[.!?]+$/, '');
  const what = /^it(?:'s| is)\s+((?:a|an|our|the)\s+.+)$/i.exec(c);
  if (what && !/^it(?:'s| is)\s+(?:for|to)\b/i.test(c)) return [{ kind: 'what', text: what[1]! }];
  const next = NEXT_VERBS.exec(c);
  if (next && !(next[1]!.toLowerCase() === 'offer' && /%|\bfree\b|\boff\b/.test(next[2]!))) {
    const verb = next[1]!.toLowerCase();
    // ('suggest he starts the free trial and runs it next to the paper': said to him, 'you start … and run it'.)
    const said = next[2]!.replace(/^(?:if|whether)\s+.*$/i, '').trim();
    const text = /^(?:he|she|they)\s/i.test(said) ? toSecondPerson(said).replace(/\s+and\s+([a-z]+)\b/g, (m, verb: string) => (/[^s]s$/.test(verb) ? ` and ${agree(verb)}` : m)) : said;
    // 'ask if they still want to hear from us' is a question for the copy, not a step to propose.
    if (!text) return [];
    return [{ kind: 'next', text, verb: verb === 'invite' ? 'invite' : verb === 'ask' ? 'ask' : 'suggest' }];
  }
  const item = new RegExp(`^(${ITEM_VERBS})\\s+(.+)$`, 'i').exec(c);
  if (item) {
    const text = withoutSourceNote(item[2]!);
    if (!text || (ABOUT_THE_WRITING.test(text) && !listed)) return [];
    const verb = item[1]!.split(' ')[0]!.toLowerCase();
    // 'the full opening hours and a short line on what happens out of hours': two things to include, each said of itself.
    return text
      .split(/\s+and\s+(?=(?:a|an|the|our|your|their|some|one)\s)/i)
      .map((part) => part.trim().replace(/^(?:a|one)\s+(?:short\s+|quick\s+|brief\s+)?(?:line|sentence|note|word|paragraph|bit|mention)\s+(?:on|about|saying|explaining|covering)\s+/i, ''))
      .filter((part) => part.split(/\s+/).length >= 2)
      .map((part) => ({ kind: 'item' as const, text: part, verb }));
  }
  if (/^(?:please|use|keep|make|write|draft|create|base|draw|pull|take|refer|do not|don't|no|only|just|full|it should|this should|should|must|need|in a|sign|avoid|link|end|open|start|close|short|friendly|under|max|at most)\b/i.test(c)) return [];
  if (listed) {
    const text = withoutSourceNote(c);
    return text && text.split(/\s+/).length >= 2 ? [{ kind: 'item', text, verb: null }] : [];
  }
  return [];
}

/** "Biscuit's story from the customer stories doc" is "Biscuit's story": where it is written is no part of it. */
function withoutSourceNote(text: string): string {
  return text
    // '… — all of that is in our new client welcome sheet', '(it's on our prices sheet)': where to find it, not what to say.
    .replace(/\s*\((?:it's|it is|they're|they are|that's|that is|all|both|see)\s+(?:in|on)\s+[^)]*\)/gi, '')
    .replace(/\s*[—–,-]\s*(?:all of (?:that|this|it)|that|this|it|these|those|both|everything)(?:'s|\s+is|\s+are)?\s+(?:in|on)\s+(?:our|the|my)\b.*$/i, '').replace(/\s+(?:from|in|on|see)\s+(?:our|the|my)\s+(?:[\w'-]+\s+){0,3}(?:doc|docs|document|sheet|one-?pager|brief|deck|pdf|list|guide|page|case study)\b.*$/i, '').trim();
}

export interface Sender {
  name: string;
  /** What they are at the company, when the request says ('our practice lead' gives 'practice lead'). */
  role: string | null;
}

const PERSON = `${NAME}(?:\\s+${NAME})?(?![\\p{L}])`;
const ROLE = "([a-z][a-z'-]*(?:\\s+[a-z][a-z'-]*){0,2})(?=\\s*[.,;:!?)]|\\s+(?:and|who|to|at|in|for|with)\\b|\\s*$)";
const SIGNED = new RegExp(`\\bsign(?:ed)?(?:\\s+(?:it|them|this|each(?:\\s+one)?|every\\s+(?:one|email)|each\\s+email|all\\s+(?:of\\s+)?(?:them|three|the emails))|\\s+off)*\\s+(?:off\\s+)?(?:from|by|as|with)\\s+(?:our\\s+([a-z][a-z'-]*(?:\\s+[a-z][a-z'-]*){0,2}),?\\s+)?(${PERSON})(?:,\\s+(?:our|the)\\s+${ROLE})?`, 'u');
const FROM_NAMED = new RegExp(`\\bfrom\\s+(${PERSON}),\\s+(?:our|the)\\s+${ROLE}`, 'u');
const FROM_ROLE = new RegExp(`\\bfrom\\s+our\\s+([a-z][a-z'-]*(?:\\s+[a-z][a-z'-]*){0,2}),?\\s+(${PERSON})`, 'u');
/** Words that look like a name at a sentence's start but are none. */
const NOT_A_NAME = /^(?:The|Our|This|That|An?|We|Us|You|Your|All|Everyone|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)\b/;

/**
 * Who the request says signs the email: 'sign it from Mara, our practice lead', 'signed by Tom Reyes', 'from our
 * founder, Sam'. The company's own name ('from the ChairTime team') is the team's sign-off, no person.
 */
export function senderIn(request: string): Sender | null {
  const signed = SIGNED.exec(request);
  const found = signed ? { name: signed[2]!, role: signed[1] ?? signed[3] ?? null } : (() => {
    const named = FROM_NAMED.exec(request);
    if (named) return { name: named[1]!, role: named[2]! };
    const role = FROM_ROLE.exec(request);
    return role ? { name: role[2]!, role: role[1]! } : null;
  })();
  if (!found || NOT_A_NAME.test(found.name)) return null;
  return { name: found.name, role: found.role?.trim() ?? null };
}

/**
 * The person one email is written to, as the greeting names them: 'to Mr and Mrs Adeyemi' greets 'Mr and Mrs
 * Adeyemi', 'to Dr Ana Ruiz' greets 'Dr Ruiz', 'after the demo with Marta Kowalski' and 'to Sam Patel, who…' greet
 * by the first name. A speaker or guest named with 'with' outside a meeting is no recipient.
 */
export function recipientIn(request: string): string | null {
  const line = request.split('\n')[0]!;
  const titled = new RegExp(`\\b(?:to|for|with|dear)\\s+(${TITLE}\\s+(?:and\\s+${TITLE}\\s+)?)(?:${NAME}\\s+)?(${NAME})\\b`).exec(line);
  if (titled) return `${titled[1]!.trim()} ${titled[2]}`;
  // ('signed up a new owner, Mrs Ellwood, with her cottage': a titled name set off after the person it is.)
  const apposed = new RegExp(`\\b(?:a|an|our|the)\\s+(?:new\\s+)?[a-z]+,\\s+(${TITLE})\\s+(?:${NAME}\\s+)?(${NAME}),`).exec(line);
  if (apposed) return `${apposed[1]!.trim()} ${apposed[2]}`;
  // ('a demo this morning with Tom Briggs', 'a call yesterday with Sam Patel': when it was may stand between.)
  const met = new RegExp(`\\b(?:demo|call|meeting|chat|conversation|visit|survey|consultation|tasting|session|interview|tour)\\s+(?:(?:this|last|yesterday|today|on|earlier)\\s+(?:[a-z]+\\s+)?)?with\\s+(${NAME})\\s+${NAME}\\b`).exec(line);
  if (met) return met[1]!;
  const to = new RegExp(`\\b(?:to|dear)\\s+(${NAME})(?:\\s+${NAME})?(?=,|\\s*\\(|\\s+(?:at|from|of|who|after|about|on)\\b|[.!?]?$)`).exec(line);
  return to && !/^(Our|The|This|An?|We|Us|You|Your|Office|Email|All|Everyone|Customers|Subscribers)$/.test(to[1]!) ? to[1]! : null;
}

/** "came to our evening and asked whether she needs teaching experience": one point per clause. */
function readerPoints(rest: string): RequestPoint[] {
  // ('liked the offline clock-in, was a bit sniffy about price': a comma before another verb of theirs parts them too.)
  const clauses = rest.split(/,?\s+but\s+|,\s+and\s+|;\s+|\s+and\s+(?=(?:asked|liked|loved|enjoyed|worried|wondered|said|mentioned|wants|wanted|was|is|seemed)\b)|,\s+(?=(?:was|is|seemed|asked|wondered|worried|said|mentioned|wants|wanted|thought|felt)\b)/i);
  return clauses.flatMap((clause): RequestPoint[] => {
    const c = clause.trim();
    const liked = /^(?:really\s+)?(?:liked|loved|enjoyed|was (?:impressed by|happy with|keen on)|likes|loves)\s+(.+)$/i.exec(c);
    if (liked) return [{ kind: 'liked', text: toSecondPerson(liked[1]!) }];
    // ('was a bit sniffy about price', 'seemed wary of the set-up fee': a doubt to answer, never told back to them.)
    const worry = /^(?:(?:was|is|were|seemed|sounded|felt)\s+)?(?:(?:a bit|a little|slightly|quite|rather|very)\s+)?(?:worried|concerned|unsure|not sure|nervous|sniffy|hesitant|wary|doubtful|sceptical|skeptical|put off|unconvinced|twitchy)\s+(?:about\s+|of\s+|by\s+|that\s+|whether\s+|if\s+)?(.+)$/i.exec(c);
    if (worry) return [{ kind: 'concern', text: toSecondPerson(worry[1]!), asked: 'worry' }];
    const asked = /^(?:asked|wondered|had (?:a )?questions?)\s+(about|whether|if|how)?\s*(.+)$/i.exec(c);
    if (asked) {
      // 'about migration and whether refunds happen in the ticket' is two questions.
      const parts = asked[2]!.split(/\s+and\s+(?=(?:whether|if|how|about)\b)/i);
      return parts.map((part, i): RequestPoint => {
        const lead = i === 0 ? (asked[1] ?? 'about').toLowerCase() : /^(whether|if|how|about)\b/i.exec(part)![1]!.toLowerCase();
        const text = toSecondPerson(i === 0 ? part : part.replace(/^(?:whether|if|how|about)\s+/i, '')).trim();
        return { kind: 'concern', text, asked: lead === 'if' ? 'whether' : (lead as 'about' | 'whether' | 'how') };
      });
    }
    if (ABOUT_THE_WRITING.test(c)) return [];
    // ('… and a payroll headache': a clause with no verb of its own says nothing the reader does.)
    const first = (nlp(c).json() as { terms: { tags: string[] }[] }[])[0]?.terms[0]?.tags ?? [];
    if (!first.includes('Verb')) return [];
    return [{ kind: 'about', text: `You ${agree(toSecondPerson(c))}.` }];
  });
}

function toSecondPerson(text: string): string {
  const turned = text.replace(/\b(her|his|their)\b/gi, 'your').replace(/\b(she|he|they)\b/gi, 'you').replace(/\bherself|himself|themselves\b/gi, 'yourself');
  // 'you needs' reads 'you need'.
  return turned.replace(/\byou\s+(\w+)\b/g, (_, verb: string) => `you ${agree(verb)}`);
}

/** 'runs a team' after 'You' reads 'run a team'; 'is' reads 'are', 'has' reads 'have', 'was' reads 'were'. */
function agree(predicate: string): string {
  const [verb = '', ...rest] = predicate.split(' ');
  const fixed = verb === 'is' ? 'are' : verb === 'has' ? 'have' : verb === 'was' ? 'were' : verb === 'does' ? 'do' : /[^s]s$/.test(verb) && !/(ss|us|is)$/.test(verb) ? verb.replace(/(ch|sh|x)es$/, '$1').replace(/ies$/, 'y').replace(/s$/, '') : verb;
  return [fixed, ...rest].join(' ');
}
