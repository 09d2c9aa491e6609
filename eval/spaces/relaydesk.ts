/** A B2B software company: a help desk for online shops, sold per agent per month. */
import type { SpaceFixture } from '../space-fixture.ts';

export const RELAYDESK: SpaceFixture = {
  key: 'relay',
  kind: 'B2B software company',
  company: 'Relaydesk',
  owner: { email: 'owner@relaydesk.example', password: 'Eval-relay-passphrase-62', name: 'Jonas de Vries', org_name: 'Relaydesk' },
  profile: {
    business_name: 'Relaydesk',
    business_description:
      'Relaydesk is a help desk for online shops. It puts email, live chat, Instagram DMs and WhatsApp into one inbox, shows each customer’s orders next to the conversation, and lets agents refund, edit or cancel an order without leaving the ticket.',
    industry: 'B2B SaaS, customer service software for e-commerce',
    website: 'https://relaydesk.example',
    audience_primary:
      'Heads of customer experience and founders at Shopify and WooCommerce brands with 3 to 40 support agents, mostly in the UK, Ireland and the Netherlands.',
    audience_problems:
      'Support spread across five tabs, agents copying order numbers between Shopify and the inbox, slow first replies at peak season, and no clear view of which issues cost the most time.',
    audience_type: 'Businesses (B2B)',
    offer_main: 'The Relaydesk help desk, priced per agent per month on three plans (Starter, Growth, Scale), with a 14-day free trial.',
    offer_differentiator:
      'Order actions inside the ticket (refund, edit, cancel) for Shopify and WooCommerce, set-up in an afternoon with free migration from Zendesk or Gorgias, and per-agent pricing with no per-ticket fees.',
    offer_price_point: 'Mid-market',
    competitors: 'Gorgias, Zendesk, Freshdesk',
    goal_primary: 'Grow new monthly recurring revenue: 120 trial sign-ups a month, with 25% of trials converting to a paid plan.',
    goal_kpis: 'Trial sign-ups, trial-to-paid conversion, demo bookings, new MRR, cost per trial',
    budget: '€15,000 per month',
    channels_current: 'Google Ads, LinkedIn Ads, SEO blog, Shopify App Store listing, webinars, email nurture',
    channels_best: 'The Shopify App Store listing and partner agencies',
    tone_words: 'clear, practical, confident',
    tone_avoid:
      'synergy, leverage, game-changing, seamless, best-in-class; never say Relaydesk replaces support agents or cuts headcount; never state a saving or result that is not in a published case study',
  },
  voice: {
    saved: [
      'Tone: clear, practical, confident',
      'Formality: professional but plain',
      'Sentences: at most 20 words',
      'Prefer: inbox, order, reply, agent',
      'Avoid: synergy, leverage, game-changing, seamless, best-in-class, revolutionize',
      'Rules:',
      '- Never promise that Relaydesk replaces support agents or cuts headcount.',
      '- Never state a saving or result that is not in a published case study.',
      '- Say "agents", never "reps".',
      'Sign-off: Thanks, the Relaydesk team',
    ].join('\n'),
    banned: ['synergy', 'leverage', 'game-changing', 'seamless', 'best-in-class', 'revolutionize'],
    rules: [
      {
        rule: 'Never promise that Relaydesk replaces support agents or cuts headcount.',
        breach: /\b(?:replaces?|replacing|replace)\s+(?:your\s+|the\s+)?(?:support\s+)?(?:agents?|team|staff|people|humans?)\b(?!['’-])|\b(?:cuts?|cutting|reduces?|reducing|lower(?:s|ing)?)\s+(?:your\s+)?(?:headcount|staff(?:ing)? costs?|hiring)\b|\bfewer\s+(?:support\s+)?(?:agents|staff|hires)\b/i,
      },
      { rule: 'Say "agents", never "reps".', breach: /\b(?:reps|rep|support reps?|sales reps?)\b/i },
    ],
    signOff: 'Thanks, the Relaydesk team',
    maxSentenceWords: 20,
  },
  documents: [
    {
      key: 'pricing',
      filename: 'relaydesk-pricing-and-plans.md',
      type: 'text/markdown',
      distinctiveTerms: ['€19', '€39', '€69', 'no credit card', 'Klaviyo', 'Loop Returns', 'Recharge', 'SLA timers', 'SSO', 'success manager', 'automation rules', 'CSAT surveys', 'WhatsApp Business'],
      content: `# Relaydesk pricing and plans (2026)

All prices are per agent per month, billed annually. Monthly billing costs 20% more.

| Plan | Price | Included |
| --- | --- | --- |
| Starter | €19 | email and live chat inbox, Shopify and WooCommerce order panel, 2 automation rules |
| Growth | €39 | everything in Starter, plus Instagram DMs and WhatsApp, order actions (refund, edit, cancel), 25 automation rules, CSAT surveys |
| Scale | €69 | everything in Growth, plus SLA timers, custom reports, SSO and a named success manager |

Free trial: 14 days on the Growth plan, no credit card needed. When the trial ends the account pauses until you choose a plan; nothing is billed automatically.

Free migration from Zendesk, Gorgias or Freshdesk on annual Growth and Scale plans: we move tickets, macros and customer history.

Integrations: Shopify, WooCommerce, Klaviyo, Slack, Loop Returns, Recharge, Meta (Instagram and Facebook), WhatsApp Business.

Minimum 2 agents. Registered non-profits get 15% off.
`,
    },
    {
      key: 'case',
      filename: 'relaydesk-case-study-harbor-and-pine.md',
      type: 'text/markdown',
      distinctiveTerms: ['Harbor & Pine', 'Galway', '47 minutes', '9 hours', '38%', 'Aoife Brennan', '94%', 'candles'],
      content: `# Case study: Harbor & Pine

Harbor & Pine sells handmade candles and home fragrance on Shopify, with 6 support agents in Galway.

Before Relaydesk: support in Gmail, Instagram and Shopify admin tabs; the median first response took 9 hours at the Christmas peak.

After 3 months on Relaydesk Growth:
- median first response time fell from 9 hours to 47 minutes
- 38% more tickets handled per agent, with the same 6 agents
- refunds done inside the ticket: average handling time down from 6 minutes to 2 minutes
- CSAT rose from 82% to 94%

"Our agents stopped copying order numbers between tabs. That alone gave us back a day a week." Aoife Brennan, Head of CX, Harbor & Pine
`,
    },
  ],
};
