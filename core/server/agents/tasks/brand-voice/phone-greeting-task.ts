import type { AgentTask, TaskInput, TaskOutput } from '../agent-task.ts';
import { applyVoice } from '../../offline/voice-rules.ts';
import { spaceVoiceOf } from './space-voice.ts';

/** Words a person says in a second, read aloud at an easy pace. */
const WORDS_PER_SECOND = 2.5;
const DEFAULT_SECONDS = 20;

/** Opening hours as the facts write them: '8am to 8pm', '9:00–17:30'. */
const HOURS = /\b\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm)?\s*(?:to|-|–|until)\s*\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm)\b/i;
/** A UK or international phone number as written. */
const PHONE = /(?:\+\d{1,3}\s?)?\b0\d{2,4}[\s-]?\d{3,4}[\s-]?\d{3,4}\b/;

/**
 * 'The greeting for our office answerphone, for when we're out walking the dogs, 20 to 25 seconds to say': a
 * voicemail or on-hold greeting, said in the voice: who has been reached, why nobody answers (the request's own
 * reason, else none invented), what to leave, when a call comes back (the hours the facts give, else a blank), and
 * where else to look. Fitted to the seconds asked at an easy speaking pace.
 */
function generate(input: TaskInput): TaskOutput {
  const { brief, facts } = input;
  const request = brief.request;
  const company = facts.company ?? '[business name]';
  const range = /\b(\d{1,3})\s*(?:to|-|–|or)\s*(\d{1,3})\s*(?:seconds|secs?|s)\b/i.exec(request);
  const single = /\b(\d{1,3})[\s-]*(?:seconds?|secs?)\b/i.exec(request);
  const seconds = range ? (Number(range[1]) + Number(range[2])) / 2 : single ? Number(single[1]) : DEFAULT_SECONDS;
  const most = range ? Number(range[2]) : seconds * 1.15;
  // ('for when we're out walking the dogs': the reason as the request gives it, said to the caller.)
  const away = /\bfor when\s+(?:we(?:'re|’re| are)|I(?:'m|’m| am))\s+([^.,;!?\n]{3,60})/i.exec(request)?.[1]?.trim() ?? null;
  const texts = [facts.differentiator, facts.description, ...facts.terms.map((t) => t.text), ...facts.features.map((f) => f.text)].filter((t): t is string => Boolean(t));
  const hours = texts.map((t) => HOURS.exec(t)?.[0]).find(Boolean) ?? null;
  const phone = texts.map((t) => PHONE.exec(t)?.[0]).find(Boolean) ?? null;
  const site = facts.website?.replace(/^https?:\/\/(?:www\.)?/, '').replace(/\/$/, '') ?? null;
  const hello = input.variant % 2 === 0 ? `Hello, you've reached ${company}.` : `Hello, and thanks for calling ${company}.`;
  const reason = away ? `We're ${away.replace(/\bour\b/g, 'the')} just now, so we can't pick up.` : "We can't come to the phone just now.";
  const ask = 'Please leave your name, your number and a few words about what you need';
  const back = hours ? `, and we'll ring you back. We answer the phone ${hours}.` : `, and we'll ring you back [when: today, or the next working day].`;
  const optional = [
    site ? `You can also find prices and availability at ${site.replace(/\./g, ' dot ')}.` : null,
    phone ? `If it's urgent, call ${phone}.` : null,
    input.variant % 2 === 0 ? 'Thanks for calling, and speak soon.' : 'Thanks, and speak soon.',
  ].filter((s): s is string => Boolean(s));
  const voice = spaceVoiceOf(input, { defaultLimit: false }).rules;
  const say = (text: string) => applyVoice(text, voice).text;
  const core = [hello, reason, `${ask}${back}`];
  const count = (lines: readonly string[]) => lines.join(' ').split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  const lines = [...core];
  // Lines past the core are added while the greeting stays within the most seconds asked.
  for (const line of optional) if (count([...lines, line]) / WORDS_PER_SECOND <= most) lines.push(line);
  const script = lines.map(say);
  const words = count(script);
  const secs = Math.round(words / WORDS_PER_SECOND);
  const blanks = script.join(' ').match(/\[[^\]]+\]/g) ?? [];
  return {
    summary: `An answerphone greeting in your voice: ${words} words, about ${secs} seconds at an easy speaking pace${range ? ` (you asked for ${range[1]} to ${range[2]})` : single ? ` (you asked for ${single[1]})` : ''}.`,
    deliverable: script.join(' '),
    notes: [
      ...(blanks.length ? [`Fill ${blanks.join(', ')} before you record it: your facts do not say when you call back.`] : []),
      'Read it aloud once with a timer before recording: a smile in the voice and a pause after your name make it sound like you.',
    ],
    used: facts.sources.filter((s) => s.kind === 'profile').slice(0, 1),
    steps: [{ tool: 'phone_greeting', summary: `${words} words ≈ ${secs}s${away ? `; away: ${away}` : ''}${hours ? `; hours ${hours}` : ''}` }],
    artifacts: [],
  };
}

export const PHONE_GREETING_TASK: AgentTask = {
  id: 'brand-voice.phone-greeting',
  agent: 'brand-voice',
  label: 'an answerphone or voicemail greeting in your voice',
  cues: ['answerphone', 'answer phone', 'voicemail', 'voice mail', 'phone greeting', 'on-hold message', 'on hold message', 'out of hours message', 'answering machine'],
  delivers: ['greeting', 'voicemail', 'answerphone message', 'voicemail greeting', 'phone message'],
  starter: 'Write our voicemail greeting, about 20 seconds to say',
  generate,
};
