/**
 * The fixed request set: what a marketer at Northwind Roasters would type to each agent, and what a
 * demanding reader expects of each answer. Written by hand; nothing here is derived from the engine.
 */
import type { Rule } from './checks.ts';
import { PLAN_DOC, PRODUCT_DOC, type SeedDocument } from './seeded-space.ts';

export type AgentSlug = 'email-agent' | 'seo-agent' | 'strategy-review-agent' | 'brand-voice' | 'creative-agent' | 'cmo';
export const AGENT_SLUGS: readonly AgentSlug[] = ['email-agent', 'seo-agent', 'strategy-review-agent', 'brand-voice', 'creative-agent', 'cmo'];

export interface EvalRequest {
  id: string;
  agent: AgentSlug;
  /** What kind of answer this is, in a few words. */
  task: string;
  message: string;
  /** Knowledge-base documents sent as referenced_document_ids. */
  referencedDocs?: SeedDocument['key'][];
  /** addresses-request: what an answer of this type must (not) contain. */
  expect: Rule[];
  /** uses-material: distinctive terms of the referenced or pasted material (at least one must appear). */
  material?: { what: string; terms: string[] };
  /** names-company: whether the answer is copy for the company and so should name it (or its product). */
  namesCompany: boolean;
  /** follows-voice: copy the agent writes for us; `signOff` for a full email. */
  voice?: { signOff: boolean };
}

const greeting: Rule = { kind: 'matches', pattern: /^\s*(hi|hello|hey|dear)\b/im, label: 'has a greeting line' };
const subjectLine: Rule = { kind: 'matches', pattern: /\bsubject\b/i, label: 'offers a subject line' };
const planTerms = { what: `the referenced plan (${PLAN_DOC.filename})`, terms: PLAN_DOC.distinctiveTerms };
const productTerms = { what: `the referenced product page (${PRODUCT_DOC.filename})`, terms: PRODUCT_DOC.distinctiveTerms };

/** A specialist named by the CMO: "Email Agent", "email specialist", or a section headed with its name. */
function specialist(name: string, pattern: string): Rule {
  return { kind: 'matches', pattern: new RegExp(`\\b(?:${pattern})[- ](?:agent|specialist)\\b|^#{1,4}\\s*(?:\\*\\*)?(?:${pattern})\\b`, 'im'), label: `names the ${name} specialist it used` };
}
const EMAIL = specialist('email', 'email');
const SEO = specialist('SEO', 'seo');
const STRATEGY = specialist('strategy review', 'strategy(?:[- ]review)?');
const CREATIVE = specialist('creative', 'creative');

const DRAFT_EMAIL =
  'Dear valued client, we are excited to announce our revolutionary new coffee offering. Our beans are cheap and our synergy with local farms is unmatched. Please act now, as this offer expires in 24 hours. Contact sales to learn more.';
const LANDING_COPY =
  'Office Coffee Delivery in Manchester. Northwind Roasters brings freshly roasted coffee to Manchester offices every week. Choose from three single origins, get a bean-to-cup machine on loan, and let us handle servicing. Book a free tasting for your team today.';
const WEAK_PLAN =
  'Goal: more sign-ups. Audience: everyone who drinks coffee. Channels: TikTok, billboards, radio, email, SEO and podcasts. Budget: we will see. Timeline: sometime in autumn.';
const COMPETITOR_SAMPLE =
  'Elevate your workplace with premium coffee solutions. Our bespoke beverage programmes empower your people and drive engagement. Discover excellence in every cup, curated for the modern enterprise.';
const PARAGRAPH_TO_REWRITE =
  'Our revolutionary coffee service brings synergy to your office kitchen. We provide a comprehensive, end-to-end beverage solution at a cheap price point. We leverage freshly roasted beans sourced from partner farms.';
const OFF_BRAND_POST = 'Big news!!! Our revolutionary Brew Club is HERE. Don\'t miss out, only 3 spots left!!! Sign up NOW before it\'s gone.';

export const REQUESTS: readonly EvalRequest[] = [
  // ---- Email agent -------------------------------------------------------------------------------------
  {
    id: 'email-launch',
    agent: 'email-agent',
    task: 'launch email',
    message: 'Write a launch email announcing the Brew Club, our free two-week coffee trial for offices. It goes to office managers who downloaded our office coffee guide but never bought.',
    expect: [
      subjectLine,
      greeting,
      { kind: 'mentions-all', terms: ['Brew Club'], label: 'announces the Brew Club' },
      { kind: 'mentions-any', terms: ['two-week', 'two weeks', '2-week', '2 weeks', '14 days', '14-day'], label: 'says the trial lasts two weeks' },
      { kind: 'mentions-any', terms: ['guide'], label: 'acknowledges they downloaded the guide' },
      { kind: 'matches', pattern: /\b(start|claim|book|sign up|try|reply|join)\b/i, label: 'has a call to action' },
    ],
    namesCompany: true,
    voice: { signOff: true },
  },
  {
    id: 'email-newsletter',
    agent: 'email-agent',
    task: 'newsletter',
    message: 'Draft our monthly newsletter "The Grind" for September: a short note from the roastery, a new single origin from Huila in Colombia arriving this month, and a reminder about the Roastery Open Day on 14 September.',
    expect: [
      subjectLine,
      { kind: 'mentions-all', terms: ['Huila', 'Open Day'], label: 'covers the new origin and the Open Day' },
      { kind: 'mentions-any', terms: ['14 September', 'September 14', 'Sept 14', '14th September'], label: 'gives the Open Day date' },
      { kind: 'mentions-any', terms: ['The Grind'], label: 'is the newsletter "The Grind"' },
    ],
    namesCompany: true,
    voice: { signOff: true },
  },
  {
    id: 'email-demo-follow-up',
    agent: 'email-agent',
    task: 'follow-up after a demo',
    message: "Write a follow-up email to Priya Shah, office manager at Ledgerlight (60 staff), after yesterday's tasting demo. She liked the Ethiopian filter but worried the machine would be hard to clean. Suggest starting the trial next Monday.",
    expect: [
      greeting,
      { kind: 'mentions-all', terms: ['Priya'], label: 'is addressed to Priya' },
      { kind: 'mentions-any', terms: ['clean', 'cleaning', 'cleans', 'descale', 'descaling', 'maintenance', 'servicing'], label: 'answers her worry about cleaning' },
      { kind: 'mentions-any', terms: ['Ethiopian', 'Ethiopia'], label: 'recalls the coffee she liked' },
      { kind: 'mentions-any', terms: ['Monday'], label: 'proposes starting next Monday' },
      { kind: 'not-matches', pattern: /\{\{\s*first_name\s*\}\}|\[first name\]/i, label: 'uses her name, not a merge tag' },
    ],
    namesCompany: true,
    voice: { signOff: true },
  },
  {
    id: 'email-cold-outreach',
    agent: 'email-agent',
    task: 'cold outreach',
    message: 'Write a cold outreach email to the head of people at a 120-person design agency in Manchester who has never heard of us. Keep the email under 120 words.',
    expect: [
      subjectLine,
      greeting,
      { kind: 'mentions-any', terms: ['design', 'agency', 'studio', 'Manchester'], label: 'speaks to a Manchester design agency' },
      { kind: 'email-max-words', max: 130, label: 'keeps the email under 120 words (130 with the sign-off)' },
    ],
    namesCompany: true,
    voice: { signOff: true },
  },
  {
    id: 'email-subject-lines',
    agent: 'email-agent',
    task: 'subject lines only',
    message: 'Just give me 6 subject lines for the Brew Club trial email. No body, only the lines.',
    expect: [
      { kind: 'list', min: 6, maxWords: 14, itemPattern: /brew club|trial|coffee|office/i, matching: 3, label: 'lists 6 subject lines' },
      { kind: 'not-matches', pattern: /^\s*(hi|hello|hey|dear)\b.*$/im, label: 'writes no email body' },
    ],
    namesCompany: false,
    voice: { signOff: false },
  },
  {
    id: 'email-rewrite-draft',
    agent: 'email-agent',
    task: 'rewrite a pasted draft',
    message: `Rewrite this draft email so it sounds like us: ${DRAFT_EMAIL}`,
    expect: [
      { kind: 'rewrite-of', source: DRAFT_EMAIL, label: 'rewrites the draft' },
      { kind: 'not-matches', pattern: /act now|expires in 24 hours|valued client/i, label: 'drops the fake urgency and stock phrases' },
    ],
    material: { what: 'the pasted draft', terms: ['farm', 'farms', 'beans', 'growers'] },
    namesCompany: false,
    voice: { signOff: true },
  },

  // ---- SEO agent ---------------------------------------------------------------------------------------
  {
    id: 'seo-audit-document',
    agent: 'seo-agent',
    task: 'audit the referenced product page',
    message: 'Audit the attached product page for on-page SEO and give me the fixes in priority order.',
    referencedDocs: ['product'],
    expect: [
      { kind: 'mentions-any', terms: ['Fellside Filter Box'], label: "names the page's product" },
      { kind: 'not-matches', pattern: /audit the attached product page for on-page seo/i, label: 'audits the document, not the request sentence' },
      { kind: 'matches', pattern: /\b(title|h1|heading|meta description)\b/i, label: 'covers title, headings or meta description' },
      { kind: 'list', min: 3, label: 'lists at least 3 fixes' },
    ],
    material: productTerms,
    namesCompany: false,
  },
  {
    id: 'seo-audit-pasted',
    agent: 'seo-agent',
    task: 'audit pasted copy',
    message: `Check this landing page copy for SEO and tell me what to change: ${LANDING_COPY}`,
    expect: [
      { kind: 'matches', pattern: /\b(title|h1|heading|meta description|keyword)s?\b/i, label: 'covers title, headings, meta or keywords' },
      { kind: 'list', min: 3, label: 'lists at least 3 changes' },
      { kind: 'mentions-any', terms: ['office coffee delivery', 'Manchester'], label: "works with the copy's target phrase" },
    ],
    material: { what: 'the pasted copy', terms: ['Manchester', 'single origins', 'tasting'] },
    namesCompany: false,
  },
  {
    id: 'seo-keyword-ideas',
    agent: 'seo-agent',
    task: 'keyword ideas',
    message: 'Give me keyword ideas for a blog series about coffee for hybrid offices, where people come in two or three days a week.',
    expect: [
      { kind: 'list', min: 5, maxWords: 8, itemPattern: /coffee|office|hybrid/i, matching: 5, label: 'lists at least 5 keyword phrases about office coffee' },
      { kind: 'mentions-any', terms: ['hybrid'], label: 'covers the hybrid-office angle' },
    ],
    namesCompany: false,
  },
  {
    id: 'seo-meta-tags',
    agent: 'seo-agent',
    task: 'title tag and meta description',
    message: "Write a title tag and a meta description for our Office Barista Bundle page, targeting the keyword 'office coffee subscription'.",
    expect: [
      { kind: 'matches', pattern: /\btitle( tag)?\b/i, label: 'gives a title tag' },
      { kind: 'matches', pattern: /\bmeta description\b/i, label: 'gives a meta description' },
      { kind: 'mentions-any', terms: ['office coffee subscription'], label: 'uses the target keyword' },
    ],
    namesCompany: true,
    voice: { signOff: false },
  },
  {
    id: 'seo-article-outline',
    agent: 'seo-agent',
    task: 'article outline',
    message: "Outline a blog post that could rank for 'coffee machine for office', with H2 headings and the questions the post should answer.",
    expect: [
      { kind: 'mentions-any', terms: ['coffee machine for office', 'coffee machine for the office', 'office coffee machine'], label: 'targets the keyword' },
      { kind: 'matches', pattern: /^\s*(#{2,3}\s|(?:[-*]|\d+[.)])\s+(?:\*\*)?H2\b|H2:)/im, label: 'gives H2 headings' },
      { kind: 'matches', pattern: /\?/, label: 'lists questions to answer' },
    ],
    namesCompany: false,
  },

  // ---- Strategy review agent ---------------------------------------------------------------------------
  {
    id: 'strategy-review-plan-document',
    agent: 'strategy-review-agent',
    task: 'review the referenced plan',
    message: 'Review the attached Q3 marketing plan and score it. What are the biggest gaps?',
    referencedDocs: ['plan'],
    expect: [
      { kind: 'score', label: 'gives a score' },
      { kind: 'mentions-any', terms: PLAN_DOC.distinctiveTerms, label: 'discusses something in the plan' },
      { kind: 'not-matches', pattern: /"Review the attached Q3 marketing plan/i, label: 'cites the plan, not the request, as evidence' },
    ],
    material: planTerms,
    namesCompany: false,
  },
  {
    id: 'strategy-review-profile',
    agent: 'strategy-review-agent',
    task: 'review our strategy (no document)',
    message: 'Review our marketing strategy as it stands and tell me what to fix first.',
    expect: [
      { kind: 'score', label: 'gives a score' },
      { kind: 'list', min: 2, label: 'lists what to fix' },
    ],
    material: { what: 'the space profile', terms: ['40 new office subscriptions', 'two-week trial', 'Pact Coffee', 'Nespresso', 'Starbucks', '£6,000', 'referrals', 'LinkedIn'] },
    namesCompany: false,
  },
  {
    id: 'strategy-review-pasted-plan',
    agent: 'strategy-review-agent',
    task: 'review a pasted plan',
    message: `Score this campaign plan a colleague sent me and tell me what is missing: ${WEAK_PLAN}`,
    expect: [
      { kind: 'score', label: 'gives a score' },
      { kind: 'matches', pattern: /\b(vague|unclear|measurable|specific|too many|focus|number|target)\b/i, label: 'points out what is vague or missing' },
    ],
    material: { what: 'the pasted plan', terms: ['TikTok', 'billboards', 'radio', 'podcasts', 'everyone'] },
    namesCompany: false,
  },
  {
    id: 'strategy-review-budget-split',
    agent: 'strategy-review-agent',
    task: 'assess the budget split',
    message: 'Is splitting our £6,000 a month between Google Ads, LinkedIn, SEO and email sensible if we want 40 new office subscriptions this quarter?',
    expect: [
      { kind: 'mentions-all', terms: ['Google Ads', 'LinkedIn'], label: 'discusses the channels asked about' },
      { kind: 'matches', pattern: /£\s?\d|\bbudget\b/i, label: 'talks about the money' },
      { kind: 'matches', pattern: /\b(shift|move|reallocate|put more|spend more|spend less|cut|increase|reduce|double|halve)\b[^.\n]{0,80}\b(google ads|linkedin|seo|email|referrals?|budget)\b/i, label: 'recommends how to change the split' },
    ],
    namesCompany: false,
  },
  {
    id: 'strategy-review-positioning',
    agent: 'strategy-review-agent',
    task: 'positioning against competitors',
    message: 'How does our positioning hold up against Pact Coffee for Business and Nespresso Professional? Score it and suggest a sharper one-line positioning.',
    expect: [
      { kind: 'score', label: 'gives a score' },
      { kind: 'mentions-all', terms: ['Pact', 'Nespresso'], label: 'compares with both competitors' },
    ],
    material: { what: 'the profile differentiator', terms: ['48 hours', 'roast to order', 'roasted to order', 'traceable', 'one supplier'] },
    namesCompany: false,
  },

  // ---- Brand voice agent -------------------------------------------------------------------------------
  {
    id: 'brand-voice-analyse-sample',
    agent: 'brand-voice',
    task: 'analyse a pasted sample',
    message: `Analyse the voice of this sample from a competitor's website: "${COMPETITOR_SAMPLE}"`,
    expect: [
      { kind: 'matches', pattern: /\btone\b/i, label: 'describes the tone' },
      { kind: 'mentions-any', terms: ['formal', 'polished', 'aspirational', 'jargon', 'buzzword', 'buzzwords', 'abstract', 'vague', 'salesy', 'grandiose', 'generic'], label: 'characterises the sample' },
      { kind: 'not-matches', pattern: /\b(your|our) (signature )?words\b[^\n]{0,80}\b(bespoke|elevate|empower|curated|excellence)\b/i, label: "does not present the competitor's words as ours" },
    ],
    material: { what: 'the pasted sample', terms: ['elevate', 'empower', 'bespoke', 'excellence', 'enterprise', 'solutions'] },
    namesCompany: false,
  },
  {
    id: 'brand-voice-rewrite',
    agent: 'brand-voice',
    task: 'rewrite a paragraph in our voice',
    message: `Rewrite this paragraph in our saved brand voice: "${PARAGRAPH_TO_REWRITE}"`,
    expect: [
      { kind: 'rewrite-of', source: PARAGRAPH_TO_REWRITE, label: 'rewrites the paragraph' },
      { kind: 'not-matches', pattern: /\b(leverage|end-to-end|comprehensive|solution)\b/i, label: 'drops the jargon (the voice is plain)' },
    ],
    material: { what: 'the pasted paragraph', terms: ['kitchen', 'farms', 'farm', 'roasted', 'beans'] },
    namesCompany: false,
    voice: { signOff: false },
  },
  {
    id: 'brand-voice-from-profile',
    agent: 'brand-voice',
    task: 'draft a voice from the profile',
    message: 'Draft a brand voice for us from our space profile: tone, words we use, words we avoid, and a sign-off.',
    expect: [
      { kind: 'matches', pattern: /\btone\b/i, label: 'states a tone' },
      { kind: 'mentions-at-least', terms: ['warm', 'plain', 'confident'], min: 2, label: 'uses the tone words from the profile' },
      { kind: 'mentions-any', terms: ['synergy', 'revolutionary', 'cheap'], label: 'lists the words the profile says to avoid' },
      { kind: 'matches', pattern: /\bsign[- ]?off\b/i, label: 'proposes a sign-off' },
    ],
    namesCompany: false,
  },
  {
    id: 'brand-voice-check-post',
    agent: 'brand-voice',
    task: 'check pasted copy against our voice',
    message: `Does this LinkedIn post match our brand voice? "${OFF_BRAND_POST}"`,
    expect: [
      { kind: 'matches', pattern: /\b(does not match|doesn'?t match|does not fit|doesn'?t fit|not quite|isn'?t|is not|off[- ]brand|mismatch|clashes)\b/i, label: 'gives a verdict' },
      { kind: 'mentions-any', terms: ['revolutionary'], label: 'flags the avoid word it uses' },
      { kind: 'matches', pattern: /(?<!no fake )\burgency\b|exclamation|all caps|capital letters|shouting|pressure|scarcity/i, label: 'flags the fake urgency or shouting' },
    ],
    material: { what: 'the pasted post', terms: ['revolutionary', 'spots left', 'Big news', 'miss out'] },
    namesCompany: false,
  },
  {
    id: 'brand-voice-dos-donts',
    agent: 'brand-voice',
    task: "do's and don'ts",
    message: "Give our team 5 do's and don'ts for writing in our voice, with an example sentence for each.",
    expect: [
      { kind: 'matches', pattern: /\bdo\b/i, label: "has do's" },
      { kind: 'matches', pattern: /\b(don'?t|do not)\b/i, label: "has don'ts" },
      { kind: 'list', min: 5, label: 'lists at least 5 points' },
      { kind: 'mentions-any', terms: ['warm', 'plain', 'confident', 'short'], label: 'reflects the saved voice' },
      { kind: 'matches', pattern: /\b(e\.g\.|example|for instance|like:|instead of)/i, label: 'gives example sentences' },
    ],
    namesCompany: false,
    voice: { signOff: false },
  },

  // ---- Creative agent ----------------------------------------------------------------------------------
  {
    id: 'creative-headlines',
    agent: 'creative-agent',
    task: 'headlines',
    message: 'Write 5 headlines for the Brew Club free trial landing page.',
    expect: [
      { kind: 'list', min: 5, maxWords: 14, label: 'lists 5 headlines' },
      { kind: 'mentions-any', terms: ['Brew Club', 'trial', 'two weeks', 'two-week', 'free'], label: 'is about the free trial' },
    ],
    namesCompany: false,
    voice: { signOff: false },
  },
  {
    id: 'creative-search-ad',
    agent: 'creative-agent',
    task: 'search ad',
    message: "Write a Google search ad for the keyword 'office coffee delivery Leeds': three headlines of at most 30 characters and two descriptions of at most 90 characters.",
    expect: [
      { kind: 'matches', pattern: /\bheadlines?\b/i, label: 'labels the headlines' },
      { kind: 'matches', pattern: /\bdescriptions?\b/i, label: 'labels the descriptions' },
      { kind: 'list', min: 5, label: 'gives 3 headlines and 2 descriptions' },
      { kind: 'mentions-any', terms: ['Leeds'], label: 'targets Leeds' },
    ],
    namesCompany: true,
    voice: { signOff: false },
  },
  {
    id: 'creative-linkedin-posts',
    agent: 'creative-agent',
    task: 'LinkedIn posts',
    message: 'Write 3 LinkedIn posts announcing our new Tasting Tuesday video series, filmed each week at the roastery.',
    expect: [
      { kind: 'list', min: 3, itemPattern: /tasting tuesday/i, matching: 3, label: 'gives 3 posts that each name Tasting Tuesday' },
      { kind: 'mentions-any', terms: ['video', 'watch', 'episode'], label: 'says it is a video series' },
    ],
    namesCompany: true,
    voice: { signOff: false },
  },
  {
    id: 'creative-image-card',
    agent: 'creative-agent',
    task: 'image card',
    message: 'Make an image card for LinkedIn announcing the Roastery Open Day on 14 August, with a headline and a short caption.',
    expect: [
      { kind: 'image-artifact', label: 'attaches the image' },
      { kind: 'mentions-any', terms: ['Open Day'], label: 'announces the Open Day' },
      { kind: 'mentions-any', terms: ['14 August', 'August 14', '14th August', 'Aug 14'], label: 'gives the date' },
    ],
    namesCompany: true,
    voice: { signOff: false },
  },
  {
    id: 'creative-taglines',
    agent: 'creative-agent',
    task: 'taglines',
    message: "Suggest 4 taglines for the Office Barista Bundle that don't mention price.",
    expect: [
      { kind: 'list', min: 4, maxWords: 12, label: 'lists 4 taglines' },
      { kind: 'not-matches', pattern: /[£$€]\s?\d|\b(price|cheap|cost|affordable)\b/i, label: 'does not mention price' },
    ],
    namesCompany: true,
    voice: { signOff: false },
  },

  // ---- CMO ---------------------------------------------------------------------------------------------
  {
    id: 'cmo-email-and-seo-plan',
    agent: 'cmo',
    task: 'plan email and SEO',
    message: "Plan our next quarter's email and SEO.",
    expect: [
      EMAIL,
      SEO,
      { kind: 'matches', pattern: /\b(weeks?\s*\d+|months?\s*\d|month (one|two|three)|phase\s*\d|january|february|march|april|june|july|august|september|october|november|december)\b/i, label: 'puts the plan on a timeline (weeks, months or phases)' },
    ],
    namesCompany: false,
  },
  {
    id: 'cmo-budget-allocation',
    agent: 'cmo',
    task: 'where the budget should go',
    message: 'We have £6,000 a month. Where should it go to win 40 office subscriptions this quarter?',
    expect: [
      STRATEGY,
      { kind: 'mentions-at-least', terms: ['Google Ads', 'LinkedIn', 'SEO', 'email', 'referral', 'referrals'], min: 2, label: 'splits the budget across channels' },
      { kind: 'matches', pattern: /(google ads|linkedin|seo|email|referrals?)[^\n]{0,60}£\s?\d|£\s?\d[^\n]{0,60}(google ads|linkedin|seo|email|referrals?)/i, label: 'puts amounts on the channels' },
    ],
    namesCompany: false,
  },
  {
    id: 'cmo-product-launch',
    agent: 'cmo',
    task: 'launch kit',
    message: 'Prepare the launch of the Fellside Filter Box: one announcement email and three social posts.',
    expect: [
      EMAIL,
      CREATIVE,
      { kind: 'mentions-any', terms: ['Fellside Filter Box'], label: 'is about the Fellside Filter Box' },
      greeting,
    ],
    namesCompany: true,
    voice: { signOff: false },
  },
  {
    id: 'cmo-review-then-email',
    agent: 'cmo',
    task: 'review the plan, then write an email',
    message: 'Review the attached Q3 plan, then write the first Brew Club nurture email it calls for.',
    referencedDocs: ['plan'],
    expect: [STRATEGY, EMAIL, { kind: 'score', label: 'scores the plan' }, greeting],
    material: planTerms,
    namesCompany: false,
  },
  {
    id: 'cmo-organic-traffic',
    agent: 'cmo',
    task: 'fix flat organic traffic',
    message: 'Our organic traffic is flat. What should we change on the website and in the newsletter?',
    expect: [
      SEO,
      EMAIL,
      { kind: 'mentions-any', terms: ['organic', 'traffic', 'search'], label: 'addresses organic traffic' },
      { kind: 'mentions-any', terms: ['coffee subscription', 'coffee delivery', 'coffee machine', 'title tag', 'meta description', 'internal link', 'internal links'], label: 'names a concrete site change or target search' },
    ],
    namesCompany: false,
  },
];
