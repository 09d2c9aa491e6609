import { sharedStems } from '../../offline/stem-overlap.ts';
import { pricedInCallToAction } from './priced-call-to-action.ts';
import type { PriceFact } from '../../facts/fact-sheet.ts';
import { parseCount } from '../../brief/parse-count.ts';
import type { AgentTask, TaskInput } from '../agent-task.ts';
import type { Angle } from './angles.ts';
import { askedCount, deliverableFor, requestMentions } from './asked-pieces.ts';
import { DISTANCE_LINE_WORDS } from './channel-specs.ts';
import { pointsOf, type CopyMaterial } from './copy-material.ts';
import { capital, cleanCut, counted, fitCharacters, fitWords, shortLink, shortPoint, withoutStop, wordCount } from './copy-text.ts';
import { creativeKit, creativeOutput, forWhom } from './creative-output.ts';
import { spreadOverAngles } from './spread-over-angles.ts';

const NOUNS = ['line', 'banner', 'sign', 'slogan', 'message', 'panel', 'billboard', 'poster'];

const HERO = /\b(?:home ?page|website|web|site|hero|landing page)\b/i;
const SUBLINE = /\bsub-?(?:line|headline|heading|title)s?\b|\bstrapline\b/i;
const BUTTON = /\bbutton\b|\bcta\b|\bcall to action\b/i;

type Place = 'booth' | 'billboard' | 'banner';

const BOOTH_INVITATIONS = ['Talk to us here', 'Come and say hello', 'Ask us anything'];

/** Lines short enough to read in a glance, per angle, from the facts. */
function lineIdeas(m: CopyMaterial, angle: Angle, place: Place, priced: boolean, variant: number): string[] {
  const out: (string | null | false | undefined)[] = [];
  switch (angle) {
    case 'benefit':
      out.push(...m.subjectLines.map((l) => shortPoint(l, DISTANCE_LINE_WORDS)).filter(Boolean).map((l) => capital(l!)));
      out.push(m.knownBrand && m.productShort && `${m.brand}: ${m.productShort}`, m.subject && (m.subjectLines.length > 0 || m.subjectUnknown) && wordCount(m.subject) >= 2 && capital(m.subject), ...m.features.map((f) => capital(f)), ...m.features.map((f) => shortPoint(f, DISTANCE_LINE_WORDS)).filter(Boolean).map((f) => capital(f!)), m.differentiator && capital(m.differentiator), m.audienceShort && `Made for ${m.audienceShort}`);
      // The differentiator's claims one a line, cut where a phrase ends ('Cooked in small batches').
      for (const p of m.points) out.push(capital(shortPoint(p, DISTANCE_LINE_WORDS) ?? p));
      if (!m.product && !m.features.length && !m.differentiator) out.push(`${m.brand}: [what you sell]`);
      break;
    case 'proof':
      // A result shortened only where a clause ends: '94% of teachers said children were more' is no line.
      for (const p of m.proofs) out.push(p.compact, cleanCut(p.sentence, p.short, true) && p.short, p.result);
      break;
    case 'problem':
      if (m.problems.length >= 2) out.push(`${capital(m.problems[0]!)}? ${capital(m.problems[1]!)}?`);
      for (const p of m.problems) out.push(place === 'booth' ? `${capital(p)}? Ask us here` : `${capital(p)}? Meet ${m.brand}`);
      // A problem stated as a sentence gives its short parts as questions ('Confusing ingredient labels?').
      if (m.problemSentence) for (const p of pointsOf(m.problemSentence)) if (wordCount(p) <= DISTANCE_LINE_WORDS - 1) out.push(`${capital(p)}?`);
      break;
    case 'offer':
      out.push(m.offer?.deal && capital(m.offer.deal), m.offer?.code && `Code ${m.offer.code}`, m.offer?.ends, m.trial && capital(m.trial));
      // A sign quotes prices when the request is about a price, an offer or a priced plan: a recruiting poster does not list donation tiers.
      if (priced) out.push(m.priceLine, ...m.prices.map((p) => p.plan && `${p.plan}: ${p.from ? 'from ' : ''}${p.amount}${p.per && !/one[- ]?off/i.test(p.per) ? ` ${/^(a|per)\b/.test(p.per) ? p.per : `a ${p.per}`}` : ''}`));
      break;
    case 'curiosity':
      // At a booth, an invitation in a few words, another one for each regenerate; none of them claims anything.
      out.push((m.ctaAsked || m.trial) && m.cta, place === 'booth' && BOOTH_INVITATIONS[variant % BOOTH_INVITATIONS.length], place !== 'booth' && m.link && `Visit ${shortLink(m.link)}`, m.knownBrand && `Meet ${m.brand}`);
      break;
  }
  return out.filter((l): l is string => typeof l === 'string' && l.trim().length > 0);
}

export const bannerLinesTask: AgentTask = {
  id: 'creative.banner-lines',
  agent: 'creative-agent',
  label: 'banner or booth lines',
  cues: ['banner', 'booth', 'stand', 'trade show', 'tradeshow', 'expo', 'exhibition', 'billboard', 'poster', 'signage', 'sign', 'roll-up', 'out-of-home'],
  delivers: ['line', 'banner', 'sign', 'billboard', 'poster'],
  starter: 'Write 6 short lines for our trade-show booth banner',
  generate(input: TaskInput) {
    const kit = creativeKit(input);
    input = kit.input;
    const { brief } = input;
    const place: Place = requestMentions(brief, /\b(booth|stand|trade[- ]?show|expo|exhibit|conference)/i) ? 'booth' : requestMentions(brief, /\b(billboard|poster|out-of-home|ooh)\b/i) ? 'billboard' : 'banner';
    // A leaflet is read in the hand: 'a headline, 3 bullet points, a call to action' are its parts, longer than a sign's lines.
    // (Not when a banner is asked beside a flyer: the banner's lines are still read at a distance.)
    const leaflet = requestMentions(brief, /\b(leaflet|flyer|brochure|a5|a4|postcard|handout)\b/i) && !brief.deliverables.some((d) => d.noun === 'banner');
    const bullets = leaflet && /\bbullet/i.test(brief.request) ? brief.limits.bullets : null;
    const count = bullets ?? askedCount(brief, NOUNS, 5, 15);
    const maxWords = leaflet ? (brief.limits.words ?? 12) : Math.min(brief.limits.words ?? DISTANCE_LINE_WORDS, DISTANCE_LINE_WORDS + 3);
    const shape = (line: string) => {
      let out = withoutStop(fitWords(line, maxWords));
      if (brief.limits.characters) out = fitCharacters(out, brief.limits.characters);
      return out.length >= 3 && cleanCut(withoutStop(line), out, true) ? out : null;
    };
    // 'A headline and 3 short lines under it': the poster's headline is one more line, set above the others.
    // (Written as one piece of several, the leaflet's headline is in the request's words, not its own deliverables.)
    const withHeadline = (Boolean(deliverableFor(brief, ['headline'])) || (leaflet && /\bheadline\b/i.test(brief.request))) && (Boolean(deliverableFor(brief, ['line'])) || bullets !== null);
    const ctaAsked = leaflet && /\bcall to action\b|\bcta\b/i.test(brief.request);
    const priced = Boolean(kit.m.offer || kit.m.lead === 'offer') || /\b(price|prices|pricing|cost|costs|fee|fees|plan|plans|offer|deal)\b|[£$€]\d/i.test(brief.request);
    // '5 headline options … plus 2 lines of body copy': that many headlines to choose from, over the lines.
    const headlineCount = withHeadline ? Math.min(10, Math.max(1, deliverableFor(brief, ['headline'])?.count ?? 1)) : 0;
    const spread = (k: typeof kit) => spreadOverAngles(k, count + headlineCount, (a) => lineIdeas(kit.m, a, place, priced, k.input.variant), shape);
    const all = spread(kit);
    // A regenerate opens on another headline than the answer before it, whatever else the facts repeat.
    const earlier = input.variant > 0 ? spread({ ...kit, input: { ...input, variant: input.variant - 1, earlier: undefined } }) : [];
    const top = withHeadline ? all.find((l) => l.line !== earlier[0]?.line) ?? all[0] : undefined;
    const headline = withHeadline ? top?.line ?? `${kit.m.brand}: [your headline]` : null;
    // An address is the call to action's, never a headline option.
    const otherHeadlines = withHeadline ? all.filter((l) => l !== top && !/[a-z]\.[a-z]{2,}\b/i.test(l.line)).slice(0, headlineCount - 1) : [];
    const headlines = headline ? [headline, ...otherHeadlines.map((l) => l.line)] : [];
    while (headlines.length < headlineCount) headlines.push('[another headline]');
    const headlineBlock = headlines.length > 1 ? ['**Headline options:**', ...headlines.map((h, i) => `${i + 1}. ${h}${h.startsWith('[another') ? '' : ` _(${wordCount(h)} words)_`}`)] : headline ? [`**Headline:** ${headline} _(${wordCount(headline)} words)_`] : [];
    const lines = withHeadline ? all.filter((l) => l !== top && !otherHeadlines.includes(l)) : all;
    const rows = [...lines.map((l) => l.line)];
    // A sign without the name sells for someone else: the brand leads when no line carries it.
    // A regenerate names the brand another way, so the sign does not open on the same line.
    const brandLines = [kit.m.productShort && `${kit.m.brand}: ${kit.m.productShort}`, `Meet ${kit.m.brand}`, kit.m.audienceShort && `${kit.m.brand}, for ${kit.m.audienceShort}`].map((l) => l && shape(kit.voiced(l))).filter((l): l is string => Boolean(l));
    const brandLine = brandLines[input.variant % Math.max(1, brandLines.length)];
    if (!leaflet && kit.m.knownBrand && brandLine && !headline?.includes(kit.m.brand) && !rows.some((r) => r.includes(kit.m.brand))) {
      rows.unshift(brandLine);
      if (rows.length > count) rows.pop();
    }
    while (rows.length < count) rows.push('[another short line]');
    const where = leaflet ? 'a leaflet' : place === 'booth' ? 'a trade-show booth' : place === 'billboard' ? 'a billboard' : 'a banner';
    // 'Homepage banner: a headline, a subline and a button label': a web banner asked by its three parts is those parts.
    if (!leaflet && HERO.test(brief.request) && SUBLINE.test(brief.request) && BUTTON.test(brief.request)) {
      const m = kit.m;
      // The headline says what it is about, without the price the subline carries; a regenerate takes another.
      const plain = all.filter((l) => !/[£$€]\s?\d/.test(l.line) && !/[a-z]\.[a-z]{2,}\b/i.test(l.line));
      const chosen = plain.filter((l) => !m.subject || sharedStems(m.subject, l.line, { min: 4 }) > 0).find((l) => l.line !== earlier[0]?.line) ?? plain[0];
      const heroHeadline = chosen?.line ?? (m.subject ? capital(m.subject) : `${m.brand}: [your headline]`);
      const pricedLine = m.subjectLines.find((l) => /[£$€]\s?\d/.test(l)) ?? m.priceLine;
      const subline = pricedLine ? `${kit.voiced(capital(fitWords(withoutStop(pricedLine), 18)))}.` : '[one line on what it is and what it costs]';
      const button = (m.cta ?? 'Find out more').replace(/[:.(].*$/, '').split(/\s+/).slice(0, 4).join(' ');
      return creativeOutput(kit, {
        summary: `A homepage banner${forWhom(kit).replace(/^ for /, ' for ')}: a headline, a subline and a button label.`,
        deliverable: [`**Headline:** ${heroHeadline}`, `**Subline:** ${subline}`, `**Button:** ${button}`].join('\n'),
        notes: ['Headline largest, the subline under it in smaller type, the button under both, linking to the booking or details page.'],
        steps: [{ tool: 'copy_variants', summary: 'banner: headline, subline, button' }],
      });
    }
    if (leaflet && withHeadline) {
      // A point says something: never a customer's name alone, nor the call to action said again.
      const whos = kit.m.proofs.map((p) => (p.fact.who ?? '').trim().toLowerCase()).filter(Boolean);
      const isWho = (r: string) => whos.some((w) => w.startsWith(r.trim().toLowerCase()) || r.trim().toLowerCase().startsWith(w));
      const points = rows.filter((r) => !isWho(r) && !(ctaAsked && /\b(visit|learn more|book|call|find out)\b|\.[a-z]{2,}\b/i.test(r)));
      // What sets it apart, what it includes and what it costs, each a point of its own.
      const facts = [...kit.m.points, ...kit.m.features, kit.m.priceLine, kit.m.proofs[0]?.compact ?? null].filter((f): f is string => Boolean(f)).map((f) => shape(kit.voiced(capital(f)))).filter((f): f is string => Boolean(f));
      const extra = [...facts, ...all.map((l) => l.line)].filter((l, i, list) => list.indexOf(l) === i && !points.includes(l) && !headlines.includes(l) && !isWho(l));
      while (points.length < count && extra.length) points.push(extra.shift()!);
      while (points.length < count) points.push('[another point]');
      rows.splice(0, rows.length, ...points.slice(0, count));
      // ('a call to action with the private lesson price': that price leads it.)
      const ctaPrice = ctaAsked ? pricedInCallToAction(brief.request, input.facts.prices) : null;
      const cta = ctaAsked ? kit.voiced(`${ctaPrice ? `${ctaPrice}. ` : ''}${kit.m.cta}${kit.m.link ? `: ${kit.m.link.replace(/^https?:\/\//, '')}` : ''}`) : null;
      const box = priceBox(brief.request, kit.m.prices);
      // Prices the business states before tax say so on the box ('All prices exclude VAT', a voice rule to say it).
      const tax = /\b(?:exclude|excluding|ex\.?|plus|\+)\s*VAT\b|\bVAT\b[^.]*\bexclud/i;
      if (box && [...input.facts.terms.map((t) => t.text), ...input.facts.prices.map((p) => p.text), input.voice.tone ?? '', ...(input.voice.requires ?? []).map((r) => r.rule), ...input.passages.map((x) => x.text), ...input.referenced.map((r) => r.text)].some((t) => tax.test(t))) box.push('', 'All prices exclude VAT.');
      return creativeOutput(kit, {
        summary: `A leaflet${forWhom(kit).replace(/^ for /, ' for ')}: ${headlines.length > 1 ? counted(headlines.length, 'headline option').toLowerCase() : 'a headline'}, ${counted(count, bullets !== null ? 'bullet point' : 'line').toLowerCase()}${cta ? ' and a call to action' : ''}${box ? ', with a price box on the back' : ''}.`,
        deliverable: [...(box ? ['**Front**', ''] : []), ...headlineBlock, '', `**${bullets !== null ? 'Bullet points' : 'Lines'}:**`, ...rows.map((r) => `- ${r}`), ...(cta ? ['', `**Call to action:** ${cta}`] : []), ...(box ? ['', '**Back: price box**', '', ...box.map((line) => kit.voiced(line))] : [])].join('\n'),
        notes: ['Headline largest, the points as short lines under it, the call to action with the address at the foot, where the eye ends.'],
        steps: [{ tool: 'copy_variants', summary: `leaflet: headline, ${count} points${cta ? ', call to action' : ''}` }],
      });
    }
    return creativeOutput(kit, {
      summary: `${counted(count, 'short line')} for ${where}${forWhom(kit).replace(/^ for /, ', for ')}, each ${maxWords} words or fewer so it reads at a distance.`,
      deliverable: [
        ...(headline ? [...headlineBlock, '', '**Lines under it:**'] : []),
        ...rows.map((r, i) => `${i + 1}. ${r}${r.startsWith('[another') ? '' : ` _(${wordCount(r)} words)_`}`),
      ].join('\n'),
      notes: [
        place === 'booth'
          ? 'Put the brand line highest, where it shows over heads, and one line per panel; the call to action belongs at eye level.'
          : 'One line per panel in large type; the brand and the call to action should be readable together.',
        ...(lines.length ? [`Angles, in order: ${lines.map((l, i) => `${i + 1} ${l.angle}`).join(', ')}.`] : []),
      ],
      steps: [{ tool: 'copy_variants', summary: `${count} lines of ${maxWords} words or fewer for ${where}` }],
    });
  },
};

/**
 * 'Back: a short price box for the three contract plans': the prices the space lists, as a small table, when the
 * request asks for one. Plans asked for are the recurring ones (a month, a year); a number asked keeps that many.
 */
function priceBox(request: string, prices: readonly PriceFact[]): string[] | null {
  if (!/\bprice (?:box|panel|table|list|grid)\b|\bprices? on the back\b|\bback\b[^.]*\bprices?\b/i.test(request)) return null;
  const plansOnly = /\bplans?\b|\bcontracts?\b|\bsubscriptions?\b|\bmemberships?\b/i.test(request);
  const recurring = (p: PriceFact) => /^(?:month|year|week|quarter)$/.test(p.per ?? '');
  const listed = prices.filter((p) => p.plan && (!plansOnly || recurring(p)));
  const n = parseCount(/\b(\d+|two|three|four|five|six)\s+(?:\w+\s+)?(?:plans?|options|prices|services|packages)\b/i.exec(request)?.[1]);
  const rows = listed.slice(0, n ?? 6);
  if (!rows.length) return ['| Plan | Price |', '|---|---|', '| [plan] | [price] |'];
  // A box on a leaflet is read at a glance: what each gives in a few words ('3 evening visits a week'), not the price list's row.
  const gist = (p: PriceFact) => (p.includes?.[0] ?? '').split(/[,:;(]|\s+(?:for|plus|with|including)\s+/i)[0]!.replace(/\|/g, '/').trim().split(/\s+/).slice(0, 8).join(' ');
  return ['| Plan | Price | What you get |', '|---|---|---|', ...rows.map((p) => `| ${p.plan} | ${p.from ? 'from ' : ''}${p.amount}${p.unit ? ` ${p.unit}` : ''} | ${gist(p)} |`)];
}
