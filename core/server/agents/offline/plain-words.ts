import { inflect, englishModel, lemmaPattern } from './lemma-match.ts';

/**
 * Plain words for the words a voice bans and the jargon a tightened draft drops, by part of speech, so a
 * replacement takes the banned word's place in the sentence: "leveraging" gives "using", "synergies" gives
 * "shared strengths", "game changer" gives "real improvement". A noun written "singular|plural" has a plural
 * the inflector would get wrong ("teamwork" has none). A plain word says less than the word it replaces, never
 * another superlative ("miracle" never becomes "remarkable").
 */
interface PlainWords {
  adjective?: string[];
  noun?: string[];
  verb?: string[];
  adverb?: string[];
}

const PLAIN: Record<string, PlainWords> = {
  cheap: { adjective: ['affordable', 'reasonable', 'fair'], adverb: ['affordably'] },
  // Spa and leisure clichés: what the reader actually does or gets.
  indulge: { verb: ['enjoy', 'take time for', 'settle into'] },
  pamper: { verb: ['look after', 'take care of', 'treat'] },
  wellness: { noun: ['wellbeing', 'rest', 'downtime'], adjective: ['restful', 'calming', 'restful'] },
  'wellness journey': { noun: ['time to unwind', 'chance to rest', 'bit of rest'] },
  // Clichés of a course or a service: the plain thing they stand for.
  journey: { noun: ['progress', 'learning', 'path'] },
  guru: { noun: ['expert', 'specialist', 'teacher'] },
  ninja: { noun: ['expert', 'specialist', 'pro'] },
  rockstar: { noun: ['expert', 'specialist', 'pro'] },
  wizard: { noun: ['expert', 'specialist', 'pro'] },
  immersive: { adjective: ['hands-on', 'practical', 'active'] },
  revolutionary: { adjective: ['new', 'fresh', 'better'], noun: ['pioneer'] },
  revolutionise: { verb: ['improve', 'change', 'rework'] },
  revolutionize: { verb: ['improve', 'change', 'rework'] },
  synergy: { noun: ['teamwork|shared strengths', 'shared effort|shared efforts', 'good teamwork|joint strengths'] },
  'game-changing': { adjective: ['useful', 'practical', 'helpful'], noun: ['real improvement', 'useful change', 'real help'] },
  'game-changer': { noun: ['real improvement', 'useful change', 'real help'] },
  'world-class': { adjective: ['skilled', 'experienced', 'capable'] },
  'best-in-class': { adjective: ['well-made', 'reliable', 'capable'] },
  'cutting-edge': { adjective: ['modern', 'up-to-date', 'current'] },
  disruptive: { adjective: ['new', 'different', 'fresh'] },
  disrupt: { verb: ['change', 'shake up', 'rethink'] },
  leverage: { verb: ['use', 'draw on', 'rely on'], noun: ['advantage', 'edge', 'strength'] },
  utilize: { verb: ['use', 'work with', 'rely on'] },
  utilise: { verb: ['use', 'work with', 'rely on'] },
  // Wedding, event and photography clichés: what the reader sees or keeps.
  capture: { verb: ['record', 'keep', 'document'] },
  stunning: { adjective: ['beautiful', 'striking', 'lovely'] },
  breathtaking: { adjective: ['striking', 'beautiful', 'memorable'] },
  unforgettable: { adjective: ['memorable', 'special', 'lasting'] },
  seamless: { adjective: ['smooth', 'easy', 'simple'], adverb: ['smoothly', 'easily', 'simply'] },
  innovative: { adjective: ['new', 'fresh', 'inventive'], adverb: ['newly'] },
  unleash: { verb: ['unlock', 'open up', 'release'] },
  // Gym-talk and hype: what the reader does, said plainly.
  crush: { verb: ['take on', 'tackle', 'work through'] },
  smash: { verb: ['take on', 'tackle', 'work through'] },
  slay: { verb: ['manage', 'handle', 'get through'] },
  dominate: { verb: ['lead', 'do well in', 'stand out in'] },
  killer: { adjective: ['strong', 'good', 'useful'] },
  insane: { adjective: ['great', 'big', 'real'] },
  'mind-blowing': { adjective: ['striking', 'memorable', 'impressive'] },
  legendary: { adjective: ['well-loved', 'popular', 'familiar'] },
  amazing: { adjective: ['good', 'enjoyable', 'worthwhile'] },
  awesome: { adjective: ['good', 'enjoyable', 'worthwhile'] },
  incredible: { adjective: ['strong', 'clear', 'real'], adverb: ['very'] },
  ultimate: { adjective: ['complete', 'full', 'final'] },
  guarantee: { verb: ['aim', 'work', 'try'], noun: ['commitment', 'promise', 'aim'] },
  free: { adjective: ['included', 'at no extra cost', 'included'] },
  discount: { noun: ['lower price', 'reduced price', 'saving'], verb: ['reduce', 'lower', 'cut'] },
  deal: { noun: ['offer', 'price', 'offer'] },
  hurry: { verb: ['act soon', 'decide soon', 'plan ahead'] },
  exclusive: { adjective: ['dedicated', 'special', 'dedicated'] },
  solution: { noun: ['service', 'tool', 'product'] },
  comprehensive: { adjective: ['complete', 'full', 'thorough'] },
  'end-to-end': { adjective: ['full', 'complete', 'whole'] },
  bespoke: { adjective: ['tailored', 'made-to-measure', 'custom'] },
  elevate: { verb: ['improve', 'lift', 'raise'] },
  empower: { verb: ['help', 'equip', 'enable'] },
  robust: { adjective: ['reliable', 'solid', 'sturdy'] },
  streamline: { verb: ['simplify', 'speed up', 'tidy'] },
  'next-level': { adjective: ['better', 'stronger', 'improved'] },
  'state-of-the-art': { adjective: ['modern', 'current', 'up-to-date'] },
  'industry-leading': { adjective: ['established', 'proven', 'well-known'] },
  'market-leading': { adjective: ['established', 'proven', 'well-known'] },
  'ai-powered': { adjective: ['automated', 'automatic', 'automated'] },
  'ai-driven': { adjective: ['automated', 'automatic', 'automated'] },
  'hassle-free': { adjective: ['simple', 'straightforward', 'easy'], adverb: ['simply', 'easily', 'simply'] },
  miracle: { noun: ['real help', 'good help', 'real difference'], adjective: ['real', 'welcome', 'useful'] },
  superfood: { noun: ['wholesome food|wholesome foods', 'real food|real foods', 'good food|good foods'] },
  // Labels a charity's voice bans: as adjectives they are dropped (no plain word), as nouns they are named plainly.
  disadvantaged: { noun: ['barrier', 'hurdle', 'obstacle'] },
  transform: { verb: ['improve', 'change', 'rework'] },
  transformative: { adjective: ['useful', 'practical', 'real'] },
  unbeatable: { adjective: ['fair', 'clear', 'fair'] },
  powerful: { adjective: ['capable', 'strong', 'useful'] },
  unlock: { verb: ['open up', 'reach', 'discover'] },
  master: { verb: ['learn', 'get to grips with', 'practise'] },
  fluent: { adjective: ['confident', 'at ease', 'comfortable'] },
  effortless: { adjective: ['easy', 'simple', 'easy'], adverb: ['easily', 'simply', 'easily'] },
  // Travel and stay clichés: the plain place or break they stand for.
  getaway: { noun: ['break', 'stay', 'short break'] },
  escape: { noun: ['break', 'stay', 'few days away'] },
  nestle: { verb: ['set', 'tuck', 'sit'], adjective: ['set', 'tucked', 'set'] },
  idyllic: { adjective: ['peaceful', 'quiet', 'lovely'] },
  'hidden gem': { noun: ['quiet spot', 'find', 'little-known spot'] },
  luxury: { adjective: ['comfortable', 'well-kept', 'comfortable'], noun: ['comfort', 'comfort', 'comfort'] },
  luxurious: { adjective: ['comfortable', 'well-kept', 'comfortable'] },
  picturesque: { adjective: ['pretty', 'lovely', 'pretty'] },
  haven: { noun: ['place', 'spot', 'retreat'] },
  paradise: { noun: ['place', 'spot', 'favourite'] },
};

/**
 * Praise a reader cannot check ("world-class", "AI-powered"): before a noun it is dropped rather than swapped
 * for other praise ("a world-class team" gives "a team"); said of something ("our team is world-class") it
 * takes its plain word.
 */
const DROPPED_BEFORE_NOUN = ['world-class', 'best-in-class', 'industry-leading', 'market-leading', 'cutting-edge', 'state-of-the-art', 'next-level', 'ai-powered', 'ai-driven', 'ultimate', 'amazing', 'incredible', 'awesome', 'revolutionary', 'unbeatable', 'transformative', 'powerful', 'robust'];

export function dropsBeforeNoun(word: string): boolean {
  const key = keyOf(word);
  return DROPPED_BEFORE_NOUN.some((w) => keyOf(w) === key);
}

export type PartOfSpeech = 'adjective' | 'noun' | 'verb' | 'adverb';

/** The canonical form of a banned word or phrase: its first words' forms plus the last word's, so every spelling finds one entry. */
function keyOf(phrase: string): string {
  return lemmaPattern(phrase).words.map((forms) => [...forms].sort().join('/')).join(' ');
}

const BY_KEY = new Map<string, PlainWords>(Object.entries(PLAIN).map(([word, plain]) => [keyOf(word), plain]));

/**
 * The plain words for a banned word as the voice writes it: its own entry, or its singular's ('solutions'), or its
 * verb's ('nestled' is 'nestle' in the past).
 */
function plainOf(banned: string): PlainWords | undefined {
  const word = banned.trim();
  const single = !/[\s-]/.test(word);
  return BY_KEY.get(keyOf(word)) ?? (single && /[^s]s$/i.test(word) ? BY_KEY.get(keyOf(inflect.noun.toSingular(word, englishModel) || word)) : undefined) ?? (single && /ed$/i.test(word) ? BY_KEY.get(keyOf(inflect.verb.toInfinitive(word, englishModel, 'PastTense') || word)) : undefined);
}

/** The parts of speech a banned word has plain words for, verb first ("leverage" gives verb, noun). */
export function plainPartsOf(banned: string): PartOfSpeech[] {
  const plain = plainOf(banned);
  return plain ? (['verb', 'adjective', 'noun', 'adverb'] as const).filter((pos) => plain[pos]?.some(Boolean)) : [];
}

/** Which part of speech a matched word plays, from its tags in the sentence. */
export function partOfSpeech(tags: ReadonlySet<string>): PartOfSpeech {
  if (tags.has('Adverb')) return 'adverb';
  if (tags.has('Gerund') || (tags.has('Verb') && !tags.has('Adjective'))) return 'verb';
  if (tags.has('Adjective') || tags.has('Comparative') || tags.has('Superlative')) return 'adjective';
  return 'noun';
}

/**
 * The plain word for a banned word as written in the copy, in its form ('leveraged' gives 'used');
 * `variant` chooses among the wordings (a regenerate takes the next). Null when there is none.
 */
export function plainWordFor(banned: string, written: { text: string; tags: ReadonlySet<string> }, variant = 0): string | null {
  // A voice may ban the plural ('solutions'): its plain words are the singular's.
  const plain = plainOf(banned);
  if (!plain) return null;
  // A compound's form is in its spelling: "game-changing" describes, a "game changer" is a thing.
  const compound = /[\s-]/.test(banned.trim());
  const pos: PartOfSpeech = compound && /ing$/i.test(written.text) ? 'adjective' : compound && /ers?$/i.test(written.text) ? 'noun' : partOfSpeech(written.tags);
  const options = plain[pos] ?? (pos === 'adjective' ? plain.noun : pos === 'noun' ? plain.adjective : undefined);
  if (!options?.length) return null;
  return inflectLike(options[variant % options.length]!, written, plain[pos] ? pos : pos === 'adjective' ? 'noun' : 'adjective');
}

/** Puts a plain word in the written word's form: tense for verbs, number for nouns, degree for adjectives. */
function inflectLike(word: string, written: { text: string; tags: ReadonlySet<string> }, pos: PartOfSpeech): string {
  const tags = written.tags;
  const [singular, plural] = word.split('|') as [string, string | undefined];
  if (pos === 'noun') return tags.has('Plural') || /[^s]s$/i.test(written.text) ? (plural ?? onLastWord(singular, (w) => inflect.noun.toPlural(w, englishModel))) : singular;
  if (pos === 'verb') {
    const tense = tags.has('Gerund') || /ing$/i.test(written.text) ? 'Gerund' : tags.has('PastTense') || /ed$/i.test(written.text) ? 'PastTense' : /[^s]s$/i.test(written.text) ? 'PresentTense' : null;
    return tense ? onFirstWord(singular, (w) => inflect.verb.conjugate(w, englishModel)[tense] ?? w) : singular;
  }
  if (pos === 'adjective') {
    const simple = !/[\s-]/.test(singular) && singular.length <= 6;
    if (tags.has('Comparative')) return simple ? inflect.adjective.toComparative(singular, englishModel) : `more ${singular}`;
    if (tags.has('Superlative')) return simple ? inflect.adjective.toSuperlative(singular, englishModel) : `most ${singular}`;
  }
  return singular;
}

function onFirstWord(phrase: string, change: (w: string) => string): string {
  const [first, ...rest] = phrase.split(' ');
  return [change(first!), ...rest].join(' ');
}

function onLastWord(phrase: string, change: (w: string) => string): string {
  const words = phrase.split(' ');
  words[words.length - 1] = change(words[words.length - 1]!);
  return words.join(' ');
}

/** The jargon a tightened draft replaces even when the voice does not ban it: words that say little a reader can check. */
export const JARGON = ['ai-powered', 'ai-driven', 'industry-leading', 'market-leading', 'leverage', 'utilize', 'utilise', 'synergy', 'solution', 'comprehensive', 'end-to-end', 'bespoke', 'elevate', 'empower', 'streamline', 'best-in-class', 'world-class', 'cutting-edge', 'state-of-the-art', 'next-level', 'revolutionary', 'ultimate', 'amazing', 'incredible', 'unbeatable', 'robust', 'game-changing'];
