import { factLookup } from './fact-lookup.ts';
import { statedResultsDecision, unlikeResultsOfRequest } from './stated-results.ts';
import { priceMoveAnswer, rivalMoveAnswer } from './price-move.ts';
import { priceRiseAnswer } from './price-rise.ts';
import { cheaperTierAnswer } from './cheaper-tier.ts';
import { conversionGap } from './conversion-gap.ts';
import { eventChecklist, eventChecklistTask } from './event-checklist.ts';
import { goalReach } from './goal-reach.ts';
import { bundlePriceAnswer } from './bundle-price.ts';
import { swotTask } from './swot.ts';
import { resultVerdictTask } from './result-verdict.ts';
import type { AgentTask } from '../agent-task.ts';
import { budgetSplitTask } from './budget-split.ts';
import { competitorPositioningTask } from './competitor-positioning.ts';
import { cutOrShiftTask } from './cut-or-shift.ts';
import { dayPlanTask } from './day-plan.ts';
import { moveRisksTask } from './move-risks.ts';
import { planReviewTask } from './plan-review.ts';
import { pricingPositionTask } from './pricing-position.ts';
import { spaceFacts } from './space-facts.ts';
import { asksForMaths, goalMaths, goalMathsTask } from './goal-maths.ts';
import { asksToChoose, optionsDecision, optionsDecisionTask } from './options-decision.ts';
import { readOptions } from './decision-options.ts';
import { mentionsIn } from './channel-lexicon.ts';
import { severalSpendsDecision } from './several-spends.ts';
import { dealSums } from './deal-sums.ts';
import type { TaskInput, TaskOutput } from '../agent-task.ts';
import { funnelMaths } from './funnel-maths.ts';
import { channelPayback } from './channel-payback.ts';
import { kpiTargetsTask } from './kpi-targets.ts';
import { ideasTask } from './ideas-task.ts';
import { priceObjectionTask } from './price-objection.ts';
import { funnelLeakTask } from './funnel-leak.ts';
import { reportTakeawaysTask } from './report-takeaways.ts';
import { oneMoveCall } from './one-move-call.ts';
import { rankedOptions } from './ranked-options.ts';
import { researchQuestionsTask } from './research-questions.ts';
import { planLinesReview } from './plan-lines-review.ts';
import { channelScorecard } from './channel-scorecard.ts';
import { planAgainstResults } from './plan-against-results.ts';

/** A task that writes from the fact sheet completed by the passages retrieval found (space-facts.ts). */
export function withSpaceFacts(task: AgentTask): AgentTask {
  return { ...task, generate: (input) => task.generate({ ...input, facts: spaceFacts(input) }) };
}

/**
 * A question that asks to choose between two named options, or for arithmetic, gets that answer whichever general
 * task its words chose ('we can only afford to push one' is no budget; 'how many sign-ups a week' is no review).
 */
/** A question on a price (a plan per visit, a move of our own price, a rival's new price), answered on its figures first. */
const priceAnswer = (input: TaskInput): TaskOutput | null => cheaperTierAnswer(input) ?? bundlePriceAnswer(input) ?? priceMoveAnswer(input) ?? rivalMoveAnswer(input) ?? priceRiseAnswer(input);

export function questionAnswer(input: TaskInput): TaskOutput | null {
  if (input.brief.revision) return null;
  // 'What's our repeat booking rate?': the one fact asked, from the documents, or an honest 'not in your facts'.
  const fact = factLookup(input);
  if (fact) return fact;
  // 'Our Q2 plan: stop the leaflets, move that £450 into Instagram … Poke holes in it.': each move against the results table.
  const holes = planAgainstResults(input);
  if (holes) return holes;
  // 'Review our Q1 results by channel: which are pulling their weight?': every channel read from the results table.
  const scorecard = channelScorecard(input);
  if (scorecard) return scorecard;
  // 'Checklist for the 2 Oct open day': the checklist asked, whatever general task the words chose.
  const checklist = eventChecklist(input);
  if (checklist) return checklist;
  // 'Three more firms want the same deal (£420/month each), but I'd need a second mechanic at £2,300/month. Take it?'
  const deal = dealSums(input);
  if (deal) return deal;
  // 'Option A: all £6,000 into Ads (£4,500 brought 6 clients). Option B: a show stand. Option C: half on Ads.': one is chosen on those figures.
  const several = severalSpendsDecision(input);
  if (several) return several;
  // 'We get 40 enquiries a month and book 6. How do we get to 10 bookings a month?': the two ways there, worked out.
  const gap = conversionGap(input);
  if (gap) return gap;
  // 'Is 40 jobs next quarter realistic?': the target against what the results say the channels bring.
  const reach = goalReach(input);
  if (reach) return reach;
  // 'Is £150 a year for the Care Plan priced right when others charge £70 a tuning?': per tuning, before any sum is read.
  const bundle = priceAnswer(input);
  if (bundle) return bundle;
  const payback = channelPayback(input);
  if (payback) return payback;
  const sums = funnelMaths(input);
  if (sums) return sums;
  // 'Google Ads or the mailing? Ads brought 40 bookings at £12 each; the mailing 9 sign-ups for £300': weighed on the goal's result.
  const unlike = unlikeResultsOfRequest(input);
  if (unlike) return unlike;
  // 'Rank these three: A) … B) … C) …': an order, each option placed by what the facts say of it.
  const ranked = rankedOptions(input);
  if (ranked) return ranked;
  // 'Google or LinkedIn? Google brought 60 bookings for £900, LinkedIn 4 for £600': the results given decide the choice.
  // ('(A) a second Sunday session, or (B) double the Meta spend': the two proposals are weighed, not the table's
  // cheapest channel against its dearest; the table decides between options that are both its channels.)
  if (asksToChoose(input.brief.request)) return (proposalsBeyondChannels(input) ? null : statedResultsDecision(input, 'focus')) ?? optionsDecision(input);
  if (asksForMaths(input.brief.request)) return goalMaths(input);
  return null;
}

/** Labelled options of which at least one is no channel ('add a second Sunday session'): proposals, not channels. */
function proposalsBeyondChannels(input: TaskInput): boolean {
  const options = readOptions(input.brief.request);
  const rows = (input.facts.channelResults ?? []).map((r) => r.name.toLowerCase());
  const channel = (o: string) => mentionsIn(o).length > 0 || rows.some((name) => o.toLowerCase().includes(name));
  return Boolean(options?.labelled && !(channel(options.a) && channel(options.b)));
}

// Arithmetic is asked in words any task's cues may match ('each month', 'target'); a choice only overrides the general tasks.
// 'Should we open on Sundays? It would cost £400 a month' is a yes or no on one move, with what it must bring back.
const GENERAL = new Set(['strategy.plan-review', 'strategy.budget-split', 'strategy.cut-or-shift', 'strategy.day-plan']);
const askedFirst = (task: AgentTask): AgentTask => ({
  ...task,
  // ('Here's my plan … what's strong, the 3 biggest risks, one thing you'd cut', with the plan's lines: those parts, line by line.)
  generate: (input) => planLinesReview(input) ?? (GENERAL.has(task.id) ? (questionAnswer(input) ?? oneMoveCall(input)) : input.brief.revision ? null : (factLookup(input) ?? priceAnswer(input) ?? funnelMaths(input) ?? (asksForMaths(input.brief.request) ? goalMaths(input) : null))) ?? task.generate(input),
});

/** The strategy agent's catalogue; the first task answers a request too vague to choose (a review of the plan given). */
// (The KPI and funnel tasks answer their own arithmetic: a weekly target per measure, a rate per step, is no single sum.)
export const STRATEGY_TASKS: readonly AgentTask[] = [...[planReviewTask, budgetSplitTask, cutOrShiftTask, competitorPositioningTask, moveRisksTask, priceObjectionTask, pricingPositionTask, dayPlanTask, optionsDecisionTask, goalMathsTask, swotTask, resultVerdictTask].map(askedFirst), kpiTargetsTask, eventChecklistTask, listedRankedFirst(ideasTask), funnelLeakTask, reportTakeawaysTask, researchQuestionsTask].map(withSpaceFacts);

/** 'Rank these ideas …: A, B, C' asked of a task that writes ideas: the ideas listed are ranked, not new ones written. */
export function listedRankedFirst(task: AgentTask): AgentTask {
  return { ...task, generate: (input) => (input.brief.revision ? null : rankedOptions(input)) ?? task.generate(input) };
}
