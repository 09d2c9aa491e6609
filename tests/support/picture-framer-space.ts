import { catalogueAnswer, type EngineResult } from '../../core/server/agents/tasks/offline-engine.ts';
import type { AgentContext } from '../../core/server/agents/tools/agent-context.ts';
import type { AgentSlug } from '../../core/server/agents/brief/brief.ts';
import type { PreviousAnswer } from '../../core/server/agents/tasks/agent-task.ts';

/**
 * A picture framer the engine's wordings were not written for: its profile, a price list and a saved voice, and the
 * engine's answer as the server's offline run computes it (`catalogueAnswer`), for tests that read what it writes.
 */
const PROFILE: Record<string, string> = {
  business_name: 'Mitre & Glass',
  business_description: 'A picture framing workshop in Hebden Bridge framing prints, photographs and needlework by hand.',
  website: 'https://mitreandglass.example',
  audience_primary: 'Local artists, photographers and people framing family pieces',
  offer_main: 'Bespoke picture framing with conservation glass, and ready-made frames',
  offer_differentiator: 'Every frame cut and joined by hand in our own workshop, ready in 10 days',
  goal_primary: 'Frame 60 orders a month by the end of June',
  budget: '£900 per month',
  channels_current: 'Instagram, Facebook, local newspaper ads, email newsletter',
  channels_best: 'Word of mouth and Instagram',
  tone_words: 'warm, crafted, plain',
  tone_avoid: 'cheap, stunning',
};

const PRICES = `# Mitre & Glass prices

| Service | Price |
|---|---|
| Bespoke frame, up to A3 | £85 |
| Conservation glass upgrade | £25 |

Phone: 01422 555019
Parking: free for 2 hours in the Valley Road car park, 50 metres from the shop.
`;

const VOICE = 'Tone: warm, crafted, plain\nAvoid: cheap, stunning\nSign-off: With care, the Mitre & Glass team';

/** `voice`: the saved brand voice, when a test needs rules of its own. */
export function ask(agent: AgentSlug, message: string, previous: PreviousAnswer | null = null, voice: string = VOICE): EngineResult {
  const ctx: AgentContext = { message, mode: 'chat', profile: PROFILE, brandVoice: voice, spaceName: 'Mitre & Glass', library: [{ kind: 'document', id: 'doc-1', title: 'prices.md', text: PRICES }], version: 1 };
  return catalogueAnswer(agent, ctx, previous);
}

/** A previous answer written by hand, with the brief its request reads to. */
export function given(agent: AgentSlug, request: string, deliverable: string): PreviousAnswer {
  return { deliverable, brief: ask(agent, request).brief, request };
}

