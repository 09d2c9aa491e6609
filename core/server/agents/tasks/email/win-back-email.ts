import type { AgentTask, TaskInput } from '../agent-task.ts';
import { callToAction } from './call-to-action.ts';
import { block, KEEP, listText, type Block, type EmailDraft } from './email-draft.ts';
import { draftsOf } from './email-series.ts';
import { EmailKit } from './email-kit.ts';
import { emailOutput } from './email-output.ts';
import { capitalise } from './copy-phrases.ts';

/** A win-back's structures: the offer first, a question about why they left first, a reminder of the value first, or a customer's result first. */
const ANGLES = ['offer-led', 'feedback-led', 'value-led', 'proof-led'] as const;

export const winBackEmail: AgentTask = {
  id: 'email.win-back',
  agent: 'email-agent',
  label: 'a win-back email',
  cues: ['win back', 'win-back', 'winback', 'lapse', 'lapsed', 'cancel', 'cancelled', 'churn', 'churned', 'come back', 'former customer', 'lost customer', 'miss you', 'to return', 'returning customer', 'returning client', 'reactivate', 'unsubscribed customer', 'not seen', 'have not seen', "haven't seen", 'not been in', "haven't been in", 'not visited', "haven't visited", 'not booked since', "haven't booked", 'have not booked', 'not ordered', "haven't ordered", 'have not ordered', "didn't reorder", 'not reordered', "haven't reordered", 'not in the last', 'ordered once', 'bought once', 'booked once', 'one-off customer'],
  delivers: ['email', 'win-back email'],
  starter: 'Write a win-back email for customers who cancelled in the last 90 days',
  generate(input: TaskInput) {
    const kit = new EmailKit(input);
    const angles = ANGLES.filter((a) => (a !== 'offer-led' || kit.offer) && (a !== 'proof-led' || kit.proofs().length));
    const { drafts, angle } = draftsOf(kit, angles, (a, turn) => build(kit, a, turn), { wordings: kit.isCharity ? ['Renew your support', 'Give again today'] : [`Come back to ${kit.product}`, 'Pick up where you left off'] });
    return emailOutput(kit, drafts, { noun: 'win-back email', angle, advice: [drafts.length > 1 ? 'Stop the series for anyone who comes back or replies.' : 'Send it once, then stop: one more email a week later to non-openers is the most a win-back should send.'] });
  },
};

function build(kit: EmailKit, angle: string, turn: number): EmailDraft {
    const { offer, product, Product } = kit;
    const reminder = block('value', listText(kit.pick.pick([`A reminder of what you get with ${product}:`, `What ${product} still does for you:`, `What's waiting for you:`], 'win-back.list'), kit.features(3)), 55);
    const what = block('what', kit.whatItIs(), 40);
    const proof = block('proof', kit.proof(), 45);
    const difference = block('difference', kit.difference(), 35);
    const ask = block('feedback', kit.pick.pick(["And if something didn't work for you, reply and tell us. We'd like to hear it.", 'Was something missing? Reply and tell us; it helps us improve.'], 'win-back.feedback'), 30);
    const offerBlock = block('offer', offer?.sentence, KEEP);
    let subject: string;
    let preview: string;
    let blocks: Block[];
    if (angle === 'offer-led') {
      subject = kit.pick.pick([`Come back for ${offer!.short}`, `We'd love you back: ${offer!.short}`], 'win-back.subject');
      preview = `${capitalise(offer!.deal ?? offer!.short)}, if you'd like to give ${product} another go.`;
      blocks = [...block('opening', `We'd love to have you back at ${kit.company}, so here's a reason to return.`, KEEP), ...offerBlock, ...(reminder.length ? reminder : difference), ...proof, ...ask];
    } else if (angle === 'feedback-led') {
      subject = offer ? `Can we ask you something? (${offer.short})` : kit.isCharity ? 'We miss you' : 'Can we ask why you left?';
      preview = 'One question, and an open door.';
      blocks = [
        ...block('opening', kit.isCharity ? `It's been a while since your last gift to ${kit.company}. Can we ask what changed? Just hit reply.` : `It's been a while since we last saw you. Can we ask what changed? What could we do better? Just hit reply.`, KEEP),
        ...offerBlock,
        ...block('bridge', `Whatever the reason, the door is open.`, 50),
        ...difference,
        ...proof,
      ];
    } else if (angle === 'value-led') {
      subject = kit.isCharity ? 'Your support still matters' : kit.pick.pick([`${Product} is ready when you are`, `Still thinking about ${product}?`], 'win-back.subject.value');
      preview = `A quick reminder from ${kit.company}.`;
      blocks = [...block('opening', kit.isCharity ? `A quick note from ${kit.company}, in case you'd like to support us again.` : `A quick note from ${kit.company}, in case you're weighing up a return.`, KEEP), ...offerBlock, ...(reminder.length ? reminder : what), ...difference, ...ask];
    } else {
      const who = kit.proofWho();
      subject = offer ? `${who ? `What ${who} saw` : 'A result worth a look'}, and ${offer.short}` : who ? `What ${who} saw with ${product}` : `A result worth a second look`;
      preview = 'A real result, and an open door.';
      blocks = [...block('opening', `Here's a result we're proud of. ${kit.proof()}`, KEEP), ...block('bridge', kit.isCharity ? `With your support, we can do it again.` : `If ${product} could do that for you, it's worth another look.`, KEEP), ...offerBlock, ...reminder, ...ask];
    }
    const cta = callToAction(kit, {
      wordings: kit.isCharity ? ['Renew your support', 'Give again today', 'Support us again'] : [`Come back to ${product}`, 'Pick up where you left off', 'Restart your account'],
      offerWordings: ['Come back for {deal}', 'Return with {deal}'],
      prefer: /log ?in|sign ?in|account|pricing|restart|reactivate/i,
      turn,
    });
    return { job: null, timing: null, subject, preview, greeting: kit.greeting(), blocks, cta, signOff: kit.signOff(false) };
}
