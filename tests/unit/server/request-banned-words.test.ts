import { describe, expect, it } from 'vitest';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';

/**
 * A word the request itself bans ('don't use the word "just" anywhere') is kept out of every line of the answer,
 * the stock lines included ('Just reply to this email'), as a word of the saved voice is. The space is a mobile
 * piano-removal firm.
 */
const PROFILE: Record<string, string> = {
  business_name: 'Keys in Transit',
  business_description: 'Piano removals across Yorkshire: uprights and grands, moved by a two-person crew with a stair-climber.',
  offer_main: 'Upright piano move: from £180',
};
const ask = (agent: 'email-agent' | 'creative-agent', message: string) => catalogueAnswer(agent, { message, mode: 'normal', profile: PROFILE, brandVoice: null, spaceName: 'Keys in Transit', version: 1 }, null)!;

describe('R-PROD-02 A word the request bans is in no line of the answer', () => {
  it('an email keeps out "just", its stock reply line included', () => {
    const answer = ask('email-agent', 'Write a short email to people who asked for a quote last month but did not book. Please don\'t use the word "just" anywhere.');
    expect(answer.field).not.toMatch(/\bjust\b/i);
  });

  it('banner headlines that "can\'t use" a word do without it', () => {
    const answer = ask('creative-agent', 'Write 5 banner headlines for upright piano moves. They can\'t use "piano".');
    expect(answer.field).not.toMatch(/\bpiano\b/i);
  });
});
