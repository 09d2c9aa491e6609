import { textStats } from '../tools/text-stats.ts';
import { brandName, profileSummary, utf8, type AgentContext, type PipelineResult } from '../tools/agent-context.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Email agent: finds the topic, writes subject variants and a body from the brand's own answers; HTML artifact. */
export function emailPipeline(ctx: AgentContext): PipelineResult {
  const stats = textStats(ctx.message);
  const topicWords = stats.keywords.slice(0, 3).map((k) => k.word);
  const topic = topicWords.length ? topicWords.join(' ') : 'our latest update';
  const brand = brandName(ctx);
  const offer = ctx.profile.offer_main?.trim();
  const edge = ctx.profile.offer_differentiator?.trim();
  const audience = ctx.profile.audience_primary?.trim();
  const savedVoice = ctx.brandVoice?.split('\n')[0]?.trim() || null;
  const profileTone = ctx.profile.tone_words?.trim() || null;
  const tone = savedVoice || profileTone || 'clear, warm and direct';
  // Say only what is true of the voice (issue 16): a saved brand voice, else the profile's tone words, else neither.
  const voiceLine = savedVoice
    ? `written in the voice you set (${savedVoice})`
    : profileTone
      ? `written in the tone your space profile describes (${profileTone})`
      : 'written in a clear, warm and direct tone: no brand voice is saved for this space yet (Workspace Settings)';
  const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  const subjects = [
    `${cap(topic)}: what it means for you`,
    `${brand}: ${topic} in under two minutes`,
    `Quick question about ${topic}`,
  ];
  const paragraphs = [
    `Hi {{first_name}},`,
    `${cap(topic)} is on a lot of minds right now${audience ? `, especially for ${audience.toLowerCase().replace(/\.$/, '')}` : ''}. Here is what we are doing about it at ${brand}.`,
    offer ? `${offer.replace(/\.$/, '')}.${edge ? ` ${edge.replace(/\.$/, '')}.` : ''}` : `We built our approach around one idea: make ${topic} simpler, not louder.`,
    `If this is useful, reply to this email or book a 15-minute call. We read every answer.`,
    `Best,\nThe ${brand} team`,
  ];
  const body = paragraphs.join('\n\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;max-width:600px;margin:auto;line-height:1.5">${paragraphs
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('')}</body></html>`;
  const draft = [
    `Here is an email about **${topic}**, ${voiceLine}.`,
    '',
    '**Subject line options**',
    ...subjects.map((s, i) => `${i + 1}. ${s}`),
    '',
    '**Body**',
    '',
    body,
    '',
    `_Why these choices:_ your request mentions ${topicWords.map((w) => `"${w}"`).join(', ') || 'no clear keywords'}; the body reuses your own answers about the offer${edge ? ' and what sets you apart' : ''}. Swap {{first_name}} for your merge tag. An HTML version is attached.`,
  ].join('\n');
  return {
    steps: [
      { tool: 'topic_extraction', summary: `Topic: ${topic} (${stats.words} words in the request)` },
      { tool: 'subject_lines', summary: `${subjects.length} subject line variants` },
      { tool: 'email_body', summary: `Body in ${paragraphs.length} paragraphs, ${textStats(body).words} words` },
    ],
    context: `Request: ${ctx.message}\nTopic keywords: ${topicWords.join(', ')}\nBrand voice: ${tone}\nSpace profile:\n${profileSummary(ctx)}\nSubject variants:\n${subjects.join('\n')}`,
    draft,
    field: body,
    artifacts: [{ type: 'email', subtype: 'html', filename: 'email.html', mimeType: 'text/html', data: utf8(html) }],
  };
}
