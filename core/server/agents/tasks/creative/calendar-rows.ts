import type { Platform } from '../../brief/brief.ts';
import type { CreativeKit } from './creative-output.ts';
import type { CalendarOffer } from './calendar-offer.ts';
import { callToAction, offerPhrase, phaseOf, type Phase } from './calendar-calls.ts';
import { blankIdea, fit, formatsOf, ideaFacts, ideaFor, OFFER_FORMAT, priceSaid, type Family, type Format, type IdeaFact } from './calendar-ideas.ts';
import { DAY_NAMES, type Slot } from './calendar-slots.ts';
import { midSentence } from './copy-text.ts';

/**
 * The calendar's rows: each post's day, format, idea and call to action. The offer opens the calendar, opens its
 * last week and closes it; every other post is about one fact, each fact once before any is used again (then on
 * another platform, in another format), and a marked blank when the facts run out.
 */
export interface CalendarRow {
  slot: Slot;
  /** 'Mon', or the offer's end date for a post set on it. */
  day: string;
  format: Format;
  idea: string;
  cta: string;
  phase: Phase;
  /** What the idea stands on: a fact, the offer, or nothing (a blank to fill). */
  about: 'fact' | 'offer' | 'blank';
}

function rotate<T>(list: readonly T[], by: number): T[] {
  if (!list.length) return [...list];
  const k = ((by % list.length) + list.length) % list.length;
  return [...list.slice(k), ...list.slice(0, k)];
}

type OfferMoment = 'launch' | 'countdown' | 'final';

/**
 * What an offer's own post says: the launch with what the offer is on, the last week's reminder, the last call;
 * a regenerate takes the other way of saying each.
 */
function offerIdea(moment: OfferMoment, offer: CalendarOffer, kit: CreativeKit, onDeadline: boolean, variant: number): string {
  const said = offerPhrase(offer);
  const { until, product } = offer;
  const plan = product?.plan ? midSentence(product.plan) : null;
  const pick = (forms: string[]) => forms[variant % forms.length]!;
  if (moment === 'launch') {
    const what = plan ? `. The ${plan} is ${priceSaid(product!)}` : '';
    return pick([`announce ${said}${until ? `, until ${until}` : ''}${what}`, `the offer at a glance: ${said}${until ? `, until ${until}` : ''}${what}`]);
  }
  if (moment === 'countdown') {
    const who = kit.m.audience ? `, and who it is for: ${kit.m.audience}` : '';
    return pick([`a final-week reminder that ${said} ends ${until}${who}`, `the offer's last week: ${said} ends ${until}${plan ? `; show what the ${plan} is` : who}`]);
  }
  return onDeadline
    ? pick([`a last-day reminder that ${said} ends today; keep it short and direct`, `the offer ends today: ${said}, said in one line`])
    : pick([`a last call: ${said} ends ${until}`, `the offer's last post: ${said} ends ${until}`]);
}

export function calendarRows(kit: CreativeKit, slots: readonly Slot[], weeks: number, offer: CalendarOffer | null, variant: number): CalendarRow[] {
  const { m } = kit;
  const facts = rotate(ideaFacts(m, kit.input.facts, offer?.product ?? null), variant);
  const uses = new Map<IdeaFact, { count: number; family: Family; platform: Platform }>();
  const formatUse = new Map<string, number>();
  const ideas = new Set<string>();
  const phaseAt = new Map<Phase, number>();
  const last = slots.length - 1;
  // The offer's own posts: it opens the calendar and, when it has an end date, opens the last week and closes the calendar.
  const moments = new Map<number, OfferMoment>();
  if (offer) {
    moments.set(0, 'launch');
    if (offer.until && last > 0) {
      moments.set(last, 'final');
      const lastWeek = slots.findIndex((s) => s.week === weeks - 1);
      if (weeks > 1 && lastWeek > 0 && lastWeek < last) moments.set(lastWeek, 'countdown');
    }
  }
  let second = 0;
  let blanks = 0;
  return slots.map((slot, i) => {
    const formats = rotate(formatsOf(slot.platform), slot.nth + variant);
    const used = (fmt: Format) => formatUse.get(`${slot.platform}:${fmt.name}`) ?? 0;
    const best = (kind: IdeaFact['kind'], avoid: Family | null) =>
      formats.reduce((a, b) => {
        const score = (fmt: Format) => fit(fmt.family, kind) + 2 * used(fmt) + (fmt.family === avoid ? 10 : 0);
        return score(b) < score(a) ? b : a;
      });
    const onDeadline = i === last && Boolean(offer?.dated && offer.until && moments.get(i) === 'final');
    const day = onDeadline ? offer!.until! : DAY_NAMES[slot.day]!;
    const phase = phaseOf(slot.week, weeks, i === last && moments.get(i) === 'final');
    const at = phaseAt.get(phase) ?? 0;
    phaseAt.set(phase, at + 1);
    // An offer's reminders turn over the phase's posts; without one, each platform's own posts alternate their asks.
    const cta = kit.voiced(callToAction(m, offer, slot.platform, phase, (offer ? at : slot.nth) + variant, onDeadline, kit.input.brief.callToAction));
    const moment = moments.get(i);
    if (moment && offer) {
      const format = OFFER_FORMAT[slot.platform] ?? formats[0]!;
      return { slot, day, format, idea: kit.voiced(offerIdea(moment, offer, kit, onDeadline, variant)), cta, phase, about: 'offer' };
    }
    for (let tries = 0; tries < facts.length * 2; tries++) {
      const chosen = pickFact(facts, uses, slot.platform, second);
      if (!chosen) break;
      const before = uses.get(chosen.fact);
      const format = best(chosen.fact.kind, before?.family ?? null);
      const idea = kit.voiced(ideaFor(chosen.fact, format.family, m));
      if (chosen.repeat) second = chosen.next;
      // A fact whose idea would read as one already on the calendar counts as said: it is not tried again.
      uses.set(chosen.fact, { count: (before?.count ?? 0) + (ideas.has(idea) ? 2 : 1), family: format.family, platform: slot.platform });
      if (!ideas.has(idea)) {
        formatUse.set(`${slot.platform}:${format.name}`, used(format) + 1);
        ideas.add(idea);
        return { slot, day, format, idea, cta, phase, about: 'fact' };
      }
    }
    const format = formats[blanks % formats.length]!;
    const idea = blankIdea(blanks++);
    return { slot, day, format, idea, cta, phase, about: 'blank' };
  });
}

/**
 * The next fact to post about: the first not yet used; once all are, the next used only once, preferring one first
 * said on another platform. Null when every fact has been said twice.
 */
function pickFact(facts: readonly IdeaFact[], uses: ReadonlyMap<IdeaFact, { count: number; platform: Platform }>, platform: Platform, from: number): { fact: IdeaFact; repeat: boolean; next: number } | null {
  const fresh = facts.find((f) => !uses.has(f));
  if (fresh) return { fact: fresh, repeat: false, next: from };
  const order = rotate(facts.map((fact, i) => ({ fact, i })), from).filter((x) => uses.get(x.fact)!.count === 1);
  const pick = order.find((x) => uses.get(x.fact)!.platform !== platform) ?? order[0];
  return pick ? { fact: pick.fact, repeat: true, next: pick.i + 1 } : null;
}
