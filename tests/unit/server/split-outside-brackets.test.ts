import { describe, expect, it } from 'vitest';
import { isNumberComma, splitOutsideBrackets } from '../../../core/server/agents/tools/split-outside-brackets.ts';

describe('cutting a text outside its brackets', () => {
  const atCommas = (t: string, i: number) => t[i] === ',' && !isNumberComma(t, i);

  it('keeps a bracket whole, drops the break characters and keeps what follows the last break', () => {
    expect(splitOutsideBrackets('refunds (edit, cancel), renewals; 1,200 members', (t, i) => atCommas(t, i) || t[i] === ';')).toEqual([
      'refunds (edit, cancel)',
      ' renewals',
      ' 1,200 members',
    ]);
  });

  it('an unmatched closing bracket does not open one', () => {
    expect(splitOutsideBrackets('a) b, c', atCommas)).toEqual(['a) b', ' c']);
  });

  it('a break may depend on the piece so far: short list items stay with the clause', () => {
    const clauses = (t: string, i: number, start: number) => atCommas(t, i) && t.slice(start, i).trim().split(/\s+/).length >= 4;
    expect(splitOutsideBrackets('Zendesk, Gorgias or Freshdesk all connect, and setup takes a day', clauses)).toEqual([
      'Zendesk, Gorgias or Freshdesk all connect',
      ' and setup takes a day',
    ]);
  });
});
