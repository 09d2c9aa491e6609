import type { AgentTask, TaskInput } from '../agent-task.ts';
import { callToAction } from './call-to-action.ts';
import { block, KEEP, listText, type Block } from './email-draft.ts';
import { EmailKit } from './email-kit.ts';
import { emailOutput } from './email-output.ts';
import { capitalise, firstClause, inner, listOf, sentence } from './copy-phrases.ts';

/** A newsletter's structures: sections under headings, one lead story and a short list, or a numbered list of things. */
const ANGLES = ['sections', 'lead-story', 'numbered'] as const;

interface Story {
  heading: string;
  text: string;
}

/** A request item said as a heading: 'a reminder about the Open Day on 14 September' reads 'The Open Day on 14 September'. */
function headingOf(item: string): string {
  const h = item
    .trim()
    .replace(/^(?:a|an)\s+(?:short\s+|quick\s+)?(?:reminder|note|word|update|piece|section|story)\s+(?:about|on|of|for)\s+/i, '')
    .replace(/^(?:news|an update|a reminder)\s+(?:about|on)\s+/i, '');
  return capitalise(h);
}

/** What the newsletter covers: the request's items, each with its details left to fill; else stories from the facts. */
function storiesOf(kit: EmailKit): Story[] {
  const items = kit.points.filter((p) => p.kind === 'item' || p.kind === 'what');
  if (items.length) {
    return items.slice(0, 5).map((point) => {
      const item = point.text;
      const verb = point.kind === 'item' ? point.verb : null;
      const heading = verb === 'welcome' ? `A warm welcome to ${inner(item)}` : verb === 'thank' ? `Thank you ${inner(item).replace(/^everyone\s+/i, '')}` : headingOf(item.replace(/^(?:the\s+)?(?:dates?|details?|times?)\s+of\s+/i, ''));
      const note = /^(?:a|an)\s+(?:short\s+|quick\s+)?note\b/i.test(item);
      // What the space's documents say of it, as written; a marked blank only when they say nothing.
      const found = verb === 'thank' || verb === 'welcome' ? [] : kit.statementsAbout(item, 2).map((st) => sentence(kit.said(st)));
      if (found.length) return { heading, text: found.join(' ') };
      if (verb === 'thank' || verb === 'welcome') return { heading, text: verb === 'thank' ? `It means a great deal, and it shows in every school we work with.` : `We're glad you're here.` };
      return { heading, text: note ? kit.ledger.blank(`a few lines: ${inner(heading)}`, 'the request') : kit.ledger.blank('two or three lines: what it is, when, why it matters', 'the request') };
    });
  }
  const stories: Story[] = [{ heading: "What's new", text: kit.ledger.blank("this month's news", 'a document with the news (notes, a changelog, an event)') }];
  const feature = kit.features(1)[0];
  if (feature) stories.push({ heading: 'Worth knowing', text: sentence(feature) });
  const proof = kit.proof();
  if (proof) stories.push({ heading: 'A result worth sharing', text: proof });
  const diff = kit.difference();
  if (stories.length < 3 && diff) stories.push({ heading: `Why ${kit.company}`, text: diff });
  return stories;
}

export const newsletterEmail: AgentTask = {
  id: 'email.newsletter',
  agent: 'email-agent',
  label: 'a newsletter',
  cues: ['newsletter', 'monthly update', 'digest', 'roundup', 'round-up', 'issue', 'monthly email', 'weekly email', 'update email', 'bulletin'],
  delivers: ['newsletter', 'email', 'issue'],
  starter: "Draft this month's newsletter: our news, one customer story and a tip",
  generate(input: TaskInput) {
    const kit = new EmailKit(input);
    const angle = ANGLES[kit.variant % ANGLES.length]!;
    const stories = storiesOf(kit);
    const name = kit.quoted[0] ?? null;
    const title = name ?? `${kit.company} update`;
    const first = stories[0]!;
    let blocks: Block[];
    let subject: string;
    if (angle === 'sections') {
      subject = `${title}: ${inner(firstClause(first.heading))}`;
      blocks = [
        ...block('opening', name ? `Welcome to ${name}. Here's what's new at ${kit.company}.` : `Here's what's new at ${kit.company}, in a few short lines.`, KEEP),
        ...stories.map((s, i) => ({ role: 'story', text: `**${s.heading}**\n${s.text}`, weight: i === 0 ? KEEP : 60 - i * 5 })),
      ];
    } else if (angle === 'lead-story') {
      subject = `${firstClause(first.heading)}, and more from ${name ?? kit.company}`;
      blocks = [
        ...block('opening', `**${first.heading}**\n${first.text}`, KEEP),
        ...block('list', listText('Also this time:', stories.slice(1).map((s) => s.heading)), 60),
      ];
    } else {
      subject = `${name ? `${name}: ` : ''}${stories.length} things from ${kit.company}`;
      blocks = [
        ...block('opening', `${stories.length === 1 ? 'One thing' : `${capitalise(['', 'one', 'two', 'three', 'four', 'five'][stories.length] ?? String(stories.length))} things`} worth knowing this time.`, KEEP),
        ...block('numbered', stories.map((s, i) => `${i + 1}. **${s.heading}.** ${s.text}`).join('\n'), KEEP),
      ];
    }
    const preview = stories.map((s) => firstClause(s.heading)).slice(0, 3).join(' · ');
    const cta = callToAction(kit, { wordings: ['Read more on our site', 'See it all on our site', 'Have a look'], offerWordings: ['Claim {deal}'], prefer: /blog|news|event|shop/i });
    const email = { job: null, timing: null, subject, preview, greeting: kit.greeting(), blocks, cta, signOff: kit.signOff(false) };
    const output = emailOutput(kit, [email], { noun: 'newsletter', angle, advice: ['Keep one main link, so the click goes where you want it.'] });
    return { ...output, summary: `A newsletter${name ? `, ${name},` : ''} from ${kit.company}${kit.audience ? ` for ${kit.audience}` : ''} with ${stories.length === 1 ? 'one story' : `${stories.length} stories`}: ${listOf(stories.map((s) => inner(s.heading)))}.` };
  },
};
