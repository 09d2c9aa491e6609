import type { Brief } from '../brief/brief.ts';
import type { AgentTask, TaskOutput } from './agent-task.ts';
import { cuesSaid, referralLine, type Elsewhere } from './other-agent.ts';
import { shapeDeclined } from './shape-fit.ts';

/**
 * A request outside every task of the agent (R-AGENT honest limits): one plain sentence on what the offline
 * engine cannot do, which agent does it when another one does, and the closest tasks it can, as prompt starters.
 * Never a template for another task.
 */
function cued(elsewhere: Elsewhere, request: string): boolean {
  // A phrase of the task's ('a week', 'content calendar') or two of its words: one general word ('analysis') is not enough.
  return cuesSaid(elsewhere.task, request).reduce((n, cue) => n + (cue.includes(' ') ? 2 : 1), 0) >= 2;
}

/** Who does such work instead, for the kinds of work outside marketing where the answer matters most. */
const WHO_DOES_IT: [RegExp, string][] = [
  [/medical|medicine|diagnosis|prescription/i, 'Someone qualified who knows the patient should answer it: a vet, doctor or pharmacist.'],
  [/dose|mixing rate/i, "The product's label and its maker's helpline are the right source for it: how much to use and when it is safe again."],
  [/warning|disciplinary|grievance|dismissal/i, 'An HR adviser (or ACAS in the UK) can take you through the steps and wording that stand up.'],
  [/what the law requires/i, 'The official guidance (GOV.UK in the UK), the insurer or a solicitor is the right source for it: a wrong answer here costs the person asking.'],
  [/legal|agreement|contract|terms|policy|privacy|disclaimer|lease|nda/i, 'A solicitor, or a template from your trade body checked by one, is the right source for it.'],
  [/tax|payroll|payslip|financial statements|invoice/i, 'An accountant or your accounting software is the right place for it.'],
  [/plugin|hosting|dns|domain name|moving a website|ssl/i, "Whoever built or hosts your website, or the plugin's own support page, is the right place for it."],
];

export function decline(brief: Brief, tasks: readonly AgentTask[], closest: readonly AgentTask[], elsewhere: Elsewhere | null = null): TaskOutput {
  // '3 SMS messages' is named without its count: 'SMS messages'.
  const asked = (brief.outOfRemit ?? 'that').replace(/^(?:an?\s+)?(?:\d+|two|three|four|five|six|seven|eight|nine|ten)\s+(?=\S+s\b|\S+\s+\S+s\b)/i, '');
  const offers = (closest.length ? closest : tasks).slice(0, 3);
  const reason = elsewhere ? 'it is not work this agent does' : 'it is outside what the marketing agents do';
  const unfit = /^(?:a )?guaranteed\b/.test(asked)
    ? `I can't promise ${asked.replace(/^a guaranteed search ranking$/, 'a ranking').replace(/^guaranteed /, '')}, and nobody can honestly: ${/ranking/.test(asked) ? 'Google decides where a page ranks, for each searcher and after every update, and anyone who guarantees a #1 spot is selling something' : 'buyers decide, and no plan can promise what they will do'}. I can work on what moves it.`
    : shapeDeclined(brief);
  return {
    // A piece this agent cannot lay out names the agent that does only when the request says that agent's words ('2 posts
    // a week' is a content calendar's): a board report is no SEO audit just because both are reports.
    summary: `${unfit ?? `I can't help with ${asked} here: ${reason}, and I won't pass off another kind of text as it.${brief.outsideMarketing ? (WHO_DOES_IT.find(([kind]) => kind.test(asked))?.[1] ?? '').replace(/^(?=.)/, ' ') : ''}`}${elsewhere && (!unfit || cued(elsewhere, brief.request)) ? ` ${referralLine(elsewhere)}` : ''}`,
    deliverable: '',
    notes: offers.length ? ['Here is what I can do instead; send one of these to start:', ...offers.map((t) => `- ${t.starter}`)] : [],
    used: [],
    steps: [{ tool: 'request_type', summary: `outside this agent's tasks${brief.outOfRemit ? `: ${brief.outOfRemit}` : ''}${elsewhere ? `; ${elsewhere.agent} does it` : ''}` }],
    artifacts: [],
  };
}
