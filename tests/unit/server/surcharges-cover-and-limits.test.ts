import { describe, expect, it } from 'vitest';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';
import type { AgentSlug } from '../../../core/server/agents/brief/brief.ts';
import type { ReferencedSource } from '../../../core/server/agents/offline/request-material.ts';

/**
 * Price lists as small trades write them (a surcharge with a plus sign, a rate per 15 minutes after a free first
 * half hour, the insurance the business carries) and limits an answer cannot meet, through the function the
 * server runs for each offline run. The space is a mobile phone repair van the engine was not written for.
 */
const PROFILE: Record<string, string> = {
  business_name: 'Fixvan Phone Repair',
  business_description: 'Fixvan repairs phones and tablets from a van that comes to your home or office in Cardiff.',
  offer_main: 'Screen and battery repairs done on your doorstep',
  audience_primary: 'Busy people in Cardiff who cannot be without their phone',
};
const PRICES = `# Fixvan prices

| Repair | Price |
|---|---|
| Screen repair | £79 |
| Battery swap | £49 |
| Evening and weekend visits | +£15 surcharge |
| Data recovery | £10 per 15 minutes after the first 30 |

## Cover

- Public liability insurance: £2,000,000
`;
const LIBRARY: ReferencedSource[] = [{ kind: 'document', id: 'p1', title: 'fixvan-prices.md', text: PRICES }];
const VOICE = 'Tone: quick and friendly.\nSign-off: Fixvan';
const ask = (agent: AgentSlug, message: string) => catalogueAnswer(agent, { message, mode: 'normal', profile: PROFILE, brandVoice: VOICE, spaceName: 'Fixvan', library: LIBRARY, version: 1 }, null)!;

describe('R-PROD-02 price lines as trades write them', () => {
  const faq = ask('seo-agent', 'Write 6 FAQs for our pricing page, with answers.').field ?? '';

  it('a "+£15 surcharge" is £15 extra, never the price of the visits', () => {
    expect(faq).toMatch(/Evening and weekend visits cost £15 extra/);
    expect(faq).not.toMatch(/visits cost £15[.:]/);
  });

  it('"£10 per 15 minutes after the first 30" keeps its unit and when it applies', () => {
    expect(faq).toMatch(/Data recovery costs £10 per 15 minutes, after the first 30/);
  });

  it('the insurance the business carries is never a price', () => {
    expect(faq).not.toMatch(/costs? £2,000,000|£2,000,000\.|insurance at/i);
    const prices = ask('strategy-review-agent', 'Where do our prices sit, and which repair should we lead with?').field ?? '';
    expect(prices).toMatch(/\| Screen repair \| £79 \|/);
    expect(prices).not.toContain('£2,000,000');
  });
});

describe('R-PROD-02 a limit the answer cannot meet is never claimed as met', () => {
  it('texts over the characters asked say so, and no note claims each is within them', () => {
    const answer = ask('email-agent', 'Write 2 SMS texts under 40 characters for the screen repair offer: £10 off with code FIX10 until Friday.');
    const counts = [...(answer.field ?? '').matchAll(/_\((\d+)\/39 characters\)_/g)].map((m) => Number(m[1]));
    expect(counts).toHaveLength(2);
    const over = counts.filter((n) => n > 39).length;
    expect(over).toBeGreaterThan(0);
    expect(answer.draft).not.toMatch(/Each text is within the 39 characters/);
    expect(answer.draft).not.toMatch(/each within 39 characters/);
    expect(answer.draft).toMatch(/Still over 39 characters: texts? 1/);
  });
});
