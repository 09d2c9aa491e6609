import type { Brief } from '../../brief/brief.ts';
import type { AgentTask, TaskInput } from '../agent-task.ts';
import { anglesFor, hooksOf, supportOf, type Angle } from './angles.ts';
import { askedCount, fieldLimit, platformsAsked, requestMentions } from './asked-pieces.ts';
import { AD_SPECS, type AdField, type AdSpec } from './channel-specs.ts';
import { asSentence, capital, cleanCut, countWord, fitCharacters, flow, mostlyRepeats, titleCase, withoutStop } from './copy-text.ts';
import { creativeKit, creativeOutput, forWhom, type CreativeKit } from './creative-output.ts';

const NOUNS = ['variation', 'variant', 'ad', 'version'];

function adSpecOf(brief: Brief): AdSpec {
  const platforms = platformsAsked(brief);
  if (platforms.includes('linkedin')) return AD_SPECS.linkedin;
  if (requestMentions(brief, /\bdisplay\b|\bgdn\b|\bbanner ads?\b/i)) return AD_SPECS.display;
  return AD_SPECS.meta;
}

/** The platform's button closest to the call to action asked for (a platform offers a fixed list). */
export function buttonFor(cta: string, spec: AdSpec, hasOffer: boolean): string {
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
  for (const [pattern, buttons] of wanted) if (pattern.test(cta)) return buttons.find((b) => spec.buttons.includes(b)) ?? 'Learn More';
  return hasOffer && spec.buttons.includes('Get Offer') ? 'Get Offer' : 'Learn More';
}

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

function field(kit: CreativeKit, f: AdField, angle: Angle, form: number, taken: string[]): string {
  const { m, voiced } = kit;
  const offers = m.offer ? [m.offer.sentence, m.offer.code && m.offer.deal ? `Code ${m.offer.code}: ${m.offer.deal}` : null].filter((o): o is string => Boolean(o)).map((o) => voiced(asSentence(o))) : [];
  const hooks = hooksOf(m, angle).map(voiced);
  const hook = hooks.length ? hooks[form % hooks.length]! : m.brand;
  const sentences = flow([asSentence(hook), ...supportOf(m, angle, form).map(voiced)], m.brand);
  switch (f.key) {
    case 'primary':
      return fill(sentences, f.limit, offers);
    case 'headline': {
      // The headline sits under the image: another wording of the angle than the primary text's, whole.
      const options = [angle === 'offer' && m.offer?.deal ? capital(m.offer.deal) : null, ...hooks.slice((form + 1) % Math.max(1, hooks.length)), ...hooks, m.brand].filter((o): o is string => Boolean(o));
      const whole = options.find((o) => withoutStop(o).length <= f.limit && o !== hook) ?? options.find((o) => cleanCut(o, fitCharacters(o, f.limit))) ?? m.brand;
      return titleCase(withoutStop(fitCharacters(whole, f.limit)));
    }
    case 'longHeadline':
      return withoutStop(fitCharacters(hook, f.limit));
    case 'description': {
      // A long description field (LinkedIn, display) carries a supporting sentence with the offer; a short one the deadline or the terms.
      if (f.limit >= 60) {
        const fresh = supportOf(m, angle, form).map(voiced).filter((s) => !taken.some((t) => t.includes(s) || mostlyRepeats(s, t)));
        const offersLeft = offers.filter((o) => !taken.some((t) => t.includes(o)));
        return fill(fresh.length ? fresh : [asSentence(m.cta)], f.limit, offersLeft);
      }
      const options = [m.offer?.ends, m.offer?.code && `Code ${m.offer.code}`, m.trial && capital(m.trial), m.priceLine, m.knownBrand && m.brand].filter((o): o is string => Boolean(o));
      return voiced(options.find((o) => o.length <= f.limit) ?? fitCharacters(options[0] ?? m.cta, f.limit));
    }
  }
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
    const count = askedCount(input.brief, NOUNS, 3, 10);
    const angles = anglesFor(kit.m, input.variant, count);
    const button = buttonFor(kit.m.cta, spec, Boolean(kit.m.offer));
    const variants = Array.from({ length: count }, (_, i) => {
      const angle = angles[i % angles.length]!;
      const form = Math.floor(i / angles.length) + input.variant;
      const taken: string[] = [];
      const lines = spec.fields.map((given) => {
        // A limit the request sets for the field ('headline under 40 characters') tightens the platform's.
        const asked = fieldLimit(input.brief, given.label.toLowerCase().replace(/^(introductory|primary) text$/, '(?:primary|introductory|main) text'));
        const f = asked ? { ...given, limit: Math.min(given.limit, asked) } : given;
        const text = field(kit, f, angle, form, taken);
        taken.push(text);
        return `- **${f.label}** _(${text.length}/${f.limit})_: ${text}`;
      });
      return [`**Variation ${i + 1}** · ${angle}`, ...lines, `- **Button:** ${button}`].join('\n');
    });
    return creativeOutput(kit, {
      summary: `${capital(countWord(count))} ${spec.name} variation${count === 1 ? '' : 's'}${forWhom(kit)}, each testing a different angle.`,
      deliverable: [...variants, `**Link:** ${kit.m.link ?? '[landing page link]'}`].join('\n\n'),
      notes: [`The figures after each field are its characters and the length the platform shows before cutting it off. Test one angle against another with the same image and audience, so the difference is the copy.`],
      steps: [{ tool: 'copy_variants', summary: `${count} variations for ${spec.name}: ${angles.slice(0, count).join(', ')}` }],
    });
  },
};
