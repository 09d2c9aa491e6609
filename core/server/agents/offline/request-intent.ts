import type { Material } from './request-material.ts';

/** What each agent can be asked for (its own task list); the request is classified into one of them. */
export type EmailTask = 'subject_lines' | 'rewrite' | 'follow_up' | 'cold_outreach' | 'newsletter' | 'launch' | 'promotion';
export type SeoTask = 'audit' | 'meta_tags' | 'outline' | 'keywords' | 'needs_page';
export type StrategyTask = 'budget' | 'positioning' | 'review_material' | 'review_profile';
export type CreativeTask = 'headlines' | 'image_card' | 'social_posts' | 'ad_copy';
export type BrandVoiceTask = 'rewrite' | 'check' | 'analyse' | 'dos_donts' | 'draft_from_profile';

const has = (pattern: RegExp, message: string) => pattern.test(message);
const hasMaterial = (m: Material) => m.kind !== 'profile';

export function emailTask(message: string, material: Material): EmailTask {
  // Subject lines only when that is all that is asked: "a welcome email with three subject line options" is an email.
  const asksSubjects = has(/\bsubject[- ]lines?\b/i, message);
  const onlySubjects = has(/\b(just|only|no body)\b/i, message) || !has(/\b(write|draft|create|compose|send)\b[^.]*\b(email|newsletter|message)\b/i, message);
  if (asksSubjects && onlySubjects && !has(/\b(with|and) (a |the )?(body|full email)\b/i, message)) return 'subject_lines';
  if (material.kind === 'pasted' && has(/\b(rewrite|re-write|improve|edit|polish|tighten|shorten|rework|fix|make (it|this))\b/i, message)) return 'rewrite';
  if (has(/\bfollow[- ]?up\b|\bafter (the|our|a|their) (demo|call|meeting|trial|webinar)\b|\bcheck(ing)?[- ]in\b/i, message)) return 'follow_up';
  if (has(/\bcold\b|\boutreach\b|\bprospects?\b|\breach out\b|\bintroduc(e|ing) (us|ourselves)\b/i, message)) return 'cold_outreach';
  if (has(/\bnewsletter\b|\bmonthly update\b|\bdigest\b|\bround-?up\b/i, message)) return 'newsletter';
  if (has(/\blaunch|\bannounc|\bintroduc|\bunveil|\brelease\b|\bnew (product|feature|service)\b/i, message)) return 'launch';
  return 'promotion';
}

export function seoTask(message: string, material: Material): SeoTask {
  if (has(/\btitle tags?\b|\bmeta (description|tags?)\b/i, message)) return 'meta_tags';
  if (has(/\boutline\b|\bbrief for (a|an|the) (blog|article|post)\b/i, message)) return 'outline';
  if (material.kind === 'document' || material.kind === 'url') return 'audit';
  if (has(/\bkeywords?\b|\bsearch terms?\b|\bwhat (should|could|can) we rank\b|\brank for\b|\b(blog|content|topic) ideas\b/i, message)) return 'keywords';
  if (material.kind === 'pasted') return 'audit';
  return 'needs_page';
}

export function strategyTask(message: string, material: Material): StrategyTask {
  if (hasMaterial(material)) return 'review_material';
  if (has(/\bbudget\b|\bsplit\b|\bspend\b|\ballocat\w*|[£$€]\s?\d|\bwhere should (it|the money) go\b/i, message)) return 'budget';
  if (has(/\bposition\w*\b|\bcompetitors?\b|\bagainst\b|\bversus\b|\bvs\.?\b|\bdifferentiat\w*/i, message)) return 'positioning';
  return 'review_profile';
}

export function creativeTask(message: string): CreativeTask {
  if (has(/\bimage\b|\bcard\b|\bvisual\b|\bbanner\b|\bgraphic\b|\bpicture\b|\bog[- ]image\b/i, message)) return 'image_card';
  if (has(/\b(search|google|bing|ppc|sponsored|paid) ads?\b|\bad copy\b|\badwords\b/i, message)) return 'ad_copy';
  if (has(/\bheadlines?\b|\btaglines?\b|\bslogans?\b|\bhooks?\b/i, message)) return 'headlines';
  if (has(/\bsocial\b|\blinkedin\b|\binstagram\b|\btwitter\b|\bx post|\bfacebook\b|\btiktok\b|\bposts?\b/i, message)) return 'social_posts';
  if (has(/\bads?\b|\bgoogle\b|\bppc\b/i, message)) return 'ad_copy';
  return 'headlines';
}

export function brandVoiceTask(message: string, material: Material): BrandVoiceTask {
  if (material.kind !== 'profile' && has(/\brewrite\b|\bre-write\b|\brephrase\b|\bmake (it|this) sound\b|\bin our (brand )?voice\b|\bon-brand\b|\badapt\b|\bedit\b/i, message)) return 'rewrite';
  if (material.kind !== 'profile' && has(/\b(does|do|is|are) (this|these|it|they)\b.*\b(match|fit|sound like|on-brand|on brand|in our voice)\b|\bcheck\b.*\b(voice|on-brand|tone)\b/i, message)) return 'check';
  if (material.kind !== 'profile') return 'analyse';
  if (has(/\bdo'?s\b|\bdon'?ts\b|\bguidelines?\b|\bstyle guide\b|\brules\b/i, message) && !has(/\bdraft\b|\bcreate\b|\bdefine\b/i, message)) return 'dos_donts';
  return 'draft_from_profile';
}

/** The specialists the CMO can call, in the order a plan runs them, and what in a request calls for each. */
export const CMO_SPECIALISTS = [
  { slug: 'strategy-review-agent', name: 'Strategy review', matches: /\b(strateg\w*|plan|goals?|quarter|budget|kpis?|roadmap|priorit\w*|positioning)\b/i },
  { slug: 'email-agent', name: 'Email', matches: /\b(emails?|newsletters?|campaigns?|nurture|subject lines?|outreach)\b/i },
  { slug: 'seo-agent', name: 'SEO', matches: /\b(seo|search|rank\w*|keywords?|blog|articles?|organic)\b/i },
  { slug: 'brand-voice', name: 'Brand voice', matches: /\b(voice|tone|messaging|style guide|on-brand)\b/i },
  { slug: 'creative-agent', name: 'Creative', matches: /\b(ads?|creative|social|posts?|images?|visuals?|headlines?|linkedin|instagram)\b/i },
] as const;

export function cmoSpecialists(message: string): (typeof CMO_SPECIALISTS)[number][] {
  return CMO_SPECIALISTS.filter((s) => s.matches.test(message)).slice(0, 3);
}
