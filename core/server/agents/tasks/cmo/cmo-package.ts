import type { Brief, Deliverable } from '../../brief/brief.ts';
import type { FactSource } from '../../facts/fact-sheet.ts';
import type { AgentArtifact, ToolStep } from '../../tools/agent-context.ts';
import type { AgentTask, TaskInput, TaskOutput } from '../agent-task.ts';
import { uniqueSources } from '../strategy/advice-sources.ts';
import { SPECIALISTS, specialistTasks, type Specialist, type SpecialistLookup } from './specialist-tasks.ts';
import { cmoDecision } from './cmo-decision.ts';
import { questionAnswer } from '../strategy/strategy-tasks.ts';
import { dayPlan } from '../strategy/day-plan.ts';
import { researchQuestionsTask } from '../strategy/research-questions.ts';
import { campaignBrief } from './campaign-brief.ts';
import { movesOf } from './chosen-move.ts';
import { isDeliverableNoun, pieceOf } from '../../brief/deliverable-nouns.ts';
import { launchPlan, launchSpan } from './launch-plan.ts';
import { platformsIn } from '../../brief/channel-formats.ts';
import { parseEnglish } from '../../brief/english-words.ts';
import { escapeRegExp } from '../../../../domain/escape-reg-exp.ts';

/** 'a package for the puppy intro launch: …' gives 'puppy intro'; null when the request names no subject. */
function packageSubject(request: string): string | null {
  const m = /\b(?:package|kit|bundle|pack|campaign|set of pieces)\s+(?:for|about|on)\s+(?:the\s+|our\s+)?(.+?)(?:\s+(?:launch|release|campaign|promotion|promo|push))?\s*(?=[:.,;!?]|$)/i.exec(request);
  const found = m?.[1]?.trim();
  return found && found.split(/\s+/).length <= 6 ? found : null;
}

/**
 * Pieces listed after the colon that the brief read as none ('a Google Ads headline set'): the piece a word in the item
 * names, so no listed piece goes missing without a word.
 */
function unreadPieces(brief: Brief): Deliverable[] {
  const list = brief.request.split(/:\s+/).slice(1).join(': ');
  if (!list) return [];
  const items = list.split(/,\s*(?:and\s+)?|\s+and\s+|;\s*/).map((i) => i.trim().replace(/[.!?]+$/, '')).filter(Boolean);
  const found: Deliverable[] = [];
  for (const item of items) {
    const words = item.toLowerCase().split(/[^a-z-]+/).filter(Boolean).map((w) => w.replace(/(?<!s)s$/, ''));
    if (brief.deliverables.some((d) => words.includes(d.noun) || words.includes(d.noun.split(' ').at(-1)!))) continue;
    const noun = words.find((w) => isDeliverableNoun(w) && !['set', 'pack', 'package'].includes(w));
    if (!noun) continue;
    const platforms: Deliverable['platforms'] = /google ads|search ad|google search/i.test(item) ? ['google-search'] : /linkedin/i.test(item) ? ['linkedin'] : /facebook/i.test(item) ? ['facebook'] : /instagram/i.test(item) ? ['instagram'] : [];
    found.push({ noun, count: null, platforms, seconds: null });
  }
  return found;
}
const cueIn = (request: string) => (cue: string) => new RegExp(`(?<![\\w-])${escapeRegExp(cue)}(?![\\w-])`, 'i').test(request);
/** Nouns as the brief may write them and as a catalogue may list them ('landing-page outline', 'outline'). */
const nounForms = (noun: string) => [noun, noun.replace(/-/g, ' '), noun.split(/[\s-]/).at(-1)!];

/** The specialist task that writes a deliverable: the first specialist whose catalogue delivers it, and its task whose cues fit the request best. */
export function taskFor(deliverable: Deliverable, request: string, lookup: SpecialistLookup): { specialist: Specialist; task: AgentTask } | null {
  for (const forms of [[deliverable.noun, deliverable.noun.replace(/-/g, ' ')], nounForms(deliverable.noun)]) {
    for (const specialist of SPECIALISTS) {
      const tasks = lookup(specialist.agent).filter((t) => t.delivers.some((d) => forms.includes(d.toLowerCase())));
      if (!tasks.length) continue;
      const score = (t: AgentTask) => t.cues.filter(cueIn(request)).length;
      const task = tasks.reduce((best, t) => (score(t) > score(best) ? t : best));
      return { specialist, task };
    }
  }
  return null;
}

const PLATFORM_NAMES: Partial<Record<Deliverable['platforms'][number], string>> = {
  instagram: 'Instagram', facebook: 'Facebook', linkedin: 'LinkedIn', x: 'X', tiktok: 'TikTok', youtube: 'YouTube', 'google-search': 'Google Search', 'meta-ads': 'Meta ads', web: 'the web',
};
const plural = (d: Deliverable) => `${d.count ?? 1} ${d.noun}${(d.count ?? 1) === 1 ? '' : 's'}${d.platforms.length ? ` for ${d.platforms.map((p) => PLATFORM_NAMES[p] ?? p).join(', ')}` : ''}`;

/** A specialist's brief: the package's brief narrowed to the one deliverable it writes. */
function narrowed(brief: Brief, specialist: Specialist, task: AgentTask, deliverable: Deliverable): Brief {
  // 'a meta description for the Topper Plan page': the page is the SEO piece's subject; the email and posts are about the Topper Plan.
  const page = /page|landing|meta|title|seo|outline|faq|article/.test(deliverable.noun) || specialist.agent === 'seo-agent';
  const topic = !page && brief.topic ? brief.topic.replace(/\s+(?:landing\s+)?page$/i, '') : brief.topic;
  // The specialist reads only its own piece: the package's list of pieces is no copy for the email ('What we offer: an email and 3 posts').
  const offer = [brief.offer.discount, brief.offer.code ? `with code ${brief.offer.code}` : null, brief.offer.deadline].filter(Boolean).join(' ');
  const request = `Write ${plural(deliverable)}${topic ? ` about ${topic}` : ''}${offer ? `, ${offer}` : ''}${brief.audience ? ` for ${brief.audience}` : ''}.`;
  return { ...brief, request, agent: specialist.agent, task: task.id, deliverables: [deliverable], revision: null, topic };
}

/** Questions to ask people, not questions to answer on a page. */
const RESEARCH_QUESTIONS = /\b(?:interview|survey|research)\s+questions?\b|\bquestions?\s+(?:i|we)\s+(?:should|could|can|might|need to|want to)\s+ask\b|\bquestions?\s+to\s+ask\s+(?:them|him|her|our|the|customers|clients|people)\b/i;

/**
 * A package of several deliverables ('a launch package: an email, 3 LinkedIn posts and a landing-page
 * outline'): each piece written by the specialist whose catalogue delivers it, under that specialist's heading.
 */
export function cmoPackage(input: TaskInput, lookup: SpecialistLookup = specialistTasks): TaskOutput {
  // What the package is for, when the brief read no subject: 'a package for the puppy intro launch' is about the puppy intro.
  const subject = input.brief.topic ?? packageSubject(input.brief.request);
  const brief: Brief = { ...input.brief, topic: subject, deliverables: [...input.brief.deliverables, ...unreadPieces(input.brief)] };
  input = { ...input, brief };
  // 'Write the three questions I should ask the customers who refer the most': customer research, not FAQs for a page.
  if (RESEARCH_QUESTIONS.test(brief.request)) return researchQuestionsTask.generate(input);
  // A question with no piece of work in it ('is £15 a lead worth it?') asks for the CMO's call, not a package.
  const asked = questionAnswer(input);
  if (asked) return asked;
  // A question that asks for nothing to be written ('LinkedIn ads or webinars: where should the next $3,000 go?') is a call.
  const writes = /\b(write|draft|create|make|put together|prepare|give me|produce|design|build|package|kit)\b/i.test(brief.request);
  if (/\?/.test(brief.request) && (!brief.deliverables.length || !writes)) return cmoDecision(input);
  // 'Plan a two-week launch for Vault 9: what goes out each day' names a span and no pieces: the launch's usual pieces
  // (a plan over the days, an email, posts for the first channel the profile lists), said as chosen here.
  const span = !brief.deliverables.length && /\blaunch\w*\b/i.test(brief.request) ? launchSpan(brief.request) : null;
  if (span) {
    const platform = platformsIn(parseEnglish(input.facts.channels.join(', ')).words).find((p) => p !== 'email' && p !== 'web' && p !== 'google-search') ?? null;
    const pieces: Deliverable[] = [
      { noun: 'plan', count: 1, platforms: [], seconds: null },
      { noun: 'email', count: 1, platforms: [], seconds: null },
      { noun: 'post', count: 2, platforms: platform ? [platform] : [], seconds: null },
    ];
    const launched = cmoPackage({ ...input, brief: { ...brief, deliverables: pieces } }, lookup);
    return { ...launched, notes: [`You named no pieces, so this ${span}-day launch has a day-by-day plan, an email and 2 ${platform ? `${PLATFORM_NAMES[platform] ?? platform} ` : ''}posts${platform ? ', the first social channel your profile lists' : ''}; ask for others and the specialists will write them.`, ...launched.notes] };
  }
  // 'Give me one concrete campaign for it, with a budget' after a call: the brief of a campaign for what the call chose.
  const moves = !brief.deliverables.length && input.previous && /\bcampaign\b/i.test(brief.request) ? movesOf(input.previous.deliverable) : null;
  if (moves) return campaignBrief(input, moves.chosen, (brief.audience && !/\bagents?\b/i.test(brief.audience) ? brief.audience : null) ?? input.facts.audience ?? '[who it is for]', moves.turnedDown);
  // 'Plan our next two weeks: more weekday evening bookings, £400 extra': a plan over that span, in three steps.
  if (!brief.deliverables.length && /\bplan\b/i.test(brief.request)) return dayPlan(input);
  if (!brief.deliverables.length) {
    return {
      summary: 'Name the pieces the package needs and I will have each specialist write its part.',
      deliverable: '',
      notes: ['For example: "a launch package: an email, 3 LinkedIn posts and a landing-page outline".'],
      used: [],
      steps: [{ tool: 'package', summary: 'no deliverables named' }],
      artifacts: [],
    };
  }
  // 'Build me a 90-day plan to win 10 new clients': one plan is the CMO's own, from the request as written (a package
  // would hand it on rewritten, and lose its target).
  if (brief.deliverables.length === 1 && pieceOf(brief.deliverables[0]!.noun) === 'plan' && !launchSpan(brief.request)) return dayPlan(input);
  // A question whose only 'pieces' no specialist writes ('which one goes: Google Ads, the App Store listing ...?') asks for a decision.
  if (/\?/.test(brief.request) && brief.deliverables.every((d) => !taskFor(d, brief.request, lookup))) return cmoDecision(input);
  const parts: string[] = [];
  const notes: string[] = [];
  const used: FactSource[] = [];
  const steps: ToolStep[] = [];
  const artifacts: AgentArtifact[] = [];
  const written: string[] = [];
  for (const deliverable of brief.deliverables) {
    // A plan for the launch's first days is the CMO's own: the pieces put on days. A longer plan is the Strategy agent's.
    const span = pieceOf(deliverable.noun) === 'plan' ? launchSpan(brief.request) : null;
    if (span) {
      parts.push('### Launch plan', '', launchPlan(span, brief.deliverables, subject, brief.audience, input.facts), '');
      steps.push({ tool: 'specialist', summary: `CMO: a ${span}-day launch plan` });
      written.push(`a ${span}-day launch plan`);
      continue;
    }
    const strategyPlan = pieceOf(deliverable.noun) === 'plan' ? lookup('strategy-review-agent').find((t) => t.delivers.some((d) => pieceOf(d) === 'plan')) : undefined;
    const found = strategyPlan ? { specialist: SPECIALISTS.find((s) => s.agent === 'strategy-review-agent')!, task: strategyPlan } : taskFor(deliverable, brief.request, lookup);
    if (!found) {
      parts.push(`### ${deliverable.noun.charAt(0).toUpperCase()}${deliverable.noun.slice(1)}`, '', `No specialist writes ${plural(deliverable)} offline yet, so this piece is not in the package.`, '');
      notes.push(`${plural(deliverable)}: no specialist task delivers it offline.`);
      continue;
    }
    const { specialist, task } = found;
    const output = task.generate({ ...input, brief: narrowed(brief, specialist, task, deliverable), previous: null });
    parts.push(`### ${specialist.heading}`, '', `*${output.summary}*`, '', output.deliverable.trim(), '');
    // Each note says whose piece it is about; list items stay under the note they belong to.
    // A specialist's rule before its notes ('---') sets them apart from its own piece; in a package the notes are already apart.
    notes.push(...output.notes.map((n) => n.replace(/^---\s*\n+/, '')).filter((n) => n.trim()).map((n) => (/^\s*[-*]\s/.test(n) ? n : `${specialist.heading}: ${n}`)));
    used.push(...output.used);
    steps.push({ tool: 'specialist', summary: `${specialist.heading}: ${task.label} (${plural(deliverable)})` }, ...output.steps);
    artifacts.push(...output.artifacts);
    written.push(plural(deliverable));
  }
  const pageFirst = brief.deliverables.length > 1 && brief.deliverables.some((d) => /page|landing|outline|article/.test(d.noun)) && brief.deliverables.some((d) => !/page|landing|outline|article/.test(d.noun));
  return {
    summary: written.length ? `A package of ${written.join(', ').replace(/, ([^,]*)$/, ' and $1')}, each written by its specialist.` : 'None of the pieces asked for can be written offline yet.',
    deliverable: [...parts, ...(pageFirst ? ['### Order', '', 'Publish the page first, so the other pieces have somewhere to send people.'] : [])].join('\n').trim(),
    notes,
    used: uniqueSources(used),
    steps: [{ tool: 'package', summary: `${brief.deliverables.length} pieces: ${brief.deliverables.map(plural).join(', ')}` }, ...steps],
    artifacts,
  };
}

/**
 * The nouns the writing specialists deliver count towards a package (read when the catalogues are loaded); the
 * strategy agent's do not, since a CMO question about a plan or a cut is the CMO's own decision.
 */
function packageNouns(): string[] {
  const writers = SPECIALISTS.filter((s) => s.agent !== 'strategy-review-agent');
  return [...new Set(['package', 'kit', 'bundle', ...writers.flatMap((s) => specialistTasks(s.agent).flatMap((t) => t.delivers))])];
}

export const cmoPackageTask: AgentTask = {
  id: 'cmo.package',
  agent: 'cmo',
  label: 'a package of deliverables from the specialists',
  cues: ['package', 'kit', 'bundle', 'launch package', 'campaign', 'everything we need', 'assets', 'plus', 'along with'],
  delivers: packageNouns(),
  starter: 'Put together a launch package: an email, 3 LinkedIn posts and a landing-page outline',
  generate: (input) => cmoPackage(input),
};
