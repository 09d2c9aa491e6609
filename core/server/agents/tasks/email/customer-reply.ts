import type { AgentTask, TaskInput, TaskOutput } from '../agent-task.ts';
import { EmailKit } from './email-kit.ts';
import { phoneNumberIn } from '../phone-number.ts';
import { sentence } from './copy-phrases.ts';
import { billingDifference } from './billing-difference.ts';

/**
 * 'A customer, Mrs Denham, emailed asking if we can store her furniture for 6 weeks and what it would cost. Draft my
 * reply.': a reply to one person's question, each part of it answered from the space's facts (the line that says it,
 * as written), and a part the facts do not answer left as a marked gap for the sender, never guessed.
 */
export const customerReply: AgentTask = {
  id: 'email.reply',
  agent: 'email-agent',
  label: "a reply to a customer's question",
  cues: ['draft my reply', 'draft a reply', 'write a reply', 'write my reply', 'reply to her', 'reply to him', 'reply to them', 'reply to this customer', 'reply to the customer', 'reply to a customer', 'respond to her', 'respond to him', 'respond to this customer', 'emailed asking', 'emailed to ask', 'wrote asking', 'wrote to ask', 'messaged asking', 'asked us whether', 'asked us if', 'answer her email', 'answer his email', 'answer this enquiry', 'reply to this enquiry', 'reply to an enquiry', 'reply to the enquiry'],
  delivers: ['reply'],
  starter: 'Draft my reply to a customer who asked whether we can fit them in next week',
  generate(input: TaskInput): TaskOutput {
    const kit = new EmailKit(input);
    const request = input.brief.pasted ? `${input.brief.request}\n${input.brief.pasted}` : input.brief.request;
    // A customer's email pasted in is read as theirs: its questions one by one, its signature for their name.
    const message = pastedMessage(input.brief.pasted, input.brief.request);
    // A message about something that went wrong ('my frame arrived with cracked glass'), or a request to apologise,
    // is met with one apology first and an offer to put it right.
    // ('Write a reply to Jane, who left a review complaining that we charged the full £85 …': the complaint, as the request tells it.)
    const complaint = message ? null : complaintIn(input.brief.request);
    const wrong = /\b(?:apologi[sz]e|apologetic|say sorry)\b/i.test(input.brief.request) || WENT_WRONG.test(message ?? '') || Boolean(complaint);
    // ('Apologetic but we keep the policy': sorry, and no promise to put it right.)
    const keeps = /\b(?:keeps?(?:\s+to)?|stands? by|sticks? (?:to|with)|holds? (?:to)?)\s+(?:the|our|that)\s+(?:policy|terms|rule|charge|decision)\b|\bno refund\b|\bfirm\b[^.?!]{0,40}\bexplain(?:ing|s)?\s+(?:our|the)\s+(?:[\w-]+\s+)?(?:policy|terms|rules?)\b/i.test(input.brief.request);
    const offersSomething = /\boffer(?:s|ing)?\s+(?:them\s+|her\s+|him\s+)?(?:something|a (?:goodwill )?gesture|some kind of|what we can)\b/i.test(input.brief.request);
    const phone = phoneNumberIn([...input.referenced, ...(input.library ?? [])].map((r) => r.text));
    const invite = /\binvite\s+(?:him|her|them|the customer|[A-Z][a-z]+)\s+to\s+(book a call|book a visit|come in|call us|visit|book)\b/i.exec(input.brief.request)?.[1];
    const closing = wrong && keeps ? `If there is anything else we can do, just reply to this email${phone ? ` or call us on ${phone}` : ''}.` : wrong ? `Just reply to this email${phone ? ` or call us on ${phone}` : ''}, and we will put it right.` : invite ? `Would you like to ${invite.toLowerCase()}? Just reply with a time that suits you${phone ? `, or call us on ${phone}` : ''}.` : `If you would like to go ahead, just reply to this email${phone ? ` or call us on ${phone}` : ''}, and we will get it booked in.`;
    const question = message ? null : customerQuestionIn(request);
    const name = (message ? signedBy(message) : null) ?? nameIn(request);
    const asks = message ? questionsIn(message).flatMap(partsOf).slice(0, 8) : question ? partsOf(question) : [];
    const answers = asks.map((ask) => ({ ask, answer: kit.answerTo(askedAbout(ask)) }));
    const missing = answers.filter((a) => !a.answer);
    const found = [...new Set(answers.filter((a) => a.answer).map((a) => sentence(a.answer!)))];
    const lines: string[] = [];
    // A complaint that asks nothing is answered with what the business's own guarantee or terms promise for it.
    const cover = wrong && message && !asks.length ? kit.answerTo('guarantee') ?? kit.answerTo('refund') : null;
    if (message) {
      lines.push(wrong ? "I'm sorry about this, and thank you for telling us." : asks.length ? `Thanks for getting in touch, and for your ${asks.length === 1 ? 'question' : 'questions'}.` : 'Thanks for getting in touch.');
      // Each question in its turn, said back from our side, with the line of the facts that answers it or a marked gap.
      for (const a of answers) {
        // ('why we charged you £110 instead of £85': the difference, when a charge on the price list comes to it.)
        const difference = billingDifference(a.ask, input.facts.prices);
        lines.push(difference ? `You asked ${askedBack(a.ask)}. ${difference}` : a.answer ? `You asked ${askedBack(a.ask)}. ${sentence(a.answer)}` : `You asked ${askedBack(a.ask)}. [Your answer]`);
      }
      if (cover) lines.push(`${sentence(cover)} [What you will do about it, and by when]`);
    } else if (complaint) {
      lines.push("I'm sorry about this, and thank you for telling us.");
      // ('A customer (Dana) cancelled … and is cross that we kept the fee': what happened, then what upset them.)
      const said = asYours(complaint, thirdPerson(input.brief.request)).replace(CUSTOMER_SUBJECT, 'you ').replace(/^Your\b/, 'your').replace(/[.?!]+$/, '');
      const feeling = /^(.+?),?\s+and\s+(?:is|was|are|were)\s+(?:cross|angry|upset|unhappy|annoyed|furious|frustrated|not happy|disappointed)\s+(that\s+.+)$/i.exec(said);
      lines.push(feeling ? `I understand ${feeling[1]}, and that you were unhappy ${feeling[2]}.` : `I understand you were unhappy that ${said}.`);
      const felt = feltIn(input.brief.request);
      if (felt) lines.push(felt);
      // What the business's own terms say on it, when it keeps to them.
      const terms = keeps ? kit.answerTo(`${complaint} policy cancel notice charge`) : null;
      if (terms) lines.push(`Our terms say: ${sentence(terms)}`);
      // 'Offers something reasonable': what to offer is the sender's call, a marked gap, never a refund made up.
      // ('and offer to waive it this once': the offer the request makes, said as ours.)
      const offered = /\boffer\s+to\s+([a-z][^.?!;]{3,80}?)(?=[.?!;]|$)/i.exec(input.brief.request)?.[1];
      if (offered) lines.push(`We're happy to ${asYours(offered)}.`);
      else if (offersSomething) lines.push('As a goodwill gesture, we would like to offer [what you can offer].');
    } else {
      lines.push(question ? `Thank you for asking ${asYours(question).replace(/[.?!]+$/, '')}.` : 'Thank you for getting in touch.');
      if (found.length === 1) lines.push(found[0]!);
      else if (found.length > 1) lines.push(['Here is what applies:', ...found.map((f) => `- ${f}`)].join('\n'));
      for (const gap of missing) lines.push(`[Your answer on ${asYours(gap.ask).replace(/[.?!]+$/, '')}]`);
    }
    lines.push(closing);
    const greeting = `${input.voice.formality === 'formal' ? 'Dear' : 'Hi'} ${name ?? '[name]'},`;
    const subject = `Re: ${complaint ? (/\breview\b/i.test(input.brief.request) ? 'your review' : 'your message') : !asks.length && message ? 'your message' : asks.length > 1 ? 'your questions' : input.brief.topic && !message ? `your question about ${input.brief.topic.replace(/^(?:our|the)\s+/i, '')}` : 'your question'}`;
    const deliverable = [`Subject: ${subject}`, '', greeting, '', lines.join('\n\n'), '', kit.signOff(true)].join('\n');
    const notes: string[] = [];
    if (!question && !asks.length && !(message && wrong) && !complaint) notes.push('Your request does not say what the customer asked, so the reply only thanks them: paste their email after a colon for a reply to it.');
    if (complaint && offersSomething) notes.push('Your request asks me to offer something but not what: write what you can offer in the marked gap before sending.');
    if (missing.length) notes.push(`Your facts do not answer ${missing.map((m) => `"${m.ask.replace(/[.?!]+$/, '')}"`).join(' or ')}: fill the marked gap before sending.`);
    if (message && !name) notes.push('The email is not signed with a name I could read: put theirs after "Hi".');
    if (found.some((f) => /[£$€]\s?\d/.test(f))) notes.push('The prices are quoted as your documents give them; add up the total for their case before you send it.');
    if (complaint) return { summary: `A reply${name ? ` to ${name}` : ''}: one apology, the complaint said back${lines.some((l) => l.startsWith('Our terms say:')) ? ', what your terms say' : ''}${keeps ? ', and no promise to change the charge, as you asked' : ', and an offer to put it right'}.`, deliverable, notes, used: kit.ledger.used(deliverable), steps: [{ tool: 'reply', summary: 'an apology for a complaint told in the request' }], artifacts: [] };
    if (!asks.length && message && wrong) return { summary: `A reply${name ? ` to ${name}` : ''}: one apology, ${cover ? 'what your terms promise, ' : ''}and an offer to put it right.`, deliverable, notes, used: kit.ledger.used(deliverable), steps: [{ tool: 'reply', summary: 'an apology for a complaint' }], artifacts: [] };
    return { summary: `A reply${name ? ` to ${name}` : ''}, answering ${asks.length > 1 ? `${message ? `their ${asks.length} questions` : `the ${asks.length} parts of the question`}` : 'the question'} from your facts.`, deliverable, notes, used: kit.ledger.used(deliverable), steps: [{ tool: 'reply', summary: `${answers.length - missing.length} of ${asks.length} parts answered from the facts` }], artifacts: [] };
  },
};

/** Words of a message about something gone wrong: what broke, and how the customer feels about it. */
const WENT_WRONG = /\b(?:broken|broke|cracked|damaged|scratched|chipped|late|never arrived|not arrived|wrong|faulty|missing|disappointed|disappointing|unhappy|not happy|annoyed|frustrat\w*|upset|let down|complain\w*|coming apart|falling apart|came apart|fell apart|came off|fell off|loose|leak\w*|slipping|stopped working|not working|doesn'?t work|isn'?t working|still (?:not|isn'?t|doesn'?t)|poor|refund|overcharg\w*|double[- ]charged|charged (?:me|us) twice)\b|\bcharged (?:me|us)\b[^.?!]{0,40}\binstead of\b/i;

/** What the customer asked: the clause after 'asking', 'asked (us)', 'wants to know', or the pasted message's questions. */
export function customerQuestionIn(request: string): string | null {
  const said = /\b(?:emailed|wrote|messaged|called|rang|phoned|asked)(?:\s+(?:us|in))?(?:\s+to\s+ask)?,?\s+(?:asking\s+)?((?:if|whether|about|what|how|when|where|why|who|which|for)\b[^.?!]{3,300})/i.exec(request)?.[1] ?? /\b(?:asking|wants to know|want to know|would like to know)\s+((?:if|whether|about|what|how|when|where|why|who|which)\b[^.?!]{3,300})/i.exec(request)?.[1];
  if (said) return said.trim();
  // ('"Can you do it in time, and what would it cost? Thanks, Priya"': a question inside a quoted message, its quote marks out.)
  const questions = request
    .split(/\n+|(?<=[.!?]["”’]?)\s+/)
    .map((s) => s.trim().replace(/^["“‘']+|["”’']+$/g, '').trim())
    .filter((s) => /\?\s*$/.test(s) && !/\b(?:draft|write|reply|respond)\b/i.test(s));
  return questions.length ? questions.join(' ').trim() : null;
}

/** The customer's own message when the request pastes one ('draft a reply to this email: --- Hi there, … Cheers, Anna ---'). */
function pastedMessage(given: string | null, request: string): string | null {
  // ('He wrote: "My frame arrived with cracked glass. What are you going to do?"': their words quoted in the request.)
  // ('Draft a reply: "…"', 'reply to this: "…"': the words quoted after the ask.)
  const pasted = given?.trim() ? given : /\b(?:wrote|emailed|messaged|said|asked|reply|respond)\b[^:\n]{0,30}:\s*["“]([^"”]{10,2000})["”]/i.exec(request)?.[1] ?? null;
  if (!pasted?.trim()) return null;
  const looksLikeEmail = /^\s*["“‘']?\s*(?:hi|hello|dear|hey|good (?:morning|afternoon|evening))\b/i.test(pasted) || new RegExp(`\\n\\s*${CLOSING}[,!.]?\\s*\\n`, 'i').test(pasted);
  return looksLikeEmail || /\b(?:this|the|her|his|their|a customer's|the customer's)\s+(?:email|message|enquiry|inquiry|note)\b|\b(?:emailed|wrote|messaged|asked|reply|respond)\b[^.:\n]{0,30}:/i.test(request) ? pasted : null;
}

/** Each question of a customer's message, its lead-in ('Two questions before I book:') and opening 'And' left out. */
function questionsIn(message: string): string[] {
  const said = message.split(/\n+|(?<=[.!?]["”’]?)\s+/).map((s) => s.trim().replace(/^["“‘']+|["”’']+$/g, '').trim());
  return said
    // ('You charged me £110 instead of £85. Why?': a bare 'why' asks why of the sentence before it.)
    // ('I picked it up yesterday and you charged me £110 instead of £85. Why?': the clause the why is about, the last.)
    .map((s, i) => (/^(?:why|how come|why is that|why\s+so)\?+$/i.test(s) && i > 0 && !/\?\s*$/.test(said[i - 1]!) ? `why ${said[i - 1]!.replace(/^(?:hi|hello|dear|hey)\b[^,]{0,30},\s*/i, '').split(/,?\s+and\s+(?=(?:you|they|it|we|I|the|your)\b)/).at(-1)!.replace(/^(?:and|but|so)\s+/i, '').replace(/[.!]+$/, '')}?` : s))
    .filter((s) => /\?\s*$/.test(s))
    .map((s) => s.replace(/^[^?:]{0,80}:\s+(?=\S)/, '').replace(/^(?:and|but|also|so|plus|oh,? and)\s+/i, '').replace(/\?+\s*$/, '').trim())
    .filter((s) => s.split(/\s+/).length >= 2)
    // (A reply answers a person's few questions: past eight, a pasted wall of them is not read on.)
    .slice(0, 8);
}

/** How a message closes before the name that signs it. */
const CLOSING = '(?:cheers|thanks|thank you|many thanks|thanks again|best|best wishes|kind regards|regards|all the best|warm regards|warmly|yours(?: sincerely| faithfully)?)';

/** Who signed the message: the name on the line after its closing ('Cheers,' then 'Anna Webb' gives 'Anna'). */
function signedBy(message: string): string | null {
  const lines = message.split('\n').map((l) => l.trim()).filter(Boolean);
  const at = lines.findIndex((l) => new RegExp(`^${CLOSING}[,!.]?$`, 'i').test(l));
  const signed = at >= 0 ? lines[at + 1] : undefined;
  if (signed && /^[A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]+){0,2}$/.test(signed)) return signed.split(/\s+/)[0]!;
  // ('… what would it cost? Thanks, Priya"': the closing and the name on the message's last line.)
  // (Case matters for the name only: the closing is matched in either case, letter by letter.)
  const closing = CLOSING.replace(/[a-z]/g, (c) => `[${c.toUpperCase()}${c}]`);
  return new RegExp(`\\b${closing},?\\s+([A-Z][a-z'’-]+)(?:\\s+[A-Z][a-z'’-]+)?["”’]?\\s*$`, 'm').exec(message)?.[1]
    // ('… I thought that's what I paid for. — Dan': a name after a dash at the message's end.)
    ?? /(?:^|\s)(?:[—–]|--?)\s*([A-Z][a-z'’-]+)(?:\s+[A-Z][a-z'’.-]+)?["”’]?\s*$/.exec(message.trim())?.[1]
    // ('… instead of £85. Why? Tom Harris': a first and last name after the last sentence, with no closing before them.)
    ?? nameAfterLastSentence(message)
    ?? null;
}

function nameAfterLastSentence(message: string): string | null {
  const m = /[.?!]["”’]?\s+([A-Z][a-z'’-]+)\s+[A-Z][a-z'’-]+["”’]?\s*$/.exec(message.trim());
  return m && !new RegExp(`^${CLOSING}$`, 'i').test(m[1]!) && !/^(?:See|Thank|Speak|Talk|Many|Best|Kind|Warm)$/.test(m[1]!) ? m[1]! : null;
}

/**
 * A customer's question said back from our side, as what it asks: 'do you use glass that stops the photos fading'
 * is 'whether we use glass that stops the photos fading'; 'if you make a mistake and HMRC fines us, who pays' is
 * 'who pays if we make a mistake and HMRC fines you'.
 */
function askedBack(question: string): string {
  const q = question.replace(/[?.!]+$/, '').trim();
  const conditional = /^((?:if|when|once)\s+.+?),\s+((?:who|what|how|when|where|which|why)\b.+)$/i.exec(q);
  if (conditional) return fromOurSide(`${conditional[2]} ${conditional[1]}`);
  // 'what are you going to do about it' is 'what we are going to do about it'; 'how much do you charge' is 'how much we charge'.
  const asked = /^((?:what|how|when|where|why|who|which)(?:\s+(?:much|many|long|soon|often))?)\s+(are|is|was|were|will|would|can|could|should|do|does|did)\s+(we|you|i|it|they|he|she)\s+(.+)$/i.exec(q);
  if (asked) {
    const [, wh, aux, who, rest] = asked;
    const subject = fromOurSide(who!);
    const verb = /^(?:do|does|did)$/i.test(aux!) ? '' : `${/^(?:are|is)$/i.test(aux!) ? (/^(?:we|you|they)$/i.test(subject) ? 'are' : 'is') : aux!.toLowerCase()} `;
    return `${wh!.toLowerCase()} ${subject} ${verb}${fromOurSide(rest!)}`.replace(/\s+/g, ' ');
  }
  const polar = /^(do|does|did|is|are|was|were|can|could|will|would|should|have|has|may)\s+(there|you|we|i|it|they|this|that|he|she)\s+(.+)$/i.exec(q);
  if (polar) {
    const [, aux, who, rest] = polar;
    const subject = fromOurSide(who!);
    // 'do you use …' is 'whether we use …'; 'are we tied in …' is 'whether you are tied in …'.
    const verb = /^(?:do|does|did)$/i.test(aux!) ? '' : `${/^(?:are|is)$/i.test(aux!) && /^(?:we|you)$/i.test(subject) ? 'are' : aux!.toLowerCase()} `;
    return `whether ${subject} ${verb}${fromOurSide(rest!)}`.replace(/\s+/g, ' ');
  }
  return fromOurSide(q.replace(/^./, (c) => c.toLowerCase()));
}

/** A customer's words said back by the business: their 'we', 'us', 'our', 'I' are 'you', 'your'; their 'you' is 'we'. */
function fromOurSide(text: string): string {
  const swap: Record<string, string> = { we: 'you', us: 'you', our: 'your', ours: 'yours', i: 'you', me: 'you', my: 'your', mine: 'yours', you: 'we', your: 'our', yours: 'ours', "we're": "you're", "i'm": "you're", "you're": "we're", "we've": "you've", "you've": "we've" };
  return text.replace(/\b(?:we're|i'm|you're|we've|you've|we|us|our|ours|i|me|my|mine|you|your|yours)\b/gi, (w) => {
    const said = swap[w.toLowerCase()] ?? w;
    return w === 'I' && said === 'you' ? 'you' : said;
  });
}

/** 'if we can store her furniture …, and what it would roughly cost …' is two asks. */
function partsOf(question: string): string[] {
  return question.split(/,?\s+and\s+(?=(?:if|whether|what|how|when|where|which|who|roughly|can|could|do|does|is|are)\b)/i).map((p) => p.trim()).filter(Boolean).slice(0, 8);
}

/** What an ask is about, its question words out: 'whether there is parking near the shop' is 'parking near the shop'. */
function askedAbout(ask: string): string {
  // ('are we tied in for a year': what a contract's notice and cancellation terms answer.)
  const terms = /\b(?:tied in|locked in|lock-?in|tie-?in|minimum term|minimum contract|commit(?:ted|ment)?)\b/i.test(ask) ? ' contract notice cancel agreement term rolling' : '';
  return `${ask}${terms}`
    .replace(/^(?:if|whether)\s+/i, '')
    .replace(/^there\s+(?:is|are|'s)\s+(?:a\s+|an\s+|any\s+|some\s+)?/i, '')
    .replace(/[.?!]+$/, '')
    .trim();
}

/** 'who left a review complaining that we charged the full £85 when …': what they complained of, as told. */
export function complaintIn(request: string): string | null {
  const said = /\bcomplain(?:ing|ed|s)?\s+(?:that|about)\s+(.{8,240}?)(?=\.\s|\.$|$)/i.exec(request)?.[1]?.trim();
  if (said) return said;
  // ('A mum has emailed, quite angry. Her son cancelled … and we charged the full £38. She says it's unfair …': a
  // customer upset, and what happened told in the request's own sentences.)
  if (!UPSET.test(request)) return null;
  const told = request
    .split(/(?<=[.!?])\s+/)
    .filter((s) => HAPPENED.test(s) && !/\b(?:draft|write|reply|respond|says?|wants?|emailed|wrote|messaged|called|rang)\b/i.test(s));
  return told.length ? told.join(' ').replace(/[.!?]+$/, '').trim() : null;
}

// Who the request says complained, at the head of what happened: 'A customer (Dana) cancelled' is 'you cancelled'.
const CUSTOMER_SUBJECT = /^(?:an?|our|one of our)\s+(?:customer|client|mum|mother|dad|father|parent|member|student|guest|patient|pupil|buyer)(?:\s*\([^)]*\)|,\s*[A-Z][a-z'-]+,)?\s+/i;

const UPSET = /\b(?:angry|upset|unhappy|furious|annoyed|frustrated|cross|not happy|disappointed|livid)\b|\bsays?\s+(?:it'?s|it is|this is|that'?s|that is)\s+(?:unfair|not fair|wrong)\b|\bwants?\s+(?:a|her|his|their)\s+(?:refund|money back)\b/i;
// A sentence that tells what happened: something done, paid, missed or charged.
const HAPPENED = /\b(?:charged|cancell?ed|missed|booked|paid|arrived|broke|was|were|didn'?t|did not|forgot|turned up|waited|lost)\b/i;

/** What the customer says of it ('She says it's unfair'), said back: 'I can see why it feels unfair.' */
function feltIn(request: string): string | null {
  const word = /\bsays?\s+(?:it'?s|it is|this is|that'?s|that is)\s+(unfair|not fair|wrong)\b/i.exec(request)?.[1];
  return word ? `I can see why it feels ${word.toLowerCase()}.` : null;
}

/**
 * Whose pronouns a told complaint keeps: a third person it names ('His daughter … her violin lesson': the daughter
 * stays 'her') when the customer is of the other one ('A dad emailed').
 */
function thirdPerson(request: string): 'he' | 'she' | null {
  const relation = /\b(?:her|his|their)\s+(son|boy|husband|dad|father|brother|daughter|girl|wife|mum|mother|sister)\b/i.exec(request)?.[1]?.toLowerCase();
  if (!relation) return null;
  const other: 'he' | 'she' = /^(?:son|boy|husband|dad|father|brother)$/.test(relation) ? 'he' : 'she';
  // (Who wrote in is named in the opening sentence: 'A dad emailed, quite upset.')
  const opening = request.split(/(?<=[.!?])\s+/)[0] ?? '';
  const customer = /\b(?:mum|mother|mom|woman|lady|she)\b/i.test(opening) ? 'she' : /\b(?:dad|father|man|gentleman|he)\b/i.test(opening) ? 'he' : null;
  return customer && customer !== other ? other : null;
}

/** The customer's name as the request gives it: 'Mrs Denham', 'a customer, Priya,', 'a reply to Jane Morris'. */
function nameIn(request: string): string | null {
  const titled = /\b((?:Mrs|Mr|Ms|Miss|Dr|Mx)\.?\s+[A-Z][a-z'-]+)/.exec(request)?.[1];
  if (titled) return titled;
  const to = /\b(?:reply|respond|write back|answer)\s+to\s+([A-Z][a-z'-]+)(?:\s+[A-Z][a-z'-]+)?\b/.exec(request)?.[1];
  if (to && !/^(?:This|That|The|Our|Her|His|Their|A|An)$/.test(to)) return to;
  return /\b(?:customer|client|someone|lady|man|woman|mum|dad|parent|pupil|student|member),?\s+\(?([A-Z][a-z'-]+)\b/.exec(request)?.[1] ?? /^([A-Z][a-z'-]+)\s+(?:emailed|wrote|messaged|asked)\b/m.exec(request)?.[1] ?? null;
}

/** The question as said to the one who asked it: 'her furniture' is 'your furniture'; `keep`'s pronouns are a third person's. */
function asYours(text: string, keep: 'he' | 'she' | null = null): string {
  if (keep) {
    // ('His daughter cancelled her lesson': 'His' is the customer's, 'her' the daughter's.)
    const own = keep === 'she' ? /\b(?:he|his|him)\b/gi : /\b(?:she|her|hers)\b(?!\s+(?:son|boy|husband|dad|father|brother)\b)/gi;
    const relation = /\b(?:her|his|their)\s+(?=(?:son|boy|husband|dad|father|brother|daughter|girl|wife|mum|mother|sister)\b)/i;
    return text.replace(relation, 'your ').replace(own, (m) => (/^(?:his|her|hers)$/i.test(m) ? 'your' : 'you'));
  }
  return text
    // ('asking if you can frame …': the owner's 'you' is the business, 'we' in the reply.)
    .replace(/\byou(?= (?:can|could|do|would|will|are|have|offer|open|take|cover|deliver|fit|still)\b)/gi, 'we')
    .replace(/\byour\b/gi, 'our')
    .replace(/\b(?:she|he)'s\b/gi, "you're")
    .replace(/\b(?:she|he) is\b/gi, 'you are')
    .replace(/\b(?:she|he) (?:has|had)\b/gi, (m) => `you ${m.split(' ')[1]}`)
    .replace(/\b(?:her|his|their)\b/gi, 'your')
    .replace(/\b(?:she|he|they)\b/gi, 'you')
    .replace(/\bhim\b/gi, 'you');
}

