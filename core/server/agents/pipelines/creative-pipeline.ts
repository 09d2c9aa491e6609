import { profileSummary, utf8, type AgentContext, type PipelineResult } from '../tools/agent-context.ts';
import { creativeTask, type CreativeTask } from '../offline/request-intent.ts';
import { blanksIn, fill, capitalise } from '../offline/template-grammar.ts';
import { applyVoice } from '../offline/voice-rules.ts';
import type { WritingKit } from '../offline/writing-kit.ts';
import { CREATIVE_WORDINGS } from './creative-wordings.ts';

const PALETTE = ['#2D72D2', '#238551', '#C87619', '#7961DB', '#CD4246'];
const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** A stable stand-in colour per brand name, used (and said to be a stand-in) when no brand colour is saved. */
function standInColour(name: string): string {
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return PALETTE[h % PALETTE.length]!;
}

const TASK_LABEL: Record<CreativeTask, string> = { headlines: 'Headlines', ad_copy: 'Search ad copy', social_posts: 'Social posts', image_card: 'A social image card' };

/**
 * Creative agent: headlines, search ad copy (within the ad platforms' character limits), social posts, or an
 * image card, written from the space's facts in the saved voice; every answer attaches a 1200x628 card.
 */
export function creativePipeline(ctx: AgentContext, kit: WritingKit): PipelineResult {
  const task = creativeTask(ctx.message);
  const s = kit.slots;
  const voiced = (t: string) => applyVoice(fill(t, s), kit.rules).text;
  const wanted = Math.max(3, Math.min(10, kit.details.count ?? 6));
  const words = (t: string) => t.split(/\s+/).length;
  // Headlines are short: a profile answer too long for one is left out rather than cut mid-thought.
  const pool = [...(s.askedTopic ? kit.pick.several(CREATIVE_WORDINGS.topicHeadlines, CREATIVE_WORDINGS.topicHeadlines.length, 'topic.headlines') : []), ...kit.pick.several(CREATIVE_WORDINGS.headlines, CREATIVE_WORDINGS.headlines.length, 'headlines')]
    .map(voiced)
    .filter((h) => words(h) <= 10);
  // A headline made of a blank says nothing: those come last, only when the known facts run out.
  const headlines = [...new Set([...pool.filter((h) => !h.includes('[')), ...pool.filter((h) => h.includes('['))])].slice(0, wanted);
  if (!headlines.length) headlines.push(voiced('{Company}'));
  const lines: string[] = [];
  if (task === 'headlines') lines.push(...headlines.map((h, i) => `${i + 1}. ${h}`));
  const keyword = kit.details.quoted[0];
  if (task === 'ad_copy') {
    const heads = fitting([...(keyword ? [titleCase(keyword)] : []), ...kit.pick.several(CREATIVE_WORDINGS.adHeadlines, CREATIVE_WORDINGS.adHeadlines.length, 'ad.h').map(voiced)], 30, 3);
    const descriptions = fitting([...(keyword ? [voiced(kit.pick.pick([`${titleCase(keyword)}: {offer}.`, `{Company}: ${keyword} for {audienceShort}.`], 'ad.kd'))] : []), ...kit.pick.several(CREATIVE_WORDINGS.adDescriptions, CREATIVE_WORDINGS.adDescriptions.length, 'ad.d').map(voiced)], 90, 2);
    lines.push('**Headlines** (up to 30 characters each)', ...heads.map((h) => `- ${h} _(${h.length})_`), '', '**Descriptions** (up to 90 characters each)', ...descriptions.map((d) => `- ${d} _(${d.length})_`));
  }
  if (task === 'social_posts') {
    const channels = Object.keys(CREATIVE_WORDINGS.social).filter((c) => new RegExp(`\\b${c.split(' ')[0]}\\b`, 'i').test(ctx.message));
    if (channels.length === 1 && s.askedTopic) {
      // Several posts for one channel, each naming what the request announces.
      const posts = kit.pick.several(CREATIVE_WORDINGS.topicPosts, Math.max(1, Math.min(4, kit.details.count ?? 3)), 'topic.posts');
      posts.forEach((p, i) => lines.push(`${i + 1}. **${channels[0]}:** ${voiced(p)}`));
    } else for (const [channel, wordings] of Object.entries(CREATIVE_WORDINGS.social)) lines.push(`- **${channel}:** ${voiced(kit.pick.pick(s.askedTopic ? [...wordings, ...CREATIVE_WORDINGS.topicPosts] : wordings, `social.${channel}`))}`);
  }
  // An image card announcing something leads with it ("The Roastery Open Day on 14 August").
  const headline = task === 'image_card' && s.askedTopic && words(s.askedTopic) <= 10 ? capitalise(s.askedTopic) : headlines[0]!;
  const brand = kit.facts.company ?? ctx.spaceName;
  const savedColour = kit.rules.colour;
  const colour = savedColour ?? standInColour(brand);
  const colourLine = savedColour
    ? `on your brand colour (${colour})`
    : `on a stand-in colour (${colour}): no brand colour is saved yet; name one such as #1F6FEB in the brand voice`;
  if (task === 'image_card')
    lines.push(
      `The card's headline: "${headline}", with ${kit.facts.company ? `"${kit.facts.company}"` : 'your company name'} beneath it.`,
      `Caption: ${voiced(kit.pick.pick(['{Topic}. Come and see how {company} works. Details in the comments.', '{Topic}: you are invited. {Differentiator}.', 'Save the date: {topic}. We would love to see you there.'], 'card.caption'))}`,
      '',
      'Alternative headlines for the card:',
      ...headlines.slice(0, 3).map((h) => `- ${h}`),
    );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="628" viewBox="0 0 1200 628"><rect width="1200" height="628" fill="${colour}"/><rect x="60" y="60" width="1080" height="508" rx="24" fill="#ffffff" fill-opacity="0.08"/>${wrapSvgText(headline, 100, 260, 64, 30)}<text x="100" y="500" font-family="Arial, sans-serif" font-size="36" fill="#ffffff" fill-opacity="0.85">${escapeXml(brand)}</text></svg>`;
  const blanks = blanksIn(lines.join('\n') + headline);
  const draft = [
    `**${TASK_LABEL[task]}**${s.askedTopic ? ` for ${s.askedTopic}` : kit.facts.company ? ` for ${kit.facts.company}` : ''}, ${kit.pick.pick(['written from your space profile', 'built on what your space profile says', 'drawn from your own answers about the offer'], 'creative.from')}${kit.savedVoice ? ' in the voice you set' : ''}:`,
    '',
    ...lines,
    '',
    ...(blanks.length ? [`**Fill in:** ${blanks.map((b) => `[${b}]`).join(', ')}. Answer these in the space profile and I will write them in.`, ''] : []),
    `**Image:** a 1200x628 social card with the headline "${headline}" ${colourLine}, attached as SVG and PNG.`,
  ].join('\n');
  return {
    steps: [
      { tool: 'request_type', summary: TASK_LABEL[task] },
      { tool: 'copy_variants', summary: `${lines.filter((l) => /^(\d+\.|-)/.test(l)).length} pieces of copy` },
      { tool: 'image_render', summary: `1200x628 SVG in ${colour}` },
    ],
    context: `Request: ${ctx.message}\nRequest type: ${TASK_LABEL[task]}\nCopy:\n${lines.join('\n')}\nSpace profile:\n${profileSummary(ctx)}`,
    draft,
    field: null,
    artifacts: [{ type: 'image', subtype: 'svg', filename: 'social-card.svg', mimeType: 'image/svg+xml', data: utf8(svg) }],
  };
}

const titleCase = (s: string) => s.replace(/\b[a-z]/g, (c) => c.toUpperCase());

/** The first `count` options within a platform's limit; when too few fit, the shortest others cut at a clause. */
function fitting(options: string[], limit: number, count: number): string[] {
  const fit = options.filter((o) => o.length <= limit);
  const rest = options.filter((o) => o.length > limit).sort((a, b) => a.length - b.length).map((o) => fitTo(o, limit));
  return [...new Set([...fit, ...rest])].slice(0, count);
}

/** Trims copy to a platform limit: at the last sentence or clause that fits, else at a word boundary. */
function fitTo(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const clause = /^(.*[.,;:?!])\s/.exec(text.slice(0, limit + 1));
  if (clause && clause[1]!.length >= limit / 2) return clause[1]!.replace(/[,;:]$/, '');
  let cut = text.slice(0, limit + 1).replace(/\s+\S*$/, '').replace(/[\s,;:–-]+(and|or|with|for|the|a|an|to|of|in)?$/i, '').trim();
  if (cut.length > limit) cut = cut.slice(0, limit);
  return cut.replace(/[,;:]$/, '');
}

/** The headline on up to three lines of the card. */
function wrapSvgText(text: string, x: number, y: number, size: number, perLine: number): string {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && (last + ' ' + word).length <= perLine) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines
    .slice(0, 3)
    .map((l, i) => `<text x="${x}" y="${y + i * (size + 12)}" font-family="Arial, sans-serif" font-size="${size}" font-weight="700" fill="#ffffff">${escapeXml(l)}</text>`)
    .join('');
}
