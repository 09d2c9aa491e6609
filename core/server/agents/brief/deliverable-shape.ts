/**
 * The shape a request names for its deliverable when that shape decides what a right answer is (R-AGENT briefs):
 * a carousel of N slides, a reply to a customer, alt text, one title for each of several named pages. A task that
 * writes another shape (two posts for a carousel, a win-back email for a reply) is the wrong deliverable, so the
 * brief carries the shape and the catalogue's fit check (tasks/catalogue.ts) routes or declines on it.
 */
/** 'piece': a piece of work named by its noun that the chosen task does not write (tasks/shape-fit.ts). */
export type ShapeKind = 'carousel' | 'reply' | 'alt text' | 'per page' | 'piece';

export interface DeliverableShape {
  kind: ShapeKind;
  /** How the answer names it back: 'a 5-slide carousel', 'a reply to a customer'. */
  text: string;
  /** The pages named one by one, for 'per page' ('Wheel courses, Kids club, Gift vouchers'). */
  items?: string[];
}

const NUMBER = '\\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve';
const WORD_NUMBERS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 };
const numberOf = (s: string) => Number(s) || WORD_NUMBERS[s.toLowerCase()] || null;

// Whom or what a reply answers: a person who wrote in, or what they wrote.
const REPLIED_TO = '(?:customer|client|complaint|review|reviewer|message|enquiry|inquiry|comment|dm|cancellation|member|student|guest|patient|parent|buyer|subscriber|donor|tenant|caller|shopper|user|email from|question from|letter from)';
const REPLY = new RegExp(`(?:^|[.!?]\\s+|\\b(?:write|draft|need|want|give me|help me (?:write|draft)?)\\s+(?:me\\s+)?(?:a\\s+|an\\s+)?(?:short\\s+|kind\\s+|polite\\s+|quick\\s+)?)(?:reply|respond|response|answer|write back|get back)(?:ing)?\\s+(?:back\\s+)?to\\s+(?:a|an|the|this|that|our|my|one of our|one)?\\s*(?:[\\w'-]+\\s+){0,2}${REPLIED_TO}s?\\b`, 'i');

/** 'Can you write back to Mr Ellis?', 'reply to Priya': a reply to a person the request names. */
const REPLY_TO_PERSON = /\b(?:reply|respond|write back|get back|answer)\s+to\s+(?:(?:Mr|Mrs|Ms|Miss|Dr|Mx)\.?\s+[A-Z][a-z'’-]+|[A-Z][a-z'’-]+(?=\s*[,.?!:]|\s+(?:who|about|and)\b))/;

const REPLY_DRAFTED = /\b(?:draft|write)\s+(?:me\s+|us\s+)?(?:a|an)\s+(?:(?:polite|firm|friendly|short|kind|quick|calm|careful|gentle|professional),?\s+(?:and\s+)?){0,3}(?:reply|response)\b(?!\s+(?:email|sequence|template)s?\b)/i;

// Page titles or descriptions asked for several pages: 'title tags for these three pages', 'a meta title for each of our 4 service pages'.
const PAGE_PIECES = '(?:title tags?|meta titles?|seo titles?|page titles?|titles?|meta descriptions?|descriptions?|h1s?|headings?)';
const PER_PAGE = new RegExp(`\\b${PAGE_PIECES}\\b[^.?!]{0,40}?\\b(?:for|on)\\s+(?:each\\s+of\\s+|all\\s+|every\\s+one\\s+of\\s+)?(?:these|those|the|our|my|your)?\\s*(${NUMBER})?\\s*(?:[\\w-]+\\s+){0,2}pages\\b(?:\\s+(?:on|of|for|in)\\s+(?:the\\s+|our\\s+)?[\\w.-]+\\.[a-z]{2,}(?:\\.[a-z]{2})?|\\s+(?:on|of)\\s+(?:the\\s+|our\\s+)?(?:website|site|shop))?\\s*(?::\\s*([^.?!\\n]+))?`, 'i');

/** The shape the request's instructions name, or null when they name none the catalogue checks. */
export function shapeAsked(instructions: string): DeliverableShape | null {
  const text = instructions.replace(/\s+/g, ' ');
  // 'a 5-slide Instagram carousel', 'a LinkedIn carousel, 7 slides', '6 slides on …'.
  const slides = new RegExp(`\\b(${NUMBER})[\\s-]+slides?\\b|\\bslides?\\s*[:=]?\\s*(${NUMBER})\\b`, 'i').exec(text);
  if (/\bcarousel\b/i.test(text) || (slides && /\b(?:write|draft|make|create|give|need|want)\b/i.test(text))) {
    const n = slides ? numberOf(slides[1] ?? slides[2]!) : null;
    return { kind: 'carousel', text: n ? `a ${n}-slide carousel` : 'a carousel' };
  }
  // 'Can you draft a polite, firm reply explaining our cancellation policy': a reply to the customer the request tells of.
  if (REPLY.test(text) || REPLY_DRAFTED.test(text) || REPLY_TO_PERSON.test(text)) {
    const named = REPLY.exec(text);
    const who = (named ? new RegExp(`\\b(${REPLIED_TO})`, 'i').exec(text.slice(named.index))?.[1] : /\b(customer|client|pupil|patient|member|guest|parent|student|tenant|subscriber)s?\b/i.exec(text)?.[1])?.toLowerCase() ?? 'customer';
    return { kind: 'reply', text: /^(complaint|review|message|enquiry|inquiry|comment|dm|cancellation)$/.test(who) ? `a reply to a ${who}` : `a reply to a ${who.replace(/ from$/, '')}` };
  }
  if (/\balt[\s-]?(?:text|tags?|attributes?)\b/i.test(text)) return { kind: 'alt text', text: 'alt text for images' };
  const perPage = PER_PAGE.exec(text);
  if (perPage) {
    const n = perPage[1] ? numberOf(perPage[1]) : null;
    const named = perPage[2] ?? '';
    // '(1) moth damage rug repair, (2) kilim and flatweave washing': numbered pages are split at their numbers only,
    // so a page named with 'and' stays one page.
    const numbered = /(?:^|[\s,;])\(?\d{1,2}[.)]\s+\S/.test(named) && (named.match(/\(?\b\d{1,2}[.)]\s/g) ?? []).length >= 2;
    const said = (numbered ? named.split(/(?:^|[\s,;]+(?:and\s+)?)\(?\d{1,2}[.)]\s+/) : named.split(/\s*,\s*(?:and\s+)?|\s+and\s+/)).map((s) => s.trim().replace(/[,;.]+$/, '')).filter((s) => s && s.split(/\s+/).length <= 6);
    // ('for these pages …:\n1. Home\n2. Sofa reupholstery': the pages listed one per line after the ask.)
    const listed = [...instructions.slice(instructions.search(PER_PAGE)).matchAll(/^\s*(?:\d{1,2}[.)]|[-*•])\s+([^\n]{2,80})$/gm)].map((m) => m[1]!.trim());
    const items = said.length >= 2 ? said : listed.length >= 2 ? listed : said;
    const each = /\beach\b|\bevery\b/i.test(perPage[0]);
    if ((n !== null && n >= 2) || items.length >= 2 || (each && n !== 1)) {
      return { kind: 'per page', text: `page-by-page titles for ${items.length >= 2 ? `${items.length} pages` : n ? `${n} pages` : 'several pages'}`, ...(items.length >= 2 ? { items } : {}) };
    }
  }
  return null;
}
