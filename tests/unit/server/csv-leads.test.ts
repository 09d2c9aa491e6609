import { describe, expect, it } from 'vitest';
import { leadsFromCsv, MAX_CSV_ROWS } from '../../../core/server/outreach/csv-leads.ts';

/** R-OPEN-38: a campaign's leads from a CSV file with an email column. */
describe('leadsFromCsv', () => {
  it('reads email, names and company by their headers, quoted cells included', () => {
    const csv = '\uFEFFFirst Name,Last_Name,E-mail,Company\r\nAna,Lopez,ana@acme.io,"Acme, Inc."\r\n"Ben ""B""",,ben@acme.io,\r\n';
    expect(leadsFromCsv(csv)).toEqual({
      leads: [
        { email: 'ana@acme.io', firstName: 'Ana', lastName: 'Lopez', companyName: 'Acme, Inc.' },
        { email: 'ben@acme.io', firstName: 'Ben "B"' },
      ],
      tooMany: false,
    });
  });

  it('keeps rows without an email (to count them as skipped) and refuses a file without an email column', () => {
    expect(leadsFromCsv('email;name\n;Cy\nd@x.io;Dee\n')?.leads).toEqual([{ email: '' }, { email: 'd@x.io' }]);
    expect(leadsFromCsv('name,company\nAna,Acme\n')).toBeNull();
    expect(leadsFromCsv('')).toBeNull();
  });

  it('says when a file has more rows than it reads', () => {
    const rows = Array.from({ length: MAX_CSV_ROWS + 1 }, (_, i) => `l${i}@x.io`).join('\n');
    const parsed = leadsFromCsv(`email\n${rows}`)!;
    expect(parsed.tooMany).toBe(true);
    expect(parsed.leads).toHaveLength(MAX_CSV_ROWS);
  });
});
