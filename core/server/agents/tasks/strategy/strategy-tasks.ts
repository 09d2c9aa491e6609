import type { AgentTask } from '../agent-task.ts';
import { budgetSplitTask } from './budget-split.ts';
import { competitorPositioningTask } from './competitor-positioning.ts';
import { cutOrShiftTask } from './cut-or-shift.ts';
import { dayPlanTask } from './day-plan.ts';
import { moveRisksTask } from './move-risks.ts';
import { planReviewTask } from './plan-review.ts';
import { pricingPositionTask } from './pricing-position.ts';
import { spaceFacts } from './space-facts.ts';

/** A task that writes from the fact sheet completed by the passages retrieval found (space-facts.ts). */
export function withSpaceFacts(task: AgentTask): AgentTask {
  return { ...task, generate: (input) => task.generate({ ...input, facts: spaceFacts(input) }) };
}

/** The strategy agent's catalogue; the first task answers a request too vague to choose (a review of the plan given). */
export const STRATEGY_TASKS: readonly AgentTask[] = [planReviewTask, budgetSplitTask, cutOrShiftTask, competitorPositioningTask, moveRisksTask, pricingPositionTask, dayPlanTask].map(withSpaceFacts);
