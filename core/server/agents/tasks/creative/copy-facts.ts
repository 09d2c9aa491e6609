import nlp from 'compromise';
import { phrasePrice } from '../../facts/fact-phrases.ts';
import type { FactSheet, PriceFact, ProofFact } from '../../facts/fact-sheet.ts';

/**
 * The fact sheet with each fact phrased as a sentence copy can carry: a table row ('Grower — Price: £22 a
 * month; What you get: Two plants a month') becomes 'The Grower plan is £22 a month: two plants a month', a
 * list of prices in brackets leaves what is sold, and a result that says 'its' is said of who achieved it.
 * Every figure stays as its source gives it; only the wording around it changes.
 */
export function copyFacts(facts: FactSheet): FactSheet {
  const product = facts.product ? withoutPriceList(facts.product) : null;
  return {
    ...facts,
    product,
    // A price the fact reader took apart (its unit, inclusions, details) is said by the shared phrasing; a hand-made one by its row.
    prices: offeredPrices(facts.prices).map((p) => ({ ...p, written: p.written ?? p.text, text: p.byColumn ?? (p.unit !== undefined || p.includes || p.details ? withoutStop(phrasePrice({ ...p, plan: p.plan?.replace(/[\s:]+$/, '') ?? null }, { company: facts.company })) : priceSentence(p)) })),
    proof: proofsOf(facts),
  };
}

// A charge on top of what is sold ('a £5 travel fee applies outside …'), never a price to lead copy with.
const FEE = /\b(?:fees?|surcharge|deposit|penalty|late charge|admin charge|call-out charge)\b/i;
// A list's label ('Add-ons: teeth cleaning £8, …') names no product: its amount belongs to an item the label hides.
const LABEL_ONLY = /^(?:add-?ons?|extras?|optional extras|options|other|misc\w*|sundries)$/i;

/**
 * The prices copy may quote: fees and list labels left out, and a product priced in several columns ('Full Groom —
 * Small dog: £45; Medium dog: £55; Large dog: £70') said once with every amount and its column, since any
 * one of the amounts alone would be the wrong price for most readers.
 */
export function offeredPrices(prices: readonly PriceFact[]): (PriceFact & { byColumn?: string })[] {
  const kept = prices.filter((p) => !p.fee && !FEE.test(p.plan ?? '') && !(!p.plan && FEE.test(p.text)) && !LABEL_ONLY.test((p.plan ?? '').trim()));
  const out: (PriceFact & { byColumn?: string })[] = [];
  for (const p of kept) {
    const same = kept.filter((o) => o.plan && o.plan === p.plan && o.text === p.text);
    if (same.length < 2) {
      out.push(p);
      continue;
    }
    if (same[0] !== p) continue;
    const amounts = [...new Set(same.map((o) => o.amount))];
    const value = (a: string) => Number(a.replace(/[^0-9.]/g, '')) || Number.POSITIVE_INFINITY;
    const lowest = [...amounts].sort((a, b) => value(a) - value(b))[0]!;
    if (amounts.length === 1) {
      out.push({ ...p, amount: lowest });
      continue;
    }
    const row = cellsOf(p.text);
    const labelled = row ? amounts.map((a) => ({ a, label: row.cells.find((c) => c.value.trim() === a || c.value.startsWith(`${a} `))?.label ?? null })) : [];
    const name = p.plan!.replace(/[\s:]+$/, '');
    // Each amount with its column in brackets ('£45 (small dog), £55 (medium dog) or £70 (large dog)'): short enough that no sentence limit splits the list.
    const byColumn = labelled.length && labelled.every((l) => l.label)
      ? `${name} ${/[^s]s$/.test(name) ? 'cost' : 'costs'} ${labelled.map((l) => `${l.a} (${lowerFirst(l.label!)})`).join(', ').replace(/, ([^,]*)$/, ' or $1')}`
      : `${name} ${/[^s]s$/.test(name) ? 'start' : 'starts'} at ${lowest}`;
    out.push({ ...p, amount: lowest, from: true, byColumn });
  }
  return out;
}

/** '(Sprout £12, Grower £22, Jungle £38)' after what is sold repeats the price list: the copy quotes prices from their rows. */
export function withoutPriceList(text: string): string {
  return text.replace(/\s*\([^()]*[£$€]\s?\d[^()]*\)/g, '').replace(/\s+,/g, ',').trim();
}

/** A row's cells as 'Label: value' pairs ('Price: £22 a month'), when the source was a table; else null. */
function cellsOf(text: string): { name: string; cells: { label: string; value: string }[] } | null {
  const at = text.indexOf(' — ');
  if (at < 1) return null;
  const name = text.slice(0, at).trim();
  const cells = text
    .slice(at + 3)
    .split(/;\s+(?=[A-Z][^:;]{0,30}:\s)/)
    .map((cell) => /^([^:]{1,30}):\s+(.+)$/.exec(cell.trim()))
    .filter((m): m is RegExpExecArray => Boolean(m))
    .map((m) => ({ label: m[1]!.trim(), value: m[2]!.trim() }));
  return cells.length ? { name, cells } : null;
}

const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) && !/^[A-Z][a-z]+\s+[A-Z]/.test(text) && !/^(I|I'm)\b/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);

/**
 * A price as one sentence: 'The Grower plan is £22 a month: two plants a month, …', 'Teeth whitening is
 * £295.', 'Office care visits are £45 a visit: watering, pruning and …'. A price the source already wrote as
 * prose stays as it is.
 */
export function priceSentence(price: PriceFact): string {
  const row = cellsOf(price.text);
  if (!row) return price.text;
  const priced = row.cells.find((c) => c.value.includes(price.amount)) ?? null;
  const rest = row.cells.filter((c) => c !== priced).map((c) => c.value.replace(/[.;]+$/, ''));
  const amount = priced ? priced.value.replace(/[.;]+$/, '') : price.amount;
  // A single-word name with a monthly price is a plan ('the Grower plan'); a service keeps its own name.
  const monthly = /\b(a|per|\/)\s*(month|year|week)\b/i.test(amount);
  const isPlan = monthly && /^[A-Z][\w-]*$/.test(row.name);
  const subject = isPlan ? `The ${row.name} plan` : row.name;
  const plural = !isPlan && /[^s]s$/i.test(row.name.split(/\s+/).at(-1) ?? '');
  const verb = plural ? 'are' : 'is';
  const what = rest.length ? `: ${rest.map(lowerFirst).join('; ')}` : '';
  return `${subject} ${verb} ${amount}${what}`;
}

const POSSESSIVE = /\b(its|their)\b|\bthe (café|cafe|shop|practice|team|company|firm|school|co-op|business|clinic|charity|store|restaurant)\b/i;

/**
 * The customer results, each a sentence that names who it is about: a result that says 'its' or 'the café'
 * after a sentence that named them is said of them ('At Pear Tree Café, plant losses fell …'). The
 * differentiator or what is sold, read as a result because it holds a figure, is left out.
 */
function proofsOf(facts: FactSheet): ProofFact[] {
  const notResults = [facts.product, facts.differentiator].filter((t): t is string => Boolean(t)).map((t) => t.slice(0, 40).toLowerCase());
  const out: ProofFact[] = [];
  let lastWho: string | null = null;
  // A result told in two sentences ('… moved its 40 plants onto …. Plant losses fell …') is two lines of copy:
  // what they did, and the result said of who.
  // A customer's own words stay whole and theirs: a sentence of a quote said alone ('Jo groomed him …') loses who is speaking.
  const split = facts.proof.flatMap((p) =>
    p.kind === 'quote' ? [p] :
    // Who must read as a name ('Leeds Couriers Co-op'), not a word the reader caught ('ups' from 'check-ups').
    p.context && p.result && p.who && /^[A-Z]/.test(p.who)
      ? [
          { ...p, text: withoutStop(p.context), figures: p.figures.filter((f) => p.context!.includes(f)) },
          { ...p, text: p.result.toLowerCase().includes(p.who.toLowerCase()) ? withoutStop(p.result) : `At ${p.who.replace(/^The\s/, 'the ')}, ${lowerFirst(withoutStop(p.result))}`, figures: p.figures.filter((f) => p.result!.includes(f)) },
        ]
      : splitSentences(p),
  );
  for (const p of split) {
    if (p.kind === 'quote') {
      out.push(p);
      continue;
    }
    if (notResults.some((t) => p.text.toLowerCase().startsWith(t))) continue;
    // 'After 3 months on Relaydesk Growth' introduces results; without a verb it says none itself.
    if (/^(after|before|within|over|in|during|since|for)\b/i.test(p.text) && !nlp(p.text).has('#Verb')) continue;
    if (p.text.startsWith('At ') && p.who) {
      out.push(p);
      continue;
    }
    const named = p.who && p.text.toLowerCase().includes(p.who.toLowerCase()) && /^[A-Z]/.test(p.who) && p.who.split(/\s+/).length >= 2 ? p.who.replace(/[\s-]+$/, '') : null;
    if (named) {
      lastWho = fullName(p.text, named);
      out.push({ ...p, who: lastWho });
      continue;
    }
    if (lastWho && POSSESSIVE.test(p.text) && !p.text.includes(lastWho)) {
      out.push({ ...p, text: `At ${lastWho.replace(/^The\s/, 'the ')}, ${lowerFirst(p.text)}`, who: lastWho });
      continue;
    }
    out.push({ ...p, who: null });
  }
  return out;
}

/** A result told in several sentences, one fact each. */
function splitSentences(p: ProofFact): ProofFact[] {
  return p.text.split(/(?<=[.!?])\s+(?=[A-Z])/).map((text) => ({ ...p, text: text.replace(/[.!?]$/, ''), figures: p.figures.filter((f) => text.includes(f.replace(/[,.]$/, ''))) }));
}

const withoutStop = (text: string) => text.trim().replace(/[.!;:,]+$/, '');

/** 'Leeds Couriers Co-' read as who achieved it is 'Leeds Couriers Co-op' in the text: the whole word. */
function fullName(text: string, who: string): string {
  const at = text.indexOf(who);
  if (at < 0) return who;
  const rest = /^[\w'’-]*/.exec(text.slice(at + who.length))?.[0] ?? '';
  return `${who}${rest}`.replace(/^the\s+/i, '');
}
