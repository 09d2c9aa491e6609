import type { AgentTask, TaskInput } from '../agent-task.ts';
import type { Angle } from './angles.ts';
import { ADMIN_TERM } from '../../facts/term-facts.ts';
import { askedCount } from './asked-pieces.ts';
import { SEARCH_AD } from './channel-specs.ts';
import { asSentence, capital, cleanCut, counted, fitCharacters, fitWords, midSentence, mostlyRepeats, titleCase, withoutStop } from './copy-text.ts';
import type { CopyMaterial } from './copy-material.ts';
import { claimsOf, factPool } from './fact-pool.ts';
import { creativeKit, creativeOutput, forWhom, type CreativeKit } from './creative-output.ts';
import { spreadOverAngles } from './spread-over-angles.ts';

/** Headline ideas per angle, before fitting: short phrases a search ad can show in any order. */
/** 'Complete: £55 per user a month' when it fits a headline's 30 characters; else the shorter 'a month', else the amount alone. */
function withUnitIfFits(head: string, unit: string | null, period: string | null): string {
  for (const tail of [unit, period]) if (tail && `${head} ${tail}`.length <= 30) return `${head} ${tail}`;
  return head;
}

function headlineIdeas(m: CopyMaterial, angle: Angle): string[] {
  const out: (string | null | false | undefined)[] = [];
  switch (angle) {
    case 'benefit':
      // Each claim and each line about what the request names is a headline of its own, when it fits whole.
      out.push(...claimsOf(m).map(withoutStop), ...m.subjectLines.map(capital));
      out.push(m.knownBrand && m.brand, m.subject, m.productShort, ...m.features.map((f) => fitWords(f, 5)).filter((f, i) => cleanCut(m.features[i]!, f)), m.differentiator && cleanCut(m.differentiator, fitWords(m.differentiator, 5)) && fitWords(m.differentiator, 5), m.audienceShort && `Made for ${m.audienceShort}`);
      break;
    case 'proof':
      for (const p of m.proofs) out.push(p.result, p.compact, p.short, p.sentence);
      break;
    case 'problem':
      for (const p of m.problems) out.push(`Tired of ${p}?`, `${p}? Try ${m.brand}`);
      for (const part of m.problemSentence?.split(/\s*,\s*(?:and\s+|or\s+)?/) ?? []) out.push(`${capital(withoutStop(part))}?`);
      break;
    case 'offer':
      out.push(m.offer?.deal, m.offer?.code && `Use Code ${m.offer.code}`, m.offer?.ends && `Offer ${midSentence(m.offer.ends)}`, m.offer?.price, m.trial, m.trial && `Start Your ${m.trial.replace(/^\d+-day\s+/i, '')}`, m.priceLine, m.cta);
      // Terms and prices said short enough for a headline ('Delivery is free on every box', 'Grower: £22 a month').
      out.push(...m.terms.map((t) => capital(t.split(/:\s/)[0]!)), ...m.prices.map((p) => p.plan && withUnitIfFits(`${p.plan}: ${p.from ? 'from ' : ''}${p.amount}`, p.unit ?? null, p.per && /^(month|year|week)$/.test(p.per) ? `a ${p.per}` : null)));
      break;
    case 'curiosity':
      out.push(`See How ${m.brand} Works`, m.knownBrand && `What Makes ${m.brand} Different?`, m.ctaAsked && m.cta);
      break;
  }
  // (A headline cut inside a bracket, 'Hollins & Co (22 staff', is no headline.)
  return out.filter((h): h is string => typeof h === 'string' && h.trim().length > 0 && (h.match(/\(/g)?.length ?? 0) === (h.match(/\)/g)?.length ?? 0));
}

/** Description ideas per angle: one or two whole sentences. */
function descriptionIdeas(m: CopyMaterial, angle: Angle): string[][] {
  // 'Acme is a scheduler for clinics', but 'Acme offers monthly cleaning plans': a phrase with no article names what it sells.
  const what = m.productPhrase ? `${m.brand} ${/^(?:a|an|the|your|one)\s/i.test(m.productPhrase) ? 'is' : 'offers'} ${m.productPhrase}.` : null;
  const cta = asSentence(m.cta);
  const out: (string | null | false | undefined)[][] = [];
  switch (angle) {
    case 'benefit':
      out.push([what, cta], [m.features.length ? `${capital(m.features.slice(0, 2).map(midSentence).join(' and '))}.` : null, cta], ...claimsOf(m).map((c) => [c, cta]));
      break;
    case 'proof':
      for (const p of m.proofs) out.push([asSentence(p.sentence), cta]);
      break;
    case 'problem':
      out.push([m.problems[0] ? `Tired of ${m.problems[0]}?` : m.problemSentence && asSentence(m.problemSentence), what, cta]);
      break;
    case 'offer':
      out.push([m.offer && asSentence(m.offer.sentence), m.offer && mostlyRepeats(cta, m.offer.sentence) ? null : cta], [m.trialSentence && asSentence(capital(m.trialSentence)), cta], [m.priceLine && asSentence(m.priceLine), cta]);
      break;
    case 'curiosity':
      out.push([m.differentiator && `What makes ${m.brand} different? ${claimsOf(m)[0] ?? asSentence(capital(m.differentiator))}`, cta]);
      break;
  }
  // Every fact in each of its forms gives a description too, so a regenerate has other sentences to say.
  if (angle === 'benefit') for (const f of factPool(m)) for (const form of f.forms) out.push([form, cta]);
  return out.map((d) => d.filter((s): s is string => typeof s === 'string' && s.length > 0)).filter((d) => d.length > 1 || (d.length === 1 && d[0] !== cta));
}

/** Whole sentences while they fit (the first is cut at a clause only when it alone is too long). */
function fitSentences(sentences: string[], limit: number): string {
  let out = '';
  for (const s of sentences) {
    const next = out ? `${out} ${s}` : s;
    if (next.length <= limit) out = next;
    else if (!out) {
      const cut = fitCharacters(s, limit - 1);
      if (cleanCut(s, cut)) out = asSentence(cut);
      else return '';
    }
  }
  return out;
}

/** 'ads for', 'a campaign targeting': what follows is what the ads are for. */
const ADS_FOR = /\b(?:ads?|adverts?|campaign)\s+(?:for|about|targeting|on)\s+(?:our\s+|the\s+)?/;
// ("ad for 'dog friendly cottage Eden Valley'": a quoted search term, as typed.)
const SEARCHED = new RegExp(`${ADS_FOR.source}["'‘“]?([a-z][a-z' -]{2,40}?)["'’”]?(?=\\s*(?:[.,;:!?(]|$)|\\s+(?:with|that|each|using|which|under|aimed|for\\s+(?:people|customers|parents|owners)))`, 'i');
// ('for people searching "picture framing hebden bridge"', 'the keyword "…"': the search itself, as typed.)
const TYPED_SEARCH = /\b(?:search(?:ing|es|ed)?(?:\s+for)?|keyword|search term|query|queries)\s+["‘“']([a-z0-9][a-z0-9' &-]{2,40}?)["’”']/i;
const QUOTED_SEARCH = new RegExp(`${ADS_FOR.source}["'‘“]|${TYPED_SEARCH.source}`, 'i');

/**
 * What the ads are for, as a searcher types it ('ads for piano tuning in Leeds' gives 'piano tuning in Leeds', and
 * 'piano tuning' without the place): the headlines Google matches a search on first.
 */
export function searchedFor(request: string): string[] {
  const m = TYPED_SEARCH.exec(request) ?? SEARCHED.exec(request);
  if (!m) return [];
  const term = m[1]!.trim().replace(/\s+/g, ' ').replace(/'$/, '');
  if (/\b(?:our|we|us|it|them|this|that)\b/i.test(term) || term.split(' ').length > 6) return [];
  const place = /^(.+?)\s+(?:in|near|around|across)\s+([A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?)$/.exec(term);
  // ('dog friendly cottage Eden Valley': the place typed at the end, without 'in', is the place too.)
  const tail = /^(.+?[a-z])\s+((?:[A-Z][\w'-]*\s*){1,3})$/.exec(term);
  return place ? [term, place[1]!] : tail ? [term, tail[1]!] : [term];
}

/** One responsive search ad: headlines spread over the angles, descriptions of whole sentences, padded with plain true lines. */
function oneAd(kit: CreativeKit, headlineCount: number, descriptionCount: number): { headlines: string[]; descriptions: string[] } {
  const { m } = kit;
  const headline = (line: string) => {
    const cut = withoutStop(fitCharacters(line, SEARCH_AD.headlineCharacters));
    return cut.length >= 3 && cleanCut(withoutStop(line), cut, true) ? titleCase(cut) : null;
  };
  // The search the ads are for heads every ad; how a plan renews or is cancelled heads none.
  // (A term the request quotes heads the first version; a regenerate leads with other lines, the term being said once.)
  const quoted = QUOTED_SEARCH.test(kit.input.brief.request);
  const searched = quoted && kit.input.variant > 0 ? [] : searchedFor(kit.input.brief.request).filter((t) => t.length <= SEARCH_AD.headlineCharacters).map(titleCase);
  // A few headlines about one thing ('the beginner course') say that thing first: lines that name it lead.
  const wanted = Math.max(1, headlineCount - searched.length);
  const subjectWords = (m.subject && !m.subjectUnknown ? m.subject.toLowerCase().match(/[a-z]{4,}/g) ?? [] : []).filter((w) => !/^(?:about|their|your|with|from)$/.test(w));
  const names = (h: string) => subjectWords.some((w) => h.toLowerCase().includes(w.replace(/s$/, '')));
  const pool = spreadOverAngles(kit, wanted, (a) => headlineIdeas(m, a).filter((h) => !ADMIN_TERM.test(h)), headline).map((h) => h.line);
  // (Only the first place: the rest keep the angles' spread, so a regenerate still argues other lines.)
  const lead = subjectWords.length && !pool.some(names) && kit.input.variant % 2 === 0 ? spreadOverAngles(kit, wanted + 4, (a) => headlineIdeas(m, a).filter((h) => !ADMIN_TERM.test(h)), headline).map((h) => h.line).find((h) => names(h) && h.split(/\s+/).length >= 2) : undefined;
  const spread = lead ? [lead, ...pool.filter((h) => h !== lead)].slice(0, wanted) : pool;
  const headlines = [...searched, ...spread.filter((h) => !searched.some((t) => t.toLowerCase() === h.toLowerCase()))].slice(0, headlineCount);
  // Ads asked for certain people ('a set aimed at photographers') say whom they are for in one headline at least.
  // ('for people searching "…"' names nobody in particular.)
  const forThem = m.askedAudience && m.audienceShort && !/^(?:people|someone|anyone|everyone|users|searchers)$/i.test(m.audienceShort.trim()) ? titleCase(`Made for ${m.audienceShort}`) : null;
  if (forThem && forThem.length <= SEARCH_AD.headlineCharacters && !headlines.some((h) => h.toLowerCase().includes(m.audienceShort!.toLowerCase()))) {
    if (headlines.length >= headlineCount) headlines.splice(Math.max(searched.length, headlines.length - 1), 1);
    headlines.push(forThem);
  }
  // Too few facts for distinct headlines: plain, true ones fill the count rather than a repeat.
  const fillers = [m.knownBrand ? `${m.brand} Official Site` : null, 'See How It Works', 'Get Started Today', m.cta, 'Learn More Online'].filter((f): f is string => Boolean(f)).map((f) => titleCase(f));
  for (const f of fillers) if (headlines.length < headlineCount && !headlines.some((h) => h.toLowerCase() === f.toLowerCase()) && f.length <= SEARCH_AD.headlineCharacters) headlines.push(f);
  const descriptions = spreadOverAngles(
    kit,
    descriptionCount,
    (a) => descriptionIdeas(m, a).filter((d) => !d.some((x) => ADMIN_TERM.test(x))).map((d) => d.join('\n')),
    // (A description that is only the call to action, its fact too long to fit, says nothing.)
    (joined) => {
      const fitted = fitSentences(joined.split('\n').map((s) => s.trim()).filter(Boolean), SEARCH_AD.descriptionCharacters);
      return fitted && fitted !== asSentence(m.cta) ? fitted : null;
    },
  ).map((d) => d.line);
  while (descriptions.length < Math.min(descriptionCount, SEARCH_AD.minDescriptions)) descriptions.push(`${m.brand}: [what you sell and for whom, in one sentence]. ${asSentence(m.cta)}`);
  return { headlines, descriptions };
}

/** '2 Google search ads', 'three search ads': how many whole ads the request asks for (a count of headlines is not one). */
function adsAsked(request: string): number {
  const m = /\b(2|3|two|three)\s+(?:(?:google|responsive|paid|text)\s+)*(?:search\s+)?ads\b/i.exec(request);
  return m ? ({ '2': 2, '3': 3, two: 2, three: 3 } as Record<string, number>)[m[1]!.toLowerCase()]! : 1;
}

export const searchAdsTask: AgentTask = {
  id: 'creative.search-ads',
  agent: 'creative-agent',
  label: 'Google search ads',
  cues: ['search ad', 'google ads', 'google ad', 'rsa', 'ppc', 'adwords', 'responsive search', 'paid search', 'sem'],
  delivers: ['search ad', 'ad', 'description'],
  starter: 'Write Google search ads for our free trial',
  generate(input: TaskInput) {
    const kit = creativeKit(input);
    input = kit.input;
    const { m } = kit;
    const headlineCount = askedCount(input.brief, ['headline'], SEARCH_AD.defaultHeadlines, SEARCH_AD.maxHeadlines);
    const descriptionCount = askedCount(input.brief, ['description'], SEARCH_AD.defaultDescriptions, SEARCH_AD.maxDescriptions);
    // '2 Google search ads': each ad is a set of its own, written as a regenerate would be, so the second argues other lines.
    const adCount = adsAsked(input.brief.request);
    const ads = Array.from({ length: adCount }, (_, k) => oneAd({ ...kit, input: { ...input, variant: input.variant * adCount + k } }, headlineCount, descriptionCount));
    const { headlines, descriptions } = ads[0]!;
    const offerNote = m.offer && !ads.every((ad) => ad.headlines.concat(ad.descriptions).some((l) => (m.offer!.code && l.includes(m.offer!.code)) || (m.offer!.deal && l.toLowerCase().includes(m.offer!.deal.toLowerCase()))));
    const adText = (ad: { headlines: string[]; descriptions: string[] }) => [
      `**Headlines** (up to ${SEARCH_AD.headlineCharacters} characters each)`,
      ...ad.headlines.map((h, i) => `${i + 1}. ${h} _(${h.length})_`),
      '',
      `**Descriptions** (up to ${SEARCH_AD.descriptionCharacters} characters each)`,
      ...ad.descriptions.map((d, i) => `${i + 1}. ${d} _(${d.length})_`),
    ];
    const deliverable = [
      ...(adCount === 1 ? adText(ads[0]!) : ads.flatMap((ad, i) => [...(i ? [''] : []), `### Ad ${i + 1}`, '', ...adText(ad)])),
      '',
      `**Final URL:** ${m.link ?? '[landing page link]'}`,
    ].join('\n');
    return creativeOutput(kit, {
      summary: `${adCount === 1 ? 'A Google responsive search ad' : `${counted(adCount, 'Google responsive search ad')}, each arguing different lines,`}${forWhom(kit)}: ${headlines.length} ${headlines.length === 1 ? 'headline' : 'headlines'} and ${descriptions.length} ${descriptions.length === 1 ? 'description' : 'descriptions'}${adCount === 1 ? '' : ' each'} within Google's ${SEARCH_AD.headlineCharacters} and ${SEARCH_AD.descriptionCharacters} character limits.`,
      deliverable,
      notes: [
        'Google combines these in any order, so each headline stands on its own. Pin the brand headline to position 1 only if it must always show.',
        ...(offerNote ? ['The offer did not fit a headline or description; add it as a promotion asset.'] : []),
        ...(headlineCount > headlines.length ? [`The facts gave ${headlines.length} distinct headlines of the ${headlineCount} asked; add features or results to the space for more.`] : []),
      ],
      steps: [{ tool: 'copy_variants', summary: `${headlines.length} headlines (max ${Math.max(...headlines.map((h) => h.length))} characters), ${descriptions.length} descriptions (max ${Math.max(...descriptions.map((d) => d.length))} characters)` }],
    });
  },
};
