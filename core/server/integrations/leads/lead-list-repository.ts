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
}
export const LeadListRepository: ServiceIdentifier<LeadListRepository> = Symbol.for('server.LeadListRepository');
