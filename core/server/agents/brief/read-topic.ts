import { has, textOf, type Word } from './english-words.ts';
import { phraseAt, type PhraseSpan } from './noun-phrases.ts';
import { isPeopleNoun, ORGANISATIONS } from './people-nouns.ts';
import { isDeliverableNoun } from './deliverable-nouns.ts';
import { platformAt } from './channel-formats.ts';

// Words after which a request names what the work is about, strongest first.
const ABOUT = new Set(['about', 'announcing', 'announce', 'launching', 'launch', 'introducing', 'introduce', 'promoting', 'promote', 'advertising', 'advertise', 'selling', 'sell', 'showcasing', 'showcase', 'featuring', 'feature', 'highlighting', 'highlight', 'regarding', 'covering', 'around', 'explaining', 'explain', 'celebrating', 'celebrate', 'unveiling', 'unveil', 'of']);
const FOR = new Set(['for', 'on']);
// What a phrase after 'for' may be that is not a subject: the company itself, a source, the facts to use.
const NOT_A_SUBJECT = new Set(['fact', 'detail', 'info', 'information', 'context', 'reference', 'inspiration', 'pager', 'one-pager', 'document', 'doc', 'file', 'sheet', 'attachment', 'website', 'site', 'homepage', 'company', 'business', 'brand', 'team', 'us', 'it', 'this', 'that', 'them', 'me', 'you', 'everyone', 'anyone', 'time', 'now', 'example', 'instance', 'reason', 'help', 'review', 'feedback', 'approval', 'purpose', 'goal', 'tone', 'voice', 'length', 'word', 'character', 'sentence', 'bullet', 'point', 'budget', 'spend', 'money', 'saving', 'result', 'number', 'figure', 'first', 'second', 'third', 'minute', 'launch', 'code', 'seo', 'search', 'social', 'marketing', 'conversion', 'engagement', 'click', 'traffic', 'awareness', 'signup', 'sign-up', 'ranking', 'reach', 'growth', 'retention', 'intent', 'clarity', 'readability', 'tone', 'accuracy', 'style', 'grammar', 'length', 'impact']);

/**
 * The product, service or subject the request names ('our sourdough subscription', 'route optimisation
 * software'), from the phrase after 'about', 'announcing', 'promoting' or, when it is not people, 'for' and 'on'.
 * Null when it names none: the generators then write from the space's facts.
 */
export function readTopic(source: string, sentences: readonly Word[][], excluded: (text: string) => boolean): string | null {
  let weak: string | null = null;
  for (const sentence of sentences) {
    for (let i = 0; i < sentence.length - 1; i++) {
      const w = sentence[i]!;
      // 'invite donors to the spring gala' is about the gala.
      const invitedTo = w.lower === 'to' && sentence.slice(Math.max(0, i - 4), i).some((x) => x.lemma === 'invite' || x.lemma === 'inviting');
      const strong = invitedTo || (ABOUT.has(w.lower) && (w.lower !== 'of' || /^(launch|release|opening|arrival|return)$/.test(sentence[i - 1]?.lemma ?? '')));
      if (!strong && !FOR.has(w.lower)) continue;
      // 'launch' as a noun ('a launch email') names no subject.
      if (strong && has(w, 'Noun') && !has(w, 'Verb') && w.lower !== 'about') continue;
      const span = phraseAt(sentence, i + 1, { alike: (h) => !isPeopleNoun(h), lists: false });
      if (!span) continue;
      const text = subjectOf(source, span, excluded);
      if (!text) continue;
      if (strong) return text;
      weak ??= text;
    }
  }
  return weak;
}

function subjectOf(source: string, span: PhraseSpan, excluded: (text: string) => boolean): string | null {
  const { words, head } = span;
  if (isPeopleNoun(head) || has(head, 'Pronoun', 'Url', 'Money', 'Percent', 'Value') || NOT_A_SUBJECT.has(head.lemma)) return null;
  const content = words.filter((w) => !/^(a|an|the|our|my|your|this|that|these|those|next|every|each)$/.test(w.lower));
  // 'on Friday', 'for this month': a time, not a subject.
  if (content.every((w) => has(w, 'Date', 'Value'))) return null;
  // 'our Pro plan', 'the Brew Club landing page': a named product, with what it is.
  const named = words.slice(0, words.indexOf(head)).some((w, i, all) => has(w, 'ProperNoun') && !platformAt(all, i) && !platformAt(all, i - 1));
  if (isDeliverableNoun(head.lemma) && !named) {
    // 'the spring sale email' is about 'the spring sale'; 'our newsletter' is about nothing yet.
    const modifiers = words.slice(0, words.indexOf(head));
    const subject = modifiers.filter((w, i) => !platformAt(modifiers, i) && !isDeliverableNoun(w.lemma) && !/^(a|an|the|our|my|your|this|that)$/.test(w.lower));
    if (!subject.length || has(subject[subject.length - 1], 'Adjective', 'Value')) return null;
    return subjectOf(source, { words: modifiers.slice(0, modifiers.indexOf(subject[subject.length - 1]!) + 1), head: subject[subject.length - 1]! }, excluded);
  }
  // 'for Instagram and LinkedIn': channels, not a subject.
  if (words.every((w, i) => platformAt(words, i) || /^(and|or|the|our|,)$/.test(w.lower) || platformAt(words, i - 1)?.length === 2)) return null;
  // 'our bakery', 'our practice': the company itself.
  if (content.length === 1 && ORGANISATIONS.has(content[0]!.lemma) && /^(our|my|the)$/.test(words[0]!.lower)) return null;
  if (!content.length || words.length > 10) return null;
  const text = textOf(source, words).replace(/^(?:a|an)\s+/i, '').replace(/[\s,;:.!?]+$/, '');
  if (!text || excluded(text)) return null;
  return text;
}
