import type { Brief } from '../../brief/brief.ts';
import type { AgentTask, TaskInput } from '../agent-task.ts';
import { anglesFor, hooksOf, supportOf, type Angle } from './angles.ts';
import { askedCount, fieldLimit, platformsAsked, requestMentions } from './asked-pieces.ts';
import { AD_SPECS, type AdField, type AdSpec } from './channel-specs.ts';
import { asSentence, capital, cleanCut, countWord, fitCharacters, flow, midSentence, mostlyRepeats, nearCopy, sentencesIn, titleCase, withoutStop, wordCount } from './copy-text.ts';
import { factPool } from './fact-pool.ts';
import { creativeKit, creativeOutput, forWhom, type CreativeKit } from './creative-output.ts';

const NOUNS = ['variation', 'variant', 'ad', 'version'];

function adSpecOf(brief: Brief): AdSpec {
  const platforms = platformsAsked(brief);
  if (platforms.includes('linkedin')) return AD_SPECS.linkedin;
  if (requestMentions(brief, /\bdisplay\b|\bgdn\b|\bbanner ads?\b/i)) return AD_SPECS.display;
  return AD_SPECS.meta;
}

/** The platform's button closest to the call to action asked for (a platform offers a fixed list). */
export function buttonFor(cta: string, spec: AdSpec, hasOffer: boolean, variant = 0): string {
  const wanted: [RegExp, string[]][] = [
    [/\bdemo\b/i, ['Request Demo', 'Book Now', 'Learn More']],
    [/\b(book|reserve|appointment)\b/i, ['Book Now', 'Register', 'Learn More']],
    [/\b(trial|sign ?up|join|start)\b/i, ['Sign Up', 'Join']],
    [/\b(buy|shop|order)\b/i, ['Shop Now', 'Learn More']],
    [/\bsubscribe\b/i, ['Subscribe', 'Sign Up']],
    [/\b(register|attend|event|webinar)\b/i, ['Register', 'Sign Up']],
    [/\bdownload\b/i, ['Download']],
    [/\b(quote|estimate)\b/i, ['Get Quote', 'View Quote']],
    [/\b(contact|call|talk)\b/i, ['Contact Us', 'Learn More']],
    [/\bapply\b/i, ['Apply Now', 'Apply']],
  ];
  // A regenerate tries the next button that fits the call to action: the button is part of what an A/B test compares.
  const pick = (buttons: string[]) => {
    const offered = buttons.filter((b) => spec.buttons.includes(b));
    return offered.length ? offered[variant % offered.length]! : 'Learn More';
  };
  for (const [pattern, buttons] of wanted) if (pattern.test(cta)) return pick(buttons);
  return pick(hasOffer ? ['Get Offer', 'Learn More'] : ['Learn More']);
}

/** What the variations so far have said, and what the answer before (a regenerate's first) said. */
interface AdSet {
  said: string[];
  before: readonly string[];
}

const echoes = (s: string, list: readonly string[]) => list.some((o) => o === s || nearCopy(o, s));

/**
 * Whole sentences within the field's limit: a lead sentence, then the offer (its full wording, else its short
 * one), then more support while it fits. The offer must be there; the lead is the first that leaves it room.
 */
function fill(sentences: string[], limit: number, offers: string[]): string {
  const fits = (list: string[]) => list.join(' ').length <= limit;
  for (const lead of sentences) {
    for (const offer of offers.length ? offers : ['']) {
      // An offer-led hook already is the offer; one that half-repeats it would say it twice.
      if (offer && lead !== offer && (mostlyRepeats(offer, lead) || mostlyRepeats(lead, offer))) continue;
      const chosen = lead === offer ? [lead] : [lead, offer].filter(Boolean);
      if (!fits(chosen)) continue;
      for (const s of sentences) if (!chosen.some((c) => c === s || mostlyRepeats(s, c)) && fits([...chosen, s])) chosen.push(s);
      return chosen.join(' ');
    }
  }
  return offers.find((o) => o.length <= limit) ?? fitCharacters(sentences[0] ?? offers[0] ?? '', limit);
}

/**
 * The sentences a variation may say, its angle's own first: none another variation of the set has said (in
 * any form), and those the answer before did not say before those it did.
 */
function sentencesFor(kit: CreativeKit, angle: Angle, form: number, set: AdSet): string[] {
  const { m, voiced } = kit;
  const hooks = rotate(hooksOf(m, angle), form).map((h) => voiced(asSentence(h)));
  const pool = factPool(m);
  const facts = [...supportOf(m, angle, form).map((s) => pool.find((f) => f.forms.includes(s)) ?? { forms: [s] }), ...pool].map((f) => f.forms.map(voiced));
  const fresh = (list: string[]) => list.filter((s) => !set.said.some((o) => o === s || nearCopy(o, s) || mostlyRepeats(s, o)));
  const unused = facts.filter((forms) => fresh(forms).length === forms.length);
  const said: string[] = [];
  for (const forms of unused) said.push(forms.find((s) => !echoes(s, set.before)) ?? forms[0]!);
  const ordered = [...fresh(hooks), ...flow(said, m.brand)];
  // What the request names ('the Topper Plan') opens the set's first variation, even when the answer before said it.
  const named = !set.said.length && m.subject && !m.subjectUnknown && m.subjectLines.length ? pool.find((f) => f.forms[0]!.startsWith(capital(m.subjectLines[0]!).slice(0, 30))) : undefined;
  const subject = named ? [voiced(named.forms.find((s) => !echoes(voiced(s), set.before)) ?? named.forms[0]!)] : [];
  return [...subject, ...ordered.filter((s) => !echoes(s, set.before)), ...ordered.filter((s) => echoes(s, set.before)), ...hooks];
}

function field(kit: CreativeKit, f: AdField, angle: Angle, form: number, taken: string[], set: AdSet): string {
  const { m, voiced } = kit;
  const offers = offerForms(m, form).map((o) => voiced(asSentence(o)));
  const hooks = rotate(hooksOf(m, angle), form).map(voiced);
  const hook = hooks.find((h) => !echoes(asSentence(h), [...set.said, ...set.before])) ?? hooks[0] ?? m.brand;
  const sentences = [...new Set(sentencesFor(kit, angle, form, set))];
  switch (f.key) {
    case 'primary':
      return fill(sentences, f.limit, offers);
    case 'headline': {
      // The headline sits under the image: another wording of the angle than the primary text's, whole, and not another
      // variation's; when the angle's hooks are said, a short line from another angle or the facts, the brand name last.
      const options = [angle === 'offer' && m.offer?.deal ? capital(m.offer.deal) : null, ...hooks.filter((h) => h !== hook), hook, ...otherLines(kit, angle), m.brand].filter((o): o is string => Boolean(o));
      const ok = (o: string) => !taken.some((t) => t.includes(withoutStop(o))) && !set.said.some((s) => titleCase(withoutStop(s)) === titleCase(withoutStop(o)) || s.includes(withoutStop(o)));
      // A regenerate's headline is one the answer before did not use, while the facts have one.
      const newToo = (o: string) => !set.before.some((b) => titleCase(withoutStop(b)) === titleCase(withoutStop(o)) || b.includes(withoutStop(o)));
      const whole = options.find((o) => withoutStop(o).length <= f.limit && ok(o) && newToo(o)) ?? options.find((o) => withoutStop(o).length <= f.limit && ok(o)) ?? options.find((o) => withoutStop(o).length <= f.limit) ?? options.find((o) => cleanCut(o, fitCharacters(o, f.limit))) ?? m.brand;
      return titleCase(withoutStop(fitCharacters(whole, f.limit)));
    }
    case 'longHeadline':
      return withoutStop(fitCharacters(hook, f.limit));
    case 'description': {
      // A long description field (LinkedIn, display) carries a supporting sentence with the offer; a short one the deadline or the terms.
      if (f.limit >= 60) {
        const fresh = sentences.filter((s) => !taken.some((t) => t.includes(s) || mostlyRepeats(s, t)));
        const offersLeft = offers.filter((o) => !taken.some((t) => t.includes(o)));
        return fill(fresh.length ? fresh : [asSentence(m.cta)], f.limit, offersLeft);
      }
      // Each variation's short description says another of the offer's terms or the facts' short lines.
      const short = factPool(m).flatMap((p) => p.forms).map((t) => withoutStop(voiced(t))).filter((t) => t.length <= f.limit && wordCount(t) >= 2 && !/\?$/.test(t));
      const options = [...new Set([m.offer?.ends, m.offer?.code && `Code ${m.offer.code}`, m.trial && capital(m.trial), m.priceLine, ...short, ...otherLines(kit, angle).filter((t) => wordCount(t) >= 2 && !/\?$/.test(t)), m.knownBrand && m.brand].filter((o): o is string => Boolean(o)))].filter((o) => o.length <= f.limit);
      // The deadline must reach every variation: when the primary text has no room for it, the description says it.
      const until = m.offer?.ends?.replace(/^Ends\s+/i, '');
      if (until && m.offer?.ends && !taken.some((t) => t.includes(until)) && m.offer.ends.length <= f.limit) return voiced(m.offer.ends);
      // Not a line another field or variation says already (the brand name under every variation says nothing).
      const fresh = options.filter((o) => !taken.some((t) => t.includes(o)) && !set.said.some((t) => t === o || t.includes(o) || titleCase(t) === titleCase(o)));
      const unseen = fresh.filter((o) => !set.before.some((b) => b === o || b.includes(o) || titleCase(b) === titleCase(o)));
      const list = unseen.length ? unseen : fresh.length ? fresh : options;
      return voiced(list[form % Math.max(1, list.length)] ?? fitCharacters(m.offer?.ends ?? m.cta, f.limit));
    }
  }
}

/** Short lines from the other angles and the differentiator's claims: what a headline or description says when its own angle is used up. */
function otherLines(kit: CreativeKit, angle: Angle): string[] {
  const { m, voiced } = kit;
  const others = (['benefit', 'proof', 'problem', 'offer', 'curiosity'] as Angle[]).filter((a) => a !== angle && a !== 'curiosity').flatMap((a) => hooksOf(m, a));
  return [...new Set([...m.points.map((p) => capital(p)), ...m.features.map((f) => capital(f)), ...others].map((t) => withoutStop(voiced(t))).filter((t) => t.length > 0))];
}

/** The offer in the wordings an ad can carry, the form's first: each variation (and a regenerate) says it its own way. */
function offerForms(m: CreativeKit['m'], form: number): string[] {
  const o = m.offer;
  if (!o) return [];
  const until = o.ends ? o.ends.replace(/^Ends\s+/i, '') : null;
  const forms = [o.sentence, o.code && o.deal ? `Use code ${o.code}: ${midSentence(o.deal)}${until ? `, until ${until}` : ''}` : null, o.code && o.deal ? `Code ${o.code}: ${o.deal}${until ? `, until ${until}` : ''}` : null].filter((x): x is string => Boolean(x));
  return rotate(forms.slice(0, 2), form).concat(forms.slice(2));
}

function rotate<T>(list: T[], by: number): T[] {
  if (!list.length) return list;
  const k = by % list.length;
  return [...list.slice(k), ...list.slice(0, k)];
}

/** The variations of one answer; a regenerate's first answer is written first, so it can say other things. */
function variationsFor(kit: CreativeKit, spec: AdSpec, count: number, variant: number): { angle: Angle; fields: { f: AdField; text: string }[] }[] {
  const before = variant > 0 ? variationsFor(kit, spec, count, variant - 1).flatMap((v) => v.fields.flatMap((x) => [x.text, ...sentencesIn(x.text)])) : [];
  const angles = anglesFor(kit.m, variant, count);
  const set: AdSet = { said: [], before };
  return Array.from({ length: count }, (_, i) => {
    const angle = angles[i % angles.length]!;
    const form = Math.floor(i / angles.length) + variant;
    const taken: string[] = [];
    const fields = spec.fields.map((given) => {
      // A limit the request sets for the field ('headline under 40 characters') tightens the platform's.
      const asked = fieldLimit(kit.input.brief, given.label.toLowerCase().replace(/^(introductory|primary) text$/, '(?:primary|introductory|main) text'));
      const f = asked ? { ...given, limit: Math.min(given.limit, asked) } : given;
      const text = field(kit, f, angle, form + i, taken, set);
      taken.push(text);
      return { f, text };
    });
    // The offer and the deadline recur by design; every other sentence is this variation's own.
    const offerWords = kit.m.offer ? [kit.m.offer.sentence, kit.m.offer.ends ?? ''] : [];
    set.said.push(...fields.flatMap((x) => [x.text, ...sentencesIn(x.text)]).filter((s) => !offerWords.some((o) => o && nearCopy(o, s))));
    return { angle, fields };
  });
}

export const adVariationsTask: AgentTask = {
  id: 'creative.ad-variations',
  agent: 'creative-agent',
  label: 'ad variations',
  cues: ['ad variation', 'variation', 'variant', 'a/b', 'facebook ad', 'meta ad', 'instagram ad', 'linkedin ad', 'display ad', 'social ad', 'ad copy', 'sponsored'],
  delivers: ['ad', 'variation', 'variant'],
  starter: 'Write 3 Facebook ad variations for our offer',
  generate(input: TaskInput) {
    const kit = creativeKit(input);
    input = kit.input;
    const spec = adSpecOf(input.brief);
    const lengths = lengthsAsked(input.brief.request);
    if (lengths && spec.fields.some((f) => f.key === 'primary')) return inLengths(kit, spec, lengths);
    const count = askedCount(input.brief, NOUNS, 3, 10);
    const written = variationsFor(kit, spec, count, input.variant);
    const button = buttonFor(kit.m.cta, spec, Boolean(kit.m.offer), input.variant);
    const variants = written.map((v, i) => [`**Variation ${i + 1}**`, ...v.fields.map(({ f, text }) => `- **${f.label}** _(${text.length}/${f.limit})_: ${text}`), `- **Button:** ${button}`].join('\n'));
    const angles = written.map((v) => v.angle);
    return creativeOutput(kit, {
      summary: `${capital(countWord(count))} ${spec.name} variation${count === 1 ? '' : 's'}${forWhom(kit)}, each testing a different angle.`,
      deliverable: [...variants, `**Link:** ${kit.m.link ?? '[landing page link]'}`].join('\n\n'),
      notes: [`Angles, in order: ${angles.map((a, i) => `${i + 1} ${a}`).join(', ')}.`, `The figures after each field are its characters and the length the platform shows before cutting it off. Test one angle against another with the same image and audience, so the difference is the copy.`],
      steps: [{ tool: 'copy_variants', summary: `${count} variations for ${spec.name}: ${angles.join(', ')}` }],
    });
  },
};

/** How long each named length's primary text may run: Meta shows about 125 characters before 'See more'. */
const LENGTH_LIMITS: Record<string, number> = { short: 90, medium: 125, long: 450 };

/**
 * 'an ad in three lengths: short, medium and long': the lengths asked, in order; null when the request asks for
 * no lengths. Two lengths unnamed are short and long.
 */
export function lengthsAsked(request: string): string[] | null {
  const counted = /\b(two|three|2|3)\s+(?:different\s+)?lengths\b/i.exec(request);
  const listed = /\b(?:short|medium|mid-length|long)\b(?:\s*(?:,|and|or|\/)\s*(?:a\s+)?(?:short|medium|mid-length|long)\b){1,2}/i.exec(request);
  if (!counted && !(listed && /\blengths?\b|\bversions?\b/i.test(request))) return null;
  const named = listed ? [...new Set([...listed[0].matchAll(/short|medium|mid-length|long/gi)].map((m) => m[0].toLowerCase().replace('mid-length', 'medium')))] : [];
  if (named.length >= 2) return named.sort((a, b) => LENGTH_LIMITS[a]! - LENGTH_LIMITS[b]!);
  return /^(two|2)$/i.test(counted![1]!) ? ['short', 'long'] : ['short', 'medium', 'long'];
}

/** One ad at each length asked: the same angle, headline and button, its primary text filled to each length in turn. */
function inLengths(kit: CreativeKit, spec: AdSpec, lengths: string[]) {
  const input = kit.input;
  const written = lengths.map((length) => ({ length, ad: variationsFor(kit, { ...spec, fields: spec.fields.map((f) => (f.key === 'primary' ? { ...f, limit: LENGTH_LIMITS[length]! } : f)) }, 1, input.variant)[0]! }));
  const button = buttonFor(kit.m.cta, spec, Boolean(kit.m.offer), input.variant);
  const shown = spec.fields.find((f) => f.key === 'primary')!.limit;
  const blocks = written.map(({ length, ad }) => [`**${capital(length)}**`, ...ad.fields.map(({ f, text }) => `- **${f.label}** _(${text.length}/${f.limit})_: ${text}`), `- **Button:** ${button}`].join('\n'));
  const long = written.some(({ ad }) => ad.fields.some(({ f, text }) => f.key === 'primary' && text.length > shown));
  return creativeOutput(kit, {
    summary: `One ${/\bads?$/i.test(spec.name) ? spec.name : `${spec.name} ad`}${forWhom(kit)} in ${countWord(lengths.length)} lengths: ${lengths.join(', ')}.`,
    deliverable: [...blocks, `**Link:** ${kit.m.link ?? '[landing page link]'}`].join('\n\n'),
    notes: [
      `Each length says the same thing; the longer ones add the facts after it, so you can test how much copy your audience reads. The figures after each field are its characters and the most that length runs to.`,
      ...(long ? [`${spec.name} shows about ${shown} characters of the primary text before "See more": the long version's first sentence carries the offer.`] : []),
    ],
    steps: [{ tool: 'copy_variants', summary: `${lengths.length} lengths for ${spec.name}: ${written.map(({ ad }) => ad.fields.find(({ f }) => f.key === 'primary')?.text.length ?? 0).join(', ')} characters` }],
  });
}
