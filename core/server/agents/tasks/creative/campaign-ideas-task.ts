import type { AgentTask, TaskInput } from '../agent-task.ts';
import { anglesFor, hooksOf, type Angle } from './angles.ts';
import { askedCount } from './asked-pieces.ts';
import { capital, counted, withoutStop } from './copy-text.ts';
import { creativeKit, creativeOutput, type CreativeKit } from './creative-output.ts';

/**
 * 'Write 3 ideas for a Mother's Day campaign: the concept, a headline and the channel for each': each idea takes
 * another angle the facts can carry (the offer, a customer's result, the reader's problem, what they get, a
 * question), says what the campaign does, gives it a headline from that angle and a channel the space uses.
 */

const ONE_LINE = /\b(?:single|one)[- ]line(?:rs?)?\b|\bone-liners?\b|\ba line each\b|\bone line (?:each|per idea)\b/i;
const NOUNS = ['idea', 'concept', 'campaign idea', 'campaign concept'];
const TITLES: Record<Angle, string> = { offer: 'The offer, said plainly', proof: 'One customer\'s story', problem: 'From the problem to the answer', benefit: 'What they get', curiosity: 'A question worth a second look' };

/** The occasion the campaign is for, as the request names it ('Mother's Day', 'Black Friday', 'the spring launch'). */
function occasionOf(request: string): string | null {
  return /\bfor\s+(?:a|an|our|the)?\s*((?:[A-Z][\w'’]*\s+){0,3}[A-Z][\w'’]*|the\s+[a-z][\w'’ ]{2,30}?)\s+(?:campaign|promotion|push|sale)\b/.exec(request)?.[1]?.trim() ?? null;
}

/** The channels the space uses, best first, as the profile names them; a default pair when it names none. */
function channelsOf(kit: CreativeKit): string[] {
  const { facts } = kit.input;
  const named = [facts.bestChannel ?? '', ...facts.channels].flatMap((c) => c.split(/,\s*|\s+and\s+/)).map((c) => c.trim()).filter((c) => c && c.split(/\s+/).length <= 4);
  const unique = named.filter((c, i) => named.findIndex((o) => o.toLowerCase() === c.toLowerCase()) === i);
  return unique.length ? unique : ['Instagram', 'email'];
}

function conceptOf(kit: CreativeKit, angle: Angle, occasion: string | null): string {
  const { m } = kit;
  // A result with its figures, not the sentence that only sets the scene.
  const proof = m.proofs.find((p) => p.result || p.compact) ?? m.proofs.find((p) => /%|\bfrom\b.+\bto\b/.test(p.sentence)) ?? m.proofs[0];
  const concept = (() => {
    switch (angle) {
      case 'offer':
        return `lead with ${m.offer?.deal ? `the offer: ${m.offer.deal}${m.offer.code ? ` with code ${m.offer.code}` : ''}${m.offer.ends ? `, ${m.offer.ends}` : ''}` : m.trial ? m.trial : 'one clear offer'}, and make the one thing to do obvious.`;
      case 'proof':
        return `tell one customer's result: ${withoutStop(proof ? (proof.result && proof.fact.who ? `${proof.fact.who}: ${proof.result}` : proof.compact ?? proof.sentence) : '[a customer result with its numbers]')}.`;
      case 'problem':
        return `start from the problem your customers name (${withoutStop(m.problems[0] ?? m.problemSentence?.split(/,\s*|\s+and\s+/)[0] ?? '[the problem]')}) and answer it with what ${m.brand} offers.`;
      case 'curiosity':
        return `ask the question your customers ask themselves, and let ${m.brand} answer it in the copy and the visual.`;
      default:
        return `show what people get from ${m.brand}: ${withoutStop(m.points[0] ?? m.features[0] ?? m.differentiator ?? '[what they get]')}.`;
    }
  })();
  return occasion ? `For ${occasion}, ${concept}` : capital(concept);
}

export const campaignIdeasTask: AgentTask = {
  id: 'creative.campaign-ideas',
  agent: 'creative-agent',
  label: 'campaign ideas, each with a concept, a headline and a channel',
  cues: ['idea', 'ideas', 'concept', 'concepts', 'campaign idea', 'campaign ideas', 'campaign concept'],
  delivers: ['concept', 'campaign idea', 'campaign concept'],
  starter: 'Give me 3 campaign ideas for our next promotion, each with a concept, a headline and a channel',
  generate(input: TaskInput) {
    const kit = creativeKit(input);
    // ('10 ideas' are ten: a count asked is met up to a dozen, the angles taken in turn.)
    const count = askedCount(kit.input.brief, NOUNS, 3, 12);
    // 'each one a single line': one line an idea, its headline then what it does.
    const oneLine = ONE_LINE.test(kit.input.brief.request);
    const occasion = occasionOf(kit.input.brief.request);
    const angles = anglesFor(kit.m, kit.input.variant, count);
    const channels = channelsOf(kit);
    // A headline reads in a glance: an angle whose hooks are all sentences of the facts gives way to the next.
    const fitting = (angle: Angle) => hooksOf(kit.m, angle).filter((h) => h.length <= 60);
    const usable = angles.filter((a) => fitting(a).length);
    const order = usable.length ? usable : angles;
    // Each idea a headline of its own: an angle whose hooks are used up gives way to the next, and a count the facts
    // cannot fill is said, not padded with repeats.
    const used = new Set<string>();
    const picks: { angle: Angle; hook: string }[] = [];
    for (let i = 0; picks.length < count && i < count * order.length; i++) {
      const angle = order[i % order.length]!;
      const hook = fitting(angle).find((h) => !used.has(h.toLowerCase()));
      if (!hook) continue;
      used.add(hook.toLowerCase());
      picks.push({ angle, hook });
    }
    if (!picks.length) picks.push({ angle: order[0]!, hook: `${kit.m.brand}: [your headline]` });
    const ideas = picks.map(({ angle, hook }, i) => {
      const headline = kit.voiced(occasion && !hook.toLowerCase().includes(occasion.toLowerCase()) && hook.length <= 45 ? `${occasion}: ${hook}` : hook);
      if (oneLine) return `${i + 1}. **${withoutStop(capital(headline))}**: ${conceptOf(kit, angle, occasion).replace(/^\w/, (c) => c.toLowerCase())}`;
      return [`## ${i + 1}. ${TITLES[angle]}`, '', `- **Concept:** ${conceptOf(kit, angle, occasion)}`, `- **Headline:** ${withoutStop(capital(headline))}`, `- **Channel:** ${capital(channels[(i + kit.input.variant) % channels.length]!)}`].join('\n');
    });
    return creativeOutput(kit, {
      summary: `${counted(ideas.length, 'campaign idea')}${occasion ? ` for ${occasion}` : ''}, each from a different angle.`,
      deliverable: ideas.join(oneLine ? '\n' : '\n\n'),
      notes: [
        ...(ideas.length < count ? [`Your facts give ${ideas.length} distinct ideas, not ${count}: add offers, customer results or features to the profile or a document for more.`] : []),
        oneLine ? 'Each idea takes another angle, so they can be tested against each other.' : 'Each idea takes another angle, so they can be tested against each other; the channel is one your profile says you use.',
      ],
      steps: [{ tool: 'copy_variants', summary: `${ideas.length} campaign ideas over ${new Set(picks.map((p) => p.angle)).size} angles` }],
    });
  },
};
