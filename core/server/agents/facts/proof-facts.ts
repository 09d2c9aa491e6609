import nlp from 'compromise';
import { rememberedReadings } from '../offline/text-readings.ts';
import type { FactSource, ProofFact } from './fact-sheet.ts';
import { FOR_STAFF, type DocumentItem } from './document-items.ts';
import { escapeRegExp } from '../../../domain/escape-reg-exp.ts';

// A result: something got better by a figure ('cut no-shows by 38%', 'filled 120 more chairs').
const RESULT = /\b(cut|cuts|reduc\w*|increas\w*|grew|grow\w*|sav(?:e|ed|es|ing)|rais(?:e|ed|ing)|boost(?:s|ed|ing)?|doubl\w*|tripl\w*|halv\w*|dropp?(?:ed|s)?|fell|lift(?:ed|s)?|improv\w*|recover\w*|won|fill(?:ed|s)?|gain\w*|achiev\w*|generat\w*|freed|slash\w*|shav\w*|went from|up from|down from)\b/i;
// Reach and ratings count as proof outside a price list ('trusted by 400 practices', 'rated 4.8/5').
const REACH = /\b(trusted by|used by|rated|loved by|served|serving|delivered|helped|reach(?:ed)?|customers|clients|practices use|reviews?|said|say|says|reported|felt|agree[sd]?|recommend\w*)\b/i;
const ACTOR = new RegExp(`((?:(?:[A-Z][\\w'&.-]*|&)\\s){2,6})(?=${RESULT.source.slice(3, -3)})`);
const MAX_PROOF = 40;
const PRICE_SECTIONS = /(pric|plan|cost|fee|tier|package|subscription)/i;
const RESULT_SECTIONS = /(result|case stud|customer|testimonial|review|proof|success|what .* say|impact|stories|story|trusted|award)/i;
// Figures as written: '38%', '$3,000', '3 months', '4.8/5', '2x', '1,200'.
const FIGURE = /(?:[$£€]\s?)?\d[\d,]*(?:\.\d+)?(?:\s?(?:%|x\b|k\b|\/\d+))?(?:\s(?:months?|weeks?|days?|hours?|minutes?|years?|per cent|percent))?/gi;

/** The figures in a text, as written, each once; a year alone is not a figure. */
// Figures spelled out with what they count ('six hours', 'twice as many').
const SPELLED = /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|a hundred|half)\s+(?:hours?|days?|weeks?|months?|years?|minutes?|times|percent|per cent)\b|\b(?:twice|three times|four times|double|triple|half)\b/gi;

export function figuresIn(text: string): string[] {
  const out: string[] = [];
  for (const m of [...text.matchAll(FIGURE), ...text.matchAll(SPELLED)].sort((a, b) => a.index - b.index)) {
    const f = m[0].trim().replace(/[,.]+$/, '');
    if (/^(19|20)\d\d$/.test(f)) continue;
    if (!out.includes(f)) out.push(f);
  }
  return out;
}

// How long or how often ('every two weeks', 'a 14-day trial', 'within 48 hours', 'since 2019'), which says nothing of a result.
const DURATIONS = /\b(?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|fifteen|twenty|thirty|forty|fifty|sixty|ninety|hundred|a hundred|half)[\s-](?:hours?|days?|weeks?|months?|years?|minutes?|mins?|hrs?)\b|\b(?:since|in|from) (?:19|20)\d\d\b/gi;
// 'Office box: £28', 'Starter — $49/month': a label and its price.
export const PRICE_LINE = /^[^:|—–]{2,60}(?::|\s[—–-])\s*(?:from\s+)?[$£€¥]\s?\d/i;

// Headings over what went wrong ('What did not go well', 'Complaints'): a figure there is a setback, never proof to tell customers.
export const SETBACKS = /(did ?n[o']t go (?:well|to plan)|went (?:badly|wrong)|what went wrong|did ?n[o']t work|complaints?|weakness(?:es)?|to improve|could (?:be|go) better|setbacks?|disappointments?)/i;

/** The business's own takings ('best April ever, £118k in the month', 'turnover £1.31m'): its accounts, neither a price nor proof for customers. */
export function isTakings(item: DocumentItem): boolean {
  return /\b(?:turnover|revenue|takings|gross profit|net profit|margin)\b/i.test(item.text) || (/[£$€]\s?\d[\d.,]*\s?[km]\b/i.test(item.text) && !RESULT.test(item.text));
}

/**
 * Headings over how the year went ('What went well', 'What went badly', 'The headline numbers') or how the marketing
 * did ('Marketing numbers, Oct–Dec'): no price list is written there ('Google Ads: £300 a month' is a spend, not a price).
 */
export const YEAR_SECTIONS = /\bwent (?:well|badly|wrong)\b|\bdid ?n[o']t go\b|\bheadline numbers\b|\bin review\b|\bthe numbers\b|\bin numbers\b|\b(?:marketing |ad |advertising )?(?:spend|budget)\b|\bcame from\b|\baims?\b|\bgoals?\b|\btargets?\b|\brevenue\b|\bturnover\b|\b(?:marketing|channel|campaign|ads?|advertising)\s+(?:numbers|figures|results|stats|performance|report)\b/i;

/** How a business's own marketing or service is measured: a figure of these is its own business, not a customer's gain. */
const OWN_MEASURE = /\b(?:open rates?|click(?:-through)? rates?|CTR|NPS|net promoter(?: score)?|bounce rates?|conversion rates?|unsubscribes?|churn(?: rate)?|ROAS|return on ad spend|ad spend|CP[ACLM]|cost per (?:lead|booking|click|acquisition|enquiry|sale|job|customer|order|install))\b/i;

/** Headings over how the business itself did ('Our numbers last year', 'How we did'), unlike a case study's 'The numbers'. */
// A report on a period of the business's own trading ('Autumn results (Sep-Nov)', 'Q3 marketing report', 'H1 2025 results')
// holds its own numbers: how its channels did is never a customer's result.
const OWN_FIGURES_SECTION = /\bour (?:numbers|figures|metrics|stats|kpis?)\b|\bhow we did\b|\b(?:spring|summer|autumn|fall|winter|christmas|q[1-4]|h[12]|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t|tember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|(?:19|20)\d\d|monthly|quarterly|annual|yearly|half-year(?:ly)?|year-end|end of (?:year|season)|weekly|marketing|channel|campaign|sales|trading)\b[\w\s&-]{0,20}?\b(?:results?|report|review|figures|numbers|performance|summary|round-?up)\b/i;

/** Whether the words name who a result or quotation is from ('use the Ann Walsh job as proof' names 'Ann Walsh, Sedbergh'). */
export function namesCustomerOf(words: string, proof: ProofFact): boolean {
  const who = proof.who?.split(/,\s*/)[0]?.trim() ?? '';
  if (who.length > 2 && words.toLowerCase().includes(who.toLowerCase())) return true;
  // ('Priya Shah, office manager, Severn Vale Accountants': the organisation named after the person is theirs too.)
  const named = (proof.who ?? '').split(/,\s*/).slice(1).map((part) => part.replace(/\s*\(.*$/, '').trim()).filter((part) => /^[A-Z]/.test(part) && part.split(/\s+/).length >= 2);
  if (named.some((part) => words.includes(part))) return true;
  // ('the Hollins case study' names 'Hollins & Co (22 staff) moved …' and 'Priya Hollins': a name of theirs, in capitals.)
  const lead = /^((?:[A-Z][\w'’&.-]*\s?){1,4})/.exec(proof.text)?.[1] ?? '';
  // (A person by their surname, 'Hollins' of 'Priya Hollins'; 'Rosa's story' names Rosa's own, told in the document.)
  const names = `${who.split(/\s+/).slice(-1)[0] ?? ''} ${lead}`.split(/[\s&]+/).filter((w) => /^[A-Z][a-z'’-]{3,}$/.test(w) && !NOT_A_NAME.test(w) && !/^(?:Case|Study|Client|Customer|Managing|Partner|Director|Owner|Manager|Founder|Team|Company|Group|Limited|Ltd)$/.test(w));
  return names.some((n) => new RegExp(`\\b${n}(?:'s|’s)?\\b`).test(words));
}

const LETDOWN = /\bbut\b[^.!?]*\b(?:got moved|moved (?:it|my|our)|cancel(?:led|ed)|(?:was|were|ran|came|arrived|turned up) (?:a bit |very |so )?late|rude|slow|disappoint\w*|overpriced|let (?:me|us) down)\b/i;

/** Whether a review gives fewer than four stars ('3 stars', '2/5', '★★★☆☆'). */
function lowRating(text: string): boolean {
  const stars = /\b([0-5](?:\.\d)?)\s*(?:-\s*)?(?:stars?|\/\s?5|out of 5)\b/i.exec(text)?.[1] ?? (/(★+)(?:☆|$|\s)/.exec(text)?.[1]?.length ?? null);
  return stars !== null && Number(stars) < 4;
}

/** Whether a statement is a result with its numbers, or a customer's words. */
export function isProof(item: DocumentItem): boolean {
  // ('Complaints fell from 9 a month to 1' is a result; 'our biggest complaint: 11 of 14 reviews' is not. 'NPS went up
  // from 52 to 71 after we added evening slots', 'cost per booking fell to £22.50' measure the business's own marketing.)
  if (isTakings(item)) return false;
  // A review of three stars or fewer ('(Dan P., Nov 2024, 3 stars)'), or one that turns to what went wrong ('Lovely groom
  // but my slot got moved twice'), is a complaint to answer, never a testimonial.
  if (item.kind === 'quote' && (lowRating(`${item.who ?? ''} ${item.text}`) || LETDOWN.test(item.text))) return false;
  if (SETBACKS.test(item.section) || FOR_STAFF.test(item.section) || (OWN_FIGURES_SECTION.test(item.section) && item.kind !== 'quote') || (/\bcomplain(?:t|ts|ed)?\b/i.test(item.text) && !RESULT.test(item.text))) return false;
  if (item.kind !== 'quote' && OWN_MEASURE.test(item.text) && (!RESULT.test(item.text) || !whoOf(item) || /\b(?:we|our|us)\b/i.test(item.text))) return false;
  const figures = figuresIn(item.text);
  // A customer's words under a heading that names them ('## Sam Okoro — van hire (Google review)') are theirs too.
  if (item.kind === 'quote' && (item.who || figures.length || sectionWho(item.section) || /\b(?:testimonials?|reviews?|(?:customers?|clients?|students?|patients?|people|guests?|members?|parents?)(?:'|s')? (?:say|said|words)|in (?:their|your|our) words|survey|feedback)\b/i.test(item.section))) return true;
  if (!figures.length) return false;
  // ('Contract: monthly on-site maintenance, £420 a month for the 14 bikes, started March 2024': what the customer
  // bought, labelled, is no result of it.)
  if (item.kind !== 'quote' && /^(?:contract|fees?|price|cost|budget|scope|duration|started|start date|services? (?:used|bought))\s*:/i.test(item.text.trim())) return false;
  // ('Free local delivery within 10 miles.', 'Call 01326 555 014 or visit …/book': a term or a way to get in touch, under
  // whatever heading, is no result; nor is a line that is only a phone number or a link.)
  if (item.kind !== 'quote' && (/^(?:(?:call|phone|ring|text)\s+(?:us\s+)?(?:on\s+)?\+?\(?\d|(?:visit|book(?: online)? at|find us at|order at)\s+(?:https?:\/\/)?[\w-]+\.[\w.]+|email\s+\S+@)/i.test(item.text.trim()) || /^free\s+(?:local\s+)?(?:delivery|collection|parking|returns?|postage|shipping|pick-?ups?|drop-?offs?)\b/i.test(item.text.trim()))) return false;
  // 'Most said they heard about it from Instagram (21)': where people came from is a channel figure, not a result.
  if (/\bheard (?:about|of) (?:us|it|them)\b|\bfound (?:us|out about us)\b|\bhow (?:they|people|customers) (?:heard|found)\b/i.test(item.text)) return false;
  // A price line is a price whatever its heading says, unless something got better by a figure.
  // ('Hedge cut: £90 per hedge': a result word in the label names the service, not a gain.)
  // ('Bundle of 5: £200 (saves £25 vs paying per groom)': a saving against paying another way is the offer's, no result.)
  if (PRICE_LINE.test(item.text) && !RESULT.test(item.text.replace(/^[^:|—–]{2,60}(?::|\s[—–-])\s*/, '').replace(/\bsav(?:e|es|ing)\s+[$£€]\s?[\d,.]+(?:\s*\/\s*[$£€]\s?[\d,.]+)*(?:\s+(?:vs\.?|versus|compared (?:to|with)|against|over|on)\b[^)]*)?/gi, ''))) return false;
  if (item.kind === 'row' && !RESULT.test(item.text)) return false;
  // How long or how often something takes is a term of the service, not a result; a discount is an offer.
  const rest = item.text.replace(DURATIONS, ' ');
  if (!figuresIn(rest).length && !RESULT.test(item.text)) return false;
  if (/\d\s?%\s+off\b|\bdiscount\b|\boff (?:your|the|all|any)\b/i.test(item.text) && !RESULT.test(item.text)) return false;
  if (RESULT_SECTIONS.test(item.section)) return true;
  // Under a price list or the terms, 'annual billing saves two months' is an offer, not a result.
  if (PRICE_SECTIONS.test(item.section) || /\b(term|trial|billing|guarantee)/i.test(item.section)) return false;
  if (RESULT.test(item.text)) return true;
  return REACH.test(item.text) && !PRICE_SECTIONS.test(item.section) && item.kind !== 'row';
}

// Words that open a sentence without naming anyone.
const NOT_A_NAME = /^(The|Our|We|In|After|Since|With|Over|Within|Customers|Clients|Practices|More|Up|Every|Each|All|Most|Last|Next|This|That|When|Once|Today|Now|Then|Thanks|Because|It|They|Its|Their|His|Her|One|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|A|An|No|Not|Only|Nearly|Almost|Over|Under|About|Around)\b/;

// Remembered readings: a space's documents are read again for every answer.
const firstSentenceTerms: (text: string) => readonly { text: string; tags: readonly string[] }[] = rememberedReadings(
  (text: string) => (nlp(text).json() as { terms: { text: string; tags: string[] }[] }[])[0]?.terms ?? [],
  100_000,
);
const namesIn: (text: string) => readonly string[] = rememberedReadings((text: string) => {
  const doc = nlp(text);
  return [...(doc.organizations().out('array') as string[]), ...(doc.people().out('array') as string[])];
}, 100_000);

/** The capitalised name a sentence opens with when a verb follows it ('Leeds Couriers Co-op moved …'); never a plain plural noun ('Breakdowns fell'). */
function leadingName(text: string): string | null {
  const lead = /^((?:[A-Z][\w'&.-]*|&)(?:\s(?:[A-Z][\w'&.-]*|&|of|and|the)){0,5})\s(?=[a-z])/.exec(text);
  // 'The Copper Kettle Group moved …': 'The' and two or more capitalised words are a name.
  if (!lead || (NOT_A_NAME.test(lead[1]!) && !/^The(?:\s[A-Z][\w'&.-]*){2,}/.test(lead[1]!))) return null;
  const name = lead[1]!.replace(/\s(?:of|and|the)$/, '');
  const terms = firstSentenceTerms(text);
  const words = name.split(/\s+/).length;
  // The parser splits 'Co-op' in two, so the word after the name is found by its text.
  const nextWord = text.slice(lead[0].length).split(/\s+/)[0]!.replace(/[.,;:!?]+$/, '');
  const next = terms.find((t, k) => k >= words && t.text === nextWord);
  const first = terms[0];
  if (!next || !next.tags.includes('Verb')) return null;
  if (words === 1 && first && first.tags.includes('Plural') && !first.tags.includes('ProperNoun')) return null;
  if (words === 1 && nlp(name).has('(#Verb|#Date)')) return null;
  return name;
}

/** Who achieved a result: the quotation's speaker, an 'at X' or 'X cut ...' organisation or person the parser finds. */
function whoOf(item: DocumentItem): string | null {
  const who = whoIn(item);
  // 'I ride from Acomb …': the speaker of a quotation is never its pronoun.
  // 'What happened in 2025 …', 'How it went': a heading's question word names nobody.
  return who && /^(?:I|We|You|He|She|They|It|My|Our|What|How|Why|When|Where|Which|Who|This|That|These|Those|The|In|On|At|By|For|Last|Next)$/.test(who) ? null : who;
}

function whoIn(item: DocumentItem): string | null {
  if (item.who) return item.who;
  // 'Google rating: 4.9 from 212 reviews': the platform the rating is on, not a customer who achieved something.
  if (/^\s*[A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*)?\s+(?:rating|ratings|reviews?|score|stars?)\b/.test(item.text)) return null;
  // 'Reviews from our Google Business Profile: 4.9 stars from 312 reviews': a star rating is the platform's count, no one's result.
  if (/\b\d(?:\.\d)?\s*(?:stars?|\/\s?5|out of 5)\b/i.test(item.text) && /\breviews?\b|\bratings?\b/i.test(item.text)) return null;
  // 'Since switching, The Corner Deli increased sales by 25%': the capitalised name before the result.
  const actor = ACTOR.exec(item.text);
  if (actor) return actor[1]!.trim();
  const lead = leadingName(item.text);
  if (lead) return lead;
  const named = namesIn(item.text)
    .map((n) => n.replace(/[.,;:!?]+$/, ''))
    // 'Rated 4.8/5 on Google': a platform the result was counted on is not who achieved it.
    .filter((n) => !/-$/.test(n) && item.text.includes(n) && !new RegExp(`\\b(?:on|via|through|in|by)\\s+${escapeRegExp(n)}`).test(item.text));
  if (named.length) return named[0]!;
  const at = /\b(?:at|for|with|from|like)\s+((?:[A-Z][\w'&.-]*\s?){1,5})/.exec(item.text);
  if (at && !NOT_A_NAME.test(at[1]!)) return at[1]!.trim();
  return null;
}

// A heading that names a customer: 'Case study: Leeds Couriers Co-op', 'Harbour Smiles'.
const GENERIC_HEADING = /\b(result|case|stud|customer|client|testimonial|review|stor|proof|success|impact|what|say|numbers|outcome|why|about|our|award|trusted|pric|plan)/i;

function sectionWho(section: string): string | null {
  const parts = /^(.+?)(?:\s+[–—-]\s+|:\s+)(.+)$/.exec(section);
  // 'Case study: Leeds Couriers Co-op' names them after the colon; 'Priya Shah — commuter hire (Google review)' before the dash.
  for (const named of parts ? [parts[2]!, parts[1]!] : [section]) {
    const words = named.trim().split(/\s+/);
    if (!named.trim() || GENERIC_HEADING.test(named) || words.length > 6) continue;
    if (words.every((w) => /^(?:[A-Z0-9&]|of$|and$|the$)/.test(w))) return named.trim();
  }
  return null;
}

// Over what time a result came: 'in 3 months', 'over the following six months', 'within 6 weeks', 'in 2025'.
const PERIOD = /\b(?:in|over|within|after|during|across|for)\s+(?:the\s+)?(?:(?:first|following|next|last|past)\s+)?(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen|a|an)?[\s-]*(?:days?|weeks?|months?|quarters?|years?)\b|\b(?:in|since|by|during)\s+(?:(?:early|late|mid-?)\s*)?(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+)?(?:19|20)\d\d\b|\b(?:last|this|that) (?:year|quarter|month|season|winter|summer|spring|autumn)\b/i;

function periodOf(...texts: string[]): string | null {
  for (const t of texts) {
    const m = PERIOD.exec(t);
    if (m) return m[0];
  }
  return null;
}

/** A sentence that names who did something without a result of its own ('X moved its 14 bikes onto the Fleet plan in 2025'). */
function isSetUpSubject(item: DocumentItem, who: string): boolean {
  return item.text.startsWith(who) || item.text.startsWith(`The ${who}`);
}

function isSetUp(item: DocumentItem, who: string | null): boolean {
  // Only a sentence about its subject: 'Rated 4.8/5 on Google' names Google but is no set-up of Google.
  const opens = !!who && isSetUpSubject(item, who);
  return opens && item.kind === 'sentence' && !RESULT.test(item.text) && item.text.length <= 200;
}

/** A result that leaves its subject to the sentence before: no name of its own, or opening with 'It', 'They', 'Its'. */
function leansOnBefore(item: DocumentItem, who: string | null): boolean {
  // 'Our first-time pass rate was 61%' is the business's own result, whatever the line before it names ('Google rating: 4.9').
  if (/^(?:our|we|we've|we're|we have|us)\b/i.test(item.text)) return false;
  // '7 of the 9 passed the exam', 'All of them …', 'Each of the 12 …': a count of the people the sentence before named.
  return item.kind !== 'quote' && (!who || /^(?:it|they|its|their|this|the (?:team|business|company|firm|practice|shop|co-?op))\b/i.test(item.text) || /^(?:\d+|all|each|most|half|none|both|two|three|four|five|six|seven|eight|nine|ten)\s+(?:of\s+(?:the|them|those)\b)/i.test(item.text));
}

/**
 * One capitalised word opening a sentence may be a name ('Zentro doubled bookings') or not ('Revenue grew'): the
 * heading's customer or a set-up sentence before, when there is one, is the surer reading.
 */
function isWeak(item: DocumentItem, who: string | null): boolean {
  return !!who && !item.who && !/\s/.test(who) && item.text.startsWith(who);
}

/** What customers wished were different ('wanted later collection', 'found the form confusing'): never proof to tell them. */
export const WISH = /\b(?:wanted|wish(?:ed|es)?|would (?:like|prefer)|asked for|confus\w*|hard to|difficult|too (?:slow|late|early|long|short|small|expensive|much)|slow|missing|lack(?:s|ed|ing)?|problems?|issues?|disappoint\w*|not enough|could ?n[o']t|could not|did ?n[o']t|did not|unhappy|poor|frustrat\w*|annoy\w*|complain\w*|fiddly|awkward|clunky|pricey|overpriced|cramped|noisy|dirty|broken|rude|delayed|(?:felt|seemed|was|were) (?:high|expensive|steep|long|slow|small|cold|late))\b/i;

/**
 * A list of what customers said ('set-up was quick (18); wanted later collection (7)') keeps the praise only; a
 * sentence of one thing is kept as it is. Empty when every item is a wish or a complaint.
 */
function praiseOnly(text: string): string {
  const items = text.split(/;\s+/);
  if (items.length < 2) return text;
  const kept = items.filter((part) => !WISH.test(part));
  if (kept.length === items.length) return text;
  // The list's heading ('What customers said:') stays on the first item kept.
  const heading = /^[^:]{2,60}:\s+/.exec(items[0]!)?.[0] ?? '';
  return kept.map((part, i) => (i === 0 && heading && !part.startsWith(heading) ? heading + part : part)).join('; ');
}

/**
 * The proof points of a document: each result with its figures, who achieved it (from the sentence, its heading or
 * the sentence before) and over what time; customers' quotations with who said them. A sentence that only sets up
 * the result after it ('X moved its 14 bikes onto the Fleet plan') becomes that result's context.
 */
export function proofFacts(items: readonly DocumentItem[], source: FactSource): ProofFact[] {
  const facts: ProofFact[] = [];
  const merged = new Set<DocumentItem>();
  let lastSection: string | null = null;
  for (const [i, item] of items.entries()) {
    if (!isProof(item) || merged.has(item)) continue;
    let who = whoOf(item);
    const weak = isWeak(item, who);
    let context: string | null = null;
    const before = items[i - 1];
    if ((leansOnBefore(item, who) || weak) && before && before.section === item.section && before.kind === 'sentence') {
      // The sentence before lends its subject only: 'Rated 4.8/5 on Google' lends nobody.
      const named = whoOf(before);
      const beforeWho = (named && isSetUpSubject(before, named) ? named : null) ?? sectionWho(before.section);
      if (beforeWho && (!weak || isSetUp(before, beforeWho))) {
        who = beforeWho;
        if (isSetUp(before, beforeWho)) {
          context = before.text.replace(/[.;:]+$/, '');
          // The set-up is said once, in front of its result.
          const at = facts.findIndex((f) => f.text === context);
          if (at >= 0) facts.splice(at, 1);
        }
      }
    }
    // ('Case study: Haskett & Rowe Groundworks' over 'The numbers': a case study's results are its customer's.)
    // (One story only: 'Customer stories' collects several, and names no one customer.)
    const storyOf = item.title && /\b(?:case study|customer story|success story)\b/i.test(item.title) ? sectionWho(item.title.replace(/\b(?:case study|customer story|success story)\b/i, '').replace(/^[\s:–—-]+|[\s:–—-]+$/g, '')) : null;
    if (!who || weak) who = sectionWho(item.section) ?? storyOf ?? who;
    // The fact reads as the source does: the set-up sentence, then its result.
    const said = praiseOnly(item.text.replace(/[.;]+$/, ''));
    if (!said) continue;
    const text = context ? `${context}. ${said}` : said;
    // The set-up sentence is read before its result; it waits to see whether the next sentence takes it.
    const next = items[i + 1];
    if (!context && isSetUp(item, who) && next && next.section === item.section && isProof(next) && (leansOnBefore(next, whoOf(next)) || isWeak(next, whoOf(next)))) {
      merged.add(item);
      continue;
    }
    // 'Its yearly spend went down by 12%', 'They left a 5-star review', 'That was £4,850 less than …': the story before
    // it goes on, in the same section; said alone, 'its', 'they' or 'that' points at nothing.
    const last = facts[facts.length - 1];
    if (!context && last && lastSection === item.section && item.kind === 'sentence' && /^(?:its|their|his|her|they|she|he)\s|^(?:that|this)\s+(?:was|is|meant|means|saved|cut)\b/i.test(said)) {
      facts[facts.length - 1] = { ...last, text: `${last.text}. ${said}`, figures: [...last.figures, ...figuresIn(item.text).filter((f) => !last.figures.includes(f))] };
      continue;
    }
    const kind = item.kind === 'quote' ? 'quote' : RESULT.test(item.text) ? 'result' : 'reach';
    // ('34 site workers across 6 sites' in a case study says who the customer is, not what they got.)
    if (kind === 'reach' && storyOf && !context && (item.section === item.title || /\b(?:who they are|about (?:them|the (?:customer|client|company|firm))|background|the (?:customer|client)|company profile)\b/i.test(`${item.section} ${item.text.slice(0, 40)}`))) continue;
    const result = who && said.startsWith(`${who} `) ? said.slice(who.length + 1) : said;
    facts.push({ text, source, figures: figuresIn(item.text), who, kind, context, result, period: periodOf(said, context ?? '') });
    lastSection = item.section;
  }
  // A document's results are a handful; a long report's first ones are enough to write from.
  return facts.slice(0, MAX_PROOF);
}
