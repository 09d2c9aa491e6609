import type { FactSource, PriceFact } from '../../facts/fact-sheet.ts';
import { claimBrokenBy } from '../../offline/avoided-claims.ts';
import { sharedStems } from '../../offline/stem-overlap.ts';
import { parseCount } from '../../brief/parse-count.ts';
import { bannedWordsIn } from '../../offline/voice-rules.ts';
import type { TaskInput, TaskOutput } from '../agent-task.ts';
import { firstKpi, profileSource, uniqueSources } from './advice-sources.ts';
import { channelsIn } from './channel-lexicon.ts';
import { formatMoney, formatNumber, moneyIn } from './money.ts';

/**
 * The top risks of a plan given line by line ('Review our summer plan and give me the top 3 risks with a fix for
 * each'), each read off one of its lines and the space's facts: a promise the voice rules forbid, what a free offer
 * costs each time it is claimed, a large share of the budget on a channel not used today, a channel stopped that the
 * profile counts on, work with no owner or measure. Each risk has its fix. Null when no plan is given line by line.
 */

interface PlanRisk {
  weight: number;
  risk: string;
  fix: string;
}


/** 'your next 5 hours are free': how many of what are given away. */
function freeGift(line: string): { n: number; unit: string } | null {
  const m = /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:more\s+|extra\s+)?(hours?|lessons?|sessions?|classes?|months?|weeks?|boxes?|visits?|treatments?)\b[^.;]{0,20}?\bfree\b/i.exec(line);
  return m ? { n: parseCount(m[1])!, unit: m[2]!.toLowerCase().replace(/s$/, '') } : null;
}

/** The listed price of one of a unit ('hour' finds '1-hour lesson: £38'), the cheapest that names it. */
function unitPrice(unit: string, prices: readonly PriceFact[]): PriceFact | null {
  const named = prices.filter((p) => !p.fee && new RegExp(`\\b(?:1|one)[- ]${unit}\\b|\\b${unit}\\b`, 'i').test(p.plan ?? p.text));
  // The plain one ('1-hour lesson') before an introductory one ('First lesson for new pupils (1 hour)'): the shortest name.
  const plain = (p: PriceFact) => (new RegExp(`^(?:a\\s+)?(?:1|one)[- ]${unit}\\b`, 'i').test(p.plan ?? '') ? 0 : 1);
  return [...named].sort((a, b) => plain(a) - plain(b) || (a.plan ?? a.text).length - (b.plan ?? b.text).length)[0] ?? null;
}

export function planRisks(input: TaskInput): TaskOutput | null {
  const { brief, facts, voice } = input;
  const plan = brief.pasted ?? brief.request.split('\n').slice(1).join('\n');
  const lines = plan.split('\n').map((l) => l.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '').trim()).filter((l) => l.split(/\s+/).length >= 3);
  if (lines.length < 2) return null;
  const count = Math.max(1, Math.min(8, brief.deliverables.find((d) => d.noun === 'risk')?.count ?? 3));
  const used: FactSource[] = [];
  const risks: PlanRisk[] = [];
  const budget = facts.budget ? moneyIn(facts.budget)[0] ?? null : null;
  const today = [...channelsIn(facts.channels.join(', ')), ...channelsIn(facts.bestChannel ?? '')].map((c) => c.name);
  const best = channelsIn(facts.bestChannel ?? '').map((c) => c.name);
  const kpi = firstKpi(facts.kpis);
  const proofs = facts.proof.filter((p) => p.figures.length && p.kind !== 'quote');
  for (const line of lines) {
    // 'headline offer: "Pass first time …"': the words in quotes are the line; its label says what they are.
    const labelled = /^([^:"“]{2,40}):\s*["“](.+?)["”]\s*$/.exec(line);
    const quoted = labelled ? `The ${labelled[1]!.trim().toLowerCase()} "${labelled[2]}"` : `"${line.replace(/^["“]|["”]$/g, '')}"`;
    // The result that speaks to the line ('first-time pass rate 61%' for a promise to pass first time), else the first.
    const near = (text: string) => sharedStems(line, text, { min: 4 });
    const proof = [...proofs].sort((a, b) => near(b.text) - near(a.text))[0];
    const claim = claimBrokenBy(line, voice.claims ?? []);
    const banned = bannedWordsIn(line, voice);
    if (claim || banned.length) {
      if (proof) used.push(proof.source);
      risks.push({
        weight: 5,
        risk: `${quoted} ${claim ? `promises what your rules forbid ("${claim.rule}")` : `uses words your voice avoids (${banned.join(', ')})`}: it is the line people will hold you to.`,
        fix: proof ? `Lead with what is true instead: "${proof.text.replace(/[.]+$/, '')}".` : 'Replace it with an offer your facts back, such as a price or what is included.',
      });
    }
    const gift = freeGift(line);
    const price = gift ? unitPrice(gift.unit, facts.prices) : null;
    if (gift && price) {
      const each = moneyIn(price.amount)[0]!;
      used.push(price.source);
      risks.push({
        weight: 4,
        risk: `Each claim of ${quoted.replace(/^The /, 'the ')} costs ${gift.n} × ${price.amount} (${price.plan ?? 'your price'}) = ${formatMoney(gift.n * each.value, each.currency, 0)} in ${gift.unit}s given away, with no limit on how many claim it.`,
        fix: `Cap it (the first 10 claims, or one per customer) and count the claims each week against the sales it brings.`,
      });
    }
    const money = moneyIn(line)[0];
    const channel = channelsIn(line)[0]?.name;
    if (money && budget && money.currency === budget.currency && /\b(?:a|per)\s+month|monthly/i.test(line)) {
      const share = money.value / budget.value;
      if (share >= 0.2) {
        used.push(profileSource(facts));
        const untested = channel && !today.includes(channel);
        risks.push({
          weight: untested ? 4 : 2,
          risk: `${quoted} is ${formatNumber(share * 100)}% of your ${facts.budget} budget${untested ? ` on ${channel}, which your profile does not list among the channels you use now` : ''}.`,
          fix: `Test it for 4 weeks at that spend with a stop rule set before you start: the number of ${kpi ?? 'new customers'} it must bring, and stop if it falls short.`,
        });
      }
    }
    if (/\b(?:stop|stopping|drop|dropping|cut|cutting|pause|pausing|end|ending|scrap)\b/i.test(line)) {
      const stopped = channelsIn(line).map((c) => c.name).filter((c) => today.includes(c));
      if (stopped.length) {
        used.push(profileSource(facts));
        const isBest = stopped.some((c) => best.includes(c));
        risks.push({
          weight: isBest ? 5 : 3,
          risk: `${quoted} stops ${stopped.join(' and ')}${isBest ? ', where your profile says your best customers come from' : ', a channel your profile lists'}, before you know what it brings.`,
          fix: `Ask every new customer how they heard of you for 4 weeks; stop it only if it brings fewer than the others for what it costs.`,
        });
      }
    }
    const often = /\b(\d+|once|twice|three|four|five)\s+(?:times\s+)?(?:a|per)\s+(week|month)\b/i.exec(line);
    if (often && !money) {
      risks.push({
        weight: 1,
        risk: `${quoted} names no owner and no measure, so it slips in a busy week and nobody knows if it worked.`,
        fix: `Put one name next to it and judge it each month on ${kpi ?? 'the enquiries it brings'}.`,
      });
    }
  }
  if (!facts.goal && !/\bgoal|target\b/i.test(plan)) risks.push({ weight: 1, risk: 'The plan states no goal, so none of these lines can be judged.', fix: 'Write one number and a date at the top: what the summer must bring.' });
  const top = [...risks].sort((a, b) => b.weight - a.weight).slice(0, count);
  if (!top.length) return null;
  const summary = `The top ${top.length === 1 ? 'risk' : `${top.length} risks`} in your plan, each with a fix.`;
  return {
    summary,
    deliverable: top.map((r, i) => `${i + 1}. **Risk:** ${r.risk}\n   **Fix:** ${r.fix}`).join('\n\n'),
    notes: [...(top.length < count ? [`Your plan gives me ${top.length} ${top.length === 1 ? 'risk' : 'risks'} I can tie to its lines and your facts, not ${count}.`] : [])],
    used: uniqueSources(used),
    steps: [{ tool: 'plan_risks', summary: `${top.length} risks from ${lines.length} plan lines` }],
    artifacts: [],
  };
}
