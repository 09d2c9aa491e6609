import type { AgentTask, TaskInput } from '../agent-task.ts';
import type { Angle } from './angles.ts';
import { askedCount } from './asked-pieces.ts';
import { SEARCH_AD } from './channel-specs.ts';
import { asSentence, capital, cleanCut, fitCharacters, fitWords, midSentence, mostlyRepeats, titleCase, withoutStop } from './copy-text.ts';
import type { CopyMaterial } from './copy-material.ts';
import { creativeKit, creativeOutput, forWhom } from './creative-output.ts';
import { spreadOverAngles } from './spread-over-angles.ts';

/** Headline ideas per angle, before fitting: short phrases a search ad can show in any order. */
function headlineIdeas(m: CopyMaterial, angle: Angle): string[] {
  const out: (string | null | false | undefined)[] = [];
  switch (angle) {
    case 'benefit':
      out.push(m.knownBrand && m.brand, m.subject, m.productShort, ...m.features.map((f) => fitWords(f, 5)).filter((f, i) => cleanCut(m.features[i]!, f)), m.differentiator && cleanCut(m.differentiator, fitWords(m.differentiator, 5)) && fitWords(m.differentiator, 5), m.audienceShort && `Made for ${m.audienceShort}`);
      break;
    case 'proof':
      for (const p of m.proofs) out.push(p.result, p.short, p.sentence);
      break;
    case 'problem':
      for (const p of m.problems) out.push(`Tired of ${p}?`, `${p}? Try ${m.brand}`);
      break;
    case 'offer':
      out.push(m.offer?.deal, m.offer?.code && `Use Code ${m.offer.code}`, m.offer?.ends && `Offer ${midSentence(m.offer.ends)}`, m.offer?.price, m.trial, m.trial && `Start Your ${m.trial.replace(/^\d+-day\s+/i, '')}`, m.priceLine, m.cta);
      break;
    case 'curiosity':
      out.push(`See How ${m.brand} Works`, m.knownBrand && `What Makes ${m.brand} Different?`, m.ctaAsked && m.cta);
      break;
  }
  return out.filter((h): h is string => typeof h === 'string' && h.trim().length > 0);
}

/** Description ideas per angle: one or two whole sentences. */
function descriptionIdeas(m: CopyMaterial, angle: Angle): string[][] {
  const what = m.productPhrase ? `${m.brand} is ${m.productPhrase}.` : null;
  const cta = asSentence(m.cta);
  const out: (string | null | false | undefined)[][] = [];
  switch (angle) {
    case 'benefit':
      out.push([what, cta], [m.features.length ? `${capital(m.features.slice(0, 2).map(midSentence).join(' and '))}.` : null, cta], [m.differentiator && asSentence(capital(m.differentiator)), cta]);
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
      out.push([m.differentiator && `What makes ${m.brand} different? ${asSentence(capital(m.differentiator))}`, cta]);
      break;
  }
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
    const headline = (line: string) => {
      const cut = withoutStop(fitCharacters(line, SEARCH_AD.headlineCharacters));
      return cut.length >= 3 && cleanCut(withoutStop(line), cut, true) ? titleCase(cut) : null;
    };
    const headlines = spreadOverAngles(kit, headlineCount, (a) => headlineIdeas(m, a), headline).map((h) => h.line);
    // Too few facts for distinct headlines: plain, true ones fill the count rather than a repeat.
    const fillers = [m.knownBrand ? `${m.brand} Official Site` : null, 'See How It Works', 'Get Started Today', m.cta, 'Learn More Online'].filter((f): f is string => Boolean(f)).map((f) => titleCase(f));
    for (const f of fillers) if (headlines.length < headlineCount && !headlines.some((h) => h.toLowerCase() === f.toLowerCase()) && f.length <= SEARCH_AD.headlineCharacters) headlines.push(f);
    const descriptions = spreadOverAngles(
      kit,
      descriptionCount,
      (a) => descriptionIdeas(m, a).map((d) => d.join('\n')),
      (joined) => fitSentences(joined.split('\n').map((s) => s.trim()).filter(Boolean), SEARCH_AD.descriptionCharacters) || null,
    ).map((d) => d.line);
    while (descriptions.length < Math.min(descriptionCount, SEARCH_AD.minDescriptions)) descriptions.push(`${m.brand}: [what you sell and for whom, in one sentence]. ${asSentence(m.cta)}`);
    const offerNote = m.offer && !headlines.concat(descriptions).some((l) => (m.offer!.code && l.includes(m.offer!.code)) || (m.offer!.deal && l.toLowerCase().includes(m.offer!.deal.toLowerCase())));
    const deliverable = [
      `**Headlines** (up to ${SEARCH_AD.headlineCharacters} characters each)`,
      ...headlines.map((h, i) => `${i + 1}. ${h} _(${h.length})_`),
      '',
      `**Descriptions** (up to ${SEARCH_AD.descriptionCharacters} characters each)`,
      ...descriptions.map((d, i) => `${i + 1}. ${d} _(${d.length})_`),
      '',
      `**Final URL:** ${m.link ?? '[landing page link]'}`,
    ].join('\n');
    return creativeOutput(kit, {
      summary: `A Google responsive search ad${forWhom(kit)}: ${headlines.length} headlines and ${descriptions.length} descriptions within Google's ${SEARCH_AD.headlineCharacters} and ${SEARCH_AD.descriptionCharacters} character limits.`,
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
