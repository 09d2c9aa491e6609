import type { ServiceIdentifier } from 'inversify';

/** A person saved from a lead search into a list of the space. Email may be missing until enriched. */
export interface SavedLead {
  id: string;
  listId: string;
  /** The lead-search provider's id of the person (Apollo's), to enrich or deduplicate. */
  externalId: string | null;
  firstName: string;
  lastName: string;
  email: string | null;
  title: string | null;
  company: string | null;
  companySize: string | null;
  industry: string | null;
  location: string | null;
  linkedinUrl: string | null;
  savedAt: Date;
}

export interface LeadList {
  id: string;
  orgId: string;
  spaceId: string;
  name: string;
  leadCount: number;
  createdBy: string;
  createdAt: Date;
}

/**
 * The space's saved lead lists. Outreach reads them (a campaign's leads from a list); lead search writes them.
 * Every read is scoped by space: a list id from another space finds nothing.
 */
export interface LeadListRepository {
  listsForSpace(spaceId: string): Promise<LeadList[]>;
  find(spaceId: string, listId: string): Promise<LeadList | null>;
  leads(spaceId: string, listId: string): Promise<SavedLead[]>;
  /** Writes (lead search): a new empty list. */
  create(list: Omit<LeadList, 'leadCount'>): Promise<void>;
  /** Adds the leads a list does not hold yet (same provider id, else same lower-cased email); counts both. */
  addLeads(spaceId: string, listId: string, leads: NewSavedLead[]): Promise<{ added: number; alreadyThere: number }>;
  rename(spaceId: string, listId: string, name: string): Promise<boolean>;
  remove(spaceId: string, listId: string): Promise<boolean>;
  /**
   * Claims the list for one reveal of its emails until `until` (false when another reveal holds it): two clicks
   * or two tabs must not spend the customer's Apollo credits twice. The claim expires, so a crash frees it.
   */
  claimEnrichment(spaceId: string, listId: string, now: Date, until: Date): Promise<boolean>;
  releaseEnrichment(spaceId: string, listId: string): Promise<void>;
  /**
   * Records what enrichment found for one saved lead: its email, and each other field it gave (the real last name,
   * title, company, company size, industry, location, LinkedIn); a field it did not give is kept as it was.
   */
  updateLead(spaceId: string, leadId: string, found: EnrichedLead): Promise<void>;
}

/** What enrichment found of a saved lead. */
export interface EnrichedLead {
  email: string | null;
  lastName?: string;
  title?: string;
  company?: string;
  companySize?: string;
  industry?: string;
  location?: string;
  linkedinUrl?: string;
}

/** A person to save into a list, as a search (or an agent) gives it. */
export interface LeadInput {
  externalId?: string | null;
  firstName: string;
  lastName: string;
  email?: string | null;
  title?: string | null;
  company?: string | null;
  companySize?: string | null;
  industry?: string | null;
  location?: string | null;
  linkedinUrl?: string | null;
}

/** A lead ready to store: its id, when it was saved, and the key that makes it unique in its list. */
export interface NewSavedLead extends LeadInput {
  id: string;
  dedupeKey: string;
  savedAt: Date;
}
export const LeadListRepository: ServiceIdentifier<LeadListRepository> = Symbol.for('server.LeadListRepository');
