import type { FactSheet } from '../facts/fact-sheet.ts';
import { bannedWordsIn, type VoiceRules } from '../offline/voice-rules.ts';
import { movesOf } from './cmo/chosen-move.ts';
import type { PreviousAnswer, TaskOutput } from './agent-task.ts';
import { stemsOf } from '../offline/avoided-claims.ts';
import { QUESTION_ON_DECISION } from './decision-follow-up.ts';
import { formatMoney, moneyIn } from './strategy/money.ts';
import { escapeRegExp } from '../../../domain/escape-reg-exp.ts';

/**
 * A question about the answer just given, the way people ask one after reading it: why a line was chosen, which of
 * its items to do first, how to tell whether it worked. Answered from what the engine can check — the answer's own
 * text, the request it answered and the space's facts — and never with the answer again; what only a test with
 * real readers can tell is said to be that.
 */
export function questionOnAnswer(request: string, previous: PreviousAnswer, facts: FactSheet, voice: VoiceRules): TaskOutput | null {
  const asked = request.trim();
  // ('Why not the other one?', 'What if the budget halves?' weigh a decision again: decision-follow-up.ts answers them.)
  const decided = /^\s*\*\*(?:Decision|Verdict|My call)\b/im.test(previous.deliverable);
  if (WORK_ASK.test(asked) || (decided && QUESTION_ON_DECISION.test(asked)) || /\bwhy not\b/i.test(asked) || (/^\W*what if\b/i.test(asked) && !SMALLER_BUDGET.test(asked)) || /\bwhat does\b[^?]{1,40}\bmean\b/i.test(asked)) return null;
  if (!QUESTION.test(asked)) return null;
  const kept = keptBit(asked, previous.deliverable);
  if (kept) return kept;
  const cut = SMALLER_BUDGET.exec(asked);
  if (cut) return budgetCut(cut[1]!, previous, facts) ?? cutRules(cut[1]!, facts);
  if (MEASURE.test(asked)) return measureAnswer(previous, facts);
  // ('The lease is £6,500: does that change your answer?' brings a new figure: the call is made again on it, elsewhere.)
  if (decided && CHANGE_MIND.test(asked) && !/\d/.test(asked) && !/\b(?:does|would|will) (?:that|this|it) change\b/i.test(asked)) return changeMindAnswer(previous);
  if (RISKS.test(asked)) return risksAnswer(previous);
  if (FIRST.test(asked)) return firstAnswer(asked, previous, facts, voice);
  if (WHY.test(asked)) return quotedWhy(asked, voice) ?? whyAnswer(asked, previous, facts, voice);
  return null;
}

/** A question: it ends in '?', or opens as one does. */
const QUESTION = /\?\s*$|^\W*(?:(?:and|so|ok|okay|but|quick question|just curious|thanks|great)[\s,:.!-]+)*(?:why|which|how|what|where|when|should|is|are|do|does|did)\b/i;
/** A question that asks for work ('Can you write two more?', 'Could you make it shorter?'): a request, not a question on the answer. */
const WORK_ASK = /^\W*(?:(?:and|so|ok|okay|great|thanks)[\s,.!]+)*(?:can|could|would|will)\s+you\s+(?:please\s+)?(?:write|make|draft|give|create|do|turn|add|rewrite|redo|shorten|change|cut|put|send|translate|swap|remove|drop|include|try|show)\b/i;
const WHY = /^\W*(?:(?:and|so|ok|okay|but|quick question|just curious|thanks|great)[\s,:.!-]+)*why\b|\bwhat made you\b|\bhow did you (?:pick|choose|come up with|decide|land on)\b|\b(?:reason|reasoning|rationale|thinking) (?:behind|for)\b|\bwhy (?:that|this|the)\b/i;
const FIRST =
  /\bwhich\b[^?]{0,60}\b(?:first|start|begin|priorit\w*|most important|biggest|best|pick|choose|go with|use|recommend|focus)\b|\bwhere (?:should|do|would|shall) (?:i|we) (?:start|begin)\b|\bwhat (?:should|would|do|shall) (?:i|we) (?:do|start with|tackle|try) first\b|\bif (?:i|we) (?:can|could) (?:only )?(?:do|pick|afford) one\b|\bwhat(?:'s| is) the first (?:step|thing)\b/i;
const MEASURE =
  /\bhow (?:would|do|should|can|will|could|shall) (?:i|we) (?:measure|track|know|tell|judge|see)\b|\bwhat (?:should|would|do|could|shall) (?:i|we) (?:measure|track|count|look at|watch)\b|\b(?:metrics?|kpis?|numbers?|figures?) (?:should|would|do|could) (?:i|we)\b|\bhow (?:to|do you) (?:measure|track)\b|\bwhat does success look like\b|\bhow (?:will|would|do) (?:i|we) know (?:if|whether|it)\b/i;

/** A figure a line carries: a sum, a share, a time. */
const FIGURE = /(?:[£$€]\s?\d+(?:[.,]\d+)*|\d+(?:\.\d+)?\s?%|\b\d+\s+(?:days?|weeks?|minutes?|hours?|years?|months?)\b)/i;

/** 'What would you cut first if the budget dropped to £400?', 'if we only had £500 a month, what goes?'. */
const SMALLER_BUDGET = /\b(?:if|when)\s+(?:the\s+|our\s+|my\s+)?(?:(?:monthly\s+)?budget\s+(?:dropped|drops|fell|falls|went down|goes down|was cut|is cut|were cut|shrank|shrinks)\s+to|(?:we|i)\s+(?:only\s+)?(?:had|have)(?:\s+only)?)\s+([£$€]\s?\d[\d,]*k?)/i;

/** 'What would make you change your mind?', 'when would you switch?', 'what could change the call?'. */
const CHANGE_MIND = /\bchange (?:your|the|this|that) (?:mind|call|decision|recommendation|answer)\b|\bwhat (?:would|could|might) (?:make|get) you (?:switch|reconsider|go the other way|pick the other)\b|\bwhen would you (?:switch|change|reconsider)\b|\bwhat (?:would|could|might) change (?:your|the|this|that) (?:call|decision|mind|answer|recommendation)\b/i;

const RISKS = /\b(?:risks?|downsides?|drawbacks?|what could go wrong|worst case|catch)\b/i;

function output(summary: string, deliverable: string, step: string): TaskOutput {
  return { summary, deliverable, notes: [], used: [], steps: [{ tool: 'revision', summary: step }], artifacts: [] };
}

// ---------------------------------------------------------------------------------------------------------------
// Did you keep that bit

/** 'Did you keep the same-day bit?', 'did you leave in the line about parking?': (1) what the question names. */
const KEPT_ASKED = /\bdid you (?:keep|leave(?: in)?|include|put in|use|mention|drop|take out|remove|cut)\s+(?:in\s+)?(?:the\s+|that\s+|any\s+)?(?:(?:line|bit|part|claim|mention|promise)\s+(?:about|on|saying)\s+)?(.{2,40}?)(?:\s+(?:bit|part|line|claim|mention|promise|thing|stuff))?\s*\?/i;
/** Words after the question that say the thing should not be there: 'we can't promise that', 'that's not true'. */
const NOT_WANTED = /\b(?:can'?t|cannot|don'?t|do not|won'?t|never)\s+(?:promise|offer|do|say|claim|guarantee)\b|\bnot true\b|\b(?:take|get) (?:it|that) out\b|\bremove (?:it|that)\b|\bshouldn'?t be (?:there|in)\b/i;

/**
 * 'Did you keep the same-day bit? We can't promise that': whether the answer says it, quoted; when the follow-up says
 * it must not be there, the answer without the sentences that say it.
 */
function keptBit(question: string, deliverable: string): TaskOutput | null {
  const named = KEPT_ASKED.exec(question)?.[1]?.trim().replace(/^(?:the|that|a)\s+/i, '');
  if (!named) return null;
  const pattern = new RegExp(escapeRegExp(named).replace(/[- ]+/g, '[- ]?'), 'i');
  const sentences = deliverable.split('\n').flatMap((line) => line.split(/(?<=[.!?])\s+(?=[A-Z"“])/)).filter((s) => pattern.test(s));
  if (!sentences.length) return output(`No: the answer above does not say "${named}" anywhere, so there is nothing of it to take out.`, deliverable, 'question on the previous answer (kept or not)');
  if (!NOT_WANTED.test(question)) return output(`Yes, the answer above says it: ${sentences.map((s) => `"${s.trim()}"`).join(' ')}`, deliverable, 'question on the previous answer (kept or not)');
  let text = deliverable;
  for (const s of sentences) text = text.replace(s, '').replace(/[ \t]+\n/g, '\n').replace(/\n{3,}/g, '\n\n').replace(/ {2,}/g, ' ');
  return output(`It was in, and it is out now: ${sentences.map((s) => `"${s.trim()}"`).join(' ')} Here is the answer without it.`, text.trim(), 'question on the previous answer (taken out)');
}

// ---------------------------------------------------------------------------------------------------------------
// Why that line

/** The line of the answer a 'why' asks about, as the question names it. */
interface Element {
  name: string;
  text: string;
  kind: 'subject' | 'headline' | 'cta' | 'opening' | 'call';
}

function elementAsked(question: string, deliverable: string): Element | null {
  // (A title's character count, '_(46/60 characters)_', is the answer's note, not the title.)
  const find = (pattern: RegExp) => pattern.exec(deliverable)?.[1]?.replace(/\*\*/g, '').replace(/\s*_\([^)]*\)_\s*$/, '').trim() || null;
  const subject = () => find(/^\s*(?:\*\*)?Subject(?: line)?:?(?:\*\*)?:?\s*(.+?)\s*$/im);
  const headline = () => find(/^\s*(?:\*\*)?(?:Title(?: tag)?|Meta title|Headline|H1)(?:\*\*)?:?(?:\*\*)?\s*(.+?)\s*$/im) ?? find(/^#\s+(.+?)\s*$/m);
  const cta = () => find(/\*\*\[([^\]]+)\]\(/) ?? find(/^\s*(?:\*\*)?(?:CTA|Call to action|Button)(?:\*\*)?:?(?:\*\*)?\s*(.+?)\s*$/im) ?? find(/\[([^\]]+)\]\(https?:/);
  const call = () => find(/^\s*(?:\*\*)?(?:Verdict|Recommendation|Decision|My call|Go with)(?:\*\*)?:?(?:\*\*)?\s*(.+?)\s*$/im);
  if (/\bsubject\b/i.test(question)) {
    const text = subject();
    return text ? { name: 'subject line', text, kind: 'subject' } : null;
  }
  if (/\b(?:headline|title|h1|heading)\b/i.test(question)) {
    const text = headline();
    return text ? { name: /\btitle\b/i.test(question) ? 'title' : 'headline', text, kind: 'headline' } : null;
  }
  if (/\b(?:cta|call to action|call-to-action|button|link)\b/i.test(question)) {
    const text = cta();
    return text ? { name: 'call to action', text, kind: 'cta' } : null;
  }
  if (/\b(?:open(?:ing|er)?|first line|hook|start(?:ing)?|intro)\b/i.test(question)) {
    const body = deliverable.split('\n').map((l) => l.trim()).filter((l) => l && !/^(?:#|\*\*|Subject|Preview|Hi\b|Hello\b|Dear\b|---|\||[-*]\s)/i.test(l));
    const text = body[0]?.split(/(?<=[.!?])\s+/)[0] ?? null;
    return text ? { name: 'opening line', text, kind: 'opening' } : null;
  }
  const decided = call();
  if (decided) return { name: 'recommendation', text: decided, kind: 'call' };
  const text = subject() ?? headline();
  if (!text) return null;
  return subject() ? { name: 'subject line', text, kind: 'subject' } : { name: 'headline', text, kind: 'headline' };
}

/** The words of `text` that the space's facts or the request also use (the detail the line carries). */
function sharedDetail(text: string, source: string): string[] {
  const known = new Set(stemsOf(source));
  return (text.match(/[A-Za-z][A-Za-z'-]{3,}/g) ?? []).filter((w) => !STOP.has(w.toLowerCase()) && stemsOf(w).some((s) => known.has(s)));
}
const STOP = new Set(['your', 'with', 'from', 'this', 'that', 'here', 'have', 'what', 'when', 'more', 'find', 'about', 'there', 'their', 'they', 'them', 'will', 'just', 'into', 'than', 'then', 'were', 'been', 'only', 'also']);

function whyAnswer(question: string, previous: PreviousAnswer, facts: FactSheet, voice: VoiceRules): TaskOutput | null {
  const element = elementAsked(question, previous.deliverable);
  if (!element) return null;
  const text = element.text;
  const reasons: string[] = [];
  const factText = [facts.product, facts.differentiator, facts.description, ...facts.prices.map((p) => p.text), ...facts.features.map((f) => f.text), ...facts.terms.map((t) => t.text), ...facts.proof.map((p) => p.text)].filter(Boolean).join(' ');
  const figure = FIGURE.exec(text)?.[0];
  const detail = sharedDetail(text, `${factText} ${previous.request}`);
  if (element.kind === 'call') {
    // The call's own reasons: the one it gives beside the decision, then those it lists under its 'Why'.
    const beside = /^\*\*Decision:\*\*[^\n]*\n+(?!#|\||- |\d+\. |\*\*)([^\n]+)/m.exec(previous.deliverable)?.[1]?.trim();
    if (beside) reasons.push(beside);
    reasons.push(...linesUnder(previous.deliverable, /\b(?:why|reasons?|the numbers|how the numbers)\b/i).slice(0, 4));
    if (!reasons.length) return null;
  } else {
    if (detail.length) reasons.push(`It names what the ${element.kind === 'cta' ? 'reader is asked to do' : 'piece is about'} in your own terms (${quoteList(unique(detail).slice(0, 4))}), taken from ${previous.request ? 'your request and ' : ''}the space's facts, so the reader knows what it is before reading on.`);
    const figureFrom = figure && factText.includes(figure) ? ' from your facts' : figure && previous.request.includes(figure) ? ' from your request' : '';
    if (figure) reasons.push(`It carries a concrete figure (${figure})${figureFrom}: a number is specific and stands out among lines that have none.`);
    // (Phone inboxes show about 35-40 characters of a subject line.)
    if (element.kind === 'subject') reasons.push(text.length <= 40 ? `At ${text.length} characters it shows whole on a phone, where inboxes cut long subject lines.` : `At ${text.length} characters it may be cut on a phone, which shows about the first 40; ${figure ? `the figure (${figure}) should sit early` : 'its first words carry it'}.`);
    if (element.kind === 'headline') reasons.push(text.length <= 60 ? `At ${text.length} characters it fits the length a search result or a feed shows without cutting it.` : `At ${text.length} characters it runs long for a search result, which cuts titles at about 60 characters.`);
    if (/\?\s*$/.test(text)) reasons.push('It is a question, which asks the reader to answer it in their head.');
    if (/\{\{\s*first_?name\s*\}\}/i.test(text)) reasons.push('It uses the reader’s first name, filled in by your email tool.');
    if (element.kind === 'cta') {
      const link = /\]\((https?:\/\/[^)\s]+)\)/.exec(previous.deliverable)?.[1];
      const asked = previous.brief?.callToAction;
      if (asked) reasons.push(`It asks for the step your request named ("${asked}"), and only that one: a single next step is easier to take than a choice.`);
      else reasons.push(`It asks for one step only. Your request did not name a next step, so it is a general one${link ? ` that sends people to ${link}` : ''}; if you want a booking, a call or a reply instead, say "change the call to action to …" and it will say that.`);
    }
    if (element.kind === 'opening' && previous.brief?.audience) reasons.push(`It speaks to the people the piece is for (${previous.brief.audience}) before anything else.`);
    if (voice.avoid.length) {
      const breaks = bannedWordsIn(text, voice);
      // (The words themselves are not listed: the answer would then carry them.)
      if (!breaks.length) reasons.push(`It keeps to your voice: it uses none of the ${voice.avoid.length === 1 ? 'word' : `${voice.avoid.length} words`} your voice avoids.`);
    }
  }
  if (!reasons.length) return null;
  const test =
    element.kind === 'subject'
      ? 'What I cannot tell you offline is whether it will do better with your list than another line would. To find out, send it to half the list and a second subject line to the other half, and keep the one with more clicks (opens are unreliable since some mail apps open every email).'
      : element.kind === 'call'
        ? 'I cannot know what your numbers will show; if you try it, set the date you will judge it by and the figure that would make you switch.'
        : `What I cannot tell you offline is how your readers will take it; if you have two versions, try both and keep the one that gets more ${element.kind === 'headline' ? 'clicks' : 'replies and clicks'}.`;
  return output(`Why that ${element.name}: "${text}"`, [...reasons.map((r) => `- ${r}`), '', test].join('\n'), 'question on the previous answer (why)');
}

/**
 * 'Why is "by lunchtime" a problem? Customers love hearing that.': the rule of the saved voice the quoted words
 * break, said as the voice says it; and what to do if the rule itself is wrong, which is the owner's call.
 */
function quotedWhy(question: string, voice: VoiceRules): TaskOutput | null {
  const quoted = /["“‘']([^"”’']{3,80})["”’']/.exec(question)?.[1]?.trim();
  if (!quoted) return null;
  const stems = new Set(stemsOf(quoted));
  // A time the words promise ('by lunchtime', 'before 5pm') is what a rule on promising times is about.
  const promisesTime = /\b(?:by|before|until)\s+(?:lunch(?:time)?|noon|midday|tea ?time|the evening|tonight|tomorrow|the weekend|\d{1,2}(?::\d\d)?\s*(?:am|pm)?)\b|\bo'clock\b|\bsame[- ]day\b|\bnext[- ]day\b|\bwithin \d+ (?:hours?|days?)\b/i.test(quoted);
  const claims = (voice.claims ?? []).filter((c) => c.keys.some((k) => stems.has(k)) || (promisesTime && /\b(?:time|times|hours?|day|days|deadline|deliver\w*|finish\w*)\b/i.test(c.content)));
  const words = bannedWordsIn(quoted, voice);
  if (!claims.length && !words.length) return null;
  const lines = [
    ...claims.map((c) => `- Your brand voice says: "${c.rule.replace(/\.$/, '')}". "${quoted}" is a ${c.act === 'guarantee' ? 'guarantee' : c.act === 'claim' ? 'claim' : 'promise'} of that kind.`),
    ...words.map((w) => `- "${quoted}" uses "${w}", a word your brand voice says to avoid.`),
    '',
    `If customers love hearing it and you can keep it every time, the rule is what should change: edit your brand voice, and the agents will write it. If you cannot keep it every time, a promise that fails once costs more trust than it wins.`,
  ];
  return output(`Why "${quoted}" is flagged:`, lines.join('\n'), 'question on the previous answer (why flagged)');
}

/** The list items of the answer under a heading `heading` matches, Markdown emphasis out. */
function linesUnder(deliverable: string, heading: RegExp): string[] {
  const found: string[] = [];
  let inside = false;
  for (const raw of deliverable.split('\n')) {
    const line = raw.trim();
    const title = /^#{1,4}\s+(.+)$/.exec(line)?.[1] ?? /^\*\*([^*]{3,50})\*\*:?$/.exec(line)?.[1];
    if (title) {
      inside = heading.test(title);
      continue;
    }
    const item = /^(?:[-*]|\d+[.)])\s+(.+)$/.exec(line)?.[1];
    if (inside && item) found.push(item.replace(/\*\*/g, ''));
  }
  return found;
}

// ---------------------------------------------------------------------------------------------------------------
// A smaller budget

/**
 * The plan's paid lines ('£900 on newspaper ads') cut to a smaller sum: what the profile says brings the best
 * customers is kept, and the biggest lines with nothing to show for them go first, as they free the most. Null when
 * the plan gives no sums per line.
 */
function budgetCut(said: string, previous: PreviousAnswer, facts: FactSheet): TaskOutput | null {
  const target = moneyIn(said)[0];
  if (!target) return null;
  const plan = previous.request;
  const lines = new Map<string, { name: string; value: number }>();
  for (const m of plan.matchAll(/([£$€]\s?\d[\d,]*k?)\s+(?:a month\s+|per month\s+|a week\s+)?(?:on|for|into|in)\s+((?:[A-Za-z][\w'&-]*\s?){1,4}?)(?=\s*(?:,|\.|;|\b(?:and|for|to|in|on|with|from|during|until|pushing|promoting|advertising|selling)\b|$))/gm)) {
    const name = m[2]!.trim().replace(/^(?:the|our)\s+/i, '');
    if (!lines.has(name.toLowerCase())) lines.set(name.toLowerCase(), { name, value: moneyIn(m[1]!)[0]!.value });
  }
  const items = [...lines.values()];
  if (!items.length) return null;
  // Every sum the plan names must be one of the lines read: a sum said another way ('Google Ads at £300') would be
  // left out of the total, and a cut worked out without it would be wrong. Then nothing is worked out.
  const named = moneyIn(previous.request).length;
  if (named !== items.length) return null;
  const total = items.reduce((sum, i) => sum + i.value, 0);
  // (A smaller budget that the lines already fit is not a question this reading can be sure of: left to the rest.)
  if (target.value >= total) return null;
  const best = (facts.bestChannel ?? '').toLowerCase();
  const isBest = (name: string) => Boolean(best) && name.toLowerCase().split(/\s+/).some((w) => w.length > 3 && best.includes(w.replace(/s$/, '')));
  // Cut order: not the best channel, biggest first.
  const order = [...items].sort((a, b) => Number(isBest(a.name)) - Number(isBest(b.name)) || b.value - a.value);
  let left = total;
  const out: string[] = [];
  for (const item of order) {
    if (left <= target.value) {
      out.push(`- Keep **${item.name}** (${formatMoney(item.value, target.currency)})${isBest(item.name) ? `: your profile says your best customers come from "${facts.bestChannel}"` : ''}.`);
      continue;
    }
    const over = left - target.value;
    if (item.value <= over) {
      out.push(`- Cut **${item.name}** (${formatMoney(item.value, target.currency)}) first: it is the biggest line${isBest(item.name) ? '' : ' with no result in your facts to show for it'}, so it frees the most.`);
      left -= item.value;
    } else {
      out.push(`- Trim **${item.name}** from ${formatMoney(item.value, target.currency)} to ${formatMoney(item.value - over, target.currency)}.`);
      left -= over;
    }
  }
  const body = [
    `The plan's lines add up to ${formatMoney(total, target.currency)}; at ${formatMoney(target.value, target.currency)}, ${formatMoney(total - target.value, target.currency)} has to go.`,
    '',
    ...out,
    '',
    'Your facts give no results per line, so this cuts by size; if one line is bringing bookings, keep that one whatever it costs and cut around it.',
  ];
  return output(`What to cut at ${formatMoney(target.value, target.currency)}:`, body.join('\n'), 'question on the previous answer (smaller budget)');
}

/** When the plan's lines cannot all be read with their sums: the order to cut in, without sums worked out. */
function cutRules(said: string, facts: FactSheet): TaskOutput {
  const lines = [
    `1. Keep what brings your best customers${facts.bestChannel ? ` (your profile says: "${facts.bestChannel}")` : ''}, whatever else goes.`,
    '2. Cut the biggest paid line that has no bookings or sales to show for it first: it frees the most.',
    '3. Then trim what is left evenly until the total fits, rather than stopping a second channel outright, so you can still compare them.',
    '4. Keep the free work (posts, emails to your list, asking for reviews): it costs hours, not budget.',
    '',
    `I could not read every line of the plan with its sum, so I have not worked out the cut to ${said} line by line.`,
  ];
  return output(`How to cut the plan to ${said}:`, lines.join('\n'), 'question on the previous answer (smaller budget)');
}

// ---------------------------------------------------------------------------------------------------------------
// The risks of the call

/** 'What are the risks of your choice?': what the answer itself says would make it wrong, gathered. */
function risksAnswer(previous: PreviousAnswer): TaskOutput | null {
  const found = linesUnder(previous.deliverable, /\b(?:risks?|changes? if|would change|watch|still open|what could|stop rule|it changes)\b/i);
  for (const line of previous.deliverable.split('\n')) {
    for (const sentence of line.trim().split(/(?<=[.!?])\s+(?=[A-Z])/)) if (/^(?:Still open|Your facts do not say|Nothing in your)\b/.test(sentence)) found.push(sentence);
  }
  const kept = [...new Set(found)].filter((f) => !/^No risk stands out\b/i.test(f)).slice(0, 5);
  if (!kept.length) return null;
  const lines = [...kept.map((k) => `- ${k}`), '', 'These are the risks the answer above names from your facts; set the date you will judge it by, and the figure that would make you switch, before you start.'];
  return output('The risks of that call, as the answer above weighs them:', lines.join('\n'), 'question on the previous answer (risks)');
}

// ---------------------------------------------------------------------------------------------------------------
// What would change the call

/**
 * What would change the call just made: the chosen move not moving its number, a reason the call stands on no longer
 * holding (each as the answer gives it), or the move turned down showing it can pay. From the answer's own lines.
 */
function changeMindAnswer(previous: PreviousAnswer): TaskOutput | null {
  const moves = movesOf(previous.deliverable);
  if (!moves) return null;
  const chosen = moves.chosen.replace(/^./, (c) => c.toUpperCase());
  const reasons = linesUnder(previous.deliverable, /\b(?:why|because|reasons?)\b/i);
  const counted = linesUnder(previous.deliverable, /./).find((l) => /\b(?:count|track|measure|check|compare|tag|note)\b/i.test(l) && !reasons.includes(l));
  const lines = [
    `1. **${chosen} does not move the number.** ${counted ? `${counted.replace(/[.]+$/, '')}.` : 'Count what it brings each week.'} If four weeks pass with nothing to show, I would stop it${moves.turnedDown ? ` and test ${moves.turnedDown} instead` : ''}.`,
    ...(reasons.length ? [`2. **A reason behind the call stops being true.** The call stands on these; if one changes, ask me again with the new figure:`, ...reasons.slice(0, 4).map((r) => `   - ${r.replace(/[.]+$/, '')}.`)] : []),
    ...(moves.turnedDown ? [`${reasons.length ? 3 : 2}. **${moves.turnedDown.replace(/^./, (c) => c.toUpperCase())} ${/[^s]s$/i.test(moves.turnedDown) ? 'show' : 'shows'} it can pay.** A small test with its own count (a code, a tracked link or a question at the till) that brings more for each pound than ${moves.chosen} does.`] : []),
  ];
  return output('What would change the call, from the answer above:', lines.join('\n'), 'question on the previous answer (what would change the call)');
}

// ---------------------------------------------------------------------------------------------------------------
// Which first

/** An item of the answer: a numbered heading or list line with the lines under it. */
interface Item {
  title: string;
  body: string;
  at: number;
  /** One of several versions of a piece (captions, options), where 'which' asks which to use. */
  option?: boolean;
}

const PIECE = /^\s*(?:#{2,4}\s*)?\*{0,2}(Caption|Option|Post|Version|Ad|Headline|Variant|Idea)\s+(\d{1,2})\b/i;

function itemsOf(deliverable: string): Item[] {
  const lines = deliverable.split('\n');
  const items: Item[] = [];
  const head = /^\s*(?:#{2,4}\s*)?(?:\*\*)?(\d{1,2})[.)]\s+(?:\*\*)?(.+?)(?:\*\*)?\s*$/;
  for (const line of lines) {
    const m = head.exec(line);
    if (m) items.push({ title: m[2]!.replace(/\*\*/g, '').replace(/[:.]\s*$/, '').trim(), body: line, at: items.length });
    else if (items.length && line.trim() && !/^#{1,4}\s/.test(line)) items[items.length - 1]!.body += `\n${line}`;
  }
  if (items.length >= 2) return items;
  // A table's rows, numbered or not: the row's first cell that is not a number names it.
  const rows = lines.filter((l) => /^\s*\|/.test(l) && !/^\s*\|\s*:?-{2,}/.test(l));
  if (rows.length >= 3) {
    const cells = (row: string) => row.split('|').slice(1, -1).map((c) => c.trim());
    const header = cells(rows[0]!).join(' ');
    const body = rows.filter((r) => cells(r).join(' ') !== header);
    const named = body.map((r, at) => ({ title: cells(r).find((c) => c && !/^#?\d{1,2}$/.test(c))?.replace(/\*\*/g, '') ?? '', body: r, at })).filter((i) => i.title);
    if (named.length >= 2) return named;
  }
  // Pieces side by side ('**Caption 2**', '### Option 1', '**Version 3**'): the options of one piece.
  const pieces: Item[] = [];
  for (const line of lines) {
    const m = PIECE.exec(line);
    if (m) pieces.push({ title: `${m[1]} ${m[2]}`, body: '', at: pieces.length, option: true });
    else if (pieces.length && line.trim()) pieces[pieces.length - 1]!.body += `${line}\n`;
  }
  if (pieces.length >= 2) return pieces;
  // A plain bulleted list of options ('- Subject: …').
  const bullets = lines.filter((l) => /^\s*[-*]\s+\S/.test(l)).map((l, at) => ({ title: l.replace(/^\s*[-*]\s+/, '').replace(/\*\*/g, '').trim(), body: l, at }));
  return bullets.length >= 2 ? bullets : [];
}

/** What makes an item the one to start with, as the answer itself says it. */
function startSignals(item: Item, facts: FactSheet): string[] {
  const body = item.body;
  const said: string[] = [];
  const cost = /\bcost:?\**\s*([^\n]+)/i.exec(body)?.[1]?.replace(/\*\*/g, '').trim();
  if (cost && /^(?:£|\$|€)?0\b|\bfree\b|\bnothing\b/i.test(cost)) said.push(`it costs nothing (${cost})`);
  else if (!cost && /\b(?:free|no cost|costs nothing)\b/i.test(body)) said.push('it costs nothing');
  const effort = /\beffort:?\**\s*(low|medium|high)\b/i.exec(body)?.[1]?.toLowerCase();
  if (effort === 'low') said.push('the answer rates its effort low');
  if (/\b(?:this week|today|tomorrow|in a day|an hour|one afternoon)\b/i.test(body)) {
    const step = /\bfirst step:?\**\s*([^\n]+)/i.exec(body)?.[1]?.replace(/\*\*/g, '').trim();
    said.push(step ? `its first step can be done this week ("${step.replace(/\.$/, '')}")` : 'it can start this week');
  }
  if (/\b(?:past|current|existing|already|regular|previous) (?:customers?|clients?|buyers?|members?|students?|list|subscribers?)\b|\bpeople (?:already|who know you)\b|\byour (?:list|reviews?|customers)\b/i.test(body)) said.push('it works through people who already know you');
  const best = facts.bestChannel?.toLowerCase();
  if (best && best.split(/\s*(?:,|\band\b)\s*/).some((c) => c.length > 3 && body.toLowerCase().includes(c))) said.push(`it uses the channel your profile says works best (${facts.bestChannel})`);
  return said;
}

function startScore(item: Item, facts: FactSheet): number {
  const body = item.body;
  let score = startSignals(item, facts).length * 2;
  if (/\beffort:?\**\s*high\b/i.test(body)) score -= 2;
  const cost = /\bcost:?\**\s*(?:about\s+)?[£$€]\s?([\d,]+)/i.exec(body);
  if (cost && Number(cost[1]!.replace(/,/g, '')) > 0) score -= 1;
  return score;
}

/** What makes one version the one to use, by what it says: a figure, a clear next step, few words. */
function optionSignals(item: Item, all: readonly Item[]): string[] {
  const said: string[] = [];
  const body = item.body || item.title;
  const text = body.replace(/#\w+/g, '').replace(/_\([^)]*\)_/g, '');
  const figure = FIGURE.exec(text)?.[0];
  if (figure) said.push(`it gives a concrete figure (${figure}), which is specific where the others are general`);
  if (/\blink in bio\b|\bbook\b|\bcall\b|\breply\b|\]\(https?:/i.test(text)) said.push('it ends on one clear next step');
  const words = (t: string) => t.replace(/#\w+/g, '').split(/\s+/).filter((w) => /\w/.test(w)).length;
  if (all.every((other) => other === item || words(other.body || other.title) > words(body))) said.push(`it is the shortest (${words(body)} words), which reads fastest`);
  return said;
}

/** 'Which one would you pick?' asks which version to use; 'which first?' which step to take first. */
const PICK = /\b(?:pick|choose|use|go with|best|recommend|prefer|favou?rite|strongest)\b/i;
const START = /\b(?:first|start|begin|priorit\w*|tackle|go after)\b/i;

/** Keywords by how near a search is to booking: the rows of a keyword table are judged by their intent. */
const INTENT: [RegExp, number, string][] = [
  [/\btransactional\b/i, 3, 'people searching it are ready to book or buy'],
  [/\bcommercial\b/i, 2, 'people searching it are comparing options before they choose'],
  [/\bnavigational\b/i, 0, 'people searching it already look for you by name, so you likely rank for it already'],
  [/\binformational\b/i, 1, 'people searching it are still learning, further from booking'],
];

function firstAnswer(question: string, previous: PreviousAnswer, facts: FactSheet, voice: VoiceRules): TaskOutput | null {
  const items = itemsOf(previous.deliverable);
  if (items.length < 2) return null;
  const wanted = Math.min(items.length - 1, Number(/\bwhich\s+(\d)\b/i.exec(question)?.[1] ?? 1));
  const avoided = (item: Item) => bannedWordsIn(item.body || item.title, voice).length > 0;
  if (items[0]!.option || (PICK.test(question) && !START.test(question))) {
    const ranked = items
      .map((item) => ({ item, said: optionSignals(item, items) }))
      .sort((a, b) => Number(avoided(a.item)) - Number(avoided(b.item)) || b.said.length - a.said.length || a.item.at - b.item.at);
    const [best, runnerUp] = [ranked[0]!, ranked[1]!];
    const lines = [
      `**Use "${best.item.title}"**${best.said.length ? `, because ${joinAnd(best.said)}.` : ': by what they say, none stands out, so the first is as good a start as any.'}`,
      '',
      `If you can, try "${runnerUp.item.title}" as well and keep the one that gets more responses: what will work with your own audience is something only a test shows, and the offline engine cannot know it.`,
    ];
    return output('Which to use, by what each says:', lines.join('\n'), 'question on the previous answer (which one)');
  }
  const intent = (item: Item) => INTENT.find(([pattern]) => pattern.test(item.body));
  const reasonsFor = (item: Item) => [...(intent(item) ? [intent(item)![2]] : []), ...startSignals(item, facts)];
  const ranked = items
    .map((item) => ({ item, score: startScore(item, facts) + (intent(item)?.[1] ?? 0) }))
    .sort((a, b) => b.score - a.score || a.item.at - b.item.at);
  const chosen = ranked.slice(0, wanted).map((r) => r.item);
  const next = ranked[wanted]!.item;
  const line = (item: Item) => {
    const reasons = reasonsFor(item);
    return `"${item.title}"${reasons.length ? `: ${joinAnd(reasons)}.` : ': it comes early in the answer, and nothing in the others has to be done before it; none of them is cheaper or quicker by what the answer says of them.'}`;
  };
  const lines = [
    ...(chosen.length === 1 ? [`**Start with ${line(chosen[0]!).replace(/^("[^"]+")/, '$1**')}`] : chosen.map((item, i) => `${i + 1}. **${line(item).replace(/^("[^"]+")/, '$1**')}`)),
    '',
    `**Then "${next.title}"**${reasonsFor(next).length ? `: ${joinAnd(reasonsFor(next))}.` : '.'}`,
    '',
    facts.goal ? `Judge ${chosen.length === 1 ? 'it' : 'them'} against your goal ("${facts.goal.replace(/\.$/, '')}"): note today's figure before you start, so you can tell what moved it.` : "Note today's figures before you start, so you can tell what made a difference.",
  ];
  return output(`Which to do first, by what the answer above says of each:`, lines.join('\n'), 'question on the previous answer (which first)');
}

// ---------------------------------------------------------------------------------------------------------------
// How to tell whether it worked

type Channel = 'email' | 'social' | 'search' | 'ads' | 'plan';

function channelOf(previous: PreviousAnswer): Channel {
  const brief = previous.brief;
  const nouns = (brief?.deliverables ?? []).map((d) => d.noun).join(' ');
  const platforms = (brief?.platforms ?? []).join(' ');
  const said = `${nouns} ${platforms} ${brief?.agent ?? ''} ${previous.request}`.toLowerCase();
  if (/\b(?:google ads|meta ads|facebook ads|\bads?\b|ad copy|ppc|campaign budget)/.test(said) && !/\bemail\b/.test(nouns)) return 'ads';
  if (/\bemail|newsletter|subject\b/.test(said) || /^Subject:/m.test(previous.deliverable)) return 'email';
  if (/\b(?:seo|article|blog|page|meta|keyword|faq)\b/.test(said)) return 'search';
  if (/\b(?:instagram|facebook|linkedin|tiktok|post|caption|reel|story|carousel|social)\b/.test(said)) return 'social';
  return 'plan';
}

const MEASURES: Record<Channel, string[][]> = {
  email: [
    ['Clicks on the link (clicks ÷ emails delivered)', 'Your email tool’s report', 'Two to three days after sending'],
    ['Replies, and the bookings or orders that came from it', 'Your inbox and your own records (ask "how did you hear about us?")', 'Over the following two weeks'],
    ['Unsubscribes', 'Your email tool’s report', 'Two to three days after sending: more than usual means the email missed'],
  ],
  social: [
    ['Saves, shares and comments on the post', 'The platform’s insights for the post', 'After a week'],
    ['Link clicks, messages and enquiries that mention it', 'Insights, your inbox and your booking records', 'Over the following two weeks'],
    ['Reach among people who do not follow you yet', 'The platform’s insights', 'After a week'],
  ],
  search: [
    ['Impressions and clicks for the searches the page is written for', 'Google Search Console, Performance, filtered to the page', 'Four to eight weeks after it goes live'],
    ['The page’s average position for those searches', 'Google Search Console', 'Monthly'],
    ['Enquiries or bookings that started on the page', 'Your analytics (the page as landing page) and your booking records', 'Monthly'],
  ],
  ads: [
    ['Click-through rate (clicks ÷ impressions)', 'The ad platform’s report', 'After the first week, or a few hundred impressions'],
    ['Cost per enquiry or booking (spend ÷ results)', 'The ad platform and your own records', 'Weekly'],
    ['Bookings or orders that came from the ad', 'Your booking records, with a separate link or code for the ad', 'Weekly'],
  ],
  plan: [
    ['The result the plan is for (see your goal below), counted the same way each week', 'Your own records', 'Weekly'],
    ['Where each new customer came from', 'Ask "how did you hear about us?" at booking, or give each idea its own link or code', 'Every booking'],
    ['What each idea cost in money and hours', 'A simple sheet', 'When each idea has run for a month'],
  ],
};

function measureAnswer(previous: PreviousAnswer, facts: FactSheet): TaskOutput {
  const channel = channelOf(previous);
  const rows = MEASURES[channel].map((r) => `| ${r.join(' | ')} |`);
  const lines = ['| What to count | Where to find it | When to look |', '|---|---|---|', ...rows, ''];
  lines.push("Before you start, write down today's figures for each, so there is something to compare with.");
  if (channel === 'email') lines.push('Opens are not a reliable measure any more: some mail apps open every email they receive, so judge by clicks and replies.');
  if (facts.kpis) lines.push(`Your profile's measures: ${facts.kpis.replace(/\.$/, '')}. Tie these counts to them.`);
  if (facts.goal) lines.push(`Your goal: ${facts.goal.replace(/\.$/, '')}. It worked if it moved you towards that, not only if the counts above went up.`);
  return output('How to tell whether it worked:', lines.join('\n'), 'question on the previous answer (measure)');
}

// ---------------------------------------------------------------------------------------------------------------

function unique(words: readonly string[]): string[] {
  const seen = new Set<string>();
  return words.filter((w) => !seen.has(w.toLowerCase()) && seen.add(w.toLowerCase()));
}
const quoteList = (words: readonly string[]) => words.map((w) => `"${w}"`).join(', ');
function joinAnd(parts: readonly string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}
