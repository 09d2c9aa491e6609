import { asInvitation, isInstruction } from '../../brief/phrase-type.ts';
import type { AgentTask, TaskInput } from '../agent-task.ts';
import { callToAction } from './call-to-action.ts';
import { block, KEEP, type Block, type EmailDraft } from './email-draft.ts';
import { draftsOf } from './email-series.ts';
import { EmailKit } from './email-kit.ts';
import { emailOutput } from './email-output.ts';
import { capitalise } from './copy-phrases.ts';
import { escapeRegExp } from '../../../../domain/escape-reg-exp.ts';

/** A cold email's structures: the reader's problem first, a customer's result first, or straight to what we do. */
const ANGLES = ['problem-led', 'proof-led', 'direct'] as const;

export const coldOutreachEmail: AgentTask = {
  id: 'email.cold-outreach',
  agent: 'email-agent',
  label: 'a cold outreach email',
  cues: ['cold', 'cold email', 'outreach', 'prospect', 'prospecting', 'never heard', 'introduce ourselves', 'first contact', 'reach out', 'pitch', 'sales email', 'lead'],
  delivers: ['email', 'cold email', 'outreach email'],
  starter: 'Write a cold outreach email to the head of operations at a mid-sized company, under 120 words',
  generate(input: TaskInput) {
    const kit = new EmailKit(input);
    const angles = ANGLES.filter((a) => (a !== 'problem-led' || kit.problemShort()) && (a !== 'proof-led' || kit.proofs().length));
    const { drafts, angle } = draftsOf(kit, angles, (a, turn) => build(kit, a, turn), { wordings: ['Should I close the loop on this?', 'Is this worth a conversation?'] });
    return emailOutput(kit, drafts, { noun: 'cold outreach email', angle, advice: ['Personalise the first line for each person before you send; one specific detail about them beats any template.'] });
  },
};

function build(kit: EmailKit, angle: string, turn: number): EmailDraft {
    const problemShort = kit.problemShort();
    const { company, product } = kit;
    const offers = kit.productLine ? (isInstruction(kit.productLine) ? asInvitation(kit.productLine) : `${company} offers ${kit.productLine}.`) : `${company} makes ${product}. ${kit.ledger.blank(`one line on what ${product} does`)}`;
    const team = kit.audienceHead ? `teams like yours` : 'your team';
    let blocks: Block[];
    let subject: string;
    if (angle === 'problem-led') {
      subject = kit.pick.pick([`${capitalise(problemShort!)}?`, `A question about ${problemShort}`], 'cold.subject.problem');
      blocks = [
        ...block('opening', `Quick question: do you deal with ${problemShort}?`, KEEP),
        ...block('what', `If so, we can help. ${offers}`, KEEP),
        ...block('proof', kit.proof(), 60),
        ...block('difference', kit.difference(), 30),
      ];
    } else if (angle === 'proof-led') {
      const who = kit.proofWho();
      subject = who ? `What ${who} did, and an idea for you` : 'A result you might find useful';
      blocks = [...block('opening', kit.proof(), KEEP), ...block('what', `I'm writing from ${company}: ${offers.replace(new RegExp(`^${escapeRegExp(company)} offers `), 'we offer ')} I think we could help ${team} in the same way.`, KEEP), ...block('difference', kit.difference(), 30)];
    } else {
      subject = kit.pick.pick([`${company} + your team?`, `An idea for ${kit.audienceHead ?? 'your team'}`], 'cold.subject.direct');
      blocks = [...block('opening', `I'll keep this short. ${offers}`, KEEP), ...block('difference', kit.difference(), 60), ...block('proof', kit.proof(), 50)];
    }
    if (kit.offer) blocks.push(...block('offer', kit.offer.sentence, KEEP));
    const cta = callToAction(kit, { wordings: ['Worth a short call next week?', 'Would a short overview by email be useful?', 'Is this worth a conversation?'], reply: true, turn });
    return { job: null, timing: null, subject, preview: [`A short note from ${company}.`, `One idea, and one question.`][turn % 2]!, greeting: kit.greeting(), blocks, cta, signOff: kit.signOff(true) };
}
