import { describe, expect, it } from 'vitest';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';
import type { AgentSlug } from '../../../core/server/agents/brief/brief.ts';

/**
 * A voice rule that keeps a subject out of copy ('Never quote MOT waiting times') holds in every piece, though the
 * profile lists that subject among the audience's problems: a hook on it would imply what the business cannot promise.
 * Through the function the server runs for an offline run.
 */
const profile = {
  business_name: 'Northgate Garage',
  business_description: 'An independent garage in Leeds doing MOTs, servicing and repairs.',
  offer_main: 'MOT tests, servicing and repairs',
  offer_price_point: 'MOT £45, full service from £149',
  audience_problems: 'Long MOT waiting times at the big chains; surprise bills; no courtesy car',
  offer_differentiator: 'Fixed prices agreed before any work; free courtesy car',
};
const voice = 'Tone: plain, friendly.\nRules\n- Never quote MOT waiting times.';

function answer(agent: AgentSlug, message: string): string {
  return catalogueAnswer(agent, { message, mode: 'chat', profile, brandVoice: voice, spaceName: 'Northgate Garage', library: [], version: 1 }, null).field ?? '';
}

describe('a subject the voice never raises', () => {
  it('no caption opens on the waiting times the rule keeps out', () => {
    const captions = answer('creative-agent', 'Write 3 Instagram captions about our MOTs');
    expect(captions).toMatch(/Caption 3/);
    expect(captions).not.toMatch(/waiting times/i);
  });

  it('a radio ad reads neither the waiting times nor half of the next price', () => {
    const script = answer('creative-agent', '30-second radio ad for our MOT service');
    expect(script).toMatch(/£45/);
    expect(script).not.toMatch(/waiting times/i);
    // ('MOT £45, full service from £149': 'full service from' names the next price, it is no detail of the first.)
    expect(script).not.toMatch(/from\./);
  });
});
