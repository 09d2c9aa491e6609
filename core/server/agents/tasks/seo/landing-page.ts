import type { FactSheet } from '../../facts/fact-sheet.ts';
import type { AgentTask, TaskInput, TaskOutput } from '../agent-task.ts';
import { capitalise } from '../../offline/template-grammar.ts';
import { asSentence, countWord, headPhrase, inSentence, listOf, titleCase } from './fact-phrases.ts';
import { faqQuestions } from './faq-questions.ts';
import { fitChars } from './fit-length.ts';
import { languageNote } from './language-note.ts';
import { DESCRIPTION_LIMIT, lengthMark, TITLE_LIMIT, titleTagOf } from './meta-writer.ts';
import { nextStepLink } from './next-step-link.ts';
import { offerLine } from './offer-line.ts';
import { placeIn } from './place-name.ts';
import { resultsOf, trialFacts } from './plan-facts.ts';
import { pricedOffer, type PricedOffer } from './priced-offer.ts';
import { readerCopy } from './reader-copy.ts';
import { productKeyword } from './seo-subject.ts';
import { UsedSources } from './used-sources.ts';
import { PAGE_INTRO, pageIntro } from './page-intro.ts';
import { indefinite } from '../english-phrases.ts';

const DEFAULT_RANGE = { min: 350, max: 600 };
const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8 };

// Every token with a letter or a figure counts, as a reader counting words counts '£55' and '90'.
const wordCount = (text: string) => text.replace(/https?:\/\/\S+/g, 'link').replace(/^\|?[-|:\s]+\|?$/gm, '').replace(/\*\*|^#+\s|\|/gm, ' ').split(/\s+/).filter((w) => /[a-z0-9]/i.test(w)).length;

/** What the request says about the page: the branch, street and place it is for, its length and sections, the action it ends on. */
interface PageAsk {
  branch: string | null;
  street: string | null;
  place: string | null;
  isNew: boolean;
  range: { min: number; max: number };
  /** The H2 sections asked for at least. */
  sections: number;
  /** The action the page ends on ('Book'). */
  action: string;
}

const SITE = 'branch|studio|shop|store|clinic|location|site|office|centre|center|salon|showroom|workshop|practice|café|cafe|restaurant|gym|venue|outlet';

function pageAsk(request: string, facts: FactSheet, limitWords: number | null): PageAsk {
  const name = '[A-Z][\\p{L}\'’-]+(?:\\s+[A-Z][\\p{L}\'’-]+){0,2}';
  const branch = new RegExp(`\\b(?:the\\s+)?(?:new\\s+)?(${name})\\s+(?:${SITE})\\b`, 'u').exec(request)?.[1] ?? null;
  const street = new RegExp(`\\b(?:on|at)\\s+(${name}(?:\\s+(?:Street|St|Road|Rd|Lane|Avenue|Way|Square|Place|Row|Parade|Hill))?)`, 'u').exec(request)?.[1] ?? null;
  const ownName = facts.company?.toLowerCase() ?? '';
  const cleanBranch = branch && !ownName.includes(branch.toLowerCase()) && !/^(?:Location|Landing|Service|Product|Write|Create|Draft)$/.test(branch) ? branch : null;
  const range = /(\d{2,4})\s*(?:to|-|–|and)\s*(\d{2,4})\s*words\b/i.exec(request);
  const asked = range ? { min: Number(range[1]), max: Number(range[2]) } : limitWords ? { min: Math.round(limitWords * 0.9), max: limitWords } : DEFAULT_RANGE;
  const h2 = /\b(?:at least|min(?:imum)?|)\s*(\d|one|two|three|four|five|six|seven|eight)\s+(?:h2s?|sections|subheadings?)\b/i.exec(request);
  const sections = h2 ? (NUMBER_WORDS[h2[1]!.toLowerCase()] ?? Number(h2[1])) : 3;
  const verb = /\b(?:call|cta|ask|prompt|invitation)\s+to\s+(book|buy|order|call|visit|sign up|register|enrol|enroll|join|contact|get in touch|try)\b/i.exec(request)?.[1] ?? (/\bbook/i.test(request) ? 'book' : null);
  return {
    branch: cleanBranch,
    street: street && street !== cleanBranch ? street : null,
    place: placeIn(request, [facts.company, street, cleanBranch]),
    isNew: /\bnew\b/i.test(request),
    range: { min: Math.min(asked.min, asked.max), max: Math.max(asked.min, asked.max) },
    sections: Math.max(1, Math.min(sections, 8)),
    action: verb ?? 'get in touch',
  };
}

interface Section {
  heading: string;
  paragraphs: string[];
  /** Lower stays longer when the page must be shorter; 0 is never dropped. */
  priority: number;
}

const withArticle = (phrase: string) => (/^(?:a|an|the)\s/i.test(phrase) ? phrase : `${indefinite(phrase)} ${phrase}`);

const offerItem = (o: PricedOffer) => `- **${o.name ?? 'Option'}** (${o.price})${o.includes.length ? `: ${listOf(o.includes)}` : o.note ? `: ${o.note}` : ''}`;

/**
 * A landing page for a location, service or product, from the space's facts and the request: an H1, an opening,
 * what is on offer, the prices as the documents state them, why this business, a review as written, the practical
 * details the request gives (a missing one is a marked blank), and a closing call to action.
 */
function generate(input: TaskInput): TaskOutput {
  const { brief, facts } = input;
  const used = new UsedSources(facts);
  used.profile();
  const ask = pageAsk(brief.request, facts, brief.limits.words);
  const blanks: string[] = [];
  const blank = (what: string) => {
    blanks.push(what);
    return `[${what}]`;
  };
  const C = facts.company ?? blank('your business name');
  const where = ask.branch ?? ask.place;
  const offers = facts.prices.map(pricedOffer);
  const category = headPhrase(facts.industry, 4) ?? headPhrase(facts.description, 4) ?? productKeyword(facts);
  const what = facts.product ? inSentence(facts.product) : category ?? blank('what you offer');
  const readers = facts.audience ? inSentence(facts.audience.split(/(?<=[.!?])\s/)[0]!.replace(/[.!?]$/, '')) : null;
  const action = ask.action;
  const Action = capitalise(action);
  const link = nextStepLink(brief, facts);
  if (link?.fact) used.fact(link.fact);
  const url = link?.url ?? blank('booking link');

  const h1 = readerCopy(
    where
      ? `${C} ${where}${category ? `: ${titleCase(category).replace(/-([a-z])/g, (_, l: string) => `-${l.toUpperCase()}`)}` : ''}${ask.street ? ` on ${ask.street}` : ask.branch && ask.place && ask.place !== ask.branch ? ` in ${ask.place}` : ''}`
      : `${C}${category ? `: ${titleCase(category)}` : ''}`,
    input,
  ).replace(/\.$/, '');

  const at = where ? `${ask.branch ? `our ${ask.isNew ? 'new ' : ''}${ask.branch} ${/branch|studio|shop|store|clinic|centre|salon/i.exec(brief.request)?.[0]?.toLowerCase() ?? 'branch'}` : where}` : null;
  const opening = [
    at ? `${capitalise(at)}${ask.street ? ` is on ${ask.street}` : ' is open'}${ask.place && ask.place !== ask.branch ? ` in ${ask.place}` : ''}.` : null,
    // The profile's description when it says what the business is ('A bicycle repair workshop in Leeds …').
    facts.description && /^(?:a|an)\s/i.test(facts.description.trim()) ? `${C} is ${inSentence(facts.description.trim().split(/(?<=[.!?])\s/)[0]!.replace(/[.!?]$/, ''))}.` : null,
    `${facts.description && /^(?:a|an)\s/i.test(facts.description.trim()) ? 'It' : C} ${/^(?:a|an|the)\s/i.test(what) ? 'is' : 'offers'} ${what}${readers ? ` for ${readers.replace(/^(?:people|adults|customers)\b/i, (m) => m.toLowerCase())}` : ''}.`,
  ].filter(Boolean).join(' ');

  const sections: Section[] = [];
  // What you get: each offer with what it includes, else the features, else the product.
  // Offers that say nothing beyond their name read as one sentence; the table below gives their prices.
  const described = offers.some((o) => o.includes.length || o.note);
  const services = offers.length ? (described ? offers.map(offerItem) : [`You can ${action === 'book' ? 'book' : 'choose'} ${listOf(offers.map((o) => withArticle(inSentence(o.name ?? 'an option'))), 'or')}.`]) : facts.features.slice(0, 5).map((f) => `- ${asSentence(f.text)}`);
  offers.forEach((o) => used.fact(o.fact));
  if (!offers.length) facts.features.slice(0, 5).forEach((f) => used.fact(f));
  sections.push({ heading: at ? `What you can ${action === 'book' ? 'book' : 'find'} at ${ask.branch ?? where}` : 'What we offer', paragraphs: [services.length ? services.join('\n') : `${capitalise(what)}. ${blank('what each service includes')}`], priority: 0 });
  // Prices exactly as the documents state them, in a table; no price is written that a document does not give.
  const priceRows = offers.map((o) => `| ${(o.name ?? 'Option').replace(/\|/g, '/')} | ${o.fullPrice.replace(/\|/g, '/')} |`);
  const terms = trialFacts(facts).slice(0, 1);
  terms.forEach((t) => used.fact(t));
  const offer = offerLine(brief);
  sections.push({
    heading: 'Prices',
    paragraphs: priceRows.length
      ? [['| Option | Price |', '|---|---|', ...priceRows].join('\n'), ...(terms.length ? [asSentence(terms[0]!.text)] : []), ...(offer ? [asSentence(offer)] : [])]
      : [`${blank('your price list')} ${offer ? asSentence(offer) : ''}`.trim()],
    priority: 0,
  });
  // Whom it is for, and the problems the profile says they have, each met by a fact (the differentiator, the prices).
  const low = [...offers].sort((a, b) => (Number(a.fact.amount.replace(/[^0-9.]/g, '')) || 0) - (Number(b.fact.amount.replace(/[^0-9.]/g, '')) || 0))[0] ?? null;
  const worries = (facts.problems ?? '')
    .split(/\s*[;,\n]\s*(?:and\s+)?|\s+and\s+(?=(?:people|customers|clients|those|no|not)\b)/i)
    .map((p) => p.replace(/^(?:and|or)\s+/i, '').replace(/[.!]+$/, '').trim())
    .filter((p) => p.split(/\s+/).length <= 16 && /[a-z]{3}/i.test(p))
    .slice(0, 2)
    .map((p, i) => {
      const thinks = /^(?:people|customers|clients|those|many)\s+who\s+(?:think|believe|worry|feel|assume)s?\s+(?:that\s+)?(.+)$/i.exec(p);
      if (thinks) return /\b(?:price|cost|expensive|afford|money|budget)/i.test(thinks[1]!) && low ? `Think ${thinks[1]}? Every price is listed above, from ${low.price}.` : `Think ${thinks[1]}? ${facts.differentiator ? asSentence(facts.differentiator) : blank(`your answer to that worry`)}`;
      return `Fed up with ${inSentence(p)}? ${i === 0 && facts.differentiator ? asSentence(facts.differentiator) : blank('how you solve it')}`;
    });
  // Why this business: whom it is for, their worries each met by a fact, the differentiator once, up to three features.
  const diff = facts.differentiator ? asSentence(facts.differentiator) : null;
  const why = [readers ? `${capitalise(at ?? C)} is for ${readers}.` : null, ...worries, diff && !worries.some((w) => w.includes(diff)) ? diff : null].filter((x): x is string => Boolean(x));
  const features = facts.features.slice(0, offers.length ? 3 : 0);
  features.forEach((f) => used.fact(f));
  sections.push({ heading: `Why ${C}`, paragraphs: why.length || features.length ? [why.join(' '), features.map((f) => `- ${asSentence(f.text)}`).join('\n')].filter(Boolean) : [blank('what sets you apart, in one or two sentences')], priority: 2 });
  // How to book: the steps the page itself gives (its prices, its link, its place), nothing the facts do not say.
  sections.push({
    heading: `How to ${action}`,
    paragraphs: [[`1. Choose what you need from the ${offers.length ? 'prices' : 'options'} above.`, `2. ${Action} at ${url}.`, `3. ${ask.street ? `Come to ${at ?? C} on ${ask.street}` : `Come to ${at ?? C}`}.`].join('\n')],
    priority: 4,
  });
  // Proof as written, with its numbers and its name: quoted, never reworded.
  const proof = [...resultsOf(facts), ...facts.proof].filter((f, i, all) => all.findIndex((o) => o.text === f.text) === i).slice(0, 3);
  proof.forEach((f) => used.fact(f));
  sections.push({ heading: 'What people say', paragraphs: proof.length ? proof.map((f) => `> ${f.text.replace(/\s+/g, ' ').trim()}`) : [blank('a customer review, with the reviewer’s first name')], priority: proof.length ? 1 : 3 });
  // Where and when: what the request gives; anything else a marked blank for the page's owner.
  const place = [ask.street ? `You will find ${at ?? 'us'} on ${ask.street}${ask.place && ask.place !== ask.branch ? `, ${ask.place}` : ''}: ${blank('full address and postcode')}.` : `Address: ${blank('full address and postcode')}.`, `Opening hours: ${blank('opening hours')}.`, `Getting here: ${blank('parking or public transport')}.`].join('\n\n');
  sections.push({ heading: ask.branch || ask.street ? `Finding ${at ?? 'us'}`.replace(/^Finding our /, 'Finding the ') : 'Where and when', paragraphs: [place], priority: 1 });

  const cta = `**${Action} your ${offers[0]?.name ? `${inSentence(offers[0].name.replace(/\s*\([^)]*\)/g, ''))} ` : 'place '}${ask.branch ? `at ${C} ${ask.branch}` : `with ${C}`}: ${url}**`;
  const render = (list: Section[]) => readerCopy([opening, ...list.flatMap((s) => [`## ${s.heading}`, ...s.paragraphs])].join('\n\n'), input);
  let body = render(sections);
  const total = () => wordCount(`${h1}\n${body}\n${cta}`);
  // Too long: the least needed sections go (never the prices, the offer or the place), as long as the asked H2s remain.
  while (total() > ask.range.max) {
    const drop = sections.filter((s) => s.priority > 0).sort((a, b) => b.priority - a.priority)[0];
    if (!drop || sections.length <= ask.sections) break;
    sections.splice(sections.indexOf(drop), 1);
    body = render(sections);
  }
  // Too short: the rest of the features the facts list, then the questions buyers ask, answered from the facts.
  const whySection = sections.find((x) => x.heading === `Why ${C}`);
  for (const f of facts.features.slice(features.length, 8)) {
    if (!whySection || total() >= ask.range.min) break;
    const line = `- ${asSentence(f.text)}`;
    if (body.includes(asSentence(f.text).replace(/\.$/, '')) || wordCount(`${h1}\n${body}\n${line}\n${cta}`) > ask.range.max) continue;
    const list = whySection.paragraphs.findIndex((x) => x.startsWith('- '));
    if (list >= 0) whySection.paragraphs[list] = `${whySection.paragraphs[list]}\n${line}`;
    else whySection.paragraphs.push(line);
    used.fact(f);
    body = render(sections);
  }
  if (total() < ask.range.min) {
    const faq: Section = { heading: 'Questions before you ' + action, paragraphs: [], priority: 4 };
    // Only answers the page does not give already, and no second call to action before the last.
    const said = body.toLowerCase();
    const asked = faqQuestions(facts, brief).filter((q) => q.answer && !q.extra && !/^(?:cost|price|plans|start|what|who|different|results|offer|features|integrations)$/.test(q.id) && (q.id !== 'refund' || /refund|money[- ]back/i.test(q.answer.text)) && !said.includes(q.answer.text.toLowerCase().replace(/[.!]+$/, '').slice(-40)));
    for (const q of asked) {
      if (total() >= ask.range.min) break;
      if (body.toLowerCase().includes(q.answer!.text.toLowerCase().replace(/[.!]+$/, ''))) continue;
      const next = `**${q.asks[input.variant % q.asks.length]!}** ${q.answer!.text}`;
      if (wordCount(`${h1}\n${body}\n${next}\n${cta}`) > ask.range.max) continue;
      if (!faq.paragraphs.length) sections.splice(sections.length - 1, 0, faq);
      faq.paragraphs.push(next);
      body = render(sections);
      if (q.answer!.profile) used.profile();
      q.answer!.facts.forEach((f) => used.fact(f));
      body = render(sections);
    }
  }
  const words = total();
  const deliverableBody = `${body}\n\n${cta}`;
  const titleTag = h1.length <= TITLE_LIMIT ? h1 : fitChars(`${C}${where ? ` ${where}` : ''}${category ? `: ${titleCase(category)}` : ''}`, TITLE_LIMIT).length <= TITLE_LIMIT && where ? fitChars(`${C} ${where}${category ? `: ${titleCase(category)}` : ''}`, TITLE_LIMIT) : titleTagOf(h1, facts.company);
  const lowest = low;
  const description = fitChars(readerCopy(`${capitalise(what)}${where ? ` at ${C} ${where}${ask.street ? `, ${ask.street}` : ''}` : ` from ${C}`}.${lowest ? ` From ${lowest.price}.` : ''} ${Action} online.`, input), DESCRIPTION_LIMIT);
  const deliverable = [`**Title tag:** ${titleTag} ${lengthMark(titleTag, TITLE_LIMIT)}`, `**Meta description:** ${description} ${lengthMark(description, DESCRIPTION_LIMIT)}`, '', `# ${h1}`, '', deliverableBody].join('\n');
  const h2s = sections.length;
  const notes: string[] = [];
  if (words < ask.range.min) notes.push(`The page is ${words} words, short of the ${ask.range.min} you asked for: your facts run out here, and I won't pad it. Fill the blanks, or add services, reviews or details to a document or the profile.`);
  if (h2s < ask.sections) notes.push(`It has ${countWord(h2s)} H2 sections, not the ${countWord(ask.sections)} asked: your facts did not support more.`);
  if (blanks.length) notes.push(`Fill the marked blanks before publishing: ${[...new Set(blanks)].join('; ')}. Your space does not say them, so I left them rather than guess.`);
  if (offers.length) notes.push(`The prices are the ${countWord(offers.length)} your documents list, as written; check they apply at ${ask.branch ? `the ${ask.branch} branch` : 'this location'} before it goes live.`);
  const language = languageNote(brief);
  if (language) notes.push(language);
  return {
    summary: `A ${words}-word landing page${where ? ` for ${C} ${where}` : ''}, with an H1, ${countWord(h2s)} H2 sections, its title tag and meta description, ending on a call to ${action}.`,
    deliverable,
    notes,
    used: used.list(),
    steps: [{ tool: 'landing_page', summary: `${h2s} H2 sections, ${offers.length} prices, ${words} words (asked ${ask.range.min} to ${ask.range.max})` }],
    artifacts: [],
    publishable: { kind: 'article', title: h1, body: deliverableBody },
    measured: [words, ask.range.min, ask.range.max, titleTag.length, description.length],
  };
}

export const LANDING_PAGE_TASK: AgentTask = {
  id: 'seo.landing',
  agent: 'seo-agent',
  label: 'landing page copy',
  cues: ['landing page', 'h1 and intro', 'an h1', 'intro paragraph', 'opening paragraph', 'hero copy', 'page intro', 'location page', 'service page', 'branch page', 'product page', 'page copy', 'copy for the page', 'local page', 'new branch', 'branch'],
  delivers: ['landing page'],
  starter: 'Write a 400-word landing page for our main service, with real prices from our price list',
  // ('An H1 and intro paragraph for our X page': the top of the page only.)
  generate: (input) => (PAGE_INTRO.test(input.brief.request) && !input.brief.revision ? pageIntro(input) : generate(input)),
};
