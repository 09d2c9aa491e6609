import type { AgentTask, TaskInput } from '../agent-task.ts';
import { callToAction } from './call-to-action.ts';
import { block, KEEP, listText, type Block, type EmailDraft } from './email-draft.ts';
import { draftsOf } from './email-series.ts';
import { EmailKit } from './email-kit.ts';
import { emailOutput } from './email-output.ts';
import { capitalise } from './copy-phrases.ts';

/** A promotion's structures: the offer first, the value first with the offer right after, or a customer's result first. */
const ANGLES = ['offer-led', 'value-led', 'proof-led'] as const;

export const promotionEmail: AgentTask = {
  id: 'email.promotion',
  agent: 'email-agent',
  label: 'a promotional email with an offer',
  cues: ['promotion', 'promo', 'offer', 'discount', 'sale', 'code', 'coupon', 'deal', 'off', 'black friday', 'cyber monday', 'voucher', 'promote'],
  delivers: ['email', 'promotional email', 'promo email', 'offer email'],
  starter: 'Write a promotional email for [discount] off with code [CODE], ending [date]',
  generate(input: TaskInput) {
    const kit = new EmailKit(input);
    const angles = ANGLES.filter((a) => a !== 'proof-led' || kit.proofs().length);
    const { drafts, angle } = draftsOf(kit, angles, (a, turn) => build(kit, a, turn), { wordings: ['Use your code', 'Claim your offer'] });
    const offer = kit.offer;
    return emailOutput(kit, drafts, { noun: 'promotional email', angle, advice: !offer ? ['No discount, code or deadline was given, so the email promotes the offer itself; add them to your request to carry them word for word.'] : offer.deadline ? [`Send a one-line reminder a day before ${offer.deadline.replace(/^(until|by|before)\s+/i, '')} to people who opened but did not click.`] : [] });
  },
};

/**
 * Each structure has its own opening, its own wording of the offer and its own customer result and features, so a
 * regenerate reads as another email, not the same one reworded; every one names whom it is for and carries the offer.
 */
function build(kit: EmailKit, angle: string, turn: number): EmailDraft {
  const { offer, product, Product } = kit;
  // Without an offer in the request the email promotes the thing itself: no discount is invented, none is left blank.
  const offerLine = offer?.phrasing(turn) ?? '';
  const deal = offer?.short ?? null;
  const what = kit.whatItIs();
  const reader = kit.situation;
  const list = block('list', listText(kit.pick.pick(['What you get:', 'With it you get:', 'Included:'], 'promotion.list'), kit.features(3, turn * 2)), 55);
  const proof = block('proof', kit.proof(turn), 45);
  const price = block('price', kit.price(false), 40);
  let subject: string;
  let preview: string;
  let blocks: Block[];
  if (angle === 'offer-led') {
    subject = deal ? capitalise(deal) : `${Product}: worth a look`;
    preview = what ?? `An offer on ${product}, for you.`;
    const lead = deal ? (reader ? `${capitalise(reader)}, so here's an offer on ${product}.` : `Here's an offer on ${product}.`) : reader ? `${capitalise(reader)}, so here's a quick word about ${product}.` : `A quick word about ${product}.`;
    blocks = [...block('opening', `${lead} ${offerLine}`, KEEP), ...block('what', what, 60), ...list, ...proof, ...price];
  } else if (angle === 'value-led') {
    const problem = kit.problem();
    subject = deal ? `${Product}, ${deal}` : problem ? `Where ${product} helps with ${kit.problemShort()}` : `Why ${product}?`;
    preview = problem ? `Where ${product} helps with ${kit.problemShort()}.` : `What it does${deal ? ', and an offer' : ''}.`;
    blocks = [
      ...block('opening', problem ? `${capitalise(kit.problemShort()!)}? ${Product} can help. ${kit.whatItIs('It') ?? ''}` : (what ?? `A quick word about ${product}.`), KEEP),
      ...block('context', reader ? `This one is for you because ${reader}.` : null, KEEP),
      ...block('offer', offerLine ? `Right now: ${offerLine.charAt(0).toLowerCase()}${offerLine.slice(1)}` : null, KEEP),
      ...proof,
      ...list,
      ...price,
    ];
  } else {
    subject = deal ? `Your turn: ${deal}` : `What ${kit.proofWho() ?? 'customers'} saw with ${product}`;
    preview = reader ? `${capitalise(reader)}? Then this is for you.` : (what ?? '');
    blocks = [
      ...block('opening', kit.proof(turn), KEEP),
      ...block('offer', `${reader ? `${capitalise(reader)}? Then this is for you. ` : offerLine ? "Now it's your turn. " : ''}${offerLine}`, KEEP),
      ...block('what', what, 60),
      ...price,
      ...list,
    ];
  }
  const cta = callToAction(kit, { wordings: kit.offer ? ['Claim your offer', 'Use your code', 'Get the offer'] : ['Find out more', 'Book your place', `See ${product}`], offerWordings: ['Claim {deal}', 'Get {deal}', 'Start with {deal}'], prefer: /pricing|shop|buy|offer|sign ?up/i, turn });
  return { job: null, timing: null, subject, preview, greeting: kit.greeting(), blocks, cta, signOff: kit.signOff(false) };
}
