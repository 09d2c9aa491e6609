import { endsClause, has, textOf, type Word } from './english-words.ts';
import { phraseAt, whoClause } from './noun-phrases.ts';
import { isPeopleNoun, ORGANISATIONS } from './people-nouns.ts';
import { quotedRanges } from './read-topic.ts';

// Words after which a request says whom the work is for.
const FOR_WHOM = new Set(['on', 'for', 'to', 'targeting', 'targets', 'target', 'reach', 'reaching', 'at', 'towards', 'toward', 'addressing', 'address', 'telling', 'tell', 'inviting', 'invite', 'thanking', 'thank', 'welcoming', 'welcome', 'reminding', 'remind', 'asking', 'emailing', 'email', 'convincing', 'persuading', 'among', 'amongst']);
// 'aimed at', 'audience is', 'audience:', 'written for', 'meant for'.
const LEAD_INS = /^(aimed|aim|geared|pitched|directed|meant|written|audience|readers|recipients|target|targets)$/;

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
      // 'after yesterday's demo with Marta Kowalski, Head of CX at Nordlys': the person the follow-up goes to.
      // ('book a 15-minute call with Gareth or Priya': whom readers book is the call's host, not whom it is for.)
      const booked = sentence.slice(Math.max(0, i - 5), i).some((x) => /^(book|books|booking|schedule|arrange|grab|request|set)$/.test(x.lower));
      if (w.lower === 'with' && !booked && MEETINGS.test(sentence[i - 1]?.lemma ?? '') && (has(next, 'Person') || has(next, 'ProperNoun'))) {
        const person = personAt(sentence, i + 1);
        if (person.length) return tidy(textOf(source, person));
      }
      if (!FOR_WHOM.has(w.lower) && !leadIn) continue;
      // 'email, influencers and SEO' is a list; 'aiming for 15 partner agencies' is a goal.
      if ((w.after && !leadIn) || /^(aim|aiming|aims|hoping|hope|goal|target)$/.test(sentence[i - 1]?.lower ?? '')) continue;
      // 'aimed at …', and 'Aim it at …' with the piece between.
      const aimedAt = /^(aimed|aim|geared|pitched|directed)$/.test(sentence[i - 1]?.lower ?? '') || (/^(it|this|them|these)$/.test(sentence[i - 1]?.lower ?? '') && /^(aim|gear|pitch|direct|target)$/.test(sentence[i - 2]?.lower ?? ''));
      if (w.lower === 'at' && !aimedAt) continue;
      if (w.lower === 'on' && !/^(focus|focused|focusing|concentrate)$/.test(sentence[i - 1]?.lower ?? '')) continue;
      // 'ask them to pass it on to a mate', 'recommend us to a friend': whom readers pass it to, not whom it is for.
      if (w.lower === 'to' && i > 0 && PASSED_ON.test(textOf(source, sentence.slice(Math.max(0, i - 3), i)))) continue;
      // ('an email to let members know', 'to remind parents': the people after the verb, not 'let members'.)
      const purpose = w.lower === 'to' && PURPOSE_VERB.test(next.lower);
      const from = (leadIn && w.after !== ':') || purpose ? i + 2 : i + 1;
      // 'everyone who donated to the flood appeal'.
      const anyone = sentence[from];
      if (anyone && /^(everyone|everybody|anyone|anybody|those|people|all)$/.test(anyone.lower) && /^(who|that)$/.test(sentence[from + 1]?.lower ?? '')) {
        return tidy(textOf(source, [anyone, ...whoClause(sentence, from + 1)]));
      }
      // 'to home cooks who haven't booked …': a word or two the tagger reads as a verb ('cooks') is still whom a
      // 'who' clause describes.
      const whoAt = sentence.findIndex((x, k) => k > from && k <= from + 3 && x.lower === 'who');
      if (whoAt > 0 && sentence.slice(from, whoAt).every((x) => /^[a-z][a-z'-]*$/.test(x.lower) && !x.after && !has(x, 'Pronoun') && !has(x, 'Preposition') && !FOR_WHOM.has(x.lower) && !/^(?:a|an|the|and|or|about|that|this|it)$/.test(x.lower) && !has(x, 'Value'))) {
        return tidy(textOf(source, [...sentence.slice(from, whoAt), ...whoClause(sentence, whoAt)]));
      }
      const span = phraseAt(sentence, from, { clause: true, alike: isPeopleNoun });
      if (!span || has(span.head, 'Pronoun')) continue;
      // ('orders close at 5pm for delivery, and people can still collect': a thing, then a new clause, is no one.)
      const beforeComma = span.words.find((x) => x !== span.head && /,/.test(x.after));
      if (beforeComma && !isPeopleNoun(beforeComma) && !has(beforeComma, 'Adjective')) continue;
      // 'for Grace Okafor's 1962 Ercol chairs': a possessive owns the thing after it, which the piece is about.
      const last = span.words[span.words.length - 1]!;
      if (/['’]s$/.test(last.text) && !last.after && sentence[sentence.indexOf(last) + 1]) continue;
      // 'for our corporate team-building page', 'for our staff training page': people named as what a page is about.
      const head = nounRunHead(sentence, from);
      if (head && head !== sentence[from] && THING_HEADS.test(head.lemma) && !isPeopleNoun(head)) continue;
      // 'for the Full Groom in Bristol': a name in capitals, singular, after 'the' or 'our' is a product (and a
      // place after it is where), never whom it is for; a person's name is ('for Marta Kowalski').
      if (isProductName(sentence, from)) continue;
      // 'for people thinking of volunteering', 'to parents looking for a tutor': people, then what they are doing.
      const doing = span.words.findIndex((x, k) => k > 0 && STATES.test(x.lower) && isPeopleNoun(span.words[k - 1]!));
      // 'lapsed members offering two months free': the people, without what the piece offers them.
      const describing = span.words.findIndex((x, k) => k > 0 && /ing$/.test(x.lower) && isPeopleNoun(span.words[k - 1]!));
      if (!isPeopleNoun(span.head) && doing < 0 && describing > 0) return tidy(textOf(source, span.words.slice(0, describing)));
      if (!isPeopleNoun(span.head) && doing > 0) {
        const at = sentence.indexOf(span.words[doing]!);
        const rest: Word[] = [];
        for (const x of sentence.slice(at)) {
          if (rest.length >= 8 || (rest.length && /^(with|and|but|so|please|using|under)$/.test(x.lower))) break;
          rest.push(x);
          if (endsClause(x)) break;
        }
        return tidy(textOf(source, [...span.words.slice(0, doing), ...rest]));
      }
      // People, or anyone a 'who' clause describes ('trial sign-ups who haven't connected Shopify yet').
      const described = span.words.some((x) => /^(who|whom|whose)$/.test(x.lower));
      const organisation = /^(a|an)$/.test(span.words[0]!.lower) && ORGANISATIONS.has(span.head.lemma);
      // 'for our whole client list', 'to our customer base': the people on it.
      const listOfPeople = /^(?:list|base|database)$/.test(span.head.lemma) && span.words.some((x) => x !== span.head && isPeopleNoun(x));
      if (!isPeopleNoun(span.head) && !described && !organisation && !listOfPeople) continue;
      return tidy(textOf(source, span.words));
    }
  }
  return null;
}

/** Verbs that say why a piece is sent to people ('to let members know', 'to remind parents'): the people come after. */
export const PURPOSE_VERB = /^(?:let|tell|remind|ask|invite|thank|help|warn|update|show|give|get|encourage|persuade|convince|find|recruit|attract|reach|win)$/i;

const PASSED_ON = /\b(?:pass(?:es|ed|ing)?(?:\s+(?:it|this|us|them))?\s+on|forward(?:s|ed|ing)?(?:\s+(?:it|this))?|recommend(?:s|ed|ing)?\s+(?:us|it|this)|refer(?:s|red|ring)?\s+(?:us|them)|introduc(?:e|es|ed|ing)\s+us|shar(?:e|es|ed|ing)\s+(?:it|this))$/i;

// What people are doing that says who they are ('thinking of volunteering'); 'members offering …' describes the piece.
const STATES = /^(writing|answering|posting|using|managing|handling|teaching|caring|thinking|looking|planning|considering|hoping|wanting|living|working|waiting|searching|shopping|moving|starting|struggling|trying|returning|visiting|travelling|traveling|studying|learning|training|renting|buying|selling|running)$/;
// What a piece is for when people only name it ('our staff training page', 'the team-building package').
const THING_HEADS = /^(?:page|site|website|post|article|blog|guide|section|event|day|programme|program|course|package|workshop|session|plan|offer|service|product|menu|room|class|night|evening|scheme|launch|campaign|newsletter|brochure|leaflet|flyer)$/;
const MEETINGS = /^(demo|call|meeting|chat|conversation|session|visit|consultation|survey|viewing|tour|trial|lesson|class)$/;

/** A named person and, after a comma, their role ('Marta Kowalski, Head of CX at Nordlys Knitwear'). */
function personAt(sentence: readonly Word[], from: number): Word[] {
  const words: Word[] = [];
  let i = from;
  while (sentence[i] && has(sentence[i], 'Person', 'ProperNoun') && words.length < 4) {
    words.push(sentence[i]!);
    if (sentence[i]!.after) break;
    i++;
  }
  if (words[words.length - 1]?.after !== ',') return words;
  // The role after the comma, up to the next punctuation: titles and organisations only.
  const role: Word[] = [];
  for (let k = i + 1; sentence[k] && role.length < 8; k++) {
    const w = sentence[k]!;
    if (!has(w, 'ProperNoun', 'Acronym', 'Noun') && !/^(of|at|for|and|&)$/.test(w.lower)) break;
    if (/^\(/.test(w.text)) break;
    role.push(w);
    if (w.after) break;
  }
  return role.length && has(role[0], 'ProperNoun', 'Acronym') ? [...words, ...role] : words;
}

function isProductName(sentence: readonly Word[], from: number): boolean {
  if (!/^(the|our|your|its)$/.test(sentence[from]?.lower ?? '')) return false;
  const name: Word[] = [];
  for (let k = from + 1; sentence[k] && /^[A-Z]/.test(sentence[k]!.text) && name.length < 5; k++) {
    name.push(sentence[k]!);
    if (sentence[k]!.after) break;
  }
  const last = name[name.length - 1];
  return !!last && !has(last, 'Plural', 'Person', 'FirstName', 'LastName') && !/s$/.test(last.lower) && !/^(team|staff|board|committee|department|crew|group)$/.test(last.lemma);
}

function tidy(text: string): string {
  return text.replace(/^(?:a|an|the|all)\s+/i, '').replace(/[\s,;:.!?]+$/, '');
}

/**
 * The last word of the run of nouns and adjectives from `from` ('our corporate team-building page' ends on 'page'):
 * determiners only at its start, and no punctuation but a hyphen between its words.
 */
function nounRunHead(sentence: readonly Word[], from: number): Word | null {
  let head: Word | null = null;
  for (let k = from; k < sentence.length; k++) {
    const w = sentence[k]!;
    if (!head && has(w, 'Determiner', 'Possessive') && !has(w, 'Adjective')) continue;
    if (!has(w, 'Noun', 'Adjective', 'Hyphenated') || has(w, 'Pronoun', 'Verb', 'Date', 'Value')) break;
    head = w;
    if (w.after && w.after !== '-') break;
  }
  return head;
}
