import { has, type Word } from './english-words.ts';
import { withIndefinite } from '../tasks/english-phrases.ts';

/** Work no marketing agent does, as lemma phrases, and how to name it back to the person who asked. */
const OUTSIDE: [string, string][] = [
  ['non disclosure agreement', 'a legal agreement'],
  ['nda', 'an NDA'],
  ['sla', 'a service level agreement'],
  ['agreement', 'a legal agreement'],
  ['contract', 'a legal agreement'],
  ['lease', 'a legal agreement'],
  ['terms of service', 'terms of service'],
  ['terms and condition', 'terms and conditions'],
  ['terms & condition', 'terms and conditions'],
  ['terms of use', 'terms of use'],
  ['t&c', 'terms and conditions'],
  ['t&cs', 'terms and conditions'],
  ['privacy policy', 'a privacy policy'],
  // A privacy notice is legal text a data-protection law prescribes, whoever it is for ('our patient privacy notice').
  ['privacy notice', 'a privacy notice'],
  ['privacy statement', 'a privacy notice'],
  // Any written policy ('our refund policy', 'a returns policy') is a legal or operational document, not marketing.
  ['policy', 'a policy'],
  // Hiring is not marketing: a job ad is no ad for the Creative agent.
  ['job ad', 'a job ad'],
  ['job advert', 'a job ad'],
  ['job advertisement', 'a job ad'],
  ['job posting', 'a job ad'],
  ['job listing', 'a job ad'],
  ['job description', 'a job description'],
  ['vacancy', 'a job ad'],
  // Workplace documents are operations, not marketing ('our employee handbook section on holidays').
  ['employee handbook', 'an employee handbook'],
  ['staff handbook', 'an employee handbook'],
  ['method statement', 'a method statement'],
  // Site safety paperwork is for a competent person on the job, not a marketing agent.
  ['rams', 'a risk assessment and method statement'],
  ['risk assessment', 'a risk assessment'],
  ['safety plan', 'a safety plan'],
  // Design files: the agents write copy and make image cards, not brand identity.
  ['logo', 'a logo'],
  ['business card', 'business cards'],
  ['pitch deck', 'a pitch deck'],
  ['business plan', 'a business plan'],
  ['cookie policy', 'a cookie policy'],
  ['legal notice', 'a legal notice'],
  ['legal advice', 'legal advice'],
  ['disclaimer', 'a legal disclaimer'],
  ['invoice', 'an invoice'],
  ['receipt', 'a receipt'],
  ['tax return', 'a tax return'],
  ['vat return', 'a tax return'],
  ['payroll', 'payroll'],
  ['payslip', 'a payslip'],
  ['balance sheet', 'financial statements'],
  ['profit and loss', 'financial statements'],
  ['medical advice', 'medical advice'],
  ['diagnosis', 'a medical diagnosis'],
  ['prescription', 'a prescription'],
  ['spreadsheet formula', 'a spreadsheet formula'],
  ['excel formula', 'a spreadsheet formula'],
  ['formula', 'a spreadsheet formula'],
  // A macro alone may be a support team's canned reply (copy); only a spreadsheet's is code.
  ['excel macro', 'a spreadsheet macro'],
  ['spreadsheet macro', 'a spreadsheet macro'],
  ['vba', 'a spreadsheet macro'],
  ['spreadsheet', 'a spreadsheet'],
  ['vlookup', 'a spreadsheet formula'],
  ['python', 'code'],
  ['javascript', 'code'],
  ['typescript', 'code'],
  ['sql', 'code'],
  ['regex', 'code'],
  ['code', 'code'],
  // Running the website's plumbing (its domain, its host) is IT work, not marketing.
  ['hosting', 'website hosting'],
  ['web host', 'website hosting'],
  ['new host', 'website hosting'],
  ['cheaper host', 'website hosting'],
  ['cheap host', 'website hosting'],
  ['move the website', 'moving a website'],
  ['domain name', 'a domain name'],
  ['domain renewal', 'a domain name'],
  ['dns', 'DNS settings'],
  // Fixing the website's software (a plugin, its settings, a booking calendar that misbehaves) is technical support.
  ['plugin', 'fixing website plugin settings'],
  ['plug in', 'fixing website plugin settings'],
  ['plugin setting', 'fixing website plugin settings'],
  ['ssl', 'renewing an SSL certificate'],
  ['ssl certificate', 'renewing an SSL certificate'],
  ['security certificate', 'renewing an SSL certificate'],
  // Running an ad account (its bids, its daily budget) is done in the account, not written: no agent sets them.
  ['bid', 'ad bids'],
  ['bidding', 'ad bids'],
  // Staffing is operations: who works which shift is no marketing piece.
  ['rota', 'a staff rota'],
  ['staff rota', 'a staff rota'],
  ['roster', 'a staff rota'],
  ['shift pattern', 'a staff rota'],
  ['timesheet', 'a timesheet'],
  // Managing staff is HR work with legal weight: a warning or disciplinary letter is no marketing piece.
  ['warning letter', 'a warning letter to an employee'],
  ['written warning', 'a warning letter to an employee'],
  ['disciplinary', 'a disciplinary letter'],
  ['grievance', 'a grievance letter'],
  ['dismissal letter', 'a dismissal letter'],
  ['cover letter', 'a cover letter'],
  ['cv', 'a CV'],
  // A reference for someone leaving is an employer's statement with legal weight, not copy.
  ['reference letter', 'a job reference'],
  ['job reference', 'a job reference'],
  // Paperwork a business keeps or files: signed by customers, sent to funders or councils, kept as a record.
  ['waiver', 'a waiver form'],
  ['disclaimer form', 'a waiver form'],
  ['grant application', 'a grant application'],
  ['funding application', 'a funding application'],
  ['funding bid', 'a funding application'],
  ['planning objection', 'a planning objection'],
  ['objection letter', 'a planning objection'],
  ['meeting minutes', 'meeting minutes'],
  ['board minutes', 'meeting minutes'],
  ['minutes of the meeting', 'meeting minutes'],
  ['minutes for our board', 'meeting minutes'],
  ['accident report', 'an accident report'],
  ['incident report', 'an incident report'],
  ['resume', 'a CV'],
  // Regulated product information comes from the formulation and its testing, never from marketing copy: an
  // ingredients (INCI) list, a nutrition panel, allergen labelling, a safety data sheet.
  ['ingredients label', 'an ingredients label'],
  ['ingredient label', 'an ingredients label'],
  ['ingredients list', 'an ingredients list'],
  ['ingredient list', 'an ingredients list'],
  ['inci', 'an INCI ingredients list'],
  ['nutrition label', 'a nutrition label'],
  ['nutrition panel', 'a nutrition panel'],
  ['nutritional panel', 'a nutrition panel'],
  ['nutrition facts', 'a nutrition panel'],
  ['nutritional information', 'nutrition information'],
  ['allergen label', 'allergen labelling'],
  ['allergen labelling', 'allergen labelling'],
  ['allergen labeling', 'allergen labelling'],
  ['safety data sheet', 'a safety data sheet'],
  ['msds', 'a safety data sheet'],
  ['sds', 'a safety data sheet'],
  ['essay', 'an essay'],
  ['homework', 'homework'],
];

// Verbs that make such a thing the subject of marketing rather than the work asked for ('announce our new terms').
const TALKS_ABOUT = new Set(['announce', 'promote', 'explain', 'mention', 'tell', 'inform', 'remind', 'introduce', 'launch', 'share', 'highlight', 'celebrate', 'market', 'advertise', 'summarise', 'summarize']);
const PROMO_CODE = /^(promo|discount|coupon|voucher|offer|qr|referral|use|with|the|our|this|enter|apply|a)$/;

/**
 * What a request asks for when it is work outside marketing ('Draft a partnership agreement...' gives 'a legal
 * agreement'), else null. Only when that work is what is asked for, before any marketing piece: 'an email
 * announcing our new privacy policy' asks for an email.
 */
export function outOfRemitIn(sentence: readonly Word[], firstPiece: { start: number; head: number } | null): string | null {
  const lemmas = sentence.map((w) => w.lemma.replace(/[-–]/g, ' '));
  for (let i = 0; i < sentence.length; i++) {
    const at = sentence[i]!.index;
    if (firstPiece && at > firstPiece.head) return null;
    // Inside the piece's own phrase only a programming language counts ('a Python script'); 'a privacy policy email' is an email.
    const inPiece = !!firstPiece && at >= firstPiece.start;
    for (const [phrase, label] of OUTSIDE) {
      const parts = phrase.split(' ');
      if (!parts.every((p, k) => lemmas[i + k] === p || sentence[i + k]?.lower === p)) continue;
      // 'Bullet points, no essay': a thing named to be left out is not asked for.
      if (/^(?:no|not|without|never|nor)$/.test(sentence[i - 1]?.lower ?? '')) continue;
      // A promo code, or code named with a code of its own ('code SPRING20'), is an offer.
      // ('fix the code', 'debug our code': a verb of repair before it makes it program code whatever the article.)
      const repaired = /^(?:the|our|this|my|that)$/.test(sentence[i - 1]?.lower ?? '') && /^(?:fix|debug|repair|edit|change|update|rewrite|correct|tweak|adjust|check)$/.test(sentence[i - 2]?.lemma ?? '');
      // ('the SPRING10 code': a code of letters and digits before the word is one too.)
      if (phrase === 'code' && !repaired && (PROMO_CODE.test(sentence[i - 1]?.lower ?? '') || /^[A-Z0-9]{3,}$/.test(sentence[i + 1]?.text ?? '') || /^(?=[A-Z0-9]*\d)(?=[A-Z0-9]*[A-Z])[A-Z0-9]{4,}$/.test(sentence[i - 1]?.text ?? ''))) continue;
      if (phrase === 'contract' && /^(no|without|cancel)$/.test(sentence[i - 1]?.lower ?? '')) continue;
      // 'contract clients', 'contract cleaning': a word naming a kind of customer or service, not a document to draft
      // (a 'contract template' or 'contract clause' still is one).
      const next = sentence[i + parts.length];
      if (COUNTABLE_DOCUMENT.test(phrase) && next && !/[,.;:!?)]/.test(sentence[i + parts.length - 1]!.after) && has(next, 'Noun') && !has(next, 'Pronoun') && !DOCUMENT_PART.test(next.lemma)) continue;
      // '6 signed contracts', 'to win 30 new contracts': results counted or aimed at, not work asked for.
      if (COUNTABLE_DOCUMENT.test(phrase) && resultCounted(sentence, i)) continue;
      // 'whose 12-month contract ends in March', 'their contract renews': a term people are on, not a document to draft.
      // ('Can you write their employment contract?': a document to draft for someone is asked for, theirs or not.)
      const drafted = sentence.slice(Math.max(0, i - 4), i).some((w) => CREATION.test(w.lemma) && has(w, 'Verb'));
      if (/^(end|ends|ended|ending|expire|expires|expiring|renew|renews|renewing|run|runs|is|are|was)$/.test(sentence[i + parts.length]?.lower ?? '') || (!drafted && (/^(whose|their|your|his|her)$/.test(sentence[i - 1]?.lower ?? sentence[i - 2]?.lower ?? '') || /^(whose|their|your)$/.test(sentence[i - 2]?.lower ?? '')))) continue;
      // ...or when it is the piece itself: 'a job ad' is no ad, while 'a privacy policy email' is an email.
      // ('the ingredients label text': a word that only says it is text, after it, heads the same piece.)
      const after = sentence[i + parts.length];
      const isThePiece = !!firstPiece && (sentence[i + parts.length - 1]?.index === firstPiece.head || (after?.index === firstPiece.head && /^(?:text|copy|wording|words)$/.test(after.lemma)));
      if (inPiece && label !== 'code' && !isThePiece) continue;
      if (asked(sentence, i)) return namedAsAsked(sentence, i, parts.length, label);
    }
  }
  return null;
}

// Kinds of work whose name the request's own words say best ('an employment contract', 'a volunteer agreement').
const NAMED_AS_WRITTEN = /^an? /;

/**
 * The thing asked for in the request's own words, with the words that say which kind it is ('Draft an employment
 * contract' gives 'an employment contract', not a category): nouns and adjectives right before it, at most three.
 */
function namedAsAsked(sentence: readonly Word[], at: number, length: number, label: string): string {
  if (!NAMED_AS_WRITTEN.test(label)) return label;
  let from = at;
  while (from > 0 && at - from < 3) {
    const w = sentence[from - 1]!;
    // ('a RAMS (risk assessment …)': an acronym before it is its other name, not a kind of it.)
    if (!has(w, 'Noun', 'Adjective') || has(w, 'Pronoun', 'Possessive', 'Determiner', 'Value', 'Date', 'ProperNoun', 'Acronym') || /[,.;:!?(]/.test(w.after)) break;
    from--;
  }
  const words = sentence.slice(from, at + length);
  if (from === at && words.length === 1 && words[0]!.lower.length <= 4 && words[0]!.text !== words[0]!.lower) return label;
  const text = words.map((w, i) => (i < words.length - 1 && w.after === '-' ? `${w.text}-` : i < words.length - 1 ? `${w.text} ` : w.text)).join('').replace(/[,.;:!?]+$/, '');
  const plural = has(words[words.length - 1], 'Plural');
  if (plural) return text;
  return withIndefinite(text);
}

// Documents a business counts as results or names its customers and services by ('contract clients', 'policy holders').
const COUNTABLE_DOCUMENT = /^(contract|agreement|policy|lease)$/;
// What a document is made of or drafted as: 'a contract template' is still a contract to draft.
const DOCUMENT_PART = /^(template|draft|document|clause|wording|text|form|letter|pack|outline|version|copy|section|term)s?$/;
// Verbs that count contracts, policies or invoices as outcomes ('we signed 6 contracts', 'to win 30 new contracts').
const RESULT_VERBS = new Set(['sign', 'win', 'close', 'land', 'secure', 'bring', 'lose', 'renew', 'book', 'generate', 'get', 'reach', 'hit', 'convert']);
// Verbs that ask for the document itself ('Draft 2 contracts').
const CREATION = /^(draft|write|create|make|prepare|produce|give|need|want|send|do|redo|rewrite|review|check|update|fix|translate)$/;

/** Whether the thing at `at` is a number of results ('6 signed contracts', 'win 30 new contracts'): a count before it, or a result verb. */
function resultCounted(sentence: readonly Word[], at: number): boolean {
  for (let i = at - 1; i >= 0 && i >= at - 4; i--) {
    const w = sentence[i]!;
    if (/[,.;:!?]/.test(w.after)) return false;
    if (has(w, 'Value') || /^\d[\d,]*$/.test(w.text)) {
      const verb = sentence.slice(Math.max(0, i - 3), i).reverse().find((v) => has(v, 'Verb'));
      // 'Draft 2 contracts' asks for two; 'brought 6 signed contracts' counts them.
      return !verb || !CREATION.test(verb.lemma) || RESULT_VERBS.has(sentence[at - 1]?.lemma ?? '');
    }
    if (has(w, 'Verb') && RESULT_VERBS.has(w.lemma)) return true;
    if (!has(w, 'Adjective', 'Verb', 'Noun')) return false;
  }
  return false;
}
/** Whether the thing at `at` is what the sentence asks for, not a subject it talks about. */
function asked(sentence: readonly Word[], at: number): boolean {
  for (let i = at - 1; i >= 0; i--) {
    const w = sentence[i]!;
    if (w.lower === 'with' && sentence[i - 1]?.lemma === 'help') return true;
    // 'draw up', 'write up', 'put together': the particle of a phrasal verb is no preposition.
    if (/^(?:up|out|together)$/.test(w.lower) && has(sentence[i - 1], 'Verb')) continue;
    if (has(w, 'Preposition') || /^(about|on|regarding|of|for|to)$/.test(w.lower)) return false;
    if (has(w, 'Verb') && !has(w, 'Modal', 'Auxiliary', 'Copula')) return !TALKS_ABOUT.has(w.lemma);
  }
  return true;
}

/** 'Can you guarantee we rank #1 for …', 'promise us 50 more leads': an outcome nobody can honestly promise. */
// (Asked of the agent, 'can you guarantee …', 'will this ensure …': an email that should promise something is copy to write.)
const GUARANTEE_ASK = /\b(?:can|could|will|would|do)\s+(?:you|we|it|this|that)\s+(?:\w+\s+){0,2}?(?:guarantee|promise|ensure)\b[^.?!]{0,50}?\b(rank(?:s|ing)?|#\s?1\b|number one|no\.?\s?1\b|top (?:spot|of google|result|3|three|ten|10)|first page|page one|position one|more (?:leads|sales|customers|followers|bookings|enquiries|clients)|\d+ (?:more )?(?:leads|sales|customers|followers|bookings|enquiries|clients))\b/i;

/** The outcome a request asks to be guaranteed ('a guaranteed ranking', 'guaranteed leads'), or null. */
export function guaranteedOutcomeAsked(instructions: string): string | null {
  const m = GUARANTEE_ASK.exec(instructions);
  if (!m) return null;
  return /rank|#|number one|no\.|top|page|position/i.test(m[1]!) ? 'a guaranteed search ranking' : `guaranteed ${m[1]!.replace(/^\d+\s+(?:more\s+)?|^more\s+/i, '')}`;
}
