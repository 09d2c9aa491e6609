import type { AgentTask, TaskInput } from '../agent-task.ts';
import { callToAction } from './call-to-action.ts';
import { block, KEEP, listText, type Block, type EmailDraft } from './email-draft.ts';
import { EmailKit } from './email-kit.ts';
import { emailOutput } from './email-output.ts';
import { capitalise, countWord, listOf } from './copy-phrases.ts';
import { joinedAudience, welcomeSequence } from './welcome-sequence.ts';
import { withEmailSpecs } from './email-specs.ts';
import { nextStepsEmail, single } from './next-steps-email.ts';
import { parseCount } from '../../brief/parse-count.ts';

/** How many emails a sequence has when the request gives no number. */
const DEFAULT_COUNT = 5;
const MAX_COUNT = 12;
/** Send days for each position: close together at first, then spaced out. */
const DAYS = [0, 2, 4, 7, 10, 14, 18, 21, 25, 28, 32, 35];

type Job = 'welcome' | 'value' | 'proof' | 'objection' | 'difference' | 'spotlight' | 'last-call';
const JOB_LABEL: Record<Job, string> = { welcome: 'Welcome', value: 'Value', proof: 'Proof', objection: 'Objection', difference: 'Why us', spotlight: 'Feature spotlight', 'last-call': 'Last call' };
/** The middle emails' jobs in order of need; a regenerate puts proof before value and tries another order. */
const MIDDLE: Job[][] = [
  ['value', 'proof', 'objection', 'difference', 'spotlight'],
  ['proof', 'objection', 'value', 'spotlight', 'difference'],
];

/**
 * Each email's job: first a welcome, last a last call, the middle by need; jobs the space's facts can fill come
 * before those that would be mostly blanks, and extra emails spotlight one feature each.
 */
export function jobsFor(count: number, variant: number, ready: (job: Job) => boolean = () => true): Job[] {
  if (count === 1) return ['welcome'];
  const order = MIDDLE[variant % MIDDLE.length]!;
  const middle = [...order.filter(ready), ...order.filter((j) => !ready(j))];
  const jobs: Job[] = ['welcome'];
  for (let i = 0; i < count - 2; i++) jobs.push(middle[i] ?? 'spotlight');
  jobs.push('last-call');
  return jobs;
}

function countOf(kit: EmailKit): number {
  // ('a welcome email for people who just booked': one email, not a series.)
  if (single(kit)) return 1;
  const asked = kit.brief.deliverables.find((d) => d.noun === 'email' && d.count)?.count ?? kit.brief.deliverables.find((d) => d.count && /sequence|series|drip/.test(d.noun))?.count ?? null;
  return Math.max(1, Math.min(MAX_COUNT, asked ?? DEFAULT_COUNT));
}

/** The send days the request gives ('day 0, day 10 and day 30'), in order; empty when it gives none. */
export function requestDays(request: string): number[] {
  const line = request.split('\n')[0]!;
  const timed = emailTimings(line);
  if (timed.length >= 2) return timed;
  const days = [...line.matchAll(/\bdays?\s+(\d{1,3})\b/gi)].map((m) => Number(m[1]));
  // 'days 0, 10 and 30' lists the rest after the first.
  const listed = /\bdays\s+(\d{1,3}(?:\s*(?:,|and|&)\s*\d{1,3})+)/i.exec(line);
  return listed ? listed[1]!.split(/\s*(?:,|and|&)\s*/).map(Number) : days;
}

// ('a week after that': 'a' is one.)
const numberOf = (word: string) => (/^an?$/i.test(word) ? 1 : parseCount(word) ?? 0);

/**
 * Each email's send day when the request times them one by one ('Email 1 goes two days after the survey, email 2
 * a week after that, email 3 on day 25'): a day given is that day, 'N days after' the trigger is day N, and 'a
 * week after that' or 'N days later' counts on from the email before. Empty unless every email named is timed.
 */
function emailTimings(line: string): number[] {
  const parts = [...line.matchAll(/\b(?:email|message|e-mail)\s+(\d{1,2})\b([^;.]*?)(?=,?\s*(?:and\s+)?\b(?:email|message|e-mail)\s+\d|[;.(]|$)/gi)];
  if (parts.length < 2) return [];
  const days: number[] = [];
  for (const [, n, said] of parts) {
    if (Number(n) !== days.length + 1) return [];
    const before = days.at(-1) ?? 0;
    const day = /\bday\s+(\d{1,3})\b/i.exec(said!);
    const unit = /\b(\d{1,3}|an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty)\s+(days?|weeks?)\s+(after|later|on)\b(\s+(?:that|the (?:last|previous|first) one|email \d))?/i.exec(said!);
    const same = /\b(?:straight away|right away|immediately|the same day|on the day)\b/i.test(said!);
    if (day) days.push(Number(day[1]));
    else if (unit) {
      const length = numberOf(unit[1]!) * (/^week/i.test(unit[2]!) ? 7 : 1);
      // 'after that' and 'later' count from the email before; 'two days after the survey' from the trigger.
      days.push(unit[4] || /later|on/i.test(unit[3]!) ? before + length : length);
    } else if (same) days.push(days.length ? before : 0);
    else return [];
  }
  return days;
}

/**
 * The send day of each email: the request's own days when it gives one for each; spread evenly over a range it
 * gives ('from day 0 to day 14' for five emails: days 0, 4, 7, 11 and 14); else none, and the usual spacing applies.
 */
export function sendDays(request: string, count: number): number[] {
  const days = requestDays(request);
  if (days.length === count) return days;
  const range = /\bfrom\s+day\s+(\d{1,3})\s+(?:to|until|through|-)\s+(?:day\s+)?(\d{1,3})\b/i.exec(request.split('\n')[0]!);
  if (range && count > 1) {
    const [a, b] = [Number(range[1]), Number(range[2])];
    if (b > a) return Array.from({ length: count }, (_, i) => Math.round(a + ((b - a) * i) / (count - 1)));
  }
  return [];
}

/** The send day of the `index`th email: the request's own, else the usual spacing. */
function dayOf(index: number, asked: readonly number[] = []): number {
  const day = asked.length ? asked[index] : undefined;
  return day ?? (index === 0 ? 0 : (DAYS[index] ?? DAYS[DAYS.length - 1]! + 4 * (index - DAYS.length + 1)));
}

function timingOf(index: number, asked: readonly number[] = []): string {
  const day = dayOf(index, asked);
  return day === 0 ? 'day 0, right away' : `day ${day}`;
}

/** Which doubt the objection email answers: the first the facts can answer, else the price, left as a blank. */
function objection(kit: EmailKit, variant: number): { subject: string; question: string; answer: string } {
  const trial = kit.trialTerm();
  const commitment = kit.commitmentTerm();
  const integrations = kit.integrations();
  const options = [
    ...(trial || commitment ? [{ subject: 'What if it is not right for us?', question: `"What if ${kit.product} isn't right for us?"`, answer: [trial && `${capitalise(trial)}.`, commitment].filter(Boolean).join(' ') }] : []),
    ...(integrations ? [{ subject: 'Will it work with what we use?', question: '"Will it work with the tools we already use?"', answer: integrations }] : []),
  ];
  if (options.length) return options[variant % options.length]!;
  return { subject: 'What does it cost?', question: '"What does it cost?"', answer: kit.price(true)! };
}

/** The offer again in each email, said for the email's place: a thank-you first, then a reminder. */
function offerLine(kit: EmailKit, job: Job): string | null {
  const offer = kit.offer;
  if (!offer) return null;
  const lead = job === 'welcome' ? 'As a thank-you' : 'A reminder';
  return `${lead}: ${offer.short}.${offer.ends ? ` ${offer.ends}` : ''}`;
}

function emailFor(kit: EmailKit, job: Job, index: number, jobs: Job[]): EmailDraft {
  const { offer, product } = kit;
  const offerBlock = block('offer', offerLine(kit, job), KEEP);
  let subject: string;
  let preview: string;
  let blocks: Block[];
  let wordings: string[];
  switch (job) {
    case 'welcome': {
      const rest = jobs.slice(1).map((j) => JOB_LABEL[j].toLowerCase());
      subject = kit.variant % 2 ? `Good to have you, {{first_name}}` : `Welcome: here's what happens next`;
      preview = offer ? `A thank-you: ${offer.short}.` : `What to expect from us, in one minute.`;
      blocks = [
        ...block('opening', kit.situation ? `${capitalise(kit.situation)}, so here's what happens next.` : `Thanks for your interest in ${product}. Here's what happens next.`, KEEP),
        ...offerBlock,
        ...block('what', kit.whatItIs(), 70),
        ...block('plan', rest.length ? `${capitalise(countWord(rest.length))} more short email${rest.length === 1 ? '' : 's'} will follow: ${listOf(rest.map(planPhrase))}.` : null, 50),
        // A welcome on its own says how to start: the trial's terms when the request is about a trial, and what to try first.
        ...block('trial', /\btrial\b/i.test(kit.brief.request) && kit.trialTerm() ? `${capitalise(kit.trialTerm()!)}.` : null, 60),
        ...block('list', rest.length ? null : tryFirst(kit.features(3)), 55),
      ];
      wordings = ['Take a first look', 'Get started', `See ${product} in action`];
      break;
    }
    case 'value': {
      const problem = kit.problem();
      subject = `What ${product} does for ${kit.audienceHead ?? 'you'}`;
      preview = problem ? `Where ${product} helps with ${kit.problemShort()}.` : `What it does, in three lines.`;
      const features = kit.features(3);
      // The welcome already said what it is, and a 'Why us' email says what sets it apart.
      const what = features.length ? listText(kit.pick.pick(['What it does:', 'In practice:', 'The short version:'], 'nurture.value.list'), features) : null;
      blocks = [
        ...block('opening', problem ? `The problem ${product} exists to solve: ${problem}.` : `Here's where ${product} helps day to day.`, KEEP),
        ...offerBlock,
        ...block('list', what ?? `What it does: ${kit.ledger.blank('the main things it does', 'a document listing the features')}.`, 80),
        ...block('difference', features.length || jobs.includes('difference') ? null : kit.difference(), 60),
        ...block('integrations', kit.integrations(), 40),
      ];
      wordings = ['See how it works', 'Take a closer look', 'See the details'];
      break;
    }
    case 'proof': {
      const who = kit.proofWho();
      subject = who ? `What ${who} saw with ${product}` : kit.proofs().length ? `The results behind ${product}` : `What customers see with ${product}`;
      preview = 'A real result, with the numbers.';
      blocks = [
        ...block('opening', kit.variant % 2 ? 'Numbers say more than we can.' : `Here's one result, with the numbers.`, KEEP),
        ...block('proof', kit.proofOrBlank(), KEEP),
        ...block('proof-more', kit.proofs().length > 1 ? kit.proof(1) : null, 50),
        ...offerBlock,
      ];
      wordings = ['See how they did it', 'See what it would do for you', 'Find out more'];
      break;
    }
    case 'objection': {
      const o = objection(kit, kit.variant);
      subject = o.subject;
      preview = 'A fair question, answered.';
      blocks = [...block('opening', `A fair question: ${o.question}`, KEEP), ...block('answer', o.answer, KEEP), ...offerBlock];
      wordings = ['Try it and see', 'See the details', 'Ask us anything'];
      break;
    }
    case 'difference': {
      subject = `Why ${kit.company}?`;
      preview = 'What makes us different.';
      blocks = [
        ...block('opening', kit.difference() ?? `What sets ${kit.company} apart: ${kit.ledger.blank('what sets you apart', 'the space profile')}.`, KEEP),
        ...offerBlock,
        ...block('list', listText('And on top of that:', kit.features(2, 3)), 50),
      ];
      wordings = ['See for yourself', 'Take a look', 'Find out more'];
      break;
    }
    case 'spotlight': {
      const spot = kit.features(1, 3 + index)[0] ?? kit.features(1, index % Math.max(1, kit.facts.features.length))[0];
      subject = spot ? `A closer look: ${spot.split(/\s+/).slice(0, 6).join(' ')}` : `One thing worth a closer look`;
      preview = 'One feature, two minutes.';
      blocks = [...block('opening', `One thing worth a closer look today: ${spot ? `${spot.charAt(0).toLowerCase()}${spot.slice(1)}` : kit.ledger.blank('a feature to spotlight', 'a document listing the features')}.`, KEEP), ...offerBlock];
      wordings = ['See it in action', 'Try it yourself', 'Have a look'];
      break;
    }
    case 'last-call': {
      subject = offer ? (offer.deadline ? `Last reminder: ${offer.short}, ${offer.deadline}` : `Still interested? ${capitalise(offer.short)}`) : kit.variant % 2 ? `Shall we get you started?` : `Ready when you are`;
      preview = offer?.deadline ? `The offer ends ${offer.deadline.replace(/^(until|by|before)\s+/i, '')}.` : 'One last note from us, then we will leave it there.';
      blocks = [
        ...block('opening', offer ? `One last reminder before we leave it there. ${offer.sentence}` : `This is our last email in this series, so here's everything in one line. ${kit.whatItIs() ?? ''}`, KEEP),
        ...block('trial', kit.trialTerm() ? `${capitalise(kit.trialTerm()!)}.` : null, 60),
        ...block('proof', kit.proof(), 40),
      ];
      wordings = ['Get started', `Start with ${product}`, 'Take the next step'];
      break;
    }
  }
  const cta = callToAction(kit, { wordings, offerWordings: ['Claim {deal}', 'Get {deal}', 'Start with {deal}'], prefer: /sign ?up|start|trial|pricing/i, turn: kit.variant + index });
  // With an offer, the preview (the inbox's second line) carries it in every email, whatever the email's job.
  const withOffer = offer && !preview.includes(offer.short) ? `${offerLine(kit, job)}` : preview;
  return { job: JOB_LABEL[job], timing: timingOf(index, sendDays(kit.brief.request, countOf(kit))), subject, preview: withOffer, greeting: kit.greeting(), blocks, cta, signOff: kit.signOff(false) };
}

function tryFirst(features: string[]): string | null {
  return listText(`${capitalise(countWord(features.length))} thing${features.length === 1 ? '' : 's'} to try first:`, features);
}

/** What the welcome email says each later email will do. */
function planPhrase(job: string): string {
  return ({ value: 'what it does for you', proof: 'a real result', objection: 'a common question answered', 'why us': 'what makes us different', 'feature spotlight': 'a closer look at one feature', 'last call': 'a last reminder' } as Record<string, string>)[job] ?? job;
}

export const nurtureSequence: AgentTask = {
  id: 'email.nurture-sequence',
  agent: 'email-agent',
  label: 'a nurture sequence',
  cues: ['nurture', 'sequence', 'drip', 'series', 'onboarding', 'welcome series', 'email series', 'automation', 'cadence', 'nurture sequence', 'welcome email', 'onboarding email'],
  delivers: ['sequence', 'email', 'series', 'drip'],
  starter: 'Write a 3-email nurture sequence for people who signed up for the trial',
  generate(input: TaskInput) {
    const kit = new EmailKit(input);
    const facts = kit.facts;
    // People who have already joined, bought, subscribed or given get a welcome, never a prospect's last call.
    const joined = joinedAudience(kit);
    if (joined) {
      const count = countOf(kit);
      // ('… who's just booked. Tell them what to bring (…), explain …': one welcome with the steps the request lists.)
      const listed = count === 1 ? nextStepsEmail(kit) : null;
      if (listed) return emailOutput(kit, withEmailSpecs(kit, [listed]), { noun: 'welcome email', angle: 'next steps', advice: [] });
      const asked = sendDays(kit.brief.request, count);
      return welcomeSequence(kit, joined, count, (i) => timingOf(i, asked), dayOf(count - 1, asked));
    }
    const ready = (job: Job): boolean =>
      ({
        welcome: true,
        value: facts.features.length > 0 || Boolean(kit.productLine),
        proof: facts.proof.length > 0,
        objection: facts.terms.length > 0 || facts.integrations.length > 0 || facts.prices.length > 0,
        difference: Boolean(facts.differentiator),
        spotlight: facts.features.length > 3,
        'last-call': true,
      })[job];
    // 'Write her welcome email … that tells her what happens next (photo shoot, first payout date, …)': one email to
    // someone who has just joined, each next step the request lists said from the facts or left as a blank.
    const steps = countOf(kit) === 1 ? nextStepsEmail(kit) : null;
    if (steps) return emailOutput(kit, withEmailSpecs(kit, [steps]), { noun: 'welcome email', angle: 'next steps', advice: [] });
    const jobs = jobsFor(countOf(kit), kit.variant, ready);
    const drafts = withEmailSpecs(kit, jobs.map((job, i) => emailFor(kit, job, i, jobs)));
    return emailOutput(kit, drafts, {
      noun: jobs.length === 1 ? 'welcome email' : 'nurture email',
      angle: `jobs: ${jobs.join(', ')}`,
      advice: ['Stop the sequence for anyone who takes the action; send the next email only to those who have not.'],
    });
  },
};
