import nlp from 'compromise';
import { applyVoice, type VoiceRules } from '../../offline/voice-rules.ts';
import type { EmailDraft } from './email-draft.ts';

/**
 * The brand voice on every line an email task writes: applyVoice (banned words in every form, forbidden claims,
 * register, sentences split at a clause), then the sentence limit held once more on the copy as sent, with the
 * request's offer back in it, so facts spliced in from the profile are held to it too. Links, merge tags and the
 * offer (its discount, code and deadline, which the copy must carry word for word) are kept as they are.
 */
export function voiceDraft(draft: EmailDraft, rules: VoiceRules, keep: readonly string[], variant = 0): EmailDraft {
  const v = (text: string) => voiceText(text, rules, keep, variant);
  return {
    ...draft,
    subject: v(draft.subject).replace(/\.$/, ''),
    preview: v(draft.preview),
    blocks: draft.blocks.map((b) => ({ ...b, text: v(b.text) })),
    cta: v(draft.cta),
    greeting: draft.greeting,
    signOff: draft.signOff,
  };
}

export function voiceText(text: string, rules: VoiceRules, keep: readonly string[], variant = 0): string {
  // Held pieces stand in the text as a word ('qxheld3xq'): a marker of control characters or brackets lost its end
  // where the voice closed a split sentence ('from £110 (sleep 2, wood burner, own shower), tent …' came out '£110 0.').
  const held: string[] = [];
  const hold = (t: string, pieces: readonly string[]) => {
    // A customer's words in curly quotes are theirs: never reworded or split; a short list in brackets
    // ('(Starter, Growth, Scale)') is one thing, never split into sentences.
    let out = t.replace(/\]\((?:https?:\/\/|\{\{)[^)]*\)|https?:\/\/[^\s)>\]]+|\{\{[^}]+\}\}|“[^”\n]{3,400}”|\([^()\n]{3,60},[^()\n]{1,60}\)/g, (m) => (rules.avoid.some((w) => m.toLowerCase().includes(w.toLowerCase())) ? m : `qxheld${held.push(m) - 1}xq`));
    for (const piece of [...pieces].sort((a, b) => b.length - a.length)) {
      if (!piece.trim()) continue;
      out = out.split(piece).join(`qxheld${held.push(piece) - 1}xq`);
    }
    return out;
  };
  const release = (t: string) => t.replace(/qxheld(\d+)xq/gi, (_, i: string) => held[Number(i)]!);
  // 'a one-off' keeps its 'a': the sound, not the letter, chooses the article.
  let out = release(applyVoice(hold(text, keep), rules, { variant }).text).replace(/\b([Aa])n\s+(one\b|once\b|uni[a-z]|use[a-z]*|usu|eu[a-z]|ewe)/g, '$1 $2');
  if (rules.maxSentenceWords) out = release(capSentences(hold(out, []), rules.maxSentenceWords, (t) => release(t)));
  return out;
}

/** A sentence's words; a bold label ('**What it is:**') is a heading, not part of the sentence. */
const count = (t: string) => t.replace(/^\*\*[^*]+\*\*\s*/, '').split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

/**
 * Splits every sentence over the limit at a clause (', and', ', but', ';', ':', a dash, a comma, 'because')
 * nearest its middle; the voice's limit holds for profile text too, not only for our own words. A fact with no
 * clause to split at stays whole rather than broken mid-phrase (the answer's notes name it).
 */
function capSentences(text: string, limit: number, measure: (t: string) => string): string {
  return text
    .split('\n')
    .map((line) => {
      if (/^\s*(#|\||>|```)/.test(line)) return line;
      const prefix = /^\s*([-*]|\d+\.)\s+/.exec(line)?.[0] ?? '';
      const sentences = line.slice(prefix.length).split(/(?<=[.!?])\s+(?=[A-Z0-9"“*[]|qxheld)/);
      return prefix + sentences.flatMap((s) => split(s, limit, measure)).join(' ');
    })
    .join('\n');
}

function split(sentence: string, limit: number, measure: (t: string) => string, depth = 0): string[] {
  if (count(measure(sentence)) <= limit || depth > 6) return [sentence];
  const at =
    best(sentence, [...sentence.matchAll(/(,\s+(?:and|but|so|which|while|because)\s+|;\s+|\s+[–—]\s+)/g)]) ??
    // (After a colon, a list's items may stand as sentences of their own: 'What we offer: bell tents from £85. Huts from £110.')
    best(sentence, [...sentence.matchAll(/(,\s+)/g)].filter((j) => standsAlone(sentence.slice(j.index! + j[0].length)) || (sentence.slice(0, j.index).includes(':') && opensOnNoun(sentence.slice(j.index! + j[0].length))))) ??
    best(sentence, [...sentence.matchAll(/(\s+(?:so|because|while|but)\s+)/g)]) ??
    // (', with a 14-day free trial', ', delivered frozen every two weeks': a phrase that says more of the subject
    // becomes a sentence about it, 'It comes with …', 'It's delivered …', never a fragment.)
    best(sentence, [...sentence.matchAll(/(,\s+)(?=(?:with|including|priced|built|made|designed|delivered|synced|based|set[- ]up|available|ready|offered|sent|paid|billed|served|cooked|fitted|supplied)\b)/g)]);
  if (!at) return [sentence];
  const joint = at[0];
  const head = sentence.slice(0, at.index).replace(/[,;:]$/, '').trim();
  let tail = sentence.slice(at.index! + joint.length).trim();
  const leaning = /^(with|including|set[- ]up|available|ready)\b|^([a-z]+ed|made|built|sent|paid|fitted)\b/i.exec(tail);
  if (joint.trim() === ',' && leaning && !standsAlone(tail) && !(head.includes(':') && opensOnNoun(tail))) {
    const they = pluralSubject(head) ? 'They' : 'It';
    const be = they === 'They' ? 'are' : 'is';
    tail = leaning[1]?.toLowerCase() === 'with' ? `${they} ${they === 'They' ? 'come' : 'comes'} ${tail}`
      : leaning[1]?.toLowerCase() === 'including' ? `${they} ${they === 'They' ? 'include' : 'includes'} ${tail.replace(/^including\s+/i, '')}`
      : `${they} ${be} ${tail.replace(/^set-up\b/i, 'set up')}`;
  }
  const word = joint.trim().replace(/^[,;:–—]\s*/, '').toLowerCase();
  if (word === 'which') tail = `This ${tail}`;
  else if (word === 'because') tail = `That's because ${tail}`;
  else if (word === 'while') tail = `Meanwhile, ${tail}`;
  else if (word === 'but') tail = `But ${tail}`;
  else if (word === 'so') tail = `So ${tail}`;
  const closed = /[.!?]$/.test(head) ? head : `${head}.`;
  const opened = tail.charAt(0).toUpperCase() + tail.slice(1);
  return [...split(closed, limit, measure, depth + 1), ...split(opened, limit, measure, depth + 1)];
}

/**
 * Whether what follows a plain comma reads as a sentence of its own: a subject and its verb ('foremen approve
 * hours'), not a phrase that leans on the words before ('on three plans, with a trial', 'payslips and HMRC
 * submissions, synced to Xero'), which split off would be a fragment in the customer's copy.
 */
function standsAlone(tail: string): boolean {
  const clause = tail.split(/[,;:(]/)[0]!.replace(/qxheld\d+xq/gi, 'it');
  const terms = (nlp(clause).json() as { terms: { tags: string[] }[] }[]).flatMap((s) => s.terms).slice(0, 6);
  const first = terms[0]?.tags ?? [];
  if (!terms.length || first.includes('Preposition') || first.includes('Verb') || first.includes('Conjunction') || first.includes('Adverb')) return false;
  return terms.slice(1).some((t) => t.tags.includes('Verb') && !t.tags.includes('Participle') && !t.tags.includes('Gerund') && (t.tags.includes('PresentTense') || t.tags.includes('PastTense') || t.tags.includes('Modal') || t.tags.includes('Copula')));
}

/** Whether the sentence's subject, its words before the first verb, is plural ('Order actions inside the ticket …'). */
function pluralSubject(head: string): boolean {
  const terms = (nlp(head.replace(/qxheld\d+xq/gi, 'it')).json() as { terms: { tags: string[] }[] }[])[0]?.terms ?? [];
  const verb = terms.findIndex((t) => t.tags.includes('Verb'));
  const subject = verb < 0 ? terms : terms.slice(0, verb);
  const nouns = subject.filter((t) => t.tags.includes('Noun') && !t.tags.includes('Pronoun'));
  return nouns.length > 0 && nouns[0]!.tags.includes('Plural');
}

/** Whether a text opens on a noun phrase (a list's item), not a preposition, a verb or a conjunction. */
function opensOnNoun(text: string): boolean {
  const first = (nlp(text.replace(/qxheld\d+xq/gi, 'it')).json() as { terms: { tags: string[] }[] }[])[0]?.terms[0]?.tags ?? [];
  return first.length > 0 && !first.includes('Preposition') && !first.includes('Verb') && !first.includes('Conjunction') && !first.includes('Adverb');
}

/** A head that opens on a word needing the clause after it: split there, it is no sentence. */
const LEANING_HEAD = /^(?:as|if|when|whenever|because|since|unlike|like|after|before|while|whilst|although|though|once|until|unless|with|without|for|to|from|by|in|on|at|whether|even if|so that)\b/i;

/** The joint nearest the middle whose two sides are each at least three words; the clause joints are tried first. */
function best(sentence: string, joints: RegExpMatchArray[]): RegExpMatchArray | null {
  const middle = sentence.length / 2;
  // Never inside brackets or a quotation: '(Starter, Growth, Scale)' is one thing.
  const inside = (at: number) => {
    const before = sentence.slice(0, at);
    return (before.match(/\(/g)?.length ?? 0) > (before.match(/\)/g)?.length ?? 0) || (before.match(/“/g)?.length ?? 0) > (before.match(/”/g)?.length ?? 0);
  };
  // ('As one of our customers, here's …': a head that opens a subordinate phrase would be left a fragment.)
  const usable = joints.filter((j) => !inside(j.index!) && count(sentence.slice(0, j.index)) >= 3 && count(sentence.slice(j.index! + j[0].length)) >= 3 && !(/^,\s+$/.test(j[0]) && LEANING_HEAD.test(sentence.slice(0, j.index).split(/[:;]\s+/).pop()!.trim())));
  if (!usable.length) return null;
  return usable.reduce((a, b) => (Math.abs(b.index! - middle) < Math.abs(a.index! - middle) ? b : a));
}
