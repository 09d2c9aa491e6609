import { textStats } from '../tools/text-stats.ts';
import { brandName, profileSummary, utf8, type AgentContext, type PipelineResult } from '../tools/agent-context.ts';

const PALETTE = ['#2D72D2', '#238551', '#C87619', '#7961DB', '#CD4246'];
const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** A stable colour per brand name, so the same brand always gets the same image colours. */
function brandColour(name: string): string {
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return PALETTE[h % PALETTE.length]!;
}

/** Creative agent: ad and social copy variants for the request, and a branded SVG image with the headline. */
export function creativePipeline(ctx: AgentContext): PipelineResult {
  const stats = textStats(ctx.message);
  const focus = stats.keywords.slice(0, 2).map((k) => k.word).join(' ') || 'what you offer';
  const brand = brandName(ctx);
  const edge = ctx.profile.offer_differentiator?.trim().replace(/\.$/, '');
  const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  const headline = `${cap(focus)}, done right`;
  const variants = [
    { channel: 'Search ad', text: `${cap(focus)} | ${brand} - ${edge ? edge.slice(0, 60) : 'See how it works'}` },
    { channel: 'LinkedIn', text: `Most teams struggle with ${focus}. ${brand} makes it simple${edge ? `: ${edge.toLowerCase()}` : ''}. Learn more ->` },
    { channel: 'Instagram', text: `${headline}. ✨ ${brand} #${focus.replace(/\s+/g, '')}` },
    { channel: 'X / Twitter', text: `${cap(focus)} shouldn't be hard. Here's how ${brand} does it:` },
  ];
  // A brand colour is the one the saved brand voice names (#RRGGBB); without one the card says its colour is a stand-in.
  const savedColour = /#[0-9a-fA-F]{6}\b/.exec(ctx.brandVoice ?? '')?.[0] ?? null;
  const colour = savedColour ?? brandColour(brand);
  const colourLine = savedColour
    ? `on your brand colour (${colour})`
    : `on a stand-in colour (${colour}): no brand colour is saved yet; name one such as #1F6FEB in the brand voice`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="628" viewBox="0 0 1200 628"><rect width="1200" height="628" fill="${colour}"/><rect x="60" y="60" width="1080" height="508" rx="24" fill="#ffffff" fill-opacity="0.08"/><text x="100" y="300" font-family="Arial, sans-serif" font-size="72" font-weight="700" fill="#ffffff">${escapeXml(headline)}</text><text x="100" y="380" font-family="Arial, sans-serif" font-size="36" fill="#ffffff" fill-opacity="0.85">${escapeXml(brand)}</text></svg>`;
  const draft = [
    `**Copy variants** for ${focus}:`,
    '',
    ...variants.map((v) => `- **${v.channel}:** ${v.text}`),
    '',
    `**Image:** a 1200x628 social card with the headline "${headline}" ${colourLine}, attached as SVG.`,
  ].join('\n');
  return {
    steps: [
      { tool: 'message_focus', summary: `Focus: ${focus}` },
      { tool: 'copy_variants', summary: `${variants.length} variants for ${variants.map((v) => v.channel).join(', ')}` },
      { tool: 'image_render', summary: `1200x628 SVG in ${colour}` },
    ],
    context: `Request: ${ctx.message}\nFocus: ${focus}\nVariants:\n${variants.map((v) => `${v.channel}: ${v.text}`).join('\n')}\nSpace profile:\n${profileSummary(ctx)}`,
    draft,
    field: null,
    artifacts: [{ type: 'image', subtype: 'svg', filename: 'social-card.svg', mimeType: 'image/svg+xml', data: utf8(svg) }],
  };
}
