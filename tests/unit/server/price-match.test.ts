import { describe, expect, it } from 'vitest';
import { ask } from '../../support/picture-framer-space.ts';

/**
 * 'They charge £65 and we're £85. Should we drop our price to compete?': a call, on the sums of the two prices the
 * request gives, with what the space's own facts say instead of cutting. Through the function the server runs offline.
 */
describe('a rival\'s lower price', () => {
  for (const agent of ['strategy-review-agent', 'cmo'] as const) {
    it(`${agent}: holds the price, with what each sale loses and the extra sales it would take`, () => {
      const answer = ask(agent, "The chain framers in Halifax charge £65 for an A3 frame and we're £85. Should we drop our price to compete?");
      const field = answer.field!;
      expect(field).toMatch(/^\*\*Decision:\*\* Hold your price at £85; don't drop to £65\./);
      expect(field).toContain('- Each sale at £65 takes £20 less: 23.5% of what it brings now.');
      expect(field).toContain('- To take the same money you would need 30.8% more sales');
      expect(field).toContain('Every frame cut and joined by hand in our own workshop');
      expect(field).not.toMatch(/\[to check\]| ÷ .* times /);
    });
  }
});
