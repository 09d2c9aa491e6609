import type { AgentTask, TaskInput, TaskOutput } from '../agent-task.ts';
import { profileSource } from '../strategy/advice-sources.ts';
import { spaceVoiceOf } from './space-voice.ts';
import { enquiryReply } from './enquiry-reply.ts';
import { saidToThem } from './said-to-them.ts';

/**
 * A public reply to a customer's review ('Dan P. left us 2 stars about his headboard taking seven weeks … Draft me a
 * public reply. Not grovelling, not defensive.'): the reviewer by name, what they said in their words turned to
 * them, the owner's own admission and reason when the request gives them, one apology and no excuse beyond it, what
 * has changed as a marked blank (only the owner knows), and an invitation to talk it through off the page. A
 * regenerate leads with the reviewer's point instead of the thanks. A glowing review gets thanks that name what
 * they praised.
 */

/** What the request says of the review. */
interface Review {
  reviewer: string | null;
  stars: number | null;
  /** What they wrote or complained about, turned to them ('your headboard taking seven weeks'). */
  about: string | null;
  /** The review's own words when the request pastes them. */
  quoted: string | null;
  /** The owner agrees with it ('He's right'). */
  agreed: boolean;
  /** The reason the owner gives ('we were swamped'). */
  reason: string | null;
  positive: boolean;
  /** The reply comes late ('I never replied', 'last November'). */
  late: boolean;
}

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5 };

function readReview(request: string): Review {
  const reviewer =
    /\b([A-Z][a-z]+(?:\s[A-Z][a-z]*\.?)?)\s+(?:left|gave|wrote|posted|put up|dropped)\b/.exec(request)?.[1] ??
    // '"…" — Graham P.': the name signed under a pasted review.
    /["”]\s*(?:—|–|-)\s*([A-Z][a-z]+(?:\s[A-Z][a-z]*\.?)?)/.exec(request)?.[1] ??
    /\breview\s+(?:from|by)\s+([A-Z][a-z]+(?:\s[A-Z][a-z]*\.?)?)/.exec(request)?.[1] ??
    /\b(?:reply|respond)\s+to\s+([A-Z][a-z]+(?:\s[A-Z][a-z]*\.?)?)['’]s\b/.exec(request)?.[1] ??
    null;
  const starsSaid = /\b(\d|one|two|three|four|five)[\s-]+stars?\b/i.exec(request)?.[1]?.toLowerCase();
  const stars = starsSaid ? (NUMBER_WORDS[starsSaid] ?? Number(starsSaid)) : null;
  const quoted = [...request.matchAll(/["“]([^"”]{25,600})["”]/g)].map((m) => m[1]!.trim())[0] ?? null;
  // 'left us 2 stars last November about his headboard taking seven weeks and having to chase.'
  const aboutSaid = /\b(?:stars?|review|complain(?:ed|t)?|moaned|unhappy|upset)\b[^.?!]*?\babout\s+([^.?!]{6,160})/i.exec(request)?.[1] ?? null;
  // A pasted review says what went wrong in the reviewer's words: after its 'but' when it praises first ('Good job on
  // the inside but they turned up 45 minutes late'), where 'they' are the business and 'I' the reviewer.
  const complaint = !aboutSaid && quoted ? (/\bbut\s+([^.!?]{6,140})/i.exec(quoted)?.[1] ?? null) : null;
  const about = aboutSaid ? saidToThem(aboutSaid.replace(/[,;:]\s*$/, '').trim()) : complaint ? fromReviewer(complaint.trim()) : null;
  const agreed = /\b(?:he|she|they)(?:['’]s|\s+is|['’]re|\s+are|\s+was|\s+were)\s+(?:totally\s+|completely\s+|absolutely\s+|quite\s+)?right\b|\bfair (?:point|enough|comment)\b|\bwe (?:messed|screwed|slipped) up\b|\bthat['’]s on (?:us|me)\b|\b(?:our|my) fault\b|\bwe should have\b/i.test(request);
  const reason = /\bwe\s+were\s+((?:really\s+|so\s+|completely\s+)?[a-z][a-z-]+(?:\s+(?:with|by)\s+[a-z ]{3,30}?)?(?:\s+(?:that|this|last)\s+(?:week|weekend|month|day|season|summer|winter|autumn|spring))?)(?=[.,;!?]|\s+(?:and|but|then)\b|$)/i.exec(request)?.[1]?.trim() ?? null;
  const positive = (stars !== null && stars >= 4) || /\b(?:lovely|glowing|great|kind|brilliant|5[- ]star)\s+review\b/i.test(request);
  const late = /\b(?:never|didn['’]t|did not|haven['’]t|have not|forgot to)\s+(?:replied|reply|responded|respond|answered|answer)\b|\blast\s+(?:year|month|January|February|March|April|May|June|July|August|September|October|November|December)\b|\bmonths?\s+ago\b/i.test(request);
  return { reviewer, stars, about, quoted, agreed, reason, positive, late };
}

/** 'they turned up 45 minutes late and didn't text' from the reviewer, said back: 'we turned up 45 minutes late and didn't text'. */
function fromReviewer(text: string): string {
  return text
    .replace(/\bthey\b/gi, 'we')
    .replace(/\bthem\b/gi, 'us')
    .replace(/\btheir\b/gi, 'our')
    .replace(/\bI['’]d\b/g, "you'd")
    .replace(/\bI\b/g, 'you')
    .replace(/\bmy\b/gi, 'your')
    .replace(/\bme\b/gi, 'you');
}

function firstName(reviewer: string | null): string | null {
  return reviewer ? reviewer.split(/\s+/)[0]! : null;
}

function generate(input: TaskInput): TaskOutput {
  // 'A bride asked if we can guarantee peonies … Write me a reply that says no nicely': a customer's question, answered.
  const enquiry = enquiryReply(input);
  if (enquiry) return enquiry;
  const { brief, facts, variant } = input;
  const review = readReview(brief.request);
  const voice = spaceVoiceOf(input, { defaultLimit: false });
  const name = firstName(review.reviewer);
  const hi = name ? `Hi ${name},` : 'Hi,';
  const company = facts.company ?? 'us';
  const signOff = voice.rules.signOff ?? (facts.company ? `The ${facts.company} team` : 'The team');
  const notes: string[] = [];
  let body: string[];
  if (review.positive) {
    const praised = review.about ? `, and for what you said about ${review.about}` : '';
    body = variant % 2 === 0
      ? [`Thank you for taking the time to write this${praised}. It means a lot to all of us at ${company}.`, `We'll pass it on to the team, and we'd love to see you again.`]
      : [`${review.about ? `What you said about ${review.about} made our week.` : 'Your review made our week.'} Thank you for taking the time to write it.`, `We'll pass it on to the team, and we hope to see you again soon.`];
  } else {
    // ('we turned up 45 minutes late': a clause from a pasted review is said as what happened, not as a topic.)
    const clause = review.about && /^we\b/i.test(review.about);
    const heard = clause ? `You're right that ${review.about}` : review.about ? `You told us about ${review.about}` : review.quoted ? `You told us what went wrong` : `You told us your experience fell short`;
    const agreed = review.agreed && !clause ? `, and you're right` : '';
    // The owner's reason is said once, and owned: it explains, it does not excuse.
    const reason = review.reason ? ` We were ${review.reason}${/\b(?:week|weekend|month|day|season|summer|winter|autumn|spring)$/.test(review.reason) ? '' : ' at the time'}, but that's ours to manage, not yours to put up with.` : '';
    const change = '[What has changed since, in one sentence: for example how and when customers now hear about their job\'s progress]';
    const invite = `If you'd like to talk it through, get in touch with us directly and we'll pick it up straight away.`;
    body = variant % 2 === 0
      ? [`Thank you for this${review.late ? `, and I'm sorry it has taken us so long to reply` : `, and I'm sorry`}. ${heard}${agreed}: that isn't the service we want anyone to get.${reason}`, change, invite]
      : [`${heard}${agreed}. That isn't the service we want anyone to get from ${company}, and I'm sorry.${reason}`, change, `Thank you for saying it publicly: it's made us better. ${invite}`];
    notes.push('Fill the one marked line with what you have actually changed: a reply that names a fix reads as meant, and readers of the review look for it.');
    notes.push('One apology, no excuses beyond the reason you gave, and no offer of a refund or discount in public: make any offer when they get in touch.');
  }
  const reply = [hi, '', ...body.flatMap((p, i) => (i ? ['', p] : [p])), '', signOff].join('\n');
  const words = reply.replace(/\[[^\]]*\]/g, ' ').split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  const heading = `Public reply to ${review.reviewer ? `${review.reviewer}'s` : 'the'}${review.stars ? ` ${review.stars}-star` : ''} review`;
  notes.unshift(`${words} words: short enough that people reading your reviews read all of it.`);
  return {
    summary: `A public reply to ${review.reviewer ? `${review.reviewer}'s` : 'the'} review${review.stars ? ` (${review.stars} star${review.stars === 1 ? '' : 's'})` : ''}, in ${voice.basis}.`,
    deliverable: `### ${heading}\n\n${reply}`,
    notes,
    used: facts.company ? [profileSource(facts)] : [],
    steps: [{ tool: 'review_reply', summary: `${review.positive ? 'thanks' : 'reply to a complaint'}${review.reviewer ? ` for ${review.reviewer}` : ''}` }],
    artifacts: [],
  };
}

export const REVIEW_REPLY_TASK: AgentTask = {
  id: 'brand-voice.review-reply',
  agent: 'brand-voice',
  label: 'a public reply to a customer review',
  // (Never 'reply to review' alone: 'dos and don'ts for replying to reviews' asks for a guide; a reply asked for is a shape, deliverable-shape.ts.)
  cues: ['public reply', 'review reply', 'review response', 'star review', 'left us', 'stars'],
  delivers: ['public reply', 'review reply'],
  starter: 'Draft a public reply to a 2-star Google review about a late delivery, not defensive',
  generate,
};
