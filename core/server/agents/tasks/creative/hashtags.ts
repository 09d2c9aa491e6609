import type { CopyMaterial } from './copy-material.ts';
import { hashtagOf } from './copy-text.ts';

/** Up to `count` hashtags from the facts (brand, what is sold, the industry, the audience); none is made up. */
export function hashtagsFor(m: CopyMaterial, count: number): string[] {
  if (count <= 0) return [];
  const productHead = m.productShort?.split(/\s+(?:for|that|with|to)\s+/)[0] ?? null;
  const industry = m.industry?.split(/\s*[,/&]\s*|\s+and\s+/)[0] ?? null;
  const candidates = [m.knownBrand ? m.brand : null, m.subject?.replace(/^(new|latest|upcoming|next)\s+/i, ''), productHead, industry, m.audienceShort, ...m.features.map((f) => f.split(/\s+/).slice(0, 2).join(' '))];
  const tags: string[] = [];
  for (const c of candidates) {
    const tag = c ? hashtagOf(c) : null;
    // '#SharedInbox' after '#SharedInboxSoftware' says the same thing twice.
    if (tag && !tags.some((t) => t.toLowerCase().startsWith(tag.toLowerCase()) || tag.toLowerCase().startsWith(t.toLowerCase()))) tags.push(tag);
    if (tags.length >= count) break;
  }
  return tags;
}
