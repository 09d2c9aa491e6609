import { describe, expect, it } from 'vitest';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';

/**
 * Taglines from a profile whose problems are separated by semicolons (a comma inside one of them), whose
 * differentiator joins two adjectives with 'and', and whose FAQ asks questions in bold. Through the function the
 * server runs for an offline run.
 */
const profile = {
  business_name: 'Tidewater Swim School',
  business_description: 'Small-group swimming lessons for children and adults in Plymouth.',
  offer_main: 'Weekly swimming lessons for children and adults',
  offer_differentiator: 'Gentle with nervous and older swimmers; warm pool',
  audience_problems: 'Cold, crowded public pools; nervous children; fitting lessons around work, school or shifts',
};
const FAQ = '# FAQ\n\n**Can adults learn from scratch?**\nYes. Most of our adult swimmers start in the shallow end.\n';

describe('taglines read from the profile', () => {
  it('no tagline is the tail of a list inside one problem, a cut adjective, or an FAQ question', () => {
    const answer = catalogueAnswer('creative-agent', { message: 'Give me 8 taglines for Tidewater Swim School, under 8 words each', mode: 'chat', profile, brandVoice: 'Tone: warm', spaceName: 'Tidewater', library: [{ kind: 'document', id: 'f', title: 'faq.md', text: FAQ }], version: 1 }, null);
    const lines = answer.field!.split('\n').filter((l) => /^\d+\. /.test(l));
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) {
      expect(line).not.toMatch(/No more (?:school|shifts)|school or shifts\.$/);
      expect(line).not.toMatch(/Gentle with nervous\.$/);
      expect(line).not.toMatch(/\?|\*\*/);
    }
  });
});
