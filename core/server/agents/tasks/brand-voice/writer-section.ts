import type { VoiceRules } from '../../offline/voice-rules.ts';

/**
 * 'A voice guide for our new technician who writes visit reports for clients': the guide's voice, applied to the
 * kind of writing that person does. Each kind has its own order and its own traps (a report says what was done,
 * found and comes next; a reply to a review answers the point made), said in general terms so that any business's
 * writer can use it; the voice's own rules and sign-off are restated where that writing needs them.
 */
const WRITER = /\b(?:for|to)\s+(?:our|my|the|a|an)\s+(?:new\s+)?([a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?)\s+who\s+(?:writes?|sends?|answers?|handles?|drafts?|does|replies to|puts together)\s+(?:the\s+|our\s+|all\s+(?:the\s+|our\s+)?)?([a-z][\w-]*(?:\s+[a-z][\w-]*){0,3}?)(?:\s+(?:for|to)\s+(?:our\s+|the\s+)?([a-z][\w-]*(?:\s+[a-z][\w-]*)?))?\s*(?:[.?!,]|$)/i;

const KINDS: [RegExp, (readers: string) => string[]][] = [
  [/\breports?\b|\bjob sheets?\b|\bvisit notes?\b|\bservice notes?\b/i, (r) => [
    'Put it in the order the visit happened: what you did, what you found, what happens next.',
    'Give each finding the figure or fact behind it (a reading, a part, a date) and what it means for the ' + r + ', in plain words.',
    `End with what the ${r} needs to do, if anything, in one line, and when you will be back.`,
  ]],
  [/\breview replies\b|\breplies\b|\brespon[sd]\w*\b|\breviews?\b|\bcomments?\b/i, (r) => [
    `Thank the ${r} by name, then answer the point they made, not a general one.`,
    'Own a problem in one line without excuses, and say what you have done or will do about it.',
    'Take anything about a booking or money to a private message, with a name to ask for.',
  ]],
  [/\bquotes?\b|\bestimates?\b|\bproposals?\b/i, (r) => [
    'Open with what the job is, then the price, then what it includes and what it does not.',
    `Say how long the price holds and what the ${r} does to go ahead.`,
    'Every figure is one you can stand behind: nothing estimated is written as fixed.',
  ]],
  [/\bemails?\b|\bletters?\b|\bmessages?\b/i, (r) => [
    'Make the subject line say what the email is about; answer the question in the first line.',
    `One ask per email, and say what the ${r} should do next.`,
    'Keep the greeting and sign-off the same every time.',
  ]],
  [/\bposts?\b|\bcaptions?\b|\bsocial\b/i, () => [
    'Lead with the thing worth stopping for: the result, the photo, the news.',
    'One idea a post; a question or a next step at the end.',
    'Tag people only with their say-so.',
  ]],
];

export function writerSection(request: string, rules: VoiceRules): string[] {
  const m = WRITER.exec(request);
  if (!m) return [];
  const writer = m[1]!.trim();
  const kind = m[2]!.trim();
  const readers = m[3]?.trim() ?? 'reader';
  const reader = readers.replace(/s$/, '');
  const items = KINDS.find(([pattern]) => pattern.test(kind))?.[1](reader) ?? [
    `Write ${kind} the way the voice above says: the same words, the same length of sentence.`,
    `Say what the ${reader} needs to know first, and what happens next last.`,
  ];
  return [
    '',
    `### For your ${writer}: ${kind}${m[3] ? ` for ${readers}` : ''}`,
    ...items.map((i) => `- ${i}`),
    ...(rules.maxSentenceWords ? [`- Sentences of ${rules.maxSentenceWords} words at most here too: a long finding becomes two sentences.`] : []),
    ...(rules.signOff ? [`- Sign off as everyone does: "${rules.signOff}".`] : []),
  ];
}
