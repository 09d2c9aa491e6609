/**
 * The nouns a marketer asks for as pieces of work ('3 emails', 'a tagline', 'ten keyword ideas'), as lemmas,
 * and the words that mean the same piece. A task's `delivers` list is matched through these synonyms.
 */
const SYNONYMS: string[][] = [
  ['email', 'e-mail', 'mail', 'mailer', 'newsletter', 'eblast', 'newsletter piece', 'newsletter article', 'newsletter item', 'newsletter story', 'newsletter feature', 'newsletter section'],
  ['subject line', 'subject', 'subject heading'],
  ['preview text', 'preheader'],
  ['headline', 'heading', 'title', 'hero line'],
  ['tagline', 'slogan', 'strapline', 'motto'],
  ['caption'],
  ['post', 'update', 'tweet', 'thread'],
  ['ad', 'advert', 'advertisement', 'search ad', 'ad copy'],
  ['keyword', 'search term', 'key phrase', 'keyphrase'],
  ['meta title', 'title tag', 'seo title'],
  ['meta description'],
  ['outline', 'structure'],
  ['faq', 'faq section', 'faq page', 'q&a'],
  ['article', 'blog post', 'blog', 'blog article', 'guide', 'piece'],
  ['script', 'spot', 'voiceover', 'voice over'],
  ['line', 'one-liner', 'banner line', 'booth line'],
  ['banner', 'signage', 'booth banner', 'poster', 'flyer', 'leaflet', 'billboard'],
  // ('an A4 one-pager to leave at breakfasts': print copy of its own, not a banner's lines.)
  ['one-pager', 'one pager'],
  ['card', 'image', 'graphic', 'visual', 'social card', 'image card', 'tile'],
  ['landing page', 'web page', 'homepage', 'product page', 'pricing page', 'location page', 'service page'],
  // A bare 'page' is more often where the work goes ('links between our pricing page and the blog') than copy asked for.
  ['page'],
  ['hook', 'opener', 'opening line'],
  ['hashtag'],
  ['call to action', 'cta'],
  ['idea', 'suggestion', 'concept'],
  // ('8 topics for the blog': topics are asked of the SEO agent's ideas, not any idea.)
  ['topic'],
  ['audit', 'review', 'critique', 'assessment', 'analysis', 'teardown', 'scorecard'],
  ['plan', 'roadmap', 'strategy', 'calendar', 'schedule', 'playbook'],
  ['split', 'allocation', 'budget split', 'breakdown'],
  ['voice guide', 'style guide', 'tone guide', 'brand guide', 'guideline', 'guidelines', 'cheat sheet', 'voice cheat sheet'],
  ['rule'],
  ['proof point', 'proof'],
  ['fix', 'recommendation', 'improvement', 'quick win'],
  // 'the top 3 risks', '5 KPIs': counted pieces of advice.
  ['risk', 'threat', 'pitfall', 'downside'],
  ['kpi', 'key metric'],
  ['priority', 'focus area'],
  ['rewrite', 'edit', 'revision', 'redraft'],
  ['press release', 'announcement', 'media release'],
  ['reel', 'instagram story', 'tiktok'],
  ['video', 'video script'],
  ['jingle'],
  ['message', 'dm', 'whatsapp message', 'reminder'],
  // A text message is a piece of its own (160 characters, a sender's name, an opt-out), not any message.
  ['sms', 'text message', 'sms message', 'sms reminder', 'text reminder'],
  ['letter', 'appeal letter', 'direct mail'],
  ['invitation', 'invite'],
  ['question', 'interview question', 'survey question'],
  ['answer', 'reply', 'response'],
  ['brief', 'creative brief'],
  ['report', 'summary', 'recap'],
  ['checklist'],
  ['internal link'],
  ['bio', 'profile description', 'about section'],
  ['pitch', 'elevator pitch'],
  ['intro', 'introduction', 'opening paragraph', 'paragraph'],
  ['product description', 'description', 'blurb', 'listing'],
  ['name', 'product name', 'name idea'],
  ['copy', 'text', 'wording', 'copywriting'],
  ['option', 'variation', 'variant', 'version', 'alternative'],
  ['case study', 'testimonial'],
  ['sequence', 'series', 'drip', 'flow', 'cadence'],
];

/** Nouns that hold other pieces ('a sequence of 4 emails', 'ten keyword ideas'): the piece inside is the deliverable. */
export const CONTAINERS = new Set(['sequence', 'series', 'drip', 'flow', 'cadence', 'set', 'pack', 'bundle', 'list', 'batch', 'round', 'collection', 'idea', 'suggestion', 'topic', 'option', 'variation', 'variant', 'version', 'alternative', 'draft', 'concept', 'copy', 'text', 'wording']);

/** Pieces too general to say which task they belong to: naming one never makes a request out of remit. */
const GENERAL = new Set(['fix', 'proof point', 'rule', 'idea', 'option', 'line', 'copy', 'message', 'sms', 'answer', 'question', 'report', 'name', 'intro', 'product description', 'sequence', 'internal link', 'rewrite', 'plan', 'audit', 'split', 'brief', 'checklist', 'pitch', 'letter', 'invitation', 'hook', 'headline', 'call to action']);

const GROUP = new Map<string, string>();
for (const group of SYNONYMS) for (const noun of group) GROUP.set(noun, group[0]!);


/** Whether a lemma (or lemma phrase) names a piece of work. */
export function isDeliverableNoun(lemma: string): boolean {
  return GROUP.has(lemma);
}

/** The piece a noun stands for ('newsletter' and 'email' are one piece). */
export function pieceOf(noun: string): string {
  return GROUP.get(noun.toLowerCase()) ?? noun.toLowerCase();
}

/** Whether two nouns name the same piece ('blog post' and 'article'). */
export function samePiece(a: string, b: string): boolean {
  return pieceOf(a) === pieceOf(b);
}

export function isGeneralPiece(noun: string): boolean {
  return GENERAL.has(pieceOf(noun)) || CONTAINERS.has(noun) || CONTAINERS.has(pieceOf(noun));
}

// Pieces that are parts of another piece: a search ad's headlines and descriptions, an email's subject line.
const COMPONENTS: Record<string, string[]> = {
  headline: ['ad', 'article', 'card', 'banner', 'landing page', 'page', 'post', 'line', 'idea', 'concept'],
  'product description': ['ad'],
  'meta title': ['article', 'landing page', 'page'],
  'meta description': ['article', 'landing page', 'page'],
  'subject line': ['email'],
  'preview text': ['email'],
  hashtag: ['post', 'caption'],
  'call to action': ['email', 'post', 'caption', 'ad', 'article', 'landing page', 'page', 'card', 'banner'],
  line: ['banner', 'script', 'video'],
  caption: ['card'],
};

/** The pieces this one can be a part of ('headline' of an ad, a post or a banner), as piece names. */
export function containersOf(noun: string): string[] {
  return COMPONENTS[pieceOf(noun)] ?? [];
}
