import type { FactSource } from '../../facts/fact-sheet.ts';
import type { AgentTask, TaskInput, TaskOutput } from '../agent-task.ts';
import { profileSource, uniqueSources } from './advice-sources.ts';
import { list, possessive } from './channel-verdict.ts';
import { phrasePriceShort, phraseProof } from '../../facts/fact-phrases.ts';

type Lead = 'difference' | 'proof' | 'price' | 'fit';

const clean = (text: string) => text.trim().replace(/[.\s]+$/, '');
const lower = (text: string) => (/^[A-Z][a-z]/.test(text) && !/^[A-Z][a-z]+[A-Z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);

/**
 * Positioning against named competitors: only what the space's facts say about us; everything about a
 * competitor is a marked check, never a claim. A regenerate leads on another of the facts (difference, proof,
 * price, fit), when the space has it.
 */
/** The first items of a profile answer written as a list, as many as fit in `maxWords` ('local homeowners aged 35-70, artists …'). */
function firstItems(text: string, maxWords: number): string {
  const items = clean(text).split(/,\s+(?:and\s+)?|;\s*|\.\s+|\s+and\s+(?=\w+\s+\w+)/).map((i) => i.trim()).filter(Boolean);
  const kept: string[] = [];
  for (const item of items) {
    if (kept.length && [...kept, item].join(' ').split(/\s+/).length > maxWords) break;
    kept.push(item);
  }
  // ('busy professionals, and brides and bridesmaids': an item with its own 'and' takes a comma before the last.)
  return kept.length < 2 ? (kept[0] ?? '') : `${kept.slice(0, -1).join(', ')}${kept.some((k) => /\band\b/i.test(k)) ? ', and ' : ' and '}${kept.at(-1)}`;
}

/** 'Give me our positioning in one sentence': the statement alone, short enough to say aloud, from the profile. */
function oneSentence(input: TaskInput): TaskOutput {
  const { facts } = input;
  const company = facts.company ?? '[your company]';
  const product = facts.product ? lower(firstItems(facts.product, 1)) : '[what you sell]';
  const audience = facts.audience ? lower(firstItems(facts.audience, 9)) : '[who it is for]';
  const difference = facts.differentiator ? lower(clean(facts.differentiator).split(/,\s+|;\s*|\.\s+/)[0]!) : '[what sets you apart]';
  const problem = facts.problems ? lower(clean(facts.problems).split(/,\s+(?:and\s+)?|;\s*|\.\s+/)[0]!) : null;
  // A regenerate starts from the buyer's problem instead of the offer.
  const sentence = input.variant % 2 === 0
    ? `${company} is ${product} for ${audience}: ${difference}.`
    : problem
      ? `When ${problem.replace(/^they\s+/i, 'people ')}, ${company} is the answer: ${product}, where ${difference}.`
      : `For ${audience} who want ${product}, ${company} is the one where ${difference}.`;
  return {
    summary: 'Your positioning in one sentence.',
    deliverable: sentence.charAt(0).toUpperCase() + sentence.slice(1),
    notes: ['Built from your profile\'s offer, audience and what sets you apart; it says nothing about a competitor that would need checking.'],
    used: [profileSource(facts)],
    steps: [{ tool: 'positioning', summary: 'one sentence from the profile' }],
    artifacts: [],
  };
}

// ('one line per competitor' is a table's rows, not the statement.)
const ONE_SENTENCE = /\b(?:in |as )?(?:one|a single|1)[- ](?:sentence|line|liner)\b(?!\s+(?:per|each|for each|on each|about each))|\bone-liner\b|\bin a sentence\b/i;

// ('… vs Tamar and Southwest Cloud, and tell me which kind of firm we should stop chasing': the rest of the request, not a rival.)
const ASKS_ON = /^(?:tell|give|show|say|explain|let|list|write|suggest|help|make|and)\b|\b(?:me|us|which|what|how|whether|should|could|would)\b/i;

export function competitorPositioning(input: TaskInput): TaskOutput {
  const { brief, facts } = input;
  // (A sentence asked beside a table, against named rivals or with other pieces is part of a larger answer, written below.)
  const alone = !brief.competitors.length && !/\b(?:table|compar\w*|versus|vs\.?|matrix|grid|against|rivals?|competitors?)\b|\band\s+(?:a|an|the|\d+|two|three|four|five|some)\s/i.test(brief.request);
  if ((brief.limits.sentences === 1 || ONE_SENTENCE.test(brief.request)) && alone) return oneSentence(input);
  // The competitors the request names, else the profile's ('against mydentist and Bupa' leaves the profile's third out).
  const inRequest = facts.competitors.filter((c) => brief.request.toLowerCase().includes(c.toLowerCase()));
  const named = brief.competitors.length ? brief.competitors : inRequest.length ? inRequest : facts.competitors;
  // 'Compare us with Bristol Physio Group, Nuffield Health and mobile sports massage therapists': a kind of rival counts too.
  const listed = /\b(?:compare us (?:with|to|against)|against|versus|vs\.?)\s+(.+?)(?=\s+(?:in|as|on|for|by)\s+(?:a|an|one)\s+table\b|\s*[:.;?]|$)/i.exec(brief.request)?.[1];
  const kinds = (listed ? listed.split(/,\s*(?:and\s+)?|\s+and\s+/).map((c) => c.trim().replace(/^(?:the|our)\s+/i, '')).filter((c) => c.length > 2 && !ASKS_ON.test(c) && !named.some((n) => n.toLowerCase().includes(c.toLowerCase()) || c.toLowerCase().includes(n.toLowerCase()))) : []).map((c) => `${c.charAt(0).toUpperCase()}${c.slice(1)}`);
  const competitors = [...named, ...kinds].slice(0, 5);
  const used: FactSource[] = [];
  const profile = profileSource(facts);
  const company = facts.company ?? '[your company]';
  const product = facts.product ? lower(clean(facts.product)) : '[what you sell]';
  const entry = facts.prices[0] ?? null;
  const proof = facts.proof[0] ?? null;
  const fit = [...facts.integrations, ...facts.features].slice(0, 3);
  const leads: Lead[] = [
    ...(facts.differentiator ? (['difference'] as const) : []),
    ...(proof ? (['proof'] as const) : []),
    ...(entry ? (['price'] as const) : []),
    ...(fit.length ? (['fit'] as const) : []),
  ];
  const lead: Lead = leads.length ? leads[input.variant % leads.length]! : 'difference';
  const audience = facts.audience ? lower(clean(facts.audience)) : '[your audience]';
  const line = {
    // With one fact to lead on, a regenerate turns the line round: the buyer's problem first instead of the audience.
    difference:
      leads.length > 1 || input.variant % 2 === 0
        ? `For ${audience}, ${company} is the ${product} with one difference that matters: ${facts.differentiator ? lower(clean(facts.differentiator)) : '[what sets you apart]'}.`
        : `${facts.problems ? `When ${lower(clean(facts.problems))}` : 'When [the problem you solve] gets in the way'}, ${company} answers with ${facts.differentiator ? lower(clean(facts.differentiator)) : '[what sets you apart]'}.`,
    proof: `${company}, the ${product} with a result to show: "${proof ? clean(proof.text) : '[a customer result]'}".`,
    price: `${company}: ${product} from ${entry ? `${entry.amount}${entry.per ? ` per ${entry.per}` : ''}${entry.plan ? ` (${entry.plan})` : ''}` : '[price]'}${facts.terms[0] ? `, ${lower(clean(facts.terms[0].text))}` : ''}.`,
    fit: `${company}: the ${product} that works with ${list(fit.map((f) => clean(f.text)))}.`,
  }[lead];
  const leadWords = { difference: 'what sets you apart', proof: 'your customer result', price: 'your price', fit: 'what it works with' }[lead];
  if (lead === 'difference' || facts.audience || facts.product) used.push(profile);
  if (lead === 'proof' && proof) used.push(proof.source);
  if (lead === 'price' && entry) used.push(entry.source, ...(facts.terms[0] ? [facts.terms[0].source] : []));
  if (lead === 'fit') used.push(...fit.map((f) => f.source));

  const ours: [string, string, FactSource | null][] = [
    ['What sets it apart', facts.differentiator ? clean(facts.differentiator) : '[what sets you apart]', facts.differentiator ? profile : null],
    ['Price', facts.prices.length ? facts.prices.slice(0, 6).map((p) => phrasePriceShort(p)).join('; ') : '[price]', entry?.source ?? null],
    ['Proof', proof ? clean(phraseProof(proof, { company: facts.company })) : '[a customer result with its numbers]', proof?.source ?? null],
    ['Works with', facts.integrations.length ? facts.integrations.map((f) => clean(f.text)).join('; ') : '[integrations]', facts.integrations[0]?.source ?? null],
    ['Terms', facts.terms.length ? facts.terms.map((f) => clean(f.text)).join('; ') : '[trial or guarantee terms]', facts.terms[0]?.source ?? null],
  ];
  // 'in a table: price, speed of appointment, what they do better than us, and where we win': those rows, in that order.
  const aspects = /\btable\s*(?:with|of|showing|covering)?\s*:\s*([^.?\n]+)/i.exec(brief.request)?.[1]?.split(/,\s*(?:and\s+)?|\s+and\s+(?=what|where|how|who|our|their|the\b)/i).map((a) => a.trim()).filter((a) => a.length > 2) ?? [];
  if (aspects.length >= 2) {
    const sold = facts.prices.filter((p) => !p.fee);
    const points = facts.differentiator ? facts.differentiator.split(/,\s*(?:and\s+)?|;\s*/).map((d) => clean(d)).filter((d) => d.length > 6) : [];
    const about = (re: RegExp) => [...points, ...facts.terms.map((t) => clean(t.text)), ...facts.features.map((f) => clean(f.text))].filter((x) => re.test(x));
    ours.splice(0, ours.length, ...aspects.map((a): [string, string, FactSource | null] => {
      const label = `${a.charAt(0).toUpperCase()}${a.slice(1)}`;
      if (/\b(price|prices|cost|costs|fee|fees)\b/i.test(a)) return [label, sold.length ? sold.slice(0, 3).map((p) => phrasePriceShort(p)).join('; ') : '[price]', sold[0]?.source ?? null];
      if (/\b(speed|wait|waiting|soon|quick|fast|availability|appointment)/i.test(a)) {
        const quick = about(/\b(within|hours?|days?|same[- ]day|next[- ]day|wait|slots?|open|evenings?|weekends?)\b/i);
        return [label, quick.length ? quick.slice(0, 2).join('; ') : `[${a.toLowerCase()}]`, quick.length ? profile : null];
      }
      if (/\bbetter than us\b|\bdo better\b|\bstrong(?:er)?\b/i.test(a)) return [label, '-', null];
      if (/\bwe win\b|\bour edge\b|\badvantage\b|\bwhere we\b/i.test(a)) return [label, points.length ? points.slice(0, 3).join('; ') : '[what sets you apart]', points.length ? profile : null];
      const found = about(new RegExp(`\\b(?:${(a.toLowerCase().match(/[a-z]{4,}/g) ?? ['zzzz']).join('|')})`, 'i'));
      return [label, found.length ? found.slice(0, 2).join('; ') : `[${a.toLowerCase()}]`, found.length ? profile : null];
    }));
  }
  for (const [, , source] of ours) if (source) used.push(source);
  const names = competitors.length ? competitors : ['[competitor]'];
  const table = [
    `| | ${company} (your facts) | ${names.join(' | ')} |`,
    `|---|---|${names.map(() => '---|').join('')}`,
    ...ours.map(([row, value]) => `| ${row} | ${value.replace(/\|/g, '/')} | ${names.map(() => '[to check]').join(' | ')} |`),
  ];
  const perCompetitor = names.map((c) =>
    `- **${c}:** ${[
      facts.differentiator ? `does ${c} offer what sets you apart ("${clean(facts.differentiator)}")?` : null,
      entry ? `what does ${c} charge for a plan like ${entry.plan ?? 'your entry plan'} (${entry.amount})?` : `what does ${c} charge?`,
      proof ? `can ${c} show a result like yours (${proof.figures.join(', ') || 'your numbers'})?` : null,
    ]
      .filter(Boolean)
      .join(' ')}`,
  );
  const dont = `**Don't say yet:** "cheaper than ${names[0]}", "better than ${names[0]}" or anything about ${names.length > 1 ? "a competitor's" : possessive(names[0]!)} product, until you have checked it on their own site or materials.`;
  const decision = `Position ${company} against ${competitors.length ? list(competitors) : '[your competitors]'} on ${leadWords}: ${line}`;
  // The other version is a message sheet: what to say, what backs it, and what to check per competitor, in place of the grid.
  const messages = ours.filter(([, v]) => !v.startsWith('[')).slice(0, 3).map(([row, value], i) => `${i + 1}. **${row === 'What sets it apart' ? 'Lead with the difference' : row === 'Proof' ? 'Show the result' : row === 'Price' ? 'Be plain about price' : row === 'Terms' ? 'Lower the risk' : 'Show it fits'}:** ${value}.`);
  const checks = ['| Competitor | Check on their own site first |', '|---|---|', ...names.map((c) => `| ${c} | ${[facts.differentiator ? 'whether they offer the same difference' : null, entry ? `their price for a plan like ${entry.plan ?? 'your entry plan'}` : 'their prices', proof ? 'whether they show a comparable result' : null].filter(Boolean).join('; ')} |`)];
  const body = input.variant % 2 === 1 && messages.length
    ? ['## Three messages your facts back', ...messages, '', '## Before you compare', ...checks, '', dont]
    : ['## What your facts let you say', ...table, '', '## Check before you claim a difference', ...perCompetitor, '', dont];
  // 'A positioning line and 3 proof points': exactly that many, each a fact of yours; a missing one is a marked blank.
  const asked = /\b(\d|two|three|four|five)\s+(?:proof points?|proofs|reasons|differentiators|points|messages|claims)\b/i.exec(brief.request);
  const WORD: Record<string, number> = { two: 2, three: 3, four: 4, five: 5 };
  const count = asked ? Number(asked[1]) || WORD[asked[1]!.toLowerCase()] || 0 : 0;
  const points = count ? [
    ...facts.proof.map((f) => clean(phraseProof(f, { company: facts.company }))),
    ...(facts.differentiator ? facts.differentiator.split(/;\s*/).map((d) => clean(d)).filter((d) => d.length > 8) : []),
    ...facts.terms.map((t) => clean(t.text)),
  ] : [];
  if (count) {
    for (const f of facts.proof.slice(0, count)) used.push(f.source);
    if (facts.differentiator) used.push(profile);
  }
  const proofSection = count ? [`## ${count} proof point${count > 1 ? 's' : ''}`, ...Array.from({ length: count }, (_, i) => `${i + 1}. ${points[i] ? `${points[i]!.charAt(0).toUpperCase()}${points[i]!.slice(1)}.` : '[a proof point to add: a result with its numbers, or a fact only you can claim]'}`), ''] : [];
  // With proof points asked for, the message sheet's own three messages would repeat them: its checks stay.
  const rest = count && input.variant % 2 === 1 && messages.length ? ['## Before you compare', ...checks, '', dont] : body;
  const deliverable = [`**Decision:** ${decision}`, '', ...proofSection, ...rest].join('\n');
  const notes: string[] = [];
  if (!competitors.length) notes.push('No competitor is named in the request or the space profile: name them (for example "against Acme and Globex") for a comparison.');
  notes.push('Nothing here states a fact about a competitor: each check needs their current pricing page or materials.');
  const blanks = ours.filter(([, v]) => v.startsWith('[')).map(([row]) => row.toLowerCase());
  if (blanks.length) notes.push(`Missing from your facts: ${list(blanks)}. Add them to the space profile or a document for a sharper position.`);
  return {
    summary: `Position ${company} on ${leadWords} against ${competitors.length ? list(competitors) : 'your competitors'}.`,
    deliverable,
    notes,
    used: uniqueSources(used),
    steps: [{ tool: 'positioning', summary: `${competitors.length} competitors, leading on ${leadWords}` }],
    artifacts: [],
  };
}

export const competitorPositioningTask: AgentTask = {
  id: 'strategy.positioning',
  agent: 'strategy-review-agent',
  label: 'positioning against competitors',
  cues: ['competitor', 'competition', 'position', 'positioning', 'against', 'versus', 'vs', 'compare', 'differentiate', 'stand out', 'alternative', 'rival', 'compare us', 'compare us with', 'where we win', 'better than us', 'how we compare', 'we win', 'competitor review', 'competitive review', 'competitor analysis', 'competitive analysis', 'beat us', 'we beat', 'they beat', 'stop losing', 'keep losing', 'losing out to', 'lose out to', 'losing customers to', 'losing sales to', 'losing business to', 'compete with', 'competing with'],
  // ('a competitor review' is a review of them against us, not of a plan.)
  delivers: ['positioning', 'comparison', 'positioning statement', 'battlecard', 'competitor review', 'competitive review', 'competitor analysis'],
  starter: 'How should we position ourselves against [competitor]?',
  generate: competitorPositioning,
};
