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
}

export const CHANNEL_KINDS: readonly ChannelKind[] = [
  { name: 'Google Ads', terms: ['google ads', 'adwords', 'paid search', 'search ads', 'search ad', 'ppc', 'sem'], ga4: ['paid search'], cost: 'money' },
  { name: 'Meta ads', terms: ['meta ads', 'meta ad', 'facebook ads', 'instagram ads', 'paid social', 'facebook', 'instagram', 'meta'], ga4: ['paid social'], cost: 'money' },
  { name: 'LinkedIn', terms: ['linkedin ads', 'linkedin'], ga4: [], cost: 'money' },
  { name: 'TikTok', terms: ['tiktok', 'tik tok'], ga4: [], cost: 'money' },
  { name: 'YouTube', terms: ['youtube'], ga4: ['organic video', 'paid video'], cost: 'time' },
  { name: 'X', terms: ['twitter', 'x (twitter)'], ga4: [], cost: 'time' },
  { name: 'Pinterest', terms: ['pinterest'], ga4: [], cost: 'time' },
  { name: 'Display ads', terms: ['display ads', 'banner ads', 'programmatic'], ga4: ['display'], cost: 'money' },
  { name: 'SEO', terms: ['seo', 'organic search', 'blog', 'content marketing', 'articles'], ga4: ['organic search'], cost: 'time' },
  { name: 'Email', terms: ['email', 'e-mail', 'newsletter', 'newsletters', 'emails'], ga4: ['email'], cost: 'time' },
  { name: 'Organic social', terms: ['organic social', 'social media', 'social posts'], ga4: ['organic social'], cost: 'time' },
  { name: 'Events', terms: ['events', 'trade show', 'trade shows', 'conference', 'conferences', 'webinar', 'webinars', 'meetups'], ga4: [], cost: 'money' },
  { name: 'Referrals', terms: ['referrals', 'referral', 'word of mouth'], ga4: ['referral'], cost: 'time' },
  { name: 'Partnerships', terms: ['partnerships', 'partners', 'partner'], ga4: [], cost: 'time' },
  { name: 'Affiliates', terms: ['affiliates', 'affiliate'], ga4: ['affiliates'], cost: 'money' },
  { name: 'PR', terms: ['pr', 'press', 'public relations'], ga4: [], cost: 'time' },
  { name: 'Influencers', terms: ['influencers', 'influencer', 'creators'], ga4: [], cost: 'money' },
  { name: 'Podcast ads', terms: ['podcast', 'podcasts'], ga4: ['audio'], cost: 'money' },
  { name: 'Radio', terms: ['radio'], ga4: [], cost: 'money' },
  { name: 'Print', terms: ['print', 'flyers', 'leaflets', 'magazine'], ga4: [], cost: 'money' },
  { name: 'Direct mail', terms: ['direct mail', 'postcards'], ga4: [], cost: 'money' },
  { name: 'SMS', terms: ['sms', 'text messages'], ga4: ['sms'], cost: 'money' },
  { name: 'Cold outreach', terms: ['cold outreach', 'cold email', 'cold calling', 'outbound'], ga4: [], cost: 'time' },
];

/** GA4 channel groups that are not a channel anyone runs: nothing to cut or fund there. */
const NOT_RUN = ['direct', 'unassigned', '(other)', '(not set)', 'cross-network'];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const termPattern = (term: string) => new RegExp(`(?<![\\w-])${escape(term)}(?![\\w-])`, 'i');

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
