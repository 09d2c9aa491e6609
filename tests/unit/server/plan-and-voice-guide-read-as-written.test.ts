import { describe, expect, it } from 'vitest';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';
import type { AgentSlug } from '../../../core/server/agents/brief/brief.ts';

/**
 * A plan pasted as numbered lines with the budget and goal on lines after them, and a voice headed by its title:
 * read as written. Through the function the server runs for an offline run.
 */
const profile = {
  business_name: 'Sudsy Paws',
  business_description: 'A mobile dog grooming van in south Bristol.',
  offer_main: 'Full grooms for small and large dogs',
  offer_differentiator: 'We come to you; the Calm Coat promise (half-price next visit if your dog is too anxious to finish)',
  budget: '£400 a month on ads',
  tone_words: 'Warm, plain, local',
};
const PRICES = `# Prices\n\n- Full groom, small dog: £45\n- Full groom, large dog: £60\n\n## Policies\n- Bundles are non-refundable after the first groom.\n- Outside BS3 and BS4: £6 per visit.\n`;
const VOICE = 'Sudsy Paws brand voice\n\nWe sound like a friendly neighbour.\n\nBanned words: cheap, pamper';

function answer(agent: AgentSlug, message: string) {
  return catalogueAnswer(agent, { message, mode: 'chat', profile, brandVoice: VOICE, spaceName: 'Sudsy Paws', library: [{ kind: 'document', id: 'p', title: 'prices.md', text: PRICES }], version: 1 }, null).field ?? '';
}

describe('a plan and a voice read as written', () => {
  const PLAN = "Here's my plan, be honest:\n1) Spend £150 a month on Facebook ads\n2) Drop the Calm Coat promise because it costs us money\n3) Start a TikTok\nTotal budget is £400 a month. The goal is filling Monday slots.";

  it('the last move ends at its line: the budget and the goal after it are the plan\'s', () => {
    const review = answer('strategy-review-agent', PLAN);
    expect(review).toContain('"Start a TikTok"');
    expect(review).not.toMatch(/Start a TikTok Total budget/);
  });

  it('dropping what the profile says sets the business apart is a change to weigh, never a move to keep without a word', () => {
    const review = answer('strategy-review-agent', PLAN);
    expect(review).toMatch(/Drop the Calm Coat promise because it costs us money"\.\*\* It drops what your profile says sets you apart/);
  });

  it('a voice guide takes no tone from the voice\'s title, and no fee or no-refund rule as a line to borrow', () => {
    const guide = answer('brand-voice', 'Write a short voice guide for a new starter with 3 dos and 3 donts');
    expect(guide).not.toMatch(/Sound Sudsy Paws brand voice|Tone: Sudsy Paws brand voice/i);
    expect(guide).not.toMatch(/£6\b|non-refundable/);
  });
});
