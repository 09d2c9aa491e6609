import type { AgentTask, TaskInput, TaskOutput } from '../agent-task.ts';
import { parseCount } from '../../brief/parse-count.ts';
import { sharedStems } from '../../offline/stem-overlap.ts';
import { creativeKit, creativeOutput } from './creative-output.ts';

/** The words a description runs to when the request sets none. */
const DEFAULT_WORDS = 110;

/** What the request says of its event: its name, when, how long, where or on what, who runs it, for whom, whether free. */
interface EventDetails {
  name: string | null;
  kind: string;
  when: string | null;
  minutes: number | null;
  place: string | null;
  hosts: string | null;
  audience: string | null;
  free: boolean;
}

const DAY = '(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day';
const MONTH = '(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)';

function detailsOf(request: string): EventDetails {
  // (A quotation mark opens after a space or a bracket: the apostrophe of "We're" opens nothing.)
  const quoted = /(?<![\p{L}\p{N}])["“‘']([^"”’'\n]{6,80})["”’'](?![\p{L}])/u.exec(request);
  const name = quoted?.[1]?.trim() ?? null;
  const rest = quoted ? request.replace(quoted[0], ' ') : request;
  const when = new RegExp(`\\b(?:${DAY}\\s+)?\\d{1,2}(?:st|nd|rd|th)?\\s+${MONTH}(?:\\s+\\d{4})?(?:,?\\s+(?:at|from)\\s+\\d{1,2}(?:[:.]\\d{2})?\\s?(?:am|pm))?|\\b${DAY}\\s+${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?(?:,?\\s+(?:at|from)\\s+\\d{1,2}(?:[:.]\\d{2})?\\s?(?:am|pm))?`, 'i').exec(request)?.[0] ?? null;
  const length = /\b(?:about|around|roughly)?\s*(\d{1,3}|an?|one|two)\s*(?:-|\s)?(minutes?|mins?|hours?|hrs?)\b(?![^.]*\b(?:words?|characters?)\b)/i.exec(request);
  const minutes = length ? (parseCount(length[1]!.replace(/^an?$/i, '1')) ?? 1) * (/^h/i.test(length[2]!) ? 60 : 1) : null;
  const online = /\b(?:on|via|over)\s+(Zoom|Teams|Microsoft Teams|Google Meet|YouTube Live|Facebook Live)\b/i.exec(request)?.[1] ?? null;
  const venue = /\bat\s+((?:the\s+)?[A-Z][\w'’&-]*(?:\s+[A-Z][\w'’&-]*){0,4})(?=[,.;]|\s+(?:on|from|with|at)\b)/.exec(request.replace(new RegExp(`\\bat\\s+\\d`, 'g'), 'at_'))?.[1] ?? null;
  const hosts = [...rest.matchAll(/\bwith\s+([A-Z][a-z]+(?:(?:,\s*|\s+and\s+)[A-Z][a-z]+)*)\b/g)].at(-1)?.[1] ?? null;
  const audience = /\bfor\s+((?:people|anyone|those|owners|parents|families|businesses|local\s+\w+|new\s+\w+|first-time\s+\w+)\b[^,.;:]{3,70})/i.exec(request)?.[1]?.trim() ?? null;
  const kind = /\b(webinar|workshop|open (?:day|evening|morning)|talk|masterclass|class|tasting|meetup|information evening|online evening|evening|event|session|tour|launch)\b/i.exec(request)?.[1]?.toLowerCase() ?? 'event';
  return { name, kind, when, minutes, place: online ? `on ${online}` : venue ? `at ${venue}` : /\bonline\b/i.test(request) ? 'online' : null, hosts, audience, free: /\bfree\b/i.test(request) };
}

/** Sentences of the ticked documents (else the space's facts) that speak to the event's subject and audience, best first. */
function factLines(input: TaskInput, about: string): string[] {
  const texts = input.referenced.length ? input.referenced.map((r) => r.text) : [input.facts.differentiator ?? '', ...input.facts.features.map((f) => f.text), ...input.facts.terms.map((t) => t.text)];
  // (A heading is no sentence of the listing.)
  const sentences = texts.flatMap((t) => t.split(/\n+|(?<=[.!?])\s+/)).filter((s) => !/^\s*#/.test(s)).map((s) => s.replace(/^[>*\-\s]+/, '').trim()).filter((s) => s.split(/\s+/).length >= 5 && s.split(/\s+/).length <= 28 && !/^\|/.test(s) && /[.!?]$|\d/.test(s) && ((s.match(/["“”]/g) ?? []).length % 2 === 0));
  return sentences.map((s) => ({ s, n: sharedStems(about, s) })).filter((x) => x.n > 0).sort((a, b) => b.n - a.n).map((x) => x.s.replace(/([^.!?])$/, '$1.'));
}

/**
 * 'Write the Eventbrite description (about 120 words) and 3 agenda bullets' for an event the request describes: a
 * listing written from the request's own details (name, when, where or on what, how long, who runs it, for whom,
 * free or not) and what the ticked documents say on its subject, with an agenda that splits the time asked.
 * Nothing the request and facts do not give is stated; a missing detail is a marked blank.
 */
function generate(given: TaskInput): TaskOutput {
  const kit = creativeKit(given);
  const { brief, facts } = kit.input;
  const d = detailsOf(brief.request);
  const company = facts.company ?? '[business name]';
  const words = brief.limits.words ?? DEFAULT_WORDS;
  const bullets = parseCount(/\b(\d|one|two|three|four|five|six)\s+(?:agenda\s+)?(?:bullets?|bullet points?|points|agenda items?|items)\b/i.exec(brief.request)?.[1]) ?? (/\bagenda\b/i.test(brief.request) ? 3 : 0);
  const title = d.name ?? `${d.kind.charAt(0).toUpperCase()}${d.kind.slice(1)} with ${company}`;
  const about = `${d.name ?? ''} ${d.audience ?? ''} ${brief.topic ?? ''}`;
  const facts2 = factLines(kit.input, about).slice(0, 3);
  const who = d.hosts ? `${d.hosts} from ${company}` : company;
  const toReader = (text: string) => text.replace(/\btheir\b/gi, 'your').replace(/\bthey\b/gi, 'you').replace(/\bthem\b/gi, 'you');
  const opener = d.audience ? `${/^(?:people|anyone|those)\s+(?:who are\s+)?thinking\b/i.test(d.audience) ? `Thinking ${toReader(d.audience.replace(/^(?:people|anyone|those)\s+(?:who are\s+)?thinking\s+/i, ''))}?` : `For ${d.audience}.`}` : null;
  const online = d.place === 'online' || /^on /.test(d.place ?? '');
  const kindSaid = online && !/^online\b/.test(d.kind) ? `online ${d.kind}` : d.kind;
  const join = `Join ${who} for ${d.free ? 'a free' : /^[aeiou]/i.test(kindSaid) ? 'an' : 'a'} ${kindSaid}${d.place && d.place !== 'online' ? ` ${d.place}` : ''}, ${d.when ?? '[date and time]'}.`;
  const length = d.minutes ? `It lasts about ${d.minutes} minutes, with time for your questions at the end.` : 'There is time for your questions at the end.';
  const book = d.free ? 'Places are free: book yours here and the joining details come by email.' : 'Book your place here; the joining details come by email.';
  // Fitted to the words asked: the documents' lines go, last first, until it fits.
  const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
  const bodyOf = (said: readonly string[]) => [[opener, join].filter(Boolean).join(' '), ...(said.length ? [`You'll hear how it works: ${said.map(lowerFirst).join(' ')}`] : []), `${length} ${book}`];
  const count = (ps: readonly string[]) => ps.join(' ').split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  let lines = [...facts2];
  while (lines.length && count(bodyOf(lines)) > words * 1.1) lines = lines.slice(0, -1);
  const body = bodyOf(lines);
  const total = d.minutes ?? null;
  const agendaItems = [
    `Welcome, and who we are${d.hosts ? ` (${d.hosts})` : ''}`,
    ...(lines.length ? [`How it works with ${company}: ${lines[0]!.replace(/[.!?]$/, '').replace(/^./, (c) => c.toLowerCase())}`] : [`How it works with ${company}`]),
    ...(lines.length > 1 ? [`What it costs and what you get: ${lines[1]!.replace(/[.!?]$/, '').replace(/^./, (c) => c.toLowerCase())}`] : []),
    'Your questions, answered',
  ];
  const agenda = bullets ? (agendaItems.length > bullets ? [...agendaItems.slice(0, bullets - 1), agendaItems.at(-1)!] : agendaItems) : [];
  const split = total && agenda.length ? Math.floor(total / agenda.length) : null;
  const deliverable = [
    `**Title:** ${title}`,
    '',
    '**Description**',
    ...body.map((p) => kit.voiced(p)),
    ...(agenda.length ? ['', '**Agenda**', ...agenda.map((a, i) => `- ${kit.voiced(a)}${split ? ` (${i === agenda.length - 1 && total ? total - split * (agenda.length - 1) : split} min)` : ''}`)] : []),
  ].join('\n');
  const written = count(body.map((p) => kit.voiced(p)));
  return creativeOutput(kit, {
    summary: `An event listing for "${title}": a ${written}-word description${brief.limits.words ? ` (you asked for about ${brief.limits.words})` : ''}${agenda.length ? ` and ${agenda.length} agenda points` : ''}, from the details you gave${facts2.length ? ' and your documents' : ''}.`,
    deliverable,
    notes: [...(d.when ? [] : ['Add the date and time where it is marked.']), 'Add the booking link where your listing site asks for it.'],
    steps: [{ tool: 'event_listing', summary: `${d.kind}; ${d.when ?? 'no date'}; ${d.minutes ?? '?'} min; ${lines.length} document lines` }],
  });
}

export const eventListingTask: AgentTask = {
  id: 'creative.event-listing',
  agent: 'creative-agent',
  label: 'an event listing (a description and an agenda)',
  cues: ['eventbrite', 'event listing', 'event description', 'event page', 'facebook event', 'meetup', 'webinar description', 'agenda', 'listing for our event', 'description of the event', 'webinar page'],
  delivers: ['event description', 'event listing', 'agenda', 'webinar description', 'description'],
  starter: 'Write the Eventbrite description (about 120 words) and 3 agenda bullets for our open evening',
  generate,
};
