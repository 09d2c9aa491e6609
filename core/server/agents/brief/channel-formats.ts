import type { Platform } from './brief.ts';
import type { Word } from './english-words.ts';

/** An image size a channel publishes for feed posts and cards. */
export interface ImageSize {
  width: number;
  height: number;
  label: string;
}

/**
 * A channel's published format limits, so a deliverable is written to fit where it goes: image sizes, the length
 * of a post, of an ad's headline and description, of a page's title and meta description.
 */
export interface ChannelFormat {
  platform: Platform;
  /** The channel's name as a marketer writes it. */
  name: string;
  /** Feed image sizes, the first the default. */
  images: ImageSize[];
  /** The most characters a post (or the channel's main text) may hold. */
  maxCharacters: number | null;
  /** Characters shown before a "more" cut, where the channel truncates. */
  visibleCharacters: number | null;
  /** An ad headline's limit, and how many the channel takes. */
  headline: { maxCharacters: number; max: number } | null;
  /** An ad description's limit, and how many the channel takes. */
  description: { maxCharacters: number; max: number } | null;
  /** Hashtags that read naturally on the channel (0 where they do not belong). */
  hashtags: number;
}

/** A web page's title and meta description as search results show them. */
export const SEARCH_SNIPPET = { titleCharacters: 60, descriptionCharacters: 155 } as const;

/** Fewer characters than a piece of several sentences can say anything in: a limit this short is for a line of it. */
export const MIN_BODY_CHARACTERS = 150;

/** An email's subject line and preview text as inboxes show them on a phone. */
export const EMAIL_INBOX = { subjectCharacters: 50, previewCharacters: 90 } as const;

const SQUARE: ImageSize = { width: 1080, height: 1080, label: 'square 1080×1080' };
const PORTRAIT: ImageSize = { width: 1080, height: 1350, label: 'portrait 1080×1350' };
const VERTICAL: ImageSize = { width: 1080, height: 1920, label: 'vertical 1080×1920' };
const LANDSCAPE: ImageSize = { width: 1200, height: 628, label: 'landscape 1200×628' };

export const CHANNEL_FORMATS: Record<Platform, ChannelFormat> = {
  instagram: { platform: 'instagram', name: 'Instagram', images: [SQUARE, PORTRAIT], maxCharacters: 2200, visibleCharacters: 125, headline: null, description: null, hashtags: 5 },
  facebook: { platform: 'facebook', name: 'Facebook', images: [SQUARE, PORTRAIT, LANDSCAPE], maxCharacters: 63206, visibleCharacters: 125, headline: { maxCharacters: 40, max: 5 }, description: { maxCharacters: 30, max: 5 }, hashtags: 2 },
  linkedin: { platform: 'linkedin', name: 'LinkedIn', images: [{ width: 1200, height: 627, label: 'landscape 1200×627' }, SQUARE], maxCharacters: 3000, visibleCharacters: 210, headline: { maxCharacters: 70, max: 1 }, description: { maxCharacters: 100, max: 1 }, hashtags: 3 },
  x: { platform: 'x', name: 'X', images: [{ width: 1600, height: 900, label: 'landscape 1600×900' }, SQUARE], maxCharacters: 280, visibleCharacters: 280, headline: null, description: null, hashtags: 2 },
  tiktok: { platform: 'tiktok', name: 'TikTok', images: [VERTICAL], maxCharacters: 2200, visibleCharacters: 100, headline: null, description: null, hashtags: 4 },
  youtube: { platform: 'youtube', name: 'YouTube', images: [{ width: 1280, height: 720, label: 'thumbnail 1280×720' }], maxCharacters: 5000, visibleCharacters: 157, headline: { maxCharacters: 100, max: 1 }, description: null, hashtags: 3 },
  'google-search': { platform: 'google-search', name: 'Google responsive search ads', images: [], maxCharacters: null, visibleCharacters: null, headline: { maxCharacters: 30, max: 15 }, description: { maxCharacters: 90, max: 4 }, hashtags: 0 },
  // Google Business Profile posts: up to 1,500 characters, a 4:3 photo, a button instead of a link in the text.
  'google-business': { platform: 'google-business', name: 'Google Business Profile', images: [{ width: 1200, height: 900, label: 'landscape 1200×900' }], maxCharacters: 1500, visibleCharacters: 250, headline: null, description: null, hashtags: 0 },
  // Nextdoor business posts: a neighbourhood feed, read like a note from someone local; no hashtags, a photo at 1200×628.
  nextdoor: { platform: 'nextdoor', name: 'Nextdoor', images: [LANDSCAPE, SQUARE], maxCharacters: null, visibleCharacters: null, headline: null, description: null, hashtags: 0 },
  'meta-ads': { platform: 'meta-ads', name: 'Meta ads', images: [SQUARE, PORTRAIT, VERTICAL], maxCharacters: 2200, visibleCharacters: 125, headline: { maxCharacters: 40, max: 5 }, description: { maxCharacters: 30, max: 5 }, hashtags: 0 },
  email: { platform: 'email', name: 'Email', images: [{ width: 600, height: 300, label: 'email header 600×300' }], maxCharacters: null, visibleCharacters: EMAIL_INBOX.previewCharacters, headline: { maxCharacters: EMAIL_INBOX.subjectCharacters, max: 1 }, description: { maxCharacters: EMAIL_INBOX.previewCharacters, max: 1 }, hashtags: 0 },
  web: { platform: 'web', name: 'Web page', images: [{ width: 1200, height: 630, label: 'social share 1200×630' }], maxCharacters: null, visibleCharacters: null, headline: { maxCharacters: SEARCH_SNIPPET.titleCharacters, max: 1 }, description: { maxCharacters: SEARCH_SNIPPET.descriptionCharacters, max: 1 }, hashtags: 0 },
  podcast: { platform: 'podcast', name: 'Podcast', images: [], maxCharacters: null, visibleCharacters: null, headline: null, description: null, hashtags: 0 },
  radio: { platform: 'radio', name: 'Radio', images: [], maxCharacters: null, visibleCharacters: null, headline: null, description: null, hashtags: 0 },
  print: { platform: 'print', name: 'Print', images: [{ width: 2480, height: 3508, label: 'A4 portrait at 300 dpi' }], maxCharacters: null, visibleCharacters: null, headline: null, description: null, hashtags: 0 },
};

/** Spoken words per second in a read ad (about 150 words a minute), to size a script by its length. */
export const SPOKEN_WORDS_PER_SECOND = 2.5;

export function formatOf(platform: Platform): ChannelFormat {
  return CHANNEL_FORMATS[platform];
}

// The names a request gives each channel, as lemmas; a two-word name is matched before its first word.
const NAMES: [string, Platform][] = [
  ['google business', 'google-business'],
  ['business profile', 'google-business'],
  ['gbp', 'google-business'],
  ['responsive search', 'google-search'],
  ['google ad', 'google-search'],
  ['google ads', 'google-search'],
  ['google search', 'google-search'],
  ['search ad', 'google-search'],
  ['meta ad', 'meta-ads'],
  ['meta ads', 'meta-ads'],
  ['landing page', 'web'],
  ['web page', 'web'],
  ['trade show', 'print'],
  ['instagram', 'instagram'],
  ['insta', 'instagram'],
  ['ig', 'instagram'],
  ['facebook', 'facebook'],
  ['fb', 'facebook'],
  ['nextdoor', 'nextdoor'],
  ['linkedin', 'linkedin'],
  ['twitter', 'x'],
  ['tweet', 'x'],
  ['tiktok', 'tiktok'],
  ['youtube', 'youtube'],
  ['ppc', 'google-search'],
  ['adwords', 'google-search'],
  ['newsletter', 'email'],
  ['email', 'email'],
  ['website', 'web'],
  ['homepage', 'web'],
  ['blog', 'web'],
  ['podcast', 'podcast'],
  ['radio', 'radio'],
  ['print', 'print'],
  ['flyer', 'print'],
  ['leaflet', 'print'],
  ['poster', 'print'],
  ['billboard', 'print'],
  ['banner', 'print'],
  ['booth', 'print'],
  ['brochure', 'print'],
  ['postcard', 'print'],
];

/**
 * The channel a word names, with how many words the name takes ('Google search ads' is one channel over two
 * words). 'X' counts only as written, in capitals, since 'x' is also a letter and a multiplication sign.
 */
export function platformAt(words: readonly Word[], i: number): { platform: Platform; length: number } | null {
  const w = words[i];
  if (!w) return null;
  const two = `${w.lemma} ${words[i + 1]?.lemma ?? ''}`;
  for (const [name, platform] of NAMES) {
    if (name.includes(' ') ? two === name || `${w.lower} ${words[i + 1]?.lower ?? ''}` === name : w.lemma === name || w.lower === name) return { platform, length: name.split(' ').length };
  }
  if (w.text === 'X' && (/^(post|thread|tweet|ad)/.test(words[i + 1]?.lemma ?? '') || /^(on|for|and|,)$/.test(words[i - 1]?.lower ?? '') || words[i - 1]?.after === ',')) return { platform: 'x', length: 1 };
  return null;
}

/** Every channel these words name, in order, each once. */
export function platformsIn(words: readonly Word[]): Platform[] {
  const found: Platform[] = [];
  for (let i = 0; i < words.length; i++) {
    const hit = platformAt(words, i);
    if (!hit) continue;
    if (!found.includes(hit.platform)) found.push(hit.platform);
    i += hit.length - 1;
  }
  return found;
}
