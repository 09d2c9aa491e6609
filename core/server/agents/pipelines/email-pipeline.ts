import { textStats } from '../tools/text-stats.ts';
import { profileSummary, utf8, type AgentContext, type PipelineResult } from '../tools/agent-context.ts';
import { emailTask, type EmailTask } from '../offline/request-intent.ts';
import { analysedLine } from '../offline/request-material.ts';
import { blanksIn, fill } from '../offline/template-grammar.ts';
import { applyVoice, bannedWordsIn } from '../offline/voice-rules.ts';
import { withinWordLimit, type WritingKit } from '../offline/writing-kit.ts';
import { pointToCopy } from '../offline/request-details.ts';
import { EMAIL_WORDINGS, SUBJECT_WORDINGS } from './email-wordings.ts';
import { escapeHtml } from '../tasks/email/email-html.ts';

const TASK_LABEL: Record<EmailTask, string> = {
  launch: 'a launch email',
  promotion: 'a promotional email',
  newsletter: 'a newsletter',
  follow_up: 'a follow-up email',
  cold_outreach: 'a cold outreach email',
  subject_lines: 'subject lines',
  rewrite: 'a rewrite of your draft',
};

/**
 * Email agent: classifies the ask (launch, newsletter, follow-up, cold outreach, subject lines only, rewrite of
 * a pasted draft), writes it from the space's facts in the saved voice, and attaches the email as HTML.
 */
export function emailPipeline(ctx: AgentContext, kit: WritingKit): PipelineResult {
  const task = emailTask(ctx.message, kit.material);
  if (task === 'subject_lines') return subjectLinesOnly(ctx, kit);
  if (task === 'rewrite') return rewriteDraft(ctx, kit);
  const w = EMAIL_WORDINGS[task];
  const s = kit.slots;
  const part = (name: 'greeting' | 'opening' | 'problem' | 'value' | 'difference' | 'action') => fill(kit.pick.pick(name === 'opening' && !s.askedTopic && w.openingGeneral ? w.openingGeneral : w[name], `${task}.${name}`), s);
  const highlights = task === 'newsletter' ? newsletterHighlights(kit) : [];
  // The brief's own points, said to the reader: what the request asked the email to say.
  const brief = task === 'newsletter' ? [] : kit.details.points.map(pointToCopy);
  const greeting = kit.details.recipient ? fill(kit.pick.pick(['Hi {name},', 'Hello {name},'], 'greeting'), { name: kit.details.recipient }) : part('greeting');
  const named = kit.details.quoted[0];
  const opening = task === 'newsletter' && named ? `${kit.pick.pick([`Welcome to ${named}, the ${s.company ?? 'team'} newsletter.`, `This is ${named}, our newsletter from ${s.company ?? 'the team'}.`, `Here is the latest ${named}.`], 'newsletter.named')}` : part('opening');
  const paragraphs = [
    greeting,
    opening,
    ...(brief.length ? [brief.join(' ')] : []),
    ...(s.problems && !brief.length ? [part('problem')] : []),
    ...highlights,
    part('value'),
    ...(s.differentiator ? [part('difference')] : []),
    part('action'),
  ];
  const closing = kit.rules.signOff ?? fill(kit.pick.pick(['Best,\nThe {company} team', 'Thanks,\nThe {company} team', 'Warm regards,\nThe {company} team'], 'closing'), s);
  const voiced = applyVoice(withinWordLimit(paragraphs, kit.instructions.maxWords, (p) => brief.includes(p) || p === brief.join(' ')).join('\n\n'), kit.rules);
  const body = `${voiced.text}\n\n${closing}`;
  const subjects = kit.pick.several(SUBJECT_WORDINGS[task], 3, `${task}.subjects`).map((t) => applyVoice(fill(t, s), kit.rules).text);
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;max-width:600px;margin:auto;line-height:1.5">${body
    .split('\n\n')
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('')}</body></html>`;
  const blanks = blanksIn(body + subjects.join(' '));
  const draft = [
    `Here is ${TASK_LABEL[task]}${s.askedTopic ? ` about **${s.askedTopic}**` : ''}, ${voiceLine(kit)}.`,
    '',
    '**Subject line options**',
    ...subjects.map((line, i) => `${i + 1}. ${line}`),
    '',
    '**Body**',
    '',
    body,
    '',
    ...(blanks.length ? [`**Fill in before sending:** ${blanks.map((b) => `[${b}]`).join(', ')}. Answer these in the space profile (Complete Space Profile) and I will write them in.`, ''] : []),
    `_Written from:_ ${writtenFrom(kit, highlights.length)}. ${body.includes('{{first_name}}') ? 'Swap {{first_name}} for your merge tag. ' : ''}An HTML version is attached.`,
  ].join('\n');
  return {
    steps: [
      { tool: 'request_type', summary: `${TASK_LABEL[task]}${s.askedTopic ? ` about ${s.askedTopic}` : ''}` },
      { tool: 'subject_lines', summary: `${subjects.length} subject line options` },
      { tool: 'email_body', summary: `Body in ${paragraphs.length + 1} paragraphs, ${textStats(body).words} words${voiced.changes.length ? `; voice: ${voiced.changes.join(', ')}` : ''}` },
    ],
    context: `Request: ${ctx.message}\nRequest type: ${TASK_LABEL[task]}\nBrand voice: ${ctx.brandVoice ?? 'none saved'}\nSpace profile:\n${profileSummary(ctx)}\nSubject variants:\n${subjects.join('\n')}`,
    draft,
    field: body,
    artifacts: [{ type: 'email', subtype: 'html', filename: 'email.html', mimeType: 'text/html', data: utf8(html) }],
  };
}

/** Say only what is true of the voice: a saved brand voice, else the profile's tone words, else neither. */
function voiceLine(kit: WritingKit): string {
  if (kit.savedVoice) return `written in the voice you set${kit.rules.tone ? ` (${kit.rules.tone})` : ''}`;
  if (kit.facts.tone) return `written in the tone your space profile describes (${kit.facts.tone})`;
  return 'written in a clear, warm and direct tone: no brand voice is saved for this space yet (Workspace Settings)';
}

function writtenFrom(kit: WritingKit, passages: number): string {
  const parts = [Object.keys(kit.facts).length ? "your space profile's answers" : 'no space profile answers yet'];
  if (passages) parts.push(`${passages} knowledge-base passage${passages > 1 ? 's' : ''}`);
  if (kit.savedVoice) parts.push('the saved brand voice');
  return parts.join(', ');
}

/** A newsletter's news: the first sentences of what the knowledge base holds for the request, never invented. */
function newsletterHighlights(kit: WritingKit): string[] {
  const asked = kit.details.points.map((p) => `- ${p.charAt(0).toUpperCase()}${p.slice(1).replace(/[.!?]?$/, '.')}`);
  const items = asked.length ? asked : kit.passages.slice(0, 3).map((p) => `- ${p.text.replace(/[.!?]?$/, '.')}`);
  return items.length ? [`${kit.pick.pick(['In this issue:', 'What is new:', 'This time:'], 'newsletter.list')}\n${items.join('\n')}`] : ['[your news: upload this month\'s notes to the knowledge base or reference a document, and I will summarise them here]'];
}

function subjectLinesOnly(ctx: AgentContext, kit: WritingKit): PipelineResult {
  const chosen = kit.pick.several(SUBJECT_WORDINGS.subject_lines, Math.max(3, Math.min(10, kit.details.count ?? 8)), 'subject_lines');
  const lines = chosen.map((t) => applyVoice(fill(t.text, kit.slots), kit.rules).text);
  const draft = [
    `Here are ${lines.length} subject lines${kit.slots.askedTopic ? ` for **${kit.slots.askedTopic}**` : ''}, each from a different angle, ${voiceLine(kit)}:`,
    '',
    ...lines.map((l, i) => `${i + 1}. ${l} _(${chosen[i]!.angle})_`),
    '',
    '_Tip:_ test two of them against each other on a slice of your list before sending to everyone. Keep the one with more opens and replies.',
  ].join('\n');
  return {
    steps: [
      { tool: 'request_type', summary: 'subject lines only' },
      { tool: 'subject_lines', summary: `${lines.length} subject lines` },
    ],
    context: `Request: ${ctx.message}\nSubject lines:\n${lines.join('\n')}\nSpace profile:\n${profileSummary(ctx)}`,
    draft,
    field: lines.join('\n'),
    artifacts: [],
  };
}

function rewriteDraft(ctx: AgentContext, kit: WritingKit): PipelineResult {
  const original = kit.material.text;
  let voiced = applyVoice(original, kit.rules, { tighten: true, variant: kit.variant });
  let text = voiced.text;
  const changes = [...voiced.changes];
  if (kit.rules.signOff && !text.includes(kit.rules.signOff)) {
    const withoutClosing = text.replace(/\n*(best|thanks|cheers|regards|kind regards|warm regards|sincerely)[^\n]*(\n[^\n]{0,60})?\s*$/i, '');
    text = `${withoutClosing.trim()}\n\n${kit.rules.signOff}`;
    changes.push(`signed off with "${kit.rules.signOff}"`);
  }
  if (!changes.length) {
    voiced = applyVoice(original.replace(/\b(we|We) (would like to|want to)\b/g, '$1 will'), kit.rules);
    text = voiced.text;
  }
  const left = bannedWordsIn(text, kit.rules);
  const draft = [
    analysedLine(kit.material),
    '',
    kit.pick.pick([`**Your draft, rewritten** ${voiceLine(kit)}:`, `**Here is your draft again**, ${voiceLine(kit)}:`, `**A tighter version of your draft**, ${voiceLine(kit)}:`], 'rewrite.intro'),
    '',
    text,
    '',
    '**What changed**',
    ...(changes.length ? changes.map((c) => `- ${c.charAt(0).toUpperCase()}${c.slice(1)}.`) : ['- Nothing needed changing for the saved voice: the draft already follows it.']),
    ...(left.length ? [`- Still contains ${left.join(', ')}: reword these by hand.`] : []),
  ].join('\n');
  return {
    steps: [
      { tool: 'request_type', summary: 'rewrite of a pasted draft' },
      { tool: 'voice_rules', summary: changes.join('; ') || 'no change needed' },
    ],
    context: `Draft:\n${original.slice(0, 6000)}\nRewritten:\n${text}\nBrand voice: ${ctx.brandVoice ?? 'none saved'}`,
    draft,
    field: text,
    artifacts: [],
  };
}
