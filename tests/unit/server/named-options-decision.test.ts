import { describe, expect, it } from 'vitest';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';

/**
 * A decision between the options a request names ('more money into Pinterest or Google Shopping?') weighs those two
 * from the space's results table and says where the extra money goes; it does not answer another question (which
 * channel to stop) from the table's other rows. The space is a beekeeping supplies shop.
 */
const PROFILE: Record<string, string> = {
  business_name: 'Comb & Smoker',
  business_description: 'Beekeeping supplies sold online: hives, suits, smokers and starter kits.',
  goal_primary: '400 orders this spring',
};
const LIBRARY = [
  { kind: 'document' as const, id: 'd1', title: 'Channel results, autumn', text: 'Orders by channel, September to November:\n| Channel | Spend | Orders |\n| Pinterest ads | £300 | 12 |\n| Google Shopping | £800 | 50 |\n| Newsletter | £0 | 30 |' },
];
const ask = (agent: 'cmo' | 'strategy-review-agent', message: string) => catalogueAnswer(agent, { message, mode: 'normal', profile: PROFILE, brandVoice: null, spaceName: 'Comb & Smoker', library: LIBRARY, version: 1, today: '2026-12-01' }, null)!;

describe('R-PROD-02 CMO and strategy: a decision between the options the request names', () => {
  for (const agent of ['cmo', 'strategy-review-agent'] as const) {
    it(`${agent}: puts the extra money where it buys more of the two named, with the sums, and stops nothing`, () => {
      const answer = ask(agent, 'Should we put more money into Pinterest or Google Shopping this spring?');
      const decision = /\*\*Decision:\*\*(.*)/.exec(answer.draft)?.[1] ?? answer.draft.split('\n')[0]!;
      expect(decision).toContain('Google Shopping');
      expect(decision).toContain('£16 per order');
      expect(decision).toContain('£25 per order');
      expect(decision).not.toMatch(/Newsletter|\bstop\b|\bcut\b/i);
    });
  }
});
