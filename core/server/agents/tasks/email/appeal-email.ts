import type { AgentTask, TaskInput } from '../agent-task.ts';
import { callToAction } from './call-to-action.ts';
import { block, KEEP, listText, type Block, type EmailDraft } from './email-draft.ts';
import { EmailKit } from './email-kit.ts';
import { emailOutput } from './email-output.ts';
import { draftsOf } from './email-series.ts';
import { capitalise, sentence } from './copy-phrases.ts';

/** An appeal's structures: the need first, the impact so far first, or what a gift does first. */
const ANGLES = ['need-led', 'impact-led', 'gift-led'] as const;

/** What a gift does, as the space's facts say it ('£10 packs one emergency parcel'), and the sum the request names. */
function giftLines(kit: EmailKit): string[] {
  const facts = kit.facts.prices.map((p) => sentence(kit.ledger.use(p)).replace(/\.$/, ''));
  const asked = kit.brief.amounts.map((a) => a.text).filter((t) => !facts.some((f) => f.includes(t)));
  return [...facts, ...asked.map((t) => `${t}: ${kit.ledger.blank(`what ${t} pays for`, 'the request or a document')}`)];
}

function build(kit: EmailKit, angle: string, turn: number): EmailDraft {
  const { company } = kit;
  const problem = kit.problem();
  const gifts = giftLines(kit);
  const giftList = block('gifts', listText('What your gift does:', gifts.length ? gifts : [kit.ledger.blank('what a gift of each size pays for', 'a document (your giving levels)')]), 80);
  const impact = block('impact', kit.proof(), 70);
  const how = block('how', kit.difference(), 50);
  const campaign = kit.topic ? kit.product : null;
  let subject: string;
  let preview: string;
  let blocks: Block[];
  if (angle === 'need-led') {
    subject = problem ? `${capitalise(kit.problemShort()!)}: you can help` : `Can you help this ${campaign ?? 'season'}?`;
    preview = gifts[0] ? `${gifts[0]}.` : `Your gift goes further than you think.`;
    blocks = [
      ...block('opening', problem ? `${capitalise(problem)}. That's why ${company} exists${campaign ? `, and why ${campaign} matters` : ''}.` : `${campaign ? capitalise(campaign) : 'Our work'} needs your help.`, KEEP),
      ...how,
      ...giftList,
      ...impact,
    ];
  } else if (angle === 'impact-led') {
    subject = kit.proofs().length ? `What your support made possible` : `Thank you, and one more ask`;
    preview = kit.proof() ?? 'What your support has done, and what comes next.';
    blocks = [...block('opening', kit.proof() ? `${kit.proof()} That happened because people like you gave.` : `Everything we do starts with people like you.`, KEEP), ...block('ask', `${campaign ? `For ${campaign}, we` : 'We'} need your help again.`, KEEP), ...giftList, ...how];
  } else {
    subject = gifts[0] ? gifts[0] : `What your gift does`;
    preview = 'Every gift, large or small, goes straight to the work.';
    blocks = [...block('opening', `Here's exactly what your gift does${campaign ? ` for ${campaign}` : ''}.`, KEEP), ...giftList, ...impact, ...how];
  }
  const cta = callToAction(kit, { wordings: ['Give today', 'Make a gift', 'Donate now'], prefer: /donat|give|giving|support|appeal/i, turn });
  return { job: null, timing: null, subject, preview, greeting: kit.greeting(), blocks, cta, signOff: kit.signOff(false) };
}

export const appealEmail: AgentTask = {
  id: 'email.appeal',
  agent: 'email-agent',
  label: 'a fundraising appeal email',
  cues: ['appeal', 'fundraising', 'fundraise', 'donate', 'donation', 'donor', 'monthly gift', 'give monthly', 'charity', 'sponsor', 'support our', 'raise money', 'giving tuesday'],
  delivers: ['email', 'appeal', 'appeal email', 'fundraising email'],
  starter: 'Write a fundraising appeal email for our winter campaign, linking to our donation page',
  generate(input: TaskInput) {
    const kit = new EmailKit(input);
    const { drafts, angle } = draftsOf(kit, ANGLES, (a, turn) => build(kit, a, turn), { wordings: ['Give today', 'Make a gift'] });
    return emailOutput(kit, drafts, { noun: 'fundraising appeal email', angle, advice: ['Send a short reminder to non-givers a week later; thank every donor within two days.'] });
  },
};
