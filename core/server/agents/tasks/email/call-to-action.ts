import type { EmailKit } from './email-kit.ts';
import { capitalise } from './copy-phrases.ts';
import { endsSentence } from './offer-copy.ts';

export interface CtaOptions {
  /** The task's own wordings of the action ('Start your free trial'), one taken per version. */
  wordings: string[];
  /** Which link fact fits the action (/demo|book/), when the request gives no link. */
  prefer?: RegExp;
  /** A reply is the action (a one-to-one email): no link is needed. */
  reply?: boolean;
  /** With the request's offer, a wording that names it ('Claim {deal}'); '{deal}' is the offer's discount. */
  offerWordings?: string[];
  /** Which wording to take: the version (a regenerate takes the next), or the email's place in a series. */
  turn?: number;
  /** How a reply is asked for ('Just reply to this email.' unless given). */
  replyLine?: string;
}

/**
 * The email's one call to action: the request's own action when it gives one, else the task's; the request's
 * link as its target (a link fact or the website otherwise, and a marked blank when there is none); and the
 * request's offer, discount and code word for word, on the same line.
 */
export function callToAction(kit: EmailKit, options: CtaOptions): string {
  const offer = kit.offer;
  const asked = kit.brief.callToAction?.trim().replace(/[.!]+$/, '');
  const turn = options.turn ?? kit.variant;
  const offerWording = offer?.deal && options.offerWordings?.length && !asked ? options.offerWordings[turn % options.offerWordings.length]!.replace('{deal}', offer.deal) : null;
  const label = capitalise(asked ?? offerWording ?? options.wordings[turn % options.wordings.length]!);
  const dealSaid = Boolean(offerWording);
  const extra = offer ? offerTail(offer.deal && !dealSaid ? offer.deal : null, offer.code, offer.deadline) : '';
  if (options.reply && !kit.brief.links[0]) {
    // An action asked as an instruction ('pick an installation date') is asked of the reader as a question.
    const question = /^(how|would|shall|should|could|can|do|does|are|is|any|what|when|which|will|may|did)\b/i.test(label);
    // 'book a free site survey' is booked for the reader: the reply is all they do.
    const booked = /^book\s+(an?\s+.+)$/i.exec(label);
    const ask = /[?.!]$/.test(label) ? label : question ? `${label}?` : booked ? `Shall I book you ${booked[1]}?` : `Could you ${label.charAt(0).toLowerCase()}${label.slice(1)}?`;
    // A reply asks for no click: the offer follows as its own sentence on the same line.
    const deal = offer?.deal && !dealSaid ? offer.deal : null;
    const code = offer?.code ?? null;
    const said = deal && code ? ` When you start, use code ${code} for ${deal}.` : deal ? ` When you start, you get ${deal}.` : code ? ` When you start, use code ${code}.` : '';
    const ends = offer?.deadline ? ` ${endsSentence(offer.deadline)}` : '';
    return `${ask} ${options.replyLine ?? 'Just reply to this email.'}${said}${said ? ends : ''}`;
  }
  const url = kit.link(options.prefer ?? null);
  if (!url) return `**${label}:** ${kit.ledger.blank('link', 'the request (the page to send readers to) or your website in the profile')}${extra}`;
  return `**[${label}](${url})**${extra}`;
}

/** ' and get 20% off the first month with code SPRING20, until March 31': what the action line adds of the offer. */
function offerTail(deal: string | null, code: string | null, deadline: string | null): string {
  const parts: string[] = [];
  if (deal && code) parts.push(` and get ${deal} with code ${code}`);
  else if (deal) parts.push(` and get ${deal}`);
  else if (code) parts.push(` with code ${code}`);
  if (deadline) parts.push(/^(until|till|through|by|before|ends?|ending|on|this|next)\b/i.test(deadline) ? `, ${deadline}` : ` (ends ${deadline})`);
  return parts.join('');
}
