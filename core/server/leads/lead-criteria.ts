import type { FieldError } from '../../domain/field-errors.ts';
import { ServerError } from '../errors.ts';
import { LEAD_SENIORITIES, type LeadSearchCriteria, type LeadSeniority } from './lead-search-provider.ts';
import { LeadsServerMessages } from './leads-server-messages.ts';

/** Criteria as a caller (the screen, the CLI, an agent) sends them. */
export interface LeadCriteriaInput {
  titles?: unknown;
  seniorities?: unknown;
  company_sizes?: unknown;
  industries?: unknown;
  locations?: unknown;
}

const MAX_VALUES = 20;
const MAX_LENGTH = 100;
const SIZE = /^(\d{1,7}),(\d{1,7})?$/;

function strings(value: unknown, field: string, errors: FieldError[]): string[] {
  if (value === undefined || value === null) return [];
  const list = typeof value === 'string' ? value.split(/[;\n]/) : value;
  if (!Array.isArray(list) || list.length > MAX_VALUES || list.some((v) => typeof v !== 'string' || v.length > MAX_LENGTH)) {
    errors.push({ loc: ['body', field], msg: `At most ${MAX_VALUES} values of at most ${MAX_LENGTH} characters`, type: 'value_error' });
    return [];
  }
  return [...new Set((list as string[]).map((v) => v.trim()).filter(Boolean))];
}

/**
 * Checks and normalizes search criteria (they may come from a model): bounded lists of short strings, known
 * seniorities, company sizes as "min,max" ranges, at least one filter. Throws 422 with the fields at fault.
 */
export function leadCriteria(input: LeadCriteriaInput): LeadSearchCriteria {
  const errors: FieldError[] = [];
  const titles = strings(input.titles, 'titles', errors);
  const seniorities = strings(input.seniorities, 'seniorities', errors).map((s) => s.toLowerCase().replace(/[\s-]+/g, '_'));
  const unknown = seniorities.filter((s) => !(LEAD_SENIORITIES as readonly string[]).includes(s));
  if (unknown.length) errors.push({ loc: ['body', 'seniorities'], msg: `Unknown seniority: ${unknown.join(', ')} (use ${LEAD_SENIORITIES.join(', ')})`, type: 'value_error' });
  const companySizes = strings(input.company_sizes, 'company_sizes', errors).map((s) => s.replace(/\s+/g, '').replace(/[-–]/, ','));
  const badSize = companySizes.some((s) => {
    const m = SIZE.exec(s);
    return !m || (m[2] !== undefined && Number(m[2]) < Number(m[1]));
  });
  if (badSize) errors.push({ loc: ['body', 'company_sizes'], msg: LeadsServerMessages.leadSearchBadSize, type: 'value_error' });
  const industries = strings(input.industries, 'industries', errors);
  const locations = strings(input.locations, 'locations', errors);
  const criteria: LeadSearchCriteria = { titles, seniorities: seniorities as LeadSeniority[], companySizes, industries, locations };
  if (!errors.length && !titles.length && !seniorities.length && !companySizes.length && !industries.length && !locations.length) {
    errors.push({ loc: ['body'], msg: LeadsServerMessages.leadSearchNoCriteria, type: 'missing' });
  }
  if (errors.length) throw new ServerError('VALIDATION.INVALID', errors[0]!.msg, errors);
  return criteria;
}
