import type { Brief } from '../brief/brief.ts';
import type { PreviousAnswer, TaskOutput } from './agent-task.ts';
import type { FactSheet } from '../facts/fact-sheet.ts';
import { escapeRegExp } from '../../../domain/escape-reg-exp.ts';

/** A question that builds on a decision just made: 'Why not the other one?', 'What if we had twice the budget?'. */
/** Words a follow-up opens with before its question ('OK, and …', 'Thanks, so …'). */
const LEAD_IN = String.raw`(?:(?:and|but|so|ok(?:ay)?|right|great|thanks)[,\s]+)*`;
export const QUESTION_ON_DECISION = new RegExp(String.raw`^\s*${LEAD_IN}(?:why not|why (?:didn'?t|did|would|should|is|isn'?t)|what if|if|what happens if|what about if|how about if|what would happen if|should we still|would (?:it|that|this) (?:still|change)|where (?:should|do|does|would|will) (?:the|that|this|it)\b|where (?:should|do|would) we (?:put|move|spend|send) (?:it|that|this|the)\b)`, 'i');
/** 'OK, and where should the freed-up money go?': a question on where the call sends it. */
const WHERE_ASKED = new RegExp(String.raw`^\W*${LEAD_IN}where\b`, 'i');

/** The previous answer's sections by heading ('Why not …', 'What would change the call', 'Next step'). */
function sectionsOf(text: string): { head: string; lines: string[] }[] {
  const out: { head: string; lines: string[] }[] = [];
  for (const line of text.split('\n')) {
    const head = /^#{2,4}\s+(.+)$/.exec(line);
    if (head) out.push({ head: head[1]!.trim(), lines: [] });
    else if (out.length && line.trim()) out[out.length - 1]!.lines.push(line);
  }
  return out;
}

const itemsOf = (lines: readonly string[]) => lines.filter((l) => /^\s*(?:[-*]|\d+[.)])\s/.test(l)).map((l) => l.replace(/^\s*(?:[-*]|\d+[.)])\s+/, '').trim());

/**
 * A follow-up question on a decision answers from that decision, not as a new question: why the other option lost,
 * what a bigger budget changes, what to do if the choice does not work. Everything said comes from the previous
 * answer's own reasons, its 'what would change the call' and its next steps; nothing is invented.
 */
export function answerOnDecision(previous: PreviousAnswer, brief: Brief): TaskOutput | null {
  const question = brief.request.trim();
  const decision = /\*\*Decision:\*\*\s*(.+)/.exec(previous.deliverable)?.[1]?.replace(/\s*\(unchanged\)\.?$/, '').trim();
  if (!decision || !QUESTION_ON_DECISION.test(question)) return null;
  const pair = /^(.+?),\s+not\s+(?:on\s+|with\s+)?(.+?)\.?$/.exec(decision);
  const chosen = (pair?.[1] ?? decision.replace(/\.$/, '')).replace(/^(?:lead with|go with|offer|choose|back|run|pick)\s+/i, '');
  const other = pair?.[2] ?? null;
  const sections = sectionsOf(previous.deliverable);
  const find = (pattern: RegExp) => sections.find((s) => pattern.test(s.head));
  const whyChosen = itemsOf(find(/^why(?! not)\b/i)?.lines ?? []);
  const whyNot = itemsOf(find(/^why not\b/i)?.lines ?? []);
  const changes = itemsOf(find(/change the call|what would change|better call|risks?\b/i)?.lines ?? []);
  const steps = itemsOf(find(/next step|how to|first steps?|how you will know/i)?.lines ?? []);
  const measure = steps.find((s) => /\b(check|measure|write down|track|judge)\b/i.test(s));
  const list = (items: readonly string[]) => items.map((i) => `- ${i}`);
  const lines: string[] = [`**Decision:** ${decision.replace(/\.$/, '')} (unchanged).`, ''];
  // A side-by-side table of the two options, when the answer compared them in one.
  const table = previous.deliverable.split('\n').filter((l) => /^\s*\|/.test(l));
  let summary: string;
  if (/\bwhy not\b|\bthe other\b|\binstead\b/i.test(question) && other) {
    summary = `Why not ${other}: the previous answer put it second, and here is why.`;
    const reasons = whyNot.length ? whyNot : whyChosen.slice(0, 2);
    if (reasons.length) lines.push(`## Why not ${other}`, ...list(reasons), '');
    else if (table.length) lines.push(`## The two side by side`, ...table, '');
    if (changes.length) lines.push(`## When ${other} would be the better call`, ...list(changes), '');
  } else if (WHERE_ASKED.test(question) && destinationOf(decision)) {
    // 'Where should the freed-up money go?': where the call already sends it, with the steps and limits that say how.
    const to = destinationOf(decision)!;
    const about = (line: string) => line.toLowerCase().includes(to.toLowerCase());
    summary = `Into ${to}, as the call says: the steps below are the previous answer's own.`;
    lines.push(`## Where it goes: ${to}`, ...list([...whyChosen.filter(about), ...whyChosen.filter((l) => !about(l))].slice(0, 2)), '');
    const how = steps.filter(about);
    if (how.length) lines.push('## How to move it', ...list(how), '');
    const stop = changes.filter(about);
    if (stop.length) lines.push('## When to stop adding', ...list(stop), '');
  } else if (/\b(?:budget|money|spend|twice|double|half|more cash|£|\$|€)/i.test(question)) {
    const twice = /\b(twice|double|2x)\b/i.test(question);
    summary = `${twice ? 'With twice the budget' : 'With a different budget'} the call stays the same: the reasons for it are about fit with your goal, not about the amount.`;
    lines.push('## What the budget changes', `- The choice holds: ${(whyChosen[0] ?? 'the reasons in the previous answer do not depend on the amount.').replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase())}`);
    lines.push(`- ${twice ? 'The extra money' : 'More money'} buys more reach for ${chosen.replace(/^[A-Z]/, (c) => c.toLowerCase())}${other ? `, or a small side test of ${other} to a separate audience, judged on the same measure` : ''}.`);
    lines.push(`- Less money means fewer people reached, not a different choice: keep ${other ? 'the lead option' : 'the plan'} and narrow the audience.`, '');
    if (measure) lines.push('## How you will know', `- ${measure}`, '');
  } else {
    summary = `If it does not work: what to watch, and when to switch${other ? ` to ${other}` : ''}.`;
    lines.push('## If it does not work');
    if (measure) lines.push(`- Watch: ${measure.replace(/^[A-Z]/, (c) => c.toLowerCase())}`);
    lines.push(`- Give it four weeks; if the number has not moved, stop ${chosen.replace(/^[A-Z]/, (c) => c.toLowerCase())}${other ? ` and switch to ${other}` : ' and try the next option'}.`);
    lines.push(...list(changes), '');
  }
  return { summary, deliverable: lines.join('\n').trim(), notes: ['This builds on the previous answer: its decision, reasons and next steps; no new figures were added.'], used: [], steps: [], artifacts: [] };
}

/** Where a call sends money or time ('Cut Flyers and put its £220 into Google Ads' gives 'Google Ads'), or null. */
function destinationOf(decision: string): string | null {
  return /\b(?:put|move|moving|shift|add|spend|give)\s+(?:(?:its|the|that|this|their)\s+)?(?:[£$€][\d,.]+\s+|money\s+|budget\s+|time\s+|hours\s+)?(?:in)?to\s+(?:the\s+)?([^:.,;(]+?)\s*(?:[:.,;(]|$)/i.exec(decision)?.[1]?.trim() ?? null;
}

/** 'half', 'double', 'a third', '20% less', '£400': what a follow-up does to the budget, as a factor or a new sum. */
function budgetChange(question: string): { factor: number | null; sum: number | null; words: string } | null {
  if (!/\b(?:budget|spend|money|afford|cash)\b|[£$€]\s?\d/i.test(question)) return null;
  const sum = /[£$€]\s?(\d[\d,]*(?:\.\d+)?)\s*(k\b)?/i.exec(question);
  if (sum) return { factor: null, sum: Number(sum[1]!.replace(/,/g, '')) * (sum[2] ? 1000 : 1), words: sum[0] };
  const table: [RegExp, number, string][] = [
    [/\b(?:half|halved|halve)\b/i, 0.5, 'halved'],
    [/\b(?:double|doubled|twice)\b/i, 2, 'doubled'],
    [/\b(?:a |one )?third\b/i, 1 / 3, 'cut to a third'],
    [/\b(?:a |one )?quarter\b/i, 0.25, 'cut to a quarter'],
    [/\b(?:triple|tripled|three times)\b/i, 3, 'tripled'],
  ];
  for (const [pattern, factor, words] of table) if (pattern.test(question)) return { factor, sum: null, words };
  const pct = /(\d{1,2})\s?%\s+(less|lower|smaller|more|higher|bigger)/i.exec(question);
  if (pct) {
    const up = /more|higher|bigger/i.test(pct[2]!);
    return { factor: 1 + (up ? 1 : -1) * Number(pct[1]) / 100, sum: null, words: `${up ? 'raised' : 'cut'} by ${pct[1]}%` };
  }
  return null;
}

const SIGNS: Record<string, string> = { GBP: '£', USD: '$', EUR: '€' };
const money = (currency: string, value: number) => `${SIGNS[currency] ?? currency}${Math.round(value).toLocaleString('en-GB')}`;

/**
 * The previous call's input with the follow-up's change made ('What if the budget were half?', 'And if we drop
 * Instagram?'): the budget scaled or replaced (the request's own sum, else the profile's), or a channel taken out
 * of the options, the request and the channels the facts list. Null when the question changes no input.
 */
export function changedInput(question: string, brief: Brief, facts: FactSheet): { brief: Brief; facts: FactSheet; said: string } | null {
  if (!QUESTION_ON_DECISION.test(question) && !/^\s*(?:and|but|so)?\s*(?:drop|without|cut|stop)\b/i.test(question)) return null;
  const drop = /\b(?:drop|dropped|dropping|cut|stop|stopped|pause|paused|lose|lost|remove|without|skip|no longer (?:use|do|run))\s+(?:the\s+|our\s+|doing\s+)?([A-Z][\w-]*(?:\s+[A-Z][\w-]*)*(?:\s+ads)?|[a-z][\w-]*(?:\s+(?:ads|shows?|marketing|posts))?)/.exec(question);
  const change = budgetChange(question);
  if (change) {
    const stated = brief.amounts.find((a) => a.role === 'budget');
    const profile = /([£$€])\s?(\d[\d,]*(?:\.\d+)?)\s*(k\b)?/i.exec(facts.budget ?? '');
    const currency = stated?.currency ?? profile?.[1] ?? '£';
    const was = stated?.value ?? (profile ? Number(profile[2]!.replace(/,/g, '')) * (profile[3] ? 1000 : 1) : null);
    if (was === null && change.sum === null) return null;
    const now = change.sum ?? was! * change.factor!;
    const period = stated?.period ?? (/\bmonth|\/mo\b|monthly/i.test(facts.budget ?? '') ? 'month' : /\bquarter/i.test(facts.budget ?? '') ? 'quarter' : /\byear|annual/i.test(facts.budget ?? '') ? 'year' : null);
    const text = `${money(currency, now)}${period ? ` a ${period}` : ''}`;
    const amounts = stated ? brief.amounts.map((a) => (a === stated ? { ...a, value: now, text } : a)) : [...brief.amounts, { value: now, currency, period, role: 'budget' as const, text }];
    const request = stated && brief.request.includes(stated.text) ? brief.request.replace(stated.text, text) : `${brief.request.replace(/\s*$/, '')} Budget: ${text}.`;
    const said = was !== null ? `With the budget ${change.sum !== null ? 'at' : `${change.words}, from ${money(currency, was)} to`} ${text}` : `With a budget of ${text}`;
    return { brief: { ...brief, revision: null, amounts, request }, facts: { ...facts, budget: text }, said };
  }
  if (drop) {
    const name = drop[1]!.trim();
    const key = name.toLowerCase().replace(/\s+ads$/, '');
    const matches = (text: string) => text.toLowerCase().includes(key);
    const inRequest = new RegExp(`(?:\\s*(?:,|\\bor\\b|\\band\\b)\\s*)?\\b${escapeRegExp(key)}(?:\\s+(?:ads|stand|shows?))?\\b(?:\\s*(?:,|\\bor\\b|\\band\\b))?`, 'i');
    const known = matches(brief.request) || facts.channels.some(matches) || (brief.platforms ?? []).some((p) => p.includes(key));
    if (!known) return null;
    const request = brief.request.replace(inRequest, ' ').replace(/\s{2,}/g, ' ').replace(/\s+([?.!,])/g, '$1');
    return {
      brief: { ...brief, revision: null, request, platforms: (brief.platforms ?? []).filter((p) => !p.includes(key)), competitors: brief.competitors },
      facts: { ...facts, channels: facts.channels.filter((c) => !matches(c)), bestChannel: facts.bestChannel && matches(facts.bestChannel) ? null : facts.bestChannel },
      said: `Without ${name}`,
    };
  }
  return null;
}

const SMALL = new Set('the a an our we us you your it its is are was were be would will could should that this actually really in fact turns out says said say accountant told tells does do did change answer still now instead rather than more less cost costs costing price per year month week a an and or but not of for to with on at by from'.split(' '));

/**
 * A follow-up that corrects a figure the question gave ('Our accountant says the lease would actually be £6,500 a
 * year. Does that change your answer?'): the request again with that sum replaced in the part it belongs to (the
 * option that shares its words), so the same call is made on the corrected figure. Null when nothing is corrected.
 */
export function correctedFigure(question: string, brief: Brief): { brief: Brief; said: string } | null {
  const sum = /([£$€])\s?(\d[\d,]*(?:\.\d+)?)(\s*k\b)?/.exec(question);
  if (!sum || !/\b(?:actually|in fact|turns out|really|correct\w*|would be|will be|is now|are now|instead|change (?:your|the) (?:answer|call|mind)|still)\b/i.test(question)) return null;
  const sentence = question.split(/(?<=[.!?])\s+/).find((s) => s.includes(sum[0])) ?? question;
  const words = (sentence.toLowerCase().match(/[a-z]{3,}/g) ?? []).filter((w) => !SMALL.has(w));
  if (!words.length) return null;
  // The part of the request that shares the most words with the correction, and carries a sum of the same currency.
  const parts = brief.request.split(/(?<=[.;:?!])\s+|,\s+(?:or|and)\s+|\s+or\s+/);
  const scored = parts
    .map((part) => ({ part, old: new RegExp(`\\${sum[1]}\\s?\\d[\\d,]*(?:\\.\\d+)?(?:\\s*k\\b)?`).exec(part), n: words.filter((w) => part.toLowerCase().includes(w.replace(/(?:ing|e|s)$/, ''))).length }))
    .filter((x) => x.old && x.n > 0)
    .sort((a, b) => b.n - a.n);
  const target = scored[0];
  if (!target || target.old![0].replace(/\s/g, '') === sum[0].replace(/\s/g, '')) return null;
  const fixed = target.part.replace(target.old![0], sum[0].trim());
  return { brief: { ...brief, revision: null, request: brief.request.replace(target.part, fixed) }, said: `With ${target.old![0]} corrected to ${sum[0].trim()}` };
}
