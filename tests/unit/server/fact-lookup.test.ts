import { describe, expect, it } from 'vitest';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';

/**
 * A question for one fact of the business is answered with the line of the space's documents that states it, with
 * its source, or with a plain 'not in your facts' and what would give it; never with a decision on channels or a
 * review of the plan, and never referred to another agent because it names an ad channel. The space is a vintage
 * camper van hire.
 */
const PROFILE: Record<string, string> = {
  business_name: 'Split Screen Holidays',
  business_description: 'Vintage VW camper vans to hire for long weekends and weeks away, from Exeter.',
  goal_primary: '150 hire weeks in 2027',
  budget: '£1,000 a month',
};
const LIBRARY = [
  { kind: 'document' as const, id: 'd1', title: 'Season review 2026', text: 'Hires by channel, March to October:\n| Channel | Spend | Enquiries | Hires |\n| Meta ads | £2,400 | 210 | 48 |\n| Google Ads | £1,800 | 95 | 31 |\n| Word of mouth | £0 | 60 | 22 |\nAverage hire value: £780.' },
  { kind: 'document' as const, id: 'd2', title: 'Guest survey', text: 'What guests told us: the vans were spotless (mentioned 31 times); handover was friendly (19); wanted a later return time on the last day (12); found the gas stove fiddly (8); booking deposit felt high (3).' },
];
const ask = (agent: 'cmo' | 'strategy-review-agent', message: string) => catalogueAnswer(agent, { message, mode: 'normal', profile: PROFILE, brandVoice: null, spaceName: 'Split Screen', library: LIBRARY, version: 1, today: '2026-11-01' }, null)!;

describe('R-PROD-02 CMO and strategy: a question for one fact', () => {
  it('quotes the line that states it, with where it is from', () => {
    const answer = ask('cmo', 'What is our average hire value?');
    expect(answer.field).toContain('Average hire value: £780.');
    expect(answer.field).toContain('Season review 2026');
    expect(answer.field).not.toMatch(/\*\*Decision:\*\*|per hire \(/);
  });

  it('says plainly when the facts do not hold it, and guesses nothing', () => {
    const answer = ask('strategy-review-agent', "What's our repeat customer rate?");
    expect(answer.field).toContain('Your repeat customer rate is not in your space profile or documents');
    expect(answer.field).not.toMatch(/\*\*Verdict:\*\*|\d+(?:\.\d+)?\s?%/);
  });

  it('a missing fact with a comparison asked is said to be missing, and nothing is compared', () => {
    const answer = ask('strategy-review-agent', "What's our repeat customer rate at the moment, and is it better or worse than 2025?");
    expect(answer.field).toContain('Your repeat customer rate at the moment is not in your space profile or documents');
    expect(answer.field).toContain('nor compare it with an earlier figure');
  });

  it('lists what customers complain about, most mentioned first, and the one to fix first when asked', () => {
    const answer = ask('cmo', 'What do guests complain about most, and what should we fix first?');
    const order = ['later return time', 'gas stove fiddly', 'deposit felt high'].map((t) => answer.field!.indexOf(t));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(answer.field).toMatch(/\*\*Fix first:\*\* Wanted a later return time on the last day/);
    expect(answer.field).not.toMatch(/spotless|Meta ads/);
  });

  it('answers a count from the results table, not a referral to the Creative agent', () => {
    const answer = ask('strategy-review-agent', 'How many hires did Meta ads bring?');
    expect(answer.field).toContain('Hires: 48');
    expect(answer.draft).not.toContain("I can't help with");
  });
});
