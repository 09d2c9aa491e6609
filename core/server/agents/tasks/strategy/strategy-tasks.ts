import type { AgentTask } from '../agent-task.ts';
import { budgetSplitTask } from './budget-split.ts';
import { competitorPositioningTask } from './competitor-positioning.ts';
import { cutOrShiftTask } from './cut-or-shift.ts';
import { dayPlanTask } from './day-plan.ts';
import { moveRisksTask } from './move-risks.ts';
import { planReviewTask } from './plan-review.ts';
import { pricingPositionTask } from './pricing-position.ts';

/** The strategy agent's catalogue; the first task answers a request too vague to choose (a review of the plan given). */
export const STRATEGY_TASKS: readonly AgentTask[] = [planReviewTask, budgetSplitTask, cutOrShiftTask, competitorPositioningTask, moveRisksTask, pricingPositionTask, dayPlanTask];
