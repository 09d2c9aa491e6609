import type { ServiceIdentifier } from 'inversify';

/** Seniorities a people search may filter by (Apollo's values). */
export const LEAD_SENIORITIES = ['owner', 'founder', 'c_suite', 'partner', 'vp', 'head', 'director', 'manager', 'senior', 'entry', 'intern'] as const;
export type LeadSeniority = (typeof LEAD_SENIORITIES)[number];

/** What a people search looks for; every list is OR within itself and AND across lists. */
export interface LeadSearchCriteria {
  titles: string[];
  seniorities: LeadSeniority[];
  /** Company head-count ranges as "min,max", e.g. "51,200". */
  companySizes: string[];
  /** Industry keywords, e.g. "SaaS". */
  industries: string[];
  locations: string[];
}

/**
 * A person a search found. Apollo's search gives only the first name, the last name masked (`Sc***t`), the title,
 * the employer's name and whether it has an email; enrichment gives the rest (full last name, email, location,
 * LinkedIn, company size and industry), which stay null until then.
 */
export interface LeadCandidate {
  externalId: string;
  firstName: string;
  lastName: string;
  /** True while `lastName` is the provider's masked form, until enrichment. */
  lastNameMasked: boolean;
  /** Whether the provider has an email for the person (null when it does not say). */
  hasEmail: boolean | null;
  title: string | null;
  company: string | null;
  companySize: string | null;
  industry: string | null;
  location: string | null;
  linkedinUrl: string | null;
  email: string | null;
}

export interface LeadSearchPage {
  people: LeadCandidate[];
  page: number;
  totalPages: number;
  total: number;
}

/**
 * A people-search provider (Apollo): search by criteria, paged; enrich one person (spends the customer's
 * credits); check a key. The key is the caller's secret, passed per call. Throws ProviderError.
 */
export interface LeadSearchProvider {
  /** True when calls go to the local sandbox (INTEGRATIONS_SANDBOX). */
  readonly sandbox: boolean;
  search(apiKey: string, criteria: LeadSearchCriteria, page: number, perPage: number): Promise<LeadSearchPage>;
  /** The whole person (full name, work email when there is one, location, LinkedIn, employer's size and industry); null when it does not know the id. */
  enrich(apiKey: string, externalId: string): Promise<LeadCandidate | null>;
  /** The account the key belongs to, or ProviderError `auth_refused` (a wrong key, or one that may not search). */
  checkKey(apiKey: string): Promise<{ accountId: string; accountLabel: string }>;
}
export const LeadSearchProvider: ServiceIdentifier<LeadSearchProvider> = Symbol.for('server.LeadSearchProvider');
