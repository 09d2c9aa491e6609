import type { AgentTask, TaskInput } from '../agent-task.ts';
import { callToAction } from './call-to-action.ts';
import { block, KEEP, type Block, type EmailDraft } from './email-draft.ts';
import { draftsOf } from './email-series.ts';
import { EmailKit } from './email-kit.ts';
import { emailOutput } from './email-output.ts';
import { capitalise, sentence } from './copy-phrases.ts';

/** A follow-up's structures: a recap first, the next step first, or a question first. */
const ANGLES = ['recap-led', 'next-step-led', 'question-led'] as const;

/** What the email follows up on, as the request names it. */
function occasionOf(request: string): string {
  const m = /\b(demo|call|meeting|trial|tasting|consultation|visit|webinar|event|workshop|chat|conversation|presentation|proposal|quote|site visit|tour)\b/i.exec(request);
  return m ? m[1]!.toLowerCase() : 'conversation';
}

/** When it was, if the request says ('yesterday', 'on Tuesday'). */
function whenOf(request: string): string {
  const m = /\b(yesterday|this morning|earlier today|today|last week|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b/i.exec(request);
  return m ? ` ${m[1]!.toLowerCase()}` : '';
}

export const followUpEmail: AgentTask = {
  id: 'email.follow-up',
  agent: 'email-agent',
  label: 'a follow-up email',
  cues: ['follow up', 'follow-up', 'followup', 'after the demo', 'after our call', 'after the meeting', 'recap', 'next step', 'demo', 'meeting', 'touch base', 'check in'],
  delivers: ['email', 'follow-up email', 'follow-up'],
  starter: 'Write a follow-up email after a demo call, under 80 words, suggesting a next step',
  generate(input: TaskInput) {
    const kit = new EmailKit(input);
    const occasion = occasionOf(kit.brief.request);
    const { drafts, angle } = draftsOf(kit, ANGLES, (a, turn) => build(kit, a, turn), { wordings: ['Shall we pick this up?', 'Is this still on your list?'] });
    return emailOutput(kit, drafts, { noun: `follow-up email after the ${occasion}`, nounPlural: `follow-up emails after the ${occasion}`, angle, about: false });
  },
};

function build(kit: EmailKit, angle: string, turn: number): EmailDraft {
    const occasion = occasionOf(kit.brief.request);
    // Later emails of a series go out days after: 'yesterday' and the first email's recap are not said again.
    const first = turn === kit.variant;
    const when = first ? whenOf(kit.brief.request) : '';
    const liked = kit.points.filter((p) => p.kind === 'liked').map((p) => `Glad you liked ${p.text}.`);
    const about = kit.points.filter((p) => p.kind === 'about').map((p) => p.text);
    const concerns = kit.points.filter((p) => p.kind === 'concern' && first).map((p) => {
      const answer = kit.answerTo(p.text);
      const said = `You mentioned a worry that ${p.text}.`;
      if (answer && first) kit.checks.push(`"${p.text}" is answered with "${answer}" from your facts: check it fits before sending.`);
      return `${said} ${answer ? `Here's how it works: ${answer.charAt(0).toLowerCase()}${answer.slice(1)}.` : kit.ledger.blank(`how you handle this: ${p.text}`, 'your notes from the call')}`;
    });
    const next = kit.points.find((p) => p.kind === 'next')?.text ?? null;
    const thanks = `Thanks for your time at the ${occasion}${when}.`;
    const recap = first ? [...liked, ...about].join(' ') : '';
    const proof = block('proof', kit.proof(), 30);
    // A recap of what it is only when the request gives nothing about the reader to follow up on.
    const value = block('value', !kit.points.length ? kit.whatItIs() : null, 25);
    const proposal = next ? `How about ${next}?` : null;
    let blocks: Block[];
    if (angle === 'recap-led') {
      blocks = [...block('opening', `${thanks} ${recap}`, KEEP), ...concerns.map((c) => ({ role: 'concern', text: c, weight: 90 })), ...value, ...proof, ...(kit.offer ? block('offer', kit.offer.sentence, KEEP) : [])];
    } else if (angle === 'next-step-led') {
      blocks = [
        ...block('opening', `A quick follow-up on the ${occasion}${when}, with one suggestion for the next step.`, KEEP),
        ...(kit.offer ? block('offer', kit.offer.sentence, KEEP) : []),
        ...concerns.map((c) => ({ role: 'concern', text: c, weight: 90 })),
        ...block('recap', recap, 50),
        ...proof,
      ];
    } else {
      blocks = [
        ...block('opening', `Did the ${occasion}${when} answer your questions? ${recap}`, KEEP),
        ...concerns.map((c) => ({ role: 'concern', text: c, weight: 90 })),
        ...(kit.offer ? block('offer', kit.offer.sentence, KEEP) : []),
        ...proof,
        ...value,
      ];
    }
    const cta = callToAction(kit, {
      wordings: proposal ? [proposal, `Would ${next} work for you?`, `Are you happy with ${next}?`] : ['Shall we set up the next step?', 'Would a short call next week suit you?', 'Any questions I can answer?'],
      reply: true,
      turn,
    });
    const subject =
      angle === 'recap-led' ? (first ? `Thanks for the ${occasion}` : `Following up on the ${occasion}`) : angle === 'next-step-led' ? (next ? `Next step: ${next}` : 'A suggestion for the next step') : `Any questions after the ${occasion}?`;
    const preview = concerns.length ? 'Your question, answered, and a next step.' : angle === 'recap-led' ? 'A short recap and the next step.' : angle === 'next-step-led' ? 'One suggestion for what comes next.' : 'Anything we can answer?';
    return { job: null, timing: null, subject: capitalise(subject), preview, greeting: kit.greeting(), blocks: blocks.map((b) => ({ ...b, text: b.text.trim() })), cta: sentence(cta), signOff: kit.signOff(true) };
}
