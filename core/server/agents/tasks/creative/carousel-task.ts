import type { AgentTask, TaskInput } from '../agent-task.ts';
import { anglesFor, type Angle } from './angles.ts';
import { askSlide, blankSlides, HOOK_WORDS, hookIdeas, offerSlide, SLIDE_WORDS, slideFormsOf, slideTexts, slideWords, subjectPhrase, subjectPrice, type Slide } from './carousel-slides.ts';
import { carouselPlan, DEFAULT_SLIDES, type CarouselPlan } from './carousel-spec.ts';
import { asSentence, capital, countWord, mostlyRepeats, nearCopy, sentencesIn, withoutStop, wordCount } from './copy-text.ts';
import { creativeKit, creativeOutput, forWhom, pieceKit, type CreativeKit } from './creative-output.ts';
import { factPool } from './fact-pool.ts';
import { listedSlides, slideListOf } from './listed-slides.ts';
import { platformLength, socialPost } from './social-post.ts';
import { indefinite } from '../english-phrases.ts';

interface Carousel {
  angle: Angle;
  slides: Slide[];
  /** The facts' sentences the slides carry, in every form: a regenerate leads with others. */
  used: string[];
  caption: string;
}

/** A point the slides can make: a fact in the forms copy can say it, and whether it is what the request is about. */
interface Point {
  forms: string[];
  subject: boolean;
}

const figuresOf = (s: string) => (s.match(/\d[\d.,]*%?/g) ?? []).map((f) => f.replace(/[.,]$/, ''));
/** Two sentences each with a figure the other lacks ('Starter costs $29 …', 'Team costs $59 …') are two facts, however alike their words. */
const sameFacts = (a: string, b: string) => {
  const [x, y] = [figuresOf(a), figuresOf(b)];
  return !(x.some((f) => !y.includes(f)) && y.some((f) => !x.includes(f)));
};
const echoes = (s: string, list: readonly string[]) => list.some((o) => o === s || (nearCopy(o, s) && sameFacts(o, s)));
const contained = (s: string, list: readonly string[]) => list.some((o) => o === s || ((nearCopy(o, s) || mostlyRepeats(s, o) || mostlyRepeats(o, s)) && sameFacts(o, s)));
const repeats = (s: string, list: readonly string[]) => list.some((o) => o === s || ((nearCopy(o, s) || (mostlyRepeats(s, o) && mostlyRepeats(o, s))) && sameFacts(o, s)));

function rotate<T>(list: readonly T[], by: number): T[] {
  if (!list.length) return [...list];
  const k = by % list.length;
  return [...list.slice(k), ...list.slice(0, k)];
}

const PLANS = /\b(plans|prices|pricing|tiers|packages|memberships|subscriptions)\b/i;
const NUMBERS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6 };

/**
 * What the carousel is about when the brief's topic reader found nothing: 'Turn our guarantee into a
 * carousel' is about the guarantee, 'a carousel on our three plans' about the plans.
 */
function subjectOfRequest(request: string): string | null {
  const turned = /\b(?:turn|make|convert|transform|repurpose|change)\s+((?:our|my|the|your)\s+[^,.;:?!]{2,40}?)\s+into\s+(?:a|an|one)\b/i.exec(request);
  const about = /\bcarousel\b[^.?!]*?\b(?:about|on|explaining|covering)\s+((?:our|my|the|your)\s+[^,.;:?!]{2,40}?)(?=\s*(?:[,.;:?!]|$)|\s+(?:with|using|in|for|that|to)\b)/i.exec(request);
  return (turned ?? about)?.[1]?.trim() ?? null;
}

/**
 * A carousel of advice ('on caring for a glass paperweight', 'tips on repotting'): the advice is the user's to
 * give, since the facts hold what the business sells, not how to do things; null for any other carousel.
 */
function howToOf(request: string): string | null {
  const found = /\b(caring for|care for|looking after|look after|how to|tips (?:on|for)|(?:a )?guide to|ways to|steps to)\s+([^.,;!?]{3,50}?)\s*(?=[.,;!?]|$)/i.exec(request);
  return found ? `${found[1]!.toLowerCase().replace(/^a /, '')} ${found[2]!.trim()}` : null;
}

/** Plans asked as a set ('our three plans', 'our pricing'): each plan the facts price is a slide; a plan asked and not priced is a blank. */
function plansAsked(kit: CreativeKit, request: string, subject: string | null): { plans: string[]; missing: number } | null {
  const prices = kit.m.prices.filter((p) => !p.fee);
  if (prices.length < 2 || subjectPrice(kit.m) || !PLANS.test(subject ?? kit.input.brief.topic ?? request)) return null;
  if (kit.m.subject && !PLANS.test(kit.m.subject)) return null;
  const n = /\b(two|three|four|five|six|\d)\s+(?:[a-z-]+\s+)?(?:plans|tiers|packages|memberships|subscriptions)\b/i.exec(request)?.[1];
  const asked = n ? Number(n) || NUMBERS[n.toLowerCase()] || prices.length : prices.length;
  return { plans: prices.map((p) => asSentence(capital(p.text))), missing: Math.max(0, asked - prices.length) };
}

/**
 * The points the middle slides can make, in the angle's order: what the request names first (its lines, its
 * price, each plan asked), then terms, results, claims and features, each once.
 */
function pointsFor(kit: CreativeKit, angle: Angle, plans: string[]): Point[] {
  const { m } = kit;
  const pool = factPool(m).filter((f) => !(plans.length && /^(?:Plans|Prices) from\b/.test(f.forms[0]!)));
  const isSubject = (forms: string[]) => m.subjectLines.some((l) => forms[0]!.startsWith(capital(l).slice(0, 30)));
  const kind = (forms: string[]): 'term' | 'proof' | 'claim' | 'what' => {
    const first = forms[0]!;
    if (m.terms.some((t) => first.startsWith(capital(t).slice(0, 30)))) return 'term';
    if (m.proofs.some((p) => first.startsWith(asSentence(p.sentence).slice(0, 30)))) return 'proof';
    if (m.what && first === m.what) return 'what';
    return 'claim';
  };
  const order: Record<Angle, string[]> = {
    offer: ['term', 'proof', 'claim', 'feature', 'what'],
    proof: ['proof', 'claim', 'feature', 'term', 'what'],
    benefit: ['claim', 'feature', 'term', 'proof', 'what'],
    curiosity: ['claim', 'feature', 'term', 'proof', 'what'],
    problem: ['claim', 'feature', 'proof', 'term', 'what'],
  };
  // 'The café cut its spend …' cut from a result names who it was once it stands on a slide of its own.
  const who = m.proofs.find((p) => p.fact.who)?.fact.who?.trim();
  const named = (forms: string[]) => (who ? forms.map((f) => f.replace(/^The (café|cafe|shop|practice|team|company|firm|school|co-op|business|clinic|charity|store|restaurant)(?![\p{L}-])/iu, who)) : forms);
  const rest = [...pool.filter((f) => !isSubject(f.forms)).map((f) => ({ forms: named(f.forms), kind: kind(f.forms) as string })), ...m.features.map((f) => ({ forms: [asSentence(capital(f))], kind: 'feature' }))];
  rest.sort((a, b) => order[angle].indexOf(a.kind) - order[angle].indexOf(b.kind));
  const out: Point[] = [...plans.map((p) => ({ forms: [p], subject: true })), ...pool.filter((f) => isSubject(f.forms)).map((f) => ({ forms: f.forms, subject: true })), ...rest.map((f) => ({ forms: f.forms, subject: false }))];
  return out.filter((p, i) => !out.slice(0, i).some((o) => o.forms.some((f) => echoes(f, p.forms))));
}

/**
 * One carousel: slide 1 the hook, the middle slides one fact each (the request's offer on a slide of its own),
 * the last the call to action; blanks say what to add when the facts run out. A regenerate opens in another
 * angle with another hook and lays out first the facts the version before did not use.
 */
function writeCarousel(kit: CreativeKit, plan: CarouselPlan, variant: number, plans: { plans: string[]; missing: number } | null, tips: string | null): Carousel {
  const earlier = variant > 0 ? writeCarousel(kit, plan, variant - 1, plans, tips) : null;
  const before = earlier ? earlier.slides.flatMap(slideTexts) : [];
  const { m, voiced } = kit;
  const maxWords = Math.min(SLIDE_WORDS, kit.input.brief.limits.words ?? SLIDE_WORDS);
  const angles = anglesFor(m, variant);
  const middle = plan.count - 2;
  // Advice asked for is the user's to give: a marked blank for each tip, and one fact of the business after them.
  const tipSlides = tips ? (middle >= 2 ? middle - 1 : middle) : 0;
  const advice = tips?.replace(/^tips (?:on|for)\s+/i, '') ?? '';
  const own = tips ? [capital(tips), ...(tipSlides > 1 ? [`${capital(countWord(tipSlides))} tips on ${advice}`] : [])] : plans ? ['Which plan is right for you?', 'Our plans, side by side'] : [];
  // Each regenerate opens in the next angle; back at an angle already used, on its next hook. An angle the facts
  // give no short hook for hands slide 1 to the next one.
  const hooks = [...rotate([...own, ...hookIdeas(m, angles[0]!)], Math.floor(variant / angles.length)).map((h) => ({ h, a: own.includes(h) ? ('offer' as Angle) : angles[0]! })), ...angles.slice(1).flatMap((a) => hookIdeas(m, a).map((h) => ({ h, a })))]
    .map(({ h, a }) => ({ h: voiced(h).trim(), a }))
    .filter(({ h }) => wordCount(h) <= HOOK_WORDS + 1);
  // The offer has a slide of its own, code and date together: slide 1 opens on something else.
  const offer = offerSlide(m, variant);
  const offerWords = offer ? [...slideTexts(offer), m.offer?.sentence ?? ''] : [];
  const usable = hooks.filter(({ h }) => !offer || (!repeats(h, offerWords) && !offerWords.some((o) => mostlyRepeats(h, o)) && !(m.offer?.code && h.includes(m.offer.code))));
  // A hook of the request's own advice ('Three tips on …') differs from the one before it when its words do.
  const last = earlier?.slides[0]!.headline;
  const opening = usable.find(({ h }) => !last || (h !== last && (own.some((o) => voiced(o).trim() === h) || !echoes(h, [last])))) ?? usable[0] ?? hooks[0];
  const hook = opening?.h ?? `${m.brand}: [your hook, in eight words or fewer]`;
  const angle = opening?.a ?? angles[0]!;
  const voice = (s: Slide): Slide => ({ ...s, headline: withoutStop(voiced(s.headline)) || s.headline, lines: s.lines.map((l) => voiced(l)) });
  const offerShown = offer ? voice(offer) : null;
  const room = Math.max(0, middle - (offerShown && middle > 0 ? 1 : 0) - tipSlides);
  // No fact twice: a slide that says again what another slide said, or part of it ('Set up in an afternoon' after
  // 'Set up in an afternoon, with no IT team needed'), is left out. The hook is a teaser of what follows ('What £22
  // a month gets you'): only a slide saying it again in nearly its words is.
  const said = offerShown ? slideTexts(offerShown) : [];
  const saidBefore = (t: string) => repeats(t, [hook]) || contained(t, said);
  const points = pointsFor(kit, angle, plans?.plans ?? []);
  // Plans asked as a set are each shown, in another order in a regenerate.
  const required = plans ? rotate(points.filter((p) => p.subject), variant) : points.filter((p) => p.subject);
  const others = points.filter((p) => !p.subject);
  const fresh = earlier ? others.filter((p) => !p.forms.some((f) => earlier.used.includes(f))) : others;
  // After the tips, the business's fact closest to the advice ('Paperweight tasters … £55' after tips on paperweights).
  const topical = (p: Point) => (advice.toLowerCase().match(/[a-z]{5,}/g) ?? []).filter((w) => !/^(caring|looking|after|about|steps|guide)$/.test(w)).some((w) => p.forms.some((f) => f.toLowerCase().includes(w)));
  const order = tips ? [...points.filter(topical), ...points.filter((p) => !topical(p))] : [...required, ...fresh, ...others.filter((p) => !fresh.includes(p))];
  const slides: Slide[] = [];
  const used: string[] = [];
  // A plan asked and not in the facts keeps its place after the plans that are: a blank, never another fact.
  const missingPlans = Math.min(plans?.missing ?? 0, room);
  let named = 0;
  // A subject the facts say nothing about ('our new loyalty scheme') is named, and what it does left for the user.
  if (m.subjectUnknown && room > 0) {
    slides.push({ headline: `[What ${m.subjectAsked ?? m.subject} does, in one sentence]`, lines: [], role: 'blank' });
    named++;
  }
  for (const p of order) {
    if (slides.length >= room - missingPlans) break;
    const forms = p.forms
      .map((f) => voiced(f))
      .flatMap(slideFormsOf)
      .filter((s) => slideWords(s) <= maxWords && !slideTexts(s).some(saidBefore));
    if (!forms.length) continue;
    // Another layout of a fact the version before showed, when it has one.
    const pick = forms.find((s) => !slideTexts(s).some((t) => before.includes(t))) ?? forms[variant % forms.length]!;
    slides.push(pick);
    said.push(...slideTexts(pick));
    used.push(...p.forms);
    if (p.subject) named++;
  }
  // A regenerate tells it in another order: what the request names comes second, after another fact.
  if (!plans && !tips && variant % 2 === 1 && slides.length > 1) slides.splice(1, 0, slides.shift()!);
  slides.unshift(...Array.from({ length: tipSlides }, (_, i): Slide => ({ headline: `[Tip ${i + 1}${advice.length <= 45 ? ` on ${advice}` : ''}: what to do, in a line]`, lines: [], role: 'blank' })));
  named += tipSlides;
  const blanksForPlans = Array.from({ length: missingPlans }, (_, i): Slide => ({ headline: `[Plan ${plans!.plans.length + i + 1}: its name, price and what it includes]`, lines: [], role: 'blank' }));
  slides.splice(named, 0, ...blanksForPlans);
  slides.push(...blankSlides(m, room - slides.length, slides.length + 2 + (offerShown && angle === 'offer' ? 1 : 0)));
  if (offerShown && middle > 0) {
    if (angle === 'offer') slides.unshift(offerShown);
    else slides.push(offerShown);
  }
  const ask = voice(askSlide(m, plan.spec, variant, middle > 0 ? null : offerShown, plans ? ['Choose your plan', 'Compare the plans'] : []));
  const all: Slide[] = [{ headline: hook, lines: [], role: 'hook' }, ...slides, ask];
  return { angle, slides: all, used, caption: captionOf(kit, plan, plans ? 'offer' : angle, variant, hook, earlier?.caption ?? '') };
}

/**
 * The post's caption in the platform's habits (the social posts' writer: a hook before the fold, the facts,
 * the offer, the call to action with the link or "link in bio", the hashtags), with a line asking people to
 * swipe. The slides' word limit is theirs, not the caption's.
 */
function captionOf(kit: CreativeKit, plan: CarouselPlan, angle: Angle, variant: number, hook: string, before: string): string {
  const brief = kit.input.brief;
  const own: CreativeKit = { ...kit, input: { ...kit.input, brief: { ...brief, limits: { ...brief.limits, words: null } } } };
  const post = socialPost(own, plan.spec.post, angle, variant, variant, { said: [hook], before: sentencesIn(before), left: 1 });
  const swipe = ['Swipe through for the details.', 'Swipe to see it all.', 'Swipe for the full picture.'][variant % 3]!;
  const blocks = post.text.split('\n\n');
  const withSwipe = [`${blocks[0]} ${kit.voiced(swipe)}`, ...blocks.slice(1)].join('\n\n');
  const limit = Math.min(plan.spec.post.maxCharacters, brief.limits.characters ?? Number.POSITIVE_INFINITY);
  return platformLength(withSwipe, plan.spec.post) <= limit ? withSwipe : post.text;
}

/** 'slides 2 to 5 make one point each …, and ' for the notes; nothing for a carousel of a hook and an ask. */
function middleSaid(count: number): string {
  const what = 'one point each from your profile and documents, none twice, and ';
  if (count <= 2) return '';
  if (count === 3) return `slide 2 makes ${what.replace(' each', '').replace(', none twice', '')}`;
  return `slides 2 ${count === 4 ? 'and' : 'to'} ${count - 1} make ${what}`;
}

function render(plan: CarouselPlan, c: Carousel, askedCharacters: number | null): string {
  const { spec } = plan;
  const role = (s: Slide) => (s.role === 'hook' ? ' · hook' : s.role === 'ask' ? ' · call to action' : s.role === 'offer' ? ' · offer' : '');
  const slides = c.slides.map((s, i) => [`**Slide ${i + 1}${role(s)}**${s.role === 'blank' ? '' : ` _(${slideWords(s)} words)_`}`, `- **Headline:** ${s.headline}`, ...s.lines.map((l) => `- **Text:** ${l}`)].join('\n'));
  // The caption's limit: the request's own ('under 150 characters') when tighter than the platform's.
  const limit = Math.min(spec.post.maxCharacters, askedCharacters ?? Number.POSITIVE_INFINITY);
  return [`**${spec.name} · ${c.slides.length} slides · ${spec.width}×${spec.height}**`, ...slides, `**Caption** _(${platformLength(c.caption, spec.post)}/${limit.toLocaleString('en-GB')})_`, c.caption].join('\n\n');
}

export const carouselTask: AgentTask = {
  id: 'creative.carousel',
  agent: 'creative-agent',
  label: 'a carousel of slides',
  cues: ['carousel', 'slides', 'slide', 'swipe', 'swipeable', 'slide deck post'],
  delivers: ['carousel', 'slide'],
  starter: 'Plan a 6-slide Instagram carousel about our main offer',
  generate(input: TaskInput) {
    let kit = creativeKit(input);
    const request = kit.input.brief.request;
    // 'Turn our guarantee into a carousel': the subject the topic reader left out is read here.
    const named = kit.input.brief.topic ? null : subjectOfRequest(request);
    const tips = howToOf(request);
    const plans = tips ? null : plansAsked(kit, request, named);
    if (named && !plans && !tips) kit = pieceKit(kit, named);
    // Advice on a thing ('caring for a glass paperweight') sells nothing by that name, and plans asked as a set are
    // each their own subject: the ask and the caption name no one product.
    if (tips || plans) kit = pieceKit(kit, '');
    // 'A carousel about Fernhouse Plants' is about everything the business does: no one subject leads the slides.
    if (kit.m.subject && kit.m.subject.toLowerCase() === kit.m.brand.toLowerCase()) kit = pieceKit(kit, '');
    input = kit.input;
    const plan = carouselPlan(input.brief, input.facts);
    const written = writeCarousel(kit, plan, input.variant, plans, tips);
    // 'Before, strip-down, frame, …, review quote': the slides the request lists, in its order.
    const listed = tips || plans ? null : slideListOf(request, plan.asked);
    const ask = written.slides.at(-1)?.role === 'ask' ? written.slides.at(-1)! : null;
    const carousel = listed ? { ...written, slides: [...listedSlides(listed, input.facts, request), ...(listed.length < plan.count && ask ? [ask] : [])] } : written;
    const { spec } = plan;
    const maxWords = Math.min(SLIDE_WORDS, input.brief.limits.words ?? SLIDE_WORDS);
    const subject = subjectPhrase(kit.m);
    const on = tips ? ` on ${tips}` : subject ? ` on ${subject}` : plans ? ' on your plans' : '';
    const blanks = carousel.slides.filter((s) => s.role === 'blank').length;
    const platformNote =
      spec.platform === 'instagram'
        ? `Instagram: post the slides at ${spec.width}×${spec.height}${spec.height > spec.width ? ' (4:5 portrait, the most screen a feed post gets)' : ''}; links in captions do not click, so the last slide and the caption send people to the link in your bio.`
        : spec.platform === 'linkedin'
          ? `LinkedIn: export the slides as one PDF at ${spec.width}×${spec.height} and upload it as a document post; the link goes in the post text, where it can be clicked.`
          : spec.platform === 'facebook'
            ? `Facebook: post the slides as one multi-photo post at ${spec.width}×${spec.height}; Facebook shows up to ${spec.maxSlides}.`
            : `TikTok: post the slides as a photo carousel at ${spec.width}×${spec.height}; the link goes in your bio.`;
    return creativeOutput(kit, {
      summary: `${capital(indefinite(String(carousel.slides.length)))} ${carousel.slides.length}-slide ${spec.name}${on}${forWhom(kit)}, with its caption.`,
      deliverable: render(plan, carousel, input.brief.limits.characters),
      notes: [
        `Design: one idea per slide, in type large enough to read on a phone. Slide 1 has to work on its own in the feed, so the hook gets the whole slide; keep one layout and colour throughout and number the slides (2/${carousel.slides.length}) so people know to swipe.`,
        platformNote,
        listed
          ? `The slides follow your list, in its order${blanks ? `; the ${blanks === 1 ? 'marked line is' : `${blanks} marked lines are`} yours to write from the photos, as only you know what each shows` : ''}. Each slide stays within ${maxWords} words.`
          : tips
          ? `The tips are yours to write: your profile and documents hold what you sell, not advice, so I have not made any up. Each slide stays within ${maxWords} words.`
          : `Slide 1 opens on the ${carousel.angle} angle; ${middleSaid(carousel.slides.length)}each slide stays within ${maxWords} words.`,
        ...(plan.asked === null ? [`You did not say how many slides, so this is ${DEFAULT_SLIDES}; ask for another number and I will rewrite it.`] : plan.asked > plan.count ? [`${spec.name.replace(/ carousel$/, '')} carousels take up to ${spec.maxSlides} slides, so this has ${plan.count}.`] : []),
        ...(plan.unsupported ? [`${plan.unsupported === 'x' ? 'X' : 'YouTube'} has no carousel post, so the slides are sized for Instagram.`] : []),
        ...(blanks && !tips && !listed ? [`Your facts filled ${carousel.slides.length - 2 - blanks} of the ${carousel.slides.length - 2} middle slides; the rest are marked for you to fill, or ask for fewer slides.`] : []),
      ],
      steps: [{ tool: 'copy_variants', summary: `${carousel.slides.length} slides for ${indefinite(spec.name)} ${spec.name} (${spec.width}×${spec.height}) and a caption` }],
    });
  },
};
