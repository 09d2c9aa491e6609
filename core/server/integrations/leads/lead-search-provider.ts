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

/** A person a search found. `email` only when the provider gives it (a search does not; enrichment does). */
export interface LeadCandidate {
  externalId: string;
  firstName: string;
  lastName: string;
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
  /** The person with their work email when the provider has one; null when it does not know the id. */
  enrich(apiKey: string, externalId: string): Promise<LeadCandidate | null>;
  /** The account the key belongs to, or ProviderError `auth_refused`. */
  checkKey(apiKey: string): Promise<{ accountId: string; accountLabel: string }>;
}
export const LeadSearchProvider: ServiceIdentifier<LeadSearchProvider> = Symbol.for('server.LeadSearchProvider');
