import { describe, expect, it } from 'vitest';
import { ask } from '../../support/picture-framer-space.ts';

/**
 * A monthly report asked with its figures ('orders went from 40 to 52 a month, …, ad spend £300'): written from them,
 * in the paragraphs asked for, with what the spend comes to per result and never a guess at why they moved; then the
 * follow-ups a manager sends. Through the function the server runs for an offline run.
 */
const REQUEST = 'Write the monthly report summary for Anna. May numbers: orders went from 40 to 52 a month, Instagram followers from 1,200 to 1,350, Google reviews from 88 to 95, ad spend £300. Three short paragraphs, plain English.';

describe('a report from the figures the request gives', () => {
  it('three paragraphs: what moved and by how much, what the spend comes to, what to do next', () => {
    const report = ask('cmo', REQUEST);
    const paragraphs = report.field!.split('\n\n');
    expect(paragraphs).toHaveLength(3);
    expect(paragraphs[0]).toBe('In May, orders went from 40 to 52 a month (12 more, up 30%), Instagram followers from 1,200 to 1,350 (150 more, up 13%) and Google reviews from 88 to 95 (7 more, up 8%). Everything you count went up.');
    expect(paragraphs[1]).toMatch(/^You spent £300 on ads in May: about £5\.77 for each of the 52 orders\./);
    expect(paragraphs[2]).toMatch(/^Next month: /);
    expect(report.draft).not.toMatch(/package|No specialist writes/i);
  });

  it('"Anna hates percentages. Use plain numbers only." takes the percentages out and keeps the counts', () => {
    const report = ask('cmo', REQUEST);
    const plain = ask('cmo', 'Anna hates percentages. Use plain numbers only.', { deliverable: report.field!, brief: report.brief, request: REQUEST });
    expect(plain.field).toContain('orders went from 40 to 52 a month (12 more), Instagram followers from 1,200 to 1,350 (150 more)');
    expect(plain.field).not.toMatch(/%/);
  });

  it('"Add what we should do next month." when the report says it already: pointed to, not a blank added', () => {
    const report = ask('cmo', REQUEST);
    const added = ask('cmo', 'Add what we should do next month.', { deliverable: report.field!, brief: report.brief, request: REQUEST });
    expect(added.field).not.toMatch(/\[a line about/);
    expect(added.draft).toMatch(/^The previous answer already says that \("Next month: /);
  });
});
