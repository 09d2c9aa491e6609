import type { AgentTask, TaskInput } from '../agent-task.ts';
import { callToAction } from './call-to-action.ts';
import { block, KEEP, type Block, type EmailDraft } from './email-draft.ts';
import { EmailKit } from './email-kit.ts';
import { promotionEmail } from './promotion-email.ts';
import { emailOutput } from './email-output.ts';
import { draftsOf, emailCount, reviewDraft } from './email-series.ts';
import { nextStepsEmail } from './next-steps-email.ts';
import { capitalise, keywordsOf, stemOf } from './copy-phrases.ts';
import { planCardOf } from './plan-card.ts';
import { infoItems, noticeMessageOf, type NoticeMessage } from './notice-message.ts';
import { requestParts } from '../../brief/request-parts.ts';

/**
 * A plain informative email (a notice, a change of price, policy, hours or service, an update, a thank-you, an
 * apology for an outage): what happens or changes, when, and what the reader does, from the request and the
 * space's facts, without selling. Its structures: the news in a short letter, the same under labels, or a note of
 * a few lines; each regenerate takes the next.
 */
const ANGLES = ['letter', 'labelled', 'short-note'] as const;

/**
 * Good luck or congratulations: said to the reader on what the request says of them ('Your theory test is in the next
 * fortnight, so good luck from all of us'), then what else it asks to say, then a reply line. Nothing sold.
 */
function wishes(kit: EmailKit, message: NoticeMessage, angle: string, turn: number): EmailDraft {
  const congratulate = /\b(congratulat\w*|well done)\b/i.test(kit.brief.request);
  const situation = kit.situation;
  const wish = congratulate ? 'Congratulations' : 'Good luck';
  const opening = situation
    ? congratulate
      ? `Congratulations: ${situation}. That's a real achievement.`
      : `${capitalise(situation)}, so we wanted to wish you good luck.`
    : `${wish} from all of us at ${kit.company}.`;
  const rest = [...message.details, ...(message.action ? [message.action] : [])];
  const blocks: Block[] = [
    ...block('opening', opening, KEEP),
    ...block('details', angle === 'short-note' ? rest.slice(0, 1).join(' ') : rest.join(' '), KEEP),
    ...block('close', angle === 'labelled' ? null : `${wish} from all of us at ${kit.company}.`.replace(/^(Good luck|Congratulations) from all of us at .+\.$/, (line) => (opening.includes('from all of us') ? '' : line)), 40),
  ];
  // A note asks nothing: the reader may reply, that is all.
  const cta = ['Questions? Just reply to this email.', 'If you have any questions, just reply: a person on our team reads every reply.'][turn % 2]!;
  const subject = [`${wish} from ${kit.company}`, `${wish}!`.replace('!', ''), congratulate ? 'Well done' : 'Wishing you luck'][turn % 3]!;
  return { job: null, timing: null, subject, preview: `A short note from ${kit.company}.`, greeting: kit.greeting(), blocks, cta, signOff: kit.signOff(false) };
}

/**
 * What the reader needs to know (a pre-arrival note: times, the deposit, what is included, a heads-up): each thing
 * the request lists, answered from the facts or left as a marked blank, under an opening that says what it is.
 */
function information(kit: EmailKit, angle: string, turn: number): EmailDraft {
  const before = /\bbefore (?:their|your|the) ([a-z-]+(?:\s+(?:call|visit|stay|appointment|lesson|class|session|trip|course|meeting|treatment|holiday|event|day))?)/i.exec(kit.brief.request)?.[1] ?? (/\bpre-?arrival\b/i.test(kit.brief.request) ? 'stay' : null);
  const items = infoItems(requestParts(kit.brief.request).instructions);
  const lines = items.map((item) => {
    const heads = /^(?:a\s+)?heads[- ]up\s+(?:about|on)\s+(.+)$/i.exec(item);
    if (heads) return `A heads-up about ${heads[1]}: ${kit.ledger.blank(`what to know about ${heads[1]}`, 'the request')}.`;
    const answer = kit.answerTo(item);
    return answer ? `${capitalise(answer).replace(/[.!?]*$/, '.')}` : `${capitalise(item)}: ${kit.ledger.blank(item, 'a document (your guest or customer information)')}.`;
  });
  const list = angle === 'labelled' ? lines.map((l) => `- ${l}`).join('\n') : lines.join(' ');
  const subject = before ? [`Before your ${before}: what you need to know`, `Your ${before}: the details`, `Getting ready for your ${before}`][turn % 3]! : [`What you need to know`, `The details, in one place`][turn % 2]!;
  const cta = ['Questions? Just reply to this email.', 'Anything else you need to know? Just reply: a person on our team reads every reply.'][turn % 2]!;
  return { job: null, timing: null, subject, preview: before ? `Times, what is included and what to know before your ${before}.` : 'The details you need, in one place.', greeting: kit.greeting(), blocks: [...block('opening', before ? `Here's what you need to know before your ${before}.` : "Here's what you need to know.", KEEP), ...block('details', list, KEEP)], cta, signOff: kit.signOff(false) };
}

function build(kit: EmailKit, message: NoticeMessage, angle: string, turn: number): EmailDraft {
  if (message.kind === 'wishes') return wishes(kit, message, angle, turn);
  if (message.kind === 'info') return information(kit, angle, turn);
  if (message.kind === 'reminder') return reminder(kit, message, angle, turn);
  const about = message.about ?? (kit.topic ? kit.product : null);
  // ('mention the club discount': what the facts say of it, or nothing rather than the request's words.)
  message = { ...message, details: [...message.details, ...(message.mentions ?? []).map((m) => kit.factAbout(m)).filter((f): f is string => Boolean(f))] };
  const said = [message.news ?? '', about ?? '', ...message.details].join(' ').toLowerCase();
  const date = kit.brief.dates.find((d) => !said.includes(d.toLowerCase())) ?? null;
  const news = message.news ?? newsOf(kit, message, about);
  // A change to a plan the facts price: what it costs today, from the price list, so the reader sees both.
  const card = message.kind === 'change' ? planCardOf(`${message.news ?? ''} ${about ?? ''}`, kit.facts.prices) : null;
  const today = card && !news.includes(card.price) ? `Today, ${card.name} is ${kit.ledger.use(card.fact, card.price)}.` : null;
  const when = date ? `This applies from ${date}.` : null;
  const action = message.action ?? (message.kind === 'change' ? kit.ledger.blank('what readers need to do, if anything', 'the request') : null);
  const fixed = message.kind === 'apology' && !message.details.some((d) => /\b(fix|fixed|resolved|back|restored|working|running)\b/i.test(d)) ? kit.ledger.blank('what you have fixed, and what you are doing so it does not happen again', 'the request') : null;
  // An offer the request gives (a credit, a code by way of apology) is carried word for word.
  const offer = kit.offer && (kit.offer.deal || kit.offer.code) ? kit.offer.sentence : null;
  const subject = subjectOf(kit, message, about, news, turn);
  const preview = message.kind === 'thanks' ? `A short note from ${kit.company}.` : message.kind === 'apology' ? 'What happened, and what happens now.' : `What changes${date ? ', from when' : ''} and what it means for you.`;
  const cta = callToAction(kit, { wordings: ['Questions? Just reply to this email.'], reply: true, replyLine: kit.pick.pick(["We're happy to help.", 'A person on our team reads every reply.'], 'notice.reply'), turn });
  let blocks: Block[];
  if (angle === 'labelled') {
    const label = (name: string, text: string | null) => (text ? `**${name}:** ${text}` : null);
    blocks = [
      ...block('opening', message.kind === 'thanks' ? news : message.kind === 'apology' ? `${news} Here is what happened and what happens now.` : `A short note on a change at ${kit.company}.`, KEEP),
      ...block('what', label(message.kind === 'apology' ? 'What happened' : message.kind === 'thanks' ? 'What it made possible' : "What's changing", message.kind === 'thanks' ? message.details.join(' ') || null : [message.kind === 'apology' ? message.details.join(' ') || null : news, today].filter(Boolean).join(' ')), KEEP),
      ...block('when', label('When', date), KEEP),
      ...block('fixed', label('What we are doing', fixed), KEEP),
      ...block('details', message.kind === 'change' ? message.details.join(' ') : null, 70),
      ...block('offer', offer, KEEP),
      ...block('action', label('What you need to do', action), KEEP),
    ];
  } else if (angle === 'short-note') {
    blocks = [
      ...block('opening', [news, when].filter(Boolean).join(' '), KEEP),
      ...block('details', [message.kind === 'thanks' ? null : today, ...message.details.slice(0, 2), fixed].filter(Boolean).join(' '), 80),
      ...block('offer', offer, KEEP),
      ...block('action', action, KEEP),
    ];
  } else {
    blocks = [
      ...block('opening', message.kind === 'change' ? `We're writing to let you know about a change. ${news}` : news, KEEP),
      ...block('when', when, KEEP),
      ...block('details', [today, ...message.details].filter(Boolean).join(' '), 80),
      ...block('fixed', fixed, KEEP),
      ...block('offer', offer, KEEP),
      ...block('action', action, KEEP),
    ];
  }
  return { job: null, timing: null, subject, preview, greeting: kit.greeting(), blocks, cta, signOff: kit.signOff(false) };
}

/**
 * A reminder: what is due and by when, as the request says it, then what else it asks to say; nothing sold, no blank
 * for an action (the reminder is the action). Its subject says it is a reminder.
 */
function reminder(kit: EmailKit, message: NoticeMessage, angle: string, turn: number): EmailDraft {
  const due = message.news ?? (message.about ? `A quick reminder about ${message.about}: ${kit.ledger.blank('what is due, and by when', 'the request')}.` : kit.ledger.blank('what is due, and by when', 'the request'));
  const opening = message.news ? (angle === 'labelled' ? `**What's due:** ${due}` : `A quick reminder: ${due.charAt(0).toLowerCase()}${due.slice(1)}`) : due;
  const rest = [...message.details, ...(message.action ? [message.action] : [])];
  // 'Remind clients to book Easter holiday boarding before 15 March': what the facts say of the thing to book, and a way to book it.
  const toBook = /\bbook(?:ing)?\s+(?:your\s+|the\s+|their\s+|in\s+)?([^.,;!?]+?)(?=\s+(?:before|by|until|ahead of|now)\b|[.,;!?]|$)/i.exec(`${message.news ?? ''} ${kit.brief.request}`)?.[1]?.trim() ?? null;
  // ('Easter holiday boarding' is the price list's 'Holiday home boarding': the plan that shares its words.)
  const bookWords = (toBook?.toLowerCase().match(/[a-z]{3,}/g) ?? []).filter((w) => !/^(?:the|your|our|their|and)$/.test(w));
  const plan = toBook ? kit.facts.prices.find((p) => p.plan && !p.fee && bookWords.filter((w) => p.plan!.toLowerCase().includes(w)).length >= Math.min(2, bookWords.length)) : null;
  const fact = toBook ? kit.factAbout(toBook) ?? (plan ? kit.factAbout(plan.plan!) : null) : null;
  const blocks: Block[] = [
    ...block('opening', opening, KEEP),
    ...block('fact', fact, KEEP),
    ...block('details', angle === 'short-note' ? rest.slice(0, 1).join(' ') : rest.join(' '), 70),
  ];
  const short = (message.news ?? message.about ?? '').replace(/[.!]$/, '').split(/,\s+/)[0]!;
  const subject = capitalise([short && short.length <= 40 ? `Reminder: ${/^[A-Z][a-z]/.test(short) ? short.charAt(0).toLowerCase() + short.slice(1) : short}` : null, message.about ? `A reminder about ${message.about}` : null, 'A quick reminder'].filter((x): x is string => !!x)[turn % 2] ?? 'A quick reminder');
  const cta = toBook
    ? callToAction(kit, { wordings: ['Book now', 'Book your place', 'Book online'], prefer: /book/i, turn })
    : callToAction(kit, { wordings: ['Questions? Just reply to this email.'], reply: true, replyLine: kit.pick.pick(["We're happy to help.", 'A person on our team reads every reply.'], 'notice.reply'), turn });
  return { job: null, timing: null, subject, preview: "What's due, and by when.", greeting: kit.greeting(), blocks, cta, signOff: kit.signOff(false) };
}

/** The news when the request names only a subject: an apology or thanks for it, or a note about it. */
function newsOf(kit: EmailKit, message: NoticeMessage, about: string | null): string {
  if (message.kind === 'apology') return about ? `We're sorry about ${about}.` : `We're sorry for the trouble.`;
  if (message.kind === 'thanks') return about ? `Thank you for ${about}.` : `Thank you from all of us at ${kit.company}.`;
  return about ? `An update on ${about}: ${kit.ledger.blank(`the news: what changes about ${about}`, 'the request')}.` : kit.ledger.blank('the news: what changes, and from when', 'the request');
}

function subjectOf(kit: EmailKit, message: NoticeMessage, about: string | null, news: string, turn: number): string {
  if (message.kind === 'apology') return about ? `Sorry about ${about}` : `We're sorry`;
  if (message.kind === 'thanks') return about ? `Thank you for ${about}` : `Thank you from ${kit.company}`;
  const short = news.replace(/[.!]$/, '');
  const options = [about ? `A change to ${about}` : null, short.length <= 60 && !short.includes('[') ? short : null, about ? `${capitalise(about)}: what's changing` : `An update from ${kit.company}`].filter((s): s is string => !!s);
  return capitalise(options[turn % options.length]!);
}

/** An email whose one job is to ask for a review: 'asking for a Google review', 'a review request'. */
const REVIEW_ASK = /\b(?:ask(?:s|ing)?\s+(?:\w+\s+){0,3}?for\s+(?:a|an|their)\s+(?:[\w-]+\s+)?reviews?|reviews?\s+requests?|request(?:s|ing)?\s+(?:a|an)\s+(?:[\w-]+\s+)?review|leave\s+(?:us\s+)?(?:a|an)\s+(?:[\w-]+\s+)?review)\b/i;

/** Words that ask for news: a notice, a change, an apology, a thank-you, a reminder. */
const NEWS_ASKED = /\b(?:notice|notif\w*|inform\w*|let\s+\w+\s+know|heads[- ]up|updat\w*|chang\w*|increas\w*|go(?:es|ing)? up|rise|rising|polic\w*|terms|maintenance|outage|downtime|incident|disruption|delay\w*|apolog\w*|sorry|thank\w*|closure|clos\w*|opening hours|mov(?:e|es|ing)|remind\w*|deadline|explain\w*|news)\b/i;

export const informativeEmail: AgentTask = {
  id: 'email.informative',
  agent: 'email-agent',
  label: 'an informative email (a notice, an update or change, a thank-you or an apology)',
  cues: [
    'notice', 'notify', 'inform', 'let know', 'heads up', 'update', 'change', 'changing', 'price change', 'price increase', 'increase', 'go up', 'rise', 'policy',
    // ('We are putting the standard frame price up from £85 to £92': the price going up is the news.)
    'price up', 'prices up', 'price rise', 'raise the price', 'raising the price', 'raise our price', 'raising our price', 'telling customers', 'tell customers',
    'terms', 'maintenance', 'outage', 'downtime', 'incident', 'disruption', 'delay', 'apologise', 'apologize', 'apology', 'sorry', 'thank', 'closure',
    'close', 'closing', 'opening hours', 'holiday hours', 'move', 'moving', 'service update', 'reminder of', 'reminder', 'deadline', 'explain',
  ],
  delivers: ['email', 'notice', 'update email', 'notice email'],
  starter: 'Write an email telling our customers about a change to our prices, from when, and what they need to do',
  generate(input: TaskInput) {
    const kit = new EmailKit(input);
    const message = noticeMessageOf(kit.brief, kit.audienceHead ? [kit.audienceHead] : []);
    // 'An email to HR managers about Team Spark' names a thing the price list sells and no news about it: it
    // presents the thing (what it costs and includes), never 'A change to Team Spark' with the change left blank.
    // ('our team-building packages' under a price list's 'Team packages' heading is as much a thing sold.)
    // ('about booking a summer term kayak day': an invitation to book is a sale, not a notice of a change.)
    const toBook = /\babout\s+(?:booking|buying|ordering|joining|reserving)\b/i.test(kit.brief.request);
    if (message.kind === 'change' && !message.news && (kit.plan || sold(kit) || toBook) && !NEWS_ASKED.test(kit.brief.request)) return promotionEmail.generate(input);
    // 'the email that goes out when someone books … with a "what happens next" list: …': the steps, not news of a change.
    const steps = emailCount(kit) === 1 && /\b(?:what happens next|next steps?)\b/i.test(kit.brief.request) ? nextStepsEmail(kit) : null;
    if (steps) return emailOutput(kit, [steps], { noun: 'welcome email', angle: 'next steps', advice: [] });
    // 'An email two days after check-out asking for a Google review': the one ask, not news of a change.
    if (emailCount(kit) === 1 && REVIEW_ASK.test(requestParts(kit.brief.request).instructions)) {
      const asked = draftsOf(kit, ['review request'], (_a, turn) => reviewDraft(kit, turn), { wordings: [] });
      return emailOutput(kit, asked.drafts, { noun: 'review request email', angle: asked.angle, about: false, advice: ['Send it once, a day or two after the visit, from a person rather than a no-reply address; one reminder at most.'] });
    }
    const { drafts, angle } = draftsOf(kit, ANGLES, (a, turn) => build(kit, message, a, turn), { wordings: ['Questions? Just reply to this email.'] });
    const noun = message.kind === 'apology' ? 'apology email' : message.kind === 'thanks' ? 'thank-you email' : message.kind === 'reminder' ? 'reminder email' : 'informative email';
    const output = emailOutput(kit, drafts, { noun, angle, about: false, documentNews: !message.news && message.kind === 'change', advice: [message.offered ? 'Send it as a plain note, without images, so its one offer reads as a thank-you rather than a promotion.' : 'Send it as a plain note, without offers or images, so it reads as news rather than a promotion.'] });
    // A price the note announces is its news, not an offer it carries.
    return kit.offer && !kit.offer.deal && !kit.offer.code ? { ...output, summary: output.summary.replace(/, carrying [^.]*\.$/, '.') } : output;
  },
};

/** Whether the email's subject is something the price list sells: most of its words are in a price's heading or row. */
function sold(kit: EmailKit): boolean {
  if (!kit.topic) return false;
  const own = keywordsOf(kit.company);
  const words = [...new Set([...keywordsOf(kit.topic)].filter((w) => !own.has(w)).flatMap((w) => w.split('-')).map(stemOf))];
  if (!words.length) return false;
  return kit.facts.prices.some((p) => {
    const have = new Set([...keywordsOf(`${p.section ?? ''} ${p.text}`)].flatMap((w) => w.split('-')).map(stemOf));
    return words.filter((w) => have.has(w)).length * 2 >= words.length + (words.length > 2 ? 1 : 0);
  });
}
