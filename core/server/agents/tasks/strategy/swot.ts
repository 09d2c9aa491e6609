import { capitalise } from '../../offline/template-grammar.ts';
import { parseCount } from '../../brief/parse-count.ts';
import type { AgentTask, TaskInput, TaskOutput } from '../agent-task.ts';
import type { FactSource } from '../../facts/fact-sheet.ts';
import { profileSource, uniqueSources } from './advice-sources.ts';

/**
 * A SWOT (strengths, weaknesses, opportunities, threats), for the business or against a rival the request names
 * ('Rockpool Bouldering opens about 2 miles from us in September. Give me a quick SWOT against them, max 4 points per
 * box, and the one thing you would do first'). Strengths are what the space says sets it apart and its results with
 * their numbers; threats are what the request says of the rival, in its words; opportunities come from the goal and
 * the times and people the space names. Weaknesses are what only the business knows: the box asks the questions that
 * find them rather than inventing any. Then the first thing to do, from the strongest strength and the threat's date.
 */

const MONTHS = /\b(January|February|March|April|May|June|July|August|September|October|November|December)\b/;
// Capitalised words that open a sentence or ask, never a rival's name.
const NOT_A_NAME = /^(?:Give|Can|Could|Please|Do|Does|Write|Make|We|Our|I|The|A|An|What|Which|How|Should|Is|Are|SWOT|Max|Also|And|Then|Now|Quick|They|Their|It|This|That|In|On|At|From|For|With|About|Us|Me|My|Norwich|London)$/;

/** The rival the request names: the brief's competitor, else the first name in capitals that is not ours. */
function rivalOf(input: TaskInput): string | null {
  if (input.brief.competitors.length) return input.brief.competitors[0]!;
  const company = (input.facts.company ?? '').toLowerCase();
  for (const m of input.brief.request.matchAll(/\b([A-Z][\w&'’-]+(?:\s+[A-Z][\w&'’-]+){0,3})/g)) {
    const words = m[1]!.split(/\s+/);
    while (words.length && (NOT_A_NAME.test(words[0]!) || MONTHS.test(words[0]!))) words.shift();
    const name = words.join(' ');
    if (name && name.length > 2 && !MONTHS.test(name) && !company.includes(name.toLowerCase()) && !name.toLowerCase().includes(company || '\u0000')) return name;
  }
  return null;
}

/** What the request says of the rival, as a threat: 'Rockpool Bouldering opens about 2 miles from us in September'. */
function saidOfRival(request: string, rival: string): string[] {
  return request
    .split(/(?<=[.!?])\s+/)
    .filter((s) => s.includes(rival) && !/\bswot\b/i.test(s))
    .map((s) => s.replace(/[.!?]+$/, '').trim())
    .filter((s) => s.split(/\s+/).length >= 4);
}

function generate(input: TaskInput): TaskOutput {
  const { brief, facts } = input;
  // 'max 4 points per box', '3 bullets a box'.
  const perSaid = /\b(?:max(?:imum)?|up to|at most|no more than)\s+(\w+)\s+(?:points?|bullets?|items?)\b/i.exec(brief.request)?.[1] ?? /\b(\w+)\s+(?:points?|bullets?)\s+(?:per|a|in each)\s+box\b/i.exec(brief.request)?.[1] ?? null;
  const per = Math.max(2, Math.min(6, (perSaid ? parseCount(perSaid) : null) ?? 4));
  const rival = rivalOf(input);
  // A rival that opens near you is met on its first weeks; one already trading (a chain, an online shop) on what it does better today.
  const opening = rival ? /\b(?:opens?|opening|just opened|is launching|launches|moving in|coming to)\b/i.test(saidOfRival(brief.request, rival).join(' ') || brief.request) : false;
  const company = facts.company ?? 'your business';
  const used: FactSource[] = [profileSource(facts)];
  const clean = (t: string) => capitalise(t.replace(/[.;]+$/, '').trim());
  // Strengths: what sets it apart, one claim a point, then results with their numbers.
  const apart = (facts.differentiator ?? '').split(/(?<=[.!?])\s+/).map(clean).filter((s) => s.split(/\s+/).length >= 3);
  const proofs = facts.proof.filter((p) => p.figures.length && p.kind !== 'quote').map((p) => {
    used.push(p.source);
    return clean(p.text);
  });
  const strengths = [...apart, ...proofs].filter((s, i, all) => all.indexOf(s) === i).slice(0, per);
  // Weaknesses: what the documents themselves record (a figure short of its target, a low rating, a channel that costs
  // far more than the rest), then questions that find the rest, aimed at the rival when there is one; none is invented.
  const stated = statedWeaknesses(input);
  for (const w of stated) used.push(w.source);
  const weaknesses = [
    ...stated.map((w) => w.text),
    rival ? (opening ? `[Where ${rival} will look better on day one: newer walls or kit, parking, longer hours, a lower price?]` : `[Where ${rival} looks better to your buyers today: price, convenience, range, speed?]`) : '[Where a competitor looks better today: price, hours, location, range?]',
    '[What customers complain about most, in reviews or at the desk]',
    facts.channels.length <= 2 ? `[How few channels bring customers in: ${facts.channels.join(' and ') || 'your profile lists none'}]` : '[Which channel you depend on most, and what happens if it dries up]',
  ].slice(0, per);
  // Opportunities: the goal, the people the space names, its quiet times, from its own words.
  const quiet = /\b(?:quiet|quietest|slow|off-peak)\b[^.;]*/i.exec([facts.problems, facts.description, ...input.referenced.map((r) => r.text)].filter(Boolean).join(' '))?.[0];
  const opportunities = [
    facts.goal ? `Your goal: ${clean(facts.goal.split(/(?<=[.!?])\s+/)[0]!)}` : null,
    facts.audience ? `People you already serve well: ${clean(facts.audience.split(/(?<=[.!?])\s+/)[0]!).replace(/^./, (c) => c.toLowerCase())}` : null,
    quiet ? `Fill the quiet times: ${quiet.trim().replace(/[.;]+$/, '')}` : null,
    rival ? `People who try ${rival} and want what only you have` : null,
  ].filter((x): x is string => Boolean(x)).slice(0, per);
  // Threats: the request's own words about the rival first, then the competitors the profile names.
  const threats = [...(rival ? saidOfRival(brief.request, rival).map(clean) : []), ...(rival ? [opening ? `Customers trying ${rival} in its first weeks, when new places often run opening offers` : `${rival} competing for the same buyers on price and convenience`] : []), ...facts.competitors.filter((c) => (!rival || !c.toLowerCase().includes(rival.toLowerCase())) && !/^(?:for|with|and|or|in|at|on|to|from)\b/i.test(c)).slice(0, 2).map((c) => `${clean(c)} competing for the same people`)]
    .filter((s, i, all) => all.indexOf(s) === i)
    .slice(0, per);
  const when = rival ? MONTHS.exec(saidOfRival(brief.request, rival).join(' '))?.[1] ?? null : null;
  const lead = strengths[0] ? strengths[0].replace(/^./, (c) => c.toLowerCase()) : null;
  const first = rival && !opening
    ? `Put what ${rival} cannot match${lead ? ` (${lead})` : ''} at the top of your website, your Google listing and every quote this month, and ask your happiest customers for a review that says it.`
    : rival
    ? `Before ${rival} opens${when ? ` in ${when}` : ''}, tell your current customers in person and by email what they would lose by switching${lead ? `: ${lead}` : ''}, and ask your happiest ones for a review now, while they are yours.`
    : `Put your strongest difference${lead ? ` (${lead})` : ''} at the top of your website and your Google listing this month.`;
  const box = (title: string, items: string[]) => [`**${title}**`, ...(items.length ? items.map((i) => `- ${i}`) : ['- [none in your profile or documents yet]'])].join('\n');
  const boxes: [string, string[]][] = [
    ['Strengths', strengths.length ? strengths : ['[What sets you apart: add it to your profile]']],
    ['Weaknesses', weaknesses],
    ['Opportunities', opportunities],
    ['Threats', threats.length ? threats : ['[Who else your customers could choose, and what they offer]']],
  ];
  // 'As a table, please': the four boxes as a grid, two by two, a point a row.
  const grid = (left: [string, string[]], right: [string, string[]]) => {
    const rows = Math.max(left[1].length, right[1].length);
    return [`| ${left[0]} | ${right[0]} |`, '|---|---|', ...Array.from({ length: rows }, (_, i) => `| ${(left[1][i] ?? '').replace(/\|/g, '/')} | ${(right[1][i] ?? '').replace(/\|/g, '/')} |`)].join('\n');
  };
  const asTable = /\b(?:as|in|into)\s+(?:a\s+)?(?:2\s*[x×]\s*2\s+|simple\s+|one\s+)?(?:table|grid)\b/i.test(brief.request);
  const deliverable = [
    ...(asTable ? [grid(boxes[0]!, boxes[1]!), grid(boxes[2]!, boxes[3]!)] : boxes.map(([title, items]) => box(title, items))),
    `**Do this first:** ${first}`,
  ].join('\n\n');
  return {
    summary: `A SWOT for ${company}${rival ? ` against ${rival}` : ''}, at most ${per} points a box, and the first thing to do.`,
    deliverable,
    notes: [stated.length ? 'The weaknesses your documents record come first; the questions after them find the ones only you know.' : 'Weaknesses are yours to fill: your profile and documents say what you do well, not where you fall short, so the box asks the questions that find them.'],
    used: uniqueSources(used),
    steps: [{ tool: 'swot', summary: `${strengths.length} strengths, ${threats.length} threats${rival ? ` (against ${rival})` : ''}` }],
    artifacts: [],
  };
}

export const swotTask: AgentTask = {
  id: 'strategy.swot',
  agent: 'strategy-review-agent',
  label: 'a SWOT analysis',
  cues: ['swot', 'swot analysis', 'strengths and weaknesses', 'strength and weakness', 'opportunities and threats', 'opportunity and threat'],
  delivers: ['swot', 'swot analysis'],
  starter: 'Give me a quick SWOT for us against [competitor], and the one thing to do first',
  generate,
};

/** 'Van utilisation on weekdays: 64% in Q1 (target 80%)': a share the business records short of its own target. */
const SHORT_OF_TARGET = /([^.\n]{3,80}?):?\s*(\d{1,3}(?:\.\d+)?)\s?%[^.()\n]{0,30}\(\s*target\s+(\d{1,3}(?:\.\d+)?)\s?%\s*\)/i;
/** A review of three stars or fewer: '★★★☆☆', '3 stars', '2/5'. */
const LOW_RATING = /(?:\b([1-3])\s?(?:stars?|\/\s?5)\b|(?:^|\s)(★{1,3})☆)/i;

/** Weaknesses the space's documents record in so many words, each with its figure and its document. */
function statedWeaknesses(input: TaskInput): { text: string; source: FactSource }[] {
  const out: { text: string; source: FactSource }[] = [];
  for (const doc of [...input.referenced, ...(input.library ?? [])]) {
    const source: FactSource = { title: doc.title, kind: 'document', id: doc.id };
    for (const line of doc.text.split('\n')) {
      const short = SHORT_OF_TARGET.exec(line);
      if (short && Number(short[2]) < Number(short[3])) out.push({ text: `${capitalise(short[1]!.replace(/^[-*•#\s]+/, '').trim())} at ${short[2]}% against a target of ${short[3]}%`, source });
      const low = LOW_RATING.exec(line);
      if (low && /\b(?:but|however|late|slow|rude|wait|missed|never|didn'?t|did not|wasn'?t|was not|poor|disappoint|expensive|cancel)/i.test(line)) {
        // The customer's words, without the stars or who said it: '★★★☆☆ "Good work, but …" Leon, Didsbury'.
        const words = line.replace(/[★☆]+/g, ' ').replace(/^[-*•#\s]+/, '').replace(/\s+/g, ' ').trim();
        const said = /["“]([^"”]{8,})["”]/.exec(words)?.[1]?.trim() ?? words;
        out.push({ text: `A ${low[1] ?? low[2]!.length}-star review: "${said.length > 110 ? `${said.slice(0, 110).replace(/\s+\S*$/, '')}…` : said}"`, source });
      }
    }
  }
  // (The same line read twice, from a ticked document that is also in the library, is one weakness.)
  return out.filter((w, i) => out.findIndex((o) => o.text === w.text) === i).slice(0, 2);
}