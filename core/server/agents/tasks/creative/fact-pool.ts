import type { CopyMaterial } from './copy-material.ts';
import { asSentence, capital, nearCopy, wordCount } from './copy-text.ts';

/**
 * One true statement from the facts, in the forms copy can say it: whole ('The Grower plan is £22 a month:
 * two plants a month, …'), then each of its clauses as a sentence ('The Grower plan is £22 a month.'). A set
 * says each fact once; a regenerate says it in a form the answer before did not use, or says another fact.
 */
export interface PoolFact {
  forms: string[];
}

/**
 * Every true statement the facts give, each said once across a set of pieces: what the request names first,
 * then its price, terms, results and claims. A set shares them out, so no two pieces carry the same
 * paragraph.
 */
export function factPool(m: CopyMaterial): PoolFact[] {
  const named = m.subjectLines.map((l) => asSentence(capital(l)));
  // What comes with the thing the request names is said of it too; a bracket of examples goes first when room is short.
  const featured = m.subjectFeatures.map((f) => asSentence(capital(f)));
  const focus = m.lead === 'offer' && m.priceLine && !/^(?:Plans|Prices)\b/.test(m.priceLine) ? [asSentence(m.priceLine)] : [];
  // Other plans' prices are off the subject: a post about one plan quotes that plan, a general one the plans' range.
  const prices = m.subject || focus.length ? [] : m.priceLine ? [asSentence(m.priceLine)] : [];
  const terms = m.terms.map((t) => asSentence(capital(t)));
  const proofs = m.proofs.map((p) => asSentence(p.sentence));
  const who = m.proofs.find((p) => p.fact.who)?.fact.who ?? null;
  const out: PoolFact[] = [];
  for (const s of [...named, ...focus, ...featured, ...terms, ...proofs, ...claimsOf(m), ...(m.what ? [m.what] : []), ...prices]) {
    if (out.some((o) => o.forms.some((f) => f === s || nearCopy(f, s)))) continue;
    const bare = s.replace(/\s*\([^)]*\)/g, '');
    out.push({ forms: [s, ...(bare !== s ? [bare] : []), ...clausesOf(s, who)] });
  }
  return out;
}

/** The differentiator's claims, each a sentence of its own ('A care card written for your plant.'), never glued with semicolons. */
export function claimsOf(m: CopyMaterial): string[] {
  if (m.points.length >= 2) return m.points.map((p) => asSentence(capital(p)));
  return m.differentiator ? [asSentence(capital(m.differentiator))] : [];
}

/**
 * A long sentence's clauses, each able to stand as a sentence: split after a colon or before ', and' + a
 * new subject. 'The café cut …' names who it was ('Pear Tree Café cut …') once it stands alone.
 */
function clausesOf(sentence: string, who: string | null): string[] {
  if (wordCount(sentence) < 12) return [];
  const parts = sentence
    .replace(/[.!]$/, '')
    .split(/:\s+|,\s+and\s+(?=(?:the|its|their|it|they|we|you)\b)|;\s+/i)
    .map((p) => p.trim())
    // A clause that leans on the one before ('if it struggles …', 'which …') cannot stand alone.
    .filter((p) => wordCount(p) >= 4 && !/^(if|it|its|which|when|so|but|because|they|this|that|then)\b/i.test(p));
  if (parts.length < 2) return [];
  return parts.map((p) => asSentence(capital(who ? p.replace(/^the (café|cafe|shop|practice|team|company|firm|school|co-op|business|clinic|charity|store|restaurant)\b/i, who) : p)));
}
