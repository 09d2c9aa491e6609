import type { AgentTask, TaskInput } from '../agent-task.ts';
import type { ProofFact } from '../../facts/fact-sheet.ts';
import { phraseProof } from '../../facts/fact-phrases.ts';
import { callToAction } from './call-to-action.ts';
import { block, KEEP, listText, type Block, type EmailDraft } from './email-draft.ts';
import { draftsOf } from './email-series.ts';
import { EmailKit } from './email-kit.ts';
import { emailOutput } from './email-output.ts';
import { capitalise } from './copy-phrases.ts';

/** A customer story's structures: the numbers first, the customer's own words first, or the problem they had first. */
const ANGLES = ['numbers-led', 'quote-led', 'problem-led'] as const;

/** One customer's story from the facts: their results with the numbers, and what they said. */
interface Story {
  who: string;
  results: ProofFact[];
  quote: ProofFact | null;
}

/** Who a proof is about, by name alone ('Donna Haskett, office manager, Haskett & Rowe' is about Haskett & Rowe too). */
function storyOf(kit: EmailKit): Story | null {
  const proof = kit.facts.proof;
  // The customer with the most results; a document the request names or ticks first.
  const named = new Set(kit.brief.sources.map((s) => s.toLowerCase()));
  const results = proof.filter((p) => p.kind !== 'quote' && p.who && p.figures.length);
  const byWho = new Map<string, ProofFact[]>();
  for (const p of results) byWho.set(p.who!, [...(byWho.get(p.who!) ?? []), p]);
  const ranked = [...byWho.entries()].sort((a, b) => Number(b[1].some((p) => named.has(p.source.title.toLowerCase()))) - Number(a[1].some((p) => named.has(p.source.title.toLowerCase()))) || b[1].length - a[1].length);
  const [who, theirs] = ranked[0] ?? [null, []];
  if (!who) return null;
  const quote = proof.find((p) => p.kind === 'quote' && p.who && (p.who.includes(who) || theirs.some((r) => r.source.title === p.source.title))) ?? null;
  return { who, results: theirs.slice(0, 3), quote };
}

/** 'down from 6.5 hours to 1.5 hours a week' gives ['6.5 hours', '1.5 hours']: the before and after of a result, when it says them. */
function fromTo(p: ProofFact): [string, string] | null {
  const m = /\bfrom\s+([£$€]?[\d.,]+(?:\s?%|\s+[a-z]+)?)\s+to\s+([£$€]?[\d.,]+(?:\s?%|\s+[a-z]+)?)/i.exec(p.text);
  return m ? [m[1]!, m[2]!] : null;
}

/**
 * A customer-story email (a case study shared with the list): one customer's results with their numbers, in their
 * own words where the facts quote them, and the step to take. Only what the facts say of that customer; with no
 * customer result in the space, a marked blank where the story goes.
 */
export const customerStoryEmail: AgentTask = {
  id: 'email.customer-story',
  agent: 'email-agent',
  label: 'a customer-story email (a case study shared with your list)',
  cues: ['case study', 'customer story', 'success story', 'client story', 'testimonial', 'share the story', 'their story', 'how they', 'results they', 'customer result'],
  delivers: ['email', 'case study email', 'story email'],
  starter: 'Write an email that shares our latest customer case study, with the real numbers',
  generate(input: TaskInput) {
    const kit = new EmailKit(input);
    const story = storyOf(kit);
    const angles = ANGLES.filter((a) => a !== 'quote-led' || story?.quote);
    const { drafts, angle } = draftsOf(kit, angles, (a, turn) => build(kit, story, a, turn), { wordings: ['Read the full story', `See how ${kit.product} works`] });
    return emailOutput(kit, drafts, { noun: 'customer-story email', angle, advice: ['Check the customer has approved the use of their name and figures before you send it.'] });
  },
};

function build(kit: EmailKit, story: Story | null, angle: string, turn: number): EmailDraft {
  const { product, company } = kit;
  const who = story?.who ?? null;
  const results = story?.results ?? [];
  const said = results.map((p) => {
    kit.ledger.use(p);
    // The customer named once, at the top: each result says what changed.
    return capitalise(phraseProof({ ...p, who: null, context: null }, { company: kit.facts.company, names: [company] }).replace(/[.]+$/, ''));
  });
  const quote = story?.quote ? `“${kit.ledger.use(story.quote).replace(/^["“]|["”]$/g, '').replace(/[.]+$/, '')}.” ${story.quote.who ? `– ${story.quote.who}` : ''}`.trim() : null;
  const problem = kit.problemShort();
  const numbers = who && said.length ? listText(`What changed for ${who} with ${product}:`, said) : kit.ledger.blank(`a customer's result with its numbers`, 'a case study in your documents');
  // ('paper or WhatsApp timesheets sound familiar': the verb agrees with the nearest noun, the last.)
  const last = problem?.split(/\s+/).pop() ?? '';
  const bridge = problem ? `If ${problem} ${/[^s]s$/.test(last) || / and /.test(problem) ? 'sound' : 'sounds'} familiar, ${product} was built for it.` : `${capitalise(product)} could do the same for you.`;
  let blocks: Block[];
  if (angle === 'quote-led' && quote) {
    blocks = [...block('quote', quote, KEEP), ...block('numbers', numbers, KEEP), ...block('bridge', bridge, 40)];
  } else if (angle === 'problem-led') {
    blocks = [
      ...block('opening', problem ? `${capitalise(problem)}: ${who ? `${who} knew it well` : 'many of our customers knew it well'}.` : `${who ?? 'One of our customers'} had the same question you might have.`, KEEP),
      ...block('numbers', numbers, KEEP),
      ...block('quote', quote, 50),
    ];
  } else {
    blocks = [...block('opening', who ? `A customer story, with the numbers: ${who}.` : `Here's a customer's result with ${product}.`, KEEP), ...block('numbers', numbers, KEEP), ...block('quote', quote, 50), ...block('bridge', bridge, 40)];
  }
  const change = results.map(fromTo).find(Boolean);
  const subjects = [
    who && change ? `From ${change[0]} to ${change[1]}: ${who}` : null,
    who ? `What changed for ${who}` : null,
    who && quote ? `${who}, in their own words` : null,
    `A customer story from ${company}`,
  ].filter((s): s is string => Boolean(s));
  const subject = subjects[turn % subjects.length]!;
  const preview = who ? `${/s$/.test(who) ? `${who}'` : `${who}'s`} results with ${product}, with the numbers.` : `A real result, with the numbers.`;
  const cta = callToAction(kit, { wordings: [`See how ${product} works`, 'Try it yourself', 'Read the full story'], prefer: /case|stor|trial|demo|start/i, turn });
  return { job: null, timing: null, subject, preview, greeting: kit.greeting(), blocks, cta, signOff: kit.signOff(false) };
}
