import { has, type Word } from './english-words.ts';
import { platformAt } from './channel-formats.ts';

// Words after which a request names competitors: 'against Acme and Globex', 'compared with Acme', 'vs Acme'.
const AGAINST = /^(against|versus|vs|vs\.|v|than|rivals?|competitors?|competition|alternatives?)$/;

/**
 * The competitors a request names as such: capitalised names after 'against', 'compared with', 'versus',
 * 'than' or 'competitors like'. Capitalised words elsewhere ('Keep it to 5 bullet points') are never competitors.
 */
export function readCompetitors(sentences: readonly Word[][]): string[] {
  const names: string[] = [];
  for (const sentence of sentences) {
    for (let i = 0; i < sentence.length; i++) {
      const w = sentence[i]!;
      // 'compared with Acme', 'compare us with Acme', 'compete with Acme'.
      // 'stack up against Acme' (never 'follow-up email to Sam'); 'stand apart from Acme', 'switching from Acme'.
      const up = w.lower === 'up' && /^(stack|stacks|stacking|measure|measures|line|lines)$/.test(sentence[i - 1]?.lower ?? '');
      const compares = /^(compared|compare|comparing|comparison|compete|competing|benchmark|benchmarking|stack)$/.test(w.lower) || up;
      const apart = /^(apart|different|differ|differs|differentiate|distinguish|out|switching|switch|switched|moving|away|poach|win)$/.test(w.lower);
      // 'losing everyday bouquet sales to M&S and Waitrose': whom the business loses to.
      const losing = /^(losing|lose|loses|lost)$/.test(w.lower);
      const lostTo = losing ? sentence.slice(i + 1, i + 7).findIndex((n, k) => n.lower === 'to' && !!sentence[i + 2 + k] && isName(sentence[i + 2 + k]!)) : -1;
      const link = compares ? sentence.slice(i + 1, i + 4).findIndex((n) => /^(to|with|against|vs)$/.test(n.lower)) : apart && sentence[i + 1]?.lower === 'from' ? 0 : lostTo;
      if (!AGAINST.test(w.lower) && link < 0) continue;
      let j = link >= 0 ? i + 2 + link : i + 1;
      while (sentence[j] && /^(like|such|as|including|include|are|is|:|the|namely|e\.g\.)$/.test(sentence[j]!.lower) && !isName(sentence[j]!)) j++;
      let name: Word[] = [];
      const flush = () => {
        if (name.length) names.push(name.map((n) => n.text).join(' ').replace(/[,;:.!?]+$/, ''));
        name = [];
      };
      for (; j < sentence.length; j++) {
        const n = sentence[j]!;
        if (isName(n) && !platformAt(sentence, j)) {
          name.push(n);
          if (n.after && n.after !== '-' && n.after !== '&') flush();
          continue;
        }
        flush();
        // 'Beanstalk and the National Literacy Trust'.
        if (n.lower === 'the' && /^(and|or|&)$/.test(sentence[j - 1]?.lower ?? '')) continue;
        if (!/^(and|or|&|,)$/.test(n.lower)) break;
      }
      flush();
    }
  }
  return [...new Set(names)];
}

function isName(w: Word): boolean {
  return /^[A-Z0-9]/.test(w.text) && !has(w, 'Pronoun', 'Date', 'Value') && !/^(I|The|A|An|Our|We)$/.test(w.text);
}
