import { priceObjectionTask } from '../strategy/price-objection.ts';
import type { AgentTask } from '../agent-task.ts';
import { listedRankedFirst, withSpaceFacts } from '../strategy/strategy-tasks.ts';
import { cmoDecisionTask } from './cmo-decision.ts';
import { cmoPackageTask } from './cmo-package.ts';
import { cmoBriefsTask } from './cmo-briefs.ts';
import { prioritiesTask } from './priorities-task.ts';
import { launchTableTask } from './launch-table.ts';
import { monthCalendarTask } from './month-calendar.ts';
import { ideasTask } from '../strategy/ideas-task.ts';
import { eventChecklistTask } from '../strategy/event-checklist.ts';
import { reportTakeawaysTask } from '../strategy/report-takeaways.ts';
import { kpiTargetsTask } from '../strategy/kpi-targets.ts';
import { budgetSplitTask } from '../strategy/budget-split.ts';
import { CALENDAR_CUES, CALENDAR_NOUNS, contentCalendarTask } from '../creative/content-calendar-task.ts';

/**
 * A content calendar asked of the CMO is the Creative agent's calendar, written here: to the CMO a calendar is also
 * 'a plan' and 'a schedule' (which the Creative agent leaves to the Strategy agent), so a content plan with posts a
 * week is one calendar, not a package of a strategy plan and some posts. A plan named without a calendar's words
 * ('a 90-day plan') scores as the package does and stays the package's, listed first; how often alone ('how many
 * sign-ups a week?') is no cue here, where questions are the CMO's decisions.
 */
const cmoCalendarTask: AgentTask = {
  ...contentCalendarTask,
  agent: 'cmo',
  // ('Plan our December: what goes out each week across Instagram and the newsletter' asks for the calendar in other words.)
  cues: [...CALENDAR_CUES, 'goes out each week', 'goes out every week', 'what to post', 'what we post'],
  delivers: [...contentCalendarTask.delivers, 'calendar', 'schedule', 'plan'],
};
const packageTask: AgentTask = { ...cmoPackageTask, delivers: cmoPackageTask.delivers.filter((d) => !CALENDAR_NOUNS.includes(d)) };
/**
 * 'Split our £1,000 monthly budget across channels': the Strategy agent's split, asked of the CMO in so many words.
 * Only a split named is this task's ('where should the money go?', 'how much on Ads?' stay the CMO's decisions).
 */
const cmoSplitTask: AgentTask = { ...budgetSplitTask, agent: 'cmo', cues: ['split', 'allocate', 'allocation', 'divide'], delivers: ['budget split', 'allocation', 'split'] };

/** The CMO's catalogue; the first task answers a question too vague to choose (a decision on priorities). */
// Ideas to fill or grow something, and a summary of what a results report says, are the CMO's to give as well,
// written by the same tasks as the strategy agent's.
export const CMO_TASKS: readonly AgentTask[] = [cmoDecisionTask, listedRankedFirst(packageTask), cmoBriefsTask, monthCalendarTask, cmoCalendarTask, prioritiesTask, launchTableTask, listedRankedFirst({ ...ideasTask, agent: 'cmo' as const }), { ...priceObjectionTask, agent: 'cmo' as const }, { ...eventChecklistTask, agent: 'cmo' as const }, { ...reportTakeawaysTask, agent: 'cmo' as const }, { ...kpiTargetsTask, agent: 'cmo' as const }, cmoSplitTask].map(withSpaceFacts);
