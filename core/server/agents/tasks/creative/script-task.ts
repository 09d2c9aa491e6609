import type { Brief } from '../../brief/brief.ts';
import type { AgentTask, TaskInput } from '../agent-task.ts';
import { anglesFor, hookAt, hooksOf } from './angles.ts';
import { platformsAsked, requestMentions } from './asked-pieces.ts';
import { SPOKEN } from './channel-specs.ts';
import { asSentence, capital, cleanCut, fitWords, flow, listOf, midSentence, mostlyRepeats, nearCopy, sentencesIn, shortLink, withoutStop, wordCount } from './copy-text.ts';
import { claimsOf, factPool } from './fact-pool.ts';
import type { CopyMaterial } from './copy-material.ts';
import { creativeKit, creativeOutput, forWhom, type CreativeKit } from './creative-output.ts';
import { fitBeats, spokenWords, type Beat, type Spoken } from './script-beats.ts';
import { withIndefinite } from '../english-phrases.ts';
import { phoneNumberIn } from '../phone-number.ts';

const capitalFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

type Medium = 'podcast' | 'radio' | 'video';

const DEFAULT_SECONDS = 30;

function mediumOf(brief: Brief): Medium {
  const platforms = platformsAsked(brief);
  if (platforms.includes('podcast') || requestMentions(brief, /\bpodcast/i)) return 'podcast';
  if (platforms.includes('radio') || requestMentions(brief, /\bradio\b|\baudio\b/i)) return 'radio';
  if (platforms.some((p) => p === 'youtube' || p === 'tiktok' || p === 'instagram' || p === 'facebook' || p === 'linkedin') || requestMentions(brief, /\b(video|reel|tiktok|youtube|commercial|tv|explainer)\b/i)) return 'video';
  return 'radio';
}

/** The script's spoken pieces, each a few words said aloud and placed by the structure. */
interface Pieces {
  hook: string;
  /** The problem as a question, for a structure that opens on it. */
  problemHook: string | null;
  what: string | null;
  features: string | null;
  differentiator: string | null;
  proof: string | null;
  offer: string | null;
  terms: string | null;
  /** 'Made for office managers at companies with 20 to 200 staff.', a line that stretches a short script truthfully. */
  audience: string | null;
  /** A blank for what the request's subject does, when the facts say nothing of it. */
  subjectLine: string | null;
  /** Further true lines a longer spot can use: terms, prices, more results, integrations. */
  more: string[];
  cta: string;
  /** The address said once more at the close. */
  again: string;
  link: string;
  code: string | null;
}

function piecesOf(kit: CreativeKit, before: readonly string[] = []): Pieces {
  const { m, voiced } = kit;
  const variant = kit.input.variant;
  // A regenerate says a fact the script before it said in another of its forms (a clause of it, or another claim), so it is not the same lines again.
  const pool = factPool(m);
  const echoed = (t: string) => before.some((b) => b === t || nearCopy(b, t));
  const anew = (text: string | null | undefined | false): string | null | undefined | false => {
    if (!text || !before.length) return text;
    const sentence = asSentence(text);
    if (!echoed(voiced(sentence))) return text;
    const fact = pool.find((f) => f.forms.some((x) => x === sentence || nearCopy(x, sentence)));
    return fact?.forms.find((x) => !echoed(voiced(x))) ?? text;
  };
  const claims = claimsOf(m);
  const claimsSaid = claims.length > 1 ? rotateList(claims, variant).slice(0, 2).join(' ') : claims[0] ?? null;
  // The offer is said in its own beat; the opening line argues something else.
  const angle = anglesFor(m, kit.input.variant).find((a) => a !== 'offer') ?? 'benefit';
  // A line the voice empties (a claim its rules forbid) is not said at all.
  const say = (given: string | null | undefined | false) => {
    const text = anew(given);
    return text ? voiced(asSentence(text)).trim() || null : null;
  };
  // A phone number the request gives is what a listener is told to call, said twice as the address would be.
  const phone = phoneNumberIn([kit.input.brief.request])?.trim() ?? null;
  const link = m.link ? shortLink(m.link) : '[your web address]';
  const what = say(m.what);
  // The opening line must not be the next line said twice ("Shared inbox software…" then "Acme is shared inbox software…").
  const hooks = hooksOf(m, angle).map(say).filter((h): h is string => Boolean(h));
  const fresh = hooks.filter((h) => !what || !mostlyRepeats(h, what));
  const hook = (fresh.length ? fresh : hooks)[kit.input.variant % Math.max(1, (fresh.length ? fresh : hooks).length)] ?? say(hookAt(m, angle, kit.input.variant)) ?? what ?? `${m.brand}.`;
  const problemHook = say(m.problems.length ? `Tired of ${listOf(m.problems)}?` : m.problemSentence);
  // In the problem angle the problem is the hook itself, said once.
  return {
    hook: angle === 'problem' && problemHook ? problemHook : hook,
    problemHook: angle === 'problem' ? null : problemHook,
    what,
    features: say(m.features.length > 0 && `You get ${listOf(m.features.slice(0, 3).map(midSentence))}`),
    // The differentiator's claims, said one a sentence (never glued with semicolons), another two on a regenerate.
    differentiator: claimsSaid ? claimsSaid.split(/(?<=[.!?])\s+/).map((c) => say(c)).filter(Boolean).join(' ') || null : null,
    // A result with its figures ('fell from 9 a quarter to 1') persuades more than what the customer did.
    proof: say(resultsFirst(m)[variant % Math.max(1, m.proofs.length)]?.sentence),
    offer: say(m.offer?.sentence),
    terms: say(m.offer ? null : (m.trialSentence && capital(m.trialSentence)) ?? (m.priceLine && spokenPrice(m.priceLine))),
    audience: say(m.audience && `Made for ${m.audience}`),
    // What the request names is said in the facts' words; a regenerate says another of them first.
    // Not the hook said twice: the next line the facts give about what the request names.
    // What the request names is said every time, in the facts' own words (a regenerate may not drop it).
    subjectLine: m.subjectUnknown ? `[What ${m.subjectAsked ?? m.subject} does, in one sentence].` : m.subjectLines.length ? voiced(asSentence(capital(m.subjectLines.find((l) => !nearCopy(asSentence(capital(l)), hook) && asSentence(capital(l)) !== hook) ?? m.subjectLines[0]!))) || null : null,
    more: [
      ...m.subjectLines.slice(1, 3).map(capital),
      m.offer && m.trialSentence && capital(m.trialSentence),
      m.offer && m.priceLine,
      ...resultsFirst(m).filter((_, i) => i !== variant % Math.max(1, m.proofs.length)).map((pr) => pr.sentence),
      ...m.terms.map(capital),
      m.integrations.length > 0 && `It works with ${listOf(m.integrations.slice(0, 4).map(midSentence))}`,
      m.features.length > 3 && `There's also ${listOf(m.features.slice(3, 5).map(midSentence))}`,
      ...m.points.map(capital),
    ].map(say).filter((t): t is string => Boolean(t)),
    // The call to action is worded anew on a regenerate; the address itself never changes.
    cta: phone
      ? voiced([`Call ${phone}${m.link ? `, or visit ${link}` : ''}.`, `Ring ${phone} today${m.link ? `, or go to ${link}` : ''}.`, `${withoutStop(m.cta)}: call ${phone}.`][variant % 3]!)
      : voiced([`${withoutStop(m.cta)} at ${link}.`, `Go to ${link} to ${midSentence(withoutStop(m.cta))}.`, `${withoutStop(m.cta)}: visit ${link}.`][variant % 3]!),
    again: [`Again, that's ${phone ?? link}.`, `That's ${phone ?? link}.`, `One more time: ${phone ?? link}.`][variant % 3]!,
    link,
    code: m.offer?.code ?? null,
  };
}

const line = (text: string | null, rank: number): Spoken[] => (text ? [{ text, rank }] : []);

/** The extra lines, last to go in: only a longer spot has room for them. */
const more = (p: Pieces): Spoken[] => p.more.map((text, i) => ({ text, rank: 6 + i }));

/** Audio, one voice: a host read on a podcast, an announcer on the radio. */
function singleVoice(p: Pieces, m: CopyMaterial, medium: Medium): Beat[] {
  const voice = medium === 'podcast' ? 'HOST' : 'VO';
  return [
    { cue: '[MUSIC: light, warm bed in under the voice]', speaker: voice, lines: [...line(medium === 'podcast' && m.knownBrand ? `This episode is brought to you by ${m.brand}.` : null, 2), ...line(p.problemHook, 3), { text: p.hook, rank: 0 }] },
    { cue: null, speaker: voice, lines: [...line(p.subjectLine, 0), ...line(p.what, 1), ...line(p.features, 2), ...line(p.differentiator, 4), ...line(p.audience, 4)] },
    { cue: null, speaker: voice, lines: [...line(p.proof && p.proof !== p.hook ? p.proof : null, 1), ...more(p)] },
    { cue: '[SFX: a short, bright chime]', speaker: voice, lines: [...line(p.offer, 0), ...line(p.terms, 2)] },
    { cue: null, speaker: voice, lines: [{ text: p.cta, rank: 0 }, ...line(p.code ? `That's code ${p.code}.` : null, 2), ...line(p.again, 5)] },
    { cue: '[MUSIC: resolves and out]', speaker: voice, lines: [], cueOnly: true },
  ];
}

/** Audio, two voices: one has the problem, the other the answer, and an announcer closes with the offer. */
function twoVoices(p: Pieces, m: CopyMaterial, medium: Medium): Beat[] {
  const [one, two] = medium === 'podcast' ? ['HOST', 'CO-HOST'] : ['VOICE 1', 'VOICE 2'];
  const close = medium === 'podcast' ? 'HOST' : 'ANNOUNCER';
  // A long problem is said by its first part: the dialogue must leave room for the answer.
  const firstPart = m.problemSentence && wordCount(m.problemSentence) > 16 ? m.problemSentence.split(/\s*[,;]\s*/)[0]! : m.problemSentence;
  const problem = m.problems.length ? `${capital(listOf(m.problems))}. There has to be a better way.` : firstPart ? asSentence(firstPart) : null;
  return [
    { cue: '[SFX: a short, bright sting]', speaker: one, lines: problem ? [{ text: problem, rank: 0 }] : [{ text: `Have you heard of ${m.brand}?`, rank: 0 }] },
    { cue: null, speaker: two, lines: [{ text: problem ? `Have you tried ${m.brand}?` : 'Tell me more.', rank: 0 }] },
    { cue: null, speaker: one, lines: [{ text: problem ? 'What is it?' : `So what is ${m.brand}?`, rank: 1 }] },
    { cue: null, speaker: two, lines: [...line(p.subjectLine, 0), ...line(p.what, 1), ...line(p.features, 2), ...line(p.differentiator, 4), ...line(p.audience, 5)] },
    { cue: null, speaker: one, lines: line(p.proof ? 'Does it work?' : null, 3) },
    { cue: null, speaker: two, lines: [...line(p.proof, 3), ...more(p)] },
    { cue: '[MUSIC: up, then under]', speaker: close, lines: [...line(p.offer, 0), ...line(p.terms, 2), { text: p.cta, rank: 0 }, ...line(p.code ? `That's code ${p.code}.` : null, 2), ...line(p.again, 5)] },
  ];
}

/** Audio, proof first: the customer result opens, the product explains it, the offer closes. */
function proofFirst(p: Pieces, m: CopyMaterial, medium: Medium): Beat[] {
  const voice = medium === 'podcast' ? 'HOST' : 'VO';
  const opener = p.proof ?? p.hook;
  return [
    { cue: '[SFX: a single soft beat, then silence]', speaker: voice, lines: [{ text: opener, rank: 0 }] },
    { cue: '[MUSIC: in, steady and light]', speaker: voice, lines: [...line(m.knownBrand ? `That's ${m.brand}.` : null, 1), ...line(p.subjectLine, 0), ...line(p.what, 1), ...line(p.features, 2), ...line(p.differentiator, 3), ...line(p.audience, 4), ...more(p)] },
    { cue: null, speaker: voice, lines: [...line(p.offer, 0), ...line(p.terms, 2), { text: p.cta, rank: 0 }, ...line(p.code ? `Code ${p.code}.` : null, 2), ...line(p.again, 5)] },
    { cue: '[MUSIC: out]', speaker: voice, lines: [], cueOnly: true },
  ];
}

/** Video: problem to solution in four scenes, ending on a card with the offer. */
function problemToSolution(p: Pieces, m: CopyMaterial): Beat[] {
  return [
    { cue: m.problems.length ? `Close on someone dealing with ${m.problems[0]}` : 'Open on the product in use', onScreen: screenLine(p.problemHook ?? p.hook), speaker: 'VO', lines: [{ text: p.problemHook ?? p.hook, rank: 0 }, ...line(p.problemHook ? p.hook : null, 3)] },
    { cue: m.features[0] ? `The product on screen: ${midSentence(m.features[0])}` : 'The product on screen', onScreen: m.features[0] && cleanCut(m.features[0], fitWords(m.features[0], 5), true) ? capital(fitWords(m.features[0], 5)) : m.knownBrand ? m.brand : null, speaker: 'VO', lines: [...line(p.subjectLine, 0), ...line(p.what, 1), ...line(p.features, 2), ...line(p.differentiator, 3), ...line(p.audience, 4)] },
    { cue: m.proofs[0] ? 'The result, as a single figure on screen' : 'The product in use, close up', onScreen: m.proofs[0] ? (m.proofs[0].compact ?? m.proofs[0].short) : null, speaker: 'VO', lines: [...line(p.proof, 1), ...more(p)] },
    { cue: 'End card: logo, offer and link', onScreen: [m.offer?.deal ?? (m.trial && capital(m.trial)), m.offer?.code && `Code ${m.offer.code}`, m.offer?.ends, p.link].filter(Boolean).join(' · '), speaker: 'VO', lines: [...line(p.offer, 0), ...line(p.terms, 2), { text: p.cta, rank: 0 }, ...line(p.again, 5)] },
  ];
}

/** Video: a walk through the features, one scene each, then the end card. */
function featureWalkthrough(p: Pieces, m: CopyMaterial, voiced: (t: string) => string): Beat[] {
  const features = m.features.slice(0, 3);
  return [
    { cue: 'Open on the product, logo in the corner', onScreen: m.knownBrand ? m.brand : null, speaker: 'VO', lines: [{ text: p.hook, rank: 0 }, ...line(p.subjectLine, 0), ...line(p.what, 1)] },
    ...features.map((f, i) => ({ cue: `Screen or close-up: ${midSentence(f)}`, onScreen: capital(fitWords(f, 5)), speaker: 'VO', lines: [{ text: voiced(asSentence(capital(f))), rank: i === 0 ? 1 : 2 + i }] })),
    ...(features.length ? [] : [{ cue: 'The product in use', onScreen: null, speaker: 'VO', lines: [...line(p.differentiator, 1), ...line(p.proof, 2)] }]),
    { cue: 'End card: logo, offer and link', onScreen: [m.offer?.deal ?? (m.trial && capital(m.trial)), m.offer?.code && `Code ${m.offer.code}`, p.link].filter(Boolean).join(' · '), speaker: 'VO', lines: [...line(features.length ? p.proof : null, 3), ...line(p.offer, 0), ...line(p.terms, 2), { text: p.cta, rank: 0 }, ...line(p.again, 5)] },
  ];
}

/** Video: the figure first, big on screen, then what produced it, then the offer. */
function proofLed(p: Pieces, m: CopyMaterial): Beat[] {
  return [
    { cue: 'Black screen; the figure types on', onScreen: m.proofs[0] ? (m.proofs[0].compact ?? m.proofs[0].short) : withoutStop(p.hook), speaker: 'VO', lines: [{ text: p.proof ?? p.hook, rank: 0 }] },
    { cue: 'Cut to the product in use', onScreen: m.knownBrand ? m.brand : null, speaker: 'VO', lines: [...line(m.knownBrand ? `That's ${m.brand}.` : null, 1), ...line(p.subjectLine, 0), ...line(p.what, 1), ...line(p.features, 2), ...line(p.differentiator, 3), ...line(p.audience, 4)] },
    { cue: 'End card: logo, offer and link', onScreen: [m.offer?.deal ?? (m.trial && capital(m.trial)), m.offer?.code && `Code ${m.offer.code}`, p.link].filter(Boolean).join(' · '), speaker: 'VO', lines: [...line(p.offer, 0), ...line(p.terms, 2), { text: p.cta, rank: 0 }, ...line(p.again, 5)] },
  ];
}

/** Video: someone speaks to camera, cut with the product, ending on the offer card. */
function toCamera(p: Pieces, m: CopyMaterial): Beat[] {
  return [
    { cue: 'Presenter to camera, close', onScreen: null, speaker: 'PRESENTER', lines: [...line(p.problemHook, 2), { text: p.hook, rank: 0 }] },
    { cue: 'Cut to the product in use', onScreen: m.knownBrand ? m.brand : null, speaker: 'PRESENTER (voice-over)', lines: [...line(p.subjectLine, 0), ...line(p.what, 1), ...line(p.features, 2), ...line(p.differentiator, 3), ...line(p.proof, 2), ...line(p.audience, 4), ...more(p)] },
    { cue: 'Back to the presenter; end card: logo, offer and link', onScreen: [m.offer?.deal ?? (m.trial && capital(m.trial)), m.offer?.code && `Code ${m.offer.code}`, p.link].filter(Boolean).join(' · '), speaker: 'PRESENTER', lines: [...line(p.offer, 0), ...line(p.terms, 2), { text: p.cta, rank: 0 }, ...line(p.again, 5)] },
  ];
}

interface Structure {
  name: string;
  /** Whether the facts can carry it: a result-first script needs a result, a walk-through features. */
  fits: (m: CopyMaterial) => boolean;
  build: (p: Pieces, m: CopyMaterial, kit: CreativeKit, medium: Medium) => Beat[];
}

const always = () => true;
const hasProof = (m: CopyMaterial) => m.proofs.length > 0;

const STRUCTURES: Record<Medium, Structure[]> = {
  podcast: [
    { name: 'host read', fits: always, build: (p, m, _, md) => singleVoice(p, m, md) },
    { name: 'two hosts in conversation', fits: always, build: (p, m, _, md) => twoVoices(p, m, md) },
    { name: 'customer result first', fits: hasProof, build: (p, m, _, md) => proofFirst(p, m, md) },
  ],
  radio: [
    { name: 'single voice', fits: always, build: (p, m, _, md) => singleVoice(p, m, md) },
    { name: 'two-voice dialogue', fits: always, build: (p, m, _, md) => twoVoices(p, m, md) },
    { name: 'customer result first', fits: hasProof, build: (p, m, _, md) => proofFirst(p, m, md) },
  ],
  video: [
    { name: 'problem to solution', fits: always, build: (p, m) => problemToSolution(p, m) },
    { name: 'feature walk-through', fits: (m) => m.features.length >= 2, build: (p, m, kit) => featureWalkthrough(p, m, kit.voiced) },
    { name: 'presenter to camera', fits: always, build: (p, m) => toCamera(p, m) },
    { name: 'result first', fits: hasProof, build: (p, m) => proofLed(p, m) },
  ],
};

/** Text on screen is read in a second or two: the first clause, at most eight words, whole. */
function screenLine(text: string): string {
  const clause = withoutStop(text.split(/\s*[,;:]\s+/)[0]!);
  const fitted = fitWords(clause, 8);
  // 'Tired of plants that die within weeks and plants that arrive damaged?' is shown by its first item.
  const first = clause.split(/\s+and\s+/)[0]!;
  if (fitted !== clause && first !== clause && wordCount(first) >= 3 && wordCount(first) <= 8) return /\?$/.test(text) ? `${first}?` : first;
  return cleanCut(clause, fitted, false) ? (/\?$/.test(text) && fitted === clause ? `${clause}?` : fitted) : withoutStop(fitWords(text, 8));
}

const said = (b: Beat, brand: string) => flow(b.lines.map((l) => l.text), brand).join(' ');

/** 'Spoken words only', 'no music': the script without its music and sound cues. */
const NO_CUES = /\b(?:spoken )?words only\b|\bno (?:music|sound effects|sfx|jingle)\b|\bjust the (?:spoken )?words\b/i;
/** 'One voice', 'a single presenter': no structure that needs two. */
const ONE_VOICE = /\b(?:one|single|a single|1)[- ](?:voice|voiceover|voice-over|presenter|narrator|announcer|host|reader)\b|\bno dialogue\b|\bmonologue\b/i;

/** The structures that fit the facts and the request: a request for one voice gets no dialogue, in any version. */
function structuresFor(medium: Medium, m: CopyMaterial, request: string): Structure[] {
  const fitting = STRUCTURES[medium].filter((s) => s.fits(m));
  const single = ONE_VOICE.test(request) ? fitting.filter((s) => !/\b(?:two|conversation|dialogue)\b/.test(s.name)) : fitting;
  return single.length ? single : fitting;
}

function renderAudio(beats: Beat[], brand: string, cues = true): string {
  return beats.flatMap((b) => [...(b.cue && cues ? [b.cue] : []), ...(b.lines.length ? [`**${b.speaker}:** ${said(b, brand)}`] : [])]).join('\n\n');
}

/**
 * Scenes in order, each with its shot, its text on screen and who speaks. Timecodes only when the request asks for
 * them ('a shot list with timings'): then each scene runs as long as its spoken words take, in the length asked,
 * so the split is the script's own arithmetic, not figures nobody gave.
 */
/** What the request says the video shows ('a Reel showing a box frame being made'), for the shots; null when it does not say. */
function shownIn(request: string): string | null {
  const m = /\b(?:showing|that shows|which shows|featuring)\s+((?:(?:a|an|the|our|us|me|how)\s+)?[^,.;:!?]{4,60}?)(?=,|\.|;|\s+(?:with|and (?:on-screen|a voiceover|text|captions)|for|to|under|in \d)\b|$)/i.exec(request);
  const shown = m?.[1]?.trim();
  return shown && !/^(?:\d|the (?:product|offer)$)/i.test(shown) ? shown.replace(/^our\s+/i, 'your ').replace(/^us\s+/i, 'the team ') : null;
}

/** The shot cues for the video the request describes: the thing shown, start to finish, then the end card. */
function shownCues(shown: string, scenes: number): string[] {
  const steps = [`Open on ${shown}: the first step`, `Close-up: ${shown}, the work in progress`, `The finished result, held up to camera`];
  return Array.from({ length: scenes }, (_, i) => steps[Math.min(i, steps.length - 1)]!);
}

function renderVideo(beats: Beat[], brand: string, timed: number | null = null, shown: string | null = null): string {
  // ('showing a box frame being made': the shots follow the thing shown; the end card keeps its own cue.)
  if (shown) {
    const cues = shownCues(shown, beats.length - 1);
    beats = beats.map((b, i) => (i < beats.length - 1 ? { ...b, cue: cues[i]! } : b));
  }
  const words = beats.map((b) => (b.lines.length ? said(b, brand).split(/\s+/).filter(Boolean).length : 0));
  // A scene with no words still holds the screen for a moment (two seconds, or what is left).
  const weights = words.map((w) => Math.max(w, 5));
  const total = weights.reduce((a, b) => a + b, 0);
  const clock = (t: number) => `${Math.floor(t / 60)}:${String(Math.round(t % 60)).padStart(2, '0')}`;
  let at = 0;
  const times = weights.map((w, i) => {
    const from = at;
    at = i === weights.length - 1 ? timed ?? 0 : Math.round((at + ((timed ?? 0) * w) / total));
    return ` (${clock(from)}–${clock(at)})`;
  });
  return beats
    .map((b, i) =>
      // A script, not a list: the shot as a cue in brackets, the on-screen text, then who speaks.
      [`**Scene ${i + 1}**${timed ? times[i] : ''}${i === beats.length - 1 ? ' (end card)' : ''}`, `[SHOT: ${b.cue ?? 'the product'}]`, ...(b.onScreen ? [`[ON SCREEN: "${b.onScreen}"]`] : []), ...(b.lines.length ? [`**${b.speaker}:** ${said(b, brand)}`] : [])].join('\n\n'),
    )
    .join('\n\n');
}

function scriptBeats(kit: CreativeKit, medium: Medium, length: { min: number; target: number; max: number }, variant: number, before: ReadonlySet<string>): Beat[] {
  const structures = structuresFor(medium, kit.m, kit.input.brief.request);
  const structure = structures[variant % structures.length]!;
  const at = { ...kit, input: { ...kit.input, variant } };
  const built = structure.build(piecesOf(at, [...before].flatMap(sentencesIn)), kit.m, at, medium).map((b) => ({ ...b, lines: b.lines.map((l) => (l.rank > 0 && before.has(l.text) ? { ...l, rank: l.rank + 10 } : l)) }));
  return fitBeats(built, length);
}

const spokenLinesOf = (beats: Beat[]) => beats.flatMap((b) => b.lines.map((l) => l.text));

const resultsFirst = (m: CopyMaterial) => [...m.proofs].sort((a, b) => Number(/%|\bfrom\b.+\bto\b/.test(b.sentence)) - Number(/%|\bfrom\b.+\bto\b/.test(a.sentence)));

/** A price as it is said aloud: 'Sprout plan: £12/month' is 'The Sprout plan is £12 a month'. */
function spokenPrice(line: string): string {
  const said = line.replace(/\/(month|year|week|day)\b/g, ' a $1');
  const plan = /^(.+?\bplan):\s+(.+)$/.exec(said);
  return plan ? `The ${plan[1]} is ${plan[2]}` : said.replace(/^(Plans|Prices) from\b/, '$1 start at');
}

function rotateList<T>(list: T[], by: number): T[] {
  if (!list.length) return list;
  const k = by % list.length;
  return [...list.slice(k), ...list.slice(0, k)];
}

export const scriptTask: AgentTask = {
  id: 'creative.script',
  agent: 'creative-agent',
  label: 'a podcast, radio or video script',
  cues: ['script', 'podcast', 'radio', 'video', 'spot', 'voiceover', 'voice-over', 'reel', 'commercial', 'second', 'host read', 'explainer', 'radio ad', 'radio spot', 'podcast ad', 'audio ad', 'video ad', 'tv ad'],
  // 'a 30-second radio ad' is a script: an ad read aloud or filmed.
  delivers: ['script', 'spot', 'video', 'commercial', 'ad'],
  starter: 'Write a 30-second podcast ad script',
  generate(input: TaskInput) {
    const kit = creativeKit(input);
    input = kit.input;
    const { brief } = input;
    const medium = mediumOf(brief);
    // 'A 60-second podcast host read': the length the request gives, even when no deliverable carried it.
    const said = /\b(\d{1,3})[- ]?(?:second|sec|s)\b/i.exec(brief.request);
    const seconds = brief.deliverables.find((d) => d.seconds)?.seconds ?? (said ? Number(said[1]) : DEFAULT_SECONDS);
    const fitsSeconds = { min: Math.floor(seconds * SPOKEN.minPerSecond), target: Math.round(seconds * SPOKEN.wordsPerSecond), max: Math.floor(seconds * SPOKEN.maxPerSecond) };
    // A word limit the request sets caps the spot, however long it runs.
    const cap = brief.limits.words ?? Number.POSITIVE_INFINITY;
    const length = { min: Math.min(fitsSeconds.min, cap), target: Math.min(fitsSeconds.target, cap), max: Math.min(fitsSeconds.max, cap) };
    const structures = structuresFor(medium, kit.m, brief.request);
    const structure = structures[input.variant % structures.length]!;
    // A regenerate says first what the script before it did not: the same lines reworded are no alternative.
    const before = input.variant > 0 ? new Set(spokenLinesOf(scriptBeats(kit, medium, length, input.variant - 1, new Set()))) : new Set<string>();
    const fresh = scriptBeats(kit, medium, length, input.variant, before);
    // Another wording must still fill the length asked: a script that came out short says the facts whole again.
    const beats = spokenWords(fresh) >= length.min || !before.size ? fresh : [fresh, scriptBeats(kit, medium, length, input.variant, new Set())].sort((a, b) => spokenWords(b) - spokenWords(a))[0]!;
    const words = spokenWords(beats);
    const timings = /\b(timings?|timecodes?|time ?stamps?|how long each (?:shot|scene)|seconds? (?:per|each) (?:shot|scene))\b/i.test(brief.request);
    const body = medium === 'video' ? renderVideo(beats, kit.m.brand, timings ? seconds : null, shownIn(brief.request)) : renderAudio(beats, kit.m.brand, !NO_CUES.test(brief.request));
    const kind = medium === 'video' ? 'video' : `${medium} ad`;
    // 'with a voice direction line': how the voice should sound, from the brand voice's tone (or the profile's words for it).
    const tone = input.voice.tone ?? input.facts.tone;
    const direction = /\b(?:voice|read(?:ing)?|delivery|tone)\s+direction|\bdirection for the (?:voice|reader)\b|\bhow (?:it|the voice) should sound\b/i.test(brief.request)
      ? `**Voice direction:** ${tone ? `${tone.replace(/[.]+$/, '')}; ` : '[how the voice should sound]; '}unhurried, with a short pause before the web address.\n\n`
      : '';
    return creativeOutput(kit, {
      summary: `${capitalFirst(withIndefinite(`${seconds}-second`))} ${kind} script${forWhom(kit)} (${structure.name}), ${words} spoken words.`,
      deliverable: `**${seconds}-second ${kind} · ${structure.name}**\n\n${direction}${body}`,
      notes: [
        `Spoken words: ${words}, which reads in about ${Math.round(words / SPOKEN.wordsPerSecond)} seconds at a natural pace.${words < length.min ? ' The facts ran short of the length: add a feature or a customer result to the space, or let the music carry the rest.' : ''}`,
        medium === 'video' ? 'Captions on: most feed video plays without sound, so the on-screen text carries the message alone.' : 'Read the web address and any code slowly; they are what the listener has to remember.',
      ],
      steps: [{ tool: 'script', summary: `${seconds}-second ${kind}, ${structure.name}: ${words} spoken words for ${length.min}–${length.max}` }],
    });
  },
};
