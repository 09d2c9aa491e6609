import type { Platform } from '../../brief/brief.ts';
import { formatOf, SPOKEN_WORDS_PER_SECOND, type ImageSize } from '../../brief/channel-formats.ts';

/**
 * The formats the creative tasks write to: the channels' published limits and image sizes come from the brief's
 * channel formats; what only copy needs (how a post links, how many sentences suit it, an ad's fields and
 * buttons) is kept here.
 */

/** A social platform's post: its name in copy, hard limit, the visible part before "more", and how many hashtags suit it. */
export interface PostSpec {
  platform: Platform;
  name: string;
  /** What one piece is called ('caption', 'post'). */
  piece: string;
  maxCharacters: number;
  /** Whether the platform publishes that limit (else it is only a sensible length, never shown as the platform's). */
  publishedLimit: boolean;
  /** Characters shown before the platform folds the text: the hook must fit in them. */
  visibleCharacters: number;
  hashtags: { min: number; max: number };
  /** How many hashtags this engine adds: the platform's habit, never a wall of them. */
  hashtagsUsed: number;
  /** How many supporting sentences suit the platform after the hook. */
  sentences: number;
  /** Whether a link in the text is clickable (Instagram and TikTok send people to the bio). */
  clickableLinks: boolean;
  /** Characters a link takes whatever its length (X shortens every link to 23). */
  linkCharacters: number | null;
}

/** A post's habits per platform; its limits come from the channel's format. */
function postSpec(platform: Platform, piece: string, habit: { hashtags: number; sentences: number; clickableLinks: boolean; linkCharacters: number | null; minHashtags: number }): PostSpec {
  const format = formatOf(platform);
  return {
    platform,
    name: format.name,
    piece,
    maxCharacters: format.maxCharacters ?? 2200,
    publishedLimit: format.maxCharacters !== null,
    visibleCharacters: format.visibleCharacters ?? format.maxCharacters ?? 125,
    hashtags: { min: habit.minHashtags, max: format.hashtags },
    hashtagsUsed: Math.min(habit.hashtags, format.hashtags),
    sentences: habit.sentences,
    clickableLinks: habit.clickableLinks,
    linkCharacters: habit.linkCharacters,
  };
}

export const POST_SPECS: Partial<Record<Platform, PostSpec>> = {
  instagram: postSpec('instagram', 'caption', { hashtags: 5, minHashtags: 3, sentences: 2, clickableLinks: false, linkCharacters: null }),
  linkedin: postSpec('linkedin', 'post', { hashtags: 2, minHashtags: 0, sentences: 3, clickableLinks: true, linkCharacters: null }),
  // X shortens every link to 23 characters, whatever its length.
  x: postSpec('x', 'post', { hashtags: 1, minHashtags: 0, sentences: 1, clickableLinks: true, linkCharacters: 23 }),
  facebook: postSpec('facebook', 'post', { hashtags: 0, minHashtags: 0, sentences: 2, clickableLinks: true, linkCharacters: null }),
  tiktok: postSpec('tiktok', 'caption', { hashtags: 4, minHashtags: 3, sentences: 1, clickableLinks: false, linkCharacters: null }),
  // A Google Business Profile post sends people on with its button, not a link in the text.
  'google-business': postSpec('google-business', 'post', { hashtags: 0, minHashtags: 0, sentences: 3, clickableLinks: false, linkCharacters: null }),
  // Nextdoor: neighbours reading a local business's update; no hashtags.
  nextdoor: postSpec('nextdoor', 'post', { hashtags: 0, minHashtags: 0, sentences: 3, clickableLinks: true, linkCharacters: null }),
  youtube: postSpec('youtube', 'description', { hashtags: 2, minHashtags: 0, sentences: 2, clickableLinks: true, linkCharacters: null }),
};

/** The social platforms a post can be written for, in the order used when a request names none. */
export const DEFAULT_POST_PLATFORMS: Platform[] = ['linkedin', 'instagram', 'x'];

const GOOGLE = formatOf('google-search');

/** Google responsive search ads: up to 15 headlines of 30 characters and 4 descriptions of 90. */
export const SEARCH_AD = {
  headlineCharacters: GOOGLE.headline!.maxCharacters,
  descriptionCharacters: GOOGLE.description!.maxCharacters,
  maxHeadlines: GOOGLE.headline!.max,
  maxDescriptions: GOOGLE.description!.max,
  defaultHeadlines: 10,
  defaultDescriptions: 4,
  minDescriptions: 2,
} as const;

/** One field of a social or display ad, with the length that shows without truncation. */
export interface AdField {
  key: 'primary' | 'headline' | 'description' | 'longHeadline';
  label: string;
  limit: number;
}

export interface AdSpec {
  name: string;
  fields: AdField[];
  /** The call-to-action buttons the platform offers (the ad uses one of these, not free text). */
  buttons: string[];
}

export const AD_SPECS: Record<'meta' | 'linkedin' | 'display', AdSpec> = {
  meta: {
    name: 'Facebook and Instagram ad',
    fields: [
      { key: 'primary', label: 'Primary text', limit: 125 },
      { key: 'headline', label: 'Headline', limit: formatOf('meta-ads').headline!.maxCharacters },
      { key: 'description', label: 'Description', limit: formatOf('meta-ads').description!.maxCharacters },
    ],
    buttons: ['Learn More', 'Sign Up', 'Book Now', 'Shop Now', 'Get Offer', 'Subscribe', 'Contact Us', 'Download', 'Get Quote', 'Apply Now'],
  },
  linkedin: {
    name: 'LinkedIn sponsored post',
    fields: [
      { key: 'primary', label: 'Introductory text', limit: 150 },
      { key: 'headline', label: 'Headline', limit: formatOf('linkedin').headline!.maxCharacters },
      { key: 'description', label: 'Description', limit: formatOf('linkedin').description!.maxCharacters },
    ],
    buttons: ['Learn More', 'Sign Up', 'Request Demo', 'Register', 'Subscribe', 'Download', 'Apply', 'Join', 'Attend', 'View Quote'],
  },
  display: {
    name: 'Google responsive display ad',
    fields: [
      { key: 'headline', label: 'Short headline', limit: 30 },
      { key: 'longHeadline', label: 'Long headline', limit: 90 },
      { key: 'description', label: 'Description', limit: 90 },
    ],
    buttons: ['Learn More', 'Sign Up', 'Book Now', 'Shop Now', 'Get Offer', 'Subscribe', 'Contact Us', 'Download', 'Get Quote', 'Apply Now'],
  },
};

/** An image's size for where it will be posted. */
export interface ImageSpec {
  name: string;
  width: number;
  height: number;
  /** Whether the platform shows a clickable link with the image (else the call to action says where to go). */
  linked: boolean;
}

const sized = (name: string, size: ImageSize | undefined, linked: boolean): ImageSpec => ({ name, width: size!.width, height: size!.height, linked });
const landscape = (platform: Platform) => formatOf(platform).images.find((i) => i.width > i.height);

export const IMAGE_SPECS = {
  instagramSquare: sized('Instagram feed post', formatOf('instagram').images[0], false),
  instagramPortrait: sized('Instagram portrait post', formatOf('instagram').images.find((i) => i.height > i.width), false),
  story: sized('Story', formatOf('tiktok').images.find((i) => i.height > i.width), false),
  linkedin: sized('LinkedIn link post', landscape('linkedin'), true),
  facebook: sized('Facebook link post', landscape('facebook'), true),
  x: sized('X post image', landscape('x'), true),
  youtube: sized('YouTube thumbnail', formatOf('youtube').images[0], true),
} as const satisfies Record<string, ImageSpec>;

/** Outdoor and booth copy is read in a glance: billboard practice is about seven words at most. */
export const DISTANCE_LINE_WORDS = 7;

/** Spoken copy runs at about two and a half words a second; a spot is written a little under it so it is not rushed. */
export const SPOKEN = { wordsPerSecond: SPOKEN_WORDS_PER_SECOND, minPerSecond: 2.2, maxPerSecond: 2.7 } as const;
