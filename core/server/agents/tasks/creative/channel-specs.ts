import type { Platform } from '../../brief/brief.ts';

/**
 * The published format limits the creative tasks write to. Kept here until the brief reader carries channel
 * formats itself; each figure is the platform's own (help-centre) limit or recommendation.
 */

/** A social platform's post: its name in copy, hard limit, the visible part before "more", and how many hashtags suit it. */
export interface PostSpec {
  platform: Platform;
  name: string;
  /** What one piece is called ('caption', 'post'). */
  piece: string;
  maxCharacters: number;
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

export const POST_SPECS: Partial<Record<Platform, PostSpec>> = {
  instagram: { platform: 'instagram', name: 'Instagram', piece: 'caption', maxCharacters: 2200, visibleCharacters: 125, hashtags: { min: 3, max: 5 }, hashtagsUsed: 5, sentences: 2, clickableLinks: false, linkCharacters: null },
  linkedin: { platform: 'linkedin', name: 'LinkedIn', piece: 'post', maxCharacters: 3000, visibleCharacters: 210, hashtags: { min: 0, max: 3 }, hashtagsUsed: 2, sentences: 3, clickableLinks: true, linkCharacters: null },
  x: { platform: 'x', name: 'X', piece: 'post', maxCharacters: 280, visibleCharacters: 280, hashtags: { min: 0, max: 2 }, hashtagsUsed: 1, sentences: 1, clickableLinks: true, linkCharacters: 23 },
  facebook: { platform: 'facebook', name: 'Facebook', piece: 'post', maxCharacters: 63206, visibleCharacters: 125, hashtags: { min: 0, max: 2 }, hashtagsUsed: 0, sentences: 2, clickableLinks: true, linkCharacters: null },
  tiktok: { platform: 'tiktok', name: 'TikTok', piece: 'caption', maxCharacters: 2200, visibleCharacters: 100, hashtags: { min: 3, max: 5 }, hashtagsUsed: 4, sentences: 1, clickableLinks: false, linkCharacters: null },
  youtube: { platform: 'youtube', name: 'YouTube', piece: 'description', maxCharacters: 5000, visibleCharacters: 150, hashtags: { min: 0, max: 3 }, hashtagsUsed: 2, sentences: 2, clickableLinks: true, linkCharacters: null },
};

/** The social platforms a post can be written for, in the order used when a request names none. */
export const DEFAULT_POST_PLATFORMS: Platform[] = ['linkedin', 'instagram', 'x'];

/** Google responsive search ads: up to 15 headlines of 30 characters and 4 descriptions of 90. */
export const SEARCH_AD = { headlineCharacters: 30, descriptionCharacters: 90, maxHeadlines: 15, maxDescriptions: 4, defaultHeadlines: 10, defaultDescriptions: 4, minHeadlines: 3, minDescriptions: 2, pathCharacters: 15 } as const;

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
      { key: 'headline', label: 'Headline', limit: 40 },
      { key: 'description', label: 'Description', limit: 30 },
    ],
    buttons: ['Learn More', 'Sign Up', 'Book Now', 'Shop Now', 'Get Offer', 'Subscribe', 'Contact Us', 'Download', 'Get Quote', 'Apply Now'],
  },
  linkedin: {
    name: 'LinkedIn sponsored post',
    fields: [
      { key: 'primary', label: 'Introductory text', limit: 150 },
      { key: 'headline', label: 'Headline', limit: 70 },
      { key: 'description', label: 'Description', limit: 100 },
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

export const IMAGE_SPECS = {
  instagramSquare: { name: 'Instagram feed post', width: 1080, height: 1080, linked: false },
  instagramPortrait: { name: 'Instagram portrait post', width: 1080, height: 1350, linked: false },
  story: { name: 'Story', width: 1080, height: 1920, linked: false },
  linkedin: { name: 'LinkedIn link post', width: 1200, height: 627, linked: true },
  facebook: { name: 'Facebook link post', width: 1200, height: 627, linked: true },
  x: { name: 'X post image', width: 1600, height: 900, linked: true },
  youtube: { name: 'YouTube thumbnail', width: 1280, height: 720, linked: true },
} as const satisfies Record<string, ImageSpec>;

/** Outdoor and booth copy is read in a glance: billboard practice is about seven words at most. */
export const DISTANCE_LINE_WORDS = 7;

/** Spoken copy runs at about two and a half words a second; a spot is written a little under it so it is not rushed. */
export const SPOKEN = { wordsPerSecond: 2.5, minPerSecond: 2.2, maxPerSecond: 2.7 } as const;
