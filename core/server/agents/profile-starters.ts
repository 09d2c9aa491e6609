import nlp from 'compromise';
import { AGENTS } from '../../domain/agents.ts';

/**
 * Prompt starters from the space's profile: an empty chat offers requests about this business (its offer, its
 * customers, its goal), not about a "newest feature" or "webinar registrants" it may not have. A starter needs
 * short phrases; an answer too long to read as one keeps the agent's neutral starters for the requests that need it.
 */
export function profileStarters(slug: string, answers: Readonly<Record<string, string>>): string[] {
  const offer = phrase(answers.offer_main, 8);
  const audience = phrase(answers.audience_primary, 7);
  const goal = phrase(answers.goal_primary, 10);
  const company = answers.business_name?.trim().split('\n')[0]?.trim().replace(/\.$/, '') || null;
  const competitor = phrase(answers.competitors?.split(/,|;|\band\b/)[0], 5, true);
  const best = phrase(answers.channels_best, 5, true);
  const filled = [offer, audience, goal, company].some(Boolean);
  // A filled profile gets requests that assume nothing about the business beyond it; an empty one, the catalogue's.
  const neutral = filled ? ANY_BUSINESS[slug] ?? [] : [...(AGENTS.find((a) => a.slug === slug)?.starters ?? [])];
  const b2b = /business/i.test(answers.audience_type ?? '');
  const platform = b2b ? 'LinkedIn' : 'Instagram';
  const own = (items: (string | null)[]) => items.filter((s): s is string => s !== null);
  let written: string[] = [];
  switch (slug) {
    case 'email-agent':
      written = own([
        offer && audience ? `Write an email introducing ${offer} to ${audience}, with three subject line options.` : null,
        audience ? `Draft a win-back email for ${audience} we have not heard from in 90 days.` : null,
        offer ? `Create a three-email nurture sequence for people who asked about ${offer} but have not bought.` : null,
        company ? `Write this month's newsletter for ${company}: one story, one tip and one call to action.` : null,
      ]);
      break;
    case 'seo-agent':
      written = own([
        offer ? `Suggest a title tag (60 characters) and a meta description (155 characters) for our page about ${offer}.` : null,
        offer ? `Give me 10 keyword ideas for ${offer}, grouped by search intent.` : null,
        offer && audience ? `Write five FAQs ${audience} ask about ${offer}, with short answers.` : null,
        offer ? `Outline an article that could rank for searches about ${offer}.` : null,
      ]);
      break;
    case 'strategy-review-agent':
      written = own([
        goal ? `Draft a 30/60/90-day plan for our goal: ${goal}.` : null,
        competitor && offer ? `How should we position ${offer} against ${competitor}?` : null,
        goal ? `What are the biggest risks to our goal (${goal}), and how do we reduce them?` : null,
        best ? `Is it right to put most of our budget into ${best}? Review it.` : null,
      ]);
      break;
    case 'brand-voice':
      written = own([
        company ? `Write a voice guide for ${company}: traits, do's and don'ts, and phrases to use.` : null,
        offer ? `Rewrite this in our brand voice: "We offer ${offer} for everyone."` : null,
      ]);
      break;
    case 'creative-agent':
      written = own([
        offer ? `Write three ${platform} posts about ${offer}${audience ? ` for ${audience}` : ''}.` : null,
        offer ? `Write a Google search ad for ${offer}: three headlines and two descriptions.` : null,
        company ? `Write a 30-second radio script for ${company}.` : null,
        offer ? `Give me five taglines for ${offer}.` : null,
      ]);
      break;
    case 'cmo':
      written = own([
        goal ? `What should we focus on this month to reach our goal: ${goal}?` : null,
        best ? `Should we move budget into ${best} or away from it? Make the call.` : null,
        offer ? `Prepare a launch package for ${offer}: an email, two social posts and a search ad.` : null,
        audience ? `Where do we lose the most ${audience} between first visit and purchase?` : null,
      ]);
      break;
  }
  // Always four: the profile's first, the neutral ones after them for whatever the profile could not fill.
  return [...written, ...neutral.filter((n) => !written.includes(n))].slice(0, 4);
}

/** Requests that fit any business, after the profile's own. */
const ANY_BUSINESS: Record<string, string[]> = {
  'email-agent': ['Write a welcome email for new customers with three subject line options.', 'Draft a follow-up email for people who asked for a quote last week.', 'Turn our latest news into a short newsletter.', 'Write five subject lines for our next email.'],
  'seo-agent': ['Audit this page for on-page SEO and list the fixes by priority: (paste the page or its address)', 'Write a title tag and meta description for our home page.', 'Suggest internal links between our main pages.', 'Write an FAQ for our pricing page.'],
  'strategy-review-agent': ['Review this plan and tell me what to cut: (paste the plan)', 'Split a monthly budget of (amount) across our channels.', 'What are the risks of raising our prices?', 'Draft a 30/60/90-day marketing plan.'],
  'brand-voice': ['Derive our brand voice from the documents in the knowledge base.', 'Check this copy against our brand voice: (paste the copy)', 'Analyse the voice of this sample: (paste the text)', 'Describe our tone in five traits, each with a do and a don’t.'],
  'creative-agent': ['Write five headlines for our home page.', 'Write three ad variations for our best-selling offer.', 'Write lines for a trade-show banner.', 'Write a 15-second video script.'],
  cmo: ['Which channel should we cut first, and why?', 'What should we focus on this month?', 'Prepare an email and two social posts for our next offer.', 'Review our funnel and tell me where we lose the most customers.'],
};

/**
 * A profile answer as a short phrase inside a sentence: its first clause, no end punctuation, lower-cased unless it
 * starts with a name; null when empty or longer than `maxWords`.
 */
function phrase(answer: string | undefined, maxWords: number, name = false): string | null {
  const first = answer?.trim().split(/[.;:!?\n(]|\s[–—-]\s/)[0]?.trim().replace(/[,\s]+$/, '');
  if (!first) return null;
  const words = (text: string) => text.split(/\s+/).length;
  // Too long: its first clause, else its head before a joining word ("boat trips and the daily ferry" gives "boat trips").
  let clause = words(first) > maxWords ? first.split(/,\s/)[0]!.trim() : first;
  if (words(clause) > maxWords) clause = clause.split(/\s+(?:and|with|for|to|from|that|which|who|in|on|at|by|sold|made|imported|delivered|built)\s+/)[0]!.trim();
  if (words(clause) > maxWords || words(clause) < (name ? 1 : 2) || clause.length < 2) return null;
  const [opening, ...rest] = clause.split(/\s+/);
  // "Guided boat trips" reads "guided boat trips" mid-sentence; a name ("Instagram", "Harbour Tours") and "SEO" keep their capitals.
  const proper = rest.length === 0 || /^[A-Z]/.test(rest[0]!) || nlp(clause).terms().first().has('#ProperNoun') || /[A-Z].*[A-Z]/.test(opening!);
  return proper ? clause : clause.charAt(0).toLowerCase() + clause.slice(1);
}
