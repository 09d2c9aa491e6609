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
  /** The heading it sits under in its document ('Apostilles'), when it has one. */
  section?: string | null;
}

/**
 * A price or plan: 'Starter — $49/month'. The typed parts let copy say it in a sentence ('Starter costs $49/month
 * per seat and includes …', see fact-phrases.ts) instead of pasting the source line. The parts after `per` are
 * optional only so that sheets built by hand stay valid; the reader always fills them.
 */
export interface PriceFact extends Fact {
  /** The plan's, service's or product's name when the source gives one ('Everyday', 'Sourdough loaf'). */
  plan: string | null;
  /** The amount as written: '$49', '£12.50'. */
  amount: string;
  /** 'month', 'year', 'one-off', ... when stated. */
  per: string | null;
  /** What the amount is for, exactly as written after it: 'a month', 'a month per bike', '/month per seat', 'each'. */
  unit?: string | null;
  /** Whether the source says 'from' (a starting price). */
  from?: boolean;
  /** When the price applies, as written: '5 bikes or more', 'billed annually', 'minimum 24'. */
  conditions?: string[];
  /** What it includes, one item each, as written: 'Two standard services a year', 'free puncture repairs'. */
  includes?: string[];
  /** What the source says of it in a phrase rather than a list, as written: 'Done while you wait', 'collected by noon'. */
  details?: string[];
  /** A plan paid again and again, or a one-off service or product. */
  billing?: 'recurring' | 'one-off';
  /** A charge on top of what is sold, not a price of it: a setup fee, a call-out fee, a missed-appointment fee. */
  fee?: boolean;
  /** The heading it was listed under ('Vaccinations'), when the source has one: what kind of thing it is. */
  section?: string;
  /** The heading that states it ('Toolbox: £85 a month'), when a heading does: the lines under it are what it includes. */
  heading?: string;
  /** Whom or what this price of a row is for, when the row gives several ('| Annual booster | £58 | £54 |' under 'Dog', 'Cat'). */
  column?: string;
  /** The line as the source wrote it, when `text` has been rephrased for copy ('Soap bars (110g): oatmeal & honey, rose clay: £6.50 each'). */
  written?: string;
}

/** A result with its numbers: 'cut no-shows by 38% in 3 months at Smile Dental'. */
export interface ProofFact extends Fact {
  /** The figures in it, as written. */
  figures: string[];
  /** Who achieved it, when named: in the sentence, its section heading or the sentence before it. */
  who: string | null;
  /** A result, a customer's own words, or reach ('trusted by 400 practices'). Optional for sheets built by hand. */
  kind?: 'result' | 'quote' | 'reach';
  /** The sentence before that names who and what they did, when the result itself does not ('X moved its 14 bikes onto the Fleet plan in 2025'). */
  context?: string | null;
  /** The result as a clause with its figures, without the subject when the sentence leads with who ('cut no-shows by 38% in 3 months'). */
  result?: string;
  /** Over what time, as written: 'in 3 months', 'over the following six months', 'in 2025'. */
  period?: string | null;
}

/** A term of the offer as a full statement, never a bare heading: 'Cancel before your second month starts and you pay nothing'. */
export interface TermFact extends Fact {
  /** What the term is about. Optional for sheets built by hand. */
  /** 'practical': how to get there and reach us (parking, opening hours, access), said where a visit is, never sold. */
  topic?: 'trial' | 'cancellation' | 'guarantee' | 'refund' | 'delivery' | 'returns' | 'billing' | 'contract' | 'setup' | 'practical' | 'other';
}

export interface FactSheet {
  company: string | null;
  /** What the company sells, in one line ('chair-scheduling software for dental practices'). */
  product: string | null;
  description: string | null;
  industry: string | null;
  website: string | null;
  audience: string | null;
  /** Whom it sells to, as the profile's choice says: 'Businesses (B2B)', 'Consumers (B2C)' or 'Both'. Optional for sheets built by hand. */
  audienceType?: string | null;
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
  terms: TermFact[];
  proof: ProofFact[];
  links: Fact[];
  /** Dated statements: events, sessions and deadlines a document gives ('Training sessions: 10 January and 7 February'). */
  dates?: Fact[];
  /** Each channel's spend and counted results, from a document's results table (channel-results.ts). */
  channelResults?: ChannelResultFact[];
  /** Averages the business's own reports and plans state ('Average job value £980'): for its arithmetic, never its copy. */
  ownAverages?: PriceFact[];
  /** Lines of the documents that state a channel's cost per result ('Cost per new client from Google Ads: £19'): the advisers' evidence. */
  statedCosts?: string[];
  /** Lines of the documents that break marketing spend down by channel ('Marketing spend: £2,400 (Instagram ads £1,300, …)'). */
  statedSpends?: string[];
  /** The profile and each document read, in the order they were read (for citations). */
  sources: FactSource[];
}

/** One channel's row of a results table: its spend as written and each count the row gives, named by its column. */
export interface ChannelResultFact {
  /** As the document names it, without bracketed notes: 'Google Ads'. */
  name: string;
  /** What it cost over the table's period, as written: '£1,800' ('£0' for a free channel). */
  spend: string;
  /** 14 'booked jobs', 58 'quote requests': the row's whole-number counts, in column order. */
  counts: { count: number; noun: string }[];
  source: FactSource;
  /** The heading the table sits under ('Q3 results (internal)'): what period its figures cover, when it says. */
  section?: string;
  /** What the channel's results brought in, as written under a revenue or sales column: '£5,270'. */
  revenue?: string;
}
