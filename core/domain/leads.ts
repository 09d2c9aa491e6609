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
