import type { Amount } from '../../brief/brief.ts';
import type { FactSource } from '../../facts/fact-sheet.ts';
import type { TaskInput, TaskOutput } from '../agent-task.ts';
import { profileSource, quoted } from '../strategy/advice-sources.ts';
import { perPeriod } from '../strategy/money.ts';

// Who makes the claim, in the request's own words ('Our Shopify partner says…' gives 'your Shopify partner').
const CLAIMANT = /^\s*(.{3,60}?)\s+(?:says?|said|claims?|claimed|promises?|advertises?|quotes?)\b/i;

/**
 * A saving another party claims for their own product ('their tool saves teams $3,000') is their pitch, not money
 * in this business's budget: the question (co-market with them?) is answered on whether their customers are this
 * business's buyers, and the claim is something to check before it goes near any copy.
 */
export function partnerClaimAdvice(input: TaskInput, claim: Amount): TaskOutput {
  const { facts, brief } = input;
  const sentence = brief.request.split(/(?<=[?.!])\s+/).find((s) => s.includes(claim.text)) ?? brief.request;
  const who = (CLAIMANT.exec(sentence)?.[1] ?? 'the partner').replace(/^our\b/i, 'your').replace(/^the\b/i, 'the');
  const used: FactSource[] = [];
  const said = `${claim.text}${perPeriod(claim.period)}`;
  const kpi = facts.kpis ? facts.kpis.split(/,\s*/)[0]!.trim() : null;
  const kpiText = kpi ? `"${kpi}"` : 'sign-ups';
  // A partner inside the channel the profile says brings the best customers reaches the same buyers.
  const partnerWords = who.toLowerCase().split(/\W+/).filter((w) => w.length > 3 && !['your', 'partner', 'partners', 'their'].includes(w));
  const sharedChannel = facts.bestChannel && partnerWords.some((w) => facts.bestChannel!.toLowerCase().includes(w)) ? facts.bestChannel : null;
  if (facts.audience || sharedChannel || facts.goal || kpi) used.push(profileSource(facts));
  const decision = sharedChannel
    ? `Co-market with ${who} as one four-week test: they sit in the channel your profile says brings your best customers. Their "${said}" is what they say their product saves its users, not money you save, so it does not change your budget.`
    : `Co-market with ${who} only after one four-week test shows their customers are your buyers. Their "${said}" is what they say their product saves its users, not money you save, so it does not change your budget.`;
  const deliverable = [
    `**Decision:** ${decision}`,
    '',
    '## Why',
    `- Co-marketing pays when their customers are the people you sell to: your buyers are ${quoted(facts.audience, 'your audience')}.`,
    ...(sharedChannel ? [`- Your profile says the best customers come from ${quoted(sharedChannel, 'best channel')}: a partner there reaches buyers already in that channel.`] : []),
    `- The saving is their claim about their own tool. Quote it in joint copy only with the customer case behind it (who saved it, over what period), and say it is theirs.`,
    ...(facts.goal ? [`- Your goal is ${quoted(facts.goal, 'your goal')}: judge the test by ${kpiText} it brings, not by the partner's reach.`] : []),
    '',
    '## What would settle it',
    `- How many of their customers match your buyers: ask ${who} for that count before you agree anything.`,
    `- The ${kpiText} that one joint piece brings in four weeks, counted with its own link or code.`,
    '',
    '## Next step',
    `1. Ask ${who} how many of their customers fit your audience and for the case behind "${said}".`,
    // A regenerate proposes the other joint piece, so the two answers are two real options.
    `2. Agree one joint piece (${input.variant % 2 === 0 ? 'a webinar for both audiences' : 'an email to both customer lists'}) with its own link or code.`,
    `3. After four weeks, count ${kpiText} from that link: keep co-marketing if it beats what the same time brings elsewhere.`,
  ].join('\n');
  return {
    summary: decision.split(/(?<=\.)\s/)[0]!,
    deliverable,
    notes: [`"${said}" reads as the partner's claim about their tool, so it is neither a saving of yours nor a budget to split.`],
    used,
    steps: [{ tool: 'saving', summary: `${claim.text} read as a partner's claim, not a saving` }],
    artifacts: [],
  };
}
