import nlp from 'compromise';
import type { AgentTask, TaskInput } from '../agent-task.ts';
import { callToAction } from './call-to-action.ts';
import { block, KEEP, listText, type Block, type EmailDraft } from './email-draft.ts';
import { EmailKit } from './email-kit.ts';
import { emailOutput } from './email-output.ts';
import { draftsOf } from './email-series.ts';
import { capitalise, sentence } from './copy-phrases.ts';

/** A launch email's structures; each regenerate takes the next: news first, the reader's problem first, or the facts laid out. */
const ANGLES = ['news-led', 'problem-led', 'facts-first'] as const;

function anglesOf(kit: EmailKit): string[] {
  // A charity's profile problem is its cause's, not the reader's: 'Tired of …?' would not fit.
  return ANGLES.filter((a) => a !== 'problem-led' || (kit.problem() && !kit.isCharity));
}

/**
 * Each structure stands on its own facts (the news with what it is and what you get; the reader's problem with
 * what sets it apart and a customer's result; the facts laid out under labels), so a regenerate is another email,
 * not the same sentences reordered. The price, the offer and whom it is for are in every one.
 */
/** 'is back for summer', 'returns this spring', 'back by popular demand': the launch of something people know. */
const BACK = /\b(?:is|are|'s)\s+back\b((?:\s+(?:for|this|next|in|by|on)\s+[a-z][\w ]{0,24}?)?)(?=[.,;!?]|\s+(?:and|with|from|under)\b|$)|\b(?:returns?|is returning|are returning|comes back)\b((?:\s+(?:for|this|next|in|on)\s+[a-z][\w ]{0,24}?)?)(?=[.,;!?]|\s+(?:and|with|from|under)\b|$)/i;

function build(kit: EmailKit, angle: string, turn: number): EmailDraft {
  const problem = kit.problem();
  const { offer, product, Product } = kit;
  const what = kit.whatItIs('It') ?? kit.ledger.blank(`one line on what ${product} is`);
  const situation = kit.situation;
  const heard = situation ? [`${capitalise(situation)}, so we wanted you to hear it first.`, `We're telling you first because ${situation}.`, `You're hearing this early because ${situation}.`][turn % 3]! : null;
  const offerBlock = block('offer', offer?.phrasing(turn), KEEP);
  const features = block('list', listText(kit.pick.pick(['What you get:', 'What it does:', "What's in it:"], 'launch.list'), kit.features(3)), 60);
  const trial = kit.trialTerm();
  // An event or a charity's campaign has no price to leave blank; a product launch does.
  const event = kit.isCharity || EVENT.test(product);
  // A topic whose own fact carries its price says it in the line on what it is; a structure without that line says it here.
  const price = block('price', [kit.topicPriced ? null : kit.price(!event), trial && `${capitalise(trial)}.`].filter(Boolean).join(' '), 75);
  // What the topic's own document says of it (date, place, what happens), as a list or as labelled lines.
  const details = kit.topicDetails().filter((d) => !/^(what|about|description|overview|summary)$/i.test(d.label));
  const detailList = block('details', details.length ? details.map((d) => `- **${d.label}:** ${kit.said(d.statement) && d.value}`).join('\n') : null, 90);
  const priceOrWhat = kit.topicPriced ? block('price', what, 75) : price;
  const proof = block('proof', kit.proof(turn), 45);
  const difference = block('difference', kit.difference(), 35);
  const cta = callToAction(kit, {
    wordings: kit.isCharity || EVENT.test(product) ? ['Sign up to take part', 'Join in', 'Register your place'] : ['See how it works', `Try ${product}`, 'Get started'],
    offerWordings: ['Claim {deal}', 'Get {deal}'],
    prefer: kit.isCharity || EVENT.test(product) ? /sign ?up|register|join|take part|event/i : /sign ?up|start|trial|pricing|launch/i,
    turn,
  });
  let blocks: Block[];
  let subject: string;
  let preview: string;
  // A request that names nothing to launch: the email introduces what the company offers, never 'the company is here'.
  const aboutCompany = !kit.topic && product.toLowerCase() === kit.company.toLowerCase();
  if (angle === 'news-led' && aboutCompany) {
    subject = offer ? `${kit.company}: ${offer.short}` : `What ${kit.company} can do for you`;
    preview = kit.productLine ? sentence(kit.productLine) : `A quick hello from ${kit.company}.`;
    blocks = [...block('opening', `A quick hello from ${kit.company}, and what we can do for you. ${kit.whatItIs() ?? ''}`, KEEP), ...block('context', heard, 40), ...offerBlock, ...features, ...price];
  } else if (angle === 'news-led') {
    // 'The Sunset Paddle is back for summer': a return, never 'Introducing' or 'New from' something people know.
    const back = BACK.exec(kit.brief.request);
    const be = isPlural(product) ? 'are' : 'is';
    const when = back?.[1] ?? back?.[2];
    const returns = back ? `${Product} ${be} back${when?.trim() ? ` ${when.trim()}` : ''}` : null;
    subject = offer ? `${returns ?? `${Product} ${be} here`}: ${offer.short}` : returns ?? kit.pick.pick([`Introducing ${product}`, `${Product} ${be} here`, `New from ${kit.company}: ${product}`], 'launch.subject');
    preview = kit.productLine ? sentence(kit.productLine) : `What it is, what it costs and how to start.`;
    // ('starting 1 March', 'from 1 March', 'launching on 1 March': when it starts is part of the news.)
    const starts = /\b(?:starting|from|launching|available from|begins?|beginning|opens?|opening)\s+(?:on\s+)?((?:mon|tues|wednes|thurs|fri|satur|sun)day\s+)?(\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+\d{1,2}(?:st|nd|rd|th)?)/i.exec(kit.brief.request);
    const from = starts ? ` ${be === 'are' ? 'They start' : 'It starts'} on ${starts[1] ?? ''}${starts[2]}.` : '';
    blocks = [...block('opening', `${returns ?? `${Product} ${be} here`}.${from} ${what}`, KEEP), ...block('context', heard, KEEP), ...offerBlock, ...detailList, ...(details.length ? [] : features), ...price, ...(features.length || details.length ? [] : difference)];
  } else if (angle === 'problem-led') {
    subject = offer ? `${capitalise(offer.short)}: meet ${product}` : `Tired of ${kit.problemShort()}?`;
    preview = `${Product}, and why we made it.`;
    blocks = [
      ...block('opening', `Tired of ${lowerFirst(problem!)}? ${Product} ${isPlural(product) ? 'are' : 'is'} our answer.`, KEEP),
      ...block('context', heard, KEEP),
      ...offerBlock,
      ...(difference.length ? difference : kit.topicPriced ? [] : block('news', `In short: ${kit.productLine ?? what}`.replace(/\.?$/, '.'), 60)),
      ...proof,
      ...priceOrWhat,
    ];
  } else {
    // An event with a date leads with it: the reader's first question is whether they are free.
    const dated = event ? details.find((d) => /^(date|when|dates)$/i.test(d.label)) : undefined;
    subject = offer ? `${Product}, ${offer.short}` : dated ? `Save the date: ${dated.value.replace(/,\s*\d{1,2}(?::\d{2})?\s*(?:am|pm).*$/i, '')}` : `${Product}: the details`;
    preview = event ? 'What it is, when and where, and how to take part.' : `What it is, who it's for, what it costs.`;
    const got = kit.features(3, 3);
    blocks = [
      ...block('opening', event ? (dated ? `Save the date for ${product}.` : `${Product}: the short version.`) : `${Product} ${isPlural(product) ? 'are' : 'is'} ready. Here's the short version.`, KEEP),
      ...offerBlock,
      ...block('what', `**What it is:** ${kit.productLine ?? kit.ledger.blank(`one line on what ${product} is`)}.`.replace(/\.\.$/, '.'), KEEP),
      ...block('who', situation ? `**Who it's for:** you, because ${situation}.` : kit.audience ? `**Who it's for:** ${kit.audience}.` : null, KEEP),
      ...block('detail', proseOf(details), 85),
      ...(details.length ? [] : block('list', listText('**What you get:**', got.length ? got : kit.features(3)), 80)),
      ...block('price', kit.topicPriced || !kit.price(!event) ? null : `**What it costs:** ${(kit.price(!event) ?? '').replace(/^(Pricing|Prices):\s*/, '')}${trial ? ` ${capitalise(trial)}.` : ''}`, 75),
    ];
  }
  return { job: null, timing: null, subject, preview, greeting: kit.greeting(), blocks, cta, signOff: kit.signOff(false) };
}

/** A launch of an event ('the Big Read-a-thon', 'our open day'): its call is to sign up, not to try a product. */
const EVENT = /\b(read-?a-?thon|marathon|fun run|walk|race|event|day|night|fair|festival|appeal|challenge|campaign|week|month|gala|auction|ball|party|open day|workshop|webinar|course|sessions?)\b/i;

/** An event's details in sentences: when and where in one ('It's on Saturday 13 March, at the Winter Garden.'), the rest as labelled lines. */
function proseOf(details: { label: string; value: string }[]): string | null {
  if (!details.length) return null;
  const when = details.find((d) => /^(date|when|time|dates)$/i.test(d.label));
  const where = details.find((d) => /^(place|where|venue|location|address)$/i.test(d.label));
  const rest = details.filter((d) => d !== when && d !== where).slice(0, 3);
  const lead = when || where ? `It's ${when ? `on ${when.value}` : ''}${when && where ? ', ' : ''}${where ? `at ${where.value}` : ''}.` : '';
  // The other details in one run, so this version reads as a paragraph rather than the first version's list again.
  const others = rest.map((d, i) => `${i ? d.label.toLowerCase() : d.label}: ${d.value.replace(/[.]+$/, '').replace(/;\s*/g, ', ')}`).join('; ');
  return [lead, others ? `${others}.` : ''].filter(Boolean).join(' ');
}

function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

export const launchEmail: AgentTask = {
  id: 'email.launch',
  agent: 'email-agent',
  label: 'a launch email',
  cues: ['launch', 'announce', 'announcement', 'introduce', 'unveil', 'release', 'new', 'new product', 'meet', 'now available', 'relaunch', 'go live'],
  delivers: ['email', 'launch email'],
  starter: 'Write a launch email announcing our new product to our customers',
  generate(input: TaskInput) {
    const kit = new EmailKit(input);
    const { drafts, angle } = draftsOf(kit, anglesOf(kit), (a, turn) => build(kit, a, turn), { wordings: ['Get started', `Try ${kit.product}`] });
    return emailOutput(kit, drafts, { noun: 'launch email', angle, advice: ['Send it on launch day; consider a short reminder to non-openers two or three days later.'] });
  },
};

/** 'our new Saturday appointments' takes 'are': the head noun of the name, read by the NLP library. */
function isPlural(name: string): boolean {
  const head = name.replace(/\([^)]*\)/g, '').trim().split(/\s+/).pop() ?? '';
  // ('our new puppy visits': alone, 'visits' reads as a verb; after 'the' it is the plural noun it is here.)
  return /[^s]s$/i.test(head) && !/^[A-Z]/.test(head) && (nlp(head).has('#Plural') || nlp(`the ${head}`).has('#Plural'));
}
