import { describe, expect, it } from 'vitest';
import { ask, given } from '../../support/picture-framer-space.ts';

/**
 * 'Add the price' after a piece about one thing adds that thing's price, never another product's that matches the
 * words 'the price' as well. Through the function the server runs for an offline run, in the picture framer's space.
 */
const EMAIL = 'Subject: Clearer glass for your prints\n\nHi {{first_name}},\n\nOur conservation glass keeps the colours of a print true for years.\n\n**[Find out more](https://mitreandglass.example)**\n\nWith care, the Mitre & Glass team';

describe('R-PROD-02 the price added is the price of what the piece is about', () => {
  it('"Add the price" after an email about the conservation glass upgrade adds £25, not the bespoke frame\'s £85', () => {
    const answer = ask('email-agent', 'Add the price', given('email-agent', 'Write a short email about our conservation glass upgrade.', EMAIL));
    expect(answer.field).toContain('Conservation glass upgrade costs £25.');
    expect(answer.field).not.toContain('£85');
  });
});
