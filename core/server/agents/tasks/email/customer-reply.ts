import type { AgentTask, TaskInput, TaskOutput } from '../agent-task.ts';
import { EmailKit } from './email-kit.ts';
import { phoneNumberIn } from '../phone-number.ts';

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
    const question = customerQuestionIn(request);
    const name = nameIn(request);
    const asks = question ? partsOf(question) : [];
    const answers = asks.map((ask) => ({ ask, answer: kit.answerTo(askedAbout(ask)) }));
    const missing = answers.filter((a) => !a.answer);
    const lines: string[] = [];
    const thanks = question ? `Thank you for asking ${asYours(question).replace(/[.?!]+$/, '')}.` : 'Thank you for getting in touch.';
    lines.push(thanks);
    const found = answers.filter((a) => a.answer).map((a) => sentence(a.answer!));
    if (found.length === 1) lines.push(found[0]!);
    else if (found.length > 1) lines.push(['Here is what applies:', ...found.map((f) => `- ${f}`)].join('\n'));
    for (const gap of missing) lines.push(`[Your answer on ${asYours(gap.ask).replace(/[.?!]+$/, '')}]`);
    const phone = phoneNumberIn([...input.referenced, ...(input.library ?? [])].map((r) => r.text));
    lines.push(`If you would like to go ahead, just reply to this email${phone ? ` or call us on ${phone}` : ''}, and we will get it booked in.`);
    const greeting = `${input.voice.formality === 'formal' ? 'Dear' : 'Hi'} ${name ?? '[name]'},`;
    const subject = `Re: ${input.brief.topic ? `your question about ${input.brief.topic.replace(/^(?:our|the)\s+/i, '')}` : 'your question'}`;
    const deliverable = [`Subject: ${subject}`, '', greeting, '', lines.join('\n\n'), '', kit.signOff(true)].join('\n');
    const notes: string[] = [];
    if (!question) notes.push('Your request does not say what the customer asked, so the reply only thanks them: paste their email after a colon for a reply to it.');
    if (missing.length) notes.push(`Your facts do not answer ${missing.map((m) => `"${m.ask.replace(/[.?!]+$/, '')}"`).join(' or ')}: fill the marked gap before sending.`);
    if (found.some((f) => /[£$€]\s?\d/.test(f))) notes.push('The prices are quoted as your documents give them; add up the total for their case before you send it.');
    return { summary: `A reply${name ? ` to ${name}` : ''}, answering ${asks.length > 1 ? `the ${asks.length} parts of the question` : 'the question'} from your facts.`, deliverable, notes, used: kit.ledger.used(deliverable), steps: [{ tool: 'reply', summary: `${found.length} of ${asks.length} parts answered from the facts` }], artifacts: [] };
  },
};

/** What the customer asked: the clause after 'asking', 'asked (us)', 'wants to know', or the pasted message's questions. */
export function customerQuestionIn(request: string): string | null {
  const said = /\b(?:emailed|wrote|messaged|called|rang|phoned|asked)(?:\s+(?:us|in))?(?:\s+to\s+ask)?,?\s+(?:asking\s+)?((?:if|whether|about|what|how|when|where|why|who|which|for)\b[^.?!]{3,300})/i.exec(request)?.[1] ?? /\b(?:asking|wants to know|want to know|would like to know)\s+((?:if|whether|about|what|how|when|where|why|who|which)\b[^.?!]{3,300})/i.exec(request)?.[1];
  if (said) return said.trim();
  const questions = request.split(/(?<=[?])\s+|\n+/).filter((s) => /\?\s*$/.test(s) && !/\b(?:draft|write|reply|respond)\b/i.test(s));
  return questions.length ? questions.join(' ').trim() : null;
}

/** 'if we can store her furniture …, and what it would roughly cost …' is two asks. */
function partsOf(question: string): string[] {
  return question.split(/,?\s+and\s+(?=(?:if|whether|what|how|when|where|which|who|roughly|can|could|do|does|is|are)\b)/i).map((p) => p.trim()).filter(Boolean);
}

/** What an ask is about, its question words out: 'whether there is parking near the shop' is 'parking near the shop'. */
function askedAbout(ask: string): string {
  return ask
    .replace(/^(?:if|whether)\s+/i, '')
    .replace(/^there\s+(?:is|are|'s)\s+(?:a\s+|an\s+|any\s+|some\s+)?/i, '')
    .replace(/[.?!]+$/, '')
    .trim();
}

/** The customer's name as the request gives it: 'Mrs Denham', 'a customer, Priya,'. */
function nameIn(request: string): string | null {
  const titled = /\b((?:Mrs|Mr|Ms|Miss|Dr|Mx)\.?\s+[A-Z][a-z'-]+)/.exec(request)?.[1];
  if (titled) return titled;
  return /\b(?:customer|client|someone|lady|man|woman),?\s+([A-Z][a-z'-]+)\b/.exec(request)?.[1] ?? /^([A-Z][a-z'-]+)\s+(?:emailed|wrote|messaged|asked)\b/m.exec(request)?.[1] ?? null;
}

/** The question as said to the one who asked it: 'her furniture' is 'your furniture'. */
function asYours(text: string): string {
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

function sentence(text: string): string {
  const t = text.trim().replace(/^./, (c) => c.toUpperCase());
  return /[.!?]$/.test(t) ? t : `${t}.`;
}
