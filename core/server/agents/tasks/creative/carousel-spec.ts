import type { Brief, Platform } from '../../brief/brief.ts';
import { shapeAsked } from '../../brief/deliverable-shape.ts';
import type { FactSheet } from '../../facts/fact-sheet.ts';
import { platformsAsked, requestMentions } from './asked-pieces.ts';
import { POST_SPECS, type PostSpec } from './channel-specs.ts';

/**
 * A carousel post per platform: the slides' size, how many slides the platform takes, and the caption's habits
 * (the platform's post spec). Instagram takes up to 20 slides, 1080×1350 portrait (or 1080×1080 square);
 * LinkedIn shows a carousel as a PDF document post, its pages usually 1080×1350; Facebook takes up to 10
 * cards; TikTok photo carousels are 1080×1920.
 */
export interface CarouselSpec {
  platform: Platform;
  /** 'Instagram carousel', as the header names it. */
  name: string;
  width: number;
  height: number;
  /** The most slides the platform (and this engine) takes. */
  maxSlides: number;
  /** The caption's platform: its limit, hashtag habit and whether a link in it clicks. */
  post: PostSpec;
}

/** What a carousel has when the request gives no count: a hook, four points and the ask. */
export const DEFAULT_SLIDES = 6;
/** The engine's ceiling whatever the platform allows: a carousel past 20 slides is a document, not a post. */
const MAX_SLIDES = 20;

const SPECS: Partial<Record<Platform, CarouselSpec>> = {
  instagram: { platform: 'instagram', name: 'Instagram carousel', width: 1080, height: 1350, maxSlides: 20, post: POST_SPECS.instagram! },
  linkedin: { platform: 'linkedin', name: 'LinkedIn carousel', width: 1080, height: 1350, maxSlides: MAX_SLIDES, post: POST_SPECS.linkedin! },
  facebook: { platform: 'facebook', name: 'Facebook carousel', width: 1080, height: 1080, maxSlides: 10, post: POST_SPECS.facebook! },
  tiktok: { platform: 'tiktok', name: 'TikTok photo carousel', width: 1080, height: 1920, maxSlides: MAX_SLIDES, post: POST_SPECS.tiktok! },
};

const OWN_CHANNELS: [RegExp, Platform][] = [[/instagram/i, 'instagram'], [/linkedin/i, 'linkedin'], [/facebook/i, 'facebook'], [/tiktok/i, 'tiktok']];

export interface CarouselPlan {
  spec: CarouselSpec;
  /** Slides to write, within the platform's maximum. */
  count: number;
  /** The count the request gave, when it gave one (more than the platform takes is said in a note). */
  asked: number | null;
  /** A platform the request named that has no carousel post (X, YouTube): the carousel is written for Instagram instead. */
  unsupported: Platform | null;
}

/**
 * The carousel the request asks for: the platform it names (else the space's own channel, else Instagram), its
 * size (a square Instagram carousel when the request says so), and the slides asked ('a 6-slide carousel').
 */
export function carouselPlan(brief: Brief, facts: FactSheet): CarouselPlan {
  const asked = platformsAsked(brief).filter((p) => p !== 'meta-ads');
  const named = asked.find((p) => SPECS[p]);
  const social = asked.find((p) => p === 'x' || p === 'youtube') ?? null;
  const own = [facts.bestChannel ?? '', ...facts.channels].flatMap((c) => OWN_CHANNELS.filter(([re]) => re.test(c)).map(([, p]) => p))[0];
  const platform = named ?? (social ? 'instagram' : own ?? 'instagram');
  let spec = SPECS[platform]!;
  if (platform === 'instagram' && requestMentions(brief, /\b(square|1:1|1080\s*[x×]\s*1080)\b/i)) spec = { ...spec, height: 1080 };
  const count = slidesAsked(brief);
  return { spec, count: Math.max(2, Math.min(spec.maxSlides, count ?? DEFAULT_SLIDES)), asked: count, unsupported: named ? null : social };
}

/** The slides the request asks for: the brief's shape ('a 6-slide carousel'), else the request read again. */
function slidesAsked(brief: Brief): number | null {
  const text = brief.shape?.kind === 'carousel' ? brief.shape.text : shapeAsked(brief.request)?.text;
  const n = text ? /\b(\d{1,3})-slide\b/.exec(text)?.[1] : undefined;
  return n ? Number(n) : null;
}
