/**
 * What a request asks for, read once before any writing (R-AGENT briefs): the task from the agent's
 * catalogue, the deliverables with their counts and formats, the channel's real limits, who it is for, the
 * offer, the limits on length, the sources it names and whether it revises an earlier answer in the chat.
 * Every generator writes from this, never from the request's raw words.
 */
import type { DeliverableShape } from './deliverable-shape.ts';

export type AgentSlug = 'email-agent' | 'seo-agent' | 'strategy-review-agent' | 'brand-voice' | 'creative-agent' | 'cmo';

/** A channel with published format limits (channel-formats.ts). */
export type Platform =
  | 'instagram'
  | 'facebook'
  | 'linkedin'
  | 'x'
  | 'tiktok'
  | 'youtube'
  | 'google-search'
  | 'google-business'
  | 'nextdoor'
  | 'meta-ads'
  | 'email'
  | 'web'
  | 'podcast'
  | 'radio'
  | 'print';

/** One piece of work asked for: "3 emails", "5 Instagram captions", "a 30-second podcast script". */
export interface Deliverable {
  /** The thing itself, as a singular noun lemma: 'email', 'caption', 'headline', 'script', 'faq', 'keyword'. */
  noun: string;
  /** How many were asked for; null when the request gives no number (the task's default applies). */
  count: number | null;
  /** The platforms it is for, when named ('5 Instagram captions' gives ['instagram']). */
  platforms: Platform[];
  /** A spoken piece's length in seconds ('30-second script'). */
  seconds: number | null;
  /** True when the count is for each platform ('3 posts each for Instagram and LinkedIn'). */
  perPlatform?: boolean;
  /** The day each piece of a series is sent on, when the request says ('day 0, day 10 and day 30'). */
  sendDays?: number[];
  /** What each email of a campaign does, when the request lists it ('one announcing it, one reminder, one last-chance'). */
  roles?: (SeriesRole | null)[];
  /** One subject per piece when the request gives them ('one for the Care Plan, one for landlord certificates'). */
  subjects?: string[];
  /** The piece an outline is of, when it says ('a landing-page outline' and 'outline a blog post' give 'landing page', 'blog post'). */
  of?: string;
  /** A part of another piece asked for ('an email with 3 subject lines'): written inside that piece, not on its own. */
  part?: boolean;
}

/** The job of one email of a campaign series. */
export type SeriesRole = 'announce' | 'reminder' | 'last-call' | 'thanks' | 'review';

/** An offer the copy must carry, as the request states it (never invented). */
export interface Offer {
  /** The discount as written: '20% off', '£10 off', 'free shipping', 'two months free'. */
  discount: string | null;
  /** A promo code: 'SPRING20'. */
  code: string | null;
  /** When it ends, as written: 'until March 31', 'this Friday'. */
  deadline: string | null;
  /** A price the request states: '$49/month'. */
  price: string | null;
  /** The price is what the discount brings it to ('20% off, now £68'), not the price before it. */
  priceAfterDiscount?: boolean;
  /** What the offer applies to when stated: 'the first month', 'annual plans'. */
  appliesTo: string | null;
  /** Its conditions as the request states them, each a sentence: 'It doesn't cover fabric or delivery.' */
  terms?: string[];
}

export interface Limits {
  words: number | null;
  characters: number | null;
  bullets: number | null;
  sentences: number | null;
  /** Characters of an email's subject line ('subject line under 50 characters'), when the request sets them for it alone. */
  subject?: number | null;
  /** Characters of an email's preview text, when the request sets them for it alone. */
  preview?: number | null;
}

/** A sum of money the request gives, with what it is (a budget to split is not a saving to move). */
export interface Amount {
  value: number;
  currency: string;
  period: 'month' | 'quarter' | 'year' | null;
  /**
   * 'budget' when it is the money to plan; 'saving', 'cost', 'revenue' or 'other' otherwise. 'offer' is what a
   * customer is given ('a £20 discount', '$100 setup credit'), 'price' what something sells for ('Growth costs $399'):
   * neither is money to split.
   */
  role: 'budget' | 'saving' | 'cost' | 'revenue' | 'offer' | 'price' | 'other';
  text: string;
}

/** How a follow-up changes the chat's earlier answer. */
export type RevisionKind = 'shorter' | 'longer' | 'focus' | 'angle' | 'fix' | 'tone' | 'more' | 'translate' | 'spelling' | 'other';

export interface Revision {
  kind: RevisionKind;
  /** What to focus on, the line to fix, the new angle or tone, as the request words it. */
  detail: string | null;
  /** The part of the answer the follow-up is about, when it names one ('the subject line', 'the CTA'); null for the whole. */
  part?: string | null;
}

export interface Brief {
  /** The request as sent. */
  request: string;
  agent: AgentSlug;
  /** The chosen task's id from the agent's catalogue (tasks/catalogue.ts); null when the request is outside every task. */
  task: string | null;
  /** What would have been asked for, when the task is null: 'a legal agreement'. */
  outOfRemit: string | null;
  /** True when that is work no marketing agent does (a contract, code, a tax return), so no other agent is named. */
  outsideMarketing?: boolean;
  deliverables: Deliverable[];
  /** Who it is for, as a noun phrase from the request ('practice managers who booked a demo'), never the product. */
  audience: string | null;
  /** The product, service or subject, as a noun phrase from the request; null when it names none (use the facts). */
  topic: string | null;
  offer: Offer;
  limits: Limits;
  /** An ISO 639-1 code when the request asks for another language than English. */
  language: string | null;
  /** Knowledge-base documents or URL sources named in the request or ticked, by title. */
  sources: string[];
  /** Links the request gives (the copy's call-to-action target). */
  links: string[];
  /** The call to action as the request words it ('book a demo'), else null. */
  callToAction: string | null;
  /** Named competitors ('against Acme and Globex'). */
  competitors: string[];
  /** Sums of money, each with its role. */
  amounts: Amount[];
  /** Dates and deadlines as written ('by March 31'). */
  dates: string[];
  /** Every channel the request names, in order (also those named outside a deliverable: 'something for TikTok'). */
  platforms?: Platform[];
  /** Text pasted or quoted in the request for the agent to work on (a draft, a plan, a page); null when none. */
  pasted: string | null;
  /** The target the request sets, as written ('15 signed partner agencies by day 90', 'sign up 150 members by March'). */
  goal?: string | null;
  /** Set when the request revises the chat's previous answer rather than asking for something new. */
  revision: Revision | null;
  /** True when the request turns the chat's previous answer into a piece another agent's task writes ('Turn it into a LinkedIn post'): `task` is that task. */
  madeFromPrevious?: boolean;
  /**
   * A line of the chat's previous answer the request picks to build on ('Go with the third one and write the email'):
   * the subject line of the email asked for, or the headline of the piece.
   */
  picked?: string;
  /** The version of its task's writing the answer is (1 for the first, 2 for a regenerate, more for each new angle). */
  version?: number;
  /** The chat's earlier deliverables for the same work, oldest first: a new angle repeats none of them. */
  written?: string[];
  /** The deliverable's shape when the request names one the catalogue checks ('a 5-slide carousel'): the task writes it, or none does. */
  shape?: DeliverableShape;
}
