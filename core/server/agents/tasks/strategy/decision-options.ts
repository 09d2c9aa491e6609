import nlp from 'compromise';
import { mentionsIn } from './channel-lexicon.ts';
import { asksCritique } from '../../brief/asks-critique.ts';
import { WORTH_OR } from './one-move-call.ts';

/**
 * The two options a decision question weighs, as written: 'Should we lead with the free first month on Acme
 * Care, or with a £20 discount on the full service?' gives 'the free first month on Acme Care' and 'a £20
 * discount on the full service'; 'Should we hire an agency or a freelancer to run our Instagram?' gives 'an
 * agency' and 'a freelancer', with 'to run our Instagram' as what both are for.
 */
export interface DecisionOptions {
  a: string;
  b: string;
  /** What the choice is for, when the question says after the second option ('to run our Instagram'). */
  purpose: string | null;
  /** The verb that introduces them ('lead', 'hire', 'push', 'offer'), when there is one. */
  verb: string | null;
  /** Whether both options are channels the lexicon knows (a channel call, weighed on channel evidence). */
  channels: boolean;
  /** A yes or no on one move ('drop the Starter plan or keep it?'). */
  yesNo?: boolean;
  /** One spend moved into another ('move the leaflet money into Google Ads?'): a keeps its money, or b takes it. */
  moved?: boolean;
  /** The request labels them ('(A) …; or (B) …'): each is a whole proposal, with its own sum. */
  labelled?: boolean;
  /** What the request says in brackets beside each option ('the current one has a waiting list of 6'): why, not what. */
  asides?: { a: string | null; b: string | null };
}

// Words that introduce the options in a question ('should we hire …', 'lead the campaign with …').
const INTRO = /\b(?:(?:should|shall|would|could) (?:it|this|that|the (?:money|budget|cash|spend|\w+ budget)) (?:go|be spent|be put|be used|be invested)(?: (?:to|on|into|towards|in))?|(?:spend|put) (?:it|this|that) (?:on|into|towards|in)|should (?:we|i)|do (?:we|i)|shall (?:we|i)|would you|is it better to|better to|between|either|with|on|offer|push|run|lead|choose|pick|hire|use|try|go for|go with|promote|focus on|prioriti[sz]e|start with|launch|keep|spend on|invest in|back|put)\s+/gi;
const DECIDE = /\b(?:should|which|shall|better|rather|choose|pick|prefer|decide|go with|go for|one)\b/i;
// What ends the second option: a clause about timing, purpose or reason that applies to both.
const TAIL = /\s+(?:to|so|this|next|because|since|given|when|if|as|instead)\b|\s+first(?=[?.!,]|$)|\s+(?:in|during|over|before|after|around|ahead of|for)\s+(?:the\s+)?(?:run-up|summer|winter|spring|autumn|christmas|easter|new year|holidays?|season|quarter|month|week|january|february|march|april|may|june|july|august|september|october|november|december)\b|[?.!:;]|,\s/i;
const VERB = /\b(lead|hire|push|offer|run|promote|launch|choose|pick|use|try|focus on|start with|spend on|invest in|back|keep)\b/i;

const clean = (s: string) => s.replace(/^[\s,]+|[\s,]+$/g, '').replace(/^(?:or|and)\s+/i, '');

/** Options the request labels ('(A) an opening event, £4,000; or (B) Google Ads, £1,200 a month'), as written. */
function labelledOptions(request: string): DecisionOptions | null {
  // Letters or 'Option 1/2' only: '1) … 2) … 3) …' is a plan's steps, and a third option makes a list to rank.
  if (/(?:^|[\s(])(?:\(c\)|c\)|option\s+(?:c|3)\b)/i.test(request)) return null;
  const m = /(?:^|[\s:])(?:\(a\)|a\)|option\s+(?:a|1)\s*[:.)-])\s*([\s\S]+?)[;,]?\s+(?:or\s+)?(?:\(b\)|b\)|option\s+(?:b|2)\s*[:.)-])\s*([\s\S]+?)(?:[.?!](?=\s|$)|\n|$)/i.exec(request);
  if (!m) return null;
  const a = clean(m[1]!.replace(/[;.]\s*$/, ''));
  const b = clean(m[2]!);
  if (!a || !b) return null;
  return { a, b, purpose: null, verb: null, labelled: true, channels: mentionsIn(a).length > 0 && mentionsIn(b).length > 0 && a.split(/\s+/).length <= 4 && b.split(/\s+/).length <= 4 };
}

/**
 * Two proposals set out after a colon, each with its own sum ('We can afford one of these, not both: lease a
 * second car (£9,000 a year), or double our Google Ads from £300 to £600 a month. Which should we do?').
 */
function listedPair(request: string): DecisionOptions | null {
  if (!DECIDE.test(request)) return null;
  const m = /\b(?:one of (?:these|those|the two|them|two things)|either|choose between|pick between|torn between|two options|the options are|the choice is)\b[^:.?!]*:\s*([^.?!\n]+?),?\s+or\s+([^?!\n]+?)(?:[.?!](?=\s|$)|\n|$)/i.exec(request);
  if (!m) return null;
  const a = clean(m[1]!);
  const b = clean(m[2]!);
  // A proposal is a move with its own sum; two bare names ('Google Ads or Meta') are read as a plain choice below.
  if (!/\d/.test(a) || !/\d/.test(b) || a.split(/\s+/).length > 30 || b.split(/\s+/).length > 30) return null;
  return { a, b, purpose: null, verb: null, labelled: true, channels: false };
}

/**
 * An option said as a clause, named as the thing chosen: 'I could spend that on a part-time freelancer' is 'a
 * part-time freelancer'; 'Hitched want £1,900 for a year of their premium listing' is 'a year of Hitched's premium
 * listing (£1,900)'.
 */
function asOption(clause: string): string {
  const spend = /^(?:i|we)\s+(?:could|can|might|would|should)\s+(?:instead\s+)?(?:spend|put|use|invest)\s+(?:it|that|this|the money|the same(?:\s+money)?|that money)\s+(?:on|in|into|towards)\s+(.+)$/i.exec(clause.trim());
  if (spend) return spend[1]!;
  const priced = /^([A-Z][\w&'’-]*(?:\s+[A-Z][\w&'’-]*)*)\s+(?:want|wants|charge|charges|ask|asks|are asking|is asking|quoted|quote|quotes)\s+([£$€]\s?\d[\d,.]*k?)\s+for\s+(.+)$/.exec(clause.trim());
  if (priced) return `${priced[3]!.replace(/\btheir\b/i, `${priced[1]}'s`)} (${priced[2]})`;
  return clause;
}

export function readOptions(request: string): DecisionOptions | null {
  // 'Does it hang together or am I just giving money away?' asks for a critique of the plan given, not a choice of two.
  if (asksCritique(request)) return null;
  // ('Worth it, or do we keep going with phone photos?' is a yes or no on the offer before it: the one-move call's.)
  if (WORTH_OR.test(request)) return null;
  // ('Good use of money, or vanity?', 'worthwhile or a waste?': a yes or no on the move before it, not two options.)
  if (/\b(?:good use of (?:the |our )?money|worth it|worthwhile|money well spent)\b[^?.!]{0,40}?,?\s+or\s+(?:just\s+)?(?:vanity|a waste|waste|not|no)\b/i.test(request)) return null;
  // ('Good idea or not?', 'Should we, or not?': a yes or no on the move the request gives, not a choice of two.)
  if (/,?\s+or\s+not\s*[?.!]/i.test(request)) return null;
  const labelled = labelledOptions(request) ?? listedPair(request);
  if (labelled) return labelled;
  // 'Should I move the leaflet money into Google Ads for Jan–Mar?': keeping that spend where it is, or moving it.
  const moved = /\b(?:should|shall|do|can|could)\s+(?:i|we)\s+(?:move|shift|put|switch|transfer|redirect)\s+(?:the|our|my|that)\s+([\w\s'’-]{2,30}?)\s+(?:money|budget|spend|cash)\s+(?:into|to|onto|on|over to)\s+([^?.!,]{2,40}?)(?:\s+(?:for|from|in|during|over|this|next)\b[^?.!]*)?\?/i.exec(request);
  if (moved) {
    const channel = (t: string) => t.trim().replace(/^(?:the|our|my)\s+/i, '');
    return { a: channel(moved[1]!), b: channel(moved[2]!), purpose: null, verb: null, channels: mentionsIn(channel(moved[1]!)).length > 0 && mentionsIn(channel(moved[2]!)).length > 0, moved: true };
  }
  // 'Trial is 30 days, no card. Keep it, or go to 14 days with a card up front?': what it is now against the change,
  // the sentence before saying what 'it' is.
  const keep = /(?:^|[.!?]\s+)((?:[^.!?]*?))[.!?]\s+(?:should we\s+|do we\s+)?keep (?:it|them|this|that|things)(?: as (?:it is|they are))?,?\s+or\s+(?:go to|switch to|move to|change (?:it )?to|make it|go for)\s+([^?.!]{3,80})/i.exec(request);
  if (keep) {
    // ('Trial is 30 days, …' names it: 'the current trial (30 days, …)'.)
    const said = /^(?:(?:our|the)\s+)?([a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+(?:is|are)\s+(.+)$/i.exec(keep[1]!.trim());
    const a = said ? `the current ${said[1]!.toLowerCase()} (${said[2]})` : `things as they are (${keep[1]!.trim()})`;
    return { a, b: keep[2]!.trim(), purpose: null, verb: null, channels: false, labelled: true };
  }
  // ('I want a yes or no and the numbers behind it' asks how to answer, it offers no two options.)
  const sentences = request.replace(/\b(?:a\s+)?(?:straight\s+|clear\s+|simple\s+|plain\s+)?yes\s+or\s+(?:a\s+)?no\b/gi, 'a yes-no answer').split(/(?<=[?!.])\s+/);
  const asked = sentences.find((s) => /\bor\b/i.test(s) && /\?/.test(s)) ?? sentences.find((s) => /\bor\b/i.test(s) && DECIDE.test(request));
  // 'Agency or in-house for our Facebook page?': a short question that opens with the options asks to choose.
  // 'For new patients: a £20 discount or keep the first check-up free?': the same after a lead-in and a colon.
  const choice = asked?.split(/:\s+/).at(-1) ?? '';
  const bare = Boolean(asked && /\?\s*$/.test(asked) && choice.split(/\s+/).length <= 12 && /^\W*[^\s]+(?:\s+[^\s]+){0,3}\s+or\s+/i.test(choice));
  // 'Hire a second salesperson at £2,400 a month or double LinkedIn ads?': a question led by a verb weighs two moves.
  const verbLed = Boolean(asked && /\?\s*$/.test(asked) && nlp(asked.trim().split(/\s+/)[0]!.toLowerCase()).has('(#Infinitive|#Imperative)'));
  if (!asked || (!DECIDE.test(request) && !bare && !verbLed)) return null;
  const or = /,?\s+or\s+/i.exec(asked);
  if (!or) return null;
  // 'We have to cut one channel: Google Ads, LinkedIn Ads or …': the options start after the colon.
  const lead = asked.slice(0, or.index).split(/:\s+/).at(-1)!;
  // 'Which works better for new students, a £20 discount or …': the question's own clause is not the first option.
  const clause = /^[^,]*\b(?:should|shall|would|which|what|better)\b[^,]*,\s+/i.exec(lead);
  const left = clause ? lead.slice(clause[0].length) : lead;
  // Three or more named ('Google Ads, LinkedIn Ads or the App Store listing') is a list to rank, not a choice of two.
  if (/,\s+\S/.test(left.replace(/^[^,]*\b(?:should|do|shall|would) (?:we|i)\b/i, '')) && !/,\s*$/.test(asked.slice(0, or.index + 1))) return null;
  const rightAll = asked.slice(or.index + or[0].length);
  const stop = TAIL.exec(rightAll);
  let right = stop ? rightAll.slice(0, stop.index) : rightAll;
  const purposeMatch = stop && /^\s+(?:to|so)\b/i.test(rightAll.slice(stop.index)) ? /^\s+((?:to|so)\b[^?.!;]*)/i.exec(rightAll.slice(stop.index)) : null;
  // '… with X, or with Y': the word the second option repeats marks where the first one starts.
  const first = /^(\w+)\s+/.exec(right);
  let a: string | null = null;
  if (first && new RegExp(`\\b${first[1]}\\s`, 'i').test(left) && /^(with|on|to|for|by|at|in|into|via|through|offer|push|run|hire|use|lead|promote|launch|try|keep|drop|cut|back)$/i.test(first[1]!)) {
    const at = left.toLowerCase().lastIndexOf(`${first[1]!.toLowerCase()} `);
    a = left.slice(at + first[1]!.length + 1);
    right = right.slice(first[0].length);
  } else {
    const intros = [...left.matchAll(INTRO)] as RegExpExecArray[];
    let last: RegExpExecArray | null = intros.at(-1) ?? null;
    // 'offer free carriage on all first orders or 5% off': 'on' starts what the first option applies to, not the option.
    const before = intros.at(-2);
    if (last && before && /^(?:on|with)\s/i.test(last[0]) && VERB.test(before[0]) && !/^(?:on|with)\s/i.test(right)) last = before;
    a = last ? left.slice(last.index + last[0].length) : left;
  }
  // 'in-house for our Facebook page': what the choice is for belongs to both options.
  const forPart = /\s+(for\s+(?:our|your|the|my|a|an)\s+.+)$/i.exec(clean(right));
  let b = forPart ? clean(right).slice(0, forPart.index) : clean(right);
  // 'launch in Manchester or Birmingham': a preposition the second option does not repeat belongs to both.
  a = clean(a ?? "").replace(/^(?:in|on|at|into|for)\s+/i, (m) => (b.toLowerCase().startsWith(m.toLowerCase()) ? m : ""));
  // '(the current one has a waiting list of 6)': an aside says why, it is not part of the option's name.
  const asideOf = (o: string) => /\(([^)]*)\)/.exec(o)?.[1]?.trim() || null;
  const asides = { a: asideOf(a), b: asideOf(b) };
  a = clean(asOption(a.replace(/\s*\([^)]*\)/g, '')));
  b = clean(asOption(b.replace(/\s*\([^)]*\)/g, '')));
  // 'Is a £1,250 cyber audit the right "foot in the door" offer, or should we make it free?': the thing, and the change
  // to it ('make the cyber audit free'), not the question's own words.
  const judged = /^(?:is|are)\s+(.+?)\s+the\s+(?:right|best|better|smart|wise)\b.*$/i.exec(a);
  if (judged) a = judged[1]!;
  const proposed = /^(?:should|shall|do|would|could)\s+(?:we|i)\s+(?:just\s+|instead\s+)?(.+)$/i.exec(b);
  const thing = a.replace(/^(?:a|an|the|our)\s+/i, '').replace(/[£$€]\s?\d[\d,.]*\s*/g, '').trim();
  // ('make it free', 'give it away': the same thing at no charge, 'a free cyber audit'.)
  if (proposed) b = /^(?:make|offer|do|run)\s+it\s+(?:for\s+)?free$|^give\s+it\s+away(?:\s+(?:for\s+)?free)?$/i.test(proposed[1]!.trim()) ? `a free ${thing}` : proposed[1]!.replace(/\bit\b/i, `the ${thing}`);
  if (!a || !b || a.split(/\s+/).length > 12 || b.split(/\s+/).length > 12) return null;
  // 'Should we drop the Starter plan or keep it?' is a yes or no on one move: the move's call, not two options.
  const action = (o: string) => nlp(`we ${o.toLowerCase()}`).has('^we #Infinitive');
  if (action(a) && (/^\w+\s+(?:it|them|that|this|as is|as it is)$/i.test(b) || /^not\b/i.test(b))) return { a, b, purpose: null, verb: null, labelled: true, channels: false, yesNo: true };
  // 'a £20 discount or keep the first class free': an option led by a verb the other lacks is named as its thing
  // ('the first class free'), so the call reads 'Go with the first class free', not 'Go with keep the first class free'.
  const ledByVerb = (o: string) => /\s\S+\s/.test(o) && action(o) && /^(?:keep|offer|give|make|do|run|use|try|go with|stick with)\s+(?:the|a|an|our|your|their)\b/i.test(o);
  if (ledByVerb(b) && !ledByVerb(a)) b = b.replace(/^(?:go with|stick with|\S+)\s+/i, '');
  else if (ledByVerb(a) && !ledByVerb(b)) a = a.replace(/^(?:go with|stick with|\S+)\s+/i, '');
  // 'What should we cut or shift?' weighs two actions on the same channels, not two options.
  if ([a, b].some((o) => !/\s/.test(o) && !mentionsIn(o).length && nlp(o.toLowerCase()).has('#Infinitive'))) return null;
  // 'Free first check-up or …' opens the sentence: its capital is the sentence's, not a name's.
  if (asked.trimStart().startsWith(a) && nlp(a.split(/\s+/)[0]!.toLowerCase()).has('(#Adjective|#Determiner|#Value|#Gerund)')) a = a.charAt(0).toLowerCase() + a.slice(1);
  const isChannel = (s: string) => {
    const m = mentionsIn(s);
    return m.length === 1 && m[0]!.written.split(/\s+/).length >= s.replace(/^(?:the|our|a|an)\s+/i, '').split(/\s+/).length - 1;
  };
  return { a, b, purpose: purposeMatch?.[1]?.trim() ?? forPart?.[1]?.trim() ?? null, verb: (VERB.exec(left) ?? VERB.exec(asked.slice(or.index)))?.[1]?.toLowerCase() ?? null, channels: isChannel(a) && isChannel(b), ...(asides.a || asides.b ? { asides } : {}) };
}
