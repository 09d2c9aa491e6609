/**
 * The example requests an empty chat offers (its prompt starters), per agent. A starter names the space's own offer,
 * customers and goal where its profile says them; where it does not, a blank in brackets shows what to fill in
 * ("(your offer)"). Nothing in them is made up for a business: no product, audience, figure or season of anyone's.
 */

/** What the starters can say about a space: short phrases read from its profile, each absent when it says nothing. */
export interface StarterFacts {
  offer?: string | null;
  audience?: string | null;
  goal?: string | null;
  company?: string | null;
  competitor?: string | null;
  channel?: string | null;
  /** The social network for its posts, from whom it sells to; 'social media' when unknown (not a blank to fill). */
  platform?: string | null;
}

type Fact = keyof StarterFacts;

/** What stands in a starter for a fact the profile does not give. */
const BLANKS: Record<Fact, string> = {
  offer: '(your offer)',
  audience: '(your customers)',
  goal: '(your goal)',
  company: '(your business)',
  competitor: '(a competitor)',
  channel: '(a channel)',
  platform: 'social media',
};

/** Facts that only word a request (where it goes), never what it is about: they neither count nor show as blanks. */
const WORDING: ReadonlySet<Fact> = new Set(['platform']);

/**
 * Per agent: requests about the space's facts (`{offer}` and the like), in the order they are offered, then two
 * requests any business can make as they stand.
 */
const STARTERS: Record<string, { about: readonly string[]; general: readonly [string, string] }> = {
  'email-agent': {
    about: [
      'Write an email to {audience} about {offer}, with three subject line options.',
      'Create a three-email nurture sequence for people who asked about {offer} but have not bought.',
      'Draft a win-back email for {audience} we have not heard from in 90 days.',
      "Write this month's newsletter for {company}: one story, one tip and one call to action.",
    ],
    general: ['Write a welcome email for new customers with three subject line options.', 'Write five subject lines for our next email.'],
  },
  'seo-agent': {
    about: [
      'Suggest a title tag (60 characters) and a meta description (155 characters) for our page about {offer}.',
      'Give me 10 keyword ideas for {offer}, grouped by search intent.',
      'Write five FAQs {audience} ask about {offer}, with short answers.',
      'Outline an article that could rank for searches about {offer}.',
    ],
    general: ['Audit this page for on-page SEO and list the fixes by priority: (paste the page or its address)', 'Write a title tag and meta description for our home page.'],
  },
  'strategy-review-agent': {
    about: [
      'Draft a 30/60/90-day plan for our goal: {goal}.',
      'How should we position {offer} against {competitor}?',
      'What are the biggest risks to our goal, {goal}, and how do we reduce them?',
      'Is it right to put most of our budget into {channel}? Review it.',
    ],
    general: ['Review this plan and tell me what to cut: (paste the plan)', 'Split a monthly budget of (amount) across our channels.'],
  },
  'brand-voice': {
    about: ["Write a voice guide for {company}: traits, do's and don'ts, and phrases to use.", 'Write a short description of {offer} in our brand voice.'],
    general: ['Derive our brand voice from the documents in the knowledge base.', 'Check this copy against our brand voice: (paste the copy)'],
  },
  'creative-agent': {
    about: [
      'Write three {platform} posts for {audience} about {offer}.',
      'Write a Google search ad for {offer}: three headlines and two descriptions.',
      'Give me five taglines for {offer}.',
      'Write a 30-second radio script for {company}.',
    ],
    general: ['Write five headlines for our home page.', 'Suggest a campaign idea for next month, with a tagline.'],
  },
  cmo: {
    about: [
      'What should we focus on this month to reach our goal: {goal}?',
      'Prepare a launch package for {offer}: an email, two social posts and a search ad.',
      'Where do we lose the most {audience} between first visit and purchase?',
      'Should we move budget into {channel} or away from it? Make the call.',
    ],
    general: ['Which channel should we cut first, and why?', 'Review our funnel and tell me where we lose the most customers.'],
  },
};

/**
 * An agent's four starters for a space. Requests wholly about the space come first, then those it half fills, then
 * the two any business can make, then requests with blanks for what its profile has not said: an empty profile gets
 * the two general requests and two with blanks, a filled one four about itself.
 */
export function promptStarters(slug: string, facts: StarterFacts = {}): string[] {
  const starters = STARTERS[slug];
  if (!starters) return [];
  const filled: string[] = [];
  const half: string[] = [];
  const blank: string[] = [];
  for (const template of starters.about) {
    const named = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as Fact).filter((fact) => !WORDING.has(fact));
    const known = named.filter((fact) => Boolean(facts[fact]?.trim()));
    const text = template.replace(/\{(\w+)\}/g, (_, fact: Fact) => facts[fact]?.trim() || BLANKS[fact]);
    (known.length === named.length ? filled : known.length > 0 ? half : blank).push(text);
  }
  return [...filled, ...half, ...starters.general, ...blank].slice(0, 4);
}
