import { escapeRegExp } from '../../../../domain/escape-reg-exp.ts';

/**
 * Marketing channels as marketers name them, so a channel written in a request, the profile or a plan, and the
 * same channel in Google Analytics' default channel group, are read as one. Generic names only.
 */
export interface ChannelKind {
  /** How the advice names it. */
  name: string;
  /** Lower-case words and phrases that name it. */
  terms: string[];
  /** Google Analytics 4 default channel groups it shows up as. */
  ga4: string[];
  /** What it mostly costs: money (ads) or time (content, posting, events). */
  cost: 'money' | 'time';
  /** What the channel does in general, for a split's reasons: marketing knowledge, never a figure. */
  role?: string;
}

/** What each kind of channel does, said once for every business. */
const ROLES: Record<string, string> = {
  'Google Ads': 'it reaches people already searching for what you sell, and you pay only for clicks',
  'Meta ads': 'it reaches people by interest and location before they search, so it builds demand',
  LinkedIn: 'it targets buyers by job title and company size, usually at a higher cost per lead',
  TikTok: 'it builds awareness fast with short video, but buyers rarely convert on the first view',
  YouTube: 'it explains the product at length to people who are researching',
  SEO: 'it builds traffic that keeps coming without paying per click, but it takes months to grow',
  Email: 'it speaks to people who already know you, at almost no cost per send',
  'Organic social': 'it keeps you in front of followers at the cost of time, not money',
  Events: 'it turns interest into conversations with buyers, though it pays back more slowly',
  'App store listing': 'it meets buyers who are browsing for a tool like yours, and it costs time, not ad money',
  Reviews: 'reviews are what new customers check before they trust you',
  Referrals: 'referred customers arrive trusting you because someone they know vouched for you',
  Partnerships: 'partners bring customers who already trust their recommendation',
  Affiliates: 'you pay only when a sale comes through',
  PR: 'coverage builds trust that paid ads cannot buy',
  Influencers: 'it borrows the trust a creator has with their audience',
  'Podcast ads': 'the host reads it to listeners who trust them',
  Radio: 'it reaches a local audience on repeat',
  Print: 'it puts the offer on paper in front of people where you place it, whether or not they are online',
  'Direct mail': 'it lands in a chosen household and stays on the table',
  SMS: 'it is read within minutes, so it suits short, timely offers',
  'Cold outreach': 'it opens conversations with named buyers who have not heard of you yet',
  'Google Business Profile': 'it is what local searchers see first on Google Maps and search, and it costs time, not ad money',
  'Community groups': 'members trust a recommendation made inside their own group, and it costs time, not money',
};

/** What a channel does in general, or null for a channel the lexicon does not know. */
export function roleOf(kindName: string): string | null {
  return ROLES[kindName] ?? null;
}

/** The regular work a channel that costs time asks for, and a starting estimate of the hours: marketing practice, never a business's figure. */
const TIME_WORK: Record<string, { task: string; hours: string }> = {
  'Google Business Profile': { task: 'post the offer with a photo each week, answer every review within a day and keep hours and services current', hours: 'about 1 hour a week' },
  Email: { task: 'one send a fortnight to your list with the offer and one useful tip', hours: 'about 2 hours a send' },
  'Community groups': { task: 'answer questions where the group rules allow it and share the offer once a month', hours: 'about 1 hour a week' },
  'Organic social': { task: 'three posts a week, each with one clear next step', hours: 'about 2 hours a week' },
  SEO: { task: 'one page or article a month that answers a question your buyers search for', hours: 'about 4 hours a month' },
  YouTube: { task: 'one short video a month that shows the work or answers a common question', hours: 'about 4 hours a month' },
  X: { task: 'a few posts a week and replies to people who mention you', hours: 'about 1 hour a week' },
  Pinterest: { task: 'pin new images each week, each linked to the page it belongs to', hours: 'about 1 hour a week' },
  'App store listing': { task: 'keep the listing current and answer every review', hours: 'about 1 hour a week' },
  Reviews: { task: 'ask every happy customer for a review the day the job is done', hours: 'a few minutes a customer' },
  Referrals: { task: 'ask happy customers to pass the offer on, and thank those who do', hours: 'a few minutes a customer' },
  Partnerships: { task: 'one call a month with each partner to agree what they pass on', hours: 'about 2 hours a month per partner' },
  PR: { task: 'pitch one story a month to a local or trade outlet', hours: 'about 3 hours a month' },
  'Cold outreach': { task: 'a short list of named buyers contacted each week, with a follow-up', hours: 'about 3 hours a week' },
};

/** The work a time-cost channel asks for, or null for one the lexicon does not know. */
export function timeWorkOf(kindName: string): { task: string; hours: string } | null {
  return TIME_WORK[kindName] ?? null;
}

export const CHANNEL_KINDS: readonly ChannelKind[] = [
  { name: 'Google Business Profile', terms: ['google business profile', 'google my business', 'business profile', 'google business listing', 'google maps listing', 'google profile'], ga4: [], cost: 'time' },
  { name: 'Google Ads', terms: ['google ads', 'local google ads', 'adwords', 'paid search', 'search ads', 'search ad', 'ppc', 'sem'], ga4: ['paid search'], cost: 'money' },
  { name: 'Meta ads', terms: ['meta ads', 'meta ad', 'facebook ads', 'instagram ads', 'paid social', 'facebook', 'instagram', 'meta'], ga4: ['paid social'], cost: 'money' },
  { name: 'LinkedIn', terms: ['linkedin ads', 'linkedin'], ga4: [], cost: 'money' },
  { name: 'TikTok', terms: ['tiktok', 'tik tok'], ga4: [], cost: 'money' },
  { name: 'YouTube', terms: ['youtube'], ga4: ['organic video', 'paid video'], cost: 'time' },
  { name: 'X', terms: ['twitter', 'x (twitter)'], ga4: [], cost: 'time' },
  { name: 'Pinterest', terms: ['pinterest'], ga4: [], cost: 'time' },
  { name: 'Display ads', terms: ['display ads', 'banner ads', 'programmatic'], ga4: ['display'], cost: 'money' },
  { name: 'SEO', terms: ['seo', 'organic search', 'blog', 'content marketing', 'articles'], ga4: ['organic search'], cost: 'time' },
  { name: 'Email', terms: ['email', 'mailing list', 'mailing lists', 'e-mail', 'newsletter', 'newsletters', 'emails', 'email nurture', 'email newsletter', 'nurture emails'], ga4: ['email'], cost: 'time' },
  { name: 'Organic social', terms: ['organic social', 'social media', 'social posts'], ga4: ['organic social'], cost: 'time' },
  { name: 'Events', terms: ['events', 'event', 'trade show', 'trade shows', 'conference', 'conferences', 'webinar', 'webinars', 'fair', 'fairs', 'stall', 'stalls', 'exhibition', 'exhibitions', 'expo', 'trade stand', 'stand at', 'stand in', 'open day', 'open days', 'sponsor', 'sponsoring', 'sponsored', 'sponsorship', 'sponsorships', 'networking', 'networking events', 'breakfast meeting', 'breakfast meetings'], ga4: [], cost: 'money' },
  { name: 'Community groups', terms: ['facebook groups', 'facebook group', 'whatsapp groups', 'whatsapp group', 'meetup', 'meetups', 'meetup groups', 'meetup group', 'community groups', 'local groups', 'forums', 'forum', 'nextdoor', 'reddit', 'slack communities', 'discord'], ga4: [], cost: 'time' },
  { name: 'App store listing', terms: ['app store', 'app store listing', 'app marketplace', 'marketplace listing', 'play store'], ga4: [], cost: 'time' },
  { name: 'Reviews', terms: ['reviews', 'google reviews', 'review requests', 'testimonials'], ga4: [], cost: 'time' },
  { name: 'Referrals', terms: ['referrals', 'referral', 'word of mouth'], ga4: ['referral'], cost: 'time' },
  { name: 'Partnerships', terms: ['partnerships', 'partners', 'partner', 'partner agencies', 'agency partners', 'partner programme', 'partner program', 'partner-agency programme'], ga4: [], cost: 'time' },
  { name: 'Affiliates', terms: ['affiliates', 'affiliate'], ga4: ['affiliates'], cost: 'money' },
  { name: 'PR', terms: ['pr', 'press', 'public relations'], ga4: [], cost: 'time' },
  { name: 'Influencers', terms: ['influencers', 'influencer', 'creators'], ga4: [], cost: 'money' },
  { name: 'Podcast ads', terms: ['podcast', 'podcasts'], ga4: ['audio'], cost: 'money' },
  { name: 'Radio', terms: ['radio'], ga4: [], cost: 'money' },
  { name: 'Print', terms: ['print', 'flyers', 'flyer', 'leaflets', 'leaflet', 'leaflet drop', 'magazine', 'posters', 'poster', 'newspaper', 'newspaper ads'], ga4: [], cost: 'money' },
  { name: 'Direct mail', terms: ['direct mail', 'postcards', 'mailing', 'mailings', 'mailshot', 'mailshots', 'mail-out', 'mail-outs', 'mailout', 'mailouts'], ga4: [], cost: 'money' },
  { name: 'SMS', terms: ['sms', 'text messages'], ga4: ['sms'], cost: 'money' },
  { name: 'Cold outreach', terms: ['cold outreach', 'cold email', 'cold calling', 'outbound'], ga4: [], cost: 'time' },
];

/** GA4 channel groups that are not a channel anyone runs: nothing to cut or fund there. */
const NOT_RUN = ['direct', 'unassigned', '(other)', '(not set)', 'cross-network'];
const termPattern = (term: string) => new RegExp(`(?<![\\w-])${escapeRegExp(term)}(?![\\w-])`, 'i');

/** A channel as a text writes it: 'the Shopify App Store', 'webinars', 'email newsletter'. */
export interface ChannelMention {
  kind: ChannelKind;
  /** The words that name it, as written, with a proper name just before kept ('Shopify App Store'). */
  written: string;
  at: number;
}

/** Each term's pattern, compiled once: a plan read line by line asks for them on every line. */
const GLOBAL_PATTERNS = new Map<string, RegExp>();
function globalPattern(term: string): RegExp {
  let pattern = GLOBAL_PATTERNS.get(term);
  if (!pattern) GLOBAL_PATTERNS.set(term, (pattern = new RegExp(termPattern(term).source, 'gi')));
  return pattern;
}

/** Every place a channel term occurs, the longest first where two overlap ('Facebook groups' is not 'Facebook'). */
function termSpans(text: string): { kind: ChannelKind; at: number; end: number }[] {
  const all: { kind: ChannelKind; at: number; end: number }[] = [];
  for (const kind of CHANNEL_KINDS) {
    for (const term of kind.terms) {
      for (const m of text.matchAll(globalPattern(term))) all.push({ kind, at: m.index!, end: m.index! + m[0].length });
    }
  }
  all.sort((a, b) => b.end - b.at - (a.end - a.at) || a.at - b.at);
  // Which kind holds each character so far: a span is kept unless another kind's longer span holds part of it
  // (linear in the text, so a long plan that names a channel on every line stays fast).
  const holder = new Int16Array(text.length).fill(-1);
  const kept: typeof all = [];
  for (const span of all) {
    const kind = CHANNEL_KINDS.indexOf(span.kind);
    let clash = false;
    for (let i = span.at; i < span.end && !clash; i++) clash = holder[i] !== -1 && holder[i] !== kind;
    if (clash) continue;
    holder.fill(kind, span.at, span.end);
    kept.push(span);
  }
  return kept.sort((a, b) => a.at - b.at);
}

/** The channels a text names, each with the words it uses for it, in order. */
export function mentionsIn(text: string): ChannelMention[] {
  const spans = termSpans(text);
  const found: ChannelMention[] = [];
  for (const kind of CHANNEL_KINDS) {
    const own = spans.filter((s) => s.kind === kind);
    if (!own.length) continue;
    // The earliest, then the longest: 'email newsletter' over 'email'.
    const first = own.reduce((a, b) => (b.at < a.at || (b.at === a.at && b.end > a.end) ? b : a));
    let { at, end } = first;
    // Adjacent terms of the same kind read as one name ('email newsletter'), and a capitalised word before it is its brand ('Shopify App Store').
    for (;;) {
      const rest = text.slice(end);
      const next = kind.terms.map((t) => new RegExp(`^\\s+${escapeRegExp(t)}(?![\\w-])`, 'i').exec(rest)?.[0].length ?? 0).reduce((a, b) => Math.max(a, b), 0);
      if (!next) break;
      end += next;
    }
    const brand = /([A-Z][\w&.-]*)\s+$/.exec(text.slice(Math.max(0, at - 30), at));
    if (brand && /^[A-Z]/.test(text.slice(at)) && !/^(The|Our|A|An|And|Or|On|In|To|Of|For|Stop|Cut|Run|Move|Drop|Double)$/.test(brand[1]!)) at -= brand[0].length;
    found.push({ kind, written: text.slice(at, end).trim(), at });
  }
  return found.sort((a, b) => a.at - b.at);
}

/** The channels a text names, in the order it names them. */
export function channelsIn(text: string): ChannelKind[] {
  const seen = new Set<ChannelKind>();
  return termSpans(text).map((s) => s.kind).filter((k) => (seen.has(k) ? false : (seen.add(k), true)));
}

/** The channel a GA4 channel group stands for, or null ('Direct' is no channel anyone runs). */
export function kindOfGa4(label: string): ChannelKind | null {
  const lower = label.trim().toLowerCase();
  return CHANNEL_KINDS.find((k) => k.ga4.includes(lower)) ?? null;
}

export function isRunChannel(ga4Label: string): boolean {
  return !NOT_RUN.includes(ga4Label.trim().toLowerCase());
}
