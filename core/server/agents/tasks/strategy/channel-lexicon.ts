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
  Print: 'it reaches households in a chosen area, whether or not they are online',
  'Direct mail': 'it lands in a chosen household and stays on the table',
  SMS: 'it is read within minutes, so it suits short, timely offers',
  'Cold outreach': 'it opens conversations with named buyers who have not heard of you yet',
};

/** What a channel does in general, or null for a channel the lexicon does not know. */
export function roleOf(kindName: string): string | null {
  return ROLES[kindName] ?? null;
}

export const CHANNEL_KINDS: readonly ChannelKind[] = [
  { name: 'Google Ads', terms: ['google ads', 'local google ads', 'adwords', 'paid search', 'search ads', 'search ad', 'ppc', 'sem'], ga4: ['paid search'], cost: 'money' },
  { name: 'Meta ads', terms: ['meta ads', 'meta ad', 'facebook ads', 'instagram ads', 'paid social', 'facebook', 'instagram', 'meta'], ga4: ['paid social'], cost: 'money' },
  { name: 'LinkedIn', terms: ['linkedin ads', 'linkedin'], ga4: [], cost: 'money' },
  { name: 'TikTok', terms: ['tiktok', 'tik tok'], ga4: [], cost: 'money' },
  { name: 'YouTube', terms: ['youtube'], ga4: ['organic video', 'paid video'], cost: 'time' },
  { name: 'X', terms: ['twitter', 'x (twitter)'], ga4: [], cost: 'time' },
  { name: 'Pinterest', terms: ['pinterest'], ga4: [], cost: 'time' },
  { name: 'Display ads', terms: ['display ads', 'banner ads', 'programmatic'], ga4: ['display'], cost: 'money' },
  { name: 'SEO', terms: ['seo', 'organic search', 'blog', 'content marketing', 'articles'], ga4: ['organic search'], cost: 'time' },
  { name: 'Email', terms: ['email', 'e-mail', 'newsletter', 'newsletters', 'emails', 'email nurture', 'email newsletter', 'nurture emails'], ga4: ['email'], cost: 'time' },
  { name: 'Organic social', terms: ['organic social', 'social media', 'social posts'], ga4: ['organic social'], cost: 'time' },
  { name: 'Events', terms: ['events', 'event', 'trade show', 'trade shows', 'conference', 'conferences', 'webinar', 'webinars', 'meetups', 'fairs', 'sponsor', 'sponsorship', 'sponsorships'], ga4: [], cost: 'money' },
  { name: 'App store listing', terms: ['app store', 'app store listing', 'app marketplace', 'marketplace listing', 'play store'], ga4: [], cost: 'time' },
  { name: 'Reviews', terms: ['reviews', 'google reviews', 'review requests', 'testimonials'], ga4: [], cost: 'time' },
  { name: 'Referrals', terms: ['referrals', 'referral', 'word of mouth'], ga4: ['referral'], cost: 'time' },
  { name: 'Partnerships', terms: ['partnerships', 'partners', 'partner', 'partner agencies', 'agency partners', 'partner programme', 'partner program', 'partner-agency programme'], ga4: [], cost: 'time' },
  { name: 'Affiliates', terms: ['affiliates', 'affiliate'], ga4: ['affiliates'], cost: 'money' },
  { name: 'PR', terms: ['pr', 'press', 'public relations'], ga4: [], cost: 'time' },
  { name: 'Influencers', terms: ['influencers', 'influencer', 'creators'], ga4: [], cost: 'money' },
  { name: 'Podcast ads', terms: ['podcast', 'podcasts'], ga4: ['audio'], cost: 'money' },
  { name: 'Radio', terms: ['radio'], ga4: [], cost: 'money' },
  { name: 'Print', terms: ['print', 'flyers', 'flyer', 'leaflets', 'leaflet', 'leaflet drop', 'magazine'], ga4: [], cost: 'money' },
  { name: 'Direct mail', terms: ['direct mail', 'postcards'], ga4: [], cost: 'money' },
  { name: 'SMS', terms: ['sms', 'text messages'], ga4: ['sms'], cost: 'money' },
  { name: 'Cold outreach', terms: ['cold outreach', 'cold email', 'cold calling', 'outbound'], ga4: [], cost: 'time' },
];

/** GA4 channel groups that are not a channel anyone runs: nothing to cut or fund there. */
const NOT_RUN = ['direct', 'unassigned', '(other)', '(not set)', 'cross-network'];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const termPattern = (term: string) => new RegExp(`(?<![\\w-])${escape(term)}(?![\\w-])`, 'i');

/** A channel as a text writes it: 'the Shopify App Store', 'webinars', 'email newsletter'. */
export interface ChannelMention {
  kind: ChannelKind;
  /** The words that name it, as written, with a proper name just before kept ('Shopify App Store'). */
  written: string;
  at: number;
}

/** The channels a text names, each with the words it uses for it, in order. */
export function mentionsIn(text: string): ChannelMention[] {
  const found: ChannelMention[] = [];
  for (const kind of CHANNEL_KINDS) {
    let best: { at: number; end: number } | null = null;
    for (const term of kind.terms) {
      const m = termPattern(term).exec(text);
      if (!m) continue;
      const span = { at: m.index, end: m.index + m[0].length };
      // The earliest, then the longest: 'email newsletter' over 'email'.
      if (!best || span.at < best.at || (span.at === best.at && span.end > best.end)) best = span;
    }
    if (!best) continue;
    // Adjacent terms of the same kind read as one name ('email newsletter'), and a capitalised word before it is its brand ('Shopify App Store').
    let { at, end } = best;
    for (;;) {
      const rest = text.slice(end);
      const next = kind.terms.map((t) => new RegExp(`^\\s+${escape(t)}(?![\\w-])`, 'i').exec(rest)?.[0].length ?? 0).reduce((a, b) => Math.max(a, b), 0);
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
  const found: { kind: ChannelKind; at: number }[] = [];
  for (const kind of CHANNEL_KINDS) {
    const at = Math.min(...kind.terms.map((t) => termPattern(t).exec(text)?.index ?? Infinity));
    if (Number.isFinite(at)) found.push({ kind, at });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.kind);
}

/** The channel a GA4 channel group stands for, or null ('Direct' is no channel anyone runs). */
export function kindOfGa4(label: string): ChannelKind | null {
  const lower = label.trim().toLowerCase();
  return CHANNEL_KINDS.find((k) => k.ga4.includes(lower)) ?? null;
}

export function isRunChannel(ga4Label: string): boolean {
  return !NOT_RUN.includes(ga4Label.trim().toLowerCase());
}
