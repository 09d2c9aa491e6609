import { describe, expect, it } from 'vitest';
import { ask } from '../../support/picture-framer-space.ts';

/**
 * 'Ok, so what can you do for the conservation glass upgrade?' after a decline: the pieces the agent writes about it,
 * each as a request to send, with what the facts say of it, never an unrelated decision. Through the function the
 * server runs for an offline run, in the picture framer's space.
 */
describe('R-PROD-02 what an agent can do for a thing, asked after a decline', () => {
  it('lists requests to send about it and its price from the facts', () => {
    const request = 'Draft the terms and conditions for our conservation glass upgrade';
    const decline = ask('cmo', request);
    expect(decline.draft).toMatch(/^I can't help with terms and conditions/);
    const answer = ask('cmo', 'ok, so what can you do for the conservation glass upgrade?', { deliverable: decline.field ?? decline.draft, brief: decline.brief, request });
    expect(answer.draft).toMatch(/^For the conservation glass upgrade, I can write any of these; send one as it is, or change it:\n- A launch plan for the conservation glass upgrade, with a budget split\n/);
    expect(answer.draft).toContain('What your facts say of it: Conservation glass upgrade costs £25.');
    expect(answer.draft).not.toMatch(/Decision|focus on/);
  });
});
