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
  return ANGLES.filter((a) => a !== 'problem-led' || kit.problem());
}

function build(kit: EmailKit, angle: string, turn: number): EmailDraft {
  const problem = kit.problem();
  const { offer, product, Product } = kit;
  const what = kit.whatItIs('It') ?? kit.ledger.blank(`one line on what ${product} is`);
  const heard = kit.situation ? `${capitalise(kit.situation)}, so we wanted you to hear it first.` : null;
  const offerBlock = block('offer', offer?.sentence, KEEP);
  const features = block('list', listText(kit.pick.pick(['What you get:', 'What it does:', "What's in it:"], 'launch.list'), kit.features(3)), 60);
  const price = block('price', [kit.topicPriced ? null : kit.price(true), kit.trialTerm() && `${capitalise(kit.trialTerm()!)}.`].filter(Boolean).join(' '), 75);
  const proof = block('proof', kit.proof(), 45);
  const difference = block('difference', kit.difference(), 35);
  let blocks: Block[];
  let subject: string;
  let preview: string;
  // A request that names nothing to launch: the email introduces what the company offers, never 'the company is here'.
  const aboutCompany = !kit.topic && product.toLowerCase() === kit.company.toLowerCase();
  if (angle === 'news-led' && aboutCompany) {
    subject = offer ? `${kit.company}: ${offer.short}` : `What ${kit.company} can do for you`;
    preview = kit.productLine ? sentence(kit.productLine) : `A quick hello from ${kit.company}.`;
    blocks = [...block('opening', `A quick hello from ${kit.company}, and what we can do for you. ${kit.whatItIs() ?? ''}`, KEEP), ...block('context', heard, 40), ...offerBlock, ...features, ...difference, ...proof, ...price];
  } else if (angle === 'news-led') {
    subject = offer ? `${Product} is here: ${offer.short}` : kit.pick.pick([`Introducing ${product}`, `${Product} is here`, `New from ${kit.company}: ${product}`], 'launch.subject');
    preview = kit.productLine ? sentence(kit.productLine) : `What it is, what it costs and how to start.`;
    blocks = [...block('opening', `${Product} is here. ${what}`, KEEP), ...block('context', heard, 40), ...offerBlock, ...features, ...difference, ...proof, ...price];
  } else if (angle === 'problem-led') {
    subject = offer ? `${capitalise(offer.short)}: meet ${product}` : `No more ${kit.problemShort()}`;
    preview = `${Product} is ready today.`;
    blocks = [
      ...block('opening', `${capitalise(problem!)}: sound familiar? ${Product} is for you.`, KEEP),
      ...block('news', kit.productLine && !kit.lineIsFact ? `It's ready today: ${kit.productLine}.` : `It's ready today. ${what}`, KEEP),
      ...offerBlock,
      ...proof,
      ...features,
      ...price,
      ...block('context', heard, 30),
    ];
  } else {
    subject = offer ? `${Product}, ${offer.short}` : `${Product}: everything in one place`;
    preview = `What it is, what you get, what it costs.`;
    const got = kit.features(3);
    blocks = [
      ...block('opening', `${Product} is ready. Here's the short version.`, KEEP),
      ...offerBlock,
      ...block('what', `**What it is:** ${kit.productLine ?? kit.ledger.blank(`one line on what ${product} is`)}.`, KEEP),
      ...block('list', listText('**What you get:**', got), 80),
      ...block('price', kit.topicPriced ? null : `**What it costs:** ${(kit.price(true) ?? '').replace(/^(Pricing|Prices):\s*/, '')}${kit.trialTerm() ? ` ${capitalise(kit.trialTerm()!)}.` : ''}`, 75),
      ...proof,
    ];
  }
  const cta = callToAction(kit, {
    wordings: ['See how it works', `Try ${product}`, 'Get started'],
    offerWordings: ['Claim {deal}', 'Get {deal}'],
    prefer: /sign ?up|start|trial|pricing|launch/i,
    turn,
  });
  return { job: null, timing: null, subject, preview, greeting: kit.greeting(), blocks, cta, signOff: kit.signOff(false) };
}

export const launchEmail: AgentTask = {
  id: 'email.launch',
  agent: 'email-agent',
  label: 'a launch email',
  cues: ['launch', 'announce', 'announcement', 'introduce', 'unveil', 'release', 'new product', 'now available', 'relaunch', 'go live'],
  delivers: ['email', 'launch email'],
  starter: 'Write a launch email announcing our new product to our customers',
  generate(input: TaskInput) {
    const kit = new EmailKit(input);
    const { drafts, angle } = draftsOf(kit, anglesOf(kit), (a, turn) => build(kit, a, turn), { wordings: ['Get started', `Try ${kit.product}`] });
    return emailOutput(kit, drafts, { noun: 'launch email', angle, advice: ['Send it on launch day; consider a short reminder to non-openers two or three days later.'] });
  },
};
