import { endsClause, has, textOf, type Word } from './english-words.ts';
import { phraseAt, type PhraseSpan } from './noun-phrases.ts';
import { isPeopleNoun, isPeopleWord, ORGANISATIONS } from './people-nouns.ts';
import { isDeliverableNoun, pieceOf } from './deliverable-nouns.ts';
import { platformAt } from './channel-formats.ts';

const TITLED = /\b(?:article|post|blog|guide|outline|video|script|newsletter|ebook|e-book|page)s?,?\s+(?:(?:titled|called|named|headed)\s+)?(?:["“]([^"”\n]{6,120})["”]|(?<![A-Za-z])['‘]((?:[^'’\n]|['’](?=[a-z])){6,120})['’](?![A-Za-z]))/i;
const KEYWORD_LABEL = /\b(?:(?:target|focus|main|primary)\s+)?(?:keyword|key phrase|keyphrase|search term|target)s?\s*:\s*["'‘“]?([^."'’”\n,;]{3,60})/i;
const ON_THE_TOPIC = /\b(?:on|about)\s+the\s+(?:topic|subject|question|theme)\s*:?\s*(?:["“]([^"”\n]{6,120})["”]|(?<![A-Za-z])['‘]((?:[^'’\n]|['’](?=[a-z])){6,120})['’](?![A-Za-z]))/i;
const TARGETING = /\btargeting\s+(?:the\s+(?:keyword|search|phrase|query)\s+)?["'‘“]([^"'’”\n]{3,80})["'’”]/i;

// Words after which a request names what the work is about, strongest first.
const ABOUT = new Set(['about', 'announcing', 'announce', 'launching', 'launch', 'relaunching', 'relaunch', 'reopening', 'adding', 'opening', 'starting', 'offering', 'cutting', 'dropping', 'raising', 'changing', 'testing', 'trialling', 'trialing', 'piloting', 'expanding', 'introducing', 'introduce', 'promoting', 'promote', 'pushing', 'push', 'plugging', 'plug', 'advertising', 'advertise', 'selling', 'sell', 'showcasing', 'showcase', 'featuring', 'feature', 'highlighting', 'highlight', 'regarding', 'covering', 'around', 'explaining', 'explain', 'celebrating', 'celebrate', 'unveiling', 'unveil', 'of']);
const FOR = new Set(['for', 'on']);
const ON_IDIOM = /^(camera|air|site|stage|screen|time|board|hand|record|call|holiday|track|duty|foot|location|set)$/;
// What a phrase after 'for' may be that is not a subject: the company itself, a source, the facts to use.
const NOT_A_SUBJECT = new Set(['fact', 'detail', 'info', 'information', 'context', 'reference', 'inspiration', 'pager', 'one-pager', 'document', 'doc', 'file', 'sheet', 'attachment', 'us', 'it', 'this', 'that', 'them', 'me', 'you', 'everyone', 'anyone', 'time', 'now', 'example', 'instance', 'reason', 'help', 'review', 'feedback', 'approval', 'purpose', 'goal', 'tone', 'voice', 'length', 'word', 'character', 'sentence', 'bullet', 'point', 'budget', 'spend', 'money', 'saving', 'result', 'number', 'figure', 'first', 'second', 'third', 'minute', 'launch', 'code', 'seo', 'search', 'social', 'marketing', 'conversion', 'engagement', 'click', 'traffic', 'awareness', 'signup', 'sign-up', 'ranking', 'reach', 'growth', 'retention', 'intent', 'clarity', 'readability', 'tone', 'accuracy', 'style', 'grammar', 'length', 'impact']);
// Words that name no subject alone ('our product', 'the website') but do with more ('our overnight freight service').
const GENERIC = new Set(['product', 'products', 'service', 'services', 'thing', 'stuff', 'table', 'answer', 'recommendation', 'priority', 'website', 'site', 'homepage', 'company', 'business', 'brand', 'team', 'offer', 'offering', 'range']);

// What an email or a post does for its subject ('the back care programme launch email'), never the subject itself.
const FRAMING = /^(launch|launches|announcement|promo|promotion|reminder|teaser|follow-up|followup|campaign|countdown|relaunch)$/;

// Pieces that say where a subject goes, not what it is ('page', 'email', 'leaflet'); a plan or a guide can be a product.
const WHERE_IT_GOES = new Set(['landing page', 'page', 'email', 'post', 'ad', 'banner', 'article', 'caption', 'card', 'script', 'faq', 'video', 'letter', 'invitation', 'headline', 'tagline', 'subject line', 'message', 'reel']);

/**
 * The product, service or subject the request names ('our sourdough subscription', 'route optimisation
 * software'), from the phrase after 'about', 'announcing', 'promoting' or, when it is not people, 'for' and 'on'.
 * Null when it names none: the generators then write from the space's facts.
 */
const RUNNING = /\b(?:we(?:'re|’re| are)|i(?:'m|’m| am))\s+(?:running|launching|holding|starting|kicking off|doing|planning|putting on|hosting|opening|introducing|rolling out|bringing back)\s+((?:a|an|our|the|this|its)\s+[^.,;:!?\n()]{3,60}?)(?=\s+(?:this|next|from|in|on|for|until|starting|to|and|with|over|across|at|during)\b|\s*[.,;:!?\n(]|$)/i;

/** Heads that name a thing sold, whatever word describes it ('engagement shoots', 'social media workshop'). */
const THING_SOLD = /^(?:shoots?|sessions?|class(?:es)?|packages?|plans?|events?|tours?|workshops?|courses?|services?|box(?:es)?|menus?|visits?|kits?|days?|audits?|packs?|bundles?|memberships?)$/;

/** A label that names a time or a kind of push, not a thing sold: 'Spring', 'Black Friday', 'Flash', 'Email'. */
const SEASON_LABEL = /^(?:(?:the|our|a|an|big|quick|new|flash|email|weekend|summer|spring|autumn|fall|winter|christmas|easter|halloween|black friday|cyber monday|new year|january|february|march|april|may|june|july|august|september|october|november|december|bank holiday|end of season|end-of-season|clearance|birthday|anniversary|mid-season|seasonal)\s*)+$/i;

const OCCASION_PIECE = /\b(?:our\s+|this year['’]s\s+|(?=the\s))((?:the\s+)?(?:\p{Lu}[\p{L}'’&-]*\s+){1,4})(?:e-?mail|newsletter|mailer|post|posts|campaign|promo|promotion|ad|ads|flyer|leaflet|poster)\b/u;
const PLATFORM_NAME = /^(?:Instagram|Facebook|LinkedIn|TikTok|Google|Twitter|X|Pinterest|YouTube|Meta|Nextdoor|Mailchimp|Klaviyo|Shopify|WhatsApp|SMS|Threads|Bluesky|Snapchat)\b/;

export function readTopic(source: string, sentences: readonly Word[][], excluded: (text: string) => boolean): string | null {
  // 'targeting the keyword "physio Bishopston" on the topic "Physio or sports massage: which do you need?"': the topic
  // the request names is the subject; the keyword is what the page must rank for, carried separately.
  const named = ON_THE_TOPIC.exec(source);
  if (named) return (named[1] ?? named[2])!.trim();
  // 'Care plan promo: 15% off …': the thing a request's opening label names is what the piece sells, unless the
  // label names a time ('Spring promo:', 'Black Friday sale:').
  const labelled = /^\s*((?:the\s+|our\s+)?[a-z][\w'&-]*(?:\s+[a-z][\w'&-]*){0,3}?)\s+(?:promo|promotion|offer|sale|launch|campaign|push|deal|discount)\s*[:—–]/i.exec(source);
  if (labelled && !SEASON_LABEL.test(labelled[1]!) && !excluded(labelled[1]!)) return labelled[1]!.trim().replace(/^(?!the\b|our\b)/i, 'the ').replace(/^the\s+([A-Z])(?=[a-z]+\s+[a-z])/, (_m, c: string) => `the ${c.toLowerCase()}`);
  // "Write our Mother's Day email", 'the Care Plan newsletter': the named occasion or thing before the piece is its subject
  // (not a platform, 'our Instagram post', nor a time, 'our September newsletter').
  const occasion = OCCASION_PIECE.exec(source)?.[1]?.trim();
  if (occasion && !PLATFORM_NAME.test(occasion.replace(/^the\s+/i, '')) && !SEASON_LABEL.test(occasion) && !excluded(occasion)) return occasion;
  // 'the June newsletter, lead story is steam day on Sunday 2 June': the lead story is what it is about.
  const lead = /\b(?:lead|main|top|cover)\s+(?:story|item|feature|piece|news)\s+(?:is|will be|should be|:)\s+([^.;\n]{3,80}?)\s*(?:[.;\n]|,\s*(?:and|under|max|each|with)\b|$)/i.exec(source);
  if (lead && !excluded(lead[1]!)) return lead[1]!.trim();
  // 'Keyword: help desk pricing', "targeting 'how much to feed a puppy'": the search phrase the page must win.
  const keyword = KEYWORD_LABEL.exec(source)?.[1] ?? TARGETING.exec(source)?.[1];
  // 'Target: first-time buyers' names people, who are the audience.
  const lastWord = keyword?.trim().split(/[\s-]+/).pop()?.toLowerCase() ?? '';
  const people = isPeopleWord(lastWord.replace(/s$/, '')) || /(?:[^aeiou]er|or|ist|ian)s$/.test(lastWord);
  if (keyword?.trim() && !people) return keyword.trim();
  // 'to get the Potting Shed Café found by people round Ashcombe': the named thing people should find is the subject.
  const found = /\b(?:get|help|make)\s+((?:the|our)\s+\p{Lu}[\p{L}\p{N}'&-]*(?:\s+(?:\p{Lu}[\p{L}\p{N}'&-]*|&|of|and))*)\s+(?:found|seen|noticed|known|discovered|ranking|ranked|visible|on the map)\b/u.exec(source);
  if (found && !excluded(found[1]!)) return found[1]!.trim();
  // "a 500-word article, 'Freezer to bowl: how to serve fresh dog food'": the piece's own title is its subject.
  const titled = TITLED.exec(source);
  const title = titled?.[1] ?? titled?.[2];
  if (title?.trim()) return title.trim();
  // 'an article on whether sea kayaking is safe for beginners': the question is the subject, whole.
  const whether = /\b(?:on|about|covering|answering|explaining)\s+(whether|if)\s+([^.?!\n]{5,80}?)\s*(?:[.?!\n]|$)/i.exec(source);
  if (whether) return `whether ${whether[2]!.trim()}`;
  // "We're running a spring tuning push. Write 3 emails.": what the business is running is what the pieces are about.
  const running = RUNNING.exec(source);
  // ('a spring tuning push' is, to its readers, spring tuning: the push is the business's word for its effort.)
  const ran = running?.[1]?.trim().replace(/^(?:a|an)\s+(.+?)\s+(?:push|drive|blitz|campaign|promo|promotion)$/i, '$1');
  if (ran && !excluded(ran) && !/\b(?:campaign|emails?|posts?|newsletters?|ads?|series|sequence|blog|article|survey)$/i.test(ran)) return ran;
  let weak: string | null = null;
  const quotes = quotedRanges(source);
  for (const sentence of sentences) {
    // 'One of them should be about the volunteer steam crew': one piece's subject, not the whole request's.
    if (/^(?:one|two|the first|the second|the third|the last|another)\s+(?:of them|of those|of these|should|could|can|will|must|needs? to)\b/i.test(sentence.map((x) => x.text).join(' '))) continue;
    for (let i = 0; i < sentence.length - 1; i++) {
      const w = sentence[i]!;
      if (quotes.some(([a, b]) => w.start > a && w.start < b)) continue;
      // 'invite donors to the spring gala' is about the gala.
      const invitedTo = w.lower === 'to' && sentence.slice(Math.max(0, i - 4), i).some((x) => x.lemma === 'invite' || x.lemma === 'inviting');
      const strong = invitedTo || (ABOUT.has(w.lower) && (w.lower !== 'of' || /^(launch|release|opening|arrival|return)$/.test(sentence[i - 1]?.lemma ?? '')));
      // 'nothing about health', "don't mention the price": what the copy must leave out is not its subject.
      if (sentence.slice(Math.max(0, i - 2), i).some((x) => /^(nothing|no|not|without|never|avoid|don't|dont|n't)$/.test(x.lower))) continue;
      // 'links from our blog to the Care Plan page': the page linked to is what the links are about.
      const toPage = w.lower === 'to' && sentence.slice(i + 1, i + 6).some((x) => x.lemma === 'page') && !sentence.slice(i + 1, i + 6).some((x) => endsClause(x) && sentence.indexOf(x) < sentence.findIndex((y) => y.lemma === 'page'));
      if (!strong && !FOR.has(w.lower) && !toPage) continue;
      // 'about 150 words', 'around 30 seconds': how long the piece is, not what it is about.
      if (/^(?:about|around|of)$/.test(w.lower) && /^\d[\d,]*$/.test(sentence[i + 1]?.text ?? '') && /^(?:words?|characters?|chars?|seconds?|secs?|minutes?|mins?|sentences?|lines?|pages?)$/i.test(sentence[i + 2]?.lower ?? '')) continue;
      // 'happy to be on camera', 'on air', 'on site': a set phrase, not what the piece is about.
      if (w.lower === 'on' && ON_IDIOM.test(sentence[i + 1]?.lower ?? '')) continue;
      // 'launch' as a noun ('a launch email') names no subject.
      if (strong && has(w, 'Noun') && !has(w, 'Verb') && w.lower !== 'about' && !/ing$/.test(w.lower)) continue;
      const quoted = /^\s*['‘"“]([^'’"”]{3,80})['’"”]/.exec(source.slice(w.end));
      if (quoted && (strong || FOR.has(w.lower))) {
        if (strong) return quoted[1]!;
        weak ??= quoted[1]!;
        continue;
      }
      // 'about booking a summer term kayak day': what is booked is the subject, not the booking.
      const transacted = strong && w.lower === 'about' && /^(?:booking|buying|ordering|joining|choosing|reserving|getting)$/.test(sentence[i + 1]?.lower ?? '') ? phraseAt(sentence, i + 2, { alike: (h) => !isPeopleNoun(h), lists: false }) : null;
      if (transacted) {
        const object = subjectOf(source, transacted, excluded);
        if (object && !excluded(object)) return object;
      }
      // 'about getting paid faster', 'about brewing fresher coffee at home': an activity is the subject, as written.
      const activity = strong && w.lower === 'about' ? activityAt(source, sentence, i + 1) : null;
      if (activity && !excluded(activity)) return activity;
      const span = phraseAt(sentence, i + 1, { alike: (h) => !isPeopleNoun(h), lists: false });
      if (!span) {
        // 'about our full groom': a possessive or article, then words to the clause's end, is a name even when
        // the tagger reads its last word as a verb ('groom', 'clean', 'cut').
        const named = sentence === sentences[0] ? ownedNameAt(sentence, i + 1) : null;
        if (named && !excluded(named) && strong) return named;
        // 'for the summer intensive, 20-31 July': a thing named by a noun and an adjective after it, for the piece.
        if (named && !excluded(named) && FOR.has(w.lower) && has(sentence[i + 3], 'Adjective') && has(sentence[i + 2], 'Noun')) weak ??= named;
        continue;
      }
      const text = subjectOf(source, span, excluded);
      // 'a radio ad for Vale FM for the Pumpkin Trail': the station or paper it runs in is where, not what it is about.
      if (text && (OUTLET.test(text) || AIRTIME.test(text))) continue;
      // ('waives the fee on any monthly plan', 'on every order': what an offer applies to is no one thing to write about.)
      if (text && /^(?:any|every|each|all)\s/i.test(text)) continue;
      if (!text) {
        // (Only in the sentence that asks for the work: a later one lists what goes in it.)
        const named = sentence === sentences[0] ? ownedNameAt(sentence, i + 1) : null;
        if (named && !excluded(named) && strong) return named;
        // 'for the summer intensive': 'summer' read as a time, 'intensive' as a word describing it; together they name the thing.
        if (named && !excluded(named) && FOR.has(w.lower) && has(sentence[i + 3], 'Adjective') && has(sentence[i + 2], 'Noun')) weak ??= named;
        continue;
      }
      if (strong) return text;
      weak ??= text;
    }
  }
  return weak ?? namedOffer(source);
}

// A radio station, newspaper or magazine named as the piece's outlet ('Vale FM', 'the Ashcombe Gazette').
const OUTLET = /^(?:the\s+)?(?:[A-Z][\w&'-]*\s+){0,3}(?:FM|AM|Radio|Gazette|Herald|Echo|Chronicle|Courier|Advertiser|Observer|Journal|Mercury|Argus|Telegraph|Times|Post|Mail|News|Magazine|Press|Standard|Recorder|Sentinel)$/;

// "Radio Shropshire's local business slot", 'the breakfast show on Vale FM': airtime on a station is where it runs.
const AIRTIME = /^(?:the\s+)?(?:BBC\s+)?Radio\s+\p{Lu}[\p{L}'’-]*\b|\b(?:radio|FM|BBC)\b.*\b(?:slot|show|programme|program|segment|break|bulletin)s?$/iu;

// 'Include the Taster Box offer', 'Mention our Family Pass deal': a named offer is what the piece sells.
const NAMED_OFFER = /\b(?:[Ii]nclude|[Mm]ention|[Ff]eature|[Pp]ush|[Pp]romote|[Uu]se|[Ll]ead with)\s+((?:[Tt]he|[Oo]ur)\s+(?:[A-Z][\w&'-]*\s+){1,4}(?:offer|deal|discount|plan|box|bundle|pass|membership|subscription))\b/;

/** A named offer a note on how to write asks to include, when the request names no other subject. */
function namedOffer(source: string): string | null {
  return NAMED_OFFER.exec(source)?.[1] ?? null;
}

// Words that end an activity: what follows is whom it is for or how to write it.
const ACTIVITY_ENDS = /^(for|to|with|under|in|using|and|but|so|because|that|which|who|please)$/;

/** The activity a sentence names from a word ending in -ing, up to the clause's end (at most eight words). */
function activityAt(source: string, sentence: readonly Word[], from: number): string | null {
  const first = sentence[from];
  if (!first || !/ing$/.test(first.lower) || !has(first, 'Verb', 'Gerund') || has(first, 'Noun')) return null;
  const words: Word[] = [first];
  for (let k = from + 1; k < sentence.length && words.length < 8; k++) {
    const w = sentence[k]!;
    if (ACTIVITY_ENDS.test(w.lower) && words.length > 1 && !(w.lower === 'at' || w.lower === 'in')) break;
    if (has(w, 'Url', 'Value') && !w.lower.match(/^[a-z]/)) break;
    words.push(w);
    if (endsClause(w)) break;
  }
  const text = textOf(source, words).replace(/[\s,;:.!?]+$/, '');
  return words.length >= 2 ? text : null;
}

function subjectOf(source: string, span: PhraseSpan, excluded: (text: string) => boolean): string | null {
  // 'the Topper Plan next week': when is not what.
  let end = span.words.length;
  let cut = end;
  while (cut > 1 && has(span.words[cut - 1], 'Date') && !has(span.words[cut - 1], 'Season')) cut--;
  const when = span.words[cut];
  if (cut < end && when && (/^(next|last|this|every|each)$/.test(span.words[cut - 1]!.lower) || has(when, 'WeekDay', 'Month'))) end = /^(next|last|this|every|each)$/.test(span.words[cut - 1]!.lower) ? cut - 1 : cut;
  // 'the Topper Plan next week', 'the spring menu this Friday': the parser tags the whole 'next week' as a date.
  else if (cut < end && when && /^(next|last|this|coming|every|each)$/.test(when.lower) && cut > 0) end = cut;
  const words = span.words.slice(0, Math.max(1, end));
  const head = words.includes(span.head) ? span.head : ([...words].reverse().find((w) => has(w, 'Noun')) ?? words[words.length - 1]!);
  // ('Vault 9': a number after a capitalised name is the end of the name.)
  const at = words.indexOf(head);
  const numbered = has(head, 'Value') && /^\d{1,3}$/.test(head.lower) && at > 0 && /^[A-Z]/.test(words[at - 1]!.text);
  // ('for the newsletter list', 'for our mailing list': a list is whom it goes to.)
  if (isPeopleNoun(head) || has(head, 'Pronoun', 'Url', 'Money', 'Percent') || (has(head, 'Value') && !numbered) || NOT_A_SUBJECT.has(head.lemma) || (head.lemma === 'list' && words.length > 1)) return null;
  // 'for a 10-agent Shopify brand', 'for a busy dental practice': whom it is for.
  if (/^(a|an)$/.test(words[0]!.lower) && ORGANISATIONS.has(head.lemma)) return null;
  const content = words.filter((w) => !/^(a|an|the|our|my|your|this|that|these|those|next|every|each)$/.test(w.lower));
  // 'for SEO and list the top fixes': a purpose, however the tagger strings it on.
  // ('our engagement shoots', 'the search workshop': a purpose word naming a thing sold is part of its name.)
  if (content[0] && NOT_A_SUBJECT.has(content[0].lemma) && !has(content[0], 'ProperNoun') && content.length <= 3 && !(content.length > 1 && THING_SOLD.test(head.lower))) return null;
  // 'on Friday', 'for this month': a time, not a subject.
  if (content.every((w) => has(w, 'Date', 'Value')) && !numbered) return null;
  if (content.length === 1 && GENERIC.has(head.lemma)) return null;
  // 'our Pro plan', 'the Brew Club landing page': a named product, with what it is.
  const named = words.slice(0, words.indexOf(head)).some((w, i, all) => has(w, 'ProperNoun') && !platformAt(all, i) && !platformAt(all, i - 1));
  // 'the Topper Plan page', 'the Care Plan email': the named thing is the subject; the page or email is where it goes.
  const before = words.slice(0, words.indexOf(head));
  if (named && isDeliverableNoun(head.lemma) && WHERE_IT_GOES.has(pieceOf(head.lemma)) && before.length) {
    const subject = subjectOf(source, { words: before, head: before[before.length - 1]! }, excluded);
    const text = subject ?? textOf(source, before).replace(/^(?:a|an)\s+/i, '');
    return text && !excluded(text) ? text : null;
  }
  // 'about our new weekly marketing report': a report, a guide or a plan can be the thing announced.
  if (isDeliverableNoun(head.lemma) && !named && WHERE_IT_GOES.has(pieceOf(head.lemma))) {
    // 'the spring sale email' is about 'the spring sale'; 'our newsletter' is about nothing yet.
    const modifiers = words.slice(0, words.indexOf(head));
    const channel = new Set<number>();
    modifiers.forEach((_, i) => {
      const hit = platformAt(modifiers, i);
      for (let k = 0; hit && k < hit.length; k++) channel.add(i + k);
    });
    const subject = modifiers.filter((w, i) => !channel.has(i) && !isDeliverableNoun(w.lemma) && !/^(a|an|the|our|my|your|this|that)$/.test(w.lower) && w.value === null && !(modifiers[i - 1]?.value !== null && modifiers[i - 1]?.after === '-'));
    // 'the evening course launch email': the launch is what the email does; the course is what it is about.
    while (subject.length > 1 && FRAMING.test(subject[subject.length - 1]!.lower)) subject.pop();
    // 'the summer intensive launch email': an adjective after a noun names a thing ('intensive', 'special'); 'the new email' names none.
    const last = subject[subject.length - 1];
    const nounLike = subject.length >= 2 && has(last, 'Adjective') && !has(last, 'Value') && has(subject[subject.length - 2], 'Noun') && !has(subject[subject.length - 2], 'Adjective');
    if (!subject.length || (has(last, 'Adjective', 'Value') && !nounLike)) return null;
    const from = /^(the|our|my|your|this|that)$/.test(modifiers[0]!.lower) && modifiers.indexOf(subject[0]!) === 1 ? 0 : modifiers.indexOf(subject[0]!);
    return subjectOf(source, { words: modifiers.slice(from, modifiers.indexOf(subject[subject.length - 1]!) + 1), head: subject[subject.length - 1]! }, excluded);
  }
  // 'for Bristol local radio', 'on our Instagram': a channel, however it is named, is where the work goes.
  const headAt = words.indexOf(head);
  if (headAt >= 0 && (platformAt(words, headAt) || platformAt(words, headAt - 1)?.length === 2)) return null;
  // 'for Instagram and LinkedIn': channels, not a subject.
  if (words.every((w, i) => platformAt(words, i) || /^(and|or|the|our|,)$/.test(w.lower) || platformAt(words, i - 1)?.length === 2)) return null;
  // 'our bakery', 'our practice': the company itself.
  if (content.length === 1 && ORGANISATIONS.has(content[0]!.lemma) && /^(our|my|the)$/.test(words[0]!.lower)) return null;
  if (!content.length || words.length > 10) return null;
  let text = textOf(source, words).replace(/^(?:a|an)\s+/i, '').replace(/[\s,;:.!?]+$/, '');
  // A quoted name runs to its closing quote ("our webinar 'Peak season without the panic'").
  const open = /['‘"“]/.exec(text.replace(/\b'\b|s'(?=\s|$)/g, ''));
  if (open) {
    const start = source.indexOf(text) + text.indexOf(open[0]);
    const close = source.slice(start + 1).search(/['’"”](?=\s|[.,;:!?)]|$)/);
    if (close >= 0 && close <= 120) text = source.slice(source.indexOf(text), start + close + 2);
  }
  // 'our £49/month Pro plan' is about 'our Pro plan' (the price is the offer's); brackets mean a stretch, not a name.
  text = text.replace(/[$£€¥]\s?\d[\d,.]*(?:\s?[km]\b)?(?:\/\s?[a-z]+)?\s*/gi, '').replace(/\s{2,}/g, ' ').trim();
  if (!text || excluded(text) || /[()[\]]/.test(text) || !/[a-z]{2}/i.test(text)) return null;
  return text;
}

/** Where the request quotes a title or a line: words inside say nothing about the request's own subject. */
export function quotedRanges(source: string): [number, number][] {
  return [...source.matchAll(/["“][^"”]{3,300}["”]|(?<![A-Za-z])['‘][^'’\n]{3,160}['’](?![A-Za-z])/g)].map((m) => [m.index, m.index + m[0].length]);
}

/**
 * 'our full groom', 'the deep clean': 'our', 'the' or 'your' and then two to four plain words that end the clause,
 * none of them a pronoun, a preposition or a conjunction. Null for anything else.
 */
function ownedNameAt(sentence: readonly Word[], start: number): string | null {
  const first = sentence[start];
  if (!first || !/^(our|the|your|my)$/.test(first.lower)) return null;
  const words: Word[] = [];
  for (let k = start + 1; k < sentence.length && words.length < 4; k++) {
    const w = sentence[k]!;
    if (has(w, 'Preposition') || has(w, 'Conjunction') || has(w, 'Pronoun') || has(w, 'Determiner') || !/^[a-z][a-z-]*$/i.test(w.text)) return null;
    words.push(w);
    if (endsClause(w)) break;
  }
  const last = words.at(-1);
  if (words.length < 2 || !last || !(endsClause(last) || sentence.indexOf(last) === sentence.length - 1)) return null;
  return `${first.text} ${words.map((w) => w.text).join(' ')}`;
}
