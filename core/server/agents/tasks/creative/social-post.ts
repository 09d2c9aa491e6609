import { hookAt, supportOf, type Angle } from './angles.ts';
import type { PostSpec } from './channel-specs.ts';
import { asSentence, capital, fitCharacters, flow, mostlyRepeats, withoutStop, wordCount } from './copy-text.ts';
import type { CreativeKit } from './creative-output.ts';
import { hashtagsFor } from './hashtags.ts';
import { deliverableFor } from './asked-pieces.ts';

export interface WrittenPost {
  text: string;
  /** Characters as the platform counts them (a link on X counts as 23). */
  characters: number;
  angle: Angle;
}

/** The length a platform counts: on X every link counts as 23 characters whatever its length. */
export function platformLength(text: string, spec: PostSpec): number {
  if (!spec.linkCharacters) return text.length;
  return text.replace(/https?:\/\/\S+/g, 'x'.repeat(spec.linkCharacters)).length;
}

/**
 * One post for a platform in one angle: a hook that fits before the fold, the facts behind it, the request's
 * offer, the call to action where the platform lets people click (else "link in bio"), and the platform's
 * hashtag habit. Within the platform's character limit.
 */
export function socialPost(kit: CreativeKit, spec: PostSpec, angle: Angle, form: number, avoid: ReadonlySet<string> = new Set()): WrittenPost {
  const { m, voiced } = kit;
  // A hook an earlier post or answer opened with gives way to the angle's next wording.
  let hook = fitCharacters(asSentence(voiced(hookAt(m, angle, form))), spec.visibleCharacters);
  for (let next = 1; avoid.has(hook) && next < 4; next++) hook = fitCharacters(asSentence(voiced(hookAt(m, angle, form + next))), spec.visibleCharacters);
  const offerLine = m.offer ? voiced(asSentence(m.offer.sentence)) : null;
  // The offer is said unless the hook already says it whole, code included.
  const offer = offerLine && !(mostlyRepeats(offerLine, hook) && (!m.offer?.code || hook.includes(m.offer.code))) ? offerLine : null;
  const candidates = supportOf(m, angle, form)
    .map(voiced)
    .filter((s) => !mostlyRepeats(s, hook) && !mostlyRepeats(hook, s) && s !== offerLine);
  // What the request names stays first; then sentences no earlier post or answer said, before those one did.
  const subject = candidates.filter((s) => m.subjectLines.some((l) => s.startsWith(capital(l).slice(0, 30)))).slice(0, 1);
  const rest = candidates.filter((s) => !subject.includes(s));
  const support = [...subject, ...rest.filter((s) => !avoid.has(s)), ...rest.filter((s) => avoid.has(s))].slice(0, spec.sentences);
  const cta = spec.clickableLinks ? `${withoutStop(voiced(m.cta))}: ${m.link ?? '[link]'}` : `${withoutStop(voiced(m.cta))}: link in bio.`;
  // Hashtags as many as asked ('with 3 hashtags'), else the platform's habit.
  const askedTags = deliverableFor(kit.input.brief, ['hashtag'])?.count ?? null;
  const tags = hashtagsFor(m, askedTags ?? spec.hashtagsUsed).join(' ');
  const compose = (body: string[], withTags: boolean) => {
    const blocks = spec.platform === 'x' ? [[hook, ...body, offer, cta].filter(Boolean).join(' ')] : [hook, body.join(spec.platform === 'linkedin' ? '\n\n' : ' '), offer, cta];
    return [...blocks, withTags ? tags : ''].filter((b) => b && b.trim()).join('\n\n');
  };
  // A limit the request sets ('under 200 characters', 'max 40 words') tightens the platform's own.
  const { characters, words } = kit.input.brief.limits;
  const maxCharacters = Math.min(spec.maxCharacters, characters ?? Number.POSITIVE_INFINITY);
  const over = (t: string) => platformLength(t, spec) > maxCharacters || (words !== null && wordCount(t.replace(/#\w+/g, '')) > words);
  let body = flow(support, m.brand);
  let text = compose(body, true);
  // Over the limit: drop supporting sentences first, then the hashtags, and only then cut.
  while (over(text) && body.length) text = compose((body = body.slice(0, -1)), true);
  if (over(text)) text = compose(body, false);
  if (platformLength(text, spec) > maxCharacters) text = fitCharacters(text, maxCharacters);
  return { text, characters: platformLength(text, spec), angle };
}
