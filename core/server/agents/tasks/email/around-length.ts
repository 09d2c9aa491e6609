import { bodyOf, wordCount, type EmailDraft } from './email-draft.ts';
import type { EmailKit } from './email-kit.ts';
import { dictatesContents } from './request-points.ts';

/**
 * 'Around 150 words', 'about 120 words': a length to reach, not only a ceiling. An email well short of it says more
 * of what the facts hold (a customer's result, what sets the business apart, what is included, its terms), a block
 * at a time, until it is near the length asked; nothing is invented to pad it. 'Use one of our reviews' puts a
 * customer's own words in even when the length is met.
 */
export function toAroundLength(kit: EmailKit, draft: EmailDraft): EmailDraft {
  const request = kit.brief.request;
  const target = Number(/\b(?:around|about|roughly|approximately|approx\.?|~)\s*(\d{2,4})\s*words\b/i.exec(request)?.[1] ?? 0);
  const wantsReview = /\buse\s+(?:one of\s+)?(?:our|a|an|the)\s+(?:\w+\s+)?(?:reviews?|testimonials?|customer quotes?|quotes?)\b/i.test(request);
  let blocks = [...draft.blocks];
  const said = () => bodyOf({ ...draft, blocks }).toLowerCase();
  const add = (role: string, text: string | null) => {
    if (!text || said().includes(text.toLowerCase().slice(0, 40))) return;
    // Before the call to action: after the last block the email has.
    blocks = [...blocks, { role, text, weight: 60 }];
  };
  if (wantsReview && !/[“"][^”"]{12,}[”"]/.test(said())) {
    const quoteAt = kit.proofs().findIndex((p) => p.kind === 'quote' || /["“]/.test(p.text));
    add('proof', kit.proof(Math.max(0, quoteAt)));
  }
  // An email whose contents the request dictates ('include the opening hours and …') says those, not facts it did not ask for.
  if (target && !dictatesContents(kit.points)) {
    const more = [kit.proof(0), kit.difference(), kit.features(3).length ? `What you get: ${kit.features(3).join('; ')}.` : null, kit.proof(1), kit.commitmentTerm(), kit.trialTerm()];
    for (const text of more) {
      if (wordCount(bodyOf({ ...draft, blocks })) >= target * 0.8) break;
      add('more', text);
    }
  }
  return blocks.length === draft.blocks.length ? draft : { ...draft, blocks };
}
