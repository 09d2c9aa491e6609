/** Lead search and saved lead lists (spec 3) as the API shows them, shared by the server's routes, its store and the client. */

/** Lead search filters as the API takes them. */
export interface LeadCriteriaView {
  titles: string[];
  seniorities: string[];
  company_sizes: string[];
  industries: string[];
  locations: string[];
}

/** A person's fields as a lead list keeps them and as the API sends them. */
export interface LeadFields {
  /** The lead-search provider's id of the person (Apollo's); null for a lead that came without one. */
  external_id: string | null;
  first_name: string;
  last_name: string;
  email: string | null;
  title: string | null;
  company: string | null;
  company_size: string | null;
  industry: string | null;
  location: string | null;
  linkedin_url: string | null;
}

/** A person a search found, or a saved one. */
export interface LeadPersonView extends LeadFields {
  /** True while `last_name` is Apollo's masked form (`Sc***t`), until the person is enriched. */
  last_name_masked: boolean;
  /** Whether Apollo has an email for the person; null when unknown. */
  has_email: boolean | null;
}

export interface SavedLeadView extends LeadPersonView {
  id: string;
  saved_at: string;
}

export interface LeadListView {
  id: string;
  name: string;
  lead_count: number;
  created_by: string;
  created_at: string;
}

export interface LeadSearchPageView {
  people: LeadPersonView[];
  page: number;
  total_pages: number;
  total: number;
}

/** A search as the client asks for it: any of the criteria, and which page. */
export interface LeadSearchRequest extends Partial<LeadCriteriaView> {
  page?: number;
  /** People per page (the server's default when absent). */
  per_page?: number;
}

/** A lead to save: its names, and whatever else is known of the person. */
export type LeadToSave = Pick<LeadFields, 'first_name' | 'last_name'> & Partial<LeadFields>;

/** A new list, empty or with its first leads. */
export interface NewLeadList {
  name: string;
  leads?: LeadToSave[];
}

export interface AddLeadsToList {
  leads: LeadToSave[];
}

export interface RenameLeadList {
  name: string;
}

/** What saving leads did: people the list already held are not added again. */
export interface SaveLeadsResult {
  list: LeadListView;
  added: number;
  already_there: number;
}

export interface LeadListWithLeads {
  list: LeadListView;
  leads: SavedLeadView[];
}

/** Revealing emails spends the space's Apollo credits: `spend_credits` says a person confirmed it. */
export interface EnrichLeadListRequest {
  spend_credits: boolean;
  /** Only these leads of the list (all without an email when absent). */
  lead_ids?: string[];
}

export interface EnrichLeadListResult {
  enriched: number;
  still_without_email: number;
}

/** "1 person", "3 people": a count of people found, as the screen, the CLI and the agents say it. */
export const peopleCount = (n: number): string => (n === 1 ? '1 person' : `${n} people`);

/**
 * What to do when a search found nobody: drop the filters it used ("the industry or the location", or the CLI's
 * "--industry or --location"), or try a broader title.
 */
export function widenSearchHint(dropped: readonly string[], broaderTitle = 'job title'): string {
  const drop = dropped.length === 0 ? '' : `drop ${dropped.length === 1 ? dropped[0] : `${dropped.slice(0, -1).join(', ')} or ${dropped.at(-1)}`}, or `;
  return `To widen the search, ${drop}try a broader ${broaderTitle}.`;
}
