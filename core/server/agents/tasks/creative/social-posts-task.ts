import { ORIGIN_ASK, originParts } from './origin-story.ts';
import { hashtagsApart, hashtagsFor } from './hashtags.ts';
import type { Brief, Platform } from '../../brief/brief.ts';
import type { FactSheet } from '../../facts/fact-sheet.ts';
import type { AgentTask, TaskInput, TaskOutput } from '../agent-task.ts';
import { anglesFor, canCarry, type Angle } from './angles.ts';
import { deliverableFor, leastWordsAsked, wordsAskedText } from './asked-pieces.ts';
import { DEFAULT_POST_PLATFORMS, POST_SPECS, type PostSpec } from './channel-specs.ts';
import { capital, countWord, listOf } from './copy-text.ts';
import { creativeKit, creativeOutput, forWhom, pieceKit, type CreativeKit } from './creative-output.ts';
import { CUSTOMER_WORDS, socialPost, type WrittenPost } from './social-post.ts';

const NOUNS = ['post', 'caption', 'tweet', 'thread', 'update'];
const MAX_PER_PLATFORM = 10;

/** Ad platforms and channels named in words, as the social platform a post goes on. */
const ALIASES: Partial<Record<Platform, Platform>> = { 'meta-ads': 'facebook' };
const CHANNEL_NAMES: [RegExp, Platform][] = [[/linkedin/i, 'linkedin'], [/instagram/i, 'instagram'], [/\btwitter\b|\bx\b/i, 'x'], [/facebook/i, 'facebook'], [/tiktok/i, 'tiktok']];

interface PlatformPlan {
  spec: PostSpec;
  count: number;
  /** What each post is about when the request says ('one for the Care Plan, one with Tom's review'). */
  subjects: string[];
}

/**
 * The posts asked for, per platform: "5 Instagram captions" is five captions for Instagram. With no platform
 * named, the space's own social channels (else LinkedIn, Instagram and X) share the count asked, one each by default.
 */
export function postPlan(brief: Brief, facts: FactSheet): PlatformPlan[] {
  const plans: PlatformPlan[] = [];
  for (const d of brief.deliverables) {
    const platforms = d.noun === 'tweet' || d.noun === 'thread' ? (['x'] as Platform[]) : d.platforms;
    for (const p of platforms) {
      const spec = POST_SPECS[ALIASES[p] ?? p];
      if (spec && !plans.some((plan) => plan.spec === spec)) plans.push({ spec, count: Math.min(MAX_PER_PLATFORM, d.count ?? 1), subjects: d.subjects ?? [] });
    }
  }
  if (plans.length) return plans;
  const own = [facts.bestChannel ?? '', ...facts.channels].flatMap((c) => CHANNEL_NAMES.filter(([re]) => re.test(c)).map(([, p]) => p));
  const platforms = [...new Set(own.length ? own : DEFAULT_POST_PLATFORMS)];
  const piece = deliverableFor(brief, NOUNS);
  const asked = piece?.count ?? null;
  if (!asked) return platforms.map((p) => ({ spec: POST_SPECS[p]!, count: 1, subjects: [] }));
  // Posts whose subjects the request gives one by one go on one platform, so each keeps its own.
  const used = piece?.subjects?.length ? platforms.slice(0, 1) : platforms.slice(0, asked);
  return used.map((p, i) => ({ spec: POST_SPECS[p]!, count: Math.min(MAX_PER_PLATFORM, Math.floor(asked / used.length) + (i < asked % used.length ? 1 : 0)), subjects: piece?.subjects ?? [] }));
}

/**
 * A platform's posts: each leads with another angle and says what no other post of the answer has said yet.
 * A regenerate moves the angles on and writes first what the answer before it did not say, so it is another
 * set of posts rather than the same sentences reworded.
 */
function postsFor(kit: CreativeKit, plan: PlatformPlan, p: number, variant: number, said: string[]): WrittenPost[] {
  const earlier = variant > 0 ? postsFor(kit, plan, p, variant - 1, []) : [];
  const before = earlier.flatMap((post) => post.said);
  const angles = anglesFor(kit.m, variant + p, plan.count);
  const posts: WrittenPost[] = [];
  for (let i = 0; i < plan.count; i++) {
    const subject = plan.subjects[i];
    // A post the request gives its own subject is written from that subject's facts, in the angle it names (a review is proof).
    const own = subject ? pieceKit(kit, subject) : kit;
    const angle = subject ? subjectAngle(own.m, subject, variant) : angles[i % angles.length]!;
    // The review a post is for stays its hook in every version; the rest of the post is new.
    const pinned = Boolean(subject && angle === 'proof');
    const form = pinned ? 0 : Math.floor(i / angles.length) + variant;
    const post = socialPost(own, plan.spec, angle, form, i + variant * plan.count, { said, before, left: plan.count - i, pinned });
    posts.push(post);
  }
  return posts;
}

/** The angle a post's own subject asks for: a review or a customer's story is proof, a deal is the offer; else the variant's turn of what its facts carry. */
function subjectAngle(m: CreativeKit['m'], subject: string, variant: number): Angle {
  const named: Angle | null = CUSTOMER_WORDS.test(subject) || /\bcustomers?\b/i.test(subject)
    ? 'proof'
    : /\b(offer|discount|deal|sale|code|% off|free)\b/i.test(subject)
      ? 'offer'
      : /\b(problems?|mistakes?|myths?|worries|pains?)\b/i.test(subject)
        ? 'problem'
        : null;
  if (named && canCarry(m, named)) return named;
  // 'one for Priya': a person the proof points name (a customer's review) is that customer's words.
  const person = subject.replace(/['’]s\b.*$/, '').trim();
  if (/^[A-Z][a-z]+(?:\s[A-Z][a-z]+)?$/.test(person) && m.proofs.some((p) => new RegExp(`\\b${person}\\b`).test(`${p.fact.who ?? ''} ${p.sentence}`))) return 'proof';
  // The profile's problem and the proof points are the whole business's, seldom this subject's: its own facts lead.
  const usable = anglesFor(m, 0).filter((a) => a !== 'problem' && a !== 'proof');
  return usable[variant % Math.max(1, usable.length)] ?? 'benefit';
}

/** The buttons a Google Business Profile post can carry. */
const PROFILE_BUTTONS = ['Book', 'Order online', 'Buy', 'Learn more', 'Sign up', 'Call now'];

/**
 * The button for a Google Business Profile post, from those the request offers ('Book, Call now or Learn more')
 * or the profile's own: an offer is booked, opening hours or a visit call for a call, anything else is learnt more about.
 */
function buttonFor(request: string, angle: Angle, subject: string): string {
  const offered = PROFILE_BUTTONS.filter((b) => new RegExp(`\\b${b}\\b`, 'i').test(request));
  const allowed = offered.length ? offered : PROFILE_BUTTONS;
  const wanted = /\b(hours|open|opening|showroom|visit|saturday|sunday|weekend|call)\b/i.test(subject) ? 'Call now' : angle === 'offer' || /\b(offer|book|survey|appointment|code)\b/i.test(subject) ? 'Book' : 'Learn more';
  return allowed.find((b) => b === wanted) ?? allowed.find((b) => b === 'Learn more') ?? allowed[0]!;
}

/** Posts that tell how the business began (origin-story.ts), one per piece asked, within the words and characters asked. */
function originPosts(kit: CreativeKit, plans: PlatformPlan[]): TaskOutput {
  const { input } = kit;
  const words = (t: string) => t.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  const sections: string[] = [];
  let told = true;
  let first: string | null = null;
  plans.forEach((plan) => {
    const posts = Array.from({ length: plan.count }, (_, i) => {
      const parts = originParts(input.facts, input.brief.request, i + input.variant);
      told &&= parts.told;
      const link = input.facts.website ? `More: ${input.facts.website}` : null;
      let lines = [parts.hook, ...parts.lines.map((l) => (l.startsWith('[') ? l : kit.voiced(l))).filter((l) => /\p{L}/u.test(l)), ...(link ? [link] : [])];
      const cap = input.brief.limits.words;
      // Over the words asked: what it offers today goes before the start of the story does.
      while (cap && words(lines.join(' ')) > cap && lines.length > 2) lines = [...lines.slice(0, -(link ? 2 : 1)), ...(link ? [link] : [])];
      return lines.join('\n\n');
    });
    first ??= posts[0] ?? null;
    sections.push(`### ${plan.spec.name}: ${plan.count} ${plan.spec.piece}${plan.count === 1 ? '' : 's'}`, ...posts.map((text, i) => `**${capital(plan.spec.piece)} ${i + 1}** _(${text.length.toLocaleString('en-GB')}/${plan.spec.maxCharacters.toLocaleString('en-GB')})_\n\n${text}`));
  });
  const total = plans.reduce((n, p) => n + p.count, 0);
  return creativeOutput(kit, {
    summary: `${capital(countWord(total))} ${total === 1 ? `${plans[0]!.spec.name} ${plans[0]!.spec.piece}` : 'posts'} telling how ${input.facts.company ?? 'the business'} began.`,
    deliverable: sections.join('\n\n'),
    notes: [told ? 'The start of the story is your own line from your profile; read it once more in your own voice before posting.' : 'How you started is not in your profile or documents, so it is a marked blank: two lines in your own words make the post.'],
    steps: [{ tool: 'copy_variants', summary: `origin story: ${total} post${total === 1 ? '' : 's'}` }],
    publishable: first ? { kind: 'post', title: `${plans[0]!.spec.name} ${plans[0]!.spec.piece} 1`, body: first } : undefined,
  });
}

export const socialPostsTask: AgentTask = {
  id: 'creative.social-posts',
  agent: 'creative-agent',
  label: 'social posts',
  cues: ['social post', 'social media', 'post', 'caption', 'instagram', 'linkedin', 'facebook', 'tiktok', 'tweet', 'twitter', 'thread'],
  delivers: ['post', 'caption', 'tweet', 'thread'],
  starter: 'Write 3 LinkedIn posts about our main offer',
  generate(input: TaskInput) {
    const kit = creativeKit(input);
    input = kit.input;
    const plans = postPlan(input.brief, input.facts);
    // 'Why I started Clearwater': the story of the start, from the space's own words, never a post about the offer.
    if (ORIGIN_ASK.test(input.brief.request)) return originPosts(kit, plans);
    const sections: string[] = [];
    const written: { plan: PlatformPlan; posts: WrittenPost[] }[] = [];
    // Posts for two platforms in one answer do not say the same sentences either.
    const said: string[] = [];
    plans.forEach((plan, p) => {
      const posts = postsFor(kit, plan, p, input.variant, said);
      written.push({ plan, posts });
      const piece = capital(plan.spec.piece);
      // The limit the post was written to: the request's own ('under 150 characters') when tighter than the platform's.
      const asked = input.brief.limits.characters;
      const limit = asked && asked < plan.spec.maxCharacters ? `/${asked}` : plan.spec.maxCharacters <= 500 ? `/${plan.spec.maxCharacters}` : '';
      sections.push(
        `### ${plan.spec.name}: ${plan.count} ${plan.spec.piece}${plan.count === 1 ? '' : 's'}`,
        // The label carries only the count; the angles are listed in the notes, so the copy's lines are the copy.
        ...posts.map((post, i) => `**${piece} ${i + 1}**${limit || plan.spec.publishedLimit ? ` _(${post.characters}${limit || `/${plan.spec.maxCharacters.toLocaleString('en-GB')}`})_` : ''}\n\n${post.text}${plan.spec.platform === 'google-business' ? `\n\n**Button:** ${buttonFor(input.brief.request, post.angle, plan.subjects[i] ?? '')}` : ''}`),
      );
    });
    // 'No hashtags in the captions, give me 5 hashtags separately': the list under the posts, from the facts.
    const apart = hashtagsApart(input.brief.request);
    if (apart) {
      const tags = hashtagsFor(kit.m, apart);
      sections.push(`**Hashtags (${tags.length})**\n\n${tags.join(' ')}${tags.length < apart ? ` ${Array.from({ length: apart - tags.length }, () => '[hashtag]').join(' ')}` : ''}`);
    }
    const total = written.reduce((n, w) => n + w.posts.length, 0);
    const summary =
      plans.length === 1
        ? `${capital(countWord(plans[0]!.count))} ${plans[0]!.spec.name} ${plans[0]!.spec.piece}${plans[0]!.count === 1 ? '' : 's'}${forWhom(kit)}${plans[0]!.count > 1 ? ', each from a different angle' : ''}.`
        : `${capital(countWord(total))} social posts${forWhom(kit)}: ${listOf(plans.map((p) => `${p.count} for ${p.spec.name}`))}.`;
    const first = written[0]?.posts[0];
    // '100 to 140 words': a post the facts could not bring near that length says so, rather than padding it.
    const minWords = leastWordsAsked(input.brief.request);
    const wordsOf = (text: string) => text.replace(/#\w+/g, '').split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
    const short = minWords ? written.flatMap(({ posts }) => posts.map((post) => wordsOf(post.text))).filter((n) => n < minWords * 0.9) : [];
    return creativeOutput(kit, {
      summary,
      deliverable: sections.join('\n\n'),
      notes: [
        ...written.map(({ plan, posts }) => `${plans.length > 1 ? `${plan.spec.name} angles` : 'Angles'}, in order: ${posts.map((post, i) => `${i + 1} ${post.angle}`).join(', ')}. The figure after each ${plan.spec.piece} is its characters and the platform's limit.`),
        ...plans.flatMap(({ spec }) =>
          spec.platform === 'instagram'
            ? ['Instagram: the first line shows before "more", and links in captions are not clickable, so the link goes in your bio.']
            : spec.platform === 'linkedin'
              ? ['LinkedIn: the opening lines show before "see more"; two hashtags at most keep it readable.']
              : spec.platform === 'x'
                ? [`X: each post is within ${spec.maxCharacters} characters, a link counting as ${spec.linkCharacters}.`]
                : [],
        ),
        ...(short.length ? [`${short.length === 1 && total === 1 ? `The post is ${short[0]} words` : `${capital(countWord(short.length))} of the posts are under ${minWords} words`}, short of the ${wordsAskedText(input.brief.request) ?? `${minWords} words`} asked: your facts hold no more on this. Add a customer story, figures or details to a document and I will write it longer, or add a line of your own.`] : []),
      ],
      steps: [{ tool: 'copy_variants', summary: plans.map((p) => `${p.count} ${p.spec.name} ${p.spec.piece}${p.count === 1 ? '' : 's'}`).join(', ') }],
      publishable: first ? { kind: 'post', title: `${plans[0]!.spec.name} ${plans[0]!.spec.piece} 1`, body: first.text } : undefined,
    });
  },
};
