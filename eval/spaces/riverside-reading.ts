/** A nonprofit: a Sheffield children's reading charity that recruits volunteers and monthly donors. */
import type { SpaceFixture } from '../space-fixture.ts';

export const RIVERSIDE_READING: SpaceFixture = {
  key: 'river',
  kind: 'nonprofit',
  company: 'Riverside Reading Trust',
  owner: { email: 'owner@riversidereading.example', password: 'Eval-river-passphrase-85', name: 'Grace Oduya', org_name: 'Riverside Reading Trust' },
  profile: {
    business_name: 'Riverside Reading Trust',
    business_description:
      'Riverside Reading Trust is a Sheffield charity that trains volunteers to read one-to-one with children aged 6 to 9 who are catching up with reading. Each volunteer visits the same primary school once a week for a whole school year.',
    industry: 'Charity: children’s literacy',
    website: 'https://riversidereading.example',
    audience_primary:
      'Two audiences: working adults in Sheffield aged 25 to 65 who could give one hour a week as volunteers, and individual donors and local businesses who could give monthly.',
    audience_problems:
      'Would-be volunteers worry they lack the time or teaching skills; donors want to see that their money makes a difference and do not want to be guilt-tripped.',
    audience_type: 'Both',
    offer_main:
      'Volunteer as a Reading Buddy (one hour a week in a local primary school, after 3 hours of training), or give monthly to fund a child’s place for a year.',
    offer_differentiator:
      'The same volunteer reads with the same child all year; we pay for training and the DBS check; progress is measured each term with the school.',
    offer_price_point: 'Budget',
    competitors: 'Beanstalk, National Literacy Trust, library reading schemes',
    goal_primary: 'Recruit 80 new Reading Buddies before the January term and grow monthly donors from 340 to 450.',
    goal_kpis: 'Volunteer applications, trained volunteers placed in schools, new monthly donors, average monthly gift, event sign-ups',
    budget: '£1,200 per month',
    channels_current: 'Facebook, Instagram, email newsletter, local radio mentions, volunteer fairs, corporate partnerships',
    channels_best: 'Word of mouth from current volunteers, and the email newsletter',
    tone_words: 'hopeful, warm, respectful',
    tone_avoid:
      'pity language: never call children poor, needy, struggling or at-risk; never guilt-trip donors; never promise a child’s results; no "every child deserves" clichés',
  },
  voice: {
    saved: [
      'Tone: hopeful, warm, respectful',
      'Formality: conversational',
      'Sentences: at most 20 words',
      'Prefer: Reading Buddy, school, story, together',
      'Avoid: needy, underprivileged, at-risk, disadvantaged, empower, leverage',
      'Rules:',
      '- Never describe children as poor, needy or struggling; say what they are doing ("children catching up with reading").',
      '- Never guilt-trip donors (no "without you, a child will fall behind").',
      '- Never promise a child’s results; say what the programme does and what we measured.',
      'Sign-off: With thanks, everyone at Riverside Reading',
    ].join('\n'),
    banned: ['needy', 'underprivileged', 'at-risk', 'disadvantaged', 'empower', 'leverage'],
    rules: [
      {
        rule: 'Never describe children as poor, needy or struggling.',
        breach: /\b(?:poor|needy|struggling|deprived|vulnerable|less fortunate)\s+(?:little\s+)?(?:children|child|kids|pupils|readers|families)\b|\b(?:children|child|kids|pupils)\s+(?:who are|who're)\s+(?:poor|struggling|needy|failing)\b|\bstruggl(?:e|es|ing) (?:to|with) read/i,
      },
      {
        rule: 'Never guilt-trip donors.',
        breach: /\bwithout (?:you|your (?:gift|help|support|donation))\b[^.!?\n]{0,60}\b(?:fall behind|fail|left behind|never|won'?t|can'?t|lose|go without)\b|\b(?:left behind|falls? through the cracks)\b/i,
      },
      {
        rule: 'Never promise a child’s results.',
        breach: /\bguarantee(?:s|d)?\b|\b(?:child|children|pupils?|kids?|they|he|she)\s+will\s+(?:catch up|read (?:fluently|confidently|at)|be reading|reach|improve|gain|succeed|pass)\b|\bwill (?:transform|change) (?:a|their|every) child'?s? (?:life|future)\b/i,
      },
    ],
    signOff: 'With thanks, everyone at Riverside Reading',
    maxSentenceWords: 20,
  },
  documents: [
    {
      key: 'guide',
      filename: 'riverside-volunteering-and-giving-2026.md',
      type: 'text/markdown',
      distinctiveTerms: ['Central Library', '10 January', '7 February', '27 partner', 'Firth Park', 'Darnall', 'Parson Cross', '£8', '£25', '£300', 'Gift Aid', '1187432', '412', '9 months', '94%', '236 volunteers', '7,800'],
      content: `# Riverside Reading Trust: volunteering and giving, 2026-27

## Reading Buddies
- One hour a week, in school hours, at the same primary school for the school year (September to July).
- Training: 3 hours on a Saturday morning at Sheffield Central Library. Next sessions: 10 January and 7 February 2027.
- We pay for the enhanced DBS check.
- 27 partner primary schools in Sheffield, including Firth Park, Darnall and Parson Cross.

## Giving
- £8 a month buys a new book for a child every month.
- £25 a month funds a child's Reading Buddy place for a year (£300 a year).
- Gift Aid adds 25p to every £1 given by UK taxpayers.
- Registered charity number 1187432.

## What we measured in 2025-26
- 412 children read with a Reading Buddy.
- On average, children gained 9 months in reading age over 6 months of sessions (school assessments, autumn to spring).
- 94% of teachers said children were more confident reading aloud.
- 236 volunteers gave 7,800 hours.
`,
    },
    {
      key: 'readathon',
      filename: 'big-read-a-thon-2027-event-brief.md',
      type: 'text/markdown',
      distinctiveTerms: ['Read-a-thon', 'Winter Garden', '13 March', '£15,000', '50 children', '£250', 'reading wall', 'relay'],
      content: `# Big Riverside Read-a-thon 2027: event brief

Date: Saturday 13 March 2027, 10am to 4pm
Place: the Winter Garden, Sheffield city centre
What: volunteers, families and local businesses read aloud in relay for six hours; each reader collects sponsorship.
Target: £15,000, enough to fund 50 children's Reading Buddy places for a year.
Readers: free to take part; sign up online by 1 March.
Company teams: £250 to enter a team of up to 6 readers, with the company's name on the reading wall.
Contact: events@riversidereading.example
`,
    },
  ],
};
