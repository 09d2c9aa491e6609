import nlp from 'compromise';
import { sentenceWords, sentencesOfLine } from '../../offline/sentence-limit.ts';

/**
 * A fact from the space as one sentence a rewrite can carry: a grammatical sentence (a subject and a finished
 * verb, read with compromise) short enough to sit in the copy without changing its length much. A profile
 * fragment is made a sentence where English allows ("Mechanics who explain what they did" gives "Our mechanics
 * explain what they did"; "Every fee written down" gives "Every fee is written down"); a long result is cut
 * back to its whole clause that carries the figure, never mid-clause; what cannot be said so is left out.
 */

interface SentenceParse {
  subject: string;
  verb: string;
}

const parseOf = (text: string): SentenceParse => {
  const json = nlp(text).sentences().json() as { sentence?: SentenceParse }[];
  return json[0]?.sentence ?? { subject: '', verb: '' };
};

const withStop = (text: string) => {
  const t = text.trim().replace(/[,;:]+$/, '');
  return `${t.charAt(0).toUpperCase()}${t.slice(1)}${/[.!?]$/.test(t) ? '' : '.'}`;
};

/** Whether a line reads as a sentence: a verb that is not only in a relative clause, nor a bare participle. */
export function isSentence(text: string): boolean {
  const doc = nlp(text);
  const { subject, verb } = parseOf(text);
  if (!verb) {
    // A title at the start ("French Intensive Weekend costs £180") can hide the verb from the tagger: read it as "It costs £180".
    const titled = text.replace(/^(?:[A-Z][\w'-]*\s+(?:(?:for|of|and|the|&)\s+)?)+(?=[a-z])/, 'It ');
    const read = parseOf(titled);
    const head = nlp(text.split(/\s+/)[0] ?? '');
    return titled !== text && head.has('#Noun') && read.subject.trim() === 'it' && Boolean(read.verb) && nlp(titled.split(/\s+/)[1] ?? '').has('#Verb');
  }
  if (/\b(who|which|that)$/i.test(subject.trim())) return false;
  // "Invoice matching software on monthly plans": no subject, and the "verb" is a noun with its -ing; a label, not an order.
  if (!subject.trim() && nlp(verb).has('#Gerund')) return false;
  // "Flags price differences line by line": a verb read as its own subject is a selling point with no one doing it.
  const lone = subject.trim();
  if (/^[a-z]+s$/.test(lone) && text.trim().toLowerCase().startsWith(lone) && nlp(lone.slice(0, -1)).has('#Verb')) return false;
  // "Every fee written down before …": a participle with no auxiliary before it is a label, not a statement.
  const first = doc.verbs().eq(0);
  const participle = first.has('#Participle') && !first.has('(#Auxiliary|#Copula|#Modal)');
  return !participle;
}

/** A fragment made a sentence, where one small change does it; null when none does. */
function repaired(text: string): string | null {
  if (isSentence(text)) return withStop(text);
  const bare = text.trim().replace(/[.!?]+$/, '');
  // "Mechanics who explain what they did and why": the people do it.
  const who = /^([A-Z][a-z]+(?:\s+[a-z]+){0,2}?)\s+who\s+(.+)$/.exec(bare);
  if (who && /s$/.test(who[1]!)) {
    const said = `Our ${who[1]!.toLowerCase()} ${who[2]}`;
    if (isSentence(said)) return withStop(said);
  }
  // "Every fee written down …", "Most repairs done the same day": the participle gets its "is" or "are".
  const doc = nlp(bare);
  const participle = doc.match('#Participle').eq(0);
  if (participle.found) {
    const head = bare.slice(0, bare.indexOf(participle.text())).trim();
    if (head && nlp(head).has('#Noun')) {
      const said = `${head} ${nlp(head).has('#Plural') ? 'are' : 'is'} ${bare.slice(head.length).trim()}`;
      if (isSentence(said)) return withStop(said);
    }
  }
  return null;
}

/** Who a clause after a colon is about: the subject of the clause before it ("Leeds Couriers Co-op"). */
function ownerOf(clause: string): string | null {
  const { subject } = parseOf(clause);
  if (!subject) return null;
  const at = clause.toLowerCase().replace(/-/g, ' ').indexOf(subject);
  const written = at >= 0 ? clause.slice(at, at + subject.length) : null;
  return written && /^[A-Z]/.test(written) ? written : null;
}

/**
 * The fact as one sentence of at most `cap` words, or null. A fact that is one short sentence stays as it is;
 * else its clauses are tried in order, and the first whole one that reads as a sentence, fits, and keeps the
 * fact's figure (when it has one) is taken.
 */
export function factSentence(fact: string, cap: number): string | null {
  const sentences = sentencesOfLine(fact.trim());
  if (sentences.length === 1 && sentenceWords(fact) <= cap) {
    const whole = repaired(fact);
    if (whole) return whole;
  }
  // A year is when, not the result: "in 2025" alone does not carry the point.
  const figureOf = (t: string) => /\d/.test(t.replace(/\b(?:19|20)\d\d\b/g, ''));
  const figure = figureOf(fact);
  const candidates: string[] = [];
  for (const s of sentences) {
    const [head, ...after] = s.replace(/[.!?]+$/, '').split(/:\s+/);
    const owner = ownerOf(head!);
    // What follows a colon is the result the head introduces: it is tried first.
    for (const part of [...after, head!]) {
      // "…in 2025 and caught £18,400 …": the part after "and" has no subject of its own, so the first part stands alone.
      // After ", and" or ";" a clause has its own subject; after a bare "and" it shares the first one's, so only the first stands.
      const own = part.split(/;\s+|,\s+and\s+/).map((c) => c.split(/\s+and\s+(?=[a-z]+ed\b|caught|cut|fell|rose|grew|won|saw|made|took|got)/)[0]!);
      for (const clause of own) {
        const c = clause.trim();
        if (!c) continue;
        if (/^[a-z]/.test(c) && !/^(its|their|it|they|this|these)\b/.test(c) && owner && part !== head) candidates.push(`At ${owner}, ${c}`);
        else candidates.push(c);
        // "Hartwell Foods, a wholesaler in Bristol, cut …": the aside goes when the clause is too long with it.
        const aside = c.replace(/^([A-Z][^,]{1,40}),\s+(?:a|an|the)\s+[^,]{2,60},\s+/, '$1 ');
        if (aside !== c) candidates.push(aside);
      }
    }
  }
  for (const c of candidates) {
    if (/^(its|their|it|they|this|these|and|but)\b/i.test(c)) continue;
    if (sentenceWords(c) > cap || (figure && !figureOf(c))) continue;
    const said = repaired(c);
    if (said) return said;
  }
  return null;
}
