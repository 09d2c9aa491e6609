import { dropsBeforeNoun } from '../../offline/plain-words.ts';
import type { VoiceEdit } from '../../offline/voice-rules.ts';

/** Removed sentences named by their first words: "the sentence that began "With your help…"". */
function removedList(removed: string[]): string {
  const opening = (t: string) => `"${t.split(/\s+/).slice(0, 3).join(' ').replace(/[,;:.!?]+$/, '')}…"`;
  return removed.length === 1 ? `the words that began ${opening(removed[0]!)}` : `${removed.length} passages, beginning ${removed.map(opening).join(', ')}`;
}

/** A quoted stretch stays short enough to read in a list. */
const clip = (text: string) => (text.length > 140 ? `${text.slice(0, 137).trimEnd()}…` : text);

/** A rewrite's "What changed": one line per kind of edit, each naming the words it touched, from the edits actually made. */
/** The sentence of the given text a removed one came from: the one sharing most of its words (its banned words were swapped first). */
function sentenceGiven(removed: string, given: string): string {
  // (Words the text has as they stand are quoted as they stand: only an opening the text never had is looked for.)
  const opening = removed.split(/\s+/).slice(0, 3).join(' ').replace(/[,;:.!?]+$/, '').toLowerCase();
  if (given.toLowerCase().includes(opening)) return removed;
  const words = (t: string) => new Set(t.toLowerCase().match(/[a-z0-9£$€%'-]+/g) ?? []);
  const own = words(removed);
  const best = given
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim().replace(/^["“]|["”]$/g, ''))
    .map((s) => ({ s, shared: [...words(s)].filter((w) => own.has(w)).length }))
    .sort((a, b) => b.shared - a.shared)[0];
  return best && own.size && best.shared / own.size >= 0.5 ? best.s : removed;
}

export function changeList(edits: readonly VoiceEdit[], restructured: string | null, given = ''): string[] {
  const lines: string[] = [];
  const of = <K extends VoiceEdit['kind']>(kind: K) => edits.filter((e): e is Extract<VoiceEdit, { kind: K }> => e.kind === kind);
  const q = (text: string) => `"${clip(text.replace(/[.!?]+$/, ''))}"`;
  const pairs = (items: { from: string; to: string }[]) => [...new Set(items.map((i) => `${q(i.from)} → ${q(i.to)}`))].join(', ');
  const banned = of('banned');
  const replaced = banned.filter((b) => b.to);
  if (replaced.length) lines.push(`Replaced words your voice avoids: ${pairs(replaced.map((b) => ({ from: b.from, to: b.to! })))}.`);
  const dropped = banned.filter((b) => b.to === '');
  if (dropped.length) lines.push(`Dropped words your voice avoids: ${[...new Set(dropped.map((b) => q(b.from)))].join(', ')}.`);
  const blanked = banned.filter((b) => b.to === null);
  if (blanked.length) lines.push(`Left a marked blank where ${[...new Set(blanked.map((b) => q(b.from)))].join(', ')} stood: I have no plain word for it that keeps the meaning.`);
  // What a rule forbids is not repeated in the answer: it is named by its opening words.
  // (Quoted as the text had it: a sentence whose banned words were swapped before it went reads 'Cheap, hassle-free…', not
  // 'Affordable, simple…', words the text never had.)
  const asGiven = (t: string) => (given ? sentenceGiven(t, given) : t);
  const claims = of('claim');
  for (const rule of [...new Set(claims.map((c) => c.rule))]) lines.push(`Removed what your rule "${rule}" forbids: ${removedList(claims.filter((c) => c.rule === rule).map((c) => asGiven(c.removed)))}.`);
  const manners = of('manner');
  for (const rule of [...new Set(manners.map((m) => m.rule))]) lines.push(`Removed what your rule "${rule}" forbids: ${removedList(manners.filter((m) => m.rule === rule).map((m) => asGiven(m.removed)))}.`);
  const urgency = of('urgency');
  if (urgency.length) lines.push(`Removed fake urgency: ${urgency.map((u) => q(u.removed)).join(', ')}.`);
  for (const s of of('shouting')) {
    const parts = [s.exclamations ? `${s.exclamations} exclamation marks became full stops` : '', s.capitals.length ? `${s.capitals.map(q).join(', ')} no longer in capitals` : ''].filter(Boolean);
    lines.push(`Toned down shouting: ${parts.join('; ')}.`);
  }
  const plain = [...of('stock'), ...of('jargon')];
  const plainSwaps = plain.filter((p) => p.to);
  if (plainSwaps.length) lines.push(`Replaced stock phrases and jargon: ${pairs(plainSwaps)}.`);
  const plainDrops = plain.filter((p) => !p.to);
  const praise = plainDrops.filter((p) => dropsBeforeNoun(p.from));
  const stock = plainDrops.filter((p) => !dropsBeforeNoun(p.from));
  // Praise a reader cannot check is a claim the copy cannot back: like a forbidden claim, it is not repeated in the answer, only counted.
  const praised = new Set(praise.map((p) => p.from.toLowerCase())).size;
  if (praised) lines.push(`Dropped ${praised === 1 ? 'a word' : `${praised} words`} of praise a reader cannot check (nothing in your facts backs ${praised === 1 ? 'it' : 'them'}).`);
  if (stock.length) lines.push(`Dropped stock phrases: ${[...new Set(stock.map((p) => q(p.from)))].join(', ')}.`);
  const filler = of('filler');
  if (filler.length) lines.push(`Cut filler words: ${[...new Set(filler.map((f) => q(f.removed.toLowerCase())))].join(', ')}.`);
  const register = of('register');
  if (register.length) lines.push(`${register[0]!.register === 'conversational' ? 'Made it conversational' : 'Made it formal'}: ${pairs(register.filter((r) => r.to))}${register.some((r) => !r.to) ? `, dropped ${register.filter((r) => !r.to).map((r) => q(r.from)).join(', ')}` : ''}.`);
  for (const s of of('split')) lines.push(`Split ${s.sentences === 1 ? 'a sentence' : `${s.sentences} sentences`} longer than ${s.limit} words.`);
  for (const s of of('sign-off')) lines.push(s.from ? `Replaced the closing ${q(s.from)} with your sign-off ${q(s.to)}.` : `Added your sign-off ${q(s.to)}.`);
  if (restructured) lines.push(restructured);
  return lines;
}
