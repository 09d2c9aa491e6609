import { describe, expect, it } from 'vitest';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';
import type { ReferencedSource } from '../../../core/server/agents/offline/request-material.ts';

/** A code is used where the business takes orders: at checkout online, when booking a service. The space is a wheelie-bin cleaning round. */
const PROFILE: Record<string, string> = {
  business_name: 'BinBright Leeds',
  business_description: 'Wheelie bin cleaning on collection day for homes and farms around north Leeds.',
  offer_main: 'A bin wash on your street, every four weeks',
  audience_primary: 'Households and farms with wheelie bins',
};
const LIBRARY = [{ kind: 'document', id: 'p', title: 'Prices', text: '# Prices\n\n- Bin wash: £6 a bin, every four weeks\n' } as ReferencedSource];

describe('R-PROD-02 an offer code is used where the business takes orders', () => {
  it('a code with no discount is used when the customer books a bin wash, never "at checkout", and the summary and the greeting read as English', () => {
    const message = 'Email our farm customers about the spring bin wash. Code SPRING27, book by end of March.';
    const answer = catalogueAnswer('email-agent', { message, mode: 'normal', profile: PROFILE, brandVoice: null, spaceName: 'BinBright Leeds', library: LIBRARY, version: 1 }, null)!;
    expect(answer.draft).toContain('SPRING27');
    expect(answer.draft).toContain('Use code SPRING27 when you book.');
    expect(answer.draft).not.toMatch(/at checkout|carrying with|^Our farm customers,/m);
    expect(answer.draft).toContain('As one of our farm customers, ');
  });
});
