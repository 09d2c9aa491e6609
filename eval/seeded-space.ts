/**
 * The one space every eval request runs in, seeded over HTTP as a new owner would: register, fill the
 * 18 space-profile answers, upload two knowledge-base documents (and wait until they are processed),
 * save a brand voice. Everything the agents may know about the company is in this file; the checks
 * treat anything else an answer asserts as unsupported.
 */
import { SPACE_PROFILE_QUESTIONS } from '../core/domain/space-profile-questions.ts';
import { ApiClient, sleep } from './api-client.ts';

export const COMPANY = 'Northwind Roasters';
/** The product named in the profile (offer_main). */
export const PROFILE_PRODUCT = 'Office Barista Bundle';

/** The platform admin the eval's server is started with; it tops up the organization's credits. */
export const PLATFORM_ADMIN = { email: 'platform-admin@eval.example', password: 'Eval-admin-passphrase-58' };
/** Credits granted on top of the plan's: every request runs twice (answer + regenerate), CMO runs cost more. */
const CREDIT_TOP_UP = 20_000;

export const OWNER = {
  email: 'owner@northwind-roasters.example',
  password: 'Eval-agents-passphrase-73',
  name: 'Maya Lindqvist',
  org_name: 'Northwind Roasters',
};

/** All 18 answers of the space-profile questionnaire (core/domain/space-profile-questions.ts). */
export const PROFILE_ANSWERS: Record<string, string> = {
  business_name: 'Northwind Roasters',
  business_description:
    'Northwind Roasters is a specialty coffee roastery in Leeds. We roast in small batches and deliver fresh beans to offices on a weekly subscription, together with a bean-to-cup machine we lend and service.',
  industry: 'Specialty coffee, B2B food and beverage',
  website: 'https://northwindroasters.example',
  audience_primary:
    'Office managers and people-operations leads at UK tech and professional-services companies with 20 to 200 staff, who look after the office and its perks.',
  audience_problems:
    'Stale supermarket coffee that nobody enjoys, staff who go out for coffee instead, and juggling separate suppliers for beans, milk and machine repairs.',
  audience_type: 'Businesses (B2B)',
  offer_main:
    'The Office Barista Bundle: a weekly delivery of beans roasted within 48 hours, a bean-to-cup machine on loan with servicing included, and a quarterly tasting session for the team.',
  offer_differentiator:
    'We roast to order and deliver within 48 hours of roasting; one supplier covers beans, machine and servicing; every bag is traceable to the farm it came from.',
  offer_price_point: 'Premium',
  competitors: 'Pact Coffee for Business, Nespresso Professional, Starbucks Coffee Service',
  goal_primary: 'Win 40 new office subscriptions this quarter through a free two-week trial.',
  goal_kpis: 'Trial sign-ups, trial-to-paid conversion rate, email click rate, organic visits to the office coffee pages',
  budget: '£6,000 per month',
  channels_current: 'Email newsletter, SEO blog, LinkedIn, Google Ads',
  channels_best: 'Referrals from existing office customers, then LinkedIn',
  tone_words: 'warm, plain, confident',
  tone_avoid: 'synergy, revolutionary, cheap; no claims to be "the best coffee in the UK"; no fake urgency or countdowns',
};

/** The brand voice, in the line format the engine reads. */
export const BRAND_VOICE = [
  'Tone: warm, plain, confident',
  'Formality: conversational',
  'Sentences: short (at most 16 words)',
  'Prefer: coffee, team, fresh',
  'Avoid: synergy, revolutionary, cheap',
  'Sign-off: Brew on, the Northwind team',
].join('\n');

export const AVOID_WORDS = ['synergy', 'revolutionary', 'cheap'];
export const SIGN_OFF = 'Brew on, the Northwind team';

export interface SeedDocument {
  key: 'plan' | 'product';
  filename: string;
  type: string;
  title: string;
  /** Terms that appear in this document and nowhere else in the seeded space. */
  distinctiveTerms: string[];
  content: string;
}

export const PLAN_DOC: SeedDocument = {
  key: 'plan',
  filename: 'northwind-q3-marketing-plan.md',
  type: 'text/markdown',
  title: 'Northwind Roasters Q3 Marketing Plan',
  distinctiveTerms: ['Brew Club', 'Roastery Open Day', 'Tasting Tuesday'],
  content: `# Northwind Roasters Q3 Marketing Plan

## Goals
- Win 40 new office subscriptions to the Office Barista Bundle between July and September.
- Grow the Brew Club, our free two-week office trial, to 300 trial sign-ups.
- Convert 25% of Brew Club trials into paid subscriptions.

## Audience
Office managers and people-ops leads at Leeds, Manchester and London companies with 20 to 200 staff.
They buy perks for the team and hate chasing three suppliers when the machine breaks.

## Channels
- Email: a five-email Brew Club nurture sequence, plus the monthly newsletter "The Grind".
- SEO: new landing pages for "office coffee subscription" and "coffee machine for office", and two blog posts a month.
- LinkedIn: the weekly Tasting Tuesday video series, filmed at the roastery.
- Google Ads: search campaigns on office coffee terms in Leeds and Manchester only.
- Events: a Roastery Open Day in August for office managers, with a cupping session.

## Budget
Total Q3 budget: £18,000.
- Google Ads: £7,000
- LinkedIn (video production and promotion): £5,000
- Roastery Open Day: £3,000
- SEO content: £2,000
- Email tooling: £1,000

## KPIs
- Brew Club trial sign-ups (target 300)
- Trial-to-paid conversion (target 25%)
- Newsletter click rate (target 4%)
- Organic visits to the office coffee pages (target +30% on Q2)

## Timeline
- July: launch the Brew Club landing page and the nurture sequence; start Tasting Tuesday.
- August: Roastery Open Day; first Google Ads test in Manchester.
- September: review conversion, cut the weakest channel, plan Q4.

## Risks
The Brew Club trial costs us beans and machine installs; if conversion stays under 15% the trial loses money.
`,
};

export const PRODUCT_DOC: SeedDocument = {
  key: 'product',
  filename: 'fellside-filter-box-product-page.txt',
  type: 'text/plain',
  title: 'Fellside Filter Box',
  distinctiveTerms: ['Fellside Filter Box', 'Moccamaster'],
  content: `Fellside Filter Box | Fresh filter coffee for offices without a machine | Northwind Roasters

Fellside Filter Box

Great filter coffee for small offices, no machine contract needed.

What's in the box
Every two weeks we send 2 kg of freshly roasted filter coffee, ground for batch brewing, and a card with tasting notes from the farm.
Teams that want to brew properly can add a Moccamaster batch brewer, which we lend for free while you subscribe.

How delivery works
We roast on Monday and the box reaches your office by Wednesday. Pause or skip a delivery any time from your account.

Pricing
The Fellside Filter Box costs £89 a month for offices of up to 25 people. Larger teams get two boxes.

Questions
Can we change the coffee? Yes, each box can be a different single origin.
Do we need a machine? No. A simple filter jug works, or borrow our Moccamaster.
`,
};

export const DOCUMENTS = [PLAN_DOC, PRODUCT_DOC] as const;

export interface SeededSpace {
  client: ApiClient;
  spaceId: string;
  documentIds: Record<SeedDocument['key'], string>;
}

/** Registers the owner, fills the profile, uploads and waits for the documents, saves the voice. */
export async function seedSpace(baseUrl: string, log: (line: string) => void): Promise<SeededSpace> {
  const client = new ApiClient(baseUrl);
  const registered = await client.ok('POST', '/register', OWNER);
  client.token = registered.access_token as string;

  // A new plan's credits do not cover the whole set: the platform admin tops the organization up, as support would.
  const admin = new ApiClient(baseUrl);
  admin.token = (await admin.ok('POST', '/login', PLATFORM_ADMIN)).access_token as string;
  await admin.ok('POST', `/admin/organizations/${registered.user.org_id as string}/credits`, { amount: CREDIT_TOP_UP, reason: 'agent evaluation' });
  const spaces = (await client.ok('GET', '/spaces/')) as { id: string }[];
  const spaceId = spaces[0]?.id;
  if (!spaceId) throw new Error('the new owner has no space');
  client.spaceId = spaceId;

  const missing = SPACE_PROFILE_QUESTIONS.map((q) => q.id).filter((id) => !PROFILE_ANSWERS[id]);
  if (missing.length) throw new Error(`profile answers missing: ${missing.join(', ')}`);
  const profile = await client.ok('PUT', `/spaces/${spaceId}/profile`, { answers: PROFILE_ANSWERS });
  const saved = Object.keys(profile.answers ?? {}).length;
  if (saved !== SPACE_PROFILE_QUESTIONS.length) throw new Error(`the profile kept ${saved} of ${SPACE_PROFILE_QUESTIONS.length} answers`);
  log(`seeded profile: ${saved} answers`);

  const documentIds = {} as Record<SeedDocument['key'], string>;
  for (const doc of DOCUMENTS) {
    const uploaded = await client.upload('/knowledge-base/documents', doc.filename, doc.content, doc.type);
    documentIds[doc.key] = uploaded.id as string;
  }
  for (const doc of DOCUMENTS) {
    const id = documentIds[doc.key];
    const until = Date.now() + 60_000;
    for (;;) {
      const current = await client.ok('GET', `/knowledge-base/documents/${id}`);
      if (current.status === 'ready') {
        log(`document ready: ${doc.filename} (${current.chunk_count} chunks)`);
        break;
      }
      if (current.status === 'error') throw new Error(`document ${doc.filename} failed: ${current.error_message}`);
      if (Date.now() > until) throw new Error(`document ${doc.filename} still ${current.status} after 60 s`);
      await sleep(100);
    }
  }

  await client.ok('PUT', '/brand-voice', { content: BRAND_VOICE });
  log('saved brand voice');
  return { client, spaceId, documentIds };
}

/** Everything the space holds as text: the source of truth for which facts an answer may state. */
export function seededText(): string {
  return [...Object.values(PROFILE_ANSWERS), BRAND_VOICE, ...DOCUMENTS.map((d) => d.content)].join('\n');
}
