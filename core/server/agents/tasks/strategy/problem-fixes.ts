import type { TaskInput, TaskOutput } from '../agent-task.ts';
import { parseCount } from '../../brief/parse-count.ts';
import { countWord } from '../english-phrases.ts';
import { profileSource } from './advice-sources.ts';

/** One known way to bring a problem down, what it costs the business, and how fast it works. */
interface Fix {
  title: string;
  what: string;
  downside: string;
  /** 1 fastest and cheapest to try, 3 slowest or dearest. */
  effort: 1 | 2 | 3;
}

/**
 * Problems most small businesses meet, each with the usual ways to reduce it: the trade's common knowledge, never a
 * figure. Each kind is named by the words people use for it.
 */
const PLAYBOOKS: { kind: string; names: RegExp; fixes: Fix[]; asks?: RegExp; summary?: string }[] = [
  {
    kind: 'first visits that turn into a package',
    // ('from first lesson to 10-hour block is stuck at 44%', 'taster classes go on to buy a 10-class pass')
    names: /\b(?:first|trial|taster|intro(?:ductory)?|free)\s+(?:lessons?|class(?:es)?|sessions?|visits?|appointments?|months?)\b[^.?!]{0,60}\b(?:to|into|on to|onto|buy|book|sign up for)\b[^.?!]{0,40}\b(?:blocks?|packages?|pass(?:es)?|memberships?|courses?|plans?|subscriptions?|bundles?)\b/i,
    asks: /\b(?:what|which)\s+(?:\d|one|two|three|four|five)?\s*(?:things?|ideas?|tests?|changes?)\b[^.?!]{0,40}\b(?:test|try|change)\b|\b(?:ways?|ideas?|how (?:do|can|could|should) (?:we|i))\b[^.?!]{0,60}\b(?:raise|lift|improve|increase|boost|get (?:it|that) up)\b|\bwhat'?s going wrong\b/i,
    summary: 'lift how many first visits turn into a package',
    fixes: [
      { title: 'Offer the package at the end of the first visit', what: 'Before they leave, say what you would work on next and offer the package there and then, while the first visit is fresh.', downside: 'Pushed too hard it feels like a sales pitch; it needs a few plain words everyone says the same way.', effort: 1 },
      { title: 'A written next step the same day', what: 'Send each newcomer a short note the same day: what they did, what comes next, and what the package costs against paying each time.', downside: 'It takes a few minutes per person, and a guess at how many sessions someone needs can be wrong.', effort: 1 },
      { title: 'Let the first visit count towards the package', what: 'Take the first visit\'s price off the package if they buy it within a week.', downside: 'It costs you that price on people who would have bought anyway.', effort: 2 },
      { title: 'Spread the payment', what: 'Let people pay for the package in two or three parts.', downside: 'The money comes in later, and a few may not pay the rest.', effort: 2 },
      { title: 'A follow-up within two days', what: 'A call or message to everyone who has not booked again two days after their first visit, asking what held them back.', downside: 'It takes someone\'s time, and some will not reply.', effort: 1 },
    ],
  },
  {
    kind: 'late cancellations and no-shows',
    names: /\b(?:late\s+)?cancell?ations?\b|\bno[- ]shows?\b|\bdon'?t turn up\b|\bmissed (?:appointments|lessons|sessions|bookings)\b/i,
    fixes: [
      { title: 'Reminders two days before', what: 'An automatic text or email 48 hours before each booking, with a one-tap link to confirm or move it.', downside: 'It needs a booking tool that sends them, and a few people will find it one message too many.', effort: 1 },
      { title: 'Make moving easy, and early', what: 'Let people move a booking themselves up to your cut-off, so they move it instead of not coming.', downside: 'Some slots will be moved at short notice and need refilling.', effort: 1 },
      { title: 'A short-notice list', what: 'Keep a list of people who want an earlier slot and offer each gap to them the moment it opens.', downside: 'It takes someone a few minutes every time a slot frees up.', effort: 2 },
      { title: 'A clear charge for late cancellations', what: 'State the notice you need and the charge for missing it, at booking and in every reminder; waive it once if you like.', downside: 'It can feel unfriendly, and enforcing it may cost you the odd customer.', effort: 2 },
      { title: 'Pay ahead', what: 'Ask for payment or a deposit when people book, or sell blocks paid up front.', downside: 'Some people will not book at all if they must pay first.', effort: 3 },
    ],
  },
  {
    kind: 'customers who stop or cancel',
    names: /\bchurn\b|\bcancel(?:s|ling|ing)? (?:their )?(?:subscriptions?|memberships?|plans?|contracts?)\b|\b(?:members|customers|clients|subscribers) (?:leave|leaving|cancel|quit)\b|\bretention\b/i,
    fixes: [
      { title: 'Ask why, at the point they leave', what: 'One question when people cancel, with four reasons to tick, and read the answers every month.', downside: 'It tells you why, but it does not keep anyone by itself.', effort: 1 },
      { title: 'Offer a pause instead', what: 'Let people pause for a month or two rather than cancel.', downside: 'Some pauses become cancellations later, and income dips while they last.', effort: 1 },
      { title: 'A check-in at the risky moment', what: 'A personal message at the point most people drop off (the second month, after the first problem).', downside: 'It takes time from someone who knows the customer.', effort: 2 },
      { title: 'Reward staying', what: 'Something for those who stay a year: a month free, an extra, a better rate.', downside: 'It costs money on customers who would have stayed anyway.', effort: 2 },
      { title: 'Fix the most common reason', what: 'Take the reason given most often and change the product or service to remove it.', downside: 'It is the slowest and may cost the most.', effort: 3 },
    ],
  },
  {
    kind: 'unpaid or late invoices',
    names: /\blate payments?\b|\bunpaid invoices?\b|\bpaying late\b|\bdebtors?\b|\boverdue\b/i,
    fixes: [
      { title: 'Send the invoice the same day', what: 'Invoice when the work is done, with the due date and how to pay in the first line.', downside: 'It needs a routine someone keeps to on busy days.', effort: 1 },
      { title: 'Automatic reminders', what: 'A reminder a few days before the due date and on the day, from your accounts software.', downside: 'A few customers dislike automatic chasers.', effort: 1 },
      { title: 'Easy ways to pay', what: 'A pay-now link or card payment on every invoice.', downside: 'Card and link fees take a small share.', effort: 2 },
      { title: 'Deposits or staged payments', what: 'Ask for part up front on larger jobs.', downside: 'Some customers will go elsewhere.', effort: 2 },
      { title: 'Stated late-payment terms', what: 'Put your terms (and the interest you may charge) on every quote and invoice.', downside: 'Enforcing them can strain a relationship.', effort: 3 },
    ],
  },
  {
    // ('a crowded market' is competition, not a full room: crowding counts only at a time.)
    kind: 'demand away from the busiest times',
    names: /\b(?:over-?booked|fully booked|booked up|too busy|(?:too )?crowded (?:at|on|in|during) (?:the )?(?:peak|busy|weekends?|evenings?|mornings?|lunchtimes?|\w+days?)\b|rammed|packed out|waiting lists?|wait(?:ing)? times?|queues?)\b/i,
    fixes: [
      { title: 'Say when it is quiet', what: 'Show the quiet times on the booking page, in every confirmation and on social media each week, so people who can come then choose them.', downside: 'It only moves those who are free at other times.', effort: 1 },
      { title: 'A reason to come at quiet times', what: 'A lower price, a small extra or a quiet-time pass for the slots that go unfilled, never for the busy ones.', downside: 'Some who would have paid full price at quiet times will pay less.', effort: 2 },
      { title: 'Offer the waiting list a quieter slot first', what: 'When someone joins the waiting list, offer them the nearest quiet slot straight away, and tell them plainly how long the list is.', downside: 'Some people only want the busy slot and will still wait.', effort: 1 },
      { title: 'Stop promoting the busy times', what: 'Take the busiest times out of ads and posts, and point every call to action at the quiet ones.', downside: 'Fewer new people may come in while you shift the message.', effort: 1 },
      { title: 'Charge more at the busiest times', what: 'A small peak price, said openly, so the busiest slots pay for the demand they have.', downside: 'Regulars at those times may feel it as a price rise.', effort: 3 },
    ],
  },
  {
    kind: 'returns and refunds',
    names: /\breturns?\b|\brefunds?\b/i,
    fixes: [
      { title: 'Better sizes and descriptions', what: 'Add what people ask about most (measurements, what it is made of, what is in the box) to each listing.', downside: 'It takes time for every product.', effort: 1 },
      { title: 'Real photos', what: 'Photos in daylight from several sides, with something for scale.', downside: 'A few hours of work per range.', effort: 2 },
      { title: 'Ask why on every return', what: 'One question on the return form, read every month to find the product behind most returns.', downside: 'It tells you why, but does not stop returns by itself.', effort: 1 },
      { title: 'Offer an exchange first', what: 'Make swapping easier than refunding.', downside: 'Some customers only want their money back and may be annoyed.', effort: 2 },
    ],
  },
];

// 'Give me 4 ways to bring that down', 'how do we cut no-shows', 'ideas to reduce …'.
// ('What are the top 3 things marketing can do about it?': things to do about the problem said before.)
const ASKS_FIXES = /\b(?:ways?|ideas?|how (?:do|can|could|should) (?:we|i)|what can (?:we|i) do|tips|options|things)\b[^.?!]{0,60}\b(?:bring (?:that|it|them|this)?\s*down|cut|reduce|lower|stop|fewer|less|tackle|deal with|fix|get (?:that|it) down|drop|do about (?:it|this|that|them))\b/i;

/**
 * 'Late cancellations are at 9% of lessons. Give me 4 ways to bring that down, each with its downside, and tell me
 * which one you'd try first.': the known ways to reduce that problem, each with what it costs the business, the
 * number asked, and the one to try first (the quickest and cheapest to test), with the request's own figure as the
 * baseline to measure against. Null for any other request.
 */
export function problemFixes(input: TaskInput): TaskOutput | null {
  const { brief, facts } = input;
  if (brief.revision) return null;
  const book = PLAYBOOKS.find((p) => p.names.test(brief.request) && (p.asks ?? ASKS_FIXES).test(brief.request));
  if (!book) return null;
  const count = Math.min(parseCount(/\b(\d|one|two|three|four|five|six)\s+(?:ways?|ideas?|tips|options|things|tests|changes)\b/i.exec(brief.request)?.[1]) ?? 4, book.fixes.length);
  const variantOrder = input.variant % 2 === 0 ? book.fixes : [...book.fixes].sort((a, b) => b.effort - a.effort);
  const chosen = variantOrder.slice(0, count);
  const first = [...chosen].sort((a, b) => a.effort - b.effort)[0]!;
  const baseline = /(\d+(?:\.\d+)?\s?%|\d+\s+(?:a|per)\s+(?:week|month))/i.exec(brief.request)?.[1] ?? null;
  const lines = [
    ...chosen.flatMap((f, i) => [`## ${i + 1}. ${f.title}`, '', `- **What:** ${f.what}`, `- **Downside:** ${f.downside}`, '']),
    `**Try first:** ${first.title.toLowerCase().replace(/^./, (c) => c.toUpperCase())}. It is the quickest and cheapest to test${baseline ? `: run it for four weeks and compare with today's ${baseline}` : ': run it for four weeks and compare with the four weeks before'}; add the next one only if the number has not moved.`,
  ];
  return {
    summary: `${countWord(chosen.length).replace(/^./, (c) => c.toUpperCase())} ways to ${book.summary ?? (book.kind.startsWith('demand ') ? `spread ${book.kind}` : `bring ${book.kind} down`)}, each with its downside, and the one to try first.`,
    deliverable: lines.join('\n'),
    notes: ['These are the usual fixes in any trade, not figures from your data; your own records say which reason is behind most of them.'],
    used: facts.goal || facts.kpis ? [profileSource(facts)] : [],
    steps: [{ tool: 'problem_fixes', summary: `${book.kind}: ${chosen.map((f) => f.title).join('; ')}` }],
    artifacts: [],
  };
}
