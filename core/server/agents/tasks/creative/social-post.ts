import { hooksOf, supportOf, type Angle } from './angles.ts';
import type { PostSpec } from './channel-specs.ts';
import { asSentence, capital, fitCharacters, flow, midSentence, mostlyRepeats, nearCopy, withoutStop, wordCount } from './copy-text.ts';
import type { CopyMaterial } from './copy-material.ts';
import type { CreativeKit } from './creative-output.ts';
import { factPool } from './fact-pool.ts';
import { hashtagsApart, hashtagsAsked, hashtagsFor } from './hashtags.ts';
import { deliverableFor, leastWordsAsked } from './asked-pieces.ts';
import { nounPhraseOf } from '../../brief/phrase-type.ts';

/** A subject that is what customers said or achieved ('Tom's review', 'the café result'): a post quotes it. */
export const CUSTOMER_WORDS = /\b(?:reviews?|testimonials?|quotes?|stor(?:y|ies)|results?|case stud(?:y|ies))\b/i;

export interface WrittenPost {
  text: string;
  /** Characters as the platform counts them (a link on X counts as 23). */
  characters: number;
  angle: Angle;
  /** The hook and the sentences behind it: what the next post of the set must not say again. */
  said: string[];
}

/** What a set of posts has said so far, and what the answer before it (a regenerate's first answer) said. */
export interface PostSet {
  said: string[];
  before: readonly string[];
  /** Posts still to write, this one included: thin facts are shared out so the last post has something to say. */
  left?: number;
  /** The angle's first hook leads even when the answer before opened on it: the post is for that one thing ('one with Tom's review'). */
  pinned?: boolean;
}

/** The length a platform counts: on X every link counts as 23 characters whatever its length. */
export function platformLength(text: string, spec: PostSpec): number {
  if (!spec.linkCharacters) return text.length;
  return text.replace(/https?:\/\/\S+/g, 'x'.repeat(spec.linkCharacters)).length;
}

const repeats = (s: string, list: readonly string[]) => list.some((o) => o === s || nearCopy(o, s) || mostlyRepeats(s, o) || mostlyRepeats(o, s));
/** Said again in nearly the same words: a clause of a sentence said before is another sentence, the sentence reworded is not. */
const echoes = (s: string, list: readonly string[]) => list.some((o) => o === s || nearCopy(o, s));

/**
 * The offer said another way in each post of a set (code and deadline always kept): the same campaign, not
 * the same sentence pasted under every hook.
 */
function offerLine(m: CopyMaterial, at: number): string | null {
  const o = m.offer;
  if (!o) return null;
  const forms = [o.sentence];
  const until = o.ends ? o.ends.replace(/^Ends\s+/i, '') : null;
  if (o.deal && o.code) forms.push(`Use code ${o.code} for ${midSentence(o.deal)}${until ? `, until ${until}` : ''}`);
  if (o.deal && o.code && until) forms.push(`Until ${until}, code ${o.code} gets you ${midSentence(o.deal)}`);
  // The offer said with what it is on and who gives it: a regenerate's posts carry the same code in other sentences.
  if (o.deal && o.code) forms.push(`${capital(o.deal)} on ${m.subject && !m.subjectUnknown ? `${/^(the|our|a|an)\s/i.test(m.subject) ? midSentence(m.subject) : `the ${m.subject}`} from ` : ''}${m.brand} with code ${o.code}${until ? `, until ${until}` : ''}`);
  if (o.deal && !o.code) forms.push(`${capital(o.deal)}${until ? `, until ${until}` : ''}: it's yours when you sign up`);
  if (o.deal && o.code) forms.push(`Code ${o.code} takes ${midSentence(o.deal).replace(/\s+off$/i, '')} off${m.subject && !m.subjectUnknown ? ` ${/^(the|our|a|an)\s/i.test(m.subject) ? midSentence(m.subject) : `the ${m.subject}`}` : ''}${until ? `, until ${until}` : ''}`);
  // An event every post carries is announced in each post's own words, its name and date always kept.
  const event = !o.deal && !o.code ? /^Join us for (.+) on (.+)$/.exec(o.sentence) : null;
  if (event) forms.push(`Save the date: ${event[2]!}, ${event[1]!}`, `${capital(event[1]!)} is on ${event[2]!}, and you're invited`);
  return asSentence(forms[at % forms.length]!);
}

/** What the post asks people to do, worded for each post of a set (and a regenerate); the call to action asked for always leads. */
function callToAction(m: CopyMaterial, spec: PostSpec, at: number, nameSubject = false, used: readonly string[] = []): string {
  // A customer's review or story is what the post quotes, not something to read more about or choose.
  const quoted = Boolean(m.subject && (/['’]s\b/.test(m.subject) || CUSTOMER_WORDS.test(m.subject)));
  const subject = m.subject && !m.subjectUnknown && !quoted ? (/^(the|our|a|an)\s/i.test(m.subject) ? midSentence(m.subject) : `the ${m.subject}`) : null;
  // A post whose hook and sentences never name what the request is about names it in its ask: every post of the set is
  // about it. Only a subject that reads as a noun phrase fits 'See what X includes' ('the Topper Plan', not 'sharpening
  // garden shears before spring').
  if (nameSubject && subject && !m.ctaAsked && nounPhraseOf(m.subject)) {
    const named = [...(m.lead === 'offer' ? [`See what ${subject} includes`, `Choose ${subject}`] : []), `Read more about ${subject}`, `Ask us about ${subject}`, `Find out more about ${subject}`, `Take a look at ${subject}`];
    const where = spec.clickableLinks ? m.link ?? '[link]' : null;
    const forms = rotate(named, at).flatMap((ask) => placed(spec, ask, where)).map(asSentence);
    // Another post of the set, or the answer before, asked in these words already: the next wording.
    return forms.find((f) => !used.some((u) => u.includes(f.replace(/[:(].*$/, '').trim()))) ?? forms[0]!;
  }
  const asks = [withoutStop(m.cta)];
  if (!m.ctaAsked) {
    const deal = m.offer?.deal ? midSentence(m.offer.deal).replace(/^(your|the|a|an)\s+/i, '') : null;
    if (m.offer && deal && !m.offer.code) asks.splice(0, 1, `Claim your ${deal}`, `Start your ${deal}`, `Get your ${deal}`);
    else if (m.offer) asks.push('Claim the offer', `${m.offer.code ? `Use code ${m.offer.code}` : 'Sign up'} today`, ...(m.offer.ends ? ['Get yours before it ends'] : []));
    // 'See what … includes' and 'Choose …' fit a plan or a service one buys; any other subject is read or asked about.
    else if (subject && m.lead === 'offer') asks.push(`See what ${subject} includes`, `Choose ${subject}`, `Sign up for ${subject}`, `Read more about ${subject}`, `Ask us about ${subject}`);
    else if (subject) asks.push(`Read more about ${subject}`, `Ask us about ${subject}`, `See what ${m.brand} offers`);
    else asks.push(`Find out more about ${m.brand}`, `See what ${m.brand} offers`, `Get in touch with ${m.brand}`);
  }
  // Short asks that name nothing, between the ones above: a regenerate's posts (at = count on) ask in words the
  // first answer's did not use, rather than the same few asks in another order.
  if (!m.ctaAsked) for (const [k, plain] of ['See the details', 'Take a look', 'Find out more', 'Have a read'].entries()) asks.splice(Math.min(asks.length, 1 + 2 * k), 0, plain);
  const ask = asks[at % asks.length]!;
  const where = spec.clickableLinks ? m.link ?? '[link]' : null;
  const forms = placed(spec, ask, where);
  return asSentence(forms[at % forms.length]!);
}

/** An ask with where to go: the link, "link in bio" where links do not work, or nothing where a button carries it. */
function placed(spec: PostSpec, ask: string, where: string | null): string[] {
  if (where) return [`${ask}: ${where}`, `${ask} at ${where}`];
  // (A Google Business Profile post has its own button under the text.)
  if (spec.platform === 'google-business') return [`${ask}.`];
  return [`${ask}: link in bio.`, `${ask} (link in bio).`];
}

/** Hashtags asked for ('no more than 2 hashtags', 'with 3 hashtags'), else the platform's habit. */
function hashtagCount(kit: CreativeKit, spec: PostSpec): number {
  // ('No hashtags in the captions, give me 5 separately': the five are a list of their own, none in the posts.)
  if (hashtagsApart(kit.input.brief.request) !== null) return 0;
  const asked = deliverableFor(kit.input.brief, ['hashtag'])?.count ?? hashtagsAsked(kit.input.brief.request);
  return asked ?? spec.hashtagsUsed;
}

/**
 * One post for a platform in one angle: a hook that fits before the fold, sentences from the facts no other
 * post of the set has said, the request's offer, a call to action where the platform lets people click
 * (else "link in bio"), and the platform's hashtag habit. Within the platform's character limit.
 */
export function socialPost(kit: CreativeKit, spec: PostSpec, angle: Angle, form: number, at: number, set: PostSet): WrittenPost {
  // `at` turns the call to action and the hashtags: each post of a set, and each regenerate, words them its own way.
  const { m, voiced } = kit;
  const fit = (h: string) => asSentence(voiced(h));
  // A hook another post (or the answer before) opened with gives way to the angle's next wording; one that fits the fold whole comes first.
  // 'How Acme cut …' is a headline; a caption opens on the result itself.
  // (A hook the voice took out whole, leaving '.', is no hook.)
  const hooks = rotate(hooksOf(m, angle), form).map(fit).filter((h) => /\p{L}{2,}/u.test(h)).sort((a, b) => Number(/^How\b.*\.$/.test(a)) - Number(/^How\b.*\.$/.test(b)));
  const fold = hooks.filter((h) => h.length <= spec.visibleCharacters);
  const fresh = (list: string[]) => list.filter((h) => !repeats(h, set.said));
  const offer = offerLine(m, at);
  const picked = (set.pinned ? hooks[0] : undefined) ?? [...fresh(fold).filter((h) => !echoes(h, set.before)), ...fresh(fold), ...fresh(hooks), ...hooks][0] ?? fit(`${m.brand}`);
  // Every hook of the angle said already: an offer post opens on the offer in this post's own wording.
  const hook = repeats(picked, set.said) && angle === 'offer' && offer ? fit(offer) : picked;
  const offerSaid = offer ? voiced(offer) : null;
  const dealOnly = Boolean(m.offer?.deal && !m.offer.code && !m.offer.ends);
  const carried = (text: string) => Boolean(offerSaid && (mostlyRepeats(offerSaid, text) || (m.offer?.deal && text.toLowerCase().includes(m.offer.deal.toLowerCase()))));
  let showOffer: string | null = offerSaid && !(carried(hook) && (!m.offer?.code || hook.includes(m.offer.code))) ? offerSaid : null;
  // Each fact once in a set: a fact another post said (in any of its forms) is used up.
  const pool = factPool(m);
  // The angle's own sentences first; a fact of the pool keeps all its forms, so a regenerate can say it another way.
  const angled = supportOf(m, angle, form).map((s) => pool.find((f) => f.forms.includes(s)) ?? { forms: [s] });
  const facts = [...new Set([...angled, ...pool])]
    .map((f) => ({ forms: f.forms.map(voiced).filter(Boolean) }))
    .filter((f) => f.forms.length && !f.forms.some((s) => repeats(s, set.said)) && !(offerSaid && nearCopy(f.forms[0]!, offerSaid)));
  const sayable = (s: string) => !repeats(s, [hook]) && !mostlyRepeats(hook, s);
  // What the request names leads the first post that has room for it; then what the answer before did not say,
  // in a form it did not use; a sentence it said comes back only when a post has nothing else to stand on.
  const isSubject = (f: { forms: string[] }) => m.subjectLines.some((l) => f.forms[0]!.startsWith(capital(l).slice(0, 30)));
  // (An event's line and what it holds both lead: the line is often the hook, and its details are the post.)
  const subjectFirst = [...facts.filter(isSubject).slice(0, m.eventLine ? 2 : 1), ...facts.filter((f) => !isSubject(f))];
  // 'Mention our CISRS-carded crews': the fact that says it comes first, in every post of the set.
  const asked = mentionedWords(kit.input.brief.request);
  const mentions = (f: { forms: string[] }) => asked.length > 0 && f.forms.some((s) => asked.every((w) => s.toLowerCase().includes(w)));
  const mentioned = subjectFirst.find(mentions);
  const ordered = mentioned ? [mentioned, ...subjectFirst.filter((f) => f !== mentioned)] : subjectFirst;
  const support: string[] = [];
  // Each sentence's other forms, shortest last: a post over its limit says a fact more briefly before it drops it.
  const shorter: string[][] = [];
  const used: string[][] = [];
  let old: string | null = null;
  const share = Math.min(spec.sentences, Math.max(1, Math.floor(ordered.length / Math.max(1, set.left ?? 1))));
  for (const f of ordered) {
    if (support.length >= share) break;
    // What the request names is carried even when the answer before said it: in another form if it has one.
    const fresh = f.forms.find((s) => sayable(s) && !echoes(s, set.before) && !repeats(s, support)) ?? (isSubject(f) ? f.forms.find((s) => sayable(s) && !repeats(s, support)) : undefined);
    if (fresh) {
      support.push(fresh);
      shorter.push(f.forms.filter((s) => s.length < fresh.length && sayable(s)).sort((a, b) => b.length - a.length));
      used.push(f.forms);
    } else old ??= f.forms.find(sayable) ?? null;
  }
  if (!support.length && old) {
    support.push(old);
    shorter.push([]);
    used.push([old]);
  }
  // A question with no answer is worse than a fact said twice: when the set has used every fact, the post
  // answers its hook with a form of one not yet said word for word, else the angle's first sentence.
  if (!support.length) {
    const all = [...angled, ...pool].map((f) => f.forms.map(voiced));
    const spare = all.flatMap((forms) => forms.slice(1)).find((s) => sayable(s) && !set.said.includes(s)) ?? all.map((forms) => forms[0]!).find((s) => sayable(s) && s !== offerSaid);
    if (spare) {
      support.push(spare);
      shorter.push([]);
      used.push([spare]);
    }
  }
  // '150 to 200 words', 'at least 120 words': a post that length says more of the facts, one at a time, until it is.
  const minWords = leastWordsAsked(kit.input.brief.request);
  // What the post is about says more first ('the Clydeside Workspace result': that customer's figures and words).
  const about = (m.subject ?? '').toLowerCase().match(/[a-z]{4,}/g)?.filter((w) => !/^(?:about|result|results|story|offer|post|with|from|that|this|their|your)$/.test(w)) ?? [];
  const aboutFirst = [...ordered].sort((a, b) => Number(about.some((w) => b.forms[0]!.toLowerCase().includes(w))) - Number(about.some((w) => a.forms[0]!.toLowerCase().includes(w))));
  for (const f of aboutFirst) {
    if (!minWords || wordCount([hook, ...support].join(' ')) >= minWords * 0.9) break;
    if (used.includes(f.forms)) continue;
    const more = f.forms.find((s) => sayable(s) && !repeats(s, support) && !repeats(s, set.said));
    if (more) {
      support.push(more);
      shorter.push(f.forms.filter((s) => s.length < more.length && sayable(s)).sort((a, b) => b.length - a.length));
      used.push(f.forms);
    }
  }
  // An offer with no code or date is named by the call to action ('Claim your free first month'): said once, not twice.
  if (dealOnly) showOffer = null;
  const subjectWords = m.subject && !m.subjectUnknown ? m.subject.replace(/^(?:the|our|a|an)\s+/i, '').toLowerCase() : null;
  const namesSubject = !subjectWords || [hook, ...support, showOffer ?? ''].join(' ').toLowerCase().includes(subjectWords);
  let cta = voiced(callToAction(m, spec, at, !namesSubject, [...set.said, ...set.before]));
  // When room is short, the ask shrinks before a fact goes: 'Link in bio.' still says where to go.
  const shortCta = m.ctaAsked ? cta : spec.clickableLinks ? (m.link ? asSentence(`More at ${m.link}`) : cta) : spec.platform === 'google-business' ? cta : 'Link in bio.';
  const tags = hashtagsFor(m, hashtagCount(kit, spec), at).join(' ');
  const compose = (body: string[], withTags: boolean) => {
    const blocks = spec.platform === 'x' ? [[hook, ...body, showOffer, cta].filter(Boolean).join(' ')] : [hook, body.join(spec.platform === 'linkedin' ? '\n\n' : ' '), showOffer, cta];
    return [...blocks, withTags ? tags : ''].filter((b) => b && b.trim()).join('\n\n');
  };
  // A limit the request sets ('under 200 characters', 'max 40 words') tightens the platform's own.
  const { characters, words } = kit.input.brief.limits;
  const maxCharacters = Math.min(spec.maxCharacters, characters ?? Number.POSITIVE_INFINITY);
  // Hashtags the request asks for are kept; 'under 150 characters plus 2 hashtags' counts the characters without them.
  const request = kit.input.brief.request;
  const tagsAsked = Boolean(deliverableFor(kit.input.brief, ['hashtag']) || hashtagsAsked(request) !== null);
  const tagsExtra = /\bplus\s+(?:exactly\s+|up to\s+)?(?:\d+|one|two|three|four|five)?\s*hashtags?\b|\b(?:not counting|excluding|without counting)\s+(?:the\s+)?hashtags\b/i.test(request);
  const counted = (t: string) => (tagsExtra ? t.replace(/\n*#\w+(?:\s+#\w+)*\s*$/, '').trim() : t);
  const over = (t: string) => platformLength(counted(t), spec) > maxCharacters || (words !== null && wordCount(t.replace(/#\w+/g, '')) > words);
  let kept = [...support];
  let body = flow(kept, m.brand);
  let text = compose(body, true);
  // A question hook needs its answer more than the post needs hashtags nobody asked for.
  let tagged = true;
  if (over(text) && !tagsAsked && /\?$/.test(hook.trim()) && kept.length && !over(compose(body, false))) {
    tagged = false;
    text = compose(body, false);
  }
  // Over the limit: say the last supporting fact more briefly, else drop it; then the hashtags; and only then cut.
  const asks = /\?$/.test(hook.trim());
  while (over(text) && kept.length > (asks ? 1 : 0)) {
    if (cta !== shortCta && !over(compose(body, tagged).replace(cta, shortCta))) {
      cta = shortCta;
      text = compose(body, tagged);
      break;
    }
    // The longest sentence gives way first: said more briefly if it can be, else left out.
    const longest = kept.reduce((k, s, i) => (s.length > kept[k]!.length ? i : k), 0);
    const brief = shorter[longest]?.shift();
    kept = brief ? kept.map((s, i) => (i === longest ? brief : s)) : kept.filter((_, i) => i !== longest);
    if (!brief) {
      shorter.splice(longest, 1);
      used.splice(longest, 1);
    }
    text = compose((body = flow(kept, m.brand)), tagged);
  }
  if (over(text) && cta !== shortCta) {
    cta = shortCta;
    text = compose(body, tagged);
  }
  if (over(text) && !tagsAsked) text = compose(body, false);
  if (platformLength(counted(text), spec) > maxCharacters) {
    // Cut the words, never the hashtags asked for: they go back on after the cut.
    const tail = tagsAsked && tags ? `\n\n${tags}` : '';
    const room = maxCharacters - (tagsExtra ? 0 : tail.length);
    text = `${fitCharacters(tail ? text.replace(/\n*#\w+(?:\s+#\w+)*\s*$/, '') : text, room)}${tail}`;
  }
  // The offer's wording is said too: a later post's hook must not open on the same sentence.
  // Only the facts the post kept are used up: one dropped for room is still there for the next post.
  set.said.push(hook, ...used.slice(0, kept.length).flat(), ...body, ...(showOffer && text.includes(showOffer) ? [showOffer] : []), cta);
  return { text, characters: platformLength(counted(text), spec), angle, said: [hook, ...body, ...(namesSubject ? [] : [cta])] };
}

function rotate<T>(list: T[], by: number): T[] {
  if (!list.length) return list;
  const k = by % list.length;
  return [...list.slice(k), ...list.slice(0, k)];
}

/** What the request asks a post to mention ('mention our CISRS-carded crews'): its words of four letters or more. */
function mentionedWords(request: string): string[] {
  const said = /\b(?:mention|include|highlight|feature|talk about|shout about)\s+(?:our\s+|the\s+|that\s+|how\s+)?([^.,;!?\n]{3,60})/i.exec(request)?.[1] ?? '';
  return said.toLowerCase().match(/[a-z][a-z-]{3,}/g)?.filter((w) => !/^(?:this|that|with|from|your|their|them|they|also|please|post|posts|each|every|price|prices)$/.test(w)) ?? [];
}
