import { describe, expect, it } from 'vitest';
import { ask } from '../../support/picture-framer-space.ts';

/**
 * 'An H1 and intro paragraph for our X page' is the top of that page, never an audit refusal or a whole branch page;
 * 'Blog post intro, 2 paragraphs: "…"' is the post's opening, from the SEO agent or the Creative agent, never a
 * social post. Through the function the server runs for an offline run, in the picture framer's space.
 */
describe('R-PROD-02 the top of a page and the opening of a post', () => {
  it('"Write an H1 and intro paragraph for our bespoke framing page for people in Hebden Bridge and Todmorden"', () => {
    const answer = ask('seo-agent', 'Write an H1 and intro paragraph for our bespoke framing page for people in Hebden Bridge and Todmorden');
    expect(answer.field).toMatch(/^# Bespoke Framing in Hebden Bridge and Todmorden\n\nMitre & Glass offers bespoke framing for people in Hebden Bridge and Todmorden\. /);
    expect(answer.field).toContain('£85');
    expect(answer.draft).not.toMatch(/no page to audit|## Prices|Hebden Bridge is open/);
  });

  for (const agent of ['creative-agent', 'seo-agent'] as const) {
    it(`${agent}: "Blog post intro, 2 paragraphs: '…'" is the title and two paragraphs from the facts`, () => {
      const answer = ask(agent, "Blog post intro, 2 paragraphs: 'Your first bespoke frame: what to expect'");
      const [h1, ...paragraphs] = answer.field!.split(/\n\n/);
      expect(h1).toBe('# Your first bespoke frame: what to expect');
      expect(paragraphs).toHaveLength(2);
      expect(answer.field).toContain('ready in 10 days');
      expect(answer.draft).not.toMatch(/Instagram|Caption 1|\[Add:/);
    });
  }
});
