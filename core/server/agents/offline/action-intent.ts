/**
 * Whether a request asks the agent to act through a connected tool, and what with: the offline engine's reading
 * of "create an Instantly campaign draft from this email", "send this to WordPress as a draft", "find 50 heads
 * of marketing ... and draft a campaign". Deterministic; null when the request asks for no action.
 */
export type ActionIntent =
  | { kind: 'draft_campaign' }
  | { kind: 'publish_draft'; site: 'wordpress' | 'ghost' }
  | { kind: 'lead_campaign'; criteria: LeadCriteria };

export interface LeadCriteria {
  titles: string[];
  companySizes: string[];
  industries: string[];
  locations: string[];
  limit: number;
}

const MAX_LEADS = 100;
const CAMPAIGN = /\b(?:campaign|sequence)\b/i;
const CREATE = /\b(?:create|draft|set up|setup|make|build|prepare|turn)\b/i;
const PUBLISH = /\b(?:send|publish|post|push|upload|put)\b|\bas (?:a )?draft\b/i;
const FIND = /\b(?:find|search|look for|get me|source|pull)\b/i;
const PEOPLE = /\b(?:leads?|heads? of|people|contacts?|prospects?|directors?|managers?|founders?|cmos?|vps?)\b/i;

export function actionIntent(agentSlug: string, message: string): ActionIntent | null {
  const text = message.slice(0, 5000);
  // "to WordPress", "on our Ghost": the site as a destination, not a topic ("a post about ghost kitchens").
  const destination = /\b(?:to|on|into)\s+(?:(?:our|my|the)\s+)?(wordpress|ghost)\b/i.exec(text);
  const site = destination ? (destination[1]!.toLowerCase() as 'wordpress' | 'ghost') : null;
  const campaign = CAMPAIGN.test(text) && (CREATE.test(text) || /\binstantly\b/i.test(text));
  if (agentSlug === 'cmo' && campaign && FIND.test(text) && PEOPLE.test(text)) return { kind: 'lead_campaign', criteria: leadCriteria(text) };
  if ((agentSlug === 'email-agent' || agentSlug === 'cmo') && campaign && /\binstantly\b|\bcampaign draft\b|\bdraft (?:a |an )?campaign\b/i.test(text)) return { kind: 'draft_campaign' };
  if ((agentSlug === 'seo-agent' || agentSlug === 'cmo') && site && PUBLISH.test(text)) return { kind: 'publish_draft', site };
  return null;
}

/** Who to look for, read from the request's words (nothing guessed: what it does not say stays open). */
export function leadCriteria(text: string): LeadCriteria {
  const count = /\b(\d{1,4})\s+(?!-|–|person|people\b|employees?)(?:[a-z]+\s){0,3}?(?:heads?|leads?|people|contacts?|prospects?|directors?|managers?|founders?|cmos?|vps?|marketers?)\b/i.exec(text);
  const limit = Math.min(MAX_LEADS, Math.max(1, count ? Number(count[1]) : 25));
  const titles = [...text.matchAll(/\b(heads?|directors?|vps?|vice presidents?|managers?)\s+of\s+([a-z]+(?:\s+[a-z]+)?)/gi)].map((m) => titleCase(`${singular(m[1]!)} of ${m[2]!.replace(/\s+(?:at|in|for|from)$/i, '').split(/\s+(?:at|in|for|from)\s/i)[0]!}`));
  for (const m of text.matchAll(/\b(CMOs?|CEOs?|founders?|marketing (?:directors?|managers?|leads?))\b/gi)) titles.push(titleCase(singular(m[1]!)));
  const size = /\b(\d{1,6})\s*(?:-|–|—|to)\s*(\d{1,6})[\s-]*(?:person|people|employees?|staff)\b/i.exec(text);
  const industry = /\b([A-Za-z][\w.+&]{1,30})\s+(?:companies|company|businesses|firms|startups|vendors)\b/i.exec(text);
  const industryWord = industry && !/^(?:person|people|employee|employees|staff|the|of|at|small|large|big|\d+)$/i.test(industry[1]!) ? industry[1]! : null;
  const location = /\b(?:in|from|based in)\s+((?:the\s+)?[A-Z][a-zA-Z]+(?:\s+[A-Z][a-zA-Z]+)?)/.exec(text);
  return {
    titles: [...new Set(titles)].slice(0, 5),
    companySizes: size ? [`${size[1]},${size[2]}`] : [],
    industries: industryWord ? [industryWord] : [],
    locations: location ? [location[1]!] : [],
    limit,
  };
}

function singular(word: string): string {
  return word.replace(/(?<=\w)s$/i, '').replace(/^vice president$/i, 'Vice President');
}

function titleCase(text: string): string {
  return text.replace(/\b(?!of\b)([a-z])/g, (c) => c.toUpperCase()).replace(/\bCmo\b/, 'CMO').replace(/\bCeo\b/, 'CEO').replace(/\bVp\b/, 'VP');
}
