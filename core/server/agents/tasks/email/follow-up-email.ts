import nlp from 'compromise';
import type { AgentTask, TaskInput } from '../agent-task.ts';
import { callToAction } from './call-to-action.ts';
import { block, KEEP, listText, type Block, type EmailDraft } from './email-draft.ts';
import { draftsOf } from './email-series.ts';
import { EmailKit } from './email-kit.ts';
import { emailOutput } from './email-output.ts';
import { winBackEmail } from './win-back-email.ts';
import type { RequestPoint } from './request-points.ts';
import { capitalise, keywordsOf, countWord, inner, sentence } from './copy-phrases.ts';

/** A follow-up's structures: a recap first, the next step first with the answers as a list, or a question first. */
const ANGLES = ['recap-led', 'next-step-led', 'question-led'] as const;

const OCCASIONS = 'demo|call|meeting|trial|tasting|consultation|exam|check-up|checkup|fitting|lesson|test drive|visit|webinar|event|workshop|chat|conversation|presentation|proposal|quote|survey|tour|evening|open day|open evening|session|interview|fair|talk|viewing|appointment';

/** What the email follows up on, as the request names it ('home survey', 'volunteer info evening', 'demo'). */
function occasionOf(request: string): string {
  // ('couples who enquired but haven't booked': what is followed up is their enquiry, not a conversation that never was.)
  return namedOccasion(request) ?? (ENQUIRED.test(request) ? 'enquiry' : 'conversation');
}

/** The occasion the request names, or null when it names none. */
function namedOccasion(request: string): string | null {
  const line = request.split('\n')[0]!;
  const named = new RegExp(`\\b(?:after|following|at|to|from|about)\\s+(?:(?:our|the|your|their|her|his|yesterday's|today's|last week's|this morning's|[A-Z][a-z]+'s)\\s+)?((?:[a-z-]+\\s+){0,2}?(?:${OCCASIONS}))\\b`, 'i').exec(line);
  if (named) return named[1]!.toLowerCase();
  const m = new RegExp(`\\b(${OCCASIONS})\\b`, 'i').exec(line);
  return m ? m[1]!.toLowerCase() : null;
}

// 'shops that ordered once but not in the last 3 months', 'clients who haven't booked since June': the readers have gone quiet.
const LAPSED = /\b(?:(?:have|has)n['’]t|have not|has not|did(?:n['’]t| not)|not)\s+(?:re-?ordered|ordered since|booked since|bought since|been (?:in|back)|come back|returned|renewed)\b|\b(?:ordered|bought|booked|visited)\s+once\b|\bnot in the (?:last|past)\s+\w+\s+(?:weeks?|months?|years?)\b|\blapsed\b/i;
// ('companies that asked about team workshops but never booked': an enquiry is what it follows up on.)
const ENQUIRED = /\b(?:asked about|enquired|inquired|enquiry|inquiry|requested a quote|got a quote|quoted)\b/i;

/** When it was, if the request says ('yesterday', 'last night', 'on Tuesday'). */
function whenOf(request: string): string {
  // "Tuesday's demo": the day the occasion was, said before it.
  const own = new RegExp(`\\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|yesterday|today)'s\\s+(?:[a-z-]+\\s+)?(?:${OCCASIONS})\\b`, 'i').exec(request);
  if (own) return /day$/i.test(own[1]!) && !/^(yesterday|today)$/i.test(own[1]!) ? ` on ${capitalise(own[1]!.toLowerCase())}` : ` ${own[1]!.toLowerCase()}`;
  // A day in the proposed next step ('Propose a call on Friday') is when the next step is, not when the occasion was.
  request = request.split(/(?<=[.!?])\s+/).filter((s) => !/^(?:please\s+)?(?:suggest|propose|offer|ask|invite|book)\b/i.test(s.trim())).join(' ');
  const m = /\b(yesterday|last night|this morning|earlier today|today|last week|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b/i.exec(request);
  return m ? ` ${m[1]!.toLowerCase().replace(/\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/, (d) => capitalise(d))}` : '';
}

/** Thanks for the occasion: coming to an evening, having us round for a survey at home, your time at a demo. */
function thanksFor(request: string, occasion: string, when: string): string {
  if (occasion === 'enquiry') return `Thanks again for getting in touch${when}. I wanted to check you have everything you need to decide.`;
  if (/\b(came|come|attended|joined|visited us)\b/i.test(request)) return `Thanks for coming to our ${occasion}${when}.`;
  if (/\b(survey|visit|viewing|home)\b/i.test(occasion)) return `Thanks for having us round for the ${occasion}${when}.`;
  return `Thanks for your time at the ${occasion}${when}.`;
}

export const followUpEmail: AgentTask = {
  id: 'email.follow-up',
  agent: 'email-agent',
  label: 'a follow-up email',
  cues: ['follow up', 'follow-up', 'followup', 'after the demo', 'after our call', 'after the meeting', 'recap', 'next step', 'demo', 'meeting', 'touch base', 'check in'],
  delivers: ['email', 'follow-up email', 'follow-up'],
  starter: 'Write a follow-up email after a demo call, under 80 words, suggesting a next step',
  generate(input: TaskInput) {
    const kit = new EmailKit(input);
    // A follow-up with nothing to follow up on, to readers who have gone quiet, is a win-back: never thanks for a conversation that never was.
    if (!namedOccasion(kit.brief.request.split('\n')[0]!) && LAPSED.test(kit.brief.request) && !ENQUIRED.test(kit.brief.request)) return winBackEmail.generate(input);
    const occasion = occasionOf(kit.brief.request);
    const { drafts, angle } = draftsOf(kit, ANGLES, (a, turn) => build(kit, a, turn), { wordings: ['Shall we pick this up?', 'Is this still on your list?'] });
    return emailOutput(kit, drafts, { noun: `follow-up email after the ${occasion}`, nounPlural: `follow-up emails after the ${occasion}`, angle, about: false });
  },
};

interface Answer {
  /** What was asked, as a short label ('Migration', 'Refunds inside the ticket'). */
  label: string;
  /** 'You asked about migration.' */
  asked: string;
  /** The answer from the facts, or a marked blank. */
  answer: string;
}

/** Each question or worry the reader raised, with the fact that answers it (the notes ask to check the match) or a marked blank. */
function answersOf(kit: EmailKit, concerns: RequestPoint[], first: boolean): Answer[] {
  return concerns.flatMap((p) => {
    if (p.kind !== 'concern') return [];
    const found = kit.answerTo(p.text);
    if (found && first) kit.checks.push(`"${p.text}" is answered with "${found}" from your facts: check it fits before sending.`);
    // ('a worry that it takes long to set up', but 'a worry about price': a worry named by a noun alone is about it.)
    const clause = (nlp(p.text).json() as { terms: { tags: string[] }[] }[]).flatMap((x) => x.terms).slice(1).some((t) => t.tags.includes('Verb'));
    const asked = p.asked === 'worry' ? `You mentioned a worry ${clause ? 'that' : 'about'} ${p.text}.` : p.asked === 'whether' ? `You asked whether ${p.text}.` : p.asked === 'how' ? `You asked how ${p.text}.` : `You asked about ${p.text}.`;
    const label = capitalise(inner(p.text.replace(/^(?:you\s+(?:really\s+)?(?:need|have|get|can|must)\s+)/i, '').replace(/\s+really\b/i, '')));
    return [{ label, asked, answer: found ? sentence(found) : kit.ledger.blank(`your answer: ${p.asked === 'whether' ? 'whether ' : ''}${p.text}`, 'your notes from the conversation') }];
  });
}

/**
 * What the request asks the email to carry ('send the fixed quote (£2,650 including a magnetic filter)', 'mention
 * 0% finance'): a fact or statement that says it, as written; else the request's own details, said to the reader.
 */
function itemsOf(kit: EmailKit, angle: string): string[] {
  return kit.points.flatMap((p) => {
    if (p.kind !== 'item') return [];
    const text = p.text.trim();
    // 'mention 0% finance' when 0% finance is the offer: the offer already says it.
    const bare = (t: string) => t.toLowerCase().replace(/^(?:the|a|an|our|your)\s+/, '');
    if (kit.offer?.verbatim.some((v) => bare(v) === bare(text))) return [];
    const detailed = /^(?:the|your|our|a)\s+([^()]+?)\s*\((.+)\)$/i.exec(text);
    if (detailed) return [angle === 'next-step-led' ? `**${capitalise(detailed[1]!.trim())}:** ${detailed[2]!.trim()}.` : `Your ${inner(detailed[1]!.trim())}: ${detailed[2]!.trim()}.`];
    // 'say what they get for the price': a question the facts answer, or a marked blank; never the question as copy.
    // (An answer counts when it speaks of what the question names beyond the price: all the prices are no answer to 'what they get for the price'.)
    if (/^(?:what|how|when|where|which|who|why|whether)\b/i.test(text)) {
      const answer = kit.answerTo(text);
      const named = [...keywordsOf(text)].filter((w) => !/^(?:price|prices|pricing|cost|costs|get|gets|got|much|pay|paid|they|them|their)$/i.test(w));
      const speaks = answer && named.some((w) => answer.toLowerCase().includes(w.toLowerCase()));
      return [speaks ? sentence(capitalise(answer!)) : `${kit.ledger.blank(text.replace(/[.]+$/, ''), 'the request')}.`];
    }
    const st = kit.statementsAbout(text, 1)[0];
    // ('mention 0% finance' needs a statement with the figure; 'mention the free trial' takes its terms, figures and all.)
    if (st && (!/\d|[$£€%]/.test(text) || /\d|[$£€%]/.test(st.text))) return [sentence(kit.said(st))];
    return [angle === 'question-led' ? `Worth knowing too: ${inner(text)}.` : `Also worth knowing: ${inner(text)}.`];
  });
}

function build(kit: EmailKit, angle: string, turn: number): EmailDraft {
  const request = kit.brief.request;
  const occasion = occasionOf(request);
  // Later emails of a series go out days after: 'yesterday' and the first email's recap are not said again.
  const first = turn === kit.variant;
  const when = first ? whenOf(request) : '';
  const liked = kit.points.filter((p) => p.kind === 'liked').map((p) => `Glad you liked ${p.text}.`);
  const about = kit.points.filter((p) => p.kind === 'about').map((p) => p.text);
  const answers = first ? answersOf(kit, kit.points.filter((p) => p.kind === 'concern'), first) : [];
  const items = first ? itemsOf(kit, angle) : [];
  const next = kit.points.find((p) => p.kind === 'next') as Extract<RequestPoint, { kind: 'next' }> | undefined;
  const thanks = thanksFor(request, occasion, when);
  // 'You came to our evening last night' is what the thanks already says.
  const recap = first ? [...liked, ...about.filter((a) => !/^You (came|attended|joined|visited)\b/i.test(a))].join(' ') : '';
  const proof = block('proof', kit.proof(), 30);
  // A recap of what it is only when the request gives nothing about the reader to follow up on.
  const value = block('value', !kit.points.length ? kit.whatItIs() : null, 25);
  const offer = kit.offer ? block('offer', kit.offer.sentence, KEEP) : [];
  const itemBlocks = items.map((t) => ({ role: 'item', text: t, weight: 95 }));
  let blocks: Block[];
  if (angle === 'recap-led') {
    blocks = [
      ...block('opening', `${thanks} ${recap}`, KEEP),
      ...answers.map((a) => ({ role: 'concern', text: `${a.asked} ${a.answer}`, weight: 90 })),
      ...itemBlocks,
      ...offer,
      ...value,
      ...proof,
    ];
  } else if (angle === 'next-step-led') {
    const step = next ? `After the ${occasion}${when}, here's the step I'd suggest: ${next.text.replace(/[.?!]+$/, '')}.` : `One suggestion for the next step after the ${occasion}${when}.`;
    // The recap's customer result is not said again: what sets the company apart closes this one, as a PS.
    const ps = kit.difference();
    blocks = [
      ...block('opening', `${step} ${recap}`.trim(), KEEP),
      ...block('answers', listText(answers.length === 1 ? 'Your question, answered:' : 'Your questions, answered:', answers.map((a) => `**${a.label}:** ${a.answer}`)), 90),
      ...itemBlocks,
      ...offer,
      ...(ps ? block('ps', `PS: ${ps}`, 30) : proof),
    ];
  } else {
    blocks = [
      ...block('opening', `${occasion === 'enquiry' ? 'Is there anything you still need to know before you decide?' : `Did the ${occasion}${when} answer your questions?`} ${recap}`, KEEP),
      ...answers.map((a) => ({ role: 'concern', text: `On ${inner(a.label)}: ${a.answer.charAt(0).toLowerCase()}${a.answer.slice(1)}`, weight: 90 })),
      ...itemBlocks,
      ...offer,
      ...proof,
      ...value,
    ];
  }
  // Led by the next step, the close asks for a yes rather than proposing the step a second time.
  const wordings = next
    ? [nextSentence(next, 'close'), angle === 'next-step-led' ? 'Does that suit you?' : nextSentence(next, 'again'), nextSentence(next, 'close')]
    : ['Shall we set up the next step?', 'Would a short call next week suit you?', 'Any questions I can answer?'];
  const cta = callToAction(kit, { wordings, reply: true, turn, ...(angle === 'next-step-led' && next ? { replyLine: 'A one-line reply is all it takes.' } : {}) });
  const subject =
    angle === 'recap-led'
      ? occasion === 'enquiry' ? (first ? 'Still thinking it over?' : 'Following up on your enquiry') : first ? `Thanks for the ${occasion}` : `Following up on the ${occasion}`
      : angle === 'next-step-led'
        ? answers.length ? `Your questions from the ${occasion}, answered` : next ? `Next step: ${next.text}` : 'A suggestion for the next step'
        : answers.length ? `Your questions about ${inner(answers[0]!.label)}` : `Any questions after the ${occasion}?`;
  const preview = angle === 'next-step-led' && next ? `${capitalise(next.text.replace(/[.?!]+$/, ''))}${answers.length ? `, and ${answers.length === 1 ? 'the answer to your question' : `answers to your ${countWord(answers.length)} questions`}` : ''}.` : answers.length ? (answers.length === 1 ? 'Your question, answered, and a next step.' : 'Your questions, answered, and a next step.') : items.length ? 'What we promised, and the next step.' : occasion === 'enquiry' ? (kit.offer ? `${capitalise(kit.offer.short.replace(/^with\s+/i, ''))}.` : 'Anything you still need to know?') : angle === 'recap-led' ? 'A short recap and the next step.' : 'One suggestion for what comes next.';
  return { job: null, timing: null, subject: capitalise(subject), preview, greeting: kit.greeting(), blocks: blocks.map((b) => ({ ...b, text: b.text.trim() })), cta: sentence(cta), signOff: kit.signOff(true) };
}

/** The proposed step as a sentence: 'How about a 30-minute call next Tuesday?', 'Would you like to join us at the 10 January training?'. */
function nextSentence(next: Extract<RequestPoint, { kind: 'next' }>, where: 'lead' | 'close' | 'again'): string {
  const t = next.text.replace(/[.?!]+$/, '');
  if (next.verb === 'invite') return where === 'lead' ? `We'd love to see you at ${t}.` : where === 'again' ? `Can we save you a place at ${t}?` : `Would you like to join us at ${t}?`;
  if (next.verb === 'ask') return where === 'lead' ? `Here's everything you need to ${inner(t)}.` : where === 'again' ? `Could you ${inner(t)}?` : `Could you ${inner(t)}?`;
  return where === 'lead' ? `How about ${t}?` : where === 'again' ? `Would ${t} work for you?` : `How about ${t}?`;
}
