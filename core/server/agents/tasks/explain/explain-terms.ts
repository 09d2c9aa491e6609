import type { FactSheet, FactSource, PriceFact } from '../../facts/fact-sheet.ts';
import type { TaskInput, TaskOutput } from '../agent-task.ts';
import { listOf, withIndefinite } from '../english-phrases.ts';
import { singular } from '../strategy/channel-lines.ts';
import { formatMoney, moneyIn } from '../strategy/money.ts';
import { MARKETING_TERMS, TERM_DIFFERENCES, type MarketingTerm } from './marketing-terms.ts';
import { escapeRegExp } from '../../../../domain/escape-reg-exp.ts';

/**
 * 'Explain what cost per acquisition means for us', 'What's the difference between a title tag and an H1?': a
 * request to understand a term of the trade, with no piece of copy asked for, is answered with the term in plain
 * words, the difference when two are compared, the questions the request asks of them, and how each is worked out
 * from the space's own figures, with what is missing marked as a blank. Null for any other request.
 */
export function explainTerms(input: TaskInput): TaskOutput | null {
  const { brief, facts } = input;
  if (brief.revision || brief.pasted || brief.deliverables.some((d) => !/^(?:explanation|definition|summary|answer|difference|term)$/.test(d.noun))) return null;
  const request = brief.request;
  if (request.length > 1500) return null;
  const terms = termsNamed(request);
  if (!terms.length || terms.length > 4 || !asksToExplain(request, terms)) return null;
  const pairs = TERM_DIFFERENCES.filter((p) => p.keys.every((k) => terms.some((t) => t.key === k)));
  const groups = groupsNamed(request);
  const used: FactSource[] = [];
  const sections = terms.map((term) => termSection(term, input.variant, facts, groups, used));
  const asked = questionsAsked(request, terms, pairs);
  const names = terms.map((t, i) => (i > 0 && !/^[A-Z0-9]{2,}\b/.test(t.name) ? shortName(t).charAt(0).toLowerCase() + shortName(t).slice(1) : shortName(t)));
  const title = `${listOf(names)}${facts.company && terms.some((t) => t.sum) ? `, for ${facts.company}` : ''}, in plain words`;
  const blocks = [
    `**${title}**`,
    ...sections,
    ...pairs.map((p) => `**The difference:** ${p.difference}`),
    ...asked.map((a) => `**${a.question}** ${a.answer}`),
  ];
  const blanks = sections.join('\n').match(/\[[^\]\n]+\]/g) ?? [];
  return {
    summary: `${listOf(names)} explained in plain words${terms.some((t) => t.sum) ? ', with how to work each out from your own figures' : ''}.`,
    deliverable: blocks.join('\n\n'),
    notes: [
      ...(blanks.length ? [`Fill the blanks (${listOf([...new Set(blanks)])}) from your booking records or accounts: they are not in your space's facts, so no figure was guessed.`] : []),
      ...(terms.some((t) => t.sum) ? ['These are the standard meanings used in marketing and in tools such as Google Analytics and Google Ads; your accountant or tool may round or label them slightly differently.'] : []),
    ],
    used: [...new Map(used.map((u) => [`${u.kind}:${u.title}`, u])).values()],
    steps: [{ tool: 'explain', summary: `terms: ${terms.map((t) => t.key).join(', ')}` }],
    artifacts: [],
  };
}

/** The terms a request names, in the order it names them. */
function termsNamed(request: string): MarketingTerm[] {
  const found = MARKETING_TERMS.map((term) => ({ term, at: request.search(term.names) })).filter((x) => x.at >= 0);
  return found.sort((a, b) => a.at - b.at).map((x) => x.term);
}

// Words that ask what a thing is, rather than for a piece of work or for one of the business's own figures.
const EXPLAIN = /\b(?:explain\w*|what (?:does|do)\b[^.?!]{1,80}\bmean|meaning of|difference|differ|define|definition|in plain (?:words|english|terms)|simply|not technical|not very technical|not a techie|non-technical|jargon|confused|confusing|keeps? (?:saying|talking about|mentioning|going on about)|(?:the )?same thing)\b/i;

/** Whether the request asks what the terms are: in words that ask it, or 'what is a …' before a term (not 'what is our CPA?', a figure). */
function asksToExplain(request: string, terms: readonly MarketingTerm[]): boolean {
  if (EXPLAIN.test(request)) return true;
  return terms.some((t) => {
    const at = request.search(t.names);
    return /\bwhat(?:(?:'s|’s| is| are)\s+(?:actually\s+|exactly\s+|really\s+)?|\s+(?:actually|exactly|really)\s+(?:is|are)\s+)(?:an?\s+|the\s+)?["'‘“]?$/i.test(request.slice(Math.max(0, at - 30), at)) && !/\b(?:our|my|your)\s*$/i.test(request.slice(0, at));
  });
}

/** 'for guests and for owners separately': the groups a request asks the terms for, when it names two or more. */
function groupsNamed(request: string): string[] {
  const m = /\bfor\s+(?:our\s+|the\s+)?([a-z]{2,}s)\s*(?:,\s*(?:for\s+)?(?:our\s+|the\s+)?([a-z]{2,}s)\s*)?,?\s+and\s+(?:for\s+)?(?:our\s+|the\s+)?([a-z]{2,}s)\b/i.exec(request);
  if (!m) return [];
  const groups = [m[1], m[2], m[3]].filter((g): g is string => Boolean(g)).map((g) => g.toLowerCase());
  return groups.every((g) => !/^(?:us|terms|words|things|numbers|figures|days|weeks|months|years)$/.test(g)) ? groups : [];
}

/** 'CPA', 'lifetime value', 'the title tag': the term as a sentence names it after its first telling. */
const shortName = (t: MarketingTerm) => t.name.replace(/\s*\(.*\)$/, '');

function termSection(term: MarketingTerm, variant: number, facts: FactSheet, groups: readonly string[], used: FactSource[]): string {
  // (The name on a line of its own: 'Title tag: …' on one line reads, to the checks, as a title tag to fit in 60 characters.)
  const lines = variant % 2 === 0
    ? [`**${term.name}**`, term.plain, `*Why it matters:* ${term.why}`]
    : [`**${term.name}**`, ...(term.likeness ? [`*In everyday terms:* ${term.likeness}`] : []), term.plain, `*What to do with it:* ${term.why}`];
  if (term.sum) lines.push(...workedOut(term, facts, groups, used));
  return lines.join('\n\n');
}

/** How the term is worked out, with the space's own figures where it states them and a blank for each one it does not. */
function workedOut(term: MarketingTerm, facts: FactSheet, groups: readonly string[], used: FactSource[]): string[] {
  const sum = term.sum!;
  const formula = sum.bottom === '1' ? `${sum.top}` : `${sum.top} ÷ ${sum.bottom}${sum.times100 ? ' × 100' : ''}`;
  const out = [`*How to work it out:* ${sum.result} = ${formula}.`];
  if (term.key === 'cpa') {
    // A results table's own spend and counts give each channel's cost per result at once.
    for (const row of (facts.channelResults ?? []).slice(0, 5)) {
      const first = row.counts[0];
      const spend = moneyIn(row.spend)[0];
      if (!first || !spend || first.count <= 0) continue;
      const each = spend.value / first.count;
      out.push(`- ${row.name}: ${row.spend} ÷ ${first.count} ${first.noun} = ${formatMoney(each >= 100 ? Math.round(each) : each, spend.currency)} per ${singular(first.noun)}`);
      used.push(row.source);
    }
    if (facts.budget) {
      out.push(`Your profile gives your marketing budget as "${facts.budget.trim().replace(/\.$/, '')}": ${groups.length ? groups.map((g) => `for ${g}, divide what you spend on winning ${g} by the new ${g} it brings in the same period`).join('; ') : 'divide what you spend in a period by the new customers it brings in that period'}. How many it brings is not in your facts yet: [new ${groups.length ? listOf(groups, 'or') : 'customers'} won that period].`);
    } else out.push(`Your facts give no marketing spend or count of new customers yet: [what you spent in a month] ÷ [new customers won that month].`);
  }
  if (term.key === 'ltv' || term.key === 'aov') {
    const averages = (facts.ownAverages ?? []).slice(0, 2);
    // ('Swallow Loft, low season night (Nov-Mar): £95': what the amount is for, as its line labels it.)
    // ('Curlew Barn (Lazonby): Low season night: £160' labels it 'low season night' once the name is taken off.)
    const label = (p: PriceFact) => p.text.split(/;\s*|\s+—\s+/).find((part) => part.includes(p.amount) && part.trim() !== p.amount)?.replace(p.amount, '').replace(/[:\s]+$/, '').trim().replace(p.plan && p.text.startsWith(p.plan) ? new RegExp(`^${escapeRegExp(p.plan)}(?:\\s*\\([^)]*\\))?\\s*[:,—-]?\\s*`) : /^(?!)/, '');
    // A price of a thing sold, not a fee or an extra charged on top …
    const sold = (p: PriceFact): p is PriceFact & { plan: string } =>
      !p.fee && !!p.plan && !/\b(?:fees?|extras?|charges?)\b/i.test(p.section ?? '') &&
      // … named by a name, 'Curlew Barn', not a sentence the reader took for one, 'Housekeeping is charged at cost' …
      p.plan.split(/\s+/).length <= 6 && !/\b(?:is|are|was|you|we)\b|[.,]/i.test(p.plan) &&
      // … on a line of a price list, not told in a paragraph of terms …
      (label(p)?.split(/\s+/).length ?? 0) <= 8 &&
      // … and not labelled inside another thing's line ('High season week' in Curlew Barn's).
      !facts.prices.some((o) => o !== p && o.text === p.text && !!o.plan && p.text.startsWith(o.plan) && !p.text.startsWith(p.plan!));
    const prices = facts.prices.filter(sold);
    const firstOfEach = (list: readonly PriceFact[]) => list.filter((p, i) => list.findIndex((o) => o.plan === p.plan) === i).slice(0, 3);
    const per = (g: string) => {
      const own = prices.filter((p) => mentions(p, g));
      return firstOfEach(own.length ? own : groups.length > 1 ? [] : prices);
    };
    const shown = (p: PriceFact) => { const l = label(p); return `${p.plan}${l ? `, ${l.charAt(0).toLowerCase()}${l.slice(1)}` : ''}: ${p.from ? 'from ' : ''}${p.amount}${p.unit ? ` ${p.unit}` : ''}`; };
    for (const a of averages) {
      out.push(`Your own figures give ${a.text.replace(/\.$/, '')}: that is what a customer spends each time.`);
      used.push(a.source);
    }
    for (const g of groups.length ? groups : ['']) {
      const list = per(g);
      list.forEach((p) => used.push(p.source));
      const who = withIndefinite(g ? singular(g) : 'customer');
      const spends = list.length ? `${g ? 'your' : 'Your'} prices give what ${who} spends each time (${list.map(shown).join('; ')})` : `${g ? 'what' : 'What'} ${who} brings you each time is not in your facts: [what ${who} spends or brings in each time]`;
      if (term.key === 'ltv') out.push(`${g ? `*For ${g}:* ` : ''}${spends}; how often ${who} comes back, or how long they stay with you, is not in your facts: [times ${who} books or buys over their time with you].`);
      else if (!averages.length) out.push(`${g ? `*For ${g}:* ` : ''}${spends}; your average is your revenue ÷ your bookings or orders: [revenue in a period] ÷ [bookings or orders in it].`);
    }
  }
  return out;
}

function mentions(p: PriceFact, group: string): boolean {
  const stem = singular(group).toLowerCase();
  // (A document named for its readers, 'guest prices and terms', is theirs.)
  return [p.section ?? '', p.heading ?? '', p.plan ?? '', p.source.title].some((t) => t.toLowerCase().includes(stem));
}

/** The questions the request asks of the terms ('does every cottage page need both?'), as it asks them, with their answers. */
function questionsAsked(request: string, terms: readonly MarketingTerm[], pairs: readonly (typeof TERM_DIFFERENCES)[number][]): { question: string; answer: string }[] {
  const asks = [...terms.flatMap((t) => t.asks ?? []), ...pairs.flatMap((p) => p.asks ?? [])];
  const questions = request.match(/[^.?!\n]*\?/g) ?? [];
  const out: { question: string; answer: string }[] = [];
  for (const ask of asks) {
    const q = questions.find((x) => ask.question.test(x));
    if (!q) continue;
    // ('What's the difference, and does every page need both?': the part of the sentence that asks it.)
    const clause = q.split(/,\s*(?:and|but|or)\s+|;\s*/).find((part) => ask.question.test(part)) ?? q;
    const asked = clause.trim().replace(/^(?:and|but|so|also)\s+/i, '');
    out.push({ question: asked.charAt(0).toUpperCase() + asked.slice(1), answer: ask.answer });
  }
  return out;
}
