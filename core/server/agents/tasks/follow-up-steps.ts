/**
 * A verb that opens a change to an answer. A clause that starts with one is a change of its own:
 * 'Make it warmer, and add that landlords can book too', 'Remove the emojis and make them less salesy'.
 * ('keep' counts only with a limit: 'keep the code' is a constraint on the other changes, not a change.)
 */
const CHANGE = String.raw`(?:(?:please|also|then|now|and|plus|can you|could you|would you|ok|okay|great|good|right|fine|thanks|perfect|lovely)[\s,!]+)*(?:make|add|cut|trim|shorten|tighten|drop|remove|delete|take out|lose|change|swap|replace|mention|include|work in|have (?:it|them|each|both|the \w+(?: \d{1,2})?) (?:mention|say|include|end|start|open|lead|close)|get (?:it|them) (?:to|under|down)|keep (?:it|them|each) (?:under|below|to|within|short)|lead with|open with|start with|end with|close with|finish with|put|turn|rewrite|reword|rephrase|say|tone down|give (?:it|them|each|me)|finish (?:on|with)|soften|move|switch|spell|translate|fix|use|read|redo|remind)\b`;

const OPENS_CHANGE = new RegExp(`^${CHANGE}`, 'i');
/** New work asked after the changes: 'Take out the oak ones and write me a tagline about the glass'. */
const NEW_WORK = String.raw`(?:(?:please|also|then|now|and)\s+)*(?:write|draft|create|suggest|come up with|give me (?:\d+|a|an|some|two|three|four|five)\b)`;
const OPENS_NEW_WORK = new RegExp(`^${NEW_WORK}`, 'i');
/** Where one change ends and the next begins inside a sentence: ', and add …', '; make …', ' and drop …'. */
const BETWEEN = new RegExp(`\\s*(?:,\\s*(?:and\\s+)?(?:then\\s+)?|;\\s*|\\s+[-–—:]\\s+|\\s+(?:and|plus)\\s+(?:then\\s+|also\\s+)?)(?=${CHANGE}|${NEW_WORK})`, 'i');

/**
 * The changes a follow-up asks for, one clause each, in the order asked ('You forgot to say how to book. Add that
 * they can call us, and cut it to under 80 words' is two: the add and the cut; the complaint before them says why).
 * A follow-up of one change, or one whose clauses do not each open with a change, is one step: itself.
 */
export function followUpSteps(message: string): string[] {
  const text = message.trim();
  // Quoted wording is the new text, not changes to split ('change the subject to "Fast, and friendly"').
  if (/["“][^"”]*\b(?:and|,)\b[^"”]*["”]/.test(text) || text.length > 400) return [text];
  const sentences = text.split(/(?<=[.!?])\s+(?=["“A-Z])|\n+/).map((s) => s.trim()).filter(Boolean);
  const clauses = sentences.flatMap((sentence) => sentence.split(BETWEEN).map((c) => c.trim().replace(/^(?:and|plus|then)\s+|^(?:ok|okay|great|good|right|fine|thanks|perfect|lovely)[\s,!]+/i, '')).filter(Boolean));
  const opens = (c: string) => OPENS_CHANGE.test(c) || /^(?:shorter|longer|warmer|softer|gentler|kinder|calmer|punchier|friendlier|simpler|less \w+|more \w+)\b/i.test(c);
  // (New work counts as a step only last, after at least one change: it is written after them.)
  const changes = clauses.filter((c, i) => opens(c) || (i === clauses.length - 1 && i > 0 && OPENS_NEW_WORK.test(c) && clauses.slice(0, i).some(opens)));
  if (changes.length < 2) return [text];
  // 'Add the FORTY code and lead with it': 'it' is what the change before put in.
  return changes.map((c, i) => {
    const clause = c.replace(/[.!]+$/, '');
    const put = i > 0 ? /^(?:(?:please|also|then|now|and)\s+)*(?:add|include|mention|work in|put in)\s+(.+?)$/i.exec(changes[i - 1]!.replace(/[.!]+$/, ''))?.[1] : undefined;
    return put ? clause.replace(/^((?:lead|open|start|end|close|finish) with)\s+(?:it|that|this|them)$/i, `$1 ${put}`) : clause;
  });
}

/**
 * A clause that points back at the piece the follow-up's first change named ('Make email 2 shorter and have it
 * mention the parking': 'it' is email 2), so the same piece is changed again.
 */
export function pointsBack(clause: string): boolean {
  return /\b(?:it|them|that one|this one)\b/i.test(clause) || !/\b(?:email|post|caption|ad|headline|tagline|subject|preview|title|description|option|version|slide|tweet)s?\b/i.test(clause);
}

/** 'have it mention X', 'get it to say X': the change itself ('mention X', 'say X'), as a follow-up of its own reads. */
export function asOwnChange(clause: string): string {
  return clause.replace(/^(?:(?:please|also|then|now|and|plus)\s+)*(?:have|get)\s+(?:it|them|each|both|the \w+(?: \d{1,2})?)\s+(?:to\s+)?/i, '').replace(/^./, (c) => c.toUpperCase());
}

/** A follow-up that opens by asking for a piece of work ('OK, instead write a counter sign', 'Then draft the invite'). */
export function opensOnNewWork(message: string): boolean {
  // ('OK, fair enough. Can you just write the reminder text then?': what opens the turn before the ask says nothing.)
  return /^\W*(?:(?:ok(?:ay)?|fine|right|alright|then|so|and|now|instead|great|thanks|fair enough|no problem|understood|got it|makes sense)[\s,.!]+)*(?:(?:can|could|would) you\s+)?(?:just\s+|please\s+)*(?:instead\s+)?(?:write|draft|create|compose|suggest|come up with|give me|make me)\b/i.test(message);
}
