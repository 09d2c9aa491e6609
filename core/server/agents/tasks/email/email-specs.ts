import { block, type EmailDraft } from './email-draft.ts';
import { EmailKit } from './email-kit.ts';
import { capitalise } from './copy-phrases.ts';
import { callToAction } from './call-to-action.ts';

/**
 * What the request says of each email of a sequence, one by one ('Email 1 goes the day they book (what to bring:
 * provisional licence, glasses). Email 3 goes a week later and suggests the 10-hour block.'): when it goes, what it
 * must say and what it suggests. These replace the sequence's own timing and are written into its emails.
 */
export interface EmailSpec {
  index: number;
  timing: string | null;
  says: string[];
  /** Topics the email must cover ('what to wear', 'the deposit terms'), answered from the facts or left as a marked blank. */
  covers?: string[];
  suggests: string | null;
}

const ORDINALS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6 };

export function emailSpecs(request: string): EmailSpec[] {
  const specs: EmailSpec[] = [];
  // 'day 0 (what to expect and the deposit terms), day 2 (what to wear, where to park), day 10 (how to rebook)'.
  const days = [...request.matchAll(/\bday\s+(\d{1,3})\s*\(([^)]{3,200})\)/gi)];
  if (days.length >= 2) {
    return days.map((m, index) => ({ index, timing: `day ${m[1]}`, says: [], covers: m[2]!.split(/,\s*(?:and\s+)?|\s+and\s+/).map((t) => t.trim()).filter((t) => t.length > 2), suggests: null }));
  }
  // 'Email 1 goes …, email 2 after week 1, email 3 after week 5 …': one sentence may speak of each email in turn.
  for (const sentence of request.split(/(?<=[.!?])\s+(?=[A-Z])|\n+|,\s+(?=(?:and\s+)?(?:email\s+\d|the\s+(?:first|second|third|fourth|fifth|sixth)\s+(?:email|one))\b)/i)) {
    const head = /^\s*(?:[-*•]\s*)?(?:(?:the\s+)?(first|second|third|fourth|fifth|sixth)\s+(?:email|one)|email\s+(\d))\b[:,]?\s*(.*)$/i.exec(sentence);
    if (!head) continue;
    const index = (head[1] ? ORDINALS[head[1].toLowerCase()]! : Number(head[2])) - 1;
    const rest = head[3]!.replace(/[.!?]+$/, '');
    const timing = /\b(?:goes(?: out)?|is sent|gets sent|sends|lands|arrives|comes)\s+(.+?)(?=\s*\(|,?\s+and\s+|;|$)/i.exec(rest)?.[1]?.trim()
      // 'email 2 after week 1', 'email 3 after week 5 nudging them …': when it goes, said straight after its number.
      ?? /^((?:after|before|on|at|the day|the morning|the evening|a week|a month|one week|two weeks|\d+\s+(?:days?|weeks?|hours?))\b.+?)(?=\s*\(|,|\s+(?:nudging|asking|telling|reminding|suggesting|inviting|to)\b|;|$)/i.exec(rest)?.[1]?.trim() ?? null;
    const bracketed = [...rest.matchAll(/\(([^)]{4,200})\)/g)].map((m) => m[1]!.trim());
    // '(what to bring, where we are)': topics the email answers from the facts; '(glasses if they need them)' is said as written.
    const isTopic = (b: string) => /^(?:what|where|when|how|who|which|why)\b/i.test(b) && !b.includes(':');
    const topics = bracketed.filter(isTopic).flatMap((b) => b.split(/,\s*(?:and\s+)?|\s+and\s+(?=(?:what|where|when|how|who|which|why)\b)/i)).map((t) => t.trim()).filter((t) => t.length > 2);
    // ('(what to bring: a list of your chairs)' gives its own answer after the colon: said as written.)
    const says = bracketed.filter((b) => !isTopic(b));
    const told = /\b(?:says?|tells? them(?: that)?|reminds? them(?: to)?|asks? them(?: to| for)?|thanks? them for)\s+(.+?)(?=;|$)/i.exec(rest.replace(/\([^)]*\)/g, ''))?.[0];
    if (told) says.push(told.trim());
    const suggests = /\b(?:suggests?|recommends?|offers?|introduces?|pitches?|promotes?|nudg(?:e|es|ing) them (?:to think about|towards|to)|point(?:s|ing) them (?:to|towards))\s+(.+?)(?=[;,]|$)/i.exec(rest.replace(/\([^)]*\)/g, ''))?.[1]?.trim() ?? null;
    if (index >= 0 && (timing || says.length || topics.length || suggests)) specs.push({ index, timing, says, ...(topics.length ? { covers: topics } : {}), suggests });
  }
  return specs;
}

/** The request speaks of the readers ('glasses if they need them'); the email speaks to them ('glasses if you need them'). */
function toReader(text: string): string {
  return text
    .replace(/\bthey(?:'re| are)\b/gi, "you're")
    .replace(/\bthey\b/gi, 'you')
    .replace(/\btheir\b/gi, 'your')
    // ('glasses if they need them': what they need stays 'them'.)
    .replace(/(?<!\b(?:need|bring|use|have|take|wear|keep|get|buy|book|want|check|pack|print)\s)\bthem\b/gi, 'you')
    .replace(/\bthemselves\b/gi, 'yourself')
    .replace(/^(?:tells? you(?: that)?|reminds? you(?: to)?|says?)\s+/i, (m) => (/remind/i.test(m) ? 'Remember to ' : ''));
}

/** The sequence's drafts with what the request says of each email written in. */
export function withEmailSpecs(kit: EmailKit, drafts: EmailDraft[]): EmailDraft[] {
  const specs = emailSpecs(kit.brief.request);
  if (!specs.length) return drafts;
  // A call the request gives one email ('email 3 … nudging them to think about the summer intensive') is that email's:
  // the others keep a call of their own.
  const suggested = specs.map((s) => s.suggests?.toLowerCase()).filter((x): x is string => Boolean(x));
  const theirs = (draft: EmailDraft) => suggested.some((x) => draft.cta.toLowerCase().includes(x));
  const plain = suggested.length ? new EmailKit({ ...kit.input, brief: { ...kit.brief, callToAction: null } }) : null;
  return drafts.map((draft, i) => {
    const spec = specs.find((s) => s.index === i);
    if (plain && !spec?.suggests && theirs(draft)) draft = { ...draft, cta: callToAction(plain, { wordings: ["See what's next", 'Find your way around', 'Get ready'], prefer: /account|log ?in|booking/i, turn: i }) };
    if (!spec) return draft;
    const blocks = [...draft.blocks];
    const at = Math.max(1, blocks.findIndex((b) => b.role === 'opening') + 1);
    const asked = spec.says.map((s) => `${capitalise(toReader(s)).replace(/[.!?]*$/, '.')}`);
    // A topic to cover is answered from the facts ('The deposit is £20, taken when you book'), or left for the writer to fill.
    for (const topic of spec.covers ?? []) {
      const answer = kit.answerTo(topic);
      asked.push(answer ? `${capitalise(answer).replace(/[.!?]*$/, '.')}` : `${capitalise(topic)}: ${kit.ledger.blank(topic, 'a document (your welcome or visit details)')}.`);
    }
    // 'suggests the 10-hour block': what it is and costs, from the facts on it.
    let suggestion: string | null = null;
    if (spec.suggests) {
      const on = new EmailKit({ ...kit.input, brief: { ...kit.brief, topic: spec.suggests, offer: kit.brief.offer } });
      const what = on.plan ? `${capitalise(on.product)} is ${on.plan.price}.` : on.whatItIs();
      suggestion = `Ready for the next step? ${what ?? `${capitalise(spec.suggests)}: ${on.ledger.blank(`what ${spec.suggests} is and costs`, 'a document')}.`}`;
    }
    blocks.splice(at, 0, ...asked.flatMap((text) => block('asked', text, 100)), ...block('suggests', suggestion, 100));
    return { ...draft, timing: spec.timing ? capitalise(spec.timing) : draft.timing, blocks };
  });
}
