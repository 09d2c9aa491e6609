import { sentencesOf, textStats, wordsOf } from '../tools/text-stats.ts';
import { profileSummary, type AgentContext, type PipelineResult } from '../tools/agent-context.ts';
import { brandVoiceTask } from '../offline/request-intent.ts';
import { analysedLine, startsWithInstruction } from '../offline/request-material.ts';
import { applyVoice, avoidWordsOfProfile, bannedWordsIn, type VoiceRules } from '../offline/voice-rules.ts';
import type { WritingKit } from '../offline/writing-kit.ts';
import { capitalise } from '../offline/template-grammar.ts';

const FORMAL = /\b(therefore|furthermore|moreover|regarding|pursuant|hereby|thus|accordingly)\b/gi;
const CASUAL = /\b(hey|awesome|cool|super|gonna|wanna|stuff|folks|yeah)\b/gi;
const CONTRACTION = /\b\w+'(s|re|ve|ll|d|t|m)\b/gi;
const BUZZWORDS = /\b(elevate|empower\w*|bespoke|curated|excellence|solutions?|synergy|leverage|seamless\w*|world-class|best-in-class|cutting-edge|innovative|revolutionary|game-changing|premium|enterprise|engagement|disrupt\w*)\b/gi;
const HYPE = ['revolutionary', 'game-changing', 'world-class', 'best-in-class', 'synergy', 'disruptive', 'cutting-edge', 'unleash'];
const SAVE_OFFER = "Use **Save as the space's brand voice** below this answer to make every agent write this way.";
const SAVE_OFFER_AGAIN = "Like this version better? **Save as the space's brand voice** below makes every agent write this way.";

/**
 * Brand voice: analyses a pasted sample (tone, formality, sentence length, vocabulary) into voice rules,
 * rewrites pasted text in the saved voice, or drafts a voice from the space profile. A measured or drafted
 * voice is offered to save as the space's brand voice, in the rule format every agent applies.
 */
export function brandVoicePipeline(ctx: AgentContext, given: WritingKit): PipelineResult {
  // A message that is itself a sample ("We keep things simple. You get answers...") is the material.
  const isSample = given.material.kind === 'profile' && !startsWithInstruction(ctx.message) && wordsOf(ctx.message).length >= 6;
  const kit: WritingKit = isSample ? { ...given, material: { kind: 'pasted', title: 'the text you pasted', text: ctx.message.trim() } } : given;
  const task = brandVoiceTask(ctx.message, kit.material);
  if (task === 'rewrite') return rewrite(ctx, kit);
  if (task === 'check') return check(ctx, kit);
  if (task === 'dos_donts') return dosAndDonts(ctx, kit);
  if (task === 'analyse') return analyse(ctx, kit);
  return draftFromProfile(ctx, kit);
}

function analyse(ctx: AgentContext, kit: WritingKit): PipelineResult {
  const text = kit.material.text;
  const stats = textStats(text);
  const words = wordsOf(text);
  const richness = words.length ? Math.round((new Set(words).size / words.length) * 100) : 0;
  const formal = (text.match(FORMAL) ?? []).length;
  const casual = (text.match(CASUAL) ?? []).length + (text.match(CONTRACTION) ?? []).length;
  const youWe = (text.match(/\b(you|your)\b/gi) ?? []).length - (text.match(/\b(we|our|us)\b/gi) ?? []).length;
  const formality = formal > casual ? 'formal' : casual > formal + 1 ? 'conversational' : 'neutral-professional';
  const tone = [formality, stats.exclamations > stats.sentences / 4 ? 'energetic' : 'calm', youWe >= 0 ? 'reader-focused' : 'company-focused'];
  const limit = Math.min(28, Math.max(12, Math.round(stats.averageSentenceLength * 1.4)));
  const sentenceStyle = stats.averageSentenceLength <= 14 ? 'short, punchy sentences' : stats.averageSentenceLength <= 22 ? 'medium-length sentences' : 'long, detailed sentences';
  const prefer = stats.keywords.slice(0, 5).map((k) => k.word);
  const avoid = [...new Set([...avoidWordsOfProfile(kit.facts.avoid), ...HYPE.filter((h) => !new RegExp(`\\b${h}\\b`, 'i').test(text)).slice(0, 3)])];
  const signOff = closingOf(text);
  const proposal = [
    `Tone: ${tone.join(', ')}`,
    `Formality: ${formality === 'neutral-professional' ? 'neutral' : formality}`,
    `Sentences: ${sentenceStyle.replace(/ sentences$/, '')} (at most ${limit} words)`,
    ...(prefer.length ? [`Prefer: ${prefer.join(', ')}`] : []),
    `Avoid: ${avoid.join(', ')}`,
    ...(signOff ? [`Sign-off: ${signOff}`] : []),
  ].join('\n');
  const buzz = [...new Set((text.match(BUZZWORDS) ?? []).map((w) => w.toLowerCase()))];
  // A sample from someone else is described, not offered as this space's voice.
  const theirs = /\b(competitor|their|rival|other brand|another brand)\b/i.test(ctx.message);
  const say = (part: string, ...options: string[]) => kit.pick.pick(options, `analyse.${part}`);
  const dos = [
    say('length', `Write ${sentenceStyle} (about ${Math.round(stats.averageSentenceLength)} words).`, `Keep to ${sentenceStyle}, around ${Math.round(stats.averageSentenceLength)} words each.`),
    youWe >= 0 ? say('you', 'Talk to the reader as "you".', 'Address the reader directly, as "you".') : say('we', 'Speak as "we" and show the team behind the work.', 'Write as "we": the team is part of the message.'),
    formality === 'conversational' ? say('casual', 'Use contractions and everyday words.', "Write the way people talk: contractions, plain words.") : say('precise', 'Keep wording precise and professional.', 'Choose exact, professional words over casual ones.'),
    theirs ? `Their recurring words: ${prefer.join(', ') || 'none'} (theirs, not yours: do not copy them).` : `Reuse your signature words: ${prefer.join(', ') || 'none detected yet'}.`,
  ];
  const donts = [
    formality === 'formal' ? say('slang', 'Do not use slang or exclamation-heavy hype.', 'Leave out slang and stacked exclamation marks.') : say('stiff', 'Do not slip into stiff corporate phrasing ("pursuant to", "hereby").', 'Avoid boardroom phrasing such as "pursuant to" or "hereby".'),
    stats.fleschReadingEase < 50 ? say('clauses', 'Do not stack clauses; split long sentences.', 'Break long sentences instead of stacking clauses.') : say('pad', 'Do not pad copy: every sentence should earn its place.', 'Cut any sentence that does not add something new.'),
    kit.facts.avoid ? `Avoid: ${kit.facts.avoid}.` : 'Do not make claims you cannot back up.',
  ];
  const inSaved = kit.savedVoice ? applyVoice(sentencesOf(text).slice(0, 2).join(' '), kit.rules) : null;
  const draft = [
    `**Brand voice profile** measured from ${kit.material.kind === 'pasted' ? `your ${stats.words}-word sample` : `"${kit.material.title}"`}:`,
    analysedLine(kit.material),
    '',
    `- **Tone:** ${tone.join(', ')}`,
    `- **Formality:** ${formality}`,
    `- **Sentence length:** ${sentenceStyle}, Flesch ${stats.fleschReadingEase}`,
    `- **Vocabulary:** ${richness}% distinct words (${richness > 60 ? 'varied' : 'focused, repeats key terms'})`,
    ...(buzz.length ? [`- **Buzzwords:** ${buzz.join(', ')}: polished but abstract; it says little a buyer can check.`] : []),
    '',
    '**Do**',
    ...dos.map((d) => `- ${d}`),
    '',
    "**Don't**",
    ...donts.map((d) => `- ${d}`),
    '',
    ...(inSaved && inSaved.changes.length ? ['**How your sample reads in the voice saved today**', `> ${inSaved.text}`, `_Changes:_ ${inSaved.changes.join('; ')}.`, ''] : []),
    ...(theirs
      ? [kit.pick.pick(['This is how they sound; to set your own voice, paste your own copy or ask me to draft one from your profile.', 'Use it to stand apart: your own voice can be what theirs is not.'], 'voice.theirs')]
      : ['**The voice as rules every agent applies**', '```', proposal, '```', '', SAVE_OFFER]),
  ].join('\n');
  return {
    steps: [
      { tool: 'tone_analysis', summary: tone.join(', ') },
      { tool: 'style_metrics', summary: `${stats.averageSentenceLength} words per sentence, ${richness}% distinct words` },
      { tool: 'voice_rules', summary: `${dos.length} do's, ${donts.length} don'ts` },
    ],
    context: `Sample text:\n${text.slice(0, 6000)}\nMeasured voice:\n${proposal}\nSpace profile:\n${profileSummary(ctx)}`,
    draft,
    field: proposal,
    artifacts: [],
    ...(theirs ? {} : { brandVoiceProposal: proposal }),
  };
}

/** Checks a text against the saved voice: a verdict, then each rule it breaks, with the line that breaks it. */
function check(ctx: AgentContext, kit: WritingKit): PipelineResult {
  const text = kit.material.text;
  const rules: VoiceRules = kit.savedVoice ? kit.rules : rulesFromProfile(kit);
  const issues: string[] = [];
  const banned = bannedWordsIn(text, rules);
  const say = (part: string, ...options: string[]) => kit.pick.pick(options, `check.${part}`);
  if (banned.length) issues.push(say('banned', `It uses words your voice avoids: ${banned.join(', ')}.`, `Words on your avoid list: ${banned.join(', ')}.`));
  const exclamations = (text.match(/!/g) ?? []).length;
  if (exclamations > 1) issues.push(say('shout', `It has ${exclamations} exclamation marks: that reads as shouting, not ${rules.tone ?? 'calm'}.`, `${exclamations} exclamation marks read as shouting; your voice is ${rules.tone ?? 'calm'}.`));
  const caps = (text.match(/\b[A-Z]{3,}\b/g) ?? []).filter((w) => !/^(SEO|B2B|B2C|CEO|FAQ|USA|UK)$/.test(w));
  if (caps.length) issues.push(say('caps', `It uses all caps (${[...new Set(caps)].join(', ')}).`, `All-caps words (${[...new Set(caps)].join(', ')}) shout too.`));
  if (/\b(only \d+ (spots?|places?) left|don'?t miss out|act now|hurry|before it'?s gone|limited time|now or never)\b/i.test(text)) issues.push(say('urgency', 'It leans on fake urgency and scarcity, which a confident brand does not need.', 'The scarcity and urgency lines put pressure on the reader; a confident brand does not need them.'));
  const long = sentencesOf(text).filter((s) => rules.maxSentenceWords && wordsOf(s).length > rules.maxSentenceWords);
  if (long.length) issues.push(`${long.length} sentence${long.length > 1 ? 's run' : ' runs'} past ${rules.maxSentenceWords} words.`);
  const fixed = applyVoice(text.replace(/!+/g, '.').replace(/\b[A-Z]{3,}\b/g, (w) => (/^(SEO|B2B|B2C|CEO|FAQ)$/.test(w) ? w : w.toLowerCase())), rules, { tighten: true });
  const verdict = issues.length
    ? kit.pick.pick(['**Verdict: it does not match your brand voice yet.**', '**Verdict: off-brand as written.** It is close enough to fix in a minute.', '**Verdict: not quite on-brand.**'], 'check.verdict')
    : kit.pick.pick(['**Verdict: it matches your brand voice.**', '**Verdict: on-brand.** Nothing to change.'], 'check.ok');
  const draft = [
    analysedLine(kit.material),
    '',
    verdict,
    '',
    ...(issues.length ? ['**What breaks the voice**', ...issues.map((i) => `- ${i}`), '', '**An on-brand version**', `> ${fixed.text}`] : []),
  ].join('\n');
  return {
    steps: [{ tool: 'voice_check', summary: issues.length ? `${issues.length} issues` : 'on-brand' }],
    context: `Text:\n${text}\nIssues:\n${issues.join('\n')}\nBrand voice: ${ctx.brandVoice ?? 'none saved'}`,
    draft,
    field: fixed.text,
    artifacts: [],
  };
}

/** The saved voice as do's and don'ts, each with an example sentence written from the space's facts. */
function dosAndDonts(ctx: AgentContext, kit: WritingKit): PipelineResult {
  const rules: VoiceRules = kit.savedVoice ? kit.rules : rulesFromProfile(kit);
  const company = kit.facts.company ?? 'we';
  const offer = kit.slots.topic ?? 'what we offer';
  const proof = kit.slots.differentiator ? capitalise(kit.slots.differentiator) : '[a result you can show, with its figure]';
  const items = [
    rules.tone ? `**Do** sound ${rules.tone}. Example: "${company === 'we' ? 'We bring you' : `${company} brings you`} ${offer}. No fuss."` : null,
    rules.formality === 'conversational' ? `**Do** write the way you talk: use contractions. Example: "We're here when you need us." instead of "We are available to assist."` : rules.formality === 'formal' ? '**Do** keep a formal register. Example: "We will confirm your order today." instead of "We\'ll get it sorted!"' : null,
    `**Do** keep sentences short${rules.maxSentenceWords ? ` (at most ${rules.maxSentenceWords} words)` : ''}. Example: "${capitalise(offer)}. Ready when you are."`,
    rules.avoid.length ? `**Don't** use ${rules.avoid.map((w) => `"${w}"`).join(', ')}: say what you do instead. Example: "${proof}." says more than "${capitalise(rules.avoid[0]!)}!"` : null,
    // Examples come from the space's facts or stay neutral: never another business's wording.
    "**Don't** invent urgency or shout. Example: \"Offer ends [date].\" instead of \"ACT NOW!!!\"",
    rules.signOff ? `**Do** sign off the same way every time. Example: "${rules.signOff}"` : null,
    `**Don't** make claims you cannot back up. Example: "${proof}." instead of "The best ${kit.slots.topic ?? 'service'} in the world."`,
  ].filter((i): i is string => Boolean(i));
  const count = Math.max(3, Math.min(items.length, kit.details.count ?? 5));
  const draft = [
    kit.savedVoice ? `Here are ${count} do's and don'ts from the voice you set:` : `Here are ${count} do's and don'ts from your space profile (no brand voice is saved yet):`,
    '',
    ...kit.pick.several(items, count, 'dos').map((i, n) => `${n + 1}. ${i}`),
  ].join('\n');
  return { steps: [{ tool: 'voice_rules', summary: `${count} do's and don'ts` }], context: `Brand voice: ${ctx.brandVoice ?? 'none saved'}`, draft, field: draft, artifacts: [] };
}


function rewrite(ctx: AgentContext, kit: WritingKit): PipelineResult {
  const original = kit.material.text;
  const rules: VoiceRules = kit.savedVoice ? kit.rules : rulesFromProfile(kit);
  const voiced = applyVoice(original, rules, { tighten: true, variant: kit.variant });
  let text = voiced.text;
  const changes = [...voiced.changes];
  if (rules.signOff && /\n\s*(best|thanks|cheers|regards|sincerely)[^\n]*\n?[^\n]*$/i.test(text) && !text.includes(rules.signOff)) {
    text = text.replace(/\n\s*(best|thanks|cheers|regards|sincerely)[^\n]*(\n[^\n]*)?$/i, `\n${rules.signOff}`);
    changes.push(`closing replaced by "${rules.signOff}"`);
  }
  const basis = kit.savedVoice ? `the voice you set${kit.rules.tone ? ` (${kit.rules.tone})` : ''}` : kit.facts.tone ? `the tone your space profile describes (${kit.facts.tone}); no brand voice is saved yet` : 'plain, tight wording: no brand voice is saved and the profile names no tone yet';
  const draft = [
    analysedLine(kit.material),
    '',
    kit.pick.pick([`**Rewritten in ${basis}:**`, `**Your text in ${basis}:**`, `**The same text, in ${basis}:**`], 'voice.rewrite.intro'),
    '',
    ...text.split('\n').map((l) => `> ${l}`),
    '',
    '**What changed**',
    ...(changes.length ? changes.map((c) => `- ${c.charAt(0).toUpperCase()}${c.slice(1)}.`) : ['- Nothing: the text already follows these rules.']),
  ].join('\n');
  return {
    steps: [
      { tool: 'voice_rules', summary: kit.savedVoice ? 'saved brand voice' : 'space profile tone' },
      { tool: 'rewrite', summary: changes.join('; ') || 'no change needed' },
    ],
    context: `Text:\n${original.slice(0, 6000)}\nRewritten:\n${text}\nBrand voice: ${ctx.brandVoice ?? 'none saved'}`,
    draft,
    field: text,
    artifacts: [],
  };
}

function draftFromProfile(ctx: AgentContext, kit: WritingKit): PipelineResult {
  const rules = rulesFromProfile(kit);
  const f = kit.facts;
  if (!f.tone && !f.audience && !f.offer) {
    const draft = [
      "Analysed: your space profile's answers (they do not describe a voice yet).",
      '',
      'To draft a brand voice I need either a sample or a few answers:',
      '- paste two or three paragraphs you like (an email, a page) and ask me to analyse them; or',
      '- answer "Three words that describe how your brand should sound" and "Words, claims or styles your brand should avoid" under Complete Space Profile, then ask again.',
    ].join('\n');
    return { steps: [{ tool: 'voice_rules', summary: 'profile has no tone answers' }], context: `Space profile:\n${profileSummary(ctx)}`, draft, field: null, artifacts: [] };
  }
  const prefer = wordsOf(`${f.offer ?? ''} ${f.differentiator ?? ''}`).filter((w) => w.length > 4 && !rules.avoid.includes(w));
  const preferTop = [...new Set(prefer)].slice(0, 4);
  const proposal = [
    `Tone: ${f.tone ?? (rules.formality === 'formal' ? 'precise, calm, expert' : 'clear, warm, direct')}`,
    `Formality: ${rules.formality ?? 'neutral'}`,
    `Sentences: short (at most ${rules.maxSentenceWords ?? 18} words)`,
    ...(preferTop.length ? [`Prefer: ${preferTop.join(', ')}`] : []),
    ...(rules.avoid.length ? [`Avoid: ${rules.avoid.join(', ')}`] : []),
    ...(f.company ? [`Sign-off: The ${f.company} team`] : []),
  ].join('\n');
  const why = [
    f.tone ? `the tone words you chose (${f.tone})` : null,
    f.audienceType ? `who you sell to (${f.audienceType})` : null,
    f.avoid ? `what you said to avoid (${f.avoid})` : null,
    preferTop.length ? 'the words you use for your offer' : null,
  ].filter(Boolean);
  const draft = [
    "Analysed: your space profile's answers (no sample text was given).",
    '',
    kit.pick.pick([`**A brand voice drafted from your profile**${f.company ? ` for ${f.company}` : ''}:`, `**Here is a first brand voice${f.company ? ` for ${f.company}` : ''}**, built from your profile:`], 'voice.draft'),
    '',
    '```',
    proposal,
    '```',
    '',
    kit.pick.pick([`It follows ${why.join(', ')}. Paste a sample you like and ask me to analyse it to refine it.`, `Built on ${why.join(', ')}. To refine it, paste copy you like and ask me to analyse it.`, `Where it comes from: ${why.join(', ')}. A sample of copy you like would sharpen it further.`], 'voice.why'),
    '',
    kit.variant ? SAVE_OFFER_AGAIN : SAVE_OFFER,
  ].join('\n');
  return {
    steps: [{ tool: 'voice_rules', summary: `drafted from ${why.length} profile answers` }],
    context: `Space profile:\n${profileSummary(ctx)}\nDrafted voice:\n${proposal}`,
    draft,
    field: proposal,
    artifacts: [],
    brandVoiceProposal: proposal,
  };
}

/** A voice's rules as the profile suggests them, for a space with no saved voice. */
function rulesFromProfile(kit: WritingKit): VoiceRules {
  const tone = `${kit.facts.tone ?? ''} ${kit.facts.audienceType ?? ''}`;
  const formality = /\b(friendly|casual|playful|warm|fun|relaxed|conversational|approachable)\b/i.test(tone) ? 'conversational' : /\b(formal|professional|serious|authoritative|expert)\b/i.test(tone) ? 'formal' : null;
  return { ...kit.rules, tone: kit.facts.tone ?? null, formality: kit.rules.formality ?? formality, maxSentenceWords: kit.rules.maxSentenceWords ?? 20 };
}

/** The sample's sign-off, when its last line is one ("Cheers, the Acme team"). */
function closingOf(text: string): string | null {
  const last = text.trim().split('\n').at(-1)!.trim();
  return /^(best|thanks|cheers|regards|warm regards|kind regards|sincerely|talk soon|see you)\b/i.test(last) && last.length <= 60 ? last : null;
}
