import nlp from 'compromise';
import type { FactSource, PriceFact } from './fact-sheet.ts';
import { inCustomerStory, type DocumentItem } from './document-items.ts';
import { isProof, isTakings, PRICE_LINE, YEAR_SECTIONS } from './proof-facts.ts';
import { escapeRegExp } from '../../../domain/escape-reg-exp.ts';

// An amount written with its currency: '$49', '£12.50', '€1,200', 'USD 49', '49 dollars'.
const AMOUNT = /(?:(?<![\w.£$€])\d{1,3}(?:\.\d)?p(?![\w-])|\b\d{1,3}\s?(?:pence|cents)\b|(?<![\w.])\d{1,3}¢|[$£€¥]\s?\d(?:[\d,]*\d)?(?:\.\d{1,2})?(?:\s?k\b)?|\b(?:USD|GBP|EUR|CAD|AUD)\s?\d(?:[\d,]*\d)?(?:\.\d{1,2})?|\b\d(?:[\d,]*\d)?(?:\.\d{1,2})?\s?(?:dollars|pounds|euros|USD|GBP|EUR)\b)/g;
const HAS_AMOUNT = new RegExp(AMOUNT.source);
const PER: [RegExp, string][] = [
  [/^(?:month|mo|mth|monthly)$/i, 'month'],
  [/^(?:year|yr|annum|annual|annually|yearly)$/i, 'year'],
  [/^(?:week|wk|weekly)$/i, 'week'],
  [/^(?:quarter|quarterly)$/i, 'quarter'],
  [/^(?:day|daily)$/i, 'day'],
];
// What a price is for after 'per' or '/': a period, or a unit ('per user', 'a loaf').
// ('£180 a single day' is a day's price: 'single', 'full', 'half' and the like say which day.)
// ('£85 per six-week term', '£5 per frozen month': a word that says which term or month is part of the unit.)
const PER_AFTER = /^\s*(?:\/\s*([a-z][a-z-]*)|\s+(?:per|a|an)\s+(?:(?:single|full|whole|extra|additional)\s+)?((?:[a-z][a-z-]*\s+(?=(?:term|month|week|session|class|night|visit|lesson|block|course)s?\b))?[a-z][a-z-]*)|\s+(each|every)\b)/i;
const PER_WORDS = /\b(monthly|per month|a month|annually|per year|a year|yearly|one-off|one off|one-time|one time|lifetime|weekly|per week)\b/i;
const PLAN_NAMED = /\b((?:[A-Z][\w+&-]*\s){0,2}[A-Z][\w+&-]*)\s+((?:[Pp]lan|[Tt]ier|[Pp]ackage|[Bb]undle|[Bb]ox|[Ss]ubscription|[Mm]embership|[Ee]dition|[Oo]ption))\b/;
// Words that lead into a price without naming what it is for ('From $79 a month').
const PRICE_WORDS = /^(from|only|just|now|starting|starts|starting at|was|at|for|price|prices|plans?|pricing|costs?|fee|fees|total|all)$/i;
const PLAN_HEADERS = /^(plan|plans|tier|package|name|product|option|edition|subscription|membership|box|bundle|service|event|course|class|workshop|session|treatment|item|what)$/i;
// Sums that are not prices: what customers saved or earned.
// A penalty, an insurance cover or a sum found for a customer is no price of what is sold either.
const NOT_A_PRICE = /\b(sav(?:e|ed|es|ing|ings)|earn(?:ed|s)?|revenue|raised|recovered|found|worth of|lost|losing|cost (?:them|us|practices|owners)|back in|penalt(?:y|ies)|fined|indemnity|liability (?:insurance|cover)|insurance cover|cover(?:ed)? (?:up )?to)\b/i;

/** 'Average booking value: £310', 'Cost per lead: £14': a measure of results, labelled like a price but charged to nobody. */
export const RESULT_MEASURE = /\b(?:average (?:booking|order|sale|basket|transaction|job|customer|spend)(?: value)?|(?:order|booking|lifetime|customer) value|cost per (?:lead|booking|sale|acquisition|click|enquiry|inquiry|conversion|customer|job)|CPL|CPA|CAC|AOV)\b/i;

/** What an extra charge says after its amount: ' a month for each extra employee', ' per additional user'. */
const MULTI_BUY = /(?:,|\bor)?\s*\b(\d{1,2})\s+for\s+$/i;
const THEN_BEFORE = /\b(?:then|thereafter|after that)[,:]?\s*$/i;
const THEN_AFTER = /^(?:\s*\/\s*\w+|\s+(?:a|an|per)\s+\w+)?\s*,?\s+(?:after that|thereafter|afterwards)\b/i;
const EXTRA_BEFORE = /[;,]\s*((?:each|every|per|an?|any)\s+(?:extra|additional|further)\s+[a-z][\w-]*(?:\s[a-z][\w-]*)?)\s*(?:is\s+|costs?\s+|at\s+)?:?\s*$/i;
const EXTRA_CHARGE = /^(?:\s*\/\s*\w+|\s+(?:a|an|per)\s+\w+)?\s+(?:for|per)\s+(?:each|every|any)?\s*(?:extra|additional|further|more)\b/i;

/** 'usually £48', 'was £60', 'RRP £30': the price before a discount, not what it costs now. */
function wasPrice(text: string, amount: string): boolean {
  const a = escapeRegExp(amount);
  // 'save £10', 'saved $3,000': a sum saved or earned beside a price is no price either.
  // '£20 off any group course': a discount, not what something costs.
  return new RegExp(`\\b(?:usually|normally|was|were|rrp|instead of|full price|regular price|reg\\.?)\\s*:?\\s*${a}|\\b(?:sav(?:e|ed|es|ing)|earn(?:ed|s)?|recovered|raised|worth)\\s+(?:up to\\s+|over\\s+|an extra\\s+)?${a}|${a}\\s+off\\b`, 'i').test(text);
}

/** Amounts as written in a text. */
export function amountsIn(text: string): string[] {
  const found = [...text.matchAll(AMOUNT)].map((m) => m[0].trim());
  if (found.length || !/\b(dollars?|pounds?|euros?|quid|bucks)\b/i.test(text)) return found;
  // Amounts written in words ('twelve dollars') the parser reads as money.
  return (nlp(text).money().out('array') as string[]).map((m) => m.replace(/[.,;:!?]+$/, '')).filter((m) => /\d/.test(m));
}

function perOf(text: string, amount: string, header = ''): string | null {
  const at = text.indexOf(amount);
  const after = at >= 0 ? PER_AFTER.exec(text.slice(at + amount.length)) : null;
  if (after) {
    const unit = (after[1] ?? after[2] ?? 'each').toLowerCase();
    return PER.find(([p]) => p.test(unit))?.[1] ?? unit;
  }
  const words = PER_WORDS.exec(`${text} ${header}`)?.[1]?.toLowerCase();
  if (!words) return null;
  if (/month/.test(words)) return 'month';
  if (/year|annual/.test(words)) return 'year';
  if (/week/.test(words)) return 'week';
  return 'one-off';
}

function planOf(text: string): string | null {
  // The bracket is measured out: 'Puppy or kitten first course (two injections): £79' is named by its words outside it.
  const lead = /^((?:[^:–—|()]|\([^)]*\)){2,70}?)\s*(?::|–|—|\s-\s)\s*/.exec(text);
  // 'Pack walk (up to 4 dogs): £11/dog' is named 'Pack walk'; its bracket is a condition of the price (read in priceFacts).
  const leadName = lead?.[1]!.replace(/\s*\([^)]*\)\s*/g, ' ').trim();
  if (lead && leadName && leadName.length <= 40 && !HAS_AMOUNT.test(lead[1]!) && leadName.split(/\s+/).length <= 6) return leadName;
  const named = PLAN_NAMED.exec(text);
  // 'Our Smile Plan': a capitalised 'Plan' is part of the name.
  if (named && !/^(The|Our|Each|Every|A|An|This)$/.test(named[1]!)) return `${named[1]!.replace(/^(?:The|Our)\s+/, '')}${/^[A-Z]/.test(named[2]!) ? ` ${named[2]}` : ''}`;
  // 'Membership is £30 per month': the subject of 'is' or 'costs' before the amount.
  // ('After that storage is £2 a day': 'storage', the words of time before it are no part of the name.)
  const subject = /^(?:(?:After that|After this|Thereafter|Then|Beyond that),?\s+)?(?:The\s+|Our\s+|the\s+|our\s+)?([A-Za-z][\w&'+-]*(?:\s[\w&'+-]+){0,3}?)\s+(?:is|are|costs?|starts at|start at|is priced at|are priced at)\s+(?:just\s+|only\s+|from\s+)?(?:[$£€]|\b(?:USD|GBP|EUR)\b)/.exec(text);
  // A name in title case ('Care Club') is a name even when the parser takes its first word for a verb.
  const titled = /^[A-Z][\w&'+-]*(?:\s[A-Z][\w&'+-]*)+$/.test(subject?.[1] ?? '');
  if (subject && !/^(It|This|That|They|Price|Prices|Pricing|Cost|Everything|All|Each|Every)$/i.test(subject[1]!) && (titled || !nlp(subject[1]!).has('(#Pronoun|#Verb)'))) return subject[1]!;
  // 'Sourdough loaf £3.20 each': a price list's line names the item before its price.
  const item = /^([A-Z][^$£€\d:]{1,40}?)\s+(?:(?:from|starting at|only)\s+)?(?:[$£€]|\b(?:USD|GBP|EUR)\b)/.exec(text)?.[1];
  // The parser takes 'whitening' or 'Invisalign' for verbs, so a name is refused only for words that make it a clause.
  if (item && item.split(/\s+/).length <= 5 && !PRICE_WORDS.test(item.trim()) && !nlp(item).has('(#Modal|#Copula|#Auxiliary|#Preposition|#Pronoun|#Determiner|#Conjunction)') && !/\b(?:start|starts|cost|costs|costing|priced|charge|charges|pay|pays|is|are)$/i.test(item.trim())) return item.trim();
  return null;
}

// What a price is for, read token by token right after the amount: '/month', ' a month', ' per bike', ' per user/month', ' each'.
// 'per staff member', 'per team member': a unit of two words ends on a noun for a person or a thing counted.
const UNIT_TOKEN = /^(?:\s+(?:per|every|for each)\s+\d{1,3}\s+(?:minutes?|mins?|hours?|hrs?|days?|weeks?|miles?|km|kilometres?|kilometers?|pages?|words?|documents?|signatures?|stamps?)|\s*\/\s*[a-z][a-z-]*|\s+(?:a|an|per|every)\s+(?:(?:single|full|whole|half|extra|additional)\s+)?[a-z][a-z-]*(?:\s+(?:member|user|seat|person|employee|site|location|vehicle|device|licen[cs]e|account|worker|head|term|month|week|session|class|night|visit|lesson|block|course))?(?:\s*\/\s*[a-z][a-z-]*)?|\s+(?:each|one-off|one off|one-time|one time|monthly|annually|yearly|weekly|pp|a head|\+\s?VAT|(?:inc|incl|ex|excl)\.?\s+VAT))(?![\w-])/i;
const RECURRING = /\b(month|mo|mth|monthly|year|yr|annum|annual|annually|yearly|week|wk|weekly|quarter|quarterly|day|daily|fortnight)\b/i;
// Headers whose cells list what a plan includes, and headers whose cells describe the service in a phrase.
const INCLUDES_HEADERS = /(includ|features?|what you get|benefits?|perks|extras|comes with|contents|in the box|what['’]?s in it|what['’]?s in)/i;
const DETAIL_HEADERS = /^(notes?|description|details?|about|summary|what it is|info|information|turnaround|time|times|duration|length|how long|dates?|when|day|days)$/i;
const CONDITION_HEADERS = /^(conditions?|minimum|min\.?|commitment|contract|term|terms|billing|eligibility|who for|for)$/i;
// A cell that only ticks or crosses a feature in a comparison table.
const TICK = /^(?:✓|✔|✅|yes|y|included|x|☑)$/i;
const CROSS = /^(?:✗|✘|❌|no|n|-|–|—|n\/a|none|not included)$/i;

interface PriceParts {
  unit: string | null;
  conditions: string[];
  includes: string[];
  details: string[];
}

function endsWithVerb(text: string): boolean {
  const terms = (nlp(text).json() as { terms: { tags: string[] }[] }[])[0]?.terms ?? [];
  const last = terms[terms.length - 1];
  return terms.length > 1 && !!last && (last.tags.includes('PastTense') || last.tags.includes('Participle'));
}

/** The items of a list written in one line: split at semicolons, and at commas when every piece is a phrase of its own. */
export function listItems(text: string): string[] {
  const out: string[] = [];
  for (const part of text.split(/\s*;\s*/)) {
    const pieces: string[] = [];
    for (const piece of part.split(/\s*,\s*/).map((p) => p.trim()).filter(Boolean)) {
      // 'CIS deductions at 20%, 30% or gross', 'sync with Xero, QuickBooks Online or Sage': names or figures listed
      // inside one item, after the words that say what they are.
      const before = pieces[pieces.length - 1];
      const inner = !!before && before.split(/\s+/).length >= 2 && piece.split(/\s+/).length <= 8 && ((/\d%?$/.test(before) && /^[£$€]?\d/.test(piece)) || (/\s(?:with|to|from|for|in|on|at|via|like)\s+[A-Z][\w&-]*(?:\s+[A-Z][\w&-]*)*$/.test(before) && /^[A-Z]/.test(piece)));
      if (inner) pieces[pieces.length - 1] = `${before}, ${piece}`;
      else pieces.push(piece);
    }
    // 'Brakes, tyres, gears and bolts checked' is one clause: a verb at the end of a list says what was done to all of it.
    const oneClause = pieces.length > 1 && pieces.some((p) => endsWithVerb(p.replace(/\s+(?:with|plus|including)\b.*$/i, '')));
    const items = oneClause ? [part.trim()] : pieces;
    // 'unlimited projects, SSO and priority support': the last two of a comma list are joined by 'and'.
    const lastAnd = items.length > 1 ? /^(.+?)\s+and\s+(.+)$/.exec(items[items.length - 1]!) : null;
    if (lastAnd && !/^(plus|with|including)\b/i.test(items[items.length - 1]!)) items.splice(items.length - 1, 1, lastAnd[1]!, lastAnd[2]!);
    for (const item of items) {
      // 'Everything in Everyday, plus a quarterly check' stays one item: 'plus' leans on what came before.
      // 'two check-ups, annual boosters, and 10% off': the last of three or more after a serial comma is an item of its own.
      if (items.length >= 3 && item === items[items.length - 1] && /^and\s+\S/i.test(item)) out.push(item.replace(/^and\s+/i, '').replace(/[.]+$/, ''));
      else if (out.length && /^(plus|with|including|and|or|but|then)\b/i.test(item)) out[out.length - 1] = `${out[out.length - 1]}, ${item}`;
      else if (item) out.push(item.replace(/[.]+$/, ''));
    }
  }
  return out;
}

/** What an amount in a text is for, exactly as written after it ('a month per bike'), or null. */
export function unitAfter(text: string, amount: string): string | null {
  const at = text.indexOf(amount);
  return at < 0 ? null : partsAfter(text.slice(at + amount.length)).unit;
}

/** The unit after an amount and what the rest of its stretch of text says: conditions, inclusions, details. */
function partsAfter(rest: string): PriceParts {
  let unit = '';
  let tail = rest;
  for (let m = UNIT_TOKEN.exec(tail); m; m = UNIT_TOKEN.exec(tail)) {
    unit += m[0];
    tail = tail.slice(m[0].length);
  }
  // 'Exam preparation – €180, one-off': the unit after a comma.
  const late = /^\s*,\s*(one-off|one off|one-time|one time|monthly|annually|yearly|weekly)(?![\w-])/i.exec(tail);
  if (!unit && late) {
    unit = late[1]!;
    tail = tail.slice(late[0].length);
  }
  const parts: PriceParts = { unit: unit.trim() || null, conditions: [], includes: [], details: [] };
  // Bracketed notes are conditions ('(5 bikes or more)', '(billed annually)'), unless they list inclusions.
  tail = tail.replace(/\s*\(([^()]+)\)/g, (_, inner: string) => {
    const inc = /^(?:includes?|including|incl\.?|with)\s+(.+)$/i.exec(inner.trim());
    // '(yearly service, priority booking, no call-out fee)': a list of three or more with no condition word is what it includes.
    const listed = !inc && inner.split(/\s*,\s*/).length >= 3 && !/^for\b|\b(?:if|when|min(?:imum)?|billed|paid|up to|or more|over|under|per|VAT)\b/i.test(inner) ? listItems(inner) : null;
    if (inc) parts.includes.push(...listItems(inc[1]!));
    else if (listed) parts.includes.push(...listed);
    else parts.conditions.push(inner.trim().replace(/:\s+/g, ', '));
    return '';
  });
  const clauses = tail.replace(/^\s*[,.;]?\s*/, '').replace(/[.;,\s]+$/, '');
  if (!clauses) return parts;
  const inc = /^(?:(?:and|,)\s+)?(?:it\s+)?(?:includes?|including|incl\.?|comes with|gets you|covers|with)\s+(.+)$/i.exec(clauses);
  const listed = /^(?:[:—–]|-\s)\s*(.+)$/.exec(clauses);
  const cond = /^((?:billed|paid|charged|up to|for|minimum|min\.?|when|if|on (?:orders|the)|with a minimum|payable|from\s+\S+\s+(?:to|until|till)\b|between)\b.+?)(?:[,;]\s*(?:and\s+)?(?:includes?|including|with)\s+(.+))?$/i.exec(clauses);
  if (inc) parts.includes.push(...listItems(inc[1]!));
  else if (listed) parts.includes.push(...listItems(listed[1]!));
  else if (cond) {
    parts.conditions.push(cond[1]!.trim());
    if (cond[2]) parts.includes.push(...listItems(cond[2]));
  } else parts.details.push(clauses.replace(/\s+[—–]\s+/g, ', '));
  return parts;
}

/** A cell written as a sentence with a subject of its own: 'We measure the space …', 'You get two visits a month'. */
const SUBJECT_CLAUSE = /^(?:we|you|they|i|our (?:team|engineers?|staff|experts?))\s+(?!all\b|both\b)[a-z]+/i;

/** A table cell other than the name and price, as an inclusion ('Up to 3 chairs', 'Email support') or a detail. */
function cellPart(header: string, value: string, parts: PriceParts): void {
  const v = value.replace(/\s+[—–]\s+/g, ', ').replace(/[.]+$/, '');
  const h = header.trim();
  if (CROSS.test(v)) return;
  if (TICK.test(v)) {
    if (h) parts.includes.push(h);
    return;
  }
  // ('We measure the space, test your water and sketch three options': a sentence with its own subject says what
  // happens, and is no list of things included.)
  if (SUBJECT_CLAUSE.test(v)) parts.details.push(v);
  else if (!h || INCLUDES_HEADERS.test(h)) parts.includes.push(...listItems(v));
  else if (DETAIL_HEADERS.test(h)) parts.details.push(v);
  else if (CONDITION_HEADERS.test(h)) parts.conditions.push(v);
  else {
    // 'Support: Email' reads 'Email support'; 'Chairs: Up to 3 chairs' already names what it counts.
    const head = h.toLowerCase().replace(/s$/, '');
    const named = v.toLowerCase().includes(head);
    parts.includes.push(named || v.split(/\s+/).length > 3 || /,\s/.test(v) ? v : `${v} ${h.toLowerCase()}`);
  }
}

/** Whether a price recurs: a period in its unit, or a plan, subscription or membership with no one-off marker. */
function billingOf(unit: string | null, per: string | null, context: string): 'recurring' | 'one-off' {
  if (unit && RECURRING.test(unit)) return 'recurring';
  if (per && ['month', 'year', 'week', 'quarter', 'day'].includes(per)) return 'recurring';
  if (unit && /one[- ]?(?:off|time)/i.test(unit)) return 'one-off';
  return /\b(subscription|membership|monthly|per month|a month|annual plan)\b/i.test(context) ? 'recurring' : 'one-off';
}

/** 'free on orders over £60', '(minimum £40 a month)': an amount that is a threshold or a floor of another price, not a price. */
function isThreshold(text: string, amount: string): boolean {
  return new RegExp(`\\b(?:over|above|under|below|minimum(?: order| charge| spend)?|min\\.?|at least|up to|worth|capped at|max(?:imum)?)\\s+(?:of\\s+)?${escapeRegExp(amount)}(?!\\d|[.,]\\d)`, 'i').test(text)
    // '£150 minimum order', '£35 min spend': the minimum said after its amount is a threshold too.
    || new RegExp(`${escapeRegExp(amount)}\\s+(?:minimum|min\\.?)(?:\\s+(?:order|spend|charge|purchase))?\\b`, 'i').test(text);
}

/** '$100,000 in E&O insurance', 'a £25,000 surety bond', 'insured up to £5m': a sum of cover the business holds, never a price. */
function isCover(text: string, amount: string): boolean {
  const at = text.indexOf(amount);
  if (at < 0) return false;
  const near = text.slice(Math.max(0, at - 40), at + amount.length + 50);
  return /\b(?:insurance|insured|indemnity|liability|cover(?:ed|age)?|bond(?:ed)?|surety|guarantee fund|protection up to)\b/i.test(near) && !/\b(?:costs?|price|fee|per|a month|a year|premium you pay)\b/i.test(text.slice(at + amount.length, at + amount.length + 12));
}

// A charge on top of what is sold: 'setup fee', 'call-out fee', 'missed-appointment fee', 'deposit'.
const FEE = /\b(?:fees?|surcharge|deposit|penalty|late charge|admin charge|call-out charge)\b/i;

// Money paid to someone else ('Fees you pay to the DVSA, not to us'): a cost of buying, never a price of what is sold.
const THIRD_PARTY = /\b[Nn]ot (?:paid )?to us\b|\b[Tt]hird[- ][Pp]art(?:y|ies)\b|\b(?:[Yy]ou )?pa(?:y|ys|id|ying)\s+(?:directly\s+)?to\s+(?:the\s+)?(?!us\b)[A-Z]/;

/** 'a £20 missed-appointment fee applies': the fee named after its amount, when the line names none before it. */
function feeNamedAfter(text: string, amount: string): string | null {
  const m = new RegExp(`${escapeRegExp(amount)}\\s+((?:[\\w-]+\\s){0,2}(?:fee|surcharge|deposit|charge))\\b`, 'i').exec(text);
  return m ? `${m[1]!.charAt(0).toUpperCase()}${m[1]!.slice(1)}` : null;
}

// A note that holds for every price of the document: 'All prices exclude VAT at 20%', 'Prices are plus VAT'.
const VAT_EXCLUDED = /\b(?:prices?|fees?|amounts?|rates?)\b[^.]*\b(?:exclud\w*|excl?\.?|ex|plus|before)\s*(?:of\s+)?VAT\b|\bVAT\b[^.]*\b(?:not included|is extra|charged on top|added)\b/i;


/** Whether the words just before an amount say 'from' ('from £49', 'starting at $9'). */
function isFrom(before: string): boolean {
  return /\b(?:from|starting at|starts? at|starting from|prices? from)\s*:?\s*$/i.test(before);
}

/** In a line with several amounts ('Commuter £9, Everyday £15'), the words naming each one. */
function nameBefore(before: string): string | null {
  // 'Kitten: £16.50 a month. Puppy: £18.50': a label and its colon right before the amount name it, prepositions and all ('Dog up to 20 kg:').
  const label = /(?:^|[.;]\s+)([A-Z][^.;:$£€]{0,40}):\s*$/.exec(before)?.[1]?.trim();
  if (label && label.split(/\s+/).length <= 6 && !PRICE_WORDS.test(label)) return label;
  // ('extra child (3 to 15) £5': the bracket says which, and stays with the name.)
  const trimmed = before.replace(/\s+$/, '');
  const bracket = /\s*(\([^()]*\))$/.exec(trimmed);
  const core = bracket ? trimmed.slice(0, bracket.index) : trimmed;
  // ('… the first bag of logs. Extra logs £7 a bag': a sentence before ends where this name begins.)
  const words = core.split(/[,;:(]|\.\s+|\band\b|\bor\b/).pop()!.trim();
  if (!words || words.split(/\s+/).length > 4 || PRICE_WORDS.test(words)) return null;
  if (nlp(words).has('(#Copula|#Modal|#Auxiliary|#Preposition|#Pronoun)')) return null;
  // ('Extras: extra adult £8': a name written in lower case after a comma or colon, when it ends on a noun.)
  if (!/^[A-Z]/.test(words) && !(/[,:]\s*$/.test(core.slice(0, core.length - words.length)) && nlp(words).has('#Noun$') && !/\d/.test(words))) return null;
  const name = `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
  return bracket ? `${name} ${bracket[1]}` : name;
}

// 'Includes two loaves and a jar of jam', 'Includes: annual service, …': what the price line before it includes (the colon, when written).
const INCLUDES_LINE = /^(?:it\s+|this\s+|each\s+\w+\s+)?(?:includes?|comes with|gets you)(:?)\s+(.+)$/i;

/** What an includes line lists, added to every price its price line gave ('Kitten: £16.50 … Puppy: £18.50 …' both include it). */
function addIncludes(facts: PriceFact[], priceLine: DocumentItem, listed: string): void {
  for (const f of facts.filter((x) => x.text === priceLine.text.replace(/[.;]+$/, '') && x.section === priceLine.section)) f.includes = [...(f.includes ?? []), ...listItems(listed)];
}

// A heading that names a plan ('Little Paws Plan — for puppies and kittens up to 12 months'): its name, before the dash.
const PLAN_HEADING = /^((?:[A-Z][\w'&+-]*\s+){0,4}(?:Plan|Membership|Package|Club|Bundle|Subscription|Scheme|Pass))\b/;
// A line of labelled prices: 'Kitten: £16.50 a month. Puppy: £18.50 a month'.
const LABELLED = /^[A-Z][^:$£€]{0,40}:\s*(?:from\s+)?[$£€]\s?\d[\d,.]*\d?[^.;\d]*[.;]\s+[A-Z][^:$£€]{0,40}:\s*(?:from\s+)?[$£€]/;

/**
 * The prices and plans of a document's statements: each amount with its name (a table's plan column, the words
 * before a colon, 'the Pro plan'), what it is per as written, its conditions, what it includes and whether it
 * recurs. A table row keeps its other columns as inclusions or details.
 */
/**
 * 'Worked example: a 20-worker firm on Crew pays 20 × £6 = £120 a month': a sum worked out for one buyer shows how a
 * price adds up; its amounts are no price of their own, nor its sentences terms.
 */
export function isWorkedSum(item: DocumentItem): boolean {
  return /\b(?:worked examples?|examples?|how (?:it|the price|the maths) (?:adds up|works out)|calculation)\b/i.test(item.section) && !item.cells || /\d\s*[×x*]\s*[£$€]?\s?\d[\d,.]*\s*=/.test(item.text);
}

export function priceFacts(items: readonly DocumentItem[], source: FactSource): PriceFact[] {
  const facts: PriceFact[] = [];
  let last: { fact: PriceFact; item: DocumentItem } | null = null;
  for (const item of items) {
    // 'Not included: the theory test (£23 …)': what the price leaves out is no price of anything sold here.
    if (isProof(item) || isTakings(item) || isWorkedSum(item) || YEAR_SECTIONS.test(item.section) || /^(?:not included|excluded|extras not included|what's not included)\s*:/i.test(item.text) || inCustomerStory(item) || (!item.cells && NOT_A_PRICE.test(item.text) && !PRICE_LINE.test(item.text))) continue;
    if (item.cells) {
      // With a price column, only its cells are prices: 'Pumpkins for sale from £2.50' in the notes is no price of the event.
      // ('You save: £20' is what a block saves, not a price of it.)
      const amounted = item.cells.filter((c) => amountsIn(c.value).length && !/\b(?:save|saves|saving|savings|discount|off)\b/i.test(c.header));
      const byHeader = amounted.filter((c) => /^(?:price|prices|cost|costs|fee|fees|price per \w+|ticket|tickets|entry)$/i.test(c.header.trim()));
      const priced = byHeader.length ? byHeader : amounted;
      if (!priced.length) continue;
      if (isPriceRowOfColumns(item)) {
        facts.push(...columnPlans(item, items, source));
        last = null;
        continue;
      }
      const planCell = item.cells.find((c) => PLAN_HEADERS.test(c.header)) ?? item.cells.find((c) => !amountsIn(c.value).length);
      const plan = planCell?.value ?? null;
      const others = item.cells.filter((c) => c !== planCell);
      const text = `${plan ? `${plan} — ` : ''}${others.map((c) => (c.header ? `${c.header}: ${c.value}` : c.value)).join('; ')}`;
      for (const cell of priced) {
        const cellAmounts = amountsIn(cell.value);
        for (const [k, amount] of cellAmounts.entries()) {
          if (wasPrice(cell.value, amount) || isThreshold(cell.value, amount)) continue;
          const at = cell.value.indexOf(amount);
          // '£4 per employee per month (minimum £40 a month)': an amount in the bracket of another is its condition.
          if (k > 0 && /\([^)]*$/.test(cell.value.slice(0, at))) continue;
          const parts = partsAfter(cell.value.slice(at + amount.length));
          // '| Per worker per month |' over '| £4 |': the column says what the bare amount is for.
          if (!parts.unit && /^(?:per|\/)\s*\w/i.test(cell.header.trim()) && cell.value.trim() === amount) parts.unit = cell.header.trim().toLowerCase();
          for (const other of others) if (other !== cell && !priced.includes(other)) cellPart(other.header, other.value, parts);
          const per = perOf(cell.value, amount, cell.header);
          const fact = priceFact(text, source, plan, amount, per, parts, isFrom(cell.value.slice(0, at)), `${cell.header} ${item.section}`, item.section);
          // (A notes cell that mentions an amount, 'Pumpkins for sale from £2.50', is no column of prices.)
          const priceCells = priced.filter((c) => c.value.split(/\s+/).length <= 6);
          facts.push(priceCells.length > 1 && priceCells.includes(cell) && cell.header && !PRICE_ROW_LABEL.test(cell.header) ? { ...fact, column: cell.header } : fact);
        }
      }
      last = null;
      continue;
    }
    // 'Includes: annual service, parts up to £300 a year' under a price line lists what that price includes, amounts and all.
    const includesLine = last && last.item.section === item.section && !item.cells ? INCLUDES_LINE.exec(item.text.replace(/[.]+$/, '')) : null;
    if (includesLine?.[1] && last) {
      addIncludes(facts, last.item, includesLine[2]!);
      continue;
    }
    // Under '## Winter Service Club (membership)', after '- £8 a month', the bullets are what the membership gives
    // ('Covers two services a year (worth £130)', 'Members skip the queue'): a 'worth' is no price of its own.
    const headingPlan = last && last.item.section === item.section && item.kind === 'bullet' && last.fact.plan && item.section.toLowerCase().startsWith(last.fact.plan.toLowerCase());
    if (headingPlan && last && (!amountsIn(item.text).length || /^(?:covers?|includes?|comes with|gets you)\b/i.test(item.text))) {
      last.fact.includes = [...(last.fact.includes ?? []), item.text.replace(/[.;]+$/, '').replace(/^(?:covers?|includes?|comes with|gets you)\s+/i, '')];
      continue;
    }
    const amounts = amountsIn(item.text);
    // '### Toolbox: £85 a month' over '- Up to 60 bank transactions a month': what is listed under a priced heading is that plan's.
    const headed = !amounts.length ? facts.filter((f) => f.heading === item.section) : [];
    if (headed.length) {
      for (const f of headed) {
        if (item.kind === 'bullet') f.includes = [...(f.includes ?? []), item.text.replace(/[.;]+$/, '')];
        else f.details = [...(f.details ?? []), item.text.replace(/[.;]+$/, '')];
      }
      continue;
    }
    if (!amounts.length) {
      // 'Includes two loaves and a jar of jam.' after a price line lists what that price includes.
      // ('Includes: …' under 'Kitten: £16.50 a month. Puppy: £18.50 a month' is what both prices include.)
      const inc = INCLUDES_LINE.exec(item.text.replace(/[.]+$/, ''));
      if (inc && last && last.item.section === item.section) addIncludes(facts, last.item, inc[2]!);
      else last = null;
      continue;
    }
    // 'Basic ($9/mo): 1 site' reads as 'Basic $9/mo: 1 site'.
    const line = item.text.replace(/^([^()$£€\d]{2,40}?)\s*\(\s*((?:from\s+)?[$£€][^()]+)\)/i, '$1 $2');
    const plan = planOf(line);
    // 'Pack walk (up to 4 dogs): £11/dog': the bracket in the name is a condition of the price.
    const leadBracket = /^([^:–—|()]{2,40}?)\s*\(([^)]+)\)\s*(?::|–|—|\s-\s)/.exec(line)?.[2];
    const several = amounts.length > 1;
    let from = 0;
    for (const [i, amount] of amounts.entries()) {
      const at = line.indexOf(amount, from);
      from = at + amount.length;
      if (wasPrice(line, amount)) continue;
      // 'free on orders over £60' is a threshold, not a price; '$100,000 in E&O insurance' is cover the business holds.
      if (isThreshold(line, amount) || isCover(line, amount)) continue;
      // An amount in the bracket after another amount is a condition of it ('£12 a month (minimum £36)').
      if (i > 0 && /\([^)]*$/.test(line.slice(0, at))) continue;
      // '£25 a month for up to 3 employees, then £5 a month for each extra employee': the second is the first's extra charge.
      // '£650 for two weeks, then £60 a week' (or '£60 a week after that'): the second is what the first goes on costing.
      const after = line.slice(from).split(/[.;]/)[0]!;
      const extra = i > 0 && last?.item === item ? EXTRA_CHARGE.test(after) || THEN_BEFORE.test(line.slice(0, at)) || THEN_AFTER.test(after) : false;
      // '£6.50 each, 4 for £22': the second is a multi-buy of the first, said with it, not a price of its own.
      const multi = i > 0 ? MULTI_BUY.exec(line.slice(0, at)) : null;
      const multiOf = multi && last && last.item === item ? (last as { fact: PriceFact }).fact : null;
      if (multi && multiOf) {
        multiOf.conditions = [...(multiOf.conditions ?? []), `${multi[1]!} for ${amount}`];
        continue;
      }
      // 'Pool party (…): £150; each extra child £9': what one more costs, named before its amount, is a condition of the
      // price before it, and no detail of that price's own.
      const oneMore = i > 0 && last?.item === item ? EXTRA_BEFORE.exec(line.slice(0, at)) : null;
      if (oneMore) {
        const named = oneMore[1]!.trim();
        last!.fact.details = (last!.fact.details ?? []).filter((d) => !d.includes(named));
        last!.fact.conditions = [...(last!.fact.conditions ?? []), `${named} ${amount}`];
        continue;
      }
      if (extra) {
        const before = (last!.fact.conditions ?? []).map((c) => c.replace(/,?\s*then$/i, '')).filter(Boolean);
        last!.fact.conditions = [...before, `${THEN_AFTER.test(after) ? '' : 'then '}${amount}${after.replace(/\s+$/, '')}`];
        continue;
      }
      // ('£3.95, free over £35': a threshold after the price is part of its detail, not where the detail ends.)
      let after1 = i + 1;
      while (after1 < amounts.length && isThreshold(line, amounts[after1]!)) after1++;
      const next = after1 < amounts.length ? line.indexOf(amounts[after1]!, from) : -1;
      const multiBuy = next >= 0 ? MULTI_BUY.exec(line.slice(0, next)) : null;
      const stretch = line.slice(from, next >= 0 ? (multiBuy ? next - multiBuy[0].length : next) : undefined).replace(/[,;]?\s*(?:or\s*)?$/, '');
      // With several amounts, the stretch up to the next one ends where that one's name begins.
      // ('£12 a month. Oil boiler: £15 a month': the next one's label, its colon and all, is no part of this one.)
      // ('… the first bag of logs. Extra logs £7': the next one's name after a full stop is no part of this one either.)
      const parts = partsAfter(several && next >= 0 ? stretch.replace(/[.;]\s+[A-Z][^.;:$£€]{0,40}:\s*(?:from\s+)?$/, '').replace(/[.;]\s+[A-Z][\w'-]*(?:\s+[a-z][\w'-]*){0,3}\s*$/, '.').replace(/[,;]?\s*(?:or|and)?\s*(?:[A-Z][\w+&-]*\s?){0,3}(?:from\s+)?$/, '').replace(/,\s*[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,3}\s+from\s*$/, '') : stretch);
      // ('£200 small / £270 large': the word after each amount says which one it is; the slash between them is no detail.)
      parts.details = parts.details.map((d) => d.replace(/\s*\/\s*$/, '').replace(/\s*\($/, '').trim()).filter(Boolean);
      // ('£380 manual / £410 auto': a word or two between two amounts, with the slash, say which one it is, as its unit.)
      if (several && !parts.unit && parts.details.length === 1 && /^[a-z][\w-]*(?:\s[a-z][\w-]*)?$/i.test(parts.details[0]!) && new RegExp(`${escapeRegExp(amount)}\\s*${escapeRegExp(parts.details[0]!)}\\s*\\/|\\/\\s*${escapeRegExp(amount)}\\s*${escapeRegExp(parts.details[0]!)}`, 'i').test(line)) {
        parts.unit = parts.details[0]!;
        parts.details = [];
      }
      if (leadBracket) parts.conditions.unshift(leadBracket.trim());
      const before = line.slice(0, at);
      // 'Subscription: 3 bars every 2 months, £18, free UK delivery': what the name is, said between it and its price, is part of it.
      // (Only a name without figures, 'Fri 7 March: Glaze Night, £15' is dated, and its line is said as written.)
      const between = i === 0 && plan && !/\d/.test(plan) ? /^[^:–—]{2,70}?:\s*([^:$£€]{3,80}?),\s*$/.exec(before)?.[1]?.trim() : undefined;
      if (between && !/\d\s?%|\b(?:off|save|discount)\b/i.test(between) && between.split(/,\s*/).length === 1) parts.details.unshift(between);
      const named = several ? (nameBefore(before) ?? plan) : plan;
      const fee = named ? null : feeNamedAfter(line, amount);
      // 'a £20 missed-appointment fee applies': the words after the amount are its name, not a detail.
      if (fee) parts.details = [];
      const name = named ?? fee;
      // Under '### Little Paws Plan — for puppies and kittens', 'Kitten: £16.50 a month. Puppy: £18.50 a month' prices the
      // plan for each: the heading names the plan, the label whom each price is for.
      const labelled = several && named && LABELLED.test(line);
      // Under '## Family Saturdays', 'Two adults and up to two children: £150 for the tour' is the Family Saturdays
      // price: a short heading that names an offer, not a list of prices or terms, names the row it holds alone.
      // ('## Winter Service Club (membership)': the name, without the bracket that says what kind of thing it is.)
      const heading = item.section.replace(/\s*\([^()]{1,30}\)\s*$/, '').trim();
      const headingName = !name && !several && OFFER_HEADING.test(heading) && !GENERIC_HEADING.test(heading) ? heading : null;
      const planName = labelled ? (PLAN_HEADING.exec(item.section)?.[1]?.trim() ?? name) : name ?? headingName;
      const fact = priceFact(item.text.replace(/[.;]+$/, ''), source, planName, amount, perOf(line, amount), parts, isFrom(before), `${line} ${item.section}`, item.section);
      if (labelled && planName !== named) fact.column = named!;
      if (item.heading) fact.heading = item.text;
      facts.push(fact);
      last = { fact, item };
    }
  }
  return withDocumentNotes(facts, items);
}

const OFFER_HEADING = /^[A-Z][\w'’&-]*(?:\s+[\w'’&-]+){0,3}$/;
const GENERIC_HEADING = /\b(?:prices?|pricing|price list|rates?|fees?|charges?|costs?|terms|conditions|booking|bookings|policy|policies|faqs?|questions|notes?|extras?|add-?ons|payment|deposits?|refunds?|cancellations?|what's included|included|inclusions|overview|summary|about|contact|details|info|information|how it works|\d{4})\b/i;

/** Changing what was bought: pausing or freezing it, a rebooking, a lost card. */
// ('Zip replacement: £22' and 'Airport transfer: £40' are services sold: only pausing and rebooking are never sold alone.)
const CHANGE_TO_PURCHASE = /\b(?:paus(?:e|es|ing)|freez(?:e|es|ing)|suspen(?:d|ds|ding|sion)|rebook(?:s|ing)?|lost (?:card|pass|fob))\b/i;

/** Marks fees, and gives every price the document's VAT note as a condition when its prices are quoted without VAT. */
function withDocumentNotes(facts: PriceFact[], items: readonly DocumentItem[]): PriceFact[] {
  const notes = items.filter((i) => !amountsIn(i.text).length).map((i) => i.text);
  const excluded = notes.some((t) => VAT_EXCLUDED.test(t));
  return facts.map((f) => {
    // 'Gift memberships: £5 card fee': the words after the amount say it is a fee, whatever the line is named.
    // ('Turnaround: 10 working days; express 3 days for £25 extra': a sum said to be extra is charged on top of what is sold.)
    // ('## Fees' over 'Damage waiver: £2.50 per booking', 'Logs: £8 a basket': what a Fees or Extras heading lists is charged on top.)
    // ('We keep it free for 30 days. After that storage is £2 a day.': what is charged after a free spell is a fee.)
    // ('Outside those postcodes: £6 per visit', 'We can go further for £5 a lesson': a charge for going beyond the area
    // covered is on top of what is sold, never what it costs from.)
    const before = f.text.slice(0, Math.max(0, f.text.indexOf(f.amount)));
    const beyond = /\b(?:outside|beyond|further|farther|out of (?:area|hours))\b/i.test(before);
    // ('Pause your membership for £4 a month', 'Rebooking a missed lesson: £5': a change to what was bought is charged
    // for, never what it costs.)
    // ('Pool party: £150; each extra child £9': the charge for one more, after the price, is on top of it.)
    const onTop = CHANGE_TO_PURCHASE.test(before) || (amountsIn(before).length > 0 && isExtraCharge(f));
    const fee = beyond || onTop || /^(?:fees?|extras?|charges?|additional (?:fees|charges)|surcharges?|fees and extras|extras and fees)$/i.test((f.section ?? '').trim()) || /^(?:after that|after this|thereafter|beyond that|after \d+ (?:days?|weeks?|hours?|months?))\b/i.test(f.text) || FEE.test(f.plan ?? '') || (!f.plan && FEE.test(f.text)) || feeNamedAfter(f.text, f.amount) !== null || THIRD_PARTY.test(f.section ?? '') || THIRD_PARTY.test(f.text) || new RegExp(`${escapeRegExp(f.amount)}\\s+(?:extra|on top)\\b`, 'i').test(f.text) || new RegExp(`\\b(?:fee|surcharge|charge)\\s*\\(?\\s*(?:of\\s+)?${escapeRegExp(f.amount)}`, 'i').test(f.text);
    const conditions = f.conditions ?? [];
    const saysVat = [f.text, ...conditions, f.unit ?? ''].some((t) => /\bVAT\b/i.test(t));
    return { ...f, ...(fee ? { fee: true } : {}), ...(excluded && !saysVat ? { conditions: [...conditions, 'excluding VAT'] } : {}) };
  });
}

// A row label saying the row holds prices: the plans are then the columns ('| | Basic | Pro |' over '| Price | $29/mo | $79/mo |').
const PRICE_ROW_LABEL = /^(?:price|prices|pricing|cost|costs|fee|fees|monthly|monthly price|price per month|per month|annual|annually|yearly|price a month|subscription)$/i;

function isPriceRowOfColumns(item: DocumentItem): boolean {
  const [first, ...rest] = item.cells!;
  return !!first && PRICE_ROW_LABEL.test(first.value) && rest.length > 0 && rest.every((c) => c.header && !PRICE_ROW_LABEL.test(c.header));
}

/** Each column of a comparison table as a plan: its price from the price row, what it includes from the other rows. */
function columnPlans(row: DocumentItem, items: readonly DocumentItem[], source: FactSource): PriceFact[] {
  const headers = row.cells!.map((c) => c.header).join('\u0000');
  const table = items.filter((other) => other !== row && other.cells && other.section === row.section && other.cells.map((c) => c.header).join('\u0000') === headers);
  const facts: PriceFact[] = [];
  for (const cell of row.cells!.slice(1)) {
    for (const amount of amountsIn(cell.value).slice(0, 1)) {
      const at = cell.value.indexOf(amount);
      const parts = partsAfter(cell.value.slice(at + amount.length));
      const text = [`${cell.header} — ${row.cells![0]!.value}: ${cell.value}`];
      for (const other of table) {
        const label = other.cells![0]?.value ?? '';
        const value = other.cells!.find((c) => c.header === cell.header)?.value;
        if (!value || !label || amountsIn(value).length) continue;
        text.push(`${label}: ${value}`);
        cellPart(label, value, parts);
      }
      facts.push(priceFact(text.join('; '), source, cell.header, amount, perOf(cell.value, amount, row.cells![0]!.value), parts, isFrom(cell.value.slice(0, at)), `${row.cells![0]!.value} ${row.section}`, row.section));
    }
  }
  return facts;
}

function priceFact(text: string, source: FactSource, plan: string | null, amount: string, per: string | null, parts: PriceParts, from: boolean, context: string, section = ''): PriceFact {
  return {
    text,
    source,
    ...(section ? { section } : {}),
    plan,
    amount,
    per,
    unit: parts.unit,
    from,
    conditions: parts.conditions,
    includes: parts.includes,
    details: parts.details,
    billing: billingOf(parts.unit, per, context),
  };
}

/** A price for something on top ('extra firewood £12 a bag', 'additional guests £10'): never what the thing sold costs. */
export function isExtraCharge(price: PriceFact): boolean {
  const before = price.text.slice(0, Math.max(0, price.text.indexOf(price.amount)));
  // ('Weekly pay runs: add £1.50 per employee', 'Conservation glass upgrade: £25': added to what is sold, never where it starts.)
  return /\b(?:extra|additional|add-?ons?|add|surcharge|supplement|upgrades?)\b[^;.]*$/i.test(before);
}
