import type { OutreachLead } from './outreach-provider.ts';

/** Rows we read from one CSV file at most. */
export const MAX_CSV_ROWS = 5000;

/** One CSV record's cells, with quoted cells ("a, b", doubled quotes) as RFC 4180 writes them. */
function records(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
      continue;
    }
    if (ch === '"' && cell === '') quoted = true;
    else if (ch === ',' || ch === ';') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((r) => r.some((c) => c.trim() !== ''));
}

const norm = (h: string) => h.trim().toLowerCase().replace(/[\s_-]+/g, '');
const COLUMNS: Record<keyof OutreachLead, string[]> = {
  email: ['email', 'emailaddress', 'e-mail', 'mail'],
  firstName: ['firstname', 'first', 'givenname'],
  lastName: ['lastname', 'last', 'surname', 'familyname'],
  companyName: ['company', 'companyname', 'organization', 'organisation'],
};

/**
 * Leads from CSV text with a header row that has an email column (first name, last name and company are read
 * when present). Rows without an email are kept with an empty one, so the caller counts them as skipped.
 * Null when there is no email column; `tooMany` when the file has more than MAX_CSV_ROWS rows.
 */
export function leadsFromCsv(text: string): { leads: OutreachLead[]; tooMany: boolean } | null {
  const [header, ...rows] = records(text.replace(/^\uFEFF/, ''));
  if (!header) return null;
  const index = (names: string[]) => header.findIndex((h) => names.includes(norm(h)));
  const columns = { email: index(COLUMNS.email), firstName: index(COLUMNS.firstName), lastName: index(COLUMNS.lastName), companyName: index(COLUMNS.companyName) };
  if (columns.email < 0) return null;
  const cell = (row: string[], i: number) => (i >= 0 ? (row[i] ?? '').trim().slice(0, 200) : '');
  const leads = rows.slice(0, MAX_CSV_ROWS).map((row) => {
    const lead: OutreachLead = { email: cell(row, columns.email) };
    const first = cell(row, columns.firstName);
    const last = cell(row, columns.lastName);
    const company = cell(row, columns.companyName);
    if (first) lead.firstName = first;
    if (last) lead.lastName = last;
    if (company) lead.companyName = company;
    return lead;
  });
  return { leads, tooMany: rows.length > MAX_CSV_ROWS };
}
