import type { Fact, ProofFact } from '../../facts/fact-sheet.ts';
import { block, type EmailDraft } from './email-draft.ts';
import type { EmailKit } from './email-kit.ts';
import { sentence } from './copy-phrases.ts';

/** How many of a document's statements the email carries: enough to say its news, few enough to stay an email. */
const MAX_LINES = 3;
/** Under the opening, offer and call to action, above everything a limit cuts first. */
const WEIGHT = 90;
const NEWS_BLANK = /\[[^\]\n]*\bnews\b[^\]\n]*\]/i;

/**
 * A document the request points at (ticked, or named) is what the email is written from: when no email of the
 * answer says anything from it, the first carries its statements under the opening, cited as used. The fact
 * sheet's lines from it come first; a short document the sheet files nothing from gives its own sentences.
 */
export function withDocumentNews(drafts: EmailDraft[], kit: EmailKit, carried: string): EmailDraft[] {
  const titles = new Set((kit.input.referenced ?? []).filter((r) => r.text.trim()).map((r) => r.title));
  if (!titles.size || !drafts.length) return drafts;
  if (kit.ledger.used(carried).some((s) => titles.has(s.title))) return drafts;
  const lines = documentLines(kit, titles);
  if (!lines.length) return drafts;
  const [first, ...rest] = drafts;
  // A section left blank for the news ('[this month's news]') is where the document's news goes.
  const blank = first!.blocks.findIndex((b) => NEWS_BLANK.test(b.text));
  if (blank >= 0) {
    const blocks = first!.blocks.map((b, i) => (i === blank ? { ...b, text: b.text.replace(NEWS_BLANK, lines.join(' ')), weight: Math.max(b.weight, WEIGHT) } : b));
    return [{ ...first!, blocks }, ...rest];
  }
  const at = first!.blocks[0]?.role === 'opening' ? 1 : 0;
  // An offer moved under the opening stays there: the news follows it.
  const after = first!.blocks[at]?.role === 'offer' ? at + 1 : at;
  const blocks = [...first!.blocks];
  // A customer's words stand in a paragraph of their own.
  const paragraphs = lines.reduce<string[]>((out, line) => (/^“/.test(line) || /^“/.test(out.at(-1) ?? '') || !out.length ? [...out, line] : [...out.slice(0, -1), `${out.at(-1)} ${line}`]), []);
  blocks.splice(after, 0, ...paragraphs.flatMap((p) => block('document', p, WEIGHT)));
  return [{ ...first!, blocks }, ...rest];
}

/** A fact as the email says it: someone's words quoted and signed, never in the company's voice; anything else as written. */
function asWritten(fact: Fact): string {
  const text = fact.text.trim().replace(/[.;:]+$/, '');
  const proof = fact as Partial<ProofFact>;
  if (proof.kind !== 'quote' && !(proof.who && /\b(i|we|my|our|me|us)\b/i.test(text))) return text;
  const words = text.replace(/^["“]|["”]$/g, '');
  return `“${/[.!?]$/.test(words) ? words : `${words}.`}”${proof.who && !words.includes(proof.who) ? ` — ${proof.who}` : ''}`;
}

function documentLines(kit: EmailKit, titles: ReadonlySet<string>): string[] {
  const f = kit.facts;
  const fromDoc = (x: Fact) => titles.has(x.source.title);
  // One customer's story at most, and one that fits the reader (the kit's choice): two quotes in a row read as a dump.
  const story = kit.proofs().find(fromDoc) ?? f.proof.find((p) => fromDoc(p) && kit.fitsReader(p));
  const facts: Fact[] = [...f.features.filter(fromDoc), ...(story ? [story] : []), ...[...f.terms, ...f.prices, ...f.integrations].filter((x) => fromDoc(x) && !kit.forOtherReaders(x.text))];
  const said = new Set<string>();
  const out: string[] = [];
  const add = (text: string, record: () => string) => {
    const key = text.toLowerCase();
    if (out.length >= MAX_LINES || said.has(key)) return;
    said.add(key);
    const line = record();
    // (A customer's signed words end with who said them, not a stop.)
    out.push(/^“.*” — [^”]+$/.test(line) ? line : sentence(line));
  };
  for (const fact of facts) if (fact.text.split(/\s+/).length >= 3) add(fact.text, () => kit.ledger.use(fact, asWritten(fact)));
  if (out.length) return out;
  for (const st of kit.statements) {
    if (!titles.has(st.source.title) || st.text.split(/\s+/).length < 4) continue;
    // A contact line or an internal note is for the team, not the reader.
    if (/^(contact|email|phone|notes?|internal|owner|budget|todo)\b/i.test(st.text)) continue;
    add(st.text, () => kit.said(st).trim().replace(/[.;:]+$/, ''));
  }
  return out;
}
