import { has, textOf, type Word } from './english-words.ts';
import { phraseAt, whoClause } from './noun-phrases.ts';
import { isPeopleNoun, ORGANISATIONS } from './people-nouns.ts';
import { quotedRanges } from './read-topic.ts';

// Words after which a request says whom the work is for.
const FOR_WHOM = new Set(['for', 'to', 'targeting', 'targets', 'target', 'reach', 'reaching', 'at', 'towards', 'toward', 'addressing', 'address', 'telling', 'tell', 'inviting', 'invite', 'thanking', 'thank', 'welcoming', 'welcome', 'reminding', 'remind', 'asking', 'emailing', 'email', 'convincing', 'persuading', 'among', 'amongst']);
// 'aimed at', 'audience is', 'audience:', 'written for', 'meant for'.
const LEAD_INS = /^(aimed|aim|geared|pitched|directed|meant|written|audience|readers|recipients)$/;

/**
 * Whom the work is for, as the request words it ('practice managers who booked a demo', 'owner-dentists'): a
 * noun phrase about people (or, in the plural, organisations) after 'for', 'to', 'targeting', 'aimed at'. A
 * product or subject after 'for' is the topic, never the audience.
 */
export function readAudience(source: string, sentences: readonly Word[][]): string | null {
  const quoted = quotedRanges(source);
  for (const sentence of sentences) {
    for (let i = 0; i < sentence.length - 1; i++) {
      const w = sentence[i]!;
      if (quoted.some(([a, b]) => w.start > a && w.start < b)) continue;
      const next = sentence[i + 1]!;
      const leadIn = LEAD_INS.test(w.lower) && (w.after === ':' || /^(at|for|to|is|are)$/.test(next.lower));
      if (!FOR_WHOM.has(w.lower) && !leadIn) continue;
      // 'email, influencers and SEO' is a list; 'aiming for 15 partner agencies' is a goal.
      if ((w.after && !leadIn) || /^(aim|aiming|aims|hoping|hope|goal|target)$/.test(sentence[i - 1]?.lower ?? '')) continue;
      if (w.lower === 'at' && !/^(aimed|aim|geared|pitched|directed)$/.test(sentence[i - 1]?.lower ?? '')) continue;
      const from = leadIn && w.after !== ':' ? i + 2 : i + 1;
      // 'everyone who donated to the flood appeal'.
      const anyone = sentence[from];
      if (anyone && /^(everyone|everybody|anyone|anybody|those|people|all)$/.test(anyone.lower) && /^(who|that)$/.test(sentence[from + 1]?.lower ?? '')) {
        return tidy(textOf(source, [anyone, ...whoClause(sentence, from + 1)]));
      }
      const span = phraseAt(sentence, from, { clause: true, alike: isPeopleNoun });
      if (!span || has(span.head, 'Pronoun')) continue;
      // People, or anyone a 'who' clause describes ('trial sign-ups who haven't connected Shopify yet').
      const described = span.words.some((x) => /^(who|whom|whose)$/.test(x.lower));
      const organisation = /^(a|an)$/.test(span.words[0]!.lower) && ORGANISATIONS.has(span.head.lemma);
      if (!isPeopleNoun(span.head) && !described && !organisation) continue;
      return tidy(textOf(source, span.words));
    }
  }
  return null;
}

function tidy(text: string): string {
  return text.replace(/^(?:a|an|the|all)\s+/i, '').replace(/[\s,;:.!?]+$/, '');
}
