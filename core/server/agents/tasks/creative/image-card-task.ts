import type { Brief, Platform } from '../../brief/brief.ts';
import type { FactSheet } from '../../facts/fact-sheet.ts';
import { utf8 } from '../../tools/agent-context.ts';
import type { AgentTask, TaskInput } from '../agent-task.ts';
import { anglesFor, hookAt, hooksOf, supportOf } from './angles.ts';
import { platformsAsked, requestMentions } from './asked-pieces.ts';
import { IMAGE_SPECS, POST_SPECS, type ImageSpec } from './channel-specs.ts';
import { sentencesIn, asSentence, capital, cleanCut, fitCharacters, fitWords, shortLink, withoutStop } from './copy-text.ts';
import { creativeKit, creativeOutput, forWhom } from './creative-output.ts';
import { quotedLineOf } from './copy-material.ts';
import { imageCardSvg } from './image-card-svg.ts';
import { withIndefinite } from '../english-phrases.ts';
import { socialPost } from './social-post.ts';

const PALETTE = ['#2D72D2', '#238551', '#C87619', '#7961DB', '#CD4246'];

/** A stable stand-in colour per brand name, used (and said to be a stand-in) when no brand colour is saved. */
function standInColour(name: string): string {
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return PALETTE[h % PALETTE.length]!;
}

const CARD_PLATFORMS: Platform[] = ['instagram', 'linkedin', 'facebook', 'x', 'youtube', 'tiktok'];
const CARD_NAMES: Partial<Record<Platform, string>> = { instagram: 'Instagram', linkedin: 'LinkedIn', facebook: 'Facebook', x: 'X', youtube: 'YouTube', tiktok: 'TikTok' };
// '1128 x 191', '1584×396px': width by height in pixels.
const GIVEN_SIZE = /\b(\d{3,4})\s*(?:px\s*)?[x×]\s*(\d{3,4})\s*(?:px|pixels)?\b/i;
/** A strip at least three times as wide as it is tall (a page banner or cover) holds a headline and the name, nothing more. */
const isStrip = (spec: ImageSpec) => spec.width >= spec.height * 3;

/** The image size for where it will be posted: the platform asked for, else the space's own channel, else a square feed post. */
export function imageSpecOf(brief: Brief, facts: FactSheet): { spec: ImageSpec; platform: Platform | null } {
  const named = platformsAsked(brief).find((p) => CARD_PLATFORMS.includes(p));
  const own = [facts.bestChannel ?? '', ...facts.channels].join(' ').toLowerCase();
  const platform = named ?? CARD_PLATFORMS.find((p) => own.includes(p)) ?? null;
  // 'the banner at the top of our LinkedIn company page (1128 x 191)': a size the request gives is the size.
  const given = GIVEN_SIZE.exec(brief.request);
  const [width, height] = given ? [Number(given[1]), Number(given[2])] : [0, 0];
  if (given && width >= 100 && height >= 100 && width <= 8000 && height <= 8000) {
    const where = named ? CARD_NAMES[named] : null;
    const kind = /\b(banner|cover|header)\b/i.exec(brief.request)?.[1]?.toLowerCase() ?? 'image';
    return { spec: { name: where ? `${where} ${kind}` : kind, width, height, linked: false }, platform: named ?? null };
  }
  if (requestMentions(brief, /\b(story|stories|reels?|9:16|vertical)\b/i) || platform === 'tiktok') return { spec: IMAGE_SPECS.story, platform: platform ?? 'instagram' };
  switch (platform) {
    case 'linkedin':
      return { spec: IMAGE_SPECS.linkedin, platform };
    case 'facebook':
      return { spec: IMAGE_SPECS.facebook, platform };
    case 'x':
      return { spec: IMAGE_SPECS.x, platform };
    case 'youtube':
      return { spec: IMAGE_SPECS.youtube, platform };
    default:
      return { spec: requestMentions(brief, /\b(portrait|4:5|1350)\b/i) ? IMAGE_SPECS.instagramPortrait : IMAGE_SPECS.instagramSquare, platform: 'instagram' };
  }
}

export const imageCardTask: AgentTask = {
  id: 'creative.image-card',
  agent: 'creative-agent',
  label: 'an image card',
  cues: ['image', 'card', 'graphic', 'visual', 'picture', 'story', 'thumbnail', 'creative', 'design'],
  delivers: ['image', 'card', 'graphic', 'visual', 'thumbnail'],
  starter: 'Make an Instagram image card for our main offer',
  generate(input: TaskInput) {
    const kit = creativeKit(input);
    input = kit.input;
    const { m, voiced } = kit;
    const { spec, platform } = imageSpecOf(input.brief, input.facts);
    const strip = isStrip(spec);
    const angle = anglesFor(m, input.variant)[0]!;
    // The card's words come from the facts in the chosen angle, never from the request's own wording.
    const hooks = hooksOf(m, angle).filter((h) => !m.subject || !h.includes(capital(m.subject))).map(voiced);
    const fits = (h: string) => withoutStop(fitCharacters(fitWords(h, 10), 64));
    const ordered = [...hooks.slice(input.variant % Math.max(1, hooks.length)), ...hooks];
    // A line the request quotes for the card is its headline, as written; the facts fill the rest.
    const quoted = quotedLineOf(input.brief.request);
    const headline = quoted && quoted.length <= 90 ? withoutStop(voiced(quoted)) : fits(ordered.find((h) => cleanCut(withoutStop(h), fits(h))) ?? voiced(hookAt(m, angle, input.variant)));
    const support = supportOf(m, angle, input.variant).map(voiced).find((s) => !s.toLowerCase().includes(headline.toLowerCase().slice(0, 20)));
    // 'With the price': the price the request is about (else the plans' lowest) is the card's line.
    const askedPrice = /\b(price|prices|cost|how much|fee)\b/i.test(input.brief.request) && m.priceLine ? asSentence(m.priceLine) : null;
    const line = m.offer ? voiced(asSentence(m.offer.sentence)) : askedPrice ?? (support ? fitWords(support, 16) : null);
    const button = withoutStop(fitWords(voiced(m.cta), 4));
    const footer = spec.linked ? (m.link ? shortLink(m.link) : null) : spec === IMAGE_SPECS.story ? null : 'Link in bio';
    const colour = input.voice.colour ?? standInColour(m.brand);
    const svg = imageCardSvg(spec, strip ? { headline, line: null, button: null, brand: m.brand, footer: null } : { headline, line, button, brand: m.brand, footer }, colour);
    const size = `${spec.width}×${spec.height}`;
    // A page banner is no post: it has no caption.
    const postSpec = platform && spec !== IMAGE_SPECS.story && !isStrip(spec) ? POST_SPECS[platform] : undefined;
    // A regenerated card's caption says first what the caption before it did not.
    const earlier = postSpec && input.variant > 0 ? socialPost(kit, postSpec, anglesFor(m, input.variant - 1)[0]!, input.variant - 1, input.variant - 1, { said: [headline], before: [] }).text : '';
    const caption = postSpec ? socialPost(kit, postSpec, angle, input.variant, input.variant, { said: [headline], before: sentencesIn(earlier) }).text : null;
    const alt = [headline, strip ? null : line, m.knownBrand ? m.brand : null].filter(Boolean).map((t) => asSentence(t!)).join(' ');
    const file = `${platform ?? 'social'}-card-${spec.width}x${spec.height}.svg`;
    const deliverable = [
      `**${spec.name}, ${size}** · attached as SVG and PNG`,
      '',
      `- **Headline:** ${headline}`,
      ...(line && !strip ? [`- **Line:** ${line}`] : []),
      ...(strip ? [] : [`- **Button:** ${button}`]),
      `- **Alt text:** ${alt}`,
      ...(caption ? ['', `**${postSpec!.name} ${postSpec!.piece}**`, '', caption] : []),
    ].join('\n');
    return creativeOutput(kit, {
      summary: `An image card${forWhom(kit)}, sized ${size} for ${withIndefinite(spec.name)}, attached as SVG and PNG.`,
      deliverable,
      notes: [
        input.voice.colour ? `The card uses your brand colour (${colour}).` : `The card uses a stand-in colour (${colour}): no brand colour is saved yet; name one such as #1F6FEB in the brand voice.`,
        `Sized ${size} for ${withIndefinite(spec.name)}; add your logo and a photo in your design tool if you have them.`,
      ],
      steps: [{ tool: 'image_render', summary: `${size} SVG (${spec.name}) in ${colour}` }],
      artifacts: [{ type: 'image', subtype: 'svg', filename: file, mimeType: 'image/svg+xml', data: utf8(svg) }],
    });
  },
};
