/**
 * Which of the space's documents and web pages a request names, loosely, as people do: "audit our product sheet"
 * names product-sheet.md, "the one-pager" names chairtime-one-pager.md, "the Q3 plan" names
 * northwind-q3-marketing-plan.md. A request that says "the document" or "the attached" names the space's only
 * document, when it has exactly one.
 */

// Words that point at something the reader already has: what follows may be a document's name.
const POINTERS = new Set(['our', 'the', 'my', 'this', 'that', 'attached', 'uploaded', 'latest', 'new', 'current', 'updated', 'shared', 'your']);
// What a document is called: one of these names a document whose title holds it ('the plan', 'the one-pager').
const DOCUMENT_NOUNS = new Set(['sheet', 'pager', 'onepager', 'plan', 'deck', 'guide', 'brief', 'report', 'brochure', 'handbook', 'playbook', 'proposal', 'presentation', 'spreadsheet', 'menu', 'catalogue', 'catalog', 'pricelist', 'datasheet', 'whitepaper', 'ebook', 'checklist', 'memo', 'faq', 'strategy', 'calendar', 'roadmap', 'guideline', 'leaflet', 'flyer', 'prospectus', 'factsheet', 'overview', 'spec', 'manual', 'policy', 'forecast', 'agenda', 'survey', 'audit', 'analysis', 'page', 'doc', 'document', 'pdf', 'note', 'draft', 'post', 'article', 'script', 'copy', 'newsletter']);
// Too common to name a document alone ('make the post shorter' is about the chat's answer).
const TOO_COMMON_ALONE = new Set(['page', 'doc', 'document', 'pdf', 'note', 'draft', 'post', 'article', 'script', 'copy', 'newsletter']);
const ONLY_DOCUMENT = /\b(?:the|this|my|our)\s+(?:attached|uploaded|enclosed)\b|\b(?:the|this|my|our)\s+(?:document|doc|file|pdf|upload|attachment)\b|\battached\s+(?:document|doc|file|pdf)\b|\b(?:see|use)\s+attached\b/i;

// Words that only say 'a document' after its name ('our plans doc', 'the pricing sheet'), so the name before them is one.
const DOCUMENT_WORDS = new Set(['doc', 'document', 'file', 'sheet', 'pdf', 'deck', 'spreadsheet', 'pager', 'onepager', 'brief', 'guide']);

/** One form for a word's variants, so 'price', 'prices' and 'pricing' or 'story' and 'stories' match. */
function singular(w: string): string {
  let s = w;
  if (s.length > 4 && s.endsWith('ies')) s = `${s.slice(0, -3)}y`;
  else if (s.length > 5 && s.endsWith('ing')) s = s.slice(0, -3);
  else if (s.length > 3 && /[^siu]s$/.test(s)) s = s.slice(0, -1);
  return s.length > 3 && s.endsWith('e') ? s.slice(0, -1) : s;
}

/** A text's words, lower case, '&' read as 'and'. */
function writtenWords(text: string): string[] {
  return (text.toLowerCase().replace(/&/g, ' and ').match(/[a-z0-9]+/g) ?? []);
}

function wordsOf(text: string): string[] {
  return writtenWords(text).map(singular);
}

function bareTitle(title: string): string {
  return title.toLowerCase().replace(/\.[a-z0-9]{2,5}$/, '');
}

/** Whether a request names a source by its title, its file name, or loosely by the words of its name. */
export function namesSource(request: string, title: string): boolean {
  const message = request.toLowerCase();
  const lower = title.toLowerCase().trim();
  if (lower.length >= 4 && message.includes(lower)) return true;
  const titleWords = wordsOf(bareTitle(title));
  if (!titleWords.length) return false;
  const written = writtenWords(request);
  const words = written.map(singular);
  const bare = titleWords.join(' ');
  if (bare.length >= 6 && ` ${words.join(' ')} `.includes(` ${bare} `)) return true;
  const inTitle = new Set(titleWords);
  // Also 'onepager' for 'one-pager' and the reverse.
  for (let i = 0; i + 1 < titleWords.length; i++) inTitle.add(titleWords[i]! + titleWords[i + 1]!);
  for (let i = 0; i < words.length; i++) {
    if (!POINTERS.has(words[i]!)) continue;
    let j = i + 1;
    while (j < words.length && POINTERS.has(words[j]!) && !inTitle.has(words[j]!)) j++;
    const run: string[] = [];
    while (j < words.length && inTitle.has(words[j]!) && run.length < 5) run.push(words[j++]!);
    if (!run.length) continue;
    const last = run[run.length - 1]!;
    const documentNoun = run.some((w) => DOCUMENT_NOUNS.has(w)) || DOCUMENT_NOUNS.has(words[j] ?? '');
    if (run.length >= 2 && (documentNoun || run.length * 2 >= titleWords.length)) return true;
    // 'the plan' alone names the plan, but 'our plan for Q1' names another one than 'q3-marketing-plan.md'.
    const qualified = /^(for|of|from|in|on)$/.test(words[j] ?? '') && !!words[j + 1] && !inTitle.has(words[j + 1]!) && !/^(me|us|you|it|this|that|the|our)$/.test(words[j + 1]!);
    // A plural alone ('our plans and prices page') is not a name for one document.
    const plural = written[j - 1] !== last && /s$/.test(written[j - 1] ?? '');
    if (run.length === 1 && DOCUMENT_NOUNS.has(last) && !TOO_COMMON_ALONE.has(last) && !qualified && !plural) return true;
    // 'our plans doc', 'the pricing sheet': a word of the title, then a word that only says it is a document.
    if (DOCUMENT_WORDS.has(words[j] ?? '') && !inTitle.has(words[j]!) && !TOO_COMMON_ALONE.has(last)) return true;
  }
  return itemOfCollection(request, title);
}

/**
 * "Linda's review", "Biscuit's story": one item of a document that collects them by name ('google-reviews.txt',
 * 'customer-stories.md'), named by whose it is.
 */
function itemOfCollection(request: string, title: string): boolean {
  const plurals = new Set(writtenWords(bareTitle(title)).filter((w) => w.length > 3 && /[^s]s$/.test(w)).map(singular));
  if (!plurals.size) return false;
  for (const m of request.matchAll(/\b[A-Z][a-z]+['’]s\s+([a-z]+)\b/g)) if (plurals.has(singular(m[1]!.toLowerCase()))) return true;
  return false;
}

/** Whether a request points at "the document" or "the attached" without naming it. */
export function pointsAtTheDocument(request: string): boolean {
  return ONLY_DOCUMENT.test(request);
}

/**
 * The titles a request names; when it names none but points at "the document" and there is exactly one
 * document, that one.
 */
export function sourcesNamedIn(request: string, titles: readonly string[], documents: readonly string[] = titles): string[] {
  const named = titles.filter((t) => namesSource(request, t));
  if (!named.length && documents.length === 1 && pointsAtTheDocument(request)) return [documents[0]!];
  return named;
}
