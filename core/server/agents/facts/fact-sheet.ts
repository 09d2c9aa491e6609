/**
 * A space's facts, drawn from its profile answers and its knowledge-base documents, that every generator
 * writes from (R-AGENT facts first). Each fact keeps where it came from, so the answer can cite it; a fact
 * that is not here is a marked blank in the copy, never an invention.
 */
export interface FactSource {
  /** 'profile' for the space profile, else the document's or web page's title. */
  title: string;
  kind: 'profile' | 'document' | 'url';
  /** The source's id (document or URL source), null for the profile. */
  id: string | null;
}

export interface Fact {
  /** The fact as it reads in the source, tidied to one line: '$49 per month for up to 5 chairs'. */
  text: string;
  source: FactSource;
}

/** A price or plan: 'Starter — $49/month'. */
export interface PriceFact extends Fact {
  /** The plan's name when the source gives one. */
  plan: string | null;
  /** The amount as written: '$49', '£12.50'. */
  amount: string;
  /** 'month', 'year', 'one-off', ... when stated. */
  per: string | null;
}

/** A result with its numbers: 'cut no-shows by 38% in 3 months at Smile Dental'. */
export interface ProofFact extends Fact {
  /** The figures in it, as written. */
  figures: string[];
  /** Who achieved it, when named. */
  who: string | null;
}

export interface FactSheet {
  company: string | null;
  /** What the company sells, in one line ('chair-scheduling software for dental practices'). */
  product: string | null;
  description: string | null;
  industry: string | null;
  website: string | null;
  audience: string | null;
  problems: string | null;
  differentiator: string | null;
  competitors: string[];
  goal: string | null;
  kpis: string | null;
  /** The profile's budget answer as written. */
  budget: string | null;
  channels: string[];
  bestChannel: string | null;
  tone: string | null;
  /** Words and claims the profile says to avoid, as written. */
  avoid: string | null;
  prices: PriceFact[];
  features: Fact[];
  integrations: Fact[];
  /** Trial, guarantee, cancellation and delivery terms. */
  terms: Fact[];
  proof: ProofFact[];
  links: Fact[];
  /** Dated statements: events, sessions and deadlines a document gives ('Training sessions: 10 January and 7 February'). */
  dates?: Fact[];
  /** The profile and each document read, in the order they were read (for citations). */
  sources: FactSource[];
}
